/**
 * The compiled board: areas, walls and doors (spec 000, "Rooms"; map format in `docs/mission-format.md`).
 * Walls stand between squares of different areas; a door in a wall lets units through while open.
 * @module
 */
import { CORRIDOR_CHAR, ROCK_CHAR } from '../../content/schemas/map-chars.ts';
import type { GameMap } from '../../content/schemas/index.ts';
import { CORRIDOR, ROCK, type AreaIndex, type Board } from './types.ts';

/** Compiles a map of a valid mission into a {@link Board}. */
export function compileBoard(map: GameMap): Board {
  const width = map.rows[0]!.length;
  const height = map.rows.length;
  const roomByChar = new Map(map.rooms.map((r, i) => [r.char, i + 1]));
  const areas: AreaIndex[] = [];
  for (const row of map.rows) {
    for (const c of row) areas.push(c === ROCK_CHAR ? ROCK : c === CORRIDOR_CHAR ? CORRIDOR : roomByChar.get(c)!);
  }
  return {
    width,
    height,
    areas,
    rooms: map.rooms.map((r) => ({ id: r.id, name: r.name ?? null })),
    // ordinary doors are d0, d1, ... and secret doors s0, s1, ...: a hidden secret door leaves no gap in the numbering
    doors: (() => {
      let plain = 0;
      let secret = 0;
      return map.doors.map((d) => ({ id: d.secret ? `s${secret++}` : `d${plain++}`, between: d.between, secret: d.secret ?? false }));
    })(),
    ...(map.difficult?.length ? { difficult: map.difficult.map((d): [number, number] => [d.at[1] * width + d.at[0], d.multiplier]) } : {}),
  };
}

const terrainCache = new WeakMap<Board, Float64Array | null>();

/**
 * The terrain multiplier of each square index (1: plain ground; the map's `difficult` multiplier elsewhere), or null
 * when the board has no difficult terrain at all; built once per board.
 */
export function terrainOf(board: Board): Float64Array | null {
  let table = terrainCache.get(board);
  if (table === undefined) {
    table = null;
    if (board.difficult?.length) {
      table = new Float64Array(board.areas.length).fill(1);
      for (const [i, m] of board.difficult) table[i] = m;
    }
    terrainCache.set(board, table);
  }
  return table;
}

/** Lookups over a board that are not part of the JSON state, built once per board and cached. */
export interface BoardIndex {
  /** Door index by edge key (see {@link edgeKey}), or undefined. */
  doorAt: Map<number, number>;
  /** Door index by door id. */
  doorById: Map<string, number>;
  /** Room area index by room id. */
  roomArea: Map<string, AreaIndex>;
}

const indexCache = new WeakMap<Board, BoardIndex>();

/** The cached {@link BoardIndex} of a board. */
export function boardIndex(board: Board): BoardIndex {
  let idx = indexCache.get(board);
  if (!idx) {
    idx = { doorAt: new Map(), doorById: new Map(), roomArea: new Map() };
    board.doors.forEach((d, i) => {
      const [[ax, ay], [bx, by]] = d.between;
      idx!.doorAt.set(edgeKey(board, ay * board.width + ax, by * board.width + bx), i);
      idx!.doorById.set(d.id, i);
    });
    board.rooms.forEach((r, i) => idx!.roomArea.set(r.id, i + 1));
    indexCache.set(board, idx);
  }
  return idx;
}

/** A number naming the edge between two squares (given as indices `y * width + x`), the same in both directions. */
export function edgeKey(board: Board, a: number, b: number): number {
  const n = board.width * board.height;
  return a < b ? a * n + b : b * n + a;
}

/** The index of square `[x, y]`, or -1 off the board. */
export function squareIndex(board: Board, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return -1;
  return y * board.width + x;
}

/** The area of a square index (−1 rock, 0 corridor, 1.. rooms). */
export function areaAt(board: Board, i: number): AreaIndex {
  return i < 0 ? ROCK : board.areas[i]!;
}

/** The room id of an area index, or null for corridor and rock. */
export function roomIdOf(board: Board, area: AreaIndex): string | null {
  return area > 0 ? board.rooms[area - 1]!.id : null;
}

/** The door index on the edge between two adjacent squares, or -1. */
export function doorBetween(board: Board, a: number, b: number): number {
  return boardIndex(board).doorAt.get(edgeKey(board, a, b)) ?? -1;
}

/**
 * Whether a unit may cross from square `a` to the orthogonally adjacent square `b`:
 * neither is rock, and they share an area or an open door joins them.
 * `doorsOpen` is indexed like `board.doors`.
 */
export function canCross(board: Board, doorsOpen: readonly boolean[], a: number, b: number): boolean {
  const aa = board.areas[a]!;
  const ab = board.areas[b]!;
  if (aa === ROCK || ab === ROCK) return false;
  if (aa === ab) return true;
  const d = doorBetween(board, a, b);
  return d >= 0 && doorsOpen[d] === true;
}

/** In {@link crossings}: no way through (rock, a wall, the board's edge). */
export const WALL = -2;
/** In {@link crossings}: the two squares share an area. */
export const FREE = -1;

const crossingCache = new WeakMap<Board, Int32Array>();

/**
 * How each square is left in each direction (up, right, down, left: entry `i * 4 + dir`): {@link WALL},
 * {@link FREE}, or the index of the door in between (crossable while it is open), as {@link canCross} decides;
 * built once per board.
 */
export function crossings(board: Board): Int32Array {
  let table = crossingCache.get(board);
  if (!table) {
    const w = board.width;
    const n = board.areas.length;
    table = new Int32Array(n * 4).fill(WALL);
    for (let i = 0; i < n; i++) {
      const x = i % w;
      const around = [i - w >= 0 ? i - w : -1, x + 1 < w ? i + 1 : -1, i + w < n ? i + w : -1, x > 0 ? i - 1 : -1];
      around.forEach((j, dir) => {
        if (j < 0) return;
        const a = board.areas[i]!;
        const b = board.areas[j]!;
        if (a === ROCK || b === ROCK) return;
        if (a === b) table![i * 4 + dir] = FREE;
        else {
          const door = doorBetween(board, i, j);
          if (door >= 0) table![i * 4 + dir] = door;
        }
      });
    }
    crossingCache.set(board, table);
  }
  return table;
}

/** The up-to-four orthogonal neighbours of a square index. */
export function neighbours(board: Board, i: number): number[] {
  const w = board.width;
  const x = i % w;
  const out: number[] = [];
  if (i - w >= 0) out.push(i - w);
  if (x + 1 < w) out.push(i + 1);
  if (i + w < board.areas.length) out.push(i + w);
  if (x > 0) out.push(i - 1);
  return out;
}

/** Whether two squares are adjacent in the sense of the rules: orthogonal neighbours with no wall or closed door between. */
export function adjacent(board: Board, doorsOpen: readonly boolean[], a: number, b: number): boolean {
  const w = board.width;
  const dx = Math.abs((a % w) - (b % w));
  const dy = Math.abs(Math.floor(a / w) - Math.floor(b / w));
  return dx + dy === 1 && canCross(board, doorsOpen, a, b);
}
