/**
 * A campaign's hero under a spec 002 `rules` ruleset: its creature as the Company keeps it between fights
 * (`CampaignHero.sheet`, with `level`, `xp`, `hp` the vital resource and `res` the first other one), the document a
 * fight's room takes it as, and the levels it gains by `progression` once a fight is over.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { Hero } from '../../../content/schemas/index.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { Rng } from '../../core/rng.ts';
import type { RngState } from '../../core/types.ts';
import type { RulesActor } from './document/actor.ts';
import { addActor } from './document/create.ts';
import { gainXp, levelForXp } from './document/progression.ts';
import { baseStats } from './document/stats.ts';
import { actorOf, createWorld, type RulesWorld } from './document/world.ts';

/**
 * What a campaign keeps of a hero's creature between fights (the campaign's `HeroSheet`): attribute scores, the other
 * resources' values, what levels added to the vital maximum. Written here in its own terms, so this folder does not
 * read the campaign layer's types (`campaign-system.ts` alone does).
 */
export interface HeroSheet {
  attributes: Record<string, number>;
  resources: Record<string, number>;
  vitality: number;
  conditions?: string[];
  /** Spell slots spent by spell level, kept until a rest gives them back (`spellcasting.recoverOn`); absent: none. */
  slotsSpent?: Record<string, number>;
}

/** A campaign's hero as this module reads and changes it (the campaign's `CampaignHero`). */
export interface CampaignHero {
  id: string;
  level: number;
  xp: number;
  hp: number;
  res: number;
  sheet?: HeroSheet;
}

/** What the campaign's state gives a level gained: its PRNG, which the vitality die moves on. */
export interface CampaignDice {
  rng: RngState;
}

/** The resource a hero's `res` stands for: the document's first resource that is not the vital one, or null. */
export function spendableOf(rules: Rules): string | null {
  return rules.resources.find((r) => r.id !== rules.vitalResource)?.id ?? null;
}

/** A new hero's sheet: its document's attribute scores, its other resources at their start, nothing added by levels. */
export function newSheet(rules: Rules, doc: Hero): HeroSheet {
  const world = createWorld(rules, new Rng([1, 2, 3, 4]));
  const actor = addActor(world, {
    id: doc.id,
    attributes: { ...doc.rules?.attributes },
    ...(doc.rules?.resources ? { resources: { ...doc.rules.resources } } : {}),
  });
  return { attributes: { ...doc.rules?.attributes }, resources: otherResources(rules, actor.resources), vitality: 0 };
}

/** `resources` without the vital one and the spendable one (those are the hero's `hp` and `res`). */
function otherResources(rules: Rules, resources: Record<string, number>): Record<string, number> {
  const spendable = spendableOf(rules);
  return Object.fromEntries(Object.entries(resources).filter(([id]) => id !== rules.vitalResource && id !== spendable));
}

/** Every resource of `hero` now: its sheet's, with `hp` as the vital one and `res` as the spendable one. */
export function heroResources(rules: Rules, hero: CampaignHero): Record<string, number> {
  const spendable = spendableOf(rules);
  return { ...hero.sheet?.resources, [rules.vitalResource]: hero.hp, ...(spendable === null ? {} : { [spendable]: hero.res }) };
}

/** `hero`'s sheet (a hero of a campaign begun before it had one: its document's). */
export function sheetOf(rules: Rules, hero: CampaignHero, doc: Hero): HeroSheet {
  return hero.sheet ?? newSheet(rules, doc);
}

/** `hero`'s creature in `world` (document `doc`, as the Company has grown it), with its resources now. */
export function heroActor(world: RulesWorld, hero: CampaignHero, doc: Hero): RulesActor {
  const sheet = sheetOf(world.rules, hero, doc);
  return addActor(world, {
    id: hero.id,
    level: hero.level,
    xp: hero.xp,
    attributes: { ...doc.rules?.attributes, ...sheet.attributes },
    resources: heroResources(world.rules, hero),
    hitDie: doc.rules?.hitDie ?? null,
    // its size's hitDie is the vitality die when levelVitality.die is "size" (none: the document's defaultSize)
    size: doc.rules?.size ?? null,
    vitality: sheet.vitality,
    conditions: (sheet.conditions ?? []).map((id) => ({ id, duration: null, magnitude: 1, source: null })),
    ...(sheet.slotsSpent ? { slotsSpent: { ...sheet.slotsSpent } } : {}),
  });
}

