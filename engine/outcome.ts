/**
 * The end of the game (spec 000, "End"; missions' `win` and `lose`): heroes win when every creature is dead
 * (`kill_all`); the master wins when every hero has fallen, or when a `lose` condition is met.
 * @module
 */
import type { Draft } from './draft.ts';
import type { GameOverReason, Side } from './types.ts';

/** Ends the game with a winner and a reason, with its `game_over` event. */
export function endGame(draft: Draft, winner: Side, reason: GameOverReason): void {
  draft.state.phase = 'over';
  draft.state.result = { winner, reason };
  draft.state.turn = null;
  draft.emit({ type: 'game_over', winner, reason });
}

/** Checks the conditions that can end the game after any action. Does nothing once the game is over. */
export function checkOutcome(draft: Draft): void {
  const s = draft.state;
  if (s.phase !== 'playing') return;
  const heroes = s.units.filter((u) => u.side === 'heroes');
  if (heroes.length > 0 && heroes.every((u) => !u.alive)) return endGame(draft, 'master', 'all_heroes_dead');
  if (s.setup.mission.lose.some((c) => c.type === 'hero_dead') && heroes.some((u) => !u.alive)) return endGame(draft, 'master', 'hero_dead');
  if (s.setup.mission.win === 'kill_all' && s.units.every((u) => u.side === 'heroes' || !u.alive)) return endGame(draft, 'heroes', 'all_creatures_dead');
}

/** Checks the conditions counted in rounds, at the end of round `draft.state.round`. */
export function checkRoundEnd(draft: Draft): void {
  const s = draft.state;
  for (const c of s.setup.mission.lose) {
    if (c.type === 'rounds' && s.round >= c.rounds) return endGame(draft, 'master', 'rounds');
  }
}
