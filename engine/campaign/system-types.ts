/**
 * The shape of a campaign's system ({@link CampaignSystem}): what differs between the kinds of ruleset a campaign is
 * played by. A ruleset module whose rooms campaigns fight in brings one as its `campaign`: this module adds that field
 * to the core's `RulesetModule` (declaration merging: the core names nothing above it), so the ruleset registry is
 * the only registry. Types only, so that a ruleset's folder can name them without importing the campaign layer;
 * `system.ts` finds a ruleset's system.
 * @module
 */
import type { LocalizedText } from '../../content/schemas/common.ts';
import type { Hero, Ruleset } from '../../content/schemas/index.ts';
import type { D20Board } from '../../content/schemas/rules/d20.ts';
import type { CampaignFighter, GameState, Unit } from '../core/types.ts';
import type { CampaignContext, CampaignEvent, CampaignHero, CampaignState, FightOutcome } from './types.ts';

declare module '../core/module.ts' {
  interface RulesetModule {
    /** The campaigns of this ruleset: a module without one plays no campaign (its rooms are never a campaign's fight). */
    readonly campaign?: CampaignSystem;
  }
}

/** One hero as a fight's room gave it back (`FightOutcome.heroes`). */
export type HeroOutcome = FightOutcome['heroes'][number];

/** What a system reads of a hero's piece as the fight's room left it, besides its hit points and poison. */
export type HeroCarriedOut = Pick<HeroOutcome, 'res' | 'kills' | 'gold' | 'items' | 'xp' | 'resources' | 'slotsSpent'>;

/** A way a party rests between fights under a system with rests ({@link CampaignRests}). */
export interface CampaignRest {
  id: string;
  name: string;
  /** Minutes of world time it takes. */
  minutes: number;
  kind: 'short' | 'long';
}

/** The rests a system's parties take between fights, in town or on the road (`take_rest`). */
export interface CampaignRests {
  /** The rests the campaign's ruleset offers, in its order. */
  list(ctx: CampaignContext): CampaignRest[];
  /**
   * Takes rest `rest` (one of {@link list}'s: checked by the caller): its time added to `state.run.clock`, the living
   * active heroes restored by it unless it is interrupted (its chance drawn from the campaign's PRNG).
   */
  take(ctx: CampaignContext, state: CampaignState, rest: string): CampaignEvent[];
}

/**
 * What a hero of a campaign system has, for a page showing the roster and the town: a panel reads these, never the
 * system's name.
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
  /** Why `ruleset` cannot be played as a campaign of this system (its d20 board missing...), or null when it can. */
  problem(ruleset: Ruleset): string | null;
  /** The d20 board the campaign's town reads (progression, upgrades, tiers) of `ruleset`, or null when the system has none (the classic quest book). */
  boardOf(ruleset: Ruleset): D20Board | null;
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
  /** `hero`'s (of document `doc`) maximum hit (body) points and mana, stamina or mind points, and the resource's name. */
  maxima(ctx: CampaignContext, hero: CampaignHero, doc: Hero): { hp: number; res: number; resource: string };
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
  /**
   * What `unit`, a hero's piece in the finished room `room`, carries out of it besides its hit points and poison: its
   * mana, stamina or mind points, its kills, and (a classic room) its gold — `share` its part of the party's gold
   * — and items. Read by {@link fightOutcome}.
   */
  carriedOut(room: GameState, unit: Unit, share: number): HeroCarriedOut;
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
  /** The rests its parties take between fights (`take_rest`); absent: none (the town's rest and the road's camps only). */
  readonly rests?: CampaignRests;
  /**
   * What a hero's `hp` and `res` count, named as the ruleset's document names them (a rules document's vital resource
   * and first other resource: "Vigour", "Resolve"); absent: the page's own words (hit or body points, mana, stamina, mind).
   */
  resourceNames?(ctx: CampaignContext): { hp: string; res: string };
}
