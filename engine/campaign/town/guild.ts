/**
 * The Guild and the Blacksmith's ranks (spec 003: "Level cap 12. Guild level-up costs 60×current level XP,
 * subtracts it, raises level, adds 3 current HP only when alive."; "Upgrade cost at current rank r is base cost +
 * cost step × r²; cannot buy at cap. Stat improvements are +1 Attack, +3 MaxHP/current living HP, or +1 resource
 * capacity/current resource. Weapon and armor ranks add their configured bonus per rank."; the spells' "Learn
 * gold"; "There is one transferable owned artifact, equippable through the Guild"). Costs and caps are the d20
 * board's `progression` and `authored.upgrades`; the lessons `ruleset.campaign.guild.lessons`.
 * @module
 */
import type { CampaignRules } from '../../../content/schemas/campaign-rules.ts';
import { levelUpCost, upgradeCost } from '../../rulesets/d20/guide/progression.ts';
import { refuse } from '../apply.ts';
import type { CampaignContext, CampaignHero, Track } from '../types.ts';
import { boardOf, companyHero, heroDocument, heroMaxHp, heroMaxRes, promote } from './economy.ts';
import { FREE, townService } from './service.ts';

/** The tracks the Guild trains. */
export const GUILD_TRACKS: readonly Track[] = ['attack', 'health', 'resource'];
/** The tracks the Blacksmith ranks up. */
export const BLACKSMITH_TRACKS: readonly Track[] = ['weapon', 'armour'];

/** The tracks this town sells: the Guild's when it trains, the Blacksmith's when it ranks. */
export function tracksSold(rules: CampaignRules): Track[] {
  return [...(rules.guild?.training ? GUILD_TRACKS : []), ...(rules.blacksmith?.ranks ? BLACKSMITH_TRACKS : [])];
}

/**
 * `level_up` `{ hero }`: the Guild raises the hero one level for `progression.levelUpCost` XP of its own (60 ×
 * its level: 60, 120, 180 ...), subtracted; its maximum HP grows, its current HP by `levelUpHeal` (3) only when
 * alive. Refused `unknown` without a Guild that raises levels, `at_cap` at the level cap (12), `not_enough`
 * (XP). Event `levelled_up` `{ hero, level, xp, hp, maxHp }` (`xp`: spent).
 */
townService('level_up', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    if (!ctx.rules.guild?.levelUp) refuse('unknown', 'this town has no Guild that raises levels');
    const hero = companyHero(state, a.hero);
    const cost = levelUpCost(boardOf(ctx), hero.level);
    if (cost === null) refuse('at_cap', `hero "${hero.id}" is at the level cap ${hero.level}`);
    return { price: cost, currency: 'xp', hero: hero.id };
  },
  perform: (ctx, state, a, quote) => {
    const hero = companyHero(state, a.hero);
    promote(ctx, hero, hero.level + 1);
    return [{ type: 'levelled_up', hero: hero.id, level: hero.level, xp: quote.price, hp: hero.hp, maxHp: heroMaxHp(ctx, hero) }];
  },
  offers: (ctx, state) => (ctx.rules.guild?.levelUp ? state.company.heroes.map((h) => ({ type: 'level_up' as const, hero: h.id })) : []),
});

/**
 * `train` `{ hero, track }`: one rank on `track` — attack, health, resource at the Guild; weapon, armour at the
 * Blacksmith — for `progression.upgradeCost` gold (base + step × rank², the track's authored numbers). Health adds
 * its 3 maximum HP to the current HP of a living hero, resource its 1 to the current resource of a living hero.
 * Refused `unknown` for a track the town does not sell, `at_cap` at the track's cap, `not_enough_gold`.
 * Event `trained` `{ hero, track, rank, gold }`.
 */
