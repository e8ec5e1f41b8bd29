/**
 * Client points over a board where one thing is drawn in front of another: for the tests of what a click picks when
 * a door or a piece stands in front of a square.
 */
import type { BoardPick, DungeonBoard } from '../../../components/board/index.ts';

/** A client position (CSS px). */
export type Point = { x: number; y: number };

/** The points of a grid `step` px apart within `radius` px (each way) of `centre`. */
export function pointsAround(centre: Point, radius = 40, step = 2): Point[] {
  const out: Point[] = [];
  for (let dy = -radius; dy <= radius; dy += step) for (let dx = -radius; dx <= radius; dx += step) out.push({ x: centre.x + dx, y: centre.y + dy });
  return out;
}

const same = (a: BoardPick, b: BoardPick) => JSON.stringify(a) === JSON.stringify(b);

/** Of `points`, those where `front` is the nearest thing drawn along the ray and `behind` is drawn behind it. */
export function pointsInFront(board: DungeonBoard, points: Point[], front: BoardPick, behind: BoardPick): Point[] {
  return points.filter((p) => {
    const along = board.picksAt(p.x, p.y);
    return along.length > 1 && same(along[0]!, front) && along.slice(1).some((q) => same(q, behind));
  });
}
