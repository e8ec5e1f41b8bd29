/**
 * A reactive controller that owns the board of an element: it chooses the renderer (the one place that does:
 * the three.js board, or the 2D board when the embedder asks for `renderer="2d"` or no WebGL context can be made),
 * creates the board on first use, feeds it the table, and disposes of it a moment after the element leaves the
 * document (so moving the element in the DOM keeps the board). It is also the board's guard: an exception while the
 * board draws (a frame, a scene, marks, a texture) takes the board away and is kept in {@link BoardController.failure}
 * for the element to show, logged once; {@link BoardController.retry} builds the board again (the 2D one once the
 * 3D board has failed twice).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { Lang } from '../../content/schemas/common.ts';
import type { GameEvent, View } from '../../engine/index.ts';
import type { BoardMarks, BoardObject, BoardPick } from '../board/index.ts';
import { chooseRenderer, type BoardRenderer, type BoardView } from '../board/board-view.ts';
import { makeBoard } from '../board/make-board.ts';
import type { TableState } from '../context.ts';
import { marksFor } from '../marks.ts';
import { rulesetParts } from '../rulesets/registry.ts';
import type { MotionTracker } from '../motion-tracker.ts';

/** The most events kept for the board's next animation. */
const MAX_EVENTS = 200;
/** How long after a disconnect the board is disposed of (ms). */
const DISPOSE_DELAY_MS = 250;

/** After this many failures of the 3D board, {@link BoardController.retry} builds the 2D board. */
const FAILURES_BEFORE_2D = 2;

