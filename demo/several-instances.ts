/**
 * `npm run demo:cluster`: three instances of the built server (`cms/dist/main.mjs`) on ports 8787, 8788 and 8789, all
 * on the one PostgreSQL database `DATABASE_URL` names (README, "Several instances"), each started again when it exits
 * — a small stand-in for a process manager, to try several instances on one machine. Put a proxy in front of them
 * (docs/several-instances/nginx.conf), or give the element the three addresses
 * (`server="http://localhost:8787 http://localhost:8788 http://localhost:8789"`, docs/embedding.md).
 *
 * Environment: `DATABASE_URL` (required: on one SQLite file each instance would keep its own copy of a room),
 * `PORT` (the first port, 8787; the others follow it), and everything `cms/main.ts` reads, passed on to each instance
 * as it is. `ADMIN_TOKEN` must be the same on every instance: when it is unset, one is made up for all three and
 * printed. The first instance starts alone (it creates or migrates the database and creates `ADMIN_NAME`), the other
 * two once it listens. An instance that exits is started again after 1 s, doubling up to 30 s while it keeps exiting
 * within 10 s of its start. Ctrl-C (SIGINT) or SIGTERM stops the three and then the script.
 * @module
 */
import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { existsSync } from 'node:fs';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';

/** How many instances run. */
const INSTANCES = 3;
/** The wait before an instance that exited starts again, the longest wait, and how long a run must last to reset it (ms). */
const FIRST_RESTART_MS = 1000;
const MAX_RESTART_MS = 30_000;
const STEADY_MS = 10_000;

const bundle = fileURLToPath(new URL('../cms/dist/main.mjs', import.meta.url));

/** Stops the script with a message. */
function fail(message: string): never {
  console.error(`several-instances: ${message}`);
  process.exit(1);
}

const databaseUrl = process.env.DATABASE_URL ?? '';
if (!/^postgres(ql)?:\/\/./.test(databaseUrl)) {
  fail(
    'set DATABASE_URL to a PostgreSQL database (postgres://user:password@host:5432/database): instances share their rooms through it, and on one SQLite file each would keep its own copy of a room',
  );
}
const firstPort = process.env.PORT ? Number(process.env.PORT) : 8787;
if (!Number.isInteger(firstPort) || firstPort < 1 || firstPort + INSTANCES - 1 > 65535)
  fail(`PORT must be a port number from 1 to ${65536 - INSTANCES}, not "${process.env.PORT}"`);
if (!existsSync(bundle)) fail(`${bundle} is missing: run "npm run build" first`);
const adminToken = process.env.ADMIN_TOKEN || randomBytes(32).toString('base64url');
if (!process.env.ADMIN_TOKEN) console.log(`several-instances: ADMIN_TOKEN is not set; the administrator token of the three instances is ${adminToken}`);

/** One instance: its port, its process while it runs, and when it must be started again. */
interface Instance {
  port: number;
  child: ChildProcess | null;
  startedAt: number;
  restartMs: number;
  timer: ReturnType<typeof setTimeout> | null;
}

const instances: Instance[] = Array.from({ length: INSTANCES }, (_, i) => ({
  port: firstPort + i,
  child: null,
  startedAt: 0,
  restartMs: FIRST_RESTART_MS,
  timer: null,
}));
let stopping = false;

/** Starts `instance`; resolves once it listens (its "listening on" line), or when it exits first. */
function start(instance: Instance): Promise<void> {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [bundle], {
      env: { ...process.env, PORT: String(instance.port), ADMIN_TOKEN: adminToken },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    instance.child = child;
    instance.startedAt = Date.now();
    for (const [stream, out] of [
      [child.stdout!, process.stdout],
      [child.stderr!, process.stderr],
    ] as const) {
      createInterface({ input: stream }).on('line', (line) => {
        out.write(`[${instance.port}] ${line}\n`);
        if (line.includes('listening on')) resolve();
      });
    }
    child.on('exit', (code, signal) => {
      instance.child = null;
      resolve();
      if (stopping) return;
      if (Date.now() - instance.startedAt >= STEADY_MS) instance.restartMs = FIRST_RESTART_MS;
      const wait = instance.restartMs;
      instance.restartMs = Math.min(instance.restartMs * 2, MAX_RESTART_MS);
      console.log(`several-instances: the instance on port ${instance.port} exited (${signal ?? `code ${code}`}); starting it again in ${wait / 1000} s`);
      instance.timer = setTimeout(() => {
        instance.timer = null;
        void start(instance);
      }, wait);
    });
  });
}

/** Stops every instance (SIGTERM: each closes its connections and the database), then the script. */
function stop(): void {
  if (stopping) return;
  stopping = true;
  const running = instances.filter((i) => {
    if (i.timer !== null) clearTimeout(i.timer);
    return i.child !== null;
  });
  let left = running.length;
  if (left === 0) process.exit(0);
  for (const i of running) {
    i.child!.once('exit', () => {
      if (--left === 0) process.exit(0);
    });
    i.child!.kill('SIGTERM');
  }
}
process.on('SIGINT', stop);
process.on('SIGTERM', stop);

await start(instances[0]!);
await Promise.all(instances.slice(1).map(start));
if (!stopping) console.log(`several-instances: ${instances.map((i) => `http://localhost:${i.port}`).join(', ')} on one database; Ctrl-C stops them`);
