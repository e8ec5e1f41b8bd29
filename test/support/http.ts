/**
 * A tiny HTTP client for the API, over `fetch` or an app's `request`.
 */
import type { Action, View } from '../../engine/index.ts';

/** Anything that answers a Request: `fetch` bound to a base URL, or `app.request`. */
export type Requester = (path: string, init?: RequestInit) => Response | Promise<Response>;

/** A requester over a listening server. */
export function overHttp(baseUrl: string): Requester {
  return (path, init) => fetch(baseUrl + path, init);
}

/** A JSON answer. */
export interface Answer<T = any> {
  status: number;
  body: T;
  headers: Headers;
}

/** Sends `body` as JSON (when given) with an optional bearer token; parses the JSON answer. */
export async function call<T = any>(req: Requester, method: string, path: string, options: { token?: string; body?: unknown } = {}): Promise<Answer<T>> {
  const headers: Record<string, string> = {};
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const res = await req(path, { method, headers, ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}) });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null, headers: res.headers };
}

/**
 * Sends a HeroScribe quest file (text or bytes) to `POST /api/import/heroscribe{query}` as `type` (default
 * `application/xml`), with `token` as the bearer token when given; parses the JSON answer (`null` for an empty body).
 */
export async function postHeroScribe(
  req: Requester,
  body: string | Uint8Array<ArrayBuffer>,
  { token = '', type = 'application/xml', query = '' }: { token?: string; type?: string; query?: string } = {},
): Promise<{ status: number; body: any }> {
  const headers: Record<string, string> = { 'content-type': type };
  if (token) headers.authorization = `Bearer ${token}`;
  const res = await req(`/api/import/heroscribe${query}`, { method: 'POST', headers, body });
  const text = await res.text();
  return { status: res.status, body: text ? JSON.parse(text) : null };
}

/** A seat of a room: its id and token. */
export interface SeatKey {
  seat: string;
  token: string;
}

/**
 * Creates a room of `mission` with a fixed seed (admin token) and seats `heroes`; returns the room id and every seat.
 * `options` go into the creation body too (`turnSeconds`...).
 */
export async function setUpRoom(
  req: Requester,
  adminToken: string,
  mission: string,
  heroes: string[],
  seed = 'test-seed',
  options: Record<string, unknown> = {},
): Promise<{ room: string; master: SeatKey; heroes: SeatKey[] }> {
  const created = await call(req, 'POST', '/api/rooms', { token: adminToken, body: { mission, seed, ...options } });
  if (created.status !== 201) throw new Error(`POST /api/rooms: ${created.status} ${JSON.stringify(created.body)}`);
  const room: string = created.body.room;
  const seats: SeatKey[] = [];
  for (const hero of heroes) {
    const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
    if (joined.status !== 201) throw new Error(`POST seats ${hero}: ${joined.status} ${JSON.stringify(joined.body)}`);
    seats.push({ seat: joined.body.seat, token: joined.body.token });
  }
  return { room, master: { seat: 'master', token: created.body.token }, heroes: seats };
}

/** `GET /api/rooms/:id/view` for a seat. */
export async function getView(req: Requester, room: string, token: string): Promise<{ seq: number; view: View; legal: Action[] }> {
  const res = await call(req, 'GET', `/api/rooms/${room}/view`, { token });
  if (res.status !== 200) throw new Error(`GET view: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}

/** `POST /api/rooms/:id/actions`; throws unless accepted. */
export async function act(req: Requester, room: string, token: string, action: Action): Promise<{ seq: number; events: unknown[] }> {
  const res = await call(req, 'POST', `/api/rooms/${room}/actions`, { token, body: action });
  if (res.status !== 200) throw new Error(`action ${JSON.stringify(action)}: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body;
}
