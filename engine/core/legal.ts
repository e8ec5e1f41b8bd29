/**
 * The actions a seat may take now. Every action listed here is accepted by `apply` (a property the tests check
 * over many random games); clients highlight squares and targets from it.
 * @module
 */
import { ownValue } from '../../content/own.ts';
import { adjacent } from './board.ts';
import { canStrike } from '../rulesets/classic/combat.ts';
import { moduleOf } from './registry.ts';
import { castRefusal, itemNeedsTarget, itemTargets, spellNeedsTarget, spellTargets } from './magic.ts';
import { reachable } from './movement.ts';
import { searchArea } from './areas.ts';
import { effective } from './units.ts';
import { fleeRefusal } from './flee.ts';
import { isSquareVisibleToHeroes, isUnitVisibleTo } from './view.ts';
import { MASTER, SPECTATOR, type Action, type GameState, type SeatId, type Unit } from './types.ts';

/**
 * Lists every action `seat` may take in `state`: `start` for the master in the lobby (in an `auto` mission, for
 * every seated hero too); on the seat's turn a hero's
 * `roll`, a `move` to each reachable square, `open_door` for each closed door it stands at, `attack` on each adjacent
 * visible creature, and `end_turn`; the master's `move_creature` to each reachable square and `creature_attack` on
 * each hero it can strike, per creature the heroes have found (creatures of unrevealed rooms wait), and `end_turn`; `declare` for the master of a `manual` mission.
 * When the ruleset module plays one unit a turn (d20) the master acts only with the creature whose turn it is; a
 * hero may also take the module's own actions (`RulesetModule.actions`: d20's `defend` and personal `ability`), and in
 * a campaign fight's room `flee` when the Company has the provisions.
 * Moves are listed in square order (row by row). Returns `[]` when the seat may do nothing.
 */
export function legalActions(state: GameState, seat: SeatId): Action[] {
  if (state.phase === 'over' || seat === SPECTATOR) return [];
  if (state.phase === 'lobby') {
    const starts = seat === MASTER || (state.setup.mission.auto && state.seats.some((x) => x.id === seat));
    const out: Action[] = starts && state.seats.length > 0 ? [{ type: 'start' }] : [];
    if (seat === MASTER) out.push(...releases(state));
    return out;
  }
  const out: Action[] = [];
  const module = moduleOf(state);
  const mission = state.setup.mission;
  if (seat === MASTER) out.push(...releases(state));
  if (seat === MASTER && !mission.auto) out.push(...masterTools(state));
  const turn = state.turn!;
  // the computer may play the creatures' turn for the master (`hand_over` and `skip_turn` are offered by masterTools and the server)
  if (seat === MASTER && !mission.auto && turn.seat === MASTER) out.push({ type: 'computer_turn' });
  if (turn.seat !== seat) return out;
  const board = state.setup.board;
  const w = board.width;
  const adj = (a: Unit, b: Unit) => adjacent(board, state.doorsOpen, a.y * w + a.x, b.y * w + b.x);
  const sq = (i: number): [number, number] => [i % w, Math.floor(i / w)];
  if (seat === MASTER) {
    if (!mission.auto) {
      for (const c of state.units) {
        if (c.side !== 'master' || c.npc || !c.alive || !isSquareVisibleToHeroes(state, c.x, c.y)) continue;
        // under a d20 ruleset only the creature whose turn it is acts
        if (turn.unit !== null && c.id !== turn.unit) continue;
        const used = turn.creatures[c.id] ?? { steps: 0, attacked: false };
        if (used.attacked) continue;
        const left = effective(c, 'move') - used.steps;
        if (left > 0) {
          for (const i of reachable(state, c, left).destinations.sort((a, b) => a - b)) out.push({ type: 'move_creature', creature: c.id, to: sq(i) });
        }
        for (const h of state.units) {
          // a ruleset may forbid some targets (d20: creatures strike heroes only, NPCs have no armour there)
          if (h.side === 'heroes' && h.alive && (module.canBeStruck?.(state, c, h) ?? true) && isUnitVisibleTo(state, MASTER, h) && canStrike(state, c, h)) out.push({ type: 'creature_attack', creature: c.id, target: h.id });
        }
      }
    }
    out.push(...npcMoves(state, MASTER));
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
    if (state.doorsFound[i] && !state.doorsOpen[i] && d.between.some(([x, y]) => x === hero.x && y === hero.y)) out.push({ type: 'open_door', door: d.id });
  });
  out.push(...npcMoves(state, seat));
  if (!turn.acted) {
    for (const c of state.units) if (c.side === 'master' && c.alive && isUnitVisibleTo(state, seat, c) && adj(hero, c) && (module.canBeStruck?.(state, hero, c) ?? true)) out.push({ type: 'attack', target: c.id });
    for (const known of hero.spells) {
      const spell = state.setup.spells.find((s) => s.id === known.id);
      if (!spell) continue;
      if (!spellNeedsTarget(spell)) {
        if (castRefusal(state, hero, spell, null) === null) out.push({ type: 'cast', spell: spell.id });
      } else for (const t of spellTargets(state, hero, spell)) if (castRefusal(state, hero, spell, t) === null) out.push({ type: 'cast', spell: spell.id, target: t.id });
    }
    for (const own of Object.values(module.actions ?? {})) out.push(...own.legal(state, hero));
    if (state.setup.campaign && fleeRefusal(state) === null) out.push({ type: 'flee' });
    const area = searchArea(state, hero).key;
    const searched = state.searched[seat] ?? [];
    for (const kind of ['treasure', 'traps'] as const) if (!searched.includes(`${kind}:${area}`)) out.push({ type: 'search', for: kind });
    for (const id of new Set(hero.items)) {
      const item = state.setup.items.find((i) => i.id === id);
      if (!item || item.effects.length === 0) continue;
      if (!itemNeedsTarget(item)) out.push({ type: 'use_item', item: id });
      else for (const t of itemTargets(state, hero, item)) out.push({ type: 'use_item', item: id, target: t.id });
    }
  }
  out.push({ type: 'end_turn' });
  return out;
}

