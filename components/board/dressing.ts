/**
 * The floor's textures, painted at run time on a canvas (no image to fetch): a worn flagstone for dungeons, a
 * mottled ground of grass and earth for outdoor missions. A chunk loaded on demand after the first board shows
 * (docs/performance.md, "The embed's weight"): until it arrives the floor is drawn in its plain colours. It imports
 * nothing at run time, so that it shares no module with the embed (esbuild would split a shared module into a chunk
 * of its own, which costs the up-front files about a kilobyte of gzip). Grey levels around 0.9, which multiply the floor's colours
 * (each room's tint, the corridors' darker stone, the grass, the road) in display space; a texture covers one square
 * and each square is turned a quarter turn of its own (ground-instances.ts), so no two neighbours look alike.
 * @module
 */
import type { BufferGeometry } from 'three';
import type { ModelKit, ModelName } from './objects.ts';
import type { BoardSetting } from './palette.ts';

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

export { drawAtlas } from './badge-atlas.ts';

const SIZE = 128;

/** A small seeded generator (mulberry32): the same texture on every page. */
function random(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const grey = (v: number, a = 1) => `rgba(${Math.round(v * 255)},${Math.round(v * 255)},${Math.round(v * 255)},${a})`;

/** A flagstone: mottled stone, worn darker toward its edges, a dark joint round it, a fine crack or two. */
function flagstone(ctx: CanvasRenderingContext2D, rnd: () => number): void {
  ctx.fillStyle = grey(0.9);
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (let i = 0; i < 260; i++) {
    const r = 2 + rnd() * 9;
    ctx.fillStyle = grey(rnd() < 0.5 ? 0.72 : 1, 0.12 + rnd() * 0.12);
    ctx.beginPath();
    ctx.arc(rnd() * SIZE, rnd() * SIZE, r, 0, Math.PI * 2);
    ctx.fill();
  }
  // the worn bevel: darker toward every edge
  for (const [x0, y0, x1, y1] of [
    [0, 0, 14, 0],
    [SIZE, 0, SIZE - 14, 0],
    [0, 0, 0, 14],
    [0, SIZE, 0, SIZE - 14],
  ] as const) {
    const g = ctx.createLinearGradient(x0, y0, x1, y1);
    g.addColorStop(0, grey(0.45, 0.75));
    g.addColorStop(1, grey(0.45, 0));
    ctx.fillStyle = g;
    ctx.fillRect(0, 0, SIZE, SIZE);
  }
  // the joint between two flagstones: a dark line along every edge (each square is one stone)
  ctx.strokeStyle = grey(0.18);
  ctx.lineWidth = 5;
  ctx.strokeRect(0, 0, SIZE, SIZE);
  ctx.strokeStyle = grey(0.42, 0.55);
  ctx.lineWidth = 1.2;
  for (let c = 0; c < 2; c++) {
    let x = 10 + rnd() * (SIZE - 20);
    let y = c === 0 ? 2 : SIZE - 2;
    ctx.beginPath();
    ctx.moveTo(x, y);
    for (let s = 0; s < 5; s++) {
      x += (rnd() - 0.5) * 16;
      y += (c === 0 ? 1 : -1) * (5 + rnd() * 8);
      ctx.lineTo(x, y);
    }
    ctx.stroke();
  }
}

/** Ground seen from above: blades of grass and specks of earth, light and dark, over a mottled base. */
function ground(ctx: CanvasRenderingContext2D, rnd: () => number): void {
  ctx.fillStyle = grey(0.88);
  ctx.fillRect(0, 0, SIZE, SIZE);
  for (let i = 0; i < 120; i++) {
    ctx.fillStyle = grey(rnd() < 0.5 ? 0.7 : 1, 0.15);
    ctx.beginPath();
    ctx.arc(rnd() * SIZE, rnd() * SIZE, 4 + rnd() * 10, 0, Math.PI * 2);
    ctx.fill();
  }
  ctx.lineWidth = 1;
  for (let i = 0; i < 700; i++) {
    const x = rnd() * SIZE;
    const y = rnd() * SIZE;
    ctx.strokeStyle = grey(rnd() < 0.5 ? 0.62 : 1, 0.55);
    ctx.beginPath();
    ctx.moveTo(x, y);
    ctx.lineTo(x + (rnd() - 0.5) * 3, y - 2 - rnd() * 4);
    ctx.stroke();
  }
}

/**
 * Paints the floor texture of a setting on a new canvas: one square's worth. Its grey levels are meant as raw numbers
 * (no colour space) that the board's floor material multiplies its colours by.
 */
export function paintFloor(setting: BoardSetting): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = SIZE;
  canvas.height = SIZE;
  const ctx = canvas.getContext('2d');
  if (!ctx) throw new Error('no 2D canvas context for the floor texture');
  (setting === 'outdoor' ? ground : flagstone)(ctx, random(setting === 'outdoor' ? 7 : 32));
  return canvas;
}

