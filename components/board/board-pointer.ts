/**
 * The mouse pointer over the three.js board: the cursor and highlight of what a click would act on (hover.ts), told
 * to the board's owner as it moves onto something else; a press skips the running animations.
 * @module
 */
import type { Unit } from '../../engine/index.ts';
import { cursorFor, hoverHighlight, isActionable, type HoverHighlight } from './hover.ts';
import type { BoardMarks, BoardPick } from './types.ts';

/** What the pointer needs of its board. */
export interface PointerBoard {
  /** What a click at a client position acts on. */
  pick(clientX: number, clientY: number): BoardPick | null;
  /** Whether a drag or pinch moves the view now (the pointer then highlights nothing). */
  gesturing(): boolean;
  /** The seat's marks shown. */
  marks(): BoardMarks;
  /** The units on the table shown. */
  units(): readonly Unit[];
  /** Shows the highlight `h` (null: none) and lifts `unit`, the piece a click would act on (null: none), drawn anew. */
  showHover(h: HoverHighlight | null, unit: string | null): void;
  /** Ends the running animations at once. */
  skipMotion(): void;
}

/** The pointer's work on a board's canvas, from its making to {@link dispose}. */
export class BoardPointer {
  /** The key of what the pointer highlights (hover.ts), or null. */
  private hovered: string | null = null;
  /** What was last reported to `onHover`. */
  private reported = '';

  /**
   * Listens on `canvas` for `board`; `onHover` is told when the pointer moves onto something else (a piece, a door,
   * an object, a square, or nothing: null), with its client position.
   */
  constructor(
    private readonly canvas: HTMLElement,
    private readonly board: PointerBoard,
    private readonly onHover: ((pick: BoardPick | null, client: { x: number; y: number }) => void) | undefined,
  ) {
    canvas.addEventListener('pointerdown', this.onPress);
    canvas.addEventListener('pointermove', this.onMove);
    canvas.addEventListener('pointerleave', this.onLeave);
  }

  /**
   * Shows what the pointer is over (`pick`; null: nothing, or the marks or the view changed under it): the cursor,
   * the highlight, and the piece a click would act on lifted.
   */
  update(pick: BoardPick | null): void {
    const actionable = isActionable(pick, this.board.marks());
    this.canvas.style.cursor = cursorFor(pick, actionable);
    const h = hoverHighlight(pick, actionable, this.board.units());
    if ((h?.key ?? null) === this.hovered) return;
    this.hovered = h?.key ?? null;
    this.board.showHover(h, actionable && pick?.kind === 'unit' ? pick.id : null);
  }

  /** Stops listening. */
  dispose(): void {
    this.canvas.removeEventListener('pointerdown', this.onPress);
    this.canvas.removeEventListener('pointermove', this.onMove);
    this.canvas.removeEventListener('pointerleave', this.onLeave);
  }

  /** A press anywhere on the board ends the running animations at once (the camera's controls handle the rest). */
  private readonly onPress = (): void => {
    this.board.skipMotion();
  };

  private readonly onMove = (e: PointerEvent): void => {
    if (e.pointerType === 'touch' || this.board.gesturing()) return;
    const pick = this.board.pick(e.clientX, e.clientY);
    this.update(pick);
    this.report(pick, e.clientX, e.clientY);
  };

  private readonly onLeave = (): void => {
    this.update(null);
    this.report(null, 0, 0);
  };

  /** Tells `onHover` when the pointer moves onto something else (objects also report every move, to follow it). */
  private report(pick: BoardPick | null, x: number, y: number): void {
    if (!this.onHover) return;
    const key = pick ? JSON.stringify(pick) : '';
    if (key === this.reported && pick?.kind !== 'object') return;
    this.reported = key;
    this.onHover(pick, { x, y });
  }
}
