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
import { DiceNotationError, parseDice, rollDice, type DiceNotation, type DiceRoll, type DiceTable } from '../dice-notation.ts';
import type { Rng } from '../rng.ts';
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

/** One evaluation: the step budget, the path being evaluated, the rolls made. */
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
    const segs = path.split('.');
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
        if (!/^(?:0|[1-9][0-9]*)$/.test(seg) || Number(seg) >= cur.length) return undefined;
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
    const keys = Object.keys(node).filter((k) => table.has(k));
    if (keys.length !== 1) this.fail(keys.length === 0 ? `not ${kind}: ${Object.keys(node).map((k) => JSON.stringify(k)).join(', ') || 'an empty object'}` : `${kind} has one operator`);
    return keys[0]!;
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
    const sub = (key: string | number, v: unknown) => this.at(key, () => this.expression(v, frame, d));
    const each = (n: number | 'list') => this.at(op, () => this.operands(arg, n, op).map((v, i) => sub(i, v)));
    const one = () => sub(op, arg);
    const numbers = (n: number | 'list') => each(n).map((v, i) => this.at(op, () => this.at(i, () => this.num(v))));
    switch (op) {
      case 'ref': {
        const value = this.at('ref', () => this.resolve(arg, frame));
        if (value !== undefined) return value;
        if (Object.hasOwn(node, 'else')) return sub('else', node['else']);
        return this.at('ref', () => this.fail(`nothing at ${show(arg)} (give "else" a fallback for when it is missing)`));
      }
      case 'add':
        return this.finite(numbers('list').reduce((a, b) => a + b, 0));
      case 'sub': {
        const [a, b] = numbers(2) as [number, number];
        return this.finite(a - b);
      }
      case 'mul': {
        const [a, b] = numbers(2) as [number, number];
        return this.finite(a * b);
      }
      case 'div':
      case 'mod': {
        const [a, b] = numbers(2) as [number, number];
        if (b === 0) this.at(op, () => this.fail(op === 'div' ? 'division by zero' : 'remainder of a division by zero'));
        return this.finite(op === 'div' ? a / b : a % b);
      }
      case 'neg':
        return this.finite(-this.at(op, () => this.num(one())));
      case 'floor':
        return this.finite(Math.floor(this.at(op, () => this.num(one()))));
      case 'ceil':
        return this.finite(Math.ceil(this.at(op, () => this.num(one()))));
      case 'round':
        return this.finite(roundHalfAway(this.at(op, () => this.num(one()))));
      case 'abs':
        return this.finite(Math.abs(this.at(op, () => this.num(one()))));
      case 'min':
      case 'max': {
        const xs = numbers('list');
        if (xs.length === 0) this.at(op, () => this.fail(`"${op}" of nothing`));
        return xs.reduce((a, b) => (op === 'min' ? Math.min(a, b) : Math.max(a, b)));
      }
      case 'clamp': {
        const [v, lo, hi] = numbers(3) as [number, number, number];
        if (lo > hi) this.at(op, () => this.fail(`the low bound ${lo} is above the high bound ${hi}`));
        return Math.min(Math.max(v, lo), hi);
      }
      case 'roll':
        return this.roll(one());
      case 'cond': {
        const holds = this.at('cond', () => this.predicate(arg, frame, d));
        return holds ? sub('then', node['then']) : sub('else', node['else']);
      }
      case 'concat': {
        const parts = each('list');
        if (parts.length === 0) this.at(op, () => this.fail('"concat" of nothing'));
        return parts
          .map((p, i) => {
            if (typeof p === 'string' || typeof p === 'number' || typeof p === 'boolean') return String(p);
            return this.at(op, () => this.at(i, () => this.fail(`cannot join ${show(p)} into a string`)));
          })
          .join('');
      }
      case 'length': {
        const v = one();
        if (typeof v === 'string' || Array.isArray(v)) return v.length;
        return this.at(op, () => this.fail(`"length" takes a list or a string, not ${show(v)}`));
      }
      case 'list':
        return each('list');
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
    const pair = () => this.at(op, () => this.operands(arg, 2, op).map((v, i) => this.at(i, () => this.expression(v, frame, d)))) as [DslValue, DslValue];
    const numbers = () => {
      const [a, b] = pair();
      return this.at(op, () => [this.num(a), this.num(b)] as const);
    };
    switch (op) {
      case 'all':
      case 'any': {
        const list = this.at(op, () => this.operands(arg, 'list', op));
        for (let i = 0; i < list.length; i++) {
          const v = this.at(op, () => this.at(i, () => this.predicate(list[i], frame, d)));
          if (op === 'all' && !v) return false;
          if (op === 'any' && v) return true;
        }
        return op === 'all';
      }
      case 'not':
        return !this.at(op, () => this.predicate(arg, frame, d));
      case 'eq': {
        const [a, b] = pair();
        return dslEqual(a, b);
      }
      case 'ne': {
        const [a, b] = pair();
        return !dslEqual(a, b);
      }
      case 'gt': {
        const [a, b] = numbers();
        return a > b;
      }
      case 'gte': {
        const [a, b] = numbers();
        return a >= b;
      }
      case 'lt': {
        const [a, b] = numbers();
        return a < b;
      }
      case 'lte': {
        const [a, b] = numbers();
        return a <= b;
      }
      case 'in': {
        const [x, list] = pair();
        if (!Array.isArray(list)) return this.at(op, () => this.at(1, () => this.fail(`"in" looks in a list, not ${show(list)}`)));
        return list.some((v) => dslEqual(x, v));
      }
      case 'chance': {
        const p = this.at(op, () => this.num(this.expression(arg, frame, d), 'a probability'));
        if (p < 0 || p > 1) this.at(op, () => this.fail(`a chance is from 0 to 1, not ${p}`));
        return this.options.rng.next() / 2 ** 32 < p;
      }
      case 'exists': {
        const v = this.at(op, () => this.resolve(arg, frame));
        return v !== undefined && v !== null;
      }
      case 'test':
        return truthy(this.at(op, () => this.expression(arg, frame, d)));
    }
    return this.fail(`unknown predicate "${op}"`);
  }

  effects(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!Array.isArray(node)) this.fail('effects are a list');
    for (let i = 0; i < node.length; i++) this.at(i, () => this.effect(node[i], frame, depth + 1, out));
  }

  effect(node: unknown, frame: Frame | undefined, depth: number, out: Intent[]): void {
    this.step(depth);
    if (!isObject(node)) this.fail(`not an effect: ${show(node)}`);
    const keys = Object.keys(node);
    const name = keys[0];
    if (keys.length !== 1 || name === undefined || !EFFECTS.has(name)) this.fail(`not an effect: ${keys.map((k) => JSON.stringify(k)).join(', ') || 'an empty object'}`);
    const body = node[name];
    if (!isObject(body)) return this.at(name, () => this.fail(`"${name}" takes an object of fields`));
    this.at(name, () => this.effectBody(name, body, frame, depth + 1, out));
  }

  effectBody(name: string, body: Json, frame: Frame | undefined, d: number, out: Intent[]): void {
    const has = (k: string) => Object.hasOwn(body, k);
    const value = (k: string) => {
      if (!has(k)) this.fail(`"${name}" needs "${k}"`);
      return this.at(k, () => this.expression(body[k], frame, d));
    };
    const number = (k: string) => {
      const v = value(k);
      return this.at(k, () => this.finite(this.num(v)));
    };
    const id = (k: string) => {
      const v = has(k) ? value(k) : undefined;
      if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be an id (a string), not ${show(v)}`));
      return v;
    };
    const text = (k: string) => {
      const v = body[k];
      if (typeof v !== 'string' || v.length === 0) return this.at(k, () => this.fail(`"${k}" must be a non-empty string`));
      return v;
    };
    const target = () => id('target');
    switch (name) {
      case 'damage': {
        const intent: Intent = { type: 'damage', target: target(), amount: number('amount') };
        if (has('damageType')) intent.damageType = text('damageType');
        out.push(intent);
        return;
      }
      case 'heal':
        out.push({ type: 'heal', target: target(), amount: number('amount') });
        return;
      case 'applyCondition': {
        const intent: Intent = { type: 'applyCondition', target: target(), condition: text('condition') };
        if (has('duration')) intent.duration = number('duration');
        if (has('magnitude')) intent.magnitude = number('magnitude');
        out.push(intent);
        return;
      }
      case 'removeCondition':
        out.push({ type: 'removeCondition', target: target(), condition: text('condition') });
        return;
      case 'adjustResource':
        out.push({ type: 'adjustResource', target: target(), resource: text('resource'), amount: number('amount') });
        return;
      case 'setFlag':
        out.push({ type: 'setFlag', flag: text('flag'), value: has('value') ? value('value') : true });
        return;
      case 'learnLore':
        out.push({ type: 'learnLore', entry: text('entry') });
        return;
      case 'grantItem':
      case 'removeItem':
        out.push({ type: name, target: target(), item: text('item'), quantity: has('quantity') ? number('quantity') : 1 });
        return;
      case 'adjustReputation':
        out.push({ type: 'adjustReputation', faction: text('faction'), amount: number('amount') });
        return;
      case 'setDisposition': {
        const to = value('to');
        if (typeof to === 'string' && STANCES.includes(to)) out.push({ type: 'setDisposition', target: target(), to: to as DispositionStance });
        else if (typeof to === 'number' && Number.isFinite(to)) out.push({ type: 'setDisposition', target: target(), to });
        else this.at('to', () => this.fail(`"to" is a stance (ally, neutral, hostile) or a disposition number, not ${show(to)}`));
        return;
      }
      case 'move':
        out.push({ type: 'move', target: target(), to: value('to') });
        return;
      case 'emit': {
        const data: Record<string, DslValue> = {};
        if (has('data')) {
          const raw = body['data'];
          if (!isObject(raw)) this.at('data', () => this.fail('"data" is an object of expressions'));
          this.at('data', () => {
            for (const [k, v] of Object.entries(raw as Json)) Object.defineProperty(data, k, { value: this.at(k, () => this.expression(v, frame, d)), enumerable: true, writable: true, configurable: true });
          });
        }
        out.push({ type: 'emit', event: text('event'), data });
        return;
      }
      case 'if': {
        const holds = this.at('when', () => this.predicate(body['when'], frame, d));
        if (holds) this.at('then', () => this.effects(body['then'], frame, d, out));
        else if (has('else')) this.at('else', () => this.effects(body['else'], frame, d, out));
        return;
      }
      case 'repeat': {
        const times = number('times');
        if (!Number.isInteger(times) || times < 0) this.at('times', () => this.fail(`"repeat" runs a whole number of times, 0 or more, not ${times}`));
        const n = Math.min(times, REPEAT_CAP);
        for (let i = 0; i < n; i++) this.at('do', () => this.effects(body['do'], { name: 'index', value: i, parent: frame }, d, out));
        return;
      }
      case 'forEach': {
        const list = value('in');
        if (!Array.isArray(list)) this.at('in', () => this.fail(`"forEach" goes through a list, not ${show(list)}`));
        const as = text('as');
        (list as DslValue[]).forEach((item, i) => {
          const inner: Frame = { name: as, value: item, parent: { name: 'index', value: i, parent: frame } };
          this.at('do', () => this.effects(body['do'], inner, d, out));
        });
        return;
      }
      case 'let': {
        const bound = value('value');
        this.at('in', () => this.effects(body['in'], { name: text('name'), value: bound, parent: frame }, d, out));
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
