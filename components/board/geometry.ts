/**
 * The shapes of the board: tiles, walls, doors and marks (the pieces' figures are in figures.ts).
 * @module
 */
import { BoxGeometry, BufferAttribute, PlaneGeometry, RingGeometry, type BufferGeometry } from 'three';
import { mergeGeometries } from 'three/addons/utils/BufferGeometryUtils.js';
import { ball, box, cone, cyl, merge, part } from './figure-parts.ts';

/** Heights in world units (a square is 1 x 1). */
export const TILE_HEIGHT = 0.12;
export const WALL_HEIGHT = 0.42;
export const WALL_THICKNESS = 0.12;
/** The height of the side-coloured base a piece's figure stands on ({@link pieceBaseGeometry}). */
export const PIECE_BASE_HEIGHT = 0.06;
/** The most a piece's figure rises above the floor (figures.ts scales taller ones down to it). */
export const PIECE_HEIGHT = 1.25;

/**
 * A floor tile: a flat block filling its square, its top at y = 0, its top cut in 2 x 2 (a vertex in the middle, so
 * the shade baked near a wall fades over half a square) and UV-mapped for the floor's texture, which draws the joints
 * between the flagstones (dressing.ts).
 */
export function tileGeometry(): BufferGeometry {
  const g = new BoxGeometry(1, TILE_HEIGHT, 1, 2, 1, 2);
  g.translate(0, -TILE_HEIGHT / 2, 0);
  return g;
}

/** Gives `g` a `color` attribute whose grey level is `shadeAt(y, normal y)` per vertex (see MergedLayer's tint). */
function shadeByHeight(g: BufferGeometry, shadeAt: (y: number, ny: number) => number): BufferGeometry {
  const p = g.getAttribute('position');
  const nrm = g.getAttribute('normal');
  const c = new Float32Array(p.count * 3);
  for (let i = 0; i < p.count; i++) c.fill(shadeAt(p.getY(i), nrm.getY(i)), i * 3, i * 3 + 3);
  g.setAttribute('color', new BufferAttribute(c, 3));
  return g;
}

/** The height of the fog over the unexplored squares: a little under the walls' tops, whose caps show through it as a faint outline. */
export const FOG_HEIGHT = WALL_HEIGHT - 0.07;

/**
 * A square of fog over what the heroes have not explored: a block from the floor to a little under the walls' tops,
 * its top cut in 2 x 2 (so the swirls MergedLayer's shade paints on it are soft), its sides darker (they show where
 * the fog meets an explored square).
 */
export function fogGeometry(): BufferGeometry {
  const g = new BoxGeometry(1.001, FOG_HEIGHT + TILE_HEIGHT, 1.001, 2, 1, 2);
  g.translate(0, (FOG_HEIGHT - TILE_HEIGHT) / 2, 0);
  return shadeByHeight(g, (_y, ny) => (ny > 0.5 ? 1 : 0.55));
}

/**
 * The base a piece stands on, under its figure: a dark halo on the floor (the piece's contact shadow) around a low
 * disc in its side's colour (heroes warm, creatures cold: palette.ts), so a piece's side shows at a glance.
 */
export function pieceBaseGeometry(): BufferGeometry {
  const halo = new RingGeometry(0.44, 0.54, 24);
  halo.rotateX(-Math.PI / 2);
  halo.translate(0, 0.004, 0);
  const h = PIECE_BASE_HEIGHT;
  return merge([part(halo, { shade: 0.12 }), cyl(0.46, 0.48, h, { at: [0, h / 2, 0], shade: 1 }, 24)]);
}

/** A tree for the solid squares of an outdoor mission: a trunk under three cones of leaves, in the colours of palette.ts's TRUNK and LEAVES. */
export function treeGeometry(trunk: number, leaves: number): BufferGeometry {
  const rgb = (hex: number, k: number) => [(((hex >> 16) & 0xff) / 255) * k, (((hex >> 8) & 0xff) / 255) * k, ((hex & 0xff) / 255) * k] as const;
  const coloured = (g: BufferGeometry, hex: number, k: number) => {
    const c = g.getAttribute('color');
    const [r, gr, b] = rgb(hex, k);
    for (let i = 0; i < c.count; i++) c.setXYZ(i, r, gr, b);
    return g;
  };
  return merge([
    coloured(cyl(0.07, 0.1, 0.4, { at: [0, 0.2, 0] }, 6), trunk, 1),
    coloured(cone(0.46, 0.62, { at: [0, 0.62, 0] }, 8), leaves, 0.8),
    coloured(cone(0.36, 0.52, { at: [0, 0.95, 0] }, 8), leaves, 1),
    coloured(cone(0.24, 0.42, { at: [0, 1.24, 0] }, 8), leaves, 1.2),
  ]);
}

/** A block of solid rock filling a square up to the top of the walls. */
export function rockGeometry(): BufferGeometry {
  const g = new BoxGeometry(1, WALL_HEIGHT, 1);
  g.translate(0, WALL_HEIGHT / 2 - 0.001, 0);
  return g;
}

/**
 * The top of a block of rock alone, for rock whose sides are never seen (each side lies inside a wall or against more
 * rock): the sides would cost the software rasterizer pixels hidden every frame.
 */