/** `hero` back from its creature `actor`: level, experience, attribute scores, resources, vitality, spell slots spent. */
export function fromActor(rules: Rules, hero: CampaignHero, actor: RulesActor): void {
  const spendable = spendableOf(rules);
  hero.level = actor.level;
  hero.xp = actor.xp;
  hero.hp = ownValue(actor.resources, rules.vitalResource) ?? hero.hp;
  if (spendable !== null) hero.res = ownValue(actor.resources, spendable) ?? hero.res;
  // the conditions that last until removed, given directly (a level's grants): those implied go with their source
  const conditions = actor.conditions.filter((c) => c.duration === null && c.source === null).map((c) => c.id);
  hero.sheet = {
    attributes: { ...actor.attributes },
    resources: otherResources(rules, actor.resources),
    vitality: actor.vitality,
    ...(conditions.length > 0 ? { conditions } : {}),
    ...(spentSlots(actor.slotsSpent) ? { slotsSpent: { ...actor.slotsSpent } } : {}),
  };
}

/** Whether `slots` (a creature's `slotsSpent`) has any slot spent. */
export function spentSlots(slots: Record<string, number> | undefined): slots is Record<string, number> {
  return slots !== undefined && Object.values(slots).some((n) => n > 0);
}

/** `hero`'s vital maximum and spendable resource's maximum, and the spendable resource's id (the vital one's without). */
export function heroMaxima(rules: Rules, hero: CampaignHero, doc: Hero): { hp: number; res: number; resource: string } {
  const world = createWorld(rules, new Rng([1, 2, 3, 4]));
  const stats = baseStats(rules, heroActor(world, hero, doc), world.rng);
  const spendable = spendableOf(rules);
  return {
    hp: ownValue(stats.resMax, rules.vitalResource) ?? 0,
    res: spendable === null ? 0 : (ownValue(stats.resMax, spendable) ?? 0),
    resource: spendable ?? rules.vitalResource,
  };
}

/** The experience `hero`'s next level needs in all (`progression.levels[].xpRequired`), or null at `maxLevel` or the last level. */
export function nextLevelXp(rules: Rules, hero: CampaignHero): number | null {
  if (hero.level >= rules.progression.maxLevel) return null;
  return rules.progression.levels.find((l) => l.level === hero.level + 1)?.xpRequired ?? null;
}

/**
 * `doc` as a fight's room takes `hero`: its `rules` numbers at the hero's level, scores, resources now, vitality and
 * the spell slots it spent in earlier fights and has not rested back.
 */
export function fightDocument(rules: Rules, hero: CampaignHero, doc: Hero): Hero {
  const sheet = sheetOf(rules, hero, doc);
  return {
    ...doc,
    rules: {
      ...doc.rules,
      level: hero.level,
      attributes: { ...doc.rules?.attributes, ...sheet.attributes },
      resources: heroResources(rules, hero),
      vitality: sheet.vitality,
      ...(spentSlots(sheet.slotsSpent) ? { slotsSpent: { ...sheet.slotsSpent } } : {}),
      ...(sheet.conditions?.length ? { conditions: [...new Set([...(doc.rules?.conditions ?? []), ...sheet.conditions])] } : {}),
    },
  };
}

/** What one level gained brought `hero` (`promoted`'s numbers). */
export interface LevelGained {
  hero: string;
  level: number;
  hp: number;
  maxHp: number;
  vitality: number;
  grants: number;
}

/**
 * Every level `hero` (living) has the experience for (`levelForXp`), one at a time by `progression`
 * (`gainXp`): its vital maximum grows by `levelVitality` (its die rolled from the campaign's PRNG), its current value
 * with it, and the level's `grants` run on it. The dead gain no level.
 * @returns each level gained, in order.
 */
export function gainLevels(rules: Rules, state: CampaignDice, hero: CampaignHero, doc: Hero): LevelGained[] {
  if (hero.hp <= 0 || levelForXp(rules, hero.xp) <= hero.level) return [];
  const rng = new Rng(state.rng);
  const world = createWorld(rules, rng);
  heroActor(world, hero, doc);
  gainXp(world, hero.id, 0);
  state.rng = rng.state();
  fromActor(rules, hero, actorOf(world, hero.id));
  const maxHp = heroMaxima(rules, hero, doc).hp;
  return world.events.flatMap((e) =>
    e.type === 'level'
      ? [
          {
            hero: hero.id,
            level: e.level,
            hp: hero.hp,
            maxHp,
            vitality: e.vitality,
            grants: rules.progression.levels.find((l) => l.level === e.level)?.grants.length ?? 0,
          },
        ]
      : [],
  );
}
