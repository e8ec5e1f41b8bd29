/**
 * The field types the `rules` reference (spec 002) uses over and over: ids, display texts, numbers with ranges,
 * the open `extra` bag, and the places that hold the expression language (`expression`, `predicate`, `effect[]`)
 * or dice notation.
 *
 * The language fields are typed here as plain JSON: `content` cannot depend on `engine`, and the language's own
 * schemas, evaluator and checks live in `engine/dsl/` (rules-dsl.md). `engine/dsl`'s `checkRulesDocument` runs
 * those checks over every language field of a rules document.
 * @module
 */
import { z } from 'zod';
import { union } from '../union-message.ts';

/**
 * An id in a ruleset (`str`, `hitPoints`, `short-rest`, `bonus_action`): letters, digits, `_` and `-`,
 * starting with a letter or `_`, 1 to 64 characters. No dots, because refs read ids inside dotted paths
 * (`actor.attr.<id>`). Not `__proto__`: ids key records, and that key would replace a record's prototype. Other
 * names every object has (`constructor`, `toString`) are ids like any: records keyed by ids are read by own keys
 * only (`content/own.ts`).
 */
export const RuleId = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[A-Za-z_][A-Za-z0-9_-]*$/, 'must be an id: letters, digits, "_" or "-", starting with a letter or "_"')
  .refine((id) => id !== '__proto__', '"__proto__" cannot be an id');
export type RuleId = z.infer<typeof RuleId>;

/** A display name: a non-empty string. */
export const DisplayName = z.string().min(1).max(200);

/** A description, author and player facing; defaults to `""`. */
export const Description = z.string().max(10_000).default('');

/** A number from 0 to 1 (a fraction or a chance), as the reference says "0 to 1". */
export const Fraction = z.number().min(0).max(1);

/** A number of zero or more (distances, durations, multipliers). */
export const NonNegative = z.number().min(0);

/** A whole number of zero or more (counts). */
export const Count = z.number().int().min(0);

/**
 * Any JSON value. One shared instance: it is recursive, and the CMS names it (`JsonValue`) for the OpenAPI
 * generator, which then writes it once as a component and refers to it instead of unrolling it forever.
 */
export const JsonValue = z.json();

/** The reference's `{ string: any }` open bag of the author's own data: every key and value is kept as written. */
export const Extra = z.record(z.string(), JsonValue).default(() => ({}));
export type Extra = z.infer<typeof Extra>;

/**
 * An `expression` field (rules-dsl.md, "Expressions"): a JSON tree. Its operators, arity and refs are checked by
 * `engine/dsl`, not here.
 */
export const ExpressionJson = JsonValue;
export type ExpressionJson = z.infer<typeof ExpressionJson>;

/** A `predicate` field (rules-dsl.md, "Predicates"): `true`, `false` or an operator object, checked by `engine/dsl`. */
export const PredicateJson = union([z.boolean(), z.record(z.string(), JsonValue)]);
export type PredicateJson = z.infer<typeof PredicateJson>;

/** One effect of an `effect[]` field (rules-dsl.md, "Effects"): an object with one key, checked by `engine/dsl`. */
export const EffectJson = z.record(z.string(), JsonValue);
export type EffectJson = z.infer<typeof EffectJson>;

/** An `effect[]` field; defaults to `[]`. */
export const Effects = z.array(EffectJson).default(() => []);

/** A `dice` field: dice notation such as `1d20` or `2d20kh1`, parsed and checked by `engine/core/dice-notation.ts`. */
export const DiceText = z.string().min(1).max(200);

/** A list of ids, defaulting to `[]`. */
export const IdList = z.array(RuleId).default(() => []);
