/**
 * A reactive controller that works an element's board camera from outside the board: the camera buttons' commands
 * (`qb-camera` events of `parts/camera-buttons.ts`), their keyboard shortcuts, the first view of a room on a
 * narrow screen (close up on the seat's piece), a just-revealed room framed, and the targets of an aim brought into view. The gestures on the canvas are the board's own
 * (`board/camera-controls.ts`).
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { BoardView } from '../board/board-view.ts';
import { isThreeBoard } from '../board/make-board.ts';
import type { TableState } from '../context.ts';
import type { CameraCommand } from '../internal-events.ts';
import { cameraCommandOfKey, focusUnit } from '../parts/camera-buttons.ts';
import { roomExtras } from '../lazy-parts.ts';

/** A camera button's or key's zoom step. */
export const ZOOM_STEP = 1.5;
/** Up to this width (CSS px) the element is laid out for a narrow screen (the container query's bound in its styles). */
export const NARROW = 760;
/** "Centre on my hero" zooms in to at least this. */
const CENTRE_ZOOM = 2;
/** A room revealed within this long (ms) of the player moving the view by hand is not framed: the player's view stands. */
export const OWN_VIEW_MS = 4000;
/** How long (ms) the view eases to a revealed room or to the targets of an aim (at once under reduced motion). */
export const FRAME_MS = 350;

/** The element the player pressed last: camera keys typed with nothing focused go to its board. */
let lastPressed: WeakRef<HTMLElement> | null = null;

/** What the controller reads of its element. */
export interface CameraHost {
  /** The board, once shown. */
  board(): BoardView | undefined;
  /** The table shown, once there is one. */
  table(): TableState | undefined;
  /** Whether the element plays a room now (its board takes keys). */
  playing(): boolean;
  /** The room's id (a new room or seat is framed anew). */
  room(): string;
  /** Whether things animate now (the element's `motion`, the reader's reduced motion): else the view jumps. */
  motionEnabled(): boolean;
}

/** The square nearest the middle of `rooms`' squares (their areas on `board`), or null when they have none. */
function middleSquare(board: TableState['view']['board'], rooms: readonly string[]): [number, number] | null {
  const areas = new Set(rooms.map((room) => board.rooms.findIndex((r) => r.id === room) + 1).filter((a) => a > 0));
  const squares: [number, number][] = [];
  board.areas.forEach((a, i) => {
    if (areas.has(a)) squares.push([i % board.width, Math.floor(i / board.width)]);
  });
  if (squares.length === 0) return null;
  const mx = squares.reduce((sum, [x]) => sum + x, 0) / squares.length;
  const my = squares.reduce((sum, [, y]) => sum + y, 0) / squares.length;
  return squares.reduce((best, q) => (Math.hypot(q[0] - mx, q[1] - my) < Math.hypot(best[0] - mx, best[1] - my) ? q : best));
}

/** Camera buttons, keys and the first framing of an element's board. */
export class CameraController implements ReactiveController {
  /** The room and seat the board's first view was framed for. */
  private framedFor = '';
  /** When the player last used a camera button or key (`performance.now()` ms). */
  private commandAt = Number.NEGATIVE_INFINITY;

  constructor(
    private readonly element: ReactiveControllerHost & HTMLElement,
    private readonly host: CameraHost,
  ) {
    element.addController(this);
  }

  hostConnected(): void {
    document.addEventListener('keydown', this.onKey);
    this.element.addEventListener('pointerdown', this.onPressed);
  }

  hostDisconnected(): void {
    document.removeEventListener('keydown', this.onKey);
    this.element.removeEventListener('pointerdown', this.onPressed);
  }

  /** A camera button's event: runs its command. */
  readonly onButton = (e: CustomEvent<CameraCommand>): void => {
    e.stopPropagation();
    this.run(e.detail);
  };

  /** Zooms, turns, centres on the seat's piece or shows the whole board. */
  run(command: CameraCommand): void {
    const board = this.host.board();
    if (!board) return;
    this.commandAt = performance.now();
    if (command === 'zoom-in') board.zoomBy(ZOOM_STEP);
    else if (command === 'zoom-out') board.zoomBy(1 / ZOOM_STEP);
    else if (command === 'turn-left') board.rotate(-1);
    else if (command === 'turn-right') board.rotate(1);
    else if (command === 'fit') board.resetView();
    else {
      const table = this.host.table();
      const unit = table ? focusUnit(table) : undefined;
      if (unit) board.centreOn(unit.x, unit.y, Math.max(CENTRE_ZOOM, board.cameraState.fillZoom));
    }
  }

