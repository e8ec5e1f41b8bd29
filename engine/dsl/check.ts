/**
 * Save-time checks of expression, predicate and effect trees (rules-dsl.md, "Errors"): unknown operators and
 * effects (with a did-you-mean, else the list of valid names), wrong arity, unknown or missing fields, refs to
 * an attribute, resource, derived stat or condition the ruleset does not declare, refs the evaluation order
 * forbids (see `scope.ts`), bindings used outside their body, invalid literal dice notation, literal `repeat`
 * counts above the cap, and trees nested deeper than `MAX_DEPTH`. Every problem is a `DslIssue` naming its
 * path; the `check*` functions never throw, the `assert*` functions throw only `DslValidationError`.
 * @module
 */
import { didYouMean, quote } from '../../content/schemas/rules/suggest.ts';
import { DiceNotationError, parseDice, type DiceTable } from '../core/dice-notation.ts';
import {
  EFFECTS,
  EXPRESSION_OPERATORS,
  MAX_DEPTH,
  MAX_TEXT,
  NAME_PATTERN,
  PREDICATE_OPERATORS,
  REPEAT_CAP,
  STANCES,
  type FieldSpec,
  type OperatorSpec,
} from './grammar.ts';
import { ROOTS, SCOPES, pathProblem, type RefScope, type RuleIds } from './scope.ts';
import type { Effect, Expression, Predicate } from './schema.ts';
import type { DslIssue } from './types.ts';

/** Where a tree sits and what it may name. */
export interface CheckOptions {
  /** The path of the tree itself, prefixed to every issue's path (default `expression`, `predicate` or `effects`). */
  path?: string;
  /** What refs may read here (default `SCOPES.any`). */
  scope?: RefScope;
  /** The ruleset's ids; when left out, refs and effects are not checked against a ruleset. */
  ids?: RuleIds;
  /** Named dice that literal notation in `roll` may use, beside the standard ones. */
  dice?: DiceTable;
  /**
   * Names bound around the tree, readable as `<name>[...]` anywhere in it: the inputs the place evaluates the tree
   * with (a d20 board formula's `base`, `level`, ...). Default none.
   */
  bindings?: readonly string[];
}

/** Thrown by the `assert*` functions (and only by them) when a tree has problems: all of them, in `issues`. */
export class DslValidationError extends Error {
  override readonly name = 'DslValidationError';
  constructor(readonly issues: DslIssue[]) {
    const first = issues[0];
    super(first ? `${first.path}: ${first.message}${issues.length > 1 ? ` (and ${issues.length - 1} more)` : ''}` : 'invalid tree');
  }
}

const EXPRESSION_NAMES = [...EXPRESSION_OPERATORS.keys()];
const PREDICATE_NAMES = [...PREDICATE_OPERATORS.keys()];
const EFFECT_NAMES = [...EFFECTS.keys()];
const RESERVED = new Set<string>([...ROOTS, 'index']);

