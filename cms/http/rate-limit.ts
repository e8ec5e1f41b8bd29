/**
 * Limits on how fast one client may do what anyone may do without an account (create rooms and seats) or what a
 * guesser does (fail to sign in): without them one client could fill the database and the server's memory, or try
 * passwords at will. Uses hono-rate-limiter, keyed by the client's address (`client-address.ts`: behind trusted proxies, the one they saw), counting in the database
 * ({@link DatabaseStore}) so that a limit holds across every server instance sharing it.
 * @module
 */
import type { MiddlewareHandler } from 'hono';
import { rateLimiter } from 'hono-rate-limiter';
import type { DB } from '../db/database.ts';
import { clientAddressOf } from './client-address.ts';
import { ApiError } from './errors.ts';
import { DatabaseStore } from './rate-limit-store.ts';

/** The statuses of a refused body (400): a creation refused for its body takes back its hit on the creation limit. */
export const REFUSED_BODY: readonly number[] = [400];

/** The options of {@link perMinute}. */
export interface PerMinuteOptions {
  /** The database the hits are counted in. */
  db: DB;
  /** The limit's name in the database (`creations`, `failed-sign-ins`): every limiter of that name counts together. */
  name: string;
  /** The most requests per client address per minute; 0 turns the limit off. */
  limit: number;
  /** What is counted, in the 429's message (`rooms or seats`). */
  what: string;
  /**
   * Count only the answers of this status (a sign-in's 401: a wrong name or password); any other answer, a success or
   * a refused body alike, takes its hit back. Unset: every request counts.
   */
  countedStatus?: number;
  /**
   * Answers of these statuses take their hit back (a creation's 400: a refused body is checked before it spends the
   * client's allowance). Ignored when `countedStatus` is set.
   */
  uncountedStatuses?: readonly number[];
}

/**
 * At most `limit` requests per client address per minute through this middleware, counted in `db` under `name`
 * (see {@link PerMinuteOptions}); beyond it a 429 `too_many_requests` naming `what` and saying to wait, with
 * `Retry-After` (seconds) and the draft-7 `RateLimit` headers.
 */
export function perMinute({ db, name, limit, what, countedStatus, uncountedStatuses }: PerMinuteOptions): MiddlewareHandler {
  if (limit <= 0) return async (_c, next) => next();
  return rateLimiter({
    windowMs: 60_000,
    limit,
    standardHeaders: 'draft-7',
    keyGenerator: clientAddressOf,
    ...(countedStatus !== undefined
      ? { skipSuccessfulRequests: true, requestWasSuccessful: (c) => c.res.status !== countedStatus }
      : uncountedStatuses?.length
        ? { skipFailedRequests: true, requestWasSuccessful: (c) => !uncountedStatuses.includes(c.res.status) }
        : {}),
    store: new DatabaseStore(db, { name }),
    handler: () => {
      throw new ApiError(429, 'too_many_requests', `more than ${limit} ${what} a minute from this address: wait a minute and try again`);
    },
  });
}
