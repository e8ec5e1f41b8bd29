/**
 * A mission's printed quest map (issue 39): one sheet of A4 or Letter in the style of a classic quest map, as an SVG
 * document — the quest's title large, the board (cms/maps/board.ts) with its symbols, and beside or under it the
 * story, the objective (cms/maps/objective.ts), the legend keyed to the symbols on this sheet and, on the master's
 * copy, a framed box with the notes for the master, the wandering monster and the numbered squares. Portrait or
 * landscape, whichever gives the board the larger squares; the texts shrink (to 70%) before the board gets too small,
 * so everything fits one page. docs/quest-maps.md.
 * @module
 */
import type { Lang } from '../../content/schemas/index.ts';
import { readText, textIn } from '../../content/text.ts';
import type { GameState } from '../../engine/index.ts';
import { boardContent, type BoardContent, boardView, type Copy, drawBoard } from './board.ts';
import { printedObjective } from './objective.ts';
import { type ColumnLine, drawColumn, heading, heightOf, legendLines, paragraph, PAPERS, type Paper, space, textLine, textWidth, wrap } from './page.ts';
import { esc } from '../../content/markup.ts';
import { INK, num, PAPER, SERIF, BODY_FACE } from './symbols.ts';
import { mapWord } from './words.ts';

export type { Copy } from './board.ts';
export type { Paper } from './page.ts';

/** How a map is printed: the reader's language, the paper and the copy. */
export interface QuestMapOptions {
  lang: Lang;
  paper: Paper;
  copy: Copy;
  /** The mission's difficulty (1 to 5), printed under the title when rated. */
  difficulty?: number;
}

/** The margin left around the sheet for the printer, in mm. */
const MARGIN = 12;
/** The gap between the page's parts, in mm. */
const GAP = 6;
/** The largest square printed, in mm (a small board is not blown up past a table's tiles). */
const MAX_CELL = 15;
/** The smallest square before the texts are made smaller, in mm. */
const MIN_CELL = 6.5;
/** The body text's size at full scale, in mm (about 9 pt). */
const BODY = 3.15;

/** The page's parts laid out on a sheet: where the board goes and at what size, and the text columns. */
interface Layout {
  landscape: boolean;
  w: number;
  h: number;
  scale: number;
  cell: number;
  board: { x: number; y: number };
  header: ColumnLine[];
  columns: { x: number; y: number; w: number; h: number; lines: ColumnLine[] }[];
}

/**
 * The printed quest map of the game `state` (as `createGame` makes it: the lobby, nothing moved yet) as an SVG
 * document: `width`/`height` the paper's in mm, one mm a unit of its `viewBox`. Every placed symbol is a
 * `<g data-kind data-id data-x data-y>` (cms/maps/board.ts).
 */
export function questMapSvg(state: GameState, options: QuestMapOptions): string {
  const { lang, copy } = options;
  const content = boardContent(state, lang, copy);
  const paper = PAPERS[options.paper];
  // the orientation is the master's copy's, so both copies of a quest lie the same way on the table: portrait unless
  // landscape gives the board clearly larger squares
  const orient = (o: QuestMapOptions, c: BoardContent) =>
    [false, true].map((landscape) => fit(state, o, c, landscape ? paper.h : paper.w, landscape ? paper.w : paper.h, landscape));
  const measured = copy === 'master' ? orient(options, content) : orient({ ...options, copy: 'master' }, boardContent(state, lang, 'master'));
  const landscape = measured[1]!.cell > measured[0]!.cell * 1.08;
  const layout =
    copy === 'master' ? measured[landscape ? 1 : 0]! : fit(state, options, content, landscape ? paper.h : paper.w, landscape ? paper.w : paper.h, landscape);
  const { w, h, cell } = layout;
  let body = drawColumn(layout.header, MARGIN, MARGIN, w - 2 * MARGIN);
  body += drawBoard(state, content.pieces, layout.board.x, layout.board.y, cell);
  for (const c of layout.columns) body += drawColumn(c.lines, c.x, c.y, c.w, c.h);
  const footer = mapWord(lang, 'footer', { copy: mapWord(lang, copy === 'master' ? 'masterCopy' : 'playersCopy'), paper: paper.name });
  body += `<text x="${num(w - MARGIN)}" y="${num(h - MARGIN / 2)}" font-family="${BODY_FACE}" font-size="2.4" fill="#555" text-anchor="end">${esc(footer)}</text>`;
  const title = textIn(state.setup.mission.name, lang, state.setup.mission.id);
  return (
    `<?xml version="1.0" encoding="UTF-8"?>\n` +
    `<svg xmlns="http://www.w3.org/2000/svg" width="${num(w)}mm" height="${num(h)}mm" viewBox="0 0 ${num(w)} ${num(h)}" xml:lang="${lang}" ` +
    `data-mission="${esc(state.setup.mission.id)}" data-copy="${copy}" data-paper="${options.paper}" data-orientation="${layout.landscape ? 'landscape' : 'portrait'}">` +
    `<title>${esc(title)}</title>` +
    `<rect width="${num(w)}" height="${num(h)}" fill="${PAPER}"/>${body}</svg>\n`
  );
}

