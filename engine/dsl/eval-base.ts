/**
 * What every evaluation of the language shares: its options and its one error, equality and truth of values, the
 * path cache, and the base of an evaluation (the step budget, the path being evaluated, reading the scope). The
 * expressions and predicates are evaluated in `eval-expressions.ts`, the effects in `eval-effects.ts`.
 * @module
 */
import type { DiceNotation, DiceRoll, DiceTable } from '../core/dice-notation.ts';
import type { Rng } from '../core/rng.ts';
import { MAX_DEPTH } from './grammar.ts';
import type { DslValue } from './types.ts';

/** What an evaluation reads and draws from. */
export interface EvalOptions {
  /** The room's PRNG: `roll` and `chance` draw from it. */
  rng: Rng;
  /** The names refs read: `value`, `actor`, `target`, `magnitude`, `flags`, `rules`, ... (own properties only). */
  scope: Readonly<Record<string, DslValue>>;
  /** When given, every dice roll is appended here, each die kept, for display. */
  rolls?: DiceRoll[];
  /** Named dice `roll` may use beside the standard ones. */
  dice?: DiceTable;
  /** The most operations one evaluation may take (default `DEFAULT_MAX_STEPS`): a guard against runaway loops. */
  maxSteps?: number;
}

/** The default `maxSteps`: room for a `repeat` at its cap with a few effects inside, and nested loops stop. */
export const DEFAULT_MAX_STEPS = 1_000_000;

/** A problem met while evaluating: `path` is where in the tree (`effects.0.damage.amount.add.1`). */
export class DslEvalError extends Error {
  override readonly name = 'DslEvalError';
  constructor(
    readonly path: string,
    readonly reason: string,
  ) {
    super(`${path}: ${reason}`);
  }
}

/** A binding of `let`, `forEach` or a loop's `index`, innermost first. */
export interface Frame {
  name: string;
  value: DslValue;
  parent: Frame | undefined;
}

export type Json = Record<string, unknown>;

export function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

export function show(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  return typeof v === 'string' ? JSON.stringify(v.length > 40 ? `${v.slice(0, 40)}…` : v) : String(v);
}

/** Equality of JSON values: same type and value, lists and objects compared member by member. */
export function dslEqual(a: DslValue, b: DslValue): boolean {
  if (a === b) return true;
  if (Array.isArray(a)) return Array.isArray(b) && a.length === b.length && a.every((x, i) => dslEqual(x, b[i]!));
  if (isObject(a) && isObject(b)) {
    const ka = Object.keys(a);
    return ka.length === Object.keys(b).length && ka.every((k) => Object.hasOwn(b, k) && dslEqual(a[k] as DslValue, b[k] as DslValue));
  }
  return false;
}

/** The truth of a value (the `test` predicate): non-zero numbers, non-empty strings, lists and objects, and true. */
export function truthy(v: DslValue): boolean {
  if (typeof v === 'number') return v !== 0;
  if (typeof v === 'string') return v.length > 0;
  if (typeof v === 'boolean') return v;
  if (v === null) return false;
  return Array.isArray(v) ? v.length > 0 : Object.keys(v).length > 0;
}

/** Rounds half away from zero: 2.5 → 3, -2.5 → -3. */
export function roundHalfAway(x: number): number {
  return Math.sign(x) * Math.round(Math.abs(x));
}

/** Paths split at their dots, by path (a document's paths are few and read again and again). */
const SPLIT = new Map<string, string[]>();
/** How many split paths are kept before the cache starts afresh. */
const SPLIT_LIMIT = 10_000;

function segmentsOf(path: string): string[] {
  let segs = SPLIT.get(path);
  if (segs === undefined) {
    if (SPLIT.size >= SPLIT_LIMIT) SPLIT.clear();
    segs = path.split('.');
    SPLIT.set(path, segs);
  }
  return segs;
}

const INDEX = /^(?:0|[1-9][0-9]*)$/;

/**
 * One evaluation: the step budget, the path being evaluated, the rolls made. The path is a stack kept by hand
 * (`path.push` before a part, `path.pop` after): an error ends the evaluation, so it reads the path where it was
 * thrown; no closure is made per node on the way.
 * This base holds the budget, the path and the reading of the scope; each subclass adds a part of the language.
 */
export abstract class EvalBase {
  protected steps = 0;
  protected readonly maxSteps: number;
  protected readonly path: (string | number)[];
  protected readonly notations = new Map<string, DiceNotation>();

  constructor(
    protected readonly options: EvalOptions,
    root: string,
  ) {
    this.maxSteps = options.maxSteps ?? DEFAULT_MAX_STEPS;
    this.path = [root];
  }

  fail(reason: string): never {
    throw new DslEvalError(this.path.join('.'), reason);
  }

  /** Counts one operation at `depth`, failing past the budget or the depth limit. */
  step(depth: number): void {
    if (++this.steps > this.maxSteps) this.fail(`more than ${this.maxSteps} steps: the evaluation was stopped`);
    if (depth > MAX_DEPTH) this.fail(`nested deeper than ${MAX_DEPTH} levels`);
  }

  /** Runs `f` with `key` on the path: for the rare paths (failures); the hot ones push and pop inline. */
  at<T>(key: string | number, f: () => T): T {
    this.path.push(key);
    const out = f();
    this.path.pop();
    return out;
  }

  num(v: DslValue, what = 'a number'): number {
    if (typeof v !== 'number') this.fail(`expected ${what}, got ${show(v)}`);
    return v;
  }

  finite(x: number): number {
    if (!Number.isFinite(x)) this.fail('the result is not a finite number');
    return x === 0 ? 0 : x; // no -0
  }

  /** The value at `path` (bindings first, then the scope), or `undefined` when some step is missing. */
  resolve(path: unknown, frame: Frame | undefined): DslValue | undefined {
    if (typeof path !== 'string' || path.length === 0) this.fail(`a path is a non-empty string, not ${show(path)}`);
    const segs = segmentsOf(path);
    const root = segs[0]!;
    let cur: unknown;
    let f = frame;
    while (f && f.name !== root) f = f.parent;
    if (f) cur = f.value;
    else if (Object.hasOwn(this.options.scope, root)) cur = this.options.scope[root];
    else return undefined;
    for (let i = 1; i < segs.length; i++) {
      const seg = segs[i]!;
      if (Array.isArray(cur)) {
        if (!INDEX.test(seg) || Number(seg) >= cur.length) return undefined;
        cur = cur[Number(seg)];
      } else if (isObject(cur) && Object.hasOwn(cur, seg)) cur = cur[seg];
      else return undefined;
    }
    return cur as DslValue;
  }

  operands(v: unknown, n: number | 'list', op: string): unknown[] {
    if (n === 'list') {
      if (!Array.isArray(v)) this.fail(`"${op}" takes a list`);
      return v;
    }
    if (!Array.isArray(v) || v.length !== n) this.fail(`"${op}" takes exactly ${n} operands`);
    return v;
  }

  operator(node: Json, table: ReadonlyMap<string, unknown>, kind: string): string {
    let found: string | undefined;
    let count = 0;
    for (const k of Object.keys(node)) {
      if (table.has(k)) {
        found ??= k;
        count += 1;
      }
    }
    if (count !== 1)
      this.fail(
        count === 0
          ? `not ${kind}: ${
              Object.keys(node)
                .map((k) => JSON.stringify(k))
                .join(', ') || 'an empty object'
            }`
          : `${kind} has one operator`,
      );
    return found!;
  }
}
