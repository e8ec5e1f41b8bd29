/**
 * Import and export of packs: the round trip, 200 broken imports that must be refused with path-named errors and
 * write nothing, and id clashes (409, replace, rename).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { formatPath } from '../content/load-pack.ts';
import { rulesPath } from '../content/schemas/rules/issues.ts';
import { CONTENT_KIND_NAMES, type ContentKind, type Pack, referencesOf } from '../content/schemas/index.ts';
import { CRYPT, cryptPack } from '../test/support/crypt-pack.ts';
import { call, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, ADMIN_USER, testApp } from '../test/support/server.ts';
import { asUser, signIn } from '../test/support/session.ts';
import type { DB } from './db/database.ts';

/** Rows of the content tables: whatever an import writes shows here. */
async function contentRows(db: DB): Promise<{ documents: number; versions: number; digest: string }> {
  const docs = await db.selectFrom('documents').select(['kind', 'id', 'version', 'status']).orderBy('kind').orderBy('id').execute();
  const versions = await db
    .selectFrom('document_versions')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return { documents: docs.length, versions: Number(versions.n), digest: JSON.stringify(docs) };
}

/** Deletes the documents of a pack, users first, retrying until every one is gone. */
async function deleteAll(req: Requester, pack: Pack): Promise<void> {
  let left = CONTENT_KIND_NAMES.flatMap((k) => pack[k].map((d) => [k, d.id] as const));
  for (let round = 0; left.length > 0 && round < 10; round++) {
    const next: typeof left = [];
    for (const [kind, id] of left) {
      const res = await call(req, 'DELETE', `/api/${kind}/${id}`, { token: ADMIN_TOKEN });
      if (res.status === 409) next.push([kind, id]);
      else assert.equal(res.status, 204, `${kind}/${id}: ${JSON.stringify(res.body)}`);
    }
    left = next;
  }
  assert.deepEqual(left, [], 'documents that could not be deleted');
}

