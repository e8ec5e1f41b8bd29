/**
 * The Temple (spec 003: "Temple resurrection costs 30 at every current tier, restores full HP and cures poison,
 * but does not refill resources."): `ruleset.campaign.temple.resurrect`.
 * @module
 */
import { refuse } from '../apply.ts';
import { companyHero, heroMaxHp } from './economy.ts';
import { townService } from './service.ts';

/**
 * `resurrect` `{ hero }`: a dead hero back to full HP, its poison cured, its resource as it was, for
 * `temple.resurrect` gold (30, whatever the tier). Refused `unknown` without a Temple, `not_now` when the hero
 * is alive, `not_enough_gold`. Event `resurrected` `{ hero, hp, gold }`.
 */
townService('resurrect', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const temple = ctx.rules.temple;
    if (!temple) refuse('unknown', 'this town has no Temple');
    if (companyHero(state, a.hero).hp > 0) refuse('not_now', `hero "${a.hero}" is alive: the Temple raises the dead`);
    return { price: temple.resurrect, currency: 'gold' };
  },
  perform: (ctx, state, a, quote) => {
    const hero = companyHero(state, a.hero);
    hero.hp = heroMaxHp(ctx, hero);
    hero.poison = 0;
    return [{ type: 'resurrected', hero: hero.id, hp: hero.hp, gold: quote.price }];
  },
  offers: (ctx, state) => (ctx.rules.temple ? state.company.heroes.filter((h) => h.hp <= 0).map((h) => ({ type: 'resurrect' as const, hero: h.id })) : []),
});
