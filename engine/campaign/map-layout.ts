/**
 * Where an adventure's map draws its town and locations: shared by the Archive's adventure
 * editor (components/archive/adventure-editor.ts), which draws the adventure as a node map, and the player's view
 * (`view.ts`'s `layout`), which the campaign's drawn map places its locations by. A location is drawn at its
 * `layout` (percent of the map's width and height) when the author placed it; the others are laid out by their
 * routes, row under row, so that no two labels overlap. Map units: the map is 100 wide and {@link MapLayout.height}
 * high.
 * @module
 */

/** The map's width in map units (a location's `layout` is in percent of the map's width and height). */
export const MAP_W = 100;
/** The map's least height in map units (it grows with the rows the automatic layout needs). */
const MIN_H = 60;
/** About how wide a label's letter is, in map units (labels are 2.2 units high: a generous average). */
const CHAR_W = 1.25;
/** The height one location takes on the map: its circle (radius up to 3.6) and its label under it, with a gap. */
const SLOT_H = 11;
/** From a slot's top to its circle's centre. */
const SLOT_Y = 4;
/** At most this many locations of one step from the start are stacked in one column (more: the next columns). */
const STACK = 3;

/** A point on the map, in map units. */
export type MapPoint = { x: number; y: number };

/** A name in both languages, as far as a draft has it. */
type Names = { it?: string; en?: string } | undefined;

/** What the layout reads of an adventure (a draft in the editor may lack any of it). */
export interface LayoutAdventure {
  start?: unknown;
  town?: unknown;
  locations?: unknown;
}

/** What the layout reads of a location. */
interface LayoutLocation {
  id: string;
  name?: Names;
  routes?: string[];
  layout?: { x: number; y: number };
}

/** Where the map draws an adventure: its height, the town and each location, in map units. */
export interface MapLayout {
  /** The map's height (its width is {@link MAP_W}). */
  height: number;
  /** Where the town is drawn, and its label's width. */
  town: MapPoint & { labelW: number };
  /** Where each location is drawn, by id. */
  at: Map<string, MapPoint>;
  /** Each location's label width, by id. */
  labelW: Map<string, number>;
}

/** How wide a label of `name` is drawn, in map units, in whichever language is the longer (`fallback` for a missing name). */
export function labelWidth(name: Names, fallback: string): number {
  const longest = Math.max(name?.it?.length || fallback.length, name?.en?.length || fallback.length);
  return longest * CHAR_W + 2;
}

/** The box a location drawn at `p` takes — its circle and its label under it — in map units. */
export function locationBox(p: MapPoint, labelW: number): { left: number; right: number; top: number; bottom: number } {
  const half = Math.max(labelW / 2, 3.6);
  return { left: p.x - half, right: p.x + half, top: p.y - 3.6, bottom: p.y + 6.6 };
}

const overlaps = (a: ReturnType<typeof locationBox>, b: ReturnType<typeof locationBox>, gap = 0.6) =>
  a.left < b.right + gap && b.left < a.right + gap && a.top < b.bottom + gap && b.top < a.bottom + gap;

/**
 * Where the map draws `adventure` (a ten-location adventure's labels must not overlap): each location at
 * its `layout` when placed; the others by their routes — in steps from the start (the town's road leads there), a
 * column per step (a step of more than {@link STACK} locations takes several), the columns as wide as the longest
 * label and flowing left to right then back right to left, row under row, as a road winds down a page; the
 * locations no route reaches come last. The map grows taller for the rows it needs; the town stands left of the
 * first row, its label clear of the first column. `townFallback`: the town's label when it has no name.
 */
export function mapLayout(adventure: LayoutAdventure | Record<string, unknown>, townFallback = 'Città'): MapLayout {
  const a = adventure as LayoutAdventure;
  const locations = (Array.isArray(a.locations) ? a.locations : []) as LayoutLocation[];
  const byId = new Map(locations.map((l) => [l.id, l]));
  const start = typeof a.start === 'string' ? a.start : '';
  const depth = new Map<string, number>();
  const queue: [string, number][] = byId.has(start) ? [[start, 0]] : [];
  while (queue.length) {
    const [id, d] = queue.shift()!;
    if (depth.has(id)) continue;
    depth.set(id, d);
    for (const r of byId.get(id)?.routes ?? []) if (byId.has(r) && !depth.has(r)) queue.push([r, d + 1]);
  }
  const last = Math.max(-1, ...depth.values()) + 1;
  const steps = new Map<number, string[]>();
  for (const l of locations) {
    const d = depth.get(l.id) ?? last;
    steps.set(d, [...(steps.get(d) ?? []), l.id]);
  }
  // the columns: each step's locations, at most STACK to a column
  const columns: string[][] = [];
  for (const d of [...steps.keys()].sort((a, b) => a - b)) {
    const ids = steps.get(d)!;
    for (let i = 0; i < ids.length; i += STACK) columns.push(ids.slice(i, i + STACK));
  }
  const labelW = new Map(locations.map((l) => [l.id, labelWidth(l.name, l.id)]));
  const townName = ((a.town ?? {}) as { name?: Names }).name;
  const townW = labelWidth(townName, townFallback);
  const town = { x: Math.max(6, townW / 2 + 0.5), y: 0, labelW: townW };
  const left = town.x + Math.max(townW / 2, 3.5) + 1.5;
  const widest = Math.max(16, ...labelW.values());
  const perRow = Math.max(1, Math.floor((MAP_W - left) / widest));
  const pitch = (MAP_W - left) / perRow;
  const at = new Map<string, MapPoint>();
  let top = 1;
  for (let row = 0; row * perRow < columns.length; row++) {
    const inRow = columns.slice(row * perRow, (row + 1) * perRow);
    const tall = Math.max(...inRow.map((c) => c.length));
    inRow.forEach((ids, k) => {
      const col = row % 2 === 0 ? k : perRow - 1 - k;
      const x = left + pitch * (col + 0.5);
      const offset = top + ((tall - ids.length) * SLOT_H) / 2;
      ids.forEach((id, j) => at.set(id, { x, y: offset + j * SLOT_H + SLOT_Y }));
    });
    if (row === 0) town.y = top + (tall * SLOT_H) / 2 - SLOT_H / 2 + SLOT_Y;
    top += tall * SLOT_H + 2;
  }
  if (columns.length === 0) town.y = MIN_H / 2;
  const height = Math.max(MIN_H, top);
  for (const l of locations)
    if (l.layout && typeof l.layout.x === 'number' && typeof l.layout.y === 'number')
      at.set(l.id, { x: (l.layout.x / 100) * MAP_W, y: (l.layout.y / 100) * height });
  return { height, town, at, labelW };
}

/**
 * A free spot for a new location whose label is `labelW` wide on `map`: the first place, row by row from the top,
 * where its circle and label touch no other location's nor the town's; null when the map has none.
 */
export function freeSpot(map: MapLayout, labelW: number): MapPoint | null {
  const taken = [locationBox(map.town, map.town.labelW), ...[...map.at].map(([id, p]) => locationBox(p, map.labelW.get(id) ?? 16))];
  const half = Math.max(labelW / 2, 3.6);
  for (let y = 4.5; y <= map.height - 7; y += 1.5) {
    for (let x = half + 1; x <= MAP_W - half - 1; x += 1.5) {
      const box = locationBox({ x, y }, labelW);
      if (!taken.some((b) => overlaps(box, b))) return { x, y };
    }
  }
  return null;
}
