/**
 * The queue that runs the changes of one room one at a time, in arrival order, and knows since when the room is idle.
 * @module
 */
import { isUniqueViolation } from '../db/dialect.ts';
import type { ArchivedRoom } from './archive.ts';
import { MAX_CONFLICT_RETRIES } from './limits.ts';
import { roomEndedError } from './retention.ts';

/** What the queue asks of its room. */
export interface QueuedRoom {
  /** What is left of the room once archived, or null while it is live: every change then throws 410 `room_ended`. */
  ended(): ArchivedRoom | null;
  /** Catches up with the log another instance wrote, seats included. */
  catchUp(): Promise<void>;
}

/** One room's queue of changes. */
export class RoomQueue {
  /** The tail of the queue. */
  #tail: Promise<unknown> = Promise.resolve();
  /** Changes queued or running. */
  #busy = 0;
  /** When the room was last used (ms since the epoch): an action, a seat, a stream opened or closed. */
  #lastUsed = Date.now();

  constructor(private readonly room: QueuedRoom) {}

  /** The number of changes queued or running. */
  get busy(): number {
    return this.#busy;
  }

  /** When the room was last used (ms since the epoch). */
  get lastUsed(): number {
    return this.#lastUsed;
  }

  /** Notes a use of the room now (a stream opened or closed). */
  used(): void {
    this.#lastUsed = Date.now();
  }

  /** Runs `fn` in its turn, after every change queued before; an archived room refuses it (410 `room_ended`). */
  run<T>(fn: () => Promise<T>): Promise<T> {
    this.#busy++;
    this.#lastUsed = Date.now();
    const guarded = () => {
      const ended = this.room.ended();
      if (ended) throw roomEndedError(ended);
      return fn();
    };
    const run = this.#tail.then(guarded, guarded).finally(() => {
      this.#busy--;
      this.#lastUsed = Date.now();
    });
    this.#tail = run.catch(() => undefined);
    return run;
  }

  /**
   * {@link RoomQueue.run}, and when another instance wrote the room's next seq first (the write is refused as a
   * duplicate key), the room catches up from the log and `fn` runs again on the new state, up to
   * {@link MAX_CONFLICT_RETRIES} times: exactly one of two conflicting actions is applied.
   */
  runRetrying<T>(fn: () => Promise<T>): Promise<T> {
    return this.run(async () => {
      for (let attempt = 0; ; attempt++) {
        try {
          return await fn();
        } catch (err) {
          if (!isUniqueViolation(err) || attempt >= MAX_CONFLICT_RETRIES) throw err;
          await this.room.catchUp();
        }
      }
    });
  }

  /**
   * Runs `fn` in its turn after every change already queued, even on an archived room, and not as a use of the room
   * (its idle time stays); `fn` gets the number of changes queued after it.
   */
  runUnused<T>(fn: (queuedAfter: number) => Promise<T>): Promise<T> {
    this.#busy++;
    const run = this.#tail.then(() => fn(this.#busy - 1)).finally(() => this.#busy--);
    this.#tail = run.catch(() => undefined);
    return run;
  }
}
