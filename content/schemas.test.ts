/**
 * Bad missions are refused, with messages that name the place: the zod path inside the document,
 * and through the loader the file too.
 */
import assert from 'node:assert/strict';
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DEFAULT_PACK_DIR, PackError, formatPath, loadPackDir } from './load-pack.ts';
import { CONTENT_KINDS, type ContentKind, GameMap, Mission } from './schemas/index.ts';
import { loadDefaultPack } from './load-pack.ts';

/** A small valid mission: corridor on row 1, room A below it with a door, room B beside A. */
function goodMission() {
  return {
    id: 'prova-rotta',
    name: { it: 'Prova rotta', en: 'Broken trial' },
    map: {
      rows: ['#######', '#.....#', '#AAABB#', '#AAABB#', '#######'],
      rooms: [
        { id: 'a', char: 'A' },
        { id: 'b', char: 'B' },
      ],
      doors: [
        {
          between: [
            [2, 1],
            [2, 2],
          ],
        },
        {
          between: [
            [3, 3],
            [4, 3],
          ],
        },
      ],
    },
    start: [
      [1, 1],
      [5, 1],
    ],
    monsters: [
      { kind: 'goblin', x: 1, y: 2 },
      { kind: 'orco', x: 4, y: 2 },
    ],
  };
}
type Doc = ReturnType<typeof goodMission>;

/** The issues of parsing `doc` as a Mission, as [path, message]. */
function issuesOf(doc: unknown): [string, string][] {
  const r = Mission.safeParse(doc);
  assert.ok(!r.success, 'the mission is refused');
  return r.error.issues.map((i) => [formatPath(i.path), i.message]);
}

function broken(edit: (m: Doc) => void): Doc {
  const m = goodMission();
  edit(m);
  return m;
}

