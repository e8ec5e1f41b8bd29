/**
 * A document's picture: the name of an icon of the curated catalogue (`content/pictures.ts`, from the
 * game-icons set, CC BY 3.0), shown on a coloured disc wherever the thing appears (join picker, hero card, turn bar,
 * master's panel, campaign roster and town). Optional: a document without one gets its kind's default picture
 * (`content/picture-defaults.ts`).
 * @module
 */
import { z } from 'zod';
import { coded } from './issue-codes.ts';
import { isPictureName } from '../pictures.ts';

/**
 * A picture: a game-icons name of the catalogue (`barbarian`, `goblin-head`, `health-potion`...), refused with a
 * message naming it when the catalogue has no such icon.
 */
export const Picture = z
  .string()
  .min(1)
  .max(64)
  .superRefine((name, ctx) => {
    if (!isPictureName(name)) {
      ctx.addIssue({
        code: 'custom',
        message: `no picture "${name}": a picture is the name of a game-icons icon of quest-board's catalogue (content/pictures.ts), such as "barbarian" or "goblin-head"`,
        ...coded({ code: 'unknown_picture', name }),
      });
    }
  })
  .describe("its picture: a game-icons name from quest-board's catalogue (`barbarian`, `goblin-head`); left out, its kind's default picture");
export type Picture = z.infer<typeof Picture>;