townService('train', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    if (!tracksSold(ctx.rules).includes(a.track))
      refuse('unknown', `this town does not train "${a.track}": it trains ${tracksSold(ctx.rules).join(', ') || 'nothing'}`);
    const hero = companyHero(state, a.hero);
    const cost = upgradeCost(boardOf(ctx), a.track, hero.training[a.track]);
    if (cost === null) refuse('at_cap', `hero "${hero.id}" is at the cap of "${a.track}" (rank ${hero.training[a.track]})`);
    return { price: cost, currency: 'gold' };
  },
  perform: (ctx, state, a, quote) => {
    const hero = companyHero(state, a.hero);
    const hp = heroMaxHp(ctx, hero);
    const res = heroMaxRes(ctx, hero);
    hero.training[a.track] += 1;
    if (hero.hp > 0) {
      hero.hp += heroMaxHp(ctx, hero) - hp;
      hero.res += heroMaxRes(ctx, hero) - res;
    }
    return [{ type: 'trained', hero: hero.id, track: a.track, rank: hero.training[a.track], gold: quote.price }];
  },
  offers: (ctx, state) => state.company.heroes.flatMap((h) => tracksSold(ctx.rules).map((track) => ({ type: 'train' as const, hero: h.id, track }))),
});

/** The spells `hero` knows: its document's and those it learned. */
export function knownSpells(ctx: CampaignContext, hero: CampaignHero): string[] {
  return [...heroDocument(ctx, hero.id).spells, ...hero.spells];
}

/**
 * The Guild's roles of `hero` (`mage`, `cleric`): those of the lessons teaching a spell it knows already (Mystere's
 * Blizzard makes her a mage, Markovia's Mending a cleric); a hero knowing none of them is taught nothing.
 */
export function heroRoles(ctx: CampaignContext, hero: CampaignHero): string[] {
  const known = new Set(knownSpells(ctx, hero));
  return [...new Set((ctx.rules.guild?.lessons ?? []).filter((l) => known.has(l.spell)).map((l) => l.role))];
}

/**
 * `learn` `{ hero, spell }`: the Guild teaches a spell of the hero's role for its "Learn gold". Refused `unknown`
 * for a spell the Guild does not teach, `requirement` when it is another role's, `already_done` when
 * known, `not_enough_gold`. Event `learned` `{ hero, spell, gold }`.
 */
townService('learn', {
  heroes: (a) => [a.hero],
  quote: (ctx, state, a) => {
    const lesson = ctx.rules.guild?.lessons.find((l) => l.spell === a.spell);
    if (!lesson) refuse('unknown', `the Guild teaches no spell "${a.spell}"`);
    const hero = companyHero(state, a.hero);
    if (knownSpells(ctx, hero).includes(a.spell)) refuse('already_done', `hero "${hero.id}" knows "${a.spell}" already`);
    if (!heroRoles(ctx, hero).includes(lesson.role)) refuse('requirement', `"${a.spell}" is taught to a ${lesson.role}: hero "${hero.id}" is not one`);
    return { price: lesson.price, currency: 'gold' };
  },
  perform: (_ctx, state, a, quote) => {
    companyHero(state, a.hero).spells.push(a.spell);
    return [{ type: 'learned', hero: a.hero, spell: a.spell, gold: quote.price }];
  },
  offers: (ctx, state) =>
    state.company.heroes.flatMap((h) => {
      const roles = heroRoles(ctx, h);
      return (ctx.rules.guild?.lessons ?? []).filter((l) => roles.includes(l.role)).map((l) => ({ type: 'learn' as const, hero: h.id, spell: l.spell }));
    }),
});

/**
 * `equip_artifact` `{ hero, artifact }`: the hero wears an artifact the Company owns (taken off whoever wore it:
 * one wearer), replacing its personal action; `artifact: null` takes the hero's off. Free. Refused `unknown`
 * for an artifact the Company does not own, `already_done` when nothing would change. Event `artifact_equipped`
 * `{ hero, artifact }`.
 */
townService('equip_artifact', {
  heroes: (a) => [a.hero],
  quote: (_ctx, state, a) => {
    if (a.artifact !== null && !state.company.artifacts.includes(a.artifact)) refuse('unknown', `the Company owns no artifact "${a.artifact}"`);
    if (companyHero(state, a.hero).artifact === a.artifact)
      refuse('already_done', a.artifact === null ? `hero "${a.hero}" wears no artifact` : `hero "${a.hero}" wears "${a.artifact}" already`);
    return FREE;
  },
  perform: (_ctx, state, a) => {
    for (const h of state.company.heroes) if (a.artifact !== null && h.artifact === a.artifact) h.artifact = null;
    companyHero(state, a.hero).artifact = a.artifact;
    return [{ type: 'artifact_equipped', hero: a.hero, artifact: a.artifact }];
  },
});
