/**
 * What a room knows of the other server instances sharing its database (see `bus.ts`), and the peers of a room on an
 * instance alone with its database.
 * @module
 */
import type { SeatId } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';

/**
 * What a room knows of the other server instances sharing its database (see `bus.ts`); {@link ALONE} when there are
 * none (SQLite).
 */
export interface RoomPeers {
  /** Whether other instances may write this room: a seat token unknown here is then looked up in the database. */
  readonly shared: boolean;
  /** Tells the other instances, inside the transaction writing it, that the room's log now reaches `seq`. */
  moved(trx: DB, seq: number): Promise<void>;
  /** The seats followed on other instances now. */
  elsewhere(): ReadonlySet<SeatId>;
  /** Tells the other instances which seats are followed here now (a seat's first follower came or its last left). */
  here(seats: SeatId[]): void;
}

/** No seat (asked for with every view built: one set for all). */
const NOBODY: ReadonlySet<SeatId> = new Set();

/** The peers of a room on an instance alone with its database. */
export const ALONE: RoomPeers = { shared: false, moved: async () => {}, elsewhere: () => NOBODY, here: () => {} };
