/**
 * `GET /metrics` (docs/operations.md, "Metrics"): after a scripted game played over the live connection, as pages
 * play it, the counters say exactly what happened — every action written to the room's log counted once, its latency
 * observed once, each refusal under its code — and the gauges say what is held now. The route is off without
 * `METRICS_TOKEN` and never public with it. A real server on loopback, real sockets, a real SQLite file.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { type Action, MASTER } from '../engine/index.ts';
import { listenFromEnv, roomMemoryFromEnv } from '../cms/env.ts';
import type { RunningServer } from '../cms/server.ts';
import { heroChoice, masterChoice } from './support/bot.ts';
import { getView, overHttp, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';

const METRICS_TOKEN = 'test-metrics-token-0123456789';

/** One sample of the exposition: its name, labels as written, and value. */
interface Sample {
  name: string;
  labels: string;
  value: number;
}

/** The samples of a Prometheus text exposition (comments left out). */
function samples(text: string): Sample[] {
  return text
    .split('\n')
    .filter((line) => line !== '' && !line.startsWith('#'))
    .map((line) => {
      const m = /^([a-zA-Z_:][\w:]*)(\{[^}]*\})? (\S+)$/.exec(line);
      if (!m) throw new Error(`not a sample line: ${line}`);
      return { name: m[1]!, labels: m[2] ?? '', value: Number(m[3]) };
    });
}

/** The value of `name` with exactly `labels` (`{code="x"}`, or none), or undefined when the exposition has none. */
function valueOf(all: Sample[], name: string, labels = ''): number | undefined {
  return all.find((s) => s.name === name && s.labels === labels)?.value;
}

/** `GET /metrics` with `token` as the bearer token (none when null). */
async function scrape(url: string, token: string | null = METRICS_TOKEN): Promise<Response> {
  return fetch(`${url}/metrics`, token === null ? {} : { headers: { authorization: `Bearer ${token}` } });
}

