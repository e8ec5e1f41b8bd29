/**
 * Items (spec 000, "Magie, oggetti, carte"): equipment and treasure in a hero's inventory.
 * @module
 */
import { z } from 'zod';
import { coded } from './issue-codes.ts';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Picture } from './picture.ts';
import { Effects } from './effect.ts';

/**
 * What a piece of equipment gives its carrier under the classic rules (HeroQuest's equipment cards), counted from the
 * start of a mission: `attack`, the combat dice a weapon attacks with (the hero attacks with the greatest of its own
 * attack and its weapons'); `defence`, the defence dice an armour adds (each distinct armour carried adds its own).
 */
export const ItemEquipment = z
  .strictObject({
    attack: z.number().int().min(1).max(12).optional().describe('a weapon: the combat dice it attacks with'),
    defence: z.number().int().min(1).max(6).optional().describe('an armour: the defence dice it adds'),
  })
  .refine((e) => e.attack !== undefined || e.defence !== undefined, {
    message: 'equipment gives attack dice, defence dice or both',
    ...coded({ code: 'equipment_dice' }),
  });
export type ItemEquipment = z.infer<typeof ItemEquipment>;

/**
 * An item. One with `effects` is used as the turn's action; a `consumable` one leaves the inventory once used.
 * `value` is its worth in gold coins.
 */
export const Item = z.strictObject({
  id: Slug.describe('the item id, also its file name'),
  name: LocalizedText.describe('the name shown to the players'),
  description: LocalizedText.optional().describe('what it is and does, in words'),
  picture: Picture.optional(),
  authorNotes: AuthorNotes.optional(),
  effects: Effects.default([]).describe(
    'the bricks it runs when used, in order (none: it cannot be used, only carried); its chosen unit is the user or a unit adjacent to it',
  ),
  consumable: z.boolean().default(false).describe('whether it leaves the inventory once used'),
  value: z.number().int().min(0).max(100000).optional().describe('its worth in gold coins'),
  equipment: ItemEquipment.optional().describe("what it gives while carried, under the classic rules (the Armory's weapons and armour)"),
});
export type Item = z.infer<typeof Item>;
