/**
 * A replay's cost (issue 39, docs/protocol.md "Replays"): a room of The Trial played to its end by four computer
 * heroes and the computer's creatures over a real listening server (started from the sources, a fresh data folder),
 * then `GET /api/rooms/{id}/replay` asked `RUNS` times (50 by default) from the heroes' side and from the master's.
 * Prints each side's answer time (median, p99, replays a second) and its weight: the JSON, gzip and brotli as the
 * server sends them, beside the weight of the same game sent as a whole view per step (what a replay does not do).
 *
 * Run: `npm run bench:replay` (never part of `npm test`).
 */
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { computerPace } from '../cms/rooms/computer-seats.ts';
import type { Replay } from '../cms/rooms/replay.ts';
import { patch, type View } from '../engine/index.ts';
import { call, overHttp } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from '../test/support/server.ts';
import { fmt, percentile } from './stats.ts';

const RUNS = Number(process.env.RUNS ?? 50);
const tmp = tempDir();
computerPace.ms = 0;
const server = await testServer(tmp.dir);
try {
  const req = overHttp(server.url);
  const made = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'bench-replay', replay: 'public-master' } });
  const { room, token } = made.body as { room: string; token: string };
  await call(req, 'POST', `/api/rooms/${room}/computer-seats`, { token, body: { heroes: ['barbaro', 'nano', 'elfo', 'mago'] } });
  await call(req, 'POST', `/api/rooms/${room}/actions`, { token, body: { type: 'start' } });
  await call(req, 'POST', `/api/rooms/${room}/actions`, { token, body: { type: 'hand_over', to: 'computer' } });
  for (let i = 0; ; i++) {
    const view = (await call(req, 'GET', `/api/rooms/${room}/view?as=spectator`)).body.view as View;
    if (view.phase === 'over') break;
    if (i > 6000) throw new Error(`room ${room} did not end`);
    await new Promise((r) => setTimeout(r, 10));
  }
  for (const side of ['heroes', 'master'] as const) {
    const times: number[] = [];
    let text = '';
    for (let i = 0; i < RUNS; i++) {
      const t0 = performance.now();
      const res = await fetch(`${server.url}/api/rooms/${room}/replay?side=${side}`, { headers: { 'accept-encoding': 'identity' } });
      text = await res.text();
      times.push(performance.now() - t0);
      if (res.status !== 200) throw new Error(`replay answered ${res.status}: ${text}`);
    }
    const replay = JSON.parse(text) as Replay;
    let view = replay.start;
    const views = [JSON.stringify(view)];
    for (const frame of replay.frames) {
      view = patch(view, frame.view);
      views.push(JSON.stringify(view));
    }
    const everyView = Buffer.from(`[${views.join(',')}]`);
    const raw = Buffer.from(text);
    const median = percentile(times, 50);
    console.log(
      `GET /api/rooms/{id}/replay?side=${side}, ${replay.frames.length} actions, ${RUNS} runs: median ${fmt(median, 2)} ms, p99 ${fmt(percentile(times, 99), 2)} ms, ${fmt(1000 / median, 0)} replays/s`,
    );
    console.log(
      `  weight: ${raw.length} bytes JSON, ${gzipSync(raw).length} gzip, ${brotliCompressSync(raw).length} brotli; a view per step instead: ${everyView.length} bytes JSON, ${gzipSync(everyView).length} gzip`,
    );
  }
} finally {
  await server.close();
  tmp.remove();
}
