/**
 * The server's settings read from the environment, each checked with a message that names the variable (see the
 * README's table): where it listens and how much it lets one address create ({@link listenFromEnv}), how many
 * connections one address may hold and how long a request may take ({@link connectionsFromEnv}), how long rooms
 * live ({@link retentionFromEnv}), and where the database is ({@link databaseFromEnv}). An empty variable counts as
 * unset.
 * @module
 */
import { checkSchemaName, type DatabaseLocation } from './db/database.ts';
import { type ConnectionLimits, DEFAULT_CONNECTION_LIMITS } from './http/connection-limits.ts';
import type { RoomRetention } from './rooms/retention.ts';

/** The value of `name`, or `undefined` when it is unset or empty. */
function valueOf(env: NodeJS.ProcessEnv, name: string): string | undefined {
  const value = env[name];
  return value === undefined || value === '' ? undefined : value;
}

/**
 * `name` as a whole number from `min` to `max` (up to 9 digits), or `undefined` when unset.
 * @throws Error naming it and saying `what` it must be.
 */
function wholeNumber(env: NodeJS.ProcessEnv, name: string, min: number, what: string, max = 999_999_999): number | undefined {
  const value = valueOf(env, name);
  if (value === undefined) return undefined;
  if (!/^\d{1,9}$/.test(value) || Number(value) < min || Number(value) > max) throw new Error(`${name} must be ${what}, not "${value}"`);
  return Number(value);
}

/**
 * The longest timeout of an HTTP connection, in seconds: a day. A longer one holds a connection for no client's
 * sake, and Node's timers stop at about 24.8 days (2,147,483 s) and warn past them.
 */
export const MAX_TIMEOUT_SECONDS = 86_400;

/** What a timeout variable must be, in its error message. */
const TIMEOUT_SECONDS = `a whole number of seconds from 1 to ${MAX_TIMEOUT_SECONDS} (a day)`;

/** What {@link listenFromEnv} reads: each left out when its variable is unset or empty. */
export interface ListenSettings {
  /** `PORT`: 0 to 65535 (0: any free port). */
  port?: number;
  /** `ROOMS_PER_MINUTE`: rooms, seats, campaigns and campaign players one address may create a minute (0: no limit). */
  creationsPerMinute?: number;
  /** `ADMIN_TOKEN`: at least {@link ADMIN_TOKEN_MIN} characters. */
  adminToken?: string;
  /**
   * `TRUST_PROXY`: how many proxies in front of the server say the client's address in `X-Forwarded-For` (0: none,
   * the connection's address is the client's). Set it behind a proxy, or every client counts as the proxy.
   */
  trustedProxies?: number;
  /**
   * `METRICS_TOKEN`: at least {@link ADMIN_TOKEN_MIN} characters. Set, it turns the metrics on: `GET /metrics` answers
   * a scrape that sends it (or the `ADMIN_TOKEN`) as a bearer token. Unset, metrics are off.
   */
  metricsToken?: string;
}

/** The shortest `ADMIN_TOKEN` accepted: it holds every right of an administrator. */
export const ADMIN_TOKEN_MIN = 16;

/**
 * `PORT`, `ROOMS_PER_MINUTE`, `ADMIN_TOKEN`, `TRUST_PROXY` and `METRICS_TOKEN` from `env`, written as plain decimal digits (no `0x10`, `1e3` or
 * spaces: a typo must not quietly turn a limit off).
 * @throws Error naming the first variable with a bad value and saying what it must be.
 */
