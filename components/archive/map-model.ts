/**
 * The map editor's model: pure functions over a mission being drawn (which may be invalid at any moment): painting
 * squares, doors on edges, rooms, placing and clearing things, resizing, and a sanitised copy for the preview (the
 * checks the schema cannot make are in `map-problems.ts`). No DOM here.
 * @module
 */
import { CORRIDOR_CHAR, Mission, MissionObject, ROCK_CHAR } from '../../content/schemas/index.ts';
import { SLUG_PATTERN } from '../../content/schemas/issue-codes.ts';
import type { Lang } from './i18n.ts';
import { nameSlug, renameRoomRefs, slugify, uniqueSlug } from './ids.ts';

/** A square `[x, y]`. */
export type Sq = [number, number];

/** The parts of a mission the map editor touches; anything else is carried along untouched. */
export interface DraftMission {
  id?: string;
  map: {
    rows: string[];
    rooms: { id: string; char: string; name?: { it?: string; en?: string } }[];
    doors: { between: [Sq, Sq]; secret?: boolean }[];
    difficult?: { at: Sq; multiplier?: number }[];
  };
  start: Sq[];
  monsters: { kind: string; x: number; y: number; tag?: string }[];
  npcs: { name: string; x: number; y: number; body: number; move: number; def: number; moved_by?: 'heroes' | 'master'; title?: { it?: string; en?: string } }[];
  objects: (Omit<MissionObject, 'x' | 'y'> & { x: number; y: number })[];
  [key: string]: unknown;
}

/** What a paint stroke lays down. */
export type Brush = { kind: 'corridor' } | { kind: 'rock' } | { kind: 'room'; char: string };

/** Characters offered to new rooms, in order. */
const ROOM_CHARS = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';

/** A mission with every list the editor uses present (missing ones become empty). */
export function normalise(m: unknown): DraftMission {
  const d = (m ?? {}) as Partial<DraftMission>;
  const map = (d.map ?? {}) as Partial<DraftMission['map']>;
  return {
    ...d,
    map: {
      rows: Array.isArray(map.rows) && map.rows.length ? map.rows : ['#'],
      rooms: Array.isArray(map.rooms) ? map.rooms : [],
      doors: Array.isArray(map.doors) ? map.doors : [],
      ...(Array.isArray(map.difficult) && map.difficult.length > 0 ? { difficult: map.difficult } : {}),
    },
    start: Array.isArray(d.start) ? d.start : [],
    monsters: Array.isArray(d.monsters) ? d.monsters : [],
    npcs: Array.isArray(d.npcs) ? d.npcs : [],
    objects: Array.isArray(d.objects) ? d.objects : [],
  };
}

/** The map's size. */
export function sizeOf(m: DraftMission): { width: number; height: number } {
  return { width: Math.max(...m.map.rows.map((r) => r.length)), height: m.map.rows.length };
}

/** The character of square `[x, y]` (rock outside the map). */
export function charAt(m: DraftMission, x: number, y: number): string {
  return m.map.rows[y]?.[x] ?? ROCK_CHAR;
}

/** The brush's character. */
export function brushChar(b: Brush): string {
  return b.kind === 'corridor' ? CORRIDOR_CHAR : b.kind === 'rock' ? ROCK_CHAR : b.char;
}

/** Paints one square; the same mission object when nothing changes. */
export function paint(m: DraftMission, x: number, y: number, brush: Brush): DraftMission {
  const c = brushChar(brush);
  if (y < 0 || y >= m.map.rows.length || x < 0 || x >= (m.map.rows[y]?.length ?? 0) || charAt(m, x, y) === c) return m;
  const rows = m.map.rows.slice();
  const row = rows[y]!;
  rows[y] = row.slice(0, x) + c + row.slice(x + 1);
  return offRock({ ...m, map: { ...m.map, rows } });
}

