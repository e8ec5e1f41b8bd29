/**
 * Turn structure (spec README, "Round"): every living hero seat takes its turn in seat order, then the master
 * takes one turn for all creatures; that makes a round.
 * @module
 */
import type { Draft } from './draft.ts';
import { MASTER, type GameState, type SeatId } from './types.ts';

/** Whether the hero of a seat is alive. */
export function seatAlive(state: GameState, seat: SeatId): boolean {
  return state.units.some((u) => u.id === seat && u.alive);
}

/** Begins `seat`'s turn: a fresh turn record and a `turn_started` event. */
export function beginTurn(draft: Draft, seat: SeatId): void {
  draft.state.turn = { seat, roll: null, stepsLeft: 0, moved: false, acted: false, creatures: {} };
  draft.emit({ type: 'turn_started', seat, round: draft.state.round });
}

/**
 * Ends the current turn and begins the next: the next living hero seat, else the master; after the master,
 * a new round from the first living hero. `onRoundEnd` runs between rounds (for round-counting conditions)
 * and may end the game, in which case no new turn begins.
 */
export function advanceTurn(draft: Draft, onRoundEnd: (draft: Draft) => void): void {
  const s = draft.state;
  const current = s.turn!.seat;
  draft.emit({ type: 'turn_ended', seat: current });
  const heroes = s.seats.map((seat) => seat.id);
  if (current !== MASTER) {
    const after = heroes.slice(heroes.indexOf(current) + 1).find((id) => seatAlive(s, id));
    beginTurn(draft, after ?? MASTER);
    return;
  }
  onRoundEnd(draft);
  if (draft.state.phase === 'over') {
    draft.state.turn = null;
    return;
  }
  draft.state.round = s.round + 1;
  const first = heroes.find((id) => seatAlive(draft.state, id));
  beginTurn(draft, first ?? MASTER);
}
