/**
 * The mission on the real standard HeroQuest board (a real input: `npm run test:realinputs`), built by
 * content/tools/build-standard-mission.ts.
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, describe, test } from 'node:test';
import { DEFAULT_PACK_DIR } from '../../content/load-pack.ts';
import { Mission } from '../../content/schemas/index.ts';
import { BuildError, buildStandardMission } from '../../content/tools/build-standard-mission.ts';
import { REAL } from './inputs.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '../..');
const BOARD_PATH = REAL.standardBoard;
const OVERLAY_PATH = path.join(REPO_ROOT, 'content/tools/la-tana-degli-orchi.overlay.json');
const SCRIPT = path.join(REPO_ROOT, 'content/tools/build-standard-mission.ts');
const MISSION_PATH = path.join(DEFAULT_PACK_DIR, 'missions/la-tana-degli-orchi.json');

interface Board {
  width: number;
  height: number;
  corridorCellCount: number;
  rooms: { id: string; glyph: string; cellCount: number }[];
  ascii: string[];
  internalWallSegments0: { between: [[number, number], [number, number]] }[];
}

const board = JSON.parse(readFileSync(BOARD_PATH, 'utf8')) as Board;
const overlay = JSON.parse(readFileSync(OVERLAY_PATH, 'utf8')) as Record<string, unknown>;
const committed = readFileSync(MISSION_PATH, 'utf8');
const mission = Mission.parse(JSON.parse(committed));
const { rows, rooms } = mission.map;

describe('la-tana-degli-orchi on the standard board', () => {
  const tmp = mkdtempSync(path.join(tmpdir(), 'quest-board-standard-'));
  after(() => rmSync(tmp, { recursive: true, force: true }));

  test('is 26 × 19 with the 22 rooms r01..r22 painted A..V', () => {
    assert.equal(rows.length, 19);
    assert.equal(board.height, 19);
    for (const row of rows) assert.equal(row.length, 26);
    assert.equal(rooms.length, 22);
    assert.deepEqual(
      rooms.map((r) => [r.id, r.char]),
      board.rooms.map((r, i) => [`r${String(i + 1).padStart(2, '0')}`, r.glyph]),
    );
    assert.equal(rooms.map((r) => r.char).join(''), 'ABCDEFGHIJKLMNOPQRSTUV');
  });

  test('has as many corridor squares as the board file says', () => {
    const corridors = rows
      .join('')
      .split('')
      .filter((c) => c === '.').length;
    assert.equal(corridors, board.corridorCellCount);
    assert.equal(corridors, 148);
    assert.ok(!rows.join('').includes('#'), 'the standard board has no solid rock');
  });

  test('agrees square by square with the board file ascii', () => {
    for (let y = 0; y < board.height; y++) {
      for (let x = 0; x < board.width; x++) {
        const glyph = board.ascii[y]![x]!;
        const expected = glyph === '#' ? '.' : glyph;
        assert.equal(rows[y]![x], expected, `square [${x}, ${y}]`);
      }
    }
    for (const r of board.rooms) {
      assert.equal(rows.join('').split(r.glyph).length - 1, r.cellCount, `room ${r.id}`);
    }
  });

  test('has a wall (two different areas) on every one of the board file internal wall segments', () => {
    assert.equal(board.internalWallSegments0.length, 261);
    for (const {
      between: [[ax, ay], [bx, by]],
    } of board.internalWallSegments0) {
      assert.equal(Math.abs(ax - bx) + Math.abs(ay - by), 1);
      assert.notEqual(rows[ay]![ax], rows[by]![bx], `segment [${ax}, ${ay}]–[${bx}, ${by}]`);
    }
  });

  test('places its doors on the board walls, its start on the edge and about 10 creatures in rooms', () => {
    const walls = new Set(board.internalWallSegments0.map(({ between: [a, b] }) => JSON.stringify([a, b].sort())));
    assert.ok(mission.map.doors.length >= 10 && mission.map.doors.length <= 14);
    for (const { between } of mission.map.doors) assert.ok(walls.has(JSON.stringify([...between].sort())), JSON.stringify(between));
    assert.equal(mission.start.length, 4);
    for (const [x, y] of mission.start) assert.ok(x === 0 || y === 0 || x === 25 || y === 18, `start [${x}, ${y}] on the edge`);
    assert.ok(mission.monsters.length >= 8 && mission.monsters.length <= 14);
    for (const m of mission.monsters) assert.notEqual(rows[m.y]![m.x], '.', `${m.kind} at [${m.x}, ${m.y}] in a room`);
  });

  test('rerunning the build script gives byte-identical output', () => {
    const out = path.join(tmp, 'out.json');
    execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, BOARD_PATH, '--out', out], { cwd: REPO_ROOT, stdio: 'pipe' });
    assert.equal(readFileSync(out, 'utf8'), committed);
    // --check compares with the committed file and passes.
    execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, '--check'], { cwd: REPO_ROOT, stdio: 'pipe' });
  });

  test('the build fails loudly when a wall segment lies inside one area', () => {
    const bad = structuredClone(board);
    bad.internalWallSegments0.push({
      between: [
        [1, 1],
        [2, 1],
      ],
    }); // both in room A
    assert.throws(
      () => buildStandardMission(bad, overlay),
      (err: unknown) => {
        assert.ok(err instanceof BuildError);
        assert.match(err.message, /internalWallSegments0\[261\] between \[1, 1\] and \[2, 1\]: both squares are in the same area/);
        return true;
      },
    );
    const file = path.join(tmp, 'bad-board.json');
    writeFileSync(file, JSON.stringify(bad));
    const run = () =>
      execFileSync(process.execPath, ['--import', 'tsx', SCRIPT, file, '--out', path.join(tmp, 'never.json')], { cwd: REPO_ROOT, stdio: 'pipe' });
    assert.throws(run, (err: { status: number; stderr: Buffer }) => {
      assert.equal(err.status, 1);
      assert.match(err.stderr.toString(), /same area/);
      return true;
    });
  });

  test('the build refuses a door that is not on a board wall, and an unreachable creature', () => {
    const doorOff = structuredClone(overlay) as { doors: unknown[] };
    doorOff.doors.push({
      between: [
        [0, 0],
        [1, 0],
      ],
    }); // corridor–corridor
    assert.throws(() => buildStandardMission(board, doorOff), /doors\[12\] between \[0, 0\] and \[1, 0\] is not on one of the board's walls/);
    const lonely = structuredClone(overlay) as { monsters: unknown[] };
    lonely.monsters.push({ kind: 'goblin', x: 22, y: 16 }); // room V has no door
    assert.throws(() => buildStandardMission(board, lonely), /monsters\[11\] \(goblin at \[22, 16\]\) cannot be reached/);
  });
});
