/**
 * Migration 2026-12-06 #9: no fight seat token in plain text. `campaign_fight_seats.token` held the bearer
 * token of every hero seat of every campaign fight; a player is now handed its seats with tokens derived from its
 * campaign token (cms/campaigns/fight-seats.ts) and nothing keeps them. Every live seat whose token was stored there
 * gets a random new one, given to nobody (its hash in `seats.token_hash`), so a token read from the database, or from
 * a copy of it, opens no room; then the column goes. A player's next read of its campaign view hands it its seats
 * again, with its own tokens. Dialect-neutral: the query and schema builders only.
 * Never edit once released; add a new migration instead.
 * @module
 */
import { createHash, randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';

/** The SHA-256, hex, of `token`: how `seats.token_hash` keeps a token (cms/rooms/tokens.ts). */
function sha256(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}

/** Applies the migration. */
export async function up(db: Kysely<any>): Promise<void> {
  const stored = await db
    .selectFrom('campaign_fight_seats as f')
    .innerJoin('seats as s', (join) => join.onRef('s.room_id', '=', 'f.room_id').onRef('s.seat', '=', 'f.seat'))
    .select(['f.room_id', 'f.seat', 'f.token', 's.token_hash'])
    .execute();
  for (const row of stored) {
    // only a seat still opened by the stored token: one taken since by someone else keeps its holder's
    if (row.token_hash !== sha256(row.token)) continue;
    await db
      .updateTable('seats')
      .set({ token_hash: sha256(randomBytes(32).toString('base64url')) })
      .where('room_id', '=', row.room_id)
      .where('seat', '=', row.seat)
      .where('token_hash', '=', row.token_hash)
      .execute();
  }
  await db.schema.alterTable('campaign_fight_seats').dropColumn('token').execute();
}

/**
 * Reverts the migration: the column comes back empty (the tokens were never kept); a seat handed since opens with its
 * player's token as before.
 */
export async function down(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('campaign_fight_seats')
    .addColumn('token', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
}
