import { fork } from 'node:child_process';
import { performance } from 'node:perf_hooks';
import { MASTER } from './engine/index.ts';
import { heroChoice, masterChoice } from './test/support/bot.ts';
import { act, overHttp, setUpRoom } from './test/support/http.ts';
import { Page } from './test/support/live.ts';
import { tempDir } from './test/support/server.ts';
const ADMIN = 'bench-admin-token-0123456789abcdef';
if (process.argv[2] === '--child') {
  const { startServer } = await import('./cms/server.ts');
  const s = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: process.argv[3]!, adminToken: ADMIN, log: () => {}, creationsPerMinute: 0 });
  process.send!({ url: s.url });
  process.on('message', async () => { await s.close(); process.exit(0); });
} else {
  const tmp = tempDir();
  const child = fork(new URL(import.meta.url).pathname, ['--child', tmp.dir], { execArgv: ['--import', 'tsx', ...(process.env.PROF ? ['--cpu-prof', '--cpu-prof-dir', process.env.PROF] : [])] });
  const { url } = await new Promise<{ url: string }>((r) => child.once('message', r as any));
  const req = overHttp(url);
  const M = Number(process.env.M ?? 20), N = Number(process.env.N ?? 150);
  const rooms = [];
  for (let i = 0; i < M; i++) {
    const r = await setUpRoom(req, ADMIN, 'la-prova', ['barbaro', 'nano', 'elfo'], `p${i}`);
    const page = await Page.open(url);
    const seats = [r.master, ...r.heroes];
    for (const s of seats) page.send({ type: 'watch', watch: s.seat, room: r.room, token: s.token });
    rooms.push({ ...r, seats, page });
  }
  const rtts: number[] = [];
  const t0 = performance.now(); let total = 0;
  await Promise.all(rooms.map(async (r) => {
    let seq = 0; for (const s of r.seats) seq = Math.max(seq, (await r.page.update(s.seat, 0)).seq);
    for (let i = 0; i < N; i++) {
      const now = await r.page.update(MASTER, seq);
      if (now.view.phase === 'over') break;
      const seat = now.view.phase === 'lobby' ? MASTER : now.view.turn!.seat;
      const mine = await r.page.update(seat, seq);
      const a = seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
      const t = performance.now();
      seq = (await act(req, r.room, r.seats.find((s) => s.seat === seat)!.token, a)).seq;
      await Promise.all(r.seats.map((s) => r.page.update(s.seat, seq)));
      rtts.push(performance.now() - t); total++;
    }
  }));
  const el = performance.now() - t0;
  rtts.sort((a, b) => a - b);
  console.log(`actions ${total} in ${el.toFixed(0)} ms: ${(total / el * 1000).toFixed(0)}/s; median ${rtts[rtts.length >> 1]!.toFixed(2)} p99 ${rtts[Math.floor(rtts.length * 0.99)]!.toFixed(2)}`);
  for (const r of rooms) r.page.close();
  child.send('close'); await new Promise((r) => child.once('exit', r)); tmp.remove();
}
