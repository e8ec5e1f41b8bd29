/**
 * The HeroScribe converter (content/import/heroscribe/) against malformed and hostile inputs, a multi-board quest, and its
 * documentation. Its conversions of the five community quests, checked against the quest files, the standard board
 * and the object catalogue (real inputs), are in test/realinputs/heroscribe.test.ts (`npm run test:realinputs`).
 */
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { convertHeroScribe, HeroScribeError, MONSTER_KINDS } from './import/heroscribe/index.ts';
import { PROBLEM_TEXTS, problemText, PROSE_WHY, type ProblemCode, type ProblemValues } from './import/heroscribe/texts.ts';
import { loadDefaultPack } from './load-pack.ts';
import { checkPack, Mission, type Pack } from './schemas/index.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..');
const pack: Pack = loadDefaultPack();
const rejects = (input: string | Uint8Array, code: string) => {
  try {
    convertHeroScribe(input);
  } catch (err) {
    assert.ok(err instanceof HeroScribeError, `a HeroScribeError, not ${String(err)}`);
    assert.equal(err.code, code, err.message);
    assert.ok(err.problems.length > 0 && err.problems[0]!.code === code);
    return err;
  }
  assert.fail(`expected a HeroScribeError "${code}"`);
};

// ---- malformed and hostile input ----

const quest = (body: string, attrs = 'width="1" height="1"') =>
  `<?xml version="1.0"?>\n<quest name="Prova" region="Europe" version="1.0" ${attrs}>\n${body}\n</quest>\n`;
const board1 = (objects: string) => `<board>\n${objects}\n<object id="Stairway" left="2" top="2" />\n</board>`;
/** A door on room A's wall (into room B): with it, {@link board1}'s start is not sealed. */
const WALL_DOOR = '<object id="Door" left="5" top="3" rotation="rightward" />';

describe('bad files', () => {
  test('not XML: refused as not_xml with the line and column', () => {
    const err = rejects('This is a quest, honest.\nNot XML at all.', 'not_xml');
    assert.ok(err.problems[0]!.line > 0);
    assert.match(err.message, /not well-formed XML: text data outside of root node/);
    const unclosed = rejects(quest('<board>\n<object id="Orc" left="3" top="3">\n</board>'), 'not_xml');
    assert.equal(unclosed.problems[0]!.line, 5);
    assert.match(unclosed.message, /unexpected close tag/);
    rejects('', 'not_xml');
    rejects(new Uint8Array([0x3c, 0x71, 0x20, 0x6e, 0x3d, 0x22, 0xff, 0xfe, 0x22, 0x2f, 0x3e]), 'not_text');
  });

  test('a board count that does not match the boards present', () => {
    const err = rejects(quest(board1(''), 'width="2" height="1"'), 'board_count');
    assert.deepEqual([err.problems[0]!.element, err.problems[0]!.line], ['quest', 2]);
    assert.match(err.problems[0]!.message, /means 2 boards, but the file has 1 <board>/);
    rejects(quest(`${board1('')}\n<board></board>`), 'board_count');
    rejects(quest(board1(''), 'width="3" height="1"').replace('<board>', '<board></board><board></board><board>'), 'map_too_large');
    rejects(quest(board1(''), 'height="1"'), 'bad_quest');
  });

  test('unknown object ids and coordinates off the board are reported with element and line; the rest converts', () => {
    const xml = quest(
      board1(
        [
          '<object id="Dragon" left="5" top="5" />',
          '<object id="Orc" left="40" top="3" />',
          '<object id="Door" left="30" top="3" rotation="rightward" />',
          '<object id="Table" left="25" top="18" />',
          '<object id="Goblin" left="3.5" top="2" />',
          '<object left="3" top="3" />',
          '<object id="Orc" left="x" top="3" />',
          '<object id="Orc" left="12" top="12" rotation="sideways" />',
          '<wall left="1" top="1" />',
          '<dark left="25" top="18" width="4" height="4" />',
        ].join('\n'),
      ),
    );
    const { mission, report } = convertHeroScribe(xml);
    const codes = report.problems.map((p) => `${p.code} <${p.element}> line ${p.line}`).sort();
    assert.deepEqual(
      codes,
      [
        'unknown_object <object> line 4', // Dragon
        'off_board <object> line 5', // an orc at left 40
        'off_board <object> line 6', // a door at left 30
        'off_board <object> line 7', // a 3 × 2 table from the last square
        'fractional_coordinate <object> line 8', // left="3.5", read as 4 (HeroScribe rounds too)
        'unknown_object <object> line 9', // no id
        'bad_coordinate <object> line 10', // left="x"
        'bad_rotation <object> line 11',
        'unknown_element <wall> line 12',
        'off_board <dark> line 13', // reaches past the corner: the part on the board is dark
      ].sort(),
    );
    assert.match(report.problems.find((p) => p.code === 'unknown_object')!.message, /"Dragon"/);
    assert.deepEqual(mission.monsters, [
      { kind: 'goblin', x: 3, y: 1 },
      { kind: 'orco', x: 11, y: 11 },
    ]);
    assert.deepEqual(Mission.parse(mission), mission);
  });

  test('a 50 MB file is refused before parsing, at once', () => {
    const big = Buffer.alloc(50 * 1024 * 1024, 0x20);
    big.write('<quest>', 0);
    let t = performance.now();
    const err = rejects(big, 'too_large');
    assert.ok(performance.now() - t < 200, 'refused at once');
    assert.match(err.message, /larger than 5242880 bytes/);
    // a string too (one byte over 5 MB of UTF-8)
    t = performance.now();
    rejects(`<quest>${'é'.repeat(2.5 * 1024 * 1024)}</quest>`, 'too_large');
    assert.ok(performance.now() - t < 500);
  });

  test('an XML entity bomb is refused within 1 s without memory growth beyond 50 MB', () => {
    const levels = ['<!ENTITY lol0 "lollollollollollollollollollol">'];
    for (let i = 1; i < 10; i++) levels.push(`<!ENTITY lol${i} "${`&lol${i - 1};`.repeat(10)}">`);
    const bomb = `<?xml version="1.0"?>\n<!DOCTYPE quest [\n${levels.join('\n')}\n]>\n<quest name="&lol9;" width="1" height="1" version="1.0"><board/><speech>&lol9;</speech></quest>\n`;
    const before = process.memoryUsage();
    const t = performance.now();
    const err = rejects(bomb, 'entities');
    const elapsed = performance.now() - t;
    const after = process.memoryUsage();
    assert.ok(elapsed < 1000, `${elapsed} ms`);
    assert.ok(after.rss - before.rss < 50 * 1024 * 1024, `rss grew by ${after.rss - before.rss}`);
    assert.ok(after.heapUsed - before.heapUsed < 50 * 1024 * 1024, `heap grew by ${after.heapUsed - before.heapUsed}`);
    assert.equal(err.problems[0]!.line, 13);
    // the same bomb without its declarations: an entity that is never defined is an error, never expanded
    rejects(quest(board1('')).replace('<board>', '<board>&lol9;'), 'not_xml');
    // external entities are refused the same way, and a DOCTYPE with only an external id is never fetched
    rejects('<!DOCTYPE quest [ <!ENTITY x SYSTEM "file:///etc/passwd"> ]>\n<quest>&x;</quest>', 'entities');
    assert.ok(convertHeroScribe(`<!DOCTYPE quest SYSTEM "http://127.0.0.1:1/quest.dtd">\n${quest(board1('')).replace('<?xml version="1.0"?>\n', '')}`).mission);
  });
});

