/**
 * What the rules grant everyone in a fight, and who fights on whose side (spec 002, `rules.opportunities`,
 * `rules.coverTypes`, `rules.dispositionBands`).
 * @module
 */
import { z } from 'zod';
import { Count, Description, DisplayName, Effects, Extra, PredicateJson, RuleId } from './primitives.ts';
import { DISPOSITION_STANCES } from './stances.ts';

/** What provokes an opportunity. `custom` watches the event named by `event`. */
export const OpportunityTrigger = z.enum(['moveAway', 'castSpell', 'rangedAttack', 'standUp', 'beHit', 'allyHit', 'custom']);
export type OpportunityTrigger = z.infer<typeof OpportunityTrigger>;

/**
 * A reaction everyone has (`rules.opportunities`), such as a parting blow. `actionType` names a
 * `rules.actionTypes` id it spends (none: free); `use` names an ability of the content (not checked here);
 * `requires` is a predicate. Defaults: `description` `""`, `on` `"moveAway"`, `effects` `[]`, `usesPerRound` 1,
 * `extra` `{}`.
 */
export const OpportunityDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  description: Description,
  on: OpportunityTrigger.default('moveAway'),
  event: z.string().min(1).max(200).optional(),
  actionType: RuleId.optional(),
  use: RuleId.optional(),
  requires: PredicateJson.optional(),
  effects: Effects,
  usesPerRound: Count.default(1),
  extra: Extra,
});
export type OpportunityDef = z.infer<typeof OpportunityDef>;

/** A degree of cover (`rules.coverTypes`). Defaults: `defenceBonus` 0, `blocksTargeting` false, `extra` `{}`. */
export const CoverTypeDef = z.strictObject({
  id: RuleId,
  name: DisplayName,
  defenceBonus: z.number().default(0),
  blocksTargeting: z.boolean().default(false),
  extra: Extra,
});
export type CoverTypeDef = z.infer<typeof CoverTypeDef>;

/** How a creature in a disposition band treats the party. */
export const DispositionStance = z.enum(DISPOSITION_STANCES);
export type DispositionStance = z.infer<typeof DispositionStance>;

/**
 * A disposition band (`rules.dispositionBands`): dispositions of `atLeast` or more fall in it, the highest
 * matching band winning; a band without `atLeast` has no lower bound.
 */
export const DispositionBand = z.strictObject({
  id: RuleId,
  atLeast: z.number().optional(),
  stance: DispositionStance,
});
export type DispositionBand = z.infer<typeof DispositionBand>;

/**
 * The default `rules.dispositionBands`: only neutral (0 and above) and hostile (below). The reference prints it
 * cut short (`[{"id":"neutral","atLeast":0,"stance":"ne…`) and says it "has only neutral and hostile"; the
 * hostile band is settled as having no lower bound.
 */
export function defaultDispositionBands(): DispositionBand[] {
  return [
    { id: 'neutral', atLeast: 0, stance: 'neutral' },
    { id: 'hostile', stance: 'hostile' },
  ];
}
