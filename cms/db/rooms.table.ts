/**
 * The tables of game rooms: the room, its seats, its append-only action log and its snapshots.
 * @module
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/** A game room (a table). `mission_id` is the mission it was created from; the state itself lives in snapshots. */
export interface RoomsTable {
  id: string;
  mission_id: string;
  created_at: Generated<string>;
  updated_at: Generated<string>;
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

export type RoomRow = Selectable<RoomsTable>;
export type NewRoomRow = Insertable<RoomsTable>;
export type SeatRow = Selectable<SeatsTable>;
export type NewSeatRow = Insertable<SeatsTable>;
export type RoomActionRow = Selectable<RoomActionsTable>;
export type NewRoomActionRow = Insertable<RoomActionsTable>;
export type RoomSnapshotRow = Selectable<RoomSnapshotsTable>;
export type NewRoomSnapshotRow = Insertable<RoomSnapshotsTable>;
