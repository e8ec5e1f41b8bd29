/**
 * The session: sign in, who is signed in, the status for pages, sign out (`/session`).
 * @module
 */
import { createRoute, type OpenAPIHono, z } from '@hono/zod-openapi';
import { deleteCookie, getCookie, setCookie } from 'hono/cookie';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { identityOf, sameOriginForms, SESSION_COOKIE } from '../http/identity.ts';
import { requireJson } from '../http/middleware.ts';
import { perMinute } from '../http/rate-limit.ts';
import { checkCredentials, createSession, deleteSession, SESSION_MS } from './repository.ts';
import { body, error, json, overHttps, RoleSchema, security, SignIn } from './route-parts.ts';

/** The session: sign in, who is signed in, the status for pages, sign out (`/session`). */
export function addSessionRoutes(app: OpenAPIHono, db: DB, signInLimit: number): void {
  app.openapi(
    createRoute({
      method: 'post',
      path: '/session',
      tags: ['session'],
      summary: 'Sign in: sets the session cookie (HttpOnly, SameSite=Lax, Secure over https; 7 days)',
      middleware: [
        perMinute({ db, name: 'failed-sign-ins', limit: signInLimit, what: 'failed sign-ins', countedStatus: 401 }),
        sameOriginForms,
        requireJson,
      ] as const,
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
      setCookie(c, SESSION_COOKIE, session.id, {
        httpOnly: true,
        sameSite: 'Lax',
        secure: overHttps(c),
        path: '/',
        maxAge: Math.floor(SESSION_MS / 1000),
        expires: session.expires,
      });
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
}
