/**
 * A campaign survives its server being killed (SIGKILL, no goodbye) in the middle of a fight: a new server on the
 * same database answers the same view at the same seq, the fight's room and its seats go on as they stood, and the
 * fight's end reaches the campaign once: a flight charged once; a victory's rewards paid once, and not again when
 * the server is killed after it.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { closeDatabase, openDatabase } from '../cms/db/database.ts';
import { newTestCampaign, storeTestAdventure } from './support/campaigns.ts';
import { heroChoice } from './support/bot.ts';
import { act, call, overHttp, type SeatKey } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { SseClient } from './support/sse.ts';
import { ADMIN_TOKEN, serverProcess, tempDir, testDatabase } from './support/server.ts';

const MAIN = fileURLToPath(new URL('../cms/main.ts', import.meta.url));

/** A server process on the data folder `dir`, its database holding the test adventure. */
async function serverWithTestAdventure(dir: string): Promise<Awaited<ReturnType<typeof serverProcess>>> {
  const server = await serverProcess(['--import', 'tsx', MAIN], dir);
  const db = await openDatabase(testDatabase(dir) ?? { sqlite: dir });
  try {
    await storeTestAdventure(db);
  } finally {
    await closeDatabase(db);
  }
  return server;
}

test('killed mid-fight, a campaign resumes from its stored state and its fight ends into it once', async () => {
  const tmp = tempDir();
  try {
    let server = await serverWithTestAdventure(tmp.dir);
    let req = overHttp(server.url);
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    assert.equal(
      (await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'buy', item: 'provviste', count: 1 } })).status,
      200,
    );
    assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'travel', to: 'old-road' } })).status, 200);
    const fought = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.p1!, body: { type: 'fight' } });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    const before = await call(req, 'GET', `/api/campaigns/${c.id}/view`, { token: c.leader });

    await server.stop('SIGKILL');
    server = await serverProcess(['--import', 'tsx', MAIN], tmp.dir);
    req = overHttp(server.url);
    const after = await call(req, 'GET', `/api/campaigns/${c.id}/view`, { token: c.leader });
    assert.equal(after.status, 200);
    assert.deepEqual(after.body, before.body, 'the same seq, view, legal actions and fight seats');

    // the heroes play on in the same room: whoever's turn it is flees, and the campaign hears of it once
    const seats = [...after.body.fight.seats, ...fought.body.fight.seats] as { seat: string; token: string }[];
    const room = after.body.fight.room as string;
    let fled = false;
    for (let i = 0; i < 20 && !fled; i++) {
      const turn = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: seats[0]!.token })).body.view.turn;
      const mover = seats.find((s) => s.seat === turn?.seat);
      assert.ok(mover, `a hero's turn (${JSON.stringify(turn)})`);
      fled = (await call(req, 'POST', `/api/rooms/${room}/actions`, { token: mover.token, body: { type: 'flee' } })).status === 200;
      if (!fled) await call(req, 'POST', `/api/rooms/${room}/actions`, { token: mover.token, body: { type: 'end_turn' } });
    }
    assert.ok(fled);
    const ended = await call(req, 'GET', `/api/campaigns/${c.id}/view`, { token: c.leader });
    assert.equal(ended.body.fight, null);
    assert.equal(ended.body.seq, before.body.seq + 1, 'fight_ended applied once');
    assert.equal(ended.body.view.company.provisions, before.body.view.company.provisions - 1);
    await server.stop();
  } finally {
    tmp.remove();
  }
});

