/**
 * How many tables one instance holds at a human pace: `npm run bench:capacity`.
 *
 * 1. Our server runs as `npm start` runs it (the bundle, `bench/server-child.mjs`), alone in a child process on
 *    127.0.0.1 over a fresh data folder (or, with `DATABASE_URL`, a fresh schema of that PostgreSQL database, and with
 *    `INSTANCES=N` N instances on it), with its metrics on: the server-side latency of every action is read from its
 *    own histogram (`quest_board_action_seconds`, docs/operations.md "Metrics").
 * 2. Rooms of `la-prova` with the master and 3 heroes, each seat on a live WebSocket of its own (4 sockets a room),
 *    are added in steps (`STEPS`, rooms in all after each step). In every room the seat whose turn it is acts after
 *    a think time drawn uniformly from 2 to 5 s (`THINK_MIN_MS`, `THINK_MAX_MS`) once all 4 seats have the previous
 *    update: a table of people, about one action every 3.5 s. A game that ends is replaced by a new room its 4
 *    sockets watch (a table starting its next game).
 * 3. After each step has settled (`SETTLE_S`), it is measured for `WINDOW_S` seconds: the round trip (sending the
 *    action to the last of the room's 4 sockets having its seq), the server-side latency (arrival at the room to
 *    every update sent, from the histogram's buckets: the p99 is the bucket bound it falls under), the server's CPU
 *    and RSS (/proc), the machine's CPU, the event-loop delay of the load client (its one process runs every socket).
 *    A step **holds** when the server-side p99 is at most 20 ms (`SERVER_P99_MS`), the round trip's p99 at most
 *    50 ms (`ROUND_TRIP_P99_MS`) and no action was refused or lost.
 * 4. Steps go on until one fails or the last is measured; the largest M held is the result, and what bounds the
 *    next: the CPU (server and client on one machine's cores), memory, the event loop, or the file descriptors (each
 *    socket is one in the server and one in this client: Node raises its soft limit to the hard one, `ulimit -Hn`;
 *    a step that would pass it is not run, and the limit is said).
 *
 * Run: `npm run bench:capacity` (never part of `npm test`). Knobs: `STEPS` (`250,500,1000,2000,3000,4000`),
 * `WINDOW_S` (30), `SETTLE_S` (10), `THINK_MIN_MS`, `THINK_MAX_MS`, `SERVER_P99_MS`, `ROUND_TRIP_P99_MS`,
 * `CONCURRENCY` (rooms set up at once, 16), `DATABASE_URL`, `INSTANCES`, `OUT` (the JSON), `BENCH_SERVER_FLAGS` (Node flags for the server). Prints one line per step,
 * a Markdown table for docs/performance.md, and `RESULT_JSON {...}`.
 */
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { execSync } from 'node:child_process';
import pg from 'pg';
import WebSocket from 'ws';
import { type Action, MASTER } from '../engine/index.ts';
import { heroChoice, masterChoice } from '../test/support/bot.ts';
import { overHttp, type Requester, setUpRoom } from '../test/support/http.ts';
import { intEnv } from './env.ts';
import { machineCpu } from './live/proc.ts';
import { startServerChildren } from './live/servers.ts';
import { readFrame, type Update } from './live/wire.ts';
import { percentile } from './stats.ts';

const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const METRICS_TOKEN = `bench-metrics-${randomBytes(8).toString('hex')}`;
const HEROES = ['barbaro', 'nano', 'elfo'];
const SEATS = 1 + HEROES.length;
const MISSION = 'la-prova';

