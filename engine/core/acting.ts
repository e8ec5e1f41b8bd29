/**
 * The hero's one action per turn (spec 000, "A hero's turn"; README "Move and act").
 * @module
 */
import type { Draft } from './draft.ts';
import { reject } from './reject.ts';

/**
 * Takes the hero's one action of the turn (attack, cast, use an item). Acting after moving ends the move: the steps
 * left are lost (README, "Move and act").
 */
export function takeAction(draft: Draft): void {
  const turn = draft.state.turn!;
  if (turn.acted) reject('already_acted', 'one action per turn');
  draft.updateTurn({ acted: true, stepsLeft: turn.moved ? 0 : turn.stepsLeft });
}
