/**
 * Turn structure (spec README, "Round"): every living hero seat takes its turn in seat order, then the master
 * takes one turn for all creatures; that makes a round. A hero that is stunned, or dies of poison at the start of its
 * turn, loses that turn. A d20 ruleset plays by fixed initiative instead (`d20-play/turns.ts`).
 * @module
 */
import type { Draft } from './draft.ts';
import { playCreatures } from './ai.ts';
import { checkOutcome } from './outcome.ts';
import { endOfRound, endOfTurn, startOfTurn } from './upkeep.ts';
import { advanceD20Turn, firstD20Turn } from './d20-play/turns.ts';
import { playD20Creature, scheduledAction } from './d20-play/ai.ts';
import { MASTER, type GameState, type SeatId } from './types.ts';

/** Whether the hero of a seat is alive. */
export function seatAlive(state: GameState, seat: SeatId): boolean {
  return state.units.some((u) => u.id === seat && u.alive);
}

/**
 * Begins `seat`'s turn: a fresh turn record, a `turn_started` event, and the start-of-turn upkeep.
 * @returns whether the seat loses this turn (see `startOfTurn`).
 */
function beginTurn(draft: Draft, seat: SeatId): boolean {
  draft.state.turn = { seat, roll: null, stepsLeft: 0, moved: false, acted: false, creatures: {}, unit: null };
  draft.emit({ type: 'turn_started', seat, round: draft.state.round });
  return startOfTurn(draft, seat);
}

/** The seat after `current` in the round: the next living hero seat, else the master; null after the master. */
function seatAfter(state: GameState, current: SeatId | null): SeatId | null {
  if (current === MASTER) return null;
  const heroes = state.seats.map((seat) => seat.id);
  const from = current === null ? 0 : heroes.indexOf(current) + 1;
  return heroes.slice(from).find((id) => seatAlive(state, id)) ?? MASTER;
}

/**
 * Ends the current turn and begins the next one that is actually played, skipping lost turns. After the master,
 * `onRoundEnd` runs (round-counting conditions; it may end the game, and then no turn begins) and a new round starts.
 */
export function advanceTurn(draft: Draft, onRoundEnd: (draft: Draft) => void): void {
  if (draft.state.setup.d20) return advanceD20Turn(draft, onRoundEnd, playD20Creature, scheduledAction);
  let current: SeatId | null = draft.state.turn!.seat;
  for (;;) {
    draft.emit({ type: 'turn_ended', seat: current! });
    endOfTurn(draft, current!);
    let next = seatAfter(draft.state, current);
    if (next === null) {
      endOfRound(draft);
      onRoundEnd(draft);
      if (draft.state.phase === 'over') {
        draft.state.turn = null;
        return;
      }
      draft.state.round = draft.state.round + 1;
      next = seatAfter(draft.state, null)!;
    }
    const lost = beginTurn(draft, next);
    if (next === MASTER && draft.state.setup.mission.auto) {
      // no master: the computer plays the creatures at once, and the round goes on
      playCreatures(draft);
      checkOutcome(draft);
      if (draft.state.phase === 'over') return;
    } else if (!lost || next === MASTER) return;
    current = next;
  }
}

/** Begins the first turn of the game (the first hero seat). */
export function firstTurn(draft: Draft, onRoundEnd: (draft: Draft) => void): void {
  if (draft.state.setup.d20) return firstD20Turn(draft, onRoundEnd, playD20Creature, scheduledAction);
  if (beginTurn(draft, seatAfter(draft.state, null)!)) advanceTurn(draft, onRoundEnd);
}
