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
  id: Slug.describe('the item id, also its file name'),
  name: LocalizedText.describe('the name shown to the players'),
  description: LocalizedText.optional().describe('what it is and does, in words'),
  effects: Effects.default([]).describe('the bricks it runs when used, in order (none: it cannot be used, only carried); its chosen unit is the user or a unit adjacent to it'),
  consumable: z.boolean().default(false).describe('whether it leaves the inventory once used'),
  value: z.number().int().min(0).max(100000).optional().describe('its worth in gold coins'),
});
export type Item = z.infer<typeof Item>;
