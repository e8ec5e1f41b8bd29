/**
 * The rooms of this server process: one {@link RoomAuthority} per room, loaded on first use and kept in memory while
 * it is used; a room idle for {@link IDLE_MS} (no live stream, no action) is dropped and reloads on its next use.
 * @module
 */
import type { Mission } from '../../content/schemas/index.ts';
import { createGame, type GameInput, type QuestBook } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { RoomAuthority } from './authority.ts';
import { gameInputFor, gameInputOf } from './setup.ts';
import { newRoomId, newSeed } from './tokens.ts';

/** How long a room stays in memory with no stream and no action: 10 minutes. */
export const IDLE_MS = 10 * 60_000;

/** How a room is made: with the mission's drafts and drafts of the content it uses (signed in), and its quest book. */
export interface RoomOptions {
  /** Take draft documents too (signed-in authors); the public plays published content only. */
  drafts?: boolean;
  /** Whether the master reads the quest book; `open` unless given. */
  questBook?: QuestBook;
}

/** Every room authority of the process, by id. */
export class RoomRegistry {
  /** The database the rooms and the content live in. */
  readonly db: DB;
  readonly #rooms = new Map<string, RoomAuthority>();
  readonly #loading = new Map<string, Promise<RoomAuthority | undefined>>();
  readonly #sweeper: ReturnType<typeof setInterval>;

  /** `idleMs`: how long an unused room stays in memory ({@link IDLE_MS} by default). */
  constructor(db: DB, readonly idleMs: number = IDLE_MS) {
    this.db = db;
    this.#sweeper = setInterval(() => this.sweep(), Math.max(1000, Math.min(60_000, idleMs))).unref();
  }

  /** Drops from memory the rooms idle for `idleMs` or more at `now`. @returns how many were dropped. */
  sweep(now: number = Date.now()): number {
    let dropped = 0;
    for (const [id, room] of this.#rooms) {
      const since = room.idleSince();
      if (since !== null && now - since >= this.idleMs) {
        this.#rooms.delete(id);
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
   * The authority of room `id`, loading it (snapshot + replay) on first use; concurrent calls share one load.
   * @returns `undefined` when there is no such room.
   */
  async get(id: string): Promise<RoomAuthority | undefined> {
    const cached = this.#rooms.get(id);
    if (cached) return cached;
    let loading = this.#loading.get(id);
    if (!loading) {
      loading = RoomAuthority.load(this.db, id).then(
        (room) => {
          this.#loading.delete(id);
          if (room) this.#rooms.set(id, room);
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
   * `questBook` says whether its master sees the mission's hidden placements (`GameState.questBook`; open unless given).
   * @returns the room and the master's (or host's) token.
   * @throws ApiError 404 `not_found` (no such mission, or a draft), 422 `invalid_mission` (the mission cannot be set up).
   */
  async create(missionId: string, seed: string = newSeed(), options: RoomOptions = {}): Promise<{ room: RoomAuthority; token: string }> {
    return this.#open(await gameInputFor(this.db, missionId, seed, options), options);
  }

  /**
   * Creates a room of `mission`, a mission document that need not be stored (the Archive's "Try it" of an unsaved
   * draft): nothing of it is written but the room itself, so the stored mission and its versions stay as they are.
   * The rest of the content is taken as stored now, as {@link create} does.
   * @throws ApiError 422 `invalid_mission` (the mission cannot be set up).
   */
  async createOf(mission: Mission, seed: string = newSeed(), options: RoomOptions = {}): Promise<{ room: RoomAuthority; token: string }> {
    return this.#open(await gameInputOf(this.db, mission, seed, options), options);
  }

  async #open(input: GameInput, options: RoomOptions): Promise<{ room: RoomAuthority; token: string }> {
    let state;
    try {
      state = createGame({ ...input, ...(options.questBook ? { questBook: options.questBook } : {}) });
    } catch (err) {
      throw new ApiError(422, 'invalid_mission', `mission "${input.mission.id}" cannot be played: ${err instanceof Error ? err.message : String(err)}`);
    }
    const created = await RoomAuthority.create(this.db, newRoomId(), input.mission.id, state);
    this.#rooms.set(created.room.id, created.room);
    return created;
  }

  /** Ends every live stream of every room and stops the sweeping of idle rooms. */
  closeStreams(): void {
    clearInterval(this.#sweeper);
    for (const room of this.#rooms.values()) room.closeStreams();
  }
}
