/**
 * A room's log in the database: a new room written, a room read back (its latest snapshot and the actions after it
 * replayed), and a seat's chronicle rebuilt from it.
 * @module
 */
import { apply, eventsFor, type GameEvent, type GameState, type SeatAction, type SeatId } from '../../engine/index.ts';
import type { DB } from '../db/database.ts';
import type { ReplayAccess } from '../db/rooms.table.ts';
import { withSharedSetup } from './intern.ts';
import { actionsAfter, insertRoom, insertSeat, insertSnapshot, latestSnapshot, listSeats } from './repository.ts';
import { hashToken, newToken } from './tokens.ts';

/** A room's seats as stored: the hash of the token that opens each. */
export type StoredSeats = { seat: SeatId; tokenHash: string }[];

/** A new room's row: its id, the mission it was made of, and who may watch its game again (`private` unless given). */
export type NewRoom = { id: string; missionId: string; replay?: ReplayAccess | undefined };

/**
 * Writes a new room whose seq-0 snapshot is `state` (so later content edits never change it), with the master seat:
 * room, seat and snapshot in one transaction.
 * @returns the master's token (shown once, stored only as a hash) and the room's seats.
 */
export async function writeNewRoom(db: DB, room: NewRoom, state: GameState): Promise<{ token: string; seats: StoredSeats }> {
  const token = newToken();
  const tokenHash = hashToken(token);
  const id = room.id;
  await db.transaction().execute(async (trx) => {
    await insertRoom(trx, room);
    await insertSeat(trx, { roomId: id, seat: 'master', tokenHash });
    await insertSnapshot(trx, id, state.seq, state);
  });
  return { token, seats: [{ seat: 'master', tokenHash }] };
}

/**
 * Reads a room back: its latest snapshot, then every action after it replayed through `apply`, and its seats.
 * @returns `undefined` when the room has no snapshot (no such room).
 * @throws Error when a stored action no longer applies (a corrupt log or an incompatible engine).
 */
export async function readRoom(db: DB, id: string): Promise<{ state: GameState; seats: StoredSeats } | undefined> {
  const snap = await latestSnapshot(db, id);
  if (!snap) return undefined;
  let state = withSharedSetup(snap.state);
  for (const { seq, action } of await actionsAfter(db, id, snap.seq)) {
    const result = replayStored(id, state, seq, action);
    if (result.state.seq !== seq) throw new Error(`room ${id}: stored action ${seq} gave seq ${result.state.seq}`);
    state = result.state;
  }
  return { state, seats: await listSeats(db, id) };
}

/**
 * `action`, stored at `seq` in room `roomId`'s log, applied to `state`.
 * @throws Error when it no longer applies (a corrupt log or an incompatible engine).
 */
export function replayStored(roomId: string, state: GameState, seq: number, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const result = apply(state, action);
  if (!result.ok) throw new Error(`room ${roomId}: stored action ${seq} no longer applies: ${result.error.code}: ${result.error.message}`);
  return result;
}

/**
 * The events `seat` saw with each of the last `limit` actions up to `upTo`, oldest first. Rebuilt by replaying the
 * stored actions from a snapshot, each filtered by `eventsFor` with the state right after it, exactly as the live
 * stream sent them; actions that showed the seat nothing are left out.
 */
export async function seatHistory(db: DB, roomId: string, upTo: number, seat: SeatId, limit: number): Promise<{ seq: number; events: GameEvent[] }[]> {
  const from = Math.max(0, upTo - limit);
  const snap = await latestSnapshot(db, roomId, from);
  if (!snap) return [];
  let state = snap.state;
  const out: { seq: number; events: GameEvent[] }[] = [];
  for (const { seq, action } of await actionsAfter(db, roomId, snap.seq)) {
    if (seq > upTo) break;
    const result = apply(state, action);
    if (!result.ok) break;
    state = result.state;
    if (seq <= from) continue;
    const events = eventsFor(state, seat, result.events);
    if (events.length > 0) out.push({ seq, events });
  }
  return out;
}
