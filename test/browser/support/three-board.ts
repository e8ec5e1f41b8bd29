/**
 * The element's board as the three.js board, for the tests that read its pixels, draw calls or animations (the 2D
 * board has none of these): fails when the element draws the 2D board.
 * @module
 */
import type { BoardView } from '../../../components/board/board-view.ts';
import { isThreeBoard } from '../../../components/board/make-board.ts';
import type { DungeonBoard } from '../../../components/board/dungeon-board.ts';

/** `board` as the three.js board; throws when it is the 2D board or absent. */
export function threeBoard(board: BoardView | null | undefined): DungeonBoard {
  if (!isThreeBoard(board)) throw new Error(`expected the three.js board, got ${board ? `the ${board.renderer} board` : 'none'}`);
  return board;
}
