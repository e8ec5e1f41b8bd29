/**
 * Absent players (docs/protocol.md, "Presence", "Skipping a turn", "Releasing a seat", "Handing the creatures to the
 * computer"), on a real server: who is connected, skipping an away or overdue hero, releasing a seat and taking it
 * over through the invite flow, and the creatures played by the computer mid-game, all replaying to the same state.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { RoomAuthority } from '../cms/rooms/authority.ts';
import { MASTER, type Action, type GameEvent } from '../engine/index.ts';
import { call, getView, overHttp, setUpRoom, type Requester, type SeatKey } from './support/http.ts';
import { ADMIN_TOKEN, inspectableServer, serverForFile, tempDir } from './support/server.ts';
import { Page } from './support/live.ts';
import { SseClient } from './support/sse.ts';

const live = serverForFile();

/** Sends `action` for `seat`; the raw answer. */
function send(req: Requester, room: string, seat: SeatKey, action: Action) {
  return call(req, 'POST', `/api/rooms/${room}/actions`, { token: seat.token, body: action });
}

/** The error code of a refused answer (or `ok`). */
const codeOf = (answer: { status: number; body: any }) => (answer.status === 200 ? 'ok' : `${answer.status} ${answer.body.error.code}`);

/**
 * Waits until `stream` has a presence frame after the first `after` ones that satisfies `pred` (30 s at most: a busy
 * machine, two test files at once beside a database, can be slow to time a turn out).
 */
async function presenceFrame(stream: SseClient, pred: (p: SseClient['presences'][number]) => boolean, after = 0) {
  for (const end = Date.now() + 30000; Date.now() < end; ) {
    const found = stream.presences.slice(after).find(pred);
    if (found) return found;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`no such presence frame: ${JSON.stringify(stream.presences)}`);
}

test('presence: every seat learns when a seat’s first watch opens and its last one closes, on streams and on the live socket', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'presence');
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'm', room, token: master.token });
  const first = await page.update('m', 0);
  assert.deepEqual(first.view.presence, ['master'], 'a new watch sees itself connected');

  const h1 = await SseClient.open(url, room, heroes[0]!.token);
  const h1First = await h1.waitForSeq(0);
  assert.deepEqual(h1First.update.view.presence, ['master', 'h1']);
  // the master's watch hears it as a delta at the same seq: the presence, and legal unchanged
  const joined = await page.next((m) => m.type === 'patch', 'a presence delta');
  assert.deepEqual(joined, { type: 'patch', watch: 'm', seq: 2, from: 2, view: [['add', '/presence/1', 'h1']] });

  // a second stream of the same seat is no news; its last one closing is
  const h1again = await SseClient.open(url, room, heroes[0]!.token);
  await h1again.waitForSeq(0);
  h1again.close();
  h1.close();
  await page.next((m) => m.type === 'patch' && m.view.some((op) => op[0] === 'remove'), 'h1 gone');
  await new Promise((resolve) => setTimeout(resolve, 200));
  assert.deepEqual(
    page.updates.get('m')!.map((u) => [u.seq, u.view.presence]),
    [
      [2, ['master']],
      [2, ['master', 'h1']],
      [2, ['master']],
    ],
    'one delta when h1 came, one when its last stream went',
  );
  assert.deepEqual(h1.presences, [], 'h1 heard of nobody coming or going while it watched');
  assert.deepEqual(
    h1.frames.map((f) => f.update.seq),
    [2],
    'a stream’s update events stay one per action',
  );
  assert.deepEqual((await getView(req, room, heroes[1]!.token)).view.presence, ['master']);
  page.close();
});

