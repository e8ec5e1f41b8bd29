/**
 * The pictures of a campaign's places when their adventure names none: one per adventure node kind (a
 * fight, a chest, a challenge...), one per town service (the Inn, the Shop, the Guild, the Blacksmith, the Temple,
 * the Well...) and the town's; and the helpers the adventure map and the town draw with. Every name here is an icon
 * of the catalogue (`test/pictures.test.ts` checks it). Read by the campaign's parts only (a chunk of their own).
 * @module
 */
import { FALLBACK_PICTURES } from './picture-defaults.ts';

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

/**
 * A location's picture on an adventure map: its own (`picture`), else the picture of its first node's kind when the
 * reader knows its nodes (once visited), else the default place picture.
 */
export function locationPicture(location: { picture?: string | undefined; nodes?: readonly { kind: string }[] | undefined }): string {
  const first = location.nodes?.[0]?.kind;
  return location.picture || (first && NODE_PICTURES[first]) || FALLBACK_PICTURES.place;
}

/** A town service's picture (`rest`, `shop`, `guild`...; a service without one: the default service picture). */
export function servicePicture(service: string): string {
  return Object.hasOwn(SERVICE_PICTURES, service) ? SERVICE_PICTURES[service]! : FALLBACK_PICTURES.service;
}
