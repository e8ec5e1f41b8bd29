/**
 * The rooms API: create a room, read its public summary, take a seat, send actions, read a seat's view,
 * and follow the live stream. Seat tokens are bearer tokens; the order of checks on an action is
 * body shape -> token -> seat -> engine (boardgame.io's master order).
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { Mission, Slug } from '../../content/schemas/index.ts';
import { Action, MASTER, rulesetModuleIds, type SeatId, SPECTATOR, viewFor } from '../../engine/index.ts';
import { bearerToken } from '../http/auth.ts';
import { type Identity, identityOf, requireSignedIn } from '../http/identity.ts';
import { assertUsable } from '../content/check.ts';
import { perMinute, REFUSED_BODY } from '../http/rate-limit.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { limitBody, requireJson } from '../http/middleware.ts';
import { ActionRequest, actionOf, engineError, playAction } from './acting.ts';
import { MAX_STREAMS_PER_SEAT, type RoomAuthority } from './authority.ts';
import type { RoomRegistry } from './registry.ts';
import { roomEndedError } from './retention.ts';
import { KEEP_ALIVE_MS, streamRoom } from './stream.ts';

/** The largest body of `POST /rooms/{id}/actions`, in bytes: as the live connection's largest message. */
export const MAX_ACTION_BYTES = 16 * 1024;

/** The options of {@link roomRoutes}. */
export interface RoomRoutesOptions {
  rooms: RoomRegistry;
  /** Keep-alive interval of live streams (ms); 15 s by default. */
  keepAliveMs?: number;
  /** Rooms and seats one client may create per minute; 60 by default, 0 for no limit. */
  creationsPerMinute?: number;
}

const ROOM_ENDED = 'room_ended: the room has ended (its game was over, or nobody used it for long) and was archived';
const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });

const RoomParam = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: 'id', in: 'path' } }) });
const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <seat token>' }) });
/** `?as=spectator`: read the room as a spectator (no token; docs/protocol.md, "Watching"). */
const AsQuery = z.object({
  as: z.literal('spectator').optional().openapi({ description: 'read the room as a spectator, with no token: the heroes\' side of the board, nothing to do (docs/protocol.md, "Watching")' }),
});
const Seed = z.string().min(1).max(128).optional().openapi({ description: 'a fixed game seed; only with the administrator token (tests)' });
const QuestBookField = z.enum(['open', 'closed']).optional().openapi({
  description: 'whether the master reads the quest book, the hidden placements (docs/protocol.md, "The quest book"): `open` (the default, for anyone), or `closed` chosen at creation (the master discovers the dungeon with the heroes)',
  example: 'closed',
});
const TurnSecondsField = z.number().int().min(1).max(86_400).optional().openapi({
  description: 'the turn time limit in seconds (1 to 86400; none unless given): past it a hero\'s turn may be skipped, and an away master\'s creatures are played by the computer (docs/protocol.md, "Turn time")',
  example: 120,
});
const CreateRoomBody = z.strictObject({ mission: Slug.meta({ example: 'la-prova' }), seed: Seed, questBook: QuestBookField, turnSeconds: TurnSecondsField });
const TryRoomBody = z.strictObject({ mission: Mission.describe('the mission document to try, as the editor holds it: it is not saved'), seed: Seed, questBook: QuestBookField, turnSeconds: TurnSecondsField });
const JoinBody = z.strictObject({ hero: Slug.meta({ example: 'barbaro' }) });
const HeldSeatsBody = z.strictObject({
  heroes: z
    .array(Slug)
    .min(1)
    .max(16)
    .refine((heroes) => new Set(heroes).size === heroes.length, 'a hero is named twice')
    .openapi({ description: 'the heroes whose seats the master takes, each once', example: ['barbaro', 'nano'] }),
});
/** A content name: Italian, English or both (one language is enough, docs/mission-format.md). */
const LocalizedName = z.object({ it: z.string().optional(), en: z.string().optional() });
const RoomCreated = z.object({ room: z.string(), seat: z.literal('master'), token: z.string(), role: z.enum(['master', 'host']), questBook: z.enum(['open', 'closed']), turnSeconds: z.number().int().nullable() });
const SeatCreated = z.object({ room: z.string(), seat: z.string(), token: z.string() });
const HeldSeatsCreated = z.object({ room: z.string(), seats: z.array(z.object({ seat: z.string(), hero: z.string(), token: z.string() })) });
const RoomSummary = z.object({
  room: z.string(),
  mission: z.object({ id: z.string(), name: LocalizedName, auto: z.boolean() }),
  phase: z.enum(['lobby', 'playing', 'over']),
  seats: z.array(
    z.object({
      id: z.string(),
      hero: z.string(),
      vacant: z.literal(true).optional().openapi({ description: 'the master released the seat during the game: the next player who joins with its hero takes it over' }),
      heldByMaster: z.literal(true).optional().openapi({ description: "the master's own player holds the seat too (`held-seats`, the Archive's \"Try it\"): it is never released" }),
    }),
  ),
  freeHeroes: z.array(z.object({ id: z.string(), name: LocalizedName })),
  heroPieces: z
    .record(z.string(), z.looseObject({ body: z.number(), maxBody: z.number(), ext: z.unknown().optional().openapi({ description: "the ruleset module's own numbers for the piece (a d20 ruleset's: initiative, attack, armour...)" }) }))
    .openapi({ description: 'the piece each hero comes on the board with under the ruleset module (docs/protocol.md, "The view")' }),
  module: z.string().openapi({ description: `the ruleset module the room plays by (${rulesetModuleIds().map((id) => `\`${id}\``).join(', ')} or one a host registered), as \`module\` in the view`, example: rulesetModuleIds()[0] }),
});
const AnyEvent = z.any().openapi({ description: 'a GameEvent (see docs/protocol.md)' });
const ActionResult = z.object({ seq: z.number().int(), events: z.array(AnyEvent) });
const ViewResult = z.object({ seq: z.number().int(), view: z.any().openapi({ description: 'the seat\'s View (see docs/protocol.md)' }), legal: z.array(Action) });

