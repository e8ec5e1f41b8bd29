/**
 * What `<quest-board>` asks the ruleset a room plays by: the ruleset's own parts of the
 * interface — a piece's numbers on its cards, the word for its life, its status chips and powers, the hero card's
 * extra actions and spell costs, the dice tray's rows for the last rolls, the hint's clauses, the proper names of its
 * heroes and the chronicle's lines for its own events. The element picks one {@link RulesetParts} by the view's
 * `module` (`registry.ts`), never by looking at the pieces' fields; everything else on the table is the same for
 * every ruleset. docs/rulesets.md, "A ruleset module's parts in the element".
 * @module
 */
import type { CSSResult, nothing, TemplateResult } from 'lit';
import type { HeroProfile } from '../api.ts';
import type { Aim, TableState } from '../context.ts';
import type { Lang } from '../i18n.ts';
import type { Preposition } from '../grammar.ts';
import type { Action, GameEvent, HeroPiece, Unit, View } from '../../engine/index.ts';
import type { IconName } from '../board/badges.ts';

/** A template, or lit's `nothing` when a part has nothing to show. */
export type Shown = TemplateResult | typeof nothing;

/** A spell of the view's catalogue. */
export type CatalogSpell = View['catalog']['spells'][number];

/**
 * What the ruleset module adds to a seat's view (`View.rules`: the `rules` module's names and worked-out numbers of
 * each piece in sight), handed to the parts that show a piece's numbers; null when the module adds nothing (classic,
 * d20). Each ruleset's parts read their own module's shape and ignore the rest.
 */
export type ModuleView = View['rules'];

/** What the hero card knows of its hero when it asks for its numbers. */
export interface HeroStatsInput {
  /** The hero's unit, once it has one (from the start of the game). */
  unit: Unit | undefined;
  /** The piece the server worked out for the hero (`heroPieces` of the view), when the module has one. */
  piece: HeroPiece | undefined;
  /** The numbers the card falls back to: the unit's, or before the game the hero profile's. */
  hero: { body: number; maxBody: number; mind: number; attack: number; defence: number };
  /** What the module adds to the seat's view ({@link ModuleView}). */
  moduleView: ModuleView;
  lang: Lang;
}

/** What the hero card hands a ruleset for its extra actions (d20: Defend and the hero's own action; `rules`: the piece's abilities). */
export interface HeroActionsInput {
  /** The seat's living hero, in play. */
  unit: Unit;
  view: View;
  table: TableState;
  lang: Lang;
  /** Sends an action (the hero card's `act`). */
  act(action: Action): void;
  /** Starts aiming an action that needs a target (the board marks the targets, a click on one sends it), or stops (null). */
  aim(aim: Aim | null): void;
  /** The next free digit shortcut of the card (`1`–`9`, undefined once used up), for a button without a letter of its own. */
  nextKey(): string | undefined;
}

/** How the dice tray's rows name things: a unit in a sentence (`capital` at its start), and an event in words. */
export interface RollNaming {
  unit(id: string, capital: boolean): string;
  /** The chronicle's line of `event` (a fumble's cost, say). */
  line(event: GameEvent): string;
}

/**
 * How the board animates an event: a `strike` (the attacker lunges at the target, which flinches when `hurt`), a unit
 * `hurt` (by `amount`), a unit `heal`ed, or a `cast` (a bolt from the unit to its target, or to itself).
 */
export type EventMotion =
  | { kind: 'strike'; attacker: string; target: string; hurt: boolean }
  | { kind: 'hurt'; unit: string; amount: number }
  | { kind: 'heal'; unit: string }
  | { kind: 'cast'; unit: string; target: string | null };

/**
 * Whether the dice tray shows an event's dice: a `row` of its own (the tray's last roll), its dice `tumble` with the
 * others but no row of its own (a roll for initiative), or null: it rolls no dice the tray shows.
 */
export type EventDice = 'row' | 'tumble' | null;

/** What a ruleset's chronicle lines are written with: the reader's language and the chronicle's way of naming units. */
export interface LineWords {
  lang: Lang;
  /** A unit by id as the chronicle names it ("Il barbaro", "su Sir Ragnar"): `capital` at a sentence's start. */
  unit(id: string, capital?: boolean, prep?: Preposition): string;
  /** What the module adds to the view the line is told from ({@link ModuleView}: the `rules` module's names), null when none. */
  moduleView: ModuleView;
}

