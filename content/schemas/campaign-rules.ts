/**
 * A ruleset's campaign rules (`ruleset.campaign`): what a Company starts with and what the town and the
 * road cost, with the numbers of the Game Master's Guide of "Forsaken Woods" (spec 003: "New Company", "Temple
 * resurrection", "Flee requires ...", "Voluntary town travel", "Wishing Well", "Noncombat chests", "Attunement 60
 * gold ..."). Each section is optional: a ruleset without a `guild` has no Guild in its town, without `wishingWell`
 * no Well. The guild's level-up costs, training and rank prices are the d20 board's `progression` and
 * `authored.upgrades` (`rules/d20.ts`); this block holds the rest.
 *
 * Percentages are whole percent of the Company's current gold, rounded as each field says (the guide's rounding).
 * Numbers the guide does not give (the shop's prices and stacks, the four consumables themselves) are marked by
 * `origin`: `"sample"` (quest-board's placeholders) or `"author"`. Described in `docs/adventure-format.md` ("Campaign
 * rules of a ruleset").
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug } from './common.ts';

const Gold = z.number().int().min(0).max(1_000_000);
const Count = z.number().int().min(0).max(10_000);
const Percent = z.number().int().min(0).max(100);

/**
 * One of the shop's consumables: an `item` document, its `price` in gold and `cap`, the most the Company may hold.
 * `pouch`: it is the shared Healing Potions pouch (the guide's "4 shared Healing Potions"); `provisions`: it is the
 * Company's provisions (travel and fleeing spend them); `hero`: a hero buys it with its own gold and carries it (the
 * classic rules' Armory: `buy` names the hero). The others are kept in the Company's stores.
 */
export const ShopEntry = z.strictObject({
  item: Slug.describe('the item document sold'),
  price: Gold.describe('gold per unit'),
  cap: Count.min(1).describe('the most the Company may hold: a full stack cannot grow (a chest bonus on it turns into gold)'),
  stock: z
    .enum(['pouch', 'provisions', 'stores', 'hero'])
    .default('stores')
    .describe(
      "where it is kept: the shared potion pouch, the provisions, the stores, or (`hero`) carried by the hero who buys it, paid from that hero's own gold (the classic Armory; `cap` is then per hero)",
    ),
});
export type ShopEntry = z.infer<typeof ShopEntry>;

/** A spell the Guild teaches a hero of `role` for `price` gold (the guide's "Learn gold" column). */
export const SpellLesson = z.strictObject({ spell: Slug, role: z.enum(['mage', 'cleric']), price: Gold });
export type SpellLesson = z.infer<typeof SpellLesson>;

/** An outfit a hero may buy (the base outfit is owned and never listed): `hero`, outfit `id`, `name`, `price`. */
export const AttireEntry = z.strictObject({ hero: Slug, id: Slug, name: LocalizedText, price: Gold });
export type AttireEntry = z.infer<typeof AttireEntry>;

/**
 * The owned artifact (the guide's Dreadbell, compatibility id `silverSeal`): equipped through the Guild, it replaces
 * its wearer's personal action with a once-per-fight toll (`toll`, a `rules.extra.board.partyTolls` id... here the
 * untyped d6+2 of the guide, `dice`).
 */
export const Artifact = z.strictObject({
  id: z
    .string()
    .regex(/^[a-zA-Z][a-zA-Z0-9_-]{0,63}$/)
    .describe('its stable id (`silverSeal`): never renamed'),
  name: LocalizedText,
  dice: z
    .string()
    .regex(/^[1-9]\d?d[1-9]\d{0,2}(?:[+-]\d{1,3})?$/)
    .describe('the once-per-fight toll on every living enemy, untyped (`1d6+2`)'),
});
export type Artifact = z.infer<typeof Artifact>;

/** A reputation rank reached at `at` completions: its `id` and `name`, and the benefit (`field-pace-1`: +20% traversal). */
export const ReputationRank = z.strictObject({ id: Slug, name: LocalizedText, at: Count.min(1) });
export type ReputationRank = z.infer<typeof ReputationRank>;

/** `ruleset.campaign`: see the module. */
export const CampaignRules = z.strictObject({
  origin: z.enum(['sample', 'author']).describe("whose numbers the guide leaves out: quest-board's placeholders or the author's"),
  newCompany: z.strictObject({
    gold: Gold.describe('the guide: 40'),
    provisions: Count.describe('the guide: 3'),
    potions: Count.describe('shared Healing Potions, the guide: 4'),
    roster: z.array(Slug).min(1).max(12).describe('the heroes of a new Company, in order; the first `active` play, the rest are reserves'),
    active: z.number().int().min(1).max(12).describe('how many of the roster play (the others are reserves)'),
  }),
  shop: z.array(ShopEntry).max(32).default([]).describe('what the shop sells'),
  rest: z
    .strictObject({ curesPoison: z.boolean().describe('the guide: true') })
    .optional()
    .describe('a rest in town: free, refills the living'),
  temple: z.strictObject({ resurrect: Gold.describe('the guide: 30 at every tier') }).optional(),
  guild: z
    .strictObject({
      lessons: z.array(SpellLesson).max(64).default([]),
      levelUp: z.boolean().default(true).describe("whether the Guild raises levels (costs: the d20 board's progression)"),
      training: z.boolean().default(true).describe('whether it sells training (attack, health, resource)'),
    })
    .optional(),
  blacksmith: z
    .strictObject({
      ranks: z.boolean().default(true).describe("weapon and armour ranks (costs: the d20 board's authored.upgrades)"),
      attunement: Gold.describe('the guide: 60, one weapon element'),
      resistance: Gold.describe('the guide: 45 per element'),
      resistanceCap: Count.describe('the guide: two distinct elements'),
    })
    .optional(),
  flee: z.strictObject({ provisions: Count.describe('the guide: 1'), goldPercent: Percent.describe('the guide: 5, rounded down') }).optional(),
  defeat: z.strictObject({ goldPercent: Percent.describe('the guide: 10, rounded down') }),
  travel: z.strictObject({
    provisions: Count.describe('the guide: 1, when the Company has one'),
    goldPercent: Percent.describe("else the guide's 10, rounded up"),
    goldCap: Gold.describe("capped at the guide's 50 (and the gold the Company has)"),
  }),
  chests: z.strictObject({
    bonusOneIn: z.number().int().min(1).max(1000).describe("a noncombat chest's bonus: one chance in 6"),
    fullStackGold: Gold.describe("a full stack turns into this gold times the tier's reward multiplier, rounded up: the guide's 15"),
  }),
  wishingWell: z
    .strictObject({
      oneIn: z.number().int().min(1).max(1_000_000).describe('the guide: 1 in 400 on a return to town after a battle'),
      price: Gold.describe('the guide: 1'),
      gold: Gold.describe('the guide: +5000 gold'),
      xp: Gold.describe('the guide: +1000 XP to each living active hero'),
    })
    .optional(),
  artifacts: z.array(Artifact).max(16).default([]),
  attire: z.array(AttireEntry).max(64).default([]),
  reputation: z.array(ReputationRank).max(16).default([]),
  replace: z
    .strictObject({ price: Gold.describe('the classic game: 0') })
    .optional()
    .describe("a dead hero may be replaced in town by a new hero of a document the player picks, with nothing of the dead one's (the classic game)"),
});
export type CampaignRules = z.infer<typeof CampaignRules>;
