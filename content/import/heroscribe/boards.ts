/**
 * The map of a HeroScribe quest: its boards joined with a gap of rock, the dark areas, the bridges between boards,
 * and its pieces read and sorted by what they become.
 * @module
 */
import { ROCK_CHAR } from '../../schemas/index.ts';
import { BOARD_H, BOARD_W, CATALOGUE_BY_ID, ROOM_CHARS, ROTATIONS, type Conversion, type Placed, type Rotation } from './conversion.ts';
import { FURNITURE, markerLabels, RUBBLE, SECRET_DOORS, STAIRWAY, TRAPS } from './kinds.ts';
import { STANDARD_BOARD } from './standard-board.ts';
import { PROSE_WHY, type ProblemValues } from './texts.ts';

/** The boards' rooms and corridors, then the dark areas as rock. */
export function layBoards(c: Conversion): void {
  const multi = c.boardElements.length > 1;
  let nextChar = 0;
  c.boardElements.forEach((boardEl, b) => {
    const local = STANDARD_BOARD.rows.map((row) => [...row]);
    for (const dark of boardEl.children.filter((c) => c.name === 'dark')) {
      const n = (a: string) => Math.round(Number(dark.attributes[a]));
      const [left, top, w, h] = [n('left'), n('top'), n('width'), n('height')];
      if (![left, top, w, h].every(Number.isFinite) || w < 1 || h < 1) {
        c.report(dark, 'bad_dark', {});
        continue;
      }
      const x0 = Math.max(1, left);
      const y0 = Math.max(1, top);
      const x1 = Math.min(BOARD_W, left + w - 1);
      const y1 = Math.min(BOARD_H, top + h - 1);
      if (x0 !== left || y0 !== top || x1 !== left + w - 1 || y1 !== top + h - 1) {
        c.report(dark, 'off_board', { dark: { left, top, width: w, height: h }, boardW: BOARD_W, boardH: BOARD_H });
      }
      for (let y = y0; y <= y1; y++) for (let x = x0; x <= x1; x++) local[y - 1]![x - 1] = ROCK_CHAR;
    }
    // the rooms that keep a square; on a multi-board map each board's rooms take new chars
    const used = new Set(local.flat());
    const chars = new Map<string, string>([
      ['.', '.'],
      [ROCK_CHAR, ROCK_CHAR],
    ]);
    for (const room of STANDARD_BOARD.rooms) {
      if (!used.has(room.char)) continue;
      const char = multi ? ROOM_CHARS[nextChar++]! : room.char;
      chars.set(room.char, char);
      c.rooms.push({ id: multi ? `b${b + 1}-${room.id}` : room.id, char });
    }
    const [ox, oy] = c.joined(b, 1, 1);
    for (let y = 0; y < BOARD_H; y++) {
      for (let x = 0; x < BOARD_W; x++) {
        c.grid[oy + y]![ox + x] = chars.get(local[y]![x]!)!;
      }
    }
  });
}

/** Bridges: a corridor square in the gap between two boards. */
export function layBridges(c: Conversion): void {
  for (const el of c.quest.children.filter((c) => c.name === 'bridge')) {
    const a = el.attributes;
    const [column, row, position] = [Number(a.column), Number(a.row), Number(a.position)];
    const horizontal = a.orientation === 'horizontal';
    const bad = (why: ProblemValues['bad_bridge']) => c.report(el, 'bad_bridge', why);
    if (a.orientation !== 'horizontal' && a.orientation !== 'vertical') {
      bad({ orientation: a.orientation ?? '' });
      continue;
    }
    if (![column, row, position].every(Number.isInteger)) {
      bad({ notWhole: true });
      continue;
    }
    const lastColumn = horizontal ? c.boardsAcross - 1 : c.boardsAcross;
    const lastRow = horizontal ? c.boardsDown : c.boardsDown - 1;
    if (column < 1 || row < 1 || column > lastColumn || row > lastRow) {
      bad({ column, row, horizontal, across: c.boardsAcross, down: c.boardsDown });
      continue;
    }
    if (position < 1 || position > (horizontal ? BOARD_H : BOARD_W)) {
      bad({ position, horizontal });
      continue;
    }
    const b = (row - 1) * c.boardsAcross + (column - 1);
    const [x, y] = horizontal ? c.joined(b, BOARD_W + 1, position) : c.joined(b, position, BOARD_H + 1);
    c.grid[y]![x] = '.';
    c.bridges.add(`${x},${y}`);
  }
}

/** The pieces of every board, sorted by what they become (an unknown, badly placed or prose-only piece is reported or kept as prose). */
export function readPieces(c: Conversion) {
  const out = {
    doors: [] as Placed[],
    stairways: [] as Placed[],
    heroes: [] as Placed[],
    furniture: [] as Placed[],
    monsters: [] as Placed[],
    traps: [] as Placed[],
    markers: [] as Placed[],
  };
  c.boardElements.forEach((boardEl, board) => {
    for (const el of boardEl.children) {
      if (el.name === 'dark') continue;
      if (el.name !== 'object') {
        c.report(el, 'unknown_element', { element: el.name, within: 'board' });
        continue;
      }
      const id = el.attributes.id ?? '';
      const entry = CATALOGUE_BY_ID.get(id);
      if (!entry) {
        c.report(el, 'unknown_object', { id });
        continue;
      }
      const coord = (attr: 'left' | 'top') => {
        const raw = el.attributes[attr];
        const n = Number(raw);
        if (raw === undefined || raw.trim() === '' || !Number.isFinite(n)) return null;
        if (Math.abs(n - Math.round(n)) > 1e-6) c.report(el, 'fractional_coordinate', { attr, raw, read: Math.round(n) });
        return Math.round(n);
      };
      const left = coord('left');
      const top = coord('top');
      if (left === null || top === null) {
        c.report(el, 'bad_coordinate', { id });
        continue;
      }
      let rotation = (el.attributes.rotation ?? 'downward') as Rotation;
      if (!ROTATIONS.includes(rotation)) {
        c.report(el, 'bad_rotation', { rotation });
        rotation = 'downward';
      }
      const p: Placed = { el, entry, left, top, rotation, board };
      if (entry.door || SECRET_DOORS.has(id)) {
        out.doors.push(p);
        continue;
      }
      // every other piece must lie on its board
      const [w, h] = c.footprint(p);
      if (left < 1 || top < 1 || left + w - 1 > BOARD_W || top + h - 1 > BOARD_H) {
        c.report(el, 'off_board', { object: id, left, top, width: w, height: h, boardW: BOARD_W, boardH: BOARD_H });
        continue;
      }
      if (id === STAIRWAY) out.stairways.push(p);
      else if (entry.kind === 'monster') out.monsters.push(p);
      else if (FURNITURE[id] || RUBBLE.has(id)) out.furniture.push(p);
      else if (TRAPS[id]) out.traps.push(p);
      else if (markerLabels(id)) out.markers.push(p);
      else if (entry.kind === 'hero') out.heroes.push(p);
      else {
        const text = PROSE_WHY[entry.kind === 'room' ? 'room' : entry.kind === 'man-at-arms' ? 'manAtArms' : 'scenery'];
        c.proseObjects.push({ id, name: entry.name, line: el.line, why: text.en, text });
      }
    }
  });
  return out;
}
