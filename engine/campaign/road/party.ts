/**
 * What the road does to the party's bodies (spec 003: a challenge's "nonlethal party damage"; Dawn Stones: "Touch
 * the leaf deals 1 nonlethal damage to each living hero (minimum 1 HP). Touch the moon removes 1 stamina from living
 * stamina users (minimum 0); mana unaffected."). The party is the Company's living active heroes; reserves stay in
 * town and the dead are not touched.
 * @module
 */
import { livingActive, maxima } from '../town/economy.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState } from '../types.ts';

/**
 * The kind of resource `hero` uses (`"mana"` or `"stamina"`, the d20 progression's rule from its document's base
 * mana: `heroMaxima`).
 * @throws Error without a d20 board or a hero document (an incomplete campaign context).
 */
export function resourceKind(ctx: CampaignContext, hero: CampaignHero): string {
  return maxima(ctx, hero).resource;
}

/**
 * Nonlethal damage: `amount` HP off each living active hero, never below 1 HP. An event `party_hurt` with what each
 * lost (none when `amount` is 0).
 */
export function hurtNonlethal(state: CampaignState, amount: number, cause: string): CampaignEvent[] {
  if (amount <= 0) return [];
  const heroes = livingActive(state).map((h) => {
    const lost = Math.min(amount, h.hp - 1);
    h.hp -= lost;
    return { hero: h.id, lost, hp: h.hp };
  });
  return [{ type: 'party_hurt', cause, heroes }];
}

/**
 * Drains `amount` stamina from each living active stamina user, never below 0; mana users are not touched. An event
 * `stamina_drained` with what each lost (none when `amount` is 0).
 */
export function drainStamina(ctx: CampaignContext, state: CampaignState, amount: number, cause: string): CampaignEvent[] {
  if (amount <= 0) return [];
  const heroes = livingActive(state)
    .filter((h) => resourceKind(ctx, h) === 'stamina')
    .map((h) => {
      const lost = Math.min(amount, h.res);
      h.res -= lost;
      return { hero: h.id, lost, res: h.res };
    });
  return [{ type: 'stamina_drained', cause, heroes }];
}
