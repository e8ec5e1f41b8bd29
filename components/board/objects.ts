/**
 * The mission's objects on the board: a low-poly model per kind (treasure, the four traps armed and spent, exit,
 * marker, the sixteen pieces of furniture), with their colours baked into vertex colours, and the merging of every
 * object of a scene into one geometry, so all the objects cost one draw call (two when the master sees hidden ones,
 * drawn faded). No elements and no HTTP here.
 * @module
 */
import {
  BoxGeometry,
  BufferAttribute,
  BufferGeometry,
  Color,
  ConeGeometry,
  CylinderGeometry,
  DodecahedronGeometry,
  Euler,
  IcosahedronGeometry,
  Matrix3,
  Matrix4,
  Quaternion,
  RingGeometry,
  SphereGeometry,
  Vector3,
} from 'three';
import { areaAt } from './layout.ts';
import type { BoardLayout, BoardObject } from './types.ts';

/** The name of a model: `treasure`, `treasure-taken`, `trap-pit`, `trap-pit-spent`, `stairs` (an exit), `marker`, `furniture-table`, ... */
export type ModelName = string;

/** Colours (sRGB). */
const C = {
  wood: 0x8a5a32,
  darkWood: 0x5a3819,
  lightWood: 0xb07a45,
  iron: 0x45454f,
  steel: 0xc4ccd4,
  gold: 0xf0bf3c,
  stone: 0xa39e92,
  darkStone: 0x6f6a61,
  sand: 0xd2b27a,
  black: 0x0b0a0d,
  red: 0xb0302b,
  purple: 0x6a3d9e,
  darkPurple: 0x40245f,
  bone: 0xeae2cc,
  fire: 0xff7a1f,
  flame: 0xffd75a,
  green: 0x46c86a,
  blue: 0x3f86e0,
  crystal: 0xa8e4ff,
  rust: 0x7d5437,
  light: 0xfff1b8,
  rune: 0xb58cff,
};

const scratchColor = new Color();

/** A part of a model: a non-indexed geometry with position, normal and colour attributes. */
function part(geometry: BufferGeometry, color: number, at: [number, number, number] = [0, 0, 0], rotation?: [number, number, number], scale?: [number, number, number]): BufferGeometry {
  const g = geometry.index ? geometry.toNonIndexed() : geometry;
  if (g !== geometry) geometry.dispose();
  g.deleteAttribute('uv');
  if (scale) g.scale(...scale);
  if (rotation) g.applyQuaternion(new Quaternion().setFromEuler(new Euler(...rotation)));
  g.translate(...at);
  const n = g.getAttribute('position').count;
  scratchColor.setHex(color);
  const colors = new Float32Array(n * 3);
  for (let i = 0; i < n; i++) colors.set([scratchColor.r, scratchColor.g, scratchColor.b], i * 3);
  g.setAttribute('color', new BufferAttribute(colors, 3));
  return g;
}

/** A box standing on height `y` (its bottom), centred on `x`, `z`. */
function box(w: number, h: number, d: number, color: number, x = 0, y = 0, z = 0, rotation?: [number, number, number]): BufferGeometry {
  const g = new BoxGeometry(w, h, d);
  if (rotation) {
    g.applyQuaternion(new Quaternion().setFromEuler(new Euler(...rotation)));
    g.translate(x, y + h / 2, z);
    return part(g, color);
  }
  return part(g, color, [x, y + h / 2, z]);
}

/** A cylinder standing on `y`. */
function cyl(rTop: number, rBottom: number, h: number, color: number, x = 0, y = 0, z = 0, segments = 12): BufferGeometry {
  return part(new CylinderGeometry(rTop, rBottom, h, segments), color, [x, y + h / 2, z]);
}

/** A cylinder lying along x, its axis at height `y`. */
function rod(r: number, length: number, color: number, x = 0, y = 0, z = 0, segments = 8): BufferGeometry {
  return part(new CylinderGeometry(r, r, length, segments), color, [x, y, z], [0, 0, Math.PI / 2]);
}

/** A cone standing on `y`, or hanging/lying when rotated. */
function cone(r: number, h: number, color: number, x = 0, y = 0, z = 0, segments = 8, rotation?: [number, number, number]): BufferGeometry {
  const g = new ConeGeometry(r, h, segments);
  g.translate(0, h / 2, 0);
  return part(g, color, [x, y, z], rotation);
}

