/**
 * The map editor's grid (`map-editor.ts`), drawn as SVG: every square in its area's colour (rock hatched, each square a
 * flagstone, difficult terrain striped), the walls between areas, doors and secret doors, objects, start squares, creatures with their tags,
 * NPCs, the rooms' names, the squares a problem concerns outlined, the rectangle being dragged, the squares of a field
 * being picked and the selected square.
 * @module
 */
import { html, nothing, svg, type SVGTemplateResult, type TemplateResult } from 'lit';
import * as palette from '../board/palette.ts';
import type { Doc, Issue } from './api.ts';
import { tagWords, tokenLetters } from './creature-marks.ts';
import { docName } from './doc-list.ts';
import type { Lang } from './i18n.ts';
import { brushChar, charAt, roomName, sizeOf, type Brush, type DraftMission, type Sq } from './map-model.ts';
import { squareOfIssue } from './map-problems.ts';
import { CELL } from './map-grid-geometry.ts';
import { isObjectTool, TOOL_ICON, type ObjectType, type Tool } from './map-tools.ts';
import { iconAt } from './tool-icons.ts';
import { styleProps } from '../style-props.ts';

/** A start marker's centre from its square's top, and its radius: low in the square, under a room's label. */
const START_CY = 17.5;
const START_R = 6.5;
/** The largest a square is drawn on a wide screen, in CSS pixels (the grid grows to fill the table up to this). */
const BIG_CELL = 48;

/** A colour number as CSS `#rrggbb`. */
const hex = (n: number) => `#${n.toString(16).padStart(6, '0')}`;

/** The colour of the mission's `index`th room (the board's room colours, in turn). */
export function roomColor(index: number): string {
  return hex(palette.ROOMS[index % palette.ROOMS.length]!);
}

/** A rectangle being dragged: its pointer, its first corner and its current one. */
export type RectDrag = { pointer: number; from: Sq; to: Sq };

/** What the grid shows besides the mission, and the pointer handlers it calls. */
export type GridInput = {
  mission: DraftMission;
  /** The stored creature kinds (their colours and names on the tokens). */
  creatures: readonly Doc[];
  lang: Lang;
  problems: readonly Issue[];
  selected: Sq | null;
  /** The rectangle being dragged, and the brush it paints with. */
  rectDrag: RectDrag | null;
  brush: Brush | null;
  /** The squares of the field being picked. */
  picked: readonly [number, number][];
  onPointerDown: (e: PointerEvent) => void;
  onPointerMove: (e: PointerEvent) => void;
  onPointerUp: (e: PointerEvent) => void;
  onPointerCancel: (e: PointerEvent) => void;
};

/**
 * The grid's materials: rock hatched as on a drawn dungeon map, and every square a flagstone (a light upper-left
 * edge, a dark lower-right one) laid over the room's colour.
 */
function renderGridDefs(): SVGTemplateResult {
  return svg`<defs>
    <pattern id="qb-rock" width="8" height="8" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
      <rect width="8" height="8" fill=${hex(palette.ROCK)}></rect>
      <line x1="0" y1="0" x2="0" y2="8" stroke="#ffffff14" stroke-width="2"></line>
    </pattern>
    <pattern id="qb-difficult" width="7" height="7" patternUnits="userSpaceOnUse" patternTransform="rotate(-45)">
      <line x1="0" y1="0" x2="0" y2="7" stroke="#3a2a12a6" stroke-width="2.5"></line>
    </pattern>
    <pattern id="qb-tiles" width=${CELL} height=${CELL} patternUnits="userSpaceOnUse">
      <path d=${`M0.5 ${CELL - 0.5}V0.5H${CELL - 0.5}`} fill="none" stroke="#ffffff26" stroke-width="1"></path>
      <path d=${`M${CELL - 1} 1V${CELL - 1}H1`} fill="none" stroke="#00000026" stroke-width="1.5"></path>
    </pattern>
  </defs>`;
}

/** The rectangle being dragged: the squares it will paint, tinted in the brush's colour and outlined. */
function renderRectPreview(drag: RectDrag | null, brush: Brush | null, fill: (c: string) => string): SVGTemplateResult | typeof nothing {
  if (!drag || !brush) return nothing;
  const x0 = Math.min(drag.from[0], drag.to[0]);
  const y0 = Math.min(drag.from[1], drag.to[1]);
  const w = Math.abs(drag.from[0] - drag.to[0]) + 1;
  const h = Math.abs(drag.from[1] - drag.to[1]) + 1;
  return svg`<rect data-role="rect-preview" data-from=${drag.from.join(',')} data-to=${drag.to.join(',')} pointer-events="none" x=${x0 * CELL} y=${y0 * CELL} width=${w * CELL} height=${h * CELL} fill=${fill(brushChar(brush))} fill-opacity="0.6" stroke="#4dd2ff" stroke-width="2" stroke-dasharray="5 3"></rect>`;
}

