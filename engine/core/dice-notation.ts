/**
 * Dice notation (rules-dsl.md, "Dice notation"; spec 002's `dice` fields such as `resolution.checkDice`):
 * parsed into a structure, rolled with the room's PRNG, every die kept for display.
 *
 * Grammar (spaces allowed between terms):
 *
 * ```
 * notation := ["+" | "-"] term (("+" | "-") term)*
 * term     := constant | [count] "d" die [keep]
 * die      := sides                      numeric: 1d20, 2d6
 *           | "{" face ("," face)* "}"   custom faces: 1d{skull*3,white_shield*2,black_shield}, 1d{-1,0,1}
 *           | name                       a named die: 3dcombat (the classic combat die), or one passed in options
 * face     := integer | symbol ["*" repeat]
 * keep     := ("kh" | "kl") n            keep the highest / lowest n dice: 4d6kh3, 2d20kh1, 2d20kl1
 * ```
 *
 * A die with a symbol face (a skull) cannot be kept highest/lowest or subtracted; its symbols are counted in
 * `DiceRoll.symbols` instead of summed. Limits keep a roll cheap: at most 200 characters, 100 terms,
 * 1,000 dice, 1,000,000 sides or 1,000 faces per die. Invalid notation throws `DiceNotationError` with the
 * position, nothing else.
 * @module
 */
import type { Rng } from './rng.ts';

/** A face of a custom die: a number (summed) or a symbol such as `skull` (counted). */
export type DieFace = number | string;

/** A die: `numeric` with faces 1..`sides`, or `faces` listing each face (repeats make a face likelier). */
export type Die = { kind: 'numeric'; sides: number } | { kind: 'faces'; faces: DieFace[]; name?: string };

/** Keep only the `count` highest or lowest dice of a term. */
export interface Keep {
  which: 'highest' | 'lowest';
  count: number;
}

/** `count` dice of one kind, added (`sign` 1) or subtracted (-1). */
export interface DiceTerm {
  kind: 'dice';
  sign: 1 | -1;
  count: number;
  die: Die;
  keep?: Keep;
}

/** A whole number added or subtracted. */
export interface ConstantTerm {
  kind: 'constant';
  sign: 1 | -1;
  value: number;
}

/** A parsed notation: its text as written and its terms in order. `numeric` is false when a die has a symbol face. */
export interface DiceNotation {
  text: string;
  terms: (DiceTerm | ConstantTerm)[];
  numeric: boolean;
}

/** One rolled die: the face it shows, its number (0 for a symbol) and whether it counts (keep). */
export interface RolledDie {
  face: DieFace;
  value: number;
  kept: boolean;
}

/** A rolled dice term: every die, and the signed sum of the kept ones. */
export interface RolledDiceTerm extends DiceTerm {
  dice: RolledDie[];
  subtotal: number;
}

/** A roll: the signed total of the numbers, every term with its dice, and how many of each symbol came up. */
export interface DiceRoll {
  notation: string;
  total: number;
  terms: (RolledDiceTerm | ConstantTerm)[];
  symbols: Record<string, number>;
}

/** Named dice: a name (letters and `_`) to its faces. */
export type DiceTable = Readonly<Record<string, readonly DieFace[]>>;

/** The classic combat die of the board game (spec 000, "Combat"): 3 skulls, 2 white shields, 1 black shield. */
export const COMBAT_DIE: readonly DieFace[] = Object.freeze(['skull', 'skull', 'skull', 'white_shield', 'white_shield', 'black_shield']);

/** The named dice every notation knows: `combat`. */
export const STANDARD_DICE: DiceTable = Object.freeze({ combat: COMBAT_DIE });

/** Options of `parseDice`: extra named dice, beside `STANDARD_DICE` (a name here wins). */
export interface DiceOptions {
  dice?: DiceTable;
}

/** The limits of a notation. */
export const DICE_LIMITS = Object.freeze({ length: 200, terms: 100, dice: 1000, sides: 1_000_000, faces: 1000, constant: 1_000_000_000 });

/**
 * Invalid dice notation. `position` is the 0-based index in `notation` where the problem is; `reason` the
 * problem alone; `message` both, for display.
 */
export class DiceNotationError extends Error {
  override readonly name = 'DiceNotationError';
  constructor(
    readonly notation: string,
    readonly position: number,
    readonly reason: string,
  ) {
    super(`bad dice notation ${JSON.stringify(notation.length > 60 ? `${notation.slice(0, 60)}…` : notation)}: ${reason} (at position ${position})`);
  }
}

const DIGIT = /[0-9]/;
const SYMBOL_START = /[a-z_]/;
const SYMBOL = /[a-z0-9_]/;
const NAME = /[a-z_]/;

