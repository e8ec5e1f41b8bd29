/**
 * The authority of one room: the only place its game state changes. It holds the state in memory, checks who
 * sends an action, asks the engine, writes an accepted action to SQLite before anyone hears of it, then sends
 * every connected stream of the room its own view.
 * @module
 */
import {
  apply,
  type Action,
  type ApplyResult,
  eventsFor,
  type GameError,
  type GameEvent,
  type GameState,
  legalActions,
  MASTER,
  type SeatAction,
  type SeatId,
  type View,
  skipTurnRefusal,
  viewFor,
} from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import type { ArchivedRoom } from './archive.ts';
import { actionsAfter, deleteSeat, insertAction, insertRoom, insertSeat, insertSnapshot, latestSnapshot, listSeats, touchRoom } from './repository.ts';
import { withSharedSetup } from './intern.ts';
import { roomEndedError, staleSeq, type RoomUse } from './retention.ts';
import { hashToken, newToken } from './tokens.ts';

/** A snapshot of the whole state is written with every action whose `seq` is a multiple of this. */
export const SNAPSHOT_EVERY = 50;

/**
 * What a seat gets on every change: its view, the events it may see and what it may do now; with the room's
 * `presence` (the seats connected now: at least one live stream or watch open; `master` first, then the hero seats
 * in seat order) and `turnStartedAt` (when the turn under way began, server clock in ms since the epoch; null outside
 * play), from which a client counts down `view.turnSeconds`.
 */
export interface SeatUpdate {
  seq: number;
  view: View;
  events: GameEvent[];
  legal: Action[];
  presence: SeatId[];
  turnStartedAt: number | null;
}

/**
 * What a seat gets when the room changes without an action (its `seq` stays): a seat connected or went away, or the
 * turn under way ran out of time. `presence` as in {@link SeatUpdate}; `legal` anew, since `skip_turn` depends on both.
 */
export interface PresenceUpdate {
  seq: number;
  presence: SeatId[];
  legal: Action[];
}

/**
 * A live stream of one seat (an SSE stream, or a watch of a WebSocket). `send` gets each update as one line of JSON
 * (a {@link SeatUpdate}, serialised once per seat however many streams a seat has) with its seq, and must not
 * throw; `presence` likewise gets each {@link PresenceUpdate}; `close` ends the stream (the room was archived, the
 * seat released, or the server is closing).
 */
export interface Subscriber {
  seat: SeatId;
  send(update: string, seq: number): void;
  presence(update: string): void;
  close(): void;
}

/** An accepted action: the new `seq` and the events (from `act`: only those the acting seat may see). */
export type Accepted = { ok: true; seq: number; events: GameEvent[] };
/** The outcome of an action: accepted, or the engine's error (nothing written, nothing sent). */
export type Outcome = Accepted | { ok: false; error: GameError };

/** The SSE frame of an update (`json`, one line): event `update`, id = its seq. */
export function updateFrame(json: string, seq: number): string {
  return `event: update\nid: ${seq}\ndata: ${json}\n\n`;
}

/** One room's authority. Create with {@link RoomAuthority.create} or {@link RoomAuthority.load}. */
export class RoomAuthority {
  readonly id: string;
  readonly #db: DB;
  #state: GameState;
  /** Seat by token hash. */
  readonly #seats: Map<string, SeatId>;
  readonly #subscribers = new Set<Subscriber>();
  /** Live streams by seat: a seat is connected (present) while it has one. */
  readonly #present = new Map<SeatId, number>();
  /** When the turn under way began (ms since the epoch; the load time for a room loaded mid-turn), or null outside play. */
  #turnStartedAt: number | null = null;
  /** Fires when the turn under way runs out of time (`state.turnSeconds`). */
  #clock: ReturnType<typeof setTimeout> | null = null;
  /** The tail of the queue that serialises every change of this room. */
  #queue: Promise<unknown> = Promise.resolve();
  /** Changes queued or running. */
  #busy = 0;
  /** When the room was last used (ms since the epoch): an action, a seat, a stream opened or closed. */
  #lastUsed = Date.now();
  /** What is left of the room once archived ({@link RoomAuthority.retire}): every later change answers 410. */
  #ended: ArchivedRoom | null = null;

