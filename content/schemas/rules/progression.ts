/**
 * How levels work (spec 002, `rules.progression`, its `levels` and `levelVitality`).
 * @module
 */
import { z } from 'zod';
import { Count, Effects, ExpressionJson, NonNegative } from './primitives.ts';

/**
 * One level of the curve (`rules.progression.levels`): `xpRequired` is the total experience needed to reach it;
 * `grants` run on each character crossing it. Default: `grants` `[]`.
 */
export const LevelDef = z.strictObject({
  level: z.number().int().min(0),
  xpRequired: NonNegative,
  grants: Effects,
});
export type LevelDef = z.infer<typeof LevelDef>;

/** How the vital resource grows on gaining a level: roll the die, take its average, its maximum, or nothing. */
export const VitalityPolicy = z.enum(['roll', 'average', 'max', 'none']);
/** Whether the vitality die comes from the character's class or its size (`rules.sizes.hitDie`). */
export const VitalityDie = z.enum(['class', 'size']);

/**
 * How the vital resource grows on gaining a level (`rules.progression.levelVitality`).
 * Defaults: `policy` `"roll"`, `die` `"class"`, `bonus` 0.
 */
export const LevelVitality = z.strictObject({
  policy: VitalityPolicy.default('roll'),
  die: VitalityDie.default('class'),
  bonus: ExpressionJson.default(0),
});
export type LevelVitality = z.infer<typeof LevelVitality>;

/**
 * The level curve (`rules.progression`). `levels` is required, one entry per level, in order.
 * Defaults: `maxLevel` 20, `proficiencyRank` 1, `levelVitality` `{}` (filled); `proficiency` has none.
 */
export const Progression = z.strictObject({
  maxLevel: Count.min(1).default(20),
  levels: z.array(LevelDef).min(1),
  proficiency: ExpressionJson.optional(),
  proficiencyRank: z.number().default(1),
  levelVitality: LevelVitality.prefault({}),
});
export type Progression = z.infer<typeof Progression>;
