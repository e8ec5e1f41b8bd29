/**
 * Starts the quest-board server. Environment: `PORT` (8787), `HOST` (`127.0.0.1`: this machine only; `0.0.0.0` to
 * serve the network), `DATA_DIR` (`./data`: the SQLite database), `DATABASE_URL` (a `postgres://` URL: the database is
 * PostgreSQL there instead of SQLite in `DATA_DIR`) and `DATABASE_SCHEMA` (its schema, `public`), read by
 * {@link databaseFromEnv}, `ADMIN_TOKEN` (a random token is generated and logged when unset),
 * `ROOMS_PER_MINUTE` (rooms and seats one address may create per minute, 60; 0 for no limit), `TRUST_PROXY` (how
 * many proxies in front say the client's address in `X-Forwarded-For`, 0), `ADMIN_NAME` and
 * `ADMIN_PASSWORD` (the first administrator, created on a start that finds no user); the limits of HTTP connections:
 * `MAX_CONNECTIONS_PER_ADDRESS` (256; 0 for no limit, the default behind `TRUST_PROXY`), `HEADERS_TIMEOUT_SECONDS`
 * (10), `REQUEST_TIMEOUT_SECONDS` (60) and `KEEP_ALIVE_TIMEOUT_SECONDS` (5), read by {@link connectionsFromEnv}; how long rooms live:
 * `ROOM_FINISHED_MINUTES` (60), `ROOM_IDLE_HOURS` (168), `ROOM_LOGS` (`delete` or `keep`) and `MAX_LIVE_ROOMS`
 * (10000; 0 for no limit), read by {@link retentionFromEnv}; `ROOM_MEMORY_MINUTES` (10: how long a room nobody watches
 * stays in memory), read by {@link roomMemoryFromEnv}; `METRICS_TOKEN` (unset: metrics off; set: `GET /metrics` for a
 * scraper sending it as a bearer token).
 * Stops cleanly on SIGINT and SIGTERM.
 * @module
 */
import type { DatabaseLocation } from './db/database.ts';
import type { ConnectionLimits } from './http/connection-limits.ts';
import { connectionsFromEnv, databaseFromEnv, DEFAULT_DATA_DIR, type ListenSettings, listenFromEnv, retentionFromEnv, roomMemoryFromEnv } from './env.ts';
import type { RoomRetention } from './rooms/retention.ts';
import { type RunningServer, startServer } from './server.ts';
import { startFailureLine } from './start-failure.ts';

let listen: ListenSettings;
let retention: Partial<RoomRetention>;
let database: DatabaseLocation;
let connections: ConnectionLimits;
let roomIdleMs: number | undefined;
try {
  listen = listenFromEnv(process.env);
  connections = connectionsFromEnv(process.env, listen.trustedProxies);
  retention = retentionFromEnv(process.env);
  database = databaseFromEnv(process.env);
  roomIdleMs = roomMemoryFromEnv(process.env);
} catch (err) {
  // one line, as every other line of the start
  console.error(`quest-board: ${err instanceof Error ? err.message : String(err)}`);
  process.exit(1);
}
const adminName = process.env.ADMIN_NAME ?? '';
const adminPassword = process.env.ADMIN_PASSWORD ?? '';
if (Boolean(adminName) !== Boolean(adminPassword)) {
  console.error('set both ADMIN_NAME and ADMIN_PASSWORD to create the first administrator, or neither');
  process.exit(1);
}
const port = listen.port ?? 8787;
const host = process.env.HOST || '127.0.0.1';
let server: RunningServer;
try {
  server = await startServer({
    port,
    hostname: host,
    creationsPerMinute: listen.creationsPerMinute ?? 60,
    ...(listen.trustedProxies ? { trustedProxies: listen.trustedProxies, live: { trustedProxies: listen.trustedProxies } } : {}),
    connections,
    retention,
    ...(roomIdleMs !== undefined ? { roomIdleMs } : {}),
    ...(listen.metricsToken ? { metricsToken: listen.metricsToken } : {}),
    dataDir: process.env.DATA_DIR || DEFAULT_DATA_DIR,
    database,
    ...(listen.adminToken ? { adminToken: listen.adminToken } : {}),
    ...(adminName ? { admin: { name: adminName, password: adminPassword } } : {}),
  });
} catch (err) {
  // one line a host can act on (a wrong password, a database that does not answer, a port in use), not a stack trace
  console.error(startFailureLine(err, database, { port, host }));
  process.exit(1);
}
console.log(`quest-board: listening on ${server.url}`);
if (listen.metricsToken) console.log(`quest-board: metrics at ${server.url}/metrics, for a scraper sending the METRICS_TOKEN`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => {
      console.log('quest-board: stopped (every action written, the database closed)');
      process.exit(0);
    },
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
