/**
 * The expression, predicate and effect language of rulesets (rules-dsl.md): types, zod schemas, save-time
 * checks, the evaluator, and the checks of a whole `rules` document.
 * @module
 */
export * from './types.ts';
export * from './grammar.ts';
export * from './scope.ts';
export * from './schema.ts';
export * from './check.ts';
export * from './evaluate.ts';
export * from './rules.ts';
