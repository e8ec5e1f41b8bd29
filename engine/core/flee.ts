/**
 * Fleeing a campaign fight (spec 003, "Flee requires a valid living hero action and one provision"): a
 * living hero, as its action on its turn, leads the party away; the game ends with reason `fled`, the creatures keeping
 * the field. What fleeing costs the Company (the provision, 5% of its gold) is the campaign's to charge when the room's
 * end flows back to it (`engine/campaign/fight.ts`); the room only checks that the Company has the provisions.
 * @module
 */
import type { Draft } from './draft.ts';
import { endGame } from './outcome.ts';
import { moduleOf } from './registry.ts';
import { reject } from './reject.ts';
import type { GameError, GameState } from './types.ts';

/**
 * Why the hero whose turn it is may not flee now (its seat and life checked already), or null when it may:
 * `not_in_ruleset` outside a campaign fight's room of a module whose heroes flee (`RulesetModule.flees`) or when it has no fleeing (`fleeProvisions` null: the campaign's
 * rules have none, or it is the prologue), `already_acted`
 * after its action, `no_provisions` when the Company has fewer provisions than fleeing takes.
 */
export function fleeRefusal(state: GameState): GameError | null {
  const campaign = state.setup.campaign;
  if (!campaign || !moduleOf(state).flees) return { code: 'not_in_ruleset', message: 'only a campaign fight can be fled' };
  if (campaign.fleeProvisions === null)
    return { code: 'not_in_ruleset', message: "this fight cannot be fled (the campaign's rules have no fleeing, or it is the scripted prologue)" };
  if (state.turn?.acted) return { code: 'already_acted', message: 'one action per turn' };
  if (campaign.provisions < campaign.fleeProvisions) {
    return { code: 'no_provisions', message: `fleeing takes ${campaign.fleeProvisions} provision(s) and the Company has ${campaign.provisions}` };
  }
  return null;
}

/** The hero whose turn it is flees: the game ends, `fled`, with its `game_over` event. @throws Rejection as {@link fleeRefusal} says. */
export function flee(draft: Draft): void {
  const refusal = fleeRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  endGame(draft, 'master', 'fled');
}
