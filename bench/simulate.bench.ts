/**
 * The balance report's answer time: `POST /api/missions/la-prova/simulate` for 200 games (issue 38 asks for it within
 * 10 s on this machine) over a real listening server started from the sources with a fresh data folder, `RUNS` times
 * (5 by default), one after the other. Prints each run's wall time, their median and the slowest, games per second,
 * and the report's headline figures.
 *
 * Run: `npm run bench:simulate` (never part of `npm test`).
 */
import { call, overHttp } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from '../test/support/server.ts';
import type { BalanceReport } from '../engine/index.ts';
import { fmt, percentile } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 5);
const GAMES = Number(process.env.GAMES ?? 200);
const tmp = tempDir();
const server = await testServer(tmp.dir);
try {
  const req = overHttp(server.url);
  const times: number[] = [];
  let last: BalanceReport | undefined;
  for (let i = 0; i < RUNS; i++) {
    const t0 = performance.now();
    const r = await call<BalanceReport>(req, 'POST', '/api/missions/la-prova/simulate', { token: ADMIN_TOKEN, body: { games: GAMES } });
    if (r.status !== 200) throw new Error(`simulate answered ${r.status}: ${JSON.stringify(r.body)}`);
    times.push(performance.now() - t0);
    last = r.body;
    console.log(`run ${i + 1}: ${fmt(times.at(-1)!, 0)} ms, ${last.games} of ${last.requested} games${last.stoppedByBudget ? ' (budget ran out)' : ''}`);
  }
  const median = percentile(times, 50);
  console.log(
    `POST /api/missions/la-prova/simulate, ${GAMES} games, ${RUNS} runs: median ${fmt(median, 0)} ms, slowest ${fmt(Math.max(...times), 0)} ms, ${fmt((GAMES * 1000) / median, 1)} games/s`,
  );
  console.log(
    `report: heroes ${last!.heroes.join(', ')}; won ${last!.wins}/${last!.games} (${(100 * last!.winRate).toFixed(1)}%, 95% ${(100 * last!.winRateInterval[0]).toFixed(1)}–${(100 * last!.winRateInterval[1]).toFixed(1)}%); rounds median ${last!.rounds.median}, p90 ${last!.rounds.p90}, max ${last!.rounds.max}`,
  );
} finally {
  await server.close();
  tmp.remove();
}