/** `m` without difficult terrain on its rock (painted over it): rock is never difficult terrain. */
function offRock(m: DraftMission): DraftMission {
  const kept = m.map.difficult?.filter((d) => !Array.isArray(d.at) || charAt(m, d.at[0], d.at[1]) !== ROCK_CHAR);
  if (!kept || kept.length === m.map.difficult!.length) return m;
  const { difficult: _gone, ...map } = m.map;
  return { ...m, map: kept.length > 0 ? { ...map, difficult: kept } : map };
}

/**
 * Paints every square of the rectangle with corners `a` and `b` (in either order, both included) in one edit: the
 * rectangle tool's stroke. Corners outside the map are clamped to it; squares past the end of a short row are left
 * alone (as {@link paint} does). Returns the same mission object when nothing changes.
 */
export function paintRect(m: DraftMission, a: Sq, b: Sq, brush: Brush): DraftMission {
  const c = brushChar(brush);
  const { width, height } = sizeOf(m);
  const clampX = (v: number) => Math.max(0, Math.min(width - 1, Math.floor(v)));
  const clampY = (v: number) => Math.max(0, Math.min(height - 1, Math.floor(v)));
  const [x0, x1] = [clampX(Math.min(a[0], b[0])), clampX(Math.max(a[0], b[0]))];
  const [y0, y1] = [clampY(Math.min(a[1], b[1])), clampY(Math.max(a[1], b[1]))];
  let rows: string[] | null = null;
  for (let y = y0; y <= y1; y++) {
    const row = m.map.rows[y]!;
    const end = Math.min(x1 + 1, row.length);
    if (end <= x0) continue;
    const painted = row.slice(0, x0) + c.repeat(end - x0) + row.slice(end);
    if (painted === row) continue;
    rows ??= m.map.rows.slice();
    rows[y] = painted;
  }
  return rows ? offRock({ ...m, map: { ...m.map, rows } }) : m;
}

/** Resizes the map to `width` × `height` (1 to 64), cutting or adding rock on the right and bottom; the same mission when nothing changes. */
export function resize(m: DraftMission, width: number, height: number): DraftMission {
  const w = Math.max(1, Math.min(64, Math.floor(width)));
  const h = Math.max(1, Math.min(64, Math.floor(height)));
  const rows: string[] = [];
  for (let y = 0; y < h; y++) rows.push((m.map.rows[y] ?? '').padEnd(w, ROCK_CHAR).slice(0, w));
  // the size it has already: the same mission (no empty undo step)
  if (rows.length === m.map.rows.length && rows.every((r, y) => r === m.map.rows[y])) return m;
  return { ...m, map: { ...m.map, rows } };
}

/** Whether two doors' edges are the same. */
function sameEdge(a: [Sq, Sq], b: [Sq, Sq]): boolean {
  const [[ax, ay], [bx, by]] = a;
  const [[cx, cy], [dx, dy]] = b;
  return (ax === cx && ay === cy && bx === dx && by === dy) || (ax === dx && ay === dy && bx === cx && by === cy);
}

/** The index of the door on the edge between `a` and `b`, or -1. */
export function doorIndex(m: DraftMission, a: Sq, b: Sq): number {
  return m.map.doors.findIndex((d) => sameEdge(d.between, [a, b]));
}

/**
 * Puts a door (or a secret door) on the edge between two adjacent squares; clicking the same kind of door again
 * takes it away, the other kind turns it into this kind.
 */
export function toggleDoor(m: DraftMission, a: Sq, b: Sq, secret: boolean): DraftMission {
  const i = doorIndex(m, a, b);
  const doors = m.map.doors.slice();
  if (i >= 0) {
    if ((doors[i]!.secret ?? false) === secret) doors.splice(i, 1);
    else doors[i] = secret ? { between: doors[i]!.between, secret: true } : { between: doors[i]!.between };
  } else {
    doors.push(secret ? { between: [a, b], secret: true } : { between: [a, b] });
  }
  return { ...m, map: { ...m.map, doors } };
}

