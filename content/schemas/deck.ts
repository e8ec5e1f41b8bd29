/**
 * Card decks (spec 000, "Carte"): an ordered list of cards, each with a text and effects.
 * A room shuffles each deck with the server's PRNG; the master plays cards from its panel and `draw` effects draw.
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug } from './common.ts';
import { Effects } from './effect.ts';

/** A card: `id` unique in its deck; `copies` puts several identical cards in the deck. */
export const Card = z.strictObject({
  id: Slug,
  name: LocalizedText,
  text: LocalizedText,
  effects: Effects.default([]),
  copies: z.number().int().min(1).max(20).default(1),
});
export type Card = z.infer<typeof Card>;

/** A deck of cards. */
export const Deck = z
  .strictObject({
    id: Slug,
    name: LocalizedText,
    description: LocalizedText.optional(),
    cards: z.array(Card).min(1).max(200),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.cards.forEach((c, i) => {
      if (seen.has(c.id)) ctx.addIssue({ code: 'custom', path: ['cards', i, 'id'], message: `card id "${c.id}" is used twice in this deck` });
      seen.add(c.id);
    });
  });
export type Deck = z.infer<typeof Deck>;
