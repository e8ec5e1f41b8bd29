/**
 * `POST /api/import/heroscribe` through `app.request` with the real inputs (`npm run test:realinputs`): the
 * conversion report of a community quest (GodsBlade.xml), without saving; a monster kind the stored creatures lack;
 * HeroScribe's object catalogue (Objects.xml) refused as not a quest, with its element and line.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Mission } from '../../content/schemas/index.ts';
import { call, postHeroScribe, type Requester } from '../support/http.ts';
import { ADMIN_TOKEN, testApp } from '../support/server.ts';
import { REAL } from './inputs.ts';

const godsBlade = readFileSync(path.join(REAL.quests, 'GodsBlade.xml'), 'utf8');

describe('POST /api/import/heroscribe with the real inputs', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (p, init) => ctx.app.request(p, init);
  });
  after(() => ctx.close());

  const post = (body: string, options: { type?: string; query?: string } = {}) => postHeroScribe(req, body, { token: ADMIN_TOKEN, ...options });

  test('answers with the mission, the placeholder kinds and the report, and saves nothing', async () => {
    const res = await post(godsBlade);
    assert.equal(res.status, 200);
    const mission = Mission.parse(res.body.mission);
    assert.equal(mission.id, 'gods-blade');
    assert.deepEqual(res.body.creatures, []);
    assert.equal(res.body.report.converted.doors, 16);
    assert.equal(res.body.report.converted.secretDoors, 3);
    assert.equal(res.body.report.quest.format, '1.4');
    assert.deepEqual(
      res.body.report.prose.objects.map((o: { id: string }) => o.id),
      ['SeatOfPower'],
    );
    assert.equal((await call(req, 'GET', '/api/missions/gods-blade', { token: ADMIN_TOKEN })).status, 404, 'nothing saved');
    // plain text works too, and ?id= names the mission
    const named = await post(godsBlade, { type: 'text/plain', query: '?id=la-spada-del-dio' });
    assert.equal(named.status, 200);
    assert.equal(named.body.mission.id, 'la-spada-del-dio');
    assert.equal((await post(godsBlade, { query: '?id=Not%20A%20Slug' })).status, 400);
  });

  test('a monster kind the stored creatures lack becomes a placeholder; mission and placeholder then save', async () => {
    assert.equal((await call(req, 'DELETE', '/api/creatures/yeti', { token: ADMIN_TOKEN })).status, 204);
    const xml = godsBlade.replace('<object id="Orc" top="2" left="22" />', '<object id="Yeti" top="2" left="22" />');
    const res = await post(xml, { query: '?id=con-lo-yeti' });
    assert.equal(res.status, 200);
    assert.deepEqual(
      res.body.report.placeholders.map((p: { kind: string }) => p.kind),
      ['heroscribe-yeti'],
    );
    assert.deepEqual(
      res.body.creatures.map((c: { id: string }) => c.id),
      ['heroscribe-yeti'],
    );
    // without the placeholder the mission names a missing kind; with it, it saves
    assert.equal((await call(req, 'PUT', '/api/missions/con-lo-yeti', { token: ADMIN_TOKEN, body: res.body.mission })).status, 400);
    assert.equal((await call(req, 'PUT', '/api/creatures/heroscribe-yeti', { token: ADMIN_TOKEN, body: res.body.creatures[0] })).status, 201);
    assert.equal((await call(req, 'PUT', '/api/missions/con-lo-yeti', { token: ADMIN_TOKEN, body: res.body.mission })).status, 201);
  });

  test('the object catalogue is refused: 400 invalid_heroscribe, wrong_root at <objectList> 6:1', async () => {
    const wrong = await post(readFileSync(REAL.objectsXml, 'utf8'));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error.code, 'invalid_heroscribe');
    assert.deepEqual(wrong.body.error.issues[0].path, '<objectList> 6:1');
    assert.match(wrong.body.error.issues[0].message, /^wrong_root: /);
  });
});
