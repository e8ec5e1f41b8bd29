/**
 * The printed quest map's symbols, in black ink on white paper: each a function of the square it is drawn in (its top
 * left corner and side, in millimetres) that returns SVG markup, so the map and its legend draw the same symbol.
 * Presentation attributes only (no `style`): the API's Content-Security-Policy allows no inline style.
 * @module
 */
import { esc } from '../../content/markup.ts';
import { FURNITURE_KINDS, TRAP_KINDS } from '../../content/schemas/index.ts';

/** A number for an SVG attribute: at most two decimals. */
export const num = (v: number): string => String(Math.round(v * 100) / 100);

/** The ink and the paper. */
export const INK = '#111';
export const PAPER = '#fff';
/** The tint of rooms, and the darker one of furniture. */
export const ROOM_TINT = '#ece6d8';
export const FURNITURE_TINT = '#c9bfa8';
/** The printed faces: a book face where the printer has one, else any serif. */
export const SERIF = "Cinzel, 'Palatino Linotype', Palatino, 'Book Antiqua', Georgia, serif";
export const BODY_FACE = "Georgia, 'Palatino Linotype', Palatino, 'Times New Roman', serif";

/** A square's drawing: `(x, y)` its top left corner, `s` its side. */
export type Draw = (x: number, y: number, s: number) => string;

const line = (x1: number, y1: number, x2: number, y2: number, w: number, extra = '') =>
  `<line x1="${num(x1)}" y1="${num(y1)}" x2="${num(x2)}" y2="${num(y2)}" stroke="${INK}" stroke-width="${num(w)}"${extra}/>`;
const rect = (x: number, y: number, w: number, h: number, fill: string, sw: number, extra = '') =>
  `<rect x="${num(x)}" y="${num(y)}" width="${num(w)}" height="${num(h)}" fill="${fill}" stroke="${INK}" stroke-width="${num(sw)}"${extra}/>`;
const circle = (cx: number, cy: number, r: number, fill: string, sw: number) =>
  `<circle cx="${num(cx)}" cy="${num(cy)}" r="${num(r)}" fill="${fill}" stroke="${INK}" stroke-width="${num(sw)}"/>`;
const poly = (points: [number, number][], fill: string, sw: number) =>
  `<polygon points="${points.map(([a, b]) => `${num(a)},${num(b)}`).join(' ')}" fill="${fill}" stroke="${INK}" stroke-width="${num(sw)}" stroke-linejoin="round"/>`;

/** Centred text in the square's middle, `size` of the side, bold. */
export function letter(x: number, y: number, s: number, text: string, fill: string, size = 0.46): string {
  return `<text x="${num(x + s / 2)}" y="${num(y + s / 2)}" font-family="${SERIF}" font-weight="700" font-size="${num(s * size)}" fill="${fill}" text-anchor="middle" dominant-baseline="central">${esc(text)}</text>`;
}

/** A door across the wall between two squares: a white leaf with a black frame, across the edge the squares share. */
export function doorSymbol(edge: { x1: number; y1: number; x2: number; y2: number }, s: number, secret: boolean): string {
  const vertical = edge.x1 === edge.x2;
  const len = s * 0.62;
  const thick = s * 0.26;
  const cx = (edge.x1 + edge.x2) / 2;
  const cy = (edge.y1 + edge.y2) / 2;
  const [w, h] = vertical ? [thick, len] : [len, thick];
  const leaf = rect(cx - w / 2, cy - h / 2, w, h, secret ? INK : PAPER, s * 0.04);
  if (!secret) {
    // the leaf's two panels
    return leaf + (vertical ? line(cx - w / 2, cy, cx + w / 2, cy, s * 0.025) : line(cx, cy - h / 2, cx, cy + h / 2, s * 0.025));
  }
  return leaf + letter(cx - s / 2, cy - s / 2, s, 'S', PAPER, 0.22);
}