export function listenFromEnv(env: NodeJS.ProcessEnv): ListenSettings {
  const out: ListenSettings = {};
  const port = wholeNumber(env, 'PORT', 0, 'a port number from 0 to 65535');
  if (port !== undefined) {
    if (port > 65535) throw new Error(`PORT must be a port number from 0 to 65535, not "${env.PORT}"`);
    out.port = port;
  }
  const perMinute = wholeNumber(env, 'ROOMS_PER_MINUTE', 0, 'a whole number (0: no limit)');
  if (perMinute !== undefined) out.creationsPerMinute = perMinute;
  const proxies = wholeNumber(env, 'TRUST_PROXY', 0, 'the number of proxies in front of the server (0: none)');
  if (proxies !== undefined) out.trustedProxies = proxies;
  const token = valueOf(env, 'ADMIN_TOKEN');
  if (token !== undefined) {
    if (token.length < ADMIN_TOKEN_MIN)
      throw new Error(`ADMIN_TOKEN must have at least ${ADMIN_TOKEN_MIN} characters: it holds every right of an administrator`);
    out.adminToken = token;
  }
  const metrics = valueOf(env, 'METRICS_TOKEN');
  if (metrics !== undefined) {
    // a bearer token travels in a header: printable ASCII, no spaces (a scraper could not send anything else intact)
    if (!/^[\x21-\x7e]*$/.test(metrics))
      throw new Error(
        'METRICS_TOKEN must be printable ASCII with no spaces (letters, digits, - _ . ~ and the like): it is sent as "Authorization: Bearer <token>"',
      );
    if (metrics.length < ADMIN_TOKEN_MIN)
      throw new Error(
        `METRICS_TOKEN must have at least ${ADMIN_TOKEN_MIN} characters, not ${metrics.length}: it is the bearer token of whoever scrapes /metrics`,
      );
    out.metricsToken = metrics;
  }
  return out;
}

/**
 * The limits of HTTP connections from `env`; what is unset keeps its default ({@link DEFAULT_CONNECTION_LIMITS}):
 * - `MAX_CONNECTIONS_PER_ADDRESS`: open connections one address may hold on this instance, 0 for no limit (unset: 256,
 *   or no limit when `trustedProxies` > 0: every connection then comes from the proxy, which caps its clients);
 * - `HEADERS_TIMEOUT_SECONDS`: whole seconds the request line and headers may take to arrive;
 * - `REQUEST_TIMEOUT_SECONDS`: whole seconds a whole request may take to arrive, body included (at least the headers');
 * - `KEEP_ALIVE_TIMEOUT_SECONDS`: whole seconds a kept-alive connection may idle between requests;
 * each from 1 to {@link MAX_TIMEOUT_SECONDS} (a day).
 * @param trustedProxies `TRUST_PROXY` as {@link listenFromEnv} read it
 * @throws Error naming the first variable with a bad value and saying what it must be.
 */
export function connectionsFromEnv(env: NodeJS.ProcessEnv, trustedProxies = 0): ConnectionLimits {
  const max = wholeNumber(env, 'MAX_CONNECTIONS_PER_ADDRESS', 0, 'a whole number (0: no limit)');
  const out: ConnectionLimits = { maxPerAddress: max ?? (trustedProxies > 0 ? 0 : DEFAULT_CONNECTION_LIMITS.maxPerAddress) };
  const headers = wholeNumber(env, 'HEADERS_TIMEOUT_SECONDS', 1, TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS);
  if (headers !== undefined) out.headersTimeoutMs = headers * 1000;
  const request = wholeNumber(env, 'REQUEST_TIMEOUT_SECONDS', 1, TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS);
  if (request !== undefined) out.requestTimeoutMs = request * 1000;
  const headersMs = out.headersTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.headersTimeoutMs;
  const requestMs = out.requestTimeoutMs ?? DEFAULT_CONNECTION_LIMITS.requestTimeoutMs;
  if (headersMs > requestMs) {
    throw new Error(
      `REQUEST_TIMEOUT_SECONDS (${requestMs / 1000}) must be at least HEADERS_TIMEOUT_SECONDS (${headersMs / 1000}): the headers are part of the request`,
    );
  }
  const keepAlive = wholeNumber(env, 'KEEP_ALIVE_TIMEOUT_SECONDS', 1, TIMEOUT_SECONDS, MAX_TIMEOUT_SECONDS);
  if (keepAlive !== undefined) out.keepAliveTimeoutMs = keepAlive * 1000;
  return out;
}

/**
 * How long rooms live and how many may live, from `env`; what is unset keeps its default (`DEFAULT_RETENTION`):
 * - `ROOM_FINISHED_MINUTES`: whole minutes a finished room stays (0 or more);
 * - `ROOM_IDLE_HOURS`: whole hours with no action, seat or stream before a room is archived (1 or more);
 * - `ROOM_LOGS`: `keep` or `delete` (an archived room's log);
 * - `MAX_LIVE_ROOMS`: whole number, 0 for no limit.
 * @throws Error naming the first variable with a bad value and saying what it must be.
 */
