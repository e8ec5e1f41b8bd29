/**
 * A campaign's saves: the slots listed, a save, a load, and Leave Without Saving.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { bearerToken } from '../../http/auth.ts';
import { requireJson } from '../../http/middleware.ts';

import { AuthHeader, body, CampaignParam, type CampaignRoutesContext, ChangeResult, error, json, LoadBody, SaveSummary, SlotParam } from './parts.ts';

/** `GET /campaigns/{id}/saves` (a player's token): the filled save slots. */
export function addSavesRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}/saves',
      tags,
      summary: 'The filled save slots of a campaign: when, at which seq, the tier and where the party was',
      request: { params: CampaignParam, headers: AuthHeader },
      responses: {
        200: json(z.object({ saves: z.array(SaveSummary) }), 'in slot order: auto, quick, 1, 2, 3, checkpoint'),
        401: error('missing or unknown player token'),
        404: error('no such campaign'),
      },
    }),
    async (c) => c.json({ saves: await campaigns.saves(c.req.valid('param').id, bearerToken(c)) }, 200),
  );
}

/** `POST /campaigns/{id}/saves/{slot}` (a player's token): the campaign saved into a slot. */
export function addSaveRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/saves/{slot}',
      tags,
      summary: 'Save the campaign as it is now into the quick save or a manual slot (also the checkpoint Leave Without Saving returns to)',
      request: { params: SlotParam, headers: AuthHeader },
      responses: {
        200: json(SaveSummary, 'the slot saved'),
        400: error('no such slot'),
        401: error('missing or unknown player token'),
        404: error('no such campaign'),
        409: error("adventure_gone (the campaign's adventure was deleted)"),
      },
    }),
    async (c) => {
      const { id: campaign, slot } = c.req.valid('param');
      return c.json(await campaigns.save(campaign, bearerToken(c), slot), 200);
    },
  );
}

/** `POST /campaigns/{id}/load` (a player's token): a save loaded. */
export function addLoadRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags, limit } = k;
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
        409: error("adventure_gone (the campaign's adventure was deleted)"),
        422: error('save_version (written by a newer save format), save_unreadable, save_unusable'),
        429: error('too_many_requests: loads count with the rooms, seats, campaigns and players this address created in the last minute'),
      },
    }),
    async (c) => c.json(await campaigns.load(c.req.valid('param').id, bearerToken(c), c.req.valid('json').slot), 200),
  );
}

/** `POST /campaigns/{id}/leave-without-saving` (a player's token): back to the checkpoint. */
export function addLeaveRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags, limit } = k;
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
        409: error("adventure_gone (the campaign's adventure was deleted)"),
        422: error('save_version, save_unreadable, save_unusable'),
        429: error('too_many_requests: counted as a load'),
      },
    }),
    async (c) => c.json(await campaigns.leaveWithoutSaving(c.req.valid('param').id, bearerToken(c)), 200),
  );
}