/** The index of the difficult terrain on square `[x, y]`, or -1. */
export function difficultIndex(m: DraftMission, x: number, y: number): number {
  return (m.map.difficult ?? []).findIndex((d) => Array.isArray(d.at) && d.at[0] === x && d.at[1] === y);
}

/**
 * Makes square `[x, y]` difficult terrain (multiplier 2, the schema's default) or, when it is already, plain again
 * (a rock square is left alone);
 * a map left with none has no `difficult` list (as a map stored before terrain).
 */
export function toggleDifficult(m: DraftMission, x: number, y: number): DraftMission {
  // rock cannot be difficult terrain: nothing changes (no empty undo step)
  if (charAt(m, x, y) === ROCK_CHAR && difficultIndex(m, x, y) < 0) return m;
  const i = difficultIndex(m, x, y);
  const difficult = (m.map.difficult ?? []).slice();
  if (i >= 0) difficult.splice(i, 1);
  else difficult.push({ at: [x, y], multiplier: 2 });
  const { difficult: _old, ...map } = m.map;
  return { ...m, map: difficult.length > 0 ? { ...map, difficult } : map };
}

/** A room id from a name or anything typed: a slug (ids.ts {@link slugify}). */
export { slugify };

/**
 * Adds a room named `name` in `lang`, the language the author writes in (only in that one: one language is enough
 * and the other shows in the translate-later list; no name when it is blank) with the first free character
 * and an id made from the name, unique among the rooms (`sala-del-trono`, `sala-del-trono-2`); a name with no letter
 * or digit gives `{fallback}-N`, N the room's number. Returns the mission, the room's char and id.
 */
export function addRoom(m: DraftMission, name: string, fallback = 'stanza', lang: 'it' | 'en' = 'it'): { mission: DraftMission; char: string; id: string } {
  const used = new Set(m.map.rooms.map((r) => r.char));
  const char = [...ROOM_CHARS].find((c) => !used.has(c));
  if (!char) throw new Error('no character left for a new room');
  const text = name.trim();
  const id = uniqueSlug(
    slugify(text) || `${fallback}-${m.map.rooms.length + 1}`,
    m.map.rooms.map((r) => r.id),
  );
  const room: DraftMission['map']['rooms'][number] = text ? { id, char, name: lang === 'it' ? { it: text } : { en: text } } : { id, char };
  return { mission: { ...m, map: { ...m.map, rooms: [...m.map.rooms, room] } }, char, id };
}

/**
 * Gives the room painted with `char` the id `id`. What refers to the room (conditions, events, effects:
 * {@link renameRoomRefs}) follows it, unless another room has the old or the new id (the references could not tell
 * the two apart: the problems list then names them). The same mission when nothing changes.
 */
export function setRoomId(m: DraftMission, char: string, id: string): DraftMission {
  const i = m.map.rooms.findIndex((r) => r.char === char);
  const from = m.map.rooms[i]?.id;
  if (from === undefined || from === id) return m;
  const rooms = m.map.rooms.slice();
  rooms[i] = { ...rooms[i]!, id };
  const renamed = { ...m, map: { ...m.map, rooms } };
  const others = m.map.rooms.filter((_, j) => j !== i).map((r) => r.id);
  return others.includes(from) || others.includes(id) ? renamed : renameRoomRefs(renamed, from, id);
}

/**
 * Sets the `lang` name of the room painted with `char` to `text` (an empty line is left out; a room whose two names are empty has none). With
 * `follow` (its id was made from its name and never typed), the id follows the new name ({@link nameSlug}, unique among
 * the rooms, through {@link setRoomId}); a name with no letter or digit keeps the id it has.
 */
