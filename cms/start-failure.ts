/**
 * Why the server could not start, as the one line `cms/main.ts` prints: what is wrong and what to do (a port in use,
 * a `HOST` that is not this machine's, a data folder or database file that cannot be written, a database that does
 * not answer), never a stack trace.
 * @module
 */
import type { DatabaseLocation } from './db/database.ts';
import { StartProblem } from './db/data-folder.ts';
import { redacted } from './env.ts';

/** The listening socket failed to open: `cause` is Node's error (`EADDRINUSE`, `ENOTFOUND`, …). */
export class ListenFailure extends Error {
  override name = 'ListenFailure';
  constructor(cause: unknown) {
    super(cause instanceof Error ? cause.message : String(cause), { cause });
  }
}

/** Where the server was to listen, as `PORT` and `HOST` say. */
export interface ListenAddress {
  port: number;
  host: string;
}

/**
 * The line saying why the start failed with `err`: a {@link ListenFailure} names the port or the host, a
 * {@link StartProblem} is said as it is, and any other error is the database's at `database`.
 */
export function startFailureLine(err: unknown, database: DatabaseLocation, address: ListenAddress): string {
  if (err instanceof ListenFailure) {
    const code = (err.cause as NodeJS.ErrnoException | undefined)?.code;
    if (code === 'EADDRINUSE') return `quest-board: port ${address.port} is already in use: stop the other server or set PORT`;
    if (code === 'EACCES') return `quest-board: port ${address.port} needs rights this user does not have (ports below 1024): set PORT to 1024 or above`;
    if (code === 'ENOTFOUND' || code === 'EAI_AGAIN' || code === 'EADDRNOTAVAIL' || code === 'EAI_FAIL') {
      return `quest-board: HOST ${address.host} is not an address of this machine: set HOST to one of its addresses (127.0.0.1: this machine only; 0.0.0.0: every network)`;
    }
    return `quest-board: cannot listen on ${address.host} port ${address.port}: ${err.message}`;
  }
  if (err instanceof StartProblem) return `quest-board: ${err.message}`;
  const where =
    'postgres' in database
      ? `the PostgreSQL database ${redacted(database.postgres)}${database.schema ? ` (schema ${database.schema})` : ''}`
      : `the data folder ${database.sqlite}`;
  return `quest-board: cannot start on ${where}: ${err instanceof Error ? err.message : String(err)}`;
}
