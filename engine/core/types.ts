/**
 * The engine's data: game state, actions and events (the errors in `errors.ts`, the views in `view-types.ts`).
 * Everything here is plain JSON-serialisable data. Documented for clients in `docs/protocol.md`.
 * @module
 */
import type { Action } from './action.ts';
import type { CombatFace, LocalizedText, Square } from '../../content/schemas/index.ts';
import type {
  Ability,
  Condition,
  Creature,
  Deck,
  EffectType,
  Hero,
  Item,
  MissionEvent,
  MissionObject,
  Ruleset,
  Spell,
  WinRule,
} from '../../content/schemas/index.ts';
import type { GameError } from './errors.ts';

export { ERROR_CODES, type ErrorCode, type GameError } from './errors.ts';

import type { Seat, SeatId } from './seat.ts';

export type { Seat, SeatId } from './seat.ts';
/** The master's seat id. */
export const MASTER: SeatId = 'master';
/**
 * The viewer id of a spectator: no seat of its own, it sees what every hero sees in common (never the master's hidden
 * information), may do nothing (`legalActions` is empty) and every action it sends is refused (`spectator`).
 * docs/protocol.md, "Watching".
 */
export const SPECTATOR: SeatId = 'spectator';
/** The refusal of any action a spectator sends (HTTP 403). */
export const SPECTATOR_REFUSAL: GameError = { code: 'spectator', message: 'a spectator watches the room and may not act: take a free seat to play' };
/** A unit id: a hero's unit has its seat's id (`h1`), a creature `m1`, `m2`, ... in mission order. */
export type UnitId = string;

/** The two sides of the table. */
export type Side = 'heroes' | 'master';

/** The PRNG's internal state: four 32-bit unsigned integers (sfc32). Never leaves the server. */
export type RngState = [number, number, number, number];

/** A board area: index 0 is the corridor; rooms follow from 1 in the map's `rooms` order; -1 is solid rock. */
export type AreaIndex = number;
/** The area index of solid rock. */
export const ROCK: AreaIndex = -1;
/** The area index of corridors. */
export const CORRIDOR: AreaIndex = 0;

/** A door of the board: `id` is `d0`, `d1`, ... in the map's `doors` order. */
export interface BoardDoor {
  id: string;
  between: [Square, Square];
  secret: boolean;
}

/**
 * The compiled board. `areas[y * width + x]` is the area of square `[x, y]`;
 * `rooms[i - 1]` names area `i`. Walls stand between squares of different areas.
 */
export interface Board {
  width: number;
  height: number;
  areas: AreaIndex[];
  rooms: { id: string; name: LocalizedText | null }[];
  doors: BoardDoor[];
  /** Difficult terrain as `[square index, multiplier]` pairs (the map's `difficult`); absent when the map has none. */
  difficult?: [number, number][];
}

/** A stat an effect can change: attack dice, defence dice, movement squares, mind points. */
export type StatName = 'att' | 'def' | 'move' | 'mind';

/**
 * A temporary change of a stat (effect `stat`). A `turn` change is *armed* once the unit's own turn is under way and
 * ends with that turn; a `round` change ends with the round; a `quest` change lasts the mission.
 */
export interface StatMod {
  stat: StatName;
  delta: number;
  duration: 'turn' | 'round' | 'quest';
  armed: boolean;
}

/**
 * The statuses a unit can hold. Classic rules: `poison`, `stun`. A d20 ruleset (spec 003, "Statuses") adds
 * `freeze`, `guard`, `weaken` (the guide's AccuracyPenalty), `entangled`, `off_balance`, `exposed`, `defending`,
 * `vanished`, `shield_wall`, `fumble_attack` and `armour_penalty`.
 */
export type StatusName =
  | 'poison'
  | 'stun'
  | 'freeze'
  | 'guard'
  | 'weaken'
  | 'entangled'
  | 'off_balance'
  | 'exposed'
  | 'defending'
  | 'vanished'
  | 'shield_wall'
  | 'fumble_attack'
  | 'armour_penalty';

/**
 * A lasting status: `poison` costs `amount` body points at the start of each of the sufferer's turns, `stun` skips
 * them; `rounds` turns are left (0 under a d20 ruleset: until cured or ended by its own rule). `amount` is the
 * size of a bonus or penalty. `pending` (Shield Wall) lists the enemies whose next completed turn it still waits for.
 */