/** The highlight of the squares the field being picked holds. */
function renderPicked(picked: readonly [number, number][]): SVGTemplateResult[] {
  return picked.map(
    ([x, y]) =>
      svg`<rect pointer-events="none" data-picked=${`${x},${y}`} x=${x * CELL + 2} y=${y * CELL + 2} width=${CELL - 4} height=${CELL - 4} rx="3" fill="#ffd34d55" stroke="#ffd34d" stroke-width="3"></rect>`,
  );
}

/** The squares a problem concerns: a thing's square, a door's, a room's every square; as `x,y`. */
function problemSquares(m: DraftMission, problems: readonly Issue[]): Set<string> {
  const marked = new Set<string>();
  for (const p of problems) {
    const sq = squareOfIssue(m, p.path);
    if (sq) marked.add(`${sq[0]},${sq[1]}`);
    const room = /^map\.rooms\[(\d+)\]/.exec(p.path);
    if (room) {
      const r = m.map.rooms[Number(room[1])];
      if (r) m.map.rows.forEach((row, y) => [...row].forEach((c, x) => c === r.char && marked.add(`${x},${y}`)));
    }
  }
  return marked;
}

/** The grid of `input.mission`, as the map editor shows it. */
export function renderGrid(input: GridInput): TemplateResult {
  const { mission: m, lang, problems } = input;
  const { width, height } = sizeOf(m);
  const roomIndex = new Map(m.map.rooms.map((r, i) => [r.char, i]));
  const fill = (c: string) => (c === '#' ? hex(palette.ROCK) : c === '.' ? hex(palette.CORRIDOR) : roomIndex.has(c) ? roomColor(roomIndex.get(c)!) : '#ff00ff');
  const cells: SVGTemplateResult[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = charAt(m, x, y);
      cells.push(
        svg`<rect data-cell=${`${x},${y}`} data-x=${x} data-y=${y} x=${x * CELL} y=${y * CELL} width=${CELL} height=${CELL} fill=${c === '#' ? 'url(#qb-rock)' : fill(c)} stroke="#00000033" stroke-width="1"></rect>`,
      );
    }
  }
  // walls between different areas
  const walls: SVGTemplateResult[] = [];
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const c = charAt(m, x, y);
      const right = charAt(m, x + 1, y);
      const down = charAt(m, x, y + 1);
      if (x + 1 < width && c !== right && !(c === '#' && right === '#'))
        walls.push(svg`<line x1=${(x + 1) * CELL} y1=${y * CELL} x2=${(x + 1) * CELL} y2=${(y + 1) * CELL} stroke="#1b1720" stroke-width="3"></line>`);
      if (y + 1 < height && c !== down && !(c === '#' && down === '#'))
        walls.push(svg`<line x1=${x * CELL} y1=${(y + 1) * CELL} x2=${(x + 1) * CELL} y2=${(y + 1) * CELL} stroke="#1b1720" stroke-width="3"></line>`);
    }
  }
  // room labels on each room's first square
  const labels: SVGTemplateResult[] = [];
  m.map.rooms.forEach((r) => {
    const y = m.map.rows.findIndex((row) => row.includes(r.char));
    if (y < 0) return;
    const x = m.map.rows[y]!.indexOf(r.char);
    // along the top of the square, above the start markers (which sit low in their squares), on a dark halo
    labels.push(
      svg`<text x=${x * CELL + 3} y=${y * CELL + 8.5} font-size="8" fill="#ffffffdd" stroke="#000000aa" stroke-width="2" paint-order="stroke" pointer-events="none" data-room=${r.id}>${r.char} ${roomName(r, lang)}</text>`,
    );
  });
  const badPaths = new Set(problems.map((p) => p.path));
  const doors = m.map.doors.map((d, i) => {
    const [[ax, ay], [bx, by]] = d.between;
    const bad = [...badPaths].some((p) => p.startsWith(`map.doors[${i}]`));
    const color = bad ? '#ff3b30' : d.secret ? '#b46cff' : hex(palette.DOOR_ACTIONABLE);
    const dash = d.secret ? '4 3' : '';
    if (ay === by) {
      const ex = Math.max(ax, bx) * CELL;
      return svg`<line data-door=${i} x1=${ex} y1=${ay * CELL + 4} x2=${ex} y2=${(ay + 1) * CELL - 4} stroke=${color} stroke-width="6" stroke-dasharray=${dash} stroke-linecap="round"></line>`;
    }
    const ey = Math.max(ay, by) * CELL;
    return svg`<line data-door=${i} x1=${ax * CELL + 4} y1=${ey} x2=${(ax + 1) * CELL - 4} y2=${ey} stroke=${color} stroke-width="6" stroke-dasharray=${dash} stroke-linecap="round"></line>`;
  });
  const mid = (v: number) => v * CELL + CELL / 2;
  const starts = m.start.map(
    // low in the square, clear of a room's label along its top
    ([x, y], i) =>
      svg`<g pointer-events="none" data-start=${i}><circle cx=${mid(x)} cy=${y * CELL + START_CY} r=${START_R} fill="#2f9e5b" stroke="#fff" stroke-width="1.5"></circle><text x=${mid(x)} y=${y * CELL + START_CY + 3} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${i + 1}</text></g>`,
  );
  const monsters = m.monsters.map((o) => {
    const kind = input.creatures.find((c) => c.id === o.kind) as (Doc & { color?: string }) | undefined;
    // the token's letters from the creature's name in the reader's language, its tag in words (not the ids)
    const letters = tokenLetters(kind ? docName(kind, lang) : '', o.kind);
    return svg`<g pointer-events="none" data-token=${`${o.x},${o.y}`}><circle cx=${mid(o.x)} cy=${mid(o.y)} r="9" fill=${kind?.color ?? '#b23a2e'} stroke="#000" stroke-width="1"></circle><text data-role="letters" x=${mid(o.x)} y=${mid(o.y) + 3.5} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${letters}</text>${o.tag ? svg`<text data-role="tag" x=${o.x * CELL + CELL - 2} y=${o.y * CELL + 8} font-size="7" text-anchor="end" fill="#ffd34d">${tagWords(o.tag, lang)}</text>` : nothing}</g>`;
  });
  const npcs = m.npcs.map(
    (o) =>
      svg`<g pointer-events="none"><rect x=${o.x * CELL + 5} y=${o.y * CELL + 5} width=${CELL - 10} height=${CELL - 10} rx="4" fill="#3b6fb6" stroke="#fff" stroke-width="1"></rect><text x=${mid(o.x)} y=${mid(o.y) + 3.5} font-size="9" text-anchor="middle" fill="#fff" font-weight="700">${(o.name || '?').slice(0, 1)}</text></g>`,
  );
  // each object its tool's picture in the square's lower right corner (dimmed when hidden)
  const objects = m.objects.map((o) => {
    const icon = isObjectTool(o.type as Tool) ? TOOL_ICON[o.type as ObjectType] : null;
    return icon
      ? svg`<g pointer-events="none" data-object=${`${o.x},${o.y}`} data-type=${o.type} opacity=${o.hidden ? 0.6 : 1}><rect x=${o.x * CELL + CELL - 14} y=${o.y * CELL + CELL - 14} width="13" height="13" rx="3" fill="#1b1610cc"></rect>${iconAt(icon, o.x * CELL + CELL - 13, o.y * CELL + CELL - 13, 11, '#ffd98a')}</g>`
      : nothing;
  });
  const bad = [...problemSquares(m, problems)].map((k) => {
    const [x, y] = k.split(',').map(Number) as [number, number];
    return svg`<rect pointer-events="none" data-bad=${k} x=${x * CELL + 1.5} y=${y * CELL + 1.5} width=${CELL - 3} height=${CELL - 3} fill="none" stroke="#ff3b30" stroke-width="2" stroke-dasharray="3 2"></rect>`;
  });
  // difficult terrain hatched over its floor
  const difficult = (m.map.difficult ?? []).map(
    (d) =>
      svg`<rect pointer-events="none" data-difficult=${d.at.join(',')} x=${d.at[0] * CELL} y=${d.at[1] * CELL} width=${CELL} height=${CELL} fill="url(#qb-difficult)"></rect>`,
  );
  const sel = input.selected;
  return html`<svg
    data-role="grid"
    style=${styleProps({ 'max-width': `min(${width * BIG_CELL}px, calc((100vh - 17rem) * ${(width / height).toFixed(4)}))` })}
    width=${width * CELL}
    height=${height * CELL}
    viewBox=${`0 0 ${width * CELL} ${height * CELL}`}
    @pointerdown=${input.onPointerDown}
    @pointermove=${input.onPointerMove}
    @pointerup=${input.onPointerUp}
    @pointercancel=${input.onPointerCancel}
  >
    ${renderGridDefs()}${cells}<rect pointer-events="none" width=${width * CELL} height=${height * CELL} fill="url(#qb-tiles)"></rect>${difficult}${walls}${doors}${objects}${starts}${monsters}${npcs}${labels}${bad}${renderRectPreview(input.rectDrag, input.brush, fill)}${renderPicked(input.picked)}
    ${sel ? svg`<rect pointer-events="none" x=${sel[0] * CELL + 0.5} y=${sel[1] * CELL + 0.5} width=${CELL - 1} height=${CELL - 1} fill="none" stroke="#4dd2ff" stroke-width="2"></rect>` : nothing}
  </svg>`;
}
