/**
 * The Company's attire and roster in town (spec 003: "Base outfit is implicitly owned and first, not a purchased
 * catalog entry. Buying does not equip. Stats are invariant under outfit changes."; the roster's active members and
 * reserves).
 * @module
 */
import { refuse } from '../apply.ts';
import { companyHero } from './economy.ts';
import { FREE, townService } from './service.ts';

/**
 * `buy_attire` `{ hero, outfit }`: an outfit of `ruleset.campaign.attire` for its hero, at its price; bought, not
 * worn. Refused `unknown` for no such outfit of that hero, `already_done` when owned, `not_enough_gold`.
 * Event `attire_bought` `{ hero, outfit, gold }`.
 */
townService('buy_attire', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const entry = ctx.rules.attire.find((e) => e.hero === a.hero && e.id === a.outfit);
    if (!entry) refuse('unknown', `no outfit "${a.outfit}" for hero "${a.hero}"`);
    if (companyHero(state, a.hero).attire.owned.includes(a.outfit)) refuse('already_done', `hero "${a.hero}" owns outfit "${a.outfit}" already`);
    return { price: entry.price, currency: 'gold' };
  },
  perform: (_ctx, state, a, quote) => {
    companyHero(state, a.hero).attire.owned.push(a.outfit);
    return [{ type: 'attire_bought', hero: a.hero, outfit: a.outfit, gold: quote.price }];
  },
  offers: (ctx, state) =>
    ctx.rules.attire.filter((e) => state.company.heroes.some((h) => h.id === e.hero)).map((e) => ({ type: 'buy_attire' as const, hero: e.hero, outfit: e.id })),
});

/**
 * `wear` `{ hero, outfit }`: the hero wears an outfit it owns, or its base outfit (`null`). Free; stats unchanged.
 * Refused `unknown` for an outfit the rules do not list for the hero, `requirement` when it is not owned,
 * `already_done` when the hero wears it already. Event `attire_worn` `{ hero, outfit }`.
 */
townService('wear', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const hero = companyHero(state, a.hero);
    if (a.outfit !== null && !ctx.rules.attire.some((e) => e.hero === a.hero && e.id === a.outfit))
      refuse('unknown', `there is no outfit "${a.outfit}" for hero "${a.hero}"`);
    if (a.outfit !== null && !hero.attire.owned.includes(a.outfit)) refuse('requirement', `hero "${a.hero}" does not own outfit "${a.outfit}": buy it first`);
    if (hero.attire.worn === a.outfit)
      refuse('already_done', `hero "${a.hero}" wears ${a.outfit === null ? 'its base outfit' : `outfit "${a.outfit}"`} already`);
    return FREE;
  },
  perform: (_ctx, state, a) => {
    companyHero(state, a.hero).attire.worn = a.outfit;
    return [{ type: 'attire_worn', hero: a.hero, outfit: a.outfit }];
  },
});

/**
 * `swap` `{ active, reserve }`: an active hero and a reserve change places (the reserve takes the active one's slot
 * in the order). Free, in town. Refused `unknown` when `active` is not active or `reserve` not a reserve.
 * Event `swapped` `{ active, reserve }`.
 */
townService('swap', {
  heroes: (a) => [a.active, a.reserve],
  quote: (_ctx, state, a) => {
    if (!state.company.active.includes(a.active)) refuse('unknown', `hero "${a.active}" is not an active member of the Company`);
    if (state.company.active.includes(a.reserve)) refuse('unknown', `hero "${a.reserve}" is not a reserve: it is active`);
    return FREE;
  },
  perform: (_ctx, state, a) => {
    state.company.active = state.company.active.map((id) => (id === a.active ? a.reserve : id));
    return [{ type: 'swapped', active: a.active, reserve: a.reserve }];
  },
});
