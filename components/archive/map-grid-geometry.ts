/**
 * Where things are on the map editor's grid (`map-grid.ts`), drawn at {@link CELL} units a square and scaled to fit
 * its box on the page: the square (and the nearest edge's neighbour) under a point of the screen, and the point of the
 * screen of a square or of an edge.
 * @module
 */
import type { Sq } from './map-model.ts';

/** Grid square size in CSS pixels (SVG units). */
export const CELL = 26;

/** A box on the screen, as `getBoundingClientRect` gives it. */
export type ScreenBox = { left: number; top: number; width: number };

/** The grid's scale on the screen: its box's width over its drawn width (`width` squares), 1 for an empty box. */
const scaleOf = (box: ScreenBox, width: number) => box.width / (width * CELL) || 1;

/**
 * The square under screen point (`clientX`, `clientY`) of a grid of `width` × `height` squares drawn in `box`, with the
 * neighbour across its nearest edge (`toward`); null outside the grid, or with `clamp` the nearest square of the grid.
 */
export function squareAt(
  box: ScreenBox,
  width: number,
  height: number,
  clientX: number,
  clientY: number,
  clamp = false,
): { x: number; y: number; toward: Sq } | null {
  const scale = scaleOf(box, width);
  const fx = (clientX - box.left) / (CELL * scale);
  const fy = (clientY - box.top) / (CELL * scale);
  let x = Math.floor(fx);
  let y = Math.floor(fy);
  if (clamp) {
    x = Math.max(0, Math.min(width - 1, x));
    y = Math.max(0, Math.min(height - 1, y));
  }
  if (x < 0 || y < 0 || x >= width || y >= height) return null;
  const dx = fx - x - 0.5;
  const dy = fy - y - 0.5;
  const toward: Sq = Math.abs(dx) > Math.abs(dy) ? [x + Math.sign(dx), y] : [x, y + Math.sign(dy)];
  return { x, y, toward };
}

/** The screen point of the middle of square `[x, y]` of a grid `width` squares wide drawn in `box`. */
export function squareCentre(box: ScreenBox, width: number, x: number, y: number): { x: number; y: number } {
  const scale = scaleOf(box, width);
  return { x: box.left + (x + 0.5) * CELL * scale, y: box.top + (y + 0.5) * CELL * scale };
}

/** The screen point on the edge between square `a` and its neighbour `b`, just inside `a`. */
export function edgePoint(box: ScreenBox, width: number, a: Sq, b: Sq): { x: number; y: number } {
  const p = squareCentre(box, width, a[0], a[1]);
  const scale = scaleOf(box, width);
  return { x: p.x + (b[0] - a[0]) * CELL * scale * 0.4, y: p.y + (b[1] - a[1]) * CELL * scale * 0.4 };
}
