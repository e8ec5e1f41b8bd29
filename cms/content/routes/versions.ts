/**
 * The version history of a kind's documents (signed in): the list, one version, a version restored.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { CONTENT_KINDS, type ContentKind } from '../../../content/schemas/index.ts';
import { ApiError, zodIssues } from '../../http/errors.ts';
import { requireSignedIn, savedBy } from '../../http/identity.ts';
import { assertRestorable } from '../check.ts';
import { type ContentDoc, documentExists, getDocument, getVersion, listVersions, saveDocument } from '../repository.ts';
import { error, type KindRoutes, PublishQuery, signedIn, statusFor } from './kind.ts';

/** `GET /<kind>/{id}/versions` (signed in): the version history of a document, also of a deleted one. */
export function addVersionsRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, one, tags, IdParam, AuthHeader, docResponseOf, security, Status, VersionInfo } = k;
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
}

/** `GET /<kind>/{id}/versions/{version}` (signed in): one saved version. */
export function addVersionRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, schema, one, tags, VersionParams, AuthHeader, docResponseOf, security, VersionInfo } = k;
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
}

/** `POST /<kind>/{id}/versions/{version}/restore[?publish=0|1]` (signed in): a saved version restored as a new version. */
export function addRestoreRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, one, tags, VersionParams, AuthHeader, docResponse, security, stamp } = k;
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
}
