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

/** The arrow keys clockwise from Right, and their on-screen angles (radians; client y grows downwards). */
const ARROWS: readonly ArrowKey[] = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'];

/** The four neighbours of a square, as steps on the board. */
const STEPS: readonly (readonly [number, number])[] = [
  [1, 0],
  [0, 1],
  [-1, 0],
  [0, -1],
];

/** The width of the cursor's brackets in squares, when a square is drawn large enough for it. */
export const CURSOR_BAND = 0.09;
/** The brackets are never thinner than this on screen (CSS px), however far the camera is (the whole board on a phone). */
export const CURSOR_MIN_PX = 3;
/** The widest the brackets grow, in squares (their arms are 0.32 long). */
const CURSOR_MAX_BAND = 0.3;

/**
 * The geometry of the cursor: four L-shaped corner brackets `band` squares wide (default {@link CURSOR_BAND}) filling
 * a square's corners, flat on the floor and a little above the other marks (they draw over a move frame on the same
 * square).
 */
export function cursorGeometry(band = CURSOR_BAND): BufferGeometry {
  const outer = 0.98;
  const arm = 0.32;
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
 * The brackets' width in squares that keeps them at least {@link CURSOR_MIN_PX} CSS px thick on screen:
 * {@link CURSOR_BAND} when a square is drawn large enough, wider as the camera draws it smaller (up to 0.3 square).
 * `stepX` and `stepY` are one square's step along the board's x and y on screen (CSS px).
 */
export function cursorBand(stepX: { x: number; y: number }, stepY: { x: number; y: number }): number {
  // a band along one side is as thick on screen as the other side's step reaches across it
  const cross = Math.abs(stepX.x * stepY.y - stepX.y * stepY.x);
  const longest = Math.max(Math.hypot(stepX.x, stepX.y), Math.hypot(stepY.x, stepY.y));
  if (!(cross > 0) || !(longest > 0)) return CURSOR_BAND;
  return Math.min(CURSOR_MAX_BAND, Math.max(CURSOR_BAND, CURSOR_MIN_PX / (cross / longest)));
}

/** Reshapes a geometry made by {@link cursorGeometry} to brackets `band` squares wide (in place: same vertices). */
export function reshapeCursor(geometry: BufferGeometry, band: number): void {
  const next = cursorGeometry(band);
  const position = geometry.getAttribute('position');
  (position.array as Float32Array).set(next.getAttribute('position').array as Float32Array);
  position.needsUpdate = true;
  geometry.computeBoundingSphere();
  next.dispose();
}

/** The angle between two directions (radians, 0..π). */
function apart(a: number, b: number): number {
  const d = Math.abs(a - b) % (2 * Math.PI);
  return d > Math.PI ? 2 * Math.PI - d : d;
}

/**
 * Which board step each arrow key takes from `from`, by where the neighbours lie on screen: the four neighbours, in
 * their clockwise order on screen, go to Right, Down, Left and Up in the turn that fits the arrows' directions best.
 * So every neighbour has its own key, and the keys follow the camera however it is turned. In an isometric view, where
 * each neighbour lies between two arrows, Right takes the neighbour down and to the right (Down the one down and to
 * the left, and so on round).
 */
export function arrowSteps(
  from: readonly [number, number],
  toClient: (x: number, y: number) => { x: number; y: number },
): Record<ArrowKey, readonly [number, number]> {
  const here = toClient(from[0], from[1]);
  const angle = (step: readonly [number, number]) => {
    const p = toClient(from[0] + step[0], from[1] + step[1]);
    const a = Math.atan2(p.y - here.y, p.x - here.x);
    return a < 0 ? a + 2 * Math.PI : a;
  };
  const clockwise = STEPS.map((step) => ({ step, angle: angle(step) })).sort((a, b) => a.angle - b.angle);
  let best = 0;
  let bestCost = Number.POSITIVE_INFINITY;
  for (let turn = 0; turn < 4; turn++) {
    // Right's neighbour first: the turn whose neighbours lie nearest the arrows; on a tie the one where Right goes down
    const cost = ARROWS.reduce((sum, _, i) => sum + apart(clockwise[(i + turn) % 4]!.angle, (i * Math.PI) / 2) ** 2, 0);
    const right = clockwise[turn % 4]!.angle;
    const downwards = right > 1e-9 && right < Math.PI - 1e-9;
    if (cost < bestCost - 1e-9 || (Math.abs(cost - bestCost) <= 1e-9 && downwards)) {
      bestCost = cost;
      best = turn;
    }
  }
  return Object.fromEntries(ARROWS.map((key, i) => [key, clockwise[(i + best) % 4]!.step])) as Record<ArrowKey, readonly [number, number]>;
}

/**
 * The square an arrow key moves the cursor to from `from` (the step {@link arrowSteps} gives that key), skipping
 * rock; `from` itself when the board ends that way. `toClient` gives a square's middle in client coordinates
 * (`DungeonBoard.squareToClient`).
 */
export function cursorStep(
  board: BoardLayout,
  from: readonly [number, number],
  key: ArrowKey,
  toClient: (x: number, y: number) => { x: number; y: number },
): [number, number] {
  const step = arrowSteps(from, toClient)[key];
  // across rock (an unused corner of the board) to the next square of floor that way
  for (let x = from[0] + step[0], y = from[1] + step[1]; x >= 0 && y >= 0 && x < board.width && y < board.height; x += step[0], y += step[1]) {
    if (areaAt(board, x, y) !== ROCK_AREA) return [x, y];
  }
  return [from[0], from[1]];
}
