/**
 * The rooms of this server process: one {@link RoomAuthority} per room, loaded on first use and kept in memory while
 * it is used; a room idle for {@link IDLE_MS} (no live stream, no action) is dropped and reloads on its next use.
 * Rooms also end: a finished room and a long-idle one are archived ({@link RoomRetention}) and leave memory and the
 * live tables. One timer does both sweeps.
 * @module
 */
import type { Mission } from '../../content/schemas/index.ts';
import { createGame, type GameInput, type GameState, type QuestBook } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import type { ReplayAccess } from '../db/rooms.table.ts';
import { isUniqueViolation } from '../db/dialect.ts';
import { ApiError } from '../http/errors.ts';
import { type Meter, NO_METER } from '../metrics/meter.ts';
import { type ArchivedRoom, type ArchiveOptions, archiveRoom, findArchivedRoom } from './archive.ts';
import { RoomAuthority } from './authority.ts';
import { ALIVE_EVERY_MS, type RoomBus, type RoomNote, SILENT_AFTER_MS, SOLO_BUS } from './bus.ts';
import { Elsewhere } from './elsewhere.ts';
import { ALONE, type RoomPeers } from './peers.ts';
import { countRooms, dueRooms, markRoomsUsed } from './repository.ts';
import { archiveReason, DEFAULT_RETENTION, type RoomRetention, type RoomUse, serverFullError } from './retention.ts';
import { gameInputFor, gameInputOf } from './setup.ts';
import { newRoomId, newSeed } from './tokens.ts';
import { writeAheadOf } from './write-ahead.ts';

/** How long a room stays in memory with no stream and no action: 10 minutes. */
export const IDLE_MS = 10 * 60_000;

/**
 * After notes were missed (the bus's listening connection lost and back), how long a room whose catch-up failed (the
 * database not quite back) waits before trying again, in ms; the wait doubles up to {@link RESYNC_RETRY_MAX_MS}.
 */
export const RESYNC_RETRY_MS = 250;
/** The longest wait between two catch-ups of a room after missed notes, in ms. */
export const RESYNC_RETRY_MAX_MS = 5_000;

/** How a room is made: with the mission's drafts and drafts of the content it uses (signed in), and its quest book. */
export interface RoomOptions {
  /** Take draft documents too (signed-in authors); the public plays published content only. */
  drafts?: boolean;
  /** Whether the master reads the quest book; `open` unless given. */
  questBook?: QuestBook;
  /** The turn time limit in seconds (`GameState.turnSeconds`); none unless given. */
  turnSeconds?: number;
  /** The seconds a seat has to answer a prompt (`GameState.reactionSeconds`); `REACTION_SECONDS` unless given. */
  reactionSeconds?: number;
  /** Who may watch its game again (docs/protocol.md, "Replays"); `private` unless given. */
  replay?: ReplayAccess;
}

/** The options of {@link RoomRegistry}. */
export interface RoomRegistryOptions {
  /** How long an unused room stays in memory, in ms ({@link IDLE_MS} by default). */
  idleMs?: number;
  /** How long rooms live and how many may live at once; {@link DEFAULT_RETENTION} for what is not given. */
  retention?: Partial<RoomRetention>;
  /** The bus to the other instances sharing the database ({@link SOLO_BUS}, none, unless given). */
  bus?: RoomBus;
  /** Where the rooms and the write-ahead say what they applied, refused and committed (metrics; none unless given). */
  meter?: Meter;
}

/** Every room authority of the process, by id. */
export class RoomRegistry {
  /** The database the rooms and the content live in. */
  readonly db: DB;
  /** The bus to the other instances sharing the database. */
  readonly bus: RoomBus;
  /** Where the rooms say what they applied and refused (metrics). */
  readonly meter: Meter;
  readonly #elsewhere = new Elsewhere();
  readonly #rooms = new Map<string, RoomAuthority>();
  readonly #loading = new Map<string, Promise<RoomAuthority | undefined>>();
  /** Rooms being archived: a request for one waits until it is done. */
  readonly #retiring = new Map<string, Promise<ArchivedRoom | null>>();
  readonly #sweeper: ReturnType<typeof setInterval>;
  readonly #watchdog: ReturnType<typeof setInterval> | undefined;
  /** Who hears of a game ending here ({@link RoomRegistry.onGameOver}). */
  readonly #overListeners = new Set<(room: RoomAuthority) => void>();
  /** The tail of the queue that admits new rooms one at a time (the live-room count, then the insert). */
  #admitting: Promise<unknown> = Promise.resolve();
  /** The archiving sweep running now, if any. */
  #archiving: Promise<unknown> | undefined;
  #closed = false;
  /** How long an unused room stays in memory, in ms. */
  readonly idleMs: number;
  /** How long rooms live and how many may live at once. */
  readonly retention: Readonly<RoomRetention>;
  /** How often the sweeps run, in ms: at most a minute (sooner when `idleMs` is shorter), at least a second. */
  readonly sweepMs: number;

