/**
 * Hero profiles (spec 000, "Master", "A hero's turn", "Spells").
 * @module
 */
import { z } from 'zod';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Picture } from './picture.ts';
import { D20Stats } from './d20-stats.ts';
import { RulesPieceDoc } from './rules-piece.ts';

/**
 * A hero's profile. `body` and `mind` are points; `attack` and `defence` are numbers of combat dice.
 * `spells` and `items` list content ids the hero starts the mission with.
 */
export const Hero = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  picture: Picture.optional(),
  authorNotes: AuthorNotes.optional(),
  body: z.number().int().min(1).max(99),
  mind: z.number().int().min(0).max(99),
  attack: z.number().int().min(0).max(20),
  defence: z.number().int().min(0).max(20),
  spells: z.array(Slug).max(50).default([]),
  items: z.array(Slug).max(50).default([]),
  /** A colour for the hero's piece, as `#rrggbb`. */
  color: z
    .string()
    .regex(/^#[0-9a-f]{6}$/i)
    .optional(),
  /**
   * The figure its piece is drawn with (`barbarian`, `dwarf`, `wizard`... docs/embedding.md, "Figures"). Absent: the
   * figure named like the hero's id, else the generic hero figure; a name the board does not know is drawn with the
   * generic figure too.
   */
  figure: Slug.optional(),
  /**
   * The ruleset this hero is written for (a ruleset id). A room offers the heroes written for its mission's ruleset,
   * and, unless that ruleset is a d20 one, the heroes written for none.
   */
  ruleset: Slug.optional(),
  /** Its numbers under a d20 ruleset (spec 003); `body` is then its base hit points. */
  d20: D20Stats.optional(),
  /** Its numbers under a `rules` ruleset: attributes, level, resources, weapon, abilities... */
  rules: RulesPieceDoc.optional(),
});
export type Hero = z.infer<typeof Hero>;
