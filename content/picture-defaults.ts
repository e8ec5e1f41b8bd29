/**
 * The pictures things have when their document names none: one per kind of thing (a hero, a creature
 * kind, an item, a spell, a place, a town service). The places' own defaults (per adventure node kind, town service,
 * the town) are in `content/place-pictures.ts`. Every name here is an icon of the catalogue (`content/pictures.ts`;
 * `test/pictures.test.ts` checks it). Small and zod-free: the element reads it up front.
 * @module
 */

/** The kinds of thing a picture stands for; each has its disc's tint (heroes warm, creatures cold...). */
export const PICTURE_KINDS = ['hero', 'creature', 'item', 'spell', 'place', 'service'] as const;
/** A kind of thing a picture stands for. */
export type PictureKind = (typeof PICTURE_KINDS)[number];

/** The picture of a thing of each kind whose document names none (or names one this build does not know). */
export const FALLBACK_PICTURES: Readonly<Record<PictureKind, string>> = {
  hero: 'visored-helm',
  creature: 'goblin-head',
  item: 'knapsack',
  spell: 'magic-swirl',
  place: 'treasure-map',
  service: 'wooden-sign',
};

/** The picture to draw for a thing of `kind` whose document names `picture` (or none). */
export function pictureFor(kind: PictureKind, picture: string | null | undefined): string {
  return picture || FALLBACK_PICTURES[kind];
}
