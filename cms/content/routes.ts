/**
 * The content API: list, read, create, replace and delete documents of every kind in `CONTENT_KINDS`
 * (`/api/heroes`, `/api/creatures`, `/api/missions`, ...), their version history and draft/published status, plus
 * each kind's JSON Schema.
 * Reads of published documents are public (a mission only as its summary, no document with its `authorNotes`); drafts, full missions and versions need
 * a signed-in identity (a session, an API token or the ADMIN_TOKEN: see `cms/http/identity.ts`), as do writes.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import {
  type Adventure,
  AdventureSummary,
  adventureSummary,
  CONTENT_KINDS,
  CONTENT_KIND_NAMES,
  KIND_NOUN,
  MissionSummary,
  missionSummary,
  type ContentKind,
  type Mission,
  withoutAuthorNotes,
} from '../../content/schemas/index.ts';
import { JsonValue } from '../../content/schemas/rules/primitives.ts';
import type { DB } from '../db/database.ts';
import { ApiError, ErrorBodySchema, validationHook, zodIssues } from '../http/errors.ts';
import { type Identity, identityOf, requireSignedIn, savedBy } from '../http/identity.ts';
import { requireJson } from '../http/middleware.ts';
import { assertRestorable, assertUsable } from './check.ts';
import { usesOf } from './references.ts';
import {
  type ContentDoc,
  deleteDocument,
  type DocumentStatus,
  documentExists,
  getDocument,
  getVersion,
  listDocuments,
  listVersions,
  saveDocument,
  setStatus,
  type StoredDocument,
} from './repository.ts';

const KINDS = CONTENT_KIND_NAMES;

// Any JSON value (a ruleset's expressions and `extra` bags) is recursive: named, the OpenAPI generator writes it
// once as a component and refers to it, instead of unrolling it until the stack runs out. The content schemas may
// have been built before @hono/zod-openapi added `.openapi` to zod's schemas, so it is called from the prototype.
(z.ZodType.prototype as unknown as { openapi(this: z.ZodType, refId: string): z.ZodType }).openapi.call(JsonValue, 'JsonValue');

/** The singular of each kind, for the schema aliases (`/api/schemas/ruleset.json`). */
const SINGULAR: Record<ContentKind, string> = { heroes: 'hero', creatures: 'creature', missions: 'mission', rulesets: 'ruleset', spells: 'spell', items: 'item', decks: 'deck', adventures: 'adventure' };

/**
 * The kinds whose documents hold what players discover by playing: the public (not signed in) reads only their
 * summary. A mission in full is the master's quest book; an adventure in full tells where each branch leads and what
 * each chest and fight holds.
 */
const PUBLIC_SUMMARY: Partial<Record<ContentKind, { schema: z.ZodType; of(doc: unknown): unknown }>> = {
  missions: { schema: MissionSummary, of: (doc) => missionSummary(doc as Mission) },
  adventures: { schema: AdventureSummary, of: (doc) => adventureSummary(doc as Adventure) },
};

/** `?version=N`: an older version of the document. */
const VersionQuery = z.object({ version: z.coerce.number().int().min(1).optional().openapi({ param: { name: 'version', in: 'query' }, example: 1 }) });

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });

/** The OpenAPI security of routes that need a signed-in identity. */
export const SIGNED_IN_SECURITY: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** The response header that tells a signed-in reader whether a document is a draft. */
export const STATUS_HEADER = 'X-Document-Status';

/** The `?publish=` query of writes: `1` publishes, `0` makes a draft; left out, see {@link statusFor}. */
export const PublishQuery = z.object({
  publish: z.enum(['0', '1']).optional().openapi({ param: { name: 'publish', in: 'query' }, description: '`1`: store as published; `0`: store as a draft; left out: a new document is published when an administrator writes it and a draft when an author or API token does; an existing one keeps its status' }),
});

/**
 * The status a write stores: `?publish=1` published, `?publish=0` draft; otherwise a new document is published
 * when written by an administrator and a draft when written by an author (or API token), and an existing document
 * keeps its status (`undefined`).
 */
