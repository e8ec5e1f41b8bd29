/**
 * One language is enough, over the API of a real listening server: a hero, a mission and an adventure whose
 * dialogue page and choices are written in Italian only save (POST, then PUT), publish, read back and export
 * unchanged, and come back the same through an import; a text with neither language is a 400 naming its path; a
 * document in both languages exports exactly as the pack holds it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { call, overHttp } from '../test/support/http.ts';
import { ADMIN_TOKEN, serverForFile } from '../test/support/server.ts';
import { italianOnly } from '../test/support/italian-only.ts';

const pack = loadDefaultPack();

const NO_LANGUAGE = 'a text needs at least one language: write "it" (Italian) or "en" (English)';

describe('one language is enough, over HTTP', () => {
  const server = serverForFile();
  const req = (path: string, init?: RequestInit) => overHttp(server().url)(path, init);
  const admin = { token: ADMIN_TOKEN };

  const hero = () => ({ ...italianOnly(pack.heroes.find((h) => h.id === 'barbaro')!), id: 'barbaro-italiano' });
  const mission = () => ({ ...italianOnly(pack.missions.find((m) => m.id === 'la-prova')!), id: 'la-prova-italiana' });
  const adventure = () => ({ ...italianOnly(pack.adventures.find((a) => a.id === 'forsaken-woods')!), id: 'il-bosco-italiano' });

  for (const [kind, make] of [
    ['heroes', hero],
    ['missions', mission],
    ['adventures', adventure],
  ] as const) {
    test(`${kind}: an Italian-only document is created as a draft, changed, published, read back and exported unchanged`, async () => {
      const doc = make() as { id: string; name: { it?: string; en?: string } };
      assert.equal(doc.name.en, undefined, 'no English name');
      const created = await call(req, 'POST', `/api/${kind}?publish=0`, { ...admin, body: doc });
      assert.equal(created.status, 201, JSON.stringify(created.body));
      assert.deepEqual(created.body, doc);
      assert.equal(created.headers.get('x-document-status'), 'draft');

      const changed = { ...doc, name: { it: `${doc.name.it} (seconda)` } };
      const put = await call(req, 'PUT', `/api/${kind}/${doc.id}?publish=1`, { ...admin, body: changed });
      assert.equal(put.status, 200, JSON.stringify(put.body));
      assert.equal(put.headers.get('x-document-status'), 'published');

      const read = await call(req, 'GET', `/api/${kind}/${doc.id}`, admin);
      assert.equal(read.status, 200);
      assert.deepEqual(read.body, changed);
      assert.equal(read.headers.get('x-document-status'), 'published');

      const exported = await call(req, 'GET', `/api/export?kind=${kind}&id=${doc.id}`, admin);
      assert.equal(exported.status, 200, JSON.stringify(exported.body));
      assert.deepEqual(
        exported.body[kind].find((d: { id: string }) => d.id === doc.id),
        changed,
      );
    });
  }

  test("the adventure's dialogue keeps its Italian-only page and choices; deleted and imported again, it exports the same", async () => {
    const read = await call(req, 'GET', '/api/adventures/il-bosco-italiano', admin);
    const talk = read.body.locations.flatMap((l: { nodes: { id: string }[] }) => l.nodes).find((n: { id: string }) => n.id === 'charcoal-burner-talk');
    assert.deepEqual(talk.speaker, { it: 'Il carbonaio' });
    assert.deepEqual(talk.pages[0].text, { it: '«Viandanti, nel bosco? Chiedete pure, finché il fuoco tiene.»' });
    assert.deepEqual(talk.pages[0].choices[0].text, { it: 'Dove porta la strada?' });

    const first = await call(req, 'GET', '/api/export?kind=adventures&id=il-bosco-italiano', admin);
    assert.equal((await call(req, 'DELETE', '/api/adventures/il-bosco-italiano', admin)).status, 204);
    const again = await call(req, 'POST', '/api/import?publish=1', { ...admin, body: { pack: { adventures: first.body.adventures } } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body, { created: ['adventures/il-bosco-italiano'], replaced: [], renamed: [] });
    const second = await call(req, 'GET', '/api/export?kind=adventures&id=il-bosco-italiano', admin);
    assert.equal(JSON.stringify(second.body), JSON.stringify(first.body));
  });

  test('a text with neither language is refused with a 400 naming its path: a dialogue choice, a mission name, a hero in an import', async () => {
    const adv = adventure();
    const node = adv.locations[3]!.nodes[0] as { pages: { choices: { text: object }[] }[] };
    node.pages[0]!.choices[1]!.text = {};
    const res = await call(req, 'PUT', `/api/adventures/${adv.id}`, { ...admin, body: adv });
    assert.equal(res.status, 400);
    assert.deepEqual(res.body.error.issues, [{ path: 'locations[3].nodes[0].pages[0].choices[1].text', message: NO_LANGUAGE }]);

    const m = await call(req, 'POST', '/api/missions', { ...admin, body: { ...mission(), id: 'senza-nome', name: {} } });
    assert.equal(m.status, 400);
    assert.deepEqual(m.body.error.issues, [{ path: 'name', message: NO_LANGUAGE }]);

    const imp = await call(req, 'POST', '/api/import', { ...admin, body: { pack: { heroes: [{ ...hero(), id: 'senza-nome', name: {} }] } } });
    assert.equal(imp.status, 400);
    assert.deepEqual(
      imp.body.error.issues.map((i: { path: string; message: string }) => [i.path, i.message]),
      [['heroes[0].name', NO_LANGUAGE]],
    );
  });

  test('a document written in both languages exports exactly as the pack holds it', async () => {
    const res = await call(req, 'GET', '/api/export?kind=missions&id=la-prova', admin);
    assert.deepEqual(
      res.body.missions.find((m: { id: string }) => m.id === 'la-prova'),
      pack.missions.find((m) => m.id === 'la-prova'),
    );
  });
});
