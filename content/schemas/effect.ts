/**
 * Effects: the bricks that cards, spells, items, creature powers, missions and events are built of
 * (spec 000, "Effetti"; README "Effects"). Each brick has a `type` and usually a `target`.
 * `docs/effects.md` is generated from these schemas (`npm run docs:effects`) and a test keeps it in step.
 * @module
 */
import { z } from 'zod';
import { coded } from './issue-codes.ts';
import { LocalizedText, Slug } from './common.ts';
import { SimpleDice } from './d20-stats.ts';

/**
 * Whom a brick acts on:
 * `chosen` the unit the player picks (listed by `legalActions`), `self` the acting unit,
 * `all_heroes` / `all_monsters` every living hero / creature, `adjacent` every living unit of the other side
 * orthogonally adjacent to the acting unit, `room_monsters` every living creature in the acting unit's room
 * (or corridor stretch). When `target` is left out, the brick acts on the chosen unit if the action names one,
 * else on the acting unit.
 */
export const Target = z.enum(['chosen', 'self', 'all_heroes', 'all_monsters', 'adjacent', 'room_monsters']);
export type Target = z.infer<typeof Target>;

const target = Target.optional().describe('whom it acts on (see Targets); default: the chosen unit if any, else the acting unit');
const count = (max: number) => z.number().int().min(1).max(max);

const Damage = z
  .strictObject({
    type: z.literal('damage'),
    target,
    amount: count(99).optional().describe('body points lost, no defence roll'),
    dice: count(20).optional().describe('combat dice rolled instead of `amount`: each skull is a hit'),
    defend: z.boolean().optional().describe('with `dice`: the target rolls its defence dice and blocks (heroes white, creatures black shields)'),
    roll: SimpleDice.optional().describe(
      "dice notation rolled instead of `amount` (`1d4+1`), once per target; under a d20 ruleset the spell's element then meets the target's weakness or resistance",
    ),
  })
  .describe('Wounds the target.')
  .refine((e) => [e.amount, e.dice, e.roll].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of "amount", "dice" or "roll"',
    ...coded({ code: 'one_of', fields: ['amount', 'dice', 'roll'] }),
  })
  .refine((e) => e.defend === undefined || e.dice !== undefined, {
    message: '"defend" needs "dice"',
    path: ['defend'],
    ...coded({ code: 'needs', field: 'defend', needs: 'dice' }),
  });

const Heal = z
  .strictObject({
    type: z.literal('heal'),
    target,
    amount: count(99).optional().describe("body points recovered, up to the unit's maximum"),
    full: z.literal(true).optional().describe('recover every lost body point'),
    roll: SimpleDice.optional().describe('dice notation rolled instead of `amount` (`1d8+4`), once per target'),
  })
  .describe('Gives body points back, never above the maximum; it also cures poison.')
  .refine((e) => [e.amount, e.full, e.roll].filter((v) => v !== undefined).length === 1, {
    message: 'give exactly one of "amount", "full" or "roll"',
    ...coded({ code: 'one_of', fields: ['amount', 'full', 'roll'] }),
  });

const Revive = z
  .strictObject({
    type: z.literal('revive'),
    target,
    roll: SimpleDice.describe('body points the fallen hero comes back with (`1d6+3`), up to its maximum'),
  })
  .describe('Brings a fallen hero back to life on its square (if the square is free), curing poison. A living target is skipped.');

const Restore = z
  .strictObject({
    type: z.literal('restore'),
    target,
    amount: count(99).describe('mana or stamina points given back, up to the maximum'),
  })
  .describe('Gives back mana (or stamina, for a unit without mana) under a d20 ruleset; a full unit is skipped.');

const Stat = z
  .strictObject({
    type: z.literal('stat'),
    target,
    stat: z.enum(['att', 'def', 'move', 'mind']).describe('attack dice, defence dice, movement squares or mind points'),
    delta: z
      .number()
      .int()
      .min(-20)
      .max(20)
      .refine((n) => n !== 0, { message: 'a delta of 0 changes nothing', ...coded({ code: 'zero_delta' }) })
      .describe('added to the stat (negative to lower it; a stat never goes below 0)'),
    duration: z
      .enum(['turn', 'round', 'quest'])
      .describe("`turn`: to the end of the unit's current or next turn; `round`: to the end of the round; `quest`: to the end of the mission"),
  })
  .describe('Changes a stat for a while.');

