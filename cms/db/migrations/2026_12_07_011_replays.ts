/**
 * Migration 2026-12-07 #11: replays (issue 39, docs/protocol.md "Replays"). `rooms.replay` says who may watch a room's
 * game again: `private` (its seats only, the default), `public` (anyone, the heroes' side) or `public-master` (anyone,
 * the master's side too); the room's creator chooses it. An archived room keeps it (`archived_rooms.replay`), with
 * the hash of its master's token (`archived_rooms.replay_owner`) while its replay is public, so the creator can still
 * take it down once the room's seats are gone. Dialect-neutral: the schema builder only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import { type Kysely, sql } from 'kysely';

const REPLAY_CHECK = sql`replay in ('private', 'public', 'public-master')`;

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('rooms')
    .addColumn('replay', 'text', (c) => c.notNull().defaultTo('private').check(REPLAY_CHECK))
    .execute();
  await db.schema
    .alterTable('archived_rooms')
    .addColumn('replay', 'text', (c) => c.notNull().defaultTo('private').check(REPLAY_CHECK))
    .execute();
  await db.schema.alterTable('archived_rooms').addColumn('replay_owner', 'text').execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.alterTable('archived_rooms').dropColumn('replay_owner').execute();
  await db.schema.alterTable('archived_rooms').dropColumn('replay').execute();
  await db.schema.alterTable('rooms').dropColumn('replay').execute();
}
