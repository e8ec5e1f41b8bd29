/**
 * Framing squares by script: the view that shows a set of squares whole (a just-revealed room, the targets of an
 * aim), and an eased move of the view to it. Fetched on demand after the first board shows (`lazy-parts.ts`).
 * @module
 */
import type { CameraControls } from './camera-controls.ts';
import type { DungeonBoard } from './dungeon-board.ts';
import type { TableState } from '../context.ts';
import { marksFor } from '../marks.ts';

const clamp = (v: number, lo: number, hi: number) => Math.min(hi, Math.max(lo, v));

/** How far (CSS px) inside the canvas's edges the targets of an aim are brought. */
const AIM_MARGIN = 56;

/** A view of the board: its zoom and the floor point in its middle (board squares), as `CameraState` has them. */
export interface View {
  zoom: number;
  centre: { x: number; y: number };
}

/**
 * The view that shows every one of `squares` whole, with `margin` CSS pixels round them in a box `box` px wide and
 * high: centred on them, at the current zoom when they fit in it, else zoomed out just enough (never in). Null before
 * the board is framed or with no squares.
 */
export function viewOfSquares(
  controls: CameraControls,
  box: { width: number; height: number },
  squares: readonly (readonly [number, number])[],
  margin: number,
): View | null {
  const g = controls.geometry;
  if (!g || squares.length === 0 || box.width === 0 || box.height === 0) return null;
  let minX = Infinity;
  let maxX = -Infinity;
  let minY = Infinity;
  let maxY = -Infinity;
  for (const [x, y] of squares) {
    for (const [cx, cz] of [
      [x, y],
      [x + 1, y],
      [x, y + 1],
      [x + 1, y + 1],
    ] as const) {
      const v = g.viewOf(cx, cz);
      minX = Math.min(minX, v.x);
      maxX = Math.max(maxX, v.x);
      minY = Math.min(minY, v.y);
      maxY = Math.max(maxY, v.y);
    }
  }
  // the zoom at which the squares' extent and its margins fill the box, either way
  const fitW = (g.halfW * Math.max(0.1, 1 - (2 * margin) / box.width)) / Math.max(1e-6, (maxX - minX) / 2);
  const fitH = (g.halfH * Math.max(0.1, 1 - (2 * margin) / box.height)) / Math.max(1e-6, (maxY - minY) / 2);
  const zoom = clamp(Math.min(controls.state.zoom, fitW, fitH), 1, g.maxZoom);
  const c = g.floorOf((minX + maxX) / 2, (minY + maxY) / 2);
  return { zoom, centre: { x: c.x, y: c.z } };
}

/**
 * Moves the view to `to` over `ms` milliseconds, eased in and out (0: at once). Any other move of the view — the
 * player's gesture, a camera button, another easing — ends it where it stands. Resolves when it ends.
 */
export function easeView(controls: CameraControls, to: View, ms: number): Promise<void> {
  const token = controls.beginEase();
  const from = controls.state;
  if (!(ms > 0) || typeof requestAnimationFrame !== 'function') {
    controls.setView(token, to.zoom, to.centre);
    return Promise.resolve();
  }
  const start = performance.now();
  return new Promise((resolve) => {
    const step = (now: number) => {
      const k = Math.min(1, (now - start) / ms);
      const e = k < 0.5 ? 4 * k * k * k : 1 - (-2 * k + 2) ** 3 / 2;
      const at = {
        zoom: from.zoom + (to.zoom - from.zoom) * e,
        centre: { x: from.centre.x + (to.centre.x - from.centre.x) * e, y: from.centre.y + (to.centre.y - from.centre.y) * e },
      };
      if (!controls.setView(token, at.zoom, at.centre) || k >= 1) return resolve();
      requestAnimationFrame(step);
    };
    requestAnimationFrame(step);
  });
}

/**
 * Brings every one of `squares` into `board`'s view (whole, `margin` CSS px inside the canvas's edges): centred on
 * them, at the current zoom when they fit, else zoomed out just enough; eased over `ms` milliseconds (0: at once).
 * Nothing moves when the whole board is in view, or every square's middle is in view already. Returns whether the
 * view moves.
 */
export function frameSquares(board: DungeonBoard, squares: readonly (readonly [number, number])[], ms = 0, margin = 24): boolean {
  const controls = board.cameraControls;
  if (controls.state.zoom <= 1) return false;
  const rect = board.canvas.getBoundingClientRect();
  const inside = (x: number, y: number) => {
    const p = board.squareToClient(x, y);
    return p.x >= rect.left + margin && p.x <= rect.right - margin && p.y >= rect.top + margin && p.y <= rect.bottom - margin;
  };
  if (squares.every(([x, y]) => inside(x, y))) return false;
  const to = viewOfSquares(controls, rect, squares, margin);
  if (!to) return false;
  void easeView(controls, to, ms);
  return true;
}

/** The squares of room `room` on `board` (its area's squares). */
export function roomSquares(board: TableState['view']['board'], room: string): [number, number][] {
  const area = board.rooms.findIndex((r) => r.id === room) + 1;
  if (area <= 0) return [];
  const out: [number, number][] = [];
  board.areas.forEach((a, i) => {
    if (a === area) out.push([i % board.width, Math.floor(i / board.width)]);
  });
  return out;
}

/** Brings every square of `rooms` (just revealed) into `board`'s view, eased over `ms` (see {@link frameSquares}). */
export function frameRooms(board: DungeonBoard, table: TableState, rooms: readonly string[], ms: number): boolean {
  return frameSquares(
    board,
    rooms.flatMap((room) => roomSquares(table.view.board, room)),
    ms,
  );
}

/** Brings the aimer and every target of the table's aim into `board`'s view, eased over `ms` (see {@link frameSquares}). */
export function frameAim(board: DungeonBoard, table: TableState, ms: number): boolean {
  const ids = new Set(marksFor(table).aims);
  const me = table.view.units.find((u) => u.id === table.view.seat);
  // the targets well inside the edges: a piece stands taller than its square
  return frameSquares(
    board,
    table.view.units.filter((u) => u.alive && (ids.has(u.id) || u === me)).map((u): [number, number] => [u.x, u.y]),
    ms,
    AIM_MARGIN,
  );
}
