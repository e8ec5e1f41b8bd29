/**
 * The authority of one room: the only place its game state changes. It holds the state in memory, checks who
 * sends an action, asks the engine, writes an accepted action to SQLite before anyone hears of it, then sends
 * every seat followed live its own update (docs/protocol.md: the whole view first, then deltas).
 * @module
 */
import { apply, eventsFor, MASTER, SPECTATOR } from '../../engine/index.ts';
import type { Action, ApplyResult, GameEvent, GameState, SeatAction, SeatId } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import { storageFailure } from '../db/failures.ts';
import { databaseUnavailable } from '../http/errors.ts';
import { type Meter, NO_METER } from '../metrics/meter.ts';
import type { ArchivedRoom } from './archive.ts';
import { actionsAfter, deleteSeat, insertAction, roomProgress, insertSeat, insertSnapshot, listSeats, replaceSeatToken, touchRoom } from './repository.ts';
import type { SeatChannel, SeatUpdate, Subscriber } from './channel.ts';
import { RoomFollowers } from './followers.ts';
import { type NewRoom, readRoom, replayStored, seatHistory, writeNewRoom } from './log.ts';
import { withSharedSetup } from './intern.ts';
import { SNAPSHOT_EVERY, TOUCH_EVERY_MS } from './limits.ts';
import { ALONE, type RoomPeers } from './peers.ts';
import { RoomQueue } from './queue.ts';
import { seatGone, staleSeq, type RoomUse } from './retention.ts';
import { absenceChecked, type Joined, type JoinedAll, joinsRefusal, type Outcome, type SeatHolder, seatFor } from './seats.ts';
import { computerActionNow, ComputerSeats, whenSome } from './computer-seats.ts';
import { hashToken, newToken } from './tokens.ts';
import { type SeatRow, SeatTokens } from './seat-tokens.ts';
import { TurnClock } from './turn-clock.ts';
import { SeatViews } from './views.ts';
import { writeAheadOf } from './write-ahead.ts';

export { MAX_CONFLICT_RETRIES, MAX_STREAMS_PER_SEAT, SNAPSHOT_EVERY, TOUCH_EVERY_MS } from './limits.ts';

