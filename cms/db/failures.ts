/**
 * The database failures a running server meets in the field and survives, told apart from the others (a bug, a
 * corrupt row): PostgreSQL going away (restarted, a connection killed, refusing new ones), and a SQLite file that is
 * full, read-only, locked by another process or failing on the disk. A request that meets one is answered with a
 * clear error and may be sent again later (cms/http/errors.ts); the process stays up, and since every write is a
 * transaction, nothing half-written is left behind.
 * @module
 */

/**
 * What kind of field failure an error is:
 * - `unavailable`: the database cannot be reached now (PostgreSQL restarting or gone, a connection cut, a disk error);
 * - `busy`: the SQLite file stayed locked by another process past the busy timeout;
 * - `read_only`: the SQLite file (or its folder) cannot be written;
 * - `full`: the disk (or the file's size limit) is full.
 */
export type StorageFailure = 'unavailable' | 'busy' | 'read_only' | 'full';

/**
 * PostgreSQL's error codes (SQLSTATE) of a server going away or not taking connections: class 08 (connection
 * exception), `57P01`–`57P03` (terminated by an administrator, a crash shutdown, cannot connect now: starting or
 * shutting down) and `53300` (too many connections).
 */
const PG_GONE = /^(08...|57P0[1-3]|53300)$/;

/** The network errors of a connection to PostgreSQL that is refused, cut or never answered. */
const NETWORK_GONE = new Set(['ECONNREFUSED', 'ECONNRESET', 'EPIPE', 'ETIMEDOUT', 'EHOSTUNREACH', 'ENETUNREACH', 'EAI_AGAIN', 'ENOTFOUND']);

/**
 * The messages `pg` and `pg-pool` throw without a code when a connection ends under a query, a client is used after its
 * connection failed, a new connection does not open in time, or a database refuses connections for a while
 * (`ALTER DATABASE … ALLOW_CONNECTIONS false`, SQLSTATE `55000`, a code other failures share).
 */
const PG_GONE_MESSAGES = [
  /^Connection terminated/,
  /not queryable/,
  /^timeout exceeded when trying to connect/,
  /^Connection terminated due to connection timeout/,
  /is not currently accepting connections/,
  /^Client was closed and is not queryable/,
];

/**
 * The field failure `err` is, or `undefined` when it is none (see {@link StorageFailure}). Reads the `code` of
 * `pg`'s and better-sqlite3's errors (and of the `cause` an error wraps).
 */
export function storageFailure(err: unknown): StorageFailure | undefined {
  for (let e: unknown = err, depth = 0; e && typeof e === 'object' && depth < 4; e = (e as { cause?: unknown }).cause, depth++) {
    const code = (e as { code?: unknown }).code;
    const message = (e as { message?: unknown }).message;
    if (typeof code === 'string') {
      if (code === 'SQLITE_FULL') return 'full';
      if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_CANTOPEN' || code === 'SQLITE_PERM') return 'read_only';
      if (code.startsWith('SQLITE_BUSY') || code.startsWith('SQLITE_LOCKED')) return 'busy';
      if (code.startsWith('SQLITE_IOERR')) return 'unavailable';
      if (PG_GONE.test(code) || NETWORK_GONE.has(code)) return 'unavailable';
    }
    if (typeof message === 'string' && PG_GONE_MESSAGES.some((m) => m.test(message))) return 'unavailable';
  }
  return undefined;
}