/**
 * The parts of the interface a ruleset module brings, registered under the module's id (`View.module`) in
 * `registry.ts`. The classic parts are the default for a key with none registered. Words (no DOM) and templates
 * (lit) both: the node tests, the chronicle and the hints use the words.
 */
export interface RulesetParts {
  /** The ruleset module's id, as the engine names it in `View.module` (`classic`, `d20`, ...). */
  readonly id: string;

  // ---- words ----

  /** Whether the module's heroes are named characters ("Xov", never "lo xov"); NPCs always are. */
  readonly heroesHaveProperNames: boolean;
  /**
   * The word for a piece's life on its card and in the master's lists, in `lang`: "Corpo" (classic), "Punti vita"
   * (d20), the vital resource's name (`rules`: "Vigour"). `unit` is the piece (absent before the game), `piece` the
   * hero's starting piece before it has a unit.
   */
  lifeLabel(unit: Unit | undefined, lang: Lang, moduleView: ModuleView, piece?: HeroPiece): string;
  /** What a piece does beyond the core's creature abilities, one line each (d20: strikes per turn, on-hit statuses...). */
  powerLines(unit: Unit, lang: Lang, moduleView: ModuleView): string[];
  /**
   * The chronicle's line of `event` when the module tells it itself — its own events (d20: `d20_attack`,
   * `freeze_roll`...) and any core event it words its own way — else null (the core's line).
   */
  eventLine(event: GameEvent, words: LineWords): string | null;
  /** How the board animates `event` when it is one of the module's own ({@link EventMotion}), else null. */
  eventMotion(event: GameEvent): EventMotion | null;
  /** Whether the dice tray shows the dice of `event` when it is one of the module's own ({@link EventDice}), else null. */
  eventDice(event: GameEvent): EventDice;
  /** The clauses a hero's hint adds after the core's ("…or take a defensive stance"), from the legal actions. */
  hintClauses(legal: readonly Action[], lang: Lang): string[];
  /** Whether the chronicle (or the table) holds rolls the dice tray shows: the tray is shown to the master then. */
  hasRolls(table: Pick<TableState, 'log' | 'lastAttack'>): boolean;

  // ---- templates ----

  /** The hero card's stat cells, each value with a `data-stat`. */
  heroStats(input: HeroStatsInput): TemplateResult;
  /**
   * A piece's stat cells on its card (on the board and in the master's panel), with its changes. `turn` is the turn
   * under way (a hero that rolls for movement shows the steps its roll left it on its turn).
   */
  unitStats(unit: Unit, lang: Lang, moduleView: ModuleView, turn: View['turn']): TemplateResult;
  /** The chips of a piece's statuses (`li.chip` with a `data-status`), before the core's stat-change chips. */
  statusChips(unit: Unit, lang: Lang, moduleView: ModuleView): TemplateResult[];
  /** A free hero's numbers in the join panel: its profile, and the piece the server worked out for it when any. */
  profileStats(profile: HeroProfile, piece: HeroPiece | undefined, lang: Lang): TemplateResult;
  /** The hero card's extra actions section, or `nothing`. */
  heroActions(input: HeroActionsInput): Shown;
  /** What the ruleset shows over the board for the seat now (the `rules` parts' reaction prompt), or `nothing`; default none. */
  overBoard?(table: TableState, lang: Lang): Shown;
  /**
   * The badges the board draws over pieces beyond their statuses', by unit id (the `rules` parts: `focus` over a
   * caster holding a spell by concentration); default none.
   */
  pieceBadges?(view: View): ReadonlyMap<string, readonly IconName[]>;
  /** What casting `spell` costs the unit out of its resource (d20: mana), or null when casting spends its uses. */
  spellCost(unit: Unit, spell: CatalogSpell | undefined): { cost: number; left: number } | null;
  /** The dice tray's rows for the last rolls of the ruleset (after the movement dice), or `nothing`. */
  diceRows(table: Pick<TableState, 'log' | 'lastAttack' | 'view'>, lang: Lang, naming: RollNaming): Shown;
  /**
   * The ruleset's styles, by where they go: `card` in every shadow root that shows a card (hero card, master's
   * panel, the board's piece card), `dice` in the dice tray, `join` in the join panel, `log` in the chronicle (its
   * `li` carry their event's type as class). Every registered ruleset's styles are in those roots (a part's classes
   * are its own), so they are known when the elements are defined.
   */
  readonly styles: { card: CSSResult; dice: CSSResult; join: CSSResult; log: CSSResult };
}