/**
 * Who creates a room: the request's identity (null: anonymous), once a fixed `seed` has been checked.
 * @throws ApiError 401 `unauthorized` when a seed comes without the administrator token (seeds are for tests).
 */
function creatorOf(c: Context, seed: string | undefined): Identity | null {
  const identity = identityOf(c);
  if (seed !== undefined && identity?.kind !== 'admin-token') throw new ApiError(401, 'unauthorized', '"seed" is accepted only with the administrator token');
  return identity;
}

/** The 201 answer of a new room. */
function roomCreated(c: Context, room: RoomAuthority, token: string) {
  const role: 'host' | 'master' = room.state.setup.mission.auto ? 'host' : 'master';
  return c.json({ room: room.id, seat: 'master' as const, token, role, questBook: room.state.questBook, turnSeconds: room.state.turnSeconds ?? null }, 201);
}

/**
 * The rooms sub-app, to mount at `/api`:
 * - `POST /rooms` `{ mission, seed?, questBook?, turnSeconds? }` -> 201 `{ room, seat: "master", token, role, questBook, turnSeconds }` (the quest book open unless asked `closed`); 404 no mission; 401 `seed` without the admin token
 * - `GET /rooms/{id}` -> `{ room, mission, phase, seats, freeHeroes, heroPieces, module }` (public)
 * - `POST /rooms/{id}/seats` `{ hero }` -> 201 `{ room, seat, token }`; 409 `hero_taken` / `room_full` / `game_started`
 * - `POST /rooms/{id}/held-seats` (the master's token) `{ heroes }` -> 201 `{ room, seats: [{ seat, hero, token }] }`:
 *   the master holds those heroes' seats too (the Archive's "Try it", the author alone), each marked `heldByMaster` in
 *   `seats` and never offered for release; 403 `not_master` for another seat
 * - `POST /rooms/{id}/actions` (seat token) Action, optionally with the `seq` of the view it was chosen on -> `{ seq, events }`;
 *   400/401/403/409/422 with the engine's code; 409 `stale_seq` when the room is no longer at that `seq`
 * - `GET /rooms/{id}/view` (seat token) -> `{ seq, view, legal }`; `?as=spectator` with no token: a spectator's view
 *   (what every hero sees in common) with `legal: []`, for anyone who knows the room id, as `/log` is
 * - `POST /rooms/{id}/actions?as=spectator` -> 403 `spectator`: a spectator never acts
 * - `GET /rooms/{id}/stream` (seat token in the header) -> SSE `update` frames `{ seq, view, events, legal }`, for
 *   tools; pages follow rooms through the WebSocket at `/api/live` (`live.ts`)
 * Every `/rooms/{id}` route answers 410 `room_ended` for a room that has ended (archived); `POST /rooms` answers 503
 * `server_full` with `Retry-After` when the server holds its limit of live rooms.
 */
