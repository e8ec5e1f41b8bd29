/**
 * `GET /missions/{id}/map.svg`: a mission's printed quest map (cms/maps/quest-map.ts, docs/quest-maps.md), in the
 * reader's language, on A4 or Letter, the master's copy or the players'. Who may read which copy is who may read the
 * mission: the public reads a published mission's summary, which is the players' plan of its board, so the public
 * gets the players' copy of a published mission (asking for the master's is a 401, like reading the mission in full);
 * a signed-in reader gets either copy of any mission, drafts included, the master's unless asked.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { accepts } from 'hono/accepts';
import type { Lang } from '../../content/schemas/index.ts';
import { createGame } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { identityOf } from '../http/identity.ts';
import { gameInputFor } from '../rooms/setup.ts';
import { questMapSvg } from './quest-map.ts';
import { documentIdParam } from '../http/params.ts';

/** An enum of a query parameter whose refusal names the value sent and the values allowed. */
const choice = <const T extends readonly [string, ...string[]]>(name: string, values: T, description: string) =>
  z
    .enum(values, { error: (issue) => `${name} "${String(issue.input)}" is not one of ${values.map((v) => `"${v}"`).join(', ')}` })
    .optional()
    .openapi({ param: { name, in: 'query' }, description });

const MapQuery = z.object({
  lang: choice('lang', ['it', 'en'], "the map's language; left out, the reader's (`Accept-Language`: the first of Italian or English it names, else English)"),
  paper: choice('paper', ['a4', 'letter'], 'the paper: A4 (210 × 297 mm, the default) or Letter (8.5 × 11 in)'),
  copy: choice(
    'copy',
    ['master', 'players'],
    "`master`: everything (signed in only); `players`: no creature, trap, treasure, hidden object, secret door, master's note or wandering monster. Left out: the master's for a signed-in reader, the players' for the public",
  ),
});

const MissionParam = documentIdParam('la-prova');

/**
 * The reader's language from the request's `Accept-Language` (parsed by Hono's `accepts`): the Italian or English
 * tag, region aside (`it-IT` is Italian), with the highest weight (the earlier of equal weights), English when it
 * names neither (the element's `readerLang` rule, components/reader-lang.ts).
 */
function acceptedLang(c: Context): Lang {
  return accepts(c, {
    header: 'Accept-Language',
    supports: ['it', 'en'],
    default: 'en',
    match: (list, { default: fallback }) => {
      const ranked = list.filter((a) => a.q > 0).sort((a, b) => b.q - a.q);
      const base = (tag: string) => tag.toLowerCase().split(/[-_]/)[0];
      return (ranked.map((a) => base(a.type)).find((tag) => tag === 'it' || tag === 'en') as Lang | undefined) ?? fallback;
    },
  }) as Lang;
}

/** The map routes, to mount at `/api` after `identify`. */
export function mapRoutes({ db }: { db: DB }): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.openapi(
    createRoute({
      method: 'get',
      path: '/missions/{id}/map.svg',
      tags: ['content'],
      summary: "A mission's printed quest map: an SVG page of A4 or Letter (docs/quest-maps.md)",
      request: { params: MissionParam, query: MapQuery },
      responses: {
        200: { content: { 'image/svg+xml': { schema: z.string() } }, description: 'the map, one page, `width`/`height` in mm' },
        400: { content: { 'application/json': { schema: ErrorBodySchema } }, description: 'invalid_body: a query value not allowed (named)' },
        401: { content: { 'application/json': { schema: ErrorBodySchema } }, description: "the master's copy, asked without signing in" },
        404: { content: { 'application/json': { schema: ErrorBodySchema } }, description: 'no such mission (a draft, for the public)' },
        422: { content: { 'application/json': { schema: ErrorBodySchema } }, description: 'invalid_mission: the mission cannot be set up' },
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const query = c.req.valid('query');
      const signedIn = identityOf(c) !== null;
      const copy = query.copy ?? (signedIn ? 'master' : 'players');
      if (copy === 'master' && !signedIn)
        throw new ApiError(401, 'unauthorized', `the master's copy holds the mission's secrets: sign in, or ask for "?copy=players"`);
      const input = await gameInputFor(db, id, 'map', { drafts: signedIn });
      let state: ReturnType<typeof createGame>;
      try {
        state = createGame(input);
      } catch (err) {
        throw new ApiError(422, 'invalid_mission', `mission "${id}" cannot be set up: ${err instanceof Error ? err.message : String(err)}`);
      }
      const lang = query.lang ?? acceptedLang(c);
      const svg = questMapSvg(state, {
        lang,
        paper: query.paper ?? 'a4',
        copy,
        ...(input.mission.difficulty !== undefined ? { difficulty: input.mission.difficulty } : {}),
      });
      return c.body(svg, 200, {
        'Content-Type': 'image/svg+xml; charset=utf-8',
        // who asks decides the copy and the drafts (the content routes' Vary says Authorization, Cookie), the header the
        // language: a cache must not hand one reader's map to another
        'Cache-Control': 'private, no-cache',
        Vary: 'Accept-Language',
      });
    },
  );
  return app;
}