function isObject(v: unknown): v is Record<string, unknown> {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

function describe(v: unknown): string {
  if (v === null) return 'null';
  if (Array.isArray(v)) return 'a list';
  if (typeof v === 'object') return 'an object';
  if (typeof v === 'string') return `the string ${quote(v)}`;
  return `${typeof v === 'number' ? 'the number' : 'the value'} ${String(v)}`;
}

/** The walk over one tree: collects issues, never throws. */
class Checker {
  readonly issues: DslIssue[] = [];
  constructor(
    readonly scope: RefScope,
    readonly ids: RuleIds | undefined,
    readonly dice: DiceTable | undefined,
  ) {}

  issue(path: string, message: string): void {
    this.issues.push({ path, message });
  }

  tooDeep(path: string, depth: number): boolean {
    if (depth <= MAX_DEPTH) return false;
    this.issue(path, `nested deeper than ${MAX_DEPTH} levels`);
    return true;
  }

  /** The single operator key of `node` among `names`, reporting what is wrong when there is not exactly one. */
  operatorOf(
    node: Record<string, unknown>,
    path: string,
    table: ReadonlyMap<string, OperatorSpec>,
    kind: 'expression' | 'predicate',
  ): [string, OperatorSpec] | undefined {
    const keys = Object.keys(node);
    const ops = keys.filter((k) => table.has(k));
    if (ops.length > 1) {
      this.issue(path, `${kind === 'expression' ? 'an expression' : 'a predicate'} has one operator, this one has ${ops.map((o) => `"${o}"`).join(' and ')}`);
      return undefined;
    }
    if (ops.length === 1) {
      const op = ops[0]!;
      const spec = table.get(op)!;
      const extras = spec.extras ?? {};
      for (const k of keys) {
        if (k === op || Object.hasOwn(extras, k)) continue;
        const names = Object.keys(extras);
        this.issue(
          `${path}.${k}`,
          `${quote(k)} is not allowed beside "${op}"${names.length > 0 ? didYouMean(k, names) : `: ${kind === 'expression' ? 'an expression' : 'a predicate'} is one operator key`}`,
        );
      }
      for (const [k, e] of Object.entries(extras)) if (e.required && !Object.hasOwn(node, k)) this.issue(path, `"${op}" needs "${k}" beside it`);
      return [op, spec];
    }
    if (keys.length === 0) {
      this.issue(path, `an empty object is not ${kind === 'expression' ? 'an expression' : 'a predicate'}: it needs an operator`);
      return undefined;
    }
    for (const k of keys) {
      const other =
        kind === 'expression'
          ? PREDICATE_OPERATORS.has(k)
            ? 'predicate'
            : EFFECTS.has(k)
              ? 'effect'
              : undefined
          : EXPRESSION_OPERATORS.has(k)
            ? 'expression'
            : EFFECTS.has(k)
              ? 'effect'
              : undefined;
      if (other === 'predicate') this.issue(`${path}.${k}`, `"${k}" is a predicate, not an expression: use {"cond": {"${k}": …}, "then": …, "else": …}`);
      else if (other === 'expression')
        this.issue(`${path}.${k}`, `"${k}" is an expression, not a predicate: use {"test": …} for its truth, or compare it with "eq", "gt", …`);
      else if (other === 'effect') this.issue(`${path}.${k}`, `"${k}" is an effect, not ${kind === 'expression' ? 'an expression' : 'a predicate'}`);
      else
        this.issue(
          `${path}.${k}`,
          `${quote(k)} is not ${kind === 'expression' ? 'an operator' : 'a predicate operator'}${didYouMean(k, kind === 'expression' ? EXPRESSION_NAMES : PREDICATE_NAMES)}`,
        );
    }
    return undefined;
  }

  /** Checks the operand of `op` at `path` (the operand's own path). */
  operand(op: string, spec: OperatorSpec, value: unknown, path: string, bindings: ReadonlySet<string>, depth: number): void {
    const count = (n: number, what: string) => {
      if (!Array.isArray(value)) {
        this.issue(path, `"${op}" takes a list of ${what}, not ${describe(value)}`);
        return false;
      }
      if (value.length !== n) {
        this.issue(path, `"${op}" takes exactly ${what}, got ${value.length}`);
        return false;
      }
      return true;
    };
    switch (spec.operand) {
      case 'path': {
        const problem = pathProblem(value, this.scope, bindings, this.ids);
        if (problem !== undefined) this.issue(path, problem);
        return;
      }
      case 'one':
        if (Array.isArray(value)) this.issue(path, `"${op}" takes one operand, not a list`);
        else this.expression(value, path, bindings, depth);
        return;
      case 'two':
        if (count(2, 'two operands')) (value as unknown[]).forEach((v, i) => this.expression(v, `${path}.${i}`, bindings, depth));
        return;
      case 'three':
        if (count(3, 'three operands (value, low, high)')) (value as unknown[]).forEach((v, i) => this.expression(v, `${path}.${i}`, bindings, depth));
        return;
      case 'list':
      case 'list1':
        if (!Array.isArray(value)) this.issue(path, `"${op}" takes a list of operands, not ${describe(value)}`);
        else if (spec.operand === 'list1' && value.length === 0) this.issue(path, `"${op}" takes at least one operand`);
        else value.forEach((v, i) => this.expression(v, `${path}.${i}`, bindings, depth));
        return;
      case 'predicate':
        if (Array.isArray(value)) this.issue(path, `"${op}" takes one predicate, not a list`);
        else this.predicate(value, path, bindings, depth);
        return;
      case 'predicates':
        if (!Array.isArray(value)) this.issue(path, `"${op}" takes a list of predicates, not ${describe(value)}`);
        else value.forEach((v, i) => this.predicate(v, `${path}.${i}`, bindings, depth));
        return;
    }
  }

  expression(node: unknown, path: string, bindings: ReadonlySet<string>, depth = 0): void {
    if (this.tooDeep(path, depth)) return;
    if (node === null || typeof node === 'string' || typeof node === 'boolean') return;
    if (typeof node === 'number') {
      if (!Number.isFinite(node)) this.issue(path, `${String(node)} is not a finite number`);
      return;
    }
    if (Array.isArray(node)) {
      this.issue(path, 'a list is not an expression: write {"list": [...]}');
      return;
    }
    if (!isObject(node)) {
      this.issue(path, `${typeof node} is not JSON`);
      return;
    }
    const found = this.operatorOf(node, path, EXPRESSION_OPERATORS, 'expression');
    if (!found) return;
    const [op, spec] = found;
    const at = `${path}.${op}`;
    this.operand(op, spec, node[op], at, bindings, depth + 1);
    for (const extra of Object.keys(spec.extras ?? {})) if (Object.hasOwn(node, extra)) this.expression(node[extra], `${path}.${extra}`, bindings, depth + 1);
    if (op === 'roll') {
      const notation = node[op];
      if (typeof notation === 'string') {
        try {
          if (!parseDice(notation, { dice: this.dice ?? {} }).numeric) this.issue(at, `"roll" adds numbers, and ${quote(notation)} has symbol faces`);
        } catch (e) {
          if (!(e instanceof DiceNotationError)) throw e;
          this.issue(at, e.message);
        }
      } else if (typeof node[op] === 'number' || typeof node[op] === 'boolean' || node[op] === null) {
        this.issue(at, `"roll" takes dice notation, a string such as "1d6", not ${describe(node[op])}`);
      }
    }
  }

  predicate(node: unknown, path: string, bindings: ReadonlySet<string>, depth = 0): void {
    if (this.tooDeep(path, depth)) return;
    if (typeof node === 'boolean') return;
    if (!isObject(node)) {
      this.issue(path, `a predicate is true, false or an object such as {"gte": [...]}, not ${describe(node)}`);
      return;
    }
    const found = this.operatorOf(node, path, PREDICATE_OPERATORS, 'predicate');
    if (!found) return;
    const [op, spec] = found;
    this.operand(op, spec, node[op], `${path}.${op}`, bindings, depth + 1);
    if (op === 'chance') {
      const p = node[op];
      if (typeof p === 'number' && (p < 0 || p > 1)) this.issue(`${path}.${op}`, `a chance is from 0 to 1, not ${p}`);
    }
  }

  effects(node: unknown, path: string, bindings: ReadonlySet<string>, depth = 0): void {
    if (this.tooDeep(path, depth)) return;
    if (!Array.isArray(node)) {
      this.issue(path, `effects are a list, not ${describe(node)}`);
      return;
    }
    node.forEach((e, i) => this.effect(e, `${path}.${i}`, bindings, depth + 1));
  }

  effect(node: unknown, path: string, bindings: ReadonlySet<string>, depth: number): void {
    if (this.tooDeep(path, depth)) return;
    if (!isObject(node)) {
      this.issue(path, `an effect is an object such as {"damage": {...}}, not ${describe(node)}`);
      return;
    }
    const keys = Object.keys(node);
    if (keys.length !== 1) {
      this.issue(path, keys.length === 0 ? 'an empty object is not an effect' : `an effect has one key, this one has ${keys.map((k) => quote(k)).join(', ')}`);
      return;
    }
    const name = keys[0]!;
    const fields = EFFECTS.get(name);
    if (!fields) {
      const other = EXPRESSION_OPERATORS.has(name) ? 'an expression' : PREDICATE_OPERATORS.has(name) ? 'a predicate' : undefined;
      this.issue(`${path}.${name}`, other ? `"${name}" is ${other}, not an effect` : `${quote(name)} is not an effect${didYouMean(name, EFFECT_NAMES)}`);
      return;
    }
    const body = node[name];
    const at = `${path}.${name}`;
    if (!isObject(body)) {
      this.issue(at, `"${name}" takes an object of fields (${Object.keys(fields).join(', ')}), not ${describe(body)}`);
      return;
    }
    for (const k of Object.keys(body))
      if (!Object.hasOwn(fields, k)) this.issue(`${at}.${k}`, `"${name}" has no field ${quote(k)}${didYouMean(k, Object.keys(fields))}`);
    for (const [k, spec] of Object.entries(fields)) {
      if (!Object.hasOwn(body, k)) {
        if (spec.required) this.issue(at, `"${name}" needs "${k}"`);
        continue;
      }
      this.field(name, k, spec, body[k], `${at}.${k}`, bindings, depth + 1);
    }
    this.bodies(name, body, at, bindings, depth + 1);
  }

  /** Checks the effect lists of control flow with the bindings they introduce. */
  bodies(name: string, body: Record<string, unknown>, at: string, bindings: ReadonlySet<string>, depth: number): void {
    const bind = (...names: unknown[]) => new Set([...bindings, ...names.filter((n): n is string => typeof n === 'string')]);
    switch (name) {
      case 'if':
        if (Object.hasOwn(body, 'then')) this.effects(body['then'], `${at}.then`, bindings, depth);
        if (Object.hasOwn(body, 'else')) this.effects(body['else'], `${at}.else`, bindings, depth);
        return;
      case 'repeat':
        if (Object.hasOwn(body, 'do')) this.effects(body['do'], `${at}.do`, bind('index'), depth);
        return;
      case 'forEach':
        if (Object.hasOwn(body, 'do')) this.effects(body['do'], `${at}.do`, bind('index', body['as']), depth);
        return;
      case 'let':
        if (Object.hasOwn(body, 'in')) this.effects(body['in'], `${at}.in`, bind(body['name']), depth);
        return;
    }
  }

  field(effect: string, key: string, spec: FieldSpec, value: unknown, path: string, bindings: ReadonlySet<string>, depth: number): void {
    switch (spec.kind) {
      case 'expression':
        this.expression(value, path, bindings, depth);
        if (effect === 'repeat' && key === 'times' && typeof value === 'number' && Number.isFinite(value)) {
          if (!Number.isInteger(value) || value < 0) this.issue(path, `"repeat" runs a whole number of times, 0 or more, not ${value}`);
          else if (value > REPEAT_CAP) this.issue(path, `"repeat" runs at most ${REPEAT_CAP} times, not ${value}`);
        }
        return;
      case 'predicate':
        this.predicate(value, path, bindings, depth);
        return;
      case 'effects':
        return; // checked by bodies(), with the bindings of their effect
      case 'name':
        if (typeof value !== 'string' || value.length > MAX_TEXT || !NAME_PATTERN.test(value))
          this.issue(path, `a binding name is a name such as "dmg" (letters, digits, "_"), not ${describe(value)}`);
        else if (RESERVED.has(value)) this.issue(path, `${quote(value)} is a name of the scope already: pick another name`);
        return;
      case 'text':
        if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TEXT)
          this.issue(path, `"${key}" is a non-empty string, not ${describe(value)}`);
        return;
      case 'id': {
        if (typeof value !== 'string' || value.length === 0 || value.length > MAX_TEXT) {
          this.issue(path, `"${key}" is an id, not ${describe(value)}`);
          return;
        }
        if (this.ids && spec.ids && !this.ids[spec.ids].includes(value)) {
          const noun = spec.ids === 'conditions' ? 'condition' : spec.ids === 'resources' ? 'resource' : 'damage type';
          this.issue(path, `no ${noun} ${quote(value)}${didYouMean(value, this.ids[spec.ids])}`);
        }
        return;
      }
      case 'data':
        if (!isObject(value)) this.issue(path, `"${key}" is an object of expressions, not ${describe(value)}`);
        else for (const [k, v] of Object.entries(value)) this.expression(v, `${path}.${k}`, bindings, depth);
        return;
      case 'disposition':
        if (typeof value === 'string') {
          if (!STANCES.includes(value)) this.issue(path, `${quote(value)} is not a stance${didYouMean(value, STANCES)}; or give a disposition number`);
        } else this.expression(value, path, bindings, depth);
        return;
    }
  }
}

