/**
 * The content API: list, read, create, replace and delete documents of every kind in `CONTENT_KINDS`
 * (`/api/heroes`, `/api/creatures`, `/api/missions`, ...), their version history and draft/published status, plus
 * each kind's JSON Schema.
 * Reads of published documents are public (a mission only as its summary, no document with its `authorNotes`); drafts, full missions and versions need
 * a signed-in identity (a session, an API token or the ADMIN_TOKEN: see `cms/http/identity.ts`), as do writes.
 * @module
 */
import { OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTENT_KIND_NAMES, type ContentKind } from '../../content/schemas/index.ts';
import { JsonValue } from '../../content/schemas/rules/primitives.ts';
import type { DB } from '../db/database.ts';
import { validationHook } from '../http/errors.ts';
import { kindRoutes } from './routes/kind.ts';
import { addListRoute, addReadRoute } from './routes/read.ts';
import { addSchemaRoutes } from './routes/schema.ts';
import { addVersionRoute, addVersionsRoute, addRestoreRoute } from './routes/versions.ts';
import { addDeleteRoute, addPostRoute, addPutRoute, addStatusRoute } from './routes/write.ts';

export { PublishQuery, SIGNED_IN_SECURITY, STATUS_HEADER, statusFor } from './routes/kind.ts';

const KINDS = CONTENT_KIND_NAMES;

// Any JSON value (a ruleset's expressions and `extra` bags) is recursive: named, the OpenAPI generator writes it
// once as a component and refers to it, instead of unrolling it until the stack runs out. The content schemas may
// have been built before @hono/zod-openapi added `.openapi` to zod's schemas, so it is called from the prototype.
(z.ZodType.prototype as unknown as { openapi(this: z.ZodType, refId: string): z.ZodType }).openapi.call(JsonValue, 'JsonValue');

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

/** Every route of `kind`, in the order the API lists them. */
function addKind(app: OpenAPIHono, db: DB, kind: ContentKind): void {
  const k = kindRoutes(db, kind);
  addListRoute(app, k);
  addReadRoute(app, k);
  addPutRoute(app, k);
  addPostRoute(app, k);
  addDeleteRoute(app, k);
  addStatusRoute(app, k);
  addVersionsRoute(app, k);
  addVersionRoute(app, k);
  addRestoreRoute(app, k);
  addSchemaRoutes(app, k);
}
