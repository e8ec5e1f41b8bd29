/**
 * The HeroScribe converter: a HeroScribe quest file (the 1.4 DTD format, the "Enhanced" fork's files without a
 * DOCTYPE, or the HeroScribe 2 format with its `title`, `questtext`, `notes`/`mark`, `monsterstat` and
 * `wanderingmonster` elements) becomes a quest-board {@link Mission} on the standard board, with a {@link ConversionReport} of what was
 * converted, what became a placeholder, what stays prose, and every problem with its XML element and line.
 * Documented in `docs/heroscribe.md`.
 *
 * Pure: no file or network access (the standard board and the object catalogue are generated modules).
 * The only error it throws is {@link HeroScribeError}.
 * @module
 */
import { ownValue } from '../../own.ts';
import type { BothLangs } from '../../text.ts';
import { sealedStart } from '../../start-reach.ts';
import { Creature, Mission, ROCK_CHAR, type LocalizedText, type MapDoor, type MissionMonster, type MissionObject, type Square } from '../../schemas/index.ts';
import { CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import {
  both,
  FURNITURE,
  FURNITURE_NAMES_IT,
  markerLabels,
  MONSTER_KINDS,
  placeholderKindOf,
  RUBBLE,
  SECRET_DOORS,
  SPECIAL_DOORS,
  STAIRWAY,
  TRAP_EFFECTS,
  TRAP_NAMES_IT,
  TRAPS,
} from './kinds.ts';
import { STANDARD_BOARD } from './standard-board.ts';
import { problemText, PROSE_WHY, type Piece, type ProblemCode, type ProblemValues } from './texts.ts';
import { readXml, XML_LIMITS, XmlReadError, type XmlElement, type XmlLimits } from './xml.ts';

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

const BOARD_W = STANDARD_BOARD.width;
const BOARD_H = STANDARD_BOARD.height;
/** Squares of rock between two joined boards. */
const GAP = 1;
/** The largest map our format allows. */
const MAX_MAP = 64;
const ROTATIONS = ['downward', 'rightward', 'upward', 'leftward'] as const;
type Rotation = (typeof ROTATIONS)[number];
const CATALOGUE_BY_ID = new Map(CATALOGUE.map((e) => [e.id, e]));
/** Room characters of the boards after the first, in a multi-board quest (22 per board, at most 6 boards). */
const ROOM_CHARS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  ...'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω',
  ...'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ',
];
const TEXT_MAX = 4000;
/** The longest mission name kept (a HeroScribe name is a title). */
const NAME_MAX = 200;

/** A problem at `el` (or at no element), its message and text from {@link PROBLEM_TEXTS}. */
function problemAt<C extends ProblemCode>(el: XmlElement | null, code: C, values: ProblemValues[C]): HeroScribeProblem {
  const text = problemText(code, values);
  return { code, message: text.en, element: el?.name ?? '', line: el?.line ?? 0, column: el?.column ?? 0, text };
}

/** The quest's own elements of the HeroScribe 2 format (any of them makes the file format `2`). */
const HS2_ELEMENTS = new Set(['title', 'questtext', 'notes', 'monsterstat', 'wanderingmonster']);
/** The quest's elements the converter reads (`kind` is the Enhanced fork's copy of the catalogue's kinds: nothing to read). */
const QUEST_ELEMENTS = new Set(['board', 'bridge', 'speech', 'note', 'kind', ...HS2_ELEMENTS]);

/** What the converter reads of an element: its attributes, and its child elements with what it reads of each. */
interface ElementReading {
  attributes: readonly string[];
  children: Readonly<Record<string, ElementReading>>;
}
const TEXT_ONLY: ElementReading = { attributes: [], children: {} };
/**
 * What the converter reads of each quest element it converts (besides its text): anything else in them — another
 * attribute, another child element — is listed in `notConverted` (`<notes>`' other children are `unknown_element`).
 */
const READINGS: Readonly<Record<string, ElementReading>> = {
  speech: TEXT_ONLY,
  note: TEXT_ONLY,
  title: TEXT_ONLY,
  questtext: TEXT_ONLY,
  notes: { attributes: [], children: { mark: { attributes: ['id', 'label', 'letter', 'number'], children: {} } } },
  wanderingmonster: { attributes: ['id', 'name'], children: { monster: { attributes: ['id', 'name'], children: {} } } },
};

/**
 * The parts of `el` the converter does not read by `reading`: attributes as `name="value"`, child elements as
 * `<name>` (and, inside a child it reads, that child's unread parts as `<child> name="value"`). `<notes>`' unknown
 * children are left out: they are reported as `unknown_element`.
 */
function unreadParts(el: XmlElement, reading: ElementReading, within = ''): string[] {
  const out = Object.entries(el.attributes)
    .filter(([k]) => !reading.attributes.includes(k))
    .map(([k, v]) => `${within}${k}="${v}"`);
  for (const child of el.children) {
    const known = reading.children[child.name];
    if (known) out.push(...unreadParts(child, known, `${within}<${child.name}> `));
    else if (el.name !== 'notes') out.push(`${within}<${child.name}>`);
  }
  return out;
}