export interface StatusState {
  status: StatusName;
  rounds: number;
  amount: number;
  pending?: UnitId[];
}

/**
 * What a hero's piece starts with under its ruleset module, over the core's hero unit: its body (hit) points and
 * the module's own numbers (`ext`).
 */
export type HeroPiece = Pick<Unit, 'body' | 'maxBody'> &
  Partial<Pick<Unit, 'ext' | 'mind' | 'attack' | 'defence' | 'move' | 'statuses' | 'gold' | 'span' | 'reach'>>;

/** A piece on the board. `body` and `maxBody` are body points; `attack` and `defence` combat dice; `move` squares. */
export interface Unit {
  id: UnitId;
  side: Side;
  /** The hero id or creature kind this unit was made from. */
  kind: string;
  name: LocalizedText;
  x: number;
  y: number;
  body: number;
  maxBody: number;
  mind: number;
  attack: number;
  defence: number;
  /** Squares per turn for creatures; heroes roll their movement. */
  move: number;
  color: string | null;
  /**
   * The figure the board draws the piece with, as its creature kind or hero names it (`figure`); absent when the
   * document names none (the board then looks the figure up by `kind`, then by side).
   */
  figure?: string;
  /** Its picture, as its creature kind or hero names it (`picture`, a game-icons name); absent when the document names none (its kind's default picture is drawn). */
  picture?: string;
  tag: string | null;
  /** Its module's: it covers the `span` × `span` squares from `x`, `y` and strikes `reach` steps away (footprint.ts; absent 1). */
  span?: number;
  reach?: number;
  alive: boolean;
  /** A non-player character of the mission (side `heroes`, or `master` when the master moves it). */
  npc: boolean;
  /** Creature powers (spec 000, "Poteri delle creature"); empty for heroes. */
  abilities: Ability[];
  /** A `dormant` creature that has not yet moved or attacked: it cannot be wounded. */
  dormant: boolean;
  statuses: StatusState[];
  mods: StatMod[];
  /** Heroes: the spells known, with the uses left this mission. */
  spells: { id: string; uses: number }[];
  /** Heroes: item ids in the inventory (one entry per copy). */
  items: string[];
  /** Heroes: gold coins. */
  gold: number;
  /**
   * The numbers the game's ruleset module keeps for the piece, of the module's own type (each module reads its own
   * through an accessor of its folder); the core never reads them. Absent when the module keeps none for it (the
   * classic rules, a mission's NPC).
   */
  ext?: unknown;
}

/** What the seat whose turn it is has done so far this turn. */
export interface TurnState {
  seat: SeatId;
  /** The movement dice rolled this turn, or null before the roll. */
  roll: number[] | null;
  /** Squares of movement left. */
  stepsLeft: number;
  /** The hero has moved at least one square this turn. */
  moved: boolean;
  /** The hero has taken its action this turn. */
  acted: boolean;
  /** Per creature, during the master's turn: squares moved and whether it has attacked (d20: all its strikes made, `strikes` so far). */
  creatures: Record<UnitId, { steps: number; attacked: boolean; strikes?: number }>;
  /** Under a d20 ruleset, the one unit whose turn it is (a hero, or the creature the master moves); null otherwise. */
  unit: UnitId | null;
}

