/**
 * The evaluator of the language (rules-dsl.md): expressions to values, predicates to true/false, effects to
 * intents. Sandboxed: it walks JSON trees with a fixed table of operators (no `eval`, no `Function`), reads
 * only the own properties of the scope it is given, and stops any tree at `maxSteps` operations and `MAX_DEPTH`
 * levels. Deterministic: `roll` and `chance` draw from the injected `Rng` and nowhere else, left to right.
 * Evaluating effects changes nothing: it returns the intents for the engine to check and apply.
 *
 * Trees should have passed the save-time checks (`check.ts`); the evaluator still refuses a malformed tree
 * with `DslEvalError`, as it does every run-time problem (a missing path, a wrong type, division by zero,
 * too many steps). It throws nothing else.
 * @module
 */
import { DiceNotationError, parseDice, rollDice, type DiceNotation, type DiceRoll, type DiceTable } from '../core/dice-notation.ts';
import type { Rng } from '../core/rng.ts';
import { EFFECTS, EXPRESSION_OPERATORS, MAX_DEPTH, PREDICATE_OPERATORS, REPEAT_CAP, STANCES } from './grammar.ts';
import type { Effect, Expression, Predicate } from './schema.ts';
import type { DispositionStance } from '../../content/schemas/rules/encounters.ts';
import type { DslValue, Intent } from './types.ts';

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
interface Frame {
  name: string;
  value: DslValue;
  parent: Frame | undefined;
}

type Json = Record<string, unknown>;

