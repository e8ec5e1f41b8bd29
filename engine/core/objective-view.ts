/**
 * A mission's victory and defeat as a seat that does not see everything may know them (docs/protocol.md, "The view"):
 * the conditions keep their shape, with what the heroes have not found yet taken out — a room not revealed is named
 * `""` (the objective card says "the goal room, still hidden"), a creature kind or tag no visible creature has is left
 * out (`{ "type": "kill" }`: "the foe the mission has chosen"), and the goal squares inside rooms not revealed are left
 * out of `cells` (possibly leaving none: "the goal, yet to be found").
 * @module
 */
import type { Condition } from '../../content/schemas/index.ts';
import { roomIdOf } from './board.ts';
import type { GameState, Unit } from './types.ts';
import type { View } from './view-types.ts';

/** What a redacted condition names in place of something the seat has not found yet. */
export const UNKNOWN = '';

const cache = new WeakMap<GameState['setup']['mission'], Map<string, View['mission']>>();

/**
 * The mission of a view for a seat that does not see everything: its `win` and `lose` conditions told as far as the
 * heroes know them (see the module's note), notes left out. Made once per mission and per what is known (one mark
 * per condition and goal square, read without building anything), so consecutive views share it and a view costs
 * no allocation when nothing new is known.
 */
export function missionAsKnown(state: GameState, units: readonly Unit[]): View['mission'] {
  const { mission } = state.setup;
  const winConditions = typeof mission.win === 'object' ? mission.win.conditions : [];
  let key = '';
  for (const c of winConditions) key += knownMarks(c, state, units) + '|';
  key += '/';
  for (const c of mission.lose) key += knownMarks(c, state, units) + '|';
  let byKey = cache.get(mission);
  if (!byKey) cache.set(mission, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) {
    const win = typeof mission.win === 'object' ? { mode: mission.win.mode, conditions: winConditions.map((c) => asKnown(c, state, units)) } : mission.win;
    const lose = mission.lose.map((c) => asKnown(c, state, units));
    byKey.set(key, (view = { ...mission, win, lose, notes: [] }));
  }
  return view;
}

/** What decides how `cond` reads to the seat, as a short string of marks: `1` known, `0` not, one per goal square. */
function knownMarks(cond: Condition, state: GameState, units: readonly Unit[]): string {
  switch (cond.type) {
    case 'kill':
      return killSeen(cond, units) ? '1' : '0';
    case 'room_revealed':
      return state.revealed.includes(cond.room) ? '1' : '0';
    case 'reach':
      if (cond.room !== undefined) return state.revealed.includes(cond.room) ? '1' : '0';
      return cellMarks(cond.cells ?? [], state);
    case 'escort':
      return cellMarks(cond.cells, state);
    default:
      return '';
  }
}

function cellMarks(cells: readonly [number, number][], state: GameState): string {
  let marks = '';
  for (const [x, y] of cells) marks += inHiddenRoom(state, x, y) ? '0' : '1';
  return marks;
}

function killSeen(cond: Extract<Condition, { type: 'kill' }>, units: readonly Unit[]): boolean {
  for (const u of units) if (u.side === 'master' && !u.npc && (cond.kind !== undefined ? u.kind === cond.kind : u.tag === cond.tag)) return true;
  return false;
}

/** One condition as the heroes may know it. */
function asKnown(cond: Condition, state: GameState, units: readonly Unit[]): Condition {
  switch (cond.type) {
    case 'kill':
      return killSeen(cond, units) ? cond : { type: 'kill' };
    case 'room_revealed':
      return state.revealed.includes(cond.room) ? cond : { ...cond, room: UNKNOWN };
    case 'reach':
      if (cond.room !== undefined) return state.revealed.includes(cond.room) ? cond : { ...cond, room: UNKNOWN };
      return { ...cond, cells: (cond.cells ?? []).filter(([x, y]) => !inHiddenRoom(state, x, y)) };
    case 'escort':
      return { ...cond, cells: cond.cells.filter(([x, y]) => !inHiddenRoom(state, x, y)) };
    default:
      return cond;
  }
}

/** Whether square `[x, y]` lies in a room not revealed yet. */
function inHiddenRoom(state: GameState, x: number, y: number): boolean {
  const { board } = state.setup;
  const room = roomIdOf(board, board.areas[y * board.width + x] ?? -1);
  return room !== null && !state.revealed.includes(room);
}
