/**
 * The pictures things have when their document names none (issue 32): one per kind of thing (a hero, a creature
 * kind, an item, a spell, a location), one per adventure node kind (a fight, a chest, a challenge...), one per town
 * service (the Inn, the Shop, the Guild, the Blacksmith, the Temple, the Well...) and the town's. Every name here is
 * an icon of the catalogue (`content/pictures.ts`; `content/pictures.test.ts` checks it). Small and zod-free: the
 * element reads it up front.
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

/** The picture of each adventure node kind (`content/schemas/adventure.ts`): what waits at that point of a location's path. */
export const NODE_PICTURES: Readonly<Record<string, string>> = {
  encounter: 'crossed-swords',
  chest: 'open-treasure-chest',
  challenge: 'dice-twenty-faces-twenty',
  dialogue: 'talk',
  puzzle: 'puzzle',
  camp: 'campfire',
  branch: 'crossroad',
  exit: 'exit-door',
};

/**
 * The picture of each town service (the ids `components/campaign/parts/town-part.ts` groups offers by): the Inn
 * (`rest`), the Shop, the Guild, the Blacksmith, the Temple, the Wishing Well, the tailor (`attire`), the Company's
 * roster and the run (next tier, replay, prologue). A service not listed here gets {@link FALLBACK_PICTURES}`.service`.
 */
export const SERVICE_PICTURES: Readonly<Record<string, string>> = {
  rest: 'tavern-sign',
  shop: 'shop',
  guild: 'graduate-cap',
  blacksmith: 'anvil-impact',
  temple: 'greek-temple',
  well: 'well',
  attire: 'cape',
  roster: 'three-friends',
  run: 'treasure-map',
};

/** The town's own picture (the adventure's town on its map). */
export const TOWN_PICTURE = 'village';

/** The picture to draw for a thing of `kind` whose document names `picture` (or none). */
export function pictureFor(kind: PictureKind, picture: string | null | undefined): string {
  return picture || FALLBACK_PICTURES[kind];
}
