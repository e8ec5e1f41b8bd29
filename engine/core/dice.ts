/**
 * Dice and decks with the game's PRNG, for every ruleset: a pool of ordinary dice, a roll of combat dice and the
 * faces counted on it, a deck shuffled. What a ruleset's own dice are (its combat die, its movement roll) its module
 * says (`RulesetModule.combatDie`, `movementRoll`).
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

/** A ruleset's combat die: its faces, the face that wounds and the faces heroes and creatures block with. */
export interface CombatDie {
  faces: CombatFace[];
  hit: CombatFace;
  heroBlock: CombatFace;
  creatureBlock: CombatFace;
}

/** Rolls `count` combat dice of `die`: each of its faces equally likely. */
export function rollCombatDie(rng: Rng, die: CombatDie, count: number): CombatFace[] {
  const out: CombatFace[] = [];
  for (let i = 0; i < count; i++) out.push(die.faces[rng.int(die.faces.length)]!);
  return out;
}

/** The face a unit of `side` blocks with under `die`: `heroBlock` for heroes, `creatureBlock` for the rest. */
export function blockFace(die: CombatDie, side: string): CombatFace {
  return side === 'heroes' ? die.heroBlock : die.creatureBlock;
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
