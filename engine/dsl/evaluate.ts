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
import type { Effect, Expression, Predicate } from './schema.ts';
import type { EvalOptions } from './eval-base.ts';
import { Evaluator } from './eval-effects.ts';
import type { DslValue, Intent } from './types.ts';

export { DEFAULT_MAX_STEPS, DslEvalError, dslEqual, type EvalOptions, truthy } from './eval-base.ts';

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