/** Keeps an element's board ({@link BoardView}: the 3D `DungeonBoard` or the 2D board) in step with its table. */
export class BoardController implements ReactiveController {
  /** The board, once the element has shown a table. */
  board: BoardView | null = null;
  /** The renderer the embedder asked for (the element's `renderer` attribute). */
  requested: BoardRenderer = '3d';
  /** Whether the 2D board stands in for the 3D one (the element says so, and {@link fallbackCause} why). */
  fallback = false;
  /**
   * Why the 2D board stands in: `unavailable`, this browser cannot make a WebGL context; `failed`, the 3D board
   * failed to draw {@link FAILURES_BEFORE_2D} times (WebGL is there, the board's drawing broke).
   */
  get fallbackCause(): 'unavailable' | 'failed' | null {
    if (!this.fallback) return null;
    return this.failedFor2d ? 'failed' : 'unavailable';
  }
  /** What made the board fail to draw, until {@link retry}; null while it draws. */
  failure: unknown = null;
  /** How many times the 3D board failed to draw. */
  private failures3d = 0;
  /** Whether the 2D board stands in because the 3D board kept failing (not because WebGL is missing). */
  private failedFor2d = false;
  /** Whether three.js could not make its renderer though a WebGL context could be made (the 2D board stands in). */
  private threeUnavailable = false;
  /** The 2D board's chunk is on its way. */
  private loading = false;
  private disposeTimer: ReturnType<typeof setTimeout> | null = null;
  private shownView: unknown = null;
  private shownLang: Lang | null = null;
  /** The ruleset parts the scene was laid with (its badges come again once the ruleset's own parts have come). */
  private shownParts: unknown = null;
  private shownMarks = '';
  /** The events of the updates since the view last shown, in order: the board animates them. */
  private events: GameEvent[] = [];
  /** The element's animations, which the board's join (skipped with them, off with them). */
  motion: MotionTracker | null = null;
  /** The reader's language (what the board writes in it: the 2D board's initials). */
  lang: Lang = 'it';
  /** The keyboard cursor's square the board draws (the element's `BoardKeyboard` sets it), or null for none. */
  cursor: readonly [number, number] | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly onPick: (pick: BoardPick) => void,
    private readonly onHover: (pick: BoardPick | null, client: { x: number; y: number }) => void = () => undefined,
    private readonly onCamera: () => void = () => undefined,
  ) {
    host.addController(this);
  }

  hostConnected(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
  }

  hostDisconnected(): void {
    this.disposeTimer = setTimeout(() => this.dispose(), DISPOSE_DELAY_MS);
  }

  /** Remembers what an update brought (the events of the view that comes next), for the board to animate. */
  noteEvents(events: readonly GameEvent[]): void {
    if (events.length === 0) return;
    this.events.push(...events);
    // a board not shown for a long while animates only the latest of what happened
    if (this.events.length > MAX_EVENTS) this.events = this.events.slice(-MAX_EVENTS);
  }

  /** Shows `table` on the board inside `container` (creating and attaching the board when needed). */
  show(container: HTMLElement, table: TableState): void {
    if (this.failure !== null) return;
    try {
      this.draw(container, table);
    } catch (error) {
      this.fail(error);
    }
  }

  /** The renderer chosen for the board shown (WebGL is probed once per board made), and what was asked for then. */
  private chosen: { renderer: BoardRenderer; fallback: boolean; requested: BoardRenderer } | null = null;

  /** The renderer to draw with now, and whether it stands in for the 3D board. */
  private choose(): { renderer: BoardRenderer; fallback: boolean } {
    if (this.board && this.chosen?.requested === this.requested) return this.chosen;
    const give2d = this.requested !== '2d' && this.failures3d >= FAILURES_BEFORE_2D;
    this.failedFor2d = give2d && !this.threeUnavailable;
    const choice = give2d ? { renderer: '2d' as const, fallback: true } : chooseRenderer(this.requested);
    this.chosen = { ...choice, requested: this.requested };
    return choice;
  }

  private draw(container: HTMLElement, table: TableState): void {
    const { renderer, fallback } = this.choose();
    if (this.board && this.board.renderer !== renderer) this.disposeBoard();
    this.fallback = fallback;
    if (!this.board) {
      const board = this.create(renderer);
      if (!board) return;
      this.board = board;
    }
    this.board.attach(container);
    const view = table.view;
    const parts = rulesetParts(view.module);
    if (view !== this.shownView || this.lang !== this.shownLang || parts !== this.shownParts) {
      this.shownView = view;
      this.shownLang = this.lang;
      this.shownParts = parts;
      const events = this.events;
      this.events = [];
      this.board.motion.allowed = this.motion?.allowed ?? true;
      this.board.setScene(
        {
          board: view.board,
          revealed: view.revealed,
          units: view.units,
          seeAll: view.role === 'master' && view.questBook === 'open',
          objects: boardObjects(view),
          setting: view.mission.setting ?? 'dungeon',
          lang: this.lang,
          badges: parts.pieceBadges?.(view),
        },
        events,
      );
    }
    const marks: BoardMarks = { ...marksFor(table), cursor: this.cursor };
    const key = JSON.stringify(marks);
    if (key !== this.shownMarks) {
      this.shownMarks = key;
      this.board.setMarks(marks);
    }
  }

  /** A new board of `renderer`, or null while the 2D board's chunk is fetched (the host updates once it is here). */
  private create(renderer: BoardRenderer): BoardView | null {
    const callbacks = {
      onPick: (p: BoardPick) => this.onPick(p),
      onHover: (p: BoardPick | null, at: { x: number; y: number }) => this.onHover(p, at),
      onCamera: () => this.onCamera(),
      onError: (error: unknown) => this.fail(error),
    };
    if (this.loading) return null;
    const made = makeBoard(renderer, callbacks, (error) => {
      this.loading = false;
      if (error !== undefined) this.fail(error);
      else this.host.requestUpdate();
    });
    if (!made) {
      this.loading = true;
      return null;
    }
    if (made.fallback) {
      // the three.js board could not be made: the 2D board stands in from now on
      this.failures3d = FAILURES_BEFORE_2D;
      this.threeUnavailable = true;
      this.failedFor2d = false;
      this.fallback = true;
      this.chosen = { renderer: '2d', fallback: true, requested: this.requested };
    }
    const board = made.board;
    board.motion.onRunning = (running) => {
      if (running) this.motion?.started(board, () => board.skipMotion());
      else this.motion?.ended(board);
    };
    return board;
  }

  /**
   * The board failed to draw: it is taken away (the panels go on working), the error is logged once for the
   * embedder's developers, and the host shows {@link failure} until {@link retry}.
   */
  private fail(error: unknown): void {
    if (this.failure !== null) return;
    this.failure = error ?? new Error('unknown error');
    if (this.board?.renderer === '3d') this.failures3d++;
    console.error('quest-board: the board could not be drawn', error);
    try {
      this.disposeBoard();
    } catch {
      // a board that failed may fail to let go too: it is dropped all the same
      this.board = null;
    }
    this.host.requestUpdate();
  }

  /** Builds the board again after a failure (the 2D board once the 3D board has failed {@link FAILURES_BEFORE_2D} times). */
  retry(): void {
    this.failure = null;
    this.host.requestUpdate();
  }

  /**
   * The embedder set the renderer (even to the value it had): `3d` tries the 3D board again, forgetting that it
   * failed (the 2D board that stood in for it, or a failure shown, give way on the next {@link show}).
   */
  rendererSet(renderer: BoardRenderer): void {
    this.requested = renderer;
    if (renderer !== '3d' || (this.failures3d === 0 && this.failure === null)) return;
    this.failures3d = 0;
    this.failedFor2d = false;
    this.threeUnavailable = false;
    this.chosen = null;
    this.failure = null;
    this.host.requestUpdate();
  }

  /** Takes the board off the page and frees it (a new one is made on the next {@link show}). */
  private disposeBoard(): void {
    const board = this.board;
    this.board = null;
    this.shownView = null;
    this.shownMarks = '';
    if (board) {
      this.motion?.ended(board);
      board.dispose();
    }
  }

  /** Takes the board off the page and frees it. */
  dispose(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
    this.disposeBoard();
    this.events = [];
  }
}

/** The view's objects as the board draws them. */
export function boardObjects(view: View): BoardObject[] {
  return (view.objects ?? []).map((o) => ({ id: o.id, type: o.type, kind: 'kind' in o ? o.kind : undefined, x: o.x, y: o.y, hidden: o.hidden, done: o.done }));
}
