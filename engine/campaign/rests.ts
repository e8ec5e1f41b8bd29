/**
 * Rests between fights under a campaign system that has them (`CampaignSystem.rests`: a spec 002 `rules` ruleset's
 * `rests`): `take_rest {rest}`, in town or on the road, whenever no fight is on. What a rest restores and costs is
 * the system's (`engine/rulesets/rules/campaign-rests.ts`); here, only when it may be taken.
 * @module
 */
import { refuse, registerCampaignAction } from './apply.ts';
import { systemOf } from './system.ts';
import { livingActive } from './town/economy.ts';

/**
 * `take_rest {rest}` (any player): the party rests by the ruleset's rest `rest`. Refused `unknown` when the ruleset
 * has no rests or no such rest (the message lists them), `not_now` during a fight, `dead` when no active hero lives.
 * Event `rest_taken` (`events.ts`).
 */
registerCampaignAction('take_rest', (ctx, state, action) => {
  const rests = systemOf(ctx).rests;
  const offered = rests?.list(ctx) ?? [];
  if (!rests || offered.length === 0) refuse('unknown', `ruleset "${ctx.ruleset.id}" has no rests`);
  if (!offered.some((r) => r.id === action.rest))
    refuse('unknown', `ruleset "${ctx.ruleset.id}" has no rest "${action.rest}" (its rests: ${offered.map((r) => r.id).join(', ')})`);
  if (state.run.fight) refuse('not_now', `a fight is on (room "${state.run.fight.room}"): the party rests once it ends`);
  if (livingActive(state).length === 0) refuse('dead', 'no active hero is alive to rest');
  return rests.take(ctx, state, action.rest);
});
