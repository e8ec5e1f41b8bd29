/**
 * A mission whose victory cannot be reached: a `kill` of a tag no creature carries or of a kind neither
 * placed nor brought in by an event, or whose creatures all stand out of the heroes' reach; a `kill_all` condition with
 * no creature at all; a `kill_count` above the creatures the mission has; a room to reach or reveal that the heroes
 * cannot walk into; squares to reach none of which the heroes can walk to; an NPC to escort that cannot walk to any of
 * its squares. With `mode: "any"` the victory is out of reach only when every condition is; with `"all"`, when any
 * one is. Each such condition is one problem, in the reader's words, at the path of the field it concerns
 * (`win.conditions[i].tag`, `.kind`, `.count`, `.room`, `.cells`; `.type` for `kill_all`), so a form shows it there.
 *
 * What another check already says is not said again here: the plain `win: "kill_all"` on an empty map (the schema's
 * `kill_all_empty`), squares on rock or off the map (`square_rock`, `square_outside`), rooms with no squares, unknown
 * rooms and NPCs. Pure and tolerant like content/start-reach.ts, whose walk it uses: it reads a draft being edited.
 * @module
 */
import { reachableSquares, type ReachMission } from './start-reach.ts';

/** The parts of a mission the check reads, beyond the walk's ({@link ReachMission}). */
export interface ObjectiveMission extends ReachMission {
  map: ReachMission['map'] & { rooms: readonly { id: string; char: string }[] };
  monsters?: readonly { kind: string; x: number; y: number; tag?: string }[];
  npcs?: readonly { name: string; x: number; y: number; title?: { it?: string; en?: string } }[];
  objects?: readonly { type: string; x: number; y: number; effects?: readonly unknown[] }[];
  events?: readonly { effects?: readonly unknown[] }[];
  win?: unknown;
}

/** How the problem names what it speaks of, in the reader's language: a creature kind by its name, a room by its name. */
export interface ObjectiveNames {
  creature(kind: string): string;
  room(id: string): string;
  /** A creature tag in words ("capo" for `boss`). */
  tag(tag: string): string;
}

/** One problem: where (`win.conditions[i].tag`) and what, in words. */
export interface ObjectiveProblem {
  path: string;
  message: string;
}

type Lang = 'it' | 'en';

const WORDS = {
  tagNone: {
    it: 'nessuna creatura sulla mappa ha l’etichetta «{tag}»: la vittoria è impossibile.',
    en: 'no creature on the map has the tag “{tag}”: the victory cannot be reached.',
  },
  tagOut: {
    it: 'le creature con l’etichetta «{tag}» non si raggiungono dalle caselle di partenza: la vittoria è impossibile.',
    en: 'the creatures with the tag “{tag}” cannot be reached from the start squares: the victory cannot be reached.',
  },
  kindNone: {
    it: 'sulla mappa non c’è nessun «{name}» e nessun evento ne fa comparire: la vittoria è impossibile.',
    en: 'there is no “{name}” on the map and no event brings one in: the victory cannot be reached.',
  },
  kindOut: {
    it: 'i «{name}» della mappa non si raggiungono dalle caselle di partenza: la vittoria è impossibile.',
    en: 'the “{name}” creatures on the map cannot be reached from the start squares: the victory cannot be reached.',
  },
  allNone: {
    it: 'devono cadere tutte le creature, ma sulla mappa non ce n’è nessuna e nessun evento ne fa comparire: la vittoria è impossibile.',
    en: 'every creature must fall, but there is none on the map and no event brings any in: the victory cannot be reached.',
  },
  countOver: {
    it: 'devono cadere {n} creature, ma la missione ne ha solo {have}: la vittoria è impossibile.',
    en: '{n} creatures must fall, but the mission has only {have}: the victory cannot be reached.',
  },
  roomReach: {
    it: 'gli eroi non possono entrare nella stanza «{room}» dalle caselle di partenza: la vittoria è impossibile.',
    en: 'the heroes cannot walk from the start squares into the room “{room}”: the victory cannot be reached.',
  },
  roomReveal: {
    it: 'la stanza «{room}» da scoprire non si raggiunge dalle caselle di partenza: la vittoria è impossibile.',
    en: 'the room “{room}” to reveal cannot be reached from the start squares: the victory cannot be reached.',
  },
  cellsOut: {
    it: 'nessuna delle caselle da raggiungere ({squares}) si raggiunge dalle caselle di partenza: la vittoria è impossibile.',
    en: 'none of the squares to reach ({squares}) can be reached from the start squares: the victory cannot be reached.',
  },
  escortOut: {
    it: '{npc} non può arrivare dalla sua casella a nessuna delle caselle di arrivo ({squares}): la vittoria è impossibile.',
    en: '{npc} cannot walk from their square to any of the squares to reach ({squares}): the victory cannot be reached.',
  },
} as const satisfies Record<string, Record<Lang, string>>;

const say = (lang: Lang, key: keyof typeof WORDS, params: Record<string, string | number>) =>
  WORDS[key][lang].replace(/\{(\w+)\}/g, (_, k: string) => String(params[k] ?? ''));

const ROCK = '#';

const isSquare = (c: unknown): c is [number, number] => Array.isArray(c) && Number.isInteger(c[0]) && Number.isInteger(c[1]);

