/**
 * What one seat sees of a game: the view `viewFor` builds (an allow-list of the state), its doors and objects.
 * Plain JSON-serialisable data, documented for clients in `docs/protocol.md`.
 * @module
 */
import type { CombatFace, Item, LocalizedText, MissionObject, Spell, Square } from '../../content/schemas/index.ts';
import type { AreaIndex, Board, GameState, HeroPiece, PendingCustom, QuestBook, Seat, SeatId, Setup, TurnState, Unit } from './types.ts';

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
  /** `spectator` for a watcher with no seat ({@link SPECTATOR}): it sees what the heroes see in common. */
  role: 'master' | 'host' | 'hero' | 'spectator';
  /** Whether this room's master reads the quest book ({@link GameState.questBook}); the same in every seat's view. */
  questBook: QuestBook;
  seq: number;
  phase: GameState['phase'];
  mission: Setup['mission'];
  /** The board's geometry as the seat knows it; `difficult` its difficult terrain (`Board.difficult`), absent when none. */
  board: { width: number; height: number; areas: AreaIndex[]; rooms: Board['rooms']; doors: DoorView[]; difficult?: [number, number][] };
  revealed: string[];
  seats: Seat[];
  /** The room's turn time limit in seconds, or null for none ({@link GameState.turnSeconds}). */
  turnSeconds: number | null;
  /** The seconds this room gives a seat to answer a prompt (a reaction offered) before declining it ({@link GameState.reactionSeconds}). */
  reactionSeconds: number;
  /**
   * The seats connected now (followed by a live watch or stream): `master` first, then hero seats in seat order.
   * Filled by the server, which alone knows; the engine leaves it empty.
   */
  presence: SeatId[];
  /** When the turn under way began (server clock, ms since the epoch), or null: filled by the server, null from the engine. */
  turnStartedAt: number | null;
  /**
   * When the room's clock answers the prompt waiting for this seat (a reaction offered: `decline`, reason `time`), ms
   * since the epoch, or null when none waits: filled by the server, null from the engine.
   */
  promptDeadline?: number | null;
  /** Whether the computer plays the creatures ({@link GameState.computer}; always true in an `auto` mission). */
  computer: boolean;
  /** How many hero seats the room has (the mission's start squares). */
  heroSeats: number;
  /** Heroes still free to join: in the lobby those nobody took, in a started game those of released seats and of the computer's. */
  freeHeroes: { id: string; name: LocalizedText }[];
  /** The piece each hero of the room comes on the board with under its ruleset module, by hero id (see `Setup.heroPieces`). */
  heroPieces: Record<string, HeroPiece>;
  units: Unit[];
  round: number;
  turn: TurnState | null;
  result: GameState['result'];
  /** The ruleset module the room plays by (`classic`, `d20`, `rules`...): the key components register their parts under. */
  module: string;
  /** What the ruleset module adds to this seat's view (`RulesetModule.view`); null when it adds nothing. */
  rules: unknown;
  /** The ruleset played: `combatDie` lists the faces of its module's combat die (`RulesetModule.combatDie`: the classic die; empty under a d20 ruleset, which has none); `heroMovement` the heroes' movement roll (`movementRoll`; null when the ruleset gives none: a `rules` ruleset moves by speed). */
  ruleset: { id: string; name: LocalizedText; combatDie: CombatFace[]; heroMovement: { count: number; sides: number } | null };
  /** Gold held by the party as a whole. */
  partyGold: number;
  /** The spells and items this seat's view mentions (known, carried, or for the master every spell it can teach). */
  catalog: { spells: Spell[]; items: Item[] };
  /** The master's decks: cards left to draw and played (empty for hero seats, who never see a deck's order). */
  decks: { id: string; name: LocalizedText; draw: number; discard: number }[];
  /** The master's pending `custom` effects (empty for hero seats). */
  pending: PendingCustom[];
  /** The objects this seat can see (hidden ones only for the master). */
  objects: ObjectView[];
}

/** An object as a seat sees it: the mission's object with its id and state (hero seats never get its `effects`). */
export type ObjectView = MissionObject & { id: string; hidden: boolean; done: boolean };