describe('a board all in the dark', () => {
  test("dark areas over every square, with or without a stairway: refused as the file's own problem (no_playable_square), in both languages, never as a converter defect", () => {
    for (const [board, darks] of [
      ['<board><dark left="1" top="1" width="26" height="19"/></board>', 1],
      ['<board><dark left="1" top="1" width="26" height="19"/><object id="Stairway" left="2" top="2"/></board>', 1],
      ['<board><dark left="1" top="1" width="13" height="19"/><dark left="14" top="1" width="13" height="19"/><object id="Orc" left="6" top="3"/></board>', 2],
    ] as const) {
      const err = rejects(quest(board), 'no_playable_square');
      assert.deepEqual(
        err.problems.map((p) => [p.code, p.element, p.line, p.column]),
        [['no_playable_square', 'quest', 2, 1]],
        board,
      );
      const [en, it] = darks === 1 ? ['one <dark> area covers', 'una zona <dark> copre'] : ['2 <dark> areas cover', '2 zone <dark> coprono'];
      assert.deepEqual(
        err.problems[0]!.text,
        {
          en: `${en} every square of the board: the quest has no square to play on, not even one to start from`,
          it: `${it} ogni casella del tabellone: la missione non ha caselle su cui giocare, nemmeno una da cui partire`,
        },
        board,
      );
      assert.equal(err.message, `HeroScribe file refused: ${err.problems[0]!.text.en} (<quest> line 2)`);
    }
    // one square left out of the dark is enough: the heroes start there (reported no_start)
    const one = convertHeroScribe(quest('<board><dark left="1" top="1" width="26" height="18"/><dark left="2" top="19" width="25" height="1"/></board>'));
    assert.deepEqual(one.mission.start, [[0, 18]]);
    assert.deepEqual(
      one.report.problems.map((p) => p.code),
      ['no_start', 'sealed_start'],
    );
  });
});