export function nameRoom(m: DraftMission, char: string, lang: 'it' | 'en', text: string, follow: boolean): DraftMission {
  const i = m.map.rooms.findIndex((r) => r.char === char);
  const room = m.map.rooms[i];
  if (!room) return m;
  // one language is enough: an empty line is no text, not an empty string the schema refuses
  const both: { it?: string; en?: string } = { it: room.name?.it ?? '', en: room.name?.en ?? '', [lang]: text };
  const name = Object.fromEntries(Object.entries(both).filter(([, v]) => v)) as { it?: string; en?: string };
  const { name: _old, ...rest } = room;
  const rooms = m.map.rooms.slice();
  rooms[i] = name.it || name.en ? { ...rest, name } : rest;
  const named = { ...m, map: { ...m.map, rooms } };
  const base = follow ? nameSlug(name) : '';
  return base
    ? setRoomId(
        named,
        char,
        uniqueSlug(
          base,
          rooms.filter((_, j) => j !== i).map((r) => r.id),
        ),
      )
    : named;
}

/** Removes a room: its squares become corridor. */
export function removeRoom(m: DraftMission, char: string): DraftMission {
  return {
    ...m,
    map: { ...m.map, rows: m.map.rows.map((r) => r.split(char).join(CORRIDOR_CHAR)), rooms: m.map.rooms.filter((r) => r.char !== char) },
  };
}

/** Something standing on a square, by its list and index. */
export type Thing = { list: 'start' | 'monsters' | 'npcs' | 'objects'; index: number };

/** Everything on square `[x, y]`. */
export function thingsAt(m: DraftMission, x: number, y: number): Thing[] {
  const out: Thing[] = [];
  m.start.forEach(([sx, sy], index) => sx === x && sy === y && out.push({ list: 'start', index }));
  m.monsters.forEach((o, index) => o.x === x && o.y === y && out.push({ list: 'monsters', index }));
  m.npcs.forEach((o, index) => o.x === x && o.y === y && out.push({ list: 'npcs', index }));
  m.objects.forEach((o, index) => o.x === x && o.y === y && out.push({ list: 'objects', index }));
  return out;
}

/** Takes everything off square `[x, y]` (start squares, creatures, NPCs, objects). */
export function clearSquare(m: DraftMission, x: number, y: number): DraftMission {
  const here = (o: { x: number; y: number }) => o.x === x && o.y === y;
  return {
    ...m,
    start: m.start.filter(([sx, sy]) => sx !== x || sy !== y),
    monsters: m.monsters.filter((o) => !here(o)),
    npcs: m.npcs.filter((o) => !here(o)),
    objects: m.objects.filter((o) => !here(o)),
  };
}

/** Adds or removes a start square. */
export function toggleStart(m: DraftMission, x: number, y: number): DraftMission {
  const i = m.start.findIndex(([sx, sy]) => sx === x && sy === y);
  return { ...m, start: i >= 0 ? m.start.filter((_, j) => j !== i) : [...m.start, [x, y]] };
}

/** Puts a creature on a square (replacing a creature there). */
export function placeMonster(m: DraftMission, x: number, y: number, kind: string, tag: string): DraftMission {
  const monsters = m.monsters.filter((o) => o.x !== x || o.y !== y);
  monsters.push(tag ? { kind, x, y, tag } : { kind, x, y });
  return { ...m, monsters };
}

/** Puts an NPC on a square (replacing an NPC there), with a name not yet used. */
export function placeNpc(m: DraftMission, x: number, y: number, wanted: string): DraftMission {
  const npcs = m.npcs.filter((o) => o.x !== x || o.y !== y);
  const names = new Set(npcs.map((n) => n.name));
  const base = wanted.trim() || 'PNG';
  let name = base;
  for (let n = 2; names.has(name); n++) name = `${base} ${n}`;
  npcs.push({ name, x, y, body: 2, move: 4, def: 1, moved_by: 'heroes' });
  return { ...m, npcs };
}

/** Puts an object on a square (replacing an object of the same type there). */
export function placeObject(m: DraftMission, x: number, y: number, object: Omit<DraftMission['objects'][number], 'x' | 'y'>): DraftMission {
  const objects = m.objects.filter((o) => o.x !== x || o.y !== y || o.type !== object.type);
  objects.push({ ...object, x, y } as DraftMission['objects'][number]);
  return { ...m, objects };
}

