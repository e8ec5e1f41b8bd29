/**
 * Migration 2026-12-01 #5: rooms end. `rooms.phase` (`lobby`, `playing`, `over`) and `rooms.ended_at` (when its game
 * ended), kept by every accepted action and filled here from each room's log; indexes for the sweep that archives
 * finished and idle rooms; `archived_rooms` (what is left of a room once archived) and `archived_room_logs` (its
 * seq-0 snapshot and action log, when the server keeps logs). Dialect-neutral: schema and query builder only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import { type Kysely, sql } from 'kysely';

/** Whether a room's log holds an event of `type` (the events are stored as compact JSON). */
const logHas = (db: Kysely<any>, type: string) =>
  db.selectFrom('room_actions as a').select('a.seq').whereRef('a.room_id', '=', 'rooms.id').where('a.events', 'like', `%"type":"${type}"%`);

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rooms')
    .addColumn('phase', 'text', (c) => c.notNull().defaultTo('lobby').check(sql`phase in ('lobby', 'playing', 'over')`))
    .execute();
  await db.schema.alterTable('rooms').addColumn('ended_at', 'text').execute();
  await db
    .updateTable('rooms')
    .set({ phase: 'playing' })
    .where((eb) => eb.exists(logHas(db, 'game_started')))
    .execute();
  await db
    .updateTable('rooms')
    .set((eb) => ({
      phase: 'over',
      ended_at: eb
        .selectFrom('room_actions as a')
        .select((e) => e.fn.max('a.created_at').as('at'))
        .whereRef('a.room_id', '=', 'rooms.id')
        .where('a.events', 'like', '%"type":"game_over"%'),
    }))
    .where((eb) => eb.exists(logHas(db, 'game_over')))
    .execute();
  await db.schema.createIndex('rooms_ended_at').on('rooms').column('ended_at').execute();
  await db.schema.createIndex('rooms_updated_at').on('rooms').column('updated_at').execute();
  await db.schema
    .createTable('archived_rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mission_id', 'text', (c) => c.notNull())
    .addColumn('phase', 'text', (c) => c.notNull())
    .addColumn('winner', 'text')
    .addColumn('reason', 'text')
    .addColumn('seats', 'integer', (c) => c.notNull())
    .addColumn('last_seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('ended_at', 'text')
    .addColumn('archived_at', 'text', (c) => c.notNull())
    .addColumn('why', 'text', (c) => c.notNull().check(sql`why in ('finished', 'idle')`))
    .execute();
  await db.schema
    .createTable('archived_room_logs')
    .addColumn('room_id', 'text', (c) => c.primaryKey().references('archived_rooms.id').onDelete('cascade'))
    .addColumn('snapshot', 'text', (c) => c.notNull())
    .addColumn('actions', 'text', (c) => c.notNull())
    .execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('archived_room_logs').execute();
  await db.schema.dropTable('archived_rooms').execute();
  await db.schema.dropIndex('rooms_updated_at').execute();
  await db.schema.dropIndex('rooms_ended_at').execute();
  await db.schema.alterTable('rooms').dropColumn('ended_at').execute();
  await db.schema.alterTable('rooms').dropColumn('phase').execute();
}