export function retentionFromEnv(env: NodeJS.ProcessEnv): Partial<RoomRetention> {
  const out: Partial<RoomRetention> = {};
  const finished = wholeNumber(env, 'ROOM_FINISHED_MINUTES', 0, 'a whole number of minutes (0 or more)');
  if (finished !== undefined) out.finishedAfterMs = finished * 60_000;
  const idle = wholeNumber(env, 'ROOM_IDLE_HOURS', 1, 'a whole number of hours (1 or more)');
  if (idle !== undefined) out.idleAfterMs = idle * 3_600_000;
  const logs = valueOf(env, 'ROOM_LOGS');
  if (logs !== undefined) {
    if (logs !== 'keep' && logs !== 'delete') throw new Error(`ROOM_LOGS must be "keep" or "delete", not "${logs}"`);
    out.keepLogs = logs === 'keep';
  }
  const max = wholeNumber(env, 'MAX_LIVE_ROOMS', 0, 'a whole number (0: no limit)');
  if (max !== undefined) out.maxLiveRooms = max;
  return out;
}

/** The longest `ROOM_MEMORY_MINUTES`: a day (a room unused that long reloads in milliseconds). */
export const ROOM_MEMORY_MAX_MINUTES = 1440;

/**
 * `ROOM_MEMORY_MINUTES`: how long a room with no watcher and no action stays in memory before it is evicted, in whole
 * minutes from 1 to {@link ROOM_MEMORY_MAX_MINUTES} (unset: `IDLE_MS`, 10 minutes). An evicted room costs no memory; its next use reloads it from the
 * database (its last snapshot and the actions after it).
 * @returns the time in ms, or `undefined` when unset.
 * @throws Error naming the variable when it is not a whole number of minutes from 1 to {@link ROOM_MEMORY_MAX_MINUTES}.
 */
export function roomMemoryFromEnv(env: NodeJS.ProcessEnv): number | undefined {
  const minutes = wholeNumber(env, 'ROOM_MEMORY_MINUTES', 1, `a whole number of minutes from 1 to ${ROOM_MEMORY_MAX_MINUTES} (a day)`, ROOM_MEMORY_MAX_MINUTES);
  return minutes === undefined ? undefined : minutes * 60_000;
}

/** The data folder when `DATA_DIR` is unset. */
export const DEFAULT_DATA_DIR = './data';

/**
 * Where the database is, from `env`: PostgreSQL at `DATABASE_URL` (a `postgres://` or `postgresql://` URL) in the
 * schema `DATABASE_SCHEMA` (`public` when unset); without `DATABASE_URL`, the SQLite file in `DATA_DIR`
 * ({@link DEFAULT_DATA_DIR} when unset).
 * @throws Error naming the variable with a bad value: a `DATABASE_URL` that is not a PostgreSQL URL, a
 * `DATABASE_SCHEMA` that is not a plain lowercase name, or a `DATABASE_SCHEMA` without `DATABASE_URL`.
 */
export function databaseFromEnv(env: NodeJS.ProcessEnv): DatabaseLocation {
  const url = valueOf(env, 'DATABASE_URL');
  const schema = valueOf(env, 'DATABASE_SCHEMA');
  if (url === undefined) {
    if (schema !== undefined)
      throw new Error('DATABASE_SCHEMA needs DATABASE_URL: a schema is a PostgreSQL one, and without DATABASE_URL the database is the SQLite file in DATA_DIR');
    return { sqlite: valueOf(env, 'DATA_DIR') ?? DEFAULT_DATA_DIR };
  }
  if (!/^postgres(ql)?:\/\/./.test(url))
    throw new Error(`DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database), not "${redacted(url)}"`);
  if (schema === undefined) return { postgres: url };
  checkSchemaName(schema);
  return { postgres: url, schema };
}

/** `url` with any password in it replaced by `***`: an error message must not print a secret. */
export function redacted(url: string): string {
  // up to the last @: a password with an unencoded / or # (an invalid URL) is hidden whole too
  return url.replace(/^([a-z][a-z0-9+.-]*:\/\/[^:/@]*:).*@/i, '$1***@');
}
