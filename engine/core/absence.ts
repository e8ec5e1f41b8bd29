/**
 * The table's answers to absent players: skipping an away or overdue hero's turn, releasing a hero seat,
 * handing the creatures to the computer and back, and the computer playing one creatures' turn. Whether a hero is
 * away or its time is up is the server's to know (connections, clocks): the engine takes it as the action's `reason`
 * and stays deterministic, so a room's log replays to the same state.
 * @module
 */
import type { Draft } from './draft.ts';
import { moduleOf } from './registry.ts';
import { checkOutcome, checkRoundEnd } from './outcome.ts';
import { reject } from './reject.ts';
import { advanceTurn } from './turns.ts';
import { MASTER, type GameError, type GameState, type SeatId } from './types.ts';

/**
 * Why `seat` may not skip the turn under way, whatever the hero's presence or clock: `game_not_started`/`game_over`
 * outside play, `not_master` for a seat other than the master (in an `auto` mission: other than the master and the
 * seated heroes), `cannot_skip` when the turn is not a hero's (the creatures') or is the sender's own (`end_turn`
 * ends that). Cheap: `legal` asks it for every seat of every update.
 * @returns the refusal, or null when only the hero's presence and clock remain to be checked.
 */
export function skipTurnRefusal(state: GameState, seat: SeatId): GameError | null {
  if (state.phase === 'lobby') return { code: 'game_not_started', message: 'the game has not started yet' };
  if (state.phase === 'over' || !state.turn) return { code: 'game_over', message: 'the game is over' };
  const heroSkips = state.setup.mission.auto && state.seats.some((s) => s.id === seat);
  if (seat !== MASTER && !heroSkips) {
    return {
      code: 'not_master',
      message: state.setup.mission.auto ? 'only a seated hero or the host may skip a turn' : "only the master may skip a hero's turn",
    };
  }
  const turn = state.turn;
  if (turn.seat === MASTER) return { code: 'cannot_skip', message: "only a hero's turn can be skipped: it is the creatures' turn" };
  if (turn.seat === seat) return { code: 'cannot_skip', message: 'this is your own turn: end it with end_turn' };
  return null;
}

/** `skip_turn`: the turn of the hero under way is lost (`turn_skipped` with the reason and who skipped it) and the next begins. */
export function skipTurn(draft: Draft, seat: SeatId, reason: 'away' | 'time' | undefined): void {
  const refusal = skipTurnRefusal(draft.state, seat);
  if (refusal) reject(refusal.code, refusal.message);
  // the server always names the reason; a log written by hand without one reads as the hero away
  const turn = draft.state.turn!;
  draft.emit({ type: 'turn_skipped', unit: turn.unit ?? turn.seat, reason: reason ?? 'away', by: seat });
  advanceTurn(draft, checkRoundEnd);
}

/** Why hero seat `target` cannot be released (no such seat held, or the master's own), or null when it can. */
export function releaseRefusal(state: GameState, target: SeatId): GameError | null {
  const held = state.seats.find((x) => x.id === target);
  if (!held || held.vacant) return { code: 'unknown_seat', message: `no hero seat "${target}" to release` };
  if (held.heldByMaster)
    return { code: 'unknown_seat', message: `hero seat "${target}" is the master's own (taken with held-seats): no other player holds it to release` };
  return null;
}

/**
 * `release_seat`: the master frees hero seat `target`. In the lobby the seat is gone (its hero free again); in a
 * started game it stays, `vacant`, its hero on the board, until a player joins with that hero and takes it over. A
 * seat the master holds too (`heldByMaster`) is not another player's: it is not released.
 * The server kills the seat's token with it. Who may send it (the master) is checked first, by `gateRefusal` (apply.ts).
 */
export function releaseSeat(draft: Draft, target: SeatId): void {
  const s = draft.state;
  const refusal = releaseRefusal(s, target);
  if (refusal) reject(refusal.code, refusal.message);
  const held = s.seats.find((x) => x.id === target)!;
  s.seats = s.phase === 'lobby' ? s.seats.filter((x) => x.id !== target) : s.seats.map((x) => (x.id === target ? { ...x, vacant: true } : x));
  draft.emit({ type: 'seat_released', seat: target, hero: held.hero });
}

/** Why the creatures cannot be handed `to` the computer or the master (they play them already), or null. */
export function handOverRefusal(state: GameState, to: 'computer' | 'master'): GameError | null {
  if ((state.computer === true) === (to === 'computer'))
    return { code: 'no_effect', message: to === 'computer' ? 'the computer already plays the creatures' : 'the master already plays the creatures' };
  return null;
}

/**
 * `hand_over`: the master hands the creatures to the computer (`to: "computer"`) or takes them back. Handed over
 * during the creatures' own turn, the computer plays that turn at once. Only the master, and not in an `auto` mission
 * (checked first, by `gateRefusal` in apply.ts).
 */
export function handOver(draft: Draft, to: 'computer' | 'master'): void {
  const s = draft.state;
  const refusal = handOverRefusal(s, to);
  if (refusal) reject(refusal.code, refusal.message);
  s.computer = to === 'computer';
  draft.emit({ type: 'creatures_handed', to });
  if (to === 'computer' && s.turn?.seat === MASTER) playCreaturesTurn(draft);
}

/** Why the computer cannot play the creatures' turn now (it is a hero's), or null when it can. */
export function computerTurnRefusal(state: GameState): GameError | null {
  return state.turn!.seat !== MASTER ? { code: 'not_your_turn', message: `it is ${state.turn!.seat}'s turn, not the creatures'` } : null;
}

/** `computer_turn`: the computer plays the creatures' turn under way (the master's seat sends it, or the server for an away master). */
export function computerTurn(draft: Draft, reason: 'away' | 'master' | undefined): void {
  const refusal = computerTurnRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  draft.emit({ type: 'computer_turn', reason: reason ?? 'master' });
  playCreaturesTurn(draft);
}

/** The computer plays the creatures' slot under way as in an `auto` mission, then the next turn begins. */
function playCreaturesTurn(draft: Draft): void {
  const turn = draft.state.turn!;
  moduleOf(draft.state).playCreature(draft, { seat: turn.seat, unit: turn.unit });
  checkOutcome(draft);
  if (draft.state.phase === 'playing') advanceTurn(draft, checkRoundEnd);
}