function ball(r: number, color: number, x = 0, y = 0, z = 0, scale?: [number, number, number]): BufferGeometry {
  return part(new SphereGeometry(r, 12, 8), color, [x, y, z], undefined, scale);
}

function rock(r: number, color: number, x: number, y: number, z: number, squash = 0.75, detail = 0): BufferGeometry {
  return part(new IcosahedronGeometry(r, detail), color, [x, y, z], [0.4 * x, 1.3 * z, 0.2], [1, squash, 1]);
}

/** A flat ring lying on the floor. */
function floorRing(inner: number, outer: number, color: number, y = 0.004): BufferGeometry {
  return part(new RingGeometry(inner, outer, 32), color, [0, y, 0], [-Math.PI / 2, 0, 0]);
}

/** Four legs and a top: a table of `w` x `d`, top at `h`. */
function tableParts(w: number, d: number, h: number, top: number, legs: number): BufferGeometry[] {
  const lx = w / 2 - 0.06;
  const lz = d / 2 - 0.06;
  return [
    box(w, 0.06, d, top, 0, h - 0.06, 0),
    box(0.07, h - 0.06, 0.07, legs, -lx, 0, -lz),
    box(0.07, h - 0.06, 0.07, legs, lx, 0, -lz),
    box(0.07, h - 0.06, 0.07, legs, -lx, 0, lz),
    box(0.07, h - 0.06, 0.07, legs, lx, 0, lz),
  ];
}

/** A chest with a rounded lid; `open` swings the lid back, `bands` colours its bands and lock. */
function chestParts(wood: number, bands: number, open: boolean): BufferGeometry[] {
  const w = 0.62;
  const d = 0.42;
  const h = 0.28;
  const r = d / 2;
  const lid = (radius: number, length: number, x = 0) => {
    const g = new CylinderGeometry(radius, radius, length, 14, 1, false, 0, Math.PI);
    g.rotateZ(Math.PI / 2);
    g.translate(x, 0, 0);
    return g;
  };
  const lidParts = [lid(r, w), lid(r + 0.012, 0.06, -0.2), lid(r + 0.012, 0.06, 0.2), new BoxGeometry(w, 0.01, d)];
  const colors = [wood, bands, bands, wood];
  // the lid's hinge is its back bottom edge: move the hinge to the origin, turn, then put it on the chest
  const out: BufferGeometry[] = [];
  lidParts.forEach((g, i) => {
    g.translate(0, 0, r);
    if (open) g.rotateX(-1.95);
    g.translate(0, h, -r);
    out.push(part(g, colors[i]!));
  });
  return [
    box(w, h, d, wood, 0, 0, 0),
    box(0.06, h + 0.01, d + 0.02, bands, -0.2, 0, 0),
    box(0.06, h + 0.01, d + 0.02, bands, 0.2, 0, 0),
    ...(open ? [] : [box(0.09, 0.11, 0.03, bands, 0, h - 0.08, d / 2 + 0.01)]),
    ...out,
  ];
}

