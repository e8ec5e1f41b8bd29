/**
 * The data the board draws: a plain description of the table, filled from a seat's view by whoever owns the board.
 * The board knows nothing of HTTP or elements; it only draws this and reports picks.
 * @module
 */
import type { Lang } from '../../content/schemas/common.ts';
import type { DoorView, Unit, View } from '../../engine/index.ts';
import type { IconName } from './badges.ts';

/** The board part of a seat's view: size, areas (`-1` rock, `0` corridor, `1..` rooms) and doors. */
export type BoardLayout = View['board'];

/** Everything the board shows of the table. */
export interface BoardScene {
  board: BoardLayout;
  /** Ids of revealed rooms; other rooms are drawn dark (or dimmed when `seeAll`). */
  revealed: readonly string[];
  /** The pieces; dead ones are not drawn. */
  units: readonly Unit[];
  /** The seat knows the whole map (the master): unrevealed rooms are dimmed instead of dark. */
  seeAll: boolean;
  /** The mission's objects the seat can see (hidden ones, the master's only, are drawn faded). */
  objects?: readonly BoardObject[];
  /**
   * Where the mission is played (its `setting`): `dungeon` (flagstones, stone walls; the default) or `outdoor`
   * (grass, a dirt road for the corridor squares, hedges, trees on the solid squares).
   */
  setting?: 'dungeon' | 'outdoor';
  /** The reader's language, for what the board writes (the 2D board's initials of a piece without a picture); `it` without it. */
  lang?: Lang;
  /**
   * Badges the ruleset's parts add to pieces, by unit id, after those of their statuses (`RulesetParts.pieceBadges`:
   * `focus` over a caster holding a spell by concentration); none when left out.
   */
  badges?: ReadonlyMap<string, readonly IconName[]>;
}

/** A mission object as the board draws it: treasure, trap (of a `kind`), exit, marker or furniture (of a `kind`). */
export interface BoardObject {
  id: string;
  type: 'treasure' | 'trap' | 'exit' | 'marker' | 'furniture';
  /** The trap or furniture kind (`pit`, `bookcase`, ...). */
  kind?: string;
  x: number;
  y: number;
  /** Not yet found by the heroes (only the master sees it: drawn faded). */
  hidden: boolean;
  /** A sprung or disarmed trap, a taken treasure, a searched piece of furniture. */
  done: boolean;
}

/** What the board marks for the player: squares to move to, units to attack or aim at, doors to open, the active and selected pieces. */
export interface BoardMarks {
  /** Squares `[x, y]` the selected or active piece may move to. */
  moves: readonly (readonly [number, number])[];
  /** Units that may be attacked now. */
  targets: readonly string[];
  /** Doors that may be opened now. */
  doors: readonly string[];
  /** Units an aimed spell or item may be sent at (drawn with a violet ring). */
  aims: readonly string[];
  /** The unit whose turn it is (a hero), or null. */
  active: string | null;
  /** The unit the player selected (a creature for the master), or null. */
  selected: string | null;
  /** Units that may still act this turn (the master's creatures, NPCs that may move), drawn with a faint ring. */
  ready: readonly string[];
  /** The keyboard cursor's square `[x, y]` (drawn as bright corner brackets); none when null or left out. */
  cursor?: readonly [number, number] | null;
}

/** No marks at all. */
export const NO_MARKS: BoardMarks = { moves: [], targets: [], doors: [], aims: [], active: null, selected: null, ready: [], cursor: null };

/**
 * What a click on the board hit: a piece, a door, an object (on square `x`, `y`) or a square (pieces first, then
 * doors, then objects, then the floor).
 */
export type BoardPick =
  | { kind: 'unit'; id: string }
  | { kind: 'door'; id: string }
  | { kind: 'object'; id: string; x: number; y: number }
  | { kind: 'square'; x: number; y: number };

/** A door as the board draws it. */
export type BoardDoor = DoorView;
