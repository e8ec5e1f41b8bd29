/**
 * The quest-board server: storage, content API, rooms and static files, assembled into one Hono app.
 * - {@link openServices} opens (creates, migrates, seeds) the database and the room registry.
 * - {@link createApp} builds the app over them (use `app.request` in tests).
 * - {@link startServer} does both and listens on a port.
 * @module
 */
import { computerPace } from './rooms/computer-seats.ts';
import { randomBytes } from 'node:crypto';
import type { AddressInfo } from 'node:net';
import { createRoute, OpenAPIHono, z } from '@hono/zod-openapi';
import { cors } from 'hono/cors';
import { loadDefaultPack } from '../content/load-pack.ts';
import type { Pack } from '../content/schemas/index.ts';
import { PASSWORD_MAX, PASSWORD_MIN } from './accounts/passwords.ts';
import { countUsers, createUser } from './accounts/repository.ts';
import { accountRoutes } from './accounts/routes.ts';
import { campaignRoutes } from './campaigns/routes.ts';
import { CampaignService } from './campaigns/service.ts';
import { contentRoutes } from './content/routes.ts';
import { transferRoutes } from './content/transfer-routes.ts';
import { importRoutes } from './import/routes.ts';
import { mapRoutes } from './maps/routes.ts';
import { closeDatabase, type DatabaseLocation, type DB, openDatabase, postgresConnectionOf } from './db/database.ts';
import { seedIfEmpty } from './db/seed.ts';
import { addArchiveRoutes } from './http/archive.ts';
import { errorBodies, notFound, onError, validationHook } from './http/errors.ts';
import { identifyClient } from './http/client-address.ts';
import { identify, SESSION_COOKIE } from './http/identity.ts';
import { limitBody, refuseNul } from './http/middleware.ts';
import type { ConnectionLimits } from './http/connection-limits.ts';
import { createHttpServer } from './http/node-server.ts';
import { attachLive, type LiveOptions } from './rooms/live.ts';
import { securityHeaders } from './http/security.ts';
import { addStaticRoutes, CHUNKS_PATH, FONTS_PATH, type StaticOptions } from './http/static.ts';
import { type RoomBus, SOLO_BUS } from './rooms/bus.ts';
import { PgBus } from './rooms/pg-bus.ts';
import { RoomRegistry } from './rooms/registry.ts';
import type { RoomRetention } from './rooms/retention.ts';
import { roomRoutes } from './rooms/routes.ts';
import { ListenFailure } from './start-failure.ts';
import type { ServerMetrics } from './metrics/meter.ts';
import { addMetricsRoute } from './metrics/route.ts';
import { countRooms } from './rooms/repository.ts';

/** The largest request body accepted, in bytes (`/api/import/*` has its own limit, see `IMPORT_MAX_BYTES`). */
export const MAX_BODY_BYTES = 1024 * 1024;

/** What the app runs on. */
export interface Services {
  db: DB;
  rooms: RoomRegistry;
  /** The campaigns (cms/campaigns). */
  campaigns: CampaignService;
  adminToken: string;
  /** The metrics, when on (`metricsToken` given): the rooms, the write-ahead and the live connection count into them. */
  metrics?: ServerMetrics;
  /** `METRICS_TOKEN`: the bearer token of a scrape of `/metrics`. */
  metricsToken?: string;
  /** Ends every live stream and closes the database. */
  close(): Promise<void>;
}

/** The options of {@link openServices}. */
export interface ServicesOptions {
  /** The folder of `quest-board.sqlite`; created when missing. */
  dataDir: string;
  /** Where the database is: `{ sqlite: dataDir }` unless given (`{ postgres: url }` for PostgreSQL). */
  database?: DatabaseLocation;
  /** The administrator token; a random one is generated (and logged once through `log`) when missing. */
  adminToken?: string;
  /**
   * The first administrator (`ADMIN_NAME`, `ADMIN_PASSWORD`): created when no user exists yet, ignored afterwards.
   * @throws Error when the password is shorter than 8 characters.
   */
  admin?: { name: string; password: string };
  /** The pack written into an empty database; the default pack unless given. */
  loadPack?: () => Pack;
  /** Where start-up messages go; `console.log` unless given. */
  log?: (message: string) => void;
  /** How long rooms live and how many may live at once; `DEFAULT_RETENTION` (cms/rooms/retention.ts) for the rest. */
  retention?: Partial<RoomRetention>;
  /** How long a room with no watcher and no action stays in memory before it is evicted, in ms (`IDLE_MS`). */
  roomIdleMs?: number;
  /**
   * The pause before each action of a computer hero, in ms (`COMPUTER_PACE_MS`, 700: a step the table can follow);
   * one setting for every room of the process.
   */
  computerPaceMs?: number;
  /**
   * `METRICS_TOKEN`: turns the metrics on (`/metrics`, read with this token or the admin one). Without it the metrics'
   * library is never loaded.
   */
  metricsToken?: string;
}

