/**
 * The demo page's map thumbnails, drawn as SVG from what the server tells anyone: a mission's board from
 * its summary's `plan` (rooms, corridors, the doors but the secret ones, the start squares — no creature, object or
 * trap: the summary has none), an adventure's map from its summary's `map` (its places and routes, laid out as the
 * Archive's editor lays them out: `engine/campaign/map-layout.ts`).
 * @module
 */
import type { AdventureMapShape } from '../content/schemas/adventure.ts';
import type { MissionPlan } from '../content/schemas/mission.ts';
import { mapLayout } from '../engine/campaign/map-layout.ts';
import { CORRIDOR_CHAR, ROCK_CHAR } from '../content/schemas/map-chars.ts';
import { ICONS, ICON_SIZE } from './icons.ts';

const SVG_NS = 'http://www.w3.org/2000/svg';

/** An SVG element with its attributes. */
function svgEl<K extends keyof SVGElementTagNameMap>(tag: K, attrs: Record<string, string | number> = {}): SVGElementTagNameMap[K] {
  const node = document.createElementNS(SVG_NS, tag);
  for (const [k, v] of Object.entries(attrs)) node.setAttribute(k, String(v));
  return node;
}

/** A square's side in the thumbnail's units. */
const CELL = 10;
/** The rooms' floors: worn flagstone tints under torchlight, one per room in turn (as the 1989 board's rooms differ). */
const ROOM_TINTS = ['#8f7a58', '#7c6b5b', '#8a6a4f', '#76765c', '#957f60', '#6f6151'];
/** The corridors' darker stone. */
const CORRIDOR = '#4a4036';
/** The walls' ink. */
const WALL = '#1b1510';
/** The doors' brass. */
const DOOR = '#d9a441';

/** The rooms of `plan`: each room character with the squares it paints, in the order the rows first show them. */
export function planRooms(plan: MissionPlan): Map<string, [number, number][]> {
  const rooms = new Map<string, [number, number][]>();
  plan.rows.forEach((row, y) => {
    [...row].forEach((c, x) => {
      if (c === CORRIDOR_CHAR || c === ROCK_CHAR) return;
      if (!rooms.has(c)) rooms.set(c, []);
      rooms.get(c)!.push([x, y]);
    });
  });
  return rooms;
}

/**
 * A mission's board seen from above, as the heroes know it before they play: each room a `g[data-room]` of its
 * squares, the corridors `g[data-corridor]`, the walls between areas one path, each door of the plan a
 * `rect[data-door="ax,ay,bx,by"]` across its wall (a gap in it), each start square a `circle[data-start]`. `label` is
 * what a screen reader hears (`role="img"`).
 */
export function missionThumbnail(plan: MissionPlan, label: string): SVGSVGElement {
  const height = plan.rows.length;
  const width = Math.max(0, ...plan.rows.map((r) => r.length));
  const svg = svgEl('svg', {
    viewBox: `-2 -2 ${width * CELL + 4} ${height * CELL + 4}`,
    role: 'img',
    'aria-label': label,
    class: 'thumb thumb-mission',
    'data-thumb': 'mission',
  });
  const at = (x: number, y: number) => plan.rows[y]?.[x] ?? ROCK_CHAR;
  // each square a flagstone: its joints a faint line
  const square = (x: number, y: number, fill: string) =>
    svgEl('rect', { x: x * CELL, y: y * CELL, width: CELL, height: CELL, fill, stroke: '#000', 'stroke-opacity': 0.22, 'stroke-width': 0.5 });
  const corridors = svgEl('g', { 'data-corridor': '' });
  plan.rows.forEach((row, y) => [...row].forEach((c, x) => c === CORRIDOR_CHAR && corridors.append(square(x, y, CORRIDOR))));
  svg.append(corridors);
  [...planRooms(plan)].forEach(([char, squares], i) => {
    const room = svgEl('g', { 'data-room': char });
    for (const [x, y] of squares) room.append(square(x, y, ROOM_TINTS[i % ROOM_TINTS.length]!));
    svg.append(room);
  });
  // the walls: every edge between two different areas (rock and the map's border included), but a door's
  const doors = new Set(plan.doors.map(([[ax, ay], [bx, by]]) => (ax < bx || ay < by ? `${ax},${ay},${bx},${by}` : `${bx},${by},${ax},${ay}`)));
  let d = '';
  for (let y = 0; y <= height; y++) {
    for (let x = 0; x <= width; x++) {
      const here = at(x, y);
      const up = at(x, y - 1);
      const left = at(x - 1, y);
      if (here !== up && (here !== ROCK_CHAR || up !== ROCK_CHAR) && !doors.has(`${x},${y - 1},${x},${y}`)) d += `M${x * CELL} ${y * CELL}h${CELL}`;
      if (here !== left && (here !== ROCK_CHAR || left !== ROCK_CHAR) && !doors.has(`${x - 1},${y},${x},${y}`)) d += `M${x * CELL} ${y * CELL}v${CELL}`;
    }
  }
  svg.append(svgEl('path', { d, stroke: WALL, 'stroke-width': 2, 'stroke-linecap': 'square', fill: 'none' }));
  for (const [[ax, ay], [bx, by]] of plan.doors) {
    const vertical = ax !== bx; // a door between two squares side by side stands in a vertical wall
    const cx = ((ax + bx) / 2 + 0.5) * CELL;
    const cy = ((ay + by) / 2 + 0.5) * CELL;
    const [w, h] = vertical ? [3, CELL * 0.7] : [CELL * 0.7, 3];
    svg.append(
      svgEl('rect', {
        x: cx - w / 2,
        y: cy - h / 2,
        width: w,
        height: h,
        rx: 0.8,
        fill: DOOR,
        stroke: WALL,
        'stroke-width': 0.6,
        'data-door': `${ax},${ay},${bx},${by}`,
      }),
    );
  }
  for (const [x, y] of plan.start)
    svg.append(
      svgEl('circle', {
        cx: (x + 0.5) * CELL,
        cy: (y + 0.5) * CELL,
        r: CELL * 0.28,
        fill: '#f3d58a',
        stroke: WALL,
        'stroke-width': 0.8,
        'data-start': `${x},${y}`,
      }),
    );
  return svg;
}

