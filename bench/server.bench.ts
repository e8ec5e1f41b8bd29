/**
 * Server benchmark: the round trip of one action through the real server, and the memory of live rooms.
 *
 * Run: `npm run bench:server` (or `node --import tsx bench/server.bench.ts`).
 *
 * Method: the server runs in a child process (so its memory is measured alone) on loopback, over a fresh temp
 * data dir. This process creates 50 rooms of the tutorial mission with 4 seats each (master + 3 heroes), starts
 * them and opens an SSE stream for every seat (200 streams). Then it sends actions chosen by the test bots from the
 * `legal` list the acting seat's stream delivered (rolls, moves, doors, attacks, end_turns): one round trip is the
 * time from sending the POST until every stream of that room has delivered that action's seq.
 * - sequential: one action at a time, rooms in turn (pure latency);
 * - under load: every room keeps one action in flight at once (throughput).
 * Memory per live room: the child's heap and RSS after a forced GC, before and after the rooms exist, / 50.
 * Bounded: at most `ACTIONS` actions per phase and `DEADLINE_MS` overall; it exits by itself.
 * Targets: p99 < 15 ms; < 200 KB per room.
 * Set `BENCH_CPU_PROF=<dir>` to write a CPU profile of the server process there.
 */
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { fileURLToPath } from 'node:url';
import { MASTER } from '../engine/index.ts';
import { heroChoice, masterChoice } from '../test/support/bot.ts';
import { act, overHttp, setUpRoom } from '../test/support/http.ts';
import { SseClient } from '../test/support/sse.ts';
import { fmt, percentile } from './stats.ts';

const ROOMS = 50;
const HEROES = ['barbaro', 'nano', 'elfo'];
const ACTIONS = 3000;
const DEADLINE_MS = 120_000;
const ADMIN_TOKEN = 'bench-admin-token-0123456789abcdef';
const TARGET_P99_MS = 15;
const TARGET_ROOM_BYTES = 200 * 1024;

type Mem = { heapUsed: number; rss: number };
type ChildMessage = { type: 'ready'; url: string } | { type: 'mem'; mem: Mem } | { type: 'closed' };

if (process.argv[2] === '--child') await child();
else await main();

/** The server side: listens, answers memory probes, closes on request. */
async function child(): Promise<void> {
  const { startServer } = await import('../cms/server.ts');
  const dataDir = process.argv[3]!;
  // its 200 event streams and their requests all come from 127.0.0.1: no cap of connections per address
  const server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir,
    adminToken: ADMIN_TOKEN,
    log: () => {},
    creationsPerMinute: 0,
    connections: { maxPerAddress: 0 },
  });
  const gc = (globalThis as { gc?: () => void }).gc;
  // the parent is gone (finished or crashed): never outlive it
  process.on('disconnect', () => process.exit(0));
  process.on('message', async (msg: { type: string }) => {
    if (msg.type === 'mem') {
      for (let i = 0; i < 3; i++) gc?.();
      await new Promise((r) => setTimeout(r, 50));
      gc?.();
      const { heapUsed, rss } = process.memoryUsage();
      process.send!({ type: 'mem', mem: { heapUsed, rss } } satisfies ChildMessage);
    } else if (msg.type === 'close') {
      await server.close();
      process.send!({ type: 'closed' } satisfies ChildMessage, () => process.exit(0));
    }
  });
  process.send!({ type: 'ready', url: server.url } satisfies ChildMessage);
}

interface Room {
  id: string;
  seats: { seat: string; token: string; stream: SseClient }[];
}

