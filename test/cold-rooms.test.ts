/**
 * Cold rooms (docs/operations.md, "Memory"): a room nobody watches and nobody plays leaves memory after
 * `ROOM_MEMORY_MINUTES` (here a second), on the server's own sweep, and comes back from the database on its next use
 * exactly as it was: the same views for every seat, and an action played on it gives what the same action gives on
 * a twin room that never left memory. A watched room stays, and so does a room whose turn's clock runs. A real server on loopback, a real SQLite file; the
 * count of rooms in memory is read as an operator reads it, from `/metrics`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { type Action, MASTER } from '../engine/index.ts';
import { heroChoice, masterChoice } from './support/bot.ts';
import { call, getView, overHttp, type SeatKey, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';

const METRICS_TOKEN = 'test-metrics-token-0123456789';
const HEROES = ['barbaro', 'nano'];

/** The rooms held in memory, as `/metrics` says. */
async function inMemory(url: string): Promise<number> {
  const text = await (await fetch(`${url}/metrics`, { headers: { authorization: `Bearer ${METRICS_TOKEN}` } })).text();
  const m = /^quest_board_rooms_in_memory (\d+)$/m.exec(text);
  if (!m) throw new Error('no quest_board_rooms_in_memory in /metrics');
  return Number(m[1]);
}

/** Waits (10 s at most) until `/metrics` says `n` rooms are held in memory. */
async function untilInMemory(url: string, n: number): Promise<void> {
  const deadline = Date.now() + 10_000;
  for (;;) {
    const now = await inMemory(url);
    if (now === n) return;
    if (Date.now() > deadline) throw new Error(`${now} rooms in memory after 10 s, not ${n}`);
    await new Promise((r) => setTimeout(r, 100));
  }
}

test('idle rooms go cold (no room in memory), then come back unchanged: the same views, and an action gives what it gives on a twin that stayed warm; a timed turn keeps its room', async () => {
  const tmp = tempDir();
  const server = await testServer(tmp.dir, { metricsToken: METRICS_TOKEN, roomIdleMs: 1000 });
  const pages: Page[] = [];
  try {
    const url = server.url;
    const req = overHttp(url);
    // two cold rooms and a warm twin of the first: same mission, seed, heroes and actions
    const cold = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', HEROES, 'cold-seed');
    const other = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', HEROES, 'another-seed');
    const warm = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', HEROES, 'cold-seed');
    const seatsOf = (r: typeof cold): SeatKey[] => [r.master, ...r.heroes];
    /** Plays the action the bots choose on `r` as it is now, on `r` and on `twin`; returns both answers. */
    const step = async (r: typeof cold, twin?: typeof cold) => {
      const m = await getView(req, r.room, r.master.token);
      const seat = m.view.phase === 'lobby' ? MASTER : m.view.turn!.seat;
      const i = seatsOf(r).findIndex((s) => s.seat === seat);
      const mine = await getView(req, r.room, seatsOf(r)[i]!.token);
      const action: Action = seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
      const answer = await call(req, 'POST', `/api/rooms/${r.room}/actions`, { token: seatsOf(r)[i]!.token, body: action });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      const twinAnswer = twin ? await call(req, 'POST', `/api/rooms/${twin.room}/actions`, { token: seatsOf(twin)[i]!.token, body: action }) : undefined;
      return { answer: answer.body, twin: twinAnswer?.body };
    };
    // a room whose turn is timed: its clock must fire (the turn's end), so it is in use though nobody watches it
    const timed = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', HEROES, 'timed-seed', { turnSeconds: 600 });
    await step(timed);
    for (let n = 0; n < 8; n++) await step(cold, warm);
    for (let n = 0; n < 3; n++) await step(other);
    const views = async (r: typeof cold) => Promise.all(seatsOf(r).map((s) => getView(req, r.room, s.token)));
    /**
     * The game in a seat's view, without what says who is connected (the twin is watched, the cold room is not): the
     * view's `presence`, and `skip_turn`, offered to the master while the hero playing is away.
     */
    const game = (vs: Awaited<ReturnType<typeof views>>) =>
      vs.map((v) => ({ ...v, view: { ...v.view, presence: [] }, legal: v.legal.filter((a) => a.type !== 'skip_turn') }));
    const before = await views(cold);
    const timedStart = (await getView(req, timed.room, timed.master.token)).view.turnStartedAt;
    assert.equal(typeof timedStart, 'number');
    const otherBefore = await views(other);
    assert.deepEqual(await views(warm), before, 'the twins are the same game');

    // the twin stays warm: a page watches every seat of it
    for (const s of seatsOf(warm)) {
      const page = await Page.open(url);
      pages.push(page);
      page.send({ type: 'watch', watch: 'w', room: warm.room, token: s.token });
      await page.update('w', before[0]!.seq);
    }
    assert.equal(await inMemory(url), 4);
    // nobody uses the other two for a second: the server's sweep lets them go; the timed room stays
    await untilInMemory(url, 2);
    assert.equal((await getView(req, timed.room, timed.master.token)).view.turnStartedAt, timedStart, 'its clock still runs');

    // read cold, they come back as they were, for every seat
    assert.deepEqual(await views(cold), before);
    assert.deepEqual(await views(other), otherBefore);
    assert.equal(await inMemory(url), 4);
    await untilInMemory(url, 2);

    // acted on cold: the same answer and the same views as the twin that never left memory
    const { answer, twin } = await step(cold, warm);
    assert.deepEqual(answer, twin);
    assert.equal(answer.seq, before[0]!.seq + 1);
    assert.deepEqual(game(await views(cold)), game(await views(warm)));
    assert.equal(await inMemory(url), 3, 'the room acted on is back in memory; the other stays cold');
    // and it goes on playing
    const next = await step(cold, warm);
    assert.deepEqual(next.answer, next.twin);
  } finally {
    for (const p of pages) p.ws.close();
    await server.close();
    tmp.remove();
  }
});
