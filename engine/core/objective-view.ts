/**
 * A mission's victory and defeat as a seat that does not see everything may know them (docs/protocol.md, "The view"):
 * the conditions keep their shape, with what the heroes have not found yet taken out — a room not revealed is named
 * `""` (the objective card says "the goal room, still hidden"), a creature kind or tag no visible creature has is left
 * out (`{ "type": "kill" }`: "the foe the mission has chosen"), and the goal squares inside rooms not revealed are left out of `cells` (possibly leaving none: "the goal, yet to be found").
 * @module
 */
import type { Condition } from '../../content/schemas/index.ts';
import { roomIdOf } from './board.ts';
import type { GameState, Unit } from './types.ts';
import type { View } from './view-types.ts';

/** What a redacted condition names in place of something the seat has not found yet. */
export const UNKNOWN = '';

/** What the seat knows that decides how the conditions read: rooms revealed, creatures seen. */
interface Known {
  state: GameState;
  units: readonly Unit[];
}

const cache = new WeakMap<GameState['setup']['mission'], Map<string, View['mission']>>();

/**
 * The mission of a view for a seat that does not see everything: its `win` and `lose` conditions told as far as the
 * heroes know them (see the module's note), notes left out. Made once per mission and per what is known, so
 * consecutive views share it.
 */
export function missionAsKnown(state: GameState, units: readonly Unit[]): View['mission'] {
  const { mission } = state.setup;
  const known: Known = { state, units };
  const win = typeof mission.win === 'object' ? { mode: mission.win.mode, conditions: mission.win.conditions.map((c) => asKnown(c, known)) } : mission.win;
  const lose = mission.lose.map((c) => asKnown(c, known));
  const key = JSON.stringify([win, lose]);
  let byKey = cache.get(mission);
  if (!byKey) cache.set(mission, (byKey = new Map()));
  let view = byKey.get(key);
  if (!view) byKey.set(key, (view = { ...mission, win, lose, notes: [] }));
  return view;
}

/** One condition as the heroes may know it. */
function asKnown(cond: Condition, { state, units }: Known): Condition {
  const roomKnown = (room: string) => state.revealed.includes(room);
  const seenCells = (cells: [number, number][]) => cells.filter(([x, y]) => !inHiddenRoom(state, x, y));
  switch (cond.type) {
    case 'kill': {
      const seen = units.some((u) => u.side === 'master' && !u.npc && (cond.kind !== undefined ? u.kind === cond.kind : u.tag === cond.tag));
      return seen ? cond : { type: 'kill' };
    }
    case 'room_revealed':
      return roomKnown(cond.room) ? cond : { ...cond, room: UNKNOWN };
    case 'reach':
      if (cond.room !== undefined) return roomKnown(cond.room) ? cond : { ...cond, room: UNKNOWN };
      return { ...cond, cells: seenCells(cond.cells ?? []) };
    case 'escort':
      return { ...cond, cells: seenCells(cond.cells) };
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
