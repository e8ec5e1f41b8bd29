/**
 * When an enemy's special actions fire (guide, Grave Chill: "exact round 3, once per combat ... If the Warden itself
 * loses its round 3 action to Freeze, the exact-round window is missed; it does not cast late"; Dreadbell: "On its
 * first eligible action from round 2 onward, Dreadbell replaces its normal action, once per fight ... Unlike the
 * Watchtower timed action, a frozen round-2 Veyr can toll later."). The rounds are `rules.extra.board.timedActions`
 * and `partyTolls` entries.
 * @module
 */
import type { D20PartyToll, D20TimedAction } from '../../../../content/schemas/rules/d20.ts';

export type { D20TimedAction } from '../../../../content/schemas/rules/d20.ts';

/** Whether a timed action replaces the enemy's action now: in exactly its `round` (1-based), if not used this combat. */
export function timedActionDue(action: D20TimedAction, round: number, used: boolean): boolean {
  return !used && round === action.round;
}

/** Whether a toll replaces the enemy's action now: in its `fromRound` or any later round, if not used this fight. */
export function tollDue(toll: D20PartyToll, round: number, used: boolean): boolean {
  return !used && round >= toll.fromRound;
}
