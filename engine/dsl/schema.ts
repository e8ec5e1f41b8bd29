/**
 * zod schemas of the language's trees (rules-dsl.md), built from the operator tables of `grammar.ts`: the shape
 * of every expression, predicate and effect, for typing, for parsing whole documents, and for JSON Schema.
 *
 * They check shape only. The messages authors read (did-you-mean, arity in words), refs against a ruleset and
 * its evaluation order, literal dice notation and scoping of bindings are the checker's (`check.ts`); a tree
 * the checker accepts, these schemas accept too.
 * @module
 */
import { z } from 'zod';
import { EFFECTS, EXPRESSION_OPERATORS, MAX_TEXT, NAME_PATTERN, PATH_PATTERN, PREDICATE_OPERATORS, type FieldKind, type OperatorSpec } from './grammar.ts';

/**
 * An expression (rules-dsl.md, "Expressions"): a literal is itself; an object has exactly one operator key,
 * plus `else` beside `ref`, and `then`/`else` beside `cond`.
 */
export type Expression =
  | number
  | string
  | boolean
  | null
  | { ref: string; else?: Expression }
  | { add: Expression[] }
  | { sub: [Expression, Expression] }
  | { mul: [Expression, Expression] }
  | { div: [Expression, Expression] }
  | { mod: [Expression, Expression] }
  | { neg: Expression }
  | { floor: Expression }
  | { ceil: Expression }
  | { round: Expression }
  | { abs: Expression }
  | { min: Expression[] }
  | { max: Expression[] }
  | { clamp: [Expression, Expression, Expression] }
  | { roll: Expression }
  | { cond: Predicate; then: Expression; else: Expression }
  | { concat: Expression[] }
  | { length: Expression }
  | { list: Expression[] };

/** A predicate (rules-dsl.md, "Predicates"): `true`, `false`, or an object with one operator key. */
export type Predicate =
  | boolean
  | { all: Predicate[] }
  | { any: Predicate[] }
  | { not: Predicate }
  | { eq: [Expression, Expression] }
  | { ne: [Expression, Expression] }
  | { gt: [Expression, Expression] }
  | { gte: [Expression, Expression] }
  | { lt: [Expression, Expression] }
  | { lte: [Expression, Expression] }
  | { in: [Expression, Expression] }
  | { chance: Expression }
  | { exists: string }
  | { test: Expression };

/** An effect (rules-dsl.md, "Effects"): an object with one key naming what it does. */
export type Effect =
  | { damage: { target: Expression; amount: Expression; damageType?: string } }
  | { heal: { target: Expression; amount: Expression } }
  | { applyCondition: { target: Expression; condition: string; duration?: Expression; magnitude?: Expression } }
  | { removeCondition: { target: Expression; condition: string } }
  | { adjustResource: { target: Expression; resource: string; amount: Expression } }
  | { setFlag: { flag: string; value?: Expression } }
  | { learnLore: { entry: string } }
  | { grantItem: { target: Expression; item: string; quantity?: Expression } }
  | { removeItem: { target: Expression; item: string; quantity?: Expression } }
  | { adjustReputation: { faction: string; amount: Expression } }
  | { setDisposition: { target: Expression; to: Expression } }
  | { move: { target: Expression; to: Expression } }
  | { emit: { event: string; data?: Record<string, Expression> } }
  | { if: { when: Predicate; then: Effect[]; else?: Effect[] } }
  | { repeat: { times: Expression; do: Effect[] } }
  | { forEach: { in: Expression; as: string; do: Effect[] } }
  | { let: { name: string; value: Expression; in: Effect[] } };

/** A ref or `exists` path: dotted names, such as `actor.attr.str`. */
export const RefPath = z.string().max(MAX_TEXT).regex(PATH_PATTERN, 'must be a dotted path of names such as "actor.attr.str"');

/** A name bound by `let` or `forEach`: letters, digits and `_`, not starting with a digit. */
export const BindingName = z.string().max(MAX_TEXT).regex(NAME_PATTERN, 'must be a name such as "dmg"');

const text = z.string().min(1).max(MAX_TEXT);

function operand(spec: OperatorSpec): z.ZodType {
  switch (spec.operand) {
    case 'path':
      return RefPath;
    case 'one':
      return Expression;
    case 'two':
      return z.tuple([Expression, Expression]);
    case 'three':
      return z.tuple([Expression, Expression, Expression]);
    case 'list':
      return z.array(Expression);
    case 'list1':
      return z.array(Expression).min(1);
    case 'predicate':
      return Predicate;
    case 'predicates':
      return z.array(Predicate);
  }
}

function operatorSchemas(table: ReadonlyMap<string, OperatorSpec>): z.ZodType[] {
  return [...table].map(([op, spec]) => {
    const shape: Record<string, z.ZodType> = { [op]: operand(spec) };
    for (const [k, e] of Object.entries(spec.extras ?? {})) shape[k] = e.required ? Expression : Expression.optional();
    return z.strictObject(shape);
  });
}

function field(kind: FieldKind): z.ZodType {
  switch (kind) {
    case 'expression':
    case 'disposition':
      return Expression;
    case 'predicate':
      return Predicate;
    case 'effects':
      return z.array(Effect);
    case 'name':
      return BindingName;
    case 'text':
    case 'id':
      return text;
    case 'data':
      return z.record(z.string(), Expression);
  }
}

/** An expression: a JSON literal, or an object with one operator of `EXPRESSION_OPERATORS`. */
export const Expression: z.ZodType<Expression> = z.lazy(() =>
  z.union([z.number(), z.string(), z.boolean(), z.null(), ...operatorSchemas(EXPRESSION_OPERATORS)] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]),
) as unknown as z.ZodType<Expression>;

/** A predicate: `true`, `false`, or an object with one operator of `PREDICATE_OPERATORS`. */
export const Predicate: z.ZodType<Predicate> = z.lazy(() =>
  z.union([z.boolean(), ...operatorSchemas(PREDICATE_OPERATORS)] as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]]),
) as unknown as z.ZodType<Predicate>;

/** An effect: an object with one key of `EFFECTS`, holding that effect's fields. */
export const Effect: z.ZodType<Effect> = z.lazy(() =>
  z.union(
    [...EFFECTS].map(([name, fields]) => {
      const shape: Record<string, z.ZodType> = {};
      for (const [k, spec] of Object.entries(fields)) shape[k] = spec.required ? field(spec.kind) : field(spec.kind).optional();
      return z.strictObject({ [name]: z.strictObject(shape) });
    }) as unknown as [z.ZodType, z.ZodType, ...z.ZodType[]],
  ),
) as unknown as z.ZodType<Effect>;

/** A list of effects, run in order. */
export const Effects = z.array(Effect);
