/**
 * The map editor's checks the schema cannot make on a mission being drawn: rooms without squares, split or
 * unreachable, creatures out of reach, doors off walls, pieces on blocked squares, a sealed start, a victory out of
 * reach; and the square an issue's path points at. No DOM here.
 * @module
 */
import { ROCK_CHAR } from '../../content/schemas/index.ts';
import type { ContentIssue, SquareHolder } from '../../content/schemas/issue-codes.ts';
import { reachableSquares as reachFromStart, sealedStart } from '../../content/start-reach.ts';
import { objectiveProblems } from '../../content/objective-reach.ts';
import { textIn, type AnyText } from '../../content/text.ts';
import { squareName } from '../../content/square-name.ts';
import { tagWords } from './creature-marks.ts';
import type { Issue } from './api.ts';
import { t, type Lang } from './i18n.ts';
import { contentText, parsePath } from './issue-text.ts';
import { charAt, roomName, type DraftMission, type Sq } from './map-model.ts';

/** The squares (`"x,y"`) reachable from the start squares through doors (secret ones too), around furniture: the shared walk of content/start-reach.ts. */
export function reachableSquares(m: DraftMission): Set<string> {
  return reachFromStart(m);
}

/** The squares of a room (by its char). */
function squaresOf(m: DraftMission, char: string): Sq[] {
  const out: Sq[] = [];
  m.map.rows.forEach((row, y) => [...row].forEach((c, x) => c === char && out.push([x, y])));
  return out;
}

/** Whether the squares are one orthogonally connected block. */
function connected(squares: Sq[]): boolean {
  if (squares.length <= 1) return true;
  const set = new Set(squares.map(([x, y]) => `${x},${y}`));
  const seen = new Set<string>([`${squares[0]![0]},${squares[0]![1]}`]);
  const queue = [squares[0]!];
  while (queue.length) {
    const [x, y] = queue.shift()!;
    for (const [dx, dy] of [
      [1, 0],
      [-1, 0],
      [0, 1],
      [0, -1],
    ] as const) {
      const k = `${x + dx},${y + dy}`;
      if (set.has(k) && !seen.has(k)) {
        seen.add(k);
        queue.push([x + dx, y + dy]);
      }
    }
  }
  return seen.size === set.size;
}

/**
 * The problems the schema does not see, by path: rooms without squares, split in pieces or unreachable from the
 * start squares (each room called by {@link roomName}); creatures that cannot be reached; doors not on a wall;
 * creatures, NPCs, objects and start squares on rock, and furniture on a piece (the schema's faults, with its codes and
 * words, for a draft the schema does not check yet: the editor lists each once); a sealed start (content/start-reach.ts {@link sealedStart}: no door, exit or creature within reach), at
 * the first start square's path; a treasure with no effect and no name, an event with no effect and no text; a victory out of reach (content/objective-reach.ts), at its condition's
 * path, naming a creature kind by `creatureName` (the catalog's name in `lang`; its id without one).
 */
