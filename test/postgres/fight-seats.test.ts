/**
 * A campaign fight's seats on two server instances sharing one PostgreSQL database: no seat token
 * is stored, each player is handed its seats through its campaign token by either instance, the same ones, and plays
 * them through both; a player joining with a hero mid-fight takes its seat over, and the previous holder's token dies.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newTestCampaign } from '../support/campaigns.ts';
import { call, overHttp, type Requester } from '../support/http.ts';
import { campaignInstances } from '../support/postgres.ts';
import { ADMIN_TOKEN } from '../support/server.ts';

const servers = campaignInstances();

type Seat = { hero: string; seat: string; token: string };

/** Player `token`'s fight seats in campaign `id`, read through `req`. */
async function seatsOf(req: Requester, id: string, token: string): Promise<Seat[]> {
  const answer = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
  assert.equal(answer.status, 200, JSON.stringify(answer.body));
  return answer.body.fight.seats;
}

test('two instances: each player is handed the same fight seats by either, plays them through both, and a player joining with a hero takes its seat over', async () => {
  const [a, b] = servers().map((s) => overHttp(s.url)) as [Requester, Requester];
  const c = await newTestCampaign(a, ADMIN_TOKEN, ['vestin']);
  assert.equal((await call(a, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.leader, body: { type: 'travel', to: 'old-road' } })).status, 200);
  // the room opened on instance a
  const fought = await call(a, 'POST', `/api/campaigns/${c.id}/actions`, { token: c.p1!, body: { type: 'fight' } });
  assert.equal(fought.status, 200, JSON.stringify(fought.body));
  const room = fought.body.fight.room as string;
  assert.deepEqual(await seatsOf(b, c.id, c.p1!), fought.body.fight.seats, 'b hands p1 the seats a handed it');
  // the leader handed its seats by b, then by a: the same
  const leaderSeats = await seatsOf(b, c.id, c.leader);
  assert.deepEqual(
    leaderSeats.map((s) => [s.hero, s.seat]),
    [
      ['markovia', 'h2'],
      ['mystere', 'h3'],
      ['spargle', 'h4'],
    ],
  );
  assert.deepEqual(await seatsOf(a, c.id, c.leader), leaderSeats);
  const seats: Seat[] = [...fought.body.fight.seats, ...leaderSeats];
  // every seat opens the room through both instances
  for (const req of [a, b]) {
    for (const s of seats) {
      const view = await call(req, 'GET', `/api/rooms/${room}/view`, { token: s.token });
      assert.deepEqual([view.status, view.body.view?.seat], [200, s.seat], `seat ${s.seat}`);
    }
  }
  // two turns played, one through each instance, each by the seat whose turn it is
  let seq = (await call(a, 'GET', `/api/rooms/${room}/view`, { token: seats[0]!.token })).body.seq as number;
  for (const req of [a, b]) {
    const view = await call(req, 'GET', `/api/rooms/${room}/view`, { token: seats[0]!.token });
    const turn = seats.find((s) => s.seat === view.body.view.turn.seat)!;
    const played = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: turn.token, body: { type: 'end_turn', seq: view.body.seq } });
    assert.deepEqual([played.status, played.body.seq], [200, seq + 1], JSON.stringify(played.body));
    seq += 1;
  }

  // p2 joins holding markovia: its first read through b moves h2 to its own token; the leader's dies
  const joined = await call(b, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['markovia'] } });
  assert.equal(joined.status, 201, JSON.stringify(joined.body));
  const p2Seats = await seatsOf(b, c.id, joined.body.token);
  assert.deepEqual(
    p2Seats.map((s) => [s.hero, s.seat]),
    [['markovia', 'h2']],
  );
  assert.notEqual(p2Seats[0]!.token, leaderSeats[0]!.token);
  assert.deepEqual(
    (await seatsOf(b, c.id, c.leader)).map((s) => s.seat),
    ['h3', 'h4'],
  );
  assert.equal((await call(b, 'GET', `/api/rooms/${room}/view`, { token: leaderSeats[0]!.token })).status, 401);
  for (const req of [a, b]) assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: p2Seats[0]!.token })).body.view.seat, 'h2');
});
