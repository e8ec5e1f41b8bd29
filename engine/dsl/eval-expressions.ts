/**
 * The evaluation of expressions (to values) and predicates (to true or false), dice rolls included.
 * @module
 */
import { DiceNotationError, parseDice, rollDice } from '../core/dice-notation.ts';
import { EXPRESSION_OPERATORS, PREDICATE_OPERATORS } from './grammar.ts';
import { dslEqual, EvalBase, type Frame, isObject, roundHalfAway, show, truthy } from './eval-base.ts';
import type { DslValue } from './types.ts';

/** An evaluation of expressions and predicates. */
export class ExpressionEvaluator extends EvalBase {
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
}
