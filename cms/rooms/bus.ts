/**
 * The room bus: how the server instances sharing one database tell each other what changed in a room (spec:
 * docs/several-instances). On SQLite there is one instance and the bus is {@link SOLO_BUS}, which carries nothing; on
 * PostgreSQL it is `LISTEN/NOTIFY` (`pg-bus.ts`). A note about a room's log is sent inside the transaction that wrote
 * it, so other instances hear of an action only once it is committed, and never of one rolled back.
 * @module
 */
import type { SeatId } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';

/**
 * What instances tell each other (`from`: the sending instance's id):
 * - `moved`: room `room`'s log now reaches `seq` (an instance holding the room catches up from the log);
 * - `ended`: the room was archived (an instance holding it ends its streams);
 * - `here`: the seats followed (by a live watch or stream) on instance `from` in `room` are now `seats`;
 * - `who`: instance `from` just loaded `room` and asks the others for their `here`;
 * - `alive`: instance `from` still runs (every {@link ALIVE_EVERY_MS}); `gone`: it stops;
 * - `campaign`: campaign `campaign` changed, its state now at `seq` (an instance with followers of it sends them the
 *   new view: cms/campaigns).
 */
export type RoomNote =
  | { type: 'moved'; room: string; seq: number; from: string }
  | { type: 'ended'; room: string; from: string }
  | { type: 'here'; room: string; seats: SeatId[]; from: string }
  | { type: 'who'; room: string; from: string }
  | { type: 'alive'; from: string }
  | { type: 'gone'; from: string }
  | { type: 'campaign'; campaign: string; seq: number; from: string };

/** A note as sent: the bus adds `from`. */
export type Note = RoomNote extends infer N ? (N extends RoomNote ? Omit<N, 'from'> : never) : never;

/** How often an instance says it is alive, in ms; one silent for {@link SILENT_AFTER_MS} is taken for dead. */
export const ALIVE_EVERY_MS = 5_000;
/** After how long without a note an instance is taken for dead (its seats no longer count as connected), in ms. */
export const SILENT_AFTER_MS = 15_000;

/** The bus of one server instance (see the module). */
export interface RoomBus {
  /** This instance's id (random, new at every start). */
  readonly instance: string;
  /** Whether other instances share the database (false: this one is alone and nothing is sent). */
  readonly shared: boolean;
  /** Sends `note` when `trx` commits (nothing if it rolls back). */
  announce(trx: DB, note: Note): Promise<void>;
  /** Sends `note` now (presence, liveness); a failure is logged, never thrown. */
  say(note: Note): void;
  /**
   * Calls `handler` with every note of the other instances, and with `{ type: 'resync' }` when notes may have been
   * missed (the listening connection was lost and is back): every room held must then catch up from the log.
   */
  listen(handler: (note: RoomNote | { type: 'resync' }) => void): void;
  /** Says `gone` and stops listening. */
  close(): Promise<void>;
}

/** The bus of an instance alone on its database (SQLite): nothing to tell anyone. */
export const SOLO_BUS: RoomBus = {
  instance: 'solo',
  shared: false,
  announce: async () => {},
  say: () => {},
  listen: () => {},
  close: async () => {},
};
