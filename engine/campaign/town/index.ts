/**
 * The town's and the Company's rules (issue 16): the economy's functions (used by the road and the fights too) and
 * the town's actions, each module registering its handlers.
 * @module
 */
export * from './economy.ts';
