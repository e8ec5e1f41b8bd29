/**
 * Playing a `rules` document (spec 002): creatures' stats in the reference's order, resources and death,
 * conditions, turns and action types, checks and saves, levels and disposition. Pure: functions change the
 * `RulesWorld` they are given (a working copy) and draw chance only from its PRNG.
 * @module
 */
export * from './actor.ts';
export * from './world.ts';
export * from './stats.ts';
export * from './checks.ts';
export * from './play.ts';
export * from './turns.ts';
export * from './progression.ts';
export * from './disposition.ts';
export * from './create.ts';
