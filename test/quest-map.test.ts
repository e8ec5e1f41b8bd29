/**
 * The printed quest maps (issue 39, docs/quest-maps.md) on a real listening server: `GET /api/missions/{id}/map.svg`
 * answers every mission of the default pack with a well-formed SVG page whose door, trap, creature and start symbols
 * stand on their squares, both as the data attributes say and as drawn; the players' copy keeps no secret; the
 * language, the paper and the copy follow the query; bad values are a 400 naming them, an unknown mission a 404.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { readXml, type XmlElement } from '../content/import/heroscribe/xml.ts';
import type { Mission } from '../content/schemas/index.ts';
import { createGame, type GameState } from '../engine/index.ts';
import type { RunningServer } from '../cms/server.ts';
import { call, overHttp, type Requester } from './support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './support/server.ts';

const pack = loadDefaultPack();
const tmp = tempDir();
let server: RunningServer;
let req: Requester;
before(async () => {
  server = await testServer(tmp.dir);
  req = overHttp(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

/** The map at `path`, as text, with its status and content type. */
async function getMap(path: string, headers: Record<string, string> = {}): Promise<{ status: number; type: string; text: string }> {
  const res = await req(path, { headers });
  return { status: res.status, type: res.headers.get('content-type') ?? '', text: await res.text() };
}
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

/** Every element of the tree, depth first (not inside `<defs>`: the patterns are drawn in their own units). */
function* elements(e: XmlElement): Generator<XmlElement> {
  yield e;
  for (const c of e.children) if (c.name !== 'defs') yield* elements(c);
}
/** Every text inside `e`, joined by spaces. */
const textOf = (e: XmlElement): string => [...elements(e)].map((x) => x.text).join(' ');

/** The game a map of `mission` is drawn from, as the server sets it up. */
function stateOf(mission: Mission): GameState {
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  return createGame({
    mission,
    ruleset,
    heroes: pack.heroes,
    creatures: pack.creatures,
    spells: pack.spells,
    items: pack.items,
    decks: pack.decks,
    seed: 'map',
  });
}

/** The placed symbols of a map by kind, each as `id@x,y` (a door `id@x,y-x2,y2`; with its sub-kind after a colon). */
function placed(root: XmlElement): Map<string, string[]> {
  const out = new Map<string, string[]>();
  for (const e of elements(root)) {
    const a = e.attributes;
    if (!a['data-kind']) continue;
    const at = `${a['data-id']}@${a['data-x']},${a['data-y']}${a['data-x2'] !== undefined ? `-${a['data-x2']},${a['data-y2']}` : ''}${a['data-of'] ? `:${a['data-of']}` : ''}`;
    out.set(a['data-kind'], [...(out.get(a['data-kind']) ?? []), at].sort());
  }
  return out;
}

/** The x and y extents of everything drawn inside `e` (rectangles, circles, lines, polygons, texts), in mm. */
function extents(e: XmlElement): { xs: number[]; ys: number[] } {
  const xs: number[] = [];
  const ys: number[] = [];
  for (const d of elements(e)) {
    const n = (k: string) => Number(d.attributes[k]);
    if (d.name === 'rect') xs.push(n('x'), n('x') + n('width')), ys.push(n('y'), n('y') + n('height'));
    else if (d.name === 'circle') xs.push(n('cx') - n('r'), n('cx') + n('r')), ys.push(n('cy') - n('r'), n('cy') + n('r'));
    else if (d.name === 'line') xs.push(n('x1'), n('x2')), ys.push(n('y1'), n('y2'));
    else if (d.name === 'text') xs.push(n('x')), ys.push(n('y'));
    else if (d.name === 'polygon' || d.name === 'polyline')
      for (const p of d.attributes.points!.split(' ')) {
        const [x, y] = p.split(',').map(Number);
        xs.push(x!), ys.push(y!);
      }
  }
  return { xs, ys };
}

