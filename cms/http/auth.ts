/**
 * Bearer tokens: reading them from a request and comparing them in constant time. Who a request is comes from
 * `identity.ts`, the one place that reads credentials.
 * @module
 */
import { createHash, timingSafeEqual } from 'node:crypto';
import type { Context } from 'hono';

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
