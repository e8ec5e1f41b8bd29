/**
 * A reactive controller that owns the three.js board of an element: it creates the board on first use, feeds it
 * the table, and disposes of it a moment after the element leaves the document (so moving the element in the
 * DOM keeps the board).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { View } from '../../engine/index.ts';
import { DungeonBoard, type BoardMarks, type BoardObject, type BoardPick } from '../board/index.ts';
import type { TableState } from '../context.ts';
import { marksFor } from '../marks.ts';

/** How long after a disconnect the board is disposed of (ms). */
const DISPOSE_DELAY_MS = 250;

/** Keeps an element's {@link DungeonBoard} in step with its table. */
export class BoardController implements ReactiveController {
  /** The board, once the element has shown a table. */
  board: DungeonBoard | null = null;
  private disposeTimer: ReturnType<typeof setTimeout> | null = null;
  private shownView: unknown = null;
  private shownMarks = '';

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

  /** Shows `table` on the board inside `container` (creating and attaching the board when needed). */
  show(container: HTMLElement, table: TableState): void {
    this.board ??= new DungeonBoard({ onPick: (p) => this.onPick(p), onHover: (p, at) => this.onHover(p, at), onCamera: () => this.onCamera() });
    this.board.attach(container);
    const view = table.view;
    if (view !== this.shownView) {
      this.shownView = view;
      this.board.setScene({ board: view.board, revealed: view.revealed, units: view.units, seeAll: view.role === 'master' && view.questBook === 'open', objects: boardObjects(view) });
    }
    const marks: BoardMarks = marksFor(table);
    const key = JSON.stringify(marks);
    if (key !== this.shownMarks) {
      this.shownMarks = key;
      this.board.setMarks(marks);
    }
  }

  /** Takes the board off the page and frees it. */
  dispose(): void {
    if (this.disposeTimer !== null) clearTimeout(this.disposeTimer);
    this.disposeTimer = null;
    this.board?.dispose();
    this.board = null;
    this.shownView = null;
    this.shownMarks = '';
  }
}

/** The view's objects as the board draws them. */
export function boardObjects(view: View): BoardObject[] {
  return (view.objects ?? []).map((o) => ({ id: o.id, type: o.type, kind: 'kind' in o ? o.kind : undefined, x: o.x, y: o.y, hidden: o.hidden, done: o.done }));
}
