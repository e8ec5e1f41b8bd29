/**
 * The `rules` object of a ruleset document (spec 002): zod schemas for it and every sub-object, and
 * `checkRules`, which parses it with defaults and checks its cross-references; `d20.ts`, the board extension of a
 * d20 ruleset (`rules.extra.board` with `"system": "d20"`).
 * @module
 */
export * from './primitives.ts';
export * from './stats.ts';
export * from './conditions.ts';
export * from './actions.ts';
export * from './resolution.ts';
export * from './progression.ts';
export * from './creatures.ts';
export * from './perception.ts';
export * from './encounters.ts';
export * from './spellcasting.ts';
export * from './world.ts';
export * from './rules.ts';
export * from './issues.ts';
export * from './references.ts';
export * from './depth.ts';
export * from './check.ts';
export * from './suggest.ts';
export * from './d20.ts';
export * from './board.ts';