/** A mission event as the map editor reads it: when it fires (a room, or squares, for the triggers placed on the map). */
type DraftEvent = { when?: { type?: unknown; room?: unknown; cells?: unknown } };

/** The room square `[x, y]` lies in, or undefined (corridor, rock, outside the map). */
export function roomAt(m: DraftMission, x: number, y: number): DraftMission['map']['rooms'][number] | undefined {
  const c = charAt(m, x, y);
  return m.map.rooms.find((r) => r.char === c);
}

/**
 * The indices of the events that concern square `[x, y]`: fired when a hero enters its room or when its room is
 * revealed, or when a hero steps on it (an `enter` trigger's cells).
 */
export function eventsAt(m: DraftMission, x: number, y: number): number[] {
  const room = roomAt(m, x, y)?.id;
  const events = (Array.isArray(m.events) ? m.events : []) as DraftEvent[];
  const out: number[] = [];
  events.forEach((e, i) => {
    const w = e?.when;
    if (!w || typeof w !== 'object') return;
    const inRoom = room !== undefined && (w.type === 'enter' || w.type === 'room_revealed') && w.room === room;
    const onSquare = w.type === 'enter' && Array.isArray(w.cells) && w.cells.some((c) => Array.isArray(c) && c[0] === x && c[1] === y);
    if (inRoom || onSquare) out.push(i);
  });
  return out;
}

/**
 * Adds an event to the mission, fired `when` (no effect yet: the author adds them in its form). Returns the mission
 * and the new event's index.
 */
export function addEvent(
  m: DraftMission,
  when: { type: 'enter'; room: string } | { type: 'enter'; cells: Sq[] } | { type: 'room_revealed'; room: string },
): { mission: DraftMission; index: number } {
  const events = Array.isArray(m.events) ? (m.events as unknown[]) : [];
  return { mission: { ...m, events: [...events, { when, effects: [] }] }, index: events.length };
}

/**
 * What an author calls a room: its name in `lang` (the other language's when that one is blank), its id only when it
 * has no name at all.
 */
export function roomName(r: DraftMission['map']['rooms'][number], lang: Lang): string {
  return r.name?.[lang]?.trim() || r.name?.[lang === 'it' ? 'en' : 'it']?.trim() || r.id;
}

/**
 * A copy of the draft the game engine accepts for the preview: rows made even, unknown characters turned to rock,
 * rooms and doors that make no sense left out, pieces on rock or shared squares left out, only creatures of known
 * kinds, objects where they stand (not their effects). Returns null when nothing can be shown (no floor at all).
 */
