/**
 * A community HeroScribe quest (a real input: `npm run test:realinputs`), imported over the HTTP API and saved as a
 * draft, is played through the API and the live streams: the heroes leave the stairway, open a door, reveal a room
 * and fight the creatures in it.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { call, overHttp } from '../support/http.ts';
import { type LiveSeat, playGame } from '../support/play.ts';
import { ADMIN_TOKEN, serverForFile } from '../support/server.ts';
import { SseClient } from '../support/sse.ts';
import { REAL } from './inputs.ts';

const live = serverForFile();
const GODS_BLADE = path.join(REAL.quests, 'GodsBlade.xml');

test("God's Blade: import, save as a draft, and play it to the first fight", async () => {
  const url = live().url;
  const req = overHttp(url);
  const res = await fetch(`${url}/api/import/heroscribe`, {
    method: 'POST',
    headers: { 'content-type': 'application/xml', authorization: `Bearer ${ADMIN_TOKEN}` },
    body: readFileSync(GODS_BLADE, 'utf8'),
  });
  assert.equal(res.status, 200);
  const { mission, creatures, report } = (await res.json()) as {
    mission: { id: string; start: [number, number][] };
    creatures: { id: string }[];
    report: { converted: { doors: number } };
  };
  assert.ok(report.converted.doors > 0);
  for (const c of creatures) assert.equal((await call(req, 'PUT', `/api/creatures/${c.id}`, { token: ADMIN_TOKEN, body: c })).status, 201);
  const saved = await call(req, 'PUT', `/api/missions/${mission.id}?publish=0`, { token: ADMIN_TOKEN, body: mission });
  assert.equal(saved.status, 201);
  assert.equal(saved.headers.get('x-document-status'), 'draft');
  // a draft is not offered to the public, but a signed-in author may try it
  assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: mission.id } })).status, 404);
  const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: mission.id, seed: 'gods-blade' } });
  assert.equal(created.status, 201);
  const room: string = created.body.room;

  const seats: LiveSeat[] = [{ seat: 'master', token: created.body.token, stream: await SseClient.open(url, room, created.body.token) }];
  for (const hero of ['barbaro', 'nano']) {
    const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
    assert.equal(joined.status, 201);
    seats.push({ seat: joined.body.seat, token: joined.body.token, stream: await SseClient.open(url, room, joined.body.token) });
  }
  const events = () => seats[1]!.stream.frames.flatMap((f) => f.update.events);
  // the heroes start in the stairway's room (revealed at once): play on until, after a door opens, a room is revealed
  // and a hero attacks
  const afterDoor = () => {
    const ev = events();
    const i = ev.findIndex((e) => e.type === 'door_opened');
    return i < 0 ? [] : ev.slice(i);
  };
  const heroAttack = (e: { type: string; attacker?: string }) => e.type === 'attack' && !e.attacker!.startsWith('m');
  await playGame(url, room, seats, { maxActions: 3000, until: () => afterDoor().some((e) => e.type === 'room_revealed') && afterDoor().some(heroAttack) });

  const heroEvents = events();
  const start = seats[1]!.stream.frames.find((f) => f.update.view.phase === 'playing')!.update.view.units.find((u) => u.id === 'h1')!;
  assert.deepEqual([start.x, start.y], mission.start[0], 'the first hero starts on the stairway');
  assert.ok(
    heroEvents.some((e) => e.type === 'unit_moved' && e.unit === 'h1'),
    'the heroes moved',
  );
  assert.ok(
    heroEvents.some((e) => e.type === 'door_opened'),
    'a door was opened',
  );
  assert.ok(
    afterDoor().some((e) => e.type === 'room_revealed'),
    'a room was revealed by it',
  );
  assert.ok(afterDoor().some(heroAttack), 'a hero fought after the door opened');
  for (const s of seats) s.stream.close();
});
