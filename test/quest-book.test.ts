/**
 * The quest book stays closed (docs/protocol.md, "The quest book"): a room made without signing in gives its master
 * only what the heroes have found, so a hero cannot open a private room of the same mission and read the hidden
 * placements of their own room there. Against a real listening server, on the raw JSON the seats receive.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import type { View } from '../engine/index.ts';
import { call, getView, overHttp } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';
import { hiddenCreatures } from './support/visibility.ts';

const live = serverForFile();
const MISSION = 'la-cripta-del-negromante';

/** What the open book of `master` (an open book master's view in the lobby) hides from the heroes: creature, door and object ids. */
function hiddenPlacements(master: View): string[] {
  const creatures = hiddenCreatures(master).map((c) => c.id);
  const doors = master.board.doors.filter((d) => d.secret).map((d) => d.id);
  const objects = master.objects.filter((o) => o.hidden).map((o) => o.id);
  return [...creatures, ...doors, ...objects];
}

describe('the quest book', () => {
  test('a room made without signing in has it closed; signed in, open unless asked closed; "open" without signing in is refused', async () => {
    const req = overHttp(live().url);
    const anonymous = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION } });
    assert.equal(anonymous.status, 201);
    assert.equal(anonymous.body.role, 'master');
    assert.equal(anonymous.body.questBook, 'closed');
    assert.equal((await getView(req, anonymous.body.room, anonymous.body.token)).view.questBook, 'closed');

    const asked = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION, questBook: 'open' } });
    assert.equal(asked.status, 403);
    assert.equal(asked.body.error.code, 'forbidden');
    assert.match(asked.body.error.message, /sign/);

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

  test("a hero cannot learn their own room's hidden placements from a room of the same mission they make", async () => {
    const url = live().url;
    const req = overHttp(url);
    // the hero's own room, made by a signed-in master: its open book is the truth to keep from the hero
    const own = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: MISSION } });
    const truth = hiddenPlacements((await getView(req, own.body.room, own.body.token)).view);
    assert.ok(truth.length >= 6, `the crypt hides creatures, a secret door and objects: ${truth.join(', ')}`);
    const seat = await call(req, 'POST', `/api/rooms/${own.body.room}/seats`, { body: { hero: 'barbaro' } });
    assert.equal(seat.status, 201);

    // the same person makes a second room without signing in and reads everything its master may read
    const probe = await call(req, 'POST', '/api/rooms', { body: { mission: MISSION } });
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
