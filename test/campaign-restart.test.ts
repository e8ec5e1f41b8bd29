/**
 * A campaign survives its server being killed (SIGKILL, no goodbye) in the middle of a fight: a new server on the
 * same database answers the same view at the same seq, the fight's room and its seats go on, and the fight's end
 * reaches the campaign once.
 */
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { test } from 'node:test';
import { closeDatabase, openDatabase } from '../cms/db/database.ts';
import { newTestCampaign, storeTestAdventure } from './support/campaigns.ts';
import { call, overHttp } from './support/http.ts';
import { ADMIN_TOKEN, serverProcess, tempDir, testDatabase } from './support/server.ts';

const MAIN = fileURLToPath(new URL('../cms/main.ts', import.meta.url));

test('killed mid-fight, a campaign resumes from its stored state and its fight ends into it once', async () => {
  const tmp = tempDir();
  try {
    let server = await serverProcess(['--import', 'tsx', MAIN], tmp.dir);
    const db = await openDatabase(testDatabase(tmp.dir) ?? { sqlite: tmp.dir });
    try {
      await storeTestAdventure(db);
    } finally {
      await closeDatabase(db);
    }
    let req = overHttp(server.url);
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'buy', item: 'provviste', count: 1 } })).status, 200);
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
