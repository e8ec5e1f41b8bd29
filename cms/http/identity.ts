/**
 * Who sends a request: the one place that reads credentials. {@link identify} runs on every `/api/*` request and
 * sets the context variable `identity`:
 * - `Authorization: Bearer <ADMIN_TOKEN>` -> `{ kind: 'admin-token', role: 'admin' }`
 * - `Authorization: Bearer qbt_…` (an API token) -> `{ kind: 'api-token', role: 'author', tokenId }`
 * - the session cookie {@link SESSION_COOKIE} of a live session -> `{ kind: 'session', role, userId }`
 * - anything else (no credentials, a seat token, an unknown, tampered or expired cookie) -> `null`
 *
 * A bearer token that is neither the ADMIN_TOKEN nor an API token (a seat token) leaves the cookie to decide.
 * State-changing requests authenticated by the cookie must pass hono's `csrf()` check (a form post from another
 * origin is a 403 `forbidden`); bearer tokens are not sent by browsers on their own, so they need no such check.
 * Routes then ask {@link requireSignedIn} or {@link requireRole}.
 * @module
 */
import type { Context, MiddlewareHandler } from 'hono';
import { getCookie } from 'hono/cookie';
import { csrf } from 'hono/csrf';
import { HTTPException } from 'hono/http-exception';
import { sessionUser, useApiToken } from '../accounts/repository.ts';
import type { Role } from '../db/accounts.table.ts';
import type { DB } from '../db/database.ts';
import { bearerToken, tokenMatches } from './auth.ts';
import { ApiError } from './errors.ts';

/** The name of the session cookie. */
export const SESSION_COOKIE = 'qb_session';

/** Who a request comes from. `name` is the user's name, the API token's name, or `ADMIN_TOKEN`. */
export interface Identity {
  kind: 'admin-token' | 'api-token' | 'session';
  role: Role;
  name: string;
  /** The signed-in user (sessions only). */
  userId?: number;
  /** The API token (API tokens only). */
  tokenId?: number;
}

declare module 'hono' {
  interface ContextVariableMap {
    /** Set by {@link identify} on every `/api/*` request; `null` for anonymous requests. */
    identity: Identity | null;
  }
}

/** The identity of a request (`null`: anonymous, or no {@link identify} on its path). */
export function identityOf(c: Context): Identity | null {
  return c.get('identity') ?? null;
}

/** How a version's `saved_by` names the identity: the user's name, `token:<name>` or `ADMIN_TOKEN`. */
export function savedBy(identity: Identity): string {
  return identity.kind === 'api-token' ? `token:${identity.name}` : identity.name;
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

const honoCsrf = csrf();

/**
 * Hono's `csrf()` origin check, run on its own: a form-like request (urlencoded, multipart or text/plain body)
 * from another origin is a 403 `forbidden`. Use as middleware on cookie-authenticated routes; {@link identify} runs
 * it for every state-changing request authenticated by the session cookie.
 */
export const sameOriginForms: MiddlewareHandler = async function sameOriginForms(c, next) {
  try {
    await honoCsrf(c, async () => {});
  } catch (err) {
    if (err instanceof HTTPException && err.status === 403) {
      throw new ApiError(403, 'forbidden', 'a form post from another origin is refused (cross-site request forgery protection): send JSON from this site');
    }
    throw err;
  }
  await next();
};

/** The options of {@link identify}. */
export interface IdentifyOptions {
  db: DB;
  adminToken: string;
}

/** Resolves and sets the request's `identity` (see the module comment); runs the CSRF check for cookie-authenticated writes. */
export function identify({ db, adminToken }: IdentifyOptions): MiddlewareHandler {
  return async function identify(c, next) {
    let identity: Identity | null = null;
    const token = bearerToken(c);
    if (token !== undefined) {
      if (tokenMatches(token, adminToken)) identity = { kind: 'admin-token', role: 'admin', name: 'ADMIN_TOKEN' };
      else {
        const api = await useApiToken(db, token);
        if (api) identity = { kind: 'api-token', role: 'author', name: api.name, tokenId: api.id };
      }
    }
    if (!identity) {
      const cookie = getCookie(c, SESSION_COOKIE);
      if (cookie) {
        const user = await sessionUser(db, cookie);
        if (user) identity = { kind: 'session', role: user.role, name: user.name, userId: user.id };
      }
    }
    c.set('identity', identity);
    if (identity?.kind === 'session' && !SAFE_METHODS.has(c.req.method)) return sameOriginForms(c, next);
    await next();
  };
}

/** Refuses anonymous requests with a 401 `unauthorized`. */
export const requireSignedIn: MiddlewareHandler = async function requireSignedIn(c, next) {
  if (!identityOf(c)) throw new ApiError(401, 'unauthorized', 'sign in first (POST /api/session), or send "Authorization: Bearer <API token or ADMIN_TOKEN>"');
  await next();
};

/** Refuses anonymous requests with a 401 and requests without `role` (an author asking for an admin's route) with a 403 `forbidden`. */
export function requireRole(role: Role): MiddlewareHandler {
  return async function requireRole(c, next) {
    const identity = identityOf(c);
    if (!identity) throw new ApiError(401, 'unauthorized', 'sign in first (POST /api/session), or send "Authorization: Bearer <ADMIN_TOKEN>"');
    if (role === 'admin' && identity.role !== 'admin') throw new ApiError(403, 'forbidden', 'only an administrator may do this');
    await next();
  };
}
