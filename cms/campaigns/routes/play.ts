/**
 * Playing a campaign: its public summary, a new player joining, a player's view and actions.
 * @module
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { bearerToken } from '../../http/auth.ts';
import { limitBody, requireJson } from '../../http/middleware.ts';
import { CampaignActionRequest, campaignActionOf } from '../actions.ts';

import {
  AuthHeader,
  body,
  CampaignParam,
  type CampaignRoutesContext,
  ChangeResult,
  error,
  Joined,
  JoinBody,
  json,
  MAX_CAMPAIGN_ACTION_BYTES,
  Summary,
  ViewResult,
} from './parts.ts';

/** `GET /campaigns/{id}`: the public summary of a campaign. */
export function addSummaryRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags } = k;
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
}

/** `POST /campaigns/{id}/players`: a new player holding heroes of the Company. */
export function addJoinRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags, limit } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/{id}/players',
      tags,
      summary: "Join a campaign holding some of its heroes; returns the player's token (shown once)",
      middleware: [limit, requireJson] as const,
      request: { params: CampaignParam, ...body(JoinBody) },
      responses: {
        201: json(Joined, 'the player and its token'),
        400: error('invalid body'),
        404: error('no such campaign'),
        409: error("hero_taken (another player holds it), not_in_roster (not a hero of the Company), adventure_gone (the campaign's adventure was deleted)"),
        429: error('too many creations a minute from this address'),
      },
    }),
    async (c) => c.json(await campaigns.join(c.req.valid('param').id, [...new Set(c.req.valid('json').heroes)]), 201),
  );
}

/** `GET /campaigns/{id}/view` (a player's token): the player's view, its legal actions and the fight under way. */
export function addViewRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags } = k;
  app.openapi(
    createRoute({
      method: 'get',
      path: '/campaigns/{id}/view',
      tags,
      summary: "The token's player's view of the campaign and the actions it may send",
      request: { params: CampaignParam, headers: AuthHeader },
      responses: {
        200: json(ViewResult, 'the view'),
        401: error('missing or unknown player token'),
        404: error('no such campaign'),
        409: error("adventure_gone (the campaign's adventure was deleted)"),
      },
    }),
    async (c) => c.json(await campaigns.view(c.req.valid('param').id, bearerToken(c)), 200),
  );
}

/** `POST /campaigns/{id}/actions` (a player's token): a campaign action played. */
export function addActionRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags } = k;
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
        403: error("not_yours (a hero another player holds), invalid_action (a server's action)"),
        404: error('no such campaign'),
        409: error(
          "not_now, not_enough_gold, not_enough, at_cap, locked, already_done, requirement, dead, mission_gone (a fight whose mission was deleted), adventure_gone (the campaign's adventure was deleted), stale_seq (the campaign moved on from `seq`)...",
        ),
        422: error('unknown, invalid_action'),
      },
    }),
    async (c) => {
      const { action, seen } = campaignActionOf(c.req.valid('json'));
      return c.json(await campaigns.act(c.req.valid('param').id, bearerToken(c), action, seen), 200);
    },
  );
}