/**
 * The layout of one orientation: the largest text scale (1 down to 0.7) at which the board's squares are at least
 * {@link MIN_CELL} mm, else the smallest scale with whatever squares are left.
 */
function fit(state: GameState, options: QuestMapOptions, content: BoardContent, w: number, h: number, landscape: boolean): Layout {
  let best: Layout | undefined;
  for (let scale = 1; scale >= 0.695; scale -= 0.05) {
    const layout = landscape ? layoutLandscape(state, options, content, w, h, scale) : layoutPortrait(state, options, content, w, h, scale);
    if (layout.cell >= MIN_CELL) return layout;
    if (!best || layout.cell > best.cell) best = layout;
  }
  return best!;
}

/** Portrait: the title, the board across the sheet, and under it two columns (the story and objective; the legend and the master's box). */
function layoutPortrait(state: GameState, options: QuestMapOptions, content: BoardContent, w: number, h: number, scale: number): Layout {
  const inner = w - 2 * MARGIN;
  const header = headerLines(state, options, inner, scale);
  const colW = (inner - GAP) / 2;
  const left = [...storyLines(state, options, colW, scale), ...objectiveLines(state, options, colW, scale)];
  const right = [...legendBlock(options, content, colW, scale, 2), ...masterLines(state, options, content, colW, scale)];
  const colH = Math.max(heightOf(left), heightOf(right));
  const top = MARGIN + heightOf(header) + GAP / 2;
  const slotH = h - MARGIN - top - GAP - colH;
  const { w: bw, h: bh } = boardView(state);
  const cell = squareSide(Math.min(inner / bw, slotH / bh));
  // what the board leaves of its slot goes first between the parts (up to 8 mm each), the rest under the texts
  const spare = Math.min(8, Math.max(0, slotH - cell * bh) / 3);
  const boardY = round(top + spare);
  const colY = boardY + cell * bh + GAP + spare;
  const colMax = h - MARGIN - colY;
  return {
    landscape: false,
    w,
    h,
    scale,
    cell,
    board: { x: round(MARGIN + (inner - cell * bw) / 2), y: boardY },
    header,
    columns: [
      { x: MARGIN, y: colY, w: colW, h: colMax, lines: left },
      { x: MARGIN + colW + GAP, y: colY, w: colW, h: colMax, lines: right },
    ],
  };
}

/** Landscape: the title across, the board on the left, one column on the right with every text. */
function layoutLandscape(state: GameState, options: QuestMapOptions, content: BoardContent, w: number, h: number, scale: number): Layout {
  const inner = w - 2 * MARGIN;
  const header = headerLines(state, options, inner, scale);
  const colW = Math.min(95, inner * 0.34);
  const lines = [
    ...storyLines(state, options, colW, scale),
    ...objectiveLines(state, options, colW, scale),
    ...legendBlock(options, content, colW, scale, 2),
    ...masterLines(state, options, content, colW, scale),
  ];
  const top = MARGIN + heightOf(header) + GAP / 2;
  const slotW = inner - colW - GAP;
  const slotH = h - MARGIN - top;
  const { w: bw, h: bh } = boardView(state);
  // a column taller than the sheet does not fit at this scale: its board counts as too small
  const cell = heightOf(lines) > slotH ? 0 : squareSide(Math.min(slotW / bw, slotH / bh));
  return {
    landscape: true,
    w,
    h,
    scale,
    cell,
    board: { x: round(MARGIN + (slotW - cell * bw) / 2), y: round(top + Math.max(0, (slotH - cell * bh) / 2)) },
    header,
    columns: [{ x: MARGIN + slotW + GAP, y: top - GAP / 2, w: colW, h: slotH + GAP / 2, lines }],
  };
}

/**
 * A square's side for `room` mm a square: at most {@link MAX_CELL}, at least 1, and a multiple of 0.02 mm, so every
 * square's corner (the board's corner plus whole and half squares) is written exactly with two decimals.
 */
const squareSide = (room: number) => Math.max(1, Math.floor(Math.min(MAX_CELL, room) * 50) / 50);
/** `v` to two decimals. */
const round = (v: number) => Math.round(v * 100) / 100;

