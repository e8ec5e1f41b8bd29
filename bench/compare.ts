/**
 * Our live rooms beside boardgame.io 0.50.2, from the same run: the anchor's load client and server
 * (`../shared/bench/boardgameio/`, copied to `BGIO_DIR`) and ours (bench/live.bench.ts), alternately — anchor, ours,
 * anchor, ours — a fresh server for every run, in these configurations:
 * - `one`: 1 room, 300 actions back-to-back (latency);
 * - `fifty`: 50 rooms, 100 actions each back-to-back (capacity);
 * - `paced`: 200 rooms, 50 actions each, 250 ms think time (latency at a fixed offered load).
 *
 * Run: `npm run bench:compare` (never part of `npm test`). Knobs (environment): `REPEATS` (2 pairs per
 * configuration), `CONFIGS` (`one,fifty,paced`), `BGIO_DIR` (`/tmp/bgio`), `OUT_DIR` (every run's JSON; a new
 * folder under the temp dir by default), `TIMEOUT_S` (300 per run).
 * When `BGIO_DIR` has no boardgame.io installed, it is copied from `../shared/bench/boardgameio` (beside the
 * repository) and installed with `npm ci`; without that folder the run stops and says what it needs.
 * Prints every run's own output, then one table per configuration (each run's figure, and the median of the runs
 * when there are more than two) in Markdown, ready for docs/performance.md: round trips, actions/s, server CPU and CPU
 * per action, RSS before any room and after the run, and RSS per room (the growth ÷ M: in the runs where games end,
 * the spare rooms held too are in it), bytes per update, the load client and the machine.
 */
import { spawn, spawnSync } from 'node:child_process';
import { cpSync, existsSync, mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { percentile } from './stats.ts';

const ROOT = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const SHARED_ANCHOR = resolve(ROOT, '../shared/bench/boardgameio');

interface Config {
  name: string;
  title: string;
  env: { M: number; MOVES: number; THINK_MS: number };
}

const CONFIGS: Config[] = [
  { name: 'one', title: '1 room, 300 actions back-to-back', env: { M: 1, MOVES: 300, THINK_MS: 0 } },
  { name: 'fifty', title: '50 rooms, 100 actions each back-to-back', env: { M: 50, MOVES: 100, THINK_MS: 0 } },
  { name: 'paced', title: '200 rooms, 50 actions each, 250 ms think time', env: { M: 200, MOVES: 50, THINK_MS: 250 } },
];

/** The figures both load clients print in their `RESULT_JSON` line (the anchor's names; ours adds a few). */
interface Result {
  aborted?: string;
  run?: {
    moves: number;
    movesExpected: number;
    movesPerSec: number;
    roundTripMs: { median: number; p90: number; p99: number; max: number };
    serverCpuPctOfOneCore: number | null;
    loadProcessCpuPctOfOneCore: number;
    machineBusyPctOfAllCores: number;
    updatePayloadBytes?: { median: number; mean: number } | null;
    updateFrameBytes?: { median: number; mean: number };
    gamesEnded?: number;
  };
  serverBefore?: { rssKB?: number | null };
  serverAfterRun?: { rssKB?: number | null };
  M?: number;
}

function positiveInt(name: string, def: number): number {
  const raw = process.env[name];
  const v = raw === undefined || raw === '' ? def : Number(raw);
  if (!Number.isInteger(v) || v < 1) {
    console.error(`${name} must be a positive integer, got ${raw}`);
    process.exit(1);
  }
  return v;
}

const REPEATS = positiveInt('REPEATS', 2);
const TIMEOUT_S = positiveInt('TIMEOUT_S', 300);
const BGIO_DIR = resolve(process.env.BGIO_DIR || '/tmp/bgio');
const OUT_DIR = process.env.OUT_DIR ? resolve(process.env.OUT_DIR) : mkdtempSync(join(tmpdir(), 'quest-board-compare-'));
const wanted = (process.env.CONFIGS || CONFIGS.map((c) => c.name).join(',')).split(',').map((s) => s.trim());
const unknown = wanted.filter((n) => !CONFIGS.some((c) => c.name === n));
if (unknown.length > 0) {
  console.error(`CONFIGS: unknown ${unknown.join(', ')}; the configurations are ${CONFIGS.map((c) => c.name).join(', ')}`);
  process.exit(1);
}
mkdirSync(OUT_DIR, { recursive: true });

/** Makes sure `BGIO_DIR` holds the anchor with boardgame.io installed (copies and installs it when missing). */
function ensureAnchor(): void {
  if (existsSync(join(BGIO_DIR, 'node_modules', 'boardgame.io', 'package.json')) && existsSync(join(BGIO_DIR, 'load.js'))) return;
  if (!existsSync(join(SHARED_ANCHOR, 'load.js'))) {
    console.error(
      `bench:compare needs the boardgame.io anchor: ${BGIO_DIR} has no boardgame.io installed, and there is no ${SHARED_ANCHOR} to copy it from.\n` +
        `Put the anchor's files (README.md, load.js, server.js, game.js, package.json, package-lock.json) in ${BGIO_DIR} and run \`npm ci\` there, or set BGIO_DIR.`,
    );
    process.exit(1);
  }
  console.log(`setting up the anchor: copying ${SHARED_ANCHOR} to ${BGIO_DIR} and running npm ci there`);
  cpSync(SHARED_ANCHOR, BGIO_DIR, { recursive: true });
  const ci = spawnSync('npm', ['ci', '--no-audit', '--no-fund'], { cwd: BGIO_DIR, stdio: 'inherit' });
  if (ci.status !== 0) {
    console.error(`npm ci in ${BGIO_DIR} failed (status ${ci.status})`);
    process.exit(1);
  }
}

/** A free loopback port (the anchor's server takes a fixed one). */
function freePort(): Promise<number> {
  return new Promise((resolvePort, reject) => {
    const s = createServer();
    s.once('error', reject);
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number };
      s.close(() => resolvePort(port));
    });
  });
}

