/**
 * Dice of the classic rules (spec 000, "Combat", "A hero's turn"): combat dice and movement dice.
 * @module
 */
import type { CombatFace, DicePool, Ruleset } from '../../../content/schemas/index.ts';
import { classicNumbersOf, extraClassic } from '../../../content/schemas/rules/classic-board.ts';
import type { Rng } from '../../core/rng.ts';
import { rollCombatDie, type CombatDie } from '../../core/dice.ts';

export { blockFace, countFaces, rollPool, shuffleDeck } from '../../core/dice.ts';

/**
 * The classic combat die of `ruleset`: `rules.extra.board`'s numbers where it gives them, else the wrapper's fields
 * (`content/schemas/rules/classic-board.ts`; the schema makes both agree). Every classic ruleset has one, so a
 * missing die means another module's ruleset reached the classic combat rules: a programming error.
 * @throws Error when `ruleset` lacks `combatDie`, `hit`, `heroBlock` or `creatureBlock`.
 */
export function classicDie(ruleset: Ruleset): CombatDie {
  const n = numbersOf(ruleset);
  if (!n)
    throw new Error(`ruleset "${ruleset.id}" has no classic combat die (combatDie, hit, heroBlock, creatureBlock): the classic combat rules cannot play it`);
  return n.die;
}

/** The classic numbers of each ruleset object, read once (a game's ruleset never changes). */
const NUMBERS = new WeakMap<Ruleset, { die: CombatDie; heroMovement: DicePool }>();

/** The classic numbers of `ruleset` (die and movement roll), read once per ruleset object; null when it has none. */
export function numbersOf(ruleset: Ruleset): { die: CombatDie; heroMovement: DicePool } | null {
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
 * The heroes' movement roll of a ruleset: `rules.extra.board.heroMovement` when it gives one, else `heroMovement`;
 * null when it gives neither. Read the same way by every ruleset whose heroes roll to move (classic's and d20's).
 */
export function heroMovementOf(ruleset: Ruleset): DicePool | null {
  // a classic ruleset's numbers are read once (numbersOf); another module's roll is read here
  const classic = numbersOf(ruleset);
  if (classic) return classic.heroMovement;
  return extraClassic(ruleset).heroMovement ?? ruleset.heroMovement ?? null;
}

/**
 * Rolls `count` combat dice: each face of `ruleset.combatDie.faces` equally likely.
 * @throws Error when `ruleset` has no classic combat die ({@link classicDie}).
 */
export function rollCombatDice(rng: Rng, ruleset: Ruleset, count: number): CombatFace[] {
  return rollCombatDie(rng, classicDie(ruleset), count);
}
