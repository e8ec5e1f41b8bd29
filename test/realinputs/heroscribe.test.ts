/**
 * The HeroScribe converter (content/import/heroscribe/) against the real inputs (`npm run test:realinputs`): the five
 * community quests of `heroscribe/quests/`, the generated board and catalogue modules against `standard-board.json`
 * and `Objects.xml`, a few actions of play with the engine, and files that are not quests.
 *
 * The expected counts of each quest were written down from reading its file, and are checked here against the file
 * itself by a different method from the converter's: regular expressions over the raw XML text (no XML parser), the
 * standard board's JSON (its `ascii` and `internalWallSegments0`) and the object sizes read from `Objects.xml` by
 * regular expression too.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { apply, createGame, MASTER, viewFor, type GameState, type SeatAction } from '../../engine/index.ts';
import { CATALOGUE } from '../../content/import/heroscribe/catalogue.ts';
import { convertHeroScribe, HeroScribeError, MONSTER_KINDS, type HeroScribeConversion } from '../../content/import/heroscribe/index.ts';
import { STANDARD_BOARD } from '../../content/import/heroscribe/standard-board.ts';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { checkPack, Mission, type Pack } from '../../content/schemas/index.ts';
import { renderHeroScribeData } from '../../content/tools/build-heroscribe-data.ts';
import { withSteps } from '../support/fixtures.ts';
import { REAL } from './inputs.ts';

const QUESTS = REAL.quests;
const BOARD_FILE = REAL.standardBoard;
const OBJECTS_XML = readFileSync(REAL.objectsXml, 'utf8');
const ENHANCED_XML = readFileSync(REAL.enhancedXml, 'utf8');
const CLASSIC_STATS = REAL.classicStats;
const REPO_ROOT = path.resolve(import.meta.dirname, '../..');

interface BoardFile {
  width: number;
  height: number;
  rooms: { id: string; glyph: string }[];
  ascii: string[];
  internalWallSegments0: { between: [[number, number], [number, number]] }[];
}
const board = JSON.parse(readFileSync(BOARD_FILE, 'utf8')) as BoardFile;
const wallKey = (a: readonly number[], b: readonly number[]) => [a.join(','), b.join(',')].sort().join('|');
const WALLS = new Set(board.internalWallSegments0.map(({ between: [a, b] }) => wallKey(a, b)));

// ---- the file read by regular expressions, independently of the converter's XML parser ----

interface RawObject {
  id: string;
  left: number;
  top: number;
  rotation: string;
  line: number;
}
const attrsOf = (s: string) => Object.fromEntries([...s.matchAll(/([\w-]+)\s*=\s*(?:"([^"]*)"|'([^']*)')/g)].map((m) => [m[1]!, m[2] ?? m[3] ?? '']));
const lineAt = (text: string, index: number) => text.slice(0, index).split('\n').length;

function scan(xml: string) {
  const objects: RawObject[] = [...xml.matchAll(/<object\b([^>]*)>/g)].map((m) => {
    const a = attrsOf(m[1]!);
    return { id: a.id!, left: Math.round(Number(a.left)), top: Math.round(Number(a.top)), rotation: a.rotation ?? 'downward', line: lineAt(xml, m.index!) };
  });
  const darks = [...xml.matchAll(/<dark\b([^>]*)>/g)].map((m) => {
    const a = attrsOf(m[1]!);
    return { left: Number(a.left), top: Number(a.top), width: Number(a.width), height: Number(a.height) };
  });
  const dark = new Set<string>();
  for (const d of darks) for (let x = d.left; x < d.left + d.width; x++) for (let y = d.top; y < d.top + d.height; y++) dark.add(`${x - 1},${y - 1}`);
  const notes = [...xml.matchAll(/<note>([\s\S]*?)<\/note>/g)].map((m) => m[1]!);
  const speech = /<speech>([\s\S]*?)<\/speech>/.exec(xml)?.[1] ?? null;
  return { objects, dark, notes, speech };
}

/** Sizes (columns × rows, unrotated) from Objects.xml, by regular expression. */
const SIZES = new Map(
  [...OBJECTS_XML.matchAll(/<object\b([^>]*)>/g)].map((m) => {
    const a = attrsOf(m[1]!);
    return [a.id!, [Number(a.width), Number(a.height)] as [number, number]];
  }),
);
function footprint(o: RawObject): [number, number][] {
  const [w0, h0] = SIZES.get(o.id)!;
  const [w, h] = o.rotation === 'rightward' || o.rotation === 'leftward' ? [h0, w0] : [w0, h0];
  const out: [number, number][] = [];
  for (let dy = 0; dy < h; dy++) for (let dx = 0; dx < w; dx++) out.push([o.left - 1 + dx, o.top - 1 + dy]);
  return out;
}
/** The two 0-based squares a door or secret door stands between, by FORMAT.md's rules. */
function doorSquares(o: RawObject): [[number, number], [number, number]] {
  const [x, y] = [o.left - 1, o.top - 1];
  if (o.id === 'SecretDoor') {
    const d = { downward: [0, -1], rightward: [-1, 0], upward: [0, 1], leftward: [1, 0] }[o.rotation]!;
    return [
      [x + d[0]!, y + d[1]!],
      [x, y],
    ];
  }
  return o.rotation === 'downward' || o.rotation === 'upward'
    ? [
        [x, y],
        [x, y + 1],
      ]
    : [
        [x, y],
        [x + 1, y],
      ];
}

