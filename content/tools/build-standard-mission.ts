/**
 * Builds `content/packs/default/missions/la-tana-degli-orchi.json` from the real standard HeroQuest
 * board (`../shared/realinputs/heroscribe/board/standard-board.json`: 26 × 19 squares, 22 rooms,
 * corridors and wall segments) and a small hand-written overlay (`la-tana-degli-orchi.overlay.json`:
 * name, description, doors, start, monsters, win, lose).
 *
 * The board's `ascii` paints each room with its glyph (A..V) and corridors with `#`; our map format
 * uses `.` for corridors, so `#` becomes `.`. Walls are implied in our format by area differences,
 * so the script checks that every one of the board's `internalWallSegments0` separates two different
 * areas (and that every area difference is one of them), and fails loudly otherwise. It also checks
 * that every door of the overlay stands on one of the board's walls and that every creature can be
 * reached from the start through doors.
 *
 * The generated file is committed: the game never reads `../shared` at runtime.
 *
 * Usage (from the repository root):
 *
 *     npm run build:standard-mission
 *     node --import tsx content/tools/build-standard-mission.ts [board.json] [--overlay overlay.json] [--out mission.json] [--check]
 *
 * `--check` writes nothing and exits with 1 when the committed file differs from a fresh build.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { z } from 'zod';
import { CORRIDOR_CHAR, LocalizedText, Condition, MapDoor, Mission, MissionMonster, Slug, Square, WinRule } from '../schemas/index.ts';
import { formatJson } from './format-json.ts';
import { REALINPUTS_DIR } from './realinputs.ts';

const REPO_ROOT = path.resolve(import.meta.dirname, '..', '..');
/** The board file, in the real inputs' folder (`../shared/realinputs` or `$REALINPUTS_DIR`, see `realinputs.ts`). */
export const DEFAULT_BOARD_PATH = path.join(REALINPUTS_DIR, 'heroscribe/board/standard-board.json');
export const DEFAULT_OVERLAY_PATH = path.resolve(import.meta.dirname, 'la-tana-degli-orchi.overlay.json');
export const DEFAULT_OUT_PATH = path.resolve(REPO_ROOT, 'content/packs/default/missions/la-tana-degli-orchi.json');

/** The glyph that marks a corridor square in the board file's `ascii`. */
const BOARD_CORRIDOR = '#';

/** The parts of `standard-board.json` this script reads (the file has more). */
export const StandardBoard = z.object({
  width: z.number().int().min(1).max(64),
  height: z.number().int().min(1).max(64),
  corridorCellCount: z.number().int().min(0),
  rooms: z
    .array(
      z.object({
        id: z.string().regex(/^R\d{2}$/, 'a board room id looks like "R01"'),
        glyph: z.string().length(1),
        cellCount: z.number().int().min(1),
        cells0: z.array(Square).optional(),
      }),
    )
    .min(1),
  ascii: z.array(z.string()).min(1),
  internalWallSegments0: z.array(z.object({ between: z.tuple([Square, Square]) })),
});
export type StandardBoard = z.infer<typeof StandardBoard>;

/** The hand-written part of the mission. `roomNames` names some of the board's rooms (`r11`). */
export const MissionOverlay = z.strictObject({
  id: Slug,
  name: LocalizedText,
  description: LocalizedText.optional(),
  ruleset: Slug.default('classic'),
  /** How hard the mission is, 1–5 (spec: the mission's `difficulty`); left out: unrated. */
  difficulty: z.number().int().min(1).max(5).optional(),
  auto: z.boolean().default(false),
  roomNames: z.record(Slug, LocalizedText).default({}),
  doors: z.array(MapDoor),
  start: z.array(Square).min(1).max(8),
  monsters: z.array(MissionMonster),
  win: WinRule,
  lose: z.array(Condition),
});
export type MissionOverlay = z.infer<typeof MissionOverlay>;