/** The heroes' start: stairs going down, and the seat's number. */
export function startSymbol(n: number): Draw {
  return (x, y, s) => {
    const p = s * 0.12;
    let steps = rect(x + p, y + p, s - 2 * p, s - 2 * p, PAPER, s * 0.04);
    for (let i = 1; i < 4; i++) steps += line(x + p, y + p + (i * (s - 2 * p)) / 4, x + s - p, y + p + (i * (s - 2 * p)) / 4, s * 0.02);
    return steps + circle(x + s / 2, y + s / 2, s * 0.2, PAPER, s * 0.03) + letter(x, y, s, String(n), INK, 0.26);
  };
}

/** A creature: a black disc with its letter (a big one covers its whole `span` × `span` block). */
export function creatureSymbol(code: string, span = 1): Draw {
  return (x, y, s) => {
    const side = s * span;
    return circle(x + side / 2, y + side / 2, side * 0.38, INK, s * 0.04) + letter(x, y, side, code, PAPER, code.length > 1 ? 0.34 : 0.44);
  };
}

/** A character of the mission: a white disc in a double ring, with its letter. */
export function npcSymbol(code: string): Draw {
  return (x, y, s) =>
    circle(x + s / 2, y + s / 2, s * 0.4, PAPER, s * 0.03) + circle(x + s / 2, y + s / 2, s * 0.32, PAPER, s * 0.05) + letter(x, y, s, code, INK, 0.34);
}

/** A trap, by kind: a pit's black hole, a spike trap's teeth, a spear, a falling rock. */
export const TRAP_SYMBOLS: Record<(typeof TRAP_KINDS)[number], Draw> = {
  pit: (x, y, s) => rect(x + s * 0.14, y + s * 0.14, s * 0.72, s * 0.72, PAPER, s * 0.05) + rect(x + s * 0.27, y + s * 0.27, s * 0.46, s * 0.46, INK, 0),
  spikes: (x, y, s) => {
    const teeth: [number, number][] = [];
    for (let i = 0; i < 4; i++) teeth.push([x + s * (0.14 + i * 0.18), y + s * 0.78], [x + s * (0.23 + i * 0.18), y + s * 0.26]);
    teeth.push([x + s * 0.86, y + s * 0.78]);
    return poly(teeth, PAPER, s * 0.05);
  },
  spear: (x, y, s) =>
    line(x + s * 0.18, y + s * 0.82, x + s * 0.7, y + s * 0.3, s * 0.07) +
    poly(
      [
        [x + s * 0.84, y + s * 0.16],
        [x + s * 0.58, y + s * 0.28],
        [x + s * 0.72, y + s * 0.42],
      ],
      INK,
      s * 0.03,
    ),
  rock: (x, y, s) =>
    poly(
      [
        [x + s * 0.2, y + s * 0.55],
        [x + s * 0.3, y + s * 0.22],
        [x + s * 0.62, y + s * 0.14],
        [x + s * 0.84, y + s * 0.4],
        [x + s * 0.74, y + s * 0.8],
        [x + s * 0.36, y + s * 0.84],
      ],
      '#777',
      s * 0.05,
    ) + line(x + s * 0.42, y + s * 0.3, x + s * 0.6, y + s * 0.56, s * 0.03),
};

/** Hidden treasure: a gem. */
export const treasureSymbol: Draw = (x, y, s) =>
  poly(
    [
      [x + s * 0.5, y + s * 0.16],
      [x + s * 0.82, y + s * 0.42],
      [x + s * 0.5, y + s * 0.86],
      [x + s * 0.18, y + s * 0.42],
    ],
    PAPER,
    s * 0.05,
  ) + line(x + s * 0.18, y + s * 0.42, x + s * 0.82, y + s * 0.42, s * 0.03);