/** A cursor over the text; every failure is a `DiceNotationError` at the cursor or a given position. */
class Scanner {
  pos = 0;
  constructor(
    readonly text: string,
    readonly options: DiceOptions,
  ) {}
  fail(reason: string, at = this.pos): never {
    throw new DiceNotationError(this.text, at, reason);
  }
  peek(): string {
    return this.text[this.pos] ?? '';
  }
  done(): boolean {
    return this.pos >= this.text.length;
  }
  spaces(): void {
    while (this.peek() === ' ' || this.peek() === '\t') this.pos++;
  }
  eat(s: string): boolean {
    if (this.text.startsWith(s, this.pos)) {
      this.pos += s.length;
      return true;
    }
    return false;
  }
  /** A run of digits as a whole number no greater than `max`, or undefined when there is no digit here. */
  integer(max: number, what: string): number | undefined {
    const start = this.pos;
    while (DIGIT.test(this.peek())) this.pos++;
    if (this.pos === start) return undefined;
    const digits = this.text.slice(start, this.pos);
    if (digits.length > 12 || Number(digits) > max)
      this.fail(`${what} ${digits.length > 12 ? `${digits.slice(0, 12)}…` : digits} is above the limit of ${max}`, start);
    return Number(digits);
  }
  word(re: RegExp, first: RegExp): string {
    const start = this.pos;
    if (!first.test(this.peek())) return '';
    while (re.test(this.peek())) this.pos++;
    return this.text.slice(start, this.pos);
  }
}

function parseFaces(s: Scanner): DieFace[] {
  const faces: DieFace[] = [];
  for (;;) {
    s.spaces();
    const at = s.pos;
    let face: DieFace;
    const negative = s.eat('-');
    const n = s.integer(DICE_LIMITS.constant, 'the face');
    if (n !== undefined) face = negative ? -n : n;
    else if (negative) s.fail('expected a number after "-"');
    else {
      const sym = s.word(SYMBOL, SYMBOL_START);
      if (sym === '')
        s.fail(s.done() ? 'the face list is not closed with "}"' : `expected a face (a number or a name such as skull), found ${JSON.stringify(s.peek())}`);
      face = sym;
    }
    s.spaces();
    let times = 1;
    if (s.eat('*')) {
      s.spaces();
      const t = s.integer(DICE_LIMITS.faces, 'the repeat');
      if (t === undefined) s.fail('expected how many times the face repeats after "*"');
      if (t < 1) s.fail('a face repeats at least once', s.pos - 1);
      times = t;
    }
    if (faces.length + times > DICE_LIMITS.faces) s.fail(`a die has at most ${DICE_LIMITS.faces} faces`, at);
    for (let i = 0; i < times; i++) faces.push(face);
    s.spaces();
    if (s.eat('}')) return faces;
    if (!s.eat(',')) s.fail(s.done() ? 'the face list is not closed with "}"' : `expected "," or "}", found ${JSON.stringify(s.peek())}`);
  }
}

function parseDie(s: Scanner): Die {
  const at = s.pos;
  const sides = s.integer(DICE_LIMITS.sides, 'the number of sides');
  if (sides !== undefined) {
    if (sides < 1) s.fail('a die has at least one side', at);
    return { kind: 'numeric', sides };
  }
  if (s.eat('{')) return { kind: 'faces', faces: parseFaces(s) };
  const name = s.word(NAME, NAME);
  if (name === '')
    s.fail(
      s.done()
        ? 'expected the number of sides or a die name after "d"'
        : `expected the number of sides, "{" or a die name after "d", found ${JSON.stringify(s.peek())}`,
    );
  const table = s.options.dice;
  const faces = table !== undefined && Object.hasOwn(table, name) ? table[name] : Object.hasOwn(STANDARD_DICE, name) ? STANDARD_DICE[name] : undefined;
  if (faces === undefined) {
    const kept = /^(.+)k[hl]$/.exec(name)?.[1];
    if (kept !== undefined && (Object.hasOwn(table ?? {}, kept) || Object.hasOwn(STANDARD_DICE, kept))) {
      s.fail('only dice with numbers on every face can be kept highest or lowest', at + kept.length);
    }
    const known = [...new Set([...Object.keys(table ?? {}), ...Object.keys(STANDARD_DICE)])];
    s.fail(`no die named ${JSON.stringify(name)}; the named dice are: ${known.join(', ')}`, at);
  }
  if (faces.length === 0) s.fail(`the die ${JSON.stringify(name)} has no faces`, at);
  return { kind: 'faces', faces: [...faces], name };
}

function isNumericDie(die: Die): boolean {
  return die.kind === 'numeric' || die.faces.every((f) => typeof f === 'number');
}

