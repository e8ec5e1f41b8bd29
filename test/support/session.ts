/**
 * Signing in from tests: a session cookie from `POST /api/session`, and calls that send it like a browser of the
 * same site would (with an `Origin` header).
 */
import type { Answer, Requester } from './http.ts';

/** The origin of `app.request` (its base URL is http://localhost). */
export const SAME_ORIGIN = 'http://localhost';

/** The `name=value` of the session cookie in a response's Set-Cookie, or `undefined`. */
export function sessionCookieOf(res: Response): string | undefined {
  const header = res.headers.get('set-cookie');
  const m = header && /(?:^|,\s*)(qb_session=[^;]*)/.exec(header);
  return m ? m[1] : undefined;
}

/** Signs in; returns the cookie to send (`qb_session=…`). Throws unless the answer is 204 with a cookie. */
export async function signIn(req: Requester, name: string, password: string): Promise<string> {
  const res = await req('/api/session', {
    method: 'POST',
    headers: { 'content-type': 'application/json', origin: SAME_ORIGIN },
    body: JSON.stringify({ name, password }),
  });
  const cookie = sessionCookieOf(res);
  if (res.status !== 204 || !cookie) throw new Error(`sign-in of ${name}: ${res.status} ${await res.text()}`);
  return cookie;
}

/** Sends `body` as JSON (when given) with the session cookie and, unless told otherwise, a same-site `Origin`. */
export async function asUser<T = any>(
  req: Requester,
  cookie: string,
  method: string,
  path: string,
  options: { body?: unknown; origin?: string | null; headers?: Record<string, string> } = {},
): Promise<Answer<T>> {
  const headers: Record<string, string> = { cookie, ...options.headers };
  if (options.origin !== null) headers.origin = options.origin ?? SAME_ORIGIN;
  if (options.body !== undefined) headers['content-type'] ??= 'application/json';
  const res = await req(path, {
    method,
    headers,
    ...(options.body !== undefined ? { body: typeof options.body === 'string' ? options.body : JSON.stringify(options.body) } : {}),
  });
  const text = await res.text();
  let body: any = null;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    body = text;
  }
  return { status: res.status, body, headers: res.headers };
}