/**
 * Opens the database (`${dataDir}/quest-board.sqlite` unless `database` says otherwise; created and migrated on first
 * start; seeded with the default pack when it holds no document) and a room registry over it.
 * @throws Error when the database cannot be opened or migrated, or the pack is invalid (`PackError`).
 */
export async function openServices(options: ServicesOptions): Promise<Services> {
  const log = options.log ?? console.log;
  const database = options.database ?? { sqlite: options.dataDir };
  const db = await openDatabase(database);
  try {
    const seeded = await seedIfEmpty(db, options.loadPack ?? loadDefaultPack);
    if (seeded > 0)
      log(`quest-board: seeded ${seeded} documents into ${'sqlite' in database ? database.sqlite : `PostgreSQL (schema ${database.schema ?? 'public'})`}`);
  } catch (err) {
    await closeDatabase(db);
    throw err;
  }
  try {
    await createFirstAdmin(db, options.admin, log);
  } catch (err) {
    await closeDatabase(db);
    throw err;
  }
  let adminToken = options.adminToken;
  if (!adminToken) {
    adminToken = randomBytes(32).toString('base64url');
    log(`quest-board: ADMIN_TOKEN is not set; the administrator token of this run is ${adminToken}`);
  }
  // on PostgreSQL other instances may share the rooms: they hear each other on the bus
  const connection = postgresConnectionOf(db);
  let bus: RoomBus = SOLO_BUS;
  if (connection) {
    try {
      bus = await PgBus.open(db, connection);
    } catch (err) {
      await closeDatabase(db);
      throw err;
    }
  }
  if (options.computerPaceMs !== undefined) computerPace.ms = options.computerPaceMs;
  // loaded only when on: a server without metrics never holds the library
  const metrics = options.metricsToken ? (await import('./metrics/prometheus.ts')).createPrometheusMetrics() : undefined;
  const rooms = new RoomRegistry(db, {
    bus,
    ...(metrics ? { meter: metrics } : {}),
    ...(options.retention ? { retention: options.retention } : {}),
    ...(options.roomIdleMs !== undefined ? { idleMs: options.roomIdleMs } : {}),
  });
  const campaigns = new CampaignService(db, { bus, rooms });
  if (metrics) {
    metrics.gauges.roomsInMemory = () => rooms.size;
    metrics.gauges.liveRooms = () => countRooms(db);
    metrics.gauges.campaignsFollowed = () => campaigns.hub.campaigns().length;
  }
  return {
    db,
    rooms,
    campaigns,
    adminToken,
    ...(metrics ? { metrics, metricsToken: options.metricsToken } : {}),
    async close() {
      campaigns.closeFollowers();
      await rooms.close();
      await bus.close();
      await closeDatabase(db);
    },
  };
}

/** Creates the first administrator from `admin` when no user exists; says how to make one when neither exists. */
async function createFirstAdmin(db: DB, admin: ServicesOptions['admin'], log: (message: string) => void): Promise<void> {
  if ((await countUsers(db)) > 0) return;
  if (!admin) {
    log('quest-board: no user yet: set ADMIN_NAME and ADMIN_PASSWORD to create the first administrator (or POST /api/users with the ADMIN_TOKEN)');
    return;
  }
  const name = admin.name.trim();
  if (!name || name.length > 64) throw new Error('ADMIN_NAME must have 1 to 64 characters');
  if (admin.password.length < PASSWORD_MIN || admin.password.length > PASSWORD_MAX)
    throw new Error(`ADMIN_PASSWORD must have ${PASSWORD_MIN} to ${PASSWORD_MAX} characters`);
  await createUser(db, { name, role: 'admin', password: admin.password });
  log(`quest-board: created the administrator "${name}"`);
}

