/**
 * The API tokens (administrators only): list, create (the token shown once), delete (`/tokens`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { identityOf } from '../http/identity.ts';
import { requireJson } from '../http/middleware.ts';
import { createApiToken, deleteApiToken, listApiTokens } from './repository.ts';
import { body, error, IdParam, json, security, TokenInfo } from './route-parts.ts';

/** The API tokens (administrators only): list, create (the token shown once), delete (`/tokens`). */
export function addTokenRoutes(app: OpenAPIHono, db: DB, admin: MiddlewareHandler): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/tokens',
      tags: ['tokens'],
      summary: 'Every API token, never the token itself (admin)',
      security,
      middleware: [admin] as const,
      responses: {
        200: json(z.object({ items: z.array(TokenInfo) }), 'every API token, oldest first'),
        401: error('not signed in'),
        403: error('not an administrator'),
      },
    }),
    async (c) => c.json({ items: await listApiTokens(db) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/tokens',
      tags: ['tokens'],
      summary: 'Create an API token for another tool (admin); it writes content as an author',
      security,
      middleware: [admin, requireJson] as const,
      request: { body: body(z.strictObject({ name: z.string().trim().min(1).max(100).meta({ example: 'sito del club' }) })) },
      responses: {
        201: json(
          z.object({ id: z.number().int(), name: z.string(), token: z.string().openapi({ description: 'shown this once: only its SHA-256 is stored' }) }),
          'the token',
        ),
        400: error('invalid body'),
        401: error('not signed in'),
        403: error('not an administrator'),
      },
    }),
    async (c) => {
      const { name } = c.req.valid('json');
      const identity = identityOf(c);
      const created = await createApiToken(db, name, identity?.userId ?? null);
      return c.json({ id: created.id, name: created.name, token: created.token }, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/tokens/{id}',
      tags: ['tokens'],
      summary: 'Revoke an API token (admin)',
      security,
      middleware: [admin] as const,
      request: { params: IdParam },
      responses: { 204: { description: 'revoked' }, 401: error('not signed in'), 403: error('not an administrator'), 404: error('no such token') },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      if (!(await deleteApiToken(db, id))) throw new ApiError(404, 'not_found', `no API token ${id}`);
      return c.body(null, 204);
    },
  );
}
