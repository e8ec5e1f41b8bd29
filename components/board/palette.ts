/**
 * The board's colours, as `0xrrggbb` numbers, and the colours of each setting (dungeon or outdoor).
 * @module
 */

/** Where a mission is played (content's `setting`): how its floors, walls and solid squares are drawn. */
export type BoardSetting = 'dungeon' | 'outdoor';

/** Corridor flagstones: a darker stone than the rooms'. */
export const CORRIDOR = 0x8f8577;
/** Distinct colours of the rooms, by room index (the Archive's map drawing tells the rooms apart with them). */
export const ROOMS = [0x9c6b4e, 0x5f7d8c, 0x7a8a55, 0x8d5f7a, 0xa08a4a, 0x5e7a6e, 0x8a6a58, 0x6a6a94] as const;
/** Room floors on the board, picked by room index (area 1 takes the first): stone, each room a slightly different tint. */
export const ROOM_STONE = [0xb59c82, 0x98a0a6, 0xa4a98c, 0xaa939c, 0xb8a57c, 0x94a49b, 0xae9788, 0x9d9bad] as const;
/** Outdoors: the dirt road of the corridor squares, and the grass of the rooms (a slightly different green each). */
export const ROAD = 0xa58a62;
export const GRASS = [0x6f9a4a, 0x7a9c48, 0x6a9356, 0x82a04e, 0x749a5c, 0x6d9148] as const;
/** The floor of a room a hero has not revealed (drawn only for the master, dimmed: heroes see fog there). */
export const HIDDEN = 0x24222b;
/** How much an unrevealed room is darkened for the master (0..1, the share of colour kept). */
export const MASTER_HIDDEN_SHADE = 0.55;
/** The fog over what the heroes have not explored: dark, a little blue, varied by {@link fogShade}. */
export const FOG = 0x2a2b3a;
/** The slab's rim around the board. */
export const SLAB = 0x17151c;
/** Solid rock; outdoors the forest floor under the trees. */
export const ROCK = 0x2e2a34;
/** Difficult terrain's mud: its tint and strokes on both boards. */
export const DIFFICULT = 0x5a3d1c;
export const FOREST_FLOOR = 0x2c3a22;
/** Walls (their cap is drawn lighter and their face darker: geometry.ts); outdoors, hedges. */
export const WALL = 0x9a8f7e;
export const HEDGE = 0x3f6a32;
/** Trees (outdoors, on the solid squares): a trunk and the green of the crowns. */
export const TRUNK = 0x5a3d22;
export const LEAVES = 0x2f5a26;
/** Doors: closed wood, open wood, and the glow of a door that may be opened. */
export const DOOR_CLOSED = 0x7a4a24;
export const DOOR_OPEN = 0xa8774a;
export const DOOR_ACTIONABLE = 0xf2c14e;
/** A door that may be opened, under the pointer. */
export const DOOR_HOVER = 0xfff0b0;
/** Doors' frames (posts and lintel). */
export const DOOR_FRAME = 0x4a3a2c;
/** The base under a piece, by side: heroes warm (brass), creatures cold (steel blue), NPCs green. */
export const BASE_HEROES = 0xd39a3a;
export const BASE_CREATURES = 0x4a7fb8;
export const BASE_NPC = 0x6fae5a;
/** Marks: squares to move to, units to attack, the active piece, the selected piece, pieces that may act. */
export const MARK_MOVE = 0x9dff4a;
/** The bright outline of a square to move to (it shows on every floor colour). */
export const MARK_MOVE_EDGE = 0xf4ffd6;
/** A click on a square where nothing can be done, for a moment. */
export const MARK_REFUSED = 0xff8a70;
export const MARK_TARGET = 0xff4a3d;
export const MARK_ACTIVE = 0xffd34d;
export const MARK_SELECTED = 0x4dd2ff;
export const MARK_READY = 0xd9d2c0;
/** Units an aimed spell or item may be sent at. */
export const MARK_AIM = 0xc77dff;

/**
 * The floor colour of an area: corridor (a dirt road outdoors), a room's own tint (grass outdoors), or dimmed for
 * the master when the heroes have not revealed it.
 */
export function floorColor(area: number, revealed: boolean, seeAll: boolean, setting: BoardSetting = 'dungeon'): number {
  const outdoor = setting === 'outdoor';
  const base = area <= 0 ? (outdoor ? ROAD : CORRIDOR) : outdoor ? GRASS[(area - 1) % GRASS.length]! : ROOM_STONE[(area - 1) % ROOM_STONE.length]!;
  if (area <= 0 || revealed) return base;
  return seeAll ? shade(base, MASTER_HIDDEN_SHADE) : HIDDEN;
}

/** A small, steady variation of a square's colour (0.92 – 1.06), so no two flagstones are quite alike. */
export function stoneShade(x: number, y: number): number {
  return 0.92 + hash(x, y) * 0.14;
}

/** A number in 0..1 that depends only on `x`, `y` (the same square always gets the same). */
export function hash(x: number, y: number): number {
  let h = Math.imul(x * 374761393 + y * 668265263, 1274126177) ^ 0x5bd1e995;
  h = Math.imul(h ^ (h >>> 13), 1274126177);
  return ((h ^ (h >>> 16)) >>> 0) / 4294967296;
}

/** Colour `a` taken a share `k` (0..1) of the way toward colour `b`. */
export function mix(a: number, b: number, k: number): number {
  const ch = (c: number, s: number) => (c >> s) & 0xff;
  const one = (s: number) => Math.round(ch(a, s) * (1 - k) + ch(b, s) * k) << s;
  return one(16) | one(8) | one(0);
}

/** Difficult terrain's floor in the 3D board: the floor's colour taken this far toward {@link DIFFICULT}'s mud. */
export const DIFFICULT_MIX = 0.45;

/** A colour scaled toward black: `k` = 1 keeps it, 0 makes it black (above 1, brighter, each channel at most 255). */
export function shade(color: number, k: number): number {
  const r = Math.min(255, Math.round(((color >> 16) & 0xff) * k));
  const g = Math.min(255, Math.round(((color >> 8) & 0xff) * k));
  const b = Math.min(255, Math.round((color & 0xff) * k));
  return (r << 16) | (g << 8) | b;
}

/** Parses `#rrggbb` (as content gives piece colours), or returns `fallback`. */
export function parseHex(hex: string | null, fallback: number): number {
  if (hex && /^#[0-9a-f]{6}$/i.test(hex)) return Number.parseInt(hex.slice(1), 16);
  return fallback;
}
