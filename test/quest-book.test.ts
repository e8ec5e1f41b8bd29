/**
 * The quest book (docs/protocol.md, "The quest book"), against a real listening server, on the raw JSON the seats
 * receive: every room's master reads it unless the room's creator closed it at creation — a room made without signing
 * in (a visitor on a club's site) too, so its master sees every creature of the mission and moves each one the
 * heroes have found. A closed book is chosen explicitly (`"questBook":"closed"`), and its master then reads exactly what
 * the heroes read, frame by frame, and hears of a hidden creature exactly as of one that does not exist.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import type { View } from '../engine/index.ts';
import { act, call, getView, overHttp } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';
import { hiddenCreatures } from './support/visibility.ts';

const live = serverForFile();
const MISSION = 'la-cripta-del-negromante';
const L = (it: string, en: string) => ({ it, en });

/**
 * Two rooms and a corridor between them: the heroes start in room `a` (found at the start) with a goblin; another
 * goblin waits in the corridor (always in sight), an orc in room `b` behind a closed door (not found).
 */
const TWO_ROOMS = {
  id: 'test-libro',
  name: L('Libro', 'Book'),
  map: {
    rows: ['AAA.BBB', 'AAA.BBB', 'AAA.BBB'],
    rooms: [
      { id: 'a', char: 'A' },
      { id: 'b', char: 'B' },
    ],
    doors: [
      {
        between: [
          [2, 0],
          [3, 0],
        ],
      },
      {
        between: [
          [3, 2],
          [4, 2],
        ],
      },
    ],
  },
  start: [[0, 0]],
  monsters: [
    { kind: 'goblin', x: 2, y: 2 },
    { kind: 'goblin', x: 3, y: 1 },
    { kind: 'orco', x: 6, y: 1 },
  ],
};

/** The creatures of a view as `kind@x,y`, sorted. */
const creaturesOf = (view: View) =>
  view.units
    .filter((u) => u.side === 'master' && !u.npc)
    .map((u) => `${u.kind}@${u.x},${u.y}`)
    .sort();

/** What the open book of `master` (an open book master's view in the lobby) hides from the heroes: creature, door and object ids. */
function hiddenPlacements(master: View): string[] {
  const creatures = hiddenCreatures(master).map((c) => c.id);
  const doors = master.board.doors.filter((d) => d.secret).map((d) => d.id);
  const objects = master.objects.filter((o) => o.hidden).map((o) => o.id);
  return [...creatures, ...doors, ...objects];
}

/** A room of `mission` made without signing in (`questBook` as given), with `hero` seated and the game started: on the master's turn. */
async function startedAnonymousRoom(mission: string, questBook?: 'closed') {
  const req = overHttp(live().url);
  const created = await call(req, 'POST', '/api/rooms', { body: { mission, ...(questBook ? { questBook } : {}) } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  const room = created.body.room as string;
  const master = created.body.token as string;
  const hero = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: 'barbaro' } });
  await act(req, room, master, { type: 'start' });
  await act(req, room, hero.body.token, { type: 'end_turn' });
  return { req, room, master, questBook: created.body.questBook as string };
}

