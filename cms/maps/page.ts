/**
 * The page of a printed quest map: the paper sizes, and the text column, made of lines measured before they are
 * placed (SVG does not wrap text: each line is cut here, by an estimate of the serif face's widths, on the safe side),
 * so the page can be laid out to fit one sheet.
 * @module
 */
import type { Lang } from '../../content/schemas/index.ts';
import { esc } from '../../content/markup.ts';
import { BODY_FACE, INK, num, SERIF, type Draw } from './symbols.ts';

/** The papers a map is printed on, in millimetres (portrait). */
export const PAPERS = {
  a4: { w: 210, h: 297, name: 'A4' },
  letter: { w: 215.9, h: 279.4, name: 'Letter' },
} as const;
/** A paper's id. */
export type Paper = keyof typeof PAPERS;

/** The width of `text` in a serif face of size `size` (mm), estimated a little wide: a line cut by it never spills. */
export function textWidth(text: string, size: number, bold = false): number {
  let em = 0;
  for (const ch of text) {
    if (ch === ' ') em += 0.25;
    else if ("iljtf.,;:!|'’‘()[]".includes(ch)) em += 0.29;
    else if ('mwMW'.includes(ch)) em += 0.82;
    else if (ch >= 'A' && ch <= 'Z') em += 0.67;
    else if (ch >= '0' && ch <= '9') em += 0.5;
    else em += 0.47;
  }
  return em * size * (bold ? 1.08 : 1);
}

/** `text` cut into lines of at most `width` mm at size `size`, at spaces (a word longer than a line is cut). */
export function wrap(text: string, width: number, size: number, bold = false): string[] {
  const lines: string[] = [];
  for (const para of text.split(/\n+/)) {
    let line = '';
    for (let word of para.split(/\s+/).filter(Boolean)) {
      while (textWidth(word, size, bold) > width && word.length > 1) {
        // a word wider than the line: cut it where it fits
        let cut = word.length - 1;
        while (cut > 1 && textWidth(word.slice(0, cut), size, bold) > width) cut--;
        if (line) lines.push(line);
        lines.push(word.slice(0, cut));
        line = '';
        word = word.slice(cut);
      }
      const next = line ? `${line} ${word}` : word;
      if (line && textWidth(next, size, bold) > width) {
        lines.push(line);
        line = word;
      } else line = next;
    }
    if (line) lines.push(line);
  }
  return lines;
}

/** One line of a column: its height, and its markup once placed at `(x, y)` (its top left) in a column `w` wide. */
export interface ColumnLine {
  h: number;
  draw(x: number, y: number, w: number): string;
  /** Inside the framed box of the master's notes. */
  boxed?: boolean;
}

/** The `xml:lang` of a text written in another language than the page's, or nothing. */
const langAttr = (lang: Lang | undefined) => (lang ? ` xml:lang="${lang}"` : '');

/** A text line: `size` mm, optionally bold or italic, indented, in another language (`lang`). */
export function textLine(
  text: string,
  size: number,
  options: { bold?: boolean; italic?: boolean; indent?: number; lang?: Lang; face?: string; gapAbove?: number; boxed?: boolean } = {},
): ColumnLine {
  const above = options.gapAbove ?? 0;
  return {
    h: size * 1.32 + above,
    boxed: options.boxed ?? false,
    draw: (x, y) =>
      `<text x="${num(x + (options.indent ?? 0))}" y="${num(y + above + size)}" font-family="${options.face ?? BODY_FACE}" font-size="${num(size)}"${options.bold ? ' font-weight="700"' : ''}${options.italic ? ' font-style="italic"' : ''} fill="${INK}"${langAttr(options.lang)}>${esc(text)}</text>`,
  };
}

/**
 * `text` wrapped into lines of a column `width` wide ({@link textLine}'s options), after a `bullet` when given: every
 * line is indented past it (by `hang`, or the bullet's width).
 */