const STEPS = (process.env.STEPS || '250,500,1000,2000,3000,4000').split(',').map((s) => {
  const n = Number(s.trim());
  if (!Number.isInteger(n) || n < 1 || n > 20_000) {
    console.error(`STEPS must be rising whole numbers of rooms, comma separated; got ${process.env.STEPS}`);
    process.exit(1);
  }
  return n;
});
const WINDOW_S = intEnv('WINDOW_S', 30, 1, 3600);
const SETTLE_S = intEnv('SETTLE_S', 10, 0, 600);
const THINK_MIN_MS = intEnv('THINK_MIN_MS', 2000, 0, 60_000);
const THINK_MAX_MS = intEnv('THINK_MAX_MS', 5000, THINK_MIN_MS, 60_000);
const SERVER_P99_MS = intEnv('SERVER_P99_MS', 20, 1, 10_000);
const ROUND_TRIP_P99_MS = intEnv('ROUND_TRIP_P99_MS', 50, 1, 10_000);
const CONCURRENCY = intEnv('CONCURRENCY', 16, 1, 256);
const DATABASE_URL = process.env.DATABASE_URL || null;
const INSTANCES = intEnv('INSTANCES', 1, 1, 16);
if (INSTANCES > 1 && !DATABASE_URL) {
  console.error('INSTANCES > 1 needs DATABASE_URL (a postgres:// URL): instances share rooms only through PostgreSQL');
  process.exit(1);
}
const SCHEMA = DATABASE_URL ? `bench_${randomBytes(6).toString('hex')}` : null;

/** One seat's live socket and what it holds. */
interface Seat {
  seat: string;
  token: string;
  ws: WebSocket;
  latest: Update | undefined;
  onFirst: (() => void) | null;
  requests: number;
}

/** One table: its room, its 4 seats, the action in flight. */
interface Table {
  index: number;
  room: string;
  seats: Seat[];
  /** The instance each seat's actions go to (its socket's). */
  instanceOf: number[];
  timer: NodeJS.Timeout | null;
  /** The action in flight: when it was sent, its seq once answered. */
  sentAt: number;
  answered: number | null;
  inFlight: boolean;
  games: number;
  switching: boolean;
}

/** The Prometheus histogram `name`'s cumulative buckets (bound in s → count), from a scrape. */
function buckets(text: string, name: string): Map<number, number> {
  const out = new Map<number, number>();
  const re = new RegExp(`^${name}_bucket\\{le="([^"]+)"\\} (\\S+)$`, 'gm');
  for (const m of text.matchAll(re)) out.set(m[1] === '+Inf' ? Number.POSITIVE_INFINITY : Number(m[1]), Number(m[2]));
  return out;
}

/** The bound (ms) of the bucket the `p`-th percentile of the observations between two scrapes falls under. */
function bucketPercentile(before: Map<number, number>, after: Map<number, number>, p: number): { count: number; boundMs: number } {
  const bounds = [...after.keys()].sort((a, b) => a - b);
  const total = (after.get(Number.POSITIVE_INFINITY) ?? 0) - (before.get(Number.POSITIVE_INFINITY) ?? 0);
  for (const b of bounds) {
    const n = (after.get(b) ?? 0) - (before.get(b) ?? 0);
    if (n >= (p / 100) * total) return { count: total, boundMs: b * 1000 };
  }
  return { count: total, boundMs: Number.POSITIVE_INFINITY };
}

