/**
 * The balance report over the API (issue 38, docs/computer-heroes.md): a stored mission (`POST /missions/{id}/simulate`)
 * or a mission document as the Archive's editor holds it (`POST /missions/simulate`) played many times by computer
 * heroes against the computer's creatures (engine/core/simulate.ts). Signed in (an author, or a tool with an API
 * token). One simulation runs at a time on a server, giving the event loop a turn between games (rooms in play keep
 * answering), within a budget of {@link SIMULATION_BUDGET_MS}; another asked meanwhile is answered 429 with
 * `Retry-After`.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { Mission } from '../../../content/schemas/index.ts';
import { simulateMission, type BalanceReport, type GameInput } from '../../../engine/index.ts';
import { assertUsable } from '../../content/check.ts';
import { ApiError } from '../../http/errors.ts';
import { requireSignedIn } from '../../http/identity.ts';
import { requireJson } from '../../http/middleware.ts';
import { gameInputFor, gameInputOf } from '../setup.ts';
import { AuthHeader, error, json, type RoomRoutesContext } from './context.ts';
import { documentIdParam } from '../../http/params.ts';

/** The most a simulation plays for, in ms: the games not started by then are left out (the report says so). */
export const SIMULATION_BUDGET_MS = 10_000;

const Knobs = {
  games: z.number().int().min(1).max(1000).default(200).openapi({ description: 'games to play (1 to 1000; 200 unless given)', example: 200 }),
  heroes: z
    .number()
    .int()
    .min(1)
    .max(8)
    .optional()
    .openapi({ description: "hero seats, the roster's first heroes (1 to the mission's start squares; up to 4 unless given)", example: 4 }),
  seed: z.string().min(1).max(64).optional().openapi({ description: "the seeds' prefix: game i is played from `<seed>-i` (`balance` unless given)" }),
};
const StoredBody = z.strictObject(Knobs);
const DraftBody = z.strictObject({ mission: Mission.describe('the mission document to simulate, as the editor holds it: it is not saved'), ...Knobs });
const MissionParam = documentIdParam('la-prova');
const Report = z.object({}).passthrough().openapi('BalanceReport', { description: 'the balance report (docs/computer-heroes.md, "The balance report")' });

/** Whether a simulation runs now (one at a time per server). */
let running = false;

/** Runs one simulation of `input`, or refuses with 429 while another runs. */
async function simulateOnce(input: Omit<GameInput, 'seed'>, knobs: z.infer<typeof StoredBody>): Promise<BalanceReport> {
  if (running) {
    const busy = new ApiError(429, 'simulation_busy', 'another simulation is running on this server: try again in a few seconds');
    busy.retryAfter = 5;
    throw busy;
  }
  running = true;
  try {
    return await simulateMission(
      input,
      { games: knobs.games, budgetMs: SIMULATION_BUDGET_MS, ...(knobs.heroes ? { heroes: knobs.heroes } : {}), ...(knobs.seed ? { seed: knobs.seed } : {}) },
      () => new Promise((resolve) => setImmediate(resolve)),
    );
  } finally {
    running = false;
  }
}

const responses = {
  200: json(Report, 'the balance report'),
  400: error('invalid body'),
  401: error('not signed in'),
  404: error('no such mission'),
  422: error('the mission cannot be set up'),
  429: error('simulation_busy: another simulation runs on this server; `Retry-After` says when to try again'),
};

/** `POST /missions/{id}/simulate` and `POST /missions/simulate`: see the module. */
export function addSimulateRoutes(app: OpenAPIHono, k: RoomRoutesContext): void {
  const { rooms, tags } = k;
  app.openapi(
    createRoute({
      method: 'post',
      path: '/missions/{id}/simulate',
      tags,
      summary: "A stored mission's balance report: played by computer heroes and the computer's creatures (signed in; drafts included)",
      middleware: [requireSignedIn, requireJson] as const,
      request: { params: MissionParam, headers: AuthHeader, body: { content: { 'application/json': { schema: StoredBody } }, required: true } },
      responses,
    }),
    async (c) => {
      const { seed: _seed, ...input } = await gameInputFor(rooms.db, c.req.valid('param').id, 'balance', { drafts: true });
      return c.json(await simulateOnce(input, c.req.valid('json')), 200);
    },
  );
  app.openapi(
    createRoute({
      method: 'post',
      path: '/missions/simulate',
      tags,
      summary: "A mission document's balance report, as the Archive's editor holds it, saved nowhere (signed in)",
      middleware: [requireSignedIn, requireJson] as const,
      request: { headers: AuthHeader, body: { content: { 'application/json': { schema: DraftBody } }, required: true } },
      responses,
    }),
    async (c) => {
      const { mission, ...knobs } = c.req.valid('json');
      await assertUsable(rooms.db, 'missions', mission, 'mission');
      const { seed: _seed, ...input } = await gameInputOf(rooms.db, mission, 'balance', { drafts: true });
      return c.json(await simulateOnce(input, knobs), 200);
    },
  );
}
