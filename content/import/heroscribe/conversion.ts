/**
 * One conversion under way: the joined map of the quest's boards, what has been placed on it so far, the problems
 * found, and the checks each placement shares (a square open, free, on which board). The steps that fill it are in
 * `boards.ts`, `pieces.ts`, `notes.ts` and `finish.ts`; `convert.ts` runs them in order.
 * @module
 */
import { ROCK_CHAR, type MapDoor, type MissionMonster, type MissionObject, type Square } from '../../schemas/index.ts';
import { CATALOGUE, type CatalogueEntry } from './catalogue.ts';
import { MONSTER_KINDS, placeholderKindOf } from './kinds.ts';
import { said } from './reading.ts';
import { HeroScribeError, problemAt, type ConversionReport, type ConvertOptions, type HeroScribeErrorCode, type HeroScribeProblem } from './report.ts';
import { STANDARD_BOARD } from './standard-board.ts';
import type { Piece, ProblemCode, ProblemValues } from './texts.ts';
import type { XmlElement } from './xml.ts';

export const BOARD_W = STANDARD_BOARD.width;
export const BOARD_H = STANDARD_BOARD.height;
/** Squares of rock between two joined boards. */
export const GAP = 1;
/** The largest map our format allows. */
export const MAX_MAP = 64;
export const ROTATIONS = ['downward', 'rightward', 'upward', 'leftward'] as const;
export type Rotation = (typeof ROTATIONS)[number];
export const CATALOGUE_BY_ID = new Map(CATALOGUE.map((e) => [e.id, e]));
/** Room characters of the boards after the first, in a multi-board quest (22 per board, at most 6 boards). */
export const ROOM_CHARS = [
  ...'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789',
  ...'ΑΒΓΔΕΖΗΘΙΚΛΜΝΞΟΠΡΣΤΥΦΧΨΩαβγδεζηθικλμνξοπρστυφχψω',
  ...'ÀÁÂÃÄÅÆÇÈÉÊËÌÍÎÏÐÑÒÓÔÕÖØÙÚÛÜÝÞ',
];
export const TEXT_MAX = 4000;
/** The longest mission name kept (a HeroScribe name is a title). */
export const NAME_MAX = 200;

export interface Placed {
  el: XmlElement;
  entry: CatalogueEntry;
  /** Board-local, 1-based: the top-left square of the rotated footprint. */
  left: number;
  top: number;
  rotation: Rotation;
  board: number;
}

/** The state of one conversion: the quest's elements, the joined map, what is placed on it, and the problems found. */
export class Conversion {
  readonly problems: HeroScribeProblem[] = [];
  readonly boardsAcross: number;
  readonly boardsDown: number;
  readonly width: number;
  readonly height: number;
  readonly grid: string[][];
  readonly bridges = new Set<string>();
  readonly rooms: { id: string; char: string }[] = [];
  readonly occupied = new Map<string, Piece>();
  readonly doors: MapDoor[] = [];
  readonly doorEdges = new Set<string>();
  readonly objects: MissionObject[] = [];
  readonly monsters: MissionMonster[] = [];
  readonly start: Square[] = [];
  readonly proseObjects: ConversionReport['prose']['objects'] = [];
  readonly placeholders = new Map<string, ConversionReport['placeholders'][number]>();
  readonly counts = {
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
  readonly monsterKinds: Record<string, string>;
  readonly knownKinds: Set<string> | null;
  readonly boardElements: XmlElement[];
  /** The elements the notes were read from, by line (for problems about a note). */
  readonly noteEls = new Map<number, XmlElement>();
  /** What was read of the quest but not converted (the report's `notConverted`), in file order of finding. */
  readonly notConverted: ConversionReport['notConverted'] = [];
  /** The element the start squares come from (the first stairway, else the first hero figure), for a sealed start's problem. */
  stairwayEl: XmlElement | null = null;

  constructor(
    readonly quest: XmlElement,
    readonly doctype: string | null,
    readonly options: ConvertOptions,
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

  report<C extends ProblemCode>(el: XmlElement | null, code: C, values: ProblemValues[C]): void {
    this.problems.push(problemAt(el, code, values));
  }

  /** Board `b`'s 1-based square (left, top) in joined 0-based coordinates. */
  joined(b: number, left: number, top: number): Square {
    const col = b % this.boardsAcross;
    const row = Math.floor(b / this.boardsAcross);
    return [col * (BOARD_W + GAP) + left - 1, row * (BOARD_H + GAP) + top - 1];
  }

  at([x, y]: Square): string | undefined {
    return this.grid[y]?.[x];
  }

  open(sq: Square): boolean {
    const c = this.at(sq);
    return c !== undefined && c !== ROCK_CHAR;
  }

  /** The rotated size (columns, rows) of a piece. */
  footprint(p: Placed): [number, number] {
    const sideways = p.rotation === 'rightward' || p.rotation === 'leftward';
    return sideways ? [p.entry.height, p.entry.width] : [p.entry.width, p.entry.height];
  }

  /** The joined squares a piece covers. */
  squaresOf(p: Placed): Square[] {
    const [w, h] = this.footprint(p);
    const out: Square[] = [];
    for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) out.push(this.joined(p.board, p.left + dx, p.top + dy));
    return out;
  }

  /** Claims a square for a start square, a piece of furniture or a creature; false (and reported) when it cannot. */
  claim(sq: Square, what: Piece, el: XmlElement): boolean {
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

  firstOpenSquare(): Square | undefined {
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (this.grid[y]![x] === '.') return [x, y];
    for (let y = 0; y < this.height; y++) for (let x = 0; x < this.width; x++) if (this.grid[y]![x] !== ROCK_CHAR) return [x, y];
    return undefined;
  }

  /**
   * The creature kind of a catalogue monster, on the board or the wandering one: its mapped kind when the pack has
   * it, else its placeholder kind (made, and reported at `el`, the first time; `el`'s line joins its `lines`).
   */
  kindOf(entry: CatalogueEntry, el: XmlElement | null): string {
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

  clip(text: string, el: XmlElement, of: { marker: string } | { element: 'speech' | 'questtext' | 'note' }): string {
    if (text.length <= TEXT_MAX) return text;
    this.report(el, 'text_truncated', { of, length: text.length, keep: TEXT_MAX - 1 });
    return `${text.slice(0, TEXT_MAX - 1)}…`;
  }

  /** Lists `el` in `notConverted` (with its unread parts, if that is why) and reports it as `not_converted`. */
  unconverted(el: XmlElement, values: ProblemValues['not_converted']): void {
    this.notConverted.push({ element: el.name, line: el.line, said: said(el), ...('unread' in values ? { unread: values.unread } : {}) });
    this.report(el, 'not_converted', values);
  }
}
