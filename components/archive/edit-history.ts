/**
 * An undo history: the states before each edit and the states taken back, pure and immutable (every function
 * returns a new history). The map editor keeps one of whole missions; any value works.
 * @module
 */

/** An undo history of `T` states. */
export interface History<T> {
  /** The states before each edit still undoable, oldest first (at most {@link History.cap}). */
  readonly past: readonly T[];
  /** The states taken back, the next one to redo last. */
  readonly future: readonly T[];
  /** The most undo steps kept: older ones are forgotten. */
  readonly cap: number;
}

/**
 * An empty history keeping at most `cap` undo steps.
 * @throws RangeError when `cap` is not a whole number of at least 1.
 */
export function emptyHistory<T>(cap: number): History<T> {
  if (!Number.isInteger(cap) || cap < 1) throw new RangeError(`an undo history keeps at least 1 step, not ${cap}`);
  return { past: [], future: [], cap };
}

/**
 * Records an edit: `before` (the state the edit started from) becomes the last undo step, the oldest step is
 * forgotten past the cap, and whatever was taken back can no longer be redone.
 */
export function record<T>(h: History<T>, before: T): History<T> {
  const past = [...h.past, before];
  return { past: past.length > h.cap ? past.slice(past.length - h.cap) : past, future: [], cap: h.cap };
}

/** What undoing or redoing gives: the state to show and the history after it. */
export interface Step<T> {
  readonly state: T;
  readonly history: History<T>;
}

/** Takes back the last edit from `current`; null when there is nothing to undo. */
export function undo<T>(h: History<T>, current: T): Step<T> | null {
  if (h.past.length === 0) return null;
  return { state: h.past[h.past.length - 1]!, history: { past: h.past.slice(0, -1), future: [...h.future, current], cap: h.cap } };
}

/** Does again the last edit taken back, from `current`; null when there is nothing to redo. */
export function redo<T>(h: History<T>, current: T): Step<T> | null {
  if (h.future.length === 0) return null;
  return { state: h.future[h.future.length - 1]!, history: { past: [...h.past, current], future: h.future.slice(0, -1), cap: h.cap } };
}
