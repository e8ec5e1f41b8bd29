/**
 * The map format: a grid a person can write by hand and a visual editor can draw.
 * Documented in `docs/mission-format.md` ("The map").
 * @module
 */
import { z } from 'zod';
import { LocalizedText, Slug, Square } from './common.ts';
import { coded } from './issue-codes.ts';
import { CORRIDOR_CHAR, ROCK_CHAR } from './map-chars.ts';

export { CORRIDOR_CHAR, ROCK_CHAR };

/** A named room of the map; `char` is the character that paints its squares in `rows`. */
export const MapRoom = z.strictObject({
  id: Slug,
  char: z
    .string()
    .length(1)
    .refine((c) => c !== CORRIDOR_CHAR && c !== ROCK_CHAR && c !== ' ', {
      message: 'a room needs its own character, not ".", "#" or a space',
      ...coded({ code: 'room_char' }),
    }),
  name: LocalizedText.optional(),
});
export type MapRoom = z.infer<typeof MapRoom>;

/**
 * A door on the edge between two orthogonally adjacent squares: `{ "between": [[4, 2], [5, 2]] }`.
 * Doors start closed. `secret` doors are hidden until found.
 */
export const MapDoor = z.strictObject({
  between: z.tuple([Square, Square]),
  secret: z.boolean().optional(),
});
export type MapDoor = z.infer<typeof MapDoor>;

/**
 * A square of difficult terrain: `{ "at": [3, 4], "multiplier": 2 }`. Under a ruleset that reads terrain (the
 * `rules` module), each step into it costs `multiplier` squares of movement, scaled by the mover's movement mode
 * (docs/rulesets.md, "Movement modes and difficult terrain"); other rulesets move over it as over any square.
 */
export const DifficultSquare = z.strictObject({
  at: Square,
  multiplier: z.number().min(1).max(10).default(2),
});
export type DifficultSquare = z.infer<typeof DifficultSquare>;

/**
 * A map: `rows` is one string per row of squares, top to bottom, one character per square:
 * `.` corridor, `#` solid rock, any other character a room listed in `rooms`.
 * Walls stand between squares of different areas (two rooms, or a room and a corridor);
 * `doors` open passages through them. Every row has the same length (the map's width).
 */
export const GameMap = z
  .strictObject({
    rows: z.array(z.string().min(1).max(64)).min(1).max(64),
    rooms: z.array(MapRoom).max(200),
    doors: z.array(MapDoor).max(1000).default([]),
    /** Difficult terrain, none when absent (a map stored without it is unchanged). */
    difficult: z.array(DifficultSquare).max(4096).optional(),
  })
  .superRefine((map, ctx) => {
    // zod runs this even when `rows` failed its own check: an empty map has nothing more to check
    if (map.rows.length === 0) return;
    const width = map.rows[0]!.length;
    const chars = new Map<string, string>();
    map.rooms.forEach((room, i) => {
      if (chars.has(room.char))
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', i, 'char'],
          message: `character "${room.char}" already paints room "${chars.get(room.char)}"`,
          ...coded({ code: 'char_twice', char: room.char, room: chars.get(room.char)! }),
        });
      chars.set(room.char, room.id);
    });
    const ids = new Set<string>();
    map.rooms.forEach((room, i) => {
      if (ids.has(room.id))
        ctx.addIssue({
          code: 'custom',
          path: ['rooms', i, 'id'],
          message: `room id "${room.id}" is used twice`,
          ...coded({ code: 'twice', what: 'room', id: room.id }),
        });
      ids.add(room.id);
    });
    map.rows.forEach((row, y) => {
      if (row.length !== width)
        ctx.addIssue({
          code: 'custom',
          path: ['rows', y],
          message: `row ${y} has ${row.length} squares, row 0 has ${width}`,
          ...coded({ code: 'row_length', y, length: row.length, width }),
        });
      for (let x = 0; x < row.length; x++) {
        const c = row[x]!;
        if (c !== CORRIDOR_CHAR && c !== ROCK_CHAR && !chars.has(c))
          ctx.addIssue({
            code: 'custom',
            path: ['rows', y],
            message: `square [${x}, ${y}] has character "${c}", which is neither ".", "#" nor a room's char`,
            ...coded({ code: 'bad_char', x, y, char: c }),
          });
      }
    });
    const seen = new Set<string>();
    map.doors.forEach((door, i) => {
      const [[ax, ay], [bx, by]] = door.between;
      const path = ['doors', i, 'between'];
      if (Math.abs(ax - bx) + Math.abs(ay - by) !== 1) {
        ctx.addIssue({
          code: 'custom',
          path,
          message: `a door joins two orthogonally adjacent squares; [${ax}, ${ay}] and [${bx}, ${by}] are not`,
          ...coded({ code: 'door_not_adjacent', ax, ay, bx, by }),
        });
        return;
      }
      const a = map.rows[ay]?.[ax];
      const b = map.rows[by]?.[bx];
      if (a === undefined || b === undefined) {
        ctx.addIssue({ code: 'custom', path, message: 'a door square lies outside the map', ...coded({ code: 'door_outside' }) });
        return;
      }
      if (a === ROCK_CHAR || b === ROCK_CHAR)
        ctx.addIssue({ code: 'custom', path, message: 'a door cannot open onto solid rock', ...coded({ code: 'door_on_rock' }) });
      else if (a === b)
        ctx.addIssue({ code: 'custom', path, message: 'a door must stand on a wall: both squares are in the same area', ...coded({ code: 'door_same_area' }) });
      const key = [ax, ay, bx, by].join(',');
      const rev = [bx, by, ax, ay].join(',');
      if (seen.has(key) || seen.has(rev)) ctx.addIssue({ code: 'custom', path, message: 'two doors on the same edge', ...coded({ code: 'door_twice' }) });
      seen.add(key);
    });
    const marked = new Set<string>();
    (map.difficult ?? []).forEach((d, i) => {
      const [x, y] = d.at;
      const path = ['difficult', i, 'at'];
      const c = map.rows[y]?.[x];
      if (c === undefined)
        ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] lies outside the map`, ...coded({ code: 'square_outside', x, y }) });
      else if (c === ROCK_CHAR) ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] is solid rock`, ...coded({ code: 'square_rock', x, y }) });
      if (marked.has(`${x},${y}`))
        ctx.addIssue({ code: 'custom', path, message: `square [${x}, ${y}] is difficult terrain twice`, ...coded({ code: 'difficult_twice', x, y }) });
      marked.add(`${x},${y}`);
    });
  });
export type GameMap = z.infer<typeof GameMap>;
