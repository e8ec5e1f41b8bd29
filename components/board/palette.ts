/**
 * The board's colours, as `0xrrggbb` numbers.
 * @module
 */

/** Corridor flagstones. */
export const CORRIDOR = 0xb8ab95;
/** Room floors, picked by room index (area 1 takes the first). */
export const ROOMS = [0x9c6b4e, 0x5f7d8c, 0x7a8a55, 0x8d5f7a, 0xa08a4a, 0x5e7a6e, 0x8a6a58, 0x6a6a94] as const;
/** The floor of a room a hero has not revealed. */
export const HIDDEN = 0x24222b;
/** How much an unrevealed room is darkened for the master (0..1, the share of colour kept). */
export const MASTER_HIDDEN_SHADE = 0.55;
/** The slab under the tiles (the grout between them). */
export const SLAB = 0x17151c;
/** Solid rock. */
export const ROCK = 0x2e2a34;
/** Walls. */
export const WALL = 0x8c8374;
/** Doors: closed wood, open wood, and the glow of a door that may be opened. */
export const DOOR_CLOSED = 0x7a4a24;
export const DOOR_OPEN = 0xa8774a;
export const DOOR_ACTIONABLE = 0xf2c14e;
/** A door that may be opened, under the pointer. */
export const DOOR_HOVER = 0xfff0b0;
/** Doors' frames (posts and lintel). */
export const DOOR_FRAME = 0x4a3a2c;
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

/** The floor colour of an area: corridor, a room's own colour, or dark when hidden. */
export function floorColor(area: number, revealed: boolean, seeAll: boolean): number {
  if (area <= 0) return CORRIDOR;
  const base = ROOMS[(area - 1) % ROOMS.length]!;
  if (revealed) return base;
  return seeAll ? shade(base, MASTER_HIDDEN_SHADE) : HIDDEN;
}

/** A colour scaled toward black: `k` = 1 keeps it, 0 makes it black. */
export function shade(color: number, k: number): number {
  const r = Math.round(((color >> 16) & 0xff) * k);
  const g = Math.round(((color >> 8) & 0xff) * k);
  const b = Math.round((color & 0xff) * k);
  return (r << 16) | (g << 8) | b;
}

/** Parses `#rrggbb` (as content gives piece colours), or returns `fallback`. */
export function parseHex(hex: string | null, fallback: number): number {
  if (hex && /^#[0-9a-f]{6}$/i.test(hex)) return Number.parseInt(hex.slice(1), 16);
  return fallback;
}