/** The master's (or host's) `release_seat` for each hero seat another player holds (not those the master holds too). */
function releases(state: GameState): Action[] {
  return state.seats.filter((s) => !s.vacant && !s.heldByMaster).map((s) => ({ type: 'release_seat', target: s.id }));
}

/** The `move_npc` actions of `seat` on its turn: every reachable square of each NPC it moves and has not moved yet. */
function npcMoves(state: GameState, seat: SeatId): Action[] {
  const out: Action[] = [];
  const w = state.setup.board.width;
  for (const npc of state.units) {
    if (!npc.npc || !npc.alive || (state.setup.npcMovers[npc.id] === 'master') !== (seat === MASTER)) continue;
    if (!isSquareVisibleToHeroes(state, npc.x, npc.y)) continue;
    const used = seat === MASTER ? (state.turn!.creatures[npc.id]?.steps ?? 0) : state.npcMoved[npc.id] === state.round ? npc.move : 0;
    const left = effective(npc, 'move') - used;
    if (left <= 0) continue;
    for (const i of reachable(state, npc, left).destinations.sort((a, b) => a - b)) out.push({ type: 'move_npc', npc: npc.id, to: [i % w, Math.floor(i / w)] });
  }
  return out;
}

/**
 * The master's actions not bound to its turn: `hand_over` (to the computer, or back), `declare` in a `manual` mission, `teach` each spell a living hero does not
 * know, `play_card` from each deck with cards (with no target: the master may add one), `resolve` each pending custom effect.
 */
function masterTools(state: GameState): Action[] {
  const out: Action[] = [];
  out.push({ type: 'hand_over', to: state.computer === true ? 'master' : 'computer' });
  if (state.setup.mission.win === 'manual') out.push({ type: 'declare', winner: 'heroes' }, { type: 'declare', winner: 'master' });
  for (const h of state.units) {
    if (h.side !== 'heroes' || h.npc || !h.alive) continue;
    for (const sp of state.setup.spells) if (!h.spells.some((k) => k.id === sp.id)) out.push({ type: 'teach', hero: h.id, spell: sp.id });
  }
  for (const d of state.setup.decks) {
    const pile = ownValue(state.decks, d.id)!;
    if (pile.draw.length + pile.discard.length > 0) out.push({ type: 'play_card', deck: d.id });
  }
  for (const p of state.pending) out.push({ type: 'resolve', id: p.id });
  return out;
}
