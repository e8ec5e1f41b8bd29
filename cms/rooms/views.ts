/**
 * What each seat of a room sees: its view with what only the server knows (who is connected, when the turn began),
 * and what it may do (the engine's legal actions, and `skip_turn` when the hero playing is away or out of time).
 * @module
 */
import { type Action, type GameEvent, type GameState, legalActions, MASTER, type SeatId, skipTurnRefusal, type View, viewFor } from '../../engine/index.ts';
import type { SeatUpdate } from './channel.ts';
import type { RoomFollowers } from './followers.ts';
import type { RoomPeers } from './peers.ts';
import type { TurnClock } from './turn-clock.ts';

/** The seats' views of one room, built from its state now. */
export class SeatViews {
  constructor(
    private readonly state: () => GameState,
    private readonly followers: RoomFollowers,
    private readonly clock: TurnClock,
    private readonly peers: RoomPeers,
  ) {}

  /** `seat`'s update now with `events` (its view counting `arriving` as connected, and its legal actions). */
  update(seat: SeatId, events: GameEvent[] = [], arriving?: SeatId): SeatUpdate {
    return { seq: this.state().seq, view: this.viewOf(seat, arriving), events, legal: this.legal(seat) };
  }

  /** The seat's view, with what only the server knows: who is connected, when the turn began, when its prompt is declined. */
  viewOf(seat: SeatId, arriving?: SeatId): View {
    const state = this.state();
    // a room without a turn limit has no countdown: its view stays the same across a reload, which restarts the clock
    const turnStartedAt = state.turnSeconds ? this.clock.startedAt : null;
    const promptDeadline = this.clock.promptDeadline(seat);
    return { ...viewFor(state, seat), presence: this.presence(arriving), turnStartedAt, ...(promptDeadline === null ? {} : { promptDeadline }) };
  }

  /**
   * The seats connected now (followed by a live watch or stream): `master` first, then the hero seats in seat order.
   * Spectators are not seats. `arriving`: a seat about to be followed, counted already.
   */
  presence(arriving?: SeatId): SeatId[] {
    const elsewhere = this.peers.elsewhere();
    return [MASTER, ...this.state().seats.map((x) => x.id)].filter((seat) => seat === arriving || this.followers.has(seat) || elsewhere.has(seat));
  }

  /** Whether `seat` is followed now, here or on another instance. */
  isHere(seat: SeatId): boolean {
    return this.followers.has(seat) || this.peers.elsewhere().has(seat);
  }

  /**
   * Why `seat` may skip the turn under way now: `away` (the hero whose turn it is has no live connection) or `time`
   * (the room's `turnSeconds` have passed since the turn began); null when it may not (see `skipTurnRefusal`, or the
   * hero is here and in time). Cheap: asked for every seat's `legal`.
   */
  skipReason(seat: SeatId): 'away' | 'time' | null {
    const s = this.state();
    if (skipTurnRefusal(s, seat) !== null) return null;
    if (!this.isHere(s.turn!.seat)) return 'away';
    const left = this.clock.left(s.turnSeconds);
    return left !== null && left <= 0 ? 'time' : null;
  }

  /** What `seat` may do now: the engine's legal actions, and `skip_turn` when the hero playing is away or out of time. */
  legal(seat: SeatId): Action[] {
    const legal = legalActions(this.state(), seat);
    if (this.skipReason(seat) !== null) legal.push({ type: 'skip_turn' });
    return legal;
  }
}
