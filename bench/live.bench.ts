/**
 * Live rooms under load, shaped like the boardgame.io anchor (`../shared/bench/boardgameio/load.js`): M rooms × 4
 * seats, one action in flight per room, back-to-back or paced.
 *
 * Run: `npm run bench:live` (or `M=50 MOVES=100 node --import tsx bench/live.bench.ts`);
 * `npm run bench:compare` runs it beside the anchor (bench/compare.ts). docs/performance.md, "Live rooms beside
 * boardgame.io", has the method and the figures.
 *
 * 1. Our real server runs as `npm start` runs it (the bundle `cms/dist/server.mjs`, built first, in plain Node:
 *    `bench/server-child.mjs`) in a child process on 127.0.0.1 over a fresh temp data dir, so its CPU
 *    (`/proc/PID/stat` utime + stime) and RSS (`/proc/PID/status` VmRSS) are its own. `BENCH_CPU_PROF=<dir>` writes
 *    its CPU profile there.
 * 2. This process creates M rooms of the mission `la-prova` (and spare rooms: below), each with the master and 3
 *    heroes, starts them, and opens one page-style live WebSocket (`/api/live`) per seat (4 × M sockets, like the
 *    anchor's 4 clients per match), each watching its room as its seat.
 * 3. All rooms run at once: in each, the seat whose turn it is sends the action a test bot chooses from its own
 *    `legal` (test/support/bot.ts), as soon as all 4 seats have the previous seq (`THINK_MS=0`) or `THINK_MS` after
 *    that (room starts are staggered over the first think time, as the anchor does). **Round trip = from sending
 *    the action to the moment the last of the room's 4 sockets has received that seq.** The next action waits for
 *    the sender's answer too, so a room never has two actions in flight.
 * 4. Bytes per update per seat: the payload size of every raw WebSocket frame carrying an update a seat receives
 *    for an action (a delta, applied as the element does), median and mean; and the bytes the TCP sockets read
 *    during the run per update (frame headers, pings and any compression included).
 *
 * The bots' games end (the heroes win or fall). When a room's game is over, its 4 sockets watch a spare room
 * instead (same sockets, `watch` under the same name replaces the watch): spares are created and started before
 * the run (`SPARES`, by default enough for the game lengths seen so far); if they run out, a room is created during
 * the run (counted in `roomsCreatedDuringRun`). The switch (one watch message per seat and the first full view) is
 * outside every round trip but inside the run's wall time.
 *
 * Actions go over the acting seat's socket (`act` messages), as the element sends them; `ACTIONS=http` sends them by
 * `POST /api/rooms/:id/actions` instead.
 *
 * On PostgreSQL, several instances: `DATABASE_URL=postgres://…` runs the server on a fresh schema (`bench_…`, dropped
 * at the end) of that database instead of SQLite, and `INSTANCES=N` (1; more needs `DATABASE_URL`) starts N server
 * children on it together. Rooms are created, seated and started through the instances in turn; in each room the
 * master's socket is on one instance and the heroes' on the others (round robin), and every action goes to the
 * acting seat's instance, so every update crosses instances. Server CPU and RSS are then summed over the children
 * (each one's figures are in the JSON: `instancesBefore`, `instancesAfterRun`), and `run.postgresCpuPctOfOneCore` is
 * the CPU of the PostgreSQL processes that work for that database (its backends and the server's own processes; not
 * other databases' backends) over the run, from /proc. For example
 * `DATABASE_URL=postgres://qb:qb@localhost/qb_bench INSTANCES=3 M=20 MOVES=100 npm run bench:live`.
 * docs/performance.md, "Several instances on PostgreSQL", has the figures.
 *
 * Knobs (environment): `M` rooms (50), `MOVES` actions per room (200), `THINK_MS` (0 = back-to-back), `TIMEOUT_S`
 * (120: the run aborts, prints what it measured and exits 2), `OUT` (write the JSON there), `LABEL`, `SPARES`,
 * `CONNECT_BATCH` (100), `SETTLE_MS` (1000), `MISSION` (`la-prova`), `DATABASE_URL` and `INSTANCES` (above).
 * Prints the figures and one line `RESULT_JSON {...}` (the anchor's shape: `run.roundTripMs`, `run.movesPerSec`,
 * `run.serverCpuPctOfOneCore`, `serverAfterRun.rssKB`, ...).
 *
 * The sockets-per-address cap of the live connection (256) is raised for the bench: every seat connects from
 * 127.0.0.1 here, where real players come from their own addresses.
 */
