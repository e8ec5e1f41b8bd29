/**
 * Version history and restore, and drafts vs published documents, through `app.request` over a real SQLite file.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { CRYPT, cryptPack } from '../test/support/crypt-pack.ts';
import { call, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, ADMIN_USER, testApp } from '../test/support/server.ts';
import { asUser, signIn } from '../test/support/session.ts';

const pack = loadDefaultPack();
const barbaro = () => structuredClone(pack.heroes.find((h) => h.id === 'barbaro')!);
const t = (s: string) => ({ it: s, en: s });

/**
 * For a suite: a fresh server with its administrator and an author, "giulia", both signed in; `ready` receives the
 * requester and the two session cookies before the suite's tests run.
 */
function signedInServer(ready: (req: Requester, admin: string, author: string) => void): void {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  before(async () => {
    ctx = await testApp({ admin: true });
    const req: Requester = (path, init) => ctx.app.request(path, init);
    const admin = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
    await asUser(req, admin, 'POST', '/api/users', { body: { name: 'giulia', password: 'autrice-di-missioni', role: 'author' } });
    ready(req, admin, await signIn(req, 'giulia', 'autrice-di-missioni'));
  });
  after(() => ctx.close());
}

describe('version history', () => {
  let req: Requester;
  let admin: string;
  let author: string;
  signedInServer((r, a, w) => ((req = r), (admin = a), (author = w)));

  test('every save keeps the old version; the history lists who saved each, newest first', async () => {
    const seeded = await asUser(req, author, 'GET', '/api/heroes/barbaro/versions');
    assert.equal(seeded.status, 200);
    assert.deepEqual(
      seeded.body.versions.map((v: { version: number; saved_by: string }) => [v.version, v.saved_by]),
      [[1, 'seed']],
    );

    assert.equal((await asUser(req, author, 'PUT', '/api/heroes/barbaro', { body: { ...barbaro(), attack: 4 } })).status, 200);
    assert.equal((await call(req, 'PUT', '/api/heroes/barbaro', { token: ADMIN_TOKEN, body: { ...barbaro(), attack: 5 } })).status, 200);
    const history = await asUser(req, author, 'GET', '/api/heroes/barbaro/versions');
    assert.deepEqual(
      history.body.versions.map((v: { version: number; saved_by: string }) => [v.version, v.saved_by]),
      [
        [3, 'ADMIN_TOKEN'],
        [2, 'giulia'],
        [1, 'seed'],
      ],
    );
    assert.equal(history.body.current, 3);
    assert.equal(history.body.status, 'published');
    assert.match(history.body.versions[0].saved_at, /^\d{4}-\d\d-\d\dT/);

    const v1 = await asUser(req, author, 'GET', '/api/heroes/barbaro/versions/1');
    assert.equal(v1.status, 200);
    assert.deepEqual(v1.body.doc, barbaro());
    assert.equal((await asUser(req, author, 'GET', '/api/heroes/barbaro/versions/2')).body.doc.attack, 4);
    assert.equal((await asUser(req, author, 'GET', '/api/heroes/barbaro/versions/9')).status, 404);
    assert.equal((await asUser(req, author, 'GET', '/api/heroes/barbaro/versions/zero')).status, 400);
    assert.equal((await asUser(req, author, 'GET', '/api/heroes/nessuno/versions')).status, 404);
    // the history is not public
    assert.equal((await call(req, 'GET', '/api/heroes/barbaro/versions')).status, 401);
    assert.equal((await call(req, 'GET', '/api/heroes/barbaro/versions/1')).status, 401);
  });

  test('restore saves an old version as a new one', async () => {
    const restored = await asUser(req, author, 'POST', '/api/heroes/barbaro/versions/1/restore');
    assert.equal(restored.status, 200);
    assert.deepEqual(restored.body, barbaro());
    assert.equal(restored.headers.get('etag'), '"4"');
    const now = await call(req, 'GET', '/api/heroes/barbaro');
    assert.deepEqual(now.body, barbaro());
    assert.equal(now.headers.get('etag'), '"4"');
    const history = await asUser(req, author, 'GET', '/api/heroes/barbaro/versions');
    assert.deepEqual(
      history.body.versions.map((v: { version: number }) => v.version),
      [4, 3, 2, 1],
    );
    assert.equal((await asUser(req, author, 'POST', '/api/heroes/barbaro/versions/99/restore')).status, 404);
  });

  test('a deleted document keeps its history and comes back by restore; a version naming what is gone is refused with the path', async () => {
    // without the adventure and the ruleset's campaign rules, nothing names the hero
    const pack = cryptPack();
    pack.adventures = [];
    delete pack.rulesets[0]!.campaign;
    const imported = await asUser(req, admin, 'POST', '/api/import', { body: { pack } });
    assert.equal(imported.status, 200);
    assert.equal((await asUser(req, admin, 'DELETE', `/api/heroes/${CRYPT.heroes}`)).status, 204);
    const history = await asUser(req, admin, 'GET', `/api/heroes/${CRYPT.heroes}/versions`);
    assert.equal(history.status, 200);
    assert.equal(history.body.current, null);
    assert.equal(history.body.status, null);
    assert.equal(history.body.versions.length, 1);

    // the hero knows a spell: delete it, and restoring the hero names a spell that is gone
    assert.equal((await asUser(req, admin, 'DELETE', `/api/spells/${CRYPT.spells}`)).status, 204);
    const refused = await asUser(req, admin, 'POST', `/api/heroes/${CRYPT.heroes}/versions/1/restore`);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error.code, 'invalid_document');
    assert.equal(refused.body.error.issues[0].path, 'spells[0]');
    assert.equal((await call(req, 'GET', `/api/heroes/${CRYPT.heroes}`)).status, 404);

    assert.equal((await asUser(req, admin, 'POST', `/api/spells/${CRYPT.spells}/versions/1/restore`)).status, 201);
    const back = await asUser(req, admin, 'POST', `/api/heroes/${CRYPT.heroes}/versions/1/restore`);
    assert.equal(back.status, 201);
    assert.equal(back.headers.get('etag'), '"2"', 'versions are never reused');
    assert.deepEqual(back.body, cryptPack().heroes[0]);
  });

  test('an adventure has a history too: a document it names cannot be deleted; deleted, it is restored once what it names is back', async () => {
    const crypt = cryptPack();
    const imported = await asUser(req, admin, 'POST', '/api/import', {
      body: { pack: { rulesets: crypt.rulesets, adventures: crypt.adventures }, onClash: { [`rulesets/${CRYPT.rulesets}`]: 'replace' } },
    });
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    const path = `/api/adventures/${CRYPT.adventures}`;
    const changed = structuredClone(crypt.adventures[0]!);
    changed.locations[0]!.nodes[0]!.name = t('Ratti affamati');
    const put = await asUser(req, admin, 'PUT', path, { body: changed });
    assert.equal(put.status, 200);
    assert.equal(put.headers.get('etag'), '"2"');
    const history = await asUser(req, admin, 'GET', `${path}/versions`);
    assert.deepEqual(
      history.body.versions.map((v: { version: number }) => v.version),
      [2, 1],
    );
    assert.deepEqual((await asUser(req, admin, 'GET', `${path}/versions/1`)).body.doc, crypt.adventures[0]);

    // the hero is the ruleset's roster and the adventure's recruit
    const hero = await asUser(req, admin, 'DELETE', `/api/heroes/${CRYPT.heroes}`);
    assert.equal(hero.status, 409);
    assert.equal(hero.body.error.code, 'in_use');
    assert.deepEqual(
      hero.body.error.issues.map((i: { path: string }) => i.path),
      [`rulesets/${CRYPT.rulesets}`, `adventures/${CRYPT.adventures}`],
    );

    assert.equal((await asUser(req, admin, 'DELETE', path)).status, 204);
    assert.equal((await asUser(req, admin, 'GET', path)).status, 404);
    // nothing else named the mission: it goes too, and the adventure's first version now names a mission that is gone
    assert.equal((await asUser(req, admin, 'DELETE', `/api/missions/${CRYPT.missions}`)).status, 204);
    const refused = await asUser(req, admin, 'POST', `${path}/versions/1/restore`);
    assert.equal(refused.status, 422);
    assert.equal(refused.body.error.code, 'invalid_document');
    assert.deepEqual(refused.body.error.issues, [
      {
        path: 'locations[0].nodes[0].mission',
        message: `no mission "${CRYPT.missions}"`,
        text: { it: `nessuna missione «${CRYPT.missions}» nell’Archivio`, en: `no mission “${CRYPT.missions}” in the Archive` },
      },
      {
        path: 'prologue.mission',
        message: `no mission "${CRYPT.missions}"`,
        text: { it: `nessuna missione «${CRYPT.missions}» nell’Archivio`, en: `no mission “${CRYPT.missions}” in the Archive` },
      },
    ]);
    assert.equal((await asUser(req, admin, 'POST', `/api/missions/${CRYPT.missions}/versions/1/restore`)).status, 201);
    const back = await asUser(req, admin, 'POST', `${path}/versions/1/restore`);
    assert.equal(back.status, 201);
    assert.equal(back.headers.get('etag'), '"3"', 'versions are never reused');
    assert.deepEqual(back.body, crypt.adventures[0]);
  });
});

