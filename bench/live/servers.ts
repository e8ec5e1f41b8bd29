/**
 * The benches' servers: the bundle as `npm start` runs it (`bench/server-child.mjs`, plain Node), one child process
 * per instance, on a data folder or a PostgreSQL schema, talking to the bench over IPC.
 * @module
 */
import { type ChildProcess, fork } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { buildServer } from '../../cms/build/server.ts';
import type { ChildMessage } from './wire.ts';
import { procStats, type ProcStats, sumStats } from './proc.ts';

/** How to start the benches' servers. */
export interface ServerChildOptions {
  /** How many instances (more than one needs `postgres`). */
  instances: number;
  /** The data folder (SQLite's file, when no `postgres`). */
  dataDir: string;
  /** How many live sockets one address may hold (every seat of a bench connects from 127.0.0.1). */
  maxSocketsPerAddress: number;
  /** The PostgreSQL database and schema the instances share, if any. */
  postgres?: { url: string; schema: string };
  /** Flags of Node for each server (`--cpu-prof ...`); none unless given: plain Node, as `npm start`. */
  execArgv?: string[];
  /** Variables added to each server's environment (`BENCH_METRICS_TOKEN`). */
  env?: NodeJS.ProcessEnv;
}

/** The running servers: their processes, PIDs and URLs, their CPU and RSS summed, and how to stop them. */
export interface ServerChildren {
  children: ChildProcess[];
  pids: number[];
  urls: string[];
  /** CPU and RSS now, summed over the instances. */
  stats(): ProcStats;
  /** Asks each to close (10 s, then killed) and waits for them to exit. */
  close(): Promise<void>;
}

/**
 * Builds the server bundle from the sources, then starts `instances` servers together (as a host's would be) and
 * waits until each listens. @throws Error when one exits before.
 */
export async function startServerChildren(options: ServerChildOptions): Promise<ServerChildren> {
  await buildServer();
  const { postgres } = options;
  const children: ChildProcess[] = Array.from({ length: options.instances }, () =>
    fork(
      fileURLToPath(new URL('../server-child.mjs', import.meta.url)),
      [options.dataDir, String(options.maxSocketsPerAddress), ...(postgres ? [postgres.url, postgres.schema] : [])],
      {
        env: { ...process.env, ...options.env },
        // never this process's own flags (its TypeScript loader): the bundle runs in plain Node
        execArgv: options.execArgv ?? [],
        stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
      },
    ),
  );
  const readies = await Promise.all(
    children.map(
      (child) =>
        new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
          child.on('message', (m: ChildMessage) => m.type === 'ready' && resolve(m));
          child.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
        }),
    ),
  );
  const pids = readies.map((r) => r.pid);
  return {
    children,
    pids,
    urls: readies.map((r) => r.url),
    stats: () => (pids.length === 1 ? procStats(pids[0]!) : sumStats(pids.map(procStats))),
    close: () =>
      Promise.all(
        children.map(
          (child) =>
            new Promise<void>((resolve) => {
              if (child.exitCode !== null) return resolve();
              child.once('exit', () => resolve());
              child.send({ type: 'close' });
              setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
            }),
        ),
      ).then(() => undefined),
  };
}