  private constructor(db: DB, id: string, state: GameState, seats: { seat: SeatId; tokenHash: string }[]) {
    this.#db = db;
    this.id = id;
    this.#state = state;
    this.#seats = new Map(seats.map((s) => [s.tokenHash, s.seat]));
    this.#turnStarted();
  }

  /**
   * Creates a room whose seq-0 snapshot is `state` (so later content edits never change it), with the master seat.
   * Room, seat and snapshot are written in one transaction.
   * @returns the authority and the master's token (shown once, stored only as a hash).
   */
  static async create(db: DB, id: string, missionId: string, state: GameState): Promise<{ room: RoomAuthority; token: string }> {
    const token = newToken();
    const tokenHash = hashToken(token);
    await db.transaction().execute(async (trx) => {
      await insertRoom(trx, { id, missionId });
      await insertSeat(trx, { roomId: id, seat: 'master', tokenHash });
      await insertSnapshot(trx, id, state.seq, state);
    });
    return { room: new RoomAuthority(db, id, withSharedSetup(state), [{ seat: 'master', tokenHash }]), token };
  }

  /**
   * Loads a room: its latest snapshot, then every action after it replayed through `apply`.
   * @returns `undefined` when the room has no snapshot (no such room).
   * @throws Error when a stored action no longer applies (a corrupt log or an incompatible engine).
   */
  static async load(db: DB, id: string): Promise<RoomAuthority | undefined> {
    const snap = await latestSnapshot(db, id);
    if (!snap) return undefined;
    let state = withSharedSetup(snap.state);
    for (const { seq, action } of await actionsAfter(db, id, snap.seq)) {
      const result = apply(state, action);
      if (!result.ok) throw new Error(`room ${id}: stored action ${seq} no longer applies: ${result.error.code}: ${result.error.message}`);
      if (result.state.seq !== seq) throw new Error(`room ${id}: stored action ${seq} gave seq ${result.state.seq}`);
      state = result.state;
    }
    return new RoomAuthority(db, id, state, await listSeats(db, id));
  }

  /** The current state (never mutate it). */
  get state(): GameState {
    return this.#state;
  }

  /** What is left of the room once archived, or null while it is live. */
  get ended(): ArchivedRoom | null {
    return this.#ended;
  }

  /** The number of live streams. */
  get streamCount(): number {
    return this.#subscribers.size;
  }

  /** The seat a token belongs to in this room, or `undefined`. */
  seatOf(token: string): SeatId | undefined {
    return this.#seats.get(hashToken(token));
  }