describe('every mission of the default pack', () => {
  for (const mission of pack.missions) {
    test(`${mission.id}: the master's copy places every door, trap, creature and start on its square; the players' copy keeps no secret`, async () => {
      const state = stateOf(mission);
      const got = await getMap(`/api/missions/${mission.id}/map.svg?lang=it`, admin);
      assert.equal(got.status, 200, got.text);
      assert.equal(got.type, 'image/svg+xml; charset=utf-8');
      const root = readXml(got.text).root;
      assert.equal(root.name, 'svg');
      assert.equal(root.attributes['data-copy'], 'master');
      const pieces = placed(root);
      const board = state.setup.board;
      const doorsOf = (secret: boolean) =>
        board.doors.filter((d) => d.secret === secret).map((d) => `${d.id}@${d.between[0].join(',')}-${d.between[1].join(',')}`);
      assert.deepEqual(pieces.get('door') ?? [], doorsOf(false).sort());
      assert.deepEqual(pieces.get('secret-door') ?? [], doorsOf(true).sort());
      const objectsOf = (type: string) =>
        state.setup.objects.flatMap((o, i) => (o.type === type ? [`o${i + 1}@${o.x},${o.y}${'kind' in o ? `:${o.kind}` : ''}`] : [])).sort();
      for (const [kind, type] of [
        ['trap', 'trap'],
        ['furniture', 'furniture'],
        ['treasure', 'treasure'],
        ['exit', 'exit'],
        ['marker', 'marker'],
      ] as const)
        assert.deepEqual(pieces.get(kind) ?? [], objectsOf(type), kind);
      const creatures = state.units.filter((u) => u.side === 'master' && !u.npc);
      assert.deepEqual(pieces.get('creature') ?? [], creatures.map((u) => `${u.id}@${u.x},${u.y}:${u.kind}`).sort());
      assert.deepEqual(
        pieces.get('npc') ?? [],
        state.units
          .filter((u) => u.npc)
          .map((u) => `${u.id}@${u.x},${u.y}:${u.kind}`)
          .sort(),
      );
      assert.deepEqual(pieces.get('start') ?? [], state.setup.start.map(([x, y], i) => `start-${i + 1}@${x},${y}`).sort());
      // drawn where the attributes say: inside its square (a big creature's block), a door across its squares' edge
      const boardGroup = [...elements(root)].find((e) => e.attributes['data-role'] === 'board')!;
      const s = Number(boardGroup.attributes['data-cell']);
      const ox = Number(boardGroup.attributes['data-origin-x']);
      const oy = Number(boardGroup.attributes['data-origin-y']);
      const near = (v: number, lo: number, hi: number) => v >= lo - 0.02 && v <= hi + 0.02;
      let checked = 0;
      for (const e of elements(boardGroup)) {
        const a = e.attributes;
        if (!a['data-kind']) continue;
        const [x, y] = [Number(a['data-x']), Number(a['data-y'])];
        const { xs, ys } = extents(e);
        if (a['data-kind'] === 'door' || a['data-kind'] === 'secret-door') {
          const leaf = e.children.find((c) => c.name === 'rect')!;
          const cx = Number(leaf.attributes.x) + Number(leaf.attributes.width) / 2;
          const cy = Number(leaf.attributes.y) + Number(leaf.attributes.height) / 2;
          const [x2, y2] = [Number(a['data-x2']), Number(a['data-y2'])];
          // the markup's numbers have two decimals
          const [ex, ey] = x2 !== x ? [ox + Math.max(x, x2) * s, oy + (y + 0.5) * s] : [ox + (x + 0.5) * s, oy + Math.max(y, y2) * s];
          assert.ok(
            Math.abs(cx - ex) < 0.02 && Math.abs(cy - ey) < 0.02,
            `${a['data-id']}: the leaf's middle (${cx}, ${cy}) is not on the edge (${ex}, ${ey})`,
          );
        } else {
          const span = Number(a['data-span'] ?? 1);
          for (const v of xs) assert.ok(near(v, ox + x * s, ox + (x + span) * s), `${a['data-kind']} ${a['data-id']}: x ${v} outside square ${x}`);
          for (const v of ys) assert.ok(near(v, oy + y * s, oy + (y + span) * s), `${a['data-kind']} ${a['data-id']}: y ${v} outside square ${y}`);
          assert.ok(xs.length > 0);
        }
        checked++;
      }
      assert.equal(
        checked,
        [...pieces.values()].reduce((n, l) => n + l.length, 0),
      );

      // the players' copy, as the public reads it (no token: the players' copy unless asked)
      const players = await getMap(`/api/missions/${mission.id}/map.svg?lang=en`);
      assert.equal(players.status, 200, players.text);
      const proot = readXml(players.text).root;
      assert.equal(proot.attributes['data-copy'], 'players');
      const ppieces = placed(proot);
      for (const secret of ['creature', 'npc', 'trap', 'treasure', 'secret-door', 'goal']) assert.equal(ppieces.get(secret), undefined, secret);
      assert.ok(![...elements(proot)].some((e) => e.attributes['data-hidden'] !== undefined), 'no hidden object');
      assert.deepEqual(ppieces.get('door') ?? [], pieces.get('door') ?? []);
      assert.deepEqual(ppieces.get('furniture') ?? [], pieces.get('furniture') ?? []);
      assert.deepEqual(ppieces.get('start'), pieces.get('start'));
      assert.equal(proot.attributes['data-orientation'], root.attributes['data-orientation'], 'both copies lie the same way');
      const hidden = state.setup.objects.flatMap((o, i) => (o.hidden ? [`o${i + 1}`] : []));
      for (const id of hidden) assert.ok(!players.text.includes(`data-id="${id}"`), id);
      assert.ok(!textOf(proot).includes('For the master'));
    });
  }
});

