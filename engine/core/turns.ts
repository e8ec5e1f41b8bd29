/**
 * The one turn loop (spec README, "Round"). The ruleset module's `turnOrder` says which slot plays next
 * — classic: every living hero seat in seat order, then the master for all creatures; d20 and `rules`: one unit at
 * a time by initiative — and its hooks run the edges of turns and rounds. A lost turn (stunned, frozen, killed by
 * poison at its start) is skipped past; in an `auto` mission (or once the master handed them over) the computer plays the creatures' turns at once.
 * @module
 */
import type { Draft } from './draft.ts';
import { checkOutcome } from './outcome.ts';
import { moduleOf } from './registry.ts';
import type { RulesetModule, TurnSlot } from './module.ts';
import { MASTER, type GameState, type SeatId } from './types.ts';

/** Whether the hero of a seat is alive. */
export function seatAlive(state: GameState, seat: SeatId): boolean {
  return state.units.some((u) => u.id === seat && u.alive);
}

/** The slot of the turn under way. */
function slotOf(draft: Draft): TurnSlot {
  const turn = draft.state.turn!;
  return { seat: turn.seat, unit: turn.unit };
}

/**
 * Begins `slot`'s turn: a fresh turn record, `turn_started` (with the unit when the slot has one), and the
 * module's start-of-turn upkeep. @returns whether the turn is lost.
 */
function beginTurn(draft: Draft, module: RulesetModule, slot: TurnSlot): boolean {
  draft.state.turn = { seat: slot.seat, roll: null, stepsLeft: 0, moved: false, acted: false, creatures: {}, unit: slot.unit };
  draft.emit(
    slot.unit === null
      ? { type: 'turn_started', seat: slot.seat, round: draft.state.round }
      : { type: 'turn_started', seat: slot.seat, round: draft.state.round, unit: slot.unit },
  );
  return module.startTurn?.(draft, slot) ?? false;
}

/**
 * Plays on from a turn just begun until a turn needs a player: a lost turn, a creature's scheduled action and an
 * `auto` mission's computer turn each end by themselves. @returns whether the loop must go on to the next slot.
 */
function playedByItself(draft: Draft, module: RulesetModule, slot: TurnSlot, lost: boolean): boolean {
  if (draft.state.phase !== 'playing') return false;
  if (lost) return true;
  if (slot.seat !== MASTER) return false;
  const unit = slot.unit === null ? null : draft.unit(slot.unit)!;
  if (unit && module.scheduledTurn?.(draft, unit)) return draft.state.phase === 'playing';
  // an auto mission's creatures, and those the master handed to the computer (`hand_over`), play by themselves
  if (!draft.state.setup.mission.auto && draft.state.computer !== true) return false;
  module.playCreature(draft, slot);
  checkOutcome(draft);
  return draft.state.phase === 'playing';
}

/**
 * Ends the current turn and begins the next one that is actually played. When the order runs out, the module's
 * `endRound` and then `onRoundEnd` run (round-counting conditions; it may end the game, and then no turn begins)
 * and a new round starts.
 */
export function advanceTurn(draft: Draft, onRoundEnd: (draft: Draft) => void): void {
  const module = moduleOf(draft.state);
  let current = slotOf(draft);
  for (;;) {
    draft.emit(current.unit === null ? { type: 'turn_ended', seat: current.seat } : { type: 'turn_ended', seat: current.seat, unit: current.unit });
    module.endTurn?.(draft, current);
    let next = module.turnOrder.next(draft.state, current);
    if (next === null) {
      // nobody left to play at all: the turn stays as it is
      if (module.turnOrder.next(draft.state, null) === null) return;
      module.endRound?.(draft);
      onRoundEnd(draft);
      if (draft.state.phase === 'over') {
        draft.state.turn = null;
        return;
      }
      draft.state.round = draft.state.round + 1;
      next = module.turnOrder.next(draft.state, null)!;
    }
    const lost = beginTurn(draft, module, next);
    if (!playedByItself(draft, module, next, lost)) return;
    current = next;
  }
}

/** Begins the first turn of the game (the module's first slot). */
export function firstTurn(draft: Draft, onRoundEnd: (draft: Draft) => void): void {
  const module = moduleOf(draft.state);
  const first = module.turnOrder.next(draft.state, null);
  if (!first) return;
  const lost = beginTurn(draft, module, first);
  if (playedByItself(draft, module, first, lost)) advanceTurn(draft, onRoundEnd);
}
