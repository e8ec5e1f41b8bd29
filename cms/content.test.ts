/**
 * The content API through `app.request`, over a real SQLite file in a fresh temp dir.
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { CONTENT_KIND_NAMES } from '../content/schemas/index.ts';
import { ADMIN_TOKEN, tempDir, testApp, testDatabaseOption } from '../test/support/server.ts';
import { call, type Requester } from '../test/support/http.ts';
import { countDocuments } from './content/repository.ts';
import { createApp, openServices } from './server.ts';

const pack = loadDefaultPack();

describe('content API', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (path, init) => ctx.app.request(path, init);
  });
  after(() => ctx.close());

  const barbaro = () => structuredClone(pack.heroes.find((h) => h.id === 'barbaro')!);
  const laProva = () => structuredClone(pack.missions.find((m) => m.id === 'la-prova')!);

  test('GET /api/health', async () => {
    const res = await call(req, 'GET', '/api/health');
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, { ok: true });
  });

  test('the first start seeds every document of the default pack', async () => {
    for (const kind of ['heroes', 'creatures', 'missions', 'rulesets'] as const) {
      const res = await call(req, 'GET', `/api/${kind}`);
      assert.equal(res.status, 200);
      assert.deepEqual(
        res.body.items.map((d: { id: string }) => d.id),
        pack[kind].map((d) => d.id).sort(),
        kind,
      );
    }
  });

  test('GET one document: the stored JSON, with its version as ETag', async () => {
    const res = await call(req, 'GET', '/api/missions/la-prova', { token: ADMIN_TOKEN });
    assert.equal(res.status, 200);
    assert.deepEqual(res.body, laProva());
    assert.equal(res.headers.get('etag'), '"1"');
    const hero = await call(req, 'GET', '/api/heroes/mago');
    assert.equal(hero.status, 200);
    assert.deepEqual(hero.body.spells, ['palla-di-fuoco', 'tempesta', 'sonno']);
  });

  test("a mission in full is the master's quest book: without the admin token only its summary is public", async () => {
    const one = await call(req, 'GET', '/api/missions/la-prova');
    assert.equal(one.status, 200);
    const m = laProva();
    // its plan is what the heroes see of the board: rooms, corridors, the doors but the secret ones, the start squares
    const plan = { rows: m.map.rows, doors: m.map.doors.filter((d) => !d.secret).map((d) => d.between), start: m.start };
    assert.deepEqual(one.body, {
      id: 'la-prova',
      name: m.name,
      description: m.description,
      ruleset: m.ruleset,
      auto: false,
      heroes: m.start.length,
      difficulty: 1,
      plan,
    });
    const list = await call(req, 'GET', '/api/missions');
    const raw = JSON.stringify(list.body);
    assert.ok(
      !raw.includes('"monsters":') && !raw.includes('"secret":') && !raw.includes('"objects":') && !raw.includes('"events":') && !raw.includes('"notes":'),
      raw.slice(0, 300),
    );
    // The Necromancer's Crypt hides its tomb behind a secret door: the plan leaves that door out
    const crypt = pack.missions.find((x) => x.id === 'la-cripta-del-negromante')!;
    const secret = crypt.map.doors.filter((d) => d.secret).map((d) => JSON.stringify(d.between));
    assert.ok(secret.length > 0, 'the crypt has a secret door');
    const cryptPlan = list.body.items.find((x: { id: string }) => x.id === 'la-cripta-del-negromante').plan;
    assert.equal(cryptPlan.doors.length, crypt.map.doors.length - secret.length);
    for (const d of cryptPlan.doors) assert.ok(!secret.includes(JSON.stringify(d)), `secret door ${JSON.stringify(d)} in the plan`);
    assert.ok(list.body.items.some((x: { id: string }) => x.id === 'la-prova'));
    const wrong = await call(req, 'GET', '/api/missions/la-prova', { token: 'not-the-admin' });
    assert.equal(wrong.body.monsters, undefined);
    // the summary and the whole document share the ETag: a browser's cache must keep them apart by who asks
    const full = await call(req, 'GET', '/api/missions/la-prova', { token: ADMIN_TOKEN });
    for (const res of [one, list, full]) assert.equal(res.headers.get('vary'), 'Authorization, Cookie');
    assert.equal(one.headers.get('etag'), '"1-summary"');
    assert.equal(full.headers.get('etag'), '"1"');
    // a signed-in read holding the summary's tag gets the whole document, not a 304
    const revalidated = await req('/api/missions/la-prova', { headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'if-none-match': '"1-summary"' } });
    assert.equal(revalidated.status, 200);
    assert.ok(((await revalidated.json()) as { monsters?: unknown }).monsters);
    const publicAgain = await req('/api/missions/la-prova', { headers: { 'if-none-match': '"1-summary"' } });
    assert.equal(publicAgain.status, 304);
  });

  test("a document's authorNotes are for signed-in readers: the public reads it, and the list, without them", async () => {
    const markovia = pack.heroes.find((h) => h.id === 'markovia')!;
    assert.ok(markovia.authorNotes, "the pack notes where Markovia's numbers come from");
    const { authorNotes, ...shown } = markovia;
    const one = await call(req, 'GET', '/api/heroes/markovia');
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, JSON.parse(JSON.stringify(shown)));
    assert.equal(one.headers.get('etag'), '"1-public"');
    const list = await call(req, 'GET', '/api/heroes');
    assert.ok(!JSON.stringify(list.body).includes('"authorNotes"'));
    assert.deepEqual(
      list.body.items.find((h: { id: string }) => h.id === 'markovia'),
      one.body,
    );
    const full = await call(req, 'GET', '/api/heroes/markovia', { token: ADMIN_TOKEN });
    assert.deepEqual(full.body.authorNotes, authorNotes);
    assert.equal(full.headers.get('etag'), '"1"');
    // a document without notes is the same for everyone
    assert.equal((await call(req, 'GET', '/api/heroes/mago')).headers.get('etag'), '"1"');
  });
  test('unknown kind, unknown id and unknown routes are 404 JSON', async () => {
    for (const [path, method] of [
      ['/api/potions', 'GET'],
      ['/api/heroes/nobody', 'GET'],
      ['/api/heroes/Not_A_Slug', 'GET'],
      ['/api/nothing/here/at/all', 'POST'],
      ['/no-such-page.html', 'GET'],
    ] as const) {
      const res = await call(req, method, path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body.error.code, 'not_found', path);
      assert.match(res.body.error.message, /\S/);
    }
  });

  test('writes are refused without the admin token or with a wrong one, and change nothing', async () => {
    const doc = { ...barbaro(), attack: 9 };
    for (const token of [undefined, 'wrong-token', `${ADMIN_TOKEN}x`]) {
      for (const [method, path, body] of [
        ['PUT', '/api/heroes/barbaro', doc],
        ['POST', '/api/heroes', { ...doc, id: 'nuovo' }],
        ['DELETE', '/api/heroes/barbaro', undefined],
      ] as const) {
        const res = await call(req, method, path, { ...(token ? { token } : {}), ...(body ? { body } : {}) });
        assert.equal(res.status, 401, `${method} ${path} with ${token}`);
        assert.equal(res.body.error.code, 'unauthorized');
      }
    }
    const now = await call(req, 'GET', '/api/heroes/barbaro');
    assert.deepEqual(now.body, barbaro());
    assert.equal((await call(req, 'GET', '/api/heroes/nuovo')).status, 404);
  });

  test('a bad document is a 400 naming the zod paths', async () => {
    const res = await call(req, 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: { ...barbaro(), body: 'eight', name: {} } });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    const paths = res.body.error.issues.map((i: { path: string }) => i.path).sort();
    assert.deepEqual(paths, ['body', 'name']);

    const m = laProva();
    (m.map.doors[0]!.between[1] as number[]) = [9, 9];
    const res2 = await call(req, 'PUT', '/api/missions/la-prova', { token: ADMIN_TOKEN, body: m });
    assert.equal(res2.status, 400);
    assert.ok(
      res2.body.error.issues.some((i: { path: string }) => i.path === 'map.doors[0].between'),
      JSON.stringify(res2.body),
    );
  });

  test('a mission naming a missing creature or ruleset is refused with the path', async () => {
    const m = laProva();
    m.monsters[2]!.kind = 'drago';
    m.ruleset = 'nessuno';
    const res = await call(req, 'PUT', '/api/missions/la-prova', { token: ADMIN_TOKEN, body: m });
    assert.equal(res.status, 400);
    assert.deepEqual(
      res.body.error.issues.map((i: { path: string }) => i.path),
      ['ruleset', 'monsters[2].kind'],
    );
    assert.deepEqual((await call(req, 'GET', '/api/missions/la-prova', { token: ADMIN_TOKEN })).body, laProva());
  });

  test('a spell with an unknown brick type and a hero knowing a missing spell are 400 at their paths, and nothing is written', async () => {
    const spell = { ...structuredClone(pack.spells.find((sp) => sp.id === 'sonno')!), id: 'fulmine' };
    (spell.effects as unknown[])[0] = { type: 'fulminare', target: 'chosen' };
    const res = await call(req, 'PUT', '/api/spells/fulmine', { token: ADMIN_TOKEN, body: spell });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    assert.equal(res.body.error.issues[0].path, 'effects[0].type');
    assert.equal((await call(req, 'GET', '/api/spells/fulmine')).status, 404);

    const nano = structuredClone(pack.heroes.find((h) => h.id === 'nano')!);
    const before = await call(req, 'GET', '/api/heroes/nano');
    const bad = await call(req, 'PUT', '/api/heroes/nano', { token: ADMIN_TOKEN, body: { ...nano, spells: ['incantesimo-perduto'] } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_body');
    assert.equal(bad.body.error.issues[0].path, 'spells[0]');
    assert.equal(bad.body.error.issues[0].message, 'no spell "incantesimo-perduto"');
    const now = await call(req, 'GET', '/api/heroes/nano');
    assert.deepEqual(now.body, nano);
    assert.equal(now.headers.get('etag'), before.headers.get('etag'));
  });

  test('the id in the URL must match the body id', async () => {
    const res = await call(req, 'PUT', '/api/heroes/nano', { token: ADMIN_TOKEN, body: barbaro() });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.issues[0].path, 'id');
  });

  test('PUT round trip: replace (version + 1), then read back; PUT of a new id creates it', async () => {
    const doc = { ...barbaro(), attack: 4 };
    const put = await call(req, 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: doc });
    assert.equal(put.status, 200);
    assert.deepEqual(put.body, doc);
    assert.equal(put.headers.get('etag'), '"2"');
    const got = await call(req, 'GET', '/api/heroes/barbaro');
    assert.deepEqual(got.body, doc);
    assert.equal(got.headers.get('etag'), '"2"');

    // defaults are filled in: the stored document is what the schema parsed
    const fresh = { id: 'ladro', name: { it: 'Ladro', en: 'Thief' }, body: 5, mind: 3, attack: 2, defence: 2 };
    const created = await call(req, 'PUT', '/api/heroes/ladro', { token: ADMIN_TOKEN, body: fresh });
    assert.equal(created.status, 201);
    assert.deepEqual(created.body, { ...fresh, spells: [], items: [] });
    assert.equal(created.headers.get('etag'), '"1"');
  });

  test('POST creates (409 when the id exists); DELETE removes (404 after; 409 while a mission uses it)', async () => {
    const doc = { id: 'ratto', name: { it: 'Ratto', en: 'Rat' }, move: 6, attack: 1, defence: 1, body: 1, mind: 0 };
    const post = await call(req, 'POST', '/api/creatures', { token: ADMIN_TOKEN, body: doc });
    assert.equal(post.status, 201);
    assert.equal((await call(req, 'POST', '/api/creatures', { token: ADMIN_TOKEN, body: doc })).status, 409);
    const del = await call(req, 'DELETE', '/api/creatures/ratto', { token: ADMIN_TOKEN });
    assert.equal(del.status, 204);
    assert.equal((await call(req, 'GET', '/api/creatures/ratto')).status, 404);
    assert.equal((await call(req, 'DELETE', '/api/creatures/ratto', { token: ADMIN_TOKEN })).status, 404);

    const inUse = await call(req, 'DELETE', '/api/creatures/goblin', { token: ADMIN_TOKEN });
    assert.equal(inUse.status, 409);
    assert.equal(inUse.body.error.code, 'in_use');
    assert.ok(inUse.body.error.issues.some((i: { path: string }) => i.path === 'missions/la-prova'));
    assert.equal((await call(req, 'GET', '/api/creatures/goblin')).status, 200);
  });

  test('bad JSON is a 400', async () => {
    const res = await req('/api/heroes/barbaro', {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: '{"id": "barbaro",',
    });
    assert.equal(res.status, 400);
    const body = await res.json();
    assert.equal(body.error.code, 'invalid_body');
    assert.match(body.error.message, /not valid JSON/);
  });

  test('a body without Content-Type: application/json is a 400', async () => {
    const json = JSON.stringify(barbaro());
    for (const [headers, body] of [
      [{}, new TextEncoder().encode(json)], // no Content-Type at all
      [{ 'content-type': 'text/plain' }, json],
      [{ 'content-type': 'application/x-www-form-urlencoded' }, json],
    ] as const) {
      const res = await req('/api/heroes/barbaro', { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, ...headers }, body });
      assert.equal(res.status, 400, JSON.stringify(headers));
      const out = await res.json();
      assert.equal(out.error.code, 'invalid_body');
      assert.match(out.error.message, /Content-Type: application\/json/);
    }
    // `application/json; charset=utf-8` is JSON
    const ok = await req('/api/heroes/barbaro', {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json; charset=utf-8' },
      body: json,
    });
    assert.equal(ok.status, 200);
  });

  test('a body over 1 MB is a 413', async () => {
    const res = await req('/api/heroes/barbaro', {
      method: 'PUT',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: JSON.stringify({ ...barbaro(), description: { it: 'x'.repeat(1_100_000), en: 'x' } }),
    });
    assert.equal(res.status, 413);
    assert.equal((await res.json()).error.code, 'too_large');
  });

  test('CORS is open on /api/*', async () => {
    const res = await req('/api/heroes', { headers: { origin: 'https://example.org' } });
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    const pre = await req('/api/rooms/x/actions', {
      method: 'OPTIONS',
      headers: { origin: 'https://example.org', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    assert.equal(pre.status, 204);
    assert.match(pre.headers.get('access-control-allow-headers') ?? '', /authorization/i);
  });

  test('/api/openapi.json describes every route', async () => {
    const res = await call(req, 'GET', '/api/openapi.json');
    assert.equal(res.status, 200);
    const paths = res.body.paths as Record<string, Record<string, unknown>>;
    const expected: [string, string[]][] = [
      ['/api/health', ['get']],
      ['/api/rooms', ['post']],
      ['/api/rooms/try', ['post']],
      ['/api/rooms/{id}', ['get']],
      ['/api/rooms/{id}/seats', ['post']],
      ['/api/rooms/{id}/held-seats', ['post']],
      ['/api/rooms/{id}/computer-seats', ['post']],
      ['/api/rooms/{id}/replay', ['get', 'put', 'delete']],
      ['/api/missions/{id}/simulate', ['post']],
      ['/api/missions/simulate', ['post']],
      ['/api/missions/{id}/map.svg', ['get']],
      ['/api/rooms/{id}/actions', ['post']],
      ['/api/rooms/{id}/view', ['get']],
      ['/api/rooms/{id}/log', ['get']],
      ['/api/rooms/{id}/stream', ['get']],
      ['/api/campaigns', ['post']],
      ['/api/campaigns/try', ['post']],
      ['/api/campaigns/{id}', ['get']],
      ['/api/campaigns/{id}/players', ['post']],
      ['/api/campaigns/{id}/view', ['get']],
      ['/api/campaigns/{id}/actions', ['post']],
      ['/api/campaigns/{id}/saves', ['get']],
      ['/api/campaigns/{id}/saves/{slot}', ['post']],
      ['/api/campaigns/{id}/load', ['post']],
      ['/api/campaigns/{id}/leave-without-saving', ['post']],
      ['/api/session', ['get', 'post', 'delete']],
      ['/api/session/status', ['get']],
      ['/api/users', ['get', 'post']],
      ['/api/users/{id}', ['delete']],
      ['/api/tokens', ['get', 'post']],
      ['/api/tokens/{id}', ['delete']],
      ['/api/export', ['get']],
      ['/api/import', ['post']],
      ['/api/import/heroscribe', ['post']],
    ];
    for (const kind of CONTENT_KIND_NAMES) {
      expected.push(
        [`/api/${kind}`, ['get', 'post']],
        [`/api/${kind}/{id}`, ['get', 'put', 'delete']],
        [`/api/${kind}/{id}/status`, ['put']],
        [`/api/${kind}/{id}/versions`, ['get']],
        [`/api/${kind}/{id}/versions/{version}`, ['get']],
        [`/api/${kind}/{id}/versions/{version}/restore`, ['post']],
        [`/api/schemas/${kind}`, ['get']],
      );
    }
    for (const [path, methods] of expected) {
      assert.ok(paths[path], `missing ${path}`);
      assert.deepEqual(Object.keys(paths[path]).sort(), methods.sort(), path);
    }
    assert.equal(Object.keys(paths).length, expected.length);
  });

  test('GET /api/schemas/<kind> (and <kind>.json) is a JSON Schema', async () => {
    const res = await call(req, 'GET', '/api/schemas/missions');
    assert.equal(res.status, 200);
    assert.match(res.body.$schema, /json-schema/);
    assert.ok(res.body.properties.map);
    const withExtension = await call(req, 'GET', '/api/schemas/missions.json');
    assert.equal(withExtension.status, 200);
    assert.deepEqual(withExtension.body, res.body);
  });
});

describe('adventures over HTTP', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    ctx = await testApp();
    req = (path, init) => ctx.app.request(path, init);
  });
  after(() => ctx.close());

  const woods = () => structuredClone(pack.adventures.find((a) => a.id === 'forsaken-woods')!);
  const book = () => structuredClone(pack.adventures.find((a) => a.id === 'il-libro-delle-missioni')!);
  /** The classic quest book's summary, listed after Forsaken Woods. */
  const bookSummary = () => ({
    id: 'il-libro-delle-missioni',
    name: book().name,
    description: book().description,
    ruleset: book().ruleset,
    town: { name: book().town.name },
    locations: 6,
    sample: false,
    map: { start: 0, places: [{ routes: [1] }, { routes: [2] }, { routes: [3] }, { routes: [4] }, { routes: [5] }, { routes: [] }] },
  });
  const road = () => structuredClone(pack.adventures.find((a) => a.id === 'la-strada-di-valbrace')!);
  /** The Embervale Road's summary (a rules campaign's two fights), listed after the quest book. */
  const roadSummary = () => ({
    id: 'la-strada-di-valbrace',
    name: road().name,
    description: road().description,
    ruleset: 'embervale',
    town: { name: road().town.name },
    locations: 2,
    sample: false,
    map: { start: 0, places: [{ routes: [1] }, { routes: [] }] },
  });
  const summary = {
    id: 'forsaken-woods',
    name: woods().name,
    description: woods().description,
    ruleset: 'forsaken-woods',
    town: { name: { it: 'Oddwater', en: 'Oddwater' } },
    locations: 10,
    sample: true,
    // the map's shape, its places by index: the Old Road, the Divided Trail forking to the Briar Crossing and the
    // Charcoal Burner, both back to the Broken Cart, then on to the Sealed Road
    map: {
      start: 0,
      places: [
        { routes: [1] },
        { routes: [2, 3] },
        { routes: [4] },
        { routes: [4] },
        { routes: [5] },
        { routes: [6] },
        { routes: [7] },
        { routes: [8] },
        { routes: [9] },
        { routes: [] },
      ],
    },
  };
  /** A short adventure of the default content: the Old Road alone, its exit completing it. */
  const short = () => {
    const a = woods();
    const road = a.locations[0]!;
    road.routes = [];
    const exit = road.nodes.at(-1)!;
    if (exit.kind === 'exit') exit.completes = true;
    return { ...a, id: 'la-strada-breve', name: { it: 'La strada breve', en: 'The short road' }, locations: [road], recruits: [] as string[] };
  };
  const issuesOf = (res: { body: { error: { issues: unknown } } }) => res.body.error.issues;

  test('an adventure in full tells where each branch leads: the public reads its summary, a signed-in reader all of it', async () => {
    const list = await call(req, 'GET', '/api/adventures');
    assert.equal(list.status, 200);
    assert.deepEqual(list.body, { items: [summary, bookSummary(), roadSummary()] });
    const one = await call(req, 'GET', '/api/adventures/forsaken-woods');
    assert.equal(one.status, 200);
    assert.deepEqual(one.body, summary);
    const raw = JSON.stringify([list.body, one.body]);
    assert.ok(!raw.includes('briar-crossing') && !raw.includes('"nodes"') && !raw.includes('"rewards"'), raw.slice(0, 300));
    assert.deepEqual((await call(req, 'GET', '/api/adventures/forsaken-woods', { token: 'not-the-admin' })).body, summary);
    const full = await call(req, 'GET', '/api/adventures/forsaken-woods', { token: ADMIN_TOKEN });
    assert.equal(full.status, 200);
    assert.deepEqual(full.body, woods());
    assert.equal(full.headers.get('etag'), '"1"');
    const all = await call(req, 'GET', '/api/adventures', { token: ADMIN_TOKEN });
    assert.deepEqual(all.body, { items: [woods(), book(), road()], drafts: [] });
  });

  test('POST, PUT, versions and restore of an adventure; a mission or hero it names cannot be deleted', async () => {
    const doc = short();
    const created = await call(req, 'POST', '/api/adventures', { token: ADMIN_TOKEN, body: doc });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    assert.deepEqual(created.body, doc);
    assert.equal(created.headers.get('etag'), '"1"');
    assert.equal((await call(req, 'POST', '/api/adventures', { token: ADMIN_TOKEN, body: doc })).status, 409);

    const renamed = { ...doc, name: { it: 'La strada più breve', en: 'The shortest road' } };
    const put = await call(req, 'PUT', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN, body: renamed });
    assert.equal(put.status, 200);
    assert.equal(put.headers.get('etag'), '"2"');
    const history = await call(req, 'GET', '/api/adventures/la-strada-breve/versions', { token: ADMIN_TOKEN });
    assert.equal(history.status, 200);
    assert.deepEqual([history.body.kind, history.body.current, history.body.versions.map((v: { version: number }) => v.version)], ['adventures', 2, [2, 1]]);
    assert.deepEqual((await call(req, 'GET', '/api/adventures/la-strada-breve/versions/1', { token: ADMIN_TOKEN })).body.doc, doc);
    assert.equal((await call(req, 'GET', '/api/adventures/la-strada-breve/versions')).status, 401, 'the history is not public');
    const restored = await call(req, 'POST', '/api/adventures/la-strada-breve/versions/1/restore', { token: ADMIN_TOKEN });
    assert.equal(restored.status, 200);
    assert.deepEqual(restored.body, doc);
    assert.equal(restored.headers.get('etag'), '"3"');

    // the Old Road's mission is named by both adventures; Xov by the forsaken-woods recruits and the ruleset's attire
    const mission = await call(req, 'DELETE', '/api/missions/la-vecchia-strada', { token: ADMIN_TOKEN });
    assert.equal(mission.status, 409);
    assert.equal(mission.body.error.code, 'in_use');
    assert.deepEqual(
      mission.body.error.issues.map((i: { path: string }) => i.path),
      ['adventures/forsaken-woods', 'adventures/la-strada-breve'],
    );
    const xov = await call(req, 'DELETE', '/api/heroes/xov', { token: ADMIN_TOKEN });
    assert.equal(xov.status, 409);
    assert.deepEqual(
      xov.body.error.issues.map((i: { message: string }) => i.message),
      ['ruleset "forsaken-woods" uses hero "xov" at campaign.attire[0].hero', 'adventure "forsaken-woods" uses hero "xov" at recruits[0]'],
    );
    assert.equal((await call(req, 'DELETE', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN })).status, 204);
    assert.equal((await call(req, 'GET', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN })).status, 404);
  });

  test('an adventure naming what does not exist, or not fitting its ruleset, is a 400 at the path, and nothing is written', async () => {
    const missing = short();
    const fight = missing.locations[0]!.nodes[0]!;
    assert.equal(fight.kind, 'encounter');
    if (fight.kind === 'encounter') fight.mission = 'nessuna';
    missing.recruits = ['nessuno'];
    const res = await call(req, 'PUT', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN, body: missing });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    assert.deepEqual(issuesOf(res), [
      {
        path: 'locations[0].nodes[0].mission',
        message: 'no mission "nessuna"',
        text: { it: 'nessuna missione «nessuna» nell’Archivio', en: 'no mission “nessuna” in the Archive' },
      },
      { path: 'recruits[0]', message: 'no hero "nessuno"', text: { it: 'nessun eroe «nessuno» nell’Archivio', en: 'no hero “nessuno” in the Archive' } },
    ]);

    // a ruleset with no campaign rules (Embervale's, its campaign block taken away), and the Old Road's fight plays by forsaken-woods
    const { campaign: _, ...bare } = pack.rulesets.find((r) => r.id === 'embervale')!;
    const stored = await call(req, 'PUT', '/api/rulesets/senza-campagna', { token: ADMIN_TOKEN, body: { ...bare, id: 'senza-campagna' } });
    assert.ok(stored.status < 300, JSON.stringify(stored.body));
    const classic = await call(req, 'PUT', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN, body: { ...short(), ruleset: 'senza-campagna' } });
    assert.equal(classic.status, 400);
    assert.deepEqual(issuesOf(classic), [
      { path: 'ruleset', message: 'ruleset "senza-campagna" has no campaign rules ("campaign"), which price an adventure\'s town' },
      {
        path: 'locations[0].nodes[0].mission',
        message: 'mission "la-vecchia-strada" plays by ruleset "forsaken-woods", not the adventure\'s "senza-campagna"',
      },
      { path: 'prologue.mission', message: 'mission "il-prologo" plays by ruleset "forsaken-woods", not the adventure\'s "senza-campagna"' },
    ]);
    assert.match(classic.body.error.message, /does not fit its ruleset/);

    const tiered = short();
    tiered.locations[0]!.nodes[1]!.tiers = ['leggendario'];
    const tier = await call(req, 'PUT', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN, body: tiered });
    assert.equal(tier.status, 400);
    assert.deepEqual(issuesOf(tier), [
      {
        path: 'locations[0].nodes[1].tiers[0]',
        message: 'no difficulty tier "leggendario" in ruleset "forsaken-woods"; it has "basic", "advanced", "expert", "master", "masterPlus"',
      },
    ]);

    // the schema's own checks: a route to nowhere, a puzzle solution out of range, a location not ending with its exit
    const broken = woods();
    broken.locations[0]!.routes = ['da-nessuna-parte'];
    const stones = broken.locations.find((l) => l.id === 'dawn-stones')!;
    const puzzle = stones.nodes.find((n) => n.kind === 'puzzle')!;
    if (puzzle.kind === 'puzzle') puzzle.solution = 3;
    broken.locations[1]!.nodes.pop();
    const bad = await call(req, 'PUT', '/api/adventures/forsaken-woods', { token: ADMIN_TOKEN, body: broken });
    assert.equal(bad.status, 400);
    assert.deepEqual(
      (issuesOf(bad) as { path: string; message: string }[]).map((i) => [i.path, i.message]),
      [
        ['locations[0].routes[0]', 'no location "da-nessuna-parte"'],
        ['locations[1].nodes', 'a location ends with its exit node'],
        [`locations[${broken.locations.indexOf(stones)}].nodes[1].solution`, "the solution is an option's index, 0 to 2"],
      ],
    );
    assert.equal((await call(req, 'GET', '/api/adventures/la-strada-breve', { token: ADMIN_TOKEN })).status, 404);
    assert.deepEqual((await call(req, 'GET', '/api/adventures/forsaken-woods', { token: ADMIN_TOKEN })).body, woods());
  });

  test('GET /api/schemas/adventures (and adventure.json) is the JSON Schema of an adventure', async () => {
    const res = await call(req, 'GET', '/api/schemas/adventures');
    assert.equal(res.status, 200);
    assert.match(res.body.$schema, /json-schema/);
    assert.deepEqual(res.body.required, ['id', 'name', 'ruleset', 'town', 'start', 'locations']);
    assert.ok(res.body.properties.locations.items.properties.nodes);
    assert.deepEqual((await call(req, 'GET', '/api/schemas/adventure.json')).body, res.body);
  });
});

