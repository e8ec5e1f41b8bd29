/**
 * Dice and decks with the game's PRNG, for every ruleset: a pool of ordinary dice, the faces counted on a roll of
 * combat dice, a deck shuffled. What a ruleset's own dice are (the classic combat die, its movement roll) is the
 * ruleset's (`engine/rulesets/classic/dice.ts`).
 * @module
 */
import type { CombatFace, DicePool } from '../../content/schemas/index.ts';
import type { Rng } from './rng.ts';

/** Rolls a pool of ordinary dice (`2d6` is `{ count: 2, sides: 6 }`), each from 1 to `sides`. */
export function rollPool(rng: Rng, pool: DicePool): number[] {
  const out: number[] = [];
  for (let i = 0; i < pool.count; i++) out.push(1 + rng.int(pool.sides));
  return out;
}

/** How many of `dice` show `face`. */
export function countFaces(dice: readonly CombatFace[], face: CombatFace): number {
  let n = 0;
  for (const d of dice) if (d === face) n++;
  return n;
}

/** Shuffles a deck's cards (each `copies` times) with the PRNG: Fisher–Yates, top of the pile first. */
export function shuffleDeck(rng: Rng, cards: readonly string[]): string[] {
  const out = cards.slice();
  for (let i = out.length - 1; i > 0; i--) {
    const j = rng.int(i + 1);
    [out[i], out[j]] = [out[j]!, out[i]!];
  }
  return out;
}
