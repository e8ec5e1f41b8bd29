/**
 * A limit on how fast one client may create rooms and seats: anyone may create them without an account, so without a
 * limit one client could fill the database and the server's memory. Uses hono-rate-limiter, keyed by the client's
 * address.
 * @module
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import { ApiError } from './errors.ts';

/** The client's address, or `local` when the app runs without a socket (tests through `app.request`). */
function clientKey(c: Context): string {
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}

/**
 * At most `limit` requests per client address per minute through this middleware (with `onlyFailures`, only answers
 * of 400 and above count); beyond it a 429 `too_many_requests` naming `what` and saying to wait. A `limit` of 0
 * turns the limit off.
 */
export function perMinute(limit: number, what: string, { onlyFailures = false } = {}): MiddlewareHandler {
  if (limit <= 0) return async (_c, next) => next();
  return rateLimiter({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientKey,
    skipSuccessfulRequests: onlyFailures,
    handler: () => {
      throw new ApiError(429, 'too_many_requests', `more than ${limit} ${what} a minute from this address: wait a minute and try again`);
    },
  });
}
