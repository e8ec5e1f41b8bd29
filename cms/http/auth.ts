/**
 * Bearer tokens: reading them from a request and checking the administrator's.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { ApiError } from './errors.ts';

/** The token of an `Authorization: Bearer <token>` header, or `undefined`. */
export function bearerToken(c: Context): string | undefined {
  const header = c.req.header('authorization');
  if (!header) return undefined;
  const m = /^Bearer\s+(\S+)\s*$/i.exec(header);
  return m?.[1];
}

function digest(s: string): Buffer {
  return createHash('sha256').update(s, 'utf8').digest();
}

/** Whether `given` equals `expected`, compared in constant time (over SHA-256 digests, so lengths leak nothing). */
export function tokenMatches(given: string | undefined, expected: string): boolean {
  if (given === undefined) return false;
  return timingSafeEqual(digest(given), digest(expected));
}

/**
 * Requires `Authorization: Bearer <adminToken>`; otherwise a 401 `unauthorized` (missing or wrong token alike).
 * @example `createRoute({ method: 'put', path: '/{id}', middleware: [requireAdmin(token)], ... })`
 */
export function requireAdmin(adminToken: string): MiddlewareHandler {
  return async function requireAdmin(c, next) {
    const token = bearerToken(c);
    if (!token) throw new ApiError(401, 'unauthorized', 'this needs the administrator token: "Authorization: Bearer <ADMIN_TOKEN>"');
    if (!tokenMatches(token, adminToken)) throw new ApiError(401, 'unauthorized', 'the administrator token is wrong');
    await next();
  };
}
