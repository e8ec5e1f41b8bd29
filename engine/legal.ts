/**
 * The actions a seat may take now. Every action listed here is accepted by `apply` (a property the tests check
 * over many random games); clients highlight squares and targets from it.
 * @module
 */
import { adjacent } from './board.ts';
import { reachable } from './movement.ts';
import { isUnitVisibleTo } from './view.ts';
import { MASTER, type Action, type GameState, type SeatId, type Unit } from './types.ts';

/**
 * Lists every action `seat` may take in `state`: `start` for the master in the lobby; on the seat's turn a hero's
 * `roll`, a `move` to each reachable square, `open_door` for each closed door it stands at, `attack` on each adjacent
 * visible creature, and `end_turn`; the master's `move_creature` to each reachable square and `creature_attack` on
 * each adjacent hero, per creature, and `end_turn`; `declare` for the master of a `manual` mission.
 * Moves are listed in square order (row by row). Returns `[]` when the seat may do nothing.
 */
export function legalActions(state: GameState, seat: SeatId): Action[] {
  if (state.phase === 'over') return [];
  if (state.phase === 'lobby') return seat === MASTER && state.seats.length > 0 ? [{ type: 'start' }] : [];
  const out: Action[] = [];
  const mission = state.setup.mission;
  if (seat === MASTER && mission.win === 'manual') out.push({ type: 'declare', winner: 'heroes' }, { type: 'declare', winner: 'master' });
  const turn = state.turn!;
  if (turn.seat !== seat) return out;
  const board = state.setup.board;
  const w = board.width;
  const adj = (a: Unit, b: Unit) => adjacent(board, state.doorsOpen, a.y * w + a.x, b.y * w + b.x);
  const sq = (i: number): [number, number] => [i % w, Math.floor(i / w)];
  if (seat === MASTER) {
    if (!mission.auto) {
      for (const c of state.units) {
        if (c.side !== 'master' || !c.alive) continue;
        const used = turn.creatures[c.id] ?? { steps: 0, attacked: false };
        if (used.attacked) continue;
        const left = c.move - used.steps;
        if (left > 0) {
          for (const i of reachable(state, c, left).destinations.sort((a, b) => a - b)) out.push({ type: 'move_creature', creature: c.id, to: sq(i) });
        }
        for (const h of state.units) if (h.side === 'heroes' && h.alive && adj(c, h)) out.push({ type: 'creature_attack', creature: c.id, target: h.id });
      }
    }
    out.push({ type: 'end_turn' });
    return out;
  }
  const hero = state.units.find((u) => u.id === seat && u.alive);
  if (!hero) return [{ type: 'end_turn' }];
  if (!turn.roll) out.push({ type: 'roll' });
  else if (turn.stepsLeft > 0) {
    for (const i of reachable(state, hero, turn.stepsLeft).destinations.sort((a, b) => a - b)) out.push({ type: 'move', to: sq(i) });
  }
  board.doors.forEach((d, i) => {
    if (!d.secret && !state.doorsOpen[i] && d.between.some(([x, y]) => x === hero.x && y === hero.y)) out.push({ type: 'open_door', door: d.id });
  });
  if (!turn.acted) {
    for (const c of state.units) if (c.side === 'master' && c.alive && isUnitVisibleTo(state, seat, c) && adj(hero, c)) out.push({ type: 'attack', target: c.id });
  }
  out.push({ type: 'end_turn' });
  return out;
}