describe('export and import', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  let cookie: string;
  before(async () => {
    ctx = await testApp({ admin: true });
    req = (path, init) => ctx.app.request(path, init);
    cookie = await signIn(req, ADMIN_USER.name, ADMIN_USER.password);
  });
  after(() => ctx.close());

  test('GET /api/export is every stored document, kind by kind', async () => {
    const res = await asUser(req, cookie, 'GET', '/api/export');
    assert.equal(res.status, 200);
    assert.deepEqual(Object.keys(res.body), CONTENT_KIND_NAMES);
    const total = CONTENT_KIND_NAMES.reduce((n, k) => n + res.body[k].length, 0);
    assert.equal(total, (await contentRows(ctx.services.db)).documents);
    assert.match(res.headers.get('content-disposition') ?? '', /attachment/);
    assert.equal((await asUser(req, cookie, 'GET', '/api/export?mission=nessuna')).status, 404);
    assert.equal((await asUser(req, cookie, 'GET', '/api/export?kind=heroes')).status, 400);
  });

  test('round trip: export a mission with everything it uses, delete it all, import, export again: the same JSON', async () => {
    const imported = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: cryptPack() } });
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.equal(imported.body.created.length, 8);

    const first = await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`);
    assert.equal(first.status, 200);
    // the mission, its ruleset, creature kind, deck and item (the deck's), the hero and spell its ruleset's campaign
    // rules name (the roster, a Guild lesson); not the adventure that plays the mission (nothing it uses names it)
    assert.deepEqual(
      CONTENT_KIND_NAMES.flatMap((k) => first.body[k].map((d: { id: string }) => `${k}/${d.id}`)),
      [
        'heroes/cavaliere-errante',
        'creatures/ratto-gigante',
        'missions/la-cripta-dei-ratti',
        'rulesets/regole-della-cripta',
        'spells/lampo',
        'items/chiave-d-oro',
        'decks/mazzo-della-cripta',
      ],
    );
    assert.deepEqual(first.body.missions[0], cryptPack().missions[0]);
    // the same through ?kind=&id=
    assert.deepEqual((await asUser(req, cookie, 'GET', `/api/export?kind=missions&id=${CRYPT.missions}`)).body, first.body);
    // a deck alone brings the item and creature its cards name
    const deck = await asUser(req, cookie, 'GET', `/api/export?kind=decks&id=${CRYPT.decks}`);
    assert.deepEqual(
      CONTENT_KIND_NAMES.flatMap((k) => deck.body[k].map((d: { id: string }) => d.id)),
      [CRYPT.creatures, CRYPT.items, CRYPT.decks],
    );

    await deleteAll(req, cryptPack());
    assert.equal((await asUser(req, cookie, 'GET', `/api/missions/${CRYPT.missions}`)).status, 404);
    assert.equal((await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`)).status, 404);

    const again = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: first.body } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body.replaced, []);
    assert.deepEqual(again.body.renamed, []);
    assert.equal(again.body.created.length, 7);
    const second = await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`);
    assert.equal(JSON.stringify(second.body), JSON.stringify(first.body));
  });

  test('round trip of an adventure: exported with everything it uses, deleted, imported again: the same JSON', async () => {
    const imported = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: { adventures: cryptPack().adventures } } });
    assert.equal(imported.status, 200, JSON.stringify(imported.body));
    assert.deepEqual(imported.body.created, [`adventures/${CRYPT.adventures}`]);

    const first = await asUser(req, cookie, 'GET', `/api/export?kind=adventures&id=${CRYPT.adventures}`);
    assert.equal(first.status, 200);
    // the adventure, its ruleset, the mission of its encounter and prologue and what that uses, its recruit, the item its chest pays
    assert.deepEqual(
      CONTENT_KIND_NAMES.flatMap((k) => first.body[k].map((d: { id: string }) => `${k}/${d.id}`)),
      [
        'heroes/cavaliere-errante',
        'creatures/ratto-gigante',
        'missions/la-cripta-dei-ratti',
        'rulesets/regole-della-cripta',
        'spells/lampo',
        'items/chiave-d-oro',
        'decks/mazzo-della-cripta',
        'adventures/la-via-della-cripta',
      ],
    );
    assert.deepEqual(first.body.adventures[0], cryptPack().adventures[0]);
    // the mission it plays cannot be deleted while it names it; the adventure itself can
    const inUse = await asUser(req, cookie, 'DELETE', `/api/missions/${CRYPT.missions}`);
    assert.equal(inUse.status, 409);
    assert.equal(inUse.body.error.code, 'in_use');
    assert.deepEqual(
      inUse.body.error.issues.map((i: { message: string }) => i.message),
      [
        `adventure "${CRYPT.adventures}" uses mission "${CRYPT.missions}" at locations[0].nodes[0].mission`,
        `adventure "${CRYPT.adventures}" uses mission "${CRYPT.missions}" at prologue.mission`,
      ],
    );
    assert.equal((await asUser(req, cookie, 'DELETE', `/api/adventures/${CRYPT.adventures}`)).status, 204);
    assert.equal((await asUser(req, cookie, 'GET', `/api/adventures/${CRYPT.adventures}`)).status, 404);

    const again = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: { adventures: first.body.adventures } } });
    assert.equal(again.status, 200, JSON.stringify(again.body));
    assert.deepEqual(again.body, { created: [`adventures/${CRYPT.adventures}`], replaced: [], renamed: [] });
    const second = await asUser(req, cookie, 'GET', `/api/export?kind=adventures&id=${CRYPT.adventures}`);
    assert.equal(JSON.stringify(second.body), JSON.stringify(first.body));
    // renamed on import, the adventure keeps naming the stored mission; a renamed mission is renamed inside it
    const renamed = await asUser(req, cookie, 'POST', '/api/import', {
      body: {
        pack: { missions: first.body.missions, adventures: first.body.adventures },
        onClash: { [`missions/${CRYPT.missions}`]: 'rename', [`adventures/${CRYPT.adventures}`]: 'rename' },
      },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    const copy = (await asUser(req, cookie, 'GET', `/api/adventures/${CRYPT.adventures}-2`)).body;
    assert.equal(copy.locations[0].nodes[0].mission, `${CRYPT.missions}-2`);
    assert.equal(copy.prologue.mission, `${CRYPT.missions}-2`);
    assert.equal(copy.recruits[0], CRYPT.heroes);
    assert.equal((await asUser(req, cookie, 'DELETE', `/api/adventures/${CRYPT.adventures}-2`)).status, 204);
    assert.equal((await asUser(req, cookie, 'DELETE', `/api/missions/${CRYPT.missions}-2`)).status, 204);
  });

  test('clashes: a 409 listing every <kind>/<id> without instructions; replace; rename rewrites references inside the pack', async () => {
    const pack = (await asUser(req, cookie, 'GET', `/api/export?mission=${CRYPT.missions}`)).body as Pack;
    const before = await contentRows(ctx.services.db);

    const clash = await asUser(req, cookie, 'POST', '/api/import', { body: { pack } });
    assert.equal(clash.status, 409);
    assert.equal(clash.body.error.code, 'clash');
    const keys = CONTENT_KIND_NAMES.flatMap((k) => pack[k].map((d) => `${k}/${d.id}`));
    assert.deepEqual(
      clash.body.error.issues.map((i: { path: string }) => i.path),
      keys,
    );
    // half the instructions is still a clash, for the other half
    const half = await asUser(req, cookie, 'POST', '/api/import', { body: { pack, onClash: { [keys[0]!]: 'replace' } } });
    assert.equal(half.status, 409);
    assert.deepEqual(
      half.body.error.issues.map((i: { path: string }) => i.path),
      keys.slice(1),
    );
    assert.deepEqual(await contentRows(ctx.services.db), before);

    // replace: the same ids, a new version each
    const changed = structuredClone(pack);
    changed.creatures[0]!.attack = 4;
    const replaced = await asUser(req, cookie, 'POST', '/api/import', {
      body: { pack: changed, onClash: Object.fromEntries(keys.map((k) => [k, 'replace'])) },
    });
    assert.equal(replaced.status, 200, JSON.stringify(replaced.body));
    assert.deepEqual(replaced.body, { created: [], replaced: keys, renamed: [] });
    const rat = await asUser(req, cookie, 'GET', `/api/creatures/${CRYPT.creatures}`);
    assert.equal(rat.body.attack, 4);
    const history = await asUser(req, cookie, 'GET', `/api/creatures/${CRYPT.creatures}/versions`);
    assert.equal(history.body.versions.length, 3, 'created, created again after the delete, replaced');

    // rename the creature and the mission: the renamed mission names the renamed creature; the stored ones are untouched
    const renamed = await asUser(req, cookie, 'POST', '/api/import', {
      body: {
        pack,
        onClash: {
          [`creatures/${CRYPT.creatures}`]: 'rename',
          [`missions/${CRYPT.missions}`]: 'rename',
          [`rulesets/${CRYPT.rulesets}`]: 'replace',
          [`items/${CRYPT.items}`]: 'replace',
          [`decks/${CRYPT.decks}`]: 'replace',
          [`heroes/${CRYPT.heroes}`]: 'replace',
          [`spells/${CRYPT.spells}`]: 'replace',
        },
      },
    });
    assert.equal(renamed.status, 200, JSON.stringify(renamed.body));
    assert.deepEqual(renamed.body.renamed, [
      { from: `creatures/${CRYPT.creatures}`, to: `creatures/${CRYPT.creatures}-2` },
      { from: `missions/${CRYPT.missions}`, to: `missions/${CRYPT.missions}-2` },
    ]);
    assert.deepEqual(renamed.body.created, [`creatures/${CRYPT.creatures}-2`, `missions/${CRYPT.missions}-2`]);
    const copy = await asUser(req, cookie, 'GET', `/api/missions/${CRYPT.missions}-2`);
    assert.equal(copy.status, 200);
    const kinds = new Set(
      referencesOf('missions', copy.body)
        .filter((r) => r.kind === 'creatures')
        .map((r) => r.id),
    );
    assert.deepEqual([...kinds], [`${CRYPT.creatures}-2`]);
    assert.equal((await asUser(req, cookie, 'GET', `/api/missions/${CRYPT.missions}`)).body.monsters[0].kind, CRYPT.creatures);
    // and again: -2 is taken, so -3
    const third = await asUser(req, cookie, 'POST', '/api/import', {
      body: { pack: { creatures: pack.creatures }, onClash: { [`creatures/${CRYPT.creatures}`]: 'rename' } },
    });
    assert.deepEqual(third.body.renamed, [{ from: `creatures/${CRYPT.creatures}`, to: `creatures/${CRYPT.creatures}-3` }]);
    // the deck's references to the renamed creature follow too
    const deckOnly = await asUser(req, cookie, 'POST', '/api/import', {
      body: {
        pack: { creatures: pack.creatures, decks: pack.decks },
        onClash: { [`creatures/${CRYPT.creatures}`]: 'rename', [`decks/${CRYPT.decks}`]: 'rename' },
      },
    });
    assert.equal(deckOnly.status, 200);
    const deck = await asUser(req, cookie, 'GET', `/api/decks/${CRYPT.decks}-2`);
    assert.equal(deck.body.cards[1].effects[0].kind, `${CRYPT.creatures}-4`);
  });

  test('a renamed ruleset is renamed in the heroes written for it too; a ruleset heroes name cannot be deleted', async () => {
    const get = async (kind: string, id: string) => (await asUser(req, cookie, 'GET', `/api/${kind}/${id}`)).body;
    const ruleset = await get('rulesets', 'forsaken-woods');
    const hero = { ...(await get('heroes', 'xov')), id: 'xov-importata' };
    const mission = { ...(await get('missions', 'la-torre-di-guardia')), id: 'torre-importata' };
    const res = await asUser(req, cookie, 'POST', '/api/import', {
      body: { pack: { rulesets: [ruleset], heroes: [hero], missions: [mission] }, onClash: { 'rulesets/forsaken-woods': 'rename' } },
    });
    assert.equal(res.status, 200, JSON.stringify(res.body));
    assert.equal((await get('heroes', 'xov-importata')).ruleset, 'forsaken-woods-2');
    assert.equal((await get('missions', 'torre-importata')).ruleset, 'forsaken-woods-2');
    const del = await asUser(req, cookie, 'DELETE', '/api/rulesets/forsaken-woods-2');
    assert.equal(del.status, 409);
    assert.equal(del.body.error.code, 'in_use');
    // a hero naming a ruleset that does not exist is refused at its path
    const orphan = await asUser(req, cookie, 'PUT', '/api/heroes/xov-orfana', { body: { ...hero, id: 'xov-orfana', ruleset: 'nessuna' } });
    assert.equal(orphan.status, 400);
    assert.ok(JSON.stringify(orphan.body.error).includes('ruleset'), JSON.stringify(orphan.body));
  });

  test("missions and heroes must fit their ruleset: a d20 mission's tier and creature kinds, a d20 hero's numbers and stamina", async () => {
    const get = async (kind: string, id: string) => (await asUser(req, cookie, 'GET', `/api/${kind}/${id}`)).body;
    const before = await contentRows(ctx.services.db);
    const mission = { ...(await get('missions', 'la-torre-di-guardia')), id: 'torre-storta', tier: 'leggendario' };
    mission.monsters = [{ kind: 'goblin', x: 2, y: 3 }, ...mission.monsters];
    const res = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: { missions: [mission] } } });
    assert.equal(res.status, 400);
    const paths = (res.body.error.issues as { path: string; message: string }[]).map((i) => i.path);
    assert.deepEqual(paths, ['missions[0].tier', 'missions[0].monsters[0].kind']);
    assert.deepEqual(await contentRows(ctx.services.db), before, 'nothing written');
    const hero = { ...(await get('heroes', 'xov')), id: 'xov-senza-numeri' };
    delete (hero as { d20?: unknown }).d20;
    const put = await asUser(req, cookie, 'PUT', '/api/heroes/xov-senza-numeri', { body: hero });
    assert.equal(put.status, 400);
    assert.deepEqual(
      put.body.error.issues.map((i: { path: string; message: string }) => `${i.path}: ${i.message}`),
      ['d20: a hero of the d20 ruleset "forsaken-woods" needs its d20 numbers'],
    );
    // a hero's stamina is the ruleset's rule (base mana 0: 2 + training), not the hero's to write
    const stamina = { ...(await get('heroes', 'xov')), id: 'xov-instancabile' };
    stamina.d20 = { ...stamina.d20, stamina: 5 };
    const tireless = await asUser(req, cookie, 'PUT', '/api/heroes/xov-instancabile', { body: stamina });
    assert.equal(tireless.status, 400);
    assert.equal(tireless.body.error.code, 'invalid_body');
    assert.deepEqual(tireless.body.error.issues, [
      {
        path: 'd20.stamina',
        message:
          'ruleset "forsaken-woods" works a hero\'s stamina out from its base mana and training (progression.resource: base mana 0 gives stamina): leave "stamina" out, and give "mana" to a hero who casts',
      },
    ]);
    assert.equal((await asUser(req, cookie, 'GET', '/api/heroes/xov-instancabile')).status, 404, 'nothing written');
    const classic = { ...(await get('missions', 'la-prova')), id: 'prova-a-livelli', tier: 'basic' };
    const tiered = await asUser(req, cookie, 'PUT', '/api/missions/prova-a-livelli', { body: classic });
    assert.equal(tiered.status, 400);
    assert.match(tiered.body.error.message, /tier: a difficulty tier is for a d20 ruleset/);
  });

  test('an import names every problem by path and writes nothing: dangling ids, bad documents, ids used twice', async () => {
    const before = await contentRows(ctx.services.db);
    const pack = cryptPack();
    for (const k of CONTENT_KIND_NAMES) for (const d of pack[k]) (d as { id: string }).id = `${d.id}-nuovo`;
    // references still name the old ids: stored ones resolve, these do not
    pack.missions[0]!.monsters[2]!.kind = 'drago';
    pack.missions[0]!.ruleset = 'regole-perdute';
    (pack.decks[0]!.cards[0]!.effects[0] as { item: string }).item = 'chiave-perduta';
    pack.heroes[0]!.spells = ['lampo-perduto'];
    pack.rulesets[0]!.campaign!.shop[0]!.item = 'chiave-perduta';
    pack.adventures[0]!.recruits = ['eroe-perduto'];
    const res = await asUser(req, cookie, 'POST', '/api/import', { body: { pack } });
    assert.equal(res.status, 400);
    const paths = res.body.error.issues.map((i: { path: string }) => i.path);
    assert.ok(paths.includes('missions[0].monsters[2].kind'), paths.join(' '));
    assert.ok(paths.includes('missions[0].ruleset'), paths.join(' '));
    assert.ok(paths.includes('heroes[0].spells[0]'), paths.join(' '));
    assert.ok(paths.includes('decks[0].cards[0].effects[0].item'), paths.join(' '));
    assert.ok(paths.includes('rulesets[0].campaign.shop[0].item'), paths.join(' '));
    assert.ok(paths.includes('adventures[0].recruits[0]'), paths.join(' '));
    assert.equal(
      res.body.error.issues.find((i: { path: string }) => i.path === 'missions[0].monsters[2].kind').message,
      'no creature kind "drago" in the pack or stored',
    );
    assert.equal(
      res.body.error.issues.find((i: { path: string }) => i.path === 'adventures[0].recruits[0]').message,
      'no hero "eroe-perduto" in the pack or stored',
    );

    const bad = cryptPack();
    (bad.creatures[0] as Record<string, unknown>).attack = 'forte';
    (bad.items[0] as Record<string, unknown>).effects = [{ type: 'fulminare' }];
    bad.heroes.push(structuredClone(bad.heroes[0]!));
    const res2 = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: { ...bad, potions: [] } } });
    assert.equal(res2.status, 400);
    assert.deepEqual(
      res2.body.error.issues.map((i: { path: string }) => i.path).sort(),
      ['creatures[0].attack', 'heroes[1].id', 'items[0].effects[0].type', 'potions'].sort(),
    );
    assert.deepEqual(await contentRows(ctx.services.db), before);
  });

  test('200 deliberately broken imports: a 400 with path-named errors every time, never a 500, nothing written', async () => {
    const before = await contentRows(ctx.services.db);
    const cases = brokenImports(200);
    assert.equal(cases.length, 200);
    const seen = new Set<string>();
    for (const [n, c] of cases.entries()) {
      const res = await asUser(req, cookie, 'POST', '/api/import', { body: c.body });
      const what = `#${n} ${c.what}`;
      seen.add(c.what.split(':')[0]!);
      assert.equal(res.status, 400, `${what}: ${res.status} ${JSON.stringify(res.body).slice(0, 400)}`);
      assert.equal(res.body.error.code, 'invalid_body', what);
      const issues = res.body.error.issues as { path: string; message: string }[];
      assert.ok(issues.length > 0 && issues.length <= 200, what);
      for (const i of issues) {
        assert.ok(i.path.length > 0 && i.path.length <= 300, `${what}: path "${i.path.slice(0, 100)}"`);
        assert.ok(i.message.length > 0 && i.message.length <= 300, `${what}: message of ${i.message.length} characters`);
      }
      if (c.path !== undefined) {
        assert.ok(
          issues.some((i) => related(i.path, c.path!)),
          `${what}: expected an issue at or around ${c.path}, got ${issues.map((i) => i.path).join(', ')}`,
        );
      }
    }
    assert.deepEqual(await contentRows(ctx.services.db), before, 'an import wrote something');
    assert.deepEqual(
      [...seen].sort(),
      [
        'dangling',
        'deep',
        'duplicate',
        'huge-key',
        'huge-string',
        'many',
        'missing',
        'not-a-document',
        'not-an-array',
        'number',
        'several',
        'unknown-brick',
        'unknown-kind',
        'wrong-type',
      ].sort(),
    );
    // and the untouched base pack is valid: the refusals were for the breakage, not for the base
    const ok = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: freshBase() } });
    assert.equal(ok.status, 200, JSON.stringify(ok.body).slice(0, 500));
  });

  test('bodies that are not a pack are 400s too', async () => {
    for (const body of [{}, { pack: [] }, { pack: 'x' }, { pack: null }, { pack: {}, onClash: { 'heroes/x': 'merge' } }, { pack: {}, extra: 1 }, []]) {
      const res = await asUser(req, cookie, 'POST', '/api/import', { body });
      assert.equal(res.status, 400, JSON.stringify(body));
    }
    const empty = await asUser(req, cookie, 'POST', '/api/import', { body: { pack: {} } });
    assert.deepEqual(empty.body, { created: [], replaced: [], renamed: [] });
  });
});