  /**
   * The events `seat` saw with each of the last `limit` actions, oldest first: the room's chronicle for a seat that
   * (re)connects. Rebuilt by replaying the stored actions from a snapshot, each filtered by `eventsFor` with the state
   * right after it, exactly as the live stream sent them; actions that showed the seat nothing are left out.
   */
  async history(seat: SeatId, limit = 200): Promise<{ seq: number; events: GameEvent[] }[]> {
    const upTo = this.#state.seq;
    const from = Math.max(0, upTo - limit);
    const snap = await latestSnapshot(this.#db, this.id, from);
    if (!snap) return [];
    let state = snap.state;
    const out: { seq: number; events: GameEvent[] }[] = [];
    for (const { seq, action } of await actionsAfter(this.#db, this.id, snap.seq)) {
      if (seq > upTo) break;
      const result = apply(state, action);
      if (!result.ok) break;
      state = result.state;
      if (seq <= from) continue;
      const events = eventsFor(state, seat, result.events);
      if (events.length > 0) out.push({ seq, events });
    }
    return out;
  }

  /**
   * What `seat` sees now, with no events: the first message of a stream and the body of `GET .../view`. `watching`:
   * for a stream about to {@link subscribe}, whose seat counts as connected already.
   */
  current(seat: SeatId, watching = false): SeatUpdate {
    const s = this.#state;
    const presence = watching && !this.#present.has(seat) ? [MASTER, ...s.seats.map((x) => x.id)].filter((x) => x === seat || this.#present.has(x)) : this.presence();
    return { seq: s.seq, view: viewFor(s, seat), events: [], legal: this.#legal(seat), presence, turnStartedAt: this.#turnStartedAt };
  }

  /** The seats connected now (with a live stream or watch open): `master` first, then the hero seats in seat order. */
  presence(): SeatId[] {
    return [MASTER, ...this.#state.seats.map((x) => x.id)].filter((seat) => this.#present.has(seat));
  }

  /**
   * Why `seat` may skip the turn under way now: `away` (the hero whose turn it is has no live connection) or `time`
   * (the room's `turnSeconds` have passed since the turn began); null when it may not (see `skipTurnRefusal`, or the
   * hero is here and in time). Cheap: asked for every seat's `legal`.
   */
  skipReason(seat: SeatId): 'away' | 'time' | null {
    const s = this.#state;
    if (skipTurnRefusal(s, seat) !== null) return null;
    if (!this.#present.has(s.turn!.seat)) return 'away';
    return this.#overdue() ? 'time' : null;
  }

  /** Whether the turn under way has lasted the room's `turnSeconds` (false when the room has no limit). */
  #overdue(now = Date.now()): boolean {
    const limit = this.#state.turnSeconds;
    return !!limit && this.#turnStartedAt !== null && now - this.#turnStartedAt >= limit * 1000;
  }

  /** What `seat` may do now: the engine's legal actions, and `skip_turn` when the hero playing is away or out of time. */
  #legal(seat: SeatId): Action[] {
    const legal = legalActions(this.#state, seat);
    if (this.skipReason(seat) !== null) legal.push({ type: 'skip_turn' });
    return legal;
  }

  /**
   * Plays `action` for `seat` (already authenticated): the engine's verdict, then, if accepted, the action written and
   * every stream updated. Actions of one room run one at a time, in arrival order. With `seen` (the seq of the view
   * the sender acted on) the action is played only if the room is still at that seq: a second copy of an action (a
   * double click, a retried request) finds the room moved on and is refused, so it is applied exactly once.
   * @returns the new seq and the events `seat` may see, or the engine's error (the room is then unchanged).
   * @throws ApiError 409 `stale_seq` when `seen` is given and the room is no longer at it (nothing changes).
   */
  act(seat: SeatId, action: Action, seen?: number): Promise<Outcome> {
    return this.#serial(async () => {
      if (seen !== undefined && seen !== this.#state.seq) throw staleSeq(seen, this.#state.seq);
      const checked = this.#absenceChecked(seat, action);
      if ('error' in checked) return { ok: false, error: checked.error };
      const release = action.type === 'release_seat' ? action.target : null;
      const outcome = await this.#commit(
        { ...checked.action, seat } as SeatAction,
        release === null ? undefined : (trx) => deleteSeat(trx, this.id, release),
        release === null ? undefined : () => this.#dropSeat(release),
      );
      // filtered against the state right after this action, before any later one runs
      return outcome.ok ? { ok: true, seq: outcome.seq, events: eventsFor(this.#state, seat, outcome.events) } : outcome;
    });
  }

  /**
   * The server's part of the actions about absent players (the engine cannot know who is connected or what time it
   * is): `skip_turn` gets its `reason` (`away`, `time`), or is refused `still_playing` when the hero is here and in
   * time; `computer_turn` from a seat is the master's own request (`reason: "master"`). Other actions pass as they are.
   */
  #absenceChecked(seat: SeatId, action: Action): { action: Action } | { error: GameError } {
    if (action.type === 'computer_turn') return { action: { type: 'computer_turn', reason: 'master' } };
    if (action.type !== 'skip_turn') return { action };
    const refusal = skipTurnRefusal(this.#state, seat);
    if (refusal) return { error: refusal };
    const reason = this.skipReason(seat);
    if (reason === null) {
      const limit = this.#state.turnSeconds;
      const left = limit && this.#turnStartedAt !== null ? Math.ceil((this.#turnStartedAt + limit * 1000 - Date.now()) / 1000) : null;
      const hero = this.#state.turn!.seat;
      return { error: { code: 'still_playing', message: `${hero} is connected${left === null ? ' and the room has no turn time limit' : ` and has ${left} s left of its turn`}: a turn is skipped only when its hero is away or out of time` } };
    }
    return { action: { type: 'skip_turn', reason } };
  }

  /** A released seat's token dies: it no longer opens the room, and its live streams end. */
  #dropSeat(seat: SeatId): void {
    for (const [hash, held] of this.#seats) if (held === seat) this.#seats.delete(hash);
    for (const sub of [...this.#subscribers]) {
      if (sub.seat !== seat) continue;
      this.#remove(sub);
      sub.close();
    }
  }

  /**
   * Seats a new player with `hero`: seat `h<n+1>` (one past the highest seat ever held) joins through the engine, or,
   * in a started game, the player takes over the released seat of that hero; the seat row (token hash) is written with
   * the action in one transaction.
   * @returns the seat and its token (shown once), or the engine's error (`hero_taken`, `room_full`, `game_started`, ...).
   */
  join(hero: string): Promise<{ ok: true; seat: SeatId; token: string; seq: number } | { ok: false; error: GameError }> {
    return this.#serial(async () => {
      const seats = this.#state.seats;
      // in a started game a player takes over the seat the master released with that hero; otherwise a new seat
      const vacant = this.#state.phase === 'playing' ? seats.find((x) => x.vacant && x.hero === hero) : undefined;
      const seat = vacant?.id ?? `h${Math.max(0, ...seats.map((x) => Number(x.id.slice(1)) || 0)) + 1}`;
      const token = newToken();
      const tokenHash = hashToken(token);
      const outcome = await this.#commit({ seat, type: 'join', hero }, (trx) => insertSeat(trx, { roomId: this.id, seat, tokenHash }));
      if (!outcome.ok) return outcome;
      this.#seats.set(tokenHash, seat);
      return { ok: true, seat, token, seq: outcome.seq };
    });
  }

  /** Adds a live stream; it gets every later update (an archived room ends it at once). @returns a function that removes it. */
  subscribe(sub: Subscriber): () => void {
    if (this.#ended) {
      sub.close();
      return () => {};
    }
    this.#subscribers.add(sub);
    this.#lastUsed = Date.now();
    const count = this.#present.get(sub.seat) ?? 0;
    this.#present.set(sub.seat, count + 1);
    // a seat's first stream: every other stream learns it is here (this one's first update said so)
    if (count === 0) this.#presenceChanged(sub.seat, sub);
    return () => this.#remove(sub);
  }

  /** Takes a live stream out of the room (once); the seat's last one going tells every seat it is away. */
  #remove(sub: Subscriber): void {
    if (!this.#subscribers.delete(sub)) return;
    this.#lastUsed = Date.now();
    const left = (this.#present.get(sub.seat) ?? 1) - 1;
    if (left > 0) return void this.#present.set(sub.seat, left);
    this.#present.delete(sub.seat);
    this.#presenceChanged(sub.seat);
  }

  /**
   * A seat came or went: every seat hears the new presence (and its `legal`, which `skip_turn` depends on). A master
   * gone during the creatures' overdue turn lets the computer play it.
   */
  #presenceChanged(seat: SeatId, newcomer?: Subscriber): void {
    if (this.#ended) return;
    this.#notify(newcomer);
    if (seat === MASTER && !this.#present.has(MASTER)) void this.#timeUp().catch(() => undefined);
  }

  /** Ends every live stream of the room (server shutdown, or the room archived) and stops its turn clock. */
  closeStreams(): void {
    this.dispose();
    for (const sub of this.#subscribers) sub.close();
    this.#subscribers.clear();
    this.#present.clear();
  }

  /** Stops the room's turn clock: the registry calls it when it drops an idle room from memory (it rearms on reload). */
  dispose(): void {
    if (this.#clock !== null) clearTimeout(this.#clock);
    this.#clock = null;
  }

  /**
   * Notes that a turn began now (or, at load, that one is under way) and arms the clock for its end when the room has
   * a `turnSeconds`.
   */
  #turnStarted(): void {
    this.dispose();
    const s = this.#state;
    this.#turnStartedAt = s.phase === 'playing' ? Date.now() : null;
    if (this.#turnStartedAt === null || !s.turnSeconds) return;
    this.#clock = setTimeout(() => {
      this.#clock = null;
      void this.#timeUp().catch((err: unknown) => console.error(`quest-board: room ${this.id}: the turn clock failed:`, err));
    }, s.turnSeconds * 1000);
    // the clock never keeps the process alive by itself
    this.#clock.unref();
  }

  /**
   * The turn under way may have run out of time, or its master gone: in the creatures' turn of a room whose master is
   * away past `turnSeconds`, the computer plays it (an action in the log, like any other); in a hero's turn every seat
   * hears it (their `legal` now offers `skip_turn`).
   */
  #timeUp(): Promise<void> {
    return this.#serial(async () => {
      const s = this.#state;
      if (s.phase !== 'playing' || !this.#overdue()) return;
      if (s.turn!.seat !== MASTER) return this.#notify();
      if (this.#present.has(MASTER) || s.setup.mission.auto || s.computer === true) return;
      await this.#commit({ seat: MASTER, type: 'computer_turn', reason: 'away' });
    });
  }

  /**
   * Since when the room has been idle (ms since the epoch): no live stream and no change queued; null while in use.
   * An idle room may be dropped from memory: it reloads from the database on its next use.
   */
  idleSince(): number | null {
    return this.#subscribers.size === 0 && this.#busy === 0 ? this.#lastUsed : null;
  }

  /**
   * Archives the room if `archive` does so, in its turn after every change already queued; `archive` gets how the room
   * is used then (streams open, changes queued after this call) and returns what is left of the room, or null to keep
   * it. Once archived, its streams end and every later change of this object throws 410 `room_ended`. Retiring is
   * not a use: it leaves the room's idle time alone.
   * @returns what `archive` returned.
   */
  retire(archive: (use: RoomUse) => Promise<ArchivedRoom | null>): Promise<ArchivedRoom | null> {
    this.#busy++;
    const run = this.#queue
      .then(async () => {
        if (this.#ended) return null;
        const ended = await archive({ streams: this.#subscribers.size, queued: this.#busy - 1 });
        if (ended) {
          this.#ended = ended;
          this.closeStreams();
        }
        return ended;
      })
      .finally(() => this.#busy--);
    this.#queue = run.catch(() => undefined);
    return run;
  }

  #serial<T>(fn: () => Promise<T>): Promise<T> {
    this.#busy++;
    this.#lastUsed = Date.now();
    const guarded = () => {
      if (this.#ended) throw roomEndedError(this.#ended);
      return fn();
    };
    const run = this.#queue.then(guarded, guarded).finally(() => {
      this.#busy--;
      this.#lastUsed = Date.now();
    });
    this.#queue = run.catch(() => undefined);
    return run;
  }

  /**
   * Applies and writes `action` (with `alsoWrite` in the same transaction), then runs `after` (in the same tick, so no
   * request sees the room between the two) and tells every stream.
   */
  async #commit(action: SeatAction, alsoWrite?: (trx: DB) => Promise<void>, after?: () => void): Promise<Outcome> {
    const result: ApplyResult = apply(this.#state, action);
    if (!result.ok) return result;
    const { state, events } = result;
    await this.#db.transaction().execute(async (trx) => {
      if (alsoWrite) await alsoWrite(trx);
      await insertAction(trx, this.id, state.seq, action, events);
      if (state.seq % SNAPSHOT_EVERY === 0) await insertSnapshot(trx, this.id, state.seq, state);
      await touchRoom(trx, this.id, state.phase);
    });
    this.#state = state;
    if (events.some((e) => e.type === 'turn_started') || state.phase !== 'playing') this.#turnStarted();
    this.#broadcast(events);
    after?.();
    return { ok: true, seq: state.seq, events };
  }

  #broadcast(events: GameEvent[]): void {
    if (this.#subscribers.size === 0) return;
    const s = this.#state;
    const updates = new Map<SeatId, string>();
    const presence = this.presence();
    for (const sub of this.#subscribers) {
      let json = updates.get(sub.seat);
      if (json === undefined) {
        json = JSON.stringify({ seq: s.seq, view: viewFor(s, sub.seat), events: eventsFor(s, sub.seat, events), legal: this.#legal(sub.seat), presence, turnStartedAt: this.#turnStartedAt } satisfies SeatUpdate);
        updates.set(sub.seat, json);
      }
      sub.send(json, s.seq);
    }
  }

  /** Sends every stream (but `skip`) a {@link PresenceUpdate} of its seat (built once per seat). */
  #notify(skip?: Subscriber): void {
    if (this.#subscribers.size === 0) return;
    const seq = this.#state.seq;
    const presence = this.presence();
    const updates = new Map<SeatId, string>();
    for (const sub of this.#subscribers) {
      if (sub === skip) continue;
      let json = updates.get(sub.seat);
      if (json === undefined) {
        json = JSON.stringify({ seq, presence, legal: this.#legal(sub.seat) } satisfies PresenceUpdate);
        updates.set(sub.seat, json);
      }
      sub.presence(json);
    }
  }
}
