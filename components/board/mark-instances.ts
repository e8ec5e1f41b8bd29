/**
 * The copies of the marks the board shows for the seat: the squares to move to (filled and framed), the squares of
 * the pieces aimed at, the rings round the pieces (ready, active, selected, target, aimed at) and the keyboard
 * cursor. Plain three.js maths, no scene: the board lays them in its layers (dungeon-scene.ts).
 * @module
 */
import { Vector3 } from 'three';
import { coveredSquares, spanOf } from '../../engine/core/span.ts';
import { CURSOR_COLOR } from './cursor.ts';
import type { Instance } from './instanced-layer.ts';
import * as palette from './palette.ts';
import { at } from './placement.ts';
import type { BoardMarks, BoardScene } from './types.ts';

/** Copies and their keys, in the same order. */
export interface KeyedCopies<K> {
  items: Instance[];
  keys: K[];
}

/** Every mark's copies for a table and marks (keys: `y * width + x` for squares, the unit's id for rings). */
export interface MarkCopies {
  /** The squares to move to, then the squares of the pieces aimed at (violet, under their rings). */
  squares: KeyedCopies<number>;
  /** The frames round the squares to move to. */
  frames: KeyedCopies<number>;
  /** One ring per marked piece, the strongest mark's colour. */
  rings: KeyedCopies<string>;
  /** The keyboard cursor's brackets, when it shows (key 0). */
  cursor: KeyedCopies<number>;
}

/** The copies of `marks` on `scene` (marks of pieces not alive on the board are left out). */
export function markCopies(scene: Pick<BoardScene, 'board' | 'units'>, marks: BoardMarks): MarkCopies {
  const width = scene.board.width;
  const square = ([x, y]: readonly [number, number], color: number) => ({ matrix: at(x + 0.5, 0, y + 0.5), color });
  const byId = new Map(scene.units.filter((u) => u.alive).map((u) => [u.id, u]));
  // the squares of aimed-at units glow violet under their rings (every square a big piece covers)
  const aimed = marks.aims.flatMap((id) => {
    const u = byId.get(id);
    return u ? coveredSquares(scene.board, u).map((i) => [i % width, Math.floor(i / width)] as const) : [];
  });
  const rings: Instance[] = [];
  const keys: string[] = [];
  const ring = (id: string | null, color: number) => {
    const u = id === null ? undefined : byId.get(id);
    if (!u) return;
    const s = spanOf(u);
    rings.push(s === 1 ? square([u.x, u.y], color) : { matrix: at(u.x + s / 2, 0, u.y + s / 2, undefined, new Vector3(s, 1, s)), color });
    keys.push(u.id);
  };
  const aims = new Set(marks.aims);
  const strong = new Set([marks.active, marks.selected, ...marks.targets, ...marks.aims]);
  for (const id of marks.ready) if (!strong.has(id)) ring(id, palette.MARK_READY);
  if (!aims.has(marks.active ?? '')) ring(marks.active, palette.MARK_ACTIVE);
  if (marks.selected !== marks.active) ring(marks.selected, palette.MARK_SELECTED);
  for (const id of marks.targets) ring(id, palette.MARK_TARGET);
  for (const id of marks.aims) ring(id, palette.MARK_AIM);
  const c = marks.cursor ?? null;
  return {
    squares: {
      items: [...marks.moves.map((m) => square(m, palette.MARK_MOVE)), ...aimed.map((m) => square(m, palette.MARK_AIM))],
      keys: [...marks.moves, ...aimed].map(([x, y]) => y * width + x),
    },
    frames: { items: marks.moves.map((m) => square(m, palette.MARK_MOVE_EDGE)), keys: marks.moves.map(([x, y]) => y * width + x) },
    rings: { items: rings, keys },
    cursor: c ? { items: [square(c, CURSOR_COLOR)], keys: [0] } : { items: [], keys: [] },
  };
}
