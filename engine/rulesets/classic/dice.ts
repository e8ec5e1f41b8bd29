/**
 * Dice of the classic rules (spec 000, "Combat", "A hero's turn"): combat dice and movement dice.
 * @module
 */
import type { CombatFace, DicePool, Ruleset } from '../../../content/schemas/index.ts';
import { classicNumbersOf, extraClassic } from '../../../content/schemas/rules/classic-board.ts';
import type { Rng } from '../../core/rng.ts';

export { countFaces, rollPool, shuffleDeck } from '../../core/dice.ts';

/** The classic combat die of a ruleset: its faces, the face that wounds and the faces heroes and creatures block with. */
export interface ClassicDie {
  faces: CombatFace[];
  hit: CombatFace;
  heroBlock: CombatFace;
  creatureBlock: CombatFace;
}

/**
 * The classic combat die of `ruleset`: `rules.extra.board`'s numbers where it gives them, else the wrapper's fields
 * (`content/schemas/rules/classic-board.ts`; the schema makes both agree). Every classic ruleset has one, so a
 * missing die means another module's ruleset reached the classic combat rules: a programming error.
 * @throws Error when `ruleset` lacks `combatDie`, `hit`, `heroBlock` or `creatureBlock`.
 */
export function classicDie(ruleset: Ruleset): ClassicDie {
  const n = numbersOf(ruleset);
  if (!n) throw new Error(`ruleset "${ruleset.id}" has no classic combat die (combatDie, hit, heroBlock, creatureBlock): the classic combat rules cannot play it`);
  return n.die;
}

/** The classic numbers of each ruleset object, read once (a game's ruleset never changes). */
const NUMBERS = new WeakMap<Ruleset, { die: ClassicDie; heroMovement: DicePool }>();

/** The classic numbers of `ruleset` (die and movement roll), read once per ruleset object; null when it has none. */
export function numbersOf(ruleset: Ruleset): { die: ClassicDie; heroMovement: DicePool } | null {
  let n = NUMBERS.get(ruleset);
  if (!n) {
    const read = classicNumbersOf(ruleset);
    if (!read) return null;
    const { heroMovement, ...die } = read;
    n = { die, heroMovement };
    NUMBERS.set(ruleset, n);
  }
  return n;
}

/**
 * The heroes' movement roll of a ruleset: `rules.extra.board.heroMovement` when it gives one, else `heroMovement`.
 * @throws Error when the ruleset gives neither.
 */
export function heroMovementOf(ruleset: Ruleset): DicePool {
  // a classic ruleset's numbers are read once (numbersOf); another module's roll is read here
  const classic = numbersOf(ruleset);
  if (classic) return classic.heroMovement;
  const extra = extraClassic(ruleset).heroMovement;
  const pool = extra ?? ruleset.heroMovement;
  if (!pool) throw new Error(`ruleset "${ruleset.id}" has no movement roll (heroMovement)`);
  return pool;
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
