/**
 * Turn order under a d20 ruleset (spec 003: "Initiative is a fixed integer, descending across heroes and enemies;
 * no initiative roll occurs. Equal scores compare equal in the current list sort ... Dead actors are skipped. A
 * round advances when the order wraps. One normal action completes the actor's turn ... Frozen skips consume the
 * whole turn."). A creature's scheduled action (a timed action, a toll) takes its whole turn at its beginning. The list is the heroes in seat order, then the creatures in mission order; a stable sort by
 * initiative keeps that order between equals. On the board a creature takes turns once the heroes have found it
 * (a creature of an unrevealed room waits, as under the classic rules); NPCs do not take turns.
 * @module
 */
import type { Draft } from '../draft.ts';
import { MASTER, type GameState, type Unit } from '../types.ts';
import { isSquareVisibleToHeroes } from '../view.ts';
import { endOfD20Turn, startOfD20Turn } from './upkeep.ts';

/** Every unit that takes turns, alive or not, in initiative order (see the module). */
export function initiativeOrder(state: GameState): Unit[] {
  const heroes = state.seats.map((s) => state.units.find((u) => u.id === s.id)).filter((u): u is Unit => u !== undefined);
  const creatures = state.units.filter((u) => u.side === 'master' && !u.npc);
  return [...heroes, ...creatures].filter((u) => u.d20 !== null).sort((a, b) => b.d20!.initiative - a.d20!.initiative);
}

/**
 * The round of `unit`'s fight (spec 003's rounds: "Grave Chill: ... exact round 3"; Dreadbell "from round 2"):
 * 1 in the game round of its first turn, counting up with the game's rounds; 0 before its first turn. On the
 * board a fight begins when the heroes find the creature, not when the game does.
 */
export function combatRound(state: GameState, unit: Unit): number {
  const first = unit.d20?.firstRound ?? null;
  return first === null ? 0 : state.round - first + 1;
}

/** Whether `unit` takes its turn now: alive, and (a creature) on a square the heroes have found. */
function acts(state: GameState, unit: Unit): boolean {
  return unit.alive && (unit.side === 'heroes' || isSquareVisibleToHeroes(state, unit.x, unit.y));
}

/**
 * The next unit to act after `current` (null: from the top of the round), and whether the order wrapped (the
 * round is over). `null` when nobody can act.
 */
function nextActor(state: GameState, current: string | null): { unit: Unit; wrapped: boolean } | null {
  const order = initiativeOrder(state);
  const from = current === null ? 0 : order.findIndex((u) => u.id === current) + 1;
  const after = order.slice(from).find((u) => acts(state, u));
  if (after) return { unit: after, wrapped: false };
  const first = order.find((u) => acts(state, u));
  return first ? { unit: first, wrapped: current !== null } : null;
}

/**
 * Begins `unit`'s turn: the turn record (seat: the hero's, or the master for a creature), `turn_started`, and the
 * start-of-turn upkeep. @returns whether the turn is lost (poison killed it, or it was frozen).
 */
function beginTurn(draft: Draft, unit: Unit): boolean {
  const seat = unit.side === 'heroes' ? unit.id : MASTER;
  // its fight begins with its first turn: a creature found late counts its combat rounds from there
  if (unit.d20 && unit.d20.firstRound === null) draft.updateUnit(unit.id, { d20: { ...unit.d20, firstRound: draft.state.round } });
  draft.state.turn = { seat, roll: null, stepsLeft: 0, moved: false, acted: false, creatures: {}, unit: unit.id };
  draft.emit({ type: 'turn_started', seat, round: draft.state.round, unit: unit.id });
  return startOfD20Turn(draft, unit);
}

/**
 * Ends the current turn and begins the next one actually played: lost turns (frozen, killed by poison) are
 * skipped past; when the order wraps, `onRoundEnd` runs (it may end the game) and the round number goes up. In
 * an `auto` mission each creature's turn is played at once by `playCreature`.
 */
export function advanceD20Turn(draft: Draft, onRoundEnd: (draft: Draft) => void, playCreature: (draft: Draft, unit: Unit) => void, scheduled: (draft: Draft, unit: Unit) => boolean): void {
  let current = draft.state.turn!.unit!;
  for (;;) {
    draft.emit({ type: 'turn_ended', seat: draft.state.turn!.seat, unit: current });
    endOfD20Turn(draft, current);
    const next = nextActor(draft.state, current);
    if (!next) return;
    if (next.wrapped) {
      onRoundEnd(draft);
      if (draft.state.phase === 'over') {
        draft.state.turn = null;
        return;
      }
      draft.state.round = draft.state.round + 1;
    }
    const lost = beginTurn(draft, next.unit);
    if (draft.state.phase === 'over') return;
    current = next.unit.id;
    if (lost) continue;
    // a creature's scheduled action (Grave Chill, the Dreadbell) takes its whole turn, whoever plays it
    if (next.unit.side === 'master' && scheduled(draft, draft.unit(current)!)) {
      if (draft.state.phase !== 'playing') return;
      continue;
    }
    if (next.unit.side === 'master' && draft.state.setup.mission.auto) {
      playCreature(draft, draft.unit(current)!);
      if (draft.state.phase !== 'playing') return;
      continue;
    }
    return;
  }
}

/** Begins the first turn of the game: the highest initiative. */
export function firstD20Turn(draft: Draft, onRoundEnd: (draft: Draft) => void, playCreature: (draft: Draft, unit: Unit) => void, scheduled: (draft: Draft, unit: Unit) => boolean): void {
  const first = nextActor(draft.state, null);
  if (!first) return;
  const lost = beginTurn(draft, first.unit);
  const creature = first.unit.side === 'master';
  const done = lost || (creature && scheduled(draft, draft.unit(first.unit.id)!));
  if (!done && creature && draft.state.setup.mission.auto) playCreature(draft, draft.unit(first.unit.id)!);
  if ((done || (creature && draft.state.setup.mission.auto)) && draft.state.phase === 'playing') advanceD20Turn(draft, onRoundEnd, playCreature, scheduled);
}