/** The creatures the mission's events and objects bring in (`spawn` effects), by kind. */
function spawned(m: ObjectiveMission): Map<string, number> {
  const out = new Map<string, number>();
  const read = (effects: readonly unknown[] | undefined) => {
    for (const e of effects ?? []) {
      const s = e as { type?: unknown; kind?: unknown; count?: unknown };
      if (s?.type === 'spawn' && typeof s.kind === 'string') out.set(s.kind, (out.get(s.kind) ?? 0) + (typeof s.count === 'number' ? s.count : 1));
    }
  };
  for (const e of m.events ?? []) read(e.effects);
  for (const o of m.objects ?? []) read(o.effects);
  return out;
}

/**
 * The conditions of `m`'s victory the heroes cannot meet (see the module's note), each as a problem in `lang`,
 * naming creatures, tags and rooms with `names`. Empty when the victory can be reached, or is `manual` or the plain
 * `kill_all`.
 */
export function objectiveProblems(m: ObjectiveMission, lang: Lang, names: ObjectiveNames): ObjectiveProblem[] {
  const win = m.win as { mode?: unknown; conditions?: unknown } | undefined;
  if (!win || typeof win !== 'object' || !Array.isArray(win.conditions)) return [];
  const reached = reachableSquares(m);
  const reachable = (x: number, y: number) => reached.has(`${x},${y}`);
  const onFloor = (x: number, y: number) => {
    const c = m.map.rows[y]?.[x];
    return c !== undefined && c !== ROCK;
  };
  const monsters = m.monsters ?? [];
  const brought = spawned(m);
  const squaresText = (cells: [number, number][]) => cells.map(([x, y]) => `[${x}, ${y}]`).join(', ');
  const roomSquares = (id: string): [number, number][] => {
    const char = m.map.rooms.find((r) => r.id === id)?.char;
    const out: [number, number][] = [];
    if (char) m.map.rows.forEach((row, y) => [...row].forEach((c, x) => c === char && out.push([x, y])));
    return out;
  };
  /** Why condition `c` cannot be met, and the field it concerns, or null. */
  const why = (c: Record<string, unknown>): [field: string, message: string] | null => {
    const message = problem(c);
    if (message === null) return null;
    const field =
      c.type === 'kill'
        ? typeof c.tag === 'string'
          ? 'tag'
          : 'kind'
        : c.type === 'kill_count'
          ? 'count'
          : c.type === 'kill_all'
            ? 'type'
            : typeof c.room === 'string'
              ? 'room'
              : 'cells';
    return [field, message];
  };
  /** Why condition `c` cannot be met, or null. */
  function problem(c: Record<string, unknown>): string | null {
    switch (c.type) {
      case 'kill_all':
        return monsters.length === 0 && brought.size === 0 ? say(lang, 'allNone', {}) : null;
      case 'kill': {
        if (typeof c.tag === 'string') {
          const tagged = monsters.filter((o) => o.tag === c.tag);
          if (tagged.length === 0) return say(lang, 'tagNone', { tag: names.tag(c.tag) });
          return tagged.every((o) => !reachable(o.x, o.y)) && reached.size > 0 ? say(lang, 'tagOut', { tag: names.tag(c.tag) }) : null;
        }
        if (typeof c.kind !== 'string') return null;
        const placed = monsters.filter((o) => o.kind === c.kind);
        if (brought.has(c.kind)) return null;
        if (placed.length === 0) return say(lang, 'kindNone', { name: names.creature(c.kind) });
        return placed.every((o) => !reachable(o.x, o.y)) && reached.size > 0 ? say(lang, 'kindOut', { name: names.creature(c.kind) }) : null;
      }
      case 'kill_count': {
        const have = monsters.length + [...brought.values()].reduce((a, b) => a + b, 0);
        return typeof c.count === 'number' && c.count > have ? say(lang, 'countOver', { n: c.count, have }) : null;
      }
      case 'reach':
      case 'room_revealed': {
        if (typeof c.room === 'string') {
          const squares = roomSquares(c.room);
          // a room with no squares is the map check's problem; an unknown room the schema's
          if (squares.length === 0 || reached.size === 0 || squares.some(([x, y]) => reachable(x, y))) return null;
          return say(lang, c.type === 'reach' ? 'roomReach' : 'roomReveal', { room: names.room(c.room) });
        }
        const cells = Array.isArray(c.cells) ? c.cells.filter(isSquare) : [];
        // squares on rock or off the map are the schema's problem
        const floor = cells.filter(([x, y]) => onFloor(x, y));
        if (floor.length === 0 || reached.size === 0 || floor.some(([x, y]) => reachable(x, y))) return null;
        return say(lang, 'cellsOut', { squares: squaresText(floor) });
      }
      case 'escort': {
        const npc = (m.npcs ?? []).find((n) => n.name === c.npc);
        const cells = Array.isArray(c.cells) ? c.cells.filter(isSquare).filter(([x, y]) => onFloor(x, y)) : [];
        if (!npc || cells.length === 0 || !onFloor(npc.x, npc.y)) return null;
        const walk = reachableSquares({ ...m, start: [[npc.x, npc.y]] });
        if (cells.some(([x, y]) => walk.has(`${x},${y}`))) return null;
        return say(lang, 'escortOut', { npc: npc.title?.[lang]?.trim() || npc.name, squares: squaresText(cells) });
      }
      default:
        return null;
    }
  }
  const found = win.conditions.map((c, i) => {
    const fault = c && typeof c === 'object' ? why(c as Record<string, unknown>) : null;
    return fault ? { path: `win.conditions[${i}].${fault[0]}`, message: fault[1] } : null;
  });
  const failing = found.filter((f): f is ObjectiveProblem => f !== null);
  // with "any", one condition within reach is enough to win
  if (win.mode !== 'all' && failing.length < found.length) return [];
  return failing;
}
