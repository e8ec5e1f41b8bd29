/**
 * Minimal assertions for the browser tests (mocha runs them; a thrown Error fails the test).
 */

/** Fails with `message` unless `condition` holds. */
export function assert(condition: unknown, message: string): asserts condition {
  if (!condition) throw new Error(message);
}

/** Fails unless `actual` and `expected` are equal as JSON. */
export function equal<T>(actual: T, expected: T, message = ''): void {
  const a = JSON.stringify(actual);
  const e = JSON.stringify(expected);
  if (a !== e) throw new Error(`${message ? `${message}: ` : ''}expected ${e}, got ${a}`);
}
