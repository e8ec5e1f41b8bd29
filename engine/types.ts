/**
 * The engine's data: game state, actions, events, errors and views.
 * Everything here is plain JSON-serialisable data. Documented for clients in `docs/protocol.md`.
 * @module
 */
import { z } from 'zod';
import { CombatFace, LocalizedText, Slug, Square } from '../content/schemas/index.ts';
import type { Creature, Hero, LoseCondition, Ruleset, WinRule } from '../content/schemas/index.ts';

/** A seat id: `master` (the master, or the host of an `auto` mission) or `h1`, `h2`, ... for hero seats in joining order. */
export type SeatId = string;
/** The master's seat id. */
export const MASTER: SeatId = 'master';
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
}

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
  tag: string | null;
  alive: boolean;
}

/** A hero seat of the room. */
export interface Seat {
  id: SeatId;
  hero: string;
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
  /** Per creature, during the master's turn: squares moved and whether it has attacked. */
  creatures: Record<UnitId, { steps: number; attacked: boolean }>;
}

/** Everything fixed when the game is created: the compiled mission, the ruleset and the heroes on offer. */
export interface Setup {
  mission: { id: string; name: LocalizedText; description: LocalizedText | null; auto: boolean; win: WinRule; lose: LoseCondition[] };
  ruleset: Ruleset;
  board: Board;
  start: Square[];
  /** The heroes that may join, in content order. */
  roster: Hero[];
}

/**
 * The whole game state, server side only. Plain JSON; never mutated: `apply` returns a new state
 * that shares unchanged parts with the old one.
 */
export interface GameState {
  setup: Setup;
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
  result: { winner: Side; reason: GameOverReason } | null;
  /** The number of accepted actions so far. */
  seq: number;
}

/** Why the game ended. */
export type GameOverReason = 'all_creatures_dead' | 'all_heroes_dead' | 'declared' | 'hero_dead' | 'rounds';

const UnitRef = z.string().min(1).max(32);

/**
 * An action a seat sends (the body of `POST /api/rooms/:id/actions`). The server adds the seat from the token.
 * - `join` {hero}: take a hero (sent by the server on `POST /seats`).
 * - `start`: the master (or host) starts the game once at least one hero has joined.
 * - `roll`: a hero rolls its movement dice.
 * - `move` {to}: a hero moves to a square within its steps left, along a shortest legal path.
 * - `open_door` {door}: a hero standing on either side of a closed door opens it; it costs no steps.
 * - `attack` {target}: a hero attacks an adjacent creature; this is the turn's action.
 * - `move_creature` {creature, to}: the master moves a creature within its `move` for this turn.
 * - `creature_attack` {creature, target}: the master has a creature attack an adjacent hero, once per turn.
 * - `end_turn`: the seat ends its turn.
 * - `declare` {winner}: the master declares the end of a `manual` mission.
 */
export const Action = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('join'), hero: Slug }),
  z.strictObject({ type: z.literal('start') }),
  z.strictObject({ type: z.literal('roll') }),
  z.strictObject({ type: z.literal('move'), to: Square }),
  z.strictObject({ type: z.literal('open_door'), door: z.string().min(1).max(16) }),
  z.strictObject({ type: z.literal('attack'), target: UnitRef }),
  z.strictObject({ type: z.literal('move_creature'), creature: UnitRef, to: Square }),
  z.strictObject({ type: z.literal('creature_attack'), creature: UnitRef, target: UnitRef }),
  z.strictObject({ type: z.literal('end_turn') }),
  z.strictObject({ type: z.literal('declare'), winner: z.enum(['heroes', 'master']) }),
]);
export type Action = z.infer<typeof Action>;
/** An action with the seat that sends it, as `apply` takes it and the room's log stores it. */
export type SeatAction = Action & { seat: SeatId };

/** Something that happened, for the log and the animations. Hero seats see only the events about what they can see. */
export type GameEvent =
  | { type: 'seat_joined'; seat: SeatId; hero: string }
  | { type: 'game_started' }
  | { type: 'turn_started'; seat: SeatId; round: number }
  | { type: 'movement_rolled'; seat: SeatId; dice: number[]; steps: number }
  | { type: 'unit_moved'; unit: UnitId; path: Square[] }
  | { type: 'door_opened'; door: string; by: UnitId }
  | { type: 'room_revealed'; room: string }
  | { type: 'attack'; attacker: UnitId; target: UnitId; attackDice: CombatFace[]; defenceDice: CombatFace[]; hits: number; blocks: number; damage: number; body: number }
  | { type: 'unit_died'; unit: UnitId }
  | { type: 'turn_ended'; seat: SeatId }
  | { type: 'game_over'; winner: Side; reason: GameOverReason };

/** The codes of rejected actions. */
export const ERROR_CODES = [
  'bad_action',
  'not_your_turn',
  'not_master',
  'not_a_hero',
  'game_not_started',
  'game_started',
  'game_over',
  'unknown_hero',
  'hero_taken',
  'room_full',
  'seat_taken',
  'no_heroes',
  'already_rolled',
  'not_rolled',
  'no_steps',
  'unreachable',
  'already_acted',
  'move_finished',
  'unknown_unit',
  'unknown_door',
  'door_open',
  'not_adjacent',
  'already_attacked',
  'not_manual',
] as const;
export type ErrorCode = (typeof ERROR_CODES)[number];

/** A rejected action: a stable `code` and a message in English naming the problem. */
export interface GameError {
  code: ErrorCode;
  message: string;
}

/** The result of `apply`: the new state and its events, or the error (the state is then unchanged). */
export type ApplyResult = { ok: true; state: GameState; events: GameEvent[] } | { ok: false; error: GameError };

/** A door as a seat sees it. */
export interface DoorView {
  id: string;
  between: [Square, Square];
  open: boolean;
  secret: boolean;
}

/**
 * What one seat sees: built from an allow-list of the state. A hero seat's view holds no creature
 * of an unrevealed room, no secret door not yet found, and never the PRNG.
 */
export interface View {
  seat: SeatId;
  role: 'master' | 'host' | 'hero';
  seq: number;
  phase: GameState['phase'];
  mission: Setup['mission'];
  board: { width: number; height: number; areas: AreaIndex[]; rooms: Board['rooms']; doors: DoorView[] };
  revealed: string[];
  seats: Seat[];
  /** Heroes still free to join. */
  freeHeroes: { id: string; name: LocalizedText }[];
  units: Unit[];
  round: number;
  turn: TurnState | null;
  result: GameState['result'];
  ruleset: { id: string; name: LocalizedText; combatDie: CombatFace[]; heroMovement: { count: number; sides: number } };
}
