/**
 * The room bus over PostgreSQL's `LISTEN/NOTIFY` (see `bus.ts`): notes go out with `pg_notify` on the channel
 * {@link CHANNEL} (inside the writing transaction for a room's log, so they leave at its commit), and come in on one
 * dedicated connection per instance, which reconnects with a growing delay when lost (250 ms, doubling up to 5 s,
 * for as long as PostgreSQL stays away), listens again, and then has every room held catch up: notes sent meanwhile
 * are gone.
 * @module
 */
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { type DB, POSTGRES_CONNECT_TIMEOUT_MS, type PostgresConnection } from '../db/database.ts';
import { ALIVE_EVERY_MS, type Note, type RoomBus, type RoomNote } from './bus.ts';

/**
 * The notification channel of quest-board's room notes; another schema's instances use `quest_board_rooms_<schema>`
 * (cut to PostgreSQL's 63 characters), so they never hear these.
 */
export const CHANNEL = 'quest_board_rooms';

/** The bus of one instance on a PostgreSQL database. Open with {@link PgBus.open}. */
export class PgBus implements RoomBus {
  readonly instance = randomBytes(6).toString('base64url');
  readonly shared = true;
  readonly #db: DB;
  readonly #connection: PostgresConnection;
  readonly #channel: string;
  #client: pg.Client | null = null;
  #handlers: ((note: RoomNote | { type: 'resync' }) => void)[] = [];
  #closed = false;
  #retryMs = 250;
  readonly #alive: ReturnType<typeof setInterval>;

  private constructor(db: DB, connection: PostgresConnection) {
    this.#db = db;
    this.#connection = connection;
    this.#channel = (connection.schema === 'public' ? CHANNEL : `${CHANNEL}_${connection.schema}`).slice(0, 63);
    this.#alive = setInterval(() => this.say({ type: 'alive' }), ALIVE_EVERY_MS);
    this.#alive.unref();
  }

  /**
   * Opens the bus of `db` (a PostgreSQL database, reached as `connection` says): its listening connection is up when
   * this resolves. @throws Error when PostgreSQL cannot be reached.
   */
  static async open(db: DB, connection: PostgresConnection): Promise<PgBus> {
    const bus = new PgBus(db, connection);
    try {
      await bus.#connect();
    } catch (err) {
      clearInterval(bus.#alive);
      throw err;
    }
    return bus;
  }

  async #connect(): Promise<void> {
    const client = new pg.Client({ connectionString: this.#connection.url, connectionTimeoutMillis: POSTGRES_CONNECT_TIMEOUT_MS });
    client.on('notification', (message) => {
      if (message.channel !== this.#channel || !message.payload) return;
      let note: RoomNote;
      try {
        note = JSON.parse(message.payload) as RoomNote;
      } catch {
        return;
      }
      if (note.from === this.instance) return;
      for (const handler of this.#handlers) handler(note);
    });
    // a listener on both from the start: an error event with none would end the process
    client.on('error', () => this.#lost(client));
    client.on('end', () => this.#lost(client));
    try {
      await client.connect();
      await client.query(`listen ${this.#channel}`);
    } catch (err) {
      await client.end().catch(() => undefined);
      throw err;
    }
    if (this.#closed) {
      await client.end().catch(() => undefined);
      return;
    }
    this.#client = client;
    this.#retryMs = 250;
  }

  /** The listening connection is gone: try again later, then have every room catch up. */
  #lost(client: pg.Client): void {
    if (this.#client !== client || this.#closed) return;
    this.#client = null;
    client.end().catch(() => undefined);
    const retry = () => {
      if (this.#closed) return;
      this.#connect().then(
        () => {
          for (const handler of this.#handlers) handler({ type: 'resync' });
        },
        () => {
          this.#retryMs = Math.min(this.#retryMs * 2, 5_000);
          setTimeout(retry, this.#retryMs).unref();
        },
      );
    };
    setTimeout(retry, this.#retryMs).unref();
  }

  async announce(trx: DB, note: Note): Promise<void> {
    await sql`select pg_notify(${this.#channel}, ${JSON.stringify({ ...note, from: this.instance })})`.execute(trx);
  }

  say(note: Note): void {
    if (this.#closed) return;
    this.announce(this.#db, note).catch((err: unknown) =>
      console.error('quest-board: a note to the other instances failed:', err instanceof Error ? err.message : err),
    );
  }

  listen(handler: (note: RoomNote | { type: 'resync' }) => void): void {
    this.#handlers.push(handler);
  }

  async close(): Promise<void> {
    if (this.#closed) return;
    clearInterval(this.#alive);
    await this.announce(this.#db, { type: 'gone' }).catch(() => undefined);
    this.#closed = true;
    const client = this.#client;
    this.#client = null;
    await client?.end().catch(() => undefined);
  }
}
