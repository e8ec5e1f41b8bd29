/**
 * Spells (spec 000, "Magie, oggetti, carte"; README "Spells").
 * @module
 */
import { z } from 'zod';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Picture } from './picture.ts';
import { Effects } from './effect.ts';

/**
 * A spell: its `element` (a slug such as `fuoco`; creatures may be `immune` to it), its `range`
 * (`adjacent`: an orthogonally adjacent unit; `line`: a unit in a straight orthogonal line not blocked by walls,
 * closed doors or other units; `self`: the caster; `any`: any visible unit), `uses` per mission, and its effects.
 * Casting is the turn's action.
 */
export const Spell = z.strictObject({
  id: Slug.describe('the spell id, also its file name'),
  name: LocalizedText.describe('the name shown to the players'),
  description: LocalizedText.optional().describe('what it does, in words'),
  picture: Picture.optional(),
  authorNotes: AuthorNotes.optional(),
  element: Slug.describe('its school of magic (`fuoco`, `aria`, `acqua`, `terra`, ...): creatures `immune` to it ignore its damage and statuses'),
  range: z
    .enum(['adjacent', 'line', 'self', 'any'])
    .describe(
      'whom it may be aimed at: `adjacent` a unit orthogonally adjacent with no wall between; `line` a unit in a clear straight orthogonal line; `self` the caster; `any` any unit the heroes can see (every hero, and creatures in corridors and revealed rooms), the caster included. It matters only when a brick acts on the chosen unit',
    ),
  uses: z.number().int().min(1).max(99).default(1).describe('how many times a hero may cast it in a mission'),
  cost: z
    .number()
    .int()
    .min(0)
    .max(99)
    .optional()
    .describe('d20 rulesets: mana the caster spends per cast (then `uses` does not limit it); a rejected cast spends nothing'),
  learnGold: z.number().int().min(0).max(9999).optional().describe("d20 rulesets: gold to learn it in town (spec 003's spell table)"),
  role: z.string().min(1).max(40).optional().describe('d20 rulesets: the role that learns it (`Mage`, `Cleric`)'),
  effects: Effects.min(1).describe('the bricks it runs, in order; the chosen unit is its target'),
});
export type Spell = z.infer<typeof Spell>;
