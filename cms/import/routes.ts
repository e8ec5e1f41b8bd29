/**
 * Importing quests from other tools: `POST /api/import/heroscribe` converts a HeroScribe quest file and answers with
 * the mission, the placeholder creature kinds it needs and the conversion report. Nothing is saved: the author reads
 * the report, then saves the mission (and the placeholders) with the content API. Documented in `docs/heroscribe.md`.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { convertHeroScribe, HeroScribeError, XML_LIMITS } from '../../content/import/heroscribe/index.ts';
import { Creature, Mission, Slug } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { listDocuments } from '../content/repository.ts';
import { requireSignedIn } from '../http/identity.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { limitBody } from '../http/middleware.ts';

/** The largest HeroScribe file accepted: the converter's limit, 5 MB. */
export const IMPORT_MAX_BYTES = XML_LIMITS.maxBytes;

/** The options of {@link importRoutes}. */
export interface ImportRoutesOptions {
  db: DB;
  /** Where an upload the client cut short is reported (see `limitBody`); `console.info` unless given. */
  log?: (message: string) => void;
}

/** The `charset` parameter of a `Content-Type` (`application/xml; charset=ISO-8859-1`). */
const CHARSET = /;\s*charset\s*=\s*"?([^";\s]+)"?/i;

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });

const Problem = z.object({
  code: z.string(),
  message: z.string(),
  element: z.string(),
  line: z.number().int(),
  column: z.number().int(),
  text: z.object({ it: z.string(), en: z.string() }).optional(),
});

/** The report's shape, for the OpenAPI document (the converter's `ConversionReport`). */
const ReportSchema = z
  .object({
    quest: z.object({
      name: z.string(),
      region: z.string().nullable(),
      version: z.string().nullable(),
      format: z.enum(['1.4', 'enhanced', '2']),
      title: z.string().nullable(),
      width: z.number(),
      height: z.number(),
      boards: z.number(),
    }),
    converted: z.record(z.string(), z.unknown()),
    placeholders: z.array(z.object({ catalogueId: z.string(), name: z.string(), kind: z.string(), count: z.number(), lines: z.array(z.number()) })),
    prose: z.object({
      description: z.boolean(),
      questText: z.boolean(),
      notes: z.array(z.object({ text: z.string(), line: z.number(), label: z.string().nullable(), markers: z.number() })),
      wanderingMonster: z.object({ text: z.string(), line: z.number(), catalogueId: z.string().nullable(), kind: z.string().nullable() }).nullable(),
      objects: z.array(z.object({ id: z.string(), name: z.string(), line: z.number(), why: z.string() })),
    }),
    notConverted: z.array(z.object({ element: z.string(), line: z.number(), said: z.string(), unread: z.array(z.string()).optional() })),
    problems: z.array(Problem),
  })
  .meta({ id: 'HeroScribeReport' });

/**
 * The import sub-app, to mount at `/api`:
 * - `POST /import/heroscribe?id=<slug>` (admin), body: the quest file's bytes as saved (`application/xml`, `text/xml` or
 *   `text/plain`), read in the `charset` the `Content-Type` names, else in the encoding the file's XML declaration names
 *   (UTF-8 by default), up to {@link IMPORT_MAX_BYTES} -> 200 `{ mission, creatures, report }`; 400 `invalid_heroscribe`
 *   with one issue per problem (`path` is `<element> line:column`); 401 `unauthorized`; 413 `too_large`.
 * Monster kinds the stored creatures lack become placeholders (listed in `creatures`).
 */
export function importRoutes({ db, log }: ImportRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const xmlBody = { schema: z.string().openapi({ description: "a HeroScribe quest file (the 1.4 format, the Enhanced fork's or HeroScribe 2)" }) };
  app.openapi(
    createRoute({
      method: 'post',
      path: '/import/heroscribe',
      tags: ['import'],
      summary: 'Convert a HeroScribe quest into a mission and a report, without saving (signed in)',
      middleware: [requireSignedIn, limitBody(IMPORT_MAX_BYTES, log ? { log } : {})] as const,
      request: {
        headers: z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <API token or ADMIN_TOKEN>, or the session cookie' }) }),
        query: z.object({ id: Slug.optional().openapi({ description: 'the mission id; a slug of the quest name by default' }) }),
        body: { content: { 'application/xml': xmlBody, 'text/xml': xmlBody, 'text/plain': xmlBody }, required: true },
      },
      responses: {
        200: {
          content: { 'application/json': { schema: z.object({ mission: Mission, creatures: z.array(Creature), report: ReportSchema }) } },
          description: 'the converted mission (valid, not saved), the placeholder creature kinds it uses, and the report',
        },
        400: error('the file is refused (not XML, an entity declaration, not a quest, a board count that does not match…): one issue per problem'),
        401: error('missing or wrong administrator token'),
        413: error('the file is larger than 5 MB'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('query');
      // the bytes as sent: the converter decodes them by the Content-Type's charset, else by the file's declaration
      const xml = new Uint8Array(await c.req.arrayBuffer());
      const charset = CHARSET.exec(c.req.header('content-type') ?? '')?.[1];
      const knownKinds = (await listDocuments(db, 'creatures')).map((d) => d.id);
      try {
        const { mission, creatures, report } = convertHeroScribe(xml, { ...(id ? { id } : {}), ...(charset ? { encoding: charset } : {}), knownKinds });
        return c.json({ mission, creatures, report }, 200);
      } catch (err) {
        if (!(err instanceof HeroScribeError)) throw err;
        if (err.code === 'too_large') throw new ApiError(413, 'too_large', err.message);
        throw new ApiError(
          400,
          'invalid_heroscribe',
          err.message,
          err.problems.map((p) => ({
            path: p.line > 0 ? `<${p.element || 'document'}> ${p.line}:${p.column}` : '',
            message: `${p.code}: ${p.message}`,
            text: p.text,
          })),
        );
      }
    },
  );
  return app;
}
