/**
 * The balance report over the API (`POST /api/missions/{id}/simulate`, `POST /api/missions/simulate`; issue 38) on a
 * real listening server: its figures hold together, it is the same for the same request, a draft's creature the
 * heroes can never reach is named, and only a signed-in caller may ask.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { BalanceReport } from '../engine/index.ts';
import { loadDefaultPack } from '../content/load-pack.ts';
import { call, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';
import type { RunningServer } from '../cms/server.ts';

const tmp = tempDir();
let server: RunningServer;
let req: Requester;
before(async () => {
  server = await testServer(tmp.dir);
  req = overHttp(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

const sum = (xs: { games: number }[]) => xs.reduce((n, x) => n + x.games, 0);

test('40 games of The Trial: every game counted once in each figure, the win rate inside its interval, every creature reached, and the same report for the same request', async () => {
  const asked = await call<BalanceReport>(req, 'POST', '/api/missions/la-prova/simulate', { token: ADMIN_TOKEN, body: { games: 40 } });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  const r = asked.body;
  assert.equal(r.mission, 'la-prova');
  assert.equal(r.requested, 40);
  assert.equal(r.games, 40, 'within the budget');
  assert.equal(r.stoppedByBudget, false);
  assert.deepEqual(r.heroes, ['barbaro', 'elfo', 'mago', 'nano']);
  assert.equal(sum(r.endings), 40);
  assert.equal(sum(r.rounds.histogram), 40);
  assert.equal(r.winRate, r.wins / r.games);
  assert.ok(r.winRateInterval[0] <= r.winRate && r.winRate <= r.winRateInterval[1]);
  assert.ok(r.rounds.min <= r.rounds.median && r.rounds.median <= r.rounds.p90 && r.rounds.p90 <= r.rounds.max);
  assert.equal(
    r.wins,
    r.endings.filter((e) => e.winner === 'heroes').reduce((n, e) => n + e.games, 0),
  );
  assert.deepEqual(
    r.deaths.map((d) => d.hero),
    r.heroes,
  );
  const mission = loadDefaultPack().missions.find((m) => m.id === 'la-prova')!;
  assert.deepEqual(
    r.creatures.map((c) => [c.kind, c.at]),
    mission.monsters.map((m) => [m.kind, [m.x, m.y]]),
  );
  assert.deepEqual(r.neverReached, []);
  // the computer's heroes beat The Trial, a first mission, most of the time
  assert.ok(r.winRate > 0.8, `win rate ${r.winRate}`);
  const again = await call<BalanceReport>(req, 'POST', '/api/missions/la-prova/simulate', { token: ADMIN_TOKEN, body: { games: 40 } });
  assert.deepEqual(again.body, r);
});

test('a draft with a creature walled in a room without a door: the report names it as never reached', async () => {
  const trial = loadDefaultPack().missions.find((m) => m.id === 'la-prova')!;
  const rows = [...trial.map.rows];
  // the rock between the guard room and the armoury becomes a room with no door
  rows[2] = '#AAAAA.FFFF.BBBBB#';
  rows[3] = '#AAAAA.FFFF.BBBBB#';
  const draft = {
    ...trial,
    id: 'la-prova-murata',
    map: { ...trial.map, rows, rooms: [...trial.map.rooms, { id: 'cella-murata', char: 'F', name: { it: 'Cella murata', en: 'Walled cell' } }] },
    monsters: [...trial.monsters, { kind: 'goblin', x: 8, y: 3 }],
    win: { mode: 'any' as const, conditions: [{ type: 'kill' as const, tag: 'boss' }] },
  };
  const asked = await call<BalanceReport>(req, 'POST', '/api/missions/simulate', { token: ADMIN_TOKEN, body: { mission: draft, games: 30 } });
  assert.equal(asked.status, 200, JSON.stringify(asked.body));
  assert.equal(asked.body.games, 30);
  const walled = asked.body.creatures.at(-1)!;
  assert.deepEqual([walled.kind, walled.at, walled.reachedIn], ['goblin', [8, 3], 0]);
  assert.ok(
    asked.body.neverReached.some((c) => c.unit === walled.unit && c.kind === 'goblin' && c.at[0] === 8 && c.at[1] === 3),
    JSON.stringify(asked.body.neverReached),
  );
  // the boss falls in every game the heroes win: it is reached
  assert.ok(asked.body.creatures.find((c) => c.kind === 'fimir')!.reachedIn > 0);
  // the mission is saved nowhere
  assert.equal((await call(req, 'GET', '/api/missions/la-prova-murata', { token: ADMIN_TOKEN })).status, 404);
});

test('bad requests: anonymous 401, an unknown mission 404, games out of range and a broken draft 400, each naming what is wrong', async () => {
  const anonymous = await call(req, 'POST', '/api/missions/la-prova/simulate', { body: {} });
  assert.equal(anonymous.status, 401);
  const unknown = await call(req, 'POST', '/api/missions/nessuna/simulate', { token: ADMIN_TOKEN, body: {} });
  assert.equal(unknown.status, 404);
  const many = await call(req, 'POST', '/api/missions/la-prova/simulate', { token: ADMIN_TOKEN, body: { games: 5000 } });
  assert.equal(many.status, 400);
  assert.match(JSON.stringify(many.body), /games/);
  const broken = await call(req, 'POST', '/api/missions/simulate', { token: ADMIN_TOKEN, body: { mission: { id: 'x' } } });
  assert.equal(broken.status, 400);
  assert.match(JSON.stringify(broken.body), /mission/);
});