import { execSync, fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import WebSocket from 'ws';
import { MASTER, patch, type Action, type CompactOp, type View } from '../engine/index.ts';
import { buildServer } from '../cms/build/server.ts';
import { heroChoice, masterChoice } from '../test/support/bot.ts';
import { call, overHttp, setUpRoom, type Requester } from '../test/support/http.ts';
import { percentile } from './stats.ts';

const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const HOST = '127.0.0.1';
const HEROES = ['barbaro', 'nano', 'elfo'];
const SEATS = 1 + HEROES.length;
const ELD_RES_MS = 10;

// ---------------------------------------------------------------- the server process

type ChildMessage = { type: 'ready'; url: string; pid: number } | { type: 'closed' };


// ---------------------------------------------------------------- settings

function intEnv(name: string, def: number, lo: number, hi: number): number {
  const raw = process.env[name];
  const v = raw === undefined || raw === '' ? def : Number(raw);
  if (!Number.isInteger(v) || v < lo || v > hi) {
    console.error(`${name} must be an integer in [${lo}, ${hi}], got ${raw}`);
    process.exit(1);
  }
  return v;
}

// ---------------------------------------------------------------- /proc

let CLK_TCK = 100;
try {
  CLK_TCK = Number(execSync('getconf CLK_TCK', { encoding: 'utf8' }).trim()) || 100;
} catch {
  /* keep 100 */
}

/** A process's RSS and peak RSS (KiB) and CPU time (s, user + system), from /proc; `error` when it cannot be read. */
interface ProcStats {
  rssKB?: number | null;
  hwmKB?: number | null;
  cpuS?: number;
  error?: string;
}

function procStats(pid: number): ProcStats {
  try {
    const status = readFileSync(`/proc/${pid}/status`, 'utf8');
    const kb = (key: string) => {
      const m = new RegExp(`^${key}:\\s+(\\d+) kB`, 'm').exec(status);
      return m ? Number(m[1]) : null;
    };
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // the fields after "(comm) ": state is field 3, utime 14, stime 15
    const f = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    const ticks = Number(f[14 - 3]) + Number(f[15 - 3]);
    return { rssKB: kb('VmRSS'), hwmKB: kb('VmHWM'), cpuS: ticks / CLK_TCK };
  } catch (e) {
    return { error: e instanceof Error ? e.message : String(e) };
  }
}

/** The summed {@link ProcStats} of several processes (RSS and peak RSS added up: each process's own peak). */
function sumStats(all: ProcStats[]): ProcStats {
  const errors = all.filter((s) => s.error).map((s) => s.error);
  if (errors.length) return { error: errors.join('; ') };
  const add = (key: 'rssKB' | 'hwmKB') => (all.every((s) => s[key] != null) ? all.reduce((sum, s) => sum + s[key]!, 0) : null);
  return { rssKB: add('rssKB'), hwmKB: add('hwmKB'), cpuS: all.reduce((sum, s) => sum + (s.cpuS ?? 0), 0) };
}

/**
 * The CPU time (s, user + system) of each PostgreSQL process that works for `database`, by PID: the backends
 * connected to it and the server's own processes (postmaster, checkpointer, WAL writer, ...), not the backends of
 * other databases on the same server. From /proc (`comm` is `postgres`; a backend's command line names its
 * database). A backend that exits between two readings takes its time with it.
 */
function postgresCpu(database: string): Map<number, number> {
  const out = new Map<number, number>();
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() !== 'postgres') continue;
      const cmdline = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replace(/\0/g, ' ');
      // "postgres: 15/main: user database 127.0.0.1(port) state" (the cluster's name only when it has one)
      const backend = /^postgres: (?:\S+: )?\S+ (\S+) (?:\S+\(\d+\)|\[local\])/.exec(cmdline);
      if (backend && backend[1] !== database) continue;
      const cpuS = procStats(Number(entry)).cpuS;
      if (cpuS !== undefined) out.set(Number(entry), cpuS);
    } catch {
      /* gone meanwhile */
    }
  }
  return out;
}

/** CPU seconds spent between two {@link postgresCpu} readings (a process born meanwhile counts from zero). */
function postgresCpuSpent(before: Map<number, number>, after: Map<number, number>): number {
  let s = 0;
  for (const [pid, cpuS] of after) s += cpuS - (before.get(pid) ?? 0);
  return s;
}

function machineCpu(): { idle: number; total: number } {
  const parts = readFileSync('/proc/stat', 'utf8').split('\n')[0]!.trim().split(/\s+/).slice(1).map(Number);
  const idle = parts[3]! + (parts[4] ?? 0);
  const total = parts.slice(0, 8).reduce((a, b) => a + b, 0);
  return { idle, total };
}

