/**
 * The end of the game (spec 000, "Fine"; missions' `win` and `lose`): the master wins when every hero has fallen or
 * any `lose` condition is met; the heroes win when the `win` rule is met (`kill_all` by default; `manual` only by
 * the master's declaration; or `{mode: any|all, conditions}`). Defeat is checked before victory.
 * @module
 */
import type { Condition } from '../../content/schemas/index.ts';
import { conditionMet } from './conditions.ts';
import type { Draft } from './draft.ts';
import type { GameOverReason, GameState, Side } from './types.ts';

/** Ends the game with a winner and a reason (and the condition that decided it), with its `game_over` event. */
export function endGame(draft: Draft, winner: Side, reason: GameOverReason, condition?: Condition): void {
  draft.state.phase = 'over';
  draft.state.result = condition ? { winner, reason, condition } : { winner, reason };
  draft.state.turn = null;
  draft.emit(condition ? { type: 'game_over', winner, reason, condition } : { type: 'game_over', winner, reason });
}

/** Whether the rule `win` is met, `completed` rounds having ended. */
function winMet(state: GameState, completed: number): boolean {
  const win = state.setup.mission.win;
  if (win === 'manual') return false;
  if (win === 'kill_all') return conditionMet(state, { type: 'kill_all' }, completed);
  const met = (c: Condition) => conditionMet(state, c, completed);
  return win.mode === 'all' ? win.conditions.every(met) : win.conditions.some(met);
}

function check(draft: Draft, completed: number): void {
  const s = draft.state;
  if (s.phase !== 'playing') return;
  const heroes = s.units.filter((u) => u.side === 'heroes' && !u.npc);
  if (heroes.length > 0 && heroes.every((u) => !u.alive)) return endGame(draft, 'master', 'all_heroes_dead');
  const lost = s.setup.mission.lose.find((c) => conditionMet(s, c, completed));
  if (lost) return endGame(draft, 'master', lost.type, lost);
  if (winMet(s, completed)) {
    const win = s.setup.mission.win;
    return endGame(draft, 'heroes', win === 'kill_all' ? 'all_creatures_dead' : 'conditions');
  }
}

/** Checks the end of the game after any action (rounds played so far: the current round is not over). */
export function checkOutcome(draft: Draft): void {
  check(draft, draft.state.round - 1);
}

/** Checks the end of the game at the end of round `draft.state.round` (for `rounds` and `survive`). */
export function checkRoundEnd(draft: Draft): void {
  check(draft, draft.state.round);
}
