/**
 * Blank texts over the API of a real listening server (the bad-input tester): a language with no visible
 * character is not written — a name of spaces or zero-width spaces, a dialogue choice of blanks are a 400 with the one
 * `no_language` problem at their path; `""` for the other language is accepted as not written and not stored.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { call, overHttp } from '../test/support/http.ts';
import { ADMIN_TOKEN, serverForFile } from '../test/support/server.ts';

const pack = loadDefaultPack();
const NO_LANGUAGE = 'a text needs at least one language: write "it" (Italian) or "en" (English)';

describe('blank texts over HTTP', () => {
  const server = serverForFile();
  const req = (path: string, init?: RequestInit) => overHttp(server().url)(path, init);
  const admin = { token: ADMIN_TOKEN };
  const mission = (id: string, name: object) => ({ ...pack.missions.find((m) => m.id === 'la-prova')!, id, name });
  const hero = (id: string, name: object) => ({ ...pack.heroes.find((h) => h.id === 'barbaro')!, id, name });

  test('a name of blanks, of zero-width or no-break spaces, or empty in both languages is one no_language problem at "name"', async () => {
    const names = [{ it: '  ' }, { it: '\u200b\u200b' }, { it: '\u00a0\u2003' }, { it: '', en: '' }, { it: ' ', en: '\u200b' }];
    for (const [i, name] of names.entries()) {
      const m = await call(req, 'POST', '/api/missions', { ...admin, body: mission(`vuota-${i}`, name) });
      assert.equal(m.status, 400, JSON.stringify(name));
      assert.deepEqual(m.body.error.issues, [{ path: 'name', message: NO_LANGUAGE }], JSON.stringify(name));
      const h = await call(req, 'POST', '/api/heroes', { ...admin, body: hero(`senza-nome-${i}`, name) });
      assert.equal(h.status, 400, JSON.stringify(name));
      assert.deepEqual(h.body.error.issues, [{ path: 'name', message: NO_LANGUAGE }], JSON.stringify(name));
    }
  });

  test('a dialogue choice of blanks is refused at its path', async () => {
    const adv = structuredClone({ ...pack.adventures.find((a) => a.id === 'forsaken-woods')!, id: 'bosco-vuoto' });
    const node = adv.locations[3]!.nodes[0] as unknown as { pages: { choices: { text: object }[] }[] };
    node.pages[0]!.choices[1]!.text = { it: ' \t\n' };
    const res = await call(req, 'POST', '/api/adventures', { ...admin, body: adv });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [{ path: 'locations[3].nodes[0].pages[0].choices[1].text', message: NO_LANGUAGE }]);
  });

  test('an empty or blank other language is accepted as not written, and stored and exported without it', async () => {
    const created = await call(req, 'POST', '/api/missions', { ...admin, body: mission('la-prova-vuota', { it: 'La prova', en: '' }) });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body.name, { it: 'La prova' });
    const put = await call(req, 'PUT', '/api/missions/la-prova-vuota', { ...admin, body: mission('la-prova-vuota', { it: '\u200b', en: 'The Trial' }) });
    assert.equal(put.status, 200, JSON.stringify(put.body));
    const exported = await call(req, 'GET', '/api/export?kind=missions&id=la-prova-vuota', admin);
    assert.deepEqual(exported.body.missions[0].name, { en: 'The Trial' });
    // a document of the pack, in both languages, exports exactly as the pack holds it
    const pristine = await call(req, 'GET', '/api/export?kind=missions&id=la-prova', admin);
    assert.deepEqual(
      pristine.body.missions[0],
      pack.missions.find((m) => m.id === 'la-prova'),
    );
  });
});
