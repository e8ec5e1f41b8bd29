/**
 * Seats taken: a hero seat by a joining player (`POST /rooms/{id}/seats`), or the master holding heroes' seats too
 * (`POST /rooms/{id}/held-seats`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { Slug } from '../../../content/schemas/index.ts';
import { MASTER, viewFor } from '../../../engine/index.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { requireJson } from '../../http/middleware.ts';
import { engineError } from '../acting.ts';
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

/** `POST /rooms/{id}/held-seats` (the master's token): the master takes hero seats too, before the game starts. */
export function addHeldSeatsRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, limit, roomOr404, seatOr401 } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/{id}/held-seats',
      tags,
      summary:
        'The master takes hero seats too, before the game starts (the Archive\'s "Try it": the author plays every side in one page); returns their tokens (shown once)',
      middleware: [limit, requireJson] as const,
      request: { params: RoomParam, headers: AuthHeader, body: { content: { 'application/json': { schema: HeldSeatsBody } }, required: true } },
      responses: {
        201: json(HeldSeatsCreated, 'the seats taken, in the order asked, each with its token: each seat does only what its own token allows'),
        400: error('invalid body (no hero, or one named twice)'),
        401: error('missing token, or not a seat of the room'),
        403: error("not_master: only the master's token may take seats for itself"),
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
      if (seat !== MASTER)
        throw new ApiError(403, 'not_master', `only the master of room "${room.id}" may take hero seats for itself; this token is seat ${seat}'s`);
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
      const joined = await room.joinAll(heroes, { heldByMaster: true });
      if (!joined.ok) throw engineError(joined.error);
      return c.json({ room: room.id, seats: joined.seats }, 201);
    },
  );
}
