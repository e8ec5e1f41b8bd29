/**
 * Evaluates the formulas of a d20 board (rules-dsl.md expressions) with their named inputs
 * (`D20_FORMULA_INPUTS`): the inputs are bound by name, and `rules.extra.board` is the board itself. A board
 * formula is arithmetic: it rolls no dice (a `roll` inside one throws).
 * @module
 */
import { DslEvalError, evaluateExpression } from '../../../dsl/evaluate.ts';
import type { Expression } from '../../../dsl/schema.ts';
import type { DslValue } from '../../../dsl/types.ts';
import { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';

/** A PRNG that refuses to draw: board formulas are deterministic arithmetic. */
class NoDice extends Rng {
  constructor(private readonly what: string) {
    super([0, 0, 0, 0]);
  }
  override next(): never {
    throw new Error(`rules.extra.board.${this.what}: a d20 board formula rolls no dice`);
  }
}

/**
 * The value of `tree`, a formula of `board`, with `inputs` bound by name (`{ damage: 7 }`, `{ base: 20, level: 3,
 * training: 1 }`). `what` names the formula in messages (`progression.maxHp`).
 * @throws DslEvalError (its path under `rules.extra.board.<what>`) when the formula fails, such as reading a name it
 *   was not given; Error when it rolls dice.
 */
export function evaluateFormula(board: D20Board, what: string, tree: unknown, inputs: Readonly<Record<string, DslValue>>): DslValue {
  try {
    return evaluateExpression(tree as Expression, { rng: new NoDice(what), scope: { ...inputs, rules: { extra: { board: board as unknown as DslValue } } } });
  } catch (e) {
    if (e instanceof DslEvalError) throw new DslEvalError(e.path.replace(/^expression/, `rules.extra.board.${what}`), e.reason);
    throw e;
  }
}

/**
 * The value of a formula that must give a whole number (damage, HP, costs): {@link evaluateFormula}, checked.
 * @throws Error when the formula gives something other than an integer.
 */
export function formulaInteger(board: D20Board, what: string, tree: unknown, inputs: Readonly<Record<string, DslValue>>): number {
  const v = evaluateFormula(board, what, tree, inputs);
  if (typeof v !== 'number' || !Number.isInteger(v)) throw new Error(`rules.extra.board.${what} gave ${JSON.stringify(v)}, not a whole number`);
  return v;
}
