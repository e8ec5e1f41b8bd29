/**
 * The campaigns API (docs/campaigns.md "The API"): create a campaign, read its public summary, join it,
 * read a player's view, act, and save and load. Player tokens are bearer tokens, as room seats'. The order of checks
 * on an action is body shape -> token -> engine.
 * @module
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from '../http/errors.ts';
import { perMinute, REFUSED_BODY } from '../http/rate-limit.ts';
import { addCreateRoute, addTryRoute } from './routes/create.ts';
import { addActionRoute, addJoinRoute, addSummaryRoute, addViewRoute } from './routes/play.ts';
import { addLeaveRoute, addLoadRoute, addSaveRoute, addSavesRoute } from './routes/saves.ts';
import type { CampaignService } from './service.ts';

export { MAX_CAMPAIGN_ACTION_BYTES } from './routes/parts.ts';

/** The options of {@link campaignRoutes}. */
export interface CampaignRoutesOptions {
  campaigns: CampaignService;
  /** Campaigns and players one client may create per minute (counted with rooms and seats); 60 by default, 0 for no limit. */
  creationsPerMinute?: number;
}

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
  const limit = perMinute({
    db: campaigns.db,
    name: 'creations',
    limit: creationsPerMinute,
    what: 'rooms, seats, campaigns or players',
    uncountedStatuses: REFUSED_BODY,
  });
  const k = { campaigns, tags, limit };
  addCreateRoute(app, k);
  addTryRoute(app, k);
  addSummaryRoute(app, k);
  addJoinRoute(app, k);
  addViewRoute(app, k);
  addActionRoute(app, k);
  addSavesRoute(app, k);
  addSaveRoute(app, k);
  addLoadRoute(app, k);
  addLeaveRoute(app, k);
  return app;
}