/** An element's attributes and text in one line (`name="Orc" body="1": text`), for the report. */
function said(el: XmlElement): string {
  const attrs = Object.entries(el.attributes).map(([k, v]) => `${k}="${v}"`);
  const text = tidy([el.text, ...el.children.map((c) => said(c))].join(' ')).replace(/\s+/g, ' ').trim();
  return [attrs.join(' '), text].filter(Boolean).join(': ').slice(0, 500);
}

/** `God's Blade` → `gods-blade`. */
export function slugOf(name: string): string {
  const slug = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/['’]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, 64)
    .replace(/-+$/, '');
  return slug || 'heroscribe-quest';
}

/** Trims each line and drops blank lines at either end; keeps the line breaks inside. */
function tidy(text: string): string {
  return text
    .split(/\r?\n/)
    .map((l) => l.trim())
    .join('\n')
    .replace(/^\n+|\n+$/g, '');
}

const WANDERING = /^(?:wandering\s+monsters?(?:\s+in\s+this\s+quest)?|mostr[oi]\s+errant[ei](?:\s+(?:in|di)\s+questa\s+(?:missione|impresa))?)\s*[:\-–—]?\s*(.*)$/is;
const NOTE_LABEL = /^(?:([A-MX])|(\d{1,2}))(?:\s*[:.\-–—)]|\s{2,}|\s*\n|$)/;
const squeeze = (s: string) => s.toLowerCase().replace(/[^a-z0-9]/g, '');

/**
 * Converts a HeroScribe quest file: text, or bytes in `options.encoding`, else in the encoding its XML declaration
 * names (HeroScribe, a Java program, often writes ISO-8859-1), else UTF-8.
 * @throws HeroScribeError when the file is refused (too large, not XML, an entity declaration, not a quest, a board
 *   count that does not match the boards present, a map larger than 64 × 64, dark areas covering every square);
 *   every other problem is reported.
 */
export function convertHeroScribe(input: string | Uint8Array, options: ConvertOptions = {}): HeroScribeConversion {
  let doc;
  try {
    doc = readXml(input, options.limits ?? XML_LIMITS, options.encoding);
  } catch (err) {
    if (err instanceof XmlReadError) throw new HeroScribeError(err.code, [{ code: err.code, message: err.message, element: err.element, line: err.line, column: err.column, text: err.text }]);
    throw new HeroScribeError('not_xml', [problemAt(null, 'not_xml', { unreadable: (err as Error).message })]);
  }
  const quest = doc.root;
  if (quest.name !== 'quest') throw new HeroScribeError('wrong_root', [problemAt(quest, 'wrong_root', { root: quest.name })]);
  return new Converter(quest, doc.doctype, options).run();
}

interface Placed {
  el: XmlElement;
  entry: CatalogueEntry;
  /** Board-local, 1-based: the top-left square of the rotated footprint. */
  left: number;
  top: number;
  rotation: Rotation;
  board: number;
}

class Converter {
  private readonly problems: HeroScribeProblem[] = [];
  private readonly boardsAcross: number;
  private readonly boardsDown: number;
  private readonly width: number;
  private readonly height: number;
  private readonly grid: string[][];
  private readonly bridges = new Set<string>();
  private readonly rooms: { id: string; char: string }[] = [];
  private readonly occupied = new Map<string, Piece>();
  private readonly doors: MapDoor[] = [];
  private readonly doorEdges = new Set<string>();
  private readonly objects: MissionObject[] = [];
  private readonly monsters: MissionMonster[] = [];
  private readonly start: Square[] = [];
  private readonly proseObjects: ConversionReport['prose']['objects'] = [];
  private readonly placeholders = new Map<string, ConversionReport['placeholders'][number]>();
  private readonly counts = {
    doors: 0,
    secretDoors: 0,
    edgeExits: 0,
    stairways: 0,
    monsters: {} as Record<string, number>,
    furniture: {} as Record<string, number>,
    furnitureSquares: 0,
    rubble: 0,
    traps: {} as Record<string, number>,
    markers: 0,
  };
  private readonly monsterKinds: Record<string, string>;
  private readonly knownKinds: Set<string> | null;
  private readonly boardElements: XmlElement[];

