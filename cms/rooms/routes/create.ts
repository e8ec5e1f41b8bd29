/**
 * The creation of rooms: of a stored mission (`POST /rooms`), or of a mission document tried from the Archive's
 * editor (`POST /rooms/try`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { Mission, Slug } from '../../../content/schemas/index.ts';
import { assertUsable } from '../../content/check.ts';
import { REACTION_SECONDS, REACTION_SECONDS_RANGE } from '../../../engine/index.ts';
import { ApiError, bilingual } from '../../http/errors.ts';
import { type Identity, identityOf, requireSignedIn } from '../../http/identity.ts';
import { requireJson } from '../../http/middleware.ts';
import type { RoomAuthority } from '../authority.ts';
import type { ReplayAccess } from '../../db/rooms.table.ts';
import { AuthHeader, error, json, type RoomRoutesContext } from './context.ts';
import { ReplayAccessField } from './replay.ts';

const Seed = z.string().min(1).max(128).optional().openapi({ description: 'a fixed game seed; only with the administrator token (tests)' });
const QuestBookField = z.enum(['open', 'closed']).optional().openapi({
  description:
    'whether the master reads the quest book, the hidden placements (docs/protocol.md, "The quest book"): `open` (the default, for anyone), or `closed` chosen at creation (the master discovers the dungeon with the heroes)',
  example: 'closed',
});
const TurnSecondsField = z.number().int().min(1).max(86_400).optional().openapi({
  description:
    'the turn time limit in seconds (1 to 86400; none unless given): past it a hero\'s turn may be skipped, and an away master\'s creatures are played by the computer (docs/protocol.md, "Turn time")',
  example: 120,
});
const { min: FEWEST, max: MOST } = REACTION_SECONDS_RANGE;
const REACTION_SECONDS_ERROR = bilingual(
  `must be a whole number of seconds from ${FEWEST} to ${MOST}`,
  `deve essere un numero intero di secondi da ${FEWEST} a ${MOST}`,
);
const ReactionSecondsField = z
  .number({ error: REACTION_SECONDS_ERROR })
  .int({ error: REACTION_SECONDS_ERROR })
  .min(FEWEST, { error: REACTION_SECONDS_ERROR })
  .max(MOST, { error: REACTION_SECONDS_ERROR })
  .optional()
  .openapi({
    description: `the seconds a seat has to answer a prompt (a reaction offered) before the room declines it for the seat (${FEWEST} to ${MOST}; ${REACTION_SECONDS} unless given; docs/protocol.md, "Reaction time")`,
    example: 10,
  });
const ReplayField = ReplayAccessField.optional();
const CreateRoomBody = z.strictObject({
  mission: Slug.meta({ example: 'la-prova' }),
  seed: Seed,
  questBook: QuestBookField,
  turnSeconds: TurnSecondsField,
  reactionSeconds: ReactionSecondsField,
  replay: ReplayField,
});
const TryRoomBody = z.strictObject({
  mission: Mission.describe('the mission document to try, as the editor holds it: it is not saved'),
  seed: Seed,
  questBook: QuestBookField,
  turnSeconds: TurnSecondsField,
  reactionSeconds: ReactionSecondsField,
  replay: ReplayField,
});
const RoomCreated = z.object({
  room: z.string(),
  seat: z.literal('master'),
  token: z.string(),
  role: z.enum(['master', 'host']),
  questBook: z.enum(['open', 'closed']),
  turnSeconds: z.number().int().nullable(),
  reactionSeconds: z.number().int(),
  replay: ReplayAccessField,
});

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
function roomCreated(c: Context, room: RoomAuthority, token: string, replay: ReplayAccess = 'private') {
  const role: 'host' | 'master' = room.state.setup.mission.auto ? 'host' : 'master';
  const { questBook, turnSeconds, reactionSeconds } = room.state;
  return c.json(
    {
      room: room.id,
      seat: 'master' as const,
      token,
      role,
      questBook,
      turnSeconds: turnSeconds ?? null,
      reactionSeconds: reactionSeconds ?? REACTION_SECONDS,
      replay,
    },
    201,
  );
}

/** `POST /rooms`: a room of a stored mission; the creator is its master (or host of an `auto` mission). */
export function addCreateRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { rooms, tags, limit, roomCapacity } = k;
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
      const { mission, seed, questBook, turnSeconds, reactionSeconds, replay } = c.req.valid('json');
      const identity = creatorOf(c, seed);
      // the public plays published missions only; a signed-in author may try a draft
      const { room, token } = await rooms.create(mission, seed, {
        ...(replay ? { replay } : {}),
        drafts: identity !== null,
        ...(questBook ? { questBook } : {}),
        ...(turnSeconds ? { turnSeconds } : {}),
        ...(reactionSeconds ? { reactionSeconds } : {}),
      });
      return roomCreated(c, room, token, replay);
    },
  );
}

/** `POST /rooms/try` (signed in): a room of a mission document as the Archive's editor holds it, saved nowhere. */
export function addTryRoute(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { rooms, tags, limit, roomCapacity } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/rooms/try',
      tags,
      summary: 'Create a room of a mission document as the Archive\'s editor holds it, without saving it (signed in: "Try it")',
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
      const { mission, seed, questBook, turnSeconds, reactionSeconds, replay } = c.req.valid('json');
      creatorOf(c, seed);
      await assertUsable(rooms.db, 'missions', mission, 'mission');
      const { room, token } = await rooms.createOf(mission, seed, {
        ...(replay ? { replay } : {}),
        drafts: true,
        ...(questBook ? { questBook } : {}),
        ...(turnSeconds ? { turnSeconds } : {}),
        ...(reactionSeconds ? { reactionSeconds } : {}),
      });
      return roomCreated(c, room, token, replay);
    },
  );
}
