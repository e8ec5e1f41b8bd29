/**
 * The actions a seat may take now: the candidates worth trying (squares in reach, units in sight, the seat's tools),
 * each tried through the reducer by a {@link Probe}, which stops at the first change: so every action listed is one
 * `apply` accepts, and the rules are written once, in `apply`. Clients highlight squares and targets from the list.
 * The random-game tests check both ways that the list is what `apply` accepts.
 * @module
 */
import { itemNeedsTarget, itemTargets, spellNeedsTarget, spellTargets } from './magic.ts';
import { moduleOf } from './registry.ts';
import { Probe } from './probe.ts';
import { stepsLeft } from './units.ts';
import { MASTER, SPECTATOR, type Action, type GameState, type SeatId, type Unit } from './types.ts';

/**
 * Lists every action `seat` may take in `state`, as `apply` would judge it: in the lobby `start` and the master's
 * `release_seat`; the master's tools (`hand_over`, `declare`, `teach`, `play_card`, `resolve`) and `computer_turn`;
 * on the seat's turn a hero's `roll`, `move` to each square it can reach, `open_door`, `attack`, `cast`, the module's
 * own actions (`RulesetModule.actions`), `flee`, `search`, `use_item`, `move_npc` and `end_turn`; the master's
 * `move_creature`, `creature_attack`, `move_npc` and `end_turn`. Moves are listed in square order (row by row).
 * `join` and `skip_turn` are not listed (the server offers them). Returns `[]` when the seat may do nothing.
 */
export function legalActions(state: GameState, seat: SeatId): Action[] {
  // the reducer refuses everything of a spectator and of a finished game
  if (state.phase === 'over' || seat === SPECTATOR) return [];
  const probe = new Probe(state);
  return candidates(state, seat, probe).filter((a) => probe.accepts(seat, a));
}

/**
 * The actions worth trying for `seat`: every one `apply` could accept, and others it refuses. Kept small for speed by
 * where things are (the squares a unit reaches, the doors it stands at), never by the rules, which `apply` checks.
 */
function candidates(state: GameState, seat: SeatId, probe: Probe): Action[] {
  // the master's tools are tried for the master's seat (the room's host in an `auto` mission)
  const tools = seat === MASTER ? releases(state) : [];
  if (state.phase === 'lobby') return [{ type: 'start' }, ...tools];
  const out: Action[] = seat === MASTER ? [...tools, ...masterTools(state), { type: 'computer_turn' }] : [];
  // in-turn actions of another seat are refused (`not_your_turn`): none to try
  const turn = state.turn!;
  if (turn.seat !== seat) return out;
  if (seat === MASTER) {
    for (const c of state.units) {
      if (c.side !== 'master' || c.npc || !c.alive) continue;
      out.push(...moves(state, probe, c, stepsLeft(state, MASTER, c), (to) => ({ type: 'move_creature', creature: c.id, to })));
      for (const h of state.units) if (h.side === 'heroes' && h.alive) out.push({ type: 'creature_attack', creature: c.id, target: h.id });
    }
    out.push(...npcMoves(state, probe, MASTER), { type: 'end_turn' });
    return out;
  }
  const hero = state.units.find((u) => u.id === seat && u.alive);
  if (!hero) return [...out, { type: 'end_turn' }];
  out.push({ type: 'roll' }, ...moves(state, probe, hero, turn.stepsLeft, (to) => ({ type: 'move', to })));
  for (const d of state.setup.board.doors) if (d.between.some(([x, y]) => x === hero.x && y === hero.y)) out.push({ type: 'open_door', door: d.id });
  out.push(...npcMoves(state, probe, seat));
  for (const c of state.units) if (c.side === 'master' && c.alive) out.push({ type: 'attack', target: c.id });
  for (const known of hero.spells) {
    const spell = state.setup.spells.find((s) => s.id === known.id);
    if (!spell) continue;
    if (!spellNeedsTarget(spell)) out.push({ type: 'cast', spell: spell.id });
    else for (const t of spellTargets(state, hero, spell)) out.push({ type: 'cast', spell: spell.id, target: t.id });
  }
  for (const own of Object.values(moduleOf(state).actions ?? {})) out.push(...own.candidates(state, hero));
  out.push({ type: 'flee' }, { type: 'search', for: 'treasure' }, { type: 'search', for: 'traps' });
  for (const id of new Set(hero.items)) {
    const item = state.setup.items.find((i) => i.id === id);
    if (!item) continue;
    if (!itemNeedsTarget(item)) out.push({ type: 'use_item', item: id });
    else for (const t of itemTargets(state, hero, item)) out.push({ type: 'use_item', item: id, target: t.id });
  }
  out.push({ type: 'end_turn' });
  return out;
}

/** A move of `unit` to each square it reaches with `steps` steps, in square order (none without a step left). */
function moves(state: GameState, probe: Probe, unit: Unit, steps: number, move: (to: [number, number]) => Action): Action[] {
  if (steps <= 0) return [];
  const w = state.setup.board.width;
  return [...probe.reachable(unit, steps).destinations].sort((a, b) => a - b).map((i) => move([i % w, Math.floor(i / w)]));
}

/** The master's `release_seat` of each hero seat. */
function releases(state: GameState): Action[] {
  return state.seats.map((s) => ({ type: 'release_seat', target: s.id }));
}

/** The `move_npc` actions of `seat`: each NPC to every square it reaches with the steps it has left. */
function npcMoves(state: GameState, probe: Probe, seat: SeatId): Action[] {
  const out: Action[] = [];
  for (const npc of state.units) {
    if (npc.npc && npc.alive) out.push(...moves(state, probe, npc, stepsLeft(state, seat, npc), (to) => ({ type: 'move_npc', npc: npc.id, to })));
  }
  return out;
}

/**
 * The master's actions not bound to its turn: `hand_over` (to the computer, or back), `declare` either side the
 * winner, `teach` each spell to each hero, `play_card` from each deck (with no target: the master may add one),
 * `resolve` each pending custom effect.
 */
function masterTools(state: GameState): Action[] {
  const out: Action[] = [{ type: 'hand_over', to: 'computer' }, { type: 'hand_over', to: 'master' }, { type: 'declare', winner: 'heroes' }, { type: 'declare', winner: 'master' }];
  for (const h of state.units) if (h.side === 'heroes') for (const sp of state.setup.spells) out.push({ type: 'teach', hero: h.id, spell: sp.id });
  for (const d of state.setup.decks) out.push({ type: 'play_card', deck: d.id });
  for (const p of state.pending) out.push({ type: 'resolve', id: p.id });
  return out;
}