const MONSTER_IDS: Record<string, string> = {
  Goblin: 'goblin',
  Orc: 'orco',
  Fimir: 'fimir',
  Skeleton: 'scheletro',
  Zombie: 'zombi',
  Mummy: 'mummia',
  ChaosWarrior: 'guerriero-del-caos',
  Gargoyle: 'gargoyle',
};
const FURNITURE_IDS: Record<string, string> = {
  AlchemistsBench: 'alchemist_bench',
  Bookcase: 'bookcase',
  Cupboard: 'cupboard',
  Fireplace: 'fireplace',
  Rack: 'torture_rack',
  SorcerersTable: 'sorcerer_table',
  Table: 'table',
  Throne: 'throne',
  Tomb: 'tomb',
  TreasureChest: 'chest',
  TreasureChestTrap: 'chest',
  WeaponsRack: 'weapons_rack',
};
const TRAP_IDS: Record<string, string> = { PitTrap: 'pit', SpearTrap: 'spear', FallingRock: 'rock' };
const DOOR_IDS = new Set(['Door', 'OpenDoor']);
const RUBBLE_IDS = new Set(['SingleBlockedSquare', 'DoubleBlockedSquare']);
const isMarker = (id: string) => /^(Letter[A-Z]|Number\d+)$/.test(id);

/** What a quest becomes, written down from reading its file; `dropped` are the pieces reported instead of converted. */
interface Expected {
  file: string;
  format: '1.4' | 'enhanced';
  rooms: number;
  doors: number;
  secretDoors: number;
  edgeExits: number;
  stairways: number;
  monsters: Record<string, number>;
  furniture: Record<string, number>;
  rubble: number;
  traps: Record<string, number>;
  markers: number;
  notes: number;
  wandering: string | null;
  /** Pieces (id, left, top) that are reported with `code` instead of becoming what their id says. */
  dropped: { id: string; left: number; top: number; code: string }[];
  /** Pieces kept as prose only. */
  prose: string[];
}