async function main(): Promise<void> {
  const started = performance.now();
  const dataDir = mkdtempSync(join(tmpdir(), 'quest-board-bench-'));
  const server = fork(fileURLToPath(import.meta.url), ['--child', dataDir], {
    execArgv: ['--expose-gc', '--import', 'tsx', ...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [])],
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
  });
  const hardStop = setTimeout(() => {
    console.error(`bench: still running after ${DEADLINE_MS + 30_000} ms; stopping`);
    server.kill();
    rmSync(dataDir, { recursive: true, force: true });
    process.exit(2);
  }, DEADLINE_MS + 30_000);
  const next = <T extends ChildMessage['type']>(type: T) =>
    new Promise<Extract<ChildMessage, { type: T }>>((resolve, reject) => {
      const onMessage = (m: ChildMessage) => {
        if (m.type === type) {
          server.off('message', onMessage);
          resolve(m as Extract<ChildMessage, { type: T }>);
        }
      };
      server.on('message', onMessage);
      server.once('exit', (code) => reject(new Error(`server exited with ${code}`)));
    });
  const mem = async () => {
    const reply = next('mem');
    server.send({ type: 'mem' });
    return (await reply).mem;
  };

  const { url } = await next('ready');
  const req = overHttp(url);
  const openRoom = async (seed: string): Promise<Room> => {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', HEROES, seed);
    await act(req, room, master.token, { type: 'start' });
    const seats = [];
    for (const s of [master, ...heroes]) seats.push({ ...s, stream: await SseClient.open(url, room, s.token, { keep: 2 }) });
    return { id: room, seats };
  };

  // warm up (JIT, SQLite pages, connection pools) on rooms that are closed again, then measure the baseline
  // (optimised code is heap too: without a long warm-up it would be counted as memory of the measured rooms)
  const warm = await Promise.all([0, 1, 2, 3].map((i) => openRoom(`warm-${i}`)));
  for (let i = 0; i < 600; i++) await step(warm[i % warm.length]!);
  await Promise.all(
    warm.map(async (room) => {
      for (let i = 0; i < 100; i++) await step(room);
    }),
  );
  for (const r of warm) for (const s of r.seats) s.stream.close();
  const base = await mem();

  const rooms: Room[] = [];
  for (let i = 0; i < ROOMS; i++) rooms.push(await openRoom(`bench-${i}`));
  const setup = await mem();

  async function step(room: Room): Promise<number | undefined> {
    const master = room.seats[0]!;
    const now = master.stream.latest!;
    if (now.view.phase !== 'playing') return undefined;
    const seat = room.seats.find((s) => s.seat === now.view.turn!.seat)!;
    const { update } = await seat.stream.waitForSeq(now.seq);
    const action = seat.seat === MASTER ? masterChoice(update.view, update.legal) : heroChoice(update.view, update.legal);
    const t0 = performance.now();
    const { seq } = await act(req, room.id, seat.token, action);
    await Promise.all(room.seats.map((s) => s.stream.waitForSeq(seq)));
    return performance.now() - t0;
  }
  const deadline = started + DEADLINE_MS;
  const live = () => rooms.filter((r) => r.seats[0]!.stream.latest!.view.phase === 'playing');

  // sequential: one action at a time, rooms in turn
  const sequential: number[] = [];
  const t1 = performance.now();
  for (let i = 0; sequential.length < ACTIONS && performance.now() < deadline; i++) {
    const open = live();
    if (open.length === 0) break;
    const ms = await step(open[i % open.length]!);
    if (ms !== undefined) sequential.push(ms);
  }
  const seqSeconds = (performance.now() - t1) / 1000;
  const afterSequential = await mem();

  // under load: every live room has one action in flight
  const loaded: number[] = [];
  const loadRooms = live().length;
  const cpu0 = process.cpuUsage();
  const t2 = performance.now();
  await Promise.all(
    live().map(async (room) => {
      while (loaded.length < ACTIONS && performance.now() < deadline) {
        const ms = await step(room);
        if (ms === undefined) return;
        loaded.push(ms);
      }
    }),
  );
  const loadSeconds = (performance.now() - t2) / 1000;
  const cpu = process.cpuUsage(cpu0);
  const clientBusy = (cpu.user + cpu.system) / 1e6 / loadSeconds;
  const played = await mem();

  for (const r of rooms) for (const s of r.seats) s.stream.close();
  const closed = next('closed');
  server.send({ type: 'close' });
  await closed;
  clearTimeout(hardStop);
  rmSync(dataDir, { recursive: true, force: true });

  const ms = (n: number) => `${fmt(n, 2)} ms`;
  const perRoom = (a: Mem, b: Mem) => `heap ${fmt((b.heapUsed - a.heapUsed) / ROOMS)} B, RSS ${fmt((b.rss - a.rss) / ROOMS)} B`;
  const p99 = percentile(sequential, 99);
  const roomBytes = Math.max(setup.heapUsed - base.heapUsed, afterSequential.heapUsed - base.heapUsed) / ROOMS;
  console.log(
    `quest-board server bench: ${ROOMS} rooms x ${1 + HEROES.length} seats (${ROOMS * (1 + HEROES.length)} live SSE streams), mission la-prova, loopback`,
  );
  console.log('round trip = POST /actions until every stream of the room has delivered that seq');
  console.log(
    `  sequential : ${fmt(sequential.length)} actions, median ${ms(percentile(sequential, 50))}, p99 ${ms(percentile(sequential, 99))}, ${fmt(sequential.length / seqSeconds)} actions/s`,
  );
  console.log(
    `  under load : ${fmt(loaded.length)} actions, ${loadRooms}/${ROOMS} rooms at once, median ${ms(percentile(loaded, 50))}, p99 ${ms(percentile(loaded, 99))}, ${fmt(loaded.length / loadSeconds)} actions/s (this client process was ${fmt(clientBusy * 100)}% busy)`,
  );
  console.log('memory per live room (server process, after GC):');
  console.log(`  after setup (3 heroes joined, started, 4 streams): ${perRoom(base, setup)}`);
  console.log(`  after the sequential actions                     : ${perRoom(base, afterSequential)}`);
  console.log(`  after the load (+ ~1 idle keep-alive POST socket per room): ${perRoom(base, played)}`);
  console.log(
    `targets: sequential round trip p99 < ${TARGET_P99_MS} ms: ${p99 < TARGET_P99_MS ? 'met' : 'MISSED'} (${ms(p99)}); ` +
      `heap per live room < ${fmt(TARGET_ROOM_BYTES)} B: ${roomBytes < TARGET_ROOM_BYTES ? 'met' : 'MISSED'} (${fmt(roomBytes)} B)`,
  );
  console.log(`done in ${fmt((performance.now() - started) / 1000, 1)} s`);
}
