/**
 * The seats of a room: which seat a new player takes, the server's part of the actions about absent players, and what
 * an action or a join of the room comes to (its outcome).
 * @module
 */
import { type Action, apply, type GameError, type GameEvent, type GameState, type SeatId, skipTurnRefusal } from '../../engine/index.ts';

/** An accepted action: the new `seq` and the events (from `RoomAuthority.act`: only those the acting seat may see). */
export type Accepted = { ok: true; seq: number; events: GameEvent[] };
/** The outcome of an action: accepted, or the engine's error (nothing written, nothing sent). */
export type Outcome = Accepted | { ok: false; error: GameError };

/** A seat taken (`RoomAuthority.join`): the seat, its token (shown once) and the room's new seq; or the engine's refusal. */
export type Joined = { ok: true; seat: SeatId; token: string; seq: number } | { ok: false; error: GameError };

/** Seats taken together (`RoomAuthority.joinAll`): each hero's seat and token; or the refusal of the first join. */
export type JoinedAll = { ok: true; seats: { seat: SeatId; hero: string; token: string }[] } | { ok: false; error: GameError };

/**
 * The seat a new player with `hero` takes: in a started game the seat of that hero the master released or the computer
 * plays; otherwise a new seat `h<n+1>`, one past the highest seat held now.
 */
export function seatFor(state: GameState, hero: string): SeatId {
  const seats = state.seats;
  const vacant = state.phase === 'playing' ? seats.find((x) => (x.vacant || x.computer) && x.hero === hero) : undefined;
  return vacant?.id ?? `h${Math.max(0, ...seats.map((x) => Number(x.id.slice(1)) || 0)) + 1}`;
}

/**
 * The server's part of the actions about absent players (the engine cannot know who is connected or what time it
 * is): `skip_turn` gets its `reason` (`away`, `time`: `skipReason`, the room's answer now), or is refused
 * `still_playing` when the hero is here and in time (`msLeft`: what is left of the turn, null without a limit);
 * `computer_turn` from a seat is the master's own request (`reason: "master"`). Other actions pass as they are.
 */
export function absenceChecked(
  state: GameState,
  seat: SeatId,
  action: Action,
  skipReason: 'away' | 'time' | null,
  msLeft: number | null,
): { action: Action } | { error: GameError } {
  if (action.type === 'computer_turn') return { action: { type: 'computer_turn', reason: 'master' } };
  if (action.type !== 'skip_turn') return { action };
  const refusal = skipTurnRefusal(state, seat);
  if (refusal) return { error: refusal };
  if (skipReason === null) {
    const left = msLeft === null ? null : Math.ceil(msLeft / 1000);
    const hero = state.turn!.seat;
    return {
      error: {
        code: 'still_playing',
        message: `${hero} is connected${left === null ? ' and the room has no turn time limit' : ` and has ${left} s left of its turn`}: a turn is skipped only when its hero is away or out of time`,
      },
    };
  }
  return { action: { type: 'skip_turn', reason: skipReason } };
}

/** Who takes a seat: a player (`{}`), the master's own player too (`heldByMaster`), or the computer (`computer`). */
export type SeatHolder = { heldByMaster?: true; computer?: true };

/**
 * Judges the joins of one new seat per hero of `heroes`, in that order, on `state` (nothing written), each held by `holder`.
 * @returns the engine's refusal of the first join refused, or null when every join would be accepted.
 */
export function joinsRefusal(state: GameState, heroes: readonly string[], holder: SeatHolder): { ok: false; error: GameError } | null {
  let scratch = state;
  for (const hero of heroes) {
    const judged = apply(scratch, { seat: seatFor(scratch, hero), type: 'join', hero, ...holder });
    if (!judged.ok) return judged;
    scratch = judged.state;
  }
  return null;
}