export function previewMission(m: DraftMission, creatureKinds: ReadonlySet<string>, ruleset: string): Mission | null {
  const { width, height } = sizeOf(m);
  const rooms: DraftMission['map']['rooms'] = [];
  const chars = new Set<string>();
  const ids = new Set<string>();
  m.map.rooms.forEach((r, i) => {
    if (typeof r.char !== 'string' || r.char.length !== 1 || r.char === CORRIDOR_CHAR || r.char === ROCK_CHAR || r.char === ' ' || chars.has(r.char)) return;
    const id = SLUG_PATTERN.test(r.id ?? '') && !ids.has(r.id) ? r.id : `room-${i + 1}`;
    chars.add(r.char);
    ids.add(id);
    rooms.push({ id, char: r.char });
  });
  const rows = Array.from({ length: Math.min(64, height) }, (_, y) =>
    [...(m.map.rows[y] ?? '').padEnd(width, ROCK_CHAR).slice(0, 64)].map((c) => (c === CORRIDOR_CHAR || chars.has(c) ? c : ROCK_CHAR)).join(''),
  );
  const at = (x: number, y: number) => rows[y]?.[x];
  const floor = (x: number, y: number) => {
    const c = at(x, y);
    return c !== undefined && c !== ROCK_CHAR;
  };
  const doors: DraftMission['map']['doors'] = [];
  for (const d of m.map.doors) {
    const [[ax, ay], [bx, by]] = d.between;
    if (Math.abs(ax - bx) + Math.abs(ay - by) !== 1 || !floor(ax, ay) || !floor(bx, by) || at(ax, ay) === at(bx, by)) continue;
    if (doors.some((o) => sameEdge(o.between, d.between))) continue;
    doors.push(d.secret ? { between: d.between, secret: true } : { between: d.between });
  }
  const taken = new Set<string>();
  const free = (x: number, y: number) => floor(x, y) && !taken.has(`${x},${y}`);
  const take = (x: number, y: number) => taken.add(`${x},${y}`);
  const start: Sq[] = [];
  for (const [x, y] of m.start) if (start.length < 8 && free(x, y)) take(x, y), start.push([x, y]);
  if (start.length === 0) {
    const y = rows.findIndex((r) => /[^#]/.test(r));
    if (y < 0) return null;
    const x = rows[y]!.search(/[^#]/);
    take(x, y);
    start.push([x, y]);
  }
  const monsters = m.monsters.filter((o) => creatureKinds.has(o.kind) && free(o.x, o.y) && take(o.x, o.y)).map((o) => ({ kind: o.kind, x: o.x, y: o.y }));
  const names = new Set<string>();
  const npcs = m.npcs
    .filter((n) => typeof n.name === 'string' && n.name.length > 0 && !names.has(n.name) && free(n.x, n.y) && take(n.x, n.y) && names.add(n.name))
    .map((n) => ({ name: n.name.slice(0, 64), x: n.x, y: n.y, body: Math.max(1, Math.min(99, Math.floor(n.body) || 1)), move: 0, def: 0 }));
  // objects on floor squares (furniture alone on its square), their effects left out: the preview shows where they stand
  const objects: Omit<MissionObject, 'effects'>[] = [];
  for (const o of m.objects) {
    if (!floor(o.x, o.y) || (o.type === 'furniture' && !(free(o.x, o.y) && take(o.x, o.y)))) continue;
    const { effects: _effects, ...rest } = o as MissionObject;
    const one = MissionObject.safeParse(o.type === 'furniture' ? { ...rest, hidden: undefined } : rest);
    if (one.success) objects.push(one.data);
  }
  const parsed = Mission.safeParse({
    id: 'preview',
    name: { it: 'anteprima', en: 'preview' },
    ruleset,
    // the board of the preview draws the draft's setting (grass and trees outdoors)
    setting: m.setting === 'outdoor' ? 'outdoor' : 'dungeon',
    map: { rows, rooms, doors, ...previewDifficult(m, floor) },
    start,
    monsters,
    npcs,
    objects,
    win: 'manual',
  });
  return parsed.success ? parsed.data : null;
}

/** The draft's difficult terrain on floor squares, once each, for the preview (nothing when none). */
function previewDifficult(m: DraftMission, floor: (x: number, y: number) => boolean): { difficult?: { at: Sq; multiplier: number }[] } {
  const seen = new Set<string>();
  const difficult = (m.map.difficult ?? [])
    .filter((d) => Array.isArray(d.at) && floor(d.at[0], d.at[1]) && !seen.has(`${d.at}`) && seen.add(`${d.at}`))
    .map((d) => ({ at: d.at, multiplier: typeof d.multiplier === 'number' && d.multiplier >= 1 && d.multiplier <= 10 ? d.multiplier : 2 }));
  return difficult.length > 0 ? { difficult } : {};
}

/** A new mission: a small walled map with a corridor, one start square, no creatures yet, won by the master. */
export function newMission(): DraftMission & { id: string } {
  return {
    id: '',
    name: {},
    ruleset: 'classic',
    auto: false,
    map: { rows: ['##########', '#........#', '#........#', '#........#', '#........#', '#........#', '##########'], rooms: [], doors: [] },
    start: [[1, 1]],
    monsters: [],
    npcs: [],
    objects: [],
    events: [],
    win: 'manual',
    lose: [],
  };
}
