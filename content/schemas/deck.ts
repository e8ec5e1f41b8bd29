/**
 * Card decks (spec 000, "Carte"): an ordered list of cards, each with a text and effects.
 * A room shuffles each deck with the server's PRNG; the master plays cards from its panel and `draw` effects draw.
 * @module
 */
import { z } from 'zod';
import { coded } from './issue-codes.ts';
import { AuthorNotes, LocalizedText, Slug } from './common.ts';
import { Effects } from './effect.ts';

/** A card: `id` unique in its deck; `copies` puts several identical cards in the deck. */
export const Card = z.strictObject({
  id: Slug.describe('the card id, unique in its deck'),
  name: LocalizedText.describe('the card title'),
  text: LocalizedText.describe('the card text shown to everyone when it is drawn'),
  effects: Effects.default([]).describe('the bricks it runs when drawn, in order; the chosen unit is the one the master names when playing it'),
  copies: z.number().int().min(1).max(20).default(1).describe('how many identical cards of it are in the deck'),
});
export type Card = z.infer<typeof Card>;

/** A deck of cards. */
export const Deck = z
  .strictObject({
    id: Slug.describe('the deck id, also its file name'),
    name: LocalizedText.describe('the name shown to the players'),
    description: LocalizedText.optional().describe('what the deck is for'),
    authorNotes: AuthorNotes.optional(),
    cards: z.array(Card).min(1).max(200).describe('its cards, each a `Card`; a room shuffles them when it is created'),
  })
  .superRefine((d, ctx) => {
    const seen = new Set<string>();
    d.cards.forEach((c, i) => {
      if (seen.has(c.id))
        ctx.addIssue({
          code: 'custom',
          path: ['cards', i, 'id'],
          message: `card id "${c.id}" is used twice in this deck`,
          ...coded({ code: 'twice', what: 'card', id: c.id }),
        });
      seen.add(c.id);
    });
  });
export type Deck = z.infer<typeof Deck>;
