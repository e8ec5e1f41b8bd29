/**
 * Pure geometry of a board layout: which squares have a floor tile, where walls stand, where doors sit.
 * No three.js here, so it can be reasoned about (and tested) alone.
 * @module
 */
import type { BoardDoor, BoardLayout } from './types.ts';

/** The area of solid rock. */
export const ROCK_AREA = -1;

/** A floor tile: its square and area. */
export interface Tile {
  x: number;
  y: number;
  area: number;
}

/**
 * An edge of the grid where a wall or door stands. `x`, `z` are the world coordinates of the edge's centre
 * (a square `[x, y]` spans `x..x+1` by `y..y+1`); `vertical` edges run along z (between two squares side by side).
 */
export interface Edge {
  x: number;
  z: number;
  vertical: boolean;
}

/** The area of square `[x, y]`, rock outside the board. */
export function areaAt(board: BoardLayout, x: number, y: number): number {
  if (x < 0 || y < 0 || x >= board.width || y >= board.height) return ROCK_AREA;
  return board.areas[y * board.width + x] ?? ROCK_AREA;
}

/** Every square that is not rock. */
export function floorTiles(board: BoardLayout): Tile[] {
  const out: Tile[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) {
      const area = areaAt(board, x, y);
      if (area !== ROCK_AREA) out.push({ x, y, area });
    }
  }
  return out;
}

/** Every rock square inside the board. */
export function rockTiles(board: BoardLayout): Tile[] {
  const out: Tile[] = [];
  for (let y = 0; y < board.height; y++) {
    for (let x = 0; x < board.width; x++) if (areaAt(board, x, y) === ROCK_AREA) out.push({ x, y, area: ROCK_AREA });
  }
  return out;
}

/** The edge between two orthogonally adjacent squares. */
export function edgeBetween(a: readonly [number, number], b: readonly [number, number]): Edge {
  const [ax, ay] = a;
  const [bx, by] = b;
  if (ay === by) return { x: Math.max(ax, bx), z: ay + 0.5, vertical: true };
  return { x: ax + 0.5, z: Math.max(ay, by), vertical: false };
}

function edgeKey(e: Edge): string {
  return `${e.x},${e.z},${e.vertical ? 1 : 0}`;
}

/**
 * The wall segments: one per grid edge between two squares of different areas where at least one is not rock
 * (the board's border counts as rock), except where a door stands.
 */
export function wallEdges(board: BoardLayout, doors: readonly BoardDoor[]): Edge[] {
  const doorEdges = new Set(doors.map((d) => edgeKey(edgeBetween(d.between[0], d.between[1]))));
  const out: Edge[] = [];
  const consider = (a: number, b: number, e: Edge) => {
    if (a === b || (a === ROCK_AREA && b === ROCK_AREA)) return;
    if (!doorEdges.has(edgeKey(e))) out.push(e);
  };
  for (let y = -1; y < board.height; y++) {
    for (let x = -1; x < board.width; x++) {
      const here = areaAt(board, x, y);
      if (y >= 0) consider(here, areaAt(board, x + 1, y), { x: x + 1, z: y + 0.5, vertical: true });
      if (x >= 0) consider(here, areaAt(board, x, y + 1), { x: x + 0.5, z: y + 1, vertical: false });
    }
  }
  return out;
}

/** The room id of an area, or null for corridors and rock. */
export function roomOfArea(board: BoardLayout, area: number): string | null {
  return area > 0 ? (board.rooms[area - 1]?.id ?? null) : null;
}