/** A way out: an arrow through a doorway. */
export const exitSymbol: Draw = (x, y, s) =>
  rect(x + s * 0.14, y + s * 0.14, s * 0.72, s * 0.72, PAPER, s * 0.05, ` stroke-dasharray="${num(s * 0.08)} ${num(s * 0.05)}"`) +
  line(x + s * 0.26, y + s * 0.5, x + s * 0.66, y + s * 0.5, s * 0.07) +
  poly(
    [
      [x + s * 0.78, y + s * 0.5],
      [x + s * 0.6, y + s * 0.36],
      [x + s * 0.6, y + s * 0.64],
    ],
    INK,
    s * 0.02,
  );

/** A marker: a five-pointed star. */
export const markerSymbol: Draw = (x, y, s) => {
  const pts: [number, number][] = [];
  for (let i = 0; i < 10; i++) {
    const r = (i % 2 === 0 ? 0.36 : 0.15) * s;
    const a = -Math.PI / 2 + (i * Math.PI) / 5;
    pts.push([x + s / 2 + r * Math.cos(a), y + s / 2 + r * Math.sin(a)]);
  }
  return poly(pts, PAPER, s * 0.045);
};

/** A goal square: a dashed frame with a flag. */
export const goalSymbol: Draw = (x, y, s) =>
  rect(x + s * 0.08, y + s * 0.08, s * 0.84, s * 0.84, 'none', s * 0.05, ` stroke-dasharray="${num(s * 0.1)} ${num(s * 0.06)}"`) +
  line(x + s * 0.36, y + s * 0.22, x + s * 0.36, y + s * 0.8, s * 0.05) +
  poly(
    [
      [x + s * 0.38, y + s * 0.22],
      [x + s * 0.7, y + s * 0.32],
      [x + s * 0.38, y + s * 0.44],
    ],
    INK,
    s * 0.02,
  );

/** The inside marks of each furniture kind, drawn over its tinted block (coordinates in the unit square). */
const FURNITURE_MARKS: Record<(typeof FURNITURE_KINDS)[number], (x: number, y: number, s: number) => string> = {
  table: (x, y, s) => [0.22, 0.78].flatMap((a) => [0.22, 0.78].map((b) => circle(x + a * s, y + b * s, s * 0.04, INK, 0))).join(''),
  bookcase: (x, y, s) => [0.3, 0.42, 0.54, 0.66].map((a) => line(x + a * s, y + 0.18 * s, x + a * s, y + 0.82 * s, s * 0.03)).join(''),
  cupboard: (x, y, s) =>
    line(x + s / 2, y + 0.14 * s, x + s / 2, y + 0.86 * s, s * 0.03) +
    circle(x + 0.42 * s, y + s / 2, s * 0.03, INK, 0) +
    circle(x + 0.58 * s, y + s / 2, s * 0.03, INK, 0),
  weapons_rack: (x, y, s) =>
    line(x + 0.22 * s, y + 0.22 * s, x + 0.78 * s, y + 0.78 * s, s * 0.04) + line(x + 0.78 * s, y + 0.22 * s, x + 0.22 * s, y + 0.78 * s, s * 0.04),
  alchemist_bench: (x, y, s) => [0.3, 0.5, 0.7].map((a) => circle(x + a * s, y + s / 2, s * 0.07, PAPER, s * 0.025)).join(''),
  sorcerer_table: (x, y, s) => markerSymbol(x + 0.1 * s, y + 0.1 * s, 0.8 * s),
  fireplace: (x, y, s) =>
    `<path d="M${num(x + 0.28 * s)} ${num(y + 0.86 * s)} V${num(y + 0.45 * s)} A${num(0.22 * s)} ${num(0.22 * s)} 0 0 1 ${num(x + 0.72 * s)} ${num(y + 0.45 * s)} V${num(y + 0.86 * s)}" fill="${INK}"/>`,
  throne: (x, y, s) => rect(x + 0.3 * s, y + 0.2 * s, 0.4 * s, 0.2 * s, INK, 0) + rect(x + 0.3 * s, y + 0.44 * s, 0.4 * s, 0.34 * s, PAPER, s * 0.03),
  tomb: (x, y, s) => line(x + s / 2, y + 0.2 * s, x + s / 2, y + 0.8 * s, s * 0.05) + line(x + 0.3 * s, y + 0.4 * s, x + 0.7 * s, y + 0.4 * s, s * 0.05),
  sarcophagus: (x, y, s) =>
    poly(
      [
        [x + 0.4 * s, y + 0.16 * s],
        [x + 0.6 * s, y + 0.16 * s],
        [x + 0.7 * s, y + 0.36 * s],
        [x + 0.6 * s, y + 0.84 * s],
        [x + 0.4 * s, y + 0.84 * s],
        [x + 0.3 * s, y + 0.36 * s],
      ],
      PAPER,
      s * 0.03,
    ),
  torture_rack: (x, y, s) =>
    `<polyline points="${[0.2, 0.35, 0.5, 0.65, 0.8].map((a, i) => `${num(x + a * s)},${num(y + (i % 2 ? 0.3 : 0.7) * s)}`).join(' ')}" fill="none" stroke="${INK}" stroke-width="${num(s * 0.04)}"/>`,
  statue: (x, y, s) => circle(x + s / 2, y + 0.4 * s, s * 0.16, PAPER, s * 0.03) + rect(x + 0.3 * s, y + 0.62 * s, 0.4 * s, 0.16 * s, INK, 0),
  rubble: (x, y, s) =>
    [
      [0.3, 0.3, 0.1],
      [0.6, 0.35, 0.13],
      [0.4, 0.65, 0.12],
      [0.7, 0.7, 0.08],
    ]
      .map(([a, b, r]) => circle(x + a! * s, y + b! * s, s * r!, '#888', s * 0.02))
      .join(''),
  chest: (x, y, s) => line(x + 0.14 * s, y + 0.4 * s, x + 0.86 * s, y + 0.4 * s, s * 0.04) + rect(x + 0.44 * s, y + 0.36 * s, 0.12 * s, 0.14 * s, INK, 0),
  barrel: (x, y, s) => circle(x + s / 2, y + s / 2, s * 0.26, PAPER, s * 0.03) + circle(x + s / 2, y + s / 2, s * 0.13, PAPER, s * 0.03),
  altar: (x, y, s) =>
    rect(x + 0.2 * s, y + 0.4 * s, 0.6 * s, 0.2 * s, PAPER, s * 0.03) + [0.3, 0.7].map((a) => circle(x + a * s, y + 0.28 * s, s * 0.05, INK, 0)).join(''),
};

