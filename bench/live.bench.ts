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
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import type { Socket } from 'node:net';
import { cpus, loadavg, tmpdir, totalmem } from 'node:os';
import { join } from 'node:path';
import { monitorEventLoopDelay, performance } from 'node:perf_hooks';
import pg from 'pg';
import WebSocket from 'ws';
import { MASTER } from '../engine/index.ts';
import { heroChoice, masterChoice } from '../test/support/bot.ts';
import { call, overHttp, setUpRoom } from '../test/support/http.ts';
import { percentile } from './stats.ts';
import { print } from './live/print.ts';
import { startServerChildren } from './live/servers.ts';
import { machineCpu, postgresCpu, postgresCpuSpent, procStats, summary } from './live/proc.ts';
import { ACTIONS_OVER, type Driver, type Frame, type PlannedRoom, readFrame, type SeatClient, sendAction } from './live/wire.ts';
import { intEnv } from './env.ts';

const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const HOST = '127.0.0.1';
const HEROES = ['barbaro', 'nano', 'elfo'];
const SEATS = 1 + HEROES.length;
const ELD_RES_MS = 10;

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
  const servers = await startServerChildren({
    instances: INSTANCES,
    dataDir,
    maxSocketsPerAddress: SEATS * M + 64,
    ...(DATABASE_URL ? { postgres: { url: DATABASE_URL, schema: SCHEMA! } } : {}),
    ...(process.env.BENCH_CPU_PROF ? { execArgv: ['--cpu-prof', '--cpu-prof-dir', process.env.BENCH_CPU_PROF] } : {}),
  });
  const SERVER_PIDS = servers.pids;
  const urls = servers.urls;
  const url = urls[0]!;
  const reqs = urls.map((u) => overHttp(u));
  // CPU and RSS summed over the instances
  const srv = servers.stats;
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
    machine: {
      cpus: cpus().length,
      cpuModel: cpus()[0]?.model,
      loadavg: loadavg().map((x) => Math.round(x * 100) / 100),
      memGiB: Math.round(totalmem() / 2 ** 30),
    },
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
  const drivers: Driver[] = planned.map((room, index) => ({
    index,
    room,
    clients: [],
    actions: 0,
    target: 0,
    t0: 0,
    seen: 0,
    inFlight: false,
    acked: false,
    done: false,
    games: [],
    gameActions: 0,
  }));
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
      const instance = instanceOf(
        d.index,
        d.room.seats.findIndex((s) => s.seat === seat.seat),
      );
      const ws = new WebSocket(`${urls[instance]!.replace(/^http/, 'ws')}/api/live`, { perMessageDeflate: false });
      const c: SeatClient = {
        seat: seat.seat,
        token: seat.token,
        instance,
        ws,
        tcp: null,
        latest: undefined,
        answers: new Map(),
        failed: null,
        requests: 0,
        onFirst: null,
        first: true,
      };
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
    // the servers exit by themselves (a CPU profile is written as one exits), killed only if they hang
    await servers.close();
    rmSync(dataDir, { recursive: true, force: true });
    if (DATABASE_URL) {
      const client = new pg.Client({ connectionString: DATABASE_URL });
      await client.connect();
      await client.query(`drop schema if exists ${SCHEMA} cascade`);
      await client.end();
    }
    print(result, SEATS);
    if (OUT) writeFileSync(OUT, JSON.stringify(result, null, 2) + '\n');
    process.exit(code);
  }
}

await main();
