/**
 * A hono-rate-limiter {@link Store} that counts hits in the database (`rate_limits`), so that a limit holds across
 * every server instance sharing that database: two instances counting the same client at once never lose a hit.
 * @module
 */
import type { ClientRateLimitInfo, HonoConfigType, Store } from 'hono-rate-limiter';
import type { DB } from '../db/database.ts';

/** The options of {@link DatabaseStore}. */
export interface DatabaseStoreOptions {
  /** The name of the limit (`creations`, `failed-sign-ins`): limits of the same name share their counts. */
  name: string;
  /** The clock, in ms since the epoch; `Date.now` unless given (tests move it on). */
  now?: () => number;
}

/**
 * Hits per limit and client in the database, in windows of the limiter's `windowMs` that start at a client's first
 * hit (as hono-rate-limiter's own memory store counts them): the count goes back to 0 once a window has ended.
 * Every change is one statement, atomic on SQLite and PostgreSQL alike; ended windows are deleted by a sweep that
 * runs at most once a window per store, inside an {@link DatabaseStore.increment}. The clocks of the instances are
 * taken to agree (to within a small part of a window).
 */
export class DatabaseStore implements Store {
  /** Stores of the same limit name on one database count together; the limiter's double-count check reads this. */
  readonly prefix: string;
  /** Hits counted by this store are seen by every other store of the same name on the same database. */
  readonly localKeys = false;
  readonly #db: DB;
  readonly #now: () => number;
  #windowMs = 60_000;
  #nextSweep = 0;

  /** A store over `db` for the limit `name`. */
  constructor(db: DB, { name, now = Date.now }: DatabaseStoreOptions) {
    this.#db = db;
    this.prefix = name;
    this.#now = now;
  }

  /** Takes the window length (`windowMs`, ms) from the limiter's options. */
  init(options: Pick<HonoConfigType, 'windowMs'>): void {
    this.#windowMs = options.windowMs;
  }

  /** The client's hits in its current window and when it ends, or `undefined` when it has none. */
  async get(key: string): Promise<ClientRateLimitInfo | undefined> {
    const row = await this.#db
      .selectFrom('rate_limits')
      .select(['hits', 'reset_at'])
      .where('limit_name', '=', this.prefix)
      .where('client', '=', key)
      .where('reset_at', '>', this.#now())
      .executeTakeFirst();
    return row && { totalHits: row.hits, resetTime: new Date(Number(row.reset_at)) };
  }

  /**
   * Counts one hit of the client in one statement (an insert that, when the row exists, adds one to it or starts a
   * new window when its window has ended) and returns the hits so far in the window, this one included.
   */
  async increment(key: string): Promise<ClientRateLimitInfo> {
    const now = this.#now();
    await this.#sweep(now);
    const row = await this.#db
      .insertInto('rate_limits')
      .values({ limit_name: this.prefix, client: key, hits: 1, reset_at: now + this.#windowMs })
      .onConflict((oc) =>
        oc.columns(['limit_name', 'client']).doUpdateSet((eb) => {
          const ended = eb('rate_limits.reset_at', '<=', now);
          return {
            hits: eb
              .case()
              .when(ended)
              .then(eb.lit(1))
              .else(eb('rate_limits.hits', '+', eb.lit(1)))
              .end(),
            reset_at: eb.case().when(ended).then(eb.ref('excluded.reset_at')).else(eb.ref('rate_limits.reset_at')).end(),
          };
        }),
      )
      .returning(['hits', 'reset_at'])
      .executeTakeFirstOrThrow();
    return { totalHits: row.hits, resetTime: new Date(Number(row.reset_at)) };
  }

  /** Takes back one hit of the client in its current window (a request that does not count, such as a successful sign-in). */
  async decrement(key: string): Promise<void> {
    await this.#db
      .updateTable('rate_limits')
      .set((eb) => ({ hits: eb('hits', '-', eb.lit(1)) }))
      .where('limit_name', '=', this.prefix)
      .where('client', '=', key)
      .where('hits', '>', 0)
      .where('reset_at', '>', this.#now())
      .execute();
  }

  /** Forgets the client's hits. */
  async resetKey(key: string): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('limit_name', '=', this.prefix).where('client', '=', key).execute();
  }

  /** Forgets every client's hits against this limit. */
  async resetAll(): Promise<void> {
    await this.#db.deleteFrom('rate_limits').where('limit_name', '=', this.prefix).execute();
  }

  /** Deletes every ended window (of any limit), at most once a window. */
  async #sweep(now: number): Promise<void> {
    if (now < this.#nextSweep) return;
    this.#nextSweep = now + this.#windowMs;
    await this.#db.deleteFrom('rate_limits').where('reset_at', '<=', now).execute();
  }
}