  constructor(
    private readonly quest: XmlElement,
    private readonly doctype: string | null,
    private readonly options: ConvertOptions,
  ) {
    const fatal = <C extends HeroScribeErrorCode & ProblemCode>(code: C, values: ProblemValues[C], el: XmlElement = quest): never => {
      throw new HeroScribeError(code, [problemAt(el, code, values)]);
    };
    const dim = (attr: 'width' | 'height') => {
      const raw = quest.attributes[attr];
      if (raw === undefined) return fatal('bad_quest', { attr });
      const n = Number(raw);
      if (!Number.isInteger(n) || n < 1 || n > 16) return fatal('bad_quest', { attr, raw });
      return n;
    };
    this.boardsAcross = dim('width');
    this.boardsDown = dim('height');
    this.boardElements = quest.children.filter((c) => c.name === 'board');
    const expected = this.boardsAcross * this.boardsDown;
    if (this.boardElements.length !== expected) {
      fatal('board_count', { across: this.boardsAcross, down: this.boardsDown, expected, found: this.boardElements.length });
    }
    this.width = this.boardsAcross * BOARD_W + (this.boardsAcross - 1) * GAP;
    this.height = this.boardsDown * BOARD_H + (this.boardsDown - 1) * GAP;
    if (this.width > MAX_MAP || this.height > MAX_MAP) {
      fatal('map_too_large', { across: this.boardsAcross, down: this.boardsDown, width: this.width, height: this.height, max: MAX_MAP });
    }
    this.grid = Array.from({ length: this.height }, () => Array<string>(this.width).fill(ROCK_CHAR));
    this.monsterKinds = { ...MONSTER_KINDS, ...(options.monsterKinds ?? {}) };
    this.knownKinds = options.knownKinds ? new Set(options.knownKinds) : null;
  }

  private report<C extends ProblemCode>(el: XmlElement | null, code: C, values: ProblemValues[C]): void {
    this.problems.push(problemAt(el, code, values));
  }

  /** Board `b`'s 1-based square (left, top) in joined 0-based coordinates. */
  private joined(b: number, left: number, top: number): Square {
    const col = b % this.boardsAcross;
    const row = Math.floor(b / this.boardsAcross);
    return [col * (BOARD_W + GAP) + left - 1, row * (BOARD_H + GAP) + top - 1];
  }

  private at([x, y]: Square): string | undefined {
    return this.grid[y]?.[x];
  }

  private open(sq: Square): boolean {
    const c = this.at(sq);
    return c !== undefined && c !== ROCK_CHAR;
  }

  run(): HeroScribeConversion {
    this.layBoards();
    this.layBridges();
    const pieces = this.readObjects();
    for (const p of pieces.doors) this.placeDoor(p);
    this.placeStart(pieces.stairways, pieces.heroes);
    for (const p of pieces.furniture) this.placeFurniture(p);
    for (const p of pieces.monsters) this.placeMonster(p);
    for (const p of pieces.traps) this.placeTrap(p);
    const notes = this.readNotes();
    for (const p of pieces.markers) this.placeMarker(p, notes);
    const wanderingMonster = this.wanderingMonster(notes);
    return this.finish(notes, wanderingMonster);
  }

