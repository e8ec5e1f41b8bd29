/**
 * Storage of rooms: the room row, seats (token hashes), the append-only action log and state snapshots.
 * Every function takes the database or a transaction first.
 * @module
 */
import type { GameEvent, GameState, SeatAction } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import type { ReplayAccess, RoomPhase } from '../db/rooms.table.ts';

/** Inserts a room (its replay `private` unless given). */
export async function insertRoom(db: DB, room: { id: string; missionId: string; replay?: ReplayAccess | undefined }): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('rooms')
    .values({ id: room.id, mission_id: room.missionId, created_at: now, updated_at: now, ...(room.replay ? { replay: room.replay } : {}) })
    .execute();
}

/** Whether a room exists. */
export async function roomExists(db: DB, id: string): Promise<boolean> {
  return (await db.selectFrom('rooms').select('id').where('id', '=', id).executeTakeFirst()) !== undefined;
}

/** Marks a room as changed now, its game in `phase`; the first time `phase` is `over`, the game's end is now too. */
export async function touchRoom(db: DB, id: string, phase: RoomPhase): Promise<void> {
  const now = new Date().toISOString();
  await db
    .updateTable('rooms')
    .set((eb) => ({ updated_at: now, phase, ...(phase === 'over' ? { ended_at: eb.fn.coalesce('ended_at', eb.val(now)) } : {}) }))
    .where('id', '=', id)
    .execute();
}

/**
 * Marks rooms as used now without changing their phase: with several instances, the rooms one of them serves a live
 * watch or stream of (which another instance cannot see when it judges a room idle).
 */
export async function markRoomsUsed(db: DB, ids: readonly string[]): Promise<void> {
  if (ids.length === 0) return;
  await db.updateTable('rooms').set({ updated_at: new Date().toISOString() }).where('id', 'in', ids).execute();
}

/** The number of live rooms (every row of `rooms`, archived rooms excluded). */
export async function countRooms(db: DB): Promise<number> {
  const row = await db
    .selectFrom('rooms')
    .select((eb) => eb.fn.countAll<number | bigint | string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/**
 * The ids of the rooms that may be due for archiving: those whose game ended at or before `endedBefore`, and those
 * with no action since `idleBefore` (ISO 8601 UTC timestamps). A room with a stream open may be among them: the
 * caller decides.
 */
export async function dueRooms(db: DB, { endedBefore, idleBefore }: { endedBefore: string; idleBefore: string }): Promise<string[]> {
  const rows = await db
    .selectFrom('rooms')
    .select('id')
    .where((eb) => eb.or([eb('ended_at', '<=', endedBefore), eb('updated_at', '<=', idleBefore)]))
    .orderBy('updated_at')
    .execute();
  return rows.map((r) => r.id);
}

/** Inserts a seat with the hash of its token. */
export async function insertSeat(db: DB, seat: { roomId: string; seat: string; tokenHash: string }): Promise<void> {
  await db.insertInto('seats').values({ room_id: seat.roomId, seat: seat.seat, token_hash: seat.tokenHash }).execute();
}

/**
 * Gives seat `seat` of a room the token of hash `tokenHash` in place of its own: the old token no longer opens it.
 * @returns false when the room has no such seat (nothing written).
 */
export async function replaceSeatToken(db: DB, roomId: string, seat: string, tokenHash: string): Promise<boolean> {
  const result = await db.updateTable('seats').set({ token_hash: tokenHash }).where('room_id', '=', roomId).where('seat', '=', seat).executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** Deletes a seat (a released one): its token no longer opens the room. */
export async function deleteSeat(db: DB, roomId: string, seat: string): Promise<void> {
  await db.deleteFrom('seats').where('room_id', '=', roomId).where('seat', '=', seat).execute();
}

/** The seats of a room with their token hashes. */
export async function listSeats(db: DB, roomId: string): Promise<{ seat: string; tokenHash: string }[]> {
  const rows = await db.selectFrom('seats').select(['seat', 'token_hash']).where('room_id', '=', roomId).execute();
  return rows.map((r) => ({ seat: r.seat, tokenHash: r.token_hash }));
}

/** Appends an accepted action (with the state's `seq` after it) and its events to the room's log. */
export async function insertAction(db: DB, roomId: string, seq: number, action: SeatAction, events: readonly GameEvent[]): Promise<void> {
  await db
    .insertInto('room_actions')
    .values({ room_id: roomId, seq, seat: action.seat, action: JSON.stringify(action), events: JSON.stringify(events) })
    .execute();
}

/** Whether a room is live (not archived) and the seq of its last action (0: none yet), in one query. */
export async function roomProgress(db: DB, roomId: string): Promise<{ live: boolean; seq: number }> {
  const row = await db
    .selectFrom('rooms')
    .select((eb) =>
      eb
        .selectFrom('room_actions')
        .select((a) => a.fn.max('seq').as('seq'))
        .where('room_id', '=', roomId)
        .as('seq'),
    )
    .where('id', '=', roomId)
    .executeTakeFirst();
  return row ? { live: true, seq: Number(row.seq ?? 0) } : { live: false, seq: 0 };
}

/** The actions of a room after `seq`, in order. */
export async function actionsAfter(db: DB, roomId: string, seq: number): Promise<{ seq: number; action: SeatAction }[]> {
  const rows = await db.selectFrom('room_actions').select(['seq', 'action']).where('room_id', '=', roomId).where('seq', '>', seq).orderBy('seq').execute();
  return rows.map((r) => ({ seq: r.seq, action: JSON.parse(r.action) as SeatAction }));
}

/**
 * Stores the state after action `seq`. Seq 0 (the state the room was created with) is stored whole; a later one
 * without its `setup` (the mission, board, ruleset and heroes: 90% of the bytes, and never changed by play), which
 * {@link latestSnapshot} takes from seq 0.
 */
export async function insertSnapshot(db: DB, roomId: string, seq: number, state: GameState): Promise<void> {
  const { setup, ...played } = state;
  await db
    .insertInto('room_snapshots')
    .values({ room_id: roomId, seq, state: JSON.stringify(seq === 0 ? state : played) })
    .execute();
}

/**
 * The room's latest snapshot (or its latest at or before seq `atMost`), whole (with the setup of seq 0 when it was
 * stored without), or `undefined` when it has none.
 */
export async function latestSnapshot(db: DB, roomId: string, atMost?: number): Promise<{ seq: number; state: GameState } | undefined> {
  // no bound at all when none is asked for: a seq column is a 32-bit integer on PostgreSQL, which refuses a larger bound
  const row = await db
    .selectFrom('room_snapshots')
    .select(['seq', 'state'])
    .where('room_id', '=', roomId)
    .$if(atMost !== undefined, (q) => q.where('seq', '<=', atMost!))
    .orderBy('seq', 'desc')
    .limit(1)
    .executeTakeFirst();
  if (!row) return undefined;
  const state = JSON.parse(row.state) as GameState;
  if (state.setup !== undefined) return { seq: row.seq, state };
  const first = await db.selectFrom('room_snapshots').select('state').where('room_id', '=', roomId).where('seq', '=', 0).executeTakeFirstOrThrow();
  return { seq: row.seq, state: { ...state, setup: (JSON.parse(first.state) as GameState).setup } };
}
