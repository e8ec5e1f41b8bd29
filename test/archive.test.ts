/**
 * The Archive's pure parts and its page: the map editor's model (painting, doors, rooms, placing, the checks the
 * schema cannot make, the preview copy the engine accepts), the schema-driven defaults, and `/archive` served by the
 * CMS.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { CONTENT_KIND_NAMES, Mission } from '../content/schemas/index.ts';
import { createGame, MASTER, viewFor } from '../engine/index.ts';
import {
  addRoom,
  clearSquare,
  newMission,
  normalise,
  paint,
  placeMonster,
  placeNpc,
  placeObject,
  previewMission,
  removeRoom,
  resize,
  slugify,
  toggleDoor,
  toggleStart,
  type DraftMission,
} from '../components/archive/map-model.ts';
import { mapProblems, reachableSquares, squareOfIssue } from '../components/archive/map-problems.ts';
import {
  defaultOf,
  discriminantOf,
  discriminatorOf,
  getIn,
  type JsonSchema,
  newDocument,
  schemaOf,
  setIn,
  validate,
  variantsOf,
} from '../components/archive/schema-tools.ts';
import { testApp } from './support/server.ts';
import { SITE_ICON } from '../cms/http/archive.ts';
import { REPO_ROOT } from '../cms/http/static.ts';

const pack = loadDefaultPack();
const kinds = new Set(pack.creatures.map((c) => c.id));

/** The new mission of the Archive with two rooms, doors from the corridor into A and from A into B, a goblin in B. */
function drawn(): DraftMission {
  let m = normalise(newMission());
  const a = addRoom(m, 'Sala grande');
  m = a.mission;
  const b = addRoom(m, 'sala grande');
  m = b.mission;
  for (let y = 3; y <= 5; y++) {
    for (let x = 1; x <= 4; x++) m = paint(m, x, y, { kind: 'room', char: a.char });
    for (let x = 5; x <= 8; x++) m = paint(m, x, y, { kind: 'room', char: b.char });
  }
  m = toggleDoor(m, [2, 2], [2, 3], false);
  m = toggleDoor(m, [4, 4], [5, 4], false);
  m = placeMonster(m, 7, 4, 'goblin', 'boss');
  return m;
}

