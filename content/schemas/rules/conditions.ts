/**
 * Harm and states (spec 002, `rules.damageTypes`, `rules.conditions` with its `swings` and `savingThrow`).
 * @module
 */
import { z } from 'zod';
import { Description, DisplayName, Effects, ExpressionJson, Extra, IdList, RuleId } from './primitives.ts';

/** A kind of damage (`rules.damageTypes`). Defaults: `description` `""`, `tags` `[]`. */
export const DamageTypeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  tags: IdList,
});
export type DamageTypeDef = z.infer<typeof DamageTypeDef>;

/** What a second application of a condition does (`rules.conditions.stacking`). */
export const Stacking = z.enum(['refresh', 'extend', 'stack', 'ignore']);
export type Stacking = z.infer<typeof Stacking>;

/** Which way the dice lean. */
export const Swing = z.enum(['advantage', 'disadvantage']);
export type Swing = z.infer<typeof Swing>;

/** Which way the dice lean while a condition is on a creature (`rules.conditions.swings`). Every field optional. */
export const Swings = z.strictObject({
  ownAttacks: Swing.optional(),
  attacksAgainstSelf: Swing.optional(),
  checks: Swing.optional(),
  saves: Swing.optional(),
});
export type Swings = z.infer<typeof Swings>;

/** When a condition's save is offered (`rules.conditions.savingThrow.timing`). */
export const SaveTiming = z.enum(['onApply', 'endOfTurn', 'startOfTurn', 'both']);
export type SaveTiming = z.infer<typeof SaveTiming>;

/**
 * The save that shrugs a condition off (`rules.conditions.savingThrow`): `save` names a `rules.savingThrows` id.
 * Default: `timing` `"endOfTurn"`.
 */
export const ConditionSavingThrow = z.strictObject({
  save: RuleId,
  difficulty: ExpressionJson,
  timing: SaveTiming.default('endOfTurn'),
});
export type ConditionSavingThrow = z.infer<typeof ConditionSavingThrow>;

/**
 * A condition (`rules.conditions`), read as `actor.conditions.<id>`. `modifiers` adjust derived stats while it
 * holds, with `magnitude` in scope. `prevents` (action type ids) and `implies` (condition ids) are bare ids, not
 * checked references. Defaults: `description` `""`, `tags` `[]`, `stacking` `"refresh"`, `onApply`, `onTick`,
 * `onExpire` `[]`, `modifiers` `{}`, `prevents` `[]`, `concealsIdentity` false, `implies` `[]`, `extra` `{}`;
 * `defaultDuration`, `suppressesSenses`, `swings` and `savingThrow` have no default.
 */
export const ConditionDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  tags: IdList,
  stacking: Stacking.default('refresh'),
  defaultDuration: ExpressionJson.optional(),
  onApply: Effects,
  onTick: Effects,
  onExpire: Effects,
  modifiers: z.record(RuleId, ExpressionJson).default(() => ({})),
  prevents: IdList,
  suppressesSenses: z.array(RuleId).optional(),
  swings: Swings.optional(),
  concealsIdentity: z.boolean().default(false),
  savingThrow: ConditionSavingThrow.optional(),
  implies: IdList,
  extra: Extra,
});
export type ConditionDef = z.infer<typeof ConditionDef>;
