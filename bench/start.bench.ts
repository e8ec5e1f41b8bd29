/**
 * How long a user waits for `npm start` (docs/performance.md "Starting the server"):
 *
 * 1. a clean build: `npm run build` (`cms/build/all.ts`, the element's bundles and the server's), from spawn to exit,
 *    `BUILDS` times (1 unless set);
 * 2. `npm start` on a fresh data folder (the database created, migrated and seeded with the default pack), once;
 * 3. `npm start` with nothing changed, on that existing database, `STARTS` times (5 unless set): the build stamp is
 *    checked (`cms/build/stamp.ts`), nothing is built, and the server opens the database and listens.
 *
 * Each start is timed from spawning `npm start` to the first 200 from `/api/health` (polled every 25 ms), then the
 * server is stopped (SIGTERM to its process group) before the next. Prints each figure, the median and the machine's
 * load average, since the 2 cores may be shared. It writes `components/dist/` and `cms/dist/` as `npm run build`
 * does, serves on a free loopback port and keeps its data in a temp folder it removes. Bounded: each build or start
 * gives up after `TIMEOUT_S` (300) seconds.
 *
 * ```sh
 * npm run bench:start                      # or: node --import tsx bench/start.bench.ts
 * BUILDS=3 STARTS=10 npm run bench:start
 * ```
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { whyBuild } from '../cms/build/stamp.ts';
import { fmt, percentile } from './stats.ts';

const ROOT = fileURLToPath(new URL('..', import.meta.url));
const BUILDS = Number(process.env.BUILDS ?? 1);
const STARTS = Number(process.env.STARTS ?? 5);
const TIMEOUT_MS = Number(process.env.TIMEOUT_S ?? 300) * 1000;
const NPM = process.platform === 'win32' ? 'npm.cmd' : 'npm';

/** A free port on loopback (one the system hands out, closed again at once). */
async function freePort(): Promise<number> {
  const server = createServer().listen(0, '127.0.0.1');
  await once(server, 'listening');
  const { port } = server.address() as { port: number };
  server.close();
  await once(server, 'close');
  return port;
}

/** Runs `npm args`, in its own process group, with `env` added; resolves when it has exited (rejects on failure). */
function npm(args: string[], env: NodeJS.ProcessEnv = {}): ChildProcess {
  return spawn(NPM, args, { cwd: ROOT, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'], detached: true });
}

/** Resolves with `child`'s output once it exits with 0; rejects with it otherwise, or after {@link TIMEOUT_MS}. */
async function exited(child: ChildProcess): Promise<string> {
  let out = '';
  child.stdout!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (out += chunk.toString()));
  const timer = setTimeout(() => process.kill(-child.pid!, 'SIGTERM'), TIMEOUT_MS);
  const [code] = (await once(child, 'exit')) as [number | null];
  clearTimeout(timer);
  if (code !== 0) throw new Error(`npm exited with ${code}:\n${out}`);
  return out;
}

/** Seconds from spawn to the exit of one `npm run build`. */
async function timeBuild(): Promise<number> {
  const started = performance.now();
  await exited(npm(['run', 'build']));
  return (performance.now() - started) / 1000;
}

/** Seconds from spawning `npm start` over `dataDir` to the first 200 of `/api/health`; then stops the server. */
async function timeStart(dataDir: string): Promise<{ seconds: number; output: string }> {
  const port = await freePort();
  const started = performance.now();
  const child = npm(['start'], {
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: dataDir,
    DATABASE_URL: '',
    ADMIN_TOKEN: 'bench-admin-token-0123456789abcdef',
  });
  let output = '';
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let gone = false;
  child.once('exit', () => (gone = true));
  try {
    for (;;) {
      if (gone) throw new Error(`npm start exited before answering:\n${output}`);
      if (performance.now() - started > TIMEOUT_MS) throw new Error(`npm start did not answer within ${TIMEOUT_MS / 1000} s:\n${output}`);
      const ok = await fetch(`http://127.0.0.1:${port}/api/health`).then(
        (r) => r.status === 200,
        () => false,
      );
      if (ok) return { seconds: (performance.now() - started) / 1000, output };
      await new Promise((r) => setTimeout(r, 25));
    }
  } finally {
    if (!gone) {
      const exit = once(child, 'exit');
      process.kill(-child.pid!, 'SIGTERM');
      await exit;
    }
  }
}

const s = (seconds: number) => `${fmt(seconds, 2)} s`;
const load = () =>
  loadavg()
    .map((l) => fmt(l, 1))
    .join(' ');

console.log(`load average before: ${load()} (2 cores: above 2, other work shares them)`);
const builds: number[] = [];
for (let i = 0; i < BUILDS; i++) {
  builds.push(await timeBuild());
  console.log(`clean build ${i + 1}/${BUILDS} (npm run build): ${s(builds.at(-1)!)}   load ${load()}`);
}
const stale = whyBuild(ROOT);
if (stale) throw new Error(`after npm run build the stamp still asks for a build: ${stale}`);

const dataDir = mkdtempSync(path.join(tmpdir(), 'quest-board-start-'));
try {
  const first = await timeStart(dataDir);
  console.log(`npm start, fresh database (created, migrated, seeded): ${s(first.seconds)}   load ${load()}`);
  const starts: number[] = [];
  for (let i = 0; i < STARTS; i++) {
    const { seconds, output } = await timeStart(dataDir);
    if (!output.includes('the build is current')) throw new Error(`npm start built with nothing changed:\n${output}`);
    starts.push(seconds);
    console.log(`npm start ${i + 1}/${STARTS}, nothing changed, existing database: ${s(seconds)}   load ${load()}`);
  }
  console.log('');
  if (builds.length > 0)
    console.log(
      `clean build (npm run build): median ${s(percentile(builds, 50))}, min ${s(Math.min(...builds))}, max ${s(Math.max(...builds))} over ${builds.length}`,
    );
  console.log(
    `npm start to a 200 from /api/health, nothing changed: median ${s(percentile(starts, 50))}, min ${s(Math.min(...starts))}, max ${s(Math.max(...starts))} over ${starts.length}`,
  );
  console.log(`load average after: ${load()}`);
} finally {
  rmSync(dataDir, { recursive: true, force: true });
}
