/**
 * The campaigns API (issue 16, docs/campaigns.md "The API"): create a campaign, read its public summary, join it,
 * read a player's view, act, and save and load. Player tokens are bearer tokens, as room seats'. The order of checks
 * on an action is body shape -> token -> engine.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { Adventure, Slug } from '../../content/schemas/index.ts';
import { assertUsable } from '../content/check.ts';
import { bearerToken } from '../http/auth.ts';
import { ErrorBodySchema, ApiError, validationHook } from '../http/errors.ts';
import { identityOf, requireSignedIn } from '../http/identity.ts';
import { limitBody, requireJson } from '../http/middleware.ts';
import { perMinute, REFUSED_BODY } from '../http/rate-limit.ts';
import { CampaignActionRequest, campaignActionOf } from './actions.ts';
import { LOADABLE_SLOTS, PLAYER_SLOTS } from './saves.ts';
import type { CampaignService } from './service.ts';

/** The largest body of `POST /campaigns/{id}/actions`, in bytes. */
export const MAX_CAMPAIGN_ACTION_BYTES = 16 * 1024;

/** The options of {@link campaignRoutes}. */
export interface CampaignRoutesOptions {
  campaigns: CampaignService;
  /** Campaigns and players one client may create per minute (counted with rooms and seats); 60 by default, 0 for no limit. */
  creationsPerMinute?: number;
}

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

const CampaignParam = z.object({ id: z.string().min(1).max(64).openapi({ param: { name: 'id', in: 'path' } }) });
const SlotParam = z.object({
  id: z.string().min(1).max(64).openapi({ param: { name: 'id', in: 'path' } }),
  slot: z.enum(PLAYER_SLOTS).openapi({ param: { name: 'slot', in: 'path' }, description: 'the quick save or a manual slot' }),
});
const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <player token>' }) });
/** A content name: Italian, English or both (one language is enough, docs/mission-format.md). */
const LocalizedName = z.object({ it: z.string().optional(), en: z.string().optional() });

const CreateBody = z.strictObject({
  adventure: Slug.meta({ example: 'forsaken-woods' }),
  seed: z.string().min(1).max(128).optional().openapi({ description: 'a fixed seed for the campaign\'s dice; only with the administrator token (tests)' }),
});
const TryBody = z.strictObject({
  adventure: Adventure.describe('the adventure document to try, as the Archive\'s editor holds it: it is not saved'),
  seed: z.string().min(1).max(128).optional().openapi({ description: 'a fixed seed for the campaign\'s dice; only with the administrator token (tests)' }),
});
const JoinBody = z.strictObject({ heroes: z.array(Slug).min(1).max(12).openapi({ description: 'the heroes of the Company the new player holds (nobody else may hold them)', example: ['vestin'] }) });
const LoadBody = z.strictObject({ slot: z.enum(LOADABLE_SLOTS).openapi({ description: 'the autosave, the quick save or a manual slot' }) });

const Joined = z.object({ campaign: z.string(), player: z.string(), token: z.string() });
const Summary = z.object({
  campaign: z.string(),
  adventure: z.object({ id: z.string(), name: LocalizedName, gone: z.literal(true).optional().openapi({ description: 'the adventure was deleted: the campaign cannot be played, joined or saved until it is restored (409 `adventure_gone`)' }) }),
  seq: z.number().int(),
  roster: z.array(z.object({ id: z.string(), name: LocalizedName, active: z.boolean(), player: z.string().nullable() })),
  freeHeroes: z.array(z.string()),
  players: z.array(z.string()),
});
const AnyEvent = z.record(z.string(), z.unknown()).openapi({ description: 'a campaign event `{ type, ... }` (docs/campaigns.md, "Events")' });
const PlayerFight = z
  .object({
    room: z.string().openapi({ description: 'the fight\'s room (`/api/rooms/{room}`)' }),
    seats: z.array(z.object({ hero: z.string(), seat: z.string(), token: z.string() })).openapi({ description: 'the seats of the heroes this player acts for, with their tokens (derived from the player\'s token, never stored: the same on every read)' }),
  })
  .openapi({ description: 'the fight under way: its room and the player\'s seats in it' });
const ChangeResult = z.object({ seq: z.number().int(), events: z.array(AnyEvent), fight: PlayerFight.optional().openapi({ description: 'after a `fight`: the room opened' }) });
const ViewResult = z.object({
  seq: z.number().int(),
  view: z.unknown().openapi({ description: 'the player\'s view of the campaign (docs/campaigns.md, "The view")' }),
  legal: z.array(z.unknown()).openapi({ description: 'the actions the player may send now' }),
  fight: PlayerFight.nullable(),
});
const SaveSummary = z.object({
  slot: z.enum(['auto', 'quick', '1', '2', '3', 'checkpoint']),
  savedAt: z.string(),
  seq: z.number().int(),
  version: z.number().int(),
  tier: z.string().nullable(),
  place: z.union([z.object({ at: z.literal('town') }), z.object({ at: z.literal('location'), location: z.string(), position: z.number().int() })]).nullable(),
  fight: z.boolean(),
});