describe('the map model', () => {
  test('paints rooms, corridors and rock; rooms get unique slugs and free characters', () => {
    const m = drawn();
    assert.deepEqual(m.map.rows, ['##########', '#........#', '#........#', '#AAAABBBB#', '#AAAABBBB#', '#AAAABBBB#', '##########']);
    assert.deepEqual(
      m.map.rooms.map((r) => [r.id, r.char]),
      [
        ['sala-grande', 'A'],
        ['sala-grande-2', 'B'],
      ],
    );
    assert.equal(slugify('  Tana del Fìmir! '), 'tana-del-fimir');
    // painting what is already there changes nothing (the same object)
    assert.equal(paint(m, 1, 3, { kind: 'room', char: 'A' }), m);
    assert.equal(paint(m, 99, 3, { kind: 'rock' }), m);
    const removed = removeRoom(m, 'B');
    assert.equal(removed.map.rows[4], '#AAAA....#');
    assert.deepEqual(resize(m, 4, 2).map.rows, ['####', '#...']);
    assert.deepEqual(resize(m, 11, 8).map.rows[7], '###########');
  });

  test('doors toggle on an edge, in either order of the squares, and turn secret', () => {
    let m = drawn();
    assert.equal(m.map.doors.length, 2);
    m = toggleDoor(m, [2, 3], [2, 2], true);
    assert.deepEqual(m.map.doors[0], {
      between: [
        [2, 2],
        [2, 3],
      ],
      secret: true,
    });
    m = toggleDoor(m, [2, 2], [2, 3], true);
    assert.equal(m.map.doors.length, 1);
  });

  test('places and clears start squares, creatures, NPCs and objects', () => {
    let m = drawn();
    m = toggleStart(m, 2, 1);
    assert.deepEqual(m.start, [
      [1, 1],
      [2, 1],
    ]);
    m = toggleStart(m, 1, 1);
    assert.deepEqual(m.start, [[2, 1]]);
    m = placeMonster(m, 7, 4, 'orco', '');
    assert.deepEqual(m.monsters, [{ kind: 'orco', x: 7, y: 4 }]);
    m = placeNpc(placeNpc(m, 3, 4, 'Bruno'), 4, 4, 'Bruno');
    assert.deepEqual(
      m.npcs.map((n) => n.name),
      ['Bruno', 'Bruno 2'],
    );
    m = placeObject(m, 3, 4, { type: 'trap', kind: 'pit', hidden: true } as never);
    m = clearSquare(m, 3, 4);
    assert.deepEqual(
      m.npcs.map((n) => n.name),
      ['Bruno 2'],
    );
    assert.equal(m.objects.length, 0);
  });

  test('finds unreachable rooms and creatures, doors off walls and pieces on blocked squares', () => {
    const m = drawn();
    assert.deepEqual(mapProblems(m, 'en'), []);
    assert.ok(reachableSquares(m).has('7,4'));
    const noInnerDoor = toggleDoor(m, [4, 4], [5, 4], false);
    assert.deepEqual(
      mapProblems(noInnerDoor, 'en').map((i) => i.path),
      ['map.rooms[1]', 'monsters[0]'],
    );
    const midRoom = toggleDoor(m, [6, 4], [7, 4], false);
    assert.deepEqual(mapProblems(midRoom, 'it'), [
      { path: 'map.doors[2].between', message: 'la porta tra colonna 7, riga 5 e colonna 8, riga 5 non è su un muro' },
    ]);
    const onRock = placeMonster(m, 0, 0, 'goblin', '');
    assert.deepEqual(
      mapProblems(onRock, 'en').map((i) => i.path),
      ['monsters[1]'],
    );
    // furniture on a creature: at the furniture, in the schema's words and with its code
    const onFurniture = placeObject(m, 7, 4, { type: 'furniture', kind: 'chest' } as never);
    assert.deepEqual(
      mapProblems(onFurniture, 'en').filter((i) => i.path === 'objects[0]'),
      [{ path: 'objects[0]', code: 'square_taken', message: 'the square at column 8, row 5 already holds a creature “goblin”' }],
    );
    const twoPieces = paint(paint(paint(m, 2, 3, { kind: 'corridor' }), 2, 4, { kind: 'corridor' }), 2, 5, { kind: 'corridor' });
    assert.ok(mapProblems(twoPieces, 'en').some((i) => i.path === 'map.rooms[0]' && /split/.test(i.message)));
  });

  test("a sealed start: reported at the start square with the squares reached and the reason, in the page's language", () => {
    // the heroes start in room A, whose only door is moved inside it; the corridor door into A is removed
    let m = toggleStart(toggleStart(drawn(), 1, 1), 1, 3);
    m = toggleDoor(toggleDoor(m, [2, 2], [2, 3], false), [4, 4], [5, 4], false);
    m = toggleDoor(m, [2, 4], [3, 4], false);
    assert.deepEqual(m.map.doors, [
      {
        between: [
          [2, 4],
          [3, 4],
        ],
      },
    ]);
    const en = mapProblems(m, 'en');
    assert.deepEqual(
      en.map((i) => i.path),
      ['map.rooms[1]', 'map.doors[0].between', 'monsters[0]', 'start[0]'],
    );
    assert.equal(
      en[3]!.message,
      'The start squares (the first is at column 2, row 4) reach no door, exit or creature: the heroes can walk to 12 of the 40 walkable squares, and the door there lies inside the room, not on one of its walls.',
    );
    assert.equal(
      mapProblems(m, 'it')[3]!.message,
      'Le caselle di partenza (la prima è in colonna 2, riga 4) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a 12 delle 40 caselle percorribili, e la porta che vi si trova è dentro la stanza, non su un suo muro.',
    );
    assert.deepEqual(squareOfIssue(m, en[3]!.path), [1, 3]);
    // the door put back on A's wall opens the way: the problem is gone
    assert.ok(!mapProblems(toggleDoor(m, [4, 4], [5, 4], false), 'en').some((i) => i.path.startsWith('start')));
  });

  test('the drawn mission, named, is a valid mission the engine plays', () => {
    const m = { ...drawn(), id: 'disegnata', name: { it: 'Disegnata', en: 'Drawn' }, win: 'kill_all', lose: [{ type: 'rounds', rounds: 20 }] };
    const parsed = Mission.parse(m);
    const game = createGame({ mission: parsed, heroes: pack.heroes, creatures: pack.creatures, ruleset: pack.rulesets[0]!, seed: 's' });
    assert.equal(viewFor(game, MASTER).units.length, 1);
  });

  test('the preview copy of a broken draft is a valid mission; of every default mission, the same map', () => {
    const broken = normalise({
      map: {
        rows: ['#..A?', '#..'],
        rooms: [
          { id: 'Bad Id', char: 'A' },
          { id: 'x', char: 'A' },
        ],
        doors: [
          {
            between: [
              [1, 0],
              [3, 0],
            ],
          },
          {
            between: [
              [2, 0],
              [3, 0],
            ],
          },
        ],
      },
      start: [[0, 0]],
      monsters: [
        { kind: 'drago', x: 1, y: 0 },
        { kind: 'goblin', x: 2, y: 1 },
        { kind: 'goblin', x: 2, y: 1 },
      ],
    });
    const p = previewMission(broken, kinds, 'classic')!;
    assert.ok(p);
    assert.deepEqual(p.map.rows, ['#..A#', '#..##']);
    assert.deepEqual(p.map.rooms, [{ id: 'room-1', char: 'A' }]);
    assert.deepEqual(p.map.doors, [
      {
        between: [
          [2, 0],
          [3, 0],
        ],
      },
    ]);
    assert.deepEqual(p.monsters, [{ kind: 'goblin', x: 2, y: 1 }]);
    assert.equal(previewMission(normalise({ map: { rows: ['##'], rooms: [], doors: [] } }), kinds, 'classic'), null);
    for (const mission of pack.missions) {
      const copy = previewMission(normalise(structuredClone(mission)), kinds, mission.ruleset)!;
      assert.deepEqual(copy.map.rows, mission.map.rows, mission.id);
      assert.equal(copy.monsters.length, mission.monsters.length, mission.id);
    }
  });

  test('the default missions have no map problem (the standard board leaves some rooms closed on purpose)', () => {
    for (const mission of pack.missions) {
      const problems = mapProblems(normalise(structuredClone(mission)), 'en');
      if (mission.id === 'la-tana-degli-orchi')
        assert.ok(
          problems.length > 0 && problems.every((p) => /^map\.rooms\[\d+\]$/.test(p.path) && /cannot be reached/.test(p.message)),
          JSON.stringify(problems),
        );
      else assert.deepEqual(problems, [], mission.id);
    }
  });
});

