/**
 * Creature kinds and their powers (spec 000, "Creature powers").
 * @module
 */
import { z } from 'zod';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Picture } from './picture.ts';
import { D20Stats } from './d20-stats.ts';
import { RulesPieceDoc } from './rules-piece.ts';

/** An element a spell belongs to and a creature may be immune to. */
export const Element = Slug;

/**
 * A creature power (`abilities`): `ranged` (attacks in a straight line within `range` squares),
 * `regen` (recovers `amount` body points each master turn), `immune` (`to` elements or spell ids),
 * `dormant` (cannot be wounded until it moves or attacks), `fly` (passes through heroes), `custom` (text).
 * The engine plays every one of them.
 */
export const Ability = z.discriminatedUnion('type', [
  z
    .strictObject({
      type: z.literal('ranged'),
      range: z.number().int().min(1).max(64).describe('the farthest square it reaches, counted in squares along the line'),
    })
    .describe('Attacks a hero in a clear straight orthogonal line (no wall, closed door or unit between) within `range` squares, as well as adjacent ones.'),
  z
    .strictObject({ type: z.literal('regen'), amount: z.number().int().min(1).max(99).describe('body points recovered, up to its maximum') })
    .describe('Recovers `amount` body points at the start of each master turn.'),
  z
    .strictObject({ type: z.literal('immune'), to: z.array(Slug).min(1).max(50).describe('elements (`fuoco`) and spell ids (`sonno`)') })
    .describe('Spells of these elements, and these spells, do nothing to it: every brick of such a spell skips it.'),
  z.strictObject({ type: z.literal('dormant') }).describe('Cannot be wounded (by attacks, damage bricks or poison) until it first moves or attacks.'),
  z.strictObject({ type: z.literal('fly') }).describe('Moves through squares held by heroes (it still cannot stop on one).'),
  z
    .strictObject({ type: z.literal('custom'), text: LocalizedText.describe('the power, as the master reads it') })
    .describe('A power the other types do not foresee: a text the master applies by hand.'),
]);
export type Ability = z.infer<typeof Ability>;

/**
 * A creature kind. `id` is the kind that missions place (`goblin`); `move` is in squares per master turn;
 * `attack` and `defence` in combat dice; `body` and `mind` in points.
 */
export const Creature = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  picture: Picture.optional(),
  authorNotes: AuthorNotes.optional(),
  move: z.number().int().min(0).max(64),
  attack: z.number().int().min(0).max(20),
  defence: z.number().int().min(0).max(20),
  body: z.number().int().min(1).max(99),
  mind: z.number().int().min(0).max(99),
  abilities: z.array(Ability).max(20).default([]),
  /** A colour for the creature's piece, as `#rrggbb`. */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  /**
   * The figure its piece is drawn with (`goblin`, `orc`, `skeleton`... docs/embedding.md, "Figures"). Absent: the
   * figure named like the kind's id, else the generic creature figure; a name the board does not know is drawn with
   * the generic figure too.
   */
  figure: Slug.optional(),
  /** Its numbers under a d20 ruleset (spec 003); `body` is then its base hit points. */
  d20: D20Stats.optional(),
  /** Its numbers under a `rules` ruleset: attributes, level, resources, weapon, abilities, disposition, XP... */
  rules: RulesPieceDoc.optional(),
});
export type Creature = z.infer<typeof Creature>;
