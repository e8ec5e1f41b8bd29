/**
 * Travel and walking a location's path (spec 003: "Voluntary town travel consumes one provision if available.
 * Otherwise, it costs 10% of current gold, rounded up, capped at 50 gold and the gold available; zero gold never
 * traps a Company."; "Entrance/resolved-exit gates and mandatory points still apply. Eligible unlocked revisits may be
 * non-adjacent; arrival starts at position 0"; "Branch exclusions persist throughout the run.").
 *
 * - `travel` to `'town'`: from the road, never during a fight; pays `travelCost` then arrives in town (the Wishing
 *   Well's chance). To a location: it must be opened and not excluded; the party arrives at its first node.
 * - `advance`: to the next node present at the run's tier; a mandatory node not yet resolved blocks (`locked`).
 * @module
 */
import { refuse, registerCampaignAction } from '../apply.ts';
import { arriveInTown, travelCost } from '../town/economy.ts';
import type { CampaignEvent } from '../types.ts';
import { assertNoFight, closeConversations, here, isResolved, locationById, nextPresent, standAt } from './where.ts';

registerCampaignAction('travel', (ctx, state, action) => {
  assertNoFight(state);
  if (action.to === 'town') {
    if (state.run.place.at === 'town') refuse('not_now', 'the party is in town already');
    const cost = travelCost(ctx.rules, state.company);
    state.company.provisions -= cost.provisions;
    state.company.gold -= cost.gold;
    closeConversations(state);
    state.run.place = { at: 'town' };
    const events: CampaignEvent[] = [{ type: 'travelled', to: 'town', provisions: cost.provisions, gold: cost.gold }];
    return [...events, ...arriveInTown(ctx, state)];
  }
  const location = locationById(ctx, action.to);
  if (!location) refuse('unknown', `no location "${action.to}" in adventure "${ctx.adventure.id}"`);
  if (state.run.excluded.includes(location.id)) refuse('locked', `location "${location.id}" was excluded by a branch choice for this run`);
  if (!state.run.opened.includes(location.id)) refuse('locked', `location "${location.id}" is not opened yet: resolve the exit that leads there`);
  const first = nextPresent(state, location, 0);
  if (first < 0) refuse('locked', `location "${location.id}" has no node at tier "${state.run.tier}"`);
  return [{ type: 'travelled', to: location.id, provisions: 0, gold: 0 }, ...standAt(ctx, state, location, first)];
});

registerCampaignAction('advance', (ctx, state) => {
  const { location, node, index } = here(ctx, state);
  if (node.mandatory && !isResolved(state, node.id)) refuse('locked', `"${node.id}" must be resolved before the party passes it`);
  const next = nextPresent(state, location, index + 1);
  if (next < 0) refuse('not_now', `"${node.id}" is the last point of "${location.id}": resolve the exit, or travel`);
  return standAt(ctx, state, location, next);
});
