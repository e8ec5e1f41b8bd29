/**
 * What a hero, creature or mission NPC carries to play under a `rules` ruleset: its numbers in the
 * terms of the ruleset's spec 002 document — attributes, level, resource start values, a weapon, abilities,
 * starting conditions, disposition, movement and the XP it is worth. The ids it names (attributes, resources,
 * damage types, item properties, action types, conditions, movement modes) are checked against the ruleset when the
 * document is saved or imported, with paths such as `rules.attributes.might`; the shape is checked here.
 * @module
 */
import { z } from 'zod';
import { coded } from './issue-codes.ts';
import { LocalizedText, Slug } from './common.ts';
import { SimpleDice } from './d20-stats.ts';
import { EffectJson, RuleId } from './rules/primitives.ts';

/**
 * A piece's weapon: `damage` dice (`1d8`, `2d6+1`), the attribute it attacks with (`stat`; default: the ruleset's
 * first attribute) — the best modifier of it and its properties' `attackStats` adds to the attack and the damage
 * (`actor.attackMod`) — its `damageType`, its `itemProperties` ids, and its `reach` in the ruleset's distance units
 * (like a size's `reach`: over the board's square size, reach 10 with squares of 5 strikes 2 squares away; default: the
 * piece's size's `reach`, else 1 square).
 */
export const RulesWeapon = z.strictObject({
  name: LocalizedText.optional(),
  damage: SimpleDice,
  stat: RuleId.optional(),
  damageType: RuleId.optional(),
  properties: z.array(RuleId).max(20).optional(),
  reach: z.number().min(0).max(10_000).optional(),
});
export type RulesWeapon = z.infer<typeof RulesWeapon>;

/**
 * What using an ability or equipping an item asks of a piece's skill: a rank of `skill` (a skill id of the piece's
 * own `skills`) of at least `minRank`, and at least the rank `atRank` of the ruleset's `rules.masteryTiers` tier
 * `minTier` (so a requirement can ask for "adept" rather than rank 5). A skill the piece lacks is rank 0.
 */
export const RulesRequirement = z.strictObject({
  skill: RuleId,
  minTier: RuleId.optional(),
  minRank: z.number().int().min(0).max(1000).optional(),
});
export type RulesRequirement = z.infer<typeof RulesRequirement>;

/**
 * An item a piece wears or wields beside its weapon: its `name`, the `rules.equipmentSlots` id it goes in (`slot`;
 * none: it takes no slot), its `rules.itemProperties` ids (whose `modifiers` adjust its derived stats while it is
 * worn), and what it `requires`. Every item listed is equipped: a slot holds no more than its `capacity`.
 */
export const RulesItem = z.strictObject({
  name: LocalizedText,
  slot: RuleId.optional(),
  properties: z.array(RuleId).max(20).optional(),
  requires: RulesRequirement.optional(),
});
export type RulesItem = z.infer<typeof RulesItem>;

/**
 * An ability or spell of a piece: its `effects` (rules-dsl.md effects, the scope's `actor` the piece and `target`
 * the unit chosen), the `actionType` it spends (default: the board's `abilityAction`), its `range` in squares
 * (0: itself only; default 1) and whom it may `target` (`foe`, `ally` or `self`; default `foe`).
 * A spell names its `spellLevel` (0: a cantrip, which spends nothing; from 1 it spends a slot of that level or
 * `pointCosts` by the ruleset's `rules.spellcasting.mode`); `ritual` marks one `ritualCasting` may cast without a
 * slot; `concentration` one held while its caster concentrates (`rules.spellcasting.concentration`); `components`
 * the `verbal` and `somatic` ones, each needing its `rules.spellcasting.componentActionTypes` action type free.
 * None of these: an ordinary ability. `requires`: the skill it asks (refused below it).
 */
