/**
 * The Blacksmith's attunement and wards (spec 003: "Attunement 60 gold, one weapon element; armor resistance 45
 * per element, cap two distinct elements. Clear weapon attunement or all armor wards free without refund.").
 * Prices and the cap are `ruleset.campaign.blacksmith`; the elements the d20 board's. (Ranks: `guild.ts`'s train.)
 * @module
 */
import { refuse } from '../apply.ts';
import type { CampaignContext } from '../types.ts';
import { boardOf, companyHero } from './economy.ts';
import { FREE, townService } from './service.ts';

/** The Blacksmith's rules. @throws CampaignRejection `unknown` when the town has no Blacksmith. */
function blacksmith(ctx: CampaignContext) {
  const b = ctx.rules.blacksmith;
  if (!b) refuse('unknown', 'this town has no Blacksmith');
  return b;
}

/** @throws CampaignRejection `unknown` unless `element` is one of the board's elements. */
function assertElement(ctx: CampaignContext, element: string): void {
  const ids = boardOf(ctx).elements.ids;
  if (!ids.includes(element)) refuse('unknown', `no element "${element}": the elements are ${ids.join(', ')}`);
}

/**
 * `attune` `{ hero, element }`: the hero's weapon takes one element for `blacksmith.attunement` gold (60). Refused
 * `unknown` for an element the board does not have, `already_done` when attuned to it, `at_cap` when
 * attuned to another (clear it first), `not_enough_gold`. Event `attuned` `{ hero, element, gold }`.
 */
townService('attune', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const b = blacksmith(ctx);
    assertElement(ctx, a.element);
    const hero = companyHero(state, a.hero);
    if (hero.attunement === a.element) refuse('already_done', `hero "${hero.id}"'s weapon is attuned to "${a.element}" already`);
    if (hero.attunement !== null) refuse('at_cap', `hero "${hero.id}"'s weapon is attuned to "${hero.attunement}": one element, clear it first`);
    return { price: b.attunement, currency: 'gold' };
  },
  perform: (_ctx, state, a, quote) => {
    companyHero(state, a.hero).attunement = a.element;
    return [{ type: 'attuned', hero: a.hero, element: a.element, gold: quote.price }];
  },
  offers: (ctx, state) =>
    ctx.rules.blacksmith
      ? state.company.heroes.flatMap((h) => boardOf(ctx).elements.ids.map((element) => ({ type: 'attune' as const, hero: h.id, element })))
      : [],
});

/**
 * `resist` `{ hero, element }`: an armour ward against one element for `blacksmith.resistance` gold (45), at most
 * `resistanceCap` (2) distinct elements. Refused `unknown` for an element the board does not have,
 * `already_done` when warded against it, `at_cap` at the cap, `not_enough_gold`. Event `warded` `{ hero, element, gold }`.
 */
townService('resist', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const b = blacksmith(ctx);
    assertElement(ctx, a.element);
    const hero = companyHero(state, a.hero);
    if (hero.resistances.includes(a.element)) refuse('already_done', `hero "${hero.id}" is warded against "${a.element}" already`);
    if (hero.resistances.length >= b.resistanceCap) refuse('at_cap', `hero "${hero.id}" has ${hero.resistances.length} wards, the most the Blacksmith gives`);
    return { price: b.resistance, currency: 'gold' };
  },
  perform: (_ctx, state, a, quote) => {
    companyHero(state, a.hero).resistances.push(a.element);
    return [{ type: 'warded', hero: a.hero, element: a.element, gold: quote.price }];
  },
  offers: (ctx, state) =>
    ctx.rules.blacksmith
      ? state.company.heroes.flatMap((h) => boardOf(ctx).elements.ids.map((element) => ({ type: 'resist' as const, hero: h.id, element })))
      : [],
});

/** `clear_attunement` `{ hero }`: free, no refund. Refused `already_done` when there is none. Event `attunement_cleared` `{ hero }`. */
townService('clear_attunement', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    blacksmith(ctx);
    if (companyHero(state, a.hero).attunement === null) refuse('already_done', `hero "${a.hero}"'s weapon has no attunement`);
    return FREE;
  },
  perform: (_ctx, state, a) => {
    companyHero(state, a.hero).attunement = null;
    return [{ type: 'attunement_cleared', hero: a.hero }];
  },
});

/** `clear_resistances` `{ hero }`: every ward off, free, no refund. Refused `already_done` when there is none. Event `wards_cleared` `{ hero }`. */
townService('clear_resistances', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    blacksmith(ctx);
    if (companyHero(state, a.hero).resistances.length === 0) refuse('already_done', `hero "${a.hero}" has no wards`);
    return FREE;
  },
  perform: (_ctx, state, a) => {
    companyHero(state, a.hero).resistances = [];
    return [{ type: 'wards_cleared', hero: a.hero }];
  },
});
