/**
 * `POST /api/import/heroscribe` through `app.request`: the conversion report of a real quest, without saving;
 * refused files with their element and line; the administrator token; the 5 MB limit.
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { Mission } from '../content/schemas/index.ts';
import { call, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, testApp } from '../test/support/server.ts';

const SHARED = path.resolve(import.meta.dirname, '../../shared/realinputs/heroscribe');
const godsBlade = readFileSync(path.join(SHARED, 'quests/GodsBlade.xml'), 'utf8');

describe('POST /api/import/heroscribe', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (p, init) => ctx.app.request(p, init);
  });
  after(() => ctx.close());

  const post = async (body: string | Uint8Array<ArrayBuffer>, { token = ADMIN_TOKEN, type = 'application/xml', query = '' } = {}) => {
    const headers: Record<string, string> = { 'content-type': type };
    if (token) headers.authorization = `Bearer ${token}`;
    const res = await req(`/api/import/heroscribe${query}`, { method: 'POST', headers, body });
    const text = await res.text();
    return { status: res.status, body: text ? JSON.parse(text) : null };
  };

  test('needs the administrator token', async () => {
    const res = await post(godsBlade, { token: '' });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.code, 'unauthorized');
    assert.equal((await post(godsBlade, { token: 'wrong' })).status, 401);
  });

  test('answers with the mission, the placeholder kinds and the report, and saves nothing', async () => {
    const res = await post(godsBlade);
    assert.equal(res.status, 200);
    const mission = Mission.parse(res.body.mission);
    assert.equal(mission.id, 'gods-blade');
    assert.deepEqual(res.body.creatures, []);
    assert.equal(res.body.report.converted.doors, 16);
    assert.equal(res.body.report.converted.secretDoors, 3);
    assert.equal(res.body.report.quest.format, '1.4');
    assert.deepEqual(res.body.report.prose.objects.map((o: { id: string }) => o.id), ['SeatOfPower']);
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
    assert.deepEqual(res.body.report.placeholders.map((p: { kind: string }) => p.kind), ['heroscribe-yeti']);
    assert.deepEqual(res.body.creatures.map((c: { id: string }) => c.id), ['heroscribe-yeti']);
    // without the placeholder the mission names a missing kind; with it, it saves
    assert.equal((await call(req, 'PUT', '/api/missions/con-lo-yeti', { token: ADMIN_TOKEN, body: res.body.mission })).status, 400);
    assert.equal((await call(req, 'PUT', '/api/creatures/heroscribe-yeti', { token: ADMIN_TOKEN, body: res.body.creatures[0] })).status, 201);
    assert.equal((await call(req, 'PUT', '/api/missions/con-lo-yeti', { token: ADMIN_TOKEN, body: res.body.mission })).status, 201);
  });

  test('refused files: 400 invalid_heroscribe with the element and line; an entity bomb; 413 above 5 MB', async () => {
    const wrong = await post(readFileSync(path.join(SHARED, 'board/Objects.xml'), 'utf8'));
    assert.equal(wrong.status, 400);
    assert.equal(wrong.body.error.code, 'invalid_heroscribe');
    assert.deepEqual(wrong.body.error.issues[0].path, '<objectList> 6:1');
    assert.match(wrong.body.error.issues[0].message, /^wrong_root: /);
    const notXml = await post('{"this": "is JSON"}');
    assert.equal(notXml.status, 400);
    assert.match(notXml.body.error.issues[0].message, /^not_xml: /);
    const bomb = await post('<?xml version="1.0"?>\n<!DOCTYPE quest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<quest>&b;</quest>');
    assert.equal(bomb.status, 400);
    assert.match(bomb.body.error.issues[0].message, /^entities: /);
    const big = await post(new Uint8Array(6 * 1024 * 1024).fill(0x20));
    assert.equal(big.status, 413);
    assert.equal(big.body.error.code, 'too_large');
  });
});
