/**
 * What creatures are (spec 002, `rules.savingThrows`, `rules.sizes`, `rules.creatureTypes`,
 * `rules.movementModes`, `rules.languages`, `rules.alignments`).
 * @module
 */
import { z } from 'zod';
import { Description, DiceText, DisplayName, ExpressionJson, Extra, IdList, NonNegative, RuleId } from './primitives.ts';

/**
 * A saving throw (`rules.savingThrows`), governed by the `rules.attributes` entry `attribute`.
 * Defaults: `description` `""`, `extra` `{}`; `defaultDifficulty` has none.
 */
export const SavingThrowDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  attribute: RuleId,
  defaultDifficulty: ExpressionJson.optional(),
  extra: Extra,
});
export type SavingThrowDef = z.infer<typeof SavingThrowDef>;

/**
 * A creature size (`rules.sizes`). Defaults: `space` 5, `reach` 5, `carryMultiplier` 1, `extra` `{}`;
 * `hitDie` (dice notation) has none.
 */
export const SizeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  space: NonNegative.default(5),
  reach: NonNegative.default(5),
  carryMultiplier: NonNegative.default(1),
  hitDie: DiceText.optional(),
  extra: Extra,
});
export type SizeDef = z.infer<typeof SizeDef>;

/** A broad kind of creature (`rules.creatureTypes`). Defaults: `description` `""`, `tags` `[]`, `extra` `{}`. */
export const CreatureTypeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  tags: IdList,
  extra: Extra,
});
export type CreatureTypeDef = z.infer<typeof CreatureTypeDef>;

/**
 * A way of moving (`rules.movementModes`). Defaults: `defaultSpeed` 30, `terrainMultiplier` 1,
 * `fallsWhenDisabled` false, `extra` `{}`.
 */
export const MovementModeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  defaultSpeed: NonNegative.default(30),
  terrainMultiplier: NonNegative.default(1),
  fallsWhenDisabled: z.boolean().default(false),
  extra: Extra,
});
export type MovementModeDef = z.infer<typeof MovementModeDef>;

/** A language (`rules.languages`). Defaults: `description` `""`, `script` `""`, `exotic` false, `extra` `{}`. */
export const LanguageDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  script: z.string().max(200).default(''),
  exotic: z.boolean().default(false),
  extra: Extra,
});
export type LanguageDef = z.infer<typeof LanguageDef>;

/** A moral or factional label (`rules.alignments`). Defaults: `abbrev` `""`, `extra` `{}`. */
export const AlignmentDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  abbrev: z.string().max(20).default(''),
  extra: Extra,
});
export type AlignmentDef = z.infer<typeof AlignmentDef>;
