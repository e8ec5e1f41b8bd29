/**
 * Spells (spec 000, "Magie, oggetti, carte"; README "Spells").
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug } from './common.ts';
import { Effects } from './effect.ts';

/**
 * A spell: its `element` (a slug such as `fuoco`; creatures may be `immune` to it), its `range`
 * (`adjacent`: an orthogonally adjacent unit; `line`: a unit in a straight orthogonal line not blocked by walls,
 * closed doors or other units; `self`: the caster; `any`: any visible unit), `uses` per mission, and its effects.
 * Casting is the turn's action.
 */
export const Spell = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  element: Slug,
  range: z.enum(['adjacent', 'line', 'self', 'any']),
  uses: z.number().int().min(1).max(99).default(1),
  effects: Effects.min(1),
});
export type Spell = z.infer<typeof Spell>;
