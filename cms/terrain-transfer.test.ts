/**
 * A mission's difficult terrain through the Archive's JSON export and import, on the real app and a real SQLite
 * file: exported as stored, kept through deleting everything and importing the export again; a mission written
 * without it is exported without it.
 */
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import type { Pack } from '../content/schemas/index.ts';
import { CRYPT, cryptPack } from '../test/support/crypt-pack.ts';
import type { Requester } from '../test/support/http.ts';
import { ADMIN_USER, testApp } from '../test/support/server.ts';
import { asUser, signIn } from '../test/support/session.ts';

let ctx: Awaited<ReturnType<typeof testApp>>;
let req: Requester;
let cookie: string;
before(async () => {
  ctx = await testApp({ admin: true });
  req = (path, init) => ctx.app.request(path, init);
  cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
});
after(() => ctx.close());

/** The crypt's pack with its mission's first two floor squares difficult (×2 and ×3). */
function marshPack(): Pack {
  const pack = cryptPack();
  const m = pack.missions[0]!;
  const floor = m.map.rows.flatMap((row, y) => [...row].flatMap((c, x) => (c === '#' ? [] : [[x, y] as [number, number]])));
  m.map.difficult = [
    { at: floor[0]!, multiplier: 2 },
    { at: floor[1]!, multiplier: 3 },
  ];
  return pack;
}

test('a mission without difficult terrain is exported without it', async () => {
  assert.equal((await asUser(req, cookie, 'POST', '/api/import', { body: { pack: cryptPack() } })).status, 200);
  const exported = await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`);
  assert.equal('difficult' in exported.body.missions[0].map, false);
});

test('difficult terrain is exported as stored and kept through an import of the export', async () => {
  const pack = marshPack();
  const stored = await asUser(req, cookie, 'PUT', `/api/missions/${CRYPT.missions}`, { body: pack.missions[0] });
  assert.ok(stored.status === 200 || stored.status === 201, JSON.stringify(stored.body));
  const exported = await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`);
  assert.deepEqual(exported.body.missions[0].map.difficult, pack.missions[0]!.map.difficult);
  // imported again over the stored one: the same terrain comes back
  const again = await asUser(req, cookie, 'POST', '/api/import', {
    body: { pack: { missions: exported.body.missions }, onClash: { [`missions/${CRYPT.missions}`]: 'replace' } },
  });
  assert.equal(again.status, 200, JSON.stringify(again.body));
  assert.deepEqual(again.body.replaced, [`missions/${CRYPT.missions}`]);
  const read = await asUser(req, cookie, 'GET', `/api/missions/${CRYPT.missions}`);
  assert.deepEqual(read.body.map.difficult, pack.missions[0]!.map.difficult);
});
