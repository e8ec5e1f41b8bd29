/**
 * The actions a seat may take now, judged by the reducer's own checks, written once: the checks that are values
 * (`gateRefusal`, `heroRefusal`, `rollRefusal`, `attackRefusal`, `doorRefusal`, `spellRefusal`, `itemRefusal`,
 * `searchRefusal`, … beside `apply`'s steps, which call them; a module action's `refusal`) are read directly, over
 * the candidates worth asking (squares in reach, units in sight, the seat's tools); the others (`start`, a module
 * action without a `refusal`) are tried through the reducer by a {@link Probe}, which stops at the first change. So every action listed is one `apply`
 * accepts; the random-game tests check both ways that the list is what `apply` accepts. Clients highlight squares
 * and targets from the list.
 * @module
 */
import {
  attackRefusal,
  creatureRefusal,
  creatureRefusals,
  declareRefusal,
  doorRefusal,
  gateRefusal,
  heroMoveRefusal,
  heroRefusal,
  npcMoveRefusal,
  rollRefusal,
} from './apply.ts';
import { computerTurnRefusal, handOverRefusal, releaseRefusal } from './absence.ts';
import { actedRefusal } from './acting.ts';
import { withinReach } from './footprint.ts';
import { fleeRefusal } from './flee.ts';
import {
  itemNeedsTarget,
  itemRefusal,
  itemTargets,
  knownSpellRefusal,
  playCardRefusal,
  pupilRefusal,
  resolveRefusal,
  spellNeedsTarget,
  spellRefusal,
  spellTargets,
} from './magic.ts';
import { searchRefusal } from './objects.ts';
import { searchArea } from './areas.ts';
import { moduleOf } from './registry.ts';
import { reachable } from './movement.ts';
import { stepCostOf } from './step-cost.ts';
import { Probe } from './probe.ts';
import { stepsLeft } from './units.ts';
import { MASTER, SPECTATOR, type Action, type GameError, type GameState, type SeatId, type Unit } from './types.ts';

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
  const out: Action[] = [];
  // the probe is made at the first try: most seats' lists need none
  const list: List = { state, seat, out, probe: null };
  if (state.phase === 'lobby') {
    listTried(list, { type: 'start' });
    if (seat === MASTER) for (const s of state.seats) listWhen(list, { type: 'release_seat', target: s.id }, releaseRefusal(state, s.id));
    return out;
  }
  // the master's tools, not bound to its turn (the room's host's in an `auto` mission); each tool's gate is asked
  // once, and an action is made only once its check has passed
  if (seat === MASTER) {
    for (const s of state.seats) if (releaseRefusal(state, s.id) === null) out.push({ type: 'release_seat', target: s.id });
    if (gateRefusal(state, seat, 'hand_over') === null)
      for (const to of ['computer', 'master'] as const) if (handOverRefusal(state, to) === null) out.push({ type: 'hand_over', to });
    if (gateRefusal(state, seat, 'declare') === null && declareRefusal(state) === null)
      out.push({ type: 'declare', winner: 'heroes' }, { type: 'declare', winner: 'master' });
    if (gateRefusal(state, seat, 'teach') === null) {
      // `teachRefusal` in parts: each hero asked once, then each of the game's spells (so none is unknown)
      for (const h of state.units)
        if (pupilRefusal(h, h.id) === null)
          for (const sp of state.setup.spells) if (knownSpellRefusal(h, sp.id) === null) out.push({ type: 'teach', hero: h.id, spell: sp.id });
    }
    if (gateRefusal(state, seat, 'play_card') === null)
      for (const d of state.setup.decks) if (playCardRefusal(state, d.id) === null) out.push({ type: 'play_card', deck: d.id });
    if (gateRefusal(state, seat, 'resolve') === null)
      for (const p of state.pending) if (resolveRefusal(state, p.id) === null) out.push({ type: 'resolve', id: p.id });
    listWhen(list, { type: 'computer_turn' }, computerTurnRefusal(state));
  }
  // in-turn actions of another seat are refused (`not_your_turn`), but for a module's answers to a prompt (a reaction)
  const turn = state.turn!;
  if (turn.seat !== seat) {
    if (seat !== MASTER && heroRefusal(state, seat) === null) anyTurnActions(list, state.units.find((u) => u.id === seat)!);
    return out;
  }
  if (seat === MASTER) {
    for (const c of state.units) {
      if (c.side !== 'master' || c.npc || creatureRefusal(state, seat, c.id, c) !== null) continue;
      if (creatureRefusals.move(state, c) === null)
        out.push(...moves(state, c, stepsLeft(state, MASTER, c), (to) => ({ type: 'move_creature', creature: c.id, to })));
      for (const h of state.units)
        if (h.side === 'heroes' && h.alive) listWhen(list, { type: 'creature_attack', creature: c.id, target: h.id }, creatureRefusals.attack(state, c, h.id));
    }
    npcMoves(state, seat, out);
    listWhen(list, { type: 'end_turn' }, null);
    return out;
  }
  if (heroRefusal(state, seat) !== null) {
    listWhen(list, { type: 'end_turn' }, null);
    return out;
  }
  const hero = state.units.find((u) => u.id === seat)!;
  listWhen(list, { type: 'roll' }, rollRefusal(state));
  if (heroMoveRefusal(state) === null) out.push(...moves(state, hero, turn.stepsLeft, (to) => ({ type: 'move', to })));
  for (const d of state.setup.board.doors)
    if (d.between.some(([x, y]) => x === hero.x && y === hero.y)) listWhen(list, { type: 'open_door', door: d.id }, doorRefusal(state, hero, d.id));
  npcMoves(state, seat, out);
  for (const c of state.units)
    if (c.side === 'master' && withinReach(state, hero, c)) listWhen(list, { type: 'attack', target: c.id }, attackRefusal(state, hero, c.id, c));
  // a cast and an item spend the turn's one action: they are tried only while it is not spent (`actedRefusal`)
  const canAct = actedRefusal(state) === null;
  if (canAct) {
    for (const known of hero.spells) {
      const spell = state.setup.spells.find((s) => s.id === known.id);
      if (!spell) continue;
      if (!spellNeedsTarget(spell)) listWhen(list, { type: 'cast', spell: spell.id }, spellRefusal(state, hero, spell.id, undefined));
      else {
        const targets = spellTargets(state, hero, spell);
        for (const t of targets) listWhen(list, { type: 'cast', spell: spell.id, target: t.id }, spellRefusal(state, hero, spell.id, t.id, CHOSEN, targets));
      }
    }
  }
  for (const own of Object.values(moduleOf(state).actions ?? {})) {
    for (const a of own.candidates(state, hero))
      if (own.refusal) listWhen(list, a, own.refusal(state, hero, a));
      else listTried(list, a);
  }
  if (state.setup.campaign) listWhen(list, { type: 'flee' }, fleeRefusal(state));
  const area = searchArea(state, hero).key;
  for (const kind of ['treasure', 'traps'] as const) listWhen(list, { type: 'search', for: kind }, searchRefusal(state, hero, kind, area));
  if (canAct) {
    for (const id of new Set(hero.items)) {
      const item = state.setup.items.find((i) => i.id === id);
      if (!item) continue;
      if (!itemNeedsTarget(item)) listWhen(list, { type: 'use_item', item: id }, itemRefusal(state, hero, id, undefined));
      else {
        const targets = itemTargets(state, hero, item);
        for (const t of targets) listWhen(list, { type: 'use_item', item: id, target: t.id }, itemRefusal(state, hero, id, t.id, CHOSEN, targets));
      }
    }
  }
  listWhen(list, { type: 'end_turn' }, null);
  return out;
}

