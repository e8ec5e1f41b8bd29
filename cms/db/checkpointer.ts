/**
 * The WAL checkpoints of the database, off the event loop. SQLite copies the write-ahead log back into the database
 * file every 1,000 pages by itself, inside whichever commit crosses the mark, and that checkpoint waits for the disk
 * (fsync): measured here, one commit in a few hundred took 5–26 ms instead of 0.03, and every room waiting on the
 * event loop waited with it. So the server's connection never checkpoints (`wal_autocheckpoint = 0`), and a worker
 * thread with a connection of its own does it every second (`PASSIVE`: it copies what no reader still needs and
 * never blocks a writer), and once more in full when the database closes.
 *
 * The worker is a second V8 isolate (5–8 MiB): it starts only once the log holds {@link WORKER_AFTER_BYTES}, as
 * SQLite itself would have checkpointed then. A server that has only started (a fresh database seeded with the
 * content pack writes under 1 MB), or sees little play, never pays for it; its last checkpoint at close then runs on
 * a connection of its own.
 * @module
 */
import { statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { Worker } from 'node:worker_threads';
import SQLite from 'better-sqlite3';

/** How often the worker checkpoints (and, before it starts, how often the log's size is looked at), in ms. */
export const CHECKPOINT_EVERY_MS = 1000;

/** The size of the write-ahead log past which the worker starts: SQLite's own mark (1,000 pages of 4 KiB). */
export const WORKER_AFTER_BYTES = 4096 * 1000;

/** The worker: its own connection to the file, a passive checkpoint on a timer, a full one when asked to stop. */
const WORKER = `
const { parentPort, workerData } = require('node:worker_threads');
const Database = require(workerData.module);
const db = new Database(workerData.file);
db.pragma('busy_timeout = 5000');
// it only copies pages from the log to the file: no cache to speak of
db.pragma('cache_size = -64');
const checkpoint = (mode) => { try { db.pragma('wal_checkpoint(' + mode + ')'); } catch {} };
const timer = setInterval(() => checkpoint('PASSIVE'), workerData.everyMs);
parentPort.on('message', () => {
  clearInterval(timer);
  checkpoint('TRUNCATE');
  db.close();
  parentPort.close();
});
`;

/** A running checkpointer: `stop()` runs the last checkpoint and ends the worker. */
export interface Checkpointer {
  stop(): Promise<void>;
}

/**
 * Checkpoints the database file `file` (already in WAL mode) from a worker thread (see the module), started once its
 * log passes `startAfterBytes`.
 */
export function startCheckpointer(file: string, everyMs = CHECKPOINT_EVERY_MS, startAfterBytes = WORKER_AFTER_BYTES): Checkpointer {
  let worker: Checkpointer | null = null;
  const walSize = () => {
    try {
      return statSync(`${file}-wal`).size;
    } catch {
      return 0;
    }
  };
  const watch = setInterval(() => {
    if (walSize() < startAfterBytes) return;
    clearInterval(watch);
    worker = startWorker(file, everyMs);
  }, everyMs);
  watch.unref();
  return {
    stop() {
      clearInterval(watch);
      if (worker) return worker.stop();
      // never needed while the server ran: the last checkpoint on a connection of its own, so the file is whole
      let db: SQLite.Database | undefined;
      try {
        db = new SQLite(file, { fileMustExist: true });
        db.pragma('busy_timeout = 5000');
        db.pragma('wal_checkpoint(TRUNCATE)');
      } catch {
        // the file gone or unreadable (its folder removed): nothing to checkpoint
      } finally {
        db?.close();
      }
      return Promise.resolve();
    },
  };
}

/** The worker, started now. */
function startWorker(file: string, everyMs: number): Checkpointer {
  const module = createRequire(import.meta.url).resolve('better-sqlite3');
  const worker = new Worker(WORKER, { eval: true, workerData: { module, file, everyMs } });
  // the worker never keeps the process alive by itself
  worker.unref();
  const exited = new Promise<void>((resolve) => worker.once('exit', () => resolve()));
  worker.on('error', (err) => console.error('quest-board: the WAL checkpointer failed:', err));
  return {
    stop() {
      // waited for: the last checkpoint keeps the process alive until it is done
      worker.ref();
      worker.postMessage('stop');
      return exited;
    },
  };
}