const EXPECTED: Expected[] = [
  {
    file: 'AelleAndCullwych.xml',
    format: '1.4',
    rooms: 15,
    doors: 16,
    secretDoors: 4,
    // the door at the top-left corner opens onto the dark top row: an exit
    edgeExits: 1,
    stairways: 2,
    monsters: { orco: 7, goblin: 4, scheletro: 2, fimir: 2, 'guerriero-del-caos': 2, gargoyle: 1 },
    furniture: { tomb: 1, cupboard: 1, chest: 2, fireplace: 1, table: 2, throne: 1, bookcase: 2, torture_rack: 1, alchemist_bench: 1 },
    rubble: 7,
    traps: { spear: 7, rock: 1, pit: 2 },
    markers: 10,
    notes: 2,
    wandering: 'guerriero-del-caos',
    dropped: [
      { id: 'Door', left: 1, top: 1, code: 'door_to_dark' },
      { id: 'LetterI', left: 1, top: 1, code: 'on_rock' },
    ],
    prose: ['Arrow'],
  },
  {
    file: 'EveryonesASuspect.xml',
    format: 'enhanced',
    rooms: 18,
    doors: 20,
    secretDoors: 5,
    edgeExits: 0,
    stairways: 1,
    monsters: { goblin: 4, fimir: 3, 'guerriero-del-caos': 1, orco: 5 },
    furniture: { table: 1, cupboard: 1, fireplace: 1, sorcerer_table: 1, weapons_rack: 1, throne: 1, bookcase: 2, chest: 3 },
    rubble: 9,
    traps: { spear: 2, pit: 4 },
    markers: 8,
    notes: 9,
    wandering: 'orco',
    dropped: [],
    prose: [],
  },
  {
    file: 'Example.xml',
    format: '1.4',
    rooms: 2,
    doors: 2,
    secretDoors: 0,
    edgeExits: 0,
    stairways: 1,
    monsters: { gargoyle: 2 },
    furniture: { chest: 1 },
    rubble: 1,
    traps: {},
    markers: 1,
    notes: 3,
    wandering: 'goblin',
    dropped: [{ id: 'SingleBlockedSquare', left: 1, top: 5, code: 'on_rock' }],
    prose: [],
  },
  {
    file: 'GodsBlade.xml',
    format: '1.4',
    rooms: 13,
    doors: 16,
    secretDoors: 3,
    edgeExits: 0,
    stairways: 1,
    monsters: { orco: 14, fimir: 3, 'guerriero-del-caos': 2, scheletro: 2, mummia: 1, goblin: 2, zombi: 2, gargoyle: 1 },
    furniture: { bookcase: 1, weapons_rack: 1, table: 2, cupboard: 1, throne: 1, tomb: 1, fireplace: 1, sorcerer_table: 1, alchemist_bench: 1 },
    rubble: 7,
    traps: { pit: 2 },
    markers: 11,
    notes: 2,
    // "Wandering monster: " names none
    wandering: null,
    dropped: [],
    prose: ['SeatOfPower'],
  },
  {
    file: 'JourneyToTheBottomOfTheCrypt.xml',
    format: 'enhanced',
    rooms: 11,
    doors: 6,
    secretDoors: 1,
    edgeExits: 0,
    stairways: 2,
    monsters: { zombi: 4, scheletro: 7, mummia: 4 },
    furniture: { chest: 3, fireplace: 1, alchemist_bench: 1, weapons_rack: 1, cupboard: 1, sorcerer_table: 1 },
    rubble: 2,
    traps: { pit: 8, rock: 1 },
    markers: 20,
    notes: 11,
    wandering: 'scheletro',
    dropped: [
      // leftward from [16, 16] points at [17, 16]: both squares of room S, no wall between them
      { id: 'SecretDoor', left: 17, top: 17, code: 'not_on_wall' },
      { id: 'Number3', left: 17, top: 11, code: 'on_rock' },
    ],
    prose: ['Barbarian'],
  },
];

