/**
 * The seeded PRNG held in the game state (sfc32). Every die the server rolls comes from here;
 * the state never reaches a client.
 * @module
 */
import type { RngState } from './types.ts';

/**
 * Turns a seed string into a PRNG state (cyrb128 hash), then discards the first 12 outputs.
 * The same seed always gives the same state.
 */
export function seedRng(seed: string): RngState {
  let h1 = 1779033703,
    h2 = 3144134277,
    h3 = 1013904242,
    h4 = 2773480762;
  for (let i = 0; i < seed.length; i++) {
    const k = seed.charCodeAt(i);
    h1 = h2 ^ Math.imul(h1 ^ k, 597399067);
    h2 = h3 ^ Math.imul(h2 ^ k, 2869860233);
    h3 = h4 ^ Math.imul(h3 ^ k, 951274213);
    h4 = h1 ^ Math.imul(h4 ^ k, 2716044179);
  }
  h1 = Math.imul(h3 ^ (h1 >>> 18), 597399067);
  h2 = Math.imul(h4 ^ (h2 >>> 22), 2869860233);
  h3 = Math.imul(h1 ^ (h3 >>> 17), 951274213);
  h4 = Math.imul(h2 ^ (h4 >>> 19), 2716044179);
  const rng = new Rng([(h1 ^ h2 ^ h3 ^ h4) >>> 0, (h2 ^ h1) >>> 0, (h3 ^ h1) >>> 0, (h4 ^ h1) >>> 0]);
  for (let i = 0; i < 12; i++) rng.next();
  return rng.state();
}

/**
 * A PRNG working on a copy of a state: draw numbers, then write `state()` back into the new game state.
 * Never mutates the state it was made from.
 */
export class Rng {
  private a: number;
  private b: number;
  private c: number;
  private d: number;

  constructor(state: RngState) {
    [this.a, this.b, this.c, this.d] = state;
  }

  /** The next 32-bit unsigned integer. */
  next(): number {
    const t = (((this.a + this.b) >>> 0) + this.d) >>> 0;
    this.d = (this.d + 1) >>> 0;
    this.a = this.b ^ (this.b >>> 9);
    this.b = (this.c + (this.c << 3)) >>> 0;
    this.c = ((this.c << 21) | (this.c >>> 11)) >>> 0;
    this.c = (this.c + t) >>> 0;
    return t;
  }

  /**
   * A uniform integer in `[0, n)`, without modulo bias (rejection sampling).
   * @throws RangeError when `n` is not an integer from 1 to 2^32.
   */
  int(n: number): number {
    if (!Number.isInteger(n) || n < 1 || n > 2 ** 32) throw new RangeError(`cannot draw from ${n} outcomes`);
    const limit = 2 ** 32 - (2 ** 32 % n);
    let x = this.next();
    while (x >= limit) x = this.next();
    return x % n;
  }

  /** The state to store back into the game state. */
  state(): RngState {
    return [this.a, this.b, this.c, this.d];
  }
}