/** The title (large, in the display face) and the line under it: the copy, the heroes, the difficulty, the rules. */
function headerLines(state: GameState, { lang, copy, difficulty }: QuestMapOptions, width: number, scale: number): ColumnLine[] {
  const { mission, start, ruleset } = state.setup;
  const name = readText(mission.name, lang) ?? { text: mission.id, lang };
  const size = 10 * Math.max(0.8, scale);
  const titleLines = wrap(name.text, width, size, true).map((l) =>
    textLine(l, size, { bold: true, face: SERIF, ...(name.lang !== lang ? { lang: name.lang } : {}) }),
  );
  const facts = [
    mapWord(lang, copy === 'master' ? 'masterCopy' : 'playersCopy'),
    start.length === 1 ? mapWord(lang, 'hero') : mapWord(lang, 'heroes', { n: start.length }),
    ...(difficulty !== undefined ? [mapWord(lang, 'difficulty', { n: difficulty })] : []),
    mapWord(lang, 'playedBy', { name: textIn(ruleset.name, lang, ruleset.id) }),
  ].join(' · ');
  const rule: ColumnLine = {
    h: 2.2,
    draw: (x, y, w) =>
      `<line x1="${num(x)}" y1="${num(y + 0.6)}" x2="${num(x + w)}" y2="${num(y + 0.6)}" stroke="${INK}" stroke-width="0.7"/>` +
      `<line x1="${num(x)}" y1="${num(y + 1.6)}" x2="${num(x + w)}" y2="${num(y + 1.6)}" stroke="${INK}" stroke-width="0.2"/>`,
  };
  return [...titleLines, textLine(facts, BODY * scale, { italic: true }), rule];
}

/** The story: the mission's description. */
function storyLines(state: GameState, { lang }: QuestMapOptions, width: number, scale: number): ColumnLine[] {
  const story = readText(state.setup.mission.description, lang);
  if (!story) return [];
  const size = BODY * scale;
  return [heading(mapWord(lang, 'story'), size * 1.15), ...paragraph(story.text, width, size, story.lang !== lang ? { lang: story.lang } : {})];
}

/** The objective: how the heroes win and lose, as far as the copy may tell. */
function objectiveLines(state: GameState, { lang, copy }: QuestMapOptions, width: number, scale: number): ColumnLine[] {
  const size = BODY * scale;
  const o = printedObjective(state, lang, copy === 'master');
  const side = (s: { heading: string; lines: string[] }) => [
    ...paragraph(s.heading, width, size, { bold: true, gapAbove: size * 0.4 }),
    ...s.lines.flatMap((l) => paragraph(l, width, size, { bullet: '•', indent: size * 0.3 })),
  ];
  return [heading(mapWord(lang, 'objective'), size * 1.15), ...side(o.win), ...side(o.lose)];
}

/** The legend of the symbols on this sheet, `perRow` a line. */
function legendBlock({ lang }: QuestMapOptions, content: BoardContent, width: number, scale: number, perRow: number): ColumnLine[] {
  const size = BODY * scale * 0.92;
  return [heading(mapWord(lang, 'legend'), BODY * scale * 1.15), space(size * 0.4), ...legendLines(content.legend, width, size, perRow)];
}

/**
 * The master's box (master's copy): the wandering monster, the notes for the master and the numbered squares; on
 * the players' copy, a line saying what it leaves out.
 */
function masterLines(state: GameState, { lang, copy }: QuestMapOptions, content: BoardContent, width: number, scale: number): ColumnLine[] {
  const size = BODY * scale * 0.95;
  if (copy === 'players') return [space(size), ...paragraph(mapWord(lang, 'playersHint'), width, size, { italic: true })];
  const { mission, creatures } = state.setup;
  const inner = width - 5;
  const lines: ColumnLine[] = [];
  if (mission.wanderingMonster) {
    const kind = creatures.find((c) => c.id === mission.wanderingMonster);
    const name = readText(kind?.name, lang) ?? { text: mission.wanderingMonster, lang };
    lines.push(...paragraph(`${mapWord(lang, 'wandering')}: ${name.text}`, inner, size, { bold: true, boxed: true, gapAbove: size * 0.3 }));
  }
  if (mission.notes.length) {
    lines.push(...paragraph(mapWord(lang, 'notes'), inner, size, { bold: true, boxed: true, gapAbove: size * 0.3 }));
    for (const n of mission.notes) lines.push(...paragraph(n, inner, size, { bullet: '•', boxed: true }));
  }
  if (content.keyed.length) {
    lines.push(...paragraph(mapWord(lang, 'keyed'), inner, size, { bold: true, boxed: true, gapAbove: size * 0.3 }));
    const hang = textWidth(`${content.keyed.length}.`, size) + size * 0.6;
    for (const k of content.keyed)
      lines.push(
        ...paragraph(k.text ? `${k.name}: ${k.text}` : k.name, inner, size, { bullet: `${k.key}.`, hang, boxed: true, ...(k.lang ? { lang: k.lang } : {}) }),
      );
  }
  if (!lines.length) return [];
  return [heading(mapWord(lang, 'master'), BODY * scale * 1.15), space(1.5), space(1.5, true), ...lines, space(2, true)];
}