/** Thrown when the board or the overlay is not what the build expects; the message lists every problem. */
export class BuildError extends Error {
  constructor(readonly problems: string[]) {
    super(`cannot build the standard mission:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'BuildError';
  }
}

const edgeKey = ([ax, ay]: readonly number[], [bx, by]: readonly number[]) =>
  ax! < bx! || (ax === bx && ay! < by!) ? `${ax},${ay}|${bx},${by}` : `${bx},${by}|${ax},${ay}`;

/** Our room id for a board room id: `R01` → `r01`. */
export const roomIdOf = (boardId: string) => boardId.toLowerCase();

/**
 * Builds the mission document from the board and the overlay. Pure: no file access.
 * Throws a {@link BuildError} listing every problem found.
 */
export function buildStandardMission(boardInput: unknown, overlayInput: unknown): z.input<typeof Mission> {
  const problems: string[] = [];
  const boardParsed = StandardBoard.safeParse(boardInput);
  if (!boardParsed.success) throw new BuildError(boardParsed.error.issues.map((i) => `board file: ${i.path.join('.')}: ${i.message}`));
  const overlayParsed = MissionOverlay.safeParse(overlayInput);
  if (!overlayParsed.success) throw new BuildError(overlayParsed.error.issues.map((i) => `overlay: ${i.path.join('.')}: ${i.message}`));
  const board = boardParsed.data;
  const overlay = overlayParsed.data;

  // 1. The grid: board glyphs stay as room chars, the board's corridor glyph becomes ".".
  const glyphs = new Map(board.rooms.map((r) => [r.glyph, r]));
  if (glyphs.has(BOARD_CORRIDOR)) problems.push(`board file: a room uses the corridor glyph "${BOARD_CORRIDOR}"`);
  if (board.ascii.length !== board.height) problems.push(`board file: ascii has ${board.ascii.length} rows, height is ${board.height}`);
  const rows = board.ascii.map((line, y) => {
    if (line.length !== board.width) problems.push(`board file: ascii row ${y} has ${line.length} squares, width is ${board.width}`);
    return [...line]
      .map((c, x) => {
        if (c === BOARD_CORRIDOR) return CORRIDOR_CHAR;
        if (!glyphs.has(c)) problems.push(`board file: square [${x}, ${y}] has glyph "${c}", neither "${BOARD_CORRIDOR}" nor a room's glyph`);
        return c;
      })
      .join('');
  });
  if (problems.length > 0) throw new BuildError(problems);
  const at = (x: number, y: number): string | undefined => rows[y]?.[x];

  // 2. Rooms and corridors agree with the board's own counts.
  const counts = new Map<string, number>();
  for (const row of rows) for (const c of row) counts.set(c, (counts.get(c) ?? 0) + 1);
  const corridorCount = counts.get(CORRIDOR_CHAR) ?? 0;
  if (corridorCount !== board.corridorCellCount)
    problems.push(`board file: ${corridorCount} corridor squares in ascii, corridorCellCount says ${board.corridorCellCount}`);
  for (const room of board.rooms) {
    const n = counts.get(room.glyph) ?? 0;
    if (n !== room.cellCount) problems.push(`board file: room ${room.id} ("${room.glyph}") has ${n} squares in ascii, cellCount says ${room.cellCount}`);
    for (const [x, y] of room.cells0 ?? []) {
      if (at(x, y) !== room.glyph) problems.push(`board file: room ${room.id} lists square [${x}, ${y}], which ascii paints "${at(x, y)}"`);
    }
  }

  // 3. Walls: in our format a wall stands exactly where two adjacent squares are in different areas.
  const walls = new Set<string>();
  board.internalWallSegments0.forEach(({ between: [a, b] }, i) => {
    const where = `board file: internalWallSegments0[${i}] between [${a.join(', ')}] and [${b.join(', ')}]`;
    if (Math.abs(a[0] - b[0]) + Math.abs(a[1] - b[1]) !== 1) problems.push(`${where}: the squares are not orthogonally adjacent`);
    else if (at(...a) === undefined || at(...b) === undefined) problems.push(`${where}: a square lies outside the board`);
    else if (at(...a) === at(...b)) problems.push(`${where}: both squares are in the same area ("${at(...a)}"), so our map would have no wall there`);
    walls.add(edgeKey(a, b));
  });
  for (let y = 0; y < rows.length; y++) {
    for (let x = 0; x < board.width; x++) {
      for (const [nx, ny] of [
        [x + 1, y],
        [x, y + 1],
      ] as const) {
        const n = at(nx, ny);
        if (n !== undefined && n !== at(x, y) && !walls.has(edgeKey([x, y], [nx, ny]))) {
          problems.push(`board file: squares [${x}, ${y}] and [${nx}, ${ny}] are in different areas but no internal wall segment separates them`);
        }
      }
    }
  }

  // 4. The overlay: doors on the board's walls, named rooms that exist.
  const roomIds = new Set(board.rooms.map((r) => roomIdOf(r.id)));
  overlay.doors.forEach(({ between: [a, b] }, i) => {
    if (!walls.has(edgeKey(a, b))) problems.push(`overlay: doors[${i}] between [${a.join(', ')}] and [${b.join(', ')}] is not on one of the board's walls`);
  });
  for (const id of Object.keys(overlay.roomNames)) {
    if (!roomIds.has(id)) problems.push(`overlay: roomNames.${id}: the board has no room "${id}"`);
  }
  if (problems.length > 0) throw new BuildError(problems);

  const mission: z.input<typeof Mission> = {
    id: overlay.id,
    name: overlay.name,
    description: overlay.description,
    ruleset: overlay.ruleset,
    ...(overlay.difficulty === undefined ? {} : { difficulty: overlay.difficulty }),
    auto: overlay.auto,
    map: {
      rows,
      rooms: board.rooms.map((r) => {
        const id = roomIdOf(r.id);
        const name = overlay.roomNames[id];
        return name ? { id, char: r.glyph, name } : { id, char: r.glyph };
      }),
      doors: overlay.doors,
    },
    start: overlay.start,
    monsters: overlay.monsters,
    win: overlay.win,
    lose: overlay.lose,
  };

  // 5. The result is a valid mission, and every creature can be reached from the start through doors.
  const valid = Mission.safeParse(mission);
  if (!valid.success) throw new BuildError(valid.error.issues.map((i) => `mission: ${i.path.join('.')}: ${i.message}`));
  const reached = reachableAreas(rows, overlay.doors, overlay.start);
  overlay.monsters.forEach((m, i) => {
    if (!reached.has(at(m.x, m.y)!)) problems.push(`overlay: monsters[${i}] (${m.kind} at [${m.x}, ${m.y}]) cannot be reached from the start through doors`);
  });
  if (problems.length > 0) throw new BuildError(problems);
  return mission;
}