describe('the mission schema', () => {
  test('accepts the small good mission and fills the defaults', () => {
    const m = Mission.parse(goodMission());
    assert.equal(m.ruleset, 'classic');
    assert.equal(m.auto, false);
    assert.equal(m.win, 'kill_all');
    assert.deepEqual(m.lose, []);
    assert.equal(m.setting, 'dungeon');
  });

  test('takes `setting` "outdoor" and refuses a setting that is not "dungeon" or "outdoor"', () => {
    assert.equal(Mission.parse({ ...goodMission(), setting: 'outdoor' }).setting, 'outdoor');
    assert.equal(Mission.parse({ ...goodMission(), setting: 'dungeon' }).setting, 'dungeon');
    assert.deepEqual(issuesOf({ ...goodMission(), setting: 'forest' }), [['setting', 'Invalid option: expected one of "dungeon"|"outdoor"']]);
    assert.deepEqual(issuesOf({ ...goodMission(), setting: 3 }), [['setting', 'Invalid option: expected one of "dungeon"|"outdoor"']]);
  });

  test("the default pack plays the Forsaken Woods' fights outdoors and its dungeons underground", () => {
    const outdoor = loadDefaultPack()
      .missions.filter((m) => m.setting === 'outdoor')
      .map((m) => m.id)
      .sort();
    assert.deepEqual(outdoor, [
      'il-guado-dei-rovi',
      'il-prologo',
      'il-ragno-del-carbonaio',
      'la-radura-muschiosa',
      'la-strada-sigillata',
      'la-torre-di-guardia',
      'la-vecchia-strada',
    ]);
    assert.equal(loadDefaultPack().missions.find((m) => m.id === 'la-prova')?.setting, 'dungeon');
  });

  test('refuses a row of the wrong length at map.rows[y]', () => {
    assert.deepEqual(issuesOf(broken((m) => (m.map.rows[2] = '#AAABB'))), [['map.rows[2]', 'row 2 has 6 squares, row 0 has 7']]);
  });

  test('refuses an unknown character at map.rows[y]', () => {
    assert.deepEqual(issuesOf(broken((m) => (m.map.rows[3] = '#AAXBB#'))), [
      ['map.rows[3]', 'square [3, 3] has character "X", which is neither ".", "#" nor a room\'s char'],
    ]);
  });

  test('refuses a door that is not on a wall at map.doors[i].between', () => {
    // [1, 1] and [2, 1] are both corridor.
    assert.deepEqual(
      issuesOf(
        broken((m) =>
          m.map.doors.push({
            between: [
              [1, 1],
              [2, 1],
            ],
          }),
        ),
      ),
      [['map.doors[2].between', 'a door must stand on a wall: both squares are in the same area']],
    );
    // [1, 2] is room A, [0, 2] is rock.
    assert.deepEqual(
      issuesOf(
        broken((m) =>
          m.map.doors.push({
            between: [
              [1, 2],
              [0, 2],
            ],
          }),
        ),
      ),
      [['map.doors[2].between', 'a door cannot open onto solid rock']],
    );
  });

  test('refuses a door between squares that are not adjacent at map.doors[i].between', () => {
    assert.deepEqual(
      issuesOf(
        broken(
          (m) =>
            (m.map.doors[0] = {
              between: [
                [2, 1],
                [3, 2],
              ],
            }),
        ),
      ),
      [['map.doors[0].between', 'a door joins two orthogonally adjacent squares; [2, 1] and [3, 2] are not']],
    );
    assert.deepEqual(
      issuesOf(
        broken(
          (m) =>
            (m.map.doors[1] = {
              between: [
                [3, 3],
                [3, 5],
              ],
            }),
        ),
      ),
      [['map.doors[1].between', 'a door joins two orthogonally adjacent squares; [3, 3] and [3, 5] are not']],
    );
  });

  test('refuses a creature on rock, outside the map or on a taken square at monsters[i]', () => {
    assert.deepEqual(issuesOf(broken((m) => (m.monsters[1] = { kind: 'orco', x: 0, y: 3 }))), [['monsters[1]', 'square [0, 3] is solid rock']]);
    assert.deepEqual(issuesOf(broken((m) => (m.monsters[0] = { kind: 'goblin', x: 9, y: 1 }))), [['monsters[0]', 'square [9, 1] lies outside the map']]);
    assert.deepEqual(issuesOf(broken((m) => (m.monsters[0] = { kind: 'goblin', x: 1, y: 1 }))), [
      ['monsters[0]', 'square [1, 1] already holds a start square'],
    ]);
  });

  test('refuses a start square on rock at start[i], and a bad kind slug at monsters[i].kind', () => {
    assert.deepEqual(issuesOf(broken((m) => (m.start[1] = [6, 1]))), [['start[1]', 'square [6, 1] is solid rock']]);
    assert.deepEqual(
      issuesOf(broken((m) => (m.monsters[0]!.kind = 'Goblin'))).map(([p]) => p),
      ['monsters[0].kind'],
    );
  });

  test('refuses two rooms with the same char and unknown fields', () => {
    // (the squares painted "B" then belong to no room and are reported too)
    assert.deepEqual(issuesOf(broken((m) => (m.map.rooms[1]!.char = 'A')))[0], ['map.rooms[1].char', 'character "A" already paints room "a"']);
    const extra = { ...goodMission(), monster: [] };
    assert.deepEqual(
      issuesOf(extra).map(([p]) => p),
      [''],
    );
  });

  test('the map schema alone names rows[y] and doors[i].between', () => {
    const r = GameMap.safeParse({
      rows: ['..', '.'],
      rooms: [],
      doors: [
        {
          between: [
            [0, 0],
            [1, 0],
          ],
        },
      ],
    });
    assert.ok(!r.success);
    assert.deepEqual(
      r.error.issues.map((i) => formatPath(i.path)),
      ['rows[1]', 'doors[0].between'],
    );
  });
});