function parseTerm(s: Scanner, sign: 1 | -1): DiceTerm | ConstantTerm {
  const at = s.pos;
  const count = s.integer(DICE_LIMITS.dice, 'the number of dice');
  if (!(s.eat('d') || s.eat('D'))) {
    if (count === undefined) s.fail(s.done() ? 'expected a number or dice' : `expected a number or dice, found ${JSON.stringify(s.peek())}`);
    return { kind: 'constant', sign, value: count };
  }
  if (count === 0) s.fail('roll at least one die', at);
  const die = parseDie(s);
  const term: DiceTerm = { kind: 'dice', sign, count: count ?? 1, die };
  const keepAt = s.pos;
  if (s.eat('kh') || s.eat('kl')) {
    const which = s.text[s.pos - 1] === 'h' ? 'highest' : 'lowest';
    const n = s.integer(DICE_LIMITS.dice, 'the number of dice kept');
    if (n === undefined) s.fail(`expected how many dice to keep after "k${which[0]}"`);
    if (n < 1 || n > term.count) s.fail(`can keep 1 to ${term.count} of ${term.count} dice, not ${n}`, keepAt);
    if (!isNumericDie(die)) s.fail('only dice with numbers on every face can be kept highest or lowest', keepAt);
    term.keep = { which, count: n };
  }
  if (sign === -1 && !isNumericDie(die)) s.fail('dice with symbol faces cannot be subtracted', at);
  return term;
}

/**
 * Parses dice notation (`1d20`, `2d6+3`, `4d6kh3`, `1d8+1d4-1`, `3dcombat`, `1d{skull*3,white_shield*2,black_shield}`).
 * @throws DiceNotationError when `text` is not valid notation, naming the position.
 */
export function parseDice(text: string, options: DiceOptions = {}): DiceNotation {
  if (typeof text !== 'string') throw new DiceNotationError(String(text), 0, 'dice notation is a string such as "1d20"');
  const s = new Scanner(text, options);
  if (text.length > DICE_LIMITS.length) s.fail(`longer than ${DICE_LIMITS.length} characters`, DICE_LIMITS.length);
  const terms: (DiceTerm | ConstantTerm)[] = [];
  let dice = 0;
  s.spaces();
  let sign: 1 | -1 = s.eat('-') ? -1 : 1;
  if (sign === 1) s.eat('+');
  for (;;) {
    s.spaces();
    const at = s.pos;
    const term = parseTerm(s, sign);
    if (term.kind === 'dice') {
      dice += term.count;
      if (dice > DICE_LIMITS.dice) s.fail(`more than ${DICE_LIMITS.dice} dice in all`, at);
    }
    terms.push(term);
    if (terms.length > DICE_LIMITS.terms) s.fail(`more than ${DICE_LIMITS.terms} terms`, at);
    s.spaces();
    if (s.done()) break;
    if (s.eat('+')) sign = 1;
    else if (s.eat('-')) sign = -1;
    else s.fail(`expected "+", "-" or the end, found ${JSON.stringify(s.peek())}`);
  }
  const numeric = terms.every((t) => t.kind === 'constant' || isNumericDie(t.die));
  return { text, terms, numeric };
}

/** The problem with `text` as dice notation, or `undefined` when it is valid. Never throws. */
export function diceNotationError(text: string, options: DiceOptions = {}): DiceNotationError | undefined {
  try {
    parseDice(text, options);
    return undefined;
  } catch (e) {
    if (e instanceof DiceNotationError) return e;
    throw e;
  }
}

function formatFace(f: DieFace): string {
  return String(f);
}

function formatDie(die: Die): string {
  if (die.kind === 'numeric') return String(die.sides);
  if (die.name !== undefined) return die.name;
  const parts: string[] = [];
  for (let i = 0; i < die.faces.length; ) {
    let j = i;
    while (j < die.faces.length && die.faces[j] === die.faces[i]) j++;
    parts.push(
      j - i > 1 && typeof die.faces[i] === 'string'
        ? `${formatFace(die.faces[i]!)}*${j - i}`
        : Array.from({ length: j - i }, () => formatFace(die.faces[i]!)).join(','),
    );
    i = j;
  }
  return `{${parts.join(',')}}`;
}

/** The canonical text of a notation: `1d8+1d4-1`, `2d20kh1`, `1d{skull*3,white_shield*2,black_shield}`. */
export function formatDice(notation: DiceNotation): string {
  return notation.terms
    .map((t, i) => {
      const sign = t.sign === -1 ? '-' : i === 0 ? '' : '+';
      if (t.kind === 'constant') return `${sign}${t.value}`;
      const keep = t.keep ? `k${t.keep.which === 'highest' ? 'h' : 'l'}${t.keep.count}` : '';
      return `${sign}${t.count}d${formatDie(t.die)}${keep}`;
    })
    .join('');
}

