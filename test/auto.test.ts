/**
 * An `auto` mission played to its end through the HTTP API and the live streams by scripted heroes alone: no seat
 * ever sends a master action; the computer's creature turn runs inside the last hero's `end_turn`.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { call, overHttp } from './support/http.ts';
import { type LiveSeat, playGame } from './support/play.ts';
import { ADMIN_TOKEN, serverForFile } from './support/server.ts';
import { SseClient } from './support/sse.ts';

const live = serverForFile();

const t = (s: string) => ({ it: s, en: s });
/** A corridor round a room with two goblins and an orc; the heroes start in the corridor. */
const mission = {
  id: 'prova-automatica',
  name: t('Prova automatica'),
  auto: true,
  map: {
    rows: ['..........', '.AAAA.....', '.AAAA.....', '..........'],
    rooms: [{ id: 'sala', char: 'A' }],
    doors: [
      {
        between: [
          [2, 0],
          [2, 1],
        ],
      },
    ],
  },
  start: [
    [0, 0],
    [0, 1],
  ],
  monsters: [
    { kind: 'goblin', x: 3, y: 2 },
    { kind: 'goblin', x: 8, y: 3 },
    { kind: 'orco', x: 9, y: 0 },
  ],
};

test('scripted heroes play an auto mission to its end with no master seat', async () => {
  const req = overHttp(live().url);
  const put = await call(req, 'PUT', `/api/missions/${mission.id}`, { token: ADMIN_TOKEN, body: mission });
  assert.ok(put.status === 200 || put.status === 201, JSON.stringify(put.body));
  for (let g = 0; g < 3; g++) {
    const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: mission.id, seed: `auto-${g}` } });
    assert.equal(created.status, 201);
    assert.equal(created.body.role, 'host');
    const room: string = created.body.room;
    const seats: LiveSeat[] = [];
    for (const hero of ['barbaro', 'nano']) {
      const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
      seats.push({ seat: joined.body.seat, token: joined.body.token, stream: await SseClient.open(live().url, room, joined.body.token) });
    }
    const sent = await playGame(live().url, room, seats, { maxActions: 2000 });
    assert.ok(sent > 5);
    for (const s of seats) {
      const over = s.stream.frames.flatMap((f) => f.update.events).filter((e) => e.type === 'game_over');
      assert.equal(over.length, 1, `one game_over on ${s.seat}'s stream`);
      assert.equal(s.stream.latest!.view.phase, 'over');
      // the creatures acted: their moves or attacks reached the heroes' streams
      const creatureActs = s.stream.frames
        .flatMap((f) => f.update.events)
        .filter((e) => (e.type === 'unit_moved' && e.unit.startsWith('m')) || (e.type === 'attack' && e.attacker.startsWith('m')));
      assert.ok(creatureActs.length > 0, 'the computer moved the creatures');
      s.stream.close();
    }
    // the host never acted: the stored log has only hero seats
    const rows = await fetch(`${live().url}/api/rooms/${room}`).then((r) => r.json());
    assert.equal(rows.phase, 'over');
  }
});
