/**
 * The content API: list, read, create, replace and delete documents of every kind in `CONTENT_KINDS`
 * (`/api/heroes`, `/api/creatures`, `/api/missions`, `/api/rulesets`), plus each kind's JSON Schema.
 * Reads are public; writes need the administrator token.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTENT_KINDS, CONTENT_KIND_NAMES, KIND_NOUN, MissionSummary, missionSummary, type ContentKind, type Mission } from '../../content/schemas/index.ts';
import type { DB } from '../db/database.ts';
import { bearerToken, requireAdmin, tokenMatches } from '../http/auth.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { requireJson } from '../http/middleware.ts';
import { referenceIssues, usesOf } from './references.ts';
import { type ContentDoc, deleteDocument, getDocument, listDocuments, saveDocument } from './repository.ts';

const KINDS = CONTENT_KIND_NAMES;

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });

/** The options of {@link contentRoutes}. */
export interface ContentRoutesOptions {
  db: DB;
  adminToken: string;
}

/**
 * The content sub-app, to mount at `/api`. For each kind:
 * - `GET /<kind>` -> 200 `{ items: Doc[] }` (by id)
 * - `GET /<kind>/{id}` -> 200 Doc with `ETag: "<version>"`; 404 `not_found`
 * - `PUT /<kind>/{id}` (admin) -> 201 created or 200 replaced, the stored Doc; 400 `invalid_body` with zod paths,
 *   also when the body's id differs from the URL's or a mission names a missing ruleset or creature; 401 `unauthorized`
 * - `POST /<kind>` (admin) -> 201 the stored Doc; 409 `already_exists`
 * - `DELETE /<kind>/{id}` (admin) -> 204; 404 `not_found`; 409 `in_use` when a mission still names it
 * - `GET /schemas/<kind>` -> the kind's JSON Schema (input form: fields with defaults are optional)
 */
export function contentRoutes({ db, adminToken }: ContentRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const admin = requireAdmin(adminToken);
  for (const kind of KINDS) addKind(app, db, admin, adminToken, kind);
  return app;
}

function addKind(app: OpenAPIHono, db: DB, admin: ReturnType<typeof requireAdmin>, adminToken: string, kind: ContentKind): void {
  const schema = CONTENT_KINDS[kind] as unknown as z.ZodType<ContentDoc<ContentKind>>;
  const one = KIND_NOUN[kind];
  const tags = [kind];
  const docBody = { content: { 'application/json': { schema } }, required: true, description: `the ${one} document` };
  const IdParam = z.object({ id: z.string().min(1).max(200).openapi({ param: { name: 'id', in: 'path' }, example: 'goblin' }) });
  const AdminHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <ADMIN_TOKEN>' }) });
  const docResponseOf = (of: z.ZodType, description: string) => ({ content: { 'application/json': { schema: of } }, description });
  const docResponse = (description: string) => docResponseOf(schema, description);

  /** Validates and saves in one transaction, after checking every reference inside the document. */
  const save = async (doc: ContentDoc<ContentKind>) =>
    db.transaction().execute(async (trx) => {
      const issues = await referenceIssues(trx, kind, doc);
      if (issues.length > 0) throw new ApiError(400, 'invalid_body', `the ${one} names documents that do not exist (${issues[0]!.path}: ${issues[0]!.message})`, issues);
      return saveDocument(trx, kind, doc);
    });

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}`,
      tags,
      summary: `Every ${one}`,
      request: { headers: AdminHeader },
      responses: {
        200: {
          content: { 'application/json': { schema: z.object({ items: z.array(kind === 'missions' ? z.union([schema, MissionSummary]) : schema) }) } },
          description: kind === 'missions' ? 'every mission, by id: in full with the administrator token, else their public summaries' : `every ${one}, by id`,
        },
      },
    }),
    async (c) => {
      const full = kind !== 'missions' || tokenMatches(bearerToken(c), adminToken);
      const items = (await listDocuments(db, kind)).map((d) => (full ? d.doc : missionSummary(d.doc as Mission)));
      return c.json({ items }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}`,
      tags,
      summary: `One ${one}`,
      request: { params: IdParam, headers: AdminHeader },
      responses: {
        200: kind === 'missions' ? docResponseOf(z.union([schema, MissionSummary]), 'the mission in full with the administrator token, else its public summary; ETag holds its version') : docResponse(`the ${one}; ETag holds its version`),
        404: error(`no such ${one}`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const stored = await getDocument(db, kind, id);
      if (!stored) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      c.header('ETag', `"${stored.version}"`);
      // a mission in full is the master's quest book: only the administrator reads it; players get its summary
      const full = kind !== 'missions' || tokenMatches(bearerToken(c), adminToken);
      return c.json(full ? stored.doc : missionSummary(stored.doc as Mission), 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: `/${kind}/{id}`,
      tags,
      summary: `Create or replace a ${one} (admin)`,
      middleware: [admin, requireJson] as const,
      request: { params: IdParam, headers: AdminHeader, body: docBody },
      responses: {
        200: docResponse(`the ${one} replaced (version + 1)`),
        201: docResponse(`the ${one} created (version 1)`),
        400: error('invalid JSON or document, with zod paths'),
        401: error('missing or wrong administrator token'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const doc = c.req.valid('json');
      if (doc.id !== id) throw new ApiError(400, 'invalid_body', `the body's id "${doc.id}" must match the URL's "${id}"`, [{ path: 'id', message: `must be "${id}" as in the URL` }]);
      const { stored, created } = await save(doc);
      c.header('ETag', `"${stored.version}"`);
      return created ? c.json(stored.doc, 201) : c.json(stored.doc, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `/${kind}`,
      tags,
      summary: `Create a ${one} (admin)`,
      middleware: [admin, requireJson] as const,
      request: { headers: AdminHeader, body: docBody },
      responses: {
        201: docResponse(`the ${one} created (version 1)`),
        400: error('invalid JSON or document, with zod paths'),
        401: error('missing or wrong administrator token'),
        409: error(`a ${one} with that id exists`),
      },
    }),
    async (c) => {
      const doc = c.req.valid('json');
      if (await getDocument(db, kind, doc.id)) throw new ApiError(409, 'already_exists', `a ${one} "${doc.id}" already exists; replace it with PUT /api/${kind}/${doc.id}`);
      const { stored } = await save(doc);
      c.header('ETag', `"${stored.version}"`);
      return c.json(stored.doc, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `/${kind}/{id}`,
      tags,
      summary: `Delete a ${one} (admin)`,
      middleware: [admin] as const,
      request: { params: IdParam, headers: AdminHeader },
      responses: {
        204: { description: 'deleted' },
        401: error('missing or wrong administrator token'),
        404: error(`no such ${one}`),
        409: error(`a mission still names this ${one}`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await db.transaction().execute(async (trx) => {
        const uses = await usesOf(trx, kind, id);
        if (uses.length > 0) throw new ApiError(409, 'in_use', `${one} "${id}" is still used: ${uses.map((u) => u.message).join('; ')}`, uses);
        if (!(await deleteDocument(trx, kind, id))) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      });
      return c.body(null, 204);
    },
  );

  const jsonSchema = z.toJSONSchema(CONTENT_KINDS[kind], { io: 'input', unrepresentable: 'any' });
  app.openapi(
    createRoute({
      method: 'get',
      path: `/schemas/${kind}`,
      tags: ['schemas'],
      summary: `The JSON Schema of a ${one} document`,
      responses: { 200: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description: 'a JSON Schema (draft 2020-12)' } },
    }),
    (c) => c.json(jsonSchema as Record<string, unknown>, 200),
  );
}