export function statusFor(identity: Identity, publish: '0' | '1' | undefined, created: boolean): DocumentStatus | undefined {
  if (publish === '1') return 'published';
  if (publish === '0') return 'draft';
  if (!created) return undefined;
  return identity.role === 'admin' ? 'published' : 'draft';
}

/** The options of {@link contentRoutes}. */
export interface ContentRoutesOptions {
  db: DB;
}

/**
 * The content sub-app, to mount at `/api` after `identify`. For each kind:
 * - `GET /<kind>` -> 200 `{ items: Doc[] }` (by id): published documents for the public (missions and adventures as summaries);
 *   every document for a signed-in identity, with `drafts`: the ids of the drafts among them
 * - `GET /<kind>/{id}` -> 200 Doc with `ETag: "<version>"` and `X-Document-Status`; 404 `not_found` (also a draft, for the public)
 * - `PUT /<kind>/{id}[?publish=0|1]` (signed in) -> 201 created or 200 replaced, the stored Doc; 400 `invalid_body`
 *   with zod paths, also when the body's id differs from the URL's or names a missing document; 401 `unauthorized`
 * - `POST /<kind>[?publish=0|1]` (signed in) -> 201 the stored Doc; 409 `already_exists`
 * - `DELETE /<kind>/{id}` (signed in) -> 204; 404 `not_found`; 409 `in_use` when another document still names it
 * - `PUT /<kind>/{id}/status` (signed in) `{ status }` -> 200 `{ kind, id, status, version }`
 * - `GET /<kind>/{id}/versions` (signed in) -> `{ kind, id, status, current, versions: [{ version, saved_at, saved_by }] }`
 * - `GET /<kind>/{id}/versions/{version}` (signed in) -> `{ version, saved_at, saved_by, doc }`
 * - `POST /<kind>/{id}/versions/{version}/restore[?publish=0|1]` (signed in) -> the restored Doc, saved as a new version
 * - `GET /schemas/<kind>` (and `/schemas/<kind>.json`) -> the kind's JSON Schema (input form: fields with defaults are optional)
 */
export function contentRoutes({ db }: ContentRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  // a read answers by who asks (a public summary or the whole document, drafts or not) under the same ETag: a cache
  // (the browser's) must not answer a signed-in read with what it kept from a public one
  app.use('*', async (c, next) => {
    await next();
    if (c.req.method === 'GET' || c.req.method === 'HEAD') c.res.headers.append('Vary', 'Authorization, Cookie');
  });
  for (const kind of KINDS) addKind(app, db, kind);
  return app;
}

/** The identity of a route behind {@link requireSignedIn}. */
function signedIn(c: Context): Identity {
  const identity = identityOf(c);
  if (!identity) throw new ApiError(401, 'unauthorized', 'sign in first');
  return identity;
}

