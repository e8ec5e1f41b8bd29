/**
 * Areas of the board as the rules speak of them: a room, or the stretch of corridor a unit stands in (the corridor
 * squares in straight lines from it, up to a wall or a closed door). Searching and `room_monsters` both use it.
 * @module
 */
import { canCross, roomIdOf } from './board.ts';
import { CORRIDOR, type GameState, type Unit } from './types.ts';

/**
 * The squares of the area a unit searches: its whole room, or in a corridor the stretch it can see: the corridor
 * squares in straight lines from it, up to a wall or a closed door.
 */
export function searchArea(state: Pick<GameState, 'setup' | 'doorsOpen'>, unit: Pick<Unit, 'x' | 'y'>): { key: string; squares: Set<number> } {
  const board = state.setup.board;
  const w = board.width;
  const at = unit.y * w + unit.x;
  const area = board.areas[at]!;
  if (area !== CORRIDOR) {
    const squares = new Set<number>();
    board.areas.forEach((a, i) => a === area && squares.add(i));
    return { key: roomIdOf(board, area)!, squares };
  }
  const squares = new Set<number>([at]);
  for (const [dx, dy] of [
    [0, -1],
    [1, 0],
    [0, 1],
    [-1, 0],
  ] as const) {
    let x = unit.x;
    let y = unit.y;
    for (;;) {
      const nx = x + dx;
      const ny = y + dy;
      if (nx < 0 || ny < 0 || nx >= w || ny >= board.height) break;
      if (board.areas[ny * w + nx] !== CORRIDOR || !canCross(board, state.doorsOpen, y * w + x, ny * w + nx)) break;
      squares.add(ny * w + nx);
      x = nx;
      y = ny;
    }
  }
  return { key: `@${unit.x},${unit.y}`, squares };
}
