/**
 * What the campaigns API's routes share: the OpenAPI pieces they are declared with, the schemas of its requests and
 * answers, and the context each route gets (the campaigns, the tags, the creation limit).
 * @module
 */
import { z } from '@hono/zod-openapi';
import { Adventure, Slug } from '../../../content/schemas/index.ts';
import { ErrorBodySchema } from '../../http/errors.ts';
import { LOADABLE_SLOTS, PLAYER_SLOTS } from '../saves.ts';
import type { CampaignService } from '../service.ts';
import type { MiddlewareHandler } from 'hono';

/** The largest body of `POST /campaigns/{id}/actions`, in bytes. */
export const MAX_CAMPAIGN_ACTION_BYTES = 16 * 1024;

/** An error response of a route, in OpenAPI terms. */
export const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
/** A JSON response of a route, in OpenAPI terms. */
export const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
/** A required JSON request body, in OpenAPI terms. */
export const body = <T extends z.ZodType>(schema: T) => ({ body: { content: { 'application/json': { schema } }, required: true } });

/** The campaign id in the path. */
export const CampaignParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
});
/** The campaign id and a save slot in the path. */
export const SlotParam = z.object({
  id: z
    .string()
    .min(1)
    .max(64)
    .openapi({ param: { name: 'id', in: 'path' } }),
  slot: z.enum(PLAYER_SLOTS).openapi({ param: { name: 'slot', in: 'path' }, description: 'the quick save or a manual slot' }),
});
/** The player's token, as a bearer token. */
export const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <player token>' }) });
/** A content name: Italian, English or both (one language is enough, docs/mission-format.md). */
export const LocalizedName = z.object({ it: z.string().optional(), en: z.string().optional() });

/** The body of `POST /campaigns`. */
export const CreateBody = z.strictObject({
  adventure: Slug.meta({ example: 'forsaken-woods' }),
  seed: z.string().min(1).max(128).optional().openapi({ description: "a fixed seed for the campaign's dice; only with the administrator token (tests)" }),
});
/** The body of `POST /campaigns/try`. */
export const TryBody = z.strictObject({
  adventure: Adventure.describe("the adventure document to try, as the Archive's editor holds it: it is not saved"),
  seed: z.string().min(1).max(128).optional().openapi({ description: "a fixed seed for the campaign's dice; only with the administrator token (tests)" }),
});
/** The body of `POST /campaigns/{id}/players`. */
export const JoinBody = z.strictObject({
  heroes: z
    .array(Slug)
    .min(1)
    .max(12)
    .openapi({ description: 'the heroes of the Company the new player holds (nobody else may hold them)', example: ['vestin'] }),
});
/** The body of `POST /campaigns/{id}/load`. */
export const LoadBody = z.strictObject({ slot: z.enum(LOADABLE_SLOTS).openapi({ description: 'the autosave, the quick save or a manual slot' }) });

/** A new campaign or player: its token, shown once. */
export const Joined = z.object({ campaign: z.string(), player: z.string(), token: z.string() });
/** A campaign's public summary. */
export const Summary = z.object({
  campaign: z.string(),
  adventure: z.object({
    id: z.string(),
    name: LocalizedName,
    gone: z
      .literal(true)
      .optional()
      .openapi({ description: 'the adventure was deleted: the campaign cannot be played, joined or saved until it is restored (409 `adventure_gone`)' }),
  }),
  seq: z.number().int(),
  roster: z.array(z.object({ id: z.string(), name: LocalizedName, active: z.boolean(), player: z.string().nullable() })),
  freeHeroes: z.array(z.string()),
  players: z.array(z.string()),
});
/** A campaign event. */
export const AnyEvent = z.record(z.string(), z.unknown()).openapi({ description: 'a campaign event `{ type, ... }` (docs/campaigns.md, "Events")' });
/** The fight under way as a player sees it. */
export const PlayerFight = z
  .object({
    room: z.string().openapi({ description: "the fight's room (`/api/rooms/{room}`)" }),
    seats: z.array(z.object({ hero: z.string(), seat: z.string(), token: z.string() })).openapi({
      description: "the seats of the heroes this player acts for, with their tokens (derived from the player's token, never stored: the same on every read)",
    }),
  })
  .openapi({ description: "the fight under way: its room and the player's seats in it" });
/** An accepted change: the new seq and its events. */
export const ChangeResult = z.object({
  seq: z.number().int(),
  events: z.array(AnyEvent),
  fight: PlayerFight.optional().openapi({ description: 'after a `fight`: the room opened' }),
});
/** A player's view. */
export const ViewResult = z.object({
  seq: z.number().int(),
  view: z.unknown().openapi({ description: 'the player\'s view of the campaign (docs/campaigns.md, "The view")' }),
  legal: z.array(z.unknown()).openapi({ description: 'the actions the player may send now' }),
  fight: PlayerFight.nullable(),
});
/** A filled save slot. */
export const SaveSummary = z.object({
  slot: z.enum(['auto', 'quick', '1', '2', '3', 'checkpoint']),
  savedAt: z.string(),
  seq: z.number().int(),
  version: z.number().int(),
  tier: z.string().nullable(),
  place: z.union([z.object({ at: z.literal('town') }), z.object({ at: z.literal('location'), location: z.string(), position: z.number().int() })]).nullable(),
  fight: z.boolean(),
});

/** What the campaigns API's routes share. */
export interface CampaignRoutesContext {
  campaigns: CampaignService;
  tags: string[];
  /** The creations one client may make per minute (counted with rooms and seats). */
  limit: MiddlewareHandler;
}