/** The models, built on first use. Each is one geometry in square units, centred on its square, front toward +z. */
const MODELS: Record<ModelName, () => BufferGeometry[]> = {
  treasure: () => [
    ...chestParts(0xa0622d, C.gold, true),
    ball(0.2, C.gold, 0, 0.26, 0, [1.35, 0.45, 0.85]),
    ball(0.05, 0xff5a6a, -0.12, 0.33, 0.05),
    ball(0.045, 0x58d0ff, 0.1, 0.34, -0.02),
    cyl(0.075, 0.075, 0.025, C.gold, 0.3, 0, 0.3, 14),
    cyl(0.075, 0.075, 0.025, C.gold, 0.31, 0.025, 0.29, 14),
    cyl(0.075, 0.075, 0.025, C.gold, 0.3, 0.05, 0.31, 14),
    cyl(0.075, 0.075, 0.025, C.gold, 0.12, 0, 0.34, 14),
  ],
  'treasure-taken': () => chestParts(0x7a5236, C.iron, true),
  'trap-spikes': () => [
    box(0.82, 0.03, 0.82, 0x3b3531),
    ...[-0.25, 0, 0.25].flatMap((x) => [-0.25, 0, 0.25].map((z) => cone(0.06, 0.24, C.steel, x, 0.03, z, 6))),
  ],
  'trap-spikes-spent': () => [
    box(0.82, 0.03, 0.82, 0x2e2a27),
    ...[-0.25, 0, 0.25].flatMap((x) => [-0.25, 0, 0.25].map((z, j) => cone(0.05, 0.16, C.rust, x, 0.03, z, 6, [1.2 + j * 0.2, 0.3 * x, 0.5]))),
  ],
  'trap-pit': () => [
    box(0.66, 0.014, 0.66, C.black, 0, 0, 0),
    box(0.86, 0.05, 0.1, 0x4d4842, 0, 0, -0.38),
    box(0.86, 0.05, 0.1, 0x4d4842, 0, 0, 0.38),
    box(0.1, 0.05, 0.66, 0x4d4842, -0.38, 0, 0),
    box(0.1, 0.05, 0.66, 0x4d4842, 0.38, 0, 0),
    cone(0.04, 0.06, 0x2a2726, -0.15, 0.014, 0.1, 5),
    cone(0.04, 0.06, 0x2a2726, 0.12, 0.014, -0.12, 5),
  ],
  'trap-pit-spent': () => [
    box(0.66, 0.014, 0.66, C.black, 0, 0, 0),
    box(0.86, 0.05, 0.1, 0x3f3b36, 0, 0, -0.38),
    box(0.86, 0.05, 0.1, 0x3f3b36, 0, 0, 0.38),
    box(0.1, 0.05, 0.66, 0x3f3b36, -0.38, 0, 0),
    box(0.1, 0.05, 0.66, 0x3f3b36, 0.38, 0, 0),
    box(0.92, 0.04, 0.15, C.wood, 0, 0.05, -0.14, [0, 0.12, 0]),
    box(0.92, 0.04, 0.15, C.lightWood, 0, 0.05, 0.14, [0, -0.08, 0]),
  ],
  'trap-spear': () => [
    box(0.14, 0.56, 0.16, C.darkStone, -0.38, 0, 0),
    box(0.03, 0.1, 0.1, C.black, -0.3, 0.27, 0),
    rod(0.022, 0.66, C.wood, 0.0, 0.32, 0),
    cone(0.05, 0.16, C.steel, 0.33, 0.32, 0, 6, [0, 0, -Math.PI / 2]),
    box(0.5, 0.012, 0.05, 0x8a2b26, 0.05, 0, 0),
  ],
  'trap-spear-spent': () => [
    box(0.14, 0.56, 0.16, 0x5a554e, -0.38, 0, 0),
    box(0.03, 0.1, 0.1, C.black, -0.3, 0.27, 0),
    part(new CylinderGeometry(0.02, 0.02, 0.36, 8), 0x6a4a2c, [-0.05, 0.03, 0.08], [0, 0.5, Math.PI / 2]),
    part(new CylinderGeometry(0.02, 0.02, 0.3, 8), 0x6a4a2c, [0.2, 0.03, -0.1], [0, -0.7, Math.PI / 2]),
    cone(0.045, 0.14, 0x8a9096, 0.33, 0.04, -0.2, 6, [0, -0.7, -Math.PI / 2]),
  ],
  'trap-rock': () => [
    cyl(0.34, 0.34, 0.008, 0x1c191a, 0, 0, 0, 20),
    rock(0.05, C.darkStone, 0.22, 0.03, 0.15),
    rock(0.04, C.darkStone, -0.2, 0.025, -0.12),
    rock(0.23, 0x8b857b, 0, 0.95, 0, 0.85, 1),
    rock(0.04, 0x8b857b, 0.08, 0.6, 0.05),
    rock(0.03, 0x8b857b, -0.07, 0.45, -0.04),
  ],
  'trap-rock-spent': () => [
    box(0.6, 0.01, 0.03, 0x1a1718, 0.05, 0, 0.1, [0, 0.6, 0]),
    box(0.5, 0.01, 0.03, 0x1a1718, -0.1, 0, -0.1, [0, -0.5, 0]),
    rock(0.3, 0x7c766c, 0, 0.2, 0, 0.8, 1),
    rock(0.07, 0x6a645b, 0.3, 0.03, 0.22),
    rock(0.06, 0x6a645b, -0.3, 0.03, 0.18),
    rock(0.05, 0x6a645b, 0.25, 0.03, -0.3),
  ],
  // a stairway going down: stone steps inside a raised stone surround, lower and darker toward the back, into the dark
  stairs: () => [
    box(0.9, 0.012, 0.9, C.black, 0, 0, 0),
    box(0.1, 0.2, 0.9, C.darkStone, -0.4, 0, 0),
    box(0.1, 0.2, 0.9, C.darkStone, 0.4, 0, 0),
    box(0.9, 0.26, 0.1, C.darkStone, 0, 0, -0.4),
    box(0.7, 0.035, 0.1, C.stone, 0, 0.18, 0.4),
    ...[0, 1, 2, 3, 4].map((i) => box(0.7, 0.16 - i * 0.035, 0.14, i === 0 ? 0xd8d0bc : 0xbdb5a3 - i * 0x1a1a18, 0, 0, 0.28 - i * 0.14)),
    box(0.1, 0.04, 0.94, C.stone, -0.4, 0.2, 0),
    box(0.1, 0.04, 0.94, C.stone, 0.4, 0.2, 0),
  ],
  marker: () => [
    floorRing(0.3, 0.37, C.rune),
    floorRing(0.18, 0.21, C.rune),
    cyl(0.11, 0.13, 0.05, C.darkStone, 0, 0, 0, 10),
    cyl(0.02, 0.02, 0.8, 0xe2ddd2, 0, 0.05, 0, 6),
    box(0.34, 0.21, 0.025, 0x8a5cf0, 0.18, 0.6, 0),
    box(0.05, 0.21, 0.03, 0xf0c23c, 0.36, 0.6, 0),
    ball(0.035, C.gold, 0, 0.87, 0),
  ],
  'furniture-table': () => [
    ...tableParts(0.84, 0.62, 0.38, C.wood, C.darkWood),
    cyl(0.05, 0.045, 0.1, C.iron, 0.2, 0.38, 0.1),
    cyl(0.1, 0.08, 0.02, 0xd8cbb0, -0.15, 0.38, -0.05, 14),
    ball(0.05, 0xc0402a, -0.15, 0.42, -0.05),
  ],
  'furniture-bookcase': () => {
    const books: BufferGeometry[] = [];
    const colors = [0x8e2a2a, 0x2b4f8e, 0x3c7a3a, 0x9b7a2a, 0x5c2f6e, 0x7a3a1a];
    [0.06, 0.31, 0.56].forEach((y, row) => {
      for (let i = 0; i < 6; i++) {
        const h = 0.16 + ((i * 7 + row * 3) % 4) * 0.015;
        books.push(box(0.1, h, 0.05, colors[(i + row * 2) % colors.length]!, -0.3 + i * 0.12, y, -0.1));
      }
    });
    return [box(0.88, 0.82, 0.28, C.darkWood, 0, 0, -0.27), ...[0.04, 0.29, 0.54, 0.79].map((y) => box(0.88, 0.03, 0.07, C.wood, 0, y, -0.1)), ...books];
  },
  'furniture-cupboard': () => [
    box(0.82, 0.64, 0.42, C.wood, 0, 0, -0.2),
    box(0.36, 0.52, 0.02, C.lightWood, -0.19, 0.06, 0.01),
    box(0.36, 0.52, 0.02, C.lightWood, 0.19, 0.06, 0.01),
    ball(0.026, C.gold, -0.04, 0.33, 0.03),
    ball(0.026, C.gold, 0.04, 0.33, 0.03),
    box(0.88, 0.05, 0.48, C.darkWood, 0, 0.64, -0.2),
  ],
  'furniture-weapons_rack': () => [
    box(0.82, 0.06, 0.3, C.darkWood, 0, 0, -0.22),
    box(0.06, 0.66, 0.06, C.darkWood, -0.37, 0, -0.22),
    box(0.06, 0.66, 0.06, C.darkWood, 0.37, 0, -0.22),
    box(0.8, 0.05, 0.06, C.wood, 0, 0.52, -0.22),
    box(0.8, 0.05, 0.06, C.wood, 0, 0.24, -0.22),
    cyl(0.016, 0.016, 0.74, C.lightWood, -0.24, 0.02, -0.16, 6),
    cone(0.035, 0.12, C.steel, -0.24, 0.76, -0.16, 6),
    cyl(0.016, 0.016, 0.74, C.lightWood, -0.1, 0.02, -0.16, 6),
    cone(0.035, 0.12, C.steel, -0.1, 0.76, -0.16, 6),
    box(0.05, 0.5, 0.015, C.steel, 0.06, 0.2, -0.15),
    box(0.16, 0.03, 0.03, C.gold, 0.06, 0.18, -0.15),
    box(0.035, 0.14, 0.03, C.darkWood, 0.06, 0.05, -0.15),
    part(new CylinderGeometry(0.15, 0.15, 0.03, 16), C.red, [0.25, 0.38, -0.13], [Math.PI / 2, 0, 0]),
    part(new CylinderGeometry(0.05, 0.05, 0.03, 10), C.gold, [0.25, 0.38, -0.11], [Math.PI / 2, 0, 0]),
  ],
  'furniture-alchemist_bench': () => [
    ...tableParts(0.84, 0.56, 0.36, 0x9a7048, C.darkWood),
    cyl(0.045, 0.05, 0.16, C.green, -0.28, 0.36, -0.08),
    cyl(0.016, 0.016, 0.05, C.bone, -0.28, 0.52, -0.08, 6),
    ball(0.08, C.blue, -0.02, 0.44, 0.06),
    cyl(0.02, 0.02, 0.1, C.crystal, -0.02, 0.5, 0.06, 6),
    cyl(0.04, 0.045, 0.12, C.red, 0.16, 0.36, -0.12),
    cyl(0.06, 0.045, 0.05, C.stone, 0.28, 0.36, 0.12),
    cyl(0.035, 0.04, 0.1, 0xe0c040, 0.3, 0.36, -0.12),
  ],
  'furniture-sorcerer_table': () => [
    cyl(0.38, 0.41, 0.32, C.darkPurple, 0, 0, 0, 16),
    cyl(0.4, 0.4, 0.04, C.purple, 0, 0.32, 0, 16),
    cyl(0.07, 0.09, 0.05, C.gold, 0, 0.36, 0, 10),
    ball(0.11, C.crystal, 0, 0.51, 0),
    ball(0.06, C.bone, 0.22, 0.42, 0.12, [1, 0.9, 1.15]),
    cyl(0.025, 0.025, 0.1, 0xf4ead0, -0.22, 0.36, 0.12, 6),
    cone(0.02, 0.05, C.flame, -0.22, 0.46, 0.12, 6),
  ],
  'furniture-fireplace': () => [
    box(0.88, 0.62, 0.34, C.stone, 0, 0, -0.28),
    box(0.52, 0.38, 0.04, C.black, 0, 0.0, -0.11),
    box(0.4, 0.05, 0.06, C.darkWood, 0, 0.0, -0.06, [0, 0.3, 0]),
    cone(0.09, 0.24, C.fire, -0.08, 0.03, -0.06, 6),
    cone(0.08, 0.2, C.fire, 0.1, 0.03, -0.07, 6),
    cone(0.05, 0.16, C.flame, 0.01, 0.04, -0.04, 6),
    box(0.96, 0.06, 0.42, C.darkStone, 0, 0.62, -0.26),
    box(0.5, 0.24, 0.26, C.stone, 0, 0.68, -0.32),
  ],
  'furniture-throne': () => [
    box(0.8, 0.07, 0.74, C.darkStone, 0, 0, 0),
    box(0.56, 0.26, 0.5, 0x7a4a1e, 0, 0.07, 0.02),
    box(0.5, 0.06, 0.44, C.red, 0, 0.33, 0.04),
    box(0.58, 0.82, 0.1, 0x6a3c16, 0, 0.07, -0.24),
    box(0.44, 0.46, 0.02, C.red, 0, 0.39, -0.185),
    box(0.08, 0.16, 0.48, C.gold, -0.29, 0.33, 0.02),
    box(0.08, 0.16, 0.48, C.gold, 0.29, 0.33, 0.02),
    ball(0.055, C.gold, -0.26, 0.92, -0.24),
    ball(0.055, C.gold, 0.26, 0.92, -0.24),
    cone(0.06, 0.12, C.gold, 0, 0.89, -0.24, 4),
  ],
  'furniture-tomb': () => [
    box(0.78, 0.3, 0.62, C.stone, 0, 0, 0),
    box(0.86, 0.07, 0.7, C.darkStone, 0, 0.3, 0),
    box(0.08, 0.03, 0.5, C.bone, 0, 0.37, 0),
    box(0.36, 0.03, 0.08, C.bone, 0, 0.37, -0.1),
  ],
  'furniture-sarcophagus': () => [
    box(0.52, 0.3, 0.84, C.sand, 0, 0, 0),
    box(0.54, 0.08, 0.86, 0xd8a838, 0, 0.3, 0),
    ball(0.16, 0xd8a838, 0, 0.38, -0.26, [1, 0.55, 1]),
    ball(0.09, 0xe8c8a0, 0, 0.43, -0.26, [1, 0.6, 0.9]),
    box(0.56, 0.09, 0.05, 0x2f5fa0, 0, 0.3, -0.06),
    box(0.56, 0.09, 0.05, 0x2f5fa0, 0, 0.3, 0.2),
    box(0.2, 0.04, 0.2, 0x2f5fa0, 0, 0.38, 0.06),
  ],
  'furniture-torture_rack': () => [
    box(0.07, 0.28, 0.07, C.darkWood, -0.28, 0, -0.36),
    box(0.07, 0.28, 0.07, C.darkWood, 0.28, 0, -0.36),
    box(0.07, 0.28, 0.07, C.darkWood, -0.28, 0, 0.36),
    box(0.07, 0.28, 0.07, C.darkWood, 0.28, 0, 0.36),
    box(0.08, 0.07, 0.86, C.darkWood, -0.28, 0.26, 0),
    box(0.08, 0.07, 0.86, C.darkWood, 0.28, 0.26, 0),
    box(0.48, 0.04, 0.6, C.wood, 0, 0.3, 0),
    rod(0.05, 0.66, C.lightWood, 0, 0.4, -0.36),
    rod(0.05, 0.66, C.lightWood, 0, 0.4, 0.36),
    box(0.03, 0.3, 0.03, C.darkWood, 0.36, 0.25, 0.36),
    box(0.03, 0.03, 0.3, C.darkWood, 0.36, 0.39, 0.36),
    box(0.02, 0.02, 0.7, 0xc8b890, -0.1, 0.36, 0),
    box(0.02, 0.02, 0.7, 0xc8b890, 0.1, 0.36, 0),
  ],
  'furniture-statue': () => [
    box(0.6, 0.2, 0.6, C.darkStone, 0, 0, 0),
    box(0.5, 0.04, 0.5, C.stone, 0, 0.2, 0),
    cyl(0.12, 0.2, 0.44, C.stone, 0, 0.24, 0),
    ball(0.1, C.stone, 0, 0.78, 0),
    part(new CylinderGeometry(0.04, 0.035, 0.32, 6), C.stone, [0.17, 0.72, 0], [0, 0, -0.4]),
    box(0.035, 0.36, 0.02, 0xb8b2a6, 0.26, 0.76, 0, [0, 0, -0.1]),
  ],
  'furniture-rubble': () => [
    rock(0.18, 0x857d70, -0.12, 0.08, -0.08, 0.7),
    rock(0.15, 0x6f685d, 0.16, 0.07, 0.1, 0.7),
    rock(0.12, 0x9a9284, 0.12, 0.06, -0.2, 0.8),
    rock(0.1, 0x7a7366, -0.2, 0.05, 0.2, 0.8),
    rock(0.09, 0x9a9284, 0.0, 0.2, 0.0, 0.8),
    part(new DodecahedronGeometry(0.06, 0), 0x5f594f, [0.3, 0.04, 0.3]),
    part(new DodecahedronGeometry(0.05, 0), 0x5f594f, [-0.32, 0.03, -0.3]),
    box(0.4, 0.04, 0.08, C.darkWood, 0.05, 0.1, 0.25, [0.3, 0.8, 0.2]),
  ],
  'furniture-chest': () => chestParts(C.darkWood, C.iron, false),
  'furniture-barrel': () => [
    part(new CylinderGeometry(0.22, 0.22, 0.56, 14), 0x8a5a2c, [0, 0.28, 0]),
    part(new CylinderGeometry(0.255, 0.255, 0.24, 14), 0x93612f, [0, 0.28, 0]),
    cyl(0.228, 0.228, 0.04, C.iron, 0, 0.06, 0, 14),
    cyl(0.228, 0.228, 0.04, C.iron, 0, 0.46, 0, 14),
    cyl(0.258, 0.258, 0.04, C.iron, 0, 0.2, 0, 14),
    cyl(0.258, 0.258, 0.04, C.iron, 0, 0.32, 0, 14),
    cyl(0.2, 0.2, 0.01, 0x6a4220, 0, 0.56, 0, 14),
  ],
  'furniture-altar': () => [
    box(0.84, 0.08, 0.6, C.darkStone, 0, 0, 0),
    box(0.7, 0.34, 0.46, C.stone, 0, 0.08, 0),
    box(0.8, 0.06, 0.56, 0xc2bcb0, 0, 0.42, 0),
    box(0.22, 0.3, 0.01, C.red, 0, 0.14, 0.235),
    box(0.2, 0.02, 0.57, C.red, 0, 0.48, 0),
    cyl(0.03, 0.03, 0.12, 0xf4ead0, -0.3, 0.48, -0.16, 6),
    cone(0.022, 0.05, C.flame, -0.3, 0.6, -0.16, 6),
    cyl(0.03, 0.03, 0.12, 0xf4ead0, 0.3, 0.48, -0.16, 6),
    cone(0.022, 0.05, C.flame, 0.3, 0.6, -0.16, 6),
    part(new CylinderGeometry(0.08, 0.06, 0.03, 12), C.gold, [0, 0.495, -0.1]),
  ],
};

