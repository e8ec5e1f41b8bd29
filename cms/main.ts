/**
 * Starts the quest-board server. Environment: `PORT` (8787), `DATA_DIR` (`./data`), `ADMIN_TOKEN`
 * (a random token is generated and logged when unset). Stops cleanly on SIGINT and SIGTERM.
 * @module
 */
import { startServer } from './server.ts';

const port = Number(process.env.PORT ?? 8787);
if (!Number.isInteger(port) || port < 0 || port > 65535) {
  console.error(`PORT must be a port number, not "${process.env.PORT}"`);
  process.exit(1);
}
const server = await startServer({
  port,
  dataDir: process.env.DATA_DIR || './data',
  ...(process.env.ADMIN_TOKEN ? { adminToken: process.env.ADMIN_TOKEN } : {}),
});
console.log(`quest-board: listening on ${server.url}`);

let stopping = false;
const stop = () => {
  if (stopping) return;
  stopping = true;
  server.close().then(
    () => process.exit(0),
    (err: unknown) => {
      console.error(err);
      process.exit(1);
    },
  );
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