/** Everything fixed when the game is created: the compiled mission, the ruleset and the heroes on offer. */
export interface Setup {
  /** The mission's public part; `notes` are the master's (empty in hero views). */
  mission: {
    id: string;
    name: LocalizedText;
    description: LocalizedText | null;
    auto: boolean;
    win: WinRule;
    lose: Condition[];
    wanderingMonster: string | null;
    notes: string[];
    /** Under a d20 ruleset, the difficulty tier its creatures are scaled by (null: the ruleset's first). */
    tier: string | null;
    /** Where the mission is played (`dungeon` or `outdoor`: how the board draws it); absent in states stored before it, read as `dungeon`. */
    setting?: 'dungeon' | 'outdoor';
  };
  ruleset: Ruleset;
  /**
   * The ruleset module the game plays by (a registered module's id: `engine/core/registry.ts`), chosen once at
   * creation from the ruleset document.
   */
  module: string;
  /** The module's own settings, parsed once at creation (`RulesetModule.prepare`); null when it keeps none. */
  moduleData?: unknown;
  board: Board;
  start: Square[];
  /** The heroes that may join, in content order. */
  roster: Hero[];
  /**
   * The piece each hero of the roster comes on the board with under its ruleset module (hit points and the module's numbers
   * worked out from its level and training; under the classic rules its equipment's dice and, in a campaign fight,
   * its body points and gold), by hero id.
   */
  heroPieces: Record<string, HeroPiece>;
  /** The mission's objects (their static part; what changes is in `GameState.objects`), events and search deck. */
  objects: MissionObject[];
  events: MissionEvent[];
  searchDeck: string | null;
  /** Which side moves each NPC unit, by unit id. */
  npcMovers: Record<UnitId, 'heroes' | 'master'>;
  /** The content the game's effects can reach: every creature kind (for `spawn`), spell (for Teach), item and deck. */
  creatures: Creature[];
  spells: Spell[];
  items: Item[];
  decks: Deck[];
  /**
   * A campaign fight's room: the Company's heroes as they stand and what fleeing needs
   * ({@link CampaignFight}); absent in every other room.
   */
  campaign?: CampaignFight;
}

/** A hero of a campaign fight as it comes to the room: its current hit points, mana or stamina, and poison carried. */
export interface CampaignFighter {
  /** Current hit points (0: dead, it does not take the field); more than its maximum is cut to the maximum. */
  hp: number;
  /** Current mana or stamina; more than its maximum is cut to the maximum. */
  res: number;
  /** The poison it carries between battles: hit points lost at each of its turns' beginning; 0 when none. */
  poison: number;
  /** The artifact it wears, replacing its personal action (the d20 module's `D20Piece.artifact`); absent when none. */
  artifact?: { id: string; dice: string };
  /** The gold coins it carries in (a classic quest book's hero keeps its purse); absent: none. */
  gold?: number;
}

/**
 * What makes a room a campaign fight (spec 003, "Fights are rooms"): `heroes`, by hero id, as they stand (only these
 * heroes, and only the living, are offered), the `provisions` the Company has and `fleeProvisions` a flee needs (null:
 * its rules have no fleeing), the item id of the shared pouch's potions dealt to the heroes (`pouchItem`, null: none;
 * those left go back to the pouch), and the campaign's id (`campaign`, the server's: the room's end flows back to it).
 */
export interface CampaignFight {
  campaign: string;
  heroes: Record<string, CampaignFighter>;
  provisions: number;
  fleeProvisions: number | null;
  pouchItem: string | null;
  /**
   * A scripted fight (the campaign's prologue, spec 003: "a scripted unavoidable Dreadbell defeat, bypassing
   * defenses"): a creature's party toll ignores Defending and Shield Wall. Absent: an ordinary fight.
   */
  tollsIgnoreDefences?: boolean;
}

/**
 * An object in play, by index of the mission's `objects`: `hidden` until found; `done` once a treasure is taken, a
 * furniture searched, or a trap sprung or disarmed.
 */
export interface ObjectState {
  id: string;
  hidden: boolean;
  done: boolean;
}

/** A deck in play: card ids still to draw (top first) and those played. */
export interface DeckState {
  draw: string[];
  discard: string[];
}

/** A `custom` effect waiting for the master to resolve it. */
export interface PendingCustom {
  id: number;
  text: LocalizedText;
}

/**
 * The whole game state, server side only. Plain JSON; never mutated: `apply` returns a new state
 * that shares unchanged parts with the old one.
 */