test('skip_turn: refused to anyone but the master and while the hero is here and in time; accepted for an away hero, in the log and the chronicle', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'skip');
  const [h1, h2] = heroes as [SeatKey, SeatKey];
  assert.equal(codeOf(await send(req, room, master, { type: 'skip_turn' })), '409 game_not_started');
  const streams = {
    master: await SseClient.open(url, room, master.token),
    h1: await SseClient.open(url, room, h1.token),
    h2: await SseClient.open(url, room, h2.token),
  };
  assert.equal(codeOf(await send(req, room, master, { type: 'start' })), 'ok');
  assert.equal((await getView(req, room, master.token)).view.turn?.seat, 'h1');
  assert.equal(codeOf(await send(req, room, h2, { type: 'skip_turn' })), '403 not_master');
  assert.equal(codeOf(await send(req, room, h1, { type: 'skip_turn' })), '403 not_master');
  const here = await send(req, room, master, { type: 'skip_turn' });
  assert.equal(codeOf(here), '409 still_playing');
  assert.equal(here.body.error.message, 'h1 is connected and the room has no turn time limit: a turn is skipped only when its hero is away or out of time');
  assert.ok(!(await getView(req, room, master.token)).legal.some((a) => a.type === 'skip_turn'));

  // h1 goes away: the master's legal offers the skip (a presence frame brings it), still to nobody else
  const seen = streams.master.presences.length;
  streams.h1.close();
  const away = await presenceFrame(streams.master, (p) => !p.view.presence.includes('h1'), seen);
  assert.deepEqual(away.view.presence, ['master', 'h2']);
  assert.ok(away.legal.some((a) => a.type === 'skip_turn'));
  assert.ok(!(await getView(req, room, h2.token)).legal.some((a) => a.type === 'skip_turn'));
  assert.equal(codeOf(await send(req, room, h2, { type: 'skip_turn' })), '403 not_master');

  const skipped = await send(req, room, master, { type: 'skip_turn', reason: 'time' });
  assert.equal(codeOf(skipped), 'ok');
  const events: GameEvent[] = skipped.body.events;
  // the server says why, whatever the client claimed
  assert.deepEqual(events.slice(0, 3), [
    { type: 'turn_skipped', unit: 'h1', reason: 'away', by: MASTER },
    { type: 'turn_ended', seat: 'h1' },
    { type: 'turn_started', seat: 'h2', round: 1 },
  ]);
  const after = await streams.h2.waitForSeq(skipped.body.seq);
  assert.equal(after.update.view.turn?.seat, 'h2');
  assert.deepEqual(after.update.events[0], { type: 'turn_skipped', unit: 'h1', reason: 'away', by: MASTER });
  // in the chronicle of every seat
  const log = await call(req, 'GET', `/api/rooms/${room}/log`, { token: h2.token });
  assert.ok(log.body.entries.some((e: { events: GameEvent[] }) => e.events.some((x) => x.type === 'turn_skipped' && x.reason === 'away')));
  assert.equal(codeOf(await send(req, room, master, { type: 'skip_turn' })), '409 still_playing');
  assert.equal(codeOf(await send(req, room, h2, { type: 'end_turn' })), 'ok');
  assert.equal(codeOf(await send(req, room, master, { type: 'skip_turn' })), '409 cannot_skip');
  for (const s of Object.values(streams)) s.close();
});

test('skip_turn for a hero out of time (turnSeconds), and in an auto mission by a seated hero', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'skip-time', { turnSeconds: 1 });
  const streams = [master, ...heroes].map((s) => SseClient.open(url, room, s.token));
  const [mStream, h1Stream, h2Stream] = await Promise.all(streams);
  assert.equal(codeOf(await send(req, room, master, { type: 'start' })), 'ok');
  const started = await getView(req, room, master.token);
  assert.equal(started.view.turnSeconds, 1);
  assert.ok(started.view.turnStartedAt !== null && Math.abs(Date.now() - started.view.turnStartedAt) < 5000);
  assert.match((await send(req, room, master, { type: 'skip_turn' })).body.error.message, /^h1 is connected and has 1 s left of its turn/);
  // the time runs out: every seat hears it, and the master may skip
  const timeUp = await presenceFrame(mStream!, (p) => p.legal.some((a) => a.type === 'skip_turn'));
  assert.deepEqual(timeUp.view.presence, ['master', 'h1', 'h2']);
  const skipped = await send(req, room, master, { type: 'skip_turn' });
  assert.deepEqual(skipped.body.events[0], { type: 'turn_skipped', unit: 'h1', reason: 'time', by: MASTER });
  for (const s of [mStream, h1Stream, h2Stream]) s!.close();

  // an auto mission: any seated hero may skip an away hero's turn
  const auto = await setUpRoom(req, ADMIN_TOKEN, 'la-torre-del-mago', ['barbaro', 'nano'], 'skip-auto');
  const [a1, a2] = auto.heroes as [SeatKey, SeatKey];
  const a2Stream = await SseClient.open(url, auto.room, a2.token);
  assert.equal(codeOf(await send(req, auto.room, a2, { type: 'start' })), 'ok');
  assert.equal(codeOf(await send(req, auto.room, a1, { type: 'skip_turn' })), '409 cannot_skip');
  const bySeat = await send(req, auto.room, a2, { type: 'skip_turn' });
  assert.equal(codeOf(bySeat), 'ok');
  assert.deepEqual(bySeat.body.events[0], { type: 'turn_skipped', unit: 'h1', reason: 'away', by: 'h2' });
  a2Stream.close();
});