describe('drafts and published documents', () => {
  let req: Requester;
  let admin: string;
  let author: string;
  signedInServer((r, a, w) => ((req = r), (admin = a), (author = w)));

  const rat = { id: 'ratto', name: t('Ratto'), move: 6, attack: 1, defence: 1, body: 1, mind: 0 };

  test('a new document from an author is a draft: hidden from the public, seen by signed-in users', async () => {
    const created = await asUser(req, author, 'POST', '/api/creatures', { body: rat });
    assert.equal(created.status, 201);
    assert.equal(created.headers.get('x-document-status'), 'draft');

    assert.equal((await call(req, 'GET', '/api/creatures/ratto')).status, 404);
    const publicList = await call(req, 'GET', '/api/creatures');
    assert.ok(!publicList.body.items.some((c: { id: string }) => c.id === 'ratto'));
    assert.equal(publicList.body.drafts, undefined);

    const mine = await asUser(req, author, 'GET', '/api/creatures/ratto');
    assert.equal(mine.status, 200);
    assert.equal(mine.headers.get('x-document-status'), 'draft');
    const list = await asUser(req, admin, 'GET', '/api/creatures');
    assert.ok(list.body.items.some((c: { id: string }) => c.id === 'ratto'));
    assert.deepEqual(list.body.drafts, ['ratto']);
    assert.ok((await call(req, 'GET', '/api/creatures', { token: ADMIN_TOKEN })).body.drafts.includes('ratto'));

    // saving it again keeps it a draft; publishing is a status change (no new version) or ?publish=1
    const saved = await asUser(req, author, 'PUT', '/api/creatures/ratto', { body: { ...rat, move: 7 } });
    assert.equal(saved.headers.get('x-document-status'), 'draft');
    const published = await asUser(req, author, 'PUT', '/api/creatures/ratto/status', { body: { status: 'published' } });
    assert.deepEqual(published.body, { kind: 'creatures', id: 'ratto', status: 'published', version: 2 });
    assert.equal((await call(req, 'GET', '/api/creatures/ratto')).body.move, 7);
    assert.equal((await asUser(req, author, 'PUT', '/api/creatures/ratto/status', { body: { status: 'draft' } })).body.status, 'draft');
    assert.equal((await call(req, 'GET', '/api/creatures/ratto')).status, 404);
    assert.equal((await asUser(req, author, 'PUT', '/api/creatures/nessuno/status', { body: { status: 'draft' } })).status, 404);
    assert.equal((await asUser(req, author, 'PUT', '/api/creatures/ratto/status', { body: { status: 'hidden' } })).status, 400);

    const withPublish = await asUser(req, author, 'POST', '/api/creatures?publish=1', { body: { ...rat, id: 'ratto-nero' } });
    assert.equal(withPublish.headers.get('x-document-status'), 'published');
    assert.equal((await call(req, 'GET', '/api/creatures/ratto-nero')).status, 200);
  });

  test("an administrator's new documents are published unless ?publish=0; seeded content is published", async () => {
    const byAdmin = await asUser(req, admin, 'POST', '/api/creatures', { body: { ...rat, id: 'ratto-bianco' } });
    assert.equal(byAdmin.headers.get('x-document-status'), 'published');
    const draft = await call(req, 'PUT', '/api/creatures/ratto-grigio?publish=0', { token: ADMIN_TOKEN, body: { ...rat, id: 'ratto-grigio' } });
    assert.equal(draft.status, 201);
    assert.equal(draft.headers.get('x-document-status'), 'draft');
    assert.equal((await call(req, 'GET', '/api/creatures/ratto-grigio')).status, 404);
    assert.equal((await call(req, 'GET', '/api/heroes/barbaro')).headers.get('x-document-status'), 'published');
  });

  test('a draft mission: hidden from the public list, no public room; a signed-in author may try it', async () => {
    const mission = { ...structuredClone(pack.missions.find((m) => m.id === 'la-prova')!), id: 'la-prova-bozza', name: t('Bozza') };
    const created = await asUser(req, author, 'POST', '/api/missions', { body: mission });
    assert.equal(created.status, 201);
    assert.ok(!(await call(req, 'GET', '/api/missions')).body.items.some((m: { id: string }) => m.id === 'la-prova-bozza'));
    assert.equal((await call(req, 'GET', '/api/missions/la-prova-bozza')).status, 404);

    const publicRoom = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova-bozza' } });
    assert.equal(publicRoom.status, 404);
    const tryIt = await asUser(req, author, 'POST', '/api/rooms', { body: { mission: 'la-prova-bozza' } });
    assert.equal(tryIt.status, 201, JSON.stringify(tryIt.body));
    // a published mission's room is for anyone
    assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status, 201);
  });

  test('a draft hero is not offered in a public room', async () => {
    const hero = { id: 'paladino', name: t('Paladino'), body: 7, mind: 3, attack: 3, defence: 3 };
    assert.equal((await asUser(req, author, 'POST', '/api/heroes', { body: hero })).status, 201);
    const room = await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    const summary = await call(req, 'GET', `/api/rooms/${room.body.room}`);
    assert.ok(!summary.body.freeHeroes.some((h: { id: string }) => h.id === 'paladino'));
    assert.ok(summary.body.freeHeroes.some((h: { id: string }) => h.id === 'barbaro'));
    const tryRoom = await asUser(req, author, 'POST', '/api/rooms', { body: { mission: 'la-prova' } });
    const trySummary = await call(req, 'GET', `/api/rooms/${tryRoom.body.room}`);
    assert.ok(trySummary.body.freeHeroes.some((h: { id: string }) => h.id === 'paladino'));
  });

  test("imports: an author's new documents are drafts, an administrator's published; ?publish= decides otherwise", async () => {
    const byAuthor = await asUser(req, author, 'POST', '/api/import', { body: { pack: cryptPack() } });
    assert.equal(byAuthor.status, 200);
    assert.equal((await call(req, 'GET', `/api/missions/${CRYPT.missions}`)).status, 404);
    assert.equal((await asUser(req, author, 'GET', `/api/missions/${CRYPT.missions}`)).headers.get('x-document-status'), 'draft');
    // replacing keeps the status, unless told
    const keys = Object.fromEntries(byAuthor.body.created.map((k: string) => [k, 'replace']));
    assert.equal((await asUser(req, admin, 'POST', '/api/import', { body: { pack: cryptPack(), onClash: keys } })).status, 200);
    assert.equal((await call(req, 'GET', `/api/missions/${CRYPT.missions}`)).status, 404);
    assert.equal((await asUser(req, author, 'POST', '/api/import?publish=1', { body: { pack: cryptPack(), onClash: keys } })).status, 200);
    assert.equal((await call(req, 'GET', `/api/missions/${CRYPT.missions}`)).status, 200);
  });
});