export interface GameState {
  setup: Setup;
  /**
   * Whether the master's seat reads the quest book: `open`, it sees every hidden creature, trap, object and secret
   * door and the mission's notes; `closed`, it discovers the dungeon with the heroes and sees only what they have
   * found (plus its own tools: decks, pending custom effects, every spell and item to teach). A room's, not a
   * mission's: see docs/protocol.md, "The quest book". States stored before it existed read as `open`.
   */
  questBook: QuestBook;
  rng: RngState;
  phase: 'lobby' | 'playing' | 'over';
  seats: Seat[];
  units: Unit[];
  /** Open flags, by door index. */
  doorsOpen: boolean[];
  /** Ids of revealed rooms. */
  revealed: string[];
  /** The round number, from 1 once the game has started (0 in the lobby). */
  round: number;
  turn: TurnState | null;
  result: { winner: Side; reason: GameOverReason; condition?: Condition } | null;
  /** The mission's objects in play, in mission order (`o1`, `o2`, ...). */
  objects: ObjectState[];
  /** Secret doors found, by door index (always true for ordinary doors). */
  doorsFound: boolean[];
  /** Per hero seat, the areas it has searched: `treasure:<area>` and `traps:<area>`. */
  searched: Record<SeatId, string[]>;
  /** Fired flags of the mission's events, by index. */
  fired: boolean[];
  /** Per NPC moved by the heroes' side, the last round it moved. */
  npcMoved: Record<UnitId, number>;
  /** Decks by id, shuffled at creation with the game's PRNG. */
  decks: Record<string, DeckState>;
  /** Gold held by the party as a whole (gold effects that name no hero). */
  partyGold: number;
  /** `custom` effects the master has not yet marked done. */
  pending: PendingCustom[];
  /** The id the next pending custom effect gets. */
  nextPending: number;
  /** The number of accepted actions so far. */
  seq: number;
  /**
   * The room's turn time limit in seconds, or null (absent in older states) for none: past it a hero's turn may be
   * skipped and an away master's creatures are played by the computer (docs/protocol.md).
   */
  turnSeconds?: number | null;
  /** The seconds a seat has to answer a prompt (a reaction offered) before the room declines it; absent: 20 s. */
  reactionSeconds?: number;
  /** Whether the master handed the creatures to the computer (`hand_over`): they play as in an `auto` mission. Absent: false. */
  computer?: boolean;
}

/** Whether a room's master reads the mission's hidden placements: see {@link GameState.questBook}. */
export type QuestBook = 'open' | 'closed';

/** Why the game ended. */
export type GameOverReason = 'all_creatures_dead' | 'all_heroes_dead' | 'declared' | 'effect' | 'conditions' | 'fled' | Condition['type'];

export type { Action } from './action.ts';
/** An action with the seat that sends it, as `apply` takes it and the room's log stores it. */
export type SeatAction = Action & { seat: SeatId };

/**
 * The events ruleset modules add, by type: empty here (the core names no ruleset). Each module's folder declares its
 * own by declaration merging (`declare module '../../core/types.ts' { interface ModuleEvents extends MyEvents {} }`,
 * the key an event's `type`) and says who may see each (`RulesetModule.events`).
 */
export interface ModuleEvents {}

/** An event a ruleset module emits ({@link ModuleEvents}). */
export type ModuleEvent = ModuleEvents[keyof ModuleEvents];

/** Something that happened, for the log and the animations: the core's events and the modules' own ({@link ModuleEvents}). Hero seats see only the events about what they can see. */
export type GameEvent = CoreEvent | ModuleEvent;

