/**
 * The users (administrators only): list, create, delete (`/users`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import type { MiddlewareHandler } from 'hono';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { requireJson } from '../http/middleware.ts';
import { countAdmins, createUser, deleteUser, getUser, listUsers, userNameTaken } from './repository.ts';
import { body, error, IdParam, json, Password, RoleSchema, security, UserName, UserSchema } from './route-parts.ts';

/** The users (administrators only): list, create, delete (`/users`). */
export function addUserRoutes(app: OpenAPIHono, db: DB, admin: MiddlewareHandler): void {
  app.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags: ['users'],
      summary: 'Every user (admin)',
      security,
      middleware: [admin] as const,
      responses: {
        200: json(z.object({ items: z.array(UserSchema) }), 'every user, by name'),
        401: error('not signed in'),
        403: error('not an administrator'),
      },
    }),
    async (c) => c.json({ items: await listUsers(db) }, 200),
  );

  app.openapi(
    createRoute({
      method: 'post',
      path: '/users',
      tags: ['users'],
      summary: 'Create a user (admin)',
      security,
      middleware: [admin, requireJson] as const,
      request: { body: body(z.strictObject({ name: UserName, password: Password, role: RoleSchema })) },
      responses: {
        201: json(UserSchema, 'the user'),
        400: error('invalid body (a password has 8 to 1024 characters)'),
        401: error('not signed in'),
        403: error('not an administrator'),
        409: error('a user of that name exists (names are compared regardless of case)'),
      },
    }),
    async (c) => {
      const input = c.req.valid('json');
      const user = await db.transaction().execute(async (trx) => {
        if (await userNameTaken(trx, input.name)) throw new ApiError(409, 'already_exists', `a user "${input.name}" already exists`);
        return createUser(trx, input);
      });
      return c.json(user, 201);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/users/{id}',
      tags: ['users'],
      summary: 'Delete a user and end its sessions (admin)',
      security,
      middleware: [admin] as const,
      request: { params: IdParam },
      responses: {
        204: { description: 'deleted' },
        401: error('not signed in'),
        403: error('not an administrator'),
        404: error('no such user'),
        409: error('the last administrator cannot be deleted'),
      },
    }),
    async (c) => {
      const { id } = c.req.valid('param');
      await db.transaction().execute(async (trx) => {
        const user = await getUser(trx, id);
        if (!user) throw new ApiError(404, 'not_found', `no user ${id}`);
        if (user.role === 'admin' && (await countAdmins(trx)) <= 1)
          throw new ApiError(409, 'last_admin', `"${user.name}" is the last administrator: create another one first`);
        await deleteUser(trx, id);
      });
      return c.body(null, 204);
    },
  );
}