  constructor(db: DB, options: RoomRegistryOptions = {}) {
    this.db = db;
    this.bus = options.bus ?? SOLO_BUS;
    this.meter = options.meter ?? NO_METER;
    if (options.meter) writeAheadOf(db).observe((seconds, writes) => this.meter.committed(seconds, writes));
    this.bus.listen((note) => this.#heard(note));
    this.idleMs = options.idleMs ?? IDLE_MS;
    this.retention = { ...DEFAULT_RETENTION, ...options.retention };
    this.sweepMs = Math.max(1000, Math.min(60_000, this.idleMs));
    this.#sweeper = setInterval(() => this.#tick(), this.sweepMs).unref();
    // with other instances: their silence is looked for as often as they say they are alive, not only at a note
    this.#watchdog = this.bus.shared ? setInterval(() => this.#forgetSilent(Date.now()), ALIVE_EVERY_MS).unref() : undefined;
  }

  /** A note from another instance (see `bus.ts`). */
  #heard(note: RoomNote | { type: 'resync' }): void {
    if (note.type === 'resync') {
      // notes may have been missed while the listening connection was down: every room held catches up from the log
      // (or ends, archived meanwhile), and who is connected where is asked and told again
      this.#resync([...this.#rooms.keys()], RESYNC_RETRY_MS);
      // what the others said of their seats may be out of date (a `here` missed): forgotten, and asked again
      const rooms = [...this.#rooms.keys()];
      for (const id of rooms) this.#elsewhere.dropRoom(id);
      this.#presenceChanged(rooms);
      this.#askWho();
      return;
    }
    const now = Date.now();
    // an instance never heard of, or forgotten while it was silent (a stall): ask it which seats it follows
    if (this.#elsewhere.heard(note.from, now) && note.type !== 'who' && note.type !== 'gone') this.#askWho();
    switch (note.type) {
      case 'moved': {
        const room = this.#rooms.get(note.room);
        if (room && note.seq > room.state.seq) void room.catchUp();
        return;
      }
      case 'ended':
        // a failure (the database away) is not lost: the bus reconnects and every room is checked again
        void this.#endedElsewhere(note.room).catch(() => undefined);
        return;
      case 'here':
        if (this.#rooms.has(note.room) && this.#elsewhere.set(note.room, note.from, note.seats)) this.#presenceChanged([note.room]);
        return;
      case 'who': {
        const seats = this.#rooms.get(note.room)?.seatsFollowedHere() ?? [];
        if (seats.length > 0) this.bus.say({ type: 'here', room: note.room, seats });
        return;
      }
      case 'gone':
        this.#presenceChanged(this.#elsewhere.forget(note.from));
        return;
      case 'alive':
        return;
    }
  }

  /**
   * Room `id` was archived by another instance: its streams here end, and it leaves memory. @returns whether it was
   * (false: it is still live, or not held here).
   */
  async #endedElsewhere(id: string): Promise<boolean> {
    const room = this.#rooms.get(id);
    if (!room) return false;
    const archived = await room.retire(() => findArchivedRoom(this.db, id).then((found) => found ?? null));
    if (archived && this.#rooms.get(id) === room) this.#forgetRoom(id);
    return archived !== null;
  }

  /**
   * Room `id`, held here, after notes may have been missed (or a request found it no longer live): ended here if
   * another instance archived it, else caught up from the log.
   */
  async recheck(id: string): Promise<boolean> {
    const ended = await this.#endedElsewhere(id).catch(() => undefined);
    if (ended === undefined) return false;
    if (ended) return true;
    return (await this.#rooms.get(id)?.catchUp(true)) ?? true;
  }

  /**
   * Rechecks rooms `ids` after notes were missed; those whose check failed (the database away again, or not quite
   * back) are tried again after `delayMs`, doubling up to {@link RESYNC_RETRY_MAX_MS}, until each is done or gone.
   */
  #resync(ids: string[], delayMs: number): void {
    void Promise.all(ids.map(async (id) => ((await this.recheck(id)) ? undefined : id))).then((results) => {
      const failed = results.filter((id): id is string => id !== undefined && this.#rooms.has(id));
      if (failed.length === 0 || this.#closed) return;
      setTimeout(() => {
        if (!this.#closed) this.#resync(failed, Math.min(delayMs * 2, RESYNC_RETRY_MAX_MS));
      }, delayMs).unref();
    });
  }

  /** Asks every other instance which seats it follows in each room held here, and tells them ours. */
  #askWho(): void {
    for (const [id, room] of this.#rooms) {
      this.bus.say({ type: 'who', room: id });
      const seats = room.seatsFollowedHere();
      if (seats.length > 0) this.bus.say({ type: 'here', room: id, seats });
    }
  }

  /** Forgets the seats of the instances silent for {@link SILENT_AFTER_MS} at `now` (dead, or stalled). */
  #forgetSilent(now: number): void {
    for (const instance of this.#elsewhere.silentSince(now - SILENT_AFTER_MS)) this.#presenceChanged(this.#elsewhere.forget(instance));
  }

  /** The seats followed elsewhere changed in `rooms`: each held here refreshes its seats' views. */
  #presenceChanged(rooms: string[]): void {
    for (const id of rooms) this.#rooms.get(id)?.presenceChanged();
  }

  /** Drops room `id` from memory, with what was known of its seats elsewhere. */
  #forgetRoom(id: string): void {
    this.#rooms.delete(id);
    this.#elsewhere.dropRoom(id);
  }

  /** What room `id` knows of the other instances. */
  #peersOf(id: string): RoomPeers {
    const bus = this.bus;
    if (!bus.shared) return ALONE;
    return {
      shared: true,
      moved: (trx, seq) => bus.announce(trx, { type: 'moved', room: id, seq }),
      elsewhere: () => this.#elsewhere.seatsOf(id),
      here: (seats) => bus.say({ type: 'here', room: id, seats }),
    };
  }

  #tick(): void {
    const now = Date.now();
    // another instance judging a room idle sees its row, not the watches held here: the row says the room is used
    if (this.bus.shared) {
      const watched = [...this.#rooms].filter(([, room]) => room.streamCount > 0).map(([id]) => id);
      markRoomsUsed(this.db, watched).catch((err: unknown) => console.error('quest-board: marking watched rooms as used failed:', err));
    }
    this.sweep(now);
    if (this.#archiving) return;
    this.archive(now).catch((err: unknown) => console.error('quest-board: archiving ended rooms failed:', err));
  }

  /**
   * Archives every room due at `now` (ms since the epoch; see {@link archiveReason}): each in one transaction, in its
   * turn after the changes already queued on it, re-judged on its row at that moment. An archived room's streams end
   * and it leaves memory; its log is kept when `retention.keepLogs`. A sweep starts after the one running ends; a room
   * that fails to be archived is logged and left for the next sweep.
   * @returns what is left of each room archived.
   * @throws Error when the rooms due cannot be read.
   */
  archive(now: number = Date.now()): Promise<ArchivedRoom[]> {
    const run = (this.#archiving ?? Promise.resolve()).then(() => this.#archiveDue(now));
    const tracked = run
      .catch(() => undefined)
      .finally(() => {
        if (this.#archiving === tracked) this.#archiving = undefined;
      });
    this.#archiving = tracked;
    return run;
  }

  async #archiveDue(now: number): Promise<ArchivedRoom[]> {
    const iso = (ms: number) => new Date(ms).toISOString();
    const { finishedAfterMs, idleAfterMs } = this.retention;
    const due = await dueRooms(this.db, { endedBefore: iso(now - finishedAfterMs), idleBefore: iso(now - idleAfterMs) });
    const archived: ArchivedRoom[] = [];
    for (const id of due) {
      if (this.#closed) break;
      try {
        const room = await this.#retire(id, now);
        if (room) archived.push(room);
      } catch (err) {
        // another instance archived it at the same moment: done
        if (isUniqueViolation(err)) continue;
        // one room that cannot be archived (a bug) must not keep the others live; the next sweep tries it again
        console.error(`quest-board: archiving room ${id} failed:`, err);
      }
    }
    return archived;
  }

  /** Archives room `id` if it is due at `now`; a room being loaded is in use and left alone. */
  #retire(id: string, now: number): Promise<ArchivedRoom | null> {
    if (this.#loading.has(id) || this.#retiring.has(id)) return Promise.resolve(null);
    const options = (use: RoomUse | null): ArchiveOptions => ({
      keepLog: this.retention.keepLogs,
      now: new Date(now),
      decide: (row) => archiveReason(row, use, this.retention, now),
    });
    const room = this.#rooms.get(id);
    const archiving = room
      ? room
          .retire((use) => archiveRoom(this.db, id, options(use)))
          .then((archived) => {
            if (archived && this.#rooms.get(id) === room) this.#forgetRoom(id);
            return archived;
          })
      : archiveRoom(this.db, id, options(null));
    const job = archiving
      .then((archived) => {
        if (archived) this.bus.say({ type: 'ended', room: id });
        return archived;
      })
      .finally(() => this.#retiring.delete(id));
    this.#retiring.set(id, job);
    return job;
  }

  /** What is left of room `id` if it was archived, else `undefined`. */
  archived(id: string): Promise<ArchivedRoom | undefined> {
    return findArchivedRoom(this.db, id);
  }

  /** Whether the server holds its limit of live rooms (`retention.maxLiveRooms`, counted in the database). */
  async isFull(): Promise<boolean> {
    const max = this.retention.maxLiveRooms;
    return max > 0 && (await countRooms(this.db)) >= max;
  }

  /** Drops from memory the rooms idle for `idleMs` or more at `now`. @returns how many were dropped. */
  sweep(now: number = Date.now()): number {
    let dropped = 0;
    for (const [id, room] of this.#rooms) {
      const since = room.idleSince();
      if (since !== null && now - since >= this.idleMs) {
        this.#forgetRoom(id);
        room.dispose();
        dropped++;
      }
    }
    return dropped;
  }

  /** The number of rooms held in memory. */
  get size(): number {
    return this.#rooms.size;
  }

  /**
   * The authority of room `id`, loading it (snapshot + replay) on first use; concurrent calls share one load. While the
   * room is being archived, waits until that is done.
   * @returns `undefined` when there is no such room (or it was archived: see {@link RoomRegistry.archived}).
   */
  async get(id: string): Promise<RoomAuthority | undefined> {
    const retiring = this.#retiring.get(id);
    if (retiring) await retiring.catch(() => undefined);
    const cached = this.#rooms.get(id);
    if (cached && !cached.ended) return cached;
    if (cached) this.#forgetRoom(id);
    let loading = this.#loading.get(id);
    if (!loading) {
      loading = RoomAuthority.load(this.db, id, this.#peersOf(id), this.meter).then(
        (room) => {
          this.#loading.delete(id);
          if (room) {
            this.#watch(room);
            this.#rooms.set(id, room);
            // which of its seats are followed on the other instances: they answer with `here`
            if (this.bus.shared) this.bus.say({ type: 'who', room: id });
          }
          return room;
        },
        (err: unknown) => {
          this.#loading.delete(id);
          throw err;
        },
      );
      this.#loading.set(id, loading);
    }
    return loading;
  }

  /**
   * Creates a room of `missionId` from the content stored now, with a random seed unless one is given.
   * Without `drafts` (the public) the mission must be published and only published heroes are offered.
   * `questBook` says whether its master sees the mission's hidden placements (`GameState.questBook`; open unless given),
   * `turnSeconds` the turn time limit (none unless given), `reactionSeconds` the time to answer a prompt (20 s unless given).
   * @returns the room and the master's (or host's) token.
   * @throws ApiError 404 `not_found` (no such mission, or a draft), 422 `invalid_mission` (the mission cannot be set up), 503 `server_full` (the server holds `retention.maxLiveRooms`).
   */
  async create(missionId: string, seed: string = newSeed(), options: RoomOptions = {}): Promise<{ room: RoomAuthority; token: string }> {
    return this.#open(() => gameInputFor(this.db, missionId, seed, options), options);
  }

  /**
   * Creates a room of `mission`, a mission document that need not be stored (the Archive's "Try it" of an unsaved
   * draft): nothing of it is written but the room itself, so the stored mission and its versions stay as they are.
   * The rest of the content is taken as stored now, as {@link create} does.
   * @throws ApiError 422 `invalid_mission` (the mission cannot be set up), 503 `server_full` as {@link create}.
   */
  async createOf(mission: Mission, seed: string = newSeed(), options: RoomOptions = {}): Promise<{ room: RoomAuthority; token: string }> {
    return this.#open(() => gameInputOf(this.db, mission, seed, options), options);
  }

  /**
   * Creates a room of the game input `gather` resolves to (a campaign fight's: `cms/campaigns/fights.ts`), admitted as
   * {@link create} admits one; `gather` runs in the room's admission turn, after the live-room count.
   * @throws ApiError 422 `invalid_mission` (the game cannot be set up), 503 `server_full`, or what `gather` throws.
   */
  createFrom(gather: () => Promise<GameInput>, options: RoomOptions = {}): Promise<{ room: RoomAuthority; token: string }> {
    return this.#open(gather, options);
  }

  /**
   * Calls `listener` with each room whose game ends by an action committed on this instance (once per room, after its
   * streams have heard of it; a listener's error is logged). @returns a function that removes it.
   */
  onGameOver(listener: (room: RoomAuthority) => void): () => void {
    this.#overListeners.add(listener);
    return () => this.#overListeners.delete(listener);
  }

  /** Has `room` tell this registry's game-over listeners when its game ends. */
  #watch(room: RoomAuthority): void {
    room.onOver = (r) => {
      for (const listener of this.#overListeners) {
        try {
          listener(r);
        } catch (err) {
          console.error(`quest-board: a game-over listener of room ${r.id} failed:`, err);
        }
      }
    };
  }

  /**
   * Admits one new room at a time: the live-room count, then (with a place free) the game built and inserted. Creations
   * that all passed the count before any inserted (bodies sent slowly) would take the server past its limit, and a full
   * server builds no game it will refuse.
   */
  #open(gather: () => Promise<GameInput>, options: RoomOptions): Promise<{ room: RoomAuthority; token: string }> {
    return this.#admit(options.replay, async () => {
      const input = await gather();
      try {
        return createGame({
          ...input,
          ...(options.questBook ? { questBook: options.questBook } : {}),
          ...(options.turnSeconds ? { turnSeconds: options.turnSeconds } : {}),
          ...(options.reactionSeconds ? { reactionSeconds: options.reactionSeconds } : {}),
        });
      } catch (err) {
        throw new ApiError(422, 'invalid_mission', `mission "${input.mission.id}" cannot be played: ${err instanceof Error ? err.message : String(err)}`);
      }
    });
  }

  /**
   * Opens a new room whose game starts at `state`, a game state kept elsewhere (a campaign save's fight: its seats,
   * turn and round as they were), with a new master token; admitted as {@link create} admits one. The seats' old
   * tokens do not open it: its hero seats are taken with `join` (a started game's vacant seats are taken over).
   * @throws ApiError 503 `server_full`.
   */
  createFromState(state: GameState): Promise<{ room: RoomAuthority; token: string }> {
    // its seq starts again from 0: a room's seq-0 snapshot is the one stored whole (`insertSnapshot`), which a reload
    // takes its setup from
    return this.#admit(undefined, async () => ({ ...state, seq: 0 }));
  }

  /** Admits one new room at a time (see {@link RoomRegistry.#open}): the count, then `build`'s game inserted, its replay `replay`. */
  #admit(replay: ReplayAccess | undefined, build: () => Promise<GameState>): Promise<{ room: RoomAuthority; token: string }> {
    const admit = this.#admitting.then(async () => {
      if (await this.isFull()) throw serverFullError(this.retention.maxLiveRooms);
      const state = await build();
      const id = newRoomId();
      const created = await RoomAuthority.create(this.db, { id, missionId: state.setup.mission.id, replay }, state, this.#peersOf(id), this.meter);
      this.#watch(created.room);
      this.#rooms.set(created.room.id, created.room);
      return created;
    });
    this.#admitting = admit.catch(() => undefined);
    return admit;
  }

  /** Ends every live stream of every room and stops the sweeps (an archiving sweep running stops after its room). */
  closeStreams(): void {
    clearInterval(this.#sweeper);
    clearInterval(this.#watchdog);
    this.#closed = true;
    for (const room of this.#rooms.values()) room.closeStreams();
  }

  /** {@link RoomRegistry.closeStreams}, then waits for the archiving sweep running, if any: the database may then close. */
  async close(): Promise<void> {
    this.closeStreams();
    await this.#archiving;
  }
}