/** Whether an issue at `issue` points at the broken value at `target`: the same path, a parent of it, or inside it. */
function related(issue: string, target: string): boolean {
  const under = (a: string, b: string) => a === b || a.startsWith(`${b}.`) || a.startsWith(`${b}[`);
  return under(target, issue) || under(issue, target.slice(0, 200));
}

/** The fixture pack under ids no test stores (`-base` added, references following). */
function freshBase(): Pack {
  const pack = cryptPack();
  for (const kind of CONTENT_KIND_NAMES) {
    for (const doc of pack[kind]) {
      for (const ref of referencesOf(kind, doc as never)) setAt(doc, parsePath(ref.path), `${ref.id}-base`);
      (doc as { id: string }).id = `${doc.id}-base`;
    }
  }
  return pack;
}

type Key = string | number;

function parsePath(path: string): Key[] {
  return [...path.matchAll(/([A-Za-z_$][\w$]*)|\[(\d+)\]/g)].map((m) => (m[1] !== undefined ? m[1] : Number(m[2])));
}

function setAt(doc: unknown, path: Key[], value: unknown): void {
  let at = doc as Record<Key, unknown>;
  for (const key of path.slice(0, -1)) at = at[key] as Record<Key, unknown>;
  if (value === undefined) delete at[path[path.length - 1]!];
  else at[path[path.length - 1]!] = value;
}