  /** The boards' rooms and corridors, then the dark areas as rock. */
  private layBoards(): void {
    const multi = this.boardElements.length > 1;
    let nextChar = 0;
    this.boardElements.forEach((boardEl, b) => {
      const local = STANDARD_BOARD.rows.map((row) => [...row]);
      for (const dark of boardEl.children.filter((c) => c.name === 'dark')) {
        const n = (a: string) => Math.round(Number(dark.attributes[a]));
        const [left, top, w, h] = [n('left'), n('top'), n('width'), n('height')];
        if (![left, top, w, h].every(Number.isFinite) || w < 1 || h < 1) {
          this.report(dark, 'bad_dark', {});
          continue;
        }
        const x0 = Math.max(1, left);
        const y0 = Math.max(1, top);
        const x1 = Math.min(BOARD_W, left + w - 1);
        const y1 = Math.min(BOARD_H, top + h - 1);
        if (x0 !== left || y0 !== top || x1 !== left + w - 1 || y1 !== top + h - 1) {
          this.report(dark, 'off_board', { dark: { left, top, width: w, height: h }, boardW: BOARD_W, boardH: BOARD_H });
        }
        for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) local[y - 1]![x - 1] = ROCK_CHAR;
      }
      // the rooms that keep a square; on a multi-board map each board's rooms take new chars
      const used = new Set(local.flat());
      const chars = new Map<string, string>([['.', '.'], [ROCK_CHAR, ROCK_CHAR]]);
      for (const room of STANDARD_BOARD.rooms) {
        if (!used.has(room.char)) continue;
        const char = multi ? ROOM_CHARS[nextChar++]! : room.char;
        chars.set(room.char, char);
        this.rooms.push({ id: multi ? `b${b + 1}-${room.id}` : room.id, char });
      }
      const [ox, oy] = this.joined(b, 1, 1);
      for (let y = 0; y < BOARD_H; y++) {
        for (let x = 0; x < BOARD_W; x++) {
          this.grid[oy + y]![ox + x] = chars.get(local[y]![x]!)!;
        }
      }
    });
  }

  /** Bridges: a corridor square in the gap between two boards. */
  private layBridges(): void {
    for (const el of this.quest.children.filter((c) => c.name === 'bridge')) {
      const a = el.attributes;
      const [column, row, position] = [Number(a.column), Number(a.row), Number(a.position)];
      const horizontal = a.orientation === 'horizontal';
      const bad = (why: ProblemValues['bad_bridge']) => this.report(el, 'bad_bridge', why);
      if (a.orientation !== 'horizontal' && a.orientation !== 'vertical') {
        bad({ orientation: a.orientation ?? '' });
        continue;
      }
      if (![column, row, position].every(Number.isInteger)) {
        bad({ notWhole: true });
        continue;
      }
      const lastColumn = horizontal ? this.boardsAcross - 1 : this.boardsAcross;
      const lastRow = horizontal ? this.boardsDown : this.boardsDown - 1;
      if (column < 1 || row < 1 || column > lastColumn || row > lastRow) {
        bad({ column, row, horizontal, across: this.boardsAcross, down: this.boardsDown });
        continue;
      }
      if (position < 1 || position > (horizontal ? BOARD_H : BOARD_W)) {
        bad({ position, horizontal });
        continue;
      }
      const b = (row - 1) * this.boardsAcross + (column - 1);
      const [x, y] = horizontal ? this.joined(b, BOARD_W + 1, position) : this.joined(b, position, BOARD_H + 1);
      this.grid[y]![x] = '.';
      this.bridges.add(`${x},${y}`);
    }
  }

  private readObjects() {
    const out = {
      doors: [] as Placed[],
      stairways: [] as Placed[],
      heroes: [] as Placed[],
      furniture: [] as Placed[],
      monsters: [] as Placed[],
      traps: [] as Placed[],
      markers: [] as Placed[],
    };
    this.boardElements.forEach((boardEl, board) => {
      for (const el of boardEl.children) {
        if (el.name === 'dark') continue;
        if (el.name !== 'object') {
          this.report(el, 'unknown_element', { element: el.name, within: 'board' });
          continue;
        }
        const id = el.attributes.id ?? '';
        const entry = CATALOGUE_BY_ID.get(id);
        if (!entry) {
          this.report(el, 'unknown_object', { id });
          continue;
        }
        const coord = (attr: 'left' | 'top') => {
          const raw = el.attributes[attr];
          const n = Number(raw);
          if (raw === undefined || raw.trim() === '' || !Number.isFinite(n)) return null;
          if (Math.abs(n - Math.round(n)) > 1e-6) this.report(el, 'fractional_coordinate', { attr, raw, read: Math.round(n) });
          return Math.round(n);
        };
        const left = coord('left');
        const top = coord('top');
        if (left === null || top === null) {
          this.report(el, 'bad_coordinate', { id });
          continue;
        }
        let rotation = (el.attributes.rotation ?? 'downward') as Rotation;
        if (!ROTATIONS.includes(rotation)) {
          this.report(el, 'bad_rotation', { rotation });
          rotation = 'downward';
        }
        const p: Placed = { el, entry, left, top, rotation, board };
        if (entry.door || SECRET_DOORS.has(id)) {
          out.doors.push(p);
          continue;
        }
        // every other piece must lie on its board
        const [w, h] = this.footprint(p);
        if (left < 1 || top < 1 || left + w - 1 > BOARD_W || top + h - 1 > BOARD_H) {
          this.report(el, 'off_board', { object: id, left, top, width: w, height: h, boardW: BOARD_W, boardH: BOARD_H });
          continue;
        }
        if (id === STAIRWAY) out.stairways.push(p);
        else if (entry.kind === 'monster') out.monsters.push(p);
        else if (FURNITURE[id] || RUBBLE.has(id)) out.furniture.push(p);
        else if (TRAPS[id]) out.traps.push(p);
        else if (markerLabels(id)) out.markers.push(p);
        else if (entry.kind === 'hero') out.heroes.push(p);
        else {
          const text = PROSE_WHY[entry.kind === 'room' ? 'room' : entry.kind === 'man-at-arms' ? 'manAtArms' : 'scenery'];
          this.proseObjects.push({ id, name: entry.name, line: el.line, why: text.en, text });
        }
      }
    });
    return out;
  }

  /** The rotated size (columns, rows) of a piece. */
  private footprint(p: Placed): [number, number] {
    const sideways = p.rotation === 'rightward' || p.rotation === 'leftward';
    return sideways ? [p.entry.height, p.entry.width] : [p.entry.width, p.entry.height];
  }

  /** The joined squares a piece covers. */
  private squaresOf(p: Placed): Square[] {
    const [w, h] = this.footprint(p);
    const out: Square[] = [];
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) out.push(this.joined(p.board, p.left + dx, p.top + dy));
    return out;
  }

  private placeDoor(p: Placed): void {
    const { el, entry, left, top, rotation } = p;
    const secret = SECRET_DOORS.has(entry.id);
    // board-local squares on either side of the wall the door stands in
    let a: [number, number];
    let b: [number, number];
    if (secret) {
      const d = { downward: [0, -1], rightward: [-1, 0], upward: [0, 1], leftward: [1, 0] }[rotation];
      a = [left + d[0]!, top + d[1]!];
      b = [left, top];
    } else if (rotation === 'downward' || rotation === 'upward') {
      a = [left, top];
      b = [left, top + 1];
    } else {
      a = [left, top];
      b = [left + 1, top];
    }
    const onBoard = ([x, y]: [number, number]) => x >= 1 && y >= 1 && x <= BOARD_W && y <= BOARD_H;
    const nearBoard = ([x, y]: [number, number]) => x >= 0 && y >= 0 && x <= BOARD_W + 1 && y <= BOARD_H + 1;
    if (!nearBoard(a) || !nearBoard(b) || (!onBoard(a) && !onBoard(b))) {
      this.report(el, 'off_board', { door: entry.id, secret, left, top, boardW: BOARD_W, boardH: BOARD_H });
      return;
    }
    const ja = this.joined(p.board, ...a);
    const jb = this.joined(p.board, ...b);
    const openA = onBoard(a) && this.open(ja);
    const openB = onBoard(b) && this.open(jb);
    if (openA && openB) {
      if (this.at(ja) === this.at(jb)) {
        this.report(el, 'not_on_wall', { secret, left, top, rotation, a: ja, b: jb, corridor: this.at(ja) === '.' });
        return;
      }
      const key = [ja, jb].map(String).sort().join('|');
      if (this.doorEdges.has(key)) {
        this.report(el, 'duplicate_door', { a: ja, b: jb });
        return;
      }
      this.doorEdges.add(key);
      this.doors.push(secret ? { between: [ja, jb], secret: true } : { between: [ja, jb] });
      if (secret) this.counts.secretDoors++;
      else this.counts.doors++;
      const special = SPECIAL_DOORS[entry.id];
      if (special) this.report(el, 'door_approximated', { name: entry.name, special });
      return;
    }
    if (!openA && !openB) {
      this.report(el, 'on_rock', { door: true, secret, left, top });
      return;
    }
    const inside = openA ? ja : jb;
    const outside = openA ? b : a;
    const outsideJoined = openA ? jb : ja;
    if (this.bridges.has(String(outsideJoined))) {
      this.report(el, 'door_on_bridge', { secret, left, top });
      return;
    }
    if (onBoard(outside)) this.report(el, 'door_to_dark', { secret, left, top, inside });
    this.objects.push({ type: 'exit', x: inside[0], y: inside[1], name: { it: 'Porta sul bordo', en: 'Board-edge door' }, ...(secret ? { hidden: true } : {}) });
    this.counts.edgeExits++;
  }

  /** Claims a square for a start square, a piece of furniture or a creature; false (and reported) when it cannot. */
  private claim(sq: Square, what: Piece, el: XmlElement): boolean {
    if (!this.open(sq)) {
      this.report(el, 'on_rock', { piece: what, square: sq });
      return false;
    }
    const key = String(sq);
    const holder = this.occupied.get(key);
    if (holder) {
      this.report(el, 'overlap', { piece: what, square: sq, holder });
      return false;
    }
    this.occupied.set(key, what);
    return true;
  }

  /** The first stairway gives the start squares; every stairway is an exit. Without one, hero figures give the start. */
  /** The element the start squares come from (the first stairway, else the first hero figure), for a sealed start's problem. */
  private stairwayEl: XmlElement | null = null;

  private placeStart(stairways: Placed[], heroes: Placed[]): void {
    this.stairwayEl = stairways[0]?.el ?? heroes[0]?.el ?? null;
    const stairName = { it: 'Scala', en: 'Stairway' };
    stairways.forEach((p, i) => {
      this.counts.stairways++;
      for (const sq of this.squaresOf(p)) {
        if (i === 0) {
          if (this.claim(sq, { is: 'stairway' }, p.el)) this.start.push(sq);
        } else if (!this.open(sq)) {
          this.report(p.el, 'on_rock', { piece: { is: 'stairway' }, square: sq });
          continue;
        }
        if (this.open(sq)) this.objects.push({ type: 'exit', x: sq[0], y: sq[1], name: stairName });
      }
    });
    if (stairways.length > 1) this.report(stairways[1]!.el, 'start_choice', { stairways: stairways.length, line: stairways[0]!.el.line });
    if (this.start.length === 0) {
      for (const h of heroes) {
        if (this.start.length >= 8) break;
        for (const sq of this.squaresOf(h)) if (this.claim(sq, { is: 'figure', name: h.entry.name }, h.el)) this.start.push(sq);
      }
      if (this.start.length > 0) this.report(heroes[0]!.el, 'start_choice', { figures: true });
    } else {
      for (const h of heroes) this.proseObjects.push({ id: h.entry.id, name: h.entry.name, line: h.el.line, why: PROSE_WHY.hero.en, text: PROSE_WHY.hero });
    }
    if (this.start.length === 0) {
      const exit = this.objects.find((o) => o.type === 'exit');
      const sq: Square | undefined = exit ? [exit.x, exit.y] : this.firstOpenSquare();
      if (!sq) {
        // the dark areas cover every square: the author's file has nothing to play on (not a converter defect)
        const darks = this.boardElements.reduce((n, b) => n + b.children.filter((c) => c.name === 'dark').length, 0);
        throw new HeroScribeError('no_playable_square', [problemAt(this.quest, 'no_playable_square', { boards: this.boardElements.length, darks })]);
      }
      this.occupied.set(String(sq), { is: 'start' });
      this.start.push(sq);
      this.report(this.quest, 'no_start', { square: sq, edge: !!exit });
    }
  }

  private firstOpenSquare(): Square | undefined {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (this.grid[y]![x] === '.') return [x, y];
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (this.grid[y]![x] !== ROCK_CHAR) return [x, y];
    return undefined;
  }

  private placeFurniture(p: Placed): void {
    const rubble = RUBBLE.has(p.entry.id);
    const kind = rubble ? 'rubble' : FURNITURE[p.entry.id]!;
    const name: LocalizedText = { it: FURNITURE_NAMES_IT[kind], en: p.entry.name };
    let placed = 0;
    for (const sq of this.squaresOf(p)) {
      if (!this.claim(sq, { is: 'furniture', name: p.entry.name, it: FURNITURE_NAMES_IT[kind] }, p.el)) continue;
      this.objects.push({ type: 'furniture', kind, x: sq[0], y: sq[1], name });
      placed++;
    }
    if (placed === 0) return;
    this.counts.furnitureSquares += placed;
    if (rubble) this.counts.rubble++;
    else this.counts.furniture[kind] = (this.counts.furniture[kind] ?? 0) + 1;
    if (p.entry.id === 'TreasureChestTrap') this.report(p.el, 'trap_approximated', { chest: true });
    if (p.entry.id === 'DwarvenForge') this.report(p.el, 'furniture_approximated', { forge: true });
  }

  /**
   * The creature kind of a catalogue monster, on the board or the wandering one: its mapped kind when the pack has
   * it, else its placeholder kind (made, and reported at `el`, the first time; `el`'s line joins its `lines`).
   */
  private kindOf(entry: CatalogueEntry, el: XmlElement | null): string {
    const mapped = this.monsterKinds[entry.id];
    if (mapped && (!this.knownKinds || this.knownKinds.has(mapped))) return mapped;
    const kind = placeholderKindOf(entry.id);
    let ph = this.placeholders.get(entry.id);
    if (!ph) {
      ph = { catalogueId: entry.id, name: entry.name, kind, count: 0, lines: [] };
      this.placeholders.set(entry.id, ph);
      this.report(el, 'placeholder', mapped ? { id: entry.id, kind, mapped } : { id: entry.id, kind, name: entry.name });
    }
    if (el && !ph.lines.includes(el.line)) ph.lines.push(el.line);
    return kind;
  }

  private placeMonster(p: Placed): void {
    const [w, h] = this.footprint(p);
    const sq = this.joined(p.board, p.left, p.top);
    if (!this.claim(sq, { is: 'monster', name: p.entry.name }, p.el)) return;
    const kind = this.kindOf(p.entry, p.el);
    this.monsters.push({ kind, x: sq[0], y: sq[1] });
    this.counts.monsters[kind] = (ownValue(this.counts.monsters, kind) ?? 0) + 1;
    const ph = this.placeholders.get(p.entry.id);
    if (ph && ph.kind === kind) ph.count++;
    if (w * h > 1) this.report(p.el, 'large_monster', { name: p.entry.name, width: w, height: h, square: sq });
  }

  private placeTrap(p: Placed): void {
    const { kind, exact } = TRAPS[p.entry.id]!;
    let placed = 0;
    for (const sq of this.squaresOf(p)) {
      if (!this.open(sq)) {
        this.report(p.el, 'on_rock', { piece: { is: 'trap', name: p.entry.name, it: TRAP_NAMES_IT[kind] }, square: sq });
        continue;
      }
      this.objects.push({ type: 'trap', kind, x: sq[0], y: sq[1], hidden: true, name: { it: exact ? TRAP_NAMES_IT[kind] : `${TRAP_NAMES_IT[kind]} (${p.entry.name})`, en: p.entry.name }, effects: TRAP_EFFECTS[kind] });
      this.counts.traps[kind] = (this.counts.traps[kind] ?? 0) + 1;
      placed++;
    }
    if (placed > 0 && !exact) this.report(p.el, 'trap_approximated', { name: p.entry.name, kind, it: TRAP_NAMES_IT[kind] });
  }

  /** The elements the notes were read from, by line (for problems about a note). */
  private readonly noteEls = new Map<number, XmlElement>();

  /**
   * The notes: each `<note>`, and each HeroScribe 2 `<mark>` of `<notes>` (its label from its `id`, `label`, `letter`
   * or `number` attribute, else from its text like a note's; a label the text does not start with is put before it,
   * `A: …`), in file order.
   */
  private readNotes(): QuestNote[] {
    const out: QuestNote[] = [];
    const add = (el: XmlElement, raw: string, labelAttr: string | undefined) => {
      let text = tidy(raw);
      if (!text) return;
      const attr = labelAttr?.trim().toUpperCase();
      if (attr && NOTE_LABEL.exec(text)?.[0].trim().replace(/[:.\-–—)]$/, '').trim().toUpperCase() !== attr) text = `${attr}: ${text}`;
      const m = NOTE_LABEL.exec(text);
      this.noteEls.set(el.line, el);
      out.push({ text, line: el.line, label: m ? (m[1] ?? String(Number(m[2]))) : null, markers: 0 });
    };
    for (const el of this.quest.children) {
      if (el.name === 'note') add(el, el.text, undefined);
      if (el.name !== 'notes') continue;
      add(el, el.text, undefined);
      for (const mark of el.children) {
        if (mark.name !== 'mark') {
          this.report(mark, 'unknown_element', { element: mark.name, within: 'notes' });
          continue;
        }
        const a = mark.attributes;
        add(mark, mark.text, a.id ?? a.label ?? a.letter ?? a.number);
      }
    }
    return out;
  }

  private clip(text: string, el: XmlElement, of: { marker: string } | { element: 'speech' | 'questtext' | 'note' }): string {
    if (text.length <= TEXT_MAX) return text;
    this.report(el, 'text_truncated', { of, length: text.length, keep: TEXT_MAX - 1 });
    return `${text.slice(0, TEXT_MAX - 1)}…`;
  }

  private placeMarker(p: Placed, notes: QuestNote[]): void {
    const sq = this.joined(p.board, p.left, p.top);
    if (!this.open(sq)) {
      this.report(p.el, 'on_rock', { marker: p.entry.name, square: sq });
      return;
    }
    const labels = markerLabels(p.entry.id)!;
    const matching = notes.filter((n) => n.label !== null && labels.includes(n.label));
    for (const n of matching) n.markers++;
    const text = matching.map((n) => n.text).join('\n\n');
    const label = labels.join('/');
    this.objects.push({ type: 'marker', x: sq[0], y: sq[1], hidden: true, name: both(label), ...(text ? { text: both(this.clip(text, p.el, { marker: label })) } : {}) });
    this.counts.markers++;
  }

  /**
   * The wandering monster: the first one stated, by the HeroScribe 2 `<wanderingmonster>`s (each one's `id`, `name`
   * and text, then each `<monster>` inside it: its `id`, `name` and text), then by the notes' "Wandering Monster: Orc".
   * A catalogue monster without a kind of the pack becomes a placeholder, as on the board; a later statement naming
   * another monster is reported (`wandering_monster_conflict`), never taken silently.
   */
  private wanderingMonster(notes: QuestNote[]): ConversionReport['prose']['wanderingMonster'] {
    const statements: { said: string; line: number; el: XmlElement | null }[] = [];
    const stated = (e: XmlElement) => [e.attributes.id, e.attributes.name, tidy(e.text)].filter((v): v is string => !!v?.trim());
    for (const el of this.quest.children.filter((c) => c.name === 'wanderingmonster')) {
      const own = stated(el);
      for (const said of own) statements.push({ said, line: el.line, el });
      const monsters = el.children.filter((c) => c.name === 'monster' && stated(c).length > 0);
      for (const m of monsters) for (const said of stated(m)) statements.push({ said, line: m.line, el: m });
      if (own.length === 0 && monsters.length === 0) this.unconverted(el, { element: 'wanderingmonster', empty: true, said: said(el) });
    }
    for (const n of notes) {
      const m = WANDERING.exec(n.text);
      if (m) statements.push({ said: m[1]!, line: n.line, el: this.noteEls.get(n.line) ?? null });
    }
    let found: (NonNullable<ConversionReport['prose']['wanderingMonster']> & { entry: CatalogueEntry | undefined }) | null = null;
    for (const n of statements) {
      const text = n.said.split('\n')[0]!.trim().replace(/^["'“]+|["'”.!;,]+$/g, '').trim();
      if (!text) continue;
      const entry = CATALOGUE.find((e) => e.kind === 'monster' && (squeeze(e.id) === squeeze(text) || squeeze(e.name) === squeeze(text)));
      if (found) {
        const same = entry && found.entry ? entry === found.entry : squeeze(text) === squeeze(found.text);
        if (!same) this.report(n.el, 'wandering_monster_conflict', { name: text, taken: found.text, line: found.line });
        continue;
      }
      if (!entry) this.report(n.el, 'unknown_wandering_monster', { name: text });
      found = { text, line: n.line, catalogueId: entry?.id ?? null, kind: entry ? this.kindOf(entry, n.el) : null, entry };
    }
    return found && { text: found.text, line: found.line, catalogueId: found.catalogueId, kind: found.kind };
  }

  /** What was read of the quest but not converted (the report's `notConverted`), in file order of finding. */
  private readonly notConverted: ConversionReport['notConverted'] = [];

  /** Lists `el` in `notConverted` (with its unread parts, if that is why) and reports it as `not_converted`. */
  private unconverted(el: XmlElement, values: ProblemValues['not_converted']): void {
    this.notConverted.push({ element: el.name, line: el.line, said: said(el), ...('unread' in values ? { unread: values.unread } : {}) });
    this.report(el, 'not_converted', values);
  }

  private finish(notes: QuestNote[], wanderingMonster: ConversionReport['prose']['wanderingMonster']): HeroScribeConversion {
    const q = this.quest.attributes;
    const hs2 = this.quest.children.some((c) => HS2_ELEMENTS.has(c.name));
    const notConverted = this.notConverted;
    const titles = this.quest.children.filter((c) => c.name === 'title');
    const title = titles.length > 0 ? tidy(titles[0]!.text) || null : null;
    for (const el of this.quest.children) {
      if (!QUEST_ELEMENTS.has(el.name)) this.report(el, 'unknown_element', { element: el.name, within: 'quest' });
      else if (el.name === 'monsterstat' || (el.name === 'title' && el !== titles[0])) {
        this.unconverted(el, { element: el.name === 'monsterstat' ? 'monsterstat' : 'title', said: said(el) });
      } else if (READINGS[el.name]) {
        const unread = unreadParts(el, READINGS[el.name]!);
        if (unread.length > 0) this.unconverted(el, { element: el.name, unread, said: said(el) });
      }
    }
    let name = tidy(title ?? q.name ?? '');
    if (!name) {
      name = 'HeroScribe quest';
      this.report(this.quest, 'no_name', {});
    } else if (name.length > NAME_MAX) {
      this.report(this.quest, 'text_truncated', { of: 'name', length: name.length, keep: NAME_MAX - 1 });
      name = `${name.slice(0, NAME_MAX - 1)}…`;
    }
    const speechEl = this.quest.children.find((c) => c.name === 'speech') ?? null;
    const questTexts = this.quest.children.filter((c) => c.name === 'questtext').map((c) => tidy(c.text)).filter(Boolean);
    // the description: the speech, then the HeroScribe 2 quest text (read aloud at the start, like the speech)
    const speech = [speechEl ? tidy(speechEl.text) : '', ...questTexts].filter(Boolean).join('\n\n');
    const rows = this.grid.map((r) => r.join(''));
    const usedChars = new Set(rows.join(''));
    const rooms = this.rooms.filter((r) => usedChars.has(r.char));
    const placeholderCreatures = [...this.placeholders.values()].map((ph) =>
      Creature.parse({
        id: ph.kind,
        name: { it: `${ph.name} (da mappare)`, en: `${ph.name} (to map)` },
        description: {
          it: `Segnaposto dell'importazione HeroScribe per "${ph.catalogueId}": sostituiscilo con una creatura del pacchetto o dagli i suoi valori.`,
          en: `Placeholder of the HeroScribe import for "${ph.catalogueId}": replace it with a creature kind of the pack, or give it its values.`,
        },
        move: 6,
        attack: 2,
        defence: 2,
        body: 1,
        mind: 1,
        color: '#9e9e9e',
      }),
    );
    const doc = {
      id: this.options.id ?? slugOf(name),
      name: both(name),
      ...(speech ? { description: both(this.clip(speech, speechEl ?? this.quest.children.find((c) => c.name === 'questtext')!, { element: speechEl ? 'speech' : 'questtext' })) } : {}),
      ruleset: 'classic',
      auto: false,
      map: { rows, rooms, doors: this.doors },
      start: this.start,
      monsters: this.monsters,
      objects: this.objects,
      ...(wanderingMonster?.kind ? { wandering_monster: wanderingMonster.kind } : {}),
      ...(notes.length > 0 ? { notes: notes.map((n) => this.clip(n.text, this.quest, { element: 'note' })).slice(0, 200) } : {}),
      win: 'manual' as const,
      lose: [],
    };
    const parsed = Mission.safeParse(doc);
    if (!parsed.success) {
      throw new HeroScribeError(
        'invalid_mission',
        parsed.error.issues.map((i) => problemAt(this.quest, 'invalid_mission', { path: i.path.join('.'), issue: i.message })),
      );
    }
    const sealed = sealedStart(parsed.data);
    if (sealed) {
      const stairway = this.stairwayEl ?? this.quest;
      this.report(stairway, 'sealed_start', { text: sealed.text });
    }
    let rock = 0;
    let corridor = 0;
    for (const row of rows) for (const c of row) c === ROCK_CHAR ? rock++ : c === '.' ? corridor++ : 0;
    const report: ConversionReport = {
      quest: {
        name,
        region: q.region ?? null,
        version: q.version ?? null,
        format: hs2 ? '2' : this.doctype && /heroscribe/i.test(this.doctype) ? '1.4' : 'enhanced',
        title,
        width: this.boardsAcross,
        height: this.boardsDown,
        boards: this.boardElements.length,
      },
      converted: {
        rooms: rooms.length,
        corridorSquares: corridor,
        rockSquares: rock,
        doors: this.counts.doors,
        secretDoors: this.counts.secretDoors,
        edgeExits: this.counts.edgeExits,
        stairways: this.counts.stairways,
        start: this.start.length,
        monsters: this.counts.monsters,
        furniture: this.counts.furniture,
        furnitureSquares: this.counts.furnitureSquares,
        rubble: this.counts.rubble,
        traps: this.counts.traps,
        markers: this.counts.markers,
      },
      placeholders: [...this.placeholders.values()],
      prose: { description: speech.length > 0, questText: questTexts.length > 0, notes, wanderingMonster, objects: this.proseObjects },
      notConverted,
      problems: this.problems,
    };
    return { mission: parsed.data, creatures: placeholderCreatures.filter((c) => report.placeholders.some((p) => p.kind === c.id)), report };
  }
}