describe('the schema tools', () => {
  test('a new document of every kind has every required field, and its name is valid once written in one language', () => {
    for (const kind of CONTENT_KIND_NAMES) {
      const doc = newDocument(kind, 'nuovo');
      const issues = validate(kind, doc, 'en').map((i) => i.path);
      assert.ok(issues.includes('name'), `${kind}: ${issues}`);
      assert.ok(!issues.some((p) => p === '' || p === 'id'), `${kind}: ${issues}`);
      // named in one language, its name has no problem left (one language is enough)
      const named = validate(kind, { ...doc, name: { it: 'Nuovo' } }, 'en').map((i) => i.path);
      assert.ok(!named.some((p) => p.startsWith('name')), `${kind}: ${named}`);
    }
    assert.deepEqual(defaultOf(schemaOf('missions').properties!.lose!.items as never), { type: 'kill_all' });
  });

  test("the field that tells a union's variants apart: an effect's type, an adventure node's and condition's kind", () => {
    const union = (s: JsonSchema | undefined) => variantsOf(s!)!;
    const items = (s: JsonSchema | undefined) => s!.items as JsonSchema;
    const adventure = schemaOf('adventures');
    const nodes = union(items(items(adventure.properties!.locations).properties!.nodes));
    equalKinds(nodes, 'kind', ['encounter', 'chest', 'challenge', 'dialogue', 'puzzle', 'camp', 'branch', 'exit']);
    const challenge = nodes.find((n) => discriminantOf(n, 'kind') === 'challenge')!;
    const condition = union(items(items(challenge.properties!.approaches).properties!.requires));
    equalKinds(condition, 'kind', ['heroAlive', 'artifact', 'item', 'gold', 'provisions', 'resolved', 'flag']);
    const effects = union(items(schemaOf('spells').properties!.effects));
    assert.equal(discriminatorOf(effects), 'type');
    // a mission's win: names or an object, told apart by nothing
    assert.equal(discriminatorOf(union(schemaOf('missions').properties!.win)), undefined);
  });

  test('setIn and getIn update by path without touching the original', () => {
    const a = { x: [{ y: 1 }] };
    const b = setIn(a, ['x', 0, 'y'], 2);
    assert.deepEqual(a, { x: [{ y: 1 }] });
    assert.equal(getIn(b, ['x', 0, 'y']), 2);
    assert.deepEqual(setIn({ a: 1, b: 2 }, ['a'], undefined), { b: 2 });
  });
});