export function paragraph(
  text: string,
  width: number,
  size: number,
  options: Parameters<typeof textLine>[2] & { bullet?: string; hang?: number } = {},
): ColumnLine[] {
  const indent = options.indent ?? 0;
  const hang = options.hang ?? (options.bullet ? textWidth(options.bullet, size, options.bold) + size * 0.6 : 0);
  const lines = wrap(text, width - indent - hang, size, options.bold);
  return lines.map((l, i) => {
    const line = textLine(l, size, { ...options, indent: indent + hang, ...(i > 0 ? { gapAbove: 0 } : {}) });
    if (!options.bullet || i > 0) return line;
    return { ...line, draw: (x, y, w) => line.draw(x, y, w) + textLine(options.bullet!, size, { ...options, indent }).draw(x, y, w) };
  });
}

/** A heading of the column: small capitals of the display face over a hairline. */
export function heading(text: string, size: number, boxed = false): ColumnLine {
  const above = size * 0.9;
  return {
    h: size * 1.55 + above,
    boxed,
    draw: (x, y, w) =>
      `<text x="${num(x)}" y="${num(y + above + size)}" font-family="${SERIF}" font-size="${num(size)}" font-weight="700" letter-spacing="${num(size * 0.04)}" fill="${INK}">${esc(text.toUpperCase())}</text>` +
      `<line x1="${num(x)}" y1="${num(y + above + size * 1.35)}" x2="${num(x + w)}" y2="${num(y + above + size * 1.35)}" stroke="${INK}" stroke-width="0.2"/>`,
  };
}

/** An empty line `h` high. */
export const space = (h: number, boxed = false): ColumnLine => ({ h, boxed, draw: () => '' });

/** One entry of the legend: its symbol, and what it means. */
export interface LegendEntry {
  draw: Draw;
  label: string;
  /** The entry's language when not the page's (a creature's name written only in the other language). */
  lang?: Lang;
}

/**
 * The legend as lines of the column: `perRow` entries a line, each a symbol `size` × `size` mm with its label beside
 * it (cut to fit with an ellipsis).
 */
export function legendLines(entries: readonly LegendEntry[], width: number, textSize: number, perRow: number): ColumnLine[] {
  const size = textSize * 1.9;
  const cellW = width / perRow;
  const out: ColumnLine[] = [];
  for (let i = 0; i < entries.length; i += perRow) {
    const row = entries.slice(i, i + perRow);
    out.push({
      h: size + textSize * 0.5,
      draw: (x, y) =>
        row
          .map((e, j) => {
            const ex = x + j * cellW;
            let label = e.label;
            const room = cellW - size - textSize;
            while (label.length > 2 && textWidth(label, textSize) > room) label = `${label.slice(0, -2).trimEnd()}…`;
            return (
              `<g data-legend="">${e.draw(ex, y, size)}` +
              `<text x="${num(ex + size + textSize * 0.5)}" y="${num(y + size / 2)}" font-family="${BODY_FACE}" font-size="${num(textSize)}" fill="${INK}" dominant-baseline="central"${langAttr(e.lang)}>${esc(label)}</text></g>`
            );
          })
          .join(''),
    });
  }
  return out;
}

/** The height of a column's lines. */
export const heightOf = (lines: readonly ColumnLine[]) => lines.reduce((h, l) => h + l.h, 0);

/**
 * The column's lines placed from `(x, y)`, `w` wide, cut at `maxH` (the last line that fits says "…" when some are
 * left out); the boxed lines get their frame.
 */
export function drawColumn(lines: readonly ColumnLine[], x: number, y: number, w: number, maxH = Infinity): string {
  let out = '';
  let at = y;
  let box: { from: number; to: number } | null = null;
  for (const [i, line] of lines.entries()) {
    if (at - y + line.h > maxH) {
      out += textLine('…', 3, {}).draw(x, at - 3, w);
      break;
    }
    if (line.boxed) box = box ? { from: box.from, to: at + line.h } : { from: at, to: at + line.h };
    const pad = line.boxed ? 2.5 : 0;
    out += line.draw(x + pad, at, w - 2 * pad);
    at += line.h;
    if (i === lines.length - 1) break;
  }
  if (box)
    out =
      `<rect x="${num(x)}" y="${num(box.from)}" width="${num(w)}" height="${num(box.to - box.from)}" fill="#f6f3ec" stroke="${INK}" stroke-width="0.5"/>` +
      `<rect x="${num(x + 0.9)}" y="${num(box.from + 0.9)}" width="${num(w - 1.8)}" height="${num(box.to - box.from - 1.8)}" fill="none" stroke="${INK}" stroke-width="0.2"/>` +
      out;
  return out;
}
