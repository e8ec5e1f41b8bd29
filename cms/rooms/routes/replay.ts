/**
 * Replays over the API (issue 39, docs/protocol.md "Replays"): `GET /rooms/{id}/replay` (a room's game to watch again,
 * live or archived), `PUT /rooms/{id}/replay` (its creator says who may: at creation, or on the end screen) and
 * `DELETE /rooms/{id}/replay` (its creator takes a public replay down, also once the room is archived).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { compress } from 'hono/compress';
import { MASTER } from '../../../engine/index.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { requireJson } from '../../http/middleware.ts';
import { buildReplay, mayWatch, readReplaySource, seatOf, setReplayAccess, takeDownArchivedReplay } from '../replay.ts';
import { hashToken } from '../tokens.ts';
import { AuthHeader, error, json, ROOM_ENDED, RoomParam, type RoomRoutesContext } from './context.ts';

/** Who may watch a room's game again, as the API says it. */
export const ReplayAccessField = z.enum(['private', 'public', 'public-master']).openapi({
  description:
    "who may watch the game again (docs/protocol.md, \"Replays\"): `private` (the room's seats only, the default), `public` (anyone, the heroes' side) or `public-master` (anyone, the master's side too)",
  example: 'public',
});
const SideQuery = z.object({
  side: z
    .enum(['heroes', 'master'])
    .default('heroes')
    .openapi({ description: "the side seen: `heroes` (what a spectator saw, the default) or `master` (the master's token, or a `public-master` replay)" }),
});
const Frame = z.object({ seq: z.number().int(), at: z.string(), view: z.array(z.array(z.unknown())), events: z.array(z.object({}).passthrough()) });
const ReplayBody = z
  .object({
    room: z.string(),
    mission: z.string(),
    side: z.enum(['heroes', 'master']),
    access: ReplayAccessField,
    live: z.boolean().openapi({ description: 'whether the room is live (its master may still change `access`) or archived' }),
    viewer: z.string().nullable().openapi({ description: "the seat of the reader's token (`master`, `h1`, ...), or null" }),
    start: z.object({}).passthrough().openapi({ description: 'the side\'s view at seq 0 (docs/protocol.md, "The view")' }),
    createdAt: z.string(),
    frames: z.array(Frame).openapi({ description: "one per action, in order: the JSON Patch of the side's view (compact, as the live deltas) and its events" }),
  })
  .openapi('Replay');
const AccessBody = z.strictObject({ replay: ReplayAccessField });

/** The room's replay refused: the same answer whether the room does not exist or the reader may not watch it. */
const noReplay = (id: string) => new ApiError(404, 'not_found', `no replay of room "${id}" you may watch`);

/** Adds the replay routes. */
export function addReplayRoutes(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { rooms, tags, roomOr404, seatOr401 } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}/replay',
      tags,
      summary: "A room's game to watch again: its first view and each action's view patch and events, from one side",
      middleware: [compress()] as const,
      request: { params: RoomParam, headers: AuthHeader, query: SideQuery },
      responses: {
        200: json(ReplayBody, 'the replay'),
        400: error('invalid side'),
        404: error("no such room, or a replay this reader may not watch (private, or the master's side not published)"),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { side } = c.req.valid('query');
      const source = await readReplaySource(rooms.db, id);
      const token = bearerToken(c);
      const hash = token === undefined ? undefined : hashToken(token);
      if (!source || !mayWatch(source, side, hash)) throw noReplay(id);
      // a body that depends on the token (a private replay, the master's side, the reader's seat) is the reader's alone;
      // a public one may be cached, asked again at each use (a running game changes at every action)
      c.header('Cache-Control', source.access === 'private' || token !== undefined ? 'private, no-store' : 'no-cache');
      return c.json(buildReplay(source, side, seatOf(source, hash)), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'put',
      path: '/rooms/{id}/replay',
      tags,
      summary: "Say who may watch the room's game again (the master's token)",
      middleware: [requireJson] as const,
      request: { params: RoomParam, headers: AuthHeader, body: { content: { 'application/json': { schema: AccessBody } }, required: true } },
      responses: {
        200: json(z.object({ room: z.string(), replay: ReplayAccessField }), 'the replay access now'),
        400: error('invalid body'),
        401: error('missing token, or not a seat of the room'),
        403: error("not_master: only the master's token may"),
        404: error('no such room'),
        410: error(ROOM_ENDED),
      },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const seat = await seatOr401(room, bearerToken(c));
      if (seat !== MASTER)
        throw new ApiError(403, 'not_master', `only the master of room "${room.id}" may say who watches its replay; this token is seat ${seat}'s`);
      const { replay } = c.req.valid('json');
      if (!(await setReplayAccess(rooms.db, room.id, replay))) throw noReplay(room.id);
      return c.json({ room: room.id, replay }, 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'delete',
      path: '/rooms/{id}/replay',
      tags,
      summary: "Take the room's public replay down (the master's token; an archived room's too)",
      request: { params: RoomParam, headers: AuthHeader },
      responses: {
        204: { description: "the replay is private (an archived room's log is deleted unless the server keeps logs)" },
        401: error('missing token'),
        403: error("not_master: only the master's token may"),
        404: error('no such room, or no public replay of it owned by this token'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const token = bearerToken(c);
      if (!token) throw new ApiError(401, 'unauthorized', 'this needs the master\'s token: "Authorization: Bearer <token>"');
      const live = await rooms.get(id);
      if (live) {
        const seat = await seatOr401(live, token);
        if (seat !== MASTER) throw new ApiError(403, 'not_master', `only the master of room "${id}" may take its replay down; this token is seat ${seat}'s`);
        await setReplayAccess(rooms.db, id, 'private');
        return c.body(null, 204);
      }
      if (!(await takeDownArchivedReplay(rooms.db, id, hashToken(token), rooms.retention.keepLogs))) throw noReplay(id);
      return c.body(null, 204);
    },
  );
}