/** Runs `cmd args` to its end, echoing its output; resolves to the JSON of its `RESULT_JSON` line (throws without one). */
function runLoad(cmd: string, args: string[], cwd: string, env: Record<string, string>): Promise<Result> {
  return new Promise((resolveRun, reject) => {
    const p = spawn(cmd, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'inherit'] });
    let out = '';
    p.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      process.stdout.write(chunk.toString().replace(/^RESULT_JSON .*$/m, '(RESULT_JSON line saved)'));
    });
    const killer = setTimeout(() => p.kill('SIGKILL'), (TIMEOUT_S + 60) * 1000);
    p.on('close', (code) => {
      clearTimeout(killer);
      const line = out.split('\n').find((l) => l.startsWith('RESULT_JSON '));
      if (!line) return reject(new Error(`${cmd} ${args.join(' ')} exited with ${code} and printed no RESULT_JSON line`));
      resolveRun(JSON.parse(line.slice('RESULT_JSON '.length)) as Result);
    });
  });
}

/** One anchor run: a fresh boardgame.io server, its load client, the server stopped. */
async function runAnchor(config: Config, label: string): Promise<Result> {
  const port = await freePort();
  const server = spawn('node', ['server.js'], { cwd: BGIO_DIR, env: { ...process.env, PORT: String(port) }, stdio: ['ignore', 'pipe', 'inherit'] });
  try {
    await new Promise<void>((ok, fail) => {
      let log = '';
      const timer = setTimeout(() => fail(new Error(`the boardgame.io server did not say "listening" within 20 s: ${log}`)), 20_000);
      server.stdout.on('data', (chunk: Buffer) => {
        log += chunk.toString();
        if (log.includes('listening')) {
          clearTimeout(timer);
          ok();
        }
      });
      server.once('exit', (code) => fail(new Error(`the boardgame.io server exited with ${code}: ${log}`)));
    });
    const env = {
      SERVER_PID: String(server.pid),
      PORT: String(port),
      M: String(config.env.M),
      MOVES: String(config.env.MOVES),
      THINK_MS: String(config.env.THINK_MS),
      TIMEOUT_S: String(TIMEOUT_S),
      LABEL: label,
      OUT: join(OUT_DIR, `${label}.json`),
    };
    return await runLoad('node', ['load.js'], BGIO_DIR, env);
  } finally {
    const exited = new Promise((r) => server.once('exit', r));
    server.kill('SIGTERM');
    await Promise.race([exited, new Promise((r) => setTimeout(r, 3000))]);
    if (server.exitCode === null) server.kill('SIGKILL');
  }
}

/** One run of ours: bench/live.bench.ts starts and stops its own server. */
function runOurs(config: Config, label: string): Promise<Result> {
  const env = {
    M: String(config.env.M),
    MOVES: String(config.env.MOVES),
    THINK_MS: String(config.env.THINK_MS),
    TIMEOUT_S: String(TIMEOUT_S),
    LABEL: label,
    OUT: join(OUT_DIR, `${label}.json`),
  };
  return runLoad('node', ['--import', 'tsx', 'bench/live.bench.ts'], ROOT, env);
}

