/**
 * The numbers a hero or creature plays by under a d20 ruleset (spec 003, "Attack", "Elements", "Progression",
 * the Dawn Sentinel and Warden entries): what the classic rules' combat dice become. A piece keeps its
 * `body` (hit points under d20) and `move`; this block adds the rest. Absent under the classic rules.
 * @module
 */
import { z } from 'zod';
import { coded, DICE_PATTERN } from './issue-codes.ts';
import { RuleId } from './rules/primitives.ts';

/**
 * Dice notation of the simple form a d20 content field needs: `NdX`, optionally `+K` or `-K` (`1d4+1`, `1d20`,
 * `2d6-1`). Rulesets accept the whole notation (docs/rulesets.md); content fields keep to this form.
 */
export const SimpleDice = z
  .string()
  .regex(DICE_PATTERN, 'must be dice such as "1d4+1" (count, "d", sides, then an optional +K or -K)')
  .describe('dice notation `NdX+K`, such as `1d4+1`');

/** A percentage chance, 0..100. */
const Percent = z.number().int().min(0).max(100);

/** A chance to inflict a status on a hit that deals damage to a surviving target (spec 003, "Poison", Entangled, Off Balance). */
const OnHit = z.strictObject({
  chance: Percent.describe('percent chance per qualifying hit'),
  amount: z.number().int().min(1).max(99).describe('poison: hit points per turn; entangled/off balance: the penalty'),
});

/**
 * Training and gear ranks (spec 003, "Progression"): attack `A`, health `H`, resource `R` training, weapon rank
 * `W`, armour rank `D`. All 0 for a new hero.
 */
export const Training = z.strictObject({
  attack: z.number().int().min(0).max(99).default(0),
  health: z.number().int().min(0).max(99).default(0),
  resource: z.number().int().min(0).max(99).default(0),
  weapon: z.number().int().min(0).max(99).default(0),
  armour: z.number().int().min(0).max(99).default(0),
});
export type Training = z.infer<typeof Training>;

/**
 * A piece's d20 numbers (spec 003): `initiative` (fixed, no roll), `attack` (bonus to the d20), `ac` (base
 * armour class), `damage` (the damage die and bonus), `element` of its ordinary attack (none: physical),
 * `weak`/`resist` element lists, `mana` or `stamina` (its resource; at most one), and optional behaviour: poison,
 * entangle or off-balance on hit, `multiattack` strikes per turn, a `timedAction`, `healer` or `toll` of the
 * ruleset, a hero's `personal` action.
 */
export const D20Stats = z
  .strictObject({
    initiative: z.number().int().min(0).max(99).describe('fixed initiative: higher acts first'),
    attack: z.number().int().min(-20).max(50).describe('added to the d20 attack roll'),
    ac: z.number().int().min(0).max(60).describe('base armour class an attack total must reach'),
    damage: SimpleDice.describe('damage die and bonus of its ordinary attack (`1d4+1`)'),
    element: RuleId.optional().describe('element of its ordinary attack; none is physical'),
    weak: z.array(RuleId).max(6).default([]).describe('elements it is weak to'),
    resist: z.array(RuleId).max(6).default([]).describe('elements it resists'),
    mana: z.number().int().min(0).max(99).optional().describe('mana points (spells)'),
    stamina: z.number().int().min(0).max(99).optional().describe('stamina points'),
    level: z.number().int().min(1).max(99).default(1).describe('heroes: level (the ruleset caps it); max HP and Attack grow with it'),
    training: Training.prefault({}).describe('heroes: training and gear ranks bought in town'),
    multiattack: z.number().int().min(1).max(6).default(1).describe('separate strikes per turn'),
    poison: OnHit.optional(),
    entangle: OnHit.optional(),
    offBalance: OnHit.optional(),
    timedAction: RuleId.optional().describe('the id of a timed action of the ruleset (`rules.extra.board.timedActions`) it performs, such as Grave Chill'),
    healer: RuleId.optional().describe('the id of a support healer of the ruleset (`rules.extra.board.healers`) it behaves as, such as Wormface'),
    toll: RuleId.optional().describe('the id of a party toll of the ruleset (`rules.extra.board.partyTolls`) it rings, such as the Dreadbell'),
    personal: z.enum(['vanish', 'shield_wall']).optional().describe('heroes: its personal action beside attacking, casting and defending'),
    ward: z
      .number()
      .int()
      .min(0)
      .max(20)
      .optional()
      .describe('heroes with Shield Wall: the armour it gives the party (the guide gives no number: the author fills it)'),
  })
  .refine((s) => s.mana === undefined || s.stamina === undefined, {
    message: 'a piece has mana or stamina, not both',
    path: ['stamina'],
    ...coded({ code: 'mana_or_stamina' }),
  });
export type D20Stats = z.infer<typeof D20Stats>;
