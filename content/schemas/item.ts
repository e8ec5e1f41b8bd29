/**
 * Items (spec 000, "Magie, oggetti, carte"): equipment and treasure in a hero's inventory.
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug } from './common.ts';
import { Effects } from './effect.ts';

/**
 * An item. One with `effects` is used as the turn's action; a `consumable` one leaves the inventory once used.
 * `value` is its worth in gold coins.
 */
export const Item = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  effects: Effects.default([]),
  consumable: z.boolean().default(false),
  value: z.number().int().min(0).max(100000).optional(),
});
export type Item = z.infer<typeof Item>;