/** An event of the core's: the same under every ruleset. */
export type CoreEvent =
  | { type: 'seat_joined'; seat: SeatId; hero: string; computer?: true }
  | { type: 'game_started' }
  | { type: 'turn_started'; seat: SeatId; round: number; unit?: UnitId }
  | { type: 'movement_rolled'; seat: SeatId; dice: number[]; steps: number }
  | { type: 'unit_moved'; unit: UnitId; path: Square[] }
  | { type: 'door_opened'; door: string; by: UnitId }
  | { type: 'room_revealed'; room: string }
  /**
   * A classic attack: `damage` is max(0, hits − blocks) as the dice say; `bodyLost` the body points it took, which is
   * less on a killing blow (body points stop at 0) and 0 on a dormant creature; `body` the target's body points after.
   */
  | {
      type: 'attack';
      attacker: UnitId;
      target: UnitId;
      attackDice: CombatFace[];
      defenceDice: CombatFace[];
      hits: number;
      blocks: number;
      damage: number;
      bodyLost: number;
      body: number;
    }
  | { type: 'unit_died'; unit: UnitId }
  | { type: 'turn_ended'; seat: SeatId; unit?: UnitId }
  | { type: 'game_over'; winner: Side; reason: GameOverReason; condition?: Condition }
  | { type: 'searched'; unit: UnitId; for: 'treasure' | 'traps'; found: string[]; doors: string[] }
  | { type: 'object_found'; object: string; by: UnitId }
  | { type: 'trap_sprung'; object: string; unit: UnitId; kind: string }
  | { type: 'mission_event'; index: number; text: LocalizedText | null }
  | { type: 'spell_cast'; unit: UnitId; spell: string; target: UnitId | null }
  | { type: 'item_used'; unit: UnitId; item: string; target: UnitId | null; consumed: boolean }
  | { type: 'spell_taught'; unit: UnitId; spell: string }
  | { type: 'card_drawn'; deck: string; card: string; name: LocalizedText; text: LocalizedText }
  | { type: 'deck_shuffled'; deck: string }
  | {
      type: 'damaged';
      unit: UnitId;
      amount: number;
      body: number;
      dice: CombatFace[] | null;
      defenceDice: CombatFace[] | null;
      element?: string | null;
      feedback?: 'weak' | 'resist' | null;
    }
  | { type: 'resource_changed'; unit: UnitId; resource: string; delta: number; value: number }
  | { type: 'revived'; unit: UnitId; body: number }
  | { type: 'healed'; unit: UnitId; amount: number; body: number }
  | { type: 'stat_changed'; unit: UnitId; stat: StatName; delta: number; duration: StatMod['duration'] }
  | { type: 'stat_expired'; unit: UnitId; stat: StatName; delta: number }
  | { type: 'status_applied'; unit: UnitId; status: StatusState['status']; rounds: number; amount: number }
  | { type: 'status_tick'; unit: UnitId; status: StatusState['status']; roundsLeft: number; damage: number; body: number }
  | { type: 'status_ended'; unit: UnitId; status: StatusState['status'] }
  /** A unit's turn lost: `stun`, `freeze`, `condition` by the rules; `away` or `time` when `by` (a seat) skipped a hero's turn. */
  | { type: 'turn_skipped'; unit: UnitId; reason: 'stun' | 'freeze' | 'condition' | 'away' | 'time'; by?: SeatId }
  /** The master released a hero seat (`hero` is free to take over). */
  | { type: 'seat_released'; seat: SeatId; hero: string }
  /** The creatures were handed to the computer, or taken back by the master. */
  | { type: 'creatures_handed'; to: 'computer' | 'master' }
  /** The computer played the creatures' turn: asked by the master, or because the master was `away` past the turn time. */
  | { type: 'computer_turn'; reason: 'away' | 'master' }
  | { type: 'thawed'; unit: UnitId }
  | { type: 'teleported'; unit: UnitId; from: Square; to: Square }
  | { type: 'gold_gained'; unit: UnitId | null; amount: number; dice: number[] | null }
  | { type: 'item_gained'; unit: UnitId; item: string }
  | { type: 'spawned'; unit: UnitId; kind: string; x: number; y: number }
  | { type: 'regenerated'; unit: UnitId; amount: number; body: number }
  | { type: 'awakened'; unit: UnitId }
  | { type: 'message'; text: LocalizedText }
  | { type: 'custom'; id: number; text: LocalizedText }
  | { type: 'custom_resolved'; id: number }
  | { type: 'effect_skipped'; effect: EffectType; unit: UnitId | null; reason: SkipReason };

/**
 * Why a brick did nothing: its target is `dead` or `absent` (no such unit, or none chosen), `immune` to the source,
 * `dormant`, the square is `occupied` or rock, the target is `not_a_hero` (gold, items), the deck is `empty`, or the
 * room is unknown (`no_room`), or there is no free square left (`no_space`); under a d20 ruleset a heal or restore
 * finds the target `full`, a revive finds it `alive`, a second poison is `ignored`, a status's chance is `missed`;
 * a brick the ruleset does not play (guard and weaken under the classic rules, restore without mana, combat dice
 * under a d20 ruleset) is `ruleset`.
 */
export type SkipReason =
  | 'dead'
  | 'absent'
  | 'immune'
  | 'dormant'
  | 'occupied'
  | 'not_a_hero'
  | 'empty'
  | 'no_room'
  | 'no_space'
  | 'full'
  | 'alive'
  | 'ruleset'
  | 'ignored'
  | 'missed';

/** The result of `apply`: the new state and its events, or the error (the state is then unchanged). */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: GameError };