export function rockTopGeometry(): BufferGeometry {
  // cut in 2 x 2: the board shades its vertices unevenly, a rough face of rock rather than a flat slab
  const g = new PlaneGeometry(1, 1, 2, 2);
  g.rotateX(-Math.PI / 2);
  g.translate(0, WALL_HEIGHT - 0.001, 0);
  return g;
}

/**
 * A wall segment one square long (plus its thickness, so corners close), standing on the floor, along x: its cap
 * lighter, its face darker toward the floor (baked shade: MergedLayer multiplies its colour by these greys).
 */
export function wallGeometry(): BufferGeometry {
  const g = new BoxGeometry(1 + WALL_THICKNESS, WALL_HEIGHT, WALL_THICKNESS);
  g.translate(0, WALL_HEIGHT / 2, 0);
  return shadeByHeight(g, (y, ny) => (ny > 0.5 ? 1.45 : y < 0.01 ? 0.5 : 0.92));
}

/** The width of a door leaf (world units); it fills the gap between its frame's posts. */
export const DOOR_WIDTH = 0.74;
const DOOR_POST = 0.08;
/** The frame's height: it rises above the walls, so a doorway shows whether its door is open or closed. */
export const DOOR_FRAME_HEIGHT = WALL_HEIGHT + 0.08;

/**
 * A door leaf along x, centred on its own middle, standing on the floor: planks (dark grooves), two iron bands and a
 * ring handle on each face, in shades the door's colour tints.
 */
export function doorGeometry(): BufferGeometry {
  const h = WALL_HEIGHT * 0.92;
  const t = WALL_THICKNESS * 0.8;
  return merge([
    box(DOOR_WIDTH, h, t, { at: [0, h / 2, 0] }),
    ...[-0.19, 0, 0.19].map((x) => box(0.014, h * 0.94, t + 0.008, { at: [x, h / 2, 0], shade: 0.55 })),
    ...[0.22, 0.78].map((y) => box(DOOR_WIDTH + 0.008, 0.035, t + 0.016, { at: [0, h * y, 0], shade: 0.3 })),
    ...[1, -1].map((side) => ball(0.028, { at: [DOOR_WIDTH * 0.3, h * 0.5, side * (t / 2 + 0.012)], shade: 1.9 })),
  ]);
}

/** A door's frame along x, centred on the doorway: two posts and a lintel, taller and thicker than the wall. */
export function doorFrameGeometry(): BufferGeometry {
  const t = WALL_THICKNESS * 1.5;
  const x = DOOR_WIDTH / 2 + DOOR_POST / 2 + 0.01;
  return merge([
    ...[x, -x].map((px) => box(DOOR_POST, DOOR_FRAME_HEIGHT, t, { at: [px, DOOR_FRAME_HEIGHT / 2, 0] })),
    box(DOOR_WIDTH + 2 * DOOR_POST + 0.02, 0.07, t, { at: [0, DOOR_FRAME_HEIGHT - 0.035, 0], shade: 0.85 }),
    box(DOOR_WIDTH + 0.02, 0.012, t, { at: [0, 0.006, 0], shade: 0.7 }),
  ]);
}

/** A flat square mark lying on the floor. */
export function squareMarkGeometry(): BufferGeometry {
  const g = new PlaneGeometry(0.84, 0.84);
  g.rotateX(-Math.PI / 2);
  g.translate(0, 0.012, 0);
  return g;
}

/**
 * A flat square band lying on the floor at height `y`: the square of side `outer` without its middle of side `inner`
 * (world units, one square = 1), centred on the origin.
 */
function squareBandGeometry(outer: number, inner: number, y: number, what: string): BufferGeometry {
  const band = (outer - inner) / 2;
  const parts = [
    new PlaneGeometry(outer, band).translate(0, (outer - band) / 2, 0),
    new PlaneGeometry(outer, band).translate(0, -(outer - band) / 2, 0),
    new PlaneGeometry(band, inner).translate((outer - band) / 2, 0, 0),
    new PlaneGeometry(band, inner).translate(-(outer - band) / 2, 0, 0),
  ];
  const g = mergeGeometries(parts, false);
  for (const p of parts) p.dispose();
  if (!g) throw new Error(`could not merge the ${what}`);
  g.rotateX(-Math.PI / 2);
  g.translate(0, y, 0);
  return g;
}

/** The bright outline of a marked square (drawn over its fill so it shows on any floor colour). */
export function squareFrameGeometry(): BufferGeometry {
  return squareBandGeometry(0.9, 0.74, 0.014, 'square frame');
}

/** A flat ring around a piece's base, just above its side-coloured base ({@link pieceBaseGeometry}). */
export function ringGeometry(): BufferGeometry {
  const g = new RingGeometry(0.47, 0.58, 32);
  g.rotateX(-Math.PI / 2);
  g.translate(0, PIECE_BASE_HEIGHT + 0.006, 0);
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

/** The slab the tiles lie on, `w` x `h` squares plus a rim. */
export function slabGeometry(w: number, h: number): BufferGeometry {
  const g = new BoxGeometry(w + 0.6, 0.3, h + 0.6);
  g.translate(w / 2, -TILE_HEIGHT - 0.15 + 0.02, h / 2);
  return g;
}