/** The areas (room chars and ".") reachable from the start squares, walking through open squares and doors. */
function reachableAreas(rows: string[], doors: MapDoor[], start: Square[]): Set<string> {
  const doorSet = new Set(doors.map((d) => edgeKey(d.between[0], d.between[1])));
  const seen = new Set<string>();
  const queue: [number, number][] = [];
  for (const [x, y] of start) {
    seen.add(`${x},${y}`);
    queue.push([x, y]);
  }
  const areas = new Set<string>();
  while (queue.length > 0) {
    const [x, y] = queue.shift()!;
    const here = rows[y]![x]!;
    areas.add(here);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as const) {
      const there = rows[ny]?.[nx];
      if (there === undefined || there === '#' || seen.has(`${nx},${ny}`)) continue;
      if (there !== here && !doorSet.has(edgeKey([x, y], [nx, ny]))) continue;
      seen.add(`${nx},${ny}`);
      queue.push([nx, ny]);
    }
  }
  return areas;
}

/** Reads the two input files and returns the mission file's text (deterministic). */
export function renderStandardMission(boardPath = DEFAULT_BOARD_PATH, overlayPath = DEFAULT_OVERLAY_PATH): string {
  const read = (p: string, what: string) => {
    try {
      return JSON.parse(readFileSync(p, 'utf8')) as unknown;
    } catch (err) {
      throw new BuildError([`cannot read the ${what} ${p}: ${(err as Error).message}`]);
    }
  };
  return formatJson(buildStandardMission(read(boardPath, 'board file'), read(overlayPath, 'overlay')));
}

function main(argv: string[]): number {
  let boardPath = DEFAULT_BOARD_PATH;
  let overlayPath = DEFAULT_OVERLAY_PATH;
  let outPath = DEFAULT_OUT_PATH;
  let check = false;
  for (let i = 0; i < argv.length; i++) {
    const arg = argv[i]!;
    if (arg === '--overlay') overlayPath = path.resolve(argv[++i] ?? '');
    else if (arg === '--out') outPath = path.resolve(argv[++i] ?? '');
    else if (arg === '--check') check = true;
    else if (arg.startsWith('--')) {
      console.error(`unknown option ${arg}`);
      return 2;
    } else boardPath = path.resolve(arg);
  }
  let text: string;
  try {
    text = renderStandardMission(boardPath, overlayPath);
  } catch (err) {
    console.error(err instanceof BuildError ? err.message : err);
    return 1;
  }
  if (check) {
    let current = '';
    try {
      current = readFileSync(outPath, 'utf8');
    } catch {
      /* missing counts as different */
    }
    if (current !== text) {
      console.error(`${path.relative(process.cwd(), outPath)} is out of date: run npm run build:standard-mission`);
      return 1;
    }
    console.log(`${path.relative(process.cwd(), outPath)} is up to date`);
    return 0;
  }
  writeFileSync(outPath, text);
  console.log(`wrote ${path.relative(process.cwd(), outPath)}`);
  return 0;
}

if (process.argv[1] && path.resolve(process.argv[1]) === import.meta.filename) process.exitCode = main(process.argv.slice(2));
