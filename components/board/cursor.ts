/**
 * The keyboard cursor of the board: its shape (four corner brackets around a whole square, unlike the thin frame of a
 * square to move to), its colour, and how an arrow key moves it. Knows nothing of the table or of the element: the
 * element keeps the cursor's square and hands it to the board as `BoardMarks.cursor`.
 * @module
 */
import { PlaneGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import { areaAt, ROCK_AREA } from './layout.ts';
import type { BoardLayout } from './types.ts';

/** The cursor's colour (a cold bright cyan: no other mark of the board is this colour). */
export const CURSOR_COLOR = 0x6ff3ff;

/** The arrow keys the cursor answers to, as `KeyboardEvent.key` names them. */
export type ArrowKey = 'ArrowUp' | 'ArrowDown' | 'ArrowLeft' | 'ArrowRight';

/** Whether `key` (a `KeyboardEvent.key`) is an arrow key. */
export function isArrowKey(key: string): key is ArrowKey {
  return key === 'ArrowUp' || key === 'ArrowDown' || key === 'ArrowLeft' || key === 'ArrowRight';
}

/** The on-screen direction of each arrow key (x right, y down, as client coordinates go). */
const SCREEN_DIRECTION: Record<ArrowKey, readonly [number, number]> = {
  ArrowUp: [0, -1],
  ArrowDown: [0, 1],
  ArrowLeft: [-1, 0],
  ArrowRight: [1, 0],
};

/** The four neighbours of a square, as steps on the board. */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [-1, 0],
  [0, 1],
  [0, -1],
];

/**
 * The geometry of the cursor: four L-shaped corner brackets filling a square's corners, flat on the floor and a little
 * above the other marks (they draw over a move frame on the same square).
 */
export function cursorGeometry(): BufferGeometry {
  const outer = 0.98;
  const arm = 0.32;
  const band = 0.09;
  const edge = (outer - band) / 2;
  const along = (outer - arm) / 2;
  const parts: BufferGeometry[] = [];
  for (const sx of [-1, 1]) {
    for (const sz of [-1, 1]) {
      parts.push(new PlaneGeometry(arm, band).translate(sx * along, sz * edge, 0));
      parts.push(new PlaneGeometry(band, arm - band).translate(sx * edge, sz * (along + band / 2), 0));
    }
  }
  const g = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!g) throw new Error('could not merge the cursor');
  g.rotateX(-Math.PI / 2);
  g.translate(0, 0.02, 0);
  return g;
}

/**
 * The square an arrow key moves the cursor to from `from`: the neighbour whose middle lies most nearly in the arrow's
 * direction on screen (so the keys follow the camera however it is turned), skipping rock; `from` itself when the
 * board ends there. `toClient` gives a square's middle in client coordinates (`DungeonBoard.squareToClient`).
 */
export function cursorStep(
  board: BoardLayout,
  from: readonly [number, number],
  key: ArrowKey,
  toClient: (x: number, y: number) => { x: number; y: number },
): [number, number] {
  const [dx, dy] = SCREEN_DIRECTION[key];
  const here = toClient(from[0], from[1]);
  let best: readonly [number, number] | null = null;
  let bestDot = 0;
  for (const step of STEPS) {
    const p = toClient(from[0] + step[0], from[1] + step[1]);
    const vx = p.x - here.x;
    const vy = p.y - here.y;
    const length = Math.hypot(vx, vy);
    if (length === 0) continue;
    const dot = (vx * dx + vy * dy) / length;
    if (dot > bestDot + 1e-6) {
      bestDot = dot;
      best = step;
    }
  }
  if (!best) return [from[0], from[1]];
  // across rock (an unused corner of the board) to the next square of floor that way
  for (let x = from[0] + best[0], y = from[1] + best[1]; x >= 0 && y >= 0 && x < board.width && y < board.height; x += best[0], y += best[1]) {
    if (areaAt(board, x, y) !== ROCK_AREA) return [x, y];
  }
  return [from[0], from[1]];
}