describe('monsters without a kind, multi-board quests', () => {
  test('a monster with no kind becomes a placeholder kind, reported, which the author can map', () => {
    const xml = quest(
      board1('<object id="HighMage" left="12" top="9" />\n<object id="HighMage" left="13" top="9" />\n<object id="OgreWarrior" left="14" top="9" />'),
    );
    const r = convertHeroScribe(xml);
    assert.deepEqual(
      r.mission.monsters.map((m) => m.kind),
      ['heroscribe-high-mage', 'heroscribe-high-mage', 'ogre-guerriero'],
    );
    assert.deepEqual(r.report.placeholders, [{ catalogueId: 'HighMage', name: 'High Mage', kind: 'heroscribe-high-mage', count: 2, lines: [4, 5] }]);
    assert.deepEqual(
      r.creatures.map((c) => c.id),
      ['heroscribe-high-mage'],
    );
    assert.ok(r.report.problems.some((p) => p.code === 'placeholder' && p.line === 4));
    const missions = [...pack.missions, r.mission];
    assert.deepEqual(checkPack({ ...pack, creatures: [...pack.creatures, ...r.creatures], missions }), []);
    assert.ok(checkPack({ ...pack, missions }).length > 0, 'the placeholder is needed');
    // mapped by the author
    const mapped = convertHeroScribe(xml, { monsterKinds: { HighMage: 'negromante' } });
    assert.deepEqual(
      mapped.mission.monsters.map((m) => m.kind),
      ['negromante', 'negromante', 'ogre-guerriero'],
    );
    assert.deepEqual(mapped.creatures, []);
    // a pack without the ogres: the mapped kind becomes a placeholder as well
    const older = convertHeroScribe(xml, { knownKinds: ['goblin', 'orco'] });
    assert.deepEqual(
      older.report.placeholders.map((p) => p.kind),
      ['heroscribe-high-mage', 'heroscribe-ogre-warrior'],
    );
  });

  test('two boards side by side become one map joined by their bridge, with rock between them', () => {
    const xml = quest(
      [
        '<board>',
        '<dark left="1" top="1" width="26" height="9" />',
        '<object id="Stairway" left="2" top="11" />',
        '<object id="Door" left="26" top="5" rotation="rightward" />',
        '<object id="Door" left="26" top="10" rotation="rightward" />',
        '<object id="Door" left="2" top="9" />',
        '</board>',
        '<board>',
        '<object id="Orc" left="2" top="2" />',
        '<object id="Door" left="5" top="3" rotation="rightward" />',
        '</board>',
        '<bridge column="1" row="1" position="10" orientation="horizontal" />',
        '<bridge column="1" row="1" position="10" orientation="vertical" />',
      ].join('\n'),
      'width="2" height="1"',
    );
    const { mission, report } = convertHeroScribe(xml);
    assert.equal(report.quest.boards, 2);
    assert.equal(mission.map.rows.length, 19);
    assert.ok(mission.map.rows.every((r) => r.length === 53));
    // the gap column is rock but for the bridge on row 10 (y 9)
    assert.deepEqual(mission.map.rows.map((r) => r[26]).join(''), '#########.#########');
    // board 2's corridor square [0, 9] is x 27 of the joined map, its room A is "b2-r01"
    assert.equal(mission.map.rows[9]![27], '.');
    const chars = mission.map.rooms.map((r) => r.char);
    assert.equal(new Set(chars).size, chars.length);
    assert.equal(mission.map.rooms.length, 22 - 10 + 22, 'board 1 keeps the rooms below its dark top half');
    assert.ok(mission.map.rooms.some((r) => r.id === 'b2-r01'));
    assert.deepEqual(mission.monsters, [{ kind: 'orco', x: 28, y: 1 }]);
    // board 2's door between its rooms A and B, [4, 2] and [5, 2] on that board
    assert.deepEqual(
      mission.map.doors.map((d) => d.between),
      [
        [
          [31, 2],
          [32, 2],
        ],
      ],
    );
    const codes = report.problems.map((p) => p.code);
    assert.ok(codes.includes('bad_bridge'), 'a vertical bridge needs a board below');
    assert.ok(codes.includes('door_on_bridge'), 'the edge door at the bridge is the bridge itself');
    assert.ok(codes.includes('on_rock'), 'a door between a dark square and the edge leads nowhere');
    assert.ok(codes.includes('door_to_dark'));
    assert.deepEqual(
      mission.objects.filter((o) => o.type === 'exit' && o.name?.en === 'Board-edge door').map((o) => [o.x, o.y]),
      [[1, 9]],
    );
    assert.deepEqual(Mission.parse(mission), mission);
  });
});

