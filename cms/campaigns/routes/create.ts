/**
 * The creation of campaigns: of a stored adventure (`POST /campaigns`), or of an adventure document tried from the Archive's editor (`POST /campaigns/try`).
 * @module
 */
import { createRoute, type OpenAPIHono } from '@hono/zod-openapi';
import { assertUsable } from '../../content/check.ts';
import { ApiError } from '../../http/errors.ts';
import { identityOf, requireSignedIn } from '../../http/identity.ts';
import { requireJson } from '../../http/middleware.ts';

import { AuthHeader, body, type CampaignRoutesContext, CreateBody, error, Joined, json, TryBody } from './parts.ts';

/** `POST /campaigns`: a campaign of a stored adventure; the creator is its leader. */
export function addCreateRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags, limit } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns',
      tags,
      summary: 'Create a campaign of an adventure; the creator is its leader',
      middleware: [limit, requireJson] as const,
      request: { headers: AuthHeader, ...body(CreateBody) },
      responses: {
        201: json(Joined, "the campaign and the leader's token (shown once)"),
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
      if (seed !== undefined && identity?.kind !== 'admin-token')
        throw new ApiError(401, 'unauthorized', '"seed" is accepted only with the administrator token');
      const created = await campaigns.create(adventure, { ...(seed !== undefined ? { seed } : {}), drafts: identity !== null });
      return c.json(created, 201);
    },
  );
}

/** `POST /campaigns/try` (signed in): a campaign of an adventure document as the Archive's editor holds it, saved nowhere else. */
export function addTryRoute(app: OpenAPIHono, k: CampaignRoutesContext): void {
  const { campaigns, tags, limit } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/campaigns/try',
      tags,
      summary: 'Create a campaign of an adventure document as the Archive\'s editor holds it, without saving it (signed in: "Try it")',
      middleware: [requireSignedIn, limit, requireJson] as const,
      request: { headers: AuthHeader, ...body(TryBody) },
      responses: {
        201: json(Joined, "the campaign and the leader's token (shown once); the adventure is not saved anywhere"),
        400: error('invalid body: the adventure fails its schema, names documents that do not exist or does not fit its ruleset'),
        401: error('not signed in, or seed without the administrator token'),
        422: error('no_campaign_rules (its ruleset has none), unknown_hero'),
        429: error('too many creations a minute from this address'),
      },
    }),
    async (c) => {
      const { adventure, seed } = c.req.valid('json');
      if (seed !== undefined && identityOf(c)?.kind !== 'admin-token')
        throw new ApiError(401, 'unauthorized', '"seed" is accepted only with the administrator token');
      await assertUsable(campaigns.db, 'adventures', adventure, 'adventure');
      return c.json(await campaigns.createOf(adventure, seed !== undefined ? { seed } : {}), 201);
    },
  );
}