const pack: Pack = loadDefaultPack();
const sum = (r: Record<string, number>) => Object.values(r).reduce((a, b) => a + b, 0);
const tally = (keys: (string | undefined)[]) => {
  const out: Record<string, number> = {};
  for (const k of keys) if (k !== undefined) out[k] = (out[k] ?? 0) + 1;
  return out;
};
const sorted = (r: Record<string, number>) => Object.fromEntries(Object.entries(r).sort(([a], [b]) => a.localeCompare(b)));
describe('the generated board and catalogue modules', () => {
  test('are up to date with the real board and catalogue files (npm run build:heroscribe-data --check)', () => {
    const fresh = renderHeroScribeData();
    assert.equal(readFileSync(path.join(REPO_ROOT, 'content/import/heroscribe/standard-board.ts'), 'utf8'), fresh.board);
    assert.equal(readFileSync(path.join(REPO_ROOT, 'content/import/heroscribe/catalogue.ts'), 'utf8'), fresh.catalogue);
    execFileSync(process.execPath, ['--import', 'tsx', 'content/tools/build-heroscribe-data.ts', '--check'], { cwd: REPO_ROOT, stdio: 'pipe' });
  });

  test('the board is the board file: its ascii with "#" as ".", rooms r01…r22 painted with their glyphs', () => {
    assert.deepEqual(
      STANDARD_BOARD.rows,
      board.ascii.map((r) => r.replaceAll('#', '.')),
    );
    assert.deepEqual(
      STANDARD_BOARD.rooms.map((r) => [r.id, r.char]),
      board.rooms.map((r) => [r.id.toLowerCase(), r.glyph]),
    );
  });

  test('the catalogue holds every object of Objects.xml, then those only Objects.enhanced.xml has', () => {
    const ids = (xml: string) => [...xml.matchAll(/<object\b[^>]*\bid="([^"]+)"/g)].map((m) => m[1]!);
    const classic = ids(OBJECTS_XML);
    const extra = ids(ENHANCED_XML).filter((id) => !classic.includes(id));
    assert.deepEqual(
      CATALOGUE.map((e) => e.id),
      [...classic, ...extra],
    );
    assert.deepEqual(extra.sort(), ['DerfelNecromancer', 'HighMage', 'OrcShaman', 'StormMaster']);
    for (const e of CATALOGUE) if (SIZES.has(e.id)) assert.deepEqual([e.width, e.height], SIZES.get(e.id), e.id);
  });
});