test("a mission's notes for the master, wandering monster and secret door are on the master's copy only", async () => {
  const trial = structuredClone(pack.missions.find((m) => m.id === 'la-prova')!);
  const draft: Mission = {
    ...trial,
    id: 'la-prova-segreta',
    notes: ['Il fimir fugge alla prima ferita.'],
    wandering_monster: 'zombi',
    // a secret door from the crypt to the corridor beside it
    map: {
      ...trial.map,
      doors: [
        ...trial.map.doors,
        {
          between: [
            [5, 9],
            [6, 9],
          ],
          secret: true,
        },
      ],
    },
    objects: [...trial.objects, { type: 'treasure', x: 1, y: 9, hidden: true, name: { it: 'Borsa d’oro', en: 'Bag of gold' } }],
  };
  const put = await call(req, 'PUT', '/api/missions/la-prova-segreta?publish=0', { token: ADMIN_TOKEN, body: draft });
  assert.equal(put.status, 201, JSON.stringify(put.body));
  const master = await getMap('/api/missions/la-prova-segreta/map.svg?lang=it&copy=master', admin);
  assert.equal(master.status, 200, master.text);
  const mroot = readXml(master.text).root;
  const mtext = textOf(mroot);
  assert.ok(mtext.includes('Il fimir fugge alla prima ferita.'));
  assert.ok(mtext.includes('Mostro errante: Zombi'), mtext);
  assert.ok(mtext.includes('Borsa d’oro (nascosto)'));
  assert.deepEqual(placed(mroot).get('secret-door'), ['s0@5,9-6,9']);
  assert.deepEqual(placed(mroot).get('treasure'), ['o2@1,9']);
  const players = await getMap('/api/missions/la-prova-segreta/map.svg?lang=it&copy=players', admin);
  assert.equal(players.status, 200);
  const ptext = textOf(readXml(players.text).root);
  for (const secret of ['fimir fugge', 'Mostro errante', 'Zombi', 'Borsa', 'Per il master', 'Fimir'])
    assert.ok(!ptext.includes(secret), `"${secret}" on the players' copy`);
  assert.ok(!players.text.includes('data-kind="secret-door"'));
  assert.ok(!players.text.includes('data-kind="treasure"'));
  // a draft is the signed-in reader's: the public does not find it
  const publicDraft = await call(req, 'GET', '/api/missions/la-prova-segreta/map.svg?copy=players');
  assert.equal(publicDraft.status, 404);
  assert.equal(publicDraft.body.error.code, 'not_found');
});

