/**
 * Fetching the board's dressing (dressing.ts: the floor textures' painter, the status badges' pictures, the objects'
 * models), a chunk of its own the first frame can do without, once per page; and what is made of it once per page
 * and shared by every board (never disposed).
 * @module
 */
import { CanvasTexture, NearestMipmapNearestFilter } from 'three';
import { MODEL_KIT, modelsReady, setModels } from './objects.ts';
import type { BoardSetting } from './palette.ts';

/** The dressing's chunk. */
export type Dressing = typeof import('./dressing.ts');

let loaded: Dressing | null = null;
let atlas: HTMLCanvasElement | null = null;
const floorTextures = new Map<BoardSetting, CanvasTexture>();

/** The dressing, when its chunk has arrived already (for a board made after the first). */
export function loadedDressing(): Dressing | null {
  return loaded;
}

/** Fetches the dressing's chunk and gives the objects their models (once per page). */
export async function loadDressing(): Promise<Dressing> {
  const dressing = await import('./dressing.ts');
  loaded = dressing;
  if (!modelsReady()) setModels(dressing.objectModels(MODEL_KIT));
  return dressing;
}

/** The status badges' atlas, painted once per page by the dressing. */
export function badgeAtlas(dressing: Dressing): HTMLCanvasElement {
  return (atlas ??= dressing.drawAtlas());
}

/**
 * The floor texture of a setting, made once per page from the canvas the dressing paints: raw grey levels, no colour
 * space, mipmapped.
 */
export function floorTexture(setting: BoardSetting, dressing: Dressing): CanvasTexture {
  let texture = floorTextures.get(setting);
  if (!texture) {
    texture = new CanvasTexture(dressing.paintFloor(setting));
    // one texel of one mipmap level per pixel, not a blend of eight: the floor covers most of the board, and under
    // software GL each texture read costs
    texture.minFilter = NearestMipmapNearestFilter;
    floorTextures.set(setting, texture);
  }
  return texture;
}