export const RulesAbility = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  actionType: RuleId.optional(),
  range: z.number().int().min(0).max(64).optional(),
  target: z.enum(['foe', 'ally', 'self']).optional(),
  effects: z.array(EffectJson).min(1).max(50),
  spellLevel: z.number().int().min(0).max(99).optional(),
  ritual: z.boolean().optional(),
  concentration: z.boolean().optional(),
  components: z
    .array(z.enum(['verbal', 'somatic']))
    .max(2)
    .optional(),
  requires: RulesRequirement.optional(),
});
export type RulesAbility = z.infer<typeof RulesAbility>;

/**
 * A piece's numbers under a `rules` ruleset. `level` (default 1); `attributes` by id (missing ones take the
 * attribute's `default`); `resources` start values by id (default: the resource's start, its maximum); `weapon`;
 * `abilities`; `conditions` it starts with; `disposition`, mapped by the ruleset's `dispositionBands` (an allied
 * stance fights on the heroes' side); `movementMode` and `speed` (default: the mode's `defaultSpeed`); `size`, one of
 * the ruleset's `sizes` (default: its `defaultSize`), whose `space` takes squares on the board and whose `reach` is its
 * weapon's unless the weapon names one; `xp`, what
 * the heroes gain when it is defeated; `resist`, `immune` and `vulnerable`: `rules.damageTypes` ids whose damage it
 * takes halved, not at all, or doubled (spec 002: "Resistance and immunity are written against these"); `hitDie`,
 * its class's vitality die, rolled for each level gained when `progression.levelVitality.die` is `"class"`;
 * `vitality`, what levels gained have added to its vital resource's maximum (a campaign's hero grown by its levels);
 * `slotsSpent`, the spell slots it has spent by spell level and not yet had back from a rest (a campaign's hero, as its
 * last fight left it: `rules.spellcasting.recoverOn`);
 * `items` it wears (`RulesItem`); `stance`, the `rules.stances` id it starts in (default: `perception.defaultStance`); `senses`, its own range per
 * `rules.senses` id in the document's units (default: the sense's `defaultRange`; 0: it lacks the sense); `skills`,
 * its skill ranks by skill id (a stance's `concealedBy` skill makes it quieter; a requirement reads them too).
 */
export const RulesPieceDoc = z
  .strictObject({
    level: z.number().int().min(1).max(99).optional(),
    attributes: z.record(RuleId, z.number().min(-1000).max(1000)).optional(),
    resources: z.record(RuleId, z.number().min(-1000).max(100_000)).optional(),
    weapon: RulesWeapon.optional(),
    abilities: z.array(RulesAbility).max(20).optional(),
    conditions: z.array(RuleId).max(20).optional(),
    disposition: z.number().min(-1000).max(1000).optional(),
    movementMode: RuleId.optional(),
    size: RuleId.optional(),
    speed: z.number().min(0).max(1000).optional(),
    xp: z.number().int().min(0).max(1_000_000).optional(),
    hitDie: SimpleDice.optional(),
    vitality: z.number().int().min(0).max(100_000).optional(),
    slotsSpent: z.record(z.string().regex(/^[1-9][0-9]?$/, 'a spell level, 1 to 99'), z.number().int().min(0).max(1000)).optional(),
    resist: z.array(RuleId).max(50).optional(),
    immune: z.array(RuleId).max(50).optional(),
    vulnerable: z.array(RuleId).max(50).optional(),
    items: z.array(RulesItem).max(30).optional(),
    stance: RuleId.optional(),
    senses: z.record(RuleId, z.number().min(0).max(100_000)).optional(),
    skills: z.record(RuleId, z.number().min(0).max(1000)).optional(),
  })
  .superRefine((p, ctx) => {
    const seen = new Set<string>();
    p.abilities?.forEach((a, i) => {
      if (seen.has(a.id))
        ctx.addIssue({
          code: 'custom',
          path: ['abilities', i, 'id'],
          message: `ability id "${a.id}" is used twice`,
          ...coded({ code: 'twice', what: 'ability', id: a.id }),
        });
      seen.add(a.id);
    });
  });
export type RulesPieceDoc = z.infer<typeof RulesPieceDoc>;
