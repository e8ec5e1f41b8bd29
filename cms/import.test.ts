/**
 * `POST /api/import/heroscribe` through `app.request`: the administrator token; refused files with their element
 * and line; an entity bomb; the 5 MB limit. The conversion of a real quest (GodsBlade.xml, a real input) is tested
 * in test/realinputs/heroscribe-import.test.ts (`npm run test:realinputs`), the Archive's import of a hand-written
 * quest in test/browser/heroscribe-import.test.ts.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { postHeroScribe, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, testApp } from '../test/support/server.ts';

/** A small valid quest: one board, a stairway and an orc. */
const QUEST = '<?xml version="1.0"?>\n<quest name="Prova" region="Europe" version="1.0" width="1" height="1">\n<board>\n<object id="Stairway" left="2" top="2" />\n<object id="Orc" left="6" top="3" />\n</board>\n</quest>\n';

describe('POST /api/import/heroscribe', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (p, init) => ctx.app.request(p, init);
  });
  after(() => ctx.close());

  const post = (body: string | Uint8Array<ArrayBuffer>, options: { token?: string; type?: string; query?: string } = {}) => postHeroScribe(req, body, { token: ADMIN_TOKEN, ...options });

  test('needs the administrator token', async () => {
    const res = await post(QUEST, { token: '' });
    assert.equal(res.status, 401);
    assert.equal(res.body.error.code, 'unauthorized');
    assert.equal((await post(QUEST, { token: 'wrong' })).status, 401);
    assert.equal((await post(QUEST)).status, 200, 'with it the same file converts');
  });

  test('refused files: 400 invalid_heroscribe with the element and line; an entity bomb; 413 above 5 MB', async () => {
    const catalogue = await post('<?xml version="1.0"?>\n<objectList version="1.5">\n</objectList>\n');
    assert.equal(catalogue.status, 400);
    assert.equal(catalogue.body.error.code, 'invalid_heroscribe');
    assert.deepEqual(catalogue.body.error.issues[0].path, '<objectList> 2:1');
    assert.match(catalogue.body.error.issues[0].message, /^wrong_root: /);
    const notXml = await post('{"this": "is JSON"}');
    assert.equal(notXml.status, 400);
    assert.equal(notXml.body.error.code, 'invalid_heroscribe');
    assert.match(notXml.body.error.issues[0].message, /^not_xml: /);
    const bomb = await post('<?xml version="1.0"?>\n<!DOCTYPE quest [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;&a;&a;&a;&a;">]>\n<quest>&b;</quest>');
    assert.equal(bomb.status, 400);
    assert.match(bomb.body.error.issues[0].message, /^entities: /);
    const big = await post(new Uint8Array(6 * 1024 * 1024).fill(0x20));
    assert.equal(big.status, 413);
    assert.equal(big.body.error.code, 'too_large');
  });
});
