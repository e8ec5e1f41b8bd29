/**
 * Seats taken: a hero seat by a joining player (`POST /rooms/{id}/seats`), the master holding heroes' seats too
 * (`POST /rooms/{id}/held-seats`), or the computer playing heroes the master seats (`POST /rooms/{id}/computer-seats`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { Slug } from '../../../content/schemas/index.ts';
import { MASTER, viewFor } from '../../../engine/index.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { requireJson } from '../../http/middleware.ts';
import { engineError } from '../acting.ts';
import type { SeatHolder } from '../seats.ts';
import { AuthHeader, error, json, ROOM_ENDED, RoomParam, type RoomRoutesContext } from './context.ts';

const JoinBody = z.strictObject({ hero: Slug.meta({ example: 'barbaro' }) });
const HeldSeatsBody = z.strictObject({
  heroes: z
    .array(Slug)
    .min(1)
    .max(16)
    .refine((heroes) => new Set(heroes).size === heroes.length, 'a hero is named twice')
    .openapi({ description: 'the heroes whose seats the master takes, each once', example: ['barbaro', 'nano'] }),
});
const SeatCreated = z.object({ room: z.string(), seat: z.string(), token: z.string() });
const HeldSeatsCreated = z.object({ room: z.string(), seats: z.array(z.object({ seat: z.string(), hero: z.string(), token: z.string() })) });
const ComputerSeatsCreated = z.object({ room: z.string(), seats: z.array(z.object({ seat: z.string(), hero: z.string() })) });

/** `POST /rooms/{id}/seats`: a hero seat taken; its token is shown once. */
export function addJoinRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, limit, roomOr404 } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/{id}/seats',
      tags,
      summary: 'Take a hero seat; returns its token (shown once)',
      middleware: [limit, requireJson] as const,
      request: { params: RoomParam, body: { content: { 'application/json': { schema: JoinBody } }, required: true } },
      responses: {
        201: json(SeatCreated, 'the seat and its token'),
        429: error('too many rooms or seats a minute from this address'),
        400: error('invalid body'),
        404: error('no such room'),
        410: error(ROOM_ENDED),
        409: error('hero_taken, room_full, game_started, ...'),
        422: error('unknown_hero'),
      },
    }),
    async (c) => {
      const { hero } = c.req.valid('json');
      const room = await roomOr404(c.req.valid('param').id);
      const joined = await room.join(hero);
      if (!joined.ok) throw engineError(joined.error);
      return c.json({ room: room.id, seat: joined.seat, token: joined.token }, 201);
    },
  );
}

/** What one of the master's seat routes seats: the master's own player (held seats) or the computer. */
interface MasterSeats {
  path: string;
  holder: SeatHolder;
  summary: string;
  created: z.ZodType;
  /** The 201 body's seats from the seats taken (the computer's have no token). */
  seats: (seats: { seat: string; hero: string; token: string }[]) => unknown[];
  /** What the 403 says the master's token is needed for. */
  forWhat: string;
}

const HELD: MasterSeats = {
  path: '/rooms/{id}/held-seats',
  holder: { heldByMaster: true },
  summary:
    'The master takes hero seats too, before the game starts (the Archive\'s "Try it": the author plays every side in one page); returns their tokens (shown once)',
  created: HeldSeatsCreated,
  seats: (seats) => seats,
  forWhat: 'take hero seats for itself',
};

const COMPUTER: MasterSeats = {
  path: '/rooms/{id}/computer-seats',
  holder: { computer: true },
  summary:
    'The master seats computer heroes, before the game starts (docs/computer-heroes.md): the server plays their turns; a player who joins later with such a hero takes its seat over',
  created: ComputerSeatsCreated,
  seats: (seats) => seats.map(({ seat, hero }) => ({ seat, hero })),
  forWhat: 'seat computer heroes',
};

/** `POST /rooms/{id}/held-seats` (the master's token): the master takes hero seats too, before the game starts. */
export function addHeldSeatsRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  addMasterSeatsRoute(app, k, HELD);
}

/** `POST /rooms/{id}/computer-seats` (the master's token): the computer takes hero seats, before the game starts. */
export function addComputerSeatsRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  addMasterSeatsRoute(app, k, COMPUTER);
}

/** One of the master's seat routes (see {@link MasterSeats}): every hero checked, then all seated as one change. */
function addMasterSeatsRoute(app: OpenAPIHono, k: RoomRoutesContext, kind: MasterSeats): void {
  const { tags, limit, roomOr404, seatOr401 } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: kind.path,
      tags,
      summary: kind.summary,
      middleware: [limit, requireJson] as const,
      request: { params: RoomParam, headers: AuthHeader, body: { content: { 'application/json': { schema: HeldSeatsBody } }, required: true } },
      responses: {
        201: json(kind.created, 'the seats taken, in the order asked'),
        400: error('invalid body (no hero, or one named twice)'),
        401: error('missing token, or not a seat of the room'),
        403: error(`not_master: only the master's token may ${kind.forWhat}`),
        404: error('no such room'),
        410: error(ROOM_ENDED),
        409: error('hero_taken, room_full, game_started: no seat was taken'),
        422: error('unknown_hero: no seat was taken'),
        429: error('too many rooms or seats a minute from this address'),
      },
    }),
    async (c) => {
      const { heroes } = c.req.valid('json');
      const room = await roomOr404(c.req.valid('param').id);
      const seat = await seatOr401(room, bearerToken(c));
      if (seat !== MASTER) throw new ApiError(403, 'not_master', `only the master of room "${room.id}" may ${kind.forWhat}; this token is seat ${seat}'s`);
      // every hero checked first, with clear words for each refusal
      const s = room.state;
      if (s.phase !== 'lobby') throw new ApiError(409, 'game_started', `room "${room.id}" has started: its seats are taken by joining`);
      const places = s.setup.start.length - s.seats.length;
      if (heroes.length > places) throw new ApiError(409, 'room_full', `room "${room.id}" has room for ${places} more heroes, not ${heroes.length}`);
      const free = new Set(viewFor(s, MASTER).freeHeroes.map((h) => h.id));
      for (const hero of heroes) {
        if (s.seats.some((x) => x.hero === hero)) throw new ApiError(409, 'hero_taken', `the hero "${hero}" already has a seat in room "${room.id}"`);
        if (!free.has(hero)) throw new ApiError(422, 'unknown_hero', `the mission of room "${room.id}" offers no hero "${hero}"`);
      }
      // and judged again with the joins, as one change: another call or a public join in between refuses this one whole
      const joined = await room.joinAll(heroes, kind.holder);
      if (!joined.ok) throw engineError(joined.error);
      return c.json({ room: room.id, seats: kind.seats(joined.seats) }, 201);
    },
  );
}
