/**
 * The hero's one action per turn (spec 000, "A hero's turn"; README "Move and act").
 * @module
 */
import type { Draft } from './draft.ts';
import { reject } from './reject.ts';
import type { GameError, GameState } from './types.ts';

/** Why the hero on turn may take no action (it has taken its one), or null when it may. */
export function actedRefusal(state: GameState): GameError | null {
  return state.turn!.acted ? { code: 'already_acted', message: 'one action per turn' } : null;
}

/**
 * Takes the hero's one action of the turn (attack, cast, use an item). Acting after moving ends the move: the steps
 * left are lost (README, "Move and act").
 */
export function takeAction(draft: Draft): void {
  const turn = draft.state.turn!;
  const refusal = actedRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  draft.updateTurn({ acted: true, stepsLeft: turn.moved ? 0 : turn.stepsLeft });
}