function rollTerm(term: DiceTerm, rng: Rng, symbols: Map<string, number>): RolledDiceTerm {
  const dice: RolledDie[] = [];
  for (let i = 0; i < term.count; i++) {
    const face: DieFace = term.die.kind === 'numeric' ? 1 + rng.int(term.die.sides) : term.die.faces[rng.int(term.die.faces.length)]!;
    dice.push({ face, value: typeof face === 'number' ? face : 0, kept: true });
  }
  if (term.keep) {
    const order = dice
      .map((_, i) => i)
      .sort((a, b) => (term.keep!.which === 'highest' ? dice[b]!.value - dice[a]!.value : dice[a]!.value - dice[b]!.value) || a - b);
    for (const i of order.slice(term.keep.count)) dice[i]!.kept = false;
  }
  let sum = 0;
  for (const d of dice) {
    if (!d.kept) continue;
    sum += d.value;
    if (typeof d.face === 'string') symbols.set(d.face, (symbols.get(d.face) ?? 0) + 1);
  }
  return { ...term, dice, subtotal: term.sign * sum };
}

/**
 * Rolls a notation (parsed, or text to parse) with `rng`: every die is drawn in order, left to right, one PRNG
 * draw each, so the same seed gives the same dice.
 * @throws DiceNotationError when `notation` is text that is not valid notation.
 */
export function rollDice(notation: DiceNotation | string, rng: Rng, options: DiceOptions = {}): DiceRoll {
  const parsed = typeof notation === 'string' ? parseDice(notation, options) : notation;
  const symbols = new Map<string, number>();
  let total = 0;
  const terms = parsed.terms.map((t) => {
    if (t.kind === 'constant') {
      total += t.sign * t.value;
      return t;
    }
    const rolled = rollTerm(t, rng, symbols);
    total += rolled.subtotal;
    return rolled;
  });
  return { notation: parsed.text, total, terms, symbols: Object.fromEntries(symbols) };
}

/** The smallest and largest totals a numeric notation can roll, and its mean (expected total). */
export interface DiceStats {
  min: number;
  max: number;
  mean: number;
}

/** Outcomes enumerated at most to work out the mean of a term with keep highest/lowest. */
const KEEP_ENUMERATION_LIMIT = 1_000_000;

function keptStats(term: DiceTerm, sides: number): DiceStats {
  const { count, keep } = term;
  if (!keep) return { min: count, max: count * sides, mean: (count * (sides + 1)) / 2 };
  const kept = Math.min(keep.count, count);
  if (sides ** count > KEEP_ENUMERATION_LIMIT)
    throw new DiceNotationError(`${count}d${sides}k${keep.which[0]}${keep.count}`, 0, 'too many outcomes to average');
  let sum = 0;
  const dice = new Array<number>(count).fill(1);
  const outcomes = sides ** count;
  for (let n = 0; n < outcomes; n++) {
    const sorted = [...dice].sort((a, b) => (keep.which === 'highest' ? b - a : a - b));
    for (let i = 0; i < kept; i++) sum += sorted[i]!;
    for (let i = 0; i < count; i++) {
      if (dice[i]! < sides) {
        dice[i]! += 1;
        break;
      }
      dice[i] = 1;
    }
  }
  return { min: kept, max: kept * sides, mean: sum / outcomes };
}

/**
 * The range and mean of a numeric notation (`1d8+2`: 3, 10, 6.5), for policies that take a die's average or
 * maximum instead of rolling it. A term that keeps highest or lowest is averaged exactly by enumeration.
 * @throws DiceNotationError when a die has symbol faces, or a keep term has more than a million outcomes.
 */
export function diceStats(notation: DiceNotation | string): DiceStats {
  const parsed = typeof notation === 'string' ? parseDice(notation) : notation;
  const out: DiceStats = { min: 0, max: 0, mean: 0 };
  for (const t of parsed.terms) {
    if (t.kind === 'constant') {
      out.min += t.sign * t.value;
      out.max += t.sign * t.value;
      out.mean += t.sign * t.value;
      continue;
    }
    if (t.die.kind !== 'numeric') throw new DiceNotationError(parsed.text, 0, 'dice with symbol faces have no numeric range');
    const s = keptStats(t, t.die.sides);
    if (t.sign === 1) {
      out.min += s.min;
      out.max += s.max;
    } else {
      out.min -= s.max;
      out.max -= s.min;
    }
    out.mean += t.sign * s.mean;
  }
  return out;
}