/** count, min, median, p90, p99, max, mean (3 decimals), nearest-rank percentiles as the anchor's. */
function summary(values: readonly number[]) {
  const r = (x: number) => Math.round(x * 1000) / 1000;
  const n = values.length;
  const mean = n ? values.reduce((a, b) => a + b, 0) / n : NaN;
  return { count: n, min: r(percentile(values, 0)), median: r(percentile(values, 50)), p90: r(percentile(values, 90)), p99: r(percentile(values, 99)), max: r(percentile(values, 100)), mean: r(mean) };
}

// ---------------------------------------------------------------- the wire

/** One seat's update as the live connection delivers it. */
interface Update {
  seq: number;
  view: View;
  legal: Action[];
}

/** What one frame of the live connection tells a seat: an update of its watch, the answer to its action, or nothing. */
type Frame = { kind: 'update'; update: Update } | { kind: 'answer'; id: string; seq: number } | null;

/**
 * Reads one frame of the live connection: the whole update, a delta applied to the seat's `previous` update (as the
 * element does), or the answer to an action (a refusal is thrown, as is a watch error). The one place that knows the
 * server's message format.
 */
function readFrame(text: string, previous: Update | undefined): Frame {
  const msg = JSON.parse(text) as { type: string; update?: Update; id?: string; seq?: number; from?: number; view?: CompactOp[]; legal?: CompactOp[]; code?: string; message?: string };
  if (msg.type === 'update') return { kind: 'update', update: msg.update! };
  if (msg.type === 'patch') {
    // a seat waiting for the whole view of a room it just watched: deltas of the room it left are older than that view
    if (!previous) return null;
    if (previous.seq !== msg.from) throw new Error(`a delta from seq ${msg.from} to a seat at ${previous.seq}`);
    // in place: each seat owns its copy, and a deep copy per delta would make this client the bench's bottleneck
    return { kind: 'update', update: { seq: msg.seq!, view: Object.assign(patch(previous.view, msg.view!, true), { seq: msg.seq! }), legal: msg.legal ? patch(previous.legal, msg.legal, true) : previous.legal } };
  }
  if (msg.type === 'acted') return { kind: 'answer', id: msg.id!, seq: msg.seq! };
  if (msg.type === 'error') throw new Error(`live connection: ${msg.code}: ${msg.message}`);
  return null;
}

/** How actions travel: over the seat's own socket (`act` messages, the default) or by `POST /actions` (`ACTIONS=http`). */
const ACTIONS_OVER = process.env.ACTIONS === 'http' ? 'http' : 'ws';

/**
 * Sends `action` as the seat of `c`, chosen on the view at `seq`; resolves to the new seq. The one place that knows
 * how an action travels.
 */
function sendAction(req: Requester, room: string, c: SeatClient, action: Action, seq: number): Promise<number> {
  if (ACTIONS_OVER === 'http') {
    return call<{ seq: number }>(req, 'POST', `/api/rooms/${room}/actions`, { token: c.token, body: { ...action, seq } }).then((res) => {
      if (res.status !== 200) throw new Error(`action ${JSON.stringify(action)} at seq ${seq} in ${room}: ${res.status} ${JSON.stringify(res.body)}`);
      return res.body.seq;
    });
  }
  const id = `a${++c.requests}`;
  return new Promise((resolve, reject) => {
    c.answers.set(id, resolve);
    c.failed = reject;
    c.ws.send(JSON.stringify({ type: 'act', watch: 'w', id, action, seq }));
  });
}

// ---------------------------------------------------------------- rooms and seats

interface SeatClient {
  seat: string;
  token: string;
  /** The server instance its socket is connected to (an index into the instances), where its actions go. */
  instance: number;
  ws: WebSocket;
  tcp: Socket | null;
  latest: Update | undefined;
  /** Actions sent over the socket and not yet answered, by request id; what fails the one in flight. */
  answers: Map<string, (seq: number) => void>;
  failed: ((err: Error) => void) | null;
  requests: number;
  /** Resolves the wait for a first update after a watch. */
  onFirst: (() => void) | null;
  first: boolean;
}

interface PlannedRoom {
  id: string;
  seats: { seat: string; token: string }[];
}

interface Driver {
  index: number;
  room: PlannedRoom;
  clients: SeatClient[];
  actions: number;
  target: number;
  t0: number;
  seen: number;
  inFlight: boolean;
  acked: boolean;
  done: boolean;
  games: number[];
  gameActions: number;
}

