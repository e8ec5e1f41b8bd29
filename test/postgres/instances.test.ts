/**
 * Several server instances on one PostgreSQL database serve the same rooms: any instance takes any seat's
 * request, the database orders each room's actions, and every instance pushes each update to the seats it serves.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { RunningServer } from '../../cms/server.ts';
import { startServer } from '../../cms/server.ts';
import { call, getView, overHttp, setUpRoom } from '../support/http.ts';
import { type LiveSeat, playGame } from '../support/play.ts';
import { freshSchema } from '../support/postgres.ts';
import { ADMIN_TOKEN, tempDir } from '../support/server.ts';
import { SseClient } from '../support/sse.ts';

const tmp = tempDir();
const database = freshSchema();
let instances: RunningServer[] = [];

before(async () => {
  // started together, as a host's three processes would be: one migrates and seeds, the others wait for it
  instances = await Promise.all(
    [0, 1, 2].map(() =>
      startServer({ port: 0, hostname: '127.0.0.1', dataDir: tmp.dir, database, adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0 }),
    ),
  );
});
after(async () => {
  await Promise.all(instances.map((s) => s.close()));
  tmp.remove();
});

test('three instances: the master and two heroes, each on its own instance, play la-prova to its end and see the same seqs in the same order', async () => {
  const [a, b, c] = instances as [RunningServer, RunningServer, RunningServer];
  const created = await call(overHttp(a.url), 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova', seed: 'three-instances' } });
  assert.equal(created.status, 201);
  const room: string = created.body.room;
  // each hero takes its seat through its own instance
  const seats: LiveSeat[] = [{ seat: 'master', token: created.body.token, url: a.url, stream: await SseClient.open(a.url, room, created.body.token) }];
  for (const [hero, server] of [
    ['barbaro', b],
    ['nano', c],
  ] as const) {
    const joined = await call(overHttp(server.url), 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
    assert.equal(joined.status, 201, JSON.stringify(joined.body));
    seats.push({ seat: joined.body.seat, token: joined.body.token, url: server.url, stream: await SseClient.open(server.url, room, joined.body.token) });
  }

  const sent = await playGame(a.url, room, seats, { maxActions: 3000 });
  assert.ok(sent > 20, `only ${sent} actions`);

  const last = seats[0]!.stream.latest!;
  assert.equal(last.view.phase, 'over');
  assert.deepEqual(last.view.result, { winner: 'heroes', reason: 'all_creatures_dead' });
  const orders = seats.map((s) => s.stream.frames.map((f) => f.update.seq).filter((seq) => seq > 2));
  for (const [i, s] of seats.entries()) {
    // every seat saw every seq after the heroes sat down, once and in order, whichever instance served it
    assert.deepEqual(
      orders[i],
      Array.from({ length: last.seq - 2 }, (_, k) => k + 3),
      `stream of ${s.seat} on instance ${instances.findIndex((x) => x.url === s.url)}`,
    );
    assert.equal(s.stream.latest!.view.phase, 'over');
  }
  // and any instance answers for the room at its last seq
  for (const server of instances) assert.equal((await getView(overHttp(server.url), room, created.body.token)).seq, last.seq);
  for (const s of seats) s.stream.close();
});

test('the same room gets conflicting actions through two instances at once, 1,000 times: exactly one is applied each time', async () => {
  const [a, b] = instances as [RunningServer, RunningServer];
  const { room, master, heroes } = await setUpRoom(overHttp(a.url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'conflicts');
  const hero = heroes[0]!;
  const post = (server: RunningServer, token: string, body: unknown) => call(overHttp(server.url), 'POST', `/api/rooms/${room}/actions`, { token, body });
  assert.equal((await post(a, master.token, { type: 'start' })).status, 200);
  let applied = 0;
  for (let round = 0; round < 1000; round++) {
    // the hero's turn: its end of turn through one instance, and a search (or the same end of turn, without the
    // seq it was chosen on) through the other, at once
    const { seq, legal } = await getView(overHttp(round % 2 ? b.url : a.url), room, hero.token);
    assert.ok(
      legal.some((x) => x.type === 'end_turn'),
      `round ${round}: the hero's turn`,
    );
    const withSeq = round % 2 === 0;
    const search = legal.find((x) => x.type === 'search');
    const other = withSeq ? { ...(search ?? { type: 'end_turn' }), seq } : { type: 'end_turn' };
    const [first, second] = await Promise.all([post(a, hero.token, withSeq ? { type: 'end_turn', seq } : { type: 'end_turn' }), post(b, hero.token, other)]);
    const ok = [first, second].filter((r) => r.status === 200);
    assert.equal(ok.length, 1, `round ${round}: ${first.status} ${JSON.stringify(first.body)} / ${second.status} ${JSON.stringify(second.body)}`);
    const refused = first.status === 200 ? second : first;
    assert.equal(refused.status, 409, `round ${round}: ${JSON.stringify(refused.body)}`);
    assert.equal(refused.body.error.code, withSeq ? 'stale_seq' : 'not_your_turn');
    assert.equal(ok[0]!.body.seq, seq + 1);
    applied++;
    // the search won: the hero ends its turn; then the master ends the creatures' turn
    const now = await getView(overHttp(b.url), room, hero.token);
    if (now.legal.some((x) => x.type === 'end_turn')) assert.equal((await post(b, hero.token, { type: 'end_turn', seq: now.seq })).status, 200);
    const m = await getView(overHttp(a.url), room, master.token);
    assert.equal((await post(a, master.token, { type: 'end_turn', seq: m.seq })).status, 200, `round ${round}: the master's end of turn`);
  }
  assert.equal(applied, 1000);
  // one log, no seq twice: every instance reads the same seq
  const seqs = await Promise.all(instances.map(async (s) => (await getView(overHttp(s.url), room, master.token)).seq));
  assert.deepEqual(new Set(seqs).size, 1);
});

test("an auto mission played by heroes on two instances: the computer's creature turns are in the log once, inside the heroes' actions", async () => {
  const [a, b, c] = instances as [RunningServer, RunningServer, RunningServer];
  const created = await call(overHttp(a.url), 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-torre-del-mago', seed: 'auto-instances' } });
  assert.equal(created.status, 201);
  assert.equal(created.body.role, 'host');
  const room: string = created.body.room;
  const seats: LiveSeat[] = [];
  for (const [hero, server] of [
    ['barbaro', b],
    ['nano', c],
  ] as const) {
    const joined = await call(overHttp(server.url), 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
    assert.equal(joined.status, 201, JSON.stringify(joined.body));
    seats.push({ seat: joined.body.seat, token: joined.body.token, url: server.url, stream: await SseClient.open(server.url, room, joined.body.token) });
  }
  await playGame(b.url, room, seats, { maxActions: 600, until: (u) => u.seq >= 120 });
  const last = seats[0]!.stream.latest!.seq;
  // every seat saw every seq once, in order, whichever instance served it
  for (const s of seats) {
    const seqs = s.stream.frames.map((f) => f.update.seq).filter((seq) => seq > 3);
    assert.deepEqual(
      seqs,
      Array.from({ length: last - 3 }, (_, k) => k + 4),
      `stream of ${s.seat}`,
    );
  }
  // the log: one entry per seq; the creatures' turns begin inside entries the heroes' actions made (no seat is the
  // master's), each once
  const log = await call(overHttp(a.url), 'GET', `/api/rooms/${room}/log?as=spectator`);
  assert.equal(log.status, 200, JSON.stringify(log.body));
  const entries = log.body.entries as { seq: number; events: { type: string; seat?: string }[] }[];
  assert.deepEqual(
    entries.map((e) => e.seq),
    [...new Set(entries.map((e) => e.seq))],
    'no seq twice',
  );
  const creatureTurns = entries.filter((e) => e.events.some((x) => x.type === 'turn_started' && x.seat === 'master'));
  assert.ok(creatureTurns.length > 0, 'the creatures played');
  for (const s of seats) s.stream.close();
});