/** Furniture drawn against a wall when one stands beside its square (its back to the wall). */
const AGAINST_WALL = new Set(['bookcase', 'cupboard', 'weapons_rack', 'fireplace', 'throne']);

const cache = new Map<ModelName, BufferGeometry>();

/** The model of an object in its current state. */
export function modelName(o: Pick<BoardObject, 'type' | 'kind' | 'done'>): ModelName {
  switch (o.type) {
    case 'treasure':
      return o.done ? 'treasure-taken' : 'treasure';
    case 'trap':
      return `trap-${o.kind ?? 'pit'}${o.done ? '-spent' : ''}`;
    case 'furniture':
      return `furniture-${o.kind ?? 'table'}`;
    case 'exit':
      return 'stairs';
    default:
      return 'marker';
  }
}

/** Every model name (for tests and previews). */
export function modelNames(): ModelName[] {
  return Object.keys(MODELS);
}

/** The merged geometry of a model (cached; shared, do not dispose). Unknown names fall back to the marker. */
export function modelGeometry(name: ModelName): BufferGeometry {
  let g = cache.get(name);
  if (g) return g;
  const parts = (MODELS[name] ?? MODELS.marker!)();
  g = mergeParts(parts);
  cache.set(name, g);
  return g;
}

/** Concatenates non-indexed parts (position, normal, colour). */
function mergeParts(parts: BufferGeometry[]): BufferGeometry {
  let n = 0;
  for (const p of parts) n += p.getAttribute('position').count;
  const position = new Float32Array(n * 3);
  const normal = new Float32Array(n * 3);
  const color = new Float32Array(n * 3);
  let offset = 0;
  for (const p of parts) {
    const count = p.getAttribute('position').count;
    position.set(p.getAttribute('position').array as Float32Array, offset * 3);
    normal.set(p.getAttribute('normal').array as Float32Array, offset * 3);
    color.set(p.getAttribute('color').array as Float32Array, offset * 3);
    offset += count;
    p.dispose();
  }
  const g = new BufferGeometry();
  g.setAttribute('position', new BufferAttribute(position, 3));
  g.setAttribute('normal', new BufferAttribute(normal, 3));
  g.setAttribute('color', new BufferAttribute(color, 3));
  g.computeBoundingSphere();
  return g;
}

