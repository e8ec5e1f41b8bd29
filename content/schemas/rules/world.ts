/**
 * Money and reach (spec 002, `rules.currency`, `rules.interactionRange`, `rules.search`).
 * @module
 */
import { z } from 'zod';
import { NonNegative } from './primitives.ts';

/** What money is called (`rules.currency`). Defaults: `name` `"coins"`, `abbrev` `"c"`, `allowNegative` false. */
export const Currency = z.strictObject({
  name: z.string().min(1).max(200).default('coins'),
  abbrev: z.string().max(20).default('c'),
  allowNegative: z.boolean().default(false),
});
export type Currency = z.infer<typeof Currency>;

/** How close, in tiles, you must be to talk or handle a thing (`rules.interactionRange`). Defaults: `talk` 2, `reach` 1. */
export const InteractionRange = z.strictObject({
  talk: NonNegative.default(2),
  reach: NonNegative.default(1),
});
export type InteractionRange = z.infer<typeof InteractionRange>;

/** How far a search sweeps for traps and how close disarming needs you, in tiles (`rules.search`). Defaults: 2 and 1. */
export const Search = z.strictObject({
  trapRadius: NonNegative.default(2),
  disarmReach: NonNegative.default(1),
});
export type Search = z.infer<typeof Search>;
