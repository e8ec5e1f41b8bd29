/**
 * Turn order under a d20 ruleset (the d20 module's `turnOrder`, `module.ts`) (spec 003: "Initiative is a fixed integer, descending across heroes and enemies;
 * no initiative roll occurs. Equal scores compare equal in the current list sort ... Dead actors are skipped. A
 * round advances when the order wraps. One normal action completes the actor's turn ... Frozen skips consume the
 * whole turn."). A creature's scheduled action (a timed action, a toll) takes its whole turn at its beginning. The list is the heroes in seat order, then the creatures in mission order; a stable sort by
 * initiative keeps that order between equals. On the board a creature takes turns once the heroes have found it
 * (a creature of an unrevealed room waits, as under the classic rules); NPCs do not take turns.
 * @module
 */
import type { GameState, Unit } from '../../core/types.ts';
import { d20Piece } from './pieces.ts';

/** Every unit that takes turns, alive or not, in initiative order (see the module). */
export function initiativeOrder(state: GameState): Unit[] {
  // asked at every turn's end: one list, built in place
  const units = state.units;
  const order: Unit[] = [];
  for (const seat of state.seats)
    for (const u of units)
      if (u.id === seat.id) {
        if (d20Piece(u) !== null) order.push(u);
        break;
      }
  for (const u of units) if (u.side === 'master' && !u.npc && d20Piece(u) !== null) order.push(u);
  return order.sort((a, b) => d20Piece(b)!.initiative - d20Piece(a)!.initiative);
}

/**
 * The round of `unit`'s fight (spec 003's rounds: "Grave Chill: ... exact round 3"; Dreadbell "from round 2"):
 * 1 in the game round of its first turn, counting up with the game's rounds; 0 before its first turn. On the
 * board a fight begins when the heroes find the creature, not when the game does.
 */
export function combatRound(state: GameState, unit: Unit): number {
  const first = d20Piece(unit)?.firstRound ?? null;
  return first === null ? 0 : state.round - first + 1;
}
