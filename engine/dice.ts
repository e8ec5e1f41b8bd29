/**
 * Dice of the classic rules (spec 000, "Combat", "A hero's turn"): combat dice and movement dice.
 * @module
 */
import type { CombatFace, DicePool, Ruleset } from '../content/schemas/index.ts';
import type { Rng } from './rng.ts';

/** Rolls `count` combat dice: each face of `ruleset.combatDie.faces` equally likely. */
export function rollCombatDice(rng: Rng, ruleset: Ruleset, count: number): CombatFace[] {
  const faces = ruleset.combatDie.faces;
  const out: CombatFace[] = [];
  for (let i = 0; i < count; i++) out.push(faces[rng.int(faces.length)]!);
  return out;
}

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