describe('a sealed start, and the HeroScribe 2 format', () => {
  test("an Italian quest's «Mostro errante: Goblin» note states the wandering monster as the English one does", () => {
    for (const note of ['Mostro errante: Goblin', 'Mostri erranti in questa missione: Goblin']) {
      const { mission, report } = convertHeroScribe(quest(`${board1('')}\n<note>${note}</note>`));
      assert.equal(mission.wandering_monster, 'goblin', note);
      assert.equal(report.prose.wanderingMonster?.catalogueId, 'Goblin', note);
    }
  });

  test('a start room whose only door lies inside it: reported at the stairway, with the square and the reason in both languages', () => {
    // the stairway fills four squares of room A (4 × 3); the door at left=3 top=3 downward joins two squares of A
    const { mission, report } = convertHeroScribe(quest(board1('<object id="Door" left="3" top="3" rotation="downward" />')));
    assert.deepEqual(mission.map.doors, []);
    assert.deepEqual(
      report.problems.map((p) => [p.code, p.element, p.line]),
      [
        ['not_on_wall', 'object', 4],
        ['sealed_start', 'object', 5],
      ],
    );
    assert.deepEqual(report.problems[1]!.text, {
      it: 'Le caselle di partenza (la prima è in colonna 2, riga 2) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a 12 delle 494 caselle percorribili.',
      en: 'The start squares (the first is at column 2, row 2) reach no door, exit or creature: the heroes can walk to 12 of the 494 walkable squares.',
    });
    assert.equal(report.problems[1]!.message, report.problems[1]!.text!.en);
  });

  test('the same room with its door on its wall (into room B): no sealed start', () => {
    const { mission, report } = convertHeroScribe(quest(board1('<object id="Door" left="5" top="3" rotation="rightward" />')));
    assert.deepEqual(mission.map.doors, [
      {
        between: [
          [4, 2],
          [5, 2],
        ],
      },
    ]);
    assert.deepEqual(report.problems, []);
  });

  test('a HeroScribe 2 quest (title, questtext, notes and marks, monsterstat, wanderingmonster): converted with its title and texts, the format named, monsterstat listed', () => {
    const file = readFileSync(path.join(REPO_ROOT, 'content/import/heroscribe/fixtures/heroscribe2.xml'), 'utf8');
    const { mission, report } = convertHeroScribe(file);
    assert.equal(mission.id, 'the-crypt-of-the-seer');
    assert.deepEqual(mission.name, { it: 'The Crypt of the Seer', en: 'The Crypt of the Seer' });
    const text = 'Long ago the Seer sealed himself below the hills.\nFind his crypt and bring back his staff.';
    assert.deepEqual(mission.description, { it: text, en: text });
    assert.deepEqual(mission.notes, ['A: The chest in this room holds 50 gold coins.', "B: The orc guards the Seer's staff."]);
    assert.equal(mission.wandering_monster, 'orco');
    assert.deepEqual(
      mission.objects.find((o) => o.type === 'marker'),
      {
        type: 'marker',
        x: 7,
        y: 1,
        hidden: true,
        name: { it: 'A', en: 'A' },
        text: { it: 'A: The chest in this room holds 50 gold coins.', en: 'A: The chest in this room holds 50 gold coins.' },
      },
    );
    assert.deepEqual(mission.monsters, [{ kind: 'orco', x: 6, y: 2 }]);
    assert.deepEqual(report.quest, {
      name: 'The Crypt of the Seer',
      region: 'Europe',
      version: '2.0',
      format: '2',
      title: 'The Crypt of the Seer',
      width: 1,
      height: 1,
      boards: 1,
    });
    assert.equal(report.prose.description, true);
    assert.equal(report.prose.questText, true);
    assert.deepEqual(
      report.prose.notes.map((n) => [n.line, n.label, n.markers]),
      [
        [17, 'A', 1],
        [18, 'B', 0],
      ],
    );
    assert.deepEqual(report.prose.wanderingMonster, { text: 'Orc', line: 21, catalogueId: 'Orc', kind: 'orco' });
    const said = 'name="Orc" move="8" attack="3" defend="2" body="1" mind="2": Orcs of this quest fight with an extra die.';
    assert.deepEqual(report.notConverted, [{ element: 'monsterstat', line: 20, said }]);
    assert.deepEqual(
      report.problems.map((p) => [p.code, p.element, p.line]),
      [['not_converted', 'monsterstat', 20]],
    );
    assert.match(report.problems[0]!.message, /^<monsterstat> read but not converted: .*name="Orc" move="8"/);
    assert.deepEqual(checkPack({ ...pack, missions: [...pack.missions, mission] }), []);
  });

  test('a <monster> inside <wanderingmonster> names the wandering monster, by its id, its name or its text', () => {
    for (const [inner, catalogueId, kind] of [
      ['<monster id="Goblin"/>', 'Goblin', 'goblin'],
      ['<monster name="Orc"/>', 'Orc', 'orco'],
      ['<monster>Fimir</monster>', 'Fimir', 'fimir'],
    ] as const) {
      const { mission, report } = convertHeroScribe(quest(`${board1(WALL_DOOR)}\n<wanderingmonster>${inner}</wanderingmonster>`));
      assert.equal(mission.wandering_monster, kind, inner);
      assert.deepEqual(report.prose.wanderingMonster, { text: catalogueId, line: 7, catalogueId, kind }, inner);
      assert.deepEqual([report.notConverted, report.problems], [[], []], inner);
    }
  });

  test('what the converter does not read in an element it converts lands in notConverted, with a not_converted problem in both languages; a <wanderingmonster> naming nothing too', () => {
    const { mission, report } = convertHeroScribe(
      quest(
        `${board1(WALL_DOOR)}\n<title lang="en">The Crypt</title>\n<wanderingmonster chance="1"><monster id="Goblin" count="2"/><note>x</note></wanderingmonster>\n<wanderingmonster/>`,
      ),
    );
    assert.equal(mission.wandering_monster, 'goblin');
    assert.deepEqual(report.notConverted, [
      { element: 'wanderingmonster', line: 9, said: '' },
      { element: 'title', line: 7, said: 'lang="en": The Crypt', unread: ['lang="en"'] },
      { element: 'wanderingmonster', line: 8, said: 'chance="1": id="Goblin" count="2" x', unread: ['chance="1"', '<monster> count="2"', '<note>'] },
    ]);
    assert.deepEqual(
      report.problems.map((p) => [p.code, p.element, p.line]),
      [
        ['not_converted', 'wanderingmonster', 9],
        ['not_converted', 'title', 7],
        ['not_converted', 'wanderingmonster', 8],
      ],
    );
    assert.deepEqual(report.problems[1]!.text, {
      en: '<title> read but not converted in full: lang="en" is not read; it says lang="en": The Crypt',
      it: '<title> letto ma non convertito del tutto: lang="en" non viene letto; dice lang="en": The Crypt',
    });
    assert.deepEqual(report.problems[0]!.text, {
      en: '<wanderingmonster> read but not converted: it names no monster (no text, no id or name attribute, no <monster> naming one)',
      it: '<wanderingmonster> letto ma non convertito: non nomina nessun mostro (niente testo, nessun attributo id o name, nessun <monster> che ne nomini uno)',
    });
    // a file whose converted elements hold nothing else has none of these
    const plain = convertHeroScribe(
      quest(`${board1(WALL_DOOR)}\n<title>The Crypt</title>\n<notes><mark id="A">A chest.</mark></notes>\n<wanderingmonster>Orc</wanderingmonster>`),
    );
    assert.deepEqual([plain.report.notConverted, plain.report.problems], [[], []]);
  });

  test('a wandering monster with no creature kind becomes a placeholder, as on the board, reported at its element', () => {
    for (const [fragment, element, catalogueId, name, kind] of [
      ['<wanderingmonster>HighMage</wanderingmonster>', 'wanderingmonster', 'HighMage', 'High Mage', 'heroscribe-high-mage'],
      ['<wanderingmonster><monster id="OrcShaman"/></wanderingmonster>', 'monster', 'OrcShaman', 'Orc Shaman', 'heroscribe-orc-shaman'],
    ] as const) {
      const { mission, creatures, report } = convertHeroScribe(quest(`${board1(WALL_DOOR)}\n${fragment}`));
      assert.equal(mission.wandering_monster, kind, fragment);
      assert.deepEqual(report.prose.wanderingMonster, { text: catalogueId, line: 7, catalogueId, kind }, fragment);
      assert.deepEqual(report.placeholders, [{ catalogueId, name, kind, count: 0, lines: [7] }], fragment);
      assert.deepEqual(
        creatures.map((c) => [c.id, c.name.en]),
        [[kind, `${name} (to map)`]],
        fragment,
      );
      assert.deepEqual(
        report.problems.map((p) => [p.code, p.element, p.line, p.text]),
        [
          [
            'placeholder',
            element,
            7,
            {
              en: `monster "${catalogueId}" (${name}) has no creature kind: it becomes the placeholder kind "${kind}", to map to a kind of the pack`,
              it: `il mostro «${catalogueId}» (${name}) non ha un tipo di creatura: diventa il segnaposto «${kind}», da far corrispondere a un tipo del pacchetto`,
            },
          ],
        ],
        fragment,
      );
      assert.deepEqual(checkPack({ ...pack, creatures: [...pack.creatures, ...creatures], missions: [...pack.missions, mission] }), [], fragment);
    }
    // a High Mage on the board and as the wandering monster: one placeholder, two creatures on the board, both lines
    const both = convertHeroScribe(
      quest(
        board1(`${WALL_DOOR}\n<object id="HighMage" left="12" top="9" />\n<object id="HighMage" left="13" top="9" />`) +
          '\n<wanderingmonster>High Mage</wanderingmonster>',
      ),
    );
    assert.equal(both.mission.wandering_monster, 'heroscribe-high-mage');
    assert.deepEqual(both.report.placeholders, [{ catalogueId: 'HighMage', name: 'High Mage', kind: 'heroscribe-high-mage', count: 2, lines: [5, 6, 9] }]);
    assert.deepEqual(
      both.report.problems.map((p) => [p.code, p.line]),
      [['placeholder', 5]],
    );
    // mapped by the author, the wandering one too
    assert.equal(
      convertHeroScribe(quest(`${board1(WALL_DOOR)}\n<wanderingmonster>HighMage</wanderingmonster>`), { monsterKinds: { HighMage: 'negromante' } }).mission
        .wandering_monster,
      'negromante',
    );
  });

  test('two wandering monsters stated: the first is taken, each other one reported in both languages, never chosen silently', () => {
    for (const [fragment, line] of [
      ['<wanderingmonster><monster id="Goblin"/><monster id="Orc"/></wanderingmonster>', 7],
      ['<wanderingmonster id="Goblin">Orc</wanderingmonster>', 7],
      ['<wanderingmonster>Goblin</wanderingmonster>\n<wanderingmonster>Orc</wanderingmonster>', 8],
      ['<wanderingmonster>Goblin</wanderingmonster>\n<note>Wandering Monster: Orc</note>', 8],
    ] as const) {
      const { mission, report } = convertHeroScribe(quest(`${board1(WALL_DOOR)}\n${fragment}`));
      assert.equal(mission.wandering_monster, 'goblin', fragment);
      assert.deepEqual(report.prose.wanderingMonster, { text: 'Goblin', line: 7, catalogueId: 'Goblin', kind: 'goblin' }, fragment);
      assert.deepEqual(
        report.problems.map((p) => [p.code, p.line, p.text]),
        [
          [
            'wandering_monster_conflict',
            line,
            {
              en: 'a second wandering monster, "Orc": ignored, the first one stated is taken, "Goblin" (line 7)',
              it: 'un secondo mostro errante, «Orc»: ignorato, vale il primo indicato, «Goblin» (riga 7)',
            },
          ],
        ],
        fragment,
      );
    }
    // the same monster stated twice, by id and by name, in the element and in a note: no conflict
    const same = convertHeroScribe(
      quest(`${board1(WALL_DOOR)}\n<wanderingmonster id="ChaosWarrior">Chaos Warrior</wanderingmonster>\n<note>Wandering Monster: Chaos Warrior.</note>`),
    );
    assert.equal(same.mission.wandering_monster, 'guerriero-del-caos');
    assert.deepEqual(same.report.problems, []);
  });

  test('an element a quest does not have, or a <notes> child other than <mark>, is reported, never dropped silently', () => {
    const { report } = convertHeroScribe(quest(`${board1('')}\n<notes><mark id="A">A chest.</mark><para>Hm.</para></notes>\n<cover>art</cover>`));
    assert.deepEqual(
      report.prose.notes.map((n) => n.text),
      ['A: A chest.'],
    );
    assert.deepEqual(
      report.problems.filter((p) => p.code === 'unknown_element').map((p) => [p.element, p.line]),
      [
        ['para', 7],
        ['cover', 8],
      ],
    );
    assert.equal(report.quest.format, '2');
  });
});

