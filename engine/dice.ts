/**
 * Dice of the classic rules (spec 000, "Combat", "A hero's turn"): combat dice and movement dice.
 * @module
 */
import type { CombatFace, DicePool, Ruleset } from '../content/schemas/index.ts';
import type { Rng } from './rng.ts';

/** The classic combat die of a ruleset: its faces, the face that wounds and the faces heroes and creatures block with. */
export interface ClassicDie {
  faces: CombatFace[];
  hit: CombatFace;
  heroBlock: CombatFace;
  creatureBlock: CombatFace;
}

/**
 * The classic combat die of `ruleset`. Every classic ruleset has one (the schema requires it of all but d20
 * rulesets), so a missing die means a d20 ruleset reached the classic combat rules: a programming error.
 * @throws Error when `ruleset` lacks `combatDie`, `hit`, `heroBlock` or `creatureBlock`.
 */
export function classicDie(ruleset: Ruleset): ClassicDie {
  const { combatDie, hit, heroBlock, creatureBlock } = ruleset;
  if (!combatDie || !hit || !heroBlock || !creatureBlock) {
    throw new Error(`ruleset "${ruleset.id}" has no classic combat die (combatDie, hit, heroBlock, creatureBlock): the classic combat rules cannot play it`);
  }
  return { faces: combatDie.faces, hit, heroBlock, creatureBlock };
}

/** The face a unit of `side` blocks with under the classic die: `heroBlock` for heroes, `creatureBlock` for the rest. */
export function blockFace(die: ClassicDie, side: string): CombatFace {
  return side === 'heroes' ? die.heroBlock : die.creatureBlock;
}

/**
 * Rolls `count` combat dice: each face of `ruleset.combatDie.faces` equally likely.
 * @throws Error when `ruleset` has no classic combat die ({@link classicDie}).
 */
export function rollCombatDice(rng: Rng, ruleset: Ruleset, count: number): CombatFace[] {
  const faces = classicDie(ruleset).faces;
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
