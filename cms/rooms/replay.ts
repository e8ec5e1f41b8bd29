/**
 * Replays (issue 39, docs/protocol.md "Replays"): a room's game watched again, from its log. What a replay holds is
 * built here from the room's seq-0 snapshot and its actions — a live room's tables, or an archived room's kept log —
 * replayed through the engine and seen from one side: the heroes' (what a spectator saw: never a creature in a room
 * they had not found) or the master's. It is the side's first view and, for each action, the JSON Patch of that view
 * and the side's events: the setup and the log, a few kB a game, never a view per step.
 * @module
 */
import { diff, eventsFor, type GameEvent, type GameState, MASTER, type SeatAction, SPECTATOR, type View, viewFor } from '../../engine/index.ts';
import type { CompactOp } from '../../engine/core/delta.ts';
import type { DB } from '../db/database.ts';
import type { ReplayAccess } from '../db/rooms.table.ts';
import { withSharedSetup } from './intern.ts';
import { replayStored } from './log.ts';

/** The side a replay is seen from: the heroes' (a spectator's view) or the master's (everything the master saw). */
export type ReplaySide = 'heroes' | 'master';

/** One action of a replay: its seq, when it was played (ISO 8601), the side's view patch and the side's events. */
export interface ReplayFrame {
  seq: number;
  at: string;
  /** What takes the side's view at `seq - 1` to its view at `seq` (engine/core/delta.ts, compact JSON Patch). */
  view: CompactOp[];
  events: GameEvent[];
}

/** A room's game to watch again (`GET /api/rooms/{id}/replay`). */
export interface Replay {
  room: string;
  mission: string;
  side: ReplaySide;
  access: ReplayAccess;
  /** Whether the room is live (its master may still change `access`), or archived. */
  live: boolean;
  /** The seat of the reader's token (`master`, `h1`, ...), or null. */
  viewer: string | null;
  /** The side's view at seq 0 (the room as created): every frame patches the one before. */
  start: View;
  /** When the room was created (ISO 8601). */
  createdAt: string;
  frames: ReplayFrame[];
}

/** A room's log as kept, live or archived, with who may read its replay. */
export interface ReplaySource {
  id: string;
  missionId: string;
  access: ReplayAccess;
  createdAt: string;
  /** The seats' token hashes (a live room), or the master's alone (an archived room with a public replay). */
  seats: { seat: string; tokenHash: string }[];
  /** Whether the room was archived (its seats are gone: only its replay's owner is known). */
  archived: boolean;
  snapshot: GameState;
  actions: { seq: number; action: SeatAction; at: string }[];
}

/**
 * Room `id`'s log and replay access: from the live tables, else from the archived room's kept log.
 * @returns `undefined` when there is no such room, or an archived room whose log was not kept.
 */
export async function readReplaySource(db: DB, id: string): Promise<ReplaySource | undefined> {
  const live = await db.selectFrom('rooms').select(['mission_id', 'replay', 'created_at']).where('id', '=', id).executeTakeFirst();
  if (live) {
    const snap = await db.selectFrom('room_snapshots').select('state').where('room_id', '=', id).where('seq', '=', 0).executeTakeFirst();
    if (!snap) return undefined;
    const seats = await db.selectFrom('seats').select(['seat', 'token_hash']).where('room_id', '=', id).execute();
    const actions = await db.selectFrom('room_actions').select(['seq', 'action', 'created_at']).where('room_id', '=', id).orderBy('seq').execute();
    return {
      id,
      missionId: live.mission_id,
      access: live.replay,
      createdAt: live.created_at,
      seats: seats.map((s) => ({ seat: s.seat, tokenHash: s.token_hash })),
      archived: false,
      snapshot: JSON.parse(snap.state) as GameState,
      actions: actions.map((a) => ({ seq: a.seq, action: JSON.parse(a.action) as SeatAction, at: a.created_at })),
    };
  }
  const archived = await db
    .selectFrom('archived_rooms as r')
    .innerJoin('archived_room_logs as l', 'l.room_id', 'r.id')
    .select(['r.mission_id', 'r.replay', 'r.replay_owner', 'r.created_at', 'l.snapshot', 'l.actions'])
    .where('r.id', '=', id)
    .executeTakeFirst();
  if (!archived || archived.snapshot === 'null') return undefined;
  const log = JSON.parse(archived.actions) as { seq: number; action: SeatAction; at: string }[];
  return {
    id,
    missionId: archived.mission_id,
    access: archived.replay,
    createdAt: archived.created_at,
    seats: archived.replay_owner ? [{ seat: MASTER, tokenHash: archived.replay_owner }] : [],
    archived: true,
    snapshot: JSON.parse(archived.snapshot) as GameState,
    actions: log.map((a) => ({ seq: a.seq, action: a.action, at: a.at })),
  };
}

