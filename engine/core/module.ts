/**
 * The ruleset module interface: what the engine's core asks of the rules a game is played by. The core
 * — actions, the `Draft`, the board, movement, visibility, views, mission triggers, the effect registry and the one
 * turn loop — is the same for every ruleset; a module says how turns follow each other, what a piece is, how a
 * strike, damage, healing and statuses go, its own actions, what it adds to a view and how the computer plays a
 * creature. Shaped on boardgame.io's `Game` and `TurnOrder` (`../shared/design/models.md`): flow as data, one
 * object per game kind, the framework owning the loop.
 *
 * A module is chosen once, when a game is created from its ruleset document ({@link moduleIdFor} in
 * `registry.ts`), and stored in the state as `setup.module`; it is never re-decided per action. Register one with
 * `registerRulesetModule`; see docs/rulesets.md, "Writing a ruleset module".
 * @module
 */
import type { Creature, DicePool, Effect, EffectType, Hero, Mission, MissionMonster, Ruleset, Spell } from '../../content/schemas/index.ts';
import type { RulesIssue } from '../../content/schemas/rules/issues.ts';
import type { Rules } from '../../content/schemas/rules/rules.ts';
import type { CombatDie } from './dice.ts';
import type { Draft } from './draft.ts';
import type { EffectContext } from './effect-context.ts';
import type { StepCost } from './movement.ts';
import type { Action, GameError, GameState, ModuleEvents, SeatId, Setup, Unit, UnitId } from './types.ts';
import type { View } from './view-types.ts';

/**
 * One turn of the round: the seat that plays it, and the one unit it moves (`null`: every unit of the seat, as
 * the classic master's turn moves all creatures).
 */
export interface TurnSlot {
  seat: SeatId;
  unit: UnitId | null;
}

/**
 * Who plays when (boardgame.io's `TurnOrder`). The core's loop calls `next` after every turn: a slot to play, or
 * `null` when the round is over; at a new round it calls `next(state, null)` for the round's first slot.
 */
export interface TurnOrder {
  /** The slot after `current` in this round (`null`: the round's first), or `null` when the round is over or nobody can play. */
  next(state: GameState, current: TurnSlot | null): TurnSlot | null;
}

/** An effect brick handler, as in the core's registry (`engine/core/effects.ts`): changes the draft and emits events. */
export type EffectHandler<T extends EffectType = EffectType> = (draft: Draft, effect: Extract<Effect, { type: T }>, ctx: EffectContext) => void;

/**
 * A module's own action: how it is applied (the seat's turn checked already) and which actions of its type to try.
 * `legalActions` lists the candidates `apply` accepts, so the rules live in `apply` alone.
 */
export interface ModuleAction {
  /**
   * Applies `action` for the hero of `seat` on its turn; rejects (`reject(...)`) when it breaks the rules, before it
   * changes anything in the draft.
   */
  apply(draft: Draft, hero: Unit, action: Action): void;
  /** The actions of this type `hero` might take on its turn (every one `apply` could accept; those it refuses are dropped). */
  candidates(state: GameState, hero: Unit): Action[];
  /**
   * Why `hero` may not take `action` now, or null: the checks `apply` runs before it changes anything (it should call
   * this). Given, `legalActions` reads it for each candidate; without it, each candidate is tried through the reducer.
   */
  refusal?(state: GameState, hero: Unit, action: Action): GameError | null;
  /**
   * Whether a hero seat may take it outside its own turn (an answer to a prompt, such as a reaction): the reducer then
   * does not refuse it `not_your_turn`, and `legalActions` lists its candidates for every hero seat. Default false.
   */
  readonly anyTurn?: boolean;
}

/** What a seat that does not see everything (a hero seat, the master of a closed quest book) sees, for a module's event rules. */
export interface EventSight {
  /** Whether the seat sees unit `unit` (in its sight now; a unit it has not found, or no such unit: false). */
  sees(unit: UnitId): boolean;
  /** Whether the seat is the master's. */
  readonly master: boolean;
}

/** Whether a seat that does not see everything may see `event` (`eventsFor`); the master of an open quest book and spectators of the whole table see every event. */
export type EventVisibility<E> = (event: E, sight: EventSight) => boolean;

/**
 * Who may see each of a module's own events (`T`: the types it declares in {@link ModuleEvents}): every one decided,
 * so that an event a module declares without a rule here fails to compile.
 */
export type ModuleEventRules<T extends keyof ModuleEvents> = { readonly [K in T]: EventVisibility<ModuleEvents[K]> };

/** A unit's spendable resource (mana, stamina, ...): `null` when the unit has none. */
export interface SpendableResource {
  id: string;
  value: number;
  max: number;
}

