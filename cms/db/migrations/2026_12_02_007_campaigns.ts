/**
 * Migration 2026-12-02 #7: campaigns. `campaigns` (the state of each campaign as JSON, with its `seq`),
 * `campaign_players` (the SHA-256 of each player's token and the heroes it holds), `campaign_actions` (the append-only
 * log; its primary key (campaign, seq) is the claim of the next seq, which orders writers across instances as the
 * room log does), `campaign_saves` (one row per campaign and slot: `auto`, `quick`, `1`, `2`, `3`, `checkpoint`) and
 * `campaign_fight_seats` (the seat tokens of a fight's room, each handed to the player holding its hero).
 * Dialect-neutral: schema builder only. Never edit once released; add a new migration instead.
 * @module
 */
import { type Kysely, sql } from 'kysely';
import { nowDefault } from '../dialect.ts';

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const NOW = nowDefault(db);
  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('adventure', 'text', (c) => c.notNull())
    .addColumn('ruleset', 'text', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addColumn('updated_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .execute();
  await db.schema
    .createTable('campaign_players')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('player', 'text', (c) => c.notNull())
    .addColumn('token_hash', 'text', (c) => c.notNull())
    .addColumn('heroes', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('campaign_players_pk', ['campaign_id', 'player'])
    .execute();
  await db.schema.createIndex('campaign_players_token').on('campaign_players').column('token_hash').execute();
  await db.schema
    .createTable('campaign_actions')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('player', 'text')
    .addColumn('action', 'text', (c) => c.notNull())
    .addColumn('events', 'text', (c) => c.notNull())
    .addColumn('at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('campaign_actions_pk', ['campaign_id', 'seq'])
    .execute();
  await db.schema
    .createTable('campaign_saves')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('slot', 'text', (c) => c.notNull().check(sql`slot in ('auto', 'quick', '1', '2', '3', 'checkpoint')`))
    .addColumn('version', 'integer', (c) => c.notNull())
    .addColumn('seq', 'integer', (c) => c.notNull())
    .addColumn('state', 'text', (c) => c.notNull())
    .addColumn('fight', 'text')
    .addColumn('saved_at', 'text', (c) => c.notNull().defaultTo(NOW))
    .addPrimaryKeyConstraint('campaign_saves_pk', ['campaign_id', 'slot'])
    .execute();
  await db.schema
    .createTable('campaign_fight_seats')
    .addColumn('campaign_id', 'text', (c) => c.notNull().references('campaigns.id').onDelete('cascade'))
    .addColumn('room_id', 'text', (c) => c.notNull())
    .addColumn('hero', 'text', (c) => c.notNull())
    .addColumn('seat', 'text', (c) => c.notNull())
    .addColumn('token', 'text', (c) => c.notNull())
    .addPrimaryKeyConstraint('campaign_fight_seats_pk', ['campaign_id', 'room_id', 'hero'])
    .execute();
}

/** Reverts the migration. */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('campaign_fight_seats').execute();
  await db.schema.dropTable('campaign_saves').execute();
  await db.schema.dropTable('campaign_actions').execute();
  await db.schema.dropIndex('campaign_players_token').execute();
  await db.schema.dropTable('campaign_players').execute();
  await db.schema.dropTable('campaigns').execute();
}