test('killed mid-fight, the fight resumes as it stood and its victory pays once; killed again after it, nothing is paid again', async () => {
  const tmp = tempDir();
  try {
    let server = await serverWithTestAdventure(tmp.dir);
    let req = overHttp(server.url);
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const view = async (token = c.leader) => {
      const answer = await call(req, 'GET', `/api/campaigns/${c.id}/view`, { token });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    };
    assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'travel', to: 'old-road' } })).status, 200);
    const fought = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'fight' } });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    const room = fought.body.fight.room as string;
    const keys: SeatKey[] = [...fought.body.fight.seats, ...(await view(c.p1!)).fight.seats];
    // a few moves of the scripted heroes: the fight is under way
    const roomView = (token: string) => call(req, 'GET', `/api/rooms/${room}/view`, { token }).then((a) => a.body);
    for (let i = 0; i < 4; i++) {
      const now = await roomView(keys[0]!.token);
      const mover = keys.find((k) => k.seat === now.view.turn?.seat)!;
      const mine = await roomView(mover.token);
      await act(req, room, mover.token, heroChoice(mine.view, mine.legal));
    }
    const roomBefore = await roomView(keys[0]!.token);
    assert.equal(roomBefore.view.phase, 'playing');
    const before = await view();

    await server.stop('SIGKILL');
    server = await serverProcess(['--import', 'tsx', MAIN], tmp.dir);
    req = overHttp(server.url);
    assert.deepEqual(await view(), before, 'the campaign as it was: seq, view, legal actions, the fight and its seats');
    // what it resumed from is its autosave: written with every action, at the seq it resumed at, with the fight on
    const saves = await call(req, 'GET', `/api/campaigns/${c.id}/saves`, { token: c.leader });
    const auto = saves.body.saves.find((s: { slot: string }) => s.slot === 'auto');
    assert.deepEqual([auto.seq, auto.fight, auto.place], [before.seq, true, { at: 'location', location: 'old-road', position: 0 }]);
    const roomAfter = await roomView(keys[0]!.token);
    assert.deepEqual(
      [roomAfter.seq, roomAfter.view.units, roomAfter.view.turn, roomAfter.view.round],
      [roomBefore.seq, roomBefore.view.units, roomBefore.view.turn, roomBefore.view.round],
      'the fight as it stood: every unit, the turn and the round',
    );

    // the same seats play the fight to its end: a victory, whose rewards (12 gold, 20 XP) are paid once
    const seats: LiveSeat[] = [];
    for (const k of keys) seats.push({ ...k, stream: await SseClient.open(server.url, room, k.token) });
    try {
      await seats[0]!.stream.waitFor(() => true);
      await playGame(server.url, room, seats);
      assert.deepEqual(seats[0]!.stream.latest!.view.result, { winner: 'heroes', reason: 'all_creatures_dead' });
    } finally {
      for (const s of seats) s.stream.close();
    }
    let won = await view();
    for (let i = 0; i < 50 && won.fight !== null; i++) {
      await new Promise((resolve) => setTimeout(resolve, 100));
      won = await view();
    }
    assert.equal(won.fight, null, 'the fight is over in the campaign');
    assert.equal(won.seq, before.seq + 1, 'one fight_ended');
    assert.equal(won.view.company.gold, before.view.company.gold + 12, "the rewards' gold, once");
    assert.ok(won.view.run.resolved.includes('old-road-fight'));
    const survivors = won.view.company.heroes.filter((h: { id: string; hp: number }) => h.hp > 0 && won.view.company.active.includes(h.id));
    assert.ok(survivors.length > 0);
    for (const h of survivors) assert.equal(h.xp, 20, `${h.id}: each surviving active hero's 20 XP, once`);

    // killed again once the victory was paid: the campaign reads the same and pays nothing again
    await server.stop('SIGKILL');
    server = await serverProcess(['--import', 'tsx', MAIN], tmp.dir);
    req = overHttp(server.url);
    assert.deepEqual(await view(), won);
    // and plays on: the chest pays its 10 gold once
    const opened = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'advance' } }).then(() =>
      call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'open' } }),
    );
    assert.equal(opened.status, 200, JSON.stringify(opened.body));
    assert.equal(
      (await view()).view.company.gold,
      won.view.company.gold + 10 + (opened.body.events.find((e: { type: string }) => e.type === 'chest_bonus')?.gold ?? 0),
    );
    const log = await call(req, 'GET', `/api/campaigns/${c.id}/view`, { token: c.leader });
    assert.equal(log.body.seq, won.seq + 2);
    await server.stop();
  } finally {
    tmp.remove();
  }
});