test('release_seat: refused to anyone but the master; the token dies, its streams end, and the hero is taken over through the invite flow', async () => {
  const url = live().url;
  const req = overHttp(url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], 'release');
  const [h1, h2] = heroes as [SeatKey, SeatKey];
  assert.equal(codeOf(await send(req, room, master, { type: 'start' })), 'ok');
  const h1Stream = await SseClient.open(url, room, h1.token);
  const mStream = await SseClient.open(url, room, master.token);
  assert.equal(codeOf(await send(req, room, h2, { type: 'release_seat', target: 'h1' })), '403 not_master');
  assert.equal(codeOf(await send(req, room, h1, { type: 'release_seat', target: 'h1' })), '403 not_master');
  assert.equal(codeOf(await send(req, room, master, { type: 'release_seat', target: 'h7' })), '422 unknown_seat');
  const before = (await getView(req, room, master.token)).view.units.find((u) => u.id === 'h1')!;

  const released = await send(req, room, master, { type: 'release_seat', target: 'h1' });
  assert.equal(codeOf(released), 'ok');
  assert.deepEqual(released.body.events, [{ type: 'seat_released', seat: 'h1', hero: 'barbaro' }]);
  await h1Stream.done;
  assert.ok(h1Stream.ended, 'the released seat’s stream ended');
  assert.equal(codeOf(await send(req, room, h1, { type: 'roll' })), '401 unauthorized');
  assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: h1.token })).status, 401);
  assert.equal(codeOf(await send(req, room, master, { type: 'release_seat', target: 'h1' })), '422 unknown_seat');
  await presenceFrame(mStream, (p) => !p.view.presence.includes('h1'));

  // the invite flow: the room offers barbaro again; nano is still held
  const summary = await call(req, 'GET', `/api/rooms/${room}`);
  assert.equal(summary.body.phase, 'playing');
  assert.deepEqual(
    summary.body.freeHeroes.map((h: { id: string }) => h.id),
    ['barbaro'],
  );
  assert.deepEqual(summary.body.seats, [
    { id: 'h1', hero: 'barbaro', vacant: true },
    { id: 'h2', hero: 'nano' },
  ]);
  assert.equal(codeOf({ ...(await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'nano' } })), status: 409 }), '409 game_started');
  const taken = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
  assert.equal(taken.status, 201);
  assert.equal(taken.body.seat, 'h1');
  const newcomer = { seat: 'h1', token: taken.body.token as string };
  const view = await getView(req, room, newcomer.token);
  assert.equal(view.view.seat, 'h1');
  assert.deepEqual(
    view.view.units.find((u) => u.id === 'h1'),
    before,
    'the same hero piece, where it stood',
  );
  assert.deepEqual(view.view.seats, [
    { id: 'h1', hero: 'barbaro' },
    { id: 'h2', hero: 'nano' },
  ]);
  assert.deepEqual(view.view.freeHeroes, []);
  assert.equal(codeOf(await send(req, room, newcomer, { type: 'roll' })), 'ok', 'the newcomer plays the turn of h1');
  assert.equal(codeOf(await send(req, room, h1, { type: 'end_turn' })), '401 unauthorized', 'the old token stays dead');
  mStream.close();
});

