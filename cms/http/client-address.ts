/**
 * Who a request comes from, for the limits counted per client address (rooms and seats created, failed sign-ins, live
 * connections): the connection's address, or, behind proxies the host trusts (`TRUST_PROXY`: how many), the address
 * the nearest trusted proxy saw, read from `X-Forwarded-For`. Without it every client behind a proxy (the
 * several-instances setup) would count as the proxy and share one limit.
 * @module
 */
import { getConnInfo } from '@hono/node-server/conninfo';
import type { Context, MiddlewareHandler } from 'hono';

/**
 * The client's address: with `trustedProxies` = 0 the connection's `remote` address; with N > 0, the N-th address
 * from the end of `forwardedFor` (each proxy appends the address it was reached from, so the last N were written by
 * the trusted proxies and what a client wrote itself comes before them), or `remote` when the header holds fewer.
 * `local` when there is no address at all (an app run without a socket, in tests).
 */
export function clientAddress(remote: string | undefined, forwardedFor: string | undefined, trustedProxies: number): string {
  if (trustedProxies > 0 && forwardedFor) {
    const hops = forwardedFor
      .split(',')
      .map((x) => x.trim())
      .filter((x) => x !== '');
    const seen = hops[hops.length - trustedProxies];
    if (seen !== undefined) return seen;
  }
  return remote ?? 'local';
}

const CLIENT = 'clientAddress';

/** Sets each request's client address (see {@link clientAddress}) for {@link clientAddressOf}. */
export function identifyClient(trustedProxies: number): MiddlewareHandler {
  return async (c, next) => {
    let remote: string | undefined;
    try {
      remote = getConnInfo(c).remote.address;
    } catch {
      remote = undefined;
    }
    (c.set as (key: string, value: string) => void)(CLIENT, clientAddress(remote, c.req.header('x-forwarded-for'), trustedProxies));
    await next();
  };
}

/** The client address {@link identifyClient} set, or the connection's own when it did not run. */
export function clientAddressOf(c: Context): string {
  const set = (c.get as (key: string) => string | undefined)(CLIENT);
  if (set !== undefined) return set;
  try {
    return getConnInfo(c).remote.address ?? 'local';
  } catch {
    return 'local';
  }
}