/** A piece of furniture: a tinted block filling most of its square, with the marks of its kind. */
export function furnitureSymbol(kind: string): Draw {
  const marks = (FURNITURE_MARKS as Record<string, Draw | undefined>)[kind];
  return (x, y, s) => rect(x + s * 0.1, y + s * 0.1, s * 0.8, s * 0.8, FURNITURE_TINT, s * 0.05, ` rx="${num(s * 0.05)}"`) + (marks ? marks(x, y, s) : '');
}

/** The pattern ids of the map's fills: rock's hatching and difficult ground's dots. */
export const ROCK_PATTERN = 'qb-rock';
export const DIFFICULT_PATTERN = 'qb-difficult';

/** The `<defs>` of the map's patterns, for squares of side `s`. */
export function patternDefs(s: number): string {
  const h = s / 3;
  return (
    `<defs><pattern id="${ROCK_PATTERN}" patternUnits="userSpaceOnUse" width="${num(h)}" height="${num(h)}" patternTransform="rotate(45)">` +
    `<rect width="${num(h)}" height="${num(h)}" fill="#f4f4f4"/><line x1="0" y1="0" x2="0" y2="${num(h)}" stroke="#8a8a8a" stroke-width="${num(s * 0.035)}"/></pattern>` +
    `<pattern id="${DIFFICULT_PATTERN}" patternUnits="userSpaceOnUse" width="${num(s / 4)}" height="${num(s / 4)}">` +
    `<circle cx="${num(s / 8)}" cy="${num(s / 8)}" r="${num(s * 0.03)}" fill="#555"/></pattern></defs>`
  );
}
