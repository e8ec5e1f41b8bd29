/**
 * Where the heroes can walk from their start squares, and the one mission problem that follows from it: a sealed
 * start. Shared by the HeroScribe importer's report (content/import/heroscribe/convert.ts) and the Archive's map
 * editor (components/archive/map-model.ts), so the two never disagree. Pure and tolerant: it reads a draft being
 * edited (squares off the map are rock), and never imports the schemas (no zod).
 * @module
 */
import { squareName } from './square-name.ts';

/** The parts of a mission the walk reads; anything else is ignored. Squares are `[x, y]`, 0-based, x across. */
export interface ReachMission {
  map: { rows: readonly string[]; doors: readonly { between: readonly [readonly [number, number], readonly [number, number]] }[] };
  start: readonly (readonly [number, number])[];
  monsters?: readonly { x: number; y: number }[];
  npcs?: readonly { x: number; y: number }[];
  objects?: readonly { type: string; x: number; y: number }[];
}

/** A square of solid rock in `map.rows` (content/schemas/map-chars.ts `ROCK_CHAR`, repeated here to keep zod out). */
const ROCK = '#';

const charAt = (m: ReachMission, x: number, y: number): string => m.map.rows[y]?.[x] ?? ROCK;

/**
 * The squares (`"x,y"`) reachable from the start squares: orthogonal steps within an area (a room's char, or the
 * corridor), between areas only through a door (secret doors count: they can be found), never onto rock or furniture.
 * Start squares on rock are not walked from.
 */
export function reachableSquares(m: ReachMission): Set<string> {
  const door = new Set<string>();
  for (const d of m.map.doors) {
    const [[ax, ay], [bx, by]] = d.between;
    door.add(`${ax},${ay}|${bx},${by}`);
    door.add(`${bx},${by}|${ax},${ay}`);
  }
  const furniture = new Set((m.objects ?? []).filter((o) => o.type === 'furniture').map((o) => `${o.x},${o.y}`));
  const seen = new Set<string>();
  const queue: [number, number][] = [];
  for (const [x, y] of m.start) {
    if (charAt(m, x, y) === ROCK || seen.has(`${x},${y}`)) continue;
    seen.add(`${x},${y}`);
    queue.push([x, y]);
  }
  for (let i = 0; i < queue.length; i++) {
    const [x, y] = queue[i]!;
    const here = charAt(m, x, y);
    for (const [nx, ny] of [
      [x + 1, y],
      [x - 1, y],
      [x, y + 1],
      [x, y - 1],
    ] as [number, number][]) {
      const c = charAt(m, nx, ny);
      if (c === ROCK || seen.has(`${nx},${ny}`) || furniture.has(`${nx},${ny}`)) continue;
      if (c !== here && !door.has(`${x},${y}|${nx},${ny}`)) continue; // a wall
      seen.add(`${nx},${ny}`);
      queue.push([nx, ny]);
    }
  }
  return seen;
}

/** A sealed start: the first start square, how many squares it reaches out of the map's walkable ones, and the sentence in both languages. */
export interface SealedStart {
  /** The first start square not on rock, `[x, y]`. */
  square: [number, number];
  /** Squares reachable from the start squares ({@link reachableSquares}). */
  reachable: number;
  /** Squares of the map that are not rock. */
  walkable: number;
  /** Whether a door lies inside the reached squares with the same area on both sides (a door on no wall: it opens nothing). */
  doorInside: boolean;
  /** The problem in words, naming the square and the reason. */
  text: { it: string; en: string };
}

/**
 * Whether the start squares are sealed: the squares they reach ({@link reachableSquares}) hold no door leading to
 * another area, no `exit` object (other than on a start square: the stairway the heroes come down is no way on) and
 * no creature (monster or NPC), so the heroes have nothing to do and nowhere to go.
 * A mission with no start square on the map is not sealed (that is another problem).
 * @returns the problem, or null when the start is not sealed.
 */
export function sealedStart(m: ReachMission): SealedStart | null {
  const first = m.start.find(([x, y]) => charAt(m, x, y) !== ROCK);
  if (!first) return null;
  const reached = reachableSquares(m);
  const has = (x: number, y: number) => reached.has(`${x},${y}`);
  let doorInside = false;
  for (const d of m.map.doors) {
    const [[ax, ay], [bx, by]] = d.between;
    if (!has(ax, ay) && !has(bx, by)) continue;
    const a = charAt(m, ax, ay);
    const b = charAt(m, bx, by);
    if (a !== ROCK && b !== ROCK && a !== b && Math.abs(ax - bx) + Math.abs(ay - by) === 1) return null;
    if (a === b && a !== ROCK) doorInside = true;
  }
  const isStart = new Set(m.start.map(([x, y]) => `${x},${y}`));
  if ((m.objects ?? []).some((o) => o.type === 'exit' && has(o.x, o.y) && !isStart.has(`${o.x},${o.y}`))) return null;
  if ([...(m.monsters ?? []), ...(m.npcs ?? [])].some((c) => has(c.x, c.y))) return null;
  let walkable = 0;
  for (const row of m.map.rows) for (const c of row) if (c !== ROCK) walkable++;
  const [x, y] = first;
  const n = reached.size;
  const it = `Le caselle di partenza (la prima è in ${squareName(x, y, 'it')}) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a ${n} delle ${walkable} caselle percorribili${doorInside ? ', e la porta che vi si trova è dentro la stanza, non su un suo muro' : ''}.`;
  const en = `The start squares (the first is at ${squareName(x, y, 'en')}) reach no door, exit or creature: the heroes can walk to ${n} of the ${walkable} walkable squares${doorInside ? ', and the door there lies inside the room, not on one of its walls' : ''}.`;
  return { square: [x, y], reachable: n, walkable, doorInside, text: { it, en } };
}