describe('every problem in the reader’s language', () => {
  test('a door on no wall, a board count, a square taken and a long speech read in Italian and English with the same facts', () => {
    const { report } = convertHeroScribe(quest(board1('<object id="Door" left="3" top="3" rotation="downward" />')));
    const door = report.problems.find((p) => p.code === 'not_on_wall')!;
    assert.deepEqual(door.text, {
      it: 'la porta con left="3" top="3", rivolta verso il basso, unirebbe [2,2] e [2,3], due caselle della stessa stanza: non sta su nessun muro del tabellone, saltata',
      en: 'the door at left="3" top="3" downward would join [2,2] and [2,3], two squares of the same room: it is on no wall of the board, skipped',
    });
    assert.equal(door.message, door.text.en);

    const count = rejects(quest(board1(''), 'width="2" height="1"'), 'board_count').problems[0]!;
    assert.deepEqual(count.text, {
      it: '<quest width="2" height="1"> vuol dire 2 tabelloni, ma il file ha un solo elemento <board>',
      en: '<quest width="2" height="1"> means 2 boards, but the file has 1 <board> element',
    });

    const taken = convertHeroScribe(quest(board1('<object id="Table" left="12" top="12" />\n<object id="Orc" left="12" top="12" />'))).report.problems;
    assert.deepEqual(
      taken.filter((p) => p.code === 'overlap').map((p) => p.text),
      [
        {
          it: 'un mostro «Orc» su [11,11], dove c’è già l’arredo «Tavolo»: lì non si mette',
          en: 'a Orc on [11,11], which already holds the Table: skipped there',
        },
      ],
    );

    const long = convertHeroScribe(quest(`${board1('')}\n<speech>${'x'.repeat(4100)}</speech>`)).report.problems;
    assert.deepEqual(
      long.filter((p) => p.code === 'text_truncated').map((p) => p.text),
      [
        {
          it: '<speech> ha 4.100 caratteri; la missione tiene i primi 3.999 (il testo intero resta nel resoconto)',
          en: '<speech> has 4100 characters; the mission keeps the first 3999 (the whole text stays in the report)',
        },
      ],
    );
  });

  test('every code the converter can emit, reported or refused, has words in both languages, and docs/heroscribe.md lists the same codes', () => {
    const doc = readFileSync(path.join(REPO_ROOT, 'docs/heroscribe.md'), 'utf8');
    const section = (heading: string) => doc.slice(doc.indexOf(heading), doc.indexOf('\n## ', doc.indexOf(heading) + 1));
    const documented = new Set(
      [section('## The report'), section('## Refused files')].flatMap((t) =>
        t
          .split('\n')
          .filter((l) => l.startsWith('| `'))
          .flatMap((l) => [...l.split('|')[1]!.matchAll(/`([a-z_]+)`/g)].map((m) => m[1]!)),
      ),
    );
    assert.deepEqual(Object.keys(PROBLEM_TEXTS).sort(), [...documented].sort());
    // one case of each code's values: the type makes every code (and so every new one) need a sample
    const samples: { [C in ProblemCode]: ProblemValues[C][] } = {
      too_large: [{ max: 5242880, far: true }],
      not_text: [
        { encoding: 'utf-8', unsupported: false },
        { encoding: 'foo', unsupported: true },
        { encoding: 'klingon', unsupported: true, charset: true },
      ],
      not_xml: [{}, { detail: 'unexpected close tag' }, { unreadable: 'boom' }, { noRoot: true }],
      entities: [{}],
      too_complex: [{ elements: 50000 }, { depth: 32 }],
      wrong_root: [{ root: 'objects' }],
      bad_quest: [{ attr: 'width' }, { attr: 'height', raw: 'x' }],
      board_count: [{ across: 1, down: 1, expected: 1, found: 0 }],
      map_too_large: [{ across: 3, down: 1, width: 80, height: 19, max: 64 }],
      no_playable_square: [
        { boards: 1, darks: 1 },
        { boards: 2, darks: 3 },
      ],
      invalid_mission: [{ path: 'start', issue: 'Too small' }],
      bad_dark: [{}],
      off_board: [
        { dark: { left: 25, top: 18, width: 4, height: 4 }, boardW: 26, boardH: 19 },
        { object: 'Orc', left: 40, top: 3, width: 1, height: 1, boardW: 26, boardH: 19 },
        { door: 'Door', secret: true, left: 30, top: 3, boardW: 26, boardH: 19 },
      ],
      bad_bridge: [
        { orientation: 'diag' },
        { notWhole: true },
        { column: 1, row: 1, horizontal: false, across: 2, down: 1 },
        { position: 40, horizontal: true },
      ],
      unknown_element: [
        { element: 'wall', within: 'board' },
        { element: 'cover', within: 'quest' },
        { element: 'para', within: 'notes' },
      ],
      unknown_object: [{ id: 'Dragon' }, { id: '' }],
      fractional_coordinate: [{ attr: 'left', raw: '3.5', read: 4 }],
      bad_coordinate: [{ id: 'Orc' }],
      bad_rotation: [{ rotation: 'sideways' }],
      not_on_wall: [{ secret: false, left: 1, top: 5, rotation: 'leftward', a: [0, 4], b: [0, 5], corridor: true }],
      duplicate_door: [{ a: [4, 2], b: [5, 2] }],
      door_approximated: [
        { name: 'Portcullis', special: { en: 'a portcullis: it becomes an ordinary door', it: 'una saracinesca: diventa una porta normale' } },
      ],
      on_rock: [
        { door: true, secret: false, left: 1, top: 1 },
        { piece: { is: 'stairway' }, square: [0, 0] },
        { marker: 'Letter A', square: [0, 0] },
      ],
      door_on_bridge: [{ secret: false, left: 26, top: 3 }],
      door_to_dark: [{ secret: true, left: 1, top: 1 }].map((v) => ({ ...v, inside: [0, 1] })),
      overlap: [{ piece: { is: 'figure', name: 'Elf' }, square: [4, 4], holder: { is: 'start' } }],
      start_choice: [{ stairways: 2, line: 34 }, { figures: true }],
      no_start: [{ square: [0, 0], edge: true }],
      trap_approximated: [{ chest: true }, { name: 'Falling Block', kind: 'rock', it: 'Masso che cade' }],
      furniture_approximated: [{ forge: true }],
      placeholder: [
        { id: 'HighMage', kind: 'heroscribe-high-mage', name: 'High Mage' },
        { id: 'HighMage', kind: 'heroscribe-high-mage', mapped: 'negromante' },
      ],
      large_monster: [{ name: 'Gargoyle', width: 2, height: 2, square: [14, 14] }],
      text_truncated: [
        { of: 'name', length: 250, keep: 199 },
        { of: { marker: 'A' }, length: 4100, keep: 3999 },
        { of: { element: 'note' }, length: 4100, keep: 3999 },
      ],
      unknown_wandering_monster: [{ name: 'Dragonish' }],
      wandering_monster_conflict: [{ name: 'Orc', taken: 'Goblin', line: 7 }],
      not_converted: [
        { element: 'monsterstat', said: 'name="Orc"' },
        { element: 'title', said: 'T2' },
        { element: 'wanderingmonster', empty: true, said: '' },
        { element: 'title', unread: ['lang="en"'], said: 'lang="en": T' },
        { element: 'wanderingmonster', unread: ['chance="1"', '<note>'], said: 'chance="1": x' },
      ],
      no_name: [{}],
      sealed_start: [{ text: { it: 'Le caselle di partenza…', en: 'The start squares…' } }],
    };
    // English words that would betray an untranslated Italian text, once values (quoted, «», <tags>, [squares], names) are taken out
    const english = /\b(the|is|are|and|of|on|not|skipped|ignored|board|square|squares|door|has|it|no|which)\b/;
    for (const code of Object.keys(samples) as ProblemCode[]) {
      for (const values of samples[code]) {
        const text = problemText(code, values as never);
        assert.ok(text.it.length > 0 && text.en.length > 0, code);
        assert.notEqual(text.it, text.en, code);
        const words = text.it.replace(/«[^»]*»|"[^"]*"|<[^>]*>|\[[^\]]*\]|[a-z]+=|quest-board|Objects(\.enhanced)?\.xml/g, ' ');
        assert.doesNotMatch(words, english, `${code}: ${text.it}`);
      }
    }
    // and why a piece stays prose
    for (const [key, text] of Object.entries(PROSE_WHY)) {
      assert.notEqual(text.it, text.en, key);
      assert.doesNotMatch(text.it, english, `${key}: ${text.it}`);
    }
  });
});

