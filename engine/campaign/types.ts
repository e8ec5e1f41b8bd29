/**
 * The campaign layer's state, actions and events (spec 003 "Campaign owns roster, currency, resources,
 * training, attire, inventory, artifacts, reputation, records. Adventure owns tier, highest completion, routes,
 * positions, resolved points, camps and challenge receipts."). Pure data: JSON in, JSON out, so a state is saved,
 * restored and sent as it is. Every die comes from `rng`, the campaign's own PRNG (as a room's).
 * @module
 */
import type { Adventure } from '../../content/schemas/adventure.ts';
import type { LocalizedText } from '../../content/schemas/common.ts';
import type { CampaignRules } from '../../content/schemas/campaign-rules.ts';
import type { D20Board } from '../../content/schemas/rules/d20.ts';
import type { Hero, Ruleset } from '../../content/schemas/index.ts';
import type { RngState } from '../core/types.ts';
import type { Track } from './actions.ts';

export type { CampaignAction, CampaignActionType, FightOutcome, Track } from './actions.ts';
export type { CampaignEvent, CampaignEventOf, CampaignEventType } from './events.ts';

/** One hero of the Company, as the campaign owns it between fights. */
export interface CampaignHero {
  /** The hero document's id (`vestin`). */
  id: string;
  level: number;
  xp: number;
  /** Ranks bought on each track, from 0. */
  training: Record<Track, number>;
  /** Current HP (0: dead; the dead stay dead until the Temple). */
  hp: number;
  /** Current mana or stamina (the kind is the ruleset's rule for the hero). */
  res: number;
  /** Poison carried between battles (its amount per turn), 0 when none (spec 003: "poison also copies to persistent hero state"). */
  poison: number;
  /** The weapon's element (Blacksmith attunement), or null. */
  attunement: string | null;
  /** Armour wards bought at the Blacksmith: distinct elements, at most the ruleset's cap. */
  resistances: string[];
  /** Spells learned at the Guild beyond the hero document's own. */
  spells: string[];
  /** Outfits bought (the base outfit is implicit and never listed) and the one worn (null: the base). */
  attire: { owned: string[]; worn: string | null };
  /** The artifact it wears (replacing its personal action), or null. */
  artifact: string | null;
  /** Its records: fights fought, creatures slain, times fallen. */
  records: { fights: number; kills: number; falls: number };
  /**
   * The hero's own gold coins, under a campaign system whose heroes keep a purse (the classic quest book: the gold a
   * hero finds is its own); absent under the d20 rules (the Company's gold is shared).
   */
  gold?: number;
  /** The items the hero carries from quest to quest (item ids, one per copy), under the classic quest book; absent under the d20 rules. */
  items?: string[];
  /**
   * Under a spec 002 `rules` ruleset, what its creature keeps between fights besides `level`, `xp`, `hp` (the vital
   * resource) and `res` (the first other resource): its attribute scores as its levels' `grants` left them, the
   * current value of each of its other resources, and what its levels added to its vital maximum
   * (`progression.levelVitality`). Absent under the other rules.
   */
  sheet?: HeroSheet;
}

/** A hero's creature under a spec 002 `rules` ruleset, as a campaign keeps it between fights (`CampaignHero.sheet`). */
export interface HeroSheet {
  /** Attribute scores by id (the document's, as grants changed them). */
  attributes: Record<string, number>;
  /** Current values of its resources by id (the vital one and the first other are `hp` and `res`, not here). */
  resources: Record<string, number>;
  /** What levels gained have added to the vital resource's maximum. */
  vitality: number;
  /** The conditions on it that last until removed (a level's `grants` gave them), by id; absent: none. */
  conditions?: string[];
  /**
   * The spell slots it has spent by spell level, carried from fight to fight until a rest the document's
   * `spellcasting.recoverOn` names gives them back; absent: none spent.
   */
  slotsSpent?: Record<string, number>;
}

/** What the Company owns (the campaign's part, kept across runs and tiers). */
export interface Company {
  /** Every hero of the Company, in roster order. */
  heroes: CampaignHero[];
  /** The ids of the active heroes (they play), in order; the rest of `heroes` are reserves. */
  active: string[];
  gold: number;
  provisions: number;
  /** The shared Healing Potions pouch. */
  potions: number;
  /** Other consumables, by item id. */
  stores: Record<string, number>;
  /** Artifacts owned (equipped or not), by id. */
  artifacts: string[];
  /** Completion reputation: one per successful run. */
  reputation: number;
  /** Company records: completions per tier, fights won, fled, lost. */
  records: { completions: Record<string, number>; won: number; fled: number; lost: number };
}

