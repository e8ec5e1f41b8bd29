/**
 * How creatures notice each other and what they do unprompted (spec 002, `rules.senses` with `thresholds`,
 * `rules.stances`, `rules.perception`, `rules.temperament` with `speeds`).
 * @module
 */
import { z } from 'zod';
import { Count, Description, DisplayName, Extra, Fraction, IdList, NonNegative, RuleId } from './primitives.ts';

/** Whether a sense's signal travels in a straight line or fills the space. */
export const Propagation = z.enum(['line', 'field']);
/** What stops a sense's signal. */
export const BlockedBy = z.enum(['opaque', 'impassable', 'nothing']);
/** Whether a signal's strength drops off a cliff at range or fades with distance. */
export const Falloff = z.enum(['cliff', 'linear']);

/**
 * Signal strengths, 0 to 1, at which noticing turns into investigating and then attacking
 * (`rules.senses.thresholds`). Defaults: `detect`, `investigate`, `aggro` all 0.
 */
export const SenseThresholds = z.strictObject({
  detect: Fraction.default(0),
  investigate: Fraction.default(0),
  aggro: Fraction.default(0),
});
export type SenseThresholds = z.infer<typeof SenseThresholds>;

/**
 * A sense (`rules.senses`). The three text keys name `narrative.textGrammar` pools of another document and are
 * not checked here. Defaults: `description` `""`, `defaultRange` 60, `ignores` `[]`, `propagation` `"line"`,
 * `blockedBy` `"opaque"`, `falloff` `"cliff"`, `lingerMinutes` 0, `spreadPerMinute` 0, `spreadRetention` 0.5,
 * `rememberMinutes` 0, `thresholds` `{}` (filled), `extra` `{}`.
 */
export const SenseDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  defaultRange: NonNegative.default(60),
  ignores: IdList,
  propagation: Propagation.default('line'),
  blockedBy: BlockedBy.default('opaque'),
  falloff: Falloff.default('cliff'),
  lingerMinutes: NonNegative.default(0),
  spreadPerMinute: NonNegative.default(0),
  spreadRetention: Fraction.default(0.5),
  rememberMinutes: NonNegative.default(0),
  impressionTextKey: z.string().min(1).max(200).optional(),
  faintImpressionTextKey: z.string().min(1).max(200).optional(),
  emptyTextKey: z.string().min(1).max(200).optional(),
  thresholds: SenseThresholds.prefault({}),
  extra: Extra,
});
export type SenseDef = z.infer<typeof SenseDef>;

/**
 * A posture (`rules.stances`). `emits` maps `rules.senses` ids to the signal strength the stance gives off;
 * `concealedBy` names a skill of the content (not checked here). Defaults: `description` `""`,
 * `speedMultiplier` 1, `emits` `{}`, `concealmentPerPoint` 0, `extra` `{}`.
 */
export const StanceDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  speedMultiplier: NonNegative.default(1),
  emits: z.record(RuleId, z.number()).default(() => ({})),
  concealedBy: RuleId.optional(),
  concealmentPerPoint: NonNegative.default(0),
  extra: Extra,
});
export type StanceDef = z.infer<typeof StanceDef>;

/**
 * The defaults perception runs on (`rules.perception`). `sightSense` names a `rules.senses` id and
 * `defaultStance` a `rules.stances` id. Defaults: `curiosityMinutes` 10, `minimumEmission` 0.01,
 * `maxMarksPerTile` 4, `extra` `{}`.
 */
export const Perception = z.strictObject({
  sightSense: RuleId.optional(),
  curiosityMinutes: NonNegative.default(10),
  defaultStance: RuleId.optional(),
  minimumEmission: Fraction.default(0.01),
  maxMarksPerTile: Count.default(4),
  extra: Extra,
});
export type Perception = z.infer<typeof Perception>;

/**
 * Pace multipliers for each reason a creature moves (`rules.temperament.speeds`).
 * Defaults: `wander`, `investigate`, `engage`, `returning` all 1.
 */
export const TemperamentSpeeds = z.strictObject({
  wander: NonNegative.default(1),
  investigate: NonNegative.default(1),
  engage: NonNegative.default(1),
  returning: NonNegative.default(1),
});
export type TemperamentSpeeds = z.infer<typeof TemperamentSpeeds>;

/** Whose presence a creature registers. */
export const Notices = z.enum(['hostile', 'neutral', 'ally']);

/**
 * What creatures do unprompted (`rules.temperament`). `investigates` lists `rules.senses` ids, best first
 * (absent: all). Defaults: `roamRadius` 0, `wanderChance` 0, `disengageTurns` 0, `speeds` `{}` (filled),
 * `followsTrails` true, `notices` `["hostile"]`, `extra` `{}`; `investigateRadius` and `leashRadius` have none
 * (no limit).
 */
export const Temperament = z.strictObject({
  roamRadius: NonNegative.default(0),
  investigateRadius: NonNegative.optional(),
  leashRadius: NonNegative.optional(),
  wanderChance: Fraction.default(0),
  disengageTurns: Count.default(0),
  speeds: TemperamentSpeeds.prefault({}),
  investigates: z.array(RuleId).optional(),
  followsTrails: z.boolean().default(true),
  notices: z.array(Notices).default(() => ['hostile' as const]),
  extra: Extra,
});
export type Temperament = z.infer<typeof Temperament>;