export function mapProblems(m: DraftMission, lang: Lang, creatureName: (kind: string) => string = (kind) => kind): Issue[] {
  const out: Issue[] = [];
  const reached = reachableSquares(m);
  const hasStart = m.start.some(([x, y]) => charAt(m, x, y) !== ROCK_CHAR);
  m.map.rooms.forEach((r, i) => {
    const squares = squaresOf(m, r.char);
    const room = roomName(r, lang);
    if (squares.length === 0) out.push({ path: `map.rooms[${i}]`, message: t(lang, 'vUnpainted', { room }) });
    else if (!connected(squares)) out.push({ path: `map.rooms[${i}]`, message: t(lang, 'vSplitRoom', { room }) });
    if (squares.length && hasStart && !squares.some(([x, y]) => reached.has(`${x},${y}`)))
      out.push({ path: `map.rooms[${i}]`, message: t(lang, 'vUnreachable', { room }) });
  });
  m.map.doors.forEach((d, i) => {
    const [[ax, ay], [bx, by]] = d.between;
    const a = charAt(m, ax, ay);
    const b = charAt(m, bx, by);
    if (Math.abs(ax - bx) + Math.abs(ay - by) === 1 && (a === b || a === ROCK_CHAR || b === ROCK_CHAR)) {
      out.push({ path: `map.doors[${i}].between`, message: t(lang, 'vDoorNotOnWall', { a: squareName(ax, ay, lang), b: squareName(bx, by, lang) }) });
    }
  });
  // a piece on rock and furniture on a piece are the schema's faults too: told in its words, with its code and at its
  // path, so the two checks list them once (schema-tools.ts oneProblemPerFault); found here also while the schema's
  // check waits on another field (a draft with no name yet)
  const onRock = (x: number, y: number, path: string) => {
    if (charAt(m, x, y) === ROCK_CHAR) out.push(contentIssue({ code: 'square_rock', x, y }, path, lang));
  };
  m.monsters.forEach((o, i) => {
    onRock(o.x, o.y, `monsters[${i}]`);
    if (hasStart && charAt(m, o.x, o.y) !== ROCK_CHAR && !reached.has(`${o.x},${o.y}`))
      out.push({ path: `monsters[${i}]`, message: t(lang, 'vUnreachableCreature', { square: squareName(o.x, o.y, lang) }) });
  });
  m.npcs.forEach((o, i) => onRock(o.x, o.y, `npcs[${i}]`));
  m.start.forEach(([x, y], i) => onRock(x, y, `start[${i}]`));
  m.objects.forEach((o, i) => {
    onRock(o.x, o.y, `objects[${i}]`);
    const holder = o.type === 'furniture' ? holderAt(m, o.x, o.y) : null;
    if (holder) out.push(contentIssue({ code: 'square_taken', x: o.x, y: o.y, holder }, `objects[${i}]`, lang));
    // a treasure with nothing in it and no name finds nothing (and spares the search its deck's card): an oversight
    if (o.type === 'treasure' && !o.effects?.length && !textIn(o.name as AnyText | undefined, lang))
      out.push({ path: `objects[${i}]`, message: t(lang, 'vEmptyTreasure', { square: squareName(o.x, o.y, lang) }) });
  });
  // an event with no effect and no text happens unseen
  (Array.isArray(m.events) ? (m.events as { effects?: unknown[]; text?: AnyText }[]) : []).forEach((e, i) => {
    if (!e.effects?.length && !textIn(e.text, lang)) out.push({ path: `events[${i}]`, message: t(lang, 'vEmptyEvent') });
  });
  if (!hasStart) out.push({ path: 'start', message: t(lang, 'vNoStart') });
  const sealed = sealedStart(m);
  if (sealed) out.push({ path: `start[${m.start.findIndex(([x, y]) => x === sealed.square[0] && y === sealed.square[1])}]`, message: sealed.text[lang] });
  out.push(...objectiveIssues(m, lang, creatureName));
  return out;
}

/** A creature kind's name in `lang` from the catalog's creatures (its id when it has none): for {@link objectiveIssues}. */
export function creatureNamer(creatures: readonly { id: string; name?: unknown }[] | undefined, lang: Lang): (kind: string) => string {
  return (kind) => {
    const c = creatures?.find((d) => d.id === kind);
    return (c && textIn(c.name as AnyText | undefined, lang)) || kind;
  };
}

/**
 * The victory out of reach (content/objective-reach.ts), at the fields of the conditions concerned: rooms
 * called by {@link roomName}, tags in words, creature kinds by `creatureName`. The map editor lists them with its
 * problems ({@link mapProblems}); the victory's form shows them at their fields.
 */
export function objectiveIssues(m: DraftMission, lang: Lang, creatureName: (kind: string) => string = (kind) => kind): Issue[] {
  const room = (id: string) => {
    const r = m.map.rooms.find((r) => r.id === id);
    return r ? roomName(r, lang) : id;
  };
  return objectiveProblems(m, lang, { creature: creatureName, room, tag: (tag) => tagWords(tag, lang) });
}

/** A content schema's problem at `path` in `lang`, with its code (issue-text.ts {@link contentText}). */
function contentIssue(c: ContentIssue, path: string, lang: Lang): Issue {
  return { path, code: c.code, message: contentText(c, parsePath(path), lang) };
}

/** The piece that holds square `[x, y]` as the schema sees it (start squares first, then creatures, then NPCs), or null. */
function holderAt(m: DraftMission, x: number, y: number): SquareHolder | null {
  if (m.start.some(([sx, sy]) => sx === x && sy === y)) return { kind: 'start' };
  const monster = m.monsters.find((o) => o.x === x && o.y === y);
  if (monster) return { kind: 'monster', name: monster.kind };
  const npc = m.npcs.find((o) => o.x === x && o.y === y);
  return npc ? { kind: 'npc', name: npc.name } : null;
}

/** The square a problem's path points at (`monsters[2]`, `start[0]`, `objects[1].effects[0]`), if any. */
export function squareOfIssue(m: DraftMission, path: string): Sq | null {
  const difficult = /^map\.difficult\[(\d+)\]/.exec(path);
  if (difficult) return m.map.difficult?.[Number(difficult[1])]?.at ?? null;
  const match = /^(monsters|npcs|objects|start)\[(\d+)\]/.exec(path);
  if (!match) return null;
  const i = Number(match[2]);
  if (match[1] === 'start') return m.start[i] ?? null;
  const o = m[match[1] as 'monsters' | 'npcs' | 'objects'][i];
  return o ? [o.x, o.y] : null;
}
