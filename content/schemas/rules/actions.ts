/**
 * The action economy, gear, skill and rest (spec 002, `rules.actionTypes`, `rules.equipmentSlots`,
 * `rules.itemProperties`, `rules.masteryTiers`, `rules.rests`).
 * @module
 */
import { z } from 'zod';
import { Count, Description, DisplayName, Effects, ExpressionJson, Extra, Fraction, NonNegative, RuleId } from './primitives.ts';

/** A slice of a turn (`rules.actionTypes`), such as action or bonus. Defaults: `description` `""`, `perTurn` 1. */
export const ActionTypeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  perTurn: Count.default(1),
});
export type ActionTypeDef = z.infer<typeof ActionTypeDef>;

/** Where gear goes (`rules.equipmentSlots`). Default: `capacity` 1. */
export const EquipmentSlotDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  capacity: Count.default(1),
});
export type EquipmentSlotDef = z.infer<typeof EquipmentSlotDef>;

/**
 * A reusable item tag (`rules.itemProperties`). `modifiers` adjust derived stats; `attackStats` names
 * `rules.attributes` a weapon with this property may also attack with. Defaults: `description` `""`,
 * `modifiers` `{}`, `extra` `{}`; `attackStats` has none.
 */
export const ItemPropertyDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  modifiers: z.record(RuleId, ExpressionJson).default(() => ({})),
  attackStats: z.array(RuleId).optional(),
  extra: Extra,
});
export type ItemPropertyDef = z.infer<typeof ItemPropertyDef>;

/** A named skill band (`rules.masteryTiers`), reached at skill rank `atRank`. Default: `description` `""`. */
export const MasteryTierDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  atRank: z.number(),
});
export type MasteryTierDef = z.infer<typeof MasteryTierDef>;

/** Whether resources use their short or long rest fraction. */
export const RestKind = z.enum(['short', 'long']);
export type RestKind = z.infer<typeof RestKind>;

/**
 * A way to recover (`rules.rests`). Defaults: `description` `""`, `duration` 60 (minutes), `kind` `"short"`,
 * `effects` `[]`, `interruptChance` 0.
 */
export const RestDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  duration: NonNegative.default(60),
  kind: RestKind.default('short'),
  effects: Effects,
  interruptChance: Fraction.default(0),
});
export type RestDef = z.infer<typeof RestDef>;
