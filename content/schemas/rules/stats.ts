/**
 * What a character is made of (spec 002, `rules.attributes`, `rules.resources`, `rules.derivedStats`), and
 * the order they are worked out in: attributes, then modifiers, then resource limits, then derived stats.
 * @module
 */
import { z } from 'zod';
import { Description, DisplayName, Effects, ExpressionJson, Fraction, RuleId } from './primitives.ts';

/**
 * An attribute (`rules.attributes`), read as `actor.attr.<id>`, its modifier as `actor.mod.<id>`.
 * `modifier` turns the raw value into the modifier and sees only `value`.
 * Defaults: `description` `""`, `min` 1, `max` 20, `default` 10.
 */
export const AttributeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  abbrev: z.string().min(1).max(6),
  description: Description,
  min: z.number().default(1),
  max: z.number().default(20),
  default: z.number().default(10),
  modifier: ExpressionJson,
});
export type AttributeDef = z.infer<typeof AttributeDef>;

/**
 * A resource (`rules.resources`): a pool that goes up and down, read as `actor.res.<id>`.
 * `max`, `min` and `initial` may read attributes, modifiers and level, never a derived stat.
 * Reaching the floor (`min`) runs `onDepleted`. Defaults: `description` `""`, `min` 0, `initial` the maximum
 * (left out), `restoreOnShortRest` 0, `restoreOnLongRest` 1, `onDepleted` `[]`.
 */
export const ResourceDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  max: ExpressionJson,
  min: ExpressionJson.default(0),
  initial: ExpressionJson.optional(),
  restoreOnShortRest: Fraction.default(0),
  restoreOnLongRest: Fraction.default(1),
  onDepleted: Effects,
});
export type ResourceDef = z.infer<typeof ResourceDef>;

/**
 * A derived stat (`rules.derivedStats`), read as `actor.derived.<id>`: `formula` over attributes, modifiers,
 * level and resources, worked out last, seeing equipment and active conditions too. Default: `description` `""`.
 */
export const DerivedStatDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  formula: ExpressionJson,
});
export type DerivedStatDef = z.infer<typeof DerivedStatDef>;
