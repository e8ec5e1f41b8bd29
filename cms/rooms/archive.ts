/**
 * Storage of rooms that have ended: archiving a room (in one transaction: its `archived_rooms` row, its log when
 * kept, and every live row of it deleted) and reading what is left of an archived room.
 * @module
 */
import type { GameEvent } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import type { ArchiveReason, ArchivedRoomRow, RoomPhase } from '../db/rooms.table.ts';

/** What is left of an archived room (the `archived_rooms` row). Timestamps are ISO 8601 UTC text. */
export interface ArchivedRoom {
  id: string;
  missionId: string;
  /** The game's phase when the room was archived. */
  phase: RoomPhase;
  /** Who won, when the game ended (`heroes` or `master`); null otherwise. */
  winner: string | null;
  /** The `reason` of its `game_over` event; null when the game did not end. */
  reason: string | null;
  /** Seats taken, the master's included. */
  seats: number;
  /** The seq of the room's last action (0: none). */
  lastSeq: number;
  createdAt: string;
  /** When the room's last action was accepted (its creation when it has none). */
  lastUsedAt: string;
  /** When its game ended; null when it did not. */
  endedAt: string | null;
  archivedAt: string;
  why: ArchiveReason;
}

/** What the archiving decision sees of a live room: its row, read inside the archiving transaction. */
export interface LiveRoom {
  id: string;
  phase: RoomPhase;
  /** When its game ended (ISO 8601), or null. */
  endedAt: string | null;
  /** When its last action was accepted (ISO 8601); its creation when it has none. */
  updatedAt: string;
}

/** The options of {@link archiveRoom}. */
export interface ArchiveOptions {
  /** Whether to keep the room's seq-0 snapshot and action log in `archived_room_logs`. */
  keepLog: boolean;
  /** The time recorded as `archived_at`. */
  now: Date;
  /**
   * Whether the room is to be archived, and why, given its row as it is inside the transaction (so a room changed
   * since it was chosen is judged on its new row); null leaves it live.
   */
  decide: (room: LiveRoom) => ArchiveReason | null;
}

/**
 * Archives room `id` when `decide` says so, in one transaction: an `archived_rooms` row, its log in
 * `archived_room_logs` when `keepLog` or its replay is public (with its master's token hash, so its creator may still
 * take the replay down), then its snapshots, actions, seats and row deleted.
 * @returns what is left of the room, or null when it is not live or `decide` kept it.
 */
export async function archiveRoom(db: DB, id: string, { keepLog, now, decide }: ArchiveOptions): Promise<ArchivedRoom | null> {
  return db.transaction().execute(async (trx) => {
    const row = await trx
      .selectFrom('rooms')
      .select(['id', 'mission_id', 'phase', 'ended_at', 'created_at', 'updated_at', 'replay'])
      .where('id', '=', id)
      .executeTakeFirst();
    if (!row) return null;
    const why = decide({ id, phase: row.phase, endedAt: row.ended_at, updatedAt: row.updated_at });
    if (!why) return null;
    const seats = await trx
      .selectFrom('seats')
      .select((eb) => eb.fn.countAll<number | bigint | string>().as('n'))
      .where('room_id', '=', id)
      .executeTakeFirstOrThrow();
    const last = await trx.selectFrom('room_actions').select(['seq', 'events']).where('room_id', '=', id).orderBy('seq', 'desc').limit(1).executeTakeFirst();
    const over = row.phase === 'over' && last ? (JSON.parse(last.events) as GameEvent[]).find((e) => e.type === 'game_over') : undefined;
    const archived: ArchivedRoom = {
      id,
      missionId: row.mission_id,
      phase: row.phase,
      winner: over?.winner ?? null,
      reason: over?.reason ?? null,
      seats: Number(seats.n),
      lastSeq: last?.seq ?? 0,
      createdAt: row.created_at,
      lastUsedAt: row.updated_at,
      endedAt: row.ended_at,
      archivedAt: now.toISOString(),
      why,
    };
    await trx
      .insertInto('archived_rooms')
      .values({
        id,
        mission_id: archived.missionId,
        phase: archived.phase,
        winner: archived.winner,
        reason: archived.reason,
        seats: archived.seats,
        last_seq: archived.lastSeq,
        created_at: archived.createdAt,
        last_used_at: archived.lastUsedAt,
        ended_at: archived.endedAt,
        archived_at: archived.archivedAt,
        why,
        replay: row.replay,
        replay_owner: row.replay === 'private' ? null : await masterTokenHash(trx, id),
      })
      .execute();
    // a public replay keeps its log whatever the server does with the others' (docs/protocol.md, "Replays")
    if (keepLog || row.replay !== 'private') {
      const snapshot = await trx.selectFrom('room_snapshots').select('state').where('room_id', '=', id).where('seq', '=', 0).executeTakeFirst();
      const actions = await trx
        .selectFrom('room_actions')
        .select(['seq', 'seat', 'action', 'events', 'created_at'])
        .where('room_id', '=', id)
        .orderBy('seq')
        .execute();
      const log = actions.map((a) => ({
        seq: a.seq,
        seat: a.seat,
        action: JSON.parse(a.action) as unknown,
        events: JSON.parse(a.events) as unknown,
        at: a.created_at,
      }));
      await trx
        .insertInto('archived_room_logs')
        .values({ room_id: id, snapshot: snapshot?.state ?? 'null', actions: JSON.stringify(log) })
        .execute();
    }
    await trx.deleteFrom('room_snapshots').where('room_id', '=', id).execute();
    await trx.deleteFrom('room_actions').where('room_id', '=', id).execute();
    await trx.deleteFrom('seats').where('room_id', '=', id).execute();
    await trx.deleteFrom('rooms').where('id', '=', id).execute();
    return archived;
  });
}

/** The hash of room `id`'s master token (null when it has none). */
async function masterTokenHash(trx: DB, id: string): Promise<string | null> {
  const seat = await trx.selectFrom('seats').select('token_hash').where('room_id', '=', id).where('seat', '=', 'master').executeTakeFirst();
  return seat?.token_hash ?? null;
}

/** What is left of archived room `id`, or `undefined` when no room of that id was archived. */
export async function findArchivedRoom(db: DB, id: string): Promise<ArchivedRoom | undefined> {
  const row = await db.selectFrom('archived_rooms').selectAll().where('id', '=', id).executeTakeFirst();
  return row && fromRow(row);
}

function fromRow(row: ArchivedRoomRow): ArchivedRoom {
  return {
    id: row.id,
    missionId: row.mission_id,
    phase: row.phase,
    winner: row.winner,
    reason: row.reason,
    seats: row.seats,
    lastSeq: row.last_seq,
    createdAt: row.created_at,
    lastUsedAt: row.last_used_at,
    endedAt: row.ended_at,
    archivedAt: row.archived_at,
    why: row.why,
  };
}
