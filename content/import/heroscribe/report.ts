/**
 * What the HeroScribe converter gives back and throws: the mission with its placeholder creatures, the conversion
 * report, the problems tied to the file's elements, and {@link HeroScribeError}.
 * @module
 */
import type { BothLangs } from '../../text.ts';
import type { Creature, Mission } from '../../schemas/index.ts';
import { problemText, type ProblemCode, type ProblemValues } from './texts.ts';
import type { XmlElement, XmlLimits } from './xml.ts';

/** A problem of a file, tied to an XML element and its line and column (1-based; 0 when the file has none, e.g. too large). */
export interface HeroScribeProblem {
  /** A stable code: see `docs/heroscribe.md` for the list. */
  code: string;
  message: string;
  /** The element's name (`object`, `dark`, `quest`…), or '' when the problem is not in one. */
  element: string;
  line: number;
  column: number;
  /** The problem in words in Italian and English, with the same facts as `message` (which is its `en`): see `texts.ts`. */
  text: BothLangs;
}

/** The codes of problems that refuse a file. */
export type HeroScribeErrorCode =
  | 'too_large'
  | 'not_text'
  | 'not_xml'
  | 'entities'
  | 'too_complex'
  | 'wrong_root'
  | 'bad_quest'
  | 'board_count'
  | 'map_too_large'
  | 'no_playable_square'
  | 'invalid_mission';

/** The one error the converter throws: the file is refused; `problems` has at least one entry, the first is `code`'s. */
export class HeroScribeError extends Error {
  readonly code: HeroScribeErrorCode;
  readonly problems: HeroScribeProblem[];

  constructor(code: HeroScribeErrorCode, problems: HeroScribeProblem[]) {
    const first = problems[0]!;
    super(`HeroScribe file refused: ${first.message}${first.line > 0 ? ` (<${first.element || 'document'}> line ${first.line})` : ''}`);
    this.name = 'HeroScribeError';
    this.code = code;
    this.problems = problems;
  }
}

/** Options of {@link convertHeroScribe}. */
export interface ConvertOptions {
  /** The mission id; by default a slug of the quest's name. */
  id?: string;
  /**
   * Creature kinds by catalogue id, over {@link MONSTER_KINDS}: `{ HighMage: 'negromante' }` maps a monster that
   * would otherwise become a placeholder.
   */
  monsterKinds?: Readonly<Record<string, string>>;
  /** The creature kinds the target pack has; a mapped kind missing from it becomes a placeholder too. Default: any. */
  knownKinds?: Iterable<string>;
  /** XML limits (size, elements, depth); {@link XML_LIMITS} by default. */
  limits?: XmlLimits;
  /**
   * The encoding of bytes given as input when the transport names one (the `charset` of an HTTP `Content-Type`): it
   * wins over the XML declaration's. Without it the declaration's encoding is used, UTF-8 when there is none.
   */
  encoding?: string;
}

/** A note of the quest, kept for the master. */
export interface QuestNote {
  text: string;
  line: number;
  /** The letter or number the note starts with (`A`, `11`), tying it to the markers with that label, or null. */
  label: string | null;
  /** How many markers carry this note as their text. */
  markers: number;
}

/** The conversion report: what became structure, what became placeholders, what stays prose, and every problem. */
export interface ConversionReport {
  quest: {
    name: string;
    region: string | null;
    version: string | null;
    /**
     * `2` when the quest has any element of the HeroScribe 2 format (`title`, `questtext`, `notes`, `monsterstat`,
     * `wanderingmonster`); else `1.4` when the file has HeroScribe's DOCTYPE, `enhanced` when it has none.
     */
    format: '1.4' | 'enhanced' | '2';
    /** The HeroScribe 2 `<title>`, which names the mission (null when the file has none). */
    title: string | null;
    /** Boards across and down; `boards` = width × height. */
    width: number;
    height: number;
    boards: number;
  };
  converted: {
    /** Rooms of the board with at least one square outside the dark areas. */
    rooms: number;
    corridorSquares: number;
    /** Squares of the map that are solid rock (dark areas, and the gaps between boards). */
    rockSquares: number;
    /** Doors on walls (not secret) and secret doors, as map doors. */
    doors: number;
    secretDoors: number;
    /** Doors at the board's edge (or onto a dark square), become `exit` objects on the square inside. */
    edgeExits: number;
    stairways: number;
    start: number;
    /** Creatures placed, by creature kind (placeholders included). */
    monsters: Record<string, number>;
    /** Furniture pieces by furniture kind (blocked squares are `rubble`), and the squares they cover. */
    furniture: Record<string, number>;
    furnitureSquares: number;
    /** Blocked-square pieces (furniture of kind `rubble`). */
    rubble: number;
    /** Hidden traps by trap kind (one per square). */
    traps: Record<string, number>;
    markers: number;
  };
  /** Monster ids with no creature kind: each became a placeholder kind (the creature documents are in `creatures`). */
  placeholders: { catalogueId: string; name: string; kind: string; count: number; lines: number[] }[];
  prose: {
    /** Whether the quest's `speech` (and the HeroScribe 2 `questtext`) became the mission's `description`. */
    description: boolean;
    /** Whether the HeroScribe 2 `<questtext>` is part of the description. */
    questText: boolean;
    /** Every note, for the master (also in the mission's `notes`). */
    notes: QuestNote[];
    /** The wandering monster the notes state ("Wandering Monster: Orc"), or null when none is stated. */
    wanderingMonster: { text: string; line: number; catalogueId: string | null; kind: string | null } | null;
    /** Pieces kept only as prose: hero figures, men-at-arms, room tiles, arrows and other scenery; `why` in English, `text` in both languages. */
    objects: { id: string; name: string; line: number; why: string; text: BothLangs }[];
  };
  /**
   * What the file says that the mission has no field for (a HeroScribe 2 `<monsterstat>`, a second `<title>`, a
   * `<wanderingmonster>` naming no monster) or that the converter does not read in an element it converts (`unread`:
   * an attribute `name="value"`, a child element `<name>`), each with its element, line and what it said (its
   * attributes and text): read, shown to the person importing, not converted. Each also has a `not_converted` problem.
   */
  notConverted: { element: string; line: number; said: string; unread?: string[] }[];
  problems: HeroScribeProblem[];
}

/** The result: a valid mission, the placeholder creature kinds it uses (to add to the pack), and the report. */
export interface HeroScribeConversion {
  mission: Mission;
  creatures: Creature[];
  report: ConversionReport;
}

/** A problem at `el` (or at no element), its message and text from {@link PROBLEM_TEXTS}. */
export function problemAt<C extends ProblemCode>(el: XmlElement | null, code: C, values: ProblemValues[C]): HeroScribeProblem {
  const text = problemText(code, values);
  return { code, message: text.en, element: el?.name ?? '', line: el?.line ?? 0, column: el?.column ?? 0, text };
}