function run(kind: 'expression' | 'predicate' | 'effects', tree: unknown, options: CheckOptions): DslIssue[] {
  const checker = new Checker(options.scope ?? SCOPES.any, options.ids, options.dice);
  const path = options.path ?? kind;
  const bound = new Set<string>(options.bindings ?? []);
  if (kind === 'expression') checker.expression(tree, path, bound);
  else if (kind === 'predicate') checker.predicate(tree, path, bound);
  else checker.effects(tree, path, bound);
  return checker.issues;
}

/** Every problem of `tree` as an expression. Never throws. */
export function checkExpression(tree: unknown, options: CheckOptions = {}): DslIssue[] {
  return run('expression', tree, options);
}

/** Every problem of `tree` as a predicate. Never throws. */
export function checkPredicate(tree: unknown, options: CheckOptions = {}): DslIssue[] {
  return run('predicate', tree, options);
}

/** Every problem of `tree` as a list of effects. Never throws. */
export function checkEffects(tree: unknown, options: CheckOptions = {}): DslIssue[] {
  return run('effects', tree, options);
}

/** Narrows `tree` to an `Expression`. @throws DslValidationError with every problem, and nothing else. */
export function assertExpression(tree: unknown, options: CheckOptions = {}): asserts tree is Expression {
  const issues = checkExpression(tree, options);
  if (issues.length > 0) throw new DslValidationError(issues);
}

/** Narrows `tree` to a `Predicate`. @throws DslValidationError with every problem, and nothing else. */
export function assertPredicate(tree: unknown, options: CheckOptions = {}): asserts tree is Predicate {
  const issues = checkPredicate(tree, options);
  if (issues.length > 0) throw new DslValidationError(issues);
}

/** Narrows `tree` to a list of `Effect`s. @throws DslValidationError with every problem, and nothing else. */
export function assertEffects(tree: unknown, options: CheckOptions = {}): asserts tree is Effect[] {
  const issues = checkEffects(tree, options);
  if (issues.length > 0) throw new DslValidationError(issues);
}
