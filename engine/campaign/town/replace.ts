/**
 * A dead hero replaced (the classic quest book: in HeroQuest a slain hero's player starts again with a new
 * hero, with nothing of the dead one's): `ruleset.campaign.replace`.
 * @module
 */
import { refuse } from '../apply.ts';
import { companyHero, newHero } from './economy.ts';
import { townService } from './service.ts';

/**
 * `replace` `{ hero, with }`: the dead `hero` leaves the Company and a new hero of document `with` (one the ruleset
 * plays, not in the Company; the dead hero's own document too: a new hero of the same kind) takes its place in the roster and among the active, as a new Company's hero starts
 * (full body and mind, no gold, its document's own items), for `replace.price` gold (the classic rules: 0). Sent by
 * whoever holds the dead hero. Refused `unknown` without replacement rules or for a document the campaign does
 * not know, `not_now` when `hero` is alive, `requirement` when `with` is another hero of the Company, `not_enough_gold`.
 * Event `replaced` `{ hero, with }`.
 */
townService('replace', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const replace = ctx.rules.replace;
    if (!replace) refuse('unknown', 'these rules replace no hero: the Temple raises the dead');
    if (companyHero(state, a.hero).hp > 0) refuse('not_now', `hero "${a.hero}" is alive: only a dead hero is replaced`);
    if (typeof a.with !== 'string' || !ctx.heroes.has(a.with)) refuse('unknown', `there is no hero "${String(a.with)}" to take the place of "${a.hero}"`);
    if (a.with !== a.hero && state.company.heroes.some((h) => h.id === a.with))
      refuse('requirement', `hero "${a.with}" is in the Company already: pick another`);
    return { price: replace.price, currency: 'gold' };
  },
  perform: (ctx, state, a) => {
    const fresh = newHero(ctx, a.with);
    const company = state.company;
    company.heroes = company.heroes.map((h) => (h.id === a.hero ? fresh : h));
    company.active = company.active.map((id) => (id === a.hero ? fresh.id : id));
    return [{ type: 'replaced', hero: a.hero, with: fresh.id }];
  },
  offers: (ctx, state) => {
    if (!ctx.rules.replace) return [];
    const free = (dead: string) => [...ctx.heroes.keys()].filter((id) => id === dead || !state.company.heroes.some((h) => h.id === id));
    return state.company.heroes.filter((h) => h.hp <= 0).flatMap((h) => free(h.id).map((id) => ({ type: 'replace' as const, hero: h.id, with: id })));
  },
});
