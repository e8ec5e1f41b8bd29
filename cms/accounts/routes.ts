/**
 * Sign-in and accounts: the session (`/api/session`), users (`/api/users`, administrators only) and API tokens
 * (`/api/tokens`, administrators only). Mount at `/api` after `identify`.
 * @module
 */
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import type { Context } from 'hono';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/database.ts';
import { ApiError, ErrorBodySchema, validationHook } from '../http/errors.ts';
import { identityOf, requireRole, sameOriginForms, SESSION_COOKIE } from '../http/identity.ts';
import { requireJson } from '../http/middleware.ts';
import { perMinute } from '../http/rate-limit.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './passwords.ts';
import {
  checkCredentials,
  countAdmins,
  createApiToken,
  createSession,
  createUser,
  deleteApiToken,
  deleteSession,
  deleteUser,
  getUser,
  listApiTokens,
  listUsers,
  SESSION_MS,
  userNameTaken,
} from './repository.ts';

const error = (description: string) => ({ content: { 'application/json': { schema: ErrorBodySchema } }, description });
const json = <T extends z.ZodType>(schema: T, description: string) => ({ content: { 'application/json': { schema } }, description });
const body = <T extends z.ZodType>(schema: T) => ({ content: { 'application/json': { schema } }, required: true });

/** A user name: 1 to 64 characters, no control characters, no spaces at either end. */
export const UserName = z
  .string()
  .trim()
  .min(1)
  .max(64)
  .regex(/^[^\p{Cc}]+$/u, 'must not hold control characters')
  .meta({ example: 'giulia' });
export const Password = z.string().min(PASSWORD_MIN).max(PASSWORD_MAX);
export const RoleSchema = z.enum(['admin', 'author']);
const UserSchema = z.object({ id: z.number().int(), name: z.string(), role: RoleSchema, created_at: z.string() }).meta({ id: 'User' });
const TokenInfo = z.object({ id: z.number().int(), name: z.string(), created_at: z.string(), last_used_at: z.string().nullable() }).meta({ id: 'ApiToken' });
const IdParam = z.object({ id: z.coerce.number().int().min(1).max(2 ** 53).openapi({ param: { name: 'id', in: 'path' }, example: 1 }) });
const SignIn = z.strictObject({ name: z.string().max(200), password: z.string().max(PASSWORD_MAX) });
const security: Record<string, string[]>[] = [{ bearer: [] }, { session: [] }];

/** Whether the request came over https (directly, or through a proxy that says so). */
function overHttps(c: Context): boolean {
  return new URL(c.req.url).protocol === 'https:' || c.req.header('x-forwarded-proto')?.split(',')[0]?.trim() === 'https';
}

/** The options of {@link accountRoutes}. */
export interface AccountRoutesOptions {
  db: DB;
  /** Failed sign-ins one address may make per minute; 10 by default, 0 for no limit. */
  failedSignInsPerMinute?: number;
}

/**
 * The accounts sub-app:
 * - `POST /session` `{ name, password }` -> 204 and the session cookie; 401 `unauthorized` for a wrong name or password alike
 * - `GET /session` -> `{ user: { id?, name, role }, kind }`; 401 when not signed in
 * - `GET /session/status` -> `{ signedIn: false }` or `{ signedIn: true, user, kind }`; always 200 (for pages)
 * - `DELETE /session` -> 204, the session ended and the cookie cleared
 * - `GET /users`, `POST /users` `{ name, password, role }`, `DELETE /users/{id}` (admin)
 * - `GET /tokens`, `POST /tokens` `{ name }` -> `{ id, name, token }` (shown once), `DELETE /tokens/{id}` (admin)
 */