/** What a module needs to know when a game is created. */
export interface ModuleInput {
  ruleset: Ruleset;
  mission: Mission;
  heroes: Hero[];
  creatures: Creature[];
}

/** One rule of a computer hero's choice (engine/core/hero-ai.ts): an action of `legal`, or undefined to let the next rule choose. */
export type HeroTactic = (view: View, legal: readonly Action[]) => Action | undefined;

/** What a ruleset module adds to the computer's heroes ({@link RulesetModule.heroTactics}). */
export interface HeroTactics {
  /** Before anything else but `start`: what this ruleset's heroes do first (d20: revive, heal, a damage spell). */
  readonly first?: HeroTactic;
  /** When nothing else is worth doing, before the end of the turn (d20: an ability, Defend). */
  readonly last?: HeroTactic;
}

/**
 * A ruleset module. Every hook but `id`, `turnOrder`, `strike` and `playCreature` is optional: a module that
 * leaves one out gets the core's default (written with the hook).
 */
export interface RulesetModule {
  /** The registry key, stored as `setup.module`: `classic`, `d20`, `rules`, or a registered module's own. */
  readonly id: string;

  /**
   * Called once by `createGame`: checks the mission can be played (throws `Error` naming what is missing) and
   * returns the module's parsed settings, kept in `setup.moduleData` (plain JSON). Default: `null`.
   */
  prepare?(input: ModuleInput): unknown;
  /** Whether a campaign fight's room (`GameInput.campaign`) may be played under this module (its `heroPiece` brings each hero as it stands); default false. */
  readonly campaignFights?: boolean;
  /** Whether a hero of a campaign fight's room may flee it (`flee`, spec 003); default false: `flee` is `not_in_ruleset`. */
  readonly flees?: boolean;
  /**
   * Whether a room of this ruleset offers only heroes written for it (its heroes carry its own numbers, as d20's do);
   * default false: heroes written for no ruleset are offered too. The Archive offers a document's heroes by it.
   */
  readonly ownHeroesOnly?: boolean;
  /** Whether a hero may be offered in a room of this ruleset (default: written for it, or for no ruleset unless {@link ownHeroesOnly}). */
  offersHero?(setup: Setup, hero: Hero): boolean;
  /** Whether a spell belongs to this ruleset's games (default: those without a mana `cost`). */
  offersSpell?(spell: Spell): boolean;
  /** What a hero's piece is under this ruleset, over the core's `heroUnit` (hit points, the module's numbers). Worked out once, at creation. */
  heroPiece?(setup: Setup, hero: Hero): Partial<Unit>;
  /**
   * Why a creature kind cannot play under this ruleset (for a `spawn`), or `null` when it can; `placed`, the mission's
   * placement of it when the mission places it (its fields beyond the kind and square are the module's to read).
   */
  creatureProblem?(setup: Setup, kind: Creature, placed?: MissionMonster): string | null;
  /**
   * What a creature's piece is under this ruleset, over the core's `creatureUnit`, `placed` as in `creatureProblem`.
   * With `span` and `reach` (as in `heroPiece`) the module says which squares the piece covers and how far it strikes
   * (engine/core/footprint.ts).
   */
  creaturePiece?(setup: Setup, kind: Creature, placed?: MissionMonster): Partial<Unit>;

  /**
   * Called once when the game starts, after the heroes' pieces are on the board and before the first turn: what the
   * module sets up with the game's dice (the `rules` module rolls initiative and gives mission NPCs their pieces).
   * Default: nothing.
   */
  startGame?(draft: Draft): void;

  /** Turn order. */
  readonly turnOrder: TurnOrder;
  /** The start of a slot's turn (statuses tick, stat changes arm): @returns whether the turn is lost. */
  startTurn?(draft: Draft, slot: TurnSlot): boolean;
  /** The end of a slot's turn, played or lost. */
  endTurn?(draft: Draft, slot: TurnSlot): void;
  /** The end of a round, before the mission's round-counting conditions. */
  endRound?(draft: Draft): void;
  /** A creature's scheduled action that takes its whole turn at its start (a timed action): @returns whether it did. */
  scheduledTurn?(draft: Draft, creature: Unit): boolean;
  /** Whether heroes roll their movement (the core's `roll` action); default true. False: `roll` is `not_in_ruleset`. */
  readonly rollsMovement?: boolean;
  /**
   * The dice a hero rolls to move under `ruleset` (the `roll` action; a view shows them), or null when it gives none.
   * Default: the ruleset's `heroMovement`.
   */
  movementRoll?(ruleset: Ruleset): DicePool | null;
  /**
   * What each step of `unit` costs (difficult terrain, its movement mode), or null when every step costs one square:
   * the core's path search (`reachable`) then finds the cheapest paths, and a move spends their cost. Default: null
   * (classic and d20 move one square a step over any terrain).
   */
  stepCost?(state: Pick<GameState, 'setup'>, unit: Unit): StepCost | null;
  /** Whether the turn under way is complete after an action (it then ends by itself); default: never, `end_turn` ends it. */
  turnComplete?(draft: Draft): boolean;

