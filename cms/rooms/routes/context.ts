/**
 * What the rooms API's routes share: the OpenAPI pieces they are declared with, and the room and seat a request
 * names (a live room or 404/410, the seat of its bearer token or a spectator), the creation limit and the full
 * server's `Retry-After`.
 * @module
 */
import { z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { type SeatId, SPECTATOR } from '../../../engine/index.ts';
import { bearerToken } from '../../http/auth.ts';
import { ApiError, ErrorBodySchema } from '../../http/errors.ts';
import { perMinute, REFUSED_BODY } from '../../http/rate-limit.ts';
import type { RoomAuthority } from '../authority.ts';
import type { RoomRegistry } from '../registry.ts';
import { roomEndedError } from '../retention.ts';

/** The 410 answer's description. */
export const ROOM_ENDED = 'room_ended: the room has ended (its game was over, or nobody used it for long) and was archived';
/** An error response of a route, in OpenAPI terms. */
export const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
/** A JSON response of a route, in OpenAPI terms. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });

/** The room id in the path. */
export const RoomParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
/** The seat token, as a bearer token. */
export const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <seat token>' }) });
/** `?as=spectator`: read the room as a spectator (no token; docs/protocol.md, "Watching"). */
export const AsQuery = z.object({
  as: z
    .literal('spectator')
    .optional()
    .openapi({ description: 'read the room as a spectator, with no token: the heroes\' side of the board, nothing to do (docs/protocol.md, "Watching")' }),
});

/** What the rooms API's routes share. */
export type RoomRoutesContext = ReturnType<typeof roomRoutesContext>;

/** What the routes of `rooms` share: `keepAliveMs` for live streams, `creationsPerMinute` rooms and seats a client may create. */
export function roomRoutesContext(rooms: RoomRegistry, keepAliveMs: number, creationsPerMinute: number) {
  const tags = ['rooms'];
  const limit = perMinute({ db: rooms.db, name: 'creations', limit: creationsPerMinute, what: 'rooms or seats', uncountedStatuses: REFUSED_BODY });

  // a live room; 410 room_ended for a room archived, 404 for one that never existed
  const roomOr404 = async (id: string): Promise<RoomAuthority> => {
    const room = await rooms.get(id);
    // another instance may have moved the room on a moment ago, or archived it
    if (room && (await room.ensureCurrent())) return room;
    if (room) await rooms.recheck(id);
    const ended = await rooms.archived(id);
    if (ended) throw roomEndedError(ended);
    throw new ApiError(404, 'not_found', `no room "${id}"`);
  };
  // a full server (the registry counts and inserts one room at a time, and refuses past its limit) says when to try
  // again: the next sweep may have archived rooms
  const retryAfter = String(Math.ceil(rooms.sweepMs / 1000));
  const roomCapacity: MiddlewareHandler = async (c, next) => {
    await next();
    if (c.res.status === 503 && !c.res.headers.has('Retry-After')) c.header('Retry-After', retryAfter);
  };
  // who reads or acts: a spectator (`?as=spectator`, no token) or the seat of the bearer token
  const viewerOf = async (c: Context, room: RoomAuthority): Promise<SeatId> => {
    const token = bearerToken(c);
    if (c.req.query('as') !== 'spectator') return seatOr401(room, token);
    if (token) throw new ApiError(400, 'bad_request', 'send a seat token or "?as=spectator", not both: a seat sees what a spectator sees and more');
    return SPECTATOR;
  };
  const seatOr401 = async (room: RoomAuthority, token: string | undefined): Promise<SeatId> => {
    if (!token) throw new ApiError(401, 'unauthorized', 'this needs a seat token: "Authorization: Bearer <token>"');
    const seat = await room.findSeat(token);
    if (!seat) throw new ApiError(401, 'unauthorized', `the token is not a seat of room "${room.id}"`);
    return seat;
  };

  return { rooms, keepAliveMs, tags, limit, roomOr404, roomCapacity, viewerOf, seatOr401 };
}
