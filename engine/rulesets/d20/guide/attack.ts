/**
 * The attack roll and armour (guide: "Attack: roll uniform integer 1–20. Total = natural roll + actor Attack +
 * action accuracy + target Exposed - actor AccuracyPenalty - actor FumbleAttack - actor Entangled ... Natural 1
 * fumbles, natural 20 hits critically; otherwise total ≥ target Armor hits."; "Effective Armor = base AC +
 * personal protection + the greater of Guard or Ward − the critical-miss armor penalty − Off Balance. Personal
 * protection is +5 while Vanished; otherwise +3 while Defending; otherwise 0."). The numbers are
 * `rules.extra.board.attack`, `.protection` and `.exposedBonus`.
 * @module
 */
import { rollDice } from '../../../core/dice-notation.ts';
import type { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';

/** What an attack total adds up (every number in points of the d20 scale; magnitudes are the conditions'). */
export interface AttackTotalInput {
  /** The natural roll of the attack die (1 to 20). */
  natural: number;
  /** The actor's Attack (`progression.attack`, tier-scaled for an enemy). */
  attack: number;
  /** The action's accuracy; default 0. */
  accuracy?: number;
  /** Whether the target is Exposed: adds `exposedBonus` (+2). The attempt uses it up, hit or miss. */
  targetExposed?: boolean;
  /** The magnitude of the actor's Accuracy Penalty (Gale: 3); default 0. */
  accuracyPenalty?: number;
  /** The magnitude of the actor's fumble attack penalty; default 0. The attempt uses it up. */
  fumbleAttack?: number;
  /** The magnitude of the actor's Entangled; default 0. */
  entangled?: number;
}

/** The attack total: natural + Attack + accuracy + (target Exposed: `board.exposedBonus`) − the three penalties. */
export function attackTotal(input: AttackTotalInput, board: Pick<D20Board, 'exposedBonus'>): number {
  return (
    input.natural +
    input.attack +
    (input.accuracy ?? 0) +
    (input.targetExposed ? board.exposedBonus : 0) -
    (input.accuracyPenalty ?? 0) -
    (input.fumbleAttack ?? 0) -
    (input.entangled ?? 0)
  );
}

/** What an attack roll comes to. */
export type AttackOutcome = 'fumble' | 'critical' | 'hit' | 'miss';

/**
 * The outcome of an attack: the natural `board.attack.fumbleNatural` (1) fumbles and `criticalNatural` (20) hits
 * critically, whatever the total; otherwise `total` at least `armour` (effective armour) hits.
 */
export function resolveAttackRoll(natural: number, total: number, armour: number, board: D20Board): AttackOutcome {
  if (natural === board.attack.fumbleNatural) return 'fumble';
  if (natural === board.attack.criticalNatural) return 'critical';
  return total >= armour ? 'hit' : 'miss';
}

/** Rolls the attack die (`board.attack.dice`, `"1d20"`) with the room's PRNG: the natural roll. */
export function rollNatural(board: D20Board, rng: Rng): number {
  return rollDice(board.attack.dice, rng).total;
}

/** What effective armour is made of (AC points; magnitudes are the conditions'; absent ones count 0). */
export interface ArmourInput {
  /** Base AC (`progression.baseAc`, tier-scaled for an enemy). */
  baseAc: number;
  /** Whether Vanished is on: personal protection `protection.vanished` (+5). */
  vanished?: boolean;
  /** Whether Defending is on: personal protection `protection.defending` (+3), unless Vanished. */
  defending?: boolean;
  /** The magnitude of Guard (Stone Mantle, Shield Wall). */
  guard?: number;
  /** The magnitude of Ward. Only the greater of Guard and Ward counts. */
  ward?: number;
  /** The magnitude of the fumble's armour penalty. */
  armourPenalty?: number;
  /** The magnitude of Off Balance. */
  offBalance?: number;
}

/**
 * Effective armour: base AC + personal protection (Vanished, otherwise Defending, otherwise 0: they do not stack)
 * + the greater of Guard and Ward − armour penalty − Off Balance.
 */
export function effectiveArmour(input: ArmourInput, board: Pick<D20Board, 'protection'>): number {
  const personal = input.vanished ? board.protection.vanished : input.defending ? board.protection.defending : 0;
  return input.baseAc + personal + Math.max(input.guard ?? 0, input.ward ?? 0, 0) - (input.armourPenalty ?? 0) - (input.offBalance ?? 0);
}
