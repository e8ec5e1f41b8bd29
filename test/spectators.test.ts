/**
 * Watching a room (docs/protocol.md, "Watching"): anyone who knows a room's id may follow it as a spectator, with no
 * token, over the page's live connection or `GET /view?as=spectator`; a spectator sees the heroes' side of the board,
 * may do nothing, and its actions are refused. A real server on loopback, real sockets, raw frames.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { SPECTATOR, type View } from '../engine/index.ts';
import { act, call, overHttp, setUpRoom } from './support/http.ts';
import { Page } from './support/live.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile, withLiveServer } from './support/server.ts';
import { SseClient } from './support/sse.ts';
import { assertFramesHideObjects, assertHeroFramesHide, hiddenCreatures, hiddenObjects } from './support/visibility.ts';

const live = serverForFile();
const MISSION = 'la-cripta-del-negromante';
const REFUSAL = { code: 'spectator', message: 'a spectator watches the room and may not act: take a free seat to play' };

/** `view` as a spectator would see it if it were `seat`'s: the same but for who reads it. */
const asSpectator = (view: View): View => ({ ...view, seat: SPECTATOR, role: 'spectator' });

describe('a spectator over HTTP', () => {
  test('reads the heroes’ side of the board with nothing to do, its chronicle too; its actions are refused 403 `spectator`', async () => {
    const req = overHttp(live().url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, MISSION, ['barbaro', 'nano'], 'spectator-http');
    await act(req, room, master.token, { type: 'start' });
    const watched = await call(req, 'GET', `/api/rooms/${room}/view?as=spectator`);
    assert.equal(watched.status, 200);
    assert.equal(watched.body.view.seat, 'spectator');
    assert.equal(watched.body.view.role, 'spectator');
    assert.deepEqual(watched.body.legal, []);
    const hero = await call(req, 'GET', `/api/rooms/${room}/view`, { token: heroes[0]!.token });
    assert.deepEqual(watched.body.view, asSpectator(hero.body.view));
    // the master (open book) sees creatures and hidden objects the spectator does not
    const everything = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: master.token })).body.view as View;
    assert.ok(hiddenCreatures(everything).length >= 5 && hiddenObjects(everything).some((o) => o.hidden));
    const raw = JSON.stringify(watched.body);
    for (const { id } of [...hiddenCreatures(everything), ...hiddenObjects(everything)]) assert.ok(!raw.includes(`"${id}"`), `${id} leaked`);

    // any action, whoever's turn it is and whatever seq it names, is refused and changes nothing
    for (const body of [{ type: 'end_turn' }, { type: 'roll', seq: watched.body.seq }, { type: 'roll', seq: 0 }]) {
      const refused = await call(req, 'POST', `/api/rooms/${room}/actions?as=spectator`, { body });
      assert.equal(refused.status, 403, JSON.stringify(body));
      assert.deepEqual(refused.body.error, REFUSAL);
    }
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view?as=spectator`)).body.seq, watched.body.seq);

    const log = await call(req, 'GET', `/api/rooms/${room}/log?as=spectator`);
    assert.equal(log.status, 200);
    assert.deepEqual(log.body, (await call(req, 'GET', `/api/rooms/${room}/log`, { token: heroes[0]!.token })).body);
    assert.ok(log.body.entries.some((e: { events: { type: string }[] }) => e.events.some((x) => x.type === 'game_started')));
  });

  test('a token with `?as=spectator` is refused 400, another `as` is refused 400, and no token without it is still 401', async () => {
    const req = overHttp(live().url);
    const { room, master } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'spectator-bad');
    const both = await call(req, 'GET', `/api/rooms/${room}/view?as=spectator`, { token: master.token });
    assert.equal(both.status, 400);
    assert.equal(both.body.error.code, 'bad_request');
    assert.match(both.body.error.message, /not both/);
    const bothAct = await call(req, 'POST', `/api/rooms/${room}/actions?as=spectator`, { token: master.token, body: { type: 'start' } });
    assert.equal(bothAct.status, 400);
    const other = await call(req, 'GET', `/api/rooms/${room}/view?as=master`);
    assert.equal(other.status, 400);
    assert.equal(other.body.error.code, 'invalid_body');
    assert.equal(other.body.error.issues[0].path, 'as');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`)).status, 401);
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/actions`, { body: { type: 'start' } })).status, 401);
    const missing = await call(req, 'GET', '/api/rooms/no-such-room/view?as=spectator');
    assert.equal(missing.status, 404);
  });
});

describe('a spectator over the live connection', () => {
  test('gets the room with no token, then every change as a hero sees it, with nothing to do', async () => {
    const url = live().url;
    const req = overHttp(url);
    const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, MISSION, ['barbaro'], 'spectator-live');
    const page = await Page.open(url);
    page.send({ type: 'watch', watch: 'w', room, spectator: true });
    const first = await page.update('w', 0);
    assert.equal(first.view.role, 'spectator');
    assert.equal(first.view.phase, 'lobby');
    assert.deepEqual(first.legal, []);
    const { seq } = await act(req, room, master.token, { type: 'start' });
    const started = await page.update('w', seq);
    assert.equal(started.view.phase, 'playing');
    assert.deepEqual(started.legal, []);
    assert.ok(started.events.some((e) => e.type === 'game_started'));
    const hero = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: heroes[0]!.token })).body.view;
    assert.deepEqual(started.view, asSpectator(hero));
    page.close();
  });

  test('a watch with both a token and `spectator`, or with neither, is refused `bad_message`', async () => {
    const url = live().url;
    const { room, master } = await setUpRoom(overHttp(url), ADMIN_TOKEN, 'la-prova', [], 'spectator-bad-ws');
    const page = await Page.open(url);
    page.send({ type: 'watch', watch: 'a', room, token: master.token, spectator: true });
    page.send({ type: 'watch', watch: 'b', room });
    page.send({ type: 'watch', watch: 'c', room, spectator: false });
    await page.next(() => page.messages.length >= 3, 'three refusals');
    for (const message of page.messages) {
      assert.equal(message.type, 'error');
      assert.equal(message.type === 'error' && message.code, 'bad_message');
      assert.equal(message.watch, null);
    }
    assert.match(page.raws[0]!, /either a seat's \\"token\\" or \\"spectator\\": true/);
    page.close();
  });

  test('a room has at most `maxSpectators` watching at once: one more is refused `too_many_spectators` until one leaves', async () => {
    await withLiveServer({ maxSpectators: 2 }, async (url) => {
      const { room, master } = await setUpRoom(overHttp(url), ADMIN_TOKEN, 'la-prova', ['barbaro'], 'spectator-cap');
      const [one, two] = [await Page.open(url), await Page.open(url)];
      one.send({ type: 'watch', watch: 's1', room, spectator: true });
      two.send({ type: 'watch', watch: 's2', room, spectator: true });
      await Promise.all([one.update('s1', 0), two.update('s2', 0)]);
      // seats are not spectators: the master still watches
      two.send({ type: 'watch', watch: 'm', room, token: master.token });
      await two.update('m', 0);
      two.send({ type: 'watch', watch: 's3', room, spectator: true });
      assert.deepEqual(await two.error('s3'), {
        type: 'error',
        watch: 's3',
        code: 'too_many_spectators',
        message: `room "${room}" has 2 spectators watching, the most it allows: try again later, or take a free seat`,
      });
      // one leaves (its socket closes): a place is free again
      one.close();
      await new Promise((r) => setTimeout(r, 100));
      two.send({ type: 'watch', watch: 's4', room, spectator: true });
      assert.equal((await two.update('s4', 0)).view.role, 'spectator');
      two.close();
    });
  });
});

test('through a whole game of a mission with hidden rooms, traps, treasure and a secret door, a spectator’s raw frames carry nothing a hero may not see', async () => {
  const url = live().url;
  const req = overHttp(url);
  // the admin's room reads the quest book open: the master's frames are the truth to keep from the spectator
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, MISSION, ['barbaro', 'nano'], 'spectator-game');
  const seats: LiveSeat[] = [];
  for (const s of [master, ...heroes]) seats.push({ ...s, stream: await SseClient.open(url, room, s.token) });
  const [m, h1] = seats as [LiveSeat, LiveSeat];
  const page = await Page.open(url);
  page.send({ type: 'watch', watch: 'spectator', room, spectator: true });
  await page.update('spectator', 0);

  await playGame(url, room, seats);
  const last = m.stream.latest!;
  assert.equal(last.view.phase, 'over');
  await page.update('spectator', last.seq);
  const frames = page.frames('spectator');
  assert.equal(frames.length, m.stream.frames.length, 'one frame per action, as every seat');
  assert.ok(
    frames.some((f) => f.update.events.some((e) => e.type === 'room_revealed')),
    'rooms were revealed during the game',
  );

  // the existing scan (creatures of unrevealed rooms, the PRNG), and hidden objects, on the raw text of each message
  assert.ok(assertHeroFramesHide(m.stream.frames, frames) > 30);
  assert.ok(assertFramesHideObjects(m.stream.frames, frames) > 30);
  // and frame by frame, exactly what the first hero reads: its view and events, with nothing to do
  const heroFrames = new Map(h1.stream.frames.map((f) => [f.update.seq, f.update]));
  for (const { update } of frames) {
    const hero = heroFrames.get(update.seq);
    assert.ok(hero, `no hero frame for seq ${update.seq}`);
    // who is connected is the room's, the same for every seat, and may have changed at the same seq (h2's stream
    // opened after h1's first frame): compared apart
    assert.deepEqual({ ...update.view, presence: [] }, asSpectator({ ...hero.view, presence: [] }), `seq ${update.seq}`);
    assert.deepEqual(update.view.presence, ['master', 'h1', 'h2'], `seq ${update.seq}`);
    assert.deepEqual(update.events, hero.events, `seq ${update.seq}`);
    assert.deepEqual(update.legal, []);
  }
  for (const s of seats) s.stream.close();
  page.close();
});