describe('docs/heroscribe.md', () => {
  const doc = readFileSync(path.join(REPO_ROOT, 'docs/heroscribe.md'), 'utf8');
  // the converter's steps, each in its own module, and the XML reader
  const source = ['convert.ts', 'report.ts', 'conversion.ts', 'boards.ts', 'pieces.ts', 'notes.ts', 'finish.ts', 'xml.ts']
    .map((f) => readFileSync(path.join(REPO_ROOT, 'content/import/heroscribe', f), 'utf8'))
    .join('\n');

  test('names every problem code the converter reports and every code a refused file gets', () => {
    const reported = new Set([...source.matchAll(/(?:this|c)\.report\([^,]+,\s*'([a-z_]+)'/g)].map((m) => m[1]!));
    reported.add('placeholder');
    assert.ok(reported.size >= 20, [...reported].join(' '));
    const refused = /export type HeroScribeErrorCode =([^;]+);/
      .exec(source)![1]!
      .match(/'([a-z_]+)'/g)!
      .map((c) => c.slice(1, -1));
    assert.equal(refused.length, 11);
    const table = (heading: string) => doc.slice(doc.indexOf(heading), doc.indexOf('\n## ', doc.indexOf(heading) + 1));
    for (const code of reported) assert.ok(table('## The report').includes(`\`${code}\``), `the report section names ${code}`);
    for (const code of refused) assert.ok(table('## Refused files').includes(`| \`${code}\` |`), `the refused-files table names ${code}`);
  });

  test("the problems it quotes word for word are the converter's own messages for the inputs it names", () => {
    const section = doc.slice(doc.indexOf('### Some problems, word for word'), doc.indexOf('\n## ', doc.indexOf('### Some problems, word for word')));
    const quoted = [...section.matchAll(/^- (.*): \*(.+)\*$/gm)].map((m) => ({ input: m[1]!, message: m[2]! }));
    const examples: { fragment: string; file: string; code: ProblemCode }[] = [
      {
        fragment: '<object id="Door" left="3" top="3" rotation="downward" />',
        file: quest(board1('<object id="Door" left="3" top="3" rotation="downward" />')),
        code: 'sealed_start',
      },
      ...(
        [
          '<wanderingmonster><monster id="Dragonish"/></wanderingmonster>',
          '<wanderingmonster id="Goblin">Orc</wanderingmonster>',
          '<wanderingmonster/>',
          '<wanderingmonster chance="1"><monster id="Goblin" count="2"/></wanderingmonster>',
          '<monsterstat name="Orc" body="1">Orcs fight with an extra die.</monsterstat>',
        ] as const
      ).map((fragment, i) => ({
        fragment,
        file: quest(`${board1(WALL_DOOR)}\n${fragment}`),
        code: (['unknown_wandering_monster', 'wandering_monster_conflict', 'not_converted', 'not_converted', 'not_converted'] as const)[i]!,
      })),
    ];
    const real = examples.map((e) => {
      const found = convertHeroScribe(e.file).report.problems.filter((p) => p.code === e.code);
      assert.equal(found.length, 1, `${e.fragment}: one ${e.code}`);
      return found[0]!.message;
    });
    assert.deepEqual(
      quoted.map((q) => q.message),
      real,
    );
    examples.forEach((e, i) => assert.ok(quoted[i]!.input.includes(`\`${e.fragment}\``), `the doc names the input ${e.fragment}`));
    // the sealed start's paragraph quotes no other wording of it
    const sealed = doc.slice(doc.indexOf('### A sealed start'), doc.indexOf('### Some problems'));
    assert.doesNotMatch(sealed, /\*The start squares/);
  });

  test('its monster table is MONSTER_KINDS', () => {
    for (const [id, kind] of Object.entries(MONSTER_KINDS)) assert.ok(doc.includes(`| \`${id}\` | \`${kind}\` |`), `${id} → ${kind}`);
  });
});
