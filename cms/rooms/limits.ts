/**
 * The numbers that bound how a room is written and followed.
 * @module
 */

/** A snapshot of the whole state is written with every action whose `seq` is a multiple of this. */
export const SNAPSHOT_EVERY = 50;

/**
 * While a room is played, its row's `updated_at` (when it was last used: what archives an idle room) is written at
 * most this often, and whenever its phase changes: one row less to write per action, for a clock that counts in days.
 */
export const TOUCH_EVERY_MS = 60_000;

/**
 * How many live watches and streams one seat may hold at once, over every socket: a player has a page or two and a
 * few tabs; a token copied around (or a script) opening more is refused rather than held.
 */
export const MAX_STREAMS_PER_SEAT = 16;

/**
 * How many times an action is tried again after another instance wrote the room's next `seq` first (each time the
 * room catches up from the log and the action is judged anew on the new state).
 */
export const MAX_CONFLICT_RETRIES = 8;
