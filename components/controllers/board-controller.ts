/**
 * A reactive controller that owns the three.js board of an element: it creates the board on first use, feeds it
 * the table, and disposes of it a moment after the element leaves the document (so moving the element in the
 * DOM keeps the board).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent, View } from '../../engine/index.ts';
import { DungeonBoard, type BoardMarks, type BoardObject, type BoardPick } from '../board/index.ts';
import type { TableState } from '../context.ts';
import { marksFor } from '../marks.ts';
import type { MotionTracker } from '../motion-tracker.ts';

/** The most events kept for the board's next animation. */
const MAX_EVENTS = 200;
/** How long after a disconnect the board is disposed of (ms). */
const DISPOSE_DELAY_MS = 250;

/** Keeps an element's {@link DungeonBoard} in step with its table. */
export class BoardController implements ReactiveController {
  /** The board, once the element has shown a table. */
  board: DungeonBoard | null = null;
  private disposeTimer: ReturnType<typeof setTimeout> | null = null;
  private shownView: unknown = null;
  private shownMarks = '';
  /** The events of the updates since the view last shown, in order: the board animates them. */
  private events: GameEvent[] = [];
  /** The element's animations, which the board's join (skipped with them, off with them). */
  motion: MotionTracker | null = null;
  /** The keyboard cursor's square the board draws (the element's `BoardKeyboard` sets it), or null for none. */
  cursor: readonly [number, number] | null = null;

  constructor(
    host: ReactiveControllerHost,
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
    this.board ??= this.create();
    this.board.attach(container);
    const view = table.view;
    if (view !== this.shownView) {
      this.shownView = view;
      const events = this.events;
      this.events = [];
      this.board.motion.allowed = this.motion?.allowed ?? true;
      this.board.setScene({ board: view.board, revealed: view.revealed, units: view.units, seeAll: view.role === 'master' && view.questBook === 'open', objects: boardObjects(view), setting: view.mission.setting ?? 'dungeon' }, events);
    }
    const marks: BoardMarks = { ...marksFor(table), cursor: this.cursor };
    const key = JSON.stringify(marks);
    if (key !== this.shownMarks) {
      this.shownMarks = key;
      this.board.setMarks(marks);
    }
  }

  private create(): DungeonBoard {
    const board = new DungeonBoard({ onPick: (p) => this.onPick(p), onHover: (p, at) => this.onHover(p, at), onCamera: () => this.onCamera() });
    board.motion.onRunning = (running) => {
      if (running) this.motion?.started(board, () => board.skipMotion());
      else this.motion?.ended(board);
    };
    return board;
  }

  /** Takes the board off the page and frees it. */
  dispose(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
    this.board?.dispose();
    this.board = null;
    this.shownView = null;
    this.shownMarks = '';
    this.events = [];
  }
}

/** The view's objects as the board draws them. */
export function boardObjects(view: View): BoardObject[] {
  return (view.objects ?? []).map((o) => ({ id: o.id, type: o.type, kind: 'kind' in o ? o.kind : undefined, x: o.x, y: o.y, hidden: o.hidden, done: o.done }));
}