  /** Whether `attacker` may strike `target` at all under this ruleset (default: yes). */
  canBeStruck?(state: GameState, attacker: Unit, target: Unit): boolean;
  /** Resolves one strike of `attacker` at `target` (range and turn checked already). */
  strike(draft: Draft, attacker: Unit, target: Unit): void;
  /** How many strikes a creature makes on its turn (default 1). */
  strikesOf?(unit: Unit): number;
  /**
   * The combat die of `ruleset` (what a `damage` brick's `dice` roll; a view shows its faces), or null when it has
   * none. Default: none, and a `damage` brick with `dice` is an error (a module whose bricks roll no combat dice
   * handles `damage` itself, in {@link effects}).
   */
  combatDie?(ruleset: Ruleset): CombatDie | null;

  /** The module's own effect brick handlers, over the core's (damage, heal, status...). */
  readonly effects?: Partial<{ [T in EffectType]: EffectHandler<T> }>;
  /** The unit's spendable resource, if it has one (for `restore` and spell costs). */
  resourceOf?(unit: Unit): SpendableResource | null;
  /** Sets the unit's spendable resource to `value` (within its maximum). */
  setResource?(draft: Draft, unit: Unit, value: number): void;
  /** What casting `spell` costs of the caster's resource, or `null` when it spends a use. */
  spellCost?(spell: Spell): number | null;

  /** The module's own actions, by action type (`defend`, `ability`...): any other module answers `not_in_ruleset`. */
  readonly actions?: Readonly<Record<string, ModuleAction>>;
  /**
   * Called by `apply` after an accepted action has run (the turns it ended and the computer's turns it led to
   * included), before the mission's triggers, {@link afterAction} and the outcome: the module's answers to what happened, read from
   * `draft.events` with `before` the state the action was applied to (the `rules` module's opportunities: a parting
   * blow when a piece leaves a foe's reach); `seat` sent `action`. Default: nothing.
   */
  reactTo?(draft: Draft, before: GameState, action: Action, seat: SeatId): void;
  /**
   * The prompts waiting for a seat's answer now (the `rules` module's reaction offered to a hero): each seat's, with an
   * `id` that changes with every new prompt. Nothing waits for them; the room answers one `decline` (reason `time`)
   * when its seat has not answered within the room's reaction time. Default: none.
   */
  prompts?(state: GameState): { seat: SeatId; id: string }[];
  /** Plays a slot's turn for the computer (an `auto` mission's creatures). */
  playCreature(draft: Draft, slot: TurnSlot): void;
  /**
   * What the computer's heroes do under this ruleset beyond the core's rules (engine/core/hero-ai.ts): they read only
   * the hero's view and choose among its legal actions. Default: the core's rules alone.
   */
  readonly heroTactics?: HeroTactics;
  /**
   * Who may see each of the module's own events ({@link ModuleEventRules} over the types it declares in
   * `ModuleEvents`). An event no rule decides reaches no seat that does not see everything (deny by default).
   */
  readonly events?: Partial<ModuleEventRules<keyof ModuleEvents>>;
  /**
   * Whether `unit`, on a square `seat` could see, is concealed from it by the module's own rules (the `rules` module: a
   * piece in a hiding stance the other side has not noticed). Asked by the core's visibility for every seat that does
   * not see everything, so a concealed unit is absent from its views and events; it must be cheap (read a flag kept
   * by {@link afterAction}). Default: never.
   */
  conceals?(state: GameState, seat: SeatId, unit: Unit): boolean;
  /**
   * Called after every accepted action and the mission's triggers it set off, before the outcome: what the module works
   * out again from where the pieces now stand (the `rules` module: who notices whom), from what changed since
   * `draft.base`. What it works out must hold for the state as it leaves: the next action's draft starts from it.
   * Default: nothing.
   */
  afterAction?(draft: Draft): void;
  /** What this module adds to a seat's view (`View.rules`): plain JSON, nothing the seat may not see. */
  view?(state: GameState, seat: SeatId): unknown;

  /**
   * The module's own checks of a parsed `rules` document at save, after the language's (`checkRulesLanguage`,
   * `engine/dsl/rules.ts`) found `issues`: the further problems, with their paths (d20 tries its board's formulas
   * out). Asked of every registered module, each answering for the documents that are its own; default: none.
   */
  checkRules?(rules: Rules, issues: readonly RulesIssue[]): RulesIssue[];
}