test('the master hands the creatures to the computer and takes them back; an away master’s overdue turn is played by the computer; the log replays to the same state', async () => {
  const tmp = tempDir();
  const server = await inspectableServer(tmp.dir);
  try {
    const req = overHttp(server.url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'computer', { turnSeconds: 1 });
    const h1 = heroes[0]!;
    const h1Stream = await SseClient.open(server.url, room, h1.token);
    const mStream = await SseClient.open(server.url, room, master.token);
    assert.equal(codeOf(await send(req, room, master, { type: 'start' })), 'ok');
    assert.equal(codeOf(await send(req, room, h1, { type: 'hand_over', to: 'computer' })), '403 not_master');
    assert.equal(codeOf(await send(req, room, h1, { type: 'computer_turn' })), '403 not_master');
    assert.equal(codeOf(await send(req, room, master, { type: 'hand_over', to: 'master' })), '422 no_effect');
    assert.ok((await getView(req, room, master.token)).legal.some((a) => a.type === 'hand_over' && a.to === 'computer'));

    // handed over during a hero's turn: the creatures' next turns play by themselves
    const handed = await send(req, room, master, { type: 'hand_over', to: 'computer' });
    assert.deepEqual(handed.body.events, [{ type: 'creatures_handed', to: 'computer' }]);
    assert.equal((await getView(req, room, h1.token)).view.computer, true);
    for (let round = 2; round <= 3; round++) {
      const ended = await send(req, room, h1, { type: 'end_turn' });
      const types = ended.body.events.map((e: GameEvent) => e.type);
      assert.deepEqual(types.slice(0, 2), ['turn_ended', 'turn_started']);
      assert.deepEqual(ended.body.events.at(-1), { type: 'turn_started', seat: 'h1', round }, 'the creatures’ turn played itself and it is h1’s again');
    }
    // taken back: the creatures' turn waits for the master
    assert.deepEqual((await send(req, room, master, { type: 'hand_over', to: 'master' })).body.events, [{ type: 'creatures_handed', to: 'master' }]);
    const toMaster = await send(req, room, h1, { type: 'end_turn' });
    assert.deepEqual(toMaster.body.events.at(-1), { type: 'turn_started', seat: MASTER, round: 3 });
    // the master is here: past turnSeconds its turn waits for it
    await new Promise((resolve) => setTimeout(resolve, 1300));
    assert.equal((await getView(req, room, h1.token)).view.turn?.seat, MASTER);
    // the master asks the computer for this one turn
    const asked = await send(req, room, master, { type: 'computer_turn', reason: 'away' });
    assert.deepEqual(asked.body.events[0], { type: 'computer_turn', reason: 'master' });
    assert.deepEqual(asked.body.events.at(-1), { type: 'turn_started', seat: 'h1', round: 4 });

    // the master goes away during its own turn: past turnSeconds the computer plays it (an action in the log); the wait
    // is long, as a busy machine's PostgreSQL run once took over 5 s to get there
    mStream.close();
    await presenceFrame(h1Stream, (p) => !p.view.presence.includes(MASTER));
    const waiting = await send(req, room, h1, { type: 'end_turn' });
    const played = await h1Stream.waitFor((u) => u.seq > waiting.body.seq && u.events.some((e) => e.type === 'computer_turn'), 30_000);
    assert.deepEqual(played.update.events[0], { type: 'computer_turn', reason: 'away' });
    assert.equal(played.update.view.turn?.seat, 'h1');
    assert.equal(played.update.view.round, 5);
    h1Stream.close();

    // the log replays to the same state
    const authority = (await server.services.rooms.get(room))!;
    const replayed = (await RoomAuthority.load(server.services.db, room))!;
    // join, start, hand_over, end_turn ×2, hand_over, end_turn, computer_turn (asked), end_turn, computer_turn (the server's)
    assert.equal(authority.state.seq, 10);
    const a = authority.state as unknown as Record<string, unknown>;
    const b = replayed.state as unknown as Record<string, unknown>;
    const differ = Object.keys({ ...a, ...b }).filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
    // field by field first: a failing deepEqual of two whole states takes minutes to print its diff
    assert.deepEqual(differ, [], 'the replayed state differs in these fields');
    assert.deepEqual(replayed.state, authority.state);
    replayed.dispose();
  } finally {
    await server.close();
    tmp.remove();
  }
});

test('an action of a released seat that waited behind its release is refused, never played as whoever holds the seat next', async () => {
  const url = live().url;
  const req = overHttp(url);
  for (let round = 0; round < 6; round++) {
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], `release-race-${round}`);
    const h1 = heroes[0]!;
    assert.equal(codeOf(await send(req, room, master, { type: 'start' })), 'ok');
    const page = await Page.open(url);
    page.send({ type: 'watch', watch: 'm', room, token: master.token });
    page.send({ type: 'watch', watch: 'h', room, token: h1.token });
    await page.update('m', 0);
    await page.update('h', 0);
    // in one tick: the master releases h1, a newcomer takes barbaro, and the old h1 rolls over its socket and by HTTP
    const release = page.act('m', { type: 'release_seat', target: 'h1' });
    const takeOver = call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
    const oldRoll = page.act('h', { type: 'roll' });
    const oldEnd = send(req, room, h1, { type: 'end_turn' });
    const [released, taken, rolled, ended] = await Promise.all([release, takeOver, oldRoll, oldEnd]);
    assert.equal(released.type, 'acted');
    assert.equal(taken.status, 201);
    // each old action either ran before the release (its seat still held) or is refused 401
    const log = (await call(req, 'GET', `/api/rooms/${room}/log`, { token: master.token })).body.entries as { seq: number; events: GameEvent[] }[];
    const releasedAt = log.find((e) => e.events.some((x) => x.type === 'seat_released'))!.seq;
    const afterRelease = log.filter((e) => e.seq > releasedAt).flatMap((e) => e.events.map((x) => x.type));
    assert.ok(
      !afterRelease.includes('movement_rolled') && !afterRelease.includes('turn_ended'),
      `nothing of the old token after the release: ${afterRelease.join(', ')}`,
    );
    if (rolled.type === 'error') assert.deepEqual([rolled.status, rolled.code], [401, 'unauthorized']);
    if (codeOf(ended) !== 'ok') assert.equal(codeOf(ended), '401 unauthorized');
    page.close();
  }
});
