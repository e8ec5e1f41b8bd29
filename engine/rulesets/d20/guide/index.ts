/**
 * The Forsaken Woods guide's rules (spec 003) as pure functions: each reads its numbers and formulas
 * from a parsed d20 board (`rules.extra.board` of a d20 ruleset, `content/schemas/rules/d20.ts`) and draws chance
 * only from the room's PRNG. No turn loop: the engine's game loop calls these.
 * @module
 */
export * from './board.ts';
export * from './formula.ts';
export * from './elements.ts';
export * from './attack.ts';
export * from './damage.ts';
export * from './fumble.ts';
export * from './freeze.ts';
export * from './healer.ts';
export * from './toll.ts';
export * from './schedule.ts';
export * from './progression.ts';
export * from './tiers.ts';
