/**
 * The shapes of the board: tiles, walls, doors, low-poly pieces and marks. Pieces are merged from a few
 * primitives, with vertex colours that shade the base darker than the body (the instance colour tints both).
 * @module
 */
import {
  BoxGeometry,
  BufferAttribute,
  ConeGeometry,
  CylinderGeometry,
  IcosahedronGeometry,
  PlaneGeometry,
  RingGeometry,
  SphereGeometry,
  type BufferGeometry,
} from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';

/** Heights in world units (a square is 1 x 1). */
export const TILE_HEIGHT = 0.12;
export const WALL_HEIGHT = 0.42;
export const WALL_THICKNESS = 0.12;
/** How much the pieces are enlarged from their modelled size (base radius 0.36, height 0.78). */
const PIECE_SCALE = 1.15;
export const PIECE_HEIGHT = 0.78 * PIECE_SCALE * 1.2;

function tinted(geometry: BufferGeometry, shade: number, y: number): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  g.translate(0, y, 0);
  const n = g.getAttribute('position').count;
  const colors = new Float32Array(n * 3).fill(shade);
  g.setAttribute('color', new BufferAttribute(colors, 3));
  g.deleteAttribute('uv');
  return g;
}

function merge(parts: BufferGeometry[]): BufferGeometry {
  const merged = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!merged) throw new Error('could not merge piece geometry');
  merged.scale(PIECE_SCALE, PIECE_SCALE * 1.2, PIECE_SCALE);
  merged.computeBoundingSphere();
  return merged;
}

/** A floor tile: a flat block slightly smaller than its square, its top at y = 0. */
export function tileGeometry(): BufferGeometry {
  const g = new BoxGeometry(0.95, TILE_HEIGHT, 0.95);
  g.translate(0, -TILE_HEIGHT / 2, 0);
  return g;
}

/** A block of solid rock filling a square up to the top of the walls. */
export function rockGeometry(): BufferGeometry {
  const g = new BoxGeometry(1, WALL_HEIGHT, 1);
  g.translate(0, WALL_HEIGHT / 2 - 0.001, 0);
  return g;
}

/** A wall segment one square long (plus its thickness, so corners close), standing on the floor, along x. */
export function wallGeometry(): BufferGeometry {
  const g = new BoxGeometry(1 + WALL_THICKNESS, WALL_HEIGHT, WALL_THICKNESS);
  g.translate(0, WALL_HEIGHT / 2, 0);
  return g;
}

/** A door leaf, along x, centred on its own middle. */
export function doorGeometry(): BufferGeometry {
  const g = new BoxGeometry(0.78, WALL_HEIGHT * 0.9, WALL_THICKNESS * 0.9);
  g.translate(0, (WALL_HEIGHT * 0.9) / 2, 0);
  return g;
}

/** A hero: a round base, a robed body and a head. */
export function heroGeometry(): BufferGeometry {
  return merge([
    tinted(new CylinderGeometry(0.33, 0.36, 0.09, 20), 0.45, 0.045),
    tinted(new CylinderGeometry(0.15, 0.27, 0.44, 12), 1, 0.09 + 0.22),
    tinted(new CylinderGeometry(0.2, 0.16, 0.08, 12), 0.8, 0.5),
    tinted(new SphereGeometry(0.14, 14, 10), 1.15, 0.64),
  ]);
}

/** A creature: a hexagonal base, a hunched faceted body and a horned head. */
export function creatureGeometry(): BufferGeometry {
  const hornL = new ConeGeometry(0.05, 0.16, 5);
  hornL.rotateZ(0.5);
  hornL.translate(-0.09, 0, 0);
  const hornR = new ConeGeometry(0.05, 0.16, 5);
  hornR.rotateZ(-0.5);
  hornR.translate(0.09, 0, 0);
  return merge([
    tinted(new CylinderGeometry(0.32, 0.35, 0.09, 6), 0.4, 0.045),
    tinted(new ConeGeometry(0.27, 0.46, 7), 1, 0.09 + 0.23),
    tinted(new IcosahedronGeometry(0.15, 0), 1.1, 0.56),
    tinted(hornL, 0.85, 0.7),
    tinted(hornR, 0.85, 0.7),
  ]);
}

/**
 * A non-player character: a square base with cut corners, a belted tunic, a head, and a wide-brimmed hat, so it
 * reads apart from the robed heroes and the horned creatures.
 */
