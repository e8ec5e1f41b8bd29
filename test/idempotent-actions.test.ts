/**
 * Sending an action once (docs/protocol.md, "Sending an action once"): an action carrying the `seq` of the view it
 * was chosen on is played only while the room is still at that seq. Two copies of one action sent at once (a double
 * click, a retried request) are applied exactly once: the second finds the room moved on and gets 409 `stale_seq`,
 * and nothing changes. Checked over 1,000 duplicate pairs on a real server, in solo `auto` rooms (where a hero's
 * `end_turn` also plays every creature's turn) and in rooms with a master.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MASTER, type Action } from '../engine/index.ts';
import { heroChoice, masterChoice } from './support/bot.ts';
import { call, getView, overHttp, setUpRoom, type Requester, type SeatKey } from './support/http.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';

const live = serverForFile();

/** Sends `action` for `seat` with `seq`; the raw answer. */
function send(req: Requester, room: string, seat: SeatKey, action: Action, seq: number) {
  return call(req, 'POST', `/api/rooms/${room}/actions`, { token: seat.token, body: { ...action, seq } });
}

interface Room {
  room: string;
  seats: SeatKey[];
}

/**
 * Plays `pairs` duplicate pairs in rooms made by `open` (a new one when a game ends): each time the seat on turn
 * chooses an action on its view and sends it twice at once with that view's seq. @returns how many were applied.
 */
async function duplicatePairs(req: Requester, pairs: number, open: () => Promise<Room>): Promise<{ applied: number; refused: number; rooms: number }> {
  let current = await open();
  let rooms = 1;
  let applied = 0;
  let refused = 0;
  for (let i = 0; i < pairs; i++) {
    let seen = await getView(req, current.room, current.seats[0]!.token);
    if (seen.view.phase === 'over') {
      current = await open();
      rooms += 1;
      seen = await getView(req, current.room, current.seats[0]!.token);
    }
    const onTurn = seen.view.phase === 'lobby' ? current.seats[0]!.seat : seen.view.turn!.seat;
    const seat = current.seats.find((s) => s.seat === onTurn)!;
    const mine = await getView(req, current.room, seat.token);
    assert.equal(mine.seq, seen.seq);
    const action = seat.seat === MASTER ? masterChoice(mine.view, mine.legal) : heroChoice(mine.view, mine.legal);
    const [a, b] = await Promise.all([send(req, current.room, seat, action, mine.seq), send(req, current.room, seat, action, mine.seq)]);
    const statuses = [a.status, b.status].sort();
    assert.deepEqual(statuses, [200, 409], `pair ${i} (${JSON.stringify(action)} at seq ${mine.seq}): ${JSON.stringify([a.body, b.body])}`);
    const loser = a.status === 409 ? a : b;
    assert.equal(loser.body.error.code, 'stale_seq');
    const winner = a.status === 200 ? a : b;
    assert.equal(winner.body.seq, mine.seq + 1, 'the accepted copy moved the room on by one action');
    const after = await getView(req, current.room, seat.token);
    assert.equal(after.seq, mine.seq + 1, 'and the refused copy changed nothing');
    applied += 1;
    refused += 1;
  }
  return { applied, refused, rooms };
}

test('1,000 duplicate pairs, solo auto rooms and rooms with a master: each action applied exactly once, its copy refused with 409 stale_seq', async () => {
  const req = overHttp(live().url);
  let n = 0;
  // a solo auto room: one hero, the computer plays the creatures (a double end_turn used to skip the next turn)
  const solo = async (): Promise<Room> => {
    const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-torre-del-mago', seed: `solo-${n++}` } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const joined = await call(req, 'POST', `/api/rooms/${created.body.room}/seats`, { body: { hero: 'barbaro' } });
    assert.equal(joined.status, 201, JSON.stringify(joined.body));
    return { room: created.body.room, seats: [{ seat: joined.body.seat, token: joined.body.token }] };
  };
  // a room with a master and two heroes, every seat taking its turns
  const mastered = async (): Promise<Room> => {
    const set = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro', 'nano'], `mastered-${n++}`);
    return { room: set.room, seats: [set.master, ...set.heroes] };
  };
  const auto = await duplicatePairs(req, 500, solo);
  const withMaster = await duplicatePairs(req, 500, mastered);
  assert.equal(auto.applied + withMaster.applied, 1000);
  assert.equal(auto.refused + withMaster.refused, 1000);
});

test('an action sent from an older view is refused with 409 stale_seq and changes nothing; without a seq it is played as before', async () => {
  const req = overHttp(live().url);
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'la-prova', ['barbaro'], 'stale');
  const lobby = await getView(req, room, master.token);
  const refused = await send(req, room, master, { type: 'start' }, lobby.seq - 1);
  assert.equal(refused.status, 409);
  assert.equal(refused.body.error.code, 'stale_seq');
  assert.match(refused.body.error.message, new RegExp(`the room is at seq ${lobby.seq}, and this action was sent from the view at seq ${lobby.seq - 1}`));
  assert.equal((await getView(req, room, master.token)).seq, lobby.seq, 'nothing changed');
  assert.equal((await send(req, room, master, { type: 'start' }, lobby.seq)).status, 200);
  // no seq: the action is played as it always was (tools that do not track seqs keep working)
  const hero = heroes[0]!;
  const played = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: hero.token, body: { type: 'roll' } });
  assert.equal(played.status, 200, JSON.stringify(played.body));
  // a seq that is not a whole number is a bad body, named by its path
  const bad = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: hero.token, body: { type: 'end_turn', seq: -1 } });
  assert.equal(bad.status, 400);
  assert.ok(JSON.stringify(bad.body.error.issues).includes('seq'), JSON.stringify(bad.body));
});