/**
 * Whether the holder of the token hashed `tokenHash` (undefined: none) may watch `source`'s replay from `side`:
 * anyone a public one (the master's side only when `public-master`); a seat of the room a private one from the
 * heroes' side; the master its own from either side.
 */
export function mayWatch(source: ReplaySource, side: ReplaySide, tokenHash: string | undefined): boolean {
  if (source.access === 'public-master' || (source.access === 'public' && side === 'heroes')) return true;
  const seat = seatOf(source, tokenHash);
  if (seat === null) return false;
  return side === 'heroes' || seat === MASTER;
}

/** The seat of `source`'s room whose token is hashed `tokenHash` (an archived room's: its master's alone), or null. */
export function seatOf(source: ReplaySource, tokenHash: string | undefined): string | null {
  return (tokenHash === undefined ? undefined : source.seats.find((s) => s.tokenHash === tokenHash)?.seat) ?? null;
}

/** What a replay's side sees of `state`: its view, every seat counted as present and no turn clock. */
function sideView(state: GameState, seat: string): View {
  return { ...viewFor(state, seat), presence: [MASTER, ...state.seats.map((s) => s.id)], turnStartedAt: null };
}

/**
 * `source`'s replay from `side` (docs/protocol.md, "Replays"): its actions replayed through the engine from its seq-0
 * snapshot, each frame the patch of the side's view (engine/core/delta.ts, compact JSON Patch) and the events the side
 * saw (`eventsFor`), so the heroes' side carries nothing a spectator did not see at that seq. `viewer`: the seat of the
 * reader's token, said in the answer.
 * @throws Error when a stored action no longer applies (a corrupt log or an incompatible engine).
 */
export function buildReplay(source: ReplaySource, side: ReplaySide, viewer: string | null = null): Replay {
  const seat = side === 'master' ? MASTER : SPECTATOR;
  let state = withSharedSetup(source.snapshot);
  const start = sideView(state, seat);
  let before = start;
  const frames: ReplayFrame[] = [];
  for (const { seq, action, at } of source.actions) {
    const result = replayStored(source.id, state, seq, action);
    state = result.state;
    const view = sideView(state, seat);
    frames.push({ seq, at, view: diff(before, view), events: eventsFor(state, seat, result.events) });
    before = view;
  }
  return {
    room: source.id,
    mission: source.missionId,
    side,
    access: source.access,
    live: !source.archived,
    viewer,
    start,
    createdAt: source.createdAt,
    frames,
  };
}

/** Sets live room `id`'s replay access. @returns whether the room is live. */
export async function setReplayAccess(db: DB, id: string, access: ReplayAccess): Promise<boolean> {
  const result = await db.updateTable('rooms').set({ replay: access }).where('id', '=', id).executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/**
 * Takes archived room `id`'s public replay down, in one transaction: its replay made private, its owner forgotten,
 * and its log deleted unless the server keeps every archived room's (`keepLogs`).
 * @returns whether the room was archived with a public replay owned by `tokenHash`.
 */
export async function takeDownArchivedReplay(db: DB, id: string, tokenHash: string, keepLogs: boolean): Promise<boolean> {
  return db.transaction().execute(async (trx) => {
    const row = await trx.selectFrom('archived_rooms').select(['replay', 'replay_owner']).where('id', '=', id).executeTakeFirst();
    if (!row || row.replay === 'private' || row.replay_owner !== tokenHash) return false;
    await trx.updateTable('archived_rooms').set({ replay: 'private', replay_owner: null }).where('id', '=', id).execute();
    if (!keepLogs) await trx.deleteFrom('archived_room_logs').where('room_id', '=', id).execute();
    return true;
  });
}
