/**
 * Weapon damage (guide: "Critical damage maximizes the damage die, without multiplying it or the bonus. Ordinary
 * damage is a uniform roll of the damage die + the damage bonus + the action's extra damage, then elemental
 * adjustment."). The critical rule is `rules.extra.board.attack.criticalDamage` (`"maximizeDie"`).
 * @module
 */
import { parseDice, rollDice } from '../../../core/dice-notation.ts';
import type { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';

/**
 * The highest total `die` (dice notation: `"1d8"`, `"d6"`, `"1d6+2"`) can roll: each kept die at its highest face,
 * each subtracted die at its lowest, constants as written.
 * @throws DiceNotationError for bad notation; Error for a die with symbol faces.
 */
export function dieMaximum(die: string): number {
  const parsed = parseDice(die);
  if (!parsed.numeric) throw new Error(`"${die}" has symbol faces: it has no highest number`);
  let total = 0;
  for (const t of parsed.terms) {
    if (t.kind === 'constant') {
      total += t.sign * t.value;
      continue;
    }
    const faces = t.die.kind === 'numeric' ? [1, t.die.sides] : (t.die.faces as number[]);
    const kept = t.keep ? t.keep.count : t.count;
    total += t.sign === 1 ? kept * Math.max(...faces) : -kept * Math.min(...faces);
  }
  return total;
}

/** A weapon's damage: its die (notation, never scaled), its bonus, and the action's extra damage (default 0). */
export interface DamageInput {
  die: string;
  bonus: number;
  extra?: number;
}

/**
 * Pre-element damage of a hit (a whole number of HP, before {@link elementalDamage}): on a critical hit the die's
 * maximum + bonus + extra, never multiplied; on an ordinary hit a roll of the die (with `rng`) + bonus + extra.
 */
export function hitDamage(board: D20Board, rng: Rng, outcome: 'hit' | 'critical', input: DamageInput): number {
  const extra = input.extra ?? 0;
  if (outcome === 'critical' && board.attack.criticalDamage === 'maximizeDie') return criticalDamage(input.die, input.bonus) + extra;
  return rollDice(input.die, rng).total + input.bonus + extra;
}

/** Critical damage before the action's extra and the element: the maximum of `die` + `bonus` (`d8` + 3 is 11, not 22). */
export function criticalDamage(die: string, bonus: number): number {
  return dieMaximum(die) + bonus;
}