  /**
   * Once per room and seat, when the board first shows the seat's piece (on a fresh load, or when the master starts
   * the game the seat waited for in the lobby): on a narrow element (≤ {@link NARROW} px) the view goes close up on
   * that piece (the master's and a spectator's: the piece whose turn it is, else the first hero), the board filling
   * its box. Until such a piece is on the board nothing is framed, so the lobby's empty board does not use up the
   * close-up.
   */
  frameFirstView(table: TableState): void {
    // a replay's jump (a seek, the timeline dragged) is framed as a first view: the piece whose turn it is, close up
    if (table.replay) {
      if (Math.abs(table.seq - this.replaySeq) > 1) this.framedFor = '';
      this.replaySeq = table.seq;
    }
    const key = `${this.host.room()}/${table.view.seat}`;
    const board = this.host.board();
    // framed for this seat, or for the room (the player moved between the seats it holds: `keepView`)
    if (this.framedFor === key || this.framedFor === `${this.host.room()}/*` || !board) return;
    if (this.element.getBoundingClientRect().width > NARROW) {
      this.framedFor = key;
      return;
    }
    const view = table.view;
    const unit = focusUnit(table) ?? (view.role === 'hero' ? undefined : view.units.find((u) => u.side === 'heroes' && u.alive));
    if (!unit) return;
    this.framedFor = key;
    const fill = board.cameraState.fillZoom;
    if (fill > 1) board.centreOn(unit.x, unit.y, fill);
  }

  /** The seq of the replay's table last framed (a replay: `table.replay`). */
  private replaySeq = -1;

  /**
   * The element moves between seats the player holds in the same room (`held`): the view stays as the player left
   * it, not framed anew for another seat's piece (when the room's first view was framed already).
   */
  keepView(): void {
    const room = this.host.room();
    if (this.framedFor.startsWith(`${room}/`)) this.framedFor = `${room}/*`;
  }

  /**
   * A room just revealed: the view eases (jumps under reduced motion) until every square of it is in view, zooming
   * out when it must; not when it is all in view already, nor when the player moved the view in the last
   * {@link OWN_VIEW_MS} ms (by hand, a camera button or key). Returns whether the view moves.
   */
  frameRevealed(table: TableState, rooms: readonly string[]): boolean {
    const board = this.host.board();
    if (!board || rooms.length === 0) return false;
    const movedAt = Math.max(this.commandAt, board.lastMovedByHand);
    if (performance.now() - movedAt < OWN_VIEW_MS) return false;
    // the 2D board: the view centres on the room's middle square when it is out of sight (no easing, no zoom)
    if (!isThreeBoard(board)) {
      const middle = middleSquare(table.view.board, rooms);
      return middle ? board.revealSquare(middle[0], middle[1]) : false;
    }
    return roomExtras()?.frameRooms(board, table, rooms, this.host.motionEnabled() ? FRAME_MS : 0) ?? false;
  }

  /**
   * Aiming began: the view eases until the aimer and every target of the aim are in view (zooming out when it must),
   * whatever the player did with the view before. Returns whether the view moves.
   */
  frameAim(table: TableState): boolean {
    const board = this.host.board();
    if (!isThreeBoard(board) || !table.aiming) return false;
    return roomExtras()?.frameAim(board, table, this.host.motionEnabled() ? FRAME_MS : 0) ?? false;
  }

  private readonly onPressed = (): void => {
    lastPressed = new WeakRef(this.element);
  };

  /**
   * The camera's keys (`CAMERA_KEYS`): typed inside the element, or with nothing focused on a page whose element the
   * player pressed last; never while typing in a field, nor with Ctrl, Alt or Meta, nor when a handler took the key.
   */
  private readonly onKey = (e: KeyboardEvent): void => {
    if (e.defaultPrevented || e.ctrlKey || e.metaKey || e.altKey || !this.host.playing() || !this.host.board()) return;
    const command = cameraCommandOfKey(e.key);
    if (!command) return;
    const path = e.composedPath();
    const origin = path[0];
    if (origin instanceof HTMLElement && (origin.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(origin.tagName))) return;
    const inside = path.includes(this.element);
    const unfocused = (origin === document.body || origin === document.documentElement || origin === document) && lastPressed?.deref() === this.element;
    if (!inside && !unfocused) return;
    e.preventDefault();
    this.run(command);
  };
}