/** The turn of an object on its square: furniture that stands against a wall turns its back to it. */
export function objectTurn(board: BoardLayout, o: Pick<BoardObject, 'type' | 'kind' | 'x' | 'y'>): number {
  if (o.type === 'exit' || (o.type === 'furniture' && AGAINST_WALL.has(o.kind ?? ''))) {
    const here = areaAt(board, o.x, o.y);
    // the far walls first (they face the camera), then the near ones
    const sides: [number, number, number][] = [
      [0, -1, 0],
      [-1, 0, Math.PI / 2],
      [1, 0, -Math.PI / 2],
      [0, 1, Math.PI],
    ];
    for (const [dx, dy, turn] of sides) if (areaAt(board, o.x + dx, o.y + dy) !== here) return turn;
  }
  return 0;
}

/** One object of a merged batch: where its triangles start, and the model it is drawn with. */
export interface BatchEntry {
  id: string;
  firstTriangle: number;
  model: ModelName;
}

/** The merged geometry of a batch of objects and which triangles belong to which object. */
export interface ObjectBatch {
  geometry: BufferGeometry;
  entries: BatchEntry[];
}

/** How much darker a spent trap, a taken treasure or a searched piece of furniture is drawn. */
const SPENT_SHADE = 0.72;

/**
 * Merges the models of `objects` into one geometry, each placed on its square (and turned against a wall when it
 * belongs there). Returns null for no objects.
 */