/**
 * An adventure's map as a parchment sketch: the town (a village), a road from it to the first place, each place a
 * `circle[data-place]` and each route a `path[data-route]` between them, laid out as the Archive draws the
 * adventure. `label` is what a screen reader hears (`role="img"`).
 */
export function adventureThumbnail(shape: AdventureMapShape, label: string): SVGSVGElement {
  const locations = shape.places.map((p, i) => ({ id: String(i), routes: p.routes.map(String), ...(p.layout ? { layout: p.layout } : {}) }));
  const layout = mapLayout({ start: String(shape.start), locations, town: { name: { it: 'town', en: 'town' } } });
  // the sketch framed to what it draws (the layout leaves room for labels, which a thumbnail has not)
  const points = [layout.town, ...layout.at.values()];
  const pad = 7;
  const left = Math.min(...points.map((p) => p.x)) - pad;
  const right = Math.max(...points.map((p) => p.x)) + pad;
  const top = Math.min(...points.map((p) => p.y)) - pad;
  const bottom = Math.max(...points.map((p) => p.y)) + pad;
  // no flatter than 5 to 2: a single row of places still reads as a map
  const height = Math.max(bottom - top, (right - left) * 0.4);
  const y0 = (top + bottom) / 2 - height / 2;
  const width = right - left;
  const svg = svgEl('svg', {
    viewBox: `${left} ${y0} ${width} ${height}`,
    role: 'img',
    'aria-label': label,
    class: 'thumb thumb-adventure',
    'data-thumb': 'adventure',
  });
  svg.append(svgEl('rect', { x: left, y: y0, width, height, rx: 3, fill: '#d8c298' }));
  svg.append(
    svgEl('rect', {
      x: left + 1.5,
      y: y0 + 1.5,
      width: width - 3,
      height: height - 3,
      rx: 2.4,
      fill: 'none',
      stroke: '#8a6a3c',
      'stroke-width': 0.6,
      'stroke-dasharray': '2 1.2',
    }),
  );
  const point = (i: number) => layout.at.get(String(i));
  const road = (a: { x: number; y: number }, b: { x: number; y: number }, attrs: Record<string, string | number>) => {
    // a gentle bend, as a road drawn by hand
    const mx = (a.x + b.x) / 2 + (b.y - a.y) * 0.12;
    const my = (a.y + b.y) / 2 - (b.x - a.x) * 0.12;
    return svgEl('path', {
      d: `M${a.x} ${a.y}Q${mx} ${my} ${b.x} ${b.y}`,
      fill: 'none',
      stroke: '#6b4a2b',
      'stroke-width': 1.1,
      'stroke-dasharray': '2.4 1.6',
      'stroke-linecap': 'round',
      ...attrs,
    });
  };
  const first = point(shape.start);
  if (first) svg.append(road(layout.town, first, { 'data-route': 'town' }));
  shape.places.forEach((p, i) => {
    const from = point(i);
    for (const to of p.routes) {
      const there = point(to);
      if (from && there) svg.append(road(from, there, { 'data-route': `${i}-${to}` }));
    }
  });
  const town = svgEl('svg', {
    x: layout.town.x - 6,
    y: layout.town.y - 6,
    width: 12,
    height: 12,
    viewBox: `0 0 ${ICON_SIZE} ${ICON_SIZE}`,
    color: '#5a3b1c',
    'data-town': '',
  });
  town.innerHTML = ICONS.village;
  svg.append(town);
  shape.places.forEach((_p, i) => {
    const at = point(i);
    if (!at) return;
    svg.append(
      svgEl('circle', {
        cx: at.x,
        cy: at.y,
        r: i === shape.start ? 3.4 : 2.8,
        fill: '#8c2f1f',
        stroke: '#f1e2bf',
        'stroke-width': 0.9,
        'data-place': String(i),
      }),
    );
  });
  return svg;
}
