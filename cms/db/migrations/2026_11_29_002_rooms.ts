/**
 * Migration 2026-11-29 #2: rooms, seats, the action log and snapshots. Never edit once released.
 * @module
 */
import type { Kysely } from 'kysely';
import { nowDefault } from '../dialect.ts';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const NOW = nowDefault(db);
  await db.schema
    .createTable('rooms')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('mission_id', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema
    .createTable('seats')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('seats_pk', ['room_id', 'seat'])
    .execute();
  await db.schema
    .createTable('room_actions')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('room_actions_pk', ['room_id', 'seq'])
    .execute();
  await db.schema
    .createTable('room_snapshots')
    .addColumn('room_id', 'text', (c) => c.notNull().references('rooms.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('room_snapshots_pk', ['room_id', 'seq'])
    .execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('room_snapshots').execute();
  await db.schema.dropTable('room_actions').execute();
  await db.schema.dropTable('seats').execute();
  await db.schema.dropTable('rooms').execute();
}
