/**
 * The dice convention (spec 002, `rules.resolution`): what a check rolls, what crits, how results round.
 * @module
 */
import { z } from 'zod';
import { DiceText, ExpressionJson, NonNegative, RuleId } from './primitives.ts';

/** How a roll with more than one swing resolves: the swings cancel out, or go by the count. */
export const SwingStacking = z.enum(['cancel', 'net']);
/** The kinds of roll that can crit or fumble. */
export const CriticalScope = z.enum(['attack', 'save', 'check']);
/** Whether an opposed check rolls both sides or rolls against a passive score. */
export const OpposedMode = z.enum(['passive', 'contested']);
/** How fractional damage resolves to a whole number. */
export const DamageRounding = z.enum(['floor', 'round', 'ceil']);
/** How fractional reputation change resolves to a whole number. */
export const ReputationRounding = z.enum(['floor', 'round', 'ceil', 'trunc']);

/**
 * The dice convention (`rules.resolution`). Defaults: `checkDice` `"1d20"`, `advantageDice` `"2d20kh1"`,
 * `disadvantageDice` `"2d20kl1"`, `swingStacking` `"cancel"`, `criticalSuccessAt` 20 and `criticalFailureAt` 1
 * (null for none), `criticalScope` `["attack","save","check"]`, `criticalDamageMultiplier` 2,
 * `saveSuccessMultiplier` 0.5, `passiveBase` 10, `opposedMode` `"passive"`, `damageRounding` `"round"`,
 * `reputationRounding` `"trunc"`, `defaultDifficulty` 12, `difficulties` `{}`; `attackBonus` has none
 * (then a weapon attack adds just the attribute modifier).
 */
export const Resolution = z.strictObject({
  checkDice: DiceText.default('1d20'),
  advantageDice: DiceText.default('2d20kh1'),
  disadvantageDice: DiceText.default('2d20kl1'),
  swingStacking: SwingStacking.default('cancel'),
  criticalSuccessAt: z.number().nullable().default(20),
  criticalFailureAt: z.number().nullable().default(1),
  criticalScope: z.array(CriticalScope).default(() => ['attack' as const, 'save' as const, 'check' as const]),
  criticalDamageMultiplier: NonNegative.default(2),
  saveSuccessMultiplier: NonNegative.default(0.5),
  passiveBase: z.number().default(10),
  opposedMode: OpposedMode.default('passive'),
  damageRounding: DamageRounding.default('round'),
  reputationRounding: ReputationRounding.default('trunc'),
  attackBonus: ExpressionJson.optional(),
  defaultDifficulty: z.number().default(12),
  difficulties: z.record(RuleId, z.number()).default(() => ({})),
});
export type Resolution = z.infer<typeof Resolution>;