/**
 * The campaigns sub-app, to mount at `/api`:
 * - `POST /campaigns` `{ adventure, seed? }` -> 201 `{ campaign, player: "leader", token }`
 * - `POST /campaigns/try` `{ adventure, seed? }` (signed in) -> 201 `{ campaign, player: "leader", token }`: a campaign
 *   of the adventure document as the editor holds it, saved nowhere else
 * - `GET /campaigns/{id}` -> the public summary (adventure, roster and who holds each hero, free heroes)
 * - `POST /campaigns/{id}/players` `{ heroes }` -> 201 `{ campaign, player: "p1", token }`; 409 `hero_taken`, `not_in_roster`
 * - `GET /campaigns/{id}/view` (player token) -> `{ seq, view, legal }`
 * - `POST /campaigns/{id}/actions` (player token) a campaign action, `seq` optional -> `{ seq, events }`; the
 *   engine's refusals as 403/409/422 with their codes
 * - `GET /campaigns/{id}/saves`, `POST /campaigns/{id}/saves/{slot}`, `POST /campaigns/{id}/load` `{ slot }`,
 *   `POST /campaigns/{id}/leave-without-saving`
 */
export function campaignRoutes({ campaigns, creationsPerMinute = 60 }: CampaignRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const tags = ['campaigns'];
  const limit = perMinute({ db: campaigns.db, name: 'creations', limit: creationsPerMinute, what: 'rooms, seats, campaigns or players', uncountedStatuses: REFUSED_BODY });

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns',
      tags,
      summary: 'Create a campaign of an adventure; the creator is its leader',
      middleware: [limit, requireJson] as const,
      request: { headers: AuthHeader, ...body(CreateBody) },
      responses: {
        201: json(Joined, 'the campaign and the leader\'s token (shown once)'),
        400: error('invalid body'),
        401: error('seed given without the administrator token'),
        404: error('no such adventure'),
        422: error('no_campaign_rules (its ruleset has none), unknown_hero'),
        429: error('too many creations a minute from this address'),
      },
    }),
    async (c) => {
      const { adventure, seed } = c.req.valid('json');
      const identity = identityOf(c);
      if (seed !== undefined && identity?.kind !== 'admin-token') throw new ApiError(401, 'unauthorized', '"seed" is accepted only with the administrator token');
      const created = await campaigns.create(adventure, { ...(seed !== undefined ? { seed } : {}), drafts: identity !== null });
      return c.json(created, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/try',
      tags,
      summary: "Create a campaign of an adventure document as the Archive's editor holds it, without saving it (signed in: \"Try it\")",
      middleware: [requireSignedIn, limit, requireJson] as const,
      request: { headers: AuthHeader, ...body(TryBody) },
      responses: {
        201: json(Joined, 'the campaign and the leader\'s token (shown once); the adventure is not saved anywhere'),
        400: error('invalid body: the adventure fails its schema, names documents that do not exist or does not fit its ruleset'),
        401: error('not signed in, or seed without the administrator token'),
        422: error('no_campaign_rules (its ruleset has none), unknown_hero'),
        429: error('too many creations a minute from this address'),
      },
    }),
    async (c) => {
      const { adventure, seed } = c.req.valid('json');
      if (seed !== undefined && identityOf(c)?.kind !== 'admin-token') throw new ApiError(401, 'unauthorized', '"seed" is accepted only with the administrator token');
      await assertUsable(campaigns.db, 'adventures', adventure, 'adventure');
      return c.json(await campaigns.createOf(adventure, seed !== undefined ? { seed } : {}), 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}',
      tags,
      summary: 'The public summary of a campaign: its adventure, its roster and who holds each hero, the heroes still free',
      request: { params: CampaignParam },
      responses: { 200: json(Summary, 'the campaign'), 404: error('no such campaign') },
    }),
    async (c) => c.json(await campaigns.summary(c.req.valid('param').id), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/players',
      tags,
      summary: 'Join a campaign holding some of its heroes; returns the player\'s token (shown once)',
      middleware: [limit, requireJson] as const,
      request: { params: CampaignParam, ...body(JoinBody) },
      responses: {
        201: json(Joined, 'the player and its token'),
        400: error('invalid body'),
        404: error('no such campaign'),
        409: error('hero_taken (another player holds it), not_in_roster (not a hero of the Company), adventure_gone (the campaign\'s adventure was deleted)'),
        429: error('too many creations a minute from this address'),
      },
    }),
    async (c) => c.json(await campaigns.join(c.req.valid('param').id, [...new Set(c.req.valid('json').heroes)]), 201),
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}/view',
      tags,
      summary: "The token's player's view of the campaign and the actions it may send",
      request: { params: CampaignParam, headers: AuthHeader },
      responses: { 200: json(ViewResult, 'the view'), 401: error('missing or unknown player token'), 404: error('no such campaign'), 409: error('adventure_gone (the campaign\'s adventure was deleted)') },
    }),
    async (c) => c.json(await campaigns.view(c.req.valid('param').id, bearerToken(c)), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/actions',
      tags,
      summary: "Play a campaign action for the token's player",
      middleware: [limitBody(MAX_CAMPAIGN_ACTION_BYTES), requireJson] as const,
      request: { params: CampaignParam, headers: AuthHeader, ...body(CampaignActionRequest) },
      responses: {
        200: json(ChangeResult, 'accepted: the new seq and the events'),
        400: error('invalid body'),
        401: error('missing or unknown player token'),
        403: error('not_yours (a hero another player holds), invalid_action (a server\'s action)'),
        404: error('no such campaign'),
        409: error('not_now, not_enough_gold, not_enough, at_cap, locked, already_done, requirement, dead, mission_gone (a fight whose mission was deleted), adventure_gone (the campaign\'s adventure was deleted), stale_seq (the campaign moved on from `seq`)...'),
        422: error('unknown, invalid_action'),
      },
    }),
    async (c) => {
      const { action, seen } = campaignActionOf(c.req.valid('json'));
      return c.json(await campaigns.act(c.req.valid('param').id, bearerToken(c), action, seen), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}/saves',
      tags,
      summary: 'The filled save slots of a campaign: when, at which seq, the tier and where the party was',
      request: { params: CampaignParam, headers: AuthHeader },
      responses: { 200: json(z.object({ saves: z.array(SaveSummary) }), 'in slot order: auto, quick, 1, 2, 3, checkpoint'), 401: error('missing or unknown player token'), 404: error('no such campaign') },
    }),
    async (c) => c.json({ saves: await campaigns.saves(c.req.valid('param').id, bearerToken(c)) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/saves/{slot}',
      tags,
      summary: 'Save the campaign as it is now into the quick save or a manual slot (also the checkpoint Leave Without Saving returns to)',
      request: { params: SlotParam, headers: AuthHeader },
      responses: { 200: json(SaveSummary, 'the slot saved'), 400: error('no such slot'), 401: error('missing or unknown player token'), 404: error('no such campaign'), 409: error('adventure_gone (the campaign\'s adventure was deleted)') },
    }),
    async (c) => {
      const { id: campaign, slot } = c.req.valid('param');
      return c.json(await campaigns.save(campaign, bearerToken(c), slot), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/load',
      tags,
      summary: 'Load a save slot into the campaign (it becomes the checkpoint too); all or nothing',
      // a save taken during a fight opens its room again: counted as a creation, like every room
      middleware: [limit, requireJson] as const,
      request: { params: CampaignParam, headers: AuthHeader, ...body(LoadBody) },
      responses: {
        200: json(ChangeResult, 'loaded: the new seq and the event `campaign_loaded`'),
        400: error('invalid body'),
        401: error('missing or unknown player token'),
        404: error('no such campaign, or empty_slot'),
        409: error('adventure_gone (the campaign\'s adventure was deleted)'),
        422: error('save_version (written by a newer save format), save_unreadable, save_unusable'),
        429: error('too_many_requests: loads count with the rooms, seats, campaigns and players this address created in the last minute'),
      },
    }),
    async (c) => c.json(await campaigns.load(c.req.valid('param').id, bearerToken(c), c.req.valid('json').slot), 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/leave-without-saving',
      tags,
      summary: 'Go back to the checkpoint (the last explicit save or load, or the start), leaving every other slot as it is',
      middleware: [limit] as const,
      request: { params: CampaignParam, headers: AuthHeader },
      responses: {
        200: json(ChangeResult, 'restored: the new seq and the event `campaign_restored`'),
        401: error('missing or unknown player token'),
        404: error('no such campaign'),
        409: error('adventure_gone (the campaign\'s adventure was deleted)'),
        422: error('save_version, save_unreadable, save_unusable'),
        429: error('too_many_requests: counted as a load'),
      },
    }),
    async (c) => c.json(await campaigns.leaveWithoutSaving(c.req.valid('param').id, bearerToken(c)), 200),
  );

  return app;
}