const Status = z
  .strictObject({
    type: z.literal('status'),
    target,
    status: z
      .enum(['poison', 'stun', 'freeze', 'guard', 'weaken'])
      .describe(
        '`poison`: loses `amount` body points at the start of each of its turns; `stun`: skips its turns; `freeze`: skips its next turn (reapplying refreshes, never queues); `guard`: +`amount` armour (d20 rulesets); `weaken`: −`amount` to its attack rolls (d20 rulesets)',
      ),
    rounds: count(99).describe("for how many of the sufferer's turns; `guard` and `weaken` end as the last of them begins; `freeze` lasts one skip"),
    amount: count(99).optional().describe('poison: body points lost each turn (default 1); guard, weaken: the bonus or penalty (default 1)'),
    chance: z.number().int().min(0).max(100).optional().describe('percent chance it lands (default 100), rolled 0–99 per target'),
    resisted_chance: z
      .number()
      .int()
      .min(0)
      .max(100)
      .optional()
      .describe("freeze: percent chance on a target resisting the spell's element (not above `chance`)"),
  })
  .describe('Poisons, stuns, freezes, guards or weakens.')
  .refine((e) => ['poison', 'guard', 'weaken'].includes(e.status) || e.amount === undefined, {
    message: '"amount" is for poison, guard and weaken',
    path: ['amount'],
    ...coded({ code: 'status_amount' }),
  })
  .refine((e) => e.resisted_chance === undefined || (e.status === 'freeze' && e.resisted_chance <= (e.chance ?? 100)), {
    message: '"resisted_chance" is for freeze, and cannot be greater than "chance"',
    path: ['resisted_chance'],
    ...coded({ code: 'resisted_chance' }),
  });

const Teleport = z
  .strictObject({
    type: z.literal('teleport'),
    target,
    x: z.number().int().min(0).max(255).describe('column of the destination square'),
    y: z.number().int().min(0).max(255).describe('row of the destination square'),
  })
  .describe('Moves the target to a square (nothing happens if it is occupied or solid rock).');

const SkipTurn = z.strictObject({ type: z.literal('skip_turn'), target }).describe('The target skips its next turn.');

const Gold = z
  .strictObject({
    type: z.literal('gold'),
    target,
    amount: count(100000).optional().describe('gold coins'),
    dice: count(20).optional().describe('six-sided dice rolled instead of `amount`'),
    times: count(1000).optional().describe('with `dice`: the sum is multiplied by this (default 1)'),
  })
  .describe('Gives gold to a hero (to the party when no hero is targeted).')
  .refine((e) => (e.amount === undefined) !== (e.dice === undefined), {
    message: 'give exactly one of "amount" or "dice"',
    ...coded({ code: 'one_of', fields: ['amount', 'dice'] }),
  })
  .refine((e) => e.times === undefined || e.dice !== undefined, {
    message: '"times" needs "dice"',
    path: ['times'],
    ...coded({ code: 'needs', field: 'times', needs: 'dice' }),
  });

const Item = z.strictObject({ type: z.literal('item'), target, item: Slug.describe('an item id') }).describe("Puts an item in a hero's inventory.");

const Spawn = z
  .strictObject({
    type: z.literal('spawn'),
    kind: Slug.describe('a creature kind'),
    count: count(50).default(1).describe('how many (default 1)'),
    x: z.number().int().min(0).max(255).describe('column of the square they appear at, or nearest to'),
    y: z.number().int().min(0).max(255).describe('row'),
  })
  .describe('Creatures appear on the free squares nearest to x, y.');

const Reveal = z.strictObject({ type: z.literal('reveal'), room: Slug.describe('a room id of the map') }).describe('Reveals a room and its contents.');
const Draw = z.strictObject({ type: z.literal('draw'), target, deck: Slug.describe('a deck id') }).describe('Draws the top card of a deck; its effects run.');
const End = z.strictObject({ type: z.literal('end'), winner: z.enum(['heroes', 'master']).describe('who wins') }).describe('Ends the mission.');
const Message = z.strictObject({ type: z.literal('message'), text: LocalizedText.describe('shown to every seat') }).describe('Shows a text to everyone.');
const Custom = z
  .strictObject({ type: z.literal('custom'), text: LocalizedText.describe('what the master must resolve') })
  .describe('Anything the bricks do not foresee: a text shown to the master, who resolves it aloud and marks it done.');

/** One brick. See `docs/effects.md` for every field, default and an example of each. */
export const Effect = z.discriminatedUnion('type', [
  Damage,
  Heal,
  Revive,
  Restore,
  Stat,
  Status,
  Teleport,
  SkipTurn,
  Gold,
  Item,
  Spawn,
  Reveal,
  Draw,
  End,
  Message,
  Custom,
]);
export type Effect = z.infer<typeof Effect>;
/** The brick types, in documentation order. */
export const EFFECT_TYPES = Effect.options.map((o) => o.shape.type.value);
export type EffectType = Effect['type'];

/** The brick types that act on units and so take a `target`. */
export const TARGETED_EFFECT_TYPES: ReadonlySet<EffectType> = new Set(Effect.options.filter((o) => 'target' in o.shape).map((o) => o.shape.type.value));

/** A list of bricks, run in order. */
export const Effects = z.array(Effect).max(50);