describe('the five community quests', () => {
  for (const ex of EXPECTED) {
    describe(ex.file, () => {
      const xml = readFileSync(path.join(QUESTS, ex.file), 'utf8');
      const raw = scan(xml);
      const isDropped = (o: RawObject) => ex.dropped.some((d) => d.id === o.id && d.left === o.left && d.top === o.top);
      const kept = raw.objects.filter((o) => !isDropped(o));
      const result: HeroScribeConversion = convertHeroScribe(readFileSync(path.join(QUESTS, ex.file)));
      const { mission, report } = result;

      test('converts into a valid mission that passes checkPack with the default pack', () => {
        assert.deepEqual(Mission.parse(mission), mission);
        assert.deepEqual(result.creatures, [], 'no placeholder kinds: every monster has a kind');
        // beside the pack's own missions (its adventures name them), in place of one of the same id
        assert.deepEqual(checkPack({ ...pack, missions: [...pack.missions.filter((m) => m.id !== mission.id), mission] }), []);
        assert.equal(report.quest.format, ex.format);
        assert.equal(mission.map.rows.length, 19);
        assert.ok(mission.map.rows.every((r) => r.length === 26));
        assert.equal(mission.win, 'manual');
      });

      test('the file holds what the expected counts say (regular expressions over the XML)', () => {
        const count = (pred: (o: RawObject) => boolean) => raw.objects.filter(pred).length;
        const droppedOf = (pred: (id: string) => boolean) => ex.dropped.filter((d) => pred(d.id) && d.code !== 'door_to_dark').length;
        assert.equal(
          count((o) => DOOR_IDS.has(o.id)),
          ex.doors + ex.edgeExits + droppedOf((id) => DOOR_IDS.has(id)),
        );
        assert.equal(
          count((o) => o.id === 'SecretDoor'),
          ex.secretDoors + droppedOf((id) => id === 'SecretDoor'),
        );
        assert.deepEqual(sorted(tally(raw.objects.map((o) => MONSTER_IDS[o.id]))), sorted(ex.monsters));
        assert.deepEqual(sorted(tally(kept.map((o) => FURNITURE_IDS[o.id]))), sorted(ex.furniture));
        assert.equal(
          count((o) => RUBBLE_IDS.has(o.id)),
          ex.rubble + droppedOf((id) => RUBBLE_IDS.has(id)),
        );
        assert.deepEqual(sorted(tally(kept.map((o) => TRAP_IDS[o.id]))), sorted(ex.traps));
        assert.equal(
          count((o) => isMarker(o.id)),
          ex.markers + droppedOf(isMarker),
        );
        assert.equal(
          count((o) => o.id === 'Stairway'),
          ex.stairways,
        );
        assert.equal(raw.notes.length, ex.notes);
        // rooms used: rooms of the board file with a square outside every <dark> rectangle
        const used = new Set<string>();
        board.ascii.forEach((row, y) => [...row].forEach((c, x) => c !== '#' && !raw.dark.has(`${x},${y}`) && used.add(c)));
        assert.equal(used.size, ex.rooms);
      });

      test('has exactly the expected rooms, doors, secret doors, monsters by kind, furniture, traps and markers', () => {
        const c = report.converted;
        assert.deepEqual(
          { rooms: c.rooms, doors: c.doors, secretDoors: c.secretDoors, edgeExits: c.edgeExits, stairways: c.stairways, rubble: c.rubble, markers: c.markers },
          {
            rooms: ex.rooms,
            doors: ex.doors,
            secretDoors: ex.secretDoors,
            edgeExits: ex.edgeExits,
            stairways: ex.stairways,
            rubble: ex.rubble,
            markers: ex.markers,
          },
        );
        assert.deepEqual(sorted(c.monsters), sorted(ex.monsters));
        assert.deepEqual(sorted(c.furniture), sorted(ex.furniture));
        assert.deepEqual(sorted(c.traps), sorted(ex.traps));
        // and the mission itself says the same
        assert.equal(mission.map.rooms.length, ex.rooms);
        assert.equal(mission.map.doors.filter((d) => !d.secret).length, ex.doors);
        assert.equal(mission.map.doors.filter((d) => d.secret).length, ex.secretDoors);
        assert.deepEqual(sorted(tally(mission.monsters.map((m) => m.kind))), sorted(ex.monsters));
        assert.deepEqual(sorted(tally(mission.objects.map((o) => (o.type === 'trap' ? o.kind : undefined)))), sorted(ex.traps));
        assert.equal(mission.objects.filter((o) => o.type === 'marker').length, ex.markers);
        assert.equal(mission.objects.filter((o) => o.type === 'exit' && o.name?.en === 'Board-edge door').length, ex.edgeExits);
        assert.equal(sum(c.monsters), mission.monsters.length);
      });

      test("every door sits on a wall of the standard board, in the place its rotation gives; edge doors are exits on the board's edge", () => {
        for (const d of mission.map.doors) assert.ok(WALLS.has(wallKey(...d.between)), `door [${d.between.join('] [')}] is on a wall of standard-board.json`);
        const expectedDoors = kept
          .filter((o) => DOOR_IDS.has(o.id) || o.id === 'SecretDoor')
          .map((o) => ({ key: wallKey(...doorSquares(o)), secret: o.id === 'SecretDoor' }))
          .filter(({ key }) => WALLS.has(key));
        assert.deepEqual(
          mission.map.doors.map((d) => ({ key: wallKey(...d.between), secret: d.secret === true })).sort((a, b) => a.key.localeCompare(b.key)),
          expectedDoors.sort((a, b) => a.key.localeCompare(b.key)),
        );
        for (const e of mission.objects.filter((o) => o.type === 'exit' && o.name?.en === 'Board-edge door')) {
          assert.ok(e.x === 0 || e.y === 0 || e.x === 25 || e.y === 18, `edge exit [${e.x}, ${e.y}] is on the board's outer ring`);
        }
      });

      test('monsters, furniture, traps and rubble stand where the file puts them; traps are hidden and spring', () => {
        const at = (o: { x: number; y: number }) => `${o.x},${o.y}`;
        assert.deepEqual(
          mission.monsters.map((m) => `${m.kind}@${at(m)}`).sort(),
          kept
            .filter((o) => MONSTER_IDS[o.id])
            .map((o) => `${MONSTER_IDS[o.id]}@${o.left - 1},${o.top - 1}`)
            .sort(),
        );
        const squares = (ids: Record<string, string> | Set<string>, kindOf: (id: string) => string) =>
          kept
            .filter((o) => (ids instanceof Set ? ids.has(o.id) : ids[o.id] !== undefined))
            .flatMap((o) =>
              footprint(o)
                .filter(([x, y]) => !raw.dark.has(`${x},${y}`))
                .map(([x, y]) => `${kindOf(o.id)}@${x},${y}`),
            )
            .sort();
        const furniture = mission.objects.filter((o) => o.type === 'furniture');
        assert.deepEqual(
          furniture
            .filter((o) => o.kind !== 'rubble')
            .map((o) => `${o.kind}@${at(o)}`)
            .sort(),
          squares(FURNITURE_IDS, (id) => FURNITURE_IDS[id]!),
        );
        assert.deepEqual(
          furniture
            .filter((o) => o.kind === 'rubble')
            .map((o) => `rubble@${at(o)}`)
            .sort(),
          squares(RUBBLE_IDS, () => 'rubble'),
        );
        assert.equal(report.converted.furnitureSquares, furniture.length);
        const traps = mission.objects.filter((o) => o.type === 'trap');
        assert.deepEqual(
          traps.map((o) => `${o.kind}@${at(o)}`).sort(),
          squares(TRAP_IDS, (id) => TRAP_IDS[id]!),
        );
        for (const t of traps) {
          assert.equal(t.hidden, true);
          assert.ok((t.effects?.length ?? 0) > 0, 'a sprung trap does something');
        }
      });

      test('the heroes start on the first stairway; every stairway square is an exit', () => {
        const stairs = raw.objects.filter((o) => o.id === 'Stairway');
        assert.deepEqual(mission.start, footprint(stairs[0]!));
        const exits = mission.objects.filter((o) => o.type === 'exit' && o.name?.en === 'Stairway').map((o) => `${o.x},${o.y}`);
        assert.deepEqual(
          exits.sort(),
          stairs
            .flatMap(footprint)
            .map((s) => s.join(','))
            .sort(),
        );
      });

      test('speech is the description, notes and the wandering monster are kept for the master, markers carry their notes', () => {
        const tidy = (s: string) =>
          s
            .split('\n')
            .map((l) => l.trim())
            .join('\n')
            .trim();
        if (raw.speech) assert.deepEqual(mission.description, { it: tidy(raw.speech), en: tidy(raw.speech) });
        assert.equal(report.prose.description, raw.speech !== null);
        assert.deepEqual(
          report.prose.notes.map((n) => n.text),
          raw.notes.map(tidy).filter(Boolean),
        );
        assert.equal(report.prose.wanderingMonster?.kind ?? null, ex.wandering);
        for (const m of mission.objects.filter((o) => o.type === 'marker')) {
          assert.equal(m.hidden, true, "markers carry the master's notes: hidden until found");
          const label = m.name!.en;
          const notes = raw.notes.map(tidy).filter((n) => new RegExp(`^${label}(\\s*[:.\\-–)]|\\s{2,})`).test(n));
          if (notes.length > 0) assert.equal(m.text?.en, notes.join('\n\n'), `marker ${label}`);
          else assert.equal(m.text, undefined, `marker ${label} has no note`);
        }
        assert.deepEqual(
          report.prose.objects.map((o) => o.id),
          ex.prose,
        );
      });

      test('every dropped piece is reported with its element and line; nothing else is', () => {
        for (const d of ex.dropped) {
          const line = raw.objects.find((o) => o.id === d.id && o.left === d.left && o.top === d.top)!.line;
          assert.ok(
            report.problems.some((p) => p.code === d.code && p.element === 'object' && p.line === line),
            `${d.id} at ${d.left},${d.top} (line ${line}) reported as ${d.code}: ${JSON.stringify(report.problems)}`,
          );
        }
        const expectedCodes = new Set([...ex.dropped.map((d) => d.code), 'start_choice', 'door_approximated', 'trap_approximated']);
        for (const p of report.problems) {
          assert.ok(expectedCodes.has(p.code), `unexpected problem ${JSON.stringify(p)}`);
          assert.ok(p.line > 0 && p.element, `problem with element and line: ${JSON.stringify(p)}`);
        }
      });
    });
  }

  test('Example.xml in detail: marker A carries "A: This chest is empty.", the wandering monster is a goblin', () => {
    const { mission, report } = convertHeroScribe(readFileSync(path.join(QUESTS, 'Example.xml'), 'utf8'));
    assert.equal(mission.id, 'a-test-quest');
    assert.deepEqual(mission.name, { it: 'A Test Quest', en: 'A Test Quest' });
    assert.deepEqual(
      mission.objects.find((o) => o.type === 'marker'),
      { type: 'marker', x: 8, y: 2, hidden: true, name: { it: 'A', en: 'A' }, text: { it: 'A: This chest is empty.', en: 'A: This chest is empty.' } },
    );
    assert.deepEqual(report.prose.wanderingMonster, { text: 'Goblin', line: 28, catalogueId: 'Goblin', kind: 'goblin' });
    assert.deepEqual(mission.map.doors, [
      {
        between: [
          [6, 0],
          [6, 1],
        ],
      },
      {
        between: [
          [0, 2],
          [1, 2],
        ],
      },
    ]);
    assert.deepEqual(mission.map.rooms, [
      { id: 'r01', char: 'A' },
      { id: 'r02', char: 'B' },
    ]);
    assert.deepEqual(report.quest, { name: 'A Test Quest', region: 'Europe', version: '1.0', format: '1.4', title: null, width: 1, height: 1, boards: 1 });
  });
});