test('the language: ?lang, else Accept-Language, else English', async () => {
  const it = await getMap('/api/missions/la-prova/map.svg?lang=it', admin);
  const en = await getMap('/api/missions/la-prova/map.svg?lang=en', admin);
  const itText = textOf(readXml(it.text).root);
  const enText = textOf(readXml(en.text).root);
  for (const word of ['La prova', 'LEGENDA', 'LA STORIA', 'OBIETTIVO', 'Partenza degli eroi', 'Porta', 'Copia del master'])
    assert.ok(itText.includes(word), word);
  for (const word of ['The Trial', 'LEGEND', 'THE STORY', 'OBJECTIVE', 'Heroes’ start', 'Door', 'Master’s copy']) assert.ok(enText.includes(word), word);
  assert.ok(!enText.includes('LEGENDA'));
  assert.equal(readXml(it.text).root.attributes['xml:lang'], 'it');
  const byHeader = await getMap('/api/missions/la-prova/map.svg', { ...admin, 'accept-language': 'de-DE, it;q=0.8, en;q=0.5' });
  assert.equal(readXml(byHeader.text).root.attributes['xml:lang'], 'it');
  const none = await getMap('/api/missions/la-prova/map.svg', admin);
  assert.equal(readXml(none.text).root.attributes['xml:lang'], 'en');
  // the header as readers' browsers send it, region tags and weights included
  const langs: string[] = [];
  for (const header of ['it-IT,it;q=0.9,en;q=0.8', 'en-GB', 'fr, en;q=0.2, it;q=0.3', 'de', 'it;q=0, en;q=0.1'])
    langs.push(readXml((await getMap('/api/missions/la-prova/map.svg', { ...admin, 'accept-language': header })).text).root.attributes['xml:lang']!);
  assert.deepEqual(langs, ['it', 'en', 'it', 'en', 'en']);
});

test('the paper: A4 unless asked, Letter on request, portrait or landscape, everything inside the sheet', async () => {
  const sizes = { a4: ['210', '297'], letter: ['215.9', '279.4'] } as const;
  for (const id of ['la-prova', 'la-cripta-del-negromante', 'la-tana-degli-orchi', 'il-salvataggio'])
    for (const paper of ['a4', 'letter'] as const) {
      const got = await getMap(`/api/missions/${id}/map.svg${paper === 'letter' ? '?paper=letter' : ''}`, admin);
      const root = readXml(got.text).root;
      const [w, h] = root.attributes['data-orientation'] === 'portrait' ? sizes[paper] : [sizes[paper][1], sizes[paper][0]];
      assert.equal(root.attributes.width, `${w}mm`, id);
      assert.equal(root.attributes.height, `${h}mm`);
      assert.equal(root.attributes.viewBox, `0 0 ${w} ${h}`);
      assert.equal(root.attributes['data-paper'], paper);
      // one sheet: nothing drawn past the printer's margins (5 mm) but the paper itself
      const { xs, ys } = extents({ ...root, children: root.children.filter((c) => !(c.name === 'rect' && c.attributes.width === w)) });
      assert.ok(xs.length > 100);
      for (const v of xs) assert.ok(v >= 5 && v <= Number(w) - 5, `${id} ${paper}: x ${v}`);
      for (const v of ys) assert.ok(v >= 5 && v <= Number(h) - 5, `${id} ${paper}: y ${v}`);
    }
});

test('bad query values are a 400 naming them; an unknown mission a 404; the public may not read the master copy', async () => {
  for (const [name, bad] of [
    ['paper', 'a3'],
    ['lang', 'fr'],
    ['copy', 'everything'],
  ] as const) {
    const query = `${name}=${bad}`;
    const res = await call(req, 'GET', `/api/missions/la-prova/map.svg?${query}`, { token: ADMIN_TOKEN });
    assert.equal(res.status, 400);
    assert.equal(res.body.error.code, 'invalid_body');
    assert.match(res.body.error.message, new RegExp(`"${bad}" is not one of`));
    assert.equal(res.body.error.issues[0].path, name);
  }
  const missing = await call(req, 'GET', '/api/missions/la-missione-che-non-c-e/map.svg', { token: ADMIN_TOKEN });
  assert.equal(missing.status, 404);
  assert.equal(missing.body.error.code, 'not_found');
  const master = await call(req, 'GET', '/api/missions/la-prova/map.svg?copy=master');
  assert.equal(master.status, 401);
  assert.equal(master.body.error.code, 'unauthorized');
});
