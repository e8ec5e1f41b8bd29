/**
 * The rooms API: create a room, read its public summary, take a seat, send actions, read a seat's view,
 * and follow the live stream. Seat tokens are bearer tokens; the order of checks on an action is
 * body shape -> token -> seat -> engine (boardgame.io's master order).
 * @module
 */
import { OpenAPIHono } from '@hono/zod-openapi';
import { validationHook } from '../http/errors.ts';
import type { RoomRegistry } from './registry.ts';
import { roomRoutesContext } from './routes/context.ts';
import { addCreateRoute, addTryRoute } from './routes/create.ts';
import { addSimulateRoutes } from './routes/simulate.ts';
import { addActionRoute, addLogRoute, addStreamRoute, addViewRoute } from './routes/play.ts';
import { addComputerSeatsRoute, addHeldSeatsRoute, addJoinRoute } from './routes/seats.ts';
import { addReplayRoutes } from './routes/replay.ts';
import { addSummaryRoute } from './routes/summary.ts';
import { KEEP_ALIVE_MS } from './stream.ts';

export { MAX_ACTION_BYTES } from './routes/play.ts';

/** The options of {@link roomRoutes}. */
export interface RoomRoutesOptions {
  rooms: RoomRegistry;
  /** Keep-alive interval of live streams (ms); 15 s by default. */
  keepAliveMs?: number;
  /** Rooms and seats one client may create per minute; 60 by default, 0 for no limit. */
  creationsPerMinute?: number;
}

/**
 * The rooms sub-app, to mount at `/api`:
 * - `POST /rooms` `{ mission, seed?, questBook?, turnSeconds?, replay? }` -> 201 `{ room, seat: "master", token, role, questBook, turnSeconds }` (the quest book open unless asked `closed`); 404 no mission; 401 `seed` without the admin token
 * - `GET /rooms/{id}` -> `{ room, mission, phase, seats, freeHeroes, heroPieces, module }` (public)
 * - `POST /rooms/{id}/seats` `{ hero }` -> 201 `{ room, seat, token }`; 409 `hero_taken` / `room_full` / `game_started`
 * - `POST /rooms/{id}/held-seats` (the master's token) `{ heroes }` -> 201 `{ room, seats: [{ seat, hero, token }] }`:
 *   the master holds those heroes' seats too (the Archive's "Try it", the author alone), each marked `heldByMaster` in
 *   `seats` and never offered for release; 403 `not_master` for another seat
 * - `POST /missions/{id}/simulate` and `POST /missions/simulate` `{ mission, games?, heroes?, seed? }` (signed in) -> the
 *   mission's balance report (routes/simulate.ts); 429 `simulation_busy` while another runs
 * - `POST /rooms/{id}/computer-seats` (the master's token) `{ heroes }` -> 201 `{ room, seats: [{ seat, hero }] }`: the
 *   computer plays those heroes (marked `computer` in `seats`; docs/computer-heroes.md); a player joining later with
 *   such a hero takes its seat over
 * - `POST /rooms/{id}/actions` (seat token) Action, optionally with the `seq` of the view it was chosen on -> `{ seq, events }`;
 *   400/401/403/409/422 with the engine's code; 409 `stale_seq` when the room is no longer at that `seq`
 * - `GET /rooms/{id}/view` (seat token) -> `{ seq, view, legal }`; `?as=spectator` with no token: a spectator's view
 *   (what every hero sees in common) with `legal: []`, for anyone who knows the room id, as `/log` is
 * - `POST /rooms/{id}/actions?as=spectator` -> 403 `spectator`: a spectator never acts
 * - `GET /rooms/{id}/stream` (seat token in the header) -> SSE `update` frames `{ seq, view, events, legal }`, for
 *   tools; pages follow rooms through the WebSocket at `/api/live` (`live.ts`)
 * - `GET /rooms/{id}/replay?side=heroes|master` -> the room's game to watch again (routes/replay.ts); `PUT` (the
 *   master's token) `{ replay }` says who may, `DELETE` takes a public replay down (an archived room's too)
 * Every `/rooms/{id}` route answers 410 `room_ended` for a room that has ended (archived); `POST /rooms` answers 503
 * `server_full` with `Retry-After` when the server holds its limit of live rooms.
 */
export function roomRoutes({ rooms, keepAliveMs = KEEP_ALIVE_MS, creationsPerMinute = 60 }: RoomRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const k = roomRoutesContext(rooms, keepAliveMs, creationsPerMinute);
  addCreateRoute(app, k);
  addTryRoute(app, k);
  addSimulateRoutes(app, k);
  addSummaryRoute(app, k);
  addJoinRoute(app, k);
  addHeldSeatsRoute(app, k);
  addComputerSeatsRoute(app, k);
  addActionRoute(app, k);
  addLogRoute(app, k);
  addViewRoute(app, k);
  addStreamRoute(app, k);
  addReplayRoutes(app, k);
  return app;
}