async function main(): Promise<void> {
  const M = intEnv('M', 50, 1, 1000);
  const MOVES = intEnv('MOVES', 200, 1, 100_000);
  const THINK_MS = intEnv('THINK_MS', 0, 0, 60_000);
  const TIMEOUT_S = intEnv('TIMEOUT_S', 120, 1, 3600);
  const CONNECT_BATCH = intEnv('CONNECT_BATCH', 100, 1, 4000);
  const SETTLE_MS = intEnv('SETTLE_MS', 1000, 0, 60_000);
  // the bots' games of la-prova last 90 actions or more (92–104 seen): a room switches ceil(MOVES / 90) - 1 times at most
  const SPARES = intEnv('SPARES', M * Math.max(0, Math.ceil(MOVES / 90) - 1) + (MOVES >= 90 ? 2 : 0), 0, 100_000);
  const MISSION = process.env.MISSION || 'la-prova';
  const OUT = process.env.OUT || null;
  const LABEL = process.env.LABEL || '';
  const DATABASE_URL = process.env.DATABASE_URL || null;
  const INSTANCES = intEnv('INSTANCES', 1, 1, 16);
  if (INSTANCES > 1 && !DATABASE_URL) {
    console.error('INSTANCES > 1 needs DATABASE_URL (a postgres:// URL): instances share rooms only through PostgreSQL');
    process.exit(1);
  }
  const PG_DATABASE = DATABASE_URL ? decodeURIComponent(new URL(DATABASE_URL).pathname.slice(1)) : null;
  // a fresh schema of DATABASE_URL's database for this run's servers, dropped at the end
  const SCHEMA = DATABASE_URL ? `bench_${randomBytes(6).toString('hex')}` : null;

  let aborted = false;
  let abortReason: string | null = null;
  let wakeAbort!: () => void;
  const abortPromise = new Promise<void>((r) => (wakeAbort = r));
  const abort = (reason: string) => {
    if (aborted) return;
    aborted = true;
    abortReason = reason;
    wakeAbort();
  };
  const abortTimer = setTimeout(() => abort(`timeout after ${TIMEOUT_S} s`), TIMEOUT_S * 1000);
  const untilAbort = <T>(p: Promise<T>) => Promise.race([p, abortPromise]);

  const problems = { refused: 0, wrongSeq: 0, disconnects: 0, errors: [] as string[] };
  const note = (msg: string) => {
    if (problems.errors.length < 20) problems.errors.push(msg);
  };

  // 1. the servers (one, or INSTANCES on one PostgreSQL database, started together as a host's would be)
  const dataDir = mkdtempSync(join(tmpdir(), 'quest-board-live-bench-'));
  // the server as `npm start` runs it: the bundle, built now from the sources, in plain Node
  await buildServer();
  const servers: ChildProcess[] = Array.from({ length: INSTANCES }, () =>
    fork(fileURLToPath(new URL('./server-child.mjs', import.meta.url)), [dataDir, String(SEATS * M + 64), ...(DATABASE_URL ? [DATABASE_URL, SCHEMA!] : [])], {
      execArgv: process.env.BENCH_CPU_PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] : [],
      stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    }),
  );
  const readies = await Promise.all(
    servers.map(
      (server) =>
        new Promise<Extract<ChildMessage, { type: 'ready' }>>((resolve, reject) => {
          server.on('message', (m: ChildMessage) => m.type === 'ready' && resolve(m));
          server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
        }),
    ),
  );
  const SERVER_PIDS = readies.map((r) => r.pid);
  const urls = readies.map((r) => r.url);
  const url = urls[0]!;
  const reqs = urls.map((u) => overHttp(u));
  // CPU and RSS summed over the instances
  const srv = () => (INSTANCES === 1 ? procStats(SERVER_PIDS[0]!) : sumStats(SERVER_PIDS.map(procStats)));
  /**
   * The instance serving seat `k` (0 = the master) of the `i`-th room: with several, the master's socket is on one
   * and the heroes' on the others (round robin), so every update a seat sees crosses instances.
   */
  const instanceOf = (i: number, k: number) => (INSTANCES === 1 ? 0 : k === 0 ? i % INSTANCES : (i + 1 + ((k - 1) % (INSTANCES - 1))) % INSTANCES);

  const result: Record<string, unknown> & { run?: Record<string, unknown> } = {
    tool: 'quest-board bench/live.bench.ts',
    label: LABEL,
    mission: MISSION,
    node: process.version,
    server: url,
    serverPid: SERVER_PIDS[0],
    ...(INSTANCES > 1 ? { servers: urls, serverPids: SERVER_PIDS } : {}),
    instances: INSTANCES,
    database: DATABASE_URL ? `PostgreSQL database ${PG_DATABASE}, schema ${SCHEMA}` : 'SQLite (a file in a fresh data folder)',
    M,
    movesPerMatch: MOVES,
    thinkMs: THINK_MS,
    clients: M * SEATS,
    transport: `WebSocket /api/live (one socket per seat), actions ${ACTIONS_OVER === 'ws' ? 'over the same socket (act messages)' : 'by POST /api/rooms/:id/actions'} with seq; the server bundle in plain Node`,
    machine: { cpus: cpus().length, cpuModel: cpus()[0]?.model, loadavg: loadavg().map((x) => Math.round(x * 100) / 100), memGiB: Math.round(totalmem() / 2 ** 30) },
    startedAt: new Date().toISOString(),
  };
  result.serverBefore = srv();
  if (INSTANCES > 1) result.instancesBefore = SERVER_PIDS.map(procStats);

  // 2. rooms (M to play, SPARES to switch to when a game ends), started
  let made = 0;
  const makeRoom = async (): Promise<PlannedRoom> => {
    // created, seated and started through the instances in turn
    const req = reqs[made % INSTANCES]!;
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, MISSION, HEROES, `live-bench-${made++}`);
    const started = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master.token, body: { type: 'start' } });
    if (started.status !== 200) throw new Error(`start ${room}: ${started.status} ${JSON.stringify(started.body)}`);
    return { id: room, seats: [master, ...heroes] };
  };
  const tSetup = performance.now();
  const planned: PlannedRoom[] = [];
  const pool = async (n: number, concurrency: number) => {
    let left = n;
    await Promise.all(
      Array.from({ length: Math.min(concurrency, n) }, async () => {
        while (left > 0 && !aborted) {
          left--;
          planned.push(await makeRoom());
        }
      }),
    );
  };
  await untilAbort(pool(M + SPARES, 8));
  if (aborted) return finish(2);
  const spares = planned.splice(M);
  result.roomSetupMs = Math.round(performance.now() - tSetup);
  result.sparesMade = spares.length;

  // 3. one socket per seat, watching its room
  let watchWaiters = 0;
  const drivers: Driver[] = planned.map((room, index) => ({ index, room, clients: [], actions: 0, target: 0, t0: 0, seen: 0, inFlight: false, acked: false, done: false, games: [], gameActions: 0 }));
  const runBytes: number[] = [];
  let runFrames = 0;
  let measuring = false;
  let stopping = false;
  const latencies: number[] = [];
  const ackLatencies: number[] = [];
  let actionsDone = 0;
  let roomsDone = 0;
  let wakeAllDone!: () => void;
  const allDone = new Promise<void>((r) => (wakeAllDone = r));
  let roomsCreatedDuringRun = 0;
  const endings: Record<string, number> = {};

  const watch = (c: SeatClient, room: string) =>
    new Promise<void>((resolve) => {
      c.first = true;
      c.latest = undefined;
      c.onFirst = resolve;
      watchWaiters++;
      c.ws.send(JSON.stringify({ type: 'watch', watch: 'w', room, token: c.token }));
    });

  const connect = (d: Driver, seat: { seat: string; token: string }) =>
    new Promise<SeatClient>((resolve, reject) => {
      const instance = instanceOf(d.index, d.room.seats.findIndex((s) => s.seat === seat.seat));
      const ws = new WebSocket(`${urls[instance]!.replace(/^http/, 'ws')}/api/live`, { perMessageDeflate: false });
      const c: SeatClient = { seat: seat.seat, token: seat.token, instance, ws, tcp: null, latest: undefined, answers: new Map(), failed: null, requests: 0, onFirst: null, first: true };
      ws.on('upgrade', (res) => (c.tcp = res.socket as Socket));
      ws.once('open', () => resolve(c));
      ws.once('error', (err) => reject(err));
      ws.on('close', () => {
        if (!stopping) {
          problems.disconnects++;
          note(`socket of ${d.room.id}/${c.seat} closed`);
          abort(`a socket closed: ${d.room.id}/${c.seat}`);
        }
      });
      ws.on('message', (data: WebSocket.RawData) => {
        const buf = Array.isArray(data) ? Buffer.concat(data) : Buffer.from(data as ArrayBuffer);
        let frame: Frame;
        try {
          frame = readFrame(buf.toString(), c.latest);
        } catch (err) {
          if (c.failed) return c.failed(err instanceof Error ? err : new Error(String(err)));
          note(String(err instanceof Error ? err.message : err));
          return abort(`live connection error on ${d.room.id}/${c.seat}`);
        }
        if (!frame) return;
        if (frame.kind === 'answer') {
          const answered = c.answers.get(frame.id);
          c.answers.delete(frame.id);
          c.failed = null;
          return answered?.(frame.seq);
        }
        const update = frame.update;
        c.latest = update;
        if (c.first) {
          c.first = false;
          watchWaiters--;
          const f = c.onFirst;
          c.onFirst = null;
          f?.();
          return;
        }
        if (measuring && d.inFlight) {
          runBytes.push(buf.length);
          runFrames++;
        }
        if (d.inFlight && update.seq >= d.target && ++d.seen === SEATS) arrived(d);
      });
    });

  const tConnect = performance.now();
  const allSeats = drivers.flatMap((d) => d.room.seats.map((s) => ({ d, s })));
  for (let i = 0; i < allSeats.length && !aborted; i += CONNECT_BATCH) {
    await untilAbort(
      Promise.all(
        allSeats.slice(i, i + CONNECT_BATCH).map(async ({ d, s }) => {
          const c = await connect(d, s);
          d.clients.push(c);
          await watch(c, d.room.id);
        }),
      ),
    );
  }
  if (aborted) return finish(2);
  // seats in room order (master first): connections may have opened in any order
  for (const d of drivers) d.clients.sort((a, b) => d.room.seats.findIndex((s) => s.seat === a.seat) - d.room.seats.findIndex((s) => s.seat === b.seat));
  result.connectMs = Math.round(performance.now() - tConnect);
  await untilAbort(new Promise((r) => setTimeout(r, SETTLE_MS)));
  if (aborted) return finish(2);
  result.serverAfterConnect = srv();
  {
    const a = srv();
    await new Promise((r) => setTimeout(r, 250));
    const b = srv();
    if (a.cpuS !== undefined && b.cpuS !== undefined) result.serverCpuPctIdleBeforeRun = Math.round(((b.cpuS - a.cpuS) / 0.25) * 1000) / 10;
  }

  // 4. the run
  function startAction(d: Driver): void {
    if (aborted || d.done) return;
    const now = d.clients[0]!.latest!;
    if (now.view.phase !== 'playing') return void nextGame(d);
    const acting = d.clients.find((c) => c.seat === now.view.turn?.seat);
    if (!acting) {
      note(`${d.room.id}: no seat has the turn at seq ${now.seq}`);
      return abort('a room with no seat to act');
    }
    const mine = acting.latest!;
    if (mine.seq !== now.seq) {
      problems.wrongSeq++;
      note(`${d.room.id}: ${acting.seat} at seq ${mine.seq}, master at ${now.seq}`);
    }
    const action = acting.seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
    d.target = mine.seq + 1;
    d.seen = 0;
    d.inFlight = true;
    d.acked = false;
    d.t0 = performance.now();
    sendAction(reqs[acting.instance]!, d.room.id, acting, action, mine.seq).then(
      (seq) => {
        ackLatencies.push(performance.now() - d.t0);
        if (seq !== d.target) {
          problems.wrongSeq++;
          note(`${d.room.id}: sent at seq ${mine.seq}, answered seq ${seq}`);
        }
        d.acked = true;
        if (!d.inFlight) afterAction(d);
      },
      (err) => {
        problems.refused++;
        note(String(err instanceof Error ? err.message : err));
        abort('an action was refused');
      },
    );
  }

  function arrived(d: Driver): void {
    latencies.push(performance.now() - d.t0);
    d.inFlight = false;
    actionsDone++;
    d.actions++;
    d.gameActions++;
    if (d.acked) afterAction(d);
  }

  function afterAction(d: Driver): void {
    if (d.actions >= MOVES || aborted) {
      d.done = true;
      if (++roomsDone === drivers.length) wakeAllDone();
      return;
    }
    if (THINK_MS > 0) setTimeout(startAction, THINK_MS, d);
    else queueMicrotask(() => startAction(d));
  }

  /** The room's game is over: its seats watch a spare room (created now when none is left), then play on. */
  function nextGame(d: Driver): void {
    const over = d.clients[0]!.latest!.view.result;
    const how = over ? `${over.winner} won (${over.reason})` : 'no result';
    endings[how] = (endings[how] ?? 0) + 1;
    d.games.push(d.gameActions);
    d.gameActions = 0;
    const spare = spares.shift();
    const room = spare ? Promise.resolve(spare) : (roomsCreatedDuringRun++, makeRoom());
    room
      .then(async (r) => {
        d.room = r;
        for (const c of d.clients) {
          const seat = r.seats.find((s) => s.seat === c.seat)!;
          c.token = seat.token;
        }
        await Promise.all(d.clients.map((c) => watch(c, r.id)));
        startAction(d);
      })
      .catch((err) => {
        note(String(err instanceof Error ? err.message : err));
        abort('could not switch a room to a new game');
      });
  }

  const eld = monitorEventLoopDelay({ resolution: ELD_RES_MS });
  eld.enable();
  const tcpRead0 = drivers.flatMap((d) => d.clients).reduce((sum, c) => sum + (c.tcp?.bytesRead ?? 0), 0);
  const cpu0 = process.cpuUsage();
  const mc0 = machineCpu();
  const srv0 = srv();
  const pg0 = PG_DATABASE ? postgresCpu(PG_DATABASE) : null;
  const tRun0 = performance.now();
  measuring = true;
  if (THINK_MS > 0) drivers.forEach((d, i) => setTimeout(startAction, (i * THINK_MS) / drivers.length, d));
  else for (const d of drivers) startAction(d);
  await untilAbort(allDone);
  const tRun1 = performance.now();
  measuring = false;
  const cpu1 = process.cpuUsage(cpu0);
  const mc1 = machineCpu();
  const srv1 = srv();
  const pg1 = PG_DATABASE ? postgresCpu(PG_DATABASE) : null;
  eld.disable();
  const tcpRead = drivers.flatMap((d) => d.clients).reduce((sum, c) => sum + (c.tcp?.bytesRead ?? 0), 0) - tcpRead0;
  const wallS = (tRun1 - tRun0) / 1000;
  const gameLengths = drivers.flatMap((d) => d.games);

  result.run = {
    wallS: Math.round(wallS * 1000) / 1000,
    moves: actionsDone,
    movesExpected: M * MOVES,
    movesPerSec: Math.round((actionsDone / wallS) * 10) / 10,
    roundTripMs: summary(latencies),
    ackMs: summary(ackLatencies),
    updateFrameBytes: summary(runBytes),
    tcpBytesReadPerUpdate: runFrames ? Math.round(tcpRead / runFrames) : null,
    gamesEnded: gameLengths.length,
    gameEndings: endings,
    endedGameActions: gameLengths.length ? summary(gameLengths) : null,
    roomsCreatedDuringRun,
    loadProcessCpuPctOfOneCore: Math.round(((cpu1.user + cpu1.system) / 1e6 / wallS) * 1000) / 10,
    loadProcessEventLoopDelayMs: (() => {
      const ms = (ns: number) => Math.max(0, Math.round((ns / 1e6 - ELD_RES_MS) * 100) / 100);
      return { mean: ms(eld.mean), p99: ms(eld.percentile(99)), max: ms(eld.max) };
    })(),
    serverCpuPctOfOneCore: srv0.cpuS !== undefined && srv1.cpuS !== undefined ? Math.round(((srv1.cpuS - srv0.cpuS) / wallS) * 1000) / 10 : null,
    ...(pg0 && pg1 ? { postgresCpuPctOfOneCore: Math.round((postgresCpuSpent(pg0, pg1) / wallS) * 1000) / 10 } : {}),
    machineBusyPctOfAllCores: Math.round((1 - (mc1.idle - mc0.idle) / (mc1.total - mc0.total)) * 1000) / 10,
  };
  result.serverAfterRun = srv1;
  if (INSTANCES > 1) result.instancesAfterRun = SERVER_PIDS.map(procStats);
  result.loadProcessRssKB = Math.round(process.memoryUsage().rss / 1024);
  return finish(aborted || actionsDone !== M * MOVES ? 2 : 0);

  async function finish(code: number): Promise<void> {
    clearTimeout(abortTimer);
    if (aborted) result.aborted = abortReason;
    if (!result.run) result.partial = { moves: actionsDone, roundTripMs: summary(latencies), watchWaiters };
    result.problems = problems;
    result.finishedAt = new Date().toISOString();
    stopping = true;
    for (const d of drivers) for (const c of d.clients) c.ws.terminate();
    // wait for the servers to exit by themselves (a CPU profile is written as one exits), killing them only if they hang
    await Promise.all(
      servers.map(async (server) => {
        const exited = new Promise<void>((resolve) => server.once('exit', () => resolve()));
        server.send({ type: 'close' });
        await Promise.race([exited, new Promise((r) => setTimeout(r, 10_000))]);
        server.kill();
      }),
    );
    rmSync(dataDir, { recursive: true, force: true });
    if (DATABASE_URL) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${SCHEMA} cascade`);
      await client.end();
    }
    print(result);
    if (OUT) writeFileSync(OUT, JSON.stringify(result, null, 2) + '\n');
    process.exit(code);
  }
}

function print(r: Record<string, any>): void {
  const lines: string[] = [];
  const run = r.run;
  const rt = run?.roundTripMs;
  lines.push(`quest-board live round trip  M=${r.M} rooms x ${SEATS} seats = ${r.clients} WebSockets, ${r.movesPerMatch} actions/room${r.thinkMs ? `, think ${r.thinkMs} ms` : ', back-to-back'}, mission ${r.mission}  ${r.label}`);
  if (r.instances > 1 || !String(r.database).startsWith('SQLite')) lines.push(`${r.instances} server instance${r.instances > 1 ? 's' : ''} on ${r.database}${r.instances > 1 ? ' (server CPU and RSS below: summed over them)' : ''}`);
  if (r.aborted) lines.push(`ABORTED: ${r.aborted}`);
  if (r.roomSetupMs !== undefined) lines.push(`setup: ${r.M} rooms + ${r.sparesMade} spares created+seated+started ${r.roomSetupMs} ms, connect+watch ${r.connectMs} ms`);
  if (rt) {
    lines.push(`actions ${run.moves}/${run.movesExpected} in ${run.wallS} s = ${run.movesPerSec} actions/s`);
    lines.push(`round trip ms (send -> all 4 sockets have the seq): median ${rt.median}  p90 ${rt.p90}  p99 ${rt.p99}  max ${rt.max}  (mean ${rt.mean}, min ${rt.min}, n ${rt.count})`);
    lines.push(`  the sender's answer (acted, or HTTP):               median ${run.ackMs.median}  p90 ${run.ackMs.p90}  p99 ${run.ackMs.p99}  max ${run.ackMs.max}`);
    lines.push(`bytes per update per seat (WebSocket frame payload): median ${run.updateFrameBytes.median}, mean ${run.updateFrameBytes.mean}, max ${run.updateFrameBytes.max}; TCP bytes read per update ${run.tcpBytesReadPerUpdate}`);
    lines.push(`games ended during the run: ${run.gamesEnded}${run.endedGameActions ? ` (actions per game: median ${run.endedGameActions.median}, min ${run.endedGameActions.min}, max ${run.endedGameActions.max}; ${JSON.stringify(run.gameEndings)})` : ''}, rooms created during the run: ${run.roomsCreatedDuringRun}`);
    if (r.serverCpuPctIdleBeforeRun !== undefined) lines.push(`server CPU in the 250 ms before the run: ${r.serverCpuPctIdleBeforeRun}% of a core`);
    lines.push(`cpu during run: server ${run.serverCpuPctOfOneCore}% of a core${run.postgresCpuPctOfOneCore !== undefined ? `, PostgreSQL ${run.postgresCpuPctOfOneCore}% of a core` : ''}, load process ${run.loadProcessCpuPctOfOneCore}% of a core, machine ${run.machineBusyPctOfAllCores}% of all cores; load event-loop delay p99 ${run.loadProcessEventLoopDelayMs.p99} ms`);
  } else if (r.partial) {
    lines.push(`partial: ${r.partial.moves} actions, round trip ${JSON.stringify(r.partial.roundTripMs)}`);
  }
  const mib = (s: ProcStats | undefined) => (s?.rssKB != null ? `${(s.rssKB / 1024).toFixed(1)} MiB` : s?.error ? `n/a (${s.error})` : 'n/a');
  lines.push(`server RSS: before ${mib(r.serverBefore)}, after connect ${mib(r.serverAfterConnect)}, after run ${mib(r.serverAfterRun)}${r.serverAfterRun?.hwmKB ? `, peak ${(r.serverAfterRun.hwmKB / 1024).toFixed(1)} MiB` : ''}; load process RSS ${r.loadProcessRssKB ? (r.loadProcessRssKB / 1024).toFixed(1) + ' MiB' : 'n/a'}`);
  const p = r.problems;
  lines.push(`checks: refused actions ${p.refused}, seq mismatches ${p.wrongSeq}, disconnects ${p.disconnects}`);
  for (const e of p.errors) lines.push(`  ! ${e}`);
  console.log(lines.join('\n'));
  console.log('RESULT_JSON ' + JSON.stringify(r));
}

await main();