describe('storage', () => {
  test('a restart does not seed again: deleted documents stay deleted', async () => {
    const tmp = tempDir();
    try {
      const log = () => {};
      const first = await openServices({ dataDir: tmp.dir, ...testDatabaseOption(tmp.dir), adminToken: ADMIN_TOKEN, log });
      const total = Object.values(pack).reduce((n, docs) => n + docs.length, 0);
      assert.equal(await countDocuments(first.db), total);
      // a mission nothing names (the quest book leaves it out: it is won when a master declares it)
      const res = await createApp(first).request('/api/missions/la-biblioteca-proibita', {
        method: 'DELETE',
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      assert.equal(res.status, 204);
      await first.close();
      const second = await openServices({ dataDir: tmp.dir, ...testDatabaseOption(tmp.dir), adminToken: ADMIN_TOKEN, log });
      assert.equal(await countDocuments(second.db), total - 1);
      await second.close();
    } finally {
      tmp.remove();
    }
  });

  test('without ADMIN_TOKEN a random token is generated and logged once', async () => {
    const tmp = tempDir();
    const lines: string[] = [];
    try {
      const services = await openServices({ dataDir: tmp.dir, ...testDatabaseOption(tmp.dir), log: (m) => lines.push(m) });
      assert.ok(services.adminToken.length >= 43);
      assert.equal(lines.filter((l) => l.includes(services.adminToken)).length, 1);
      await services.close();
    } finally {
      tmp.remove();
    }
  });
});

describe('static files', () => {
  test('the bundle and the demo page are served; a missing bundle is a clear 404', async () => {
    const ctx = await testApp();
    const dirs = tempDir();
    try {
      const demoDir = join(dirs.dir, 'demo');
      const bundleDir = join(dirs.dir, 'dist');
      mkdirSync(demoDir);
      writeFileSync(join(demoDir, 'index.html'), '<!doctype html><title>demo</title>');
      writeFileSync(join(demoDir, 'style.css'), 'body{}');
      const app = createApp(ctx.services, { demoDir, bundleDir });

      const missing = await app.request('/quest-board.js');
      assert.equal(missing.status, 404);
      assert.match((await missing.json()).error.message, /npm run build/);

      mkdirSync(bundleDir);
      writeFileSync(join(bundleDir, 'quest-board.js'), 'export {};');
      const bundle = await app.request('/quest-board.js');
      assert.equal(bundle.status, 200);
      assert.match(bundle.headers.get('content-type') ?? '', /javascript/);
      assert.equal(await bundle.text(), 'export {};');
      // a page on another origin loads the module script only with CORS
      const crossOrigin = await app.request('/quest-board.js', { headers: { Origin: 'https://club.example' } });
      assert.equal(crossOrigin.headers.get('access-control-allow-origin'), '*');
      writeFileSync(join(bundleDir, 'demo.js'), 'export {};');
      assert.equal((await app.request('/demo.js')).status, 200);

      const index = await app.request('/');
      assert.equal(index.status, 200);
      assert.match(await index.text(), /<title>demo<\/title>/);
      const css = await app.request('/style.css');
      assert.equal(css.status, 200);
      assert.equal((await app.request('/../package.json')).status, 404);
    } finally {
      dirs.remove();
      await ctx.close();
    }
  });
});
