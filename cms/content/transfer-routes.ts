/**
 * The import/export API (signed in): `GET /api/export` and `POST /api/import`. Mount at `/api` after `identify`.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTENT_KIND_NAMES, type ContentKind, KIND_NOUN, Pack, Slug } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { identityOf, requireSignedIn, savedBy } from '../http/identity.ts';
import { requireJson } from '../http/middleware.ts';
import { PublishQuery, SIGNED_IN_SECURITY, statusFor } from './routes.ts';
import { exportPack, exportWithDependencies, importPack, invalidPack, validateImport } from './transfer.ts';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });

const ExportQuery = z.object({
  mission: Slug.optional().openapi({ param: { name: 'mission', in: 'query' }, description: 'export this mission and everything it uses' }),
  kind: z
    .enum(CONTENT_KIND_NAMES as [ContentKind, ...ContentKind[]])
    .optional()
    .openapi({ param: { name: 'kind', in: 'query' }, description: 'with `id`: export this document and everything it uses' }),
  id: Slug.optional().openapi({ param: { name: 'id', in: 'query' } }),
});

const ClashKey = z.string().max(200).openapi({ description: '`<kind>/<id>` of a document of the pack', example: 'creatures/goblin' });
const ImportBody = z.strictObject({
  pack: z.record(z.string(), z.unknown()).openapi({ description: 'a pack: `{ "heroes": [...], "missions": [...], ... }` (any kind may be left out)' }),
  onClash: z
    .record(ClashKey, z.enum(['replace', 'rename']))
    .optional()
    .openapi({
      description:
        'what to do with each stored id the pack uses again: `replace` the stored document, or `rename` the imported one to `<id>-2`, `-3`, ... (references inside the pack follow)',
    }),
});
const ImportReport = z
  .object({
    created: z.array(z.string()).openapi({ description: '`<kind>/<id>` of every document created (renamed ones under their new id)' }),
    replaced: z.array(z.string()),
    renamed: z.array(z.object({ from: z.string(), to: z.string() })),
    notices: z
      .array(z.object({ path: z.string(), message: z.string() }))
      .optional()
      .openapi({ description: "what the board chose for the pack's rulesets because they do not write it (`rulesets[0].board.defenceStat`)" }),
  })
  .meta({ id: 'ImportReport' });

/** The options of {@link transferRoutes}. */
export interface TransferRoutesOptions {
  db: DB;
}

/**
 * - `GET /export` -> every stored document as a pack; `?mission=<id>` (or `?kind=<kind>&id=<id>`): that document
 *   and everything it uses; 404 when it does not exist
 * - `POST /import[?publish=0|1]` `{ pack, onClash? }` -> 200 `{ created, replaced, renamed }`; 400 `invalid_body`
 *   with every issue by path; 409 `clash` with one issue per `<kind>/<id>` already stored; nothing written on failure
 */
export function transferRoutes({ db }: TransferRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });

  app.openapi(
    createRoute({
      method: 'get',
      path: '/export',
      tags: ['import/export'],
      summary: 'Export content as a pack (signed in): everything, or one document with everything it uses',
      security: SIGNED_IN_SECURITY,
      middleware: [requireSignedIn] as const,
      request: { query: ExportQuery },
      responses: {
        200: { content: { 'application/json': { schema: Pack } }, description: 'a pack: every kind, each by id; drafts included' },
        400: error('`kind` without `id` or the other way round'),
        401: error('not signed in'),
        404: error('no such document'),
      },
    }),
    async (c) => {
      const query = c.req.valid('query');
      let root: { kind: ContentKind; id: string } | undefined;
      if (query.mission !== undefined) root = { kind: 'missions', id: query.mission };
      else if (query.kind !== undefined || query.id !== undefined) {
        if (query.kind === undefined || query.id === undefined)
          throw new ApiError(400, 'invalid_body', 'give both "kind" and "id", or "mission"', [
            { path: query.kind === undefined ? 'kind' : 'id', message: 'required with the other' },
          ]);
        root = { kind: query.kind, id: query.id };
      }
      if (!root) {
        c.header('Content-Disposition', 'attachment; filename="quest-board-pack.json"');
        return c.json(await exportPack(db), 200);
      }
      const pack = await exportWithDependencies(db, root.kind, root.id);
      if (!pack) throw new ApiError(404, 'not_found', `no ${KIND_NOUN[root.kind]} "${root.id}"`);
      c.header('Content-Disposition', `attachment; filename="quest-board-${root.id}.json"`);
      return c.json(pack, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/import',
      tags: ['import/export'],
      summary: 'Import a pack (signed in): all or nothing, in one transaction',
      security: SIGNED_IN_SECURITY,
      middleware: [requireSignedIn, requireJson] as const,
      request: { query: PublishQuery, body: { content: { 'application/json': { schema: ImportBody } }, required: true } },
      responses: {
        200: { content: { 'application/json': { schema: ImportReport } }, description: 'what was written' },
        400: error('an invalid document or a reference to nothing: every issue by path (`missions[0].monsters[3].kind`)'),
        401: error('not signed in'),
        403: error('a form post from another origin'),
        409: error('ids already stored without a choice in onClash: one issue per `<kind>/<id>`'),
      },
    }),
    async (c) => {
      const identity = identityOf(c);
      if (!identity) throw new ApiError(401, 'unauthorized', 'sign in first');
      const { pack: raw, onClash } = c.req.valid('json');
      const checked = validateImport(raw);
      if (!checked.ok) throw invalidPack(checked.issues, 'the pack');
      const { publish } = c.req.valid('query');
      const report = await importPack(db, checked.pack, {
        ...(onClash ? { onClash } : {}),
        statusFor: (created) => statusFor(identity, publish, created),
        savedBy: savedBy(identity),
      });
      return c.json(report, 200);
    },
  );

  return app;
}