describe("play: God's Blade with the engine", () => {
  test('a hero leaves the stairway, opens a door, reveals the room behind it and fights its zombie', () => {
    const { mission } = convertHeroScribe(readFileSync(path.join(QUESTS, 'GodsBlade.xml')));
    const byId = <T extends { id: string }>(list: T[], id: string) => list.find((d) => d.id === id)!;
    let s: GameState = createGame({
      mission,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: byId(pack.rulesets, 'classic'),
      items: pack.items,
      spells: pack.spells,
      seed: 'gods-blade',
    });
    const run = (a: SeatAction) => {
      const r = apply(s, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.code} ${r.error.message}`);
      s = r.state;
      return r.events;
    };
    run({ seat: 'h1', type: 'join', hero: 'barbaro' });
    run({ seat: MASTER, type: 'start' });
    const hero = () => s.units.find((u) => u.id === 'h1')!;
    // the stairway of God's Blade stands in room r12 (L): the hero starts there and the room is revealed
    assert.deepEqual([hero().x, hero().y], mission.start[0]);
    assert.deepEqual([hero().x, hero().y], [3, 12]);
    assert.ok(s.revealed.includes('r12'));
    assert.ok(!s.revealed.includes('r20'));
    // the door between L and T (r20): HeroScribe's <object id="Door" top="14" left="3" />
    const door = s.setup.board.doors.find((d) => wallKey(...d.between) === wallKey([2, 13], [2, 14]))!;
    assert.equal(door.secret, false);
    s = withSteps(s, 6);
    run({ seat: 'h1', type: 'move', to: [2, 13] });
    const zombie = s.units.find((u) => u.kind === 'zombi' && u.x === 2 && u.y === 15)!;
    assert.ok(!viewFor(s, 'h1').units.some((u) => u.id === zombie.id), 'the zombie behind the closed door is not seen');
    const opened = run({ seat: 'h1', type: 'open_door', door: door.id });
    assert.ok(opened.some((e) => e.type === 'door_opened'));
    assert.ok(opened.some((e) => e.type === 'room_revealed' && e.room === 'r20'));
    assert.ok(
      viewFor(s, 'h1').units.some((u) => u.id === zombie.id),
      'now it is',
    );
    run({ seat: 'h1', type: 'move', to: [2, 14] });
    const fight = run({ seat: 'h1', type: 'attack', target: zombie.id });
    assert.ok(fight.some((e) => e.type === 'attack' && e.attacker === 'h1' && e.target === zombie.id));
  });
});

describe('files that are not quests', () => {
  test('the wrong root: the object catalogue is not a quest', () => {
    assert.throws(
      () => convertHeroScribe(OBJECTS_XML),
      (err: unknown) => {
        assert.ok(err instanceof HeroScribeError, `a HeroScribeError, not ${String(err)}`);
        assert.equal(err.code, 'wrong_root');
        assert.equal(err.problems[0]!.element, 'objectList');
        assert.equal(err.problems[0]!.line, 6);
        assert.match(err.message, /<objectList>, not <quest>/);
        return true;
      },
    );
  });

  test('whatever the bytes, only HeroScribeError is thrown (truncated and corrupted real files)', () => {
    const text = readFileSync(path.join(QUESTS, 'GodsBlade.xml'), 'utf8');
    let seed = 7;
    const rand = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
    const inputs: string[] = [];
    for (let cut = 0; cut < text.length; cut += 97) inputs.push(text.slice(0, cut));
    for (let i = 0; i < 150; i++) {
      const chars = [...text];
      for (let k = 0; k < 3; k++) chars[Math.floor(rand() * chars.length)] = '<>"&=/ \n#x'[Math.floor(rand() * 10)]!;
      inputs.push(chars.join(''));
    }
    let converted = 0;
    for (const input of inputs) {
      try {
        Mission.parse(convertHeroScribe(input).mission);
        converted++;
      } catch (err) {
        assert.ok(err instanceof HeroScribeError, `${String(err)}`);
      }
    }
    assert.ok(converted > 0);
  });
});

describe('the default pack', () => {
  test('has a creature kind for every monster of the classic catalogue, with the classic values where the stats file has them', () => {
    const monsters = [...OBJECTS_XML.matchAll(/<object\b([^>]*)>/g)]
      .map((m) => attrsOf(m[1]!))
      .filter((a) => a.kind === 'monster')
      .map((a) => a.id!);
    assert.equal(monsters.length, 21);
    assert.deepEqual(Object.keys(MONSTER_KINDS).sort(), [...monsters].sort());
    const ids = new Set(pack.creatures.map((c) => c.id));
    for (const id of monsters) assert.ok(ids.has(MONSTER_KINDS[id]!), `${id} → ${MONSTER_KINDS[id]}`);
    const classic = JSON.parse(readFileSync(CLASSIC_STATS, 'utf8')) as {
      monstersUS1990: { id: string; move: number; attack: number; defend: number; body: number; mind: number }[];
    };
    const byStatsId: Record<string, string> = {
      goblin: 'Goblin',
      orc: 'Orc',
      fimir: 'Fimir',
      skeleton: 'Skeleton',
      zombie: 'Zombie',
      mummy: 'Mummy',
      'chaos-warrior': 'ChaosWarrior',
      gargoyle: 'Gargoyle',
    };
    for (const row of classic.monstersUS1990) {
      const c = pack.creatures.find((k) => k.id === MONSTER_KINDS[byStatsId[row.id]!])!;
      assert.deepEqual([c.move, c.attack, c.defence, c.body, c.mind], [row.move, row.attack, row.defend, row.body, row.mind], row.id);
    }
    for (const id of Object.values(MONSTER_KINDS)) {
      const c = pack.creatures.find((k) => k.id === id)!;
      assert.ok(c.name.it && c.name.en && c.description, id);
    }
  });
});

test('the stated wandering monster and the notes become mission fields, for the master', () => {
  const suspect = convertHeroScribe(readFileSync(path.join(QUESTS, 'EveryonesASuspect.xml'), 'utf8'));
  assert.equal(suspect.mission.wandering_monster, 'orco');
  assert.equal(suspect.mission.notes!.length, 9);
  assert.deepEqual(
    suspect.mission.notes,
    suspect.report.prose.notes.map((n) => n.text),
  );
  const blade = convertHeroScribe(readFileSync(path.join(QUESTS, 'GodsBlade.xml'), 'utf8'));
  assert.equal(blade.mission.wandering_monster, undefined, "God's Blade states none");
});
