/**
 * The conditions of an adventure (spec 003: "Living active hero, owned artifact, minimum consumable/gold/provisions,
 * resolved node and run flag are supported conditions"), checked against the Company and the run: a challenge's
 * `requires` and `modifiers` are written with them.
 * @module
 */
import type { Condition } from '../../../content/schemas/adventure.ts';
import { shopEntry, stockOf } from '../town/economy.ts';
import type { CampaignContext, CampaignState } from '../types.ts';

/**
 * How many of consumable `item` the Company holds: the shared pouch for the shop's `pouch` entry, the provisions for
 * its `provisions` entry, else its stores (0 when none).
 */
export function heldCount(ctx: CampaignContext, state: CampaignState, item: string): number {
  const entry = shopEntry(ctx.rules, item);
  return entry ? stockOf(state.company, entry) : (state.company.stores[item] ?? 0);
}

/**
 * Whether `condition` holds now:
 * - `heroAlive`: the hero is active (not a reserve) and has HP above 0;
 * - `artifact`: the Company owns it (equipped or not);
 * - `item`, `gold`, `provisions`: the Company holds at least `min`;
 * - `resolved`: the node is resolved in this run;
 * - `flag`: the run flag or clue is set.
 */
export function conditionHolds(ctx: CampaignContext, state: CampaignState, condition: Condition): boolean {
  const c = state.company;
  switch (condition.kind) {
    case 'heroAlive':
      return c.active.includes(condition.hero) && (c.heroes.find((h) => h.id === condition.hero)?.hp ?? 0) > 0;
    case 'artifact':
      return c.artifacts.includes(condition.artifact);
    case 'item':
      return heldCount(ctx, state, condition.item) >= condition.min;
    case 'gold':
      return c.gold >= condition.min;
    case 'provisions':
      return c.provisions >= condition.min;
    case 'resolved':
      return state.run.resolved.includes(condition.node);
    case 'flag':
      return state.run.flags.includes(condition.flag);
  }
}

/** Whether every one of `conditions` holds (none: true). */
export function allHold(ctx: CampaignContext, state: CampaignState, conditions: readonly Condition[]): boolean {
  return conditions.every((c) => conditionHolds(ctx, state, c));
}
