/**
 * Playing a room: an action sent, a seat's chronicle and view read, a seat's live stream for tools.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Action } from '../../../engine/index.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError } from '../../http/errors.ts';
import { limitBody, requireJson } from '../../http/middleware.ts';
import { ActionRequest, actionOf, playAction } from '../acting.ts';
import { MAX_STREAMS_PER_SEAT } from '../authority.ts';
import { streamRoom } from '../stream.ts';
import { AsQuery, AuthHeader, error, json, ROOM_ENDED, RoomParam, type RoomRoutesContext } from './context.ts';

/** The largest body of `POST /rooms/{id}/actions`, in bytes: as the live connection's largest message. */
export const MAX_ACTION_BYTES = 16 * 1024;

const AnyEvent = z.any().openapi({ description: 'a GameEvent (see docs/protocol.md)' });
const ActionResult = z.object({ seq: z.number().int(), events: z.array(AnyEvent) });
const ViewResult = z.object({
  seq: z.number().int(),
  view: z.any().openapi({ description: "the seat's View (see docs/protocol.md)" }),
  legal: z.array(Action),
});

/** `POST /rooms/{id}/actions` (a seat's token): an action played for the token's seat. */
export function addActionRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, roomOr404, viewerOf } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/{id}/actions',
      tags,
      summary: "Play an action for the token's seat (a spectator's is refused: 403 `spectator`)",
      // an action is a few hundred bytes: a large body is refused before it is parsed (a deeply nested one costs CPU)
      middleware: [limitBody(MAX_ACTION_BYTES), requireJson] as const,
      request: { params: RoomParam, query: AsQuery, headers: AuthHeader, body: { content: { 'application/json': { schema: ActionRequest } }, required: true } },
      responses: {
        200: json(ActionResult, 'accepted: the new seq and the events this seat may see'),
        400: error('invalid body'),
        401: error('missing or unknown seat token'),
        403: error('not_master, not_a_hero, spectator (`?as=spectator`: a spectator may not act)'),
        404: error('no such room'),
        410: error(ROOM_ENDED),
        409: error('not_your_turn, game_not_started, game_over, stale_seq (the room has moved on from the `seq` sent), ...'),
        422: error('against the rules: unreachable, not_adjacent, already_acted, ...'),
      },
    }),
    async (c) => {
      const { action, seen } = actionOf(c.req.valid('json') as Action & { seq?: number });
      const room = await roomOr404(c.req.valid('param').id);
      const result = await playAction(room, await viewerOf(c, room), action, seen, bearerToken(c));
      return c.json(result, 200);
    },
  );
}

/** `GET /rooms/{id}/log`: the events a seat (or a spectator) saw with each of the room's last actions. */
export function addLogRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, roomOr404, viewerOf } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}/log',
      tags,
      summary: "The events the token's seat (or a spectator) saw with each of the room's last 200 actions (its chronicle)",
      request: { params: RoomParam, query: AsQuery, headers: AuthHeader },
      responses: {
        200: json(z.object({ entries: z.array(z.object({ seq: z.number().int(), events: z.array(z.record(z.string(), z.unknown())) })) }), 'oldest first'),
        401: error('missing or unknown seat token'),
        404: error('no such room'),
        410: error(ROOM_ENDED),
      },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const entries = await room.history(await viewerOf(c, room));
      return c.json({ entries }, 200);
    },
  );
}

/** `GET /rooms/{id}/view`: a seat's (or a spectator's) view and legal actions. */
export function addViewRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { tags, roomOr404, viewerOf } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}/view',
      tags,
      summary: "The token's seat's view and legal actions; with `?as=spectator` and no token, a spectator's (legal: [])",
      request: { params: RoomParam, query: AsQuery, headers: AuthHeader },
      responses: {
        200: json(ViewResult, 'the view'),
        400: error('both a token and `?as=spectator`'),
        401: error('missing or unknown seat token'),
        404: error('no such room'),
        410: error(ROOM_ENDED),
      },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const { seq, view, legal } = room.current(await viewerOf(c, room));
      return c.json({ seq, view, legal }, 200);
    },
  );
}

/** `GET /rooms/{id}/stream` (a seat's token): live Server-Sent Events of the seat, for tools (documented by hand: a raw streaming Response). */
export function addStreamRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { keepAliveMs, tags, roomOr404, seatOr401 } = k;
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/rooms/{id}/stream',
    tags,
    summary: "Live Server-Sent Events of the token's seat, for tools (pages use the WebSocket /api/live): event `update`, data `{ seq, view, events, legal }`",
    request: { params: RoomParam, headers: AuthHeader },
    responses: {
      200: {
        description: 'an event stream; the first update carries the current view with `events: []`',
        content: { 'text/event-stream': { schema: z.string() } },
      },
      401: error('missing or unknown seat token'),
      404: error('no such room'),
      410: error(ROOM_ENDED),
      429: error('too_many_streams: the seat is followed MAX_STREAMS_PER_SEAT (16) times already'),
    },
  });
  app.get('/rooms/:id/stream', async (c: Context) => {
    const room = await roomOr404(c.req.param('id') ?? '');
    // the token in the header only: a token in a URL lands in access logs (pages watch through /api/live)
    const seat = await seatOr401(room, bearerToken(c));
    if (room.streamsOf(seat) >= MAX_STREAMS_PER_SEAT) {
      throw new ApiError(
        429,
        'too_many_streams',
        `seat ${seat} of room "${room.id}" is followed ${MAX_STREAMS_PER_SEAT} times already, the most one seat may be: close a stream first`,
      );
    }
    return streamRoom(c, room, seat, keepAliveMs);
  });
}
