/**
 * The shop, the rest and the Wishing Well of the town (spec 003: "Ordinary rests refill living active
 * HP/resources and cure poison free ... No rest revives or replenishes the shared pouch."; "Wishing Well ... Costs
 * 1 gold and consumes availability: choose +5000 gold or +1000 XP to each living active hero. These fixed grants
 * are not tier-scaled."; the shop's four consumables, with the caps of `ruleset.campaign.shop`).
 * @module
 */
import { refuse } from '../apply.ts';
import { companyHero, heroMaxHp, heroMaxRes, livingActive, shopEntry, stockOf } from './economy.ts';
import { FREE, townService } from './service.ts';

/**
 * `rest`: free; each living active hero back to full HP and resource, its poison cured (when `rest.curesPoison`);
 * the dead stay dead, reserves and the potion pouch are untouched. Event `rested` `{ heroes }`.
 * Refused `unknown` when the town has no rest.
 */
townService('rest', {
  quote: (ctx) => {
    if (!ctx.rules.rest) refuse('unknown', 'this town has no rest');
    return FREE;
  },
  perform: (ctx, state) => {
    const heroes = livingActive(state);
    for (const h of heroes) {
      h.hp = heroMaxHp(ctx, h);
      h.res = heroMaxRes(ctx, h);
      if (ctx.rules.rest!.curesPoison) h.poison = 0;
    }
    return [{ type: 'rested', heroes: heroes.map((h) => h.id) }];
  },
  offers: (ctx) => (ctx.rules.rest ? [{ type: 'rest' }] : []),
});

/**
 * `buy` `{ item, count, hero? }`: `count` (a whole number from 1) of a shop entry at its price each, into the pouch,
 * the provisions or the stores; an entry kept by a hero (`stock: "hero"`, the classic Armory) is bought by the living
 * `hero` named, from its own gold, and carried by it (its cap is per hero). Refused: `invalid_action` for a bad
 * count, a hero entry bought without a `hero` or a Company's entry with one, `unknown` for an item the shop
 * does not sell, `dead` for a dead buyer, `at_cap` when the Company (or the hero) would hold more than the entry's
 * cap, `not_enough_gold` (the Company's, or the hero's own). Event `bought` `{ item, count, gold }` (and `hero`).
 */
townService('buy', {
  heroes: (a) => (a.hero === undefined ? [] : [a.hero]),
  quote: (ctx, state, a) => {
    if (!Number.isInteger(a.count) || a.count < 1) refuse('invalid_action', `count is a whole number from 1, not ${a.count}`);
    const entry = shopEntry(ctx.rules, a.item);
    if (!entry) refuse('unknown', `the shop sells no "${a.item}"`);
    if (entry.stock === 'hero') {
      if (a.hero === undefined) refuse('invalid_action', `"${a.item}" is bought by a hero from its own gold: name the hero who buys it`);
      const hero = companyHero(state, a.hero);
      if (hero.hp <= 0) refuse('dead', `hero "${a.hero}" is dead: the dead buy nothing`);
      const carried = (hero.items ?? []).filter((i) => i === a.item).length;
      if (carried + a.count > entry.cap) refuse('at_cap', `hero "${a.hero}" carries ${carried} "${a.item}" and may carry at most ${entry.cap}`);
      return { price: entry.price * a.count, currency: 'gold', purse: a.hero };
    }
    if (a.hero !== undefined) refuse('invalid_action', `"${a.item}" is the Company's, bought from its gold: buy it without a hero`);
    const have = stockOf(state.company, entry);
    if (have + a.count > entry.cap) refuse('at_cap', `the Company holds ${have} "${a.item}" and may hold at most ${entry.cap}`);
    return { price: entry.price * a.count, currency: 'gold' };
  },
  perform: (ctx, state, a, quote) => {
    const entry = shopEntry(ctx.rules, a.item)!;
    if (entry.stock === 'hero') {
      const hero = companyHero(state, a.hero!);
      hero.items = [...(hero.items ?? []), ...Array<string>(a.count).fill(a.item)];
      return [{ type: 'bought', item: a.item, count: a.count, gold: quote.price, hero: hero.id }];
    }
    if (entry.stock === 'pouch') state.company.potions += a.count;
    else if (entry.stock === 'provisions') state.company.provisions += a.count;
    else state.company.stores[entry.item] = (state.company.stores[entry.item] ?? 0) + a.count;
    return [{ type: 'bought', item: a.item, count: a.count, gold: quote.price }];
  },
  // a hero's entry is offered to each living hero of the Company, a Company's entry once
  offers: (ctx, state) =>
    ctx.rules.shop.flatMap((e) =>
      e.stock === 'hero'
        ? state.company.heroes.filter((h) => h.hp > 0).map((h) => ({ type: 'buy' as const, item: e.item, count: 1, hero: h.id }))
        : [{ type: 'buy' as const, item: e.item, count: 1 }],
    ),
});

/**
 * `wish` `{ choice }`: the Wishing Well's opportunity, when one is waiting (`state.wish`), for its price (1 gold):
 * `gold` adds its 5000 gold to the Company, `xp` its 1000 XP to each living active hero — not tier-scaled and with
 * no automatic promotion ("Wish XP is added directly and does not invoke that auto-promotion"). The opportunity is
 * used. Refused `unknown` without a Well, `not_now` with no wish waiting, `not_enough_gold`. Event `wished`
 * `{ choice, gold, xp, heroes }`.
 */
townService('wish', {
  quote: (ctx, state, a) => {
    const well = ctx.rules.wishingWell;
    if (!well) refuse('unknown', 'this town has no Wishing Well');
    if (a.choice !== 'gold' && a.choice !== 'xp') refuse('invalid_action', `a wish is "gold" or "xp", not ${JSON.stringify(a.choice)}`);
    if (!state.wish) refuse('not_now', 'the Wishing Well grants no wish now: it may, on a return to town after a battle');
    return { price: well.price, currency: 'gold' };
  },
  perform: (ctx, state, a) => {
    const well = ctx.rules.wishingWell!;
    state.wish = false;
    if (a.choice === 'gold') {
      state.company.gold += well.gold;
      return [{ type: 'wished', choice: 'gold', gold: well.gold, xp: 0, heroes: [] }];
    }
    const heroes = livingActive(state);
    for (const h of heroes) h.xp += well.xp;
    return [{ type: 'wished', choice: 'xp', gold: 0, xp: well.xp, heroes: heroes.map((h) => h.id) }];
  },
  offers: (ctx, state) =>
    ctx.rules.wishingWell && state.wish
      ? [
          { type: 'wish', choice: 'gold' },
          { type: 'wish', choice: 'xp' },
        ]
      : [],
});
