/**
 * Which squares a new scene of the 2D board clears of fog: those of rooms the previous scene kept fogged and the next
 * one shows (the board fades their fog out).
 * @module
 */
import { areaAt, roomOfArea } from '../layout.ts';
import type { BoardScene } from '../types.ts';

/** Whether square (`x`, `y`) of scene `s` lies in a room the scene keeps fogged. */
function fogged(s: BoardScene, x: number, y: number): boolean {
  if (s.seeAll) return false;
  const room = roomOfArea(s.board, areaAt(s.board, x, y));
  return room !== null && !s.revealed.includes(room);
}

/** The squares fogged in `previous` that `next` shows, row by row. */
export function clearedSquares(previous: BoardScene, next: BoardScene): [number, number][] {
  const squares: [number, number][] = [];
  for (let y = 0; y < next.board.height; y++)
    for (let x = 0; x < next.board.width; x++) if (fogged(previous, x, y) && !fogged(next, x, y)) squares.push([x, y]);
  return squares;
}