export function accountRoutes({ db, failedSignInsPerMinute: signInLimit = 10 }: AccountRoutesOptions): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  const admin = requireRole('admin');

  app.openapi(
    createRoute({
      method: 'post',
      path: '/session',
      tags: ['session'],
      summary: 'Sign in: sets the session cookie (HttpOnly, SameSite=Lax, Secure over https; 7 days)',
      middleware: [perMinute({ db, name: 'failed-sign-ins', limit: signInLimit, what: 'failed sign-ins', countedStatus: 401 }), sameOriginForms, requireJson] as const,
      request: { body: body(SignIn) },
      responses: {
        204: { description: `signed in; the ${SESSION_COOKIE} cookie is set` },
        400: error('invalid body'),
        401: error('wrong name or password (the answer does not say which)'),
        403: error('a form post from another origin'),
        429: error('too many failed sign-ins a minute from this address'),
      },
    }),
    async (c) => {
      const { name, password } = c.req.valid('json');
      const user = await checkCredentials(db, name.trim(), password);
      if (!user) throw new ApiError(401, 'unauthorized', 'wrong name or password');
      // a session cookie sent along is replaced: end its session
      const old = getCookie(c, SESSION_COOKIE);
      if (old) await deleteSession(db, old);
      const session = await createSession(db, user.id);
      setCookie(c, SESSION_COOKIE, session.id, { httpOnly: true, sameSite: 'Lax', secure: overHttps(c), path: '/', maxAge: Math.floor(SESSION_MS / 1000), expires: session.expires });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/session',
      tags: ['session'],
      summary: 'Who is signed in',
      security,
      request: {},
      responses: {
        200: json(
          z.object({
            user: z.object({ id: z.number().int().optional(), name: z.string(), role: RoleSchema }),
            kind: z.enum(['session', 'api-token', 'admin-token']),
          }),
          'the signed-in user (or the token) and its role',
        ),
        401: error('not signed in, or the session expired'),
      },
    }),
    (c) => {
      const identity = identityOf(c);
      if (!identity) throw new ApiError(401, 'unauthorized', 'not signed in (or the session expired)');
      const user = { ...(identity.userId !== undefined ? { id: identity.userId } : {}), name: identity.name, role: identity.role };
      return c.json({ user, kind: identity.kind }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/session/status',
      tags: ['session'],
      summary: 'Whether anyone is signed in, and who: always 200 (a page asking at load logs no failed request)',
      security,
      request: {},
      responses: {
        200: json(
          z.union([
            z.object({ signedIn: z.literal(false) }),
            z.object({
              signedIn: z.literal(true),
              user: z.object({ id: z.number().int().optional(), name: z.string(), role: RoleSchema }),
              kind: z.enum(['session', 'api-token', 'admin-token']),
            }),
          ]),
          '`{ signedIn: false }`, or the signed-in user (or the token) and its role as `GET /session` answers them',
        ),
      },
    }),
    (c) => {
      const identity = identityOf(c);
      if (!identity) return c.json({ signedIn: false as const }, 200);
      const user = { ...(identity.userId !== undefined ? { id: identity.userId } : {}), name: identity.name, role: identity.role };
      return c.json({ signedIn: true as const, user, kind: identity.kind }, 200);
    },
  );

  app.openapi(
    createRoute({
      method: 'delete',
      path: '/session',
      tags: ['session'],
      summary: 'Sign out: ends the session and clears the cookie',
      request: {},
      responses: { 204: { description: 'signed out (also when there was no session)' }, 403: error('a form post from another origin') },
    }),
    async (c) => {
      const cookie = getCookie(c, SESSION_COOKIE);
      if (cookie) await deleteSession(db, cookie);
      deleteCookie(c, SESSION_COOKIE, { path: '/', httpOnly: true, sameSite: 'Lax', secure: overHttps(c) });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/users',
      tags: ['users'],
      summary: 'Every user (admin)',
      security,
      middleware: [admin] as const,
      responses: { 200: json(z.object({ items: z.array(UserSchema) }), 'every user, by name'), 401: error('not signed in'), 403: error('not an administrator') },
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
        if (user.role === 'admin' && (await countAdmins(trx)) <= 1) throw new ApiError(409, 'last_admin', `"${user.name}" is the last administrator: create another one first`);
        await deleteUser(trx, id);
      });
      return c.body(null, 204);
    },
  );

  app.openapi(
    createRoute({
      method: 'get',
      path: '/tokens',
      tags: ['tokens'],
      summary: 'Every API token, never the token itself (admin)',
      security,
      middleware: [admin] as const,
      responses: { 200: json(z.object({ items: z.array(TokenInfo) }), 'every API token, oldest first'), 401: error('not signed in'), 403: error('not an administrator') },
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
        201: json(z.object({ id: z.number().int(), name: z.string(), token: z.string().openapi({ description: 'shown this once: only its SHA-256 is stored' }) }), 'the token'),
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
  return app;
}