/** Lists the module's actions `hero` may take outside its turn (`ModuleAction.anyTurn`), each as its refusal judges it. */
function anyTurnActions(list: List, hero: Unit): void {
  for (const own of Object.values(moduleOf(list.state).actions ?? {})) {
    if (own.anyTurn !== true) continue;
    for (const a of own.candidates(list.state, hero))
      if (own.refusal) listWhen(list, a, own.refusal(list.state, hero, a));
      else listTried(list, a);
  }
}

/** Where the refusal functions put the chosen unit; `legalActions` does not read it (one object, not one per candidate). */
const CHOSEN: { unit: Unit | null } = { unit: null };

/** A list being made: the state and seat it is for, the actions listed so far, and the probe once one is needed. */
interface List {
  state: GameState;
  seat: SeatId;
  out: Action[];
  probe: Probe | null;
}

/** Lists `action` when the reducer's check (a value) passes, after the seat's. */
function listWhen(list: List, action: Action, refusal: GameError | null): void {
  if (refusal === null && gateRefusal(list.state, list.seat, action.type) === null) list.out.push(action);
}

/** Lists `action` when the reducer accepts it, tried (for the actions whose rules are not values). */
function listTried(list: List, action: Action): void {
  if (gateRefusal(list.state, list.seat, action.type) === null && (list.probe ??= new Probe(list.state)).accepts(list.seat, action)) list.out.push(action);
}

/**
 * A move of `unit` to each square it reaches with `steps` steps, in square order: the squares the reducer accepts
 * once the unit's own checks have passed (it reads the same reach: `reachable` over the state, through the draft).
 */
function moves(state: GameState, unit: Unit, steps: number, move: (to: [number, number]) => Action): Action[] {
  const w = state.setup.board.width;
  return reachable(state, unit, steps, -1, stepCostOf(state, unit))
    .destinations.sort((a, b) => a - b)
    .map((i) => move([i % w, Math.floor(i / w)]));
}

/** Adds to `out` the `move_npc` actions of `seat`: each NPC it may move, to every square it reaches with the steps it has left. */
function npcMoves(state: GameState, seat: SeatId, out: Action[]): void {
  for (const npc of state.units) {
    if (npc.npc && npcMoveRefusal(state, seat, npc.id) === null)
      out.push(...moves(state, npc, stepsLeft(state, seat, npc), (to) => ({ type: 'move_npc', npc: npc.id, to })));
  }
}