describe('metrics on (METRICS_TOKEN set)', () => {
  const tmp = tempDir();
  let server: RunningServer;
  before(async () => {
    server = await testServer(tmp.dir, { metricsToken: METRICS_TOKEN });
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  test('are read only with the metrics or the admin token, as Prometheus text', async () => {
    const none = await scrape(server.url, null);
    assert.equal(none.status, 401);
    assert.equal(none.headers.get('www-authenticate'), 'Bearer realm="metrics"');
    const body = (await none.json()) as { error: { code: string; message: string } };
    assert.equal(body.error.code, 'unauthorized');
    assert.match(body.error.message, /METRICS_TOKEN/);
    assert.equal((await scrape(server.url, 'not-the-metrics-token-at-all')).status, 401);
    // a seat's or an API token is not enough either: a room's master token
    const { master } = await setUpRoom(overHttp(server.url), ADMIN_TOKEN, 'la-prova', [], 'metrics-token');
    assert.equal((await scrape(server.url, master.token)).status, 401);
    for (const token of [METRICS_TOKEN, ADMIN_TOKEN]) {
      const ok = await scrape(server.url, token);
      assert.equal(ok.status, 200);
      assert.match(ok.headers.get('content-type') ?? '', /^text\/plain; version=0\.0\.4/);
      assert.equal(ok.headers.get('cache-control'), 'no-store');
      assert.match(await ok.text(), /^# HELP quest_board_actions_applied_total /m);
    }
  });

  test('after a scripted game over the live connection: actions applied, latencies, refusals by code, rooms, sockets and watches', async () => {
    const url = server.url;
    const req = overHttp(url);
    const before = samples(await (await scrape(url)).text());
    const appliedBefore = valueOf(before, 'quest_board_actions_applied_total')!;
    const roomsBefore = valueOf(before, 'quest_board_rooms_live')!;

    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano', 'elfo'], 'metrics-game');
    // a room nobody plays: live, held in memory, no action
    await setUpRoom(req, ADMIN_TOKEN, 'la-prova', [], 'metrics-idle');
    const seats = [master, ...heroes];
    const pages = await Promise.all(seats.map(() => Page.open(url)));
    seats.forEach((s, i) => pages[i]!.send({ type: 'watch', watch: 'w', room, token: s.token }));
    await Promise.all(pages.map((p) => p.update('w', 0)));
    const latest = (i: number) => pages[i]!.updates.get('w')!.at(-1)!;

    let refused = 0;
    // a hero ending a turn before the game started: refused by the engine
    const early = await pages[1]!.act('w', { type: 'end_turn' }, latest(1).seq);
    assert.equal(early.type, 'error');
    assert.equal((early as { code: string }).code, 'game_not_started');
    refused++;

    let seq = latest(0).seq;
    for (let n = 0; latest(0).view.phase !== 'over'; n++) {
      assert.ok(n < 400, 'the bots end la-prova within 400 actions');
      const u = latest(0);
      const seat = u.view.phase === 'lobby' ? MASTER : u.view.turn!.seat;
      const i = seats.findIndex((s) => s.seat === seat);
      const mine = latest(i);
      const action: Action = seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
      if (n === 3) {
        // the same action sent on a view the room has left: refused as stale, nothing played
        const stale = await pages[i]!.act('w', action, mine.seq - 1);
        assert.equal((stale as { code: string }).code, 'stale_seq');
        refused++;
      }
      const answer = await pages[i]!.act('w', action, mine.seq);
      assert.equal(answer.type, 'acted', JSON.stringify(answer));
      seq = (answer as { seq: number }).seq;
      await Promise.all(pages.map((p) => p.update('w', seq)));
    }

    // the room's seq: one per action of its log, joins included
    assert.equal((await getView(req, room, master.token)).seq, seq);
    const after = samples(await (await scrape(url)).text());
    const applied = valueOf(after, 'quest_board_actions_applied_total')! - appliedBefore;
    assert.equal(applied, seq, 'every action written to the log counted once (3 joins, the start, every move)');
    assert.equal(valueOf(after, 'quest_board_action_seconds_count'), appliedBefore + seq, 'one latency per action applied');
    assert.equal(valueOf(after, 'quest_board_action_seconds_bucket', '{le="+Inf"}'), appliedBefore + seq);
    assert.ok(valueOf(after, 'quest_board_action_seconds_sum')! > 0);
    assert.equal(valueOf(after, 'quest_board_actions_refused_total', '{code="game_not_started"}'), 1);
    assert.equal(valueOf(after, 'quest_board_actions_refused_total', '{code="stale_seq"}'), 1);
    assert.equal(
      after.filter((s) => s.name === 'quest_board_actions_refused_total').reduce((sum, s) => sum + s.value, 0),
      refused,
    );
    // the write-ahead committed each of them, some in one transaction with others
    assert.equal(valueOf(after, 'quest_board_write_ahead_actions_total'), appliedBefore + seq);
    const commits = valueOf(after, 'quest_board_write_ahead_commit_seconds_count')!;
    assert.ok(commits >= 1 && commits <= appliedBefore + seq, `${commits} commits`);
    // what is held now: three rooms live (the token test's, and this test's two), the game's 4 sockets, 4 watches
    assert.equal(valueOf(after, 'quest_board_rooms_live'), roomsBefore + 2);
    assert.equal(valueOf(after, 'quest_board_rooms_in_memory'), roomsBefore + 2);
    assert.equal(valueOf(after, 'quest_board_live_sockets'), 4);
    assert.equal(valueOf(after, 'quest_board_live_watches'), 4);
    const sentFrames = valueOf(after, 'quest_board_live_sent_frames_total')!;
    assert.ok(sentFrames >= 4 * seq, `each of the 4 seats got a frame for every action: ${sentFrames} frames`);
    const bytes = valueOf(after, 'quest_board_live_sent_bytes_total')!;
    const received = pages.reduce((sum, p) => sum + p.raws.reduce((s, raw) => s + Buffer.byteLength(raw), 0), 0);
    assert.equal(bytes, received, 'the bytes sent are the bytes the pages received');
    // the process: memory and the event loop's delay
    assert.ok(valueOf(after, 'process_resident_memory_bytes')! > 10 * 1024 * 1024);
    assert.ok(valueOf(after, 'nodejs_heap_size_used_bytes')! > 0);
    assert.ok(valueOf(after, 'nodejs_eventloop_lag_p99_seconds')! >= 0);

    // the sockets close: the gauges follow
    for (const p of pages) p.ws.close();
    await new Promise((r) => setTimeout(r, 200));
    const closed = samples(await (await scrape(url)).text());
    assert.equal(valueOf(closed, 'quest_board_live_sockets'), 0);
    assert.equal(valueOf(closed, 'quest_board_live_watches'), 0);
  });
});

describe('metrics off (no METRICS_TOKEN)', () => {
  test('/metrics answers 404 and says how to turn them on', async () => {
    const tmp = tempDir();
    const server = await testServer(tmp.dir);
    try {
      for (const token of [null, ADMIN_TOKEN]) {
        const res = await scrape(server.url, token);
        assert.equal(res.status, 404);
        const body = (await res.json()) as { error: { code: string; message: string } };
        assert.deepEqual(body.error, { code: 'not_found', message: 'metrics are off on this server: set METRICS_TOKEN to serve them at /metrics' });
      }
    } finally {
      await server.close();
      tmp.remove();
    }
  });

  test('METRICS_TOKEN and ROOM_MEMORY_MINUTES are read from the environment, and refused naming what is wrong', () => {
    assert.equal(listenFromEnv({ METRICS_TOKEN: METRICS_TOKEN }).metricsToken, METRICS_TOKEN);
    assert.equal(listenFromEnv({ METRICS_TOKEN: '' }).metricsToken, undefined);
    assert.throws(() => listenFromEnv({ METRICS_TOKEN: 'short' }), {
      message: 'METRICS_TOKEN must have at least 16 characters, not 5: it is the bearer token of whoever scrapes /metrics',
    });
    for (const bad of ['a token with some spaces', 'àèìòùàèìòùàèìòùàèìòù', 'tab\tseparated-token-here'])
      assert.throws(() => listenFromEnv({ METRICS_TOKEN: bad }), {
        message: 'METRICS_TOKEN must be printable ASCII with no spaces (letters, digits, - _ . ~ and the like): it is sent as "Authorization: Bearer <token>"',
      });
    assert.equal(roomMemoryFromEnv({}), undefined);
    assert.equal(roomMemoryFromEnv({ ROOM_MEMORY_MINUTES: '15' }), 15 * 60_000);
    assert.equal(roomMemoryFromEnv({ ROOM_MEMORY_MINUTES: '1440' }), 1440 * 60_000);
    for (const bad of ['0', '1441', 'abc', '1.5', '-1', '99999999999999'])
      assert.throws(() => roomMemoryFromEnv({ ROOM_MEMORY_MINUTES: bad }), {
        message: `ROOM_MEMORY_MINUTES must be a whole number of minutes from 1 to 1440 (a day), not "${bad}"`,
      });
  });
});
