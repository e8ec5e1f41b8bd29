/**
 * A campaign's system (issue 17): what differs between the kinds of ruleset a campaign is played by — the d20 rules
 * (Forsaken Woods: levels, training, tiers, the Company's shared gold) and the classic rules (HeroQuest's quest book:
 * each hero's own purse and equipment, body and mind points back in full between quests, a dead hero replaced). One
 * {@link CampaignSystem} per ruleset module is registered once (`d20.ts`, `classic.ts`); the economy, the fights, the
 * town and the view ask {@link systemOf} where they would otherwise assume one kind.
 * @module
 */
import type { LocalizedText } from '../../../content/schemas/common.ts';
import type { Hero, Ruleset } from '../../../content/schemas/index.ts';
import { moduleIdFor } from '../../core/registry.ts';
import type { CampaignFighter } from '../../core/types.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState, FightOutcome } from '../types.ts';

/** One hero as a fight's room gave it back (`FightOutcome.heroes`). */
export type HeroOutcome = FightOutcome['heroes'][number];

/**
 * What a hero of a campaign system has, for a page showing the roster and the town (issue 17): a panel reads these,
 * never the system's name.
 */
export interface CampaignTraits {
  /** Heroes have levels and XP, and the Guild's level-ups and lessons (d20). */
  levels: boolean;
  /** Heroes train their attack, health and resource at the Guild (d20). */
  training: boolean;
  /** Heroes buy weapon and armour ranks, wards and an attunement at the Blacksmith (d20). */
  ranks: boolean;
  /** Each hero keeps its own purse (`CampaignHero.gold`) and pays from it; otherwise the Company's gold is shared (classic). */
  purses: boolean;
  /** Each hero carries its own items from quest to quest (`CampaignHero.items`, the classic equipment). */
  items: boolean;
  /** What a hero's `hp` counts: hit points (`hp`, d20) or body points (`body`, classic). */
  health: 'hp' | 'body';
}

/** The rules of one kind of campaign: see the module. Pure functions of the context and the state they are given. */
export interface CampaignSystem {
  /** The ruleset module whose rooms it fights in (`d20`, `classic`): the key it is registered under. */
  readonly module: string;
  /** Why `ruleset` cannot be played as a campaign of this system (its d20 board missing...), or null when it can. */
  problem(ruleset: Ruleset): string | null;
  /** What its heroes have, for the view ({@link CampaignTraits}). */
  readonly traits: CampaignTraits;
  /** The run's difficulty tiers in order (the first is a new campaign's). */
  tiers(ctx: CampaignContext): string[];
  /** Each tier's name by id, in both languages (a d20 board's one-language name stands for both). */
  tierNames(ctx: CampaignContext): Record<string, LocalizedText>;
  /** The tier after `tier` (the last repeats). */
  nextTier(ctx: CampaignContext, tier: string): string;
  /** A reward of `amount` gold or XP at `tier` (the d20 tiers' multiplier, rounded up; the classic rules: as it is). */
  scale(ctx: CampaignContext, amount: number, tier: string): number;
  /** `hero`'s maximum hit (body) points and mana, stamina or mind points, and the resource's name. */
  maxima(ctx: CampaignContext, hero: CampaignHero): { hp: number; res: number; resource: string };
  /** The XP `hero`'s next level costs at the Guild, or null at the level cap or with no levels (the classic rules). */
  nextLevelXp(ctx: CampaignContext, hero: CampaignHero): number | null;
  /** Whether `hero`'s XP promote it now without spending them (the d20 level 1 → 2 at 60 XP); never under the classic rules. */
  promotes(ctx: CampaignContext, hero: CampaignHero): boolean;
  /** The current HP a living hero gains with a level. */
  levelUpHeal(ctx: CampaignContext): number;
  /** What a new hero of document `doc` starts with besides the common fields (the classic purse: no gold, the document's items). */
  newHero(hero: CampaignHero, doc: Hero): void;
  /** Pays a reward's `gold` (already scaled): to the Company (d20), or to each of `survivors`' own purse (classic). */
  payGold(state: CampaignState, gold: number, survivors: CampaignHero[]): void;
  /** `hero`'s document as a fight's room takes it: grown by the Company (d20), carrying `carried` too (the potions dealt). */
  fightHero(ctx: CampaignContext, hero: CampaignHero, doc: Hero, carried: string[]): Hero;
  /** What the room's campaign block adds for `hero` besides hp, res and poison (the classic purse's gold). */
  fighter(hero: CampaignHero): Partial<CampaignFighter>;
  /** Takes back what `hero` carries out of a room besides its wounds (the classic purse and items; the dead lose them). */
  heroBack(hero: CampaignHero, outcome: HeroOutcome): void;
  /** After a fight's end has been brought back: what the system does then (the classic rules restore the living in full). */
  afterFight(ctx: CampaignContext, state: CampaignState): CampaignEvent[];
  /** Whether emergency mercy raises a hero when nobody of the roster lives (d20: yes; classic: the dead are replaced instead). */
  readonly mercy: boolean;
  /** Whether a fight's room is played with no master even when its mission has one (the classic quest book: the computer plays the creatures). */
  readonly autoRooms: boolean;
  /** Whether the room's creatures are scaled by the run's tier (d20). */
  readonly tieredRooms: boolean;
}

const systems = new Map<string, CampaignSystem>();

/** Registers `system` under its module. @throws Error when one is registered twice (a programming error). */
export function registerCampaignSystem(system: CampaignSystem): void {
  if (systems.has(system.module)) throw new Error(`campaign system "${system.module}" is registered twice`);
  systems.set(system.module, system);
}

/**
 * The system campaigns of `ruleset` play by (by its module: `moduleIdFor`).
 * @throws Error naming why when no system plays that module or the ruleset does not fit it.
 */
export function systemFor(ruleset: Ruleset): CampaignSystem {
  const module = moduleIdFor(ruleset);
  const system = systems.get(module);
  if (!system) throw new Error(`ruleset "${ruleset.id}" plays by the "${module}" rules, which have no campaigns (campaigns play the ${[...systems.keys()].join(' and ')} rules)`);
  const problem = system.problem(ruleset);
  if (problem !== null) throw new Error(problem);
  return system;
}

/** The system of the campaign of `ctx` (its ruleset's). @throws Error as {@link systemFor}. */
export function systemOf(ctx: CampaignContext): CampaignSystem {
  return systemFor(ctx.ruleset);
}

/** The hero document `id`. @throws Error when the context has none (the campaign's documents are incomplete). */
export function heroDoc(ctx: CampaignContext, id: string): Hero {
  const hero = ctx.heroes.get(id);
  if (!hero) throw new Error(`no hero document "${id}" in the campaign's context`);
  return hero;
}
