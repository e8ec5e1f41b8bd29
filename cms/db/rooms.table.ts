/**
 * The tables of game rooms: the room, its seats, its append-only action log and its snapshots; and what is left of a
 * room once it has ended and been archived (`archived_rooms`, with `archived_room_logs` when logs are kept).
 * @module
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * Who may watch a room's game again (docs/protocol.md, "Replays"): `private`, its seats only; `public`, anyone, the
 * heroes' side; `public-master`, anyone, the master's side too. The room's creator chooses it.
 */
export type ReplayAccess = 'private' | 'public' | 'public-master';

/** The phase of a game: the same values as the engine's `GameState['phase']`. */
export type RoomPhase = 'lobby' | 'playing' | 'over';

/**
 * A live game room (a table). `mission_id` is the mission it was created from; the state itself lives in snapshots.
 * `updated_at` is when the last action was accepted (a seat taken included; with several instances, also when an
 * instance last saw the room watched: the sweep marks it), `phase` the game's phase after it, and
 * `ended_at` when the game ended (null until then). Timestamps are ISO 8601 UTC text set by the server.
 */
export interface RoomsTable {
  id: string;
  mission_id: string;
  phase: Generated<RoomPhase>;
  ended_at: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
  /** Who may watch its game again ({@link ReplayAccess}; migration 11). */
  replay: Generated<ReplayAccess>;
}

/** A seat of a room (`master`, `h1`, ...). `token_hash` is the hex SHA-256 of the seat's bearer token, never the token. */
export interface SeatsTable {
  room_id: string;
  seat: string;
  token_hash: string;
  created_at: Generated<string>;
}

/**
 * One accepted action of a room. `seq` is the game state's `seq` after the action (1, 2, ...);
 * `action` is the seat action as JSON (seat included), `events` the events it produced as JSON.
 */
export interface RoomActionsTable {
  room_id: string;
  seq: number;
  seat: string;
  action: string;
  events: string;
  created_at: Generated<string>;
}

/** The whole game state of a room after action `seq`, as JSON. Seq 0 is the state `createGame` built. */
export interface RoomSnapshotsTable {
  room_id: string;
  seq: number;
  state: string;
  created_at: Generated<string>;
}

/** Why a room was archived: its game ended (`finished`) or nobody used it for too long (`idle`). */
export type ArchiveReason = 'finished' | 'idle';

/**
 * A room that has ended: its live rows are gone and this row says what it was, so a request for it can say it ended.
 * `seats` counts every seat taken (the master's included); `last_seq` is the seq of its last action (0: none);
 * `winner` and `reason` are those of its `game_over` (null when it ended unfinished); `last_used_at` is the room's
 * last action (or its creation); `why` is {@link ArchiveReason}. Timestamps are ISO 8601 UTC text.
 */
export interface ArchivedRoomsTable {
  id: string;
  mission_id: string;
  phase: RoomPhase;
  winner: string | null;
  reason: string | null;
  seats: number;
  last_seq: number;
  created_at: string;
  last_used_at: string;
  ended_at: string | null;
  archived_at: string;
  why: ArchiveReason;
  /** Who may watch its game again ({@link ReplayAccess}): a public replay keeps its log whatever `ROOM_LOGS` says. */
  replay: Generated<ReplayAccess>;
  /** The hash of its master's token while its replay is public (its creator may take it down); null otherwise. */
  replay_owner: string | null;
}

/**
 * The log of an archived room, kept only when the server keeps logs (`ROOM_LOGS=keep`): `snapshot` is the room's
 * seq-0 state as JSON (what it was created with), `actions` a JSON array of `{ seq, seat, action, events, at }` in
 * order; replaying the actions on the snapshot rebuilds the game. Seat tokens are never kept.
 */
export interface ArchivedRoomLogsTable {
  room_id: string;
  snapshot: string;
  actions: string;
}

export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type SeatRow = Selectable<SeatsTable>;
export type NewSeatRow = Insertable<SeatsTable>;
export type RoomActionRow = Selectable<RoomActionsTable>;
export type NewRoomActionRow = Insertable<RoomActionsTable>;
export type RoomSnapshotRow = Selectable<RoomSnapshotsTable>;
export type NewRoomSnapshotRow = Insertable<RoomSnapshotsTable>;
export type ArchivedRoomRow = Selectable<ArchivedRoomsTable>;
export type ArchivedRoomLogRow = Selectable<ArchivedRoomLogsTable>;