/**
 * A ruleset's `rules` document is left out of the random breakages below: its expressions and `extra` bags take any
 * JSON by design (a string is a valid expression), so a random change there need not be an error. Its own checks
 * are tested in content/rules.test.ts and engine/dsl.test.ts.
 */
const skipped = (k: Key) => k === rulesPath([]);

/** Every primitive value inside `value` with its path. */
function leaves(value: unknown, path: Key[] = [], out: { path: Key[]; value: unknown }[] = []): { path: Key[]; value: unknown }[] {
  if (value !== null && typeof value === 'object') {
    for (const [k, v] of Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)) if (!skipped(k)) leaves(v, [...path, k], out);
  } else out.push({ path, value });
  return out;
}

/** Every object (not array) inside `value` with its path. */
function objects(value: unknown, path: Key[] = [], out: Key[][] = []): Key[][] {
  if (value !== null && typeof value === 'object') {
    if (!Array.isArray(value)) out.push(path);
    for (const [k, v] of Array.isArray(value) ? value.map((v, i) => [i, v] as const) : Object.entries(value)) if (!skipped(k)) objects(v, [...path, k], out);
  }
  return out;
}

/** A small deterministic PRNG (mulberry32). */
function prng(seed: number): () => number {
  return () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

interface BrokenCase {
  what: string;
  /** The import body, as JSON text (deep nesting cannot go through JSON.stringify). */
  body: string;
  /** Where the problem is (an issue must be at, above or below it); undefined when it has no single place. */
  path?: string;
}

/** `n` imports of the fixture pack, each broken in one (or a few) of many ways. */
function brokenImports(n: number): BrokenCase[] {
  const random = prng(5);
  const pick = <T>(xs: readonly T[]): T => xs[Math.floor(random() * xs.length)]!;
  const docsOf = (pack: Pack) => CONTENT_KIND_NAMES.flatMap((kind) => pack[kind].map((doc, i) => ({ kind, i, doc })));
  const where = (kind: ContentKind, i: number, path: Key[]) => `${kind}[${i}]${path.length ? formatPath(path).replace(/^(?=[A-Za-z_$])/, '.') : ''}`;
  const wrap = (pack: unknown) => JSON.stringify({ pack });

  type Breaker = (pack: Pack) => { what: string; path?: string; body?: string };
  const breakers: Breaker[] = [
    // a value of the wrong type
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack));
      const leaf = pick(leaves(doc));
      const value =
        typeof leaf.value === 'string'
          ? pick([12345, true, null, [], {}])
          : typeof leaf.value === 'number'
            ? pick(['sette', false, null, [7]])
            : pick(['vero', 1, null]);
      setAt(doc, leaf.path, value);
      return { what: `wrong-type: ${JSON.stringify(value)}`, path: where(kind, i, leaf.path) };
    },
    // a brick type that does not exist
    (pack) => {
      const lists: { kind: ContentKind; i: number; path: Key[] }[] = [
        { kind: 'items', i: 0, path: ['effects'] },
        { kind: 'spells', i: 0, path: ['effects'] },
        { kind: 'decks', i: 0, path: ['cards', 0, 'effects'] },
        { kind: 'decks', i: 0, path: ['cards', 1, 'effects'] },
      ];
      const { kind, i, path } = pick(lists);
      let at = pack[kind][i] as unknown as Record<Key, unknown>;
      for (const key of path) at = at[key] as Record<Key, unknown>;
      const list = at as unknown as unknown[];
      const j = Math.min(list.length, Math.floor(random() * 3));
      list[j] = { type: pick(['fulminare', 'teletrasporto', 'DAMAGE', '', 'damage ']), target: 'chosen', amount: 1 };
      return { what: 'unknown-brick', path: where(kind, i, [...path, j, 'type']) };
    },
    // an id that names nothing
    (pack) => {
      const all = docsOf(pack).flatMap(({ kind, i, doc }) => referencesOf(kind, doc as never).map((ref) => ({ kind, i, doc, ref })));
      const { kind, i, doc, ref } = pick(all);
      setAt(doc, parsePath(ref.path), `inesistente-${Math.floor(random() * 1000)}`);
      return { what: 'dangling', path: `${where(kind, i, [])}.${ref.path}` };
    },
    // a huge string
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack));
      const leaf = pick(leaves(doc).filter((l) => typeof l.value === 'string'));
      setAt(doc, leaf.path, 'x'.repeat(pick([4001, 20_000, 300_000])));
      return { what: 'huge-string', path: where(kind, i, leaf.path) };
    },
    // a huge unknown key
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack));
      const path = pick(objects(doc));
      let at = doc as unknown as Record<Key, unknown>;
      for (const key of path) at = at[key] as Record<Key, unknown>;
      at['k'.repeat(pick([100, 50_000]))] = 1;
      return { what: 'huge-key', path: where(kind, i, path) };
    },
    // deep nesting in place of a value
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack));
      const leaf = pick(leaves(doc));
      setAt(doc, leaf.path, '__DEEP__');
      const depth = pick([40, 1000, 100_000]);
      const nest = random() < 0.5 ? '['.repeat(depth) + ']'.repeat(depth) : '{"a":'.repeat(depth) + '1' + '}'.repeat(depth);
      return { what: `deep: ${depth}`, path: where(kind, i, leaf.path), body: wrap(pack).replace('"__DEEP__"', nest) };
    },
    // a required field left out
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack));
      const field = pick(['id', 'name']);
      setAt(doc, [field], undefined);
      return { what: `missing: ${field}`, path: where(kind, i, [field]) };
    },
    // a number out of range or not whole
    (pack) => {
      const { kind, i, doc } = pick(docsOf(pack).filter(({ doc }) => leaves(doc).some((l) => typeof l.value === 'number')));
      const leaf = pick(leaves(doc).filter((l) => typeof l.value === 'number'));
      const value = pick([2.5, 1e9, -1e9, 1e308]);
      setAt(doc, leaf.path, value);
      return { what: `number: ${value}`, path: where(kind, i, leaf.path) };
    },
    // pack-level breakage
    (pack) => {
      const kind = pick(CONTENT_KIND_NAMES.filter((k) => pack[k].length > 0));
      switch (Math.floor(random() * 5)) {
        case 0:
          (pack as Record<string, unknown>)[pick(['pozioni', 'Heroes', 'mission', '__proto__x'])] = [];
          return { what: 'unknown-kind' };
        case 1:
          (pack as Record<string, unknown>)[kind] = pick([{}, 'tutti', 7, null]);
          return { what: 'not-an-array', path: kind };
        case 2:
          (pack[kind] as unknown[]).push(structuredClone(pack[kind][0]));
          return { what: 'duplicate', path: `${kind}[${pack[kind].length - 1}].id` };
        case 3:
          (pack[kind] as unknown[]).push(pick([42, 'documento', null, [], true]));
          return { what: 'not-a-document', path: `${kind}[${pack[kind].length - 1}]` };
        default:
          (pack as Record<string, unknown>)[kind] = Array.from({ length: 5000 }, (_, j) => (j % 2 ? {} : 0));
          return { what: 'many', path: `${kind}[0]` };
      }
    },
  ];

  const cases: BrokenCase[] = [];
  for (let k = 0; k < n; k++) {
    const pack = freshBase();
    if (k % 10 === 9) {
      // several breakages at once: every one is reported, the first asserted
      const results = [breakers[0]!(pack), breakers[2]!(pack), breakers[6]!(pack)];
      cases.push({ what: 'several', body: wrap(pack), path: results[0]!.path! });
      continue;
    }
    const result = breakers[k % breakers.length]!(pack);
    cases.push({ what: result.what, body: result.body ?? wrap(pack), ...(result.path !== undefined ? { path: result.path } : {}) });
  }
  return cases;
}
