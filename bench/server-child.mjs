// The server of bench/live.bench.ts, run as `npm start` runs it: the bundle `cms/dist/server.mjs` in plain Node (no
// TypeScript loader), so its CPU and memory are the server's own. Arguments: the data folder, how many live sockets
// one address may hold (every seat of the bench connects from 127.0.0.1), and optionally a PostgreSQL URL and schema
// (the database is then there instead of the SQLite file in the data folder); `BENCH_METRICS_TOKEN` in its environment
// turns its metrics on with that token. Talks to its parent over IPC:
// sends {type:'ready', url, pid} once listening; on {type:'close'} closes and exits; exits when the parent goes.
import { startServer } from '../cms/dist/server.mjs';

const [dataDir, maxPerAddress, postgres, schema] = process.argv.slice(2);
const server = await startServer({
  port: 0,
  hostname: '127.0.0.1',
  dataDir,
  ...(postgres ? { database: { postgres, schema } } : {}),
  adminToken: 'bench-admin-token-0123456789abcdef',
  log: () => {},
  creationsPerMinute: 0,
  // every seat of the bench connects from 127.0.0.1, and one socket may act hundreds of times a second
  live: { maxPerAddress: Number(maxPerAddress), maxMessagesPerSecond: 100_000 },
  // its hundreds of WebSocket handshakes at once count as open HTTP connections until upgraded
  connections: { maxPerAddress: 0 },
  // metrics only where a bench reads them (bench/capacity.bench.ts): off, as by default, for the others
  ...(process.env.BENCH_METRICS_TOKEN ? { metricsToken: process.env.BENCH_METRICS_TOKEN } : {}),
});
process.on('disconnect', () => process.exit(0));
process.on('message', async (msg) => {
  if (msg?.type !== 'close') return;
  await server.close();
  process.send({ type: 'closed' }, () => process.exit(0));
});
process.send({ type: 'ready', url: server.url, pid: process.pid });
