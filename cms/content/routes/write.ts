/**
 * The writes of a kind's documents (signed in): create or replace, create, delete, publish or draft.
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { ApiError } from '../../http/errors.ts';
import { requireSignedIn } from '../../http/identity.ts';
import { requireJson } from '../../http/middleware.ts';
import { usesOf } from '../references.ts';
import { deleteDocument, documentExists, setStatus } from '../repository.ts';
import { error, type KindRoutes, PublishQuery } from './kind.ts';

/** `PUT /<kind>/{id}[?publish=0|1]` (signed in): a document created or replaced. */
export function addPutRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { kind, one, tags, docBody, IdParam, AuthHeader, docResponse, security, save, stamp } = k;
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
      if (doc.id !== id)
        throw new ApiError(400, 'invalid_body', `the body's id "${doc.id}" must match the URL's "${id}"`, [
          { path: 'id', message: `must be "${id}" as in the URL` },
        ]);
      const { stored, created } = await save(c, doc, c.req.valid('query').publish);
      stamp(c, stored);
      return created ? c.json(stored.doc, 201) : c.json(stored.doc, 200);
    },
  );
}

/** `POST /<kind>[?publish=0|1]` (signed in): a new document. */
export function addPostRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { kind, one, tags, docBody, AuthHeader, docResponse, security, save, stamp } = k;
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
}

/** `DELETE /<kind>/{id}` (signed in): a document no other document names deleted (its versions stay). */
export function addDeleteRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, one, tags, IdParam, AuthHeader, security } = k;
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
}

/** `PUT /<kind>/{id}/status` (signed in): a document published or made a draft again. */
export function addStatusRoute(app: OpenAPIHono, k: KindRoutes): void {
  const { db, kind, one, tags, IdParam, AuthHeader, docResponseOf, security, Status, stamp } = k;
  app.openapi(
    createRoute({
      method: 'put',
      path: `/${kind}/{id}/status`,
      tags,
      summary: `Publish a ${one} or make it a draft again (signed in); no new version`,
      security,
      middleware: [requireSignedIn, requireJson] as const,
      request: {
        params: IdParam,
        headers: AuthHeader,
        body: { content: { 'application/json': { schema: z.strictObject({ status: Status }) } }, required: true },
      },
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
}
