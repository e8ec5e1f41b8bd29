/**
 * Freeze resolution (guide: "Elemental Freeze mitigation is explicitly opt-in per effect: resistanceMitigatesFreeze
 * plus resistedFreezeChance. An independent integer roll 0–99 is compared with the appropriate chance. Resistance
 * is detected from the actual target's Resistances and effect.element ... FROST RESIST is emitted only when the roll
 * would have frozen at the base chance but not at the reduced chance; a roll outside both chances emits RESIST.
 * Success emits FROZEN."; Grave Chill: "For a resistant hero: rolls 0–9 FROZEN; 10–32 FROST RESIST; 33–99 RESIST.
 * For an ordinary hero: 0–32 FROZEN, 33–99 RESIST."). The roll is `rules.extra.board.freeze.rollSides` (100); the
 * chances are the effect's (`baseChance`, `resistedChance`, in percent).
 * @module
 */
import type { D20FreezeChance } from '../../../../content/schemas/rules/d20.ts';
import type { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';

/** What a Freeze roll comes to, for one target. */
export type FreezeOutcome = 'FROZEN' | 'FROST_RESIST' | 'RESIST';

/** Whether the target resists the effect's element (its `resistances`, element ids), for {@link freezeOutcome}. */
export function resistsFreeze(effect: D20FreezeChance, resistances: readonly string[]): boolean {
  return effect.element !== undefined && resistances.includes(effect.element);
}

/**
 * The outcome of `roll` (a whole number from 0 to `freeze.rollSides − 1`) for a target that is `resistant` or not.
 * The chance is the effect's `resistedChance` when it mitigates (its `resistanceMitigatesFreeze`, else the board's
 * default) and the target resists, its `baseChance` otherwise; a roll below the chance freezes. A resistant roll
 * that only the base chance would have frozen is FROST_RESIST; any other miss is RESIST. Weakness changes nothing.
 * @throws RangeError when `roll` is out of range.
 */
export function freezeOutcome(board: D20Board, effect: D20FreezeChance, roll: number, resistant: boolean): FreezeOutcome {
  const sides = board.freeze.rollSides;
  if (!Number.isInteger(roll) || roll < 0 || roll >= sides) throw new RangeError(`a Freeze roll is a whole number from 0 to ${sides - 1}, not ${roll}`);
  const mitigated = resistant && (effect.resistanceMitigatesFreeze ?? board.freeze.resistanceMitigatesFreeze) && effect.resistedChance !== undefined;
  const chance = mitigated ? effect.resistedChance! : effect.baseChance;
  if (roll < chance) return 'FROZEN';
  return mitigated && roll < effect.baseChance ? 'FROST_RESIST' : 'RESIST';
}

/** Rolls Freeze for one target with the room's PRNG (an independent roll from 0 to `rollSides − 1`): the roll and its outcome. */
export function rollFreeze(board: D20Board, rng: Rng, effect: D20FreezeChance, resistant: boolean): { roll: number; outcome: FreezeOutcome } {
  const roll = rng.int(board.freeze.rollSides);
  return { roll, outcome: freezeOutcome(board, effect, roll, resistant) };
}

/** The feedback text of an outcome (`freeze.feedback`): `FROZEN`, `FROST RESIST` or `RESIST`. */
export function freezeFeedback(board: D20Board, outcome: FreezeOutcome): string {
  const f = board.freeze.feedback;
  return outcome === 'FROZEN' ? f.frozen : outcome === 'FROST_RESIST' ? f.frostResist : f.resist;
}