/** One room's authority. Create with {@link RoomAuthority.create} or {@link RoomAuthority.load}. */
export class RoomAuthority {
  readonly id: string;
  readonly #db: DB;
  readonly #peers: RoomPeers;
  /** Where the room says what it applied, and its callers what it refused (metrics). */
  readonly meter: Meter;
  #state: GameState;
  /** The seat each token opens. */
  readonly #seats: SeatTokens;
  /** The live watches and streams, by seat. */
  readonly #followers = new RoomFollowers();
  /** The turn under way's clock: when the time is up, the computer may play or a turn may be skipped. */
  readonly #clock = new TurnClock(() => void this.timeUp().catch((err: unknown) => console.error(`quest-board: room ${this.id}: the turn clock failed:`, err)));
  /** The hero seats the computer plays: each of their actions played in the room's queue after a pause (computer-seats.ts). */
  readonly #computer = new ComputerSeats(
    () => this.#queue.runRetrying(async () => void (await whenSome(computerActionNow(this.#state), (a) => this.#commit(a, performance.now())))),
    () => this.id,
  );
  /** What each seat sees and may do. */
  readonly #views: SeatViews;
  readonly #queue = new RoomQueue({ ended: () => this.#ended, catchUp: () => this.#catchUp(true) });
  /** When the room's row was last touched (ms since the epoch; 0: not by this process). */
  #touchedAt = 0;
  /** What is left of the room once archived ({@link RoomAuthority.retire}): every later change answers 410. */
  #ended: ArchivedRoom | null = null;
  /**
   * Called once an action committed here ends the game (its phase becomes `over`), after every stream has heard of it:
   * the registry's game-over listeners (`RoomRegistry.onGameOver`), which keep their errors to themselves.
   */
  onOver: ((room: RoomAuthority) => void) | null = null;

  private constructor(db: DB, id: string, state: GameState, seats: SeatRow[], peers: RoomPeers, meter: Meter) {
    this.#db = db;
    this.#peers = peers;
    this.meter = meter;
    this.#views = new SeatViews(() => this.#state, this.#followers, this.#clock, peers);
    this.id = id;
    this.#state = state;
    this.#seats = new SeatTokens(seats);
    this.#clock.start(state);
    this.#clock.syncPrompts(state);
    this.#computer.follow(state);
  }

  /**
   * Creates a room whose seq-0 snapshot is `state` (so later content edits never change it), with the master seat.
   * Room, seat and snapshot are written in one transaction; `meter` hears of every action it applies.
   * @returns the authority and the master's token (shown once, stored only as a hash).
   */
  static async create(db: DB, row: NewRoom, state: GameState, peers = ALONE, meter = NO_METER): Promise<{ room: RoomAuthority; token: string }> {
    const { token, seats } = await writeNewRoom(db, row, state);
    return { room: new RoomAuthority(db, row.id, withSharedSetup(state), seats, peers, meter), token };
  }

  /**
   * Loads a room: its latest snapshot, then every action after it replayed through `apply` (replayed actions are
   * not told to `meter`: they were applied when first played).
   * @returns `undefined` when the room has no snapshot (no such room).
   * @throws Error when a stored action no longer applies (a corrupt log or an incompatible engine).
   */
  static async load(db: DB, id: string, peers: RoomPeers = ALONE, meter: Meter = NO_METER): Promise<RoomAuthority | undefined> {
    const stored = await readRoom(db, id);
    return stored && new RoomAuthority(db, id, stored.state, stored.seats, peers, meter);
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
    return this.#followers.count;
  }

  /** The number of live streams of `seat` (e.g. of `SPECTATOR`, to cap a room's spectators). */
  streamsOf(seat: SeatId): number {
    return this.#followers.of(seat);
  }

  /** The seat a token belongs to in this room as this instance knows it now, or `undefined`. */
  seatOf(token: string): SeatId | undefined {
    return this.#seats.seatOf(token);
  }

  /**
   * The seat a token belongs to in this room, or `undefined`. With other instances sharing the room, a token unknown
   * here (a seat just taken on another instance) has the room catch up from the database first.
   * @throws ApiError 503 `database_unavailable` when that catch-up could not read the database.
   */
  async findSeat(token: string): Promise<SeatId | undefined> {
    const seat = this.seatOf(token);
    if (seat !== undefined || !this.#peers.shared) return seat;
    // the seats could not be read (the database away): not a token refused, a request to send again
    if (!(await this.catchUp(true))) throw databaseUnavailable();
    return this.seatOf(token);
  }

  /**
   * The events `seat` saw with each of the last `limit` actions, oldest first: the room's chronicle for a seat that
   * (re)connects. Rebuilt by replaying the stored actions from a snapshot, each filtered by `eventsFor` with the state
   * right after it, exactly as the live stream sent them; actions that showed the seat nothing are left out.
   */
  history(seat: SeatId, limit = 200): Promise<{ seq: number; events: GameEvent[] }[]> {
    return seatHistory(this.#db, this.id, this.#state.seq, seat, limit);
  }

  /** What `seat` sees now, with no events: the first message of a stream and the body of `GET .../view`. */
  current(seat: SeatId): SeatUpdate {
    // a followed seat's last update is its current view: the channel is updated with every action
    const last = this.#followers.last(seat);
    if (last) return { seq: last.seq, view: last.view, events: [], legal: last.legal };
    return this.#views.update(seat);
  }

  /**
   * The seats connected now (followed by a live watch or stream): `master` first, then the hero seats in seat order.
   * Spectators are not seats. `arriving`: a seat about to be followed, counted already.
   */
  presence(arriving?: SeatId): SeatId[] {
    return this.#views.presence(arriving);
  }

  /** The seats followed on this instance now (spectators are not seats). */
  seatsFollowedHere(): SeatId[] {
    return this.#followers.seats();
  }

  /** Tells the other instances the seats followed here (spectators are not seats). */
  #sayHere(): void {
    if (this.#peers.shared) this.#peers.here(this.seatsFollowedHere());
  }

  /**
   * The seats followed on other instances changed: every seat followed here hears it; a master gone may let the
   * computer play.
   */
  presenceChanged(): void {
    if (this.#ended) return;
    this.#refresh();
    if (!this.#views.isHere(MASTER)) void this.timeUp().catch(() => undefined);
  }

  /**
   * Why `seat` may skip the turn under way now: `away` (the hero whose turn it is has no live connection) or `time`
   * (the room's `turnSeconds` have passed since the turn began); null when it may not (see `skipTurnRefusal`, or the
   * hero is here and in time). Cheap: asked for every seat's `legal`.
   */
  skipReason(seat: SeatId): 'away' | 'time' | null {
    return this.#views.skipReason(seat);
  }

  /**
   * Plays `action` for `seat` (already authenticated): the engine's verdict, then, if accepted, the action written and
   * every stream updated. Actions of one room run one at a time, in arrival order. With `seen` (the seq of the view
   * the sender acted on) the action is played only if the room is still at that seq: a second copy of an action (a
   * double click, a retried request) finds the room moved on and is refused, so it is applied exactly once.
   * @returns the new seq and the events `seat` may see, or the engine's error (the room is then unchanged).
   * With `token` (the sender's), the token is checked again in the action's turn: an action that waited behind the
   * release of its seat is not played as whoever holds the seat now.
   * @throws ApiError 401 `unauthorized` when `token` is given and no longer holds `seat`; 409 `stale_seq` when `seen`
   * is given and the room is no longer at it (nothing changes).
   */
  act(seat: SeatId, action: Action, seen?: number, token?: string): Promise<Outcome> {
    const received = performance.now();
    return this.#queue.runRetrying(async () => {
      if (token !== undefined && this.seatOf(token) !== seat) throw seatGone(this.id);
      // a view from another instance may be ahead of this one: catch up before judging it stale
      if (seen !== undefined && seen > this.#state.seq && this.#peers.shared) await this.#catchUp();
      if (seen !== undefined && seen !== this.#state.seq) throw staleSeq(seen, this.#state.seq);
      const checked = absenceChecked(this.#state, seat, action, this.skipReason(seat), this.#clock.left(this.#state.turnSeconds));
      if ('error' in checked) return { ok: false, error: checked.error };
      const release = action.type === 'release_seat' ? action.target : null;
      const outcome = await this.#commit(
        { ...checked.action, seat } as SeatAction,
        received,
        release === null ? undefined : (trx) => deleteSeat(trx, this.id, release),
        release === null ? undefined : () => this.#dropSeat(release),
      );
      // filtered against the state right after this action, before any later one runs
      return outcome.ok ? { ok: true, seq: outcome.seq, events: eventsFor(this.#state, seat, outcome.events) } : outcome;
    });
  }

  /** A released seat's token dies: it no longer opens the room, and its live streams end (every other seat hears it). */
  #dropSeat(seat: SeatId): void {
    this.#seats.forget(seat);
    if (this.#followers.drop(seat)) this.#refresh();
  }

  /**
   * Seats `holder` with `hero` (see `SeatHolder`): seat `h<n+1>` joins through the engine, or, in a started game, a
   * player takes over that hero's released or computer's seat; the seat row (token hash) is written with the action.
   * @returns the seat and its token (shown once), or the engine's error (`hero_taken`, `room_full`, `game_started`, ...).
   */
  join(hero: string, holder: SeatHolder = {}): Promise<Joined> {
    const received = performance.now();
    return this.#queue.runRetrying(() => this.#joinNow(hero, holder, received));
  }

  /**
   * Seats `holder` once per hero of `heroes`, in order, as one change: every join is judged first on the room as it is,
   * so either every hero gets a seat or none does (`POST /rooms/{id}/held-seats` and `…/computer-seats`).
   * @returns the seats and their tokens (shown once), or the engine's error of the first join refused (no seat taken).
   */
  joinAll(heroes: readonly string[], holder: SeatHolder = {}): Promise<JoinedAll> {
    const received = performance.now();
    return this.#queue.runRetrying(async () => {
      const refused = joinsRefusal(this.#state, heroes, holder);
      if (refused) return refused;
      const seats: (JoinedAll & { ok: true })['seats'] = [];
      for (const hero of heroes) {
        const joined = await this.#joinNow(hero, holder, received);
        if (!joined.ok) return joined;
        seats.push({ seat: joined.seat, hero, token: joined.token });
      }
      return { ok: true, seats };
    });
  }

  /** One join, run in the room's queue; `received`: when it arrived (`performance.now()`). A computer's seat has no token (`""`). */
  async #joinNow(hero: string, holder: SeatHolder, received: number): Promise<Joined> {
    const seat = seatFor(this.#state, hero);
    const token = holder.computer ? '' : newToken();
    const tokenHash = hashToken(token);
    const write = holder.computer ? undefined : (trx: DB) => insertSeat(trx, { roomId: this.id, seat, tokenHash });
    const outcome = await this.#commit({ seat, type: 'join', hero, ...holder }, received, write);
    if (!outcome.ok) return outcome;
    if (!holder.computer) this.#seats.set(tokenHash, seat);
    return { ok: true, seat, token, seq: outcome.seq };
  }

  /**
   * Has `seat`, a seat taken, opened by the token of hash `tokenHash` from now on (a campaign handing a fight's seat to
   * the player holding its hero: cms/campaigns/fight-seats.ts). Nothing changes when that is its token already (as
   * stored: another instance may have set it); otherwise the seat's row is written, its old token no longer opens the
   * room and the seat's live streams here end. No action of the game: the room's log and seq stay as they are. Other
   * instances holding the room drop the old token when they next read its seats (at their next action or catch-up).
   * @returns false when the room has no such seat (a seat never taken, or released).
   */
  setSeatToken(seat: SeatId, tokenHash: string): Promise<boolean> {
    // the seat already opened by that token here, and no other instance that could have changed it: nothing to read
    // (every campaign view hands its seats again)
    if (!this.#peers.shared && this.#seats.opens(tokenHash, seat)) return Promise.resolve(true);
    return this.#queue.run(async () => {
      const rows = await listSeats(this.#db, this.id);
      const row = rows.find((r) => r.seat === seat);
      if (!row) return false;
      if (row.tokenHash !== tokenHash && !(await replaceSeatToken(this.#db, this.id, seat, tokenHash))) return false;
      if (this.#seats.opens(tokenHash, seat)) return true;
      this.#dropSeat(seat);
      this.#seats.set(tokenHash, seat);
      return true;
    });
  }

  /**
   * Adds a live stream: it is sent the seat's current view at once (no events), then every later update (an archived
   * room ends it at once instead). @returns a function that removes it.
   */
  subscribe(sub: Subscriber): () => void {
    if (this.#ended) {
      sub.close();
      return () => {};
    }
    // the seat counts as connected in its own first view
    const { channel, arrived } = this.#followers.add(sub, () => this.#views.update(sub.seat, [], sub.seat));
    this.#queue.used();
    // a seat's first follower: every other seat learns it is here
    if (arrived && sub.seat !== SPECTATOR) {
      this.#refresh(channel);
      this.#sayHere();
    }
    return () => {
      const { removed, left } = this.#followers.remove(sub, channel);
      if (!removed) return;
      this.#queue.used();
      if (!left) return;
      // a seat's last follower gone: every seat learns it is away; a master gone may let the computer play
      if (sub.seat === SPECTATOR || this.#ended) return;
      this.#refresh();
      this.#sayHere();
      if (sub.seat === MASTER) void this.timeUp().catch(() => undefined);
    };
  }

  /**
   * Sends every followed seat (but `skip`) its update anew at the same seq, with no events: who is connected changed,
   * or the turn's time ran out (`legal` may now offer `skip_turn`). Over the live connection that is a small delta.
   */
  #refresh(skip?: SeatChannel): void {
    this.#followers.publish((seat) => this.#views.update(seat), skip);
  }

  /** Stops the room's turn clock: the registry calls it when it drops an idle room from memory (it rearms on reload). */
  dispose(): void {
    this.#clock.stop();
    this.#computer.stop();
  }

  /**
   * What the room's clocks say at `at` (ms since the epoch; its timers call it with the wall clock, a test that drove
   * them with {@link dispose} with its own): a prompt out of time is declined for its seat; the turn under way may have
   * run out of time, or its master gone: in the creatures' turn of a room whose master is away past `turnSeconds`, the
   * computer plays it (an action in the log); in a hero's turn every seat hears it (`legal` now offers `skip_turn`).
   */
  timeUp(at = Date.now()): Promise<void> {
    const received = performance.now();
    return this.#queue.runRetrying(async () => {
      for (const seat of this.#clock.promptsDue(at)) await this.#commit({ seat, type: 'decline', reason: 'time' }, received);
      const s = this.#state;
      const left = this.#clock.left(s.turnSeconds, at);
      if (s.phase !== 'playing' || left === null) return;
      // a timer may fire a millisecond before the wall clock says the time is up: it is armed again for the rest,
      // or the turn's end would never be heard
      if (left > 0) {
        if (!this.#clock.armed) this.#clock.arm(left + 1);
        return;
      }
      if (s.turn!.seat !== MASTER) return this.#refresh();
      if (this.#views.isHere(MASTER) || s.setup.mission.auto || s.computer === true) return;
      await this.#commit({ seat: MASTER, type: 'computer_turn', reason: 'away' }, received);
    });
  }

  /** Ends every live stream of the room (server shutdown, or the room archived) and stops its turn clock. */
  closeStreams(): void {
    this.dispose();
    this.#followers.closeAll();
  }

  /**
   * Since when the room has been idle (ms since the epoch): no live stream, no change queued, and no clock running (a
   * turn's limit or a prompt's, whose end the room must act on); null while in use. An idle room may be dropped from
   * memory: it reloads from the database on its next use.
   */
  idleSince(): number | null {
    return this.#followers.count === 0 && this.#queue.busy === 0 && !this.#clock.timing && !this.#computer.timing ? this.#queue.lastUsed : null;
  }

  /**
   * Archives the room if `archive` does so, in its turn after every change already queued; `archive` gets how the room
   * is used then (streams open, changes queued after this call) and returns what is left of the room, or null to keep
   * it. Once archived, its streams end and every later change of this object throws 410 `room_ended`. Retiring is
   * not a use: it leaves the room's idle time alone.
   * @returns what `archive` returned.
   */
  retire(archive: (use: RoomUse) => Promise<ArchivedRoom | null>): Promise<ArchivedRoom | null> {
    return this.#queue.runUnused(async (queued) => {
      if (this.#ended) return null;
      const ended = await archive({ streams: this.#followers.count, queued });
      if (ended) {
        this.#ended = ended;
        this.closeStreams();
      }
      return ended;
    });
  }

  /**
   * With other instances sharing the room, makes sure the state held here is the latest written (one look at the log,
   * then a catch-up when another instance moved the room on and its note has not arrived yet): what a request reads
   * right after another instance answered an action. Nothing to do for a room alone on its database.
   * @returns false when the room is no longer live (another instance archived it and the note was missed): the
   * registry then ends it here.
   */
  async ensureCurrent(): Promise<boolean> {
    if (!this.#peers.shared) return true;
    const { live, seq } = await roomProgress(this.#db, this.id);
    if (!live) return false;
    if (seq > this.#state.seq) await this.catchUp();
    return true;
  }

  /**
   * Catches up, in its turn, with the actions another instance wrote (see {@link RoomAuthority.#catchUp}); `seats`:
   * read the seats again even when no action came. A failure is logged, never thrown.
   * @returns whether the room caught up (false: the log could not be read, the database away).
   */
  catchUp(seats = false): Promise<boolean> {
    return this.#queue
      .run(() => this.#catchUp(seats))
      .then(
        () => true,
        (err: unknown) => {
          if (this.#ended) return true;
          // the database away in one line; anything else with its stack
          console.error(`quest-board: room ${this.id}: catching up from the log failed:`, storageFailure(err) && err instanceof Error ? err.message : err);
          return false;
        },
      );
  }

  /**
   * Plays the actions of the log after the state held here (written by other instances), sending every seat followed
   * here each update in order, as if they had been played here; then reads the seats again when one was taken or
   * released (or `seats` asks).
   * @throws Error when a stored action does not apply (a corrupt log or another engine version).
   */
  async #catchUp(seats = false): Promise<void> {
    // the seats read before the log: a seat taken in between is found at the next catch-up, never a seat ahead of
    // the state; the seats are always read, since a seat is taken or released with an action of the log
    const rows = await listSeats(this.#db, this.id);
    const log = await actionsAfter(this.#db, this.id, this.#state.seq);
    if (log.length === 0 && !seats) return;
    // from here on in one go: no request sees the new seq with the old seats
    for (const { seq, action } of log) {
      if (seq !== this.#state.seq + 1) break;
      const result = replayStored(this.id, this.#state, seq, action);
      this.#state = result.state;
      if (result.events.some((e) => e.type === 'turn_started') || this.#state.phase !== 'playing') this.#clock.start(this.#state);
      this.#broadcast(result.events);
    }
    // the seats as stored: a seat taken elsewhere opens the room here; a token no longer stored (released elsewhere,
    // maybe taken again with a new token) no longer does, and the live watches of its seat here end
    for (const seat of this.#seats.replace(rows)) if (this.#followers.drop(seat)) this.#refresh();
  }

  /**
   * Applies and writes `action` (with `alsoWrite` in the same transaction), then tells every stream and runs `after`
   * (in the same tick, so no request sees the room between the two); the meter hears of it with the time since
   * `received` (when the action arrived, `performance.now()`).
   */
  async #commit(action: SeatAction, received: number, alsoWrite?: (trx: DB) => Promise<void>, after?: () => void): Promise<Outcome> {
    const result: ApplyResult = apply(this.#state, action);
    if (!result.ok) return result;
    const { state, events } = result;
    const now = Date.now();
    const touch = state.phase !== this.#state.phase || now - this.#touchedAt >= TOUCH_EVERY_MS;
    await writeAheadOf(this.#db).append(async (trx) => {
      if (alsoWrite) await alsoWrite(trx);
      await insertAction(trx, this.id, state.seq, action, events);
      await this.#peers.moved(trx, state.seq);
      if (state.seq % SNAPSHOT_EVERY === 0) await insertSnapshot(trx, this.id, state.seq, state);
      if (touch) await touchRoom(trx, this.id, state.phase);
    });
    if (touch) this.#touchedAt = now;
    const ended = state.phase === 'over' && this.#state.phase !== 'over';
    this.#state = state;
    if (events.some((e) => e.type === 'turn_started') || state.phase !== 'playing') this.#clock.start(this.#state);
    this.#broadcast(events);
    this.meter.actionApplied((performance.now() - received) / 1000);
    after?.();
    if (ended) this.onOver?.(this);
    return { ok: true, seq: state.seq, events };
  }

  /** Sends each followed seat its update: its view, the events it may see, its legal actions (built once per seat). */
  #broadcast(events: GameEvent[]): void {
    const s = this.#state;
    this.#clock.syncPrompts(s);
    this.#computer.follow(s);
    this.#followers.publish((seat) => this.#views.update(seat, eventsFor(s, seat, events)));
  }
}