/** The options of {@link createApp}. */
export interface AppOptions extends StaticOptions {
  /** Keep-alive interval of live streams (ms); 15 s by default. */
  keepAliveMs?: number;
  /** Rooms and seats one client address may create per minute; 60 by default, 0 for no limit. */
  creationsPerMinute?: number;
  /** Failed sign-ins one client address may make per minute; 10 by default, 0 for no limit. */
  failedSignInsPerMinute?: number;
  /**
   * How many proxies in front of the server are trusted to say the client's address (`X-Forwarded-For`), for the
   * limits per address; 0 (the connection's address) by default. See `http/client-address.ts`.
   */
  trustedProxies?: number;
  /** Where the server's messages go (start-up, an upload the client cut short); `console.log` unless given. */
  log?: (message: string) => void;
}

/**
 * The whole app: `/api/health`, the content API, the HeroScribe import, the rooms API, `/api/openapi.json`, static
 * files, security headers on every answer (`http/security.ts`), CORS open on `/api/*`, bodies up to
 * {@link MAX_BODY_BYTES} (imports up to 5 MB), one error handler, a JSON body on every error answer and JSON 404s.
 */
export function createApp(
  services: Pick<Services, 'db' | 'rooms' | 'campaigns' | 'adminToken' | 'metrics' | 'metricsToken'>,
  options: AppOptions = {},
): OpenAPIHono {
  const app = new OpenAPIHono({ defaultHook: validationHook });
  app.use('*', securityHeaders, errorBodies, identifyClient(options.trustedProxies ?? 0));
  app.use(
    '/api/*',
    cors({
      origin: '*',
      allowHeaders: ['Authorization', 'Content-Type'],
      allowMethods: ['GET', 'POST', 'PUT', 'DELETE', 'OPTIONS'],
      exposeHeaders: ['ETag', 'X-Document-Status', 'Retry-After'],
      maxAge: 600,
    }),
  );
  const log = options.log ?? console.log;
  const bodyLimit = limitBody(MAX_BODY_BYTES, { log });
  // imported files may be larger: the import routes set their own limit
  app.use('/api/*', (c, next) => (c.req.path.startsWith('/api/import/') ? next() : bodyLimit(c, next)));
  app.use('/api/*', refuseNul());
  app.use('/api/*', identify({ db: services.db, adminToken: services.adminToken }));
  app.openapi(
    createRoute({
      method: 'get',
      path: '/api/health',
      tags: ['server'],
      summary: 'Liveness',
      responses: { 200: { content: { 'application/json': { schema: z.object({ ok: z.literal(true) }) } }, description: 'the server is up' } },
    }),
    (c) => c.json({ ok: true as const }, 200),
  );
  app.route(
    '/api',
    accountRoutes({ db: services.db, ...(options.failedSignInsPerMinute !== undefined ? { failedSignInsPerMinute: options.failedSignInsPerMinute } : {}) }),
  );
  app.route('/api', transferRoutes({ db: services.db }));
  app.route('/api', contentRoutes({ db: services.db }));
  app.route('/api', mapRoutes({ db: services.db }));
  app.route('/api', importRoutes({ db: services.db, log }));
  app.route(
    '/api',
    roomRoutes({
      rooms: services.rooms,
      ...(options.keepAliveMs ? { keepAliveMs: options.keepAliveMs } : {}),
      ...(options.creationsPerMinute !== undefined ? { creationsPerMinute: options.creationsPerMinute } : {}),
    }),
  );
  app.route(
    '/api',
    campaignRoutes({ campaigns: services.campaigns, ...(options.creationsPerMinute !== undefined ? { creationsPerMinute: options.creationsPerMinute } : {}) }),
  );
  app.openAPIRegistry.registerComponent('securitySchemes', 'bearer', {
    type: 'http',
    scheme: 'bearer',
    description: 'an API token (`qbt_…`) or the ADMIN_TOKEN; seat tokens on room routes',
  });
  app.openAPIRegistry.registerComponent('securitySchemes', 'session', {
    type: 'apiKey',
    in: 'cookie',
    name: SESSION_COOKIE,
    description: 'the session cookie set by POST /api/session',
  });
  app.doc31('/api/openapi.json', {
    openapi: '3.1.0',
    info: {
      title: 'quest-board',
      version: '0.1.0',
      description:
        'Content (Archive), sign-in and game rooms of quest-board. Errors: `{ error: { code, message, issues? } }`. The Archive API (sign-in, tokens, roles, import/export, versions, drafts): docs/archive-api.md.',
    },
  });
  // the bundle is a module script: a page on another origin may only load it with CORS
  // (and so are its chunks, which it imports from /chunks/)
  const bundleCors = cors({ origin: '*', allowMethods: ['GET', 'HEAD', 'OPTIONS'], maxAge: 600 });
  app.use('/quest-board.js*', bundleCors);
  app.use(`${CHUNKS_PATH}*`, bundleCors);
  // a font from another origin is loaded only with CORS: a page embedding the element may use the display face too
  app.use(`${FONTS_PATH}*`, bundleCors);
  addMetricsRoute(app, { metrics: services.metrics, metricsToken: services.metricsToken, adminToken: services.adminToken });
  addArchiveRoutes(app, options);
  addStaticRoutes(app, options);
  app.notFound(notFound);
  app.onError(onError);
  return app;
}

