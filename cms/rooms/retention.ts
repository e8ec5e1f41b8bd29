/**
 * How long rooms live and how many may live at once: when a room is due for archiving (its game ended a while ago,
 * or nobody used it for long), the answer to a request for an archived room (410 `room_ended`), and the answer to a
 * room asked of a full server (503 `server_full`).
 * @module
 */
import type { ArchiveReason } from '../db/rooms.table.ts';
import { ApiError } from '../http/errors.ts';
import type { ArchivedRoom, LiveRoom } from './archive.ts';

/** How long rooms live on this server and how many may live at once. */
export interface RoomRetention {
  /** How long a finished room stays after its game ended, in ms (its end screen and chronicle stay readable). */
  finishedAfterMs: number;
  /** How long a room may go with no action, no seat taken and no stream open before it is archived, in ms. */
  idleAfterMs: number;
  /** Whether an archived room keeps its seq-0 snapshot and action log (`archived_room_logs`). */
  keepLogs: boolean;
  /** The most live rooms this server holds (in the database); a room asked beyond it gets a 503. 0: no limit. */
  maxLiveRooms: number;
}

/** The defaults: finished rooms stay 1 hour, idle rooms 7 days, logs are deleted, at most 10,000 live rooms. */
export const DEFAULT_RETENTION: Readonly<RoomRetention> = {
  finishedAfterMs: 60 * 60_000,
  idleAfterMs: 7 * 24 * 60 * 60_000,
  keepLogs: false,
  maxLiveRooms: 10_000,
};

/** How a room is being used in this process right now. */
export interface RoomUse {
  /** Live streams open. */
  streams: number;
  /** Changes (actions, seats) waiting in its queue. */
  queued: number;
}

/**
 * Why room `room` is to be archived at `now` (ms since the epoch), or null to keep it:
 * - `finished`: its game ended `finishedAfterMs` or more ago (even with streams open: they end);
 * - `idle`: no action or seat for `idleAfterMs` or more, no stream open and nothing queued (`use`, null for a room
 *   not in memory, which has neither).
 */
export function archiveReason(room: Pick<LiveRoom, 'endedAt' | 'updatedAt'>, use: RoomUse | null, policy: RoomRetention, now: number): ArchiveReason | null {
  if (room.endedAt !== null && now - Date.parse(room.endedAt) >= policy.finishedAfterMs) return 'finished';
  if (use && (use.streams > 0 || use.queued > 0)) return null;
  if (now - Date.parse(room.updatedAt) >= policy.idleAfterMs) return 'idle';
  return null;
}

/**
 * The refusal of an action whose token stopped being a seat of the room while it waited its turn (the seat was
 * released meanwhile): as for any token that is not a seat.
 */
export function seatGone(roomId: string): ApiError {
  return new ApiError(401, 'unauthorized', `the token is not a seat of room "${roomId}" (its seat was released)`);
}

/**
 * The 409 `stale_seq` of an action sent from the view at seq `seen` when the room is at `now` (docs/protocol.md,
 * "Sending an action once").
 */
export function staleSeq(seen: number, now: number): ApiError {
  return new ApiError(
    409,
    'stale_seq',
    `the room is at seq ${now}, and this action was sent from the view at seq ${seen}: it was not played; read the view again and choose anew`,
  );
}

/** The answer to any request for an archived room: 410 `room_ended`, saying when and why it ended. */
export function roomEndedError(room: ArchivedRoom): ApiError {
  const why =
    room.why === 'finished'
      ? `its game ended at ${room.endedAt}${room.winner ? ` (the ${room.winner === 'heroes' ? 'heroes' : 'master'} won)` : ''}`
      : `nobody played in it since ${room.lastUsedAt}`;
  return new ApiError(410, 'room_ended', `room "${room.id}" has ended: ${why}, and it was archived at ${room.archivedAt}; create a new room to play again`);
}

/** The answer to a room asked of a server holding `max` live rooms: 503 `server_full` (send `Retry-After` with it). */
export function serverFullError(max: number): ApiError {
  return new ApiError(503, 'server_full', `this server already holds its limit of ${max} live rooms: try again later, when some have ended`);
}