function addKind(app: OpenAPIHono, db: DB, kind: ContentKind): void {
  const schema = CONTENT_KINDS[kind] as unknown as z.ZodType<ContentDoc<ContentKind>>;
  const one = KIND_NOUN[kind];
  const summary = PUBLIC_SUMMARY[kind];
  const tags = [kind];
  const docBody = { content: { 'application/json': { schema } }, required: true, description: `the ${one} document` };
  const IdParam = z.object({ id: z.string().min(1).max(200).openapi({ param: { name: 'id', in: 'path' }, example: 'goblin' }) });
  const VersionParams = IdParam.extend({ version: z.coerce.number().int().min(1).max(1e9).openapi({ param: { name: 'version', in: 'path' }, example: 2 }) });
  const AuthHeader = z.object({ authorization: z.string().optional().openapi({ description: 'Bearer <API token or ADMIN_TOKEN>; or the session cookie' }) });
  const docResponseOf = (of: z.ZodType, description: string) => ({ content: { 'application/json': { schema: of } }, description });
  const docResponse = (description: string) => docResponseOf(schema, description);
  const security = SIGNED_IN_SECURITY;
  const Status = z.enum(['draft', 'published']);
  const VersionInfo = z.object({ version: z.number().int(), saved_at: z.string(), saved_by: z.string().nullable() });

  /** Checks every reference inside the document and saves it in one transaction, with the status the writer and `?publish=` ask for. */
  const save = async (c: Context, doc: ContentDoc<ContentKind>, publish: '0' | '1' | undefined, mustBeNew = false) => {
    const identity = signedIn(c);
    return db.transaction().execute(async (trx) => {
      const exists = await documentExists(trx, kind, doc.id);
      if (exists && mustBeNew) throw new ApiError(409, 'already_exists', `a ${one} "${doc.id}" already exists; replace it with PUT /api/${kind}/${doc.id}`);
      await assertUsable(trx, kind, doc);
      const status = statusFor(identity, publish, !exists);
      const saved = await saveDocument(trx, kind, doc, { ...(status ? { status } : {}), savedBy: savedBy(identity) });
      // created by another request between the check and the save (PostgreSQL runs requests in parallel): undone
      if (mustBeNew && !saved.created) throw new ApiError(409, 'already_exists', `a ${one} "${doc.id}" already exists; replace it with PUT /api/${kind}/${doc.id}`);
      return saved;
    });
  };
  const stamp = (c: Context, stored: StoredDocument) => {
    c.header('ETag', `"${stored.version}"`);
    c.header(STATUS_HEADER, stored.status);
  };

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}`,
      tags,
      summary: `Every ${one}`,
      request: { headers: AuthHeader },
      responses: {
        200: {
          content: {
            'application/json': {
              schema: z.object({
                items: z.array(summary ? z.union([schema, summary.schema]) : schema),
                drafts: z.array(z.string()).optional().openapi({ description: 'signed in only: the ids of the drafts among the items' }),
              }),
            },
          },
          description:
            summary
              ? `every published ${one} as its public summary; signed in, every ${one} in full, drafts included`
              : `every published ${one}, by id; signed in, drafts included`,
        },
      },
    }),
    async (c) => {
      const identity = identityOf(c);
      if (!identity) {
        const docs = await listDocuments(db, kind, 'published');
        return c.json({ items: docs.map((d) => (summary ? summary.of(d.doc) : withoutAuthorNotes(d.doc))) }, 200);
      }
      const docs = await listDocuments(db, kind, 'all');
      return c.json({ items: docs.map((d) => d.doc), drafts: docs.filter((d) => d.status === 'draft').map((d) => d.id) }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}`,
      tags,
      summary: `One ${one}`,
      request: { params: IdParam, query: VersionQuery, headers: AuthHeader },
      responses: {
        304: { description: 'not modified: the If-None-Match ETag is the current version' },
        200:
          summary
            ? docResponseOf(z.union([schema, summary.schema]), `the ${one} in full when signed in, else its public summary; ETag holds its version, X-Document-Status its status`)
            : docResponse(`the ${one}; ETag holds its version, X-Document-Status its status`),
        404: error(`no such ${one} (a draft, for the public)`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { version } = c.req.valid('query');
      const identity = identityOf(c);
      const stored = await getDocument(db, kind, id, identity ? 'all' : 'published');
      if (!stored) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      let doc = stored.doc;
      if (version !== undefined && version !== stored.version) {
        // an older version of a document this reader may see (tools pin the version they were written against)
        const old = await getVersion(db, kind, id, version);
        if (!old) throw new ApiError(404, 'not_found', `${one} "${id}" has no version ${version}`);
        doc = old.doc;
        c.header('ETag', `"${version}"`);
        c.header(STATUS_HEADER, stored.status);
      } else {
        stamp(c, stored);
        // the public summary is another representation of the version: its own tag, so that a cache holding it never
        // has it confirmed (304) for a signed-in read of the whole document
        // so is a document read without its authors' notes
        const tag = identity !== null ? `"${stored.version}"` : summary ? `"${stored.version}-summary"` : withoutAuthorNotes(doc) !== doc ? `"${stored.version}-public"` : `"${stored.version}"`;
        c.header('ETag', tag);
        // a client holding the current version gets a 304 and no body
        if (c.req.header('If-None-Match')?.split(',').some((t) => t.trim().replace(/^W\//, '') === tag)) return c.body(null, 304);
      }
      // a mission in full is the master's quest book, an adventure its map's secrets: only signed-in users and tools
      // read them; players get the summary
      // and the authors' notes are for signed-in readers only
      return c.json(identity === null ? (summary ? summary.of(doc) : withoutAuthorNotes(doc)) : doc, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'put',
      path: `/${kind}/{id}`,
      tags,
      summary: `Create or replace a ${one} (signed in)`,
      security,
      middleware: [requireSignedIn, requireJson] as const,
      request: { params: IdParam, query: PublishQuery, headers: AuthHeader, body: docBody },
      responses: {
        200: docResponse(`the ${one} replaced (version + 1)`),
        201: docResponse(`the ${one} created`),
        400: error('invalid JSON or document, with zod paths'),
        401: error('not signed in'),
        403: error('a form post from another origin'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const doc = c.req.valid('json');
      if (doc.id !== id) throw new ApiError(400, 'invalid_body', `the body's id "${doc.id}" must match the URL's "${id}"`, [{ path: 'id', message: `must be "${id}" as in the URL` }]);
      const { stored, created } = await save(c, doc, c.req.valid('query').publish);
      stamp(c, stored);
      return created ? c.json(stored.doc, 201) : c.json(stored.doc, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `/${kind}`,
      tags,
      summary: `Create a ${one} (signed in)`,
      security,
      middleware: [requireSignedIn, requireJson] as const,
      request: { query: PublishQuery, headers: AuthHeader, body: docBody },
      responses: {
        201: docResponse(`the ${one} created`),
        400: error('invalid JSON or document, with zod paths'),
        401: error('not signed in'),
        403: error('a form post from another origin'),
        409: error(`a ${one} with that id exists`),
      },
    }),
    async (c) => {
      const doc = c.req.valid('json');
      const { stored } = await save(c, doc, c.req.valid('query').publish, true);
      stamp(c, stored);
      return c.json(stored.doc, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: `/${kind}/{id}`,
      tags,
      summary: `Delete a ${one} (signed in); its versions stay and can be restored`,
      security,
      middleware: [requireSignedIn] as const,
      request: { params: IdParam, headers: AuthHeader },
      responses: {
        204: { description: 'deleted' },
        401: error('not signed in'),
        403: error('a form post from another origin'),
        404: error(`no such ${one}`),
        409: error(`another document still names this ${one}`),
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

  app.openapi(
    createRoute({
      method: 'put',
      path: `/${kind}/{id}/status`,
      tags,
      summary: `Publish a ${one} or make it a draft again (signed in); no new version`,
      security,
      middleware: [requireSignedIn, requireJson] as const,
      request: { params: IdParam, headers: AuthHeader, body: { content: { 'application/json': { schema: z.strictObject({ status: Status }) } }, required: true } },
      responses: {
        200: docResponseOf(z.object({ kind: z.string(), id: z.string(), status: Status, version: z.number().int() }), 'the new status'),
        401: error('not signed in'),
        404: error(`no such ${one}`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const { status } = c.req.valid('json');
      const stored = await db.transaction().execute(async (trx) => ((await documentExists(trx, kind, id)) ? setStatus(trx, kind, id, status) : undefined));
      if (!stored) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      stamp(c, stored);
      return c.json({ kind, id, status: stored.status, version: stored.version }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}/versions`,
      tags,
      summary: `The version history of a ${one} (signed in), newest first; also of a deleted one`,
      security,
      middleware: [requireSignedIn] as const,
      request: { params: IdParam, headers: AuthHeader },
      responses: {
        200: docResponseOf(
          z.object({
            kind: z.string(),
            id: z.string(),
            status: Status.nullable().openapi({ description: 'null when the document is deleted' }),
            current: z.number().int().nullable().openapi({ description: 'the stored version; null when the document is deleted' }),
            versions: z.array(VersionInfo),
          }),
          'every saved version',
        ),
        401: error('not signed in'),
        404: error(`no ${one} with that id was ever saved`),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      const [stored, versions] = await Promise.all([getDocument(db, kind, id), listVersions(db, kind, id)]);
      if (!stored && versions.length === 0) throw new ApiError(404, 'not_found', `no ${one} "${id}"`);
      return c.json({ kind, id, status: stored?.status ?? null, current: stored?.version ?? null, versions }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: `/${kind}/{id}/versions/{version}`,
      tags,
      summary: `One saved version of a ${one} (signed in)`,
      security,
      middleware: [requireSignedIn] as const,
      request: { params: VersionParams, headers: AuthHeader },
      responses: {
        200: docResponseOf(VersionInfo.extend({ doc: schema }), 'the version and its document'),
        401: error('not signed in'),
        404: error('no such version'),
      },
    }),
    async (c) => {
      const { id, version } = c.req.valid('param');
      const found = await getVersion(db, kind, id, version);
      if (!found) throw new ApiError(404, 'not_found', `no version ${version} of ${one} "${id}"`);
      return c.json(found, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: `/${kind}/{id}/versions/{version}/restore`,
      tags,
      summary: `Restore a saved version of a ${one} as a new version (signed in); also brings a deleted one back`,
      security,
      middleware: [requireSignedIn] as const,
      request: { params: VersionParams, query: PublishQuery, headers: AuthHeader },
      responses: {
        200: docResponse(`the ${one} restored (a new version)`),
        201: docResponse(`the deleted ${one} brought back`),
        401: error('not signed in'),
        404: error('no such version'),
        422: error('the old version is no longer valid, or names documents that no longer exist; issues give the paths'),
      },
    }),
    async (c) => {
      const identity = signedIn(c);
      const { id, version } = c.req.valid('param');
      const { publish } = c.req.valid('query');
      const { stored, created } = await db.transaction().execute(async (trx) => {
        const found = await getVersion(trx, kind, id, version);
        if (!found) throw new ApiError(404, 'not_found', `no version ${version} of ${one} "${id}"`);
        // the schemas may have changed since: the old version is checked again like any write
        const parsed = CONTENT_KINDS[kind].safeParse(found.doc);
        if (!parsed.success) throw new ApiError(422, 'invalid_document', `version ${version} of ${one} "${id}" is no longer valid`, zodIssues(parsed.error));
        const doc = parsed.data as ContentDoc<ContentKind>;
        await assertRestorable(trx, kind, doc, version);
        const exists = await documentExists(trx, kind, id);
        const status = statusFor(identity, publish, !exists);
        return saveDocument(trx, kind, doc, { ...(status ? { status } : {}), savedBy: savedBy(identity) });
      });
      stamp(c, stored);
      return created ? c.json(stored.doc, 201) : c.json(stored.doc, 200);
    },
  );

  // worked out on the first request, not at every start (all kinds' schemas took a third of a second of it)
  let jsonSchema: Record<string, unknown> | undefined;
  const schemaOf = () => (jsonSchema ??= z.toJSONSchema(CONTENT_KINDS[kind], { io: 'input', unrepresentable: 'any' }) as Record<string, unknown>);
  app.openapi(
    createRoute({
      method: 'get',
      path: `/schemas/${kind}`,
      tags: ['schemas'],
      summary: `The JSON Schema of a ${one} document (also at /api/schemas/${kind}.json)`,
      responses: { 200: { content: { 'application/json': { schema: z.record(z.string(), z.unknown()) } }, description: 'a JSON Schema (draft 2020-12)' } },
    }),
    (c) => c.json(schemaOf(), 200),
  );
  app.get(`/schemas/${kind}.json`, (c) => c.json(schemaOf(), 200));
  // the singular name too: /api/schemas/ruleset.json
  app.get(`/schemas/${SINGULAR[kind]}.json`, (c) => c.json(schemaOf(), 200));
}
