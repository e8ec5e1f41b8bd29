/**
 * What the server tells its metrics as it works: the seam between the rooms, the write-ahead and the live connection,
 * which only say what happened, and the metrics' store (`prometheus.ts`, loaded only when metrics are on). With
 * metrics off every call goes to {@link NO_METER}, which does nothing. docs/operations.md, "Metrics", lists what is
 * exposed.
 * @module
 */

/** What happened, said as it happens (each call is cheap: a counter or a histogram bucket). */
export interface Meter {
  /**
   * An action was applied and written: a room's log grew by one here (a seat's action, a join, the computer's turn,
   * a prompt declined for lack of time). `seconds`: from its arrival at the room to the moment every follower of the
   * room on this instance was sent its update (the queue behind earlier actions and the write-ahead included).
   */
  actionApplied(seconds: number): void;
  /** A seat's action reached a room and was refused: `code` is the error's (`not_your_turn`, `stale_seq`...). */
  actionRefused(code: string): void;
  /** A group of `writes` actions was committed by the write-ahead in `seconds` (the transaction, begin to commit). */
  committed(seconds: number, writes: number): void;
  /** `frame` (a text frame's payload) was sent on a live connection: the meter counts it and its UTF-8 bytes. */
  sent(frame: string): void;
}

/** The meter of a server with metrics off: every call does nothing. */
export const NO_METER: Meter = {
  actionApplied() {},
  actionRefused() {},
  committed() {},
  sent() {},
};

/** The counts a scrape reads at that moment, each from the part of the server that holds it. */
export interface MeterGauges {
  /** Rooms held in memory on this instance (a cold room, evicted, is not). */
  roomsInMemory(): number;
  /** Live rooms in the database (every instance's): not archived, in memory or not. */
  liveRooms(): Promise<number>;
  /** Campaigns followed live on this instance. */
  campaignsFollowed(): number;
  /** Open sockets of the live connection (`/api/live`). */
  sockets(): number;
  /** Watches held over those sockets (a room or a campaign followed by a board). */
  watches(): number;
}

/** Metrics on: a {@link Meter} that also writes the exposition a scrape reads. */
export interface ServerMetrics extends Meter {
  /** Where the gauges read from; the server sets each part as it starts (a part not set reads 0). */
  readonly gauges: Partial<MeterGauges>;
  /** The metrics now, in the Prometheus text format, with its content type. */
  scrape(): Promise<{ contentType: string; body: string }>;
}