export function npcGeometry(): BufferGeometry {
  return merge([
    tinted(new CylinderGeometry(0.3, 0.33, 0.09, 8), 0.5, 0.045),
    tinted(new CylinderGeometry(0.2, 0.25, 0.34, 8), 1, 0.09 + 0.17),
    tinted(new CylinderGeometry(0.205, 0.215, 0.05, 8), 0.55, 0.3),
    tinted(new CylinderGeometry(0.15, 0.2, 0.08, 8), 0.95, 0.47),
    tinted(new SphereGeometry(0.13, 14, 10), 1.2, 0.6),
    tinted(new CylinderGeometry(0.25, 0.25, 0.025, 16), 0.6, 0.69),
    tinted(new ConeGeometry(0.13, 0.2, 12), 0.6, 0.8),
  ]);
}

/** A flat square mark lying on the floor. */
export function squareMarkGeometry(): BufferGeometry {
  const g = new PlaneGeometry(0.84, 0.84);
  g.rotateX(-Math.PI / 2);
  g.translate(0, 0.012, 0);
  return g;
}

/** The bright outline of a marked square (drawn over its fill so it shows on any floor colour). */
export function squareFrameGeometry(): BufferGeometry {
  const outer = 0.9;
  const inner = 0.74;
  const band = (outer - inner) / 2;
  const parts = [
    new PlaneGeometry(outer, band).translate(0, (outer - band) / 2, 0),
    new PlaneGeometry(outer, band).translate(0, -(outer - band) / 2, 0),
    new PlaneGeometry(band, inner).translate((outer - band) / 2, 0, 0),
    new PlaneGeometry(band, inner).translate(-(outer - band) / 2, 0, 0),
  ];
  const g = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!g) throw new Error('could not merge the square frame');
  g.rotateX(-Math.PI / 2);
  g.translate(0, 0.014, 0);
  return g;
}

/** A flat ring around a piece's base. */
export function ringGeometry(): BufferGeometry {
  const g = new RingGeometry(0.42, 0.49, 32);
  g.rotateX(-Math.PI / 2);
  g.translate(0, 0.016, 0);
  return g;
}

/**
 * The rim of the slab the tiles lie on: the slab's border around `w` x `h` squares, without its middle (hidden under
 * the tiles, it would cost the software rasterizer a board's worth of pixels each frame; {@link groutGeometry} shows
 * between the tiles instead).
 */
export function slabRimGeometry(w: number, h: number): BufferGeometry {
  const rim = 0.3;
  const depth = 0.3;
  const y = -TILE_HEIGHT - 0.15 + 0.02;
  const parts = [
    new BoxGeometry(w + 2 * rim, depth, rim).translate(w / 2, y, -rim / 2),
    new BoxGeometry(w + 2 * rim, depth, rim).translate(w / 2, y, h + rim / 2),
    new BoxGeometry(rim, depth, h).translate(-rim / 2, y, h / 2),
    new BoxGeometry(rim, depth, h).translate(w + rim / 2, y, h / 2),
  ];
  const g = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!g) throw new Error('could not merge the slab rim');
  return g;
}

/** The dark joint around a floor tile, at the slab's height: what shows in the gap between two tiles. */
export function groutGeometry(): BufferGeometry {
  const outer = 1;
  const inner = 0.93;
  const band = (outer - inner) / 2;
  const parts = [
    new PlaneGeometry(outer, band).translate(0, (outer - band) / 2, 0),
    new PlaneGeometry(outer, band).translate(0, -(outer - band) / 2, 0),
    new PlaneGeometry(band, inner).translate((outer - band) / 2, 0, 0),
    new PlaneGeometry(band, inner).translate(-(outer - band) / 2, 0, 0),
  ];
  const g = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!g) throw new Error('could not merge the grout');
  g.rotateX(-Math.PI / 2);
  g.translate(0, -TILE_HEIGHT + 0.02, 0);
  return g;
}

/** The slab the tiles lie on, `w` x `h` squares plus a rim. */
export function slabGeometry(w: number, h: number): BufferGeometry {
  const g = new BoxGeometry(w + 0.6, 0.3, h + 0.6);
  g.translate(w / 2, -TILE_HEIGHT - 0.15 + 0.02, h / 2);
  return g;
}