describe('loadPackDir', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'quest-board-pack-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  /** A copy of the default pack with `doc` written as missions/<name>.json. */
  function packWith(name: string, doc: unknown): string {
    const dir = mkdtempSync(path.join(tmp, 'pack-'));
    cpSync(DEFAULT_PACK_DIR, dir, { recursive: true });
    writeFileSync(path.join(dir, 'missions', `${name}.json`), typeof doc === 'string' ? doc : JSON.stringify(doc));
    return dir;
  }

  function loadIssues(dir: string) {
    try {
      loadPackDir(dir);
    } catch (err) {
      assert.ok(err instanceof PackError, String(err));
      return err;
    }
    assert.fail('the pack should be refused');
  }

  test('loads a copy of the default pack with a good extra mission', () => {
    const pack = loadPackDir(packWith('prova-rotta', goodMission()));
    assert.ok(pack.missions.some((m) => m.id === 'prova-rotta'));
  });

  test('names the file and the zod path of a schema problem', () => {
    const err = loadIssues(
      packWith(
        'prova-rotta',
        broken((m) => (m.map.rows[2] = '#AAABB')),
      ),
    );
    assert.deepEqual(err.issues, [{ file: 'missions/prova-rotta.json', path: 'map.rows[2]', message: 'row 2 has 6 squares, row 0 has 7' }]);
    assert.match(err.message, /missions\/prova-rotta\.json: map\.rows\[2\]: row 2 has 6 squares, row 0 has 7/);
  });

  test('names the file of a checkPack problem with the path inside the file', () => {
    const err = loadIssues(
      packWith(
        'prova-rotta',
        broken((m) => m.monsters.push({ kind: 'goblinn', x: 2, y: 3 })),
      ),
    );
    assert.deepEqual(err.issues, [{ file: 'missions/prova-rotta.json', path: 'monsters[2].kind', message: 'no creature kind "goblinn"' }]);
    assert.match(err.message, /missions\/prova-rotta\.json: monsters\[2\]\.kind: no creature kind "goblinn"/);
  });

  test('refuses bad JSON and a file named differently from its id', () => {
    assert.deepEqual(
      loadIssues(packWith('rotta', '{ "id": ')).issues.map((i) => [i.file, i.path]),
      [['missions/rotta.json', '']],
    );
    assert.deepEqual(loadIssues(packWith('altro-nome', goodMission())).issues, [
      { file: 'missions/altro-nome.json', path: 'id', message: 'the id "prova-rotta" must match the file name "altro-nome.json"' },
    ]);
  });
});

describe('hidden furniture', () => {
  test('is refused at objects[i].hidden: furniture blocks its square, so it would show itself to anyone who cannot walk there', () => {
    const m = goodMission();
    const result = Mission.safeParse({ ...m, objects: [{ type: 'furniture', kind: 'chest', x: 3, y: 1, hidden: true }] });
    assert.equal(result.success, false);
    assert.deepEqual(
      result.error!.issues.map((i) => [formatPath(i.path), i.message]),
      [
        [
          'objects[0].hidden',
          'furniture stands in plain sight (it blocks its square): hide a treasure in it with its effects, or place a hidden "treasure" instead',
        ],
      ],
    );
    assert.equal(Mission.safeParse({ ...m, objects: [{ type: 'treasure', x: 3, y: 1, hidden: true }] }).success, true);
  });
});

describe('the schemas never throw on bad input', () => {
  test('an empty map is refused at map.rows, not a crash of the checks that read row 0', () => {
    const result = Mission.safeParse({ ...goodMission(), map: { rows: [], rooms: [], doors: [] } });
    assert.equal(result.success, false);
    assert.ok(
      result.error!.issues.some((i) => formatPath(i.path) === 'map.rows'),
      JSON.stringify(result.error!.issues),
    );
  });

  test('every document of the default pack with any one value replaced by a wrong one: refused or accepted, never thrown', () => {
    const pack = loadDefaultPack() as unknown as Record<ContentKind, { id: string }[]>;
    const wrong: unknown[] = [[], {}, '', -1, 1e9, null, [[]], [-1, -1]];
    let tried = 0;
    for (const kind of Object.keys(CONTENT_KINDS) as ContentKind[]) {
      for (const doc of pack[kind]) {
        const places: (string | number)[][] = [];
        const walk = (v: unknown, at: (string | number)[]) => {
          if (at.length > 0) places.push(at);
          if (Array.isArray(v)) v.forEach((x, i) => walk(x, [...at, i]));
          else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, [...at, k]);
        };
        walk(doc, []);
        for (const at of places.slice(0, 120)) {
          for (const value of wrong) {
            const copy = structuredClone(doc) as Record<string | number, unknown>;
            let parent = copy;
            for (const k of at.slice(0, -1)) parent = parent[k] as Record<string | number, unknown>;
            parent[at.at(-1)!] = structuredClone(value);
            assert.doesNotThrow(() => CONTENT_KINDS[kind].safeParse(copy), `${kind}/${doc.id} with ${formatPath(at)} = ${JSON.stringify(value)}`);
            tried++;
          }
        }
      }
    }
    assert.ok(tried > 20_000, `only ${tried} documents tried`);
  });
});