export function buildObjectBatch(board: BoardLayout, objects: readonly BoardObject[]): ObjectBatch | null {
  if (objects.length === 0) return null;
  const placed = objects.map((o) => ({ o, model: modelName(o), g: modelGeometry(modelName(o)) }));
  let n = 0;
  for (const p of placed) n += p.g.getAttribute('position').count;
  const position = new Float32Array(n * 3);
  const normal = new Float32Array(n * 3);
  const color = new Float32Array(n * 3);
  const entries: BatchEntry[] = [];
  const m = new Matrix4();
  const nm = new Matrix3();
  const v = new Vector3();
  const q = new Quaternion();
  const up = new Vector3(0, 1, 0);
  let offset = 0;
  for (const { o, g, model } of placed) {
    m.compose(new Vector3(o.x + 0.5, 0, o.y + 0.5), q.setFromAxisAngle(up, objectTurn(board, o)), new Vector3(1, 1, 1));
    nm.getNormalMatrix(m);
    const src = g.getAttribute('position').array as Float32Array;
    const srcN = g.getAttribute('normal').array as Float32Array;
    const srcC = g.getAttribute('color').array as Float32Array;
    const count = src.length / 3;
    const shade = o.done && o.type !== 'exit' && o.type !== 'marker' && o.type !== 'trap' ? SPENT_SHADE : 1;
    for (let i = 0; i < count; i++) {
      v.set(src[i * 3]!, src[i * 3 + 1]!, src[i * 3 + 2]!).applyMatrix4(m);
      position[(offset + i) * 3] = v.x;
      position[(offset + i) * 3 + 1] = v.y;
      position[(offset + i) * 3 + 2] = v.z;
      v.set(srcN[i * 3]!, srcN[i * 3 + 1]!, srcN[i * 3 + 2]!).applyMatrix3(nm).normalize();
      normal[(offset + i) * 3] = v.x;
      normal[(offset + i) * 3 + 1] = v.y;
      normal[(offset + i) * 3 + 2] = v.z;
      color[(offset + i) * 3] = srcC[i * 3]! * shade;
      color[(offset + i) * 3 + 1] = srcC[i * 3 + 1]! * shade;
      color[(offset + i) * 3 + 2] = srcC[i * 3 + 2]! * shade;
    }
    entries.push({ id: o.id, firstTriangle: offset / 3, model });
    offset += count;
  }
  const geometry = new BufferGeometry();
  geometry.setAttribute('position', new BufferAttribute(position, 3));
  geometry.setAttribute('normal', new BufferAttribute(normal, 3));
  geometry.setAttribute('color', new BufferAttribute(color, 3));
  geometry.computeBoundingSphere();
  geometry.computeBoundingBox();
  return { geometry, entries };
}

/** The object a triangle of a batch belongs to. */
export function objectOfTriangle(batch: ObjectBatch, triangle: number): string | null {
  const e = batch.entries;
  let lo = 0;
  let hi = e.length - 1;
  let found = -1;
  while (lo <= hi) {
    const mid = (lo + hi) >> 1;
    if (e[mid]!.firstTriangle <= triangle) {
      found = mid;
      lo = mid + 1;
    } else hi = mid - 1;
  }
  return found >= 0 ? e[found]!.id : null;
}

/** The height of an object's middle above the floor (for tooltips and tests). */
export function objectMidHeight(o: Pick<BoardObject, 'type' | 'kind' | 'done'>): number {
  const g = modelGeometry(modelName(o));
  if (!g.boundingBox) g.computeBoundingBox();
  const b = g.boundingBox!;
  return Math.max(0.05, (b.min.y + b.max.y) / 2);
}
