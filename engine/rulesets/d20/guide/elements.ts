/**
 * Elemental damage (guide: "Elements: Fire, Frost, Void, Holy, Wind, Earth. Empty element is physical. Let A be
 * pre-element damage: no element or both/neither weakness and resistance gives max(0,A); weakness alone gives
 * max(1, floor((3A+1)/2)); resistance alone gives max(1, floor(A/2)). These are damage rules, not changes to hit
 * chance."). The formulas are `rules.extra.board.elements.neutral`, `.weakness` and `.resistance`.
 * @module
 */
import type { D20Board } from './board.ts';
import { formulaInteger } from './formula.ts';

/** Whether the target is weak to, and whether it resists, the element of the damage. */
export interface ElementFlags {
  weak: boolean;
  resist: boolean;
}

/**
 * The flags of damage of `element` (an element id, or `undefined`/`null`/`""` for physical) against a target with
 * `weaknesses` and `resistances` (element ids). Physical damage is neither weak nor resisted.
 */
export function elementFlags(element: string | null | undefined, target: { weaknesses: readonly string[]; resistances: readonly string[] }): ElementFlags {
  if (!element) return { weak: false, resist: false };
  return { weak: target.weaknesses.includes(element), resist: target.resistances.includes(element) };
}

/**
 * The damage after the element: `A` (pre-element damage, a whole number of HP) through the board's formula for the
 * case — weakness alone, resistance alone, or neither/both (and physical). The result is the computed amount;
 * clamping by the target's remaining HP is the caller's ("Damage is clamped by remaining HP when subtracting,
 * while feedback reports the computed amount").
 */
export function elementalDamage(board: D20Board, A: number, flags: ElementFlags): number {
  const e = board.elements;
  if (flags.weak && !flags.resist) return formulaInteger(board, 'elements.weakness', e.weakness, { damage: A });
  if (flags.resist && !flags.weak) return formulaInteger(board, 'elements.resistance', e.resistance, { damage: A });
  return formulaInteger(board, 'elements.neutral', e.neutral, { damage: A });
}