describe('/archive', () => {
  let ctx: Awaited<ReturnType<typeof testApp>>;
  let bundleDir = '';
  before(async () => {
    bundleDir = mkdtempSync(join(tmpdir(), 'quest-board-archive-'));
    writeFileSync(join(bundleDir, 'archive.js'), 'export {};');
    ctx = await testApp({ bundleDir });
  });
  after(async () => {
    await ctx.close();
    rmSync(bundleDir, { recursive: true, force: true });
  });

  test('serves the page and its bundle; a missing bundle says to build', async () => {
    for (const path of ['/archive', '/archive/']) {
      const res = await ctx.app.request(path);
      assert.equal(res.status, 200);
      assert.match(res.headers.get('content-type') ?? '', /text\/html/);
      const page = await res.text();
      assert.match(page, /<qb-archive><\/qb-archive>/);
      assert.match(page, /src="\/archive\/archive\.js"/);
      // the demo's icon, inline: the browser asks for no /favicon.ico (which would be a 404)
      assert.ok(page.includes(`<link rel="icon" href="${SITE_ICON}" />`));
      assert.ok(
        readFileSync(join(REPO_ROOT, 'demo', 'index.html'), 'utf8').includes(`<link rel="icon" href="${SITE_ICON}" />`),
        'the same icon as the demo page',
      );
    }
    const js = await ctx.app.request('/archive/archive.js');
    assert.equal(js.status, 200);
    assert.equal(await js.text(), 'export {};');
    const map = await ctx.app.request('/archive/archive.js.map');
    assert.equal(map.status, 404);
    assert.match(((await map.json()) as { error: { message: string } }).error.message, /npm run build/);
  });

  test("serves the chunks the Archive loads on demand (the picture picker's icons) from beside the element's; a missing one is a 404 naming it", async () => {
    mkdirSync(join(bundleDir, 'chunks'), { recursive: true });
    writeFileSync(join(bundleDir, 'chunks', 'icons-more-ABCD1234.js'), 'export const icons = {};');
    const chunk = await ctx.app.request('/archive/chunks/icons-more-ABCD1234.js');
    assert.equal(chunk.status, 200);
    assert.equal(await chunk.text(), 'export const icons = {};');
    const missing = await ctx.app.request('/archive/chunks/icons-more-00000000.js');
    assert.equal(missing.status, 404);
    assert.match(((await missing.json()) as { error: { message: string } }).error.message, /no chunk "icons-more-00000000\.js" in this build of the Archive/);
    assert.equal((await ctx.app.request('/archive/chunks/..%2Fpackage.json')).status, 404, 'only chunk names');
  });
});

/** `variants` are told apart by `key`, with these constants in order. */
function equalKinds(variants: JsonSchema[], key: string, tags: string[]): void {
  assert.equal(discriminatorOf(variants), key);
  assert.deepEqual(
    variants.map((v) => discriminantOf(v, key)),
    tags,
  );
}
