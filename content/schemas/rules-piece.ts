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
 * An ability or spell of a piece: its `effects` (rules-dsl.md effects, the scope's `actor` the piece and `target`
 * the unit chosen), the `actionType` it spends (default: the board's `abilityAction`), its `range` in squares
 * (0: itself only; default 1) and whom it may `target` (`foe`, `ally` or `self`; default `foe`).
 */
export const RulesAbility = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  actionType: RuleId.optional(),
  range: z.number().int().min(0).max(64).optional(),
  target: z.enum(['foe', 'ally', 'self']).optional(),
  effects: z.array(EffectJson).min(1).max(50),
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
 * `stance`, the `rules.stances` id it starts in (default: `perception.defaultStance`); `senses`, its own range per
 * `rules.senses` id in the document's units (default: the sense's `defaultRange`; 0: it lacks the sense); `skills`,
 * its skill ranks by skill id (a stance's `concealedBy` skill makes it quieter).
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
    resist: z.array(RuleId).max(50).optional(),
    immune: z.array(RuleId).max(50).optional(),
    vulnerable: z.array(RuleId).max(50).optional(),
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
