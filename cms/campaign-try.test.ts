/**
 * "Try it" for adventures (docs/campaigns.md "Trying a draft"): `POST /api/campaigns/try` creates a campaign
 * of the adventure document as the Archive's editor holds it, saved nowhere, on a real listening server: the campaign
 * plays the draft, the stored adventure and new campaigns of it stay as they were; refused without signing in (401),
 * for a document failing its schema or naming missing documents (400 by path), and past the creation limit (429).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { call, overHttp, type Requester } from '../test/support/http.ts';
import { storeTestAdventure, TEST_ADVENTURE, TEST_ADVENTURE_ID } from '../test/support/campaigns.ts';
import { asUser, signIn } from '../test/support/session.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from '../test/support/server.ts';

const t = (s: string) => ({ it: s, en: s });

describe('POST /api/campaigns/try', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let req: Requester;
  let author: string;
  before(async () => {
    server = await inspectableServer(tmp.dir);
    req = overHttp(server.url);
    await storeTestAdventure(server.services.db);
    const made = await call(req, 'POST', '/api/users', { token: ADMIN_TOKEN, body: { name: 'giulia', password: 'autrice-di-avventure', role: 'author' } });
    assert.equal(made.status, 201, JSON.stringify(made.body));
    author = await signIn(
      (path, init) => req(path, { ...init, headers: { ...(init?.headers as Record<string, string>), origin: server.url } }),
      'giulia',
      'autrice-di-avventure',
    );
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });
  const asAuthor = (body: unknown) => asUser(req, author, 'POST', '/api/campaigns/try', { body, origin: server.url });

  test("the tried campaign plays the editor's draft; the stored adventure, its versions and new campaigns of it stay as they were", async () => {
    const stored = (await call(req, 'GET', `/api/adventures/${TEST_ADVENTURE_ID}`, { token: ADMIN_TOKEN })).body;
    const versions = (await call(req, 'GET', `/api/adventures/${TEST_ADVENTURE_ID}/versions`, { token: ADMIN_TOKEN })).body;
    const draft = structuredClone(stored);
    draft.name = t('Bozza provata');
    draft.locations[0].name = t('Strada nuova');

    const tried = await asAuthor({ adventure: draft });
    assert.equal(tried.status, 201, JSON.stringify(tried.body));
    assert.equal(tried.body.player, 'leader');
    assert.match(tried.body.token, /^[A-Za-z0-9_-]{43}$/);
    const summary = await call(req, 'GET', `/api/campaigns/${tried.body.campaign}`);
    assert.deepEqual(summary.body.adventure, { id: TEST_ADVENTURE_ID, name: t('Bozza provata') });
    const view = await call(req, 'GET', `/api/campaigns/${tried.body.campaign}/view`, { token: tried.body.token });
    assert.equal(view.status, 200);
    assert.deepEqual(
      view.body.view.map.map((l: { id: string; name: unknown }) => [l.id, l.name]),
      [['old-road', t('Strada nuova')]],
    );
    // it keeps playing the draft: an action, then the view again
    const travelled = await call(req, 'POST', `/api/campaigns/${tried.body.campaign}/actions`, {
      token: tried.body.token,
      body: { type: 'travel', to: 'old-road' },
    });
    assert.equal(travelled.status, 200, JSON.stringify(travelled.body));
    const after = await call(req, 'GET', `/api/campaigns/${tried.body.campaign}/view`, { token: tried.body.token });
    assert.deepEqual(after.body.view.map[0].name, t('Strada nuova'));
    assert.deepEqual(after.body.view.run.place, { at: 'location', location: 'old-road', position: 0 });

    // the leader alone holds every hero of the tried campaign's fight: a seat and its token each, none left to join
    const fought = await call(req, 'POST', `/api/campaigns/${tried.body.campaign}/actions`, { token: tried.body.token, body: { type: 'fight' } });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    const inFight = (await call(req, 'GET', `/api/campaigns/${tried.body.campaign}/view`, { token: tried.body.token })).body;
    assert.deepEqual(inFight.fight.seats.map((s: { hero: string }) => s.hero).sort(), [...inFight.view.company.active].sort());
    assert.ok(inFight.fight.seats.every((s: { token: string }) => typeof s.token === 'string' && s.token.length > 0));
    assert.deepEqual((await call(req, 'GET', `/api/rooms/${inFight.fight.room}`)).body.freeHeroes, []);

    // nothing saved: the same document and versions; a new campaign of the stored adventure has its old names
    assert.deepEqual((await call(req, 'GET', `/api/adventures/${TEST_ADVENTURE_ID}`, { token: ADMIN_TOKEN })).body, stored);
    assert.deepEqual((await call(req, 'GET', `/api/adventures/${TEST_ADVENTURE_ID}/versions`, { token: ADMIN_TOKEN })).body, versions);
    const fresh = await call(req, 'POST', '/api/campaigns', { body: { adventure: TEST_ADVENTURE_ID } });
    const freshView = await call(req, 'GET', `/api/campaigns/${fresh.body.campaign}/view`, { token: fresh.body.token });
    assert.deepEqual(freshView.body.view.map[0].name, TEST_ADVENTURE.locations[0]!.name);

    // an adventure never saved can be tried, and stays unsaved
    const unsaved = await asAuthor({ adventure: { ...structuredClone(TEST_ADVENTURE), id: 'mai-salvata' } });
    assert.equal(unsaved.status, 201, JSON.stringify(unsaved.body));
    assert.equal((await call(req, 'GET', '/api/adventures/mai-salvata', { token: ADMIN_TOKEN })).status, 404);
    assert.equal((await call(req, 'GET', `/api/campaigns/${unsaved.body.campaign}/view`, { token: unsaved.body.token })).status, 200);
  });

  test('refused: not signed in (401), a document failing its schema, naming missing documents or an artifact or hero its ruleset does not play (400 by path), a seed without the administrator token (401)', async () => {
    const anonymous = await call(req, 'POST', '/api/campaigns/try', { body: { adventure: TEST_ADVENTURE } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.error.code, 'unauthorized');

    const invalid = await asAuthor({ adventure: { ...structuredClone(TEST_ADVENTURE), start: 'nowhere' } });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.error.code, 'invalid_body');
    assert.deepEqual(
      invalid.body.error.issues.filter((i: { path: string }) => i.path === 'adventure.start'),
      [{ path: 'adventure.start', message: 'no location "nowhere"' }],
    );

    const missing = structuredClone(TEST_ADVENTURE);
    (missing.locations[0]!.nodes[0] as { mission?: string }).mission = 'nessuna-missione';
    const refused = await asAuthor({ adventure: missing });
    assert.equal(refused.status, 400);
    assert.equal(refused.body.error.code, 'invalid_body');
    assert.deepEqual(refused.body.error.issues, [
      {
        path: 'adventure.locations[0].nodes[0].mission',
        message: 'no mission "nessuna-missione"',
        text: { it: 'nessuna missione «nessuna-missione» nell’Archivio', en: 'no mission “nessuna-missione” in the Archive' },
      },
    ]);

    // references the schema cannot check: an artifact the ruleset's campaign rules do not have, a classic hero
    // recruited into or required alive in a Forsaken Woods adventure (the same check as an adventure's save)
    const unfit = structuredClone(TEST_ADVENTURE) as unknown as { recruits: string[]; locations: { nodes: unknown[] }[] };
    unfit.recruits = ['barbaro'];
    unfit.locations[0]!.nodes.splice(1, 0, {
      id: 'old-road-gate',
      kind: 'challenge',
      name: t('Cancello'),
      at: 0.3,
      dc: 12,
      approaches: [
        { id: 'force', name: t('Forzare'), skill: 'might' },
        { id: 'seal', name: t('Sigillo'), skill: 'arcana', requires: [{ kind: 'artifact', artifact: 'nope' }] },
        {
          id: 'friend',
          name: t('Amico'),
          skill: 'presence',
          requires: [{ kind: 'heroAlive', hero: 'barbaro' }],
          modifiers: [{ when: { kind: 'artifact', artifact: 'silverSeal' }, value: 2 }],
        },
      ],
      success: {},
      failure: {},
    });
    const misfit = await asAuthor({ adventure: unfit });
    assert.equal(misfit.status, 400, JSON.stringify(misfit.body));
    assert.equal(misfit.body.error.code, 'invalid_body');
    assert.deepEqual(misfit.body.error.issues, [
      {
        path: 'adventure.locations[0].nodes[1].approaches[1].requires[0].artifact',
        message: 'no artifact "nope" in ruleset "forsaken-woods"\'s campaign rules; it has "silverSeal"',
      },
      {
        path: 'adventure.locations[0].nodes[1].approaches[2].requires[0].hero',
        message: 'hero "barbaro" is written for no ruleset (a classic hero): the d20 ruleset "forsaken-woods" plays only its own heroes',
      },
      {
        path: 'adventure.recruits[0]',
        message: 'hero "barbaro" is written for no ruleset (a classic hero): the d20 ruleset "forsaken-woods" plays only its own heroes',
      },
    ]);

    const seeded = await asAuthor({ adventure: TEST_ADVENTURE, seed: 'x' });
    assert.equal(seeded.status, 401);
    assert.equal(seeded.body.error.code, 'unauthorized');
    const extra = await asAuthor({ adventure: TEST_ADVENTURE, publish: true });
    assert.equal(extra.status, 400);
    assert.equal(extra.body.error.code, 'invalid_body');
  });
});

describe('POST /api/campaigns/try counts in the per-address creation limit', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let req: Requester;
  before(async () => {
    server = await inspectableServer(tmp.dir, { creationsPerMinute: 1 });
    req = overHttp(server.url);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  test('the second creation in a minute is 429 with Retry-After', async () => {
    const first = await call(req, 'POST', '/api/campaigns/try', { token: ADMIN_TOKEN, body: { adventure: TEST_ADVENTURE } });
    assert.equal(first.status, 201, JSON.stringify(first.body));
    const second = await call(req, 'POST', '/api/campaigns/try', { token: ADMIN_TOKEN, body: { adventure: TEST_ADVENTURE } });
    assert.equal(second.status, 429);
    assert.equal(second.body.error.code, 'too_many_requests');
    assert.match(second.headers.get('retry-after') ?? '', /^\d+$/);
  });
});