export function roomRoutes({ rooms, keepAliveMs = KEEP_ALIVE_MS, creationsPerMinute = 60 }: RoomRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms',
      tags,
      summary: 'Create a room of a mission; the creator is its master (or host of an auto mission)',
      middleware: [limit, requireJson, roomCapacity] as const,
      request: { headers: AuthHeader, body: { content: { 'application/json': { schema: CreateRoomBody } }, required: true } },
      responses: {
        201: json(RoomCreated, 'the room and the master seat token (shown once)'),
        429: error('too many rooms or seats a minute from this address'),
        400: error('invalid body'),
        401: error('seed given without the administrator token'),
        404: error('no such mission'),
        422: error('the mission cannot be set up'),
        503: error('server_full: the server holds its limit of live rooms; `Retry-After` says when to try again'),
      },
    }),
    async (c) => {
      const { mission, seed, questBook, turnSeconds } = c.req.valid('json');
      const identity = creatorOf(c, seed);
      // the public plays published missions only; a signed-in author may try a draft
      const { room, token } = await rooms.create(mission, seed, { drafts: identity !== null, ...(questBook ? { questBook } : {}), ...(turnSeconds ? { turnSeconds } : {}) });
      return roomCreated(c, room, token);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/try',
      tags,
      summary: "Create a room of a mission document as the Archive's editor holds it, without saving it (signed in: \"Try it\")",
      middleware: [requireSignedIn, limit, requireJson, roomCapacity] as const,
      request: { headers: AuthHeader, body: { content: { 'application/json': { schema: TryRoomBody } }, required: true } },
      responses: {
        201: json(RoomCreated, 'the room and the master seat token (shown once); the mission is not saved anywhere'),
        400: error('invalid body: the mission fails its schema, names documents that do not exist or does not fit its ruleset'),
        401: error('not signed in, or seed without the administrator token'),
        422: error('the mission cannot be set up'),
        429: error('too many rooms or seats a minute from this address'),
        503: error('server_full: the server holds its limit of live rooms; `Retry-After` says when to try again'),
      },
    }),
    async (c) => {
      const { mission, seed, questBook, turnSeconds } = c.req.valid('json');
      creatorOf(c, seed);
      await assertUsable(rooms.db, 'missions', mission, 'mission');
      const { room, token } = await rooms.createOf(mission, seed, { drafts: true, ...(questBook ? { questBook } : {}), ...(turnSeconds ? { turnSeconds } : {}) });
      return roomCreated(c, room, token);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}',
      tags,
      summary: 'The public summary of a room: mission, phase, seats and heroes still free',
      request: { params: RoomParam },
      responses: { 200: json(RoomSummary, 'the room'), 404: error('no such room'), 410: error(ROOM_ENDED) },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const s = room.state;
      const { id, name, auto } = s.setup.mission;
      const { freeHeroes, heroPieces, module } = viewFor(s, MASTER);
      return c.json({ room: room.id, mission: { id, name, auto }, phase: s.phase, seats: s.seats, freeHeroes, heroPieces, module }, 200);
    },
  );

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

  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/{id}/held-seats',
      tags,
      summary: "The master takes hero seats too, before the game starts (the Archive's \"Try it\": the author plays every side in one page); returns their tokens (shown once)",
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
      if (seat !== MASTER) throw new ApiError(403, 'not_master', `only the master of room "${room.id}" may take hero seats for itself; this token is seat ${seat}'s`);
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

  app.openapi(
    createRoute({
      method: 'get',
      path: '/rooms/{id}/view',
      tags,
      summary: "The token's seat's view and legal actions; with `?as=spectator` and no token, a spectator's (legal: [])",
      request: { params: RoomParam, query: AsQuery, headers: AuthHeader },
      responses: { 200: json(ViewResult, 'the view'), 400: error('both a token and `?as=spectator`'), 401: error('missing or unknown seat token'), 404: error('no such room'), 410: error(ROOM_ENDED) },
    }),
    async (c) => {
      const room = await roomOr404(c.req.valid('param').id);
      const { seq, view, legal } = room.current(await viewerOf(c, room));
      return c.json({ seq, view, legal }, 200);
    },
  );

  // The stream returns a raw streaming Response, so it is a plain route documented by hand.
  app.openAPIRegistry.registerPath({
    method: 'get',
    path: '/rooms/{id}/stream',
    tags,
    summary: "Live Server-Sent Events of the token's seat, for tools (pages use the WebSocket /api/live): event `update`, data `{ seq, view, events, legal }`",
    request: { params: RoomParam, headers: AuthHeader },
    responses: {
      200: { description: 'an event stream; the first update carries the current view with `events: []`', content: { 'text/event-stream': { schema: z.string() } } },
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
      throw new ApiError(429, 'too_many_streams', `seat ${seat} of room "${room.id}" is followed ${MAX_STREAMS_PER_SEAT} times already, the most one seat may be: close a stream first`);
    }
    return streamRoom(c, room, seat, keepAliveMs);
  });

  return app;
}