describe('Try it: a room of the mission as the editor holds it, saved nowhere', () => {
  let req: Requester;
  let author: string;
  signedInServer((r, _a, w) => ((req = r), (author = w)));

  test('the tried room plays the edit; the stored mission, its versions and new public rooms stay as they were', async () => {
    const stored = (await asUser(req, author, 'GET', '/api/missions/la-prova')).body;
    const versions = (await asUser(req, author, 'GET', '/api/missions/la-prova/versions')).body;
    const edited = { ...structuredClone(stored), monsters: [...stored.monsters, { kind: 'orco', x: 6, y: 6 }] };
    const tried = await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: edited } });
    assert.equal(tried.status, 201, JSON.stringify(tried.body));
    assert.equal(tried.body.seat, 'master');
    assert.equal(tried.body.role, 'master');
    assert.equal(tried.body.questBook, 'open');
    const view = await call(req, 'GET', `/api/rooms/${tried.body.room}/view`, { token: tried.body.token });
    assert.ok(view.body.view.units.some((u: { kind: string; x: number; y: number }) => u.kind === 'orco' && u.x === 6 && u.y === 6));

    assert.deepEqual((await asUser(req, author, 'GET', '/api/missions/la-prova')).body, stored);
    assert.deepEqual((await asUser(req, author, 'GET', '/api/missions/la-prova/versions')).body, versions);
    const fresh = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission: 'la-prova' } });
    const freshView = await call(req, 'GET', `/api/rooms/${fresh.body.room}/view`, { token: fresh.body.token });
    assert.equal(freshView.body.view.units.filter((u: { side: string }) => u.side === 'master').length, stored.monsters.length);

    // a mission never saved can be tried too, and stays unsaved
    const unsaved = { ...structuredClone(stored), id: 'mai-salvata', name: t('Mai salvata') };
    assert.equal((await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: unsaved } })).status, 201);
    assert.equal((await asUser(req, author, 'GET', '/api/missions/mai-salvata')).status, 404);
  });

  test("the author alone: the master takes the heroes' seats it chose, each token acts for its own seat only, and the master never releases them", async () => {
    const stored = (await asUser(req, author, 'GET', '/api/missions/la-prova')).body;
    const tried = await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: stored } });
    assert.equal(tried.status, 201, JSON.stringify(tried.body));
    const { room, token: master } = tried.body;
    const free = (await call(req, 'GET', `/api/rooms/${room}`)).body.freeHeroes.map((h: { id: string }) => h.id);
    assert.ok(free.length >= 3, JSON.stringify(free));
    const chosen = free.slice(0, 2);

    // no token, a token of no seat: 401; nobody else gets seats this way
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/held-seats`, { body: { heroes: chosen } })).status, 401);
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: 'not-a-seat', body: { heroes: chosen } })).status, 401);
    const twice = await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: master, body: { heroes: [chosen[0], chosen[0]] } });
    assert.equal(twice.status, 400);

    const held = await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: master, body: { heroes: chosen } });
    assert.equal(held.status, 201, JSON.stringify(held.body));
    assert.equal(held.body.room, room);
    assert.deepEqual(
      held.body.seats.map((s: { seat: string; hero: string }) => [s.seat, s.hero]),
      [
        ['h1', chosen[0]],
        ['h2', chosen[1]],
      ],
    );
    const [first, second] = held.body.seats as { seat: string; token: string }[];
    assert.notEqual(first!.token, second!.token);
    assert.notEqual(first!.token, master);
    // the room lists them taken; the others stay free to join
    const summary = (await call(req, 'GET', `/api/rooms/${room}`)).body;
    // marked as the master's own, in the summary as in every view
    assert.deepEqual(summary.seats, [
      { id: 'h1', hero: chosen[0], heldByMaster: true },
      { id: 'h2', hero: chosen[1], heldByMaster: true },
    ]);
    assert.deepEqual(
      summary.freeHeroes.map((h: { id: string }) => h.id),
      free.slice(2),
    );
    // each token opens its own seat's view
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: first!.token })).body.view.seat, 'h1');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: second!.token })).body.view.seat, 'h2');

    // a hero's token is no master: it takes no seats, starts nothing (nor, below, hands the creatures to the computer)
    const byHero = await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: first!.token, body: { heroes: [free[2]] } });
    assert.equal(byHero.status, 403);
    assert.equal(byHero.body.error.code, 'not_master');
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/actions`, { token: first!.token, body: { type: 'start' } })).body.error.code, 'not_master');
    // a hero taken already: 409, and no seat taken
    const taken = await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: master, body: { heroes: [free[2], chosen[0]] } });
    assert.equal(taken.status, 409);
    assert.equal(taken.body.error.code, 'hero_taken');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}`)).body.seats.length, 2);
    // another player may still join through the invite: theirs is a seat like any other
    const guest = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero: free[2] } });
    assert.equal(guest.status, 201, JSON.stringify(guest.body));
    assert.equal(guest.body.seat, 'h3');
    assert.deepEqual((await call(req, 'GET', `/api/rooms/${room}`)).body.seats[2], { id: 'h3', hero: free[2] });

    // the master starts when it says; then seats are no longer taken this way
    assert.equal((await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master, body: { type: 'start' } })).status, 200);
    // the master may release the guest's seat, never those its own player holds: not offered, and refused if sent
    const masterLegal = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: master })).body.legal;
    assert.deepEqual(
      masterLegal.filter((a: { type: string }) => a.type === 'release_seat'),
      [{ type: 'release_seat', target: 'h3' }],
    );
    const ownRelease = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: master, body: { type: 'release_seat', target: 'h1' } });
    assert.equal(ownRelease.status, 422);
    assert.equal(ownRelease.body.error.code, 'unknown_seat');
    assert.equal((await call(req, 'GET', `/api/rooms/${room}/view`, { token: first!.token })).body.view.seat, 'h1', "the author's hero seat still opens");
    const view = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: first!.token })).body.view;
    assert.equal(view.phase, 'playing');
    assert.equal(view.turn.seat, 'h1');
    const handed = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: first!.token, body: { type: 'hand_over', to: 'computer' } });
    assert.equal(handed.status, 403);
    assert.equal(handed.body.error.code, 'not_master');
    const late = await call(req, 'POST', `/api/rooms/${room}/held-seats`, { token: master, body: { heroes: [free[2]] } });
    assert.equal(late.status, 409);
    assert.equal(late.body.error.code, 'game_started');
  });

  test('refused: without signing in (401), an invalid mission (400 by path), a missing creature kind (400), a seed without the admin token', async () => {
    const stored = (await asUser(req, author, 'GET', '/api/missions/la-prova')).body;
    const anonymous = await call(req, 'POST', '/api/rooms/try', { body: { mission: stored } });
    assert.equal(anonymous.status, 401);
    assert.equal(anonymous.body.error.code, 'unauthorized');

    const invalid = await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: { ...stored, start: 'here' } } });
    assert.equal(invalid.status, 400);
    assert.equal(invalid.body.error.code, 'invalid_body');
    assert.ok(
      invalid.body.error.issues.some((i: { path: string }) => i.path === 'mission.start'),
      JSON.stringify(invalid.body),
    );

    const missing = await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: { ...stored, monsters: [{ kind: 'drago', x: 6, y: 6 }] } } });
    assert.equal(missing.status, 400);
    assert.equal(missing.body.error.code, 'invalid_body');
    assert.deepEqual(missing.body.error.issues, [
      {
        path: 'mission.monsters[0].kind',
        message: 'no creature kind "drago"',
        text: { it: 'nessun tipo di creatura «drago» nell’Archivio', en: 'no creature kind “drago” in the Archive' },
      },
    ]);

    const seeded = await asUser(req, author, 'POST', '/api/rooms/try', { body: { mission: stored, seed: 'x' } });
    assert.equal(seeded.status, 401);
  });
});
