/**
 * Magic (spec 002, `rules.spellcasting` with its `concentration` and `componentActionTypes`).
 * @module
 */
import { z } from 'zod';
import { Count, ExpressionJson, Extra, IdList, RuleId } from './primitives.ts';

/** Whether casting spends slots, points, both, or is off. */
export const SpellcastingMode = z.enum(['none', 'slots', 'points', 'both']);
export type SpellcastingMode = z.infer<typeof SpellcastingMode>;

/**
 * Whether holding a spell can be broken, and by what (`rules.spellcasting.concentration`). `savingThrow` names a
 * `rules.savingThrows` id. Defaults: `enabled` true, `maxConcurrent` 1; `savingThrow` and `difficulty` have none.
 */
export const Concentration = z.strictObject({
  enabled: z.boolean().default(true),
  savingThrow: RuleId.optional(),
  difficulty: ExpressionJson.optional(),
  maxConcurrent: Count.default(1),
});
export type Concentration = z.infer<typeof Concentration>;

/** The `rules.actionTypes` ids verbal and somatic components occupy (`rules.spellcasting.componentActionTypes`). */
export const ComponentActionTypes = z.strictObject({
  verbal: RuleId.optional(),
  somatic: RuleId.optional(),
});
export type ComponentActionTypes = z.infer<typeof ComponentActionTypes>;

/**
 * Slots or points, concentration, components and rituals (`rules.spellcasting`). `pointResource` names a
 * `rules.resources` id, `recoverOn` `rules.rests` ids. Defaults: `mode` `"none"`, `maxSpellLevel` 9,
 * `slotTable` `{}`, `pointCosts` `{}`, `concentration` `{}` (filled), `recoverOn` `[]`, `ritualCasting` false,
 * `componentActionTypes` `{}`, `extra` `{}`; `pointResource`, `saveDifficulty` and `attackBonus` have none.
 */
export const Spellcasting = z.strictObject({
  mode: SpellcastingMode.default('none'),
  maxSpellLevel: Count.default(9),
  slotTable: z.record(z.string(), z.array(Count)).default(() => ({})),
  pointResource: RuleId.optional(),
  pointCosts: z.record(z.string(), z.number()).default(() => ({})),
  saveDifficulty: ExpressionJson.optional(),
  attackBonus: ExpressionJson.optional(),
  concentration: Concentration.prefault({}),
  recoverOn: IdList,
  ritualCasting: z.boolean().default(false),
  componentActionTypes: ComponentActionTypes.prefault({}),
  extra: Extra,
});
export type Spellcasting = z.infer<typeof Spellcasting>;