/** Where the party is: in town, or at a location's node `position` (an index into its nodes). */
export type Place = { at: 'town' } | { at: 'location'; location: string; position: number };

/** A fight being played: the room of an encounter node, or of the adventure's prologue. */
export interface Fight {
  /** The encounter node (the prologue's: its mission id). */
  node: string;
  /** The room's id (a receipt keyed by it makes its outcome flow back once). */
  room: string;
  /** The potions dealt to the heroes at the start (what is left returns to the pouch). */
  potions: number;
  /** Whether it is the prologue's fight (its end only marks the prologue done); absent for an encounter. */
  prologue?: true;
}

/** What the current adventure run owns (reset by replay or the next tier; the Company stays). */
export interface Run {
  adventure: string;
  tier: string;
  /** The highest tier completed in this adventure, or null. */
  highest: string | null;
  /** Whether this run reached the adventure's completing exit. */
  completed: boolean;
  place: Place;
  /** Locations the party may travel to (the start, then those opened by resolved exits). */
  opened: string[];
  /** Locations excluded by a branch choice, for the whole run. */
  excluded: string[];
  /** Nodes resolved in this run. */
  resolved: string[];
  /** Camp nodes rested at in this run. */
  camps: string[];
  /** Run flags and clues. */
  flags: string[];
  /** The page each dialogue node is at (its last page read). */
  dialogue: Record<string, string>;
  /** The fight being played, or null. */
  fight: Fight | null;
  /** Whether a battle was fought since the last town visit (the Wishing Well's chance on return). */
  battleSinceTown: boolean;
  /** Minutes of world time the run's rests took (`take_rest`, a rules document's `rests[].duration`); absent: none yet. */
  clock?: number;
}

/** A campaign: its Company, its run, its PRNG and its ledger. */
export interface CampaignState {
  /** The campaign's id. */
  id: string;
  /** The ruleset (with `campaign` rules) and adventure documents' ids. */
  ruleset: string;
  adventure: string;
  company: Company;
  run: Run;
  /** The Wishing Well's opportunity, kept until used. */
  wish: boolean;
  /** The prologue of a new campaign: `pending` until played (or skipped by an older campaign), then `done`. */
  prologue: 'pending' | 'done';
  /**
   * Receipts of every payout and one-off resolution (`reward:<node>`, `challenge:<node>`, `fight:<room>`): a
   * reload, a redraw or a repeated command never pays twice.
   */
  ledger: string[];
  rng: RngState;
  /** How many actions were applied (the campaign's seq). */
  seq: number;
}

/** A player of a campaign: `leader` (who created it) or a joined player `p1`, `p2`... */
export type PlayerId = string;

/** What the campaign rules need besides the state: the documents it plays by, read once per campaign. */
export interface CampaignContext {
  adventure: Adventure;
  ruleset: Ruleset;
  rules: CampaignRules;
  /** The d20 board (progression, upgrades, tiers), or null for a ruleset without one (the classic quest book). */
  board: D20Board | null;
  /**
   * Every hero document of the Company (and the adventure's recruits), by id; with `campaign.replace`, also every hero
   * the ruleset plays (a dead hero's replacement is picked among them).
   */
  heroes: Map<string, Hero>;
  /**
   * The names of the documents the town sells or teaches, by id: the shop's items and the Guild's spells (and the
   * heroes' own spells), for the view; an id without a document here is shown as its id. Absent: none known.
   */
  names?: { items: Map<string, LocalizedText>; spells: Map<string, LocalizedText> };
  /** The pictures of those documents that name one (a game-icons name), by id: the town draws them. Absent: none known. */
  pictures?: { items: Map<string, string>; spells: Map<string, string> };
  /**
   * The ids of the adventure's missions (its encounters' and its prologue's) a fight's room can be made of now; a
   * fight whose mission is not here is refused `mission_gone` (and is not a legal action). Absent: every mission is
   * taken to exist (a context built without the content store, as the engine's tests do).
   */
  missions?: ReadonlySet<string>;
}
