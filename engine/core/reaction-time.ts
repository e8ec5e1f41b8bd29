/**
 * The time a room gives a seat to answer a prompt waiting for it (a reaction offered: the module's `prompts`) before
 * the room declines it for the seat: a setting of the room (`GameState.reactionSeconds`), chosen when it is made.
 * @module
 */

/** The seconds a seat has to answer a prompt when its room was made without a `reactionSeconds`. */
export const REACTION_SECONDS = 20;

/** The fewest and most seconds a room may give a seat to answer a prompt (`reactionSeconds`). */
export const REACTION_SECONDS_RANGE = { min: 5, max: 120 } as const;
