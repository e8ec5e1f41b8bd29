/**
 * The floor's textures, painted at run time on a canvas (no image to fetch): a worn flagstone for dungeons, a
 * mottled ground of grass and earth for outdoor missions. A chunk loaded on demand after the first board shows
 * (docs/performance.md, "The embed's weight"): until it arrives the floor is drawn in its plain colours. It imports
 * nothing at run time, so that it shares no module with the embed (esbuild would split a shared module into a chunk
 * of its own, which costs the up-front files about a kilobyte of gzip). Grey levels around 0.9, which multiply the floor's colours
 * (each room's tint, the corridors' darker stone, the grass, the road) in display space; a texture covers one square
 * and each square is turned a quarter turn of its own (dungeon-board.ts), so no two neighbours look alike.
 * @module
 */
import type { BoardSetting } from './palette.ts';

const CELL = 64;

/**
 * Draws the status badges' atlas (status-icons.ts): one 64 x 64 badge per icon, side by side, in the order of
 * status-icons.ts's `ICONS` (poison, stun, dormant, up, down, freeze, shield).
 */
export function drawAtlas(): HTMLCanvasElement {
  const canvas = document.createElement('canvas');
  canvas.width = CELL * 7;
  canvas.height = CELL;
  const g = canvas.getContext('2d');
  if (!g) return canvas;
  const badge = (i: number, fill: string) => {
    const cx = i * CELL + CELL / 2;
    g.beginPath();
    g.arc(cx, CELL / 2, CELL / 2 - 3, 0, Math.PI * 2);
    g.fillStyle = fill;
    g.fill();
    g.lineWidth = 4;
    g.strokeStyle = '#15121a';
    g.stroke();
    return cx;
  };
  g.lineCap = 'round';
  g.lineJoin = 'round';
  // poison: a white drop on green
  {
    const cx = badge(0, '#3f9e45');
    g.beginPath();
    g.moveTo(cx, 13);
    g.bezierCurveTo(cx + 6, 24, cx + 14, 31, cx + 14, 39);
    g.arc(cx, 39, 14, 0, Math.PI, false);
    g.bezierCurveTo(cx - 14, 31, cx - 6, 24, cx, 13);
    g.fillStyle = '#f4fff0';
    g.fill();
  }
  // stun: a dark spiral on yellow
  {
    const cx = badge(1, '#f0c23b');
    g.beginPath();
    for (let a = 0; a < Math.PI * 5; a += 0.15) {
      const r = 2 + a * 1.0;
      const x = cx + Math.cos(a) * r;
      const y = CELL / 2 + Math.sin(a) * r;
      if (a === 0) g.moveTo(x, y);
      else g.lineTo(x, y);
    }
    g.lineWidth = 4.5;
    g.strokeStyle = '#2a2110';
    g.stroke();
  }
  // dormant: "z z" on night blue
  {
    const cx = badge(2, '#4b63c9');
    g.fillStyle = '#f2f4ff';
    g.font = 'bold 30px sans-serif';
    g.textAlign = 'center';
    g.textBaseline = 'middle';
    g.fillText('Z', cx - 6, CELL / 2 + 4);
    g.font = 'bold 19px sans-serif';
    g.fillText('z', cx + 12, CELL / 2 - 9);
  }
  // a stat raised: a white chevron up on teal; lowered: down on red
  const chevron = (i: number, fill: string, up: boolean) => {
    const cx = badge(i, fill);
    const d = up ? 1 : -1;
    g.beginPath();
    g.moveTo(cx - 14, CELL / 2 + 7 * d);
    g.lineTo(cx, CELL / 2 - 8 * d);
    g.lineTo(cx + 14, CELL / 2 + 7 * d);
    g.lineWidth = 8;
    g.strokeStyle = '#ffffff';
    g.stroke();
  };
  chevron(3, '#1f9a8a', true);
  chevron(4, '#c8402f', false);
  // freeze: a white snowflake on ice blue
  {
    const cx = badge(5, '#5fb4e6');
    g.strokeStyle = '#ffffff';
    g.lineWidth = 4;
    for (let k = 0; k < 3; k++) {
      const a = (k * Math.PI) / 3;
      g.beginPath();
      g.moveTo(cx - Math.cos(a) * 18, CELL / 2 - Math.sin(a) * 18);
      g.lineTo(cx + Math.cos(a) * 18, CELL / 2 + Math.sin(a) * 18);
      g.stroke();
    }
  }
  // shield (guarded, defending, vanished, shield wall): a white shield on steel
  {
    const cx = badge(6, '#6b7a8f');
    g.beginPath();
    g.moveTo(cx, 12);
    g.lineTo(cx + 16, 18);
    g.quadraticCurveTo(cx + 15, 42, cx, 52);
    g.quadraticCurveTo(cx - 15, 42, cx - 16, 18);
    g.closePath();
    g.fillStyle = '#f4f6fa';
    g.fill();
  }
  return canvas;
}

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
  for (const [x0, y0, x1, y1] of [[0, 0, 14, 0], [SIZE, 0, SIZE - 14, 0], [0, 0, 0, 14], [0, SIZE, 0, SIZE - 14]] as const) {
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
