/**
 * Where a d20 game keeps its board.
 * @module
 */
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import type { Setup } from '../../core/types.ts';

/**
 * The d20 board of a game's setup: the d20 module's `setup.moduleData`.
 * @throws Error when the game is not played by the d20 module (a programming error).
 */
export function d20BoardIn(setup: Setup): D20Board {
  const board = setup.moduleData as D20Board | null | undefined;
  if (!board) throw new Error('not a d20 ruleset');
  return board;
}