/** The figures of the table: a label and how to read it from a result (undefined when the run has none). */
const FIGURES: { label: string; read: (r: Result) => number | undefined; digits: number }[] = [
  { label: 'round trip median, ms', read: (r) => r.run?.roundTripMs.median, digits: 2 },
  { label: 'round trip p90, ms', read: (r) => r.run?.roundTripMs.p90, digits: 2 },
  { label: 'round trip p99, ms', read: (r) => r.run?.roundTripMs.p99, digits: 2 },
  { label: 'actions/s', read: (r) => r.run?.movesPerSec, digits: 0 },
  { label: 'server CPU, % of a core', read: (r) => r.run?.serverCpuPctOfOneCore ?? undefined, digits: 0 },
  {
    label: 'server CPU per action, ms',
    read: (r) => (r.run?.serverCpuPctOfOneCore != null && r.run.movesPerSec > 0 ? (r.run.serverCpuPctOfOneCore * 10) / r.run.movesPerSec : undefined),
    digits: 3,
  },
  { label: 'server RSS before any room, MiB', read: (r) => (r.serverBefore?.rssKB != null ? r.serverBefore.rssKB / 1024 : undefined), digits: 1 },
  { label: 'server RSS after the run, MiB', read: (r) => (r.serverAfterRun?.rssKB != null ? r.serverAfterRun.rssKB / 1024 : undefined), digits: 0 },
  {
    label: 'server RSS per room after the run, KB ((after − before) ÷ rooms)',
    read: (r) => (r.serverAfterRun?.rssKB != null && r.serverBefore?.rssKB != null && r.M ? (r.serverAfterRun.rssKB - r.serverBefore.rssKB) / r.M : undefined),
    digits: 0,
  },
  { label: 'bytes per update per seat, median', read: (r) => r.run?.updateFrameBytes?.median ?? r.run?.updatePayloadBytes?.median, digits: 0 },
  { label: 'bytes per update per seat, mean', read: (r) => r.run?.updateFrameBytes?.mean ?? r.run?.updatePayloadBytes?.mean, digits: 0 },
  { label: 'load client CPU, % of a core', read: (r) => r.run?.loadProcessCpuPctOfOneCore, digits: 0 },
  { label: 'machine busy, % of both cores', read: (r) => r.run?.machineBusyPctOfAllCores, digits: 0 },
];

function cell(results: Result[], read: (r: Result) => number | undefined, digits: number): string {
  const values = results.map(read);
  const f = (v: number | undefined) =>
    v === undefined || Number.isNaN(v) ? 'n/a' : v.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });
  const shown = values.map(f).join(' / ');
  const known = values.filter((v): v is number => v !== undefined && !Number.isNaN(v));
  return results.length > 2 && known.length > 0 ? `${shown} (**${f(percentile(known, 50))}**)` : shown;
}

async function main(): Promise<void> {
  ensureAnchor();
  const configs = CONFIGS.filter((c) => wanted.includes(c.name));
  console.log(
    `bench:compare: ${configs.map((c) => c.name).join(', ')}; ${REPEATS} pair(s) each, anchor then ours; load average ${loadavg()
      .map((x) => x.toFixed(2))
      .join(' ')}; JSON in ${OUT_DIR}`,
  );
  const tables: string[] = [];
  let failed = 0;
  for (const config of configs) {
    const anchor: Result[] = [];
    const ours: Result[] = [];
    for (let i = 1; i <= REPEATS; i++) {
      for (const [side, run, into] of [
        ['bgio', runAnchor, anchor],
        ['ours', runOurs, ours],
      ] as const) {
        const label = `${config.name}-${side}-${i}`;
        console.log(`\n=== ${label}: ${config.title}`);
        try {
          const r = await run(config, label);
          if (r.aborted || !r.run || r.run.moves !== r.run.movesExpected) failed++;
          into.push(r);
        } catch (err) {
          failed++;
          console.error(`${label} failed: ${err instanceof Error ? err.message : String(err)}`);
          into.push({});
        }
      }
    }
    const rows = FIGURES.map((f) => `| ${f.label} | ${cell(anchor, f.read, f.digits)} | ${cell(ours, f.read, f.digits)} |`);
    const games = ours.map((r) => r.run?.gamesEnded ?? 'n/a').join(' / ');
    tables.push(
      [
        `### ${config.title} (M=${config.env.M} MOVES=${config.env.MOVES} THINK_MS=${config.env.THINK_MS})`,
        '',
        `| figure | boardgame.io 0.50.2, runs 1–${REPEATS} | quest-board, runs 1–${REPEATS} |`,
        '|---|---|---|',
        ...rows,
        '',
        `quest-board games that ended and were replaced by a spare room, per run: ${games}.`,
      ].join('\n'),
    );
  }
  const report = `load average after: ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}\n\n${tables.join('\n\n')}\n`;
  writeFileSync(join(OUT_DIR, 'tables.md'), report);
  console.log(`\n${report}`);
  if (failed > 0) {
    console.error(`${failed} run(s) aborted, failed or fell short of their actions: see above`);
    process.exit(2);
  }
}

await main();