/** The options of {@link startServer}. */
export interface StartOptions extends AppOptions {
  /** The port; 0 (the default) picks a free one. */
  port?: number;
  /** The interface to listen on; all interfaces unless given (`127.0.0.1` for loopback only). */
  hostname?: string;
  dataDir: string;
  /** Where the database is (see {@link ServicesOptions.database}). */
  database?: DatabaseLocation;
  adminToken?: string;
  /** The first administrator, created when no user exists (see {@link ServicesOptions.admin}). */
  admin?: { name: string; password: string };
  /** How long rooms live and how many may live at once (see {@link ServicesOptions.retention}). */
  retention?: Partial<RoomRetention>;
  /** How long an unused room stays in memory, in ms (see {@link ServicesOptions.roomIdleMs}). */
  roomIdleMs?: number;
  /** `METRICS_TOKEN`: the metrics on, at `/metrics` (see {@link ServicesOptions.metricsToken}). */
  metricsToken?: string;
  /** The limits of the live connection (`/api/live`: unsent bytes, watches per socket, sockets per address). */
  live?: LiveOptions;
  /**
   * The limits of HTTP connections: how many one address may hold open, how long a request may take to arrive, how
   * long a kept-alive connection may idle (`http/connection-limits.ts`).
   */
  connections?: ConnectionLimits;
}

/** A running server. `close()` ends live streams, stops listening, drops connections and closes the database. */
export interface RunningServer {
  url: string;
  port: number;
  adminToken: string;
  close(): Promise<void>;
}

/**
 * Opens the services, builds the app and listens.
 * @returns the URL (`http://localhost:<port>`, or the given hostname), the port and `close()`.
 */
export async function startServer(options: StartOptions): Promise<RunningServer> {
  const services = await openServices({
    dataDir: options.dataDir,
    ...(options.database ? { database: options.database } : {}),
    ...(options.adminToken ? { adminToken: options.adminToken } : {}),
    ...(options.admin ? { admin: options.admin } : {}),
    ...(options.log ? { log: options.log } : {}),
    ...(options.retention ? { retention: options.retention } : {}),
    ...(options.roomIdleMs !== undefined ? { roomIdleMs: options.roomIdleMs } : {}),
    ...(options.metricsToken ? { metricsToken: options.metricsToken } : {}),
  });
  const app = createApp(services, options);
  const server = createHttpServer(app.fetch, options.hostname, options.connections);
  const live = attachLive(server, services.rooms, options.live, services.campaigns);
  if (services.metrics) {
    services.metrics.gauges.sockets = () => live.sockets;
    services.metrics.gauges.watches = () => live.watches;
  }
  const port = await new Promise<number>((resolve, reject) => {
    server.once('error', (err) => reject(new ListenFailure(err)));
    server.listen(options.port ?? 0, options.hostname, () => resolve((server.address() as AddressInfo).port));
  });
  const host = options.hostname && options.hostname !== '0.0.0.0' && options.hostname !== '::' ? options.hostname : 'localhost';
  let closing: Promise<void> | undefined;
  return {
    url: `http://${host.includes(':') ? `[${host}]` : host}:${port}`,
    port,
    adminToken: services.adminToken,
    close() {
      closing ??= (async () => {
        services.rooms.closeStreams();
        services.campaigns.closeFollowers();
        live.close();
        const http = server;
        const closed = new Promise<void>((resolve) => http.close(() => resolve()));
        http.closeIdleConnections();
        // let the ended streams flush, then drop whatever is left
        await new Promise((r) => setTimeout(r, 20));
        http.closeAllConnections();
        await closed;
        await services.close();
      })();
      return closing;
    },
  };
}
