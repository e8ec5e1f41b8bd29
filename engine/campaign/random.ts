/**
 * The campaign's dice: every draw comes from the state's own PRNG (`state.rng`), so a campaign replays the same from
 * the same seed and actions, and a client never sees a roll before it is made.
 * @module
 */
import { Rng } from '../core/rng.ts';
import type { CampaignState } from './types.ts';

/** A uniform whole number from 0 to `n` − 1, drawn from `state.rng` (which moves on). @throws RangeError when n < 1. */
export function draw(state: CampaignState, n: number): number {
  const rng = new Rng(state.rng);
  const x = rng.int(n);
  state.rng = rng.state();
  return x;
}

/** A d20 roll, 1 to 20. */
export function d20(state: CampaignState): number {
  return draw(state, 20) + 1;
}