async function main(): Promise<void> {
  const hardFiles = Number(execSync('ulimit -Hn', { shell: '/bin/sh', encoding: 'utf8' }).trim()) || 1024;
  const dataDir = mkdtempSync(join(tmpdir(), 'quest-board-capacity-'));
  const servers = await startServerChildren({
    instances: INSTANCES,
    dataDir,
    maxSocketsPerAddress: SEATS * Math.max(...STEPS) + 1000,
    ...(DATABASE_URL ? { postgres: { url: DATABASE_URL, schema: SCHEMA! } } : {}),
    env: { BENCH_METRICS_TOKEN: METRICS_TOKEN },
    // BENCH_SERVER_FLAGS: flags of Node (`--cpu-prof --cpu-prof-dir=/tmp/prof`, `--trace-gc`) to look inside a step
    execArgv: (process.env.BENCH_SERVER_FLAGS ?? '').split(' ').filter(Boolean),
  });
  const urls = servers.urls;
  const reqs: Requester[] = urls.map((u) => overHttp(u));
  const srv = servers.stats;
  /** The instances' action histograms added up, their GC time by kind (s, so far) and their worst event-loop p99 since the last scrape. */
  const scrape = async () => {
    const texts = await Promise.all(urls.map((u) => fetch(`${u}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } }).then((r) => r.text())));
    const all = new Map<number, number>();
    for (const t of texts) for (const [b, n] of buckets(t, 'quest_board_action_seconds')) all.set(b, (all.get(b) ?? 0) + n);
    const gc: Record<string, number> = {};
    for (const t of texts) for (const m of t.matchAll(/^nodejs_gc_duration_seconds_sum\{kind="(\w+)"\} (\S+)$/gm)) gc[m[1]!] = (gc[m[1]!] ?? 0) + Number(m[2]);
    let loopP99 = 0;
    for (const t of texts) loopP99 = Math.max(loopP99, Number(/^nodejs_eventloop_lag_p99_seconds (\S+)$/m.exec(t)?.[1] ?? 0));
    return { hist: all, gc, loopP99 };
  };
  const rssBeforeKB = srv().rssKB ?? null;

  const eld = monitorEventLoopDelay({ resolution: 10 });
  const tables: Table[] = [];
  let measuring = false;
  let roundTrips: number[] = [];
  const problems = { refused: 0, lost: 0, disconnects: 0, errors: [] as string[] };
  const note = (msg: string) => {
    if (problems.errors.length < 20) problems.errors.push(msg);
  };
  let gamesEnded = 0;
  let stopping = false;

  const think = () => THINK_MIN_MS + Math.random() * (THINK_MAX_MS - THINK_MIN_MS);
  const schedule = (t: Table, delay = think()) => {
    if (stopping || t.switching) return;
    t.timer = setTimeout(() => act(t), delay);
  };
  const act = (t: Table) => {
    t.timer = null;
    const master = t.seats[0]!.latest!;
    if (master.view.phase === 'over') return void nextGame(t);
    const seatId = master.view.phase === 'lobby' ? MASTER : master.view.turn!.seat;
    const k = t.seats.findIndex((s) => s.seat === seatId);
    const seat = t.seats[k]!;
    const mine = seat.latest!;
    let action: Action;
    try {
      action = seatId === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
    } catch (err) {
      note(`room ${t.room}: no action for ${seatId}: ${err instanceof Error ? err.message : String(err)}`);
      return;
    }
    t.inFlight = true;
    t.answered = null;
    t.sentAt = performance.now();
    seat.ws.send(JSON.stringify({ type: 'act', watch: 'w', id: `a${++seat.requests}`, action, seq: mine.seq }));
  };
  /** Called on every update and answer of table `t`: the action in flight is done once all 4 seats have its seq. */
  const check = (t: Table) => {
    if (!t.inFlight || t.answered === null) return;
    const seq = t.answered;
    if (!t.seats.every((s) => (s.latest?.seq ?? -1) >= seq)) return;
    t.inFlight = false;
    if (measuring) roundTrips.push(performance.now() - t.sentAt);
    schedule(t);
  };
  /** The game of `t` is over: its 4 sockets watch a new room (the table's next game). */
  const nextGame = async (t: Table) => {
    gamesEnded++;
    t.switching = true;
    try {
      const next = await newRoom(t.index);
      t.room = next.room;
      await Promise.all(t.seats.map((s, k) => watchAs(s, next.room, next.tokens[k]!)));
      t.games++;
    } catch (err) {
      note(`room ${t.room}: the next game could not start: ${err instanceof Error ? err.message : String(err)}`);
      return;
    } finally {
      t.switching = false;
    }
    schedule(t);
  };
  let made = 0;
  const newRoom = async (index: number): Promise<{ room: string; tokens: string[] }> => {
    const req = reqs[index % INSTANCES]!;
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, MISSION, HEROES, `capacity-${made++}`);
    return { room, tokens: [master.token, ...heroes.map((h) => h.token)] };
  };
  const watchAs = (s: Seat, room: string, token: string) =>
    new Promise<void>((resolve) => {
      s.token = token;
      s.latest = undefined;
      s.onFirst = resolve;
      s.ws.send(JSON.stringify({ type: 'watch', watch: 'w', room, token }));
    });
  const open = (t: Table, k: number, token: string, seatId: string) =>
    new Promise<Seat>((resolve, reject) => {
      const url = urls[t.instanceOf[k]!]!;
      const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`, { perMessageDeflate: false });
      const s: Seat = { seat: seatId, token, ws, latest: undefined, onFirst: null, requests: 0 };
      ws.once('open', () => resolve(s));
      ws.once('error', reject);
      ws.on('close', () => {
        if (!stopping) {
          problems.disconnects++;
          note(`room ${t.room}: seat ${seatId}'s socket closed`);
        }
      });
      ws.on('message', (data) => {
        let frame: ReturnType<typeof readFrame>;
        try {
          frame = readFrame(data.toString(), s.latest);
        } catch (err) {
          // a refusal of the action in flight: counted, and the table tries again after a think time
          problems.refused++;
          note(`room ${t.room}: ${err instanceof Error ? err.message : String(err)}`);
          if (t.inFlight) {
            t.inFlight = false;
            schedule(t);
          }
          return;
        }
        if (!frame) return;
        if (frame.kind === 'answer') {
          t.answered = frame.seq;
          return check(t);
        }
        s.latest = frame.update;
        if (s.onFirst) {
          const first = s.onFirst;
          s.onFirst = null;
          first();
        }
        check(t);
      });
    });
  const addTable = async (index: number) => {
    const { room, tokens } = await newRoom(index);
    const seatIds = [MASTER, ...HEROES.map((_, i) => `h${i + 1}`)];
    const t: Table = {
      index,
      room,
      seats: [],
      // with several instances, a table's seats are spread over them (as a proxy without stickiness would)
      instanceOf: seatIds.map((_, k) => (index + k) % INSTANCES),
      timer: null,
      sentAt: 0,
      answered: null,
      inFlight: false,
      games: 0,
      switching: false,
    };
    t.seats = await Promise.all(tokens.map((token, k) => open(t, k, token, seatIds[k]!)));
    await Promise.all(t.seats.map((s) => watchAs(s, room, s.token)));
    tables.push(t);
    // started within a think time, as people sit down at different moments
    schedule(t);
  };

  const header = `bench:capacity: ${MISSION}, ${SEATS} sockets a room, think ${THINK_MIN_MS}–${THINK_MAX_MS} ms, window ${WINDOW_S} s after ${SETTLE_S} s, bounds: server p99 ≤ ${SERVER_P99_MS} ms, round trip p99 ≤ ${ROUND_TRIP_P99_MS} ms; ${INSTANCES} instance(s) on ${DATABASE_URL ? 'PostgreSQL' : 'SQLite'}; file limit ${hardFiles}; ${cpus().length} cores, load ${loadavg()
    .map((x) => x.toFixed(2))
    .join(' ')}`;
  console.log(header);
  // another program's work on the same cores makes every figure here smaller than the server's own
  if (loadavg()[0]! > cpus().length * 0.5)
    console.log(
      `warning: the machine is busy before the run (load ${loadavg()[0]!.toFixed(2)} on ${cpus().length} cores): the steps measure what is left of it, not the server`,
    );
  const rows: Record<string, unknown>[] = [];
  let held = 0;
  let bound = 'the last step was measured';
  for (const M of STEPS) {
    // each socket is a file in the server (or spread over the instances) and one in this client
    const files = (SEATS * M) / INSTANCES + 200;
    if (SEATS * M + 200 > hardFiles || files > hardFiles) {
      bound = `file descriptors: ${M} rooms need ${SEATS * M} sockets, one file each in this client and in the server, past the limit of ${hardFiles} (ulimit -Hn)`;
      console.log(`step ${M}: not run (${bound})`);
      break;
    }
    const tSetup = performance.now();
    let next = tables.length;
    await Promise.all(
      Array.from({ length: CONCURRENCY }, async () => {
        while (next < M) await addTable(next++);
      }),
    );
    const setupS = (performance.now() - tSetup) / 1000;
    await new Promise((r) => setTimeout(r, SETTLE_S * 1000));
    // the window
    const refusedBefore = problems.refused;
    const disconnectsBefore = problems.disconnects;
    const { hist: histBefore, gc: gcBefore } = await scrape();
    const cpuBefore = srv().cpuS ?? 0;
    const machineBefore = machineCpu();
    const selfBefore = process.cpuUsage();
    roundTrips = [];
    eld.reset();
    eld.enable();
    measuring = true;
    const t0 = performance.now();
    await new Promise((r) => setTimeout(r, WINDOW_S * 1000));
    measuring = false;
    const wall = (performance.now() - t0) / 1000;
    eld.disable();
    const { hist: histAfter, gc: gcAfter, loopP99 } = await scrape();
    const gcMs = (kind: string) => Math.round(((gcAfter[kind] ?? 0) - (gcBefore[kind] ?? 0)) * 1000);
    const after = srv();
    const machineAfter = machineCpu();
    const self = process.cpuUsage(selfBefore);
    const server = bucketPercentile(histBefore, histAfter, 99);
    const serverMedian = bucketPercentile(histBefore, histAfter, 50);
    const rtP99 = percentile(roundTrips, 99);
    const row = {
      rooms: M,
      sockets: SEATS * M,
      setupS: Math.round(setupS),
      actions: roundTrips.length,
      actionsPerSec: Math.round((roundTrips.length / wall) * 10) / 10,
      serverActions: server.count,
      serverMedianMsAtMost: serverMedian.boundMs,
      serverP99MsAtMost: server.boundMs,
      roundTripMs: {
        median: Math.round(percentile(roundTrips, 50) * 100) / 100,
        p99: Math.round(rtP99 * 100) / 100,
        max: Math.round(percentile(roundTrips, 100) * 100) / 100,
      },
      serverCpuPct: Math.round((((after.cpuS ?? 0) - cpuBefore) / wall) * 1000) / 10,
      serverCpuMsPerAction: server.count > 0 ? Math.round(((((after.cpuS ?? 0) - cpuBefore) * 1000) / server.count) * 1000) / 1000 : null,
      loadCpuPct: Math.round(((self.user + self.system) / 1e6 / wall) * 1000) / 10,
      machineBusyPct: Math.round((1 - (machineAfter.idle - machineBefore.idle) / (machineAfter.total - machineBefore.total)) * 1000) / 10,
      serverRssMiB: after.rssKB != null ? Math.round(after.rssKB / 1024) : null,
      loadEventLoopDelayP99Ms: Math.round((eld.percentile(99) / 1e6) * 100) / 100,
      serverEventLoopDelayP99Ms: Math.round(loopP99 * 100_000) / 100,
      serverGcMs: { minor: gcMs('minor'), major: gcMs('major'), incremental: gcMs('incremental') },
      refused: problems.refused - refusedBefore,
      disconnects: problems.disconnects - disconnectsBefore,
      gamesEnded,
    };
    rows.push(row);
    const holds = server.boundMs <= SERVER_P99_MS && rtP99 <= ROUND_TRIP_P99_MS && row.refused === 0 && row.disconnects === 0 && roundTrips.length > 0;
    console.log(
      `step ${M} rooms (${SEATS * M} sockets, set up in ${row.setupS} s): ${row.actions} actions in ${WINDOW_S} s (${row.actionsPerSec}/s); server p50 ≤ ${serverMedian.boundMs} ms, p99 ≤ ${server.boundMs} ms; round trip median ${row.roundTripMs.median} ms, p99 ${row.roundTripMs.p99} ms; server CPU ${row.serverCpuPct}% (${row.serverCpuMsPerAction} ms an action), load client ${row.loadCpuPct}%, machine ${row.machineBusyPct}%; server RSS ${row.serverRssMiB} MiB; event-loop p99: server ${row.serverEventLoopDelayP99Ms} ms, load ${row.loadEventLoopDelayP99Ms} ms; server GC ms (minor/major/incremental) ${row.serverGcMs.minor}/${row.serverGcMs.major}/${row.serverGcMs.incremental}; refused ${row.refused}, disconnects ${row.disconnects} → ${holds ? 'holds' : 'FAILS'}`,
    );
    if (!holds) {
      const why: string[] = [];
      if (server.boundMs > SERVER_P99_MS) why.push(`server p99 above ${SERVER_P99_MS} ms`);
      if (rtP99 > ROUND_TRIP_P99_MS) why.push(`round trip p99 above ${ROUND_TRIP_P99_MS} ms`);
      if (row.refused > 0 || row.disconnects > 0) why.push('actions refused or sockets lost');
      bound = `${M} rooms fail (${why.join(', ')}): machine ${row.machineBusyPct}% busy (server ${row.serverCpuPct}%, load client ${row.loadCpuPct}% of a core), load event-loop p99 ${row.loadEventLoopDelayP99Ms} ms`;
      break;
    }
    // a p99 rests on its last hundredth: fewer than 1,000 round trips give it fewer than 10
    if (roundTrips.length < 1000)
      console.log(
        `warning: ${roundTrips.length} actions in the window: its p99 rests on ${Math.floor(roundTrips.length / 100)} of them; a longer WINDOW_S gives a steadier figure`,
      );
    held = M;
  }
  stopping = true;
  for (const t of tables) if (t.timer) clearTimeout(t.timer);

  const table = [
    `| rooms (sockets) | actions/s | server p50 / p99, ms (at most) | round trip median / p99, ms | server CPU, % of a core (ms an action) | load client CPU, % | machine busy, % | server RSS, MiB | event-loop p99, ms: server / load | server GC in the window, ms: minor / major |`,
    '|---|---|---|---|---|---|---|---|---|---|',
    ...rows.map(
      (r: any) =>
        `| ${r.rooms.toLocaleString('en-US')} (${r.sockets.toLocaleString('en-US')}) | ${r.actionsPerSec} | ${r.serverMedianMsAtMost} / ${r.serverP99MsAtMost} | ${r.roundTripMs.median} / ${r.roundTripMs.p99} | ${r.serverCpuPct} (${r.serverCpuMsPerAction}) | ${r.loadCpuPct} | ${r.machineBusyPct} | ${r.serverRssMiB} | ${r.serverEventLoopDelayP99Ms} / ${r.loadEventLoopDelayP99Ms} | ${r.serverGcMs.minor} / ${r.serverGcMs.major} |`,
    ),
  ].join('\n');
  const result = {
    tool: 'quest-board bench/capacity.bench.ts',
    node: process.version,
    database: DATABASE_URL ? `PostgreSQL, schema ${SCHEMA}` : 'SQLite (a file in a fresh data folder)',
    instances: INSTANCES,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, memGiB: Math.round(totalmem() / 2 ** 30), fileLimit: hardFiles },
    thinkMs: [THINK_MIN_MS, THINK_MAX_MS],
    windowS: WINDOW_S,
    bounds: { serverP99Ms: SERVER_P99_MS, roundTripP99Ms: ROUND_TRIP_P99_MS },
    serverRssBeforeMiB: rssBeforeKB != null ? Math.round(rssBeforeKB / 1024) : null,
    steps: rows,
    held,
    bound,
    problems,
  };
  console.log(`\n${table}\n\nheld: ${held} rooms (${held * SEATS} sockets); next: ${bound}`);
  if (process.env.OUT) writeFileSync(process.env.OUT, `${JSON.stringify(result, null, 2)}\n`);
  console.log(`RESULT_JSON ${JSON.stringify(result)}`);

  for (const t of tables) for (const s of t.seats) s.ws.terminate();
  await servers.close();
  rmSync(dataDir, { recursive: true, force: true });
  if (DATABASE_URL && SCHEMA) {
    const client = new pg.Client({ connectionString: DATABASE_URL });
    await client.connect();
    await client.query(`drop schema if exists ${SCHEMA} cascade`);
    await client.end();
  }
}

await main();