describe('the quest book', () => {
  before(async () => {
    const put = await call(overHttp(live().url), 'PUT', `/api/missions/${TWO_ROOMS.id}`, { token: ADMIN_TOKEN, body: TWO_ROOMS });
    assert.ok(put.status === 200 || put.status === 201, JSON.stringify(put.body));
  });

  test('open in every room unless its creator closes it: without signing in as signed in; a bad value names the field', async () => {
    const req = overHttp(live().url);
    const anonymous = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION } });
    assert.equal(anonymous.status, 201);
    assert.equal(anonymous.body.role, 'master');
    assert.equal(anonymous.body.questBook, 'open');
    assert.equal((await getView(req, anonymous.body.room, anonymous.body.token)).view.questBook, 'open');
    const asked = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION, questBook: 'open' } });
    assert.equal(asked.status, 201);
    assert.equal(asked.body.questBook, 'open');
    const closed = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION, questBook: 'closed' } });
    assert.equal(closed.status, 201);
    assert.equal(closed.body.questBook, 'closed');
    assert.equal((await getView(req, closed.body.room, closed.body.token)).view.questBook, 'closed');

    const admin = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: MISSION } });
    assert.equal(admin.status, 201);
    assert.equal(admin.body.questBook, 'open');
    const blind = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: MISSION, questBook: 'closed' } });
    assert.equal(blind.body.questBook, 'closed');

    const bad = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION, questBook: 'ajar' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_body');
    assert.equal(bad.body.error.issues[0].path, 'questBook');
  });

  test("a room made without signing in: its master's view lists every creature of the mission, those of rooms not found yet too", async () => {
    const req = overHttp(live().url);
    const mission = (await call(req, 'GET', `/api/missions/${MISSION}`, { token: ADMIN_TOKEN })).body as { monsters: { kind: string; x: number; y: number }[] };
    const every = mission.monsters.map((m) => `${m.kind}@${m.x},${m.y}`).sort();
    assert.equal(every.length, 9);
    const created = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION } });
    const { view } = await getView(req, created.body.room, created.body.token);
    assert.deepEqual(creaturesOf(view), every);
    assert.equal(hiddenCreatures(view).length, 9, 'in the lobby no room is found: every creature waits in one');
    // still so once the game is under way, on the master's own turn
    const started = await startedAnonymousRoom(MISSION);
    assert.equal(started.questBook, 'open');
    const playing = (await getView(req, started.room, started.master)).view;
    assert.equal(playing.phase, 'playing');
    assert.deepEqual(creaturesOf(playing), every);
  });

  test('a room made without signing in: its master moves every creature the heroes have found, and knows where the others wait', async () => {
    const { req, room, master } = await startedAnonymousRoom(TWO_ROOMS.id);
    const { view, legal } = await getView(req, room, master);
    assert.deepEqual(creaturesOf(view), ['goblin@2,2', 'goblin@3,1', 'orco@6,1']);
    assert.deepEqual(view.revealed, ['a']);
    const id = (x: number, y: number) => view.units.find((u) => u.x === x && u.y === y)!.id;
    const movable = new Set(legal.flatMap((a) => (a.type === 'move_creature' ? [a.creature] : [])));
    assert.deepEqual([...movable].sort(), [id(2, 2), id(3, 1)].sort(), 'the legal moves: the goblins of the found room and of the corridor');
    await act(req, room, master, { type: 'move_creature', creature: id(2, 2), to: [2, 1] });
    await act(req, room, master, { type: 'move_creature', creature: id(3, 1), to: [3, 0] });
    const moved = (await getView(req, room, master)).view;
    assert.deepEqual(creaturesOf(moved), ['goblin@2,1', 'goblin@3,0', 'orco@6,1']);
    // the orc waits in room b until a hero finds it (a rule of every room, open book or closed): the master is told so
    const waiting = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master, body: { type: 'move_creature', creature: id(6, 1), to: [5, 1] } });
    assert.equal(waiting.status, 422);
    assert.deepEqual(waiting.body.error, { code: 'not_revealed', message: `${id(6, 1)} waits in a room the heroes have not found yet` });
  });

  test('a closed book, chosen at creation: its master sees and moves only what the heroes have found, and hears of the others as of nothing', async () => {
    const { req, room, master, questBook } = await startedAnonymousRoom(TWO_ROOMS.id, 'closed');
    assert.equal(questBook, 'closed');
    const { view, legal } = await getView(req, room, master);
    assert.equal(view.questBook, 'closed');
    assert.deepEqual(creaturesOf(view), ['goblin@2,2', 'goblin@3,1']);
    assert.deepEqual(
      [...new Set(legal.flatMap((a) => (a.type === 'move_creature' ? [a.creature] : [])))].sort(),
      ['m1', 'm2'],
      'the legal moves: the goblins of the found room and of the corridor',
    );
    await act(req, room, master, { type: 'move_creature', creature: 'm1', to: [2, 1] });
    // the orc of room b (m3, the mission's third creature) is answered exactly as a creature that does not exist
    const hidden = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master, body: { type: 'move_creature', creature: 'm3', to: [5, 1] } });
    const none = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master, body: { type: 'move_creature', creature: 'm99', to: [5, 1] } });
    assert.equal(hidden.status, 422);
    assert.equal(none.status, 422);
    assert.deepEqual(hidden.body.error, { code: 'unknown_unit', message: 'no living creature "m3"' });
    assert.deepEqual(none.body.error, { code: 'unknown_unit', message: 'no living creature "m99"' });
  });

  test("a closed book keeps a room's hidden placements from its master through a whole game, frame by frame", async () => {
    const url = live().url;
    const req = overHttp(url);
    // the hero's own room, made by a signed-in master: its open book is the truth to keep from the closed book's master
    const own = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: MISSION } });
    const truth = hiddenPlacements((await getView(req, own.body.room, own.body.token)).view);
    assert.ok(truth.length >= 6, `the crypt hides creatures, a secret door and objects: ${truth.join(', ')}`);

    // a room of the same mission whose creator closed the book: everything its master may read
    const probe = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION, questBook: 'closed' } });
    assert.equal(probe.status, 201);
    const room = probe.body.room as string;
    const raws: string[] = [];
    raws.push(JSON.stringify((await call(req, 'GET', `/api/rooms/${room}/view`, { token: probe.body.token })).body));
    raws.push(JSON.stringify((await call(req, 'GET', `/api/rooms/${room}`)).body));
    const heroes: { seat: string; token: string }[] = [];
    for (const hero of ['barbaro', 'nano']) {
      const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
      heroes.push({ seat: joined.body.seat, token: joined.body.token });
    }
    const seats: LiveSeat[] = [];
    for (const s of [{ seat: 'master', token: probe.body.token as string }, ...heroes]) seats.push({ ...s, stream: await SseClient.open(url, room, s.token) });
    const [master, h1] = seats as [LiveSeat, LiveSeat];
    await playGame(url, room, seats, { until: (u) => u.view.phase === 'playing' });
    raws.push(master.stream.frames.at(-1)!.raw);
    raws.push(JSON.stringify((await call(req, 'GET', `/api/rooms/${room}/log`, { token: probe.body.token })).body));
    for (const raw of raws) {
      for (const id of truth) assert.ok(!raw.includes(`"id":"${id}"`), `the closed book's master reads hidden ${id}: ${raw.slice(0, 200)}…`);
    }

    // through a whole game the master reads, frame by frame, exactly what the first hero reads
    await playGame(url, room, seats);
    assert.equal(master.stream.latest!.view.phase, 'over');
    const heroFrames = new Map(h1.stream.frames.map((f) => [f.update.seq, f.update.view]));
    const ids = (xs: readonly { id: string }[]) => xs.map((x) => x.id).sort();
    let compared = 0;
    for (const { update } of master.stream.frames) {
      const hero = heroFrames.get(update.seq);
      assert.ok(hero, `no hero frame for seq ${update.seq}`);
      assert.deepEqual(ids(update.view.units), ids(hero.units), `seq ${update.seq}: units`);
      assert.deepEqual(ids(update.view.board.doors), ids(hero.board.doors), `seq ${update.seq}: doors`);
      assert.deepEqual(ids(update.view.objects), ids(hero.objects), `seq ${update.seq}: objects`);
      compared++;
    }
    assert.ok(compared > 20, `only ${compared} frames compared`);
    for (const s of seats) s.stream.close();
  });
});