function isObject(v: unknown): v is Json {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function show(v: unknown): string {
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
function roundHalfAway(x: number): number {
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
 */
class Evaluator {
  private steps = 0;
  private readonly maxSteps: number;
  private readonly path: (string | number)[];
  private readonly notations = new Map<string, DiceNotation>();

  constructor(
    private readonly options: EvalOptions,
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
    if (count !== 1) this.fail(count === 0 ? `not ${kind}: ${Object.keys(node).map((k) => JSON.stringify(k)).join(', ') || 'an empty object'}` : `${kind} has one operator`);
    return found!;
  }

  /** The value of expression `node` at `key` of the path. */
  sub(key: string | number, node: unknown, frame: Frame | undefined, depth: number): DslValue {
    this.path.push(key);
    const v = this.expression(node, frame, depth);
    this.path.pop();
    return v;
  }

  /** The values of `op`'s operands (`n` of them, or a list), each at `op.i` of the path. */
  each(op: string, arg: unknown, n: number | 'list', frame: Frame | undefined, depth: number): DslValue[] {
    this.path.push(op);
    const list = this.operands(arg, n, op);
    const out: DslValue[] = new Array<DslValue>(list.length);
    for (let i = 0; i < list.length; i++) {
      this.path.push(i);
      out[i] = this.expression(list[i], frame, depth);
      this.path.pop();
    }
    this.path.pop();
    return out;
  }

  /** `each`, then each value held to a number (at `op.i`): all operands are evaluated before any is checked. */
  numbers(op: string, arg: unknown, n: number | 'list', frame: Frame | undefined, depth: number): number[] {
    const values = this.each(op, arg, n, frame, depth);
    this.path.push(op);
    for (let i = 0; i < values.length; i++) {
      this.path.push(i);
      this.num(values[i]!);
      this.path.pop();
    }
    this.path.pop();
    return values as number[];
  }

  /** The two numbers a comparison compares: both evaluated, then held to numbers at `op`. */
  comparands(op: string, arg: unknown, frame: Frame | undefined, depth: number): [number, number] {
    const [a, b] = this.each(op, arg, 2, frame, depth) as [DslValue, DslValue];
    this.path.push(op);
    const out: [number, number] = [this.num(a), this.num(b)];
    this.path.pop();
    return out;
  }

  /** The number expression `arg` gives, at `op` of the path. */
  oneNumber(op: string, arg: unknown, frame: Frame | undefined, depth: number): number {
    const v = this.sub(op, arg, frame, depth);
    this.path.push(op);
    this.num(v);
    this.path.pop();
    return v as number;
  }

  expression(node: unknown, frame: Frame | undefined, depth: number): DslValue {
    this.step(depth);
    if (node === null || typeof node === 'number' || typeof node === 'string' || typeof node === 'boolean') {
      if (typeof node === 'number' && !Number.isFinite(node)) this.fail('not a finite number');
      return node;
    }
    if (!isObject(node)) this.fail(`not an expression: ${show(node)}`);
    const op = this.operator(node, EXPRESSION_OPERATORS, 'an expression');
    const arg = node[op];
    const d = depth + 1;
    switch (op) {
      case 'ref': {
        this.path.push('ref');
        const value = this.resolve(arg, frame);
        this.path.pop();
        if (value !== undefined) return value;
        if (Object.hasOwn(node, 'else')) return this.sub('else', node['else'], frame, d);
        return this.at('ref', () => this.fail(`nothing at ${show(arg)} (give "else" a fallback for when it is missing)`));
      }
      case 'add': {
        const xs = this.numbers(op, arg, 'list', frame, d);
        let sum = 0;
        for (const x of xs) sum += x;
        return this.finite(sum);
      }
      case 'sub': {
        const [a, b] = this.numbers(op, arg, 2, frame, d) as [number, number];
        return this.finite(a - b);
      }
      case 'mul': {
        const [a, b] = this.numbers(op, arg, 2, frame, d) as [number, number];
        return this.finite(a * b);
      }
      case 'div':
      case 'mod': {
        const [a, b] = this.numbers(op, arg, 2, frame, d) as [number, number];
        if (b === 0) this.at(op, () => this.fail(op === 'div' ? 'division by zero' : 'remainder of a division by zero'));
        return this.finite(op === 'div' ? a / b : a % b);
      }
      case 'neg':
        return this.finite(-this.oneNumber(op, arg, frame, d));
      case 'floor':
        return this.finite(Math.floor(this.oneNumber(op, arg, frame, d)));
      case 'ceil':
        return this.finite(Math.ceil(this.oneNumber(op, arg, frame, d)));
      case 'round':
        return this.finite(roundHalfAway(this.oneNumber(op, arg, frame, d)));
      case 'abs':
        return this.finite(Math.abs(this.oneNumber(op, arg, frame, d)));
      case 'min':
      case 'max': {
        const xs = this.numbers(op, arg, 'list', frame, d);
        if (xs.length === 0) this.at(op, () => this.fail(`"${op}" of nothing`));
        let best = xs[0]!;
        for (let i = 1; i < xs.length; i++) best = op === 'min' ? Math.min(best, xs[i]!) : Math.max(best, xs[i]!);
        return best;
      }
      case 'clamp': {
        const [v, lo, hi] = this.numbers(op, arg, 3, frame, d) as [number, number, number];
        if (lo > hi) this.at(op, () => this.fail(`the low bound ${lo} is above the high bound ${hi}`));
        return Math.min(Math.max(v, lo), hi);
      }
      case 'roll':
        return this.roll(this.sub(op, arg, frame, d));
      case 'cond': {
        this.path.push('cond');
        const holds = this.predicate(arg, frame, d);
        this.path.pop();
        return holds ? this.sub('then', node['then'], frame, d) : this.sub('else', node['else'], frame, d);
      }
      case 'concat': {
        const parts = this.each(op, arg, 'list', frame, d);
        if (parts.length === 0) this.at(op, () => this.fail('"concat" of nothing'));
        return parts
          .map((p, i) => {
            if (typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean') return String(p);
            return this.at(op, () => this.at(i, () => this.fail(`cannot join ${show(p)} into a string`)));
          })
          .join('');
      }
      case 'length': {
        const v = this.sub(op, arg, frame, d);
        if (typeof v === 'string' || Array.isArray(v)) return v.length;
        return this.at(op, () => this.fail(`"length" takes a list or a string, not ${show(v)}`));
      }
      case 'list':
        return this.each(op, arg, 'list', frame, d);
    }
    return this.fail(`unknown operator "${op}"`);
  }

  roll(notation: DslValue): number {
    return this.at('roll', () => {
      if (typeof notation !== 'string') this.fail(`"roll" takes dice notation, not ${show(notation)}`);
      let parsed = this.notations.get(notation);
      if (!parsed) {
        try {
          parsed = parseDice(notation, { dice: this.options.dice ?? {} });
        } catch (e) {
          if (e instanceof DiceNotationError) this.fail(e.message);
          throw e;
        }
        this.notations.set(notation, parsed);
      }
      if (!parsed.numeric) this.fail(`"roll" adds numbers, and ${show(notation)} has symbol faces`);
      const rolled = rollDice(parsed, this.options.rng);
      this.options.rolls?.push(rolled);
      return rolled.total;
    });
  }

  predicate(node: unknown, frame: Frame | undefined, depth: number): boolean {
    this.step(depth);
    if (typeof node === 'boolean') return node;
    if (!isObject(node)) this.fail(`not a predicate: ${show(node)}`);
    const op = this.operator(node, PREDICATE_OPERATORS, 'a predicate');
    const arg = node[op];
    const d = depth + 1;
    switch (op) {
      case 'all':
      case 'any': {
        this.path.push(op);
        const list = this.operands(arg, 'list', op);
        for (let i = 0; i < list.length; i++) {
          this.path.push(i);
          const v = this.predicate(list[i], frame, d);
          this.path.pop();
          if (op === 'all' && !v) return false;
          if (op === 'any' && v) return true;
        }
        this.path.pop();
        return op === 'all';
      }
      case 'not': {
        this.path.push(op);
        const v = this.predicate(arg, frame, d);
        this.path.pop();
        return !v;
      }
      case 'eq': {
        const [a, b] = this.each(op, arg, 2, frame, d) as [DslValue, DslValue];
        return dslEqual(a, b);
      }
      case 'ne': {
        const [a, b] = this.each(op, arg, 2, frame, d) as [DslValue, DslValue];
        return !dslEqual(a, b);
      }
      case 'gt': {
        const [a, b] = this.comparands(op, arg, frame, d);
        return a > b;
      }
      case 'gte': {
        const [a, b] = this.comparands(op, arg, frame, d);
        return a >= b;
      }
      case 'lt': {
        const [a, b] = this.comparands(op, arg, frame, d);
        return a < b;
      }
      case 'lte': {
        const [a, b] = this.comparands(op, arg, frame, d);
        return a <= b;
      }
      case 'in': {
        const [x, list] = this.each(op, arg, 2, frame, d) as [DslValue, DslValue];
        if (!Array.isArray(list)) return this.at(op, () => this.at(1, () => this.fail(`"in" looks in a list, not ${show(list)}`)));
        return list.some((v) => dslEqual(x, v));
      }
      case 'chance': {
        this.path.push(op);
        const p = this.num(this.expression(arg, frame, d), 'a probability');
        if (p < 0 || p > 1) this.fail(`a chance is from 0 to 1, not ${p}`);
        this.path.pop();
        return this.options.rng.next() / 2 ** 32 < p;
      }
      case 'exists': {
        this.path.push(op);
        const v = this.resolve(arg, frame);
        this.path.pop();
        return v !== undefined && v !== null;
      }
      case 'test': {
        this.path.push(op);
        const v = this.expression(arg, frame, d);
        this.path.pop();
        return truthy(v);
      }
    }
    return this.fail(`unknown predicate "${op}"`);
  }

  effects(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!Array.isArray(node)) this.fail('effects are a list');
    for (let i = 0; i < node.length; i++) {
      this.path.push(i);
      this.effect(node[i], frame, depth + 1, out);
      this.path.pop();
    }
  }

  effect(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!isObject(node)) this.fail(`not an effect: ${show(node)}`);
    const keys = Object.keys(node);
    const name = keys[0];
    if (keys.length !== 1 || name === undefined || !EFFECTS.has(name)) this.fail(`not an effect: ${keys.map((k) => JSON.stringify(k)).join(', ') || 'an empty object'}`);
    const body = node[name];
    if (!isObject(body)) return this.at(name, () => this.fail(`"${name}" takes an object of fields`));
    this.path.push(name);
    this.effectBody(name, body, frame, depth + 1, out);
    this.path.pop();
  }

  /** Field `k` of effect `name`'s `body`, evaluated (it must be there). */
  field(name: string, body: Json, k: string, frame: Frame | undefined, d: number): DslValue {
    if (!Object.hasOwn(body, k)) this.fail(`"${name}" needs "${k}"`);
    return this.sub(k, body[k], frame, d);
  }

  /** Field `k` as a finite number. */
  fieldNumber(name: string, body: Json, k: string, frame: Frame | undefined, d: number): number {
    const v = this.field(name, body, k, frame, d);
    this.path.push(k);
    const x = this.finite(this.num(v));
    this.path.pop();
    return x;
  }

  /** Field `k` as an id: a non-empty string. */
  fieldId(name: string, body: Json, k: string, frame: Frame | undefined, d: number): string {
    const v = Object.hasOwn(body, k) ? this.field(name, body, k, frame, d) : undefined;
    if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be an id (a string), not ${show(v)}`));
    return v;
  }

  /** Field `k` as written: a non-empty string, not evaluated. */
  fieldText(body: Json, k: string): string {
    const v = body[k];
    if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be a non-empty string`));
    return v;
  }

  effectBody(name: string, body: Json, frame: Frame | undefined, d: number, out: Intent[]): void {
    switch (name) {
      case 'damage': {
        const intent: Intent = { type: 'damage', target: this.fieldId(name, body, 'target', frame, d), amount: this.fieldNumber(name, body, 'amount', frame, d) };
        if (Object.hasOwn(body, 'damageType')) intent.damageType = this.fieldText(body, 'damageType');
        out.push(intent);
        return;
      }
      case 'heal':
        out.push({ type: 'heal', target: this.fieldId(name, body, 'target', frame, d), amount: this.fieldNumber(name, body, 'amount', frame, d) });
        return;
      case 'applyCondition': {
        const intent: Intent = { type: 'applyCondition', target: this.fieldId(name, body, 'target', frame, d), condition: this.fieldText(body, 'condition') };
        if (Object.hasOwn(body, 'duration')) intent.duration = this.fieldNumber(name, body, 'duration', frame, d);
        if (Object.hasOwn(body, 'magnitude')) intent.magnitude = this.fieldNumber(name, body, 'magnitude', frame, d);
        out.push(intent);
        return;
      }
      case 'removeCondition':
        out.push({ type: 'removeCondition', target: this.fieldId(name, body, 'target', frame, d), condition: this.fieldText(body, 'condition') });
        return;
      case 'adjustResource':
        out.push({ type: 'adjustResource', target: this.fieldId(name, body, 'target', frame, d), resource: this.fieldText(body, 'resource'), amount: this.fieldNumber(name, body, 'amount', frame, d) });
        return;
      case 'setFlag':
        out.push({ type: 'setFlag', flag: this.fieldText(body, 'flag'), value: Object.hasOwn(body, 'value') ? this.field(name, body, 'value', frame, d) : true });
        return;
      case 'learnLore':
        out.push({ type: 'learnLore', entry: this.fieldText(body, 'entry') });
        return;
      case 'grantItem':
      case 'removeItem':
        out.push({ type: name, target: this.fieldId(name, body, 'target', frame, d), item: this.fieldText(body, 'item'), quantity: Object.hasOwn(body, 'quantity') ? this.fieldNumber(name, body, 'quantity', frame, d) : 1 });
        return;
      case 'adjustReputation':
        out.push({ type: 'adjustReputation', faction: this.fieldText(body, 'faction'), amount: this.fieldNumber(name, body, 'amount', frame, d) });
        return;
      case 'setDisposition': {
        const to = this.field(name, body, 'to', frame, d);
        if (typeof to === 'string' && STANCES.includes(to)) out.push({ type: 'setDisposition', target: this.fieldId(name, body, 'target', frame, d), to: to as DispositionStance });
        else if (typeof to === 'number' && Number.isFinite(to)) out.push({ type: 'setDisposition', target: this.fieldId(name, body, 'target', frame, d), to });
        else this.at('to', () => this.fail(`"to" is a stance (ally, neutral, hostile) or a disposition number, not ${show(to)}`));
        return;
      }
      case 'move':
        out.push({ type: 'move', target: this.fieldId(name, body, 'target', frame, d), to: this.field(name, body, 'to', frame, d) });
        return;
      case 'emit': {
        const data: Record<string, DslValue> = {};
        if (Object.hasOwn(body, 'data')) {
          const raw = body['data'];
          if (!isObject(raw)) this.at('data', () => this.fail('"data" is an object of expressions'));
          this.at('data', () => {
            for (const [k, v] of Object.entries(raw as Json)) Object.defineProperty(data, k, { value: this.at(k, () => this.expression(v, frame, d)), enumerable: true, writable: true, configurable: true });
          });
        }
        out.push({ type: 'emit', event: this.fieldText(body, 'event'), data });
        return;
      }
      case 'if': {
        this.path.push('when');
        const holds = this.predicate(body['when'], frame, d);
        this.path.pop();
        const branch = holds ? 'then' : Object.hasOwn(body, 'else') ? 'else' : null;
        if (branch !== null) {
          this.path.push(branch);
          this.effects(body[branch], frame, d, out);
          this.path.pop();
        }
        return;
      }
      case 'repeat': {
        const times = this.fieldNumber(name, body, 'times', frame, d);
        if (!Number.isInteger(times) || times < 0) this.at('times', () => this.fail(`"repeat" runs a whole number of times, 0 or more, not ${times}`));
        const n = Math.min(times, REPEAT_CAP);
        for (let i = 0; i < n; i++) this.at('do', () => this.effects(body['do'], { name: 'index', value: i, parent: frame }, d, out));
        return;
      }
      case 'forEach': {
        const list = this.field(name, body, 'in', frame, d);
        if (!Array.isArray(list)) this.at('in', () => this.fail(`"forEach" goes through a list, not ${show(list)}`));
        const as = this.fieldText(body, 'as');
        (list as DslValue[]).forEach((item, i) => {
          const inner: Frame = { name: as, value: item, parent: { name: 'index', value: i, parent: frame } };
          this.at('do', () => this.effects(body['do'], inner, d, out));
        });
        return;
      }
      case 'let': {
        const bound = this.field(name, body, 'value', frame, d);
        this.at('in', () => this.effects(body['in'], { name: this.fieldText(body, 'name'), value: bound, parent: frame }, d, out));
        return;
      }
    }
  }
}

/**
 * The value of an expression.
 * @throws DslEvalError for a missing path without `else`, a wrong type, a division by zero, bad dice notation,
 *   too many steps, or a malformed tree; nothing else.
 */
export function evaluateExpression(expr: Expression, options: EvalOptions): DslValue {
  return new Evaluator(options, 'expression').expression(expr, undefined, 0);
}

/**
 * The truth of a predicate. `chance` draws one number from the PRNG each time it is evaluated; `all` and `any`
 * stop at the first false / true.
 * @throws DslEvalError as `evaluateExpression` does.
 */
export function evaluatePredicate(pred: Predicate, options: EvalOptions): boolean {
  return new Evaluator(options, 'predicate').predicate(pred, undefined, 0);
}

/**
 * The intents of a list of effects, in order. `let` evaluates its value once for its whole body; `repeat` runs
 * at most `REPEAT_CAP` times and binds `index` from 0; `forEach` binds its `as` name and `index`. Bindings do
 * not leak out of their body.
 * @throws DslEvalError as `evaluateExpression` does.
 */
export function runEffects(effects: readonly Effect[], options: EvalOptions): Intent[] {
  const out: Intent[] = [];
  new Evaluator(options, 'effects').effects(effects, undefined, 0, out);
  return out;
}