/**
 * The objects' models (objects.ts draws them), each a recipe of parts made with the board's kit (treasure, the four
 * traps armed and spent, the stairway of an exit, the marker's flag, the sixteen pieces of furniture), square units,
 * centred on its square, front toward +z. In this chunk, fetched after the first board shows, for the embed's weight.
 */
export function objectModels(k: ModelKit): Record<ModelName, () => BufferGeometry[]> {
  return {
    treasure: () => [
      ...k.chestParts(0xa0622d, C.gold, true),
      k.ball(0.2, C.gold, 0, 0.26, 0, [1.35, 0.45, 0.85]),
      k.ball(0.05, 0xff5a6a, -0.12, 0.33, 0.05),
      k.ball(0.045, 0x58d0ff, 0.1, 0.34, -0.02),
      k.cyl(0.075, 0.075, 0.025, C.gold, 0.3, 0, 0.3, 14),
      k.cyl(0.075, 0.075, 0.025, C.gold, 0.31, 0.025, 0.29, 14),
      k.cyl(0.075, 0.075, 0.025, C.gold, 0.3, 0.05, 0.31, 14),
      k.cyl(0.075, 0.075, 0.025, C.gold, 0.12, 0, 0.34, 14),
    ],
    'treasure-taken': () => k.chestParts(0x7a5236, C.iron, true),
    'trap-spikes': () => [
      k.box(0.82, 0.03, 0.82, 0x3b3531),
      ...[-0.25, 0, 0.25].flatMap((x) => [-0.25, 0, 0.25].map((z) => k.cone(0.06, 0.24, C.steel, x, 0.03, z, 6))),
    ],
    'trap-spikes-spent': () => [
      k.box(0.82, 0.03, 0.82, 0x2e2a27),
      ...[-0.25, 0, 0.25].flatMap((x) => [-0.25, 0, 0.25].map((z, j) => k.cone(0.05, 0.16, C.rust, x, 0.03, z, 6, [1.2 + j * 0.2, 0.3 * x, 0.5]))),
    ],
    'trap-pit': () => [
      k.box(0.66, 0.014, 0.66, C.black, 0, 0, 0),
      k.box(0.86, 0.05, 0.1, 0x4d4842, 0, 0, -0.38),
      k.box(0.86, 0.05, 0.1, 0x4d4842, 0, 0, 0.38),
      k.box(0.1, 0.05, 0.66, 0x4d4842, -0.38, 0, 0),
      k.box(0.1, 0.05, 0.66, 0x4d4842, 0.38, 0, 0),
      k.cone(0.04, 0.06, 0x2a2726, -0.15, 0.014, 0.1, 5),
      k.cone(0.04, 0.06, 0x2a2726, 0.12, 0.014, -0.12, 5),
    ],
    'trap-pit-spent': () => [
      k.box(0.66, 0.014, 0.66, C.black, 0, 0, 0),
      k.box(0.86, 0.05, 0.1, 0x3f3b36, 0, 0, -0.38),
      k.box(0.86, 0.05, 0.1, 0x3f3b36, 0, 0, 0.38),
      k.box(0.1, 0.05, 0.66, 0x3f3b36, -0.38, 0, 0),
      k.box(0.1, 0.05, 0.66, 0x3f3b36, 0.38, 0, 0),
      k.box(0.92, 0.04, 0.15, C.wood, 0, 0.05, -0.14, [0, 0.12, 0]),
      k.box(0.92, 0.04, 0.15, C.lightWood, 0, 0.05, 0.14, [0, -0.08, 0]),
    ],
    'trap-spear': () => [
      k.box(0.14, 0.56, 0.16, C.darkStone, -0.38, 0, 0),
      k.box(0.03, 0.1, 0.1, C.black, -0.3, 0.27, 0),
      k.rod(0.022, 0.66, C.wood, 0.0, 0.32, 0),
      k.cone(0.05, 0.16, C.steel, 0.33, 0.32, 0, 6, [0, 0, -Math.PI / 2]),
      k.box(0.5, 0.012, 0.05, 0x8a2b26, 0.05, 0, 0),
    ],
    'trap-spear-spent': () => [
      k.box(0.14, 0.56, 0.16, 0x5a554e, -0.38, 0, 0),
      k.box(0.03, 0.1, 0.1, C.black, -0.3, 0.27, 0),
      k.part(k.cylinder(0.02, 0.02, 0.36, 8), 0x6a4a2c, [-0.05, 0.03, 0.08], [0, 0.5, Math.PI / 2]),
      k.part(k.cylinder(0.02, 0.02, 0.3, 8), 0x6a4a2c, [0.2, 0.03, -0.1], [0, -0.7, Math.PI / 2]),
      k.cone(0.045, 0.14, 0x8a9096, 0.33, 0.04, -0.2, 6, [0, -0.7, -Math.PI / 2]),
    ],
    'trap-rock': () => [
      k.cyl(0.34, 0.34, 0.008, 0x1c191a, 0, 0, 0, 20),
      k.rock(0.05, C.darkStone, 0.22, 0.03, 0.15),
      k.rock(0.04, C.darkStone, -0.2, 0.025, -0.12),
      k.rock(0.23, 0x8b857b, 0, 0.95, 0, 0.85, 1),
      k.rock(0.04, 0x8b857b, 0.08, 0.6, 0.05),
      k.rock(0.03, 0x8b857b, -0.07, 0.45, -0.04),
    ],
    'trap-rock-spent': () => [
      k.box(0.6, 0.01, 0.03, 0x1a1718, 0.05, 0, 0.1, [0, 0.6, 0]),
      k.box(0.5, 0.01, 0.03, 0x1a1718, -0.1, 0, -0.1, [0, -0.5, 0]),
      k.rock(0.3, 0x7c766c, 0, 0.2, 0, 0.8, 1),
      k.rock(0.07, 0x6a645b, 0.3, 0.03, 0.22),
      k.rock(0.06, 0x6a645b, -0.3, 0.03, 0.18),
      k.rock(0.05, 0x6a645b, 0.25, 0.03, -0.3),
    ],
    // a stairway going down: stone steps inside a raised stone surround, lower and darker toward the back, into the dark
    stairs: () => [
      k.box(0.9, 0.012, 0.9, C.black, 0, 0, 0),
      k.box(0.1, 0.2, 0.9, C.darkStone, -0.4, 0, 0),
      k.box(0.1, 0.2, 0.9, C.darkStone, 0.4, 0, 0),
      k.box(0.9, 0.26, 0.1, C.darkStone, 0, 0, -0.4),
      k.box(0.7, 0.035, 0.1, C.stone, 0, 0.18, 0.4),
      ...[0, 1, 2, 3, 4].map((i) => k.box(0.7, 0.16 - i * 0.035, 0.14, i === 0 ? 0xd8d0bc : 0xbdb5a3 - i * 0x1a1a18, 0, 0, 0.28 - i * 0.14)),
      k.box(0.1, 0.04, 0.94, C.stone, -0.4, 0.2, 0),
      k.box(0.1, 0.04, 0.94, C.stone, 0.4, 0.2, 0),
    ],
    marker: () => [
      k.floorRing(0.3, 0.37, C.rune),
      k.floorRing(0.18, 0.21, C.rune),
      k.cyl(0.11, 0.13, 0.05, C.darkStone, 0, 0, 0, 10),
      k.cyl(0.02, 0.02, 0.8, 0xe2ddd2, 0, 0.05, 0, 6),
      k.box(0.34, 0.21, 0.025, 0x8a5cf0, 0.18, 0.6, 0),
      k.box(0.05, 0.21, 0.03, 0xf0c23c, 0.36, 0.6, 0),
      k.ball(0.035, C.gold, 0, 0.87, 0),
    ],
    'furniture-table': () => [
      ...k.tableParts(0.84, 0.62, 0.38, C.wood, C.darkWood),
      k.cyl(0.05, 0.045, 0.1, C.iron, 0.2, 0.38, 0.1),
      k.cyl(0.1, 0.08, 0.02, 0xd8cbb0, -0.15, 0.38, -0.05, 14),
      k.ball(0.05, 0xc0402a, -0.15, 0.42, -0.05),
    ],
    'furniture-bookcase': () => {
      const books: BufferGeometry[] = [];
      const colors = [0x8e2a2a, 0x2b4f8e, 0x3c7a3a, 0x9b7a2a, 0x5c2f6e, 0x7a3a1a];
      [0.06, 0.31, 0.56].forEach((y, row) => {
        for (let i = 0; i < 6; i++) {
          const h = 0.16 + ((i * 7 + row * 3) % 4) * 0.015;
          books.push(k.box(0.1, h, 0.05, colors[(i + row * 2) % colors.length]!, -0.3 + i * 0.12, y, -0.1));
        }
      });
      return [k.box(0.88, 0.82, 0.28, C.darkWood, 0, 0, -0.27), ...[0.04, 0.29, 0.54, 0.79].map((y) => k.box(0.88, 0.03, 0.07, C.wood, 0, y, -0.1)), ...books];
    },
    'furniture-cupboard': () => [
      k.box(0.82, 0.64, 0.42, C.wood, 0, 0, -0.2),
      k.box(0.36, 0.52, 0.02, C.lightWood, -0.19, 0.06, 0.01),
      k.box(0.36, 0.52, 0.02, C.lightWood, 0.19, 0.06, 0.01),
      k.ball(0.026, C.gold, -0.04, 0.33, 0.03),
      k.ball(0.026, C.gold, 0.04, 0.33, 0.03),
      k.box(0.88, 0.05, 0.48, C.darkWood, 0, 0.64, -0.2),
    ],
    'furniture-weapons_rack': () => [
      k.box(0.82, 0.06, 0.3, C.darkWood, 0, 0, -0.22),
      k.box(0.06, 0.66, 0.06, C.darkWood, -0.37, 0, -0.22),
      k.box(0.06, 0.66, 0.06, C.darkWood, 0.37, 0, -0.22),
      k.box(0.8, 0.05, 0.06, C.wood, 0, 0.52, -0.22),
      k.box(0.8, 0.05, 0.06, C.wood, 0, 0.24, -0.22),
      k.cyl(0.016, 0.016, 0.74, C.lightWood, -0.24, 0.02, -0.16, 6),
      k.cone(0.035, 0.12, C.steel, -0.24, 0.76, -0.16, 6),
      k.cyl(0.016, 0.016, 0.74, C.lightWood, -0.1, 0.02, -0.16, 6),
      k.cone(0.035, 0.12, C.steel, -0.1, 0.76, -0.16, 6),
      k.box(0.05, 0.5, 0.015, C.steel, 0.06, 0.2, -0.15),
      k.box(0.16, 0.03, 0.03, C.gold, 0.06, 0.18, -0.15),
      k.box(0.035, 0.14, 0.03, C.darkWood, 0.06, 0.05, -0.15),
      k.part(k.cylinder(0.15, 0.15, 0.03, 16), C.red, [0.25, 0.38, -0.13], [Math.PI / 2, 0, 0]),
      k.part(k.cylinder(0.05, 0.05, 0.03, 10), C.gold, [0.25, 0.38, -0.11], [Math.PI / 2, 0, 0]),
    ],
    'furniture-alchemist_bench': () => [
      ...k.tableParts(0.84, 0.56, 0.36, 0x9a7048, C.darkWood),
      k.cyl(0.045, 0.05, 0.16, C.green, -0.28, 0.36, -0.08),
      k.cyl(0.016, 0.016, 0.05, C.bone, -0.28, 0.52, -0.08, 6),
      k.ball(0.08, C.blue, -0.02, 0.44, 0.06),
      k.cyl(0.02, 0.02, 0.1, C.crystal, -0.02, 0.5, 0.06, 6),
      k.cyl(0.04, 0.045, 0.12, C.red, 0.16, 0.36, -0.12),
      k.cyl(0.06, 0.045, 0.05, C.stone, 0.28, 0.36, 0.12),
      k.cyl(0.035, 0.04, 0.1, 0xe0c040, 0.3, 0.36, -0.12),
    ],
    'furniture-sorcerer_table': () => [
      k.cyl(0.38, 0.41, 0.32, C.darkPurple, 0, 0, 0, 16),
      k.cyl(0.4, 0.4, 0.04, C.purple, 0, 0.32, 0, 16),
      k.cyl(0.07, 0.09, 0.05, C.gold, 0, 0.36, 0, 10),
      k.ball(0.11, C.crystal, 0, 0.51, 0),
      k.ball(0.06, C.bone, 0.22, 0.42, 0.12, [1, 0.9, 1.15]),
      k.cyl(0.025, 0.025, 0.1, 0xf4ead0, -0.22, 0.36, 0.12, 6),
      k.cone(0.02, 0.05, C.flame, -0.22, 0.46, 0.12, 6),
    ],
    'furniture-fireplace': () => [
      k.box(0.88, 0.62, 0.34, C.stone, 0, 0, -0.28),
      k.box(0.52, 0.38, 0.04, C.black, 0, 0.0, -0.11),
      k.box(0.4, 0.05, 0.06, C.darkWood, 0, 0.0, -0.06, [0, 0.3, 0]),
      k.cone(0.09, 0.24, C.fire, -0.08, 0.03, -0.06, 6),
      k.cone(0.08, 0.2, C.fire, 0.1, 0.03, -0.07, 6),
      k.cone(0.05, 0.16, C.flame, 0.01, 0.04, -0.04, 6),
      k.box(0.96, 0.06, 0.42, C.darkStone, 0, 0.62, -0.26),
      k.box(0.5, 0.24, 0.26, C.stone, 0, 0.68, -0.32),
    ],
    'furniture-throne': () => [
      k.box(0.8, 0.07, 0.74, C.darkStone, 0, 0, 0),
      k.box(0.56, 0.26, 0.5, 0x7a4a1e, 0, 0.07, 0.02),
      k.box(0.5, 0.06, 0.44, C.red, 0, 0.33, 0.04),
      k.box(0.58, 0.82, 0.1, 0x6a3c16, 0, 0.07, -0.24),
      k.box(0.44, 0.46, 0.02, C.red, 0, 0.39, -0.185),
      k.box(0.08, 0.16, 0.48, C.gold, -0.29, 0.33, 0.02),
      k.box(0.08, 0.16, 0.48, C.gold, 0.29, 0.33, 0.02),
      k.ball(0.055, C.gold, -0.26, 0.92, -0.24),
      k.ball(0.055, C.gold, 0.26, 0.92, -0.24),
      k.cone(0.06, 0.12, C.gold, 0, 0.89, -0.24, 4),
    ],
    'furniture-tomb': () => [
      k.box(0.78, 0.3, 0.62, C.stone, 0, 0, 0),
      k.box(0.86, 0.07, 0.7, C.darkStone, 0, 0.3, 0),
      k.box(0.08, 0.03, 0.5, C.bone, 0, 0.37, 0),
      k.box(0.36, 0.03, 0.08, C.bone, 0, 0.37, -0.1),
    ],
    'furniture-sarcophagus': () => [
      k.box(0.52, 0.3, 0.84, C.sand, 0, 0, 0),
      k.box(0.54, 0.08, 0.86, 0xd8a838, 0, 0.3, 0),
      k.ball(0.16, 0xd8a838, 0, 0.38, -0.26, [1, 0.55, 1]),
      k.ball(0.09, 0xe8c8a0, 0, 0.43, -0.26, [1, 0.6, 0.9]),
      k.box(0.56, 0.09, 0.05, 0x2f5fa0, 0, 0.3, -0.06),
      k.box(0.56, 0.09, 0.05, 0x2f5fa0, 0, 0.3, 0.2),
      k.box(0.2, 0.04, 0.2, 0x2f5fa0, 0, 0.38, 0.06),
    ],
    'furniture-torture_rack': () => [
      k.box(0.07, 0.28, 0.07, C.darkWood, -0.28, 0, -0.36),
      k.box(0.07, 0.28, 0.07, C.darkWood, 0.28, 0, -0.36),
      k.box(0.07, 0.28, 0.07, C.darkWood, -0.28, 0, 0.36),
      k.box(0.07, 0.28, 0.07, C.darkWood, 0.28, 0, 0.36),
      k.box(0.08, 0.07, 0.86, C.darkWood, -0.28, 0.26, 0),
      k.box(0.08, 0.07, 0.86, C.darkWood, 0.28, 0.26, 0),
      k.box(0.48, 0.04, 0.6, C.wood, 0, 0.3, 0),
      k.rod(0.05, 0.66, C.lightWood, 0, 0.4, -0.36),
      k.rod(0.05, 0.66, C.lightWood, 0, 0.4, 0.36),
      k.box(0.03, 0.3, 0.03, C.darkWood, 0.36, 0.25, 0.36),
      k.box(0.03, 0.03, 0.3, C.darkWood, 0.36, 0.39, 0.36),
      k.box(0.02, 0.02, 0.7, 0xc8b890, -0.1, 0.36, 0),
      k.box(0.02, 0.02, 0.7, 0xc8b890, 0.1, 0.36, 0),
    ],
    'furniture-statue': () => [
      k.box(0.6, 0.2, 0.6, C.darkStone, 0, 0, 0),
      k.box(0.5, 0.04, 0.5, C.stone, 0, 0.2, 0),
      k.cyl(0.12, 0.2, 0.44, C.stone, 0, 0.24, 0),
      k.ball(0.1, C.stone, 0, 0.78, 0),
      k.part(k.cylinder(0.04, 0.035, 0.32, 6), C.stone, [0.17, 0.72, 0], [0, 0, -0.4]),
      k.box(0.035, 0.36, 0.02, 0xb8b2a6, 0.26, 0.76, 0, [0, 0, -0.1]),
    ],
    'furniture-rubble': () => [
      k.rock(0.18, 0x857d70, -0.12, 0.08, -0.08, 0.7),
      k.rock(0.15, 0x6f685d, 0.16, 0.07, 0.1, 0.7),
      k.rock(0.12, 0x9a9284, 0.12, 0.06, -0.2, 0.8),
      k.rock(0.1, 0x7a7366, -0.2, 0.05, 0.2, 0.8),
      k.rock(0.09, 0x9a9284, 0.0, 0.2, 0.0, 0.8),
      k.part(k.dodecahedron(0.06, 0), 0x5f594f, [0.3, 0.04, 0.3]),
      k.part(k.dodecahedron(0.05, 0), 0x5f594f, [-0.32, 0.03, -0.3]),
      k.box(0.4, 0.04, 0.08, C.darkWood, 0.05, 0.1, 0.25, [0.3, 0.8, 0.2]),
    ],
    'furniture-chest': () => k.chestParts(C.darkWood, C.iron, false),
    'furniture-barrel': () => [
      k.part(k.cylinder(0.22, 0.22, 0.56, 14), 0x8a5a2c, [0, 0.28, 0]),
      k.part(k.cylinder(0.255, 0.255, 0.24, 14), 0x93612f, [0, 0.28, 0]),
      k.cyl(0.228, 0.228, 0.04, C.iron, 0, 0.06, 0, 14),
      k.cyl(0.228, 0.228, 0.04, C.iron, 0, 0.46, 0, 14),
      k.cyl(0.258, 0.258, 0.04, C.iron, 0, 0.2, 0, 14),
      k.cyl(0.258, 0.258, 0.04, C.iron, 0, 0.32, 0, 14),
      k.cyl(0.2, 0.2, 0.01, 0x6a4220, 0, 0.56, 0, 14),
    ],
    'furniture-altar': () => [
      k.box(0.84, 0.08, 0.6, C.darkStone, 0, 0, 0),
      k.box(0.7, 0.34, 0.46, C.stone, 0, 0.08, 0),
      k.box(0.8, 0.06, 0.56, 0xc2bcb0, 0, 0.42, 0),
      k.box(0.22, 0.3, 0.01, C.red, 0, 0.14, 0.235),
      k.box(0.2, 0.02, 0.57, C.red, 0, 0.48, 0),
      k.cyl(0.03, 0.03, 0.12, 0xf4ead0, -0.3, 0.48, -0.16, 6),
      k.cone(0.022, 0.05, C.flame, -0.3, 0.6, -0.16, 6),
      k.cyl(0.03, 0.03, 0.12, 0xf4ead0, 0.3, 0.48, -0.16, 6),
      k.cone(0.022, 0.05, C.flame, 0.3, 0.6, -0.16, 6),
      k.part(k.cylinder(0.08, 0.06, 0.03, 12), C.gold, [0, 0.495, -0.1]),
    ],
  };
}
