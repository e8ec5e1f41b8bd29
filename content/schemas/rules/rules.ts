/**
 * The whole `rules` object of a ruleset document (spec 002, `rules`): what a character is made of, what dice
 * decide and how levels work. Required: `attributes` (at least one), `resources`, `progression` and
 * `vitalResource`; every other field is optional and parsing fills its default, so a minimal ruleset comes back
 * complete. The shape is checked here; cross-references by `checkRules` (`check.ts`).
 * @module
 */
import { z } from 'zod';
import { ActionTypeDef, EquipmentSlotDef, ItemPropertyDef, MasteryTierDef, RestDef } from './actions.ts';
import { ConditionDef, DamageTypeDef } from './conditions.ts';
import { AlignmentDef, CreatureTypeDef, LanguageDef, MovementModeDef, SavingThrowDef, SizeDef } from './creatures.ts';
import { CoverTypeDef, DispositionBand, OpportunityDef, defaultDispositionBands } from './encounters.ts';
import { Perception, SenseDef, StanceDef, Temperament } from './perception.ts';
import { Extra, RuleId } from './primitives.ts';
import { Progression } from './progression.ts';
import { Resolution } from './resolution.ts';
import { Spellcasting } from './spellcasting.ts';
import { AttributeDef, DerivedStatDef, ResourceDef } from './stats.ts';
import { Currency, InteractionRange, Search } from './world.ts';

/** An optional list of entries, defaulting to `[]`. */
function list<T extends z.ZodType>(entry: T) {
  return z.array(entry).default(() => []);
}

/**
 * The `rules` object (spec 002, `rules`). Output: every field present but the optional references
 * (`initiativeStat`, `defaultSize`, `defaultMovementMode`); input: only the four required fields.
 */
export const Rules = z.strictObject({
  attributes: z.array(AttributeDef).min(1),
  resources: z.array(ResourceDef),
  derivedStats: list(DerivedStatDef),
  damageTypes: list(DamageTypeDef),
  conditions: list(ConditionDef),
  actionTypes: list(ActionTypeDef),
  equipmentSlots: list(EquipmentSlotDef),
  itemProperties: list(ItemPropertyDef),
  masteryTiers: list(MasteryTierDef),
  rests: list(RestDef),
  resolution: Resolution.prefault({}),
  progression: Progression,
  savingThrows: list(SavingThrowDef),
  sizes: list(SizeDef),
  creatureTypes: list(CreatureTypeDef),
  senses: list(SenseDef),
  stances: list(StanceDef),
  movementModes: list(MovementModeDef),
  languages: list(LanguageDef),
  alignments: list(AlignmentDef),
  opportunities: list(OpportunityDef),
  coverTypes: list(CoverTypeDef),
  spellcasting: Spellcasting.prefault({}),
  perception: Perception.prefault({}),
  temperament: Temperament.prefault({}),
  currency: Currency.prefault({}),
  vitalResource: RuleId,
  initiativeStat: RuleId.optional(),
  defaultSize: RuleId.optional(),
  defaultMovementMode: RuleId.optional(),
  interactionRange: InteractionRange.prefault({}),
  search: Search.prefault({}),
  dispositionBands: z.array(DispositionBand).default(defaultDispositionBands),
  extra: Extra,
});
/** A parsed `rules` object, every default filled. */
export type Rules = z.output<typeof Rules>;
/** A `rules` object as written: only the required fields need be there. */
export type RulesInput = z.input<typeof Rules>;
