/**
 * Storage of campaigns: the campaign row (its state as JSON and its seq), its players (token hashes, heroes held), the
 * append-only action log and the save slots. Every function takes the database or a transaction first.
 * @module
 */
import type { Adventure } from '../../content/schemas/adventure.ts';
import type { CampaignState } from '../../engine/campaign/types.ts';
import type { SaveSlot } from '../db/campaigns.table.ts';
import type { DB } from '../db/database.ts';

/** A stored campaign: its documents' ids and its state (whose `seq` is the row's). */
export interface StoredCampaign {
  id: string;
  adventure: string;
  ruleset: string;
  state: CampaignState;
  /** The adventure document a tried campaign plays (the Archive's "Try it"); absent: the stored `adventure`. */
  draft?: Adventure;
}

/** A player of a campaign, with the hash of its token. */
export interface StoredPlayer {
  player: string;
  tokenHash: string;
  heroes: string[];
}

/** Inserts a campaign at its state's seq (0 for a new one). */
export async function insertCampaign(db: DB, campaign: StoredCampaign): Promise<void> {
  const now = new Date().toISOString();
  await db
    .insertInto('campaigns')
    .values({
      id: campaign.id,
      adventure: campaign.adventure,
      ruleset: campaign.ruleset,
      state: JSON.stringify(campaign.state),
      seq: campaign.state.seq,
      draft: campaign.draft ? JSON.stringify(campaign.draft) : null,
      created_at: now,
      updated_at: now,
    })
    .execute();
}

/** A campaign, or `undefined` when there is none with that id. */
export async function getCampaign(db: DB, id: string): Promise<StoredCampaign | undefined> {
  const row = await db.selectFrom('campaigns').select(['id', 'adventure', 'ruleset', 'state', 'draft']).where('id', '=', id).executeTakeFirst();
  if (!row) return undefined;
  const found: StoredCampaign = { id: row.id, adventure: row.adventure, ruleset: row.ruleset, state: JSON.parse(row.state) as CampaignState };
  if (row.draft !== null) found.draft = JSON.parse(row.draft) as Adventure;
  return found;
}

/** Inserts a player with the hash of its token and the heroes it holds. */
export async function insertPlayer(db: DB, campaignId: string, player: StoredPlayer): Promise<void> {
  await db
    .insertInto('campaign_players')
    .values({ campaign_id: campaignId, player: player.player, token_hash: player.tokenHash, heroes: JSON.stringify(player.heroes) })
    .execute();
}

/** The players of a campaign, in the order they joined. */
export async function listPlayers(db: DB, campaignId: string): Promise<StoredPlayer[]> {
  const rows = await db
    .selectFrom('campaign_players')
    .select(['player', 'token_hash', 'heroes', 'created_at'])
    .where('campaign_id', '=', campaignId)
    .orderBy('created_at')
    .orderBy('player')
    .execute();
  return rows.map((r) => ({ player: r.player, tokenHash: r.token_hash, heroes: JSON.parse(r.heroes) as string[] }));
}

/**
 * Writes a change of a campaign's state: the log row at `state.seq` (the claim: a second writer of the same seq fails
 * on the primary key, on either engine) and the campaign row, only if it is still at `from`. Run it in a transaction.
 * @returns false when the campaign is no longer at `from` (another writer got there first; nothing to keep).
 * @throws the database's unique-violation error when another writer claimed `state.seq` (see `isUniqueViolation`).
 */
export async function writeChange(
  db: DB,
  campaignId: string,
  change: { from: number; state: CampaignState; player: string | null; action: unknown; events: readonly unknown[] },
): Promise<boolean> {
  await db
    .insertInto('campaign_actions')
    .values({
      campaign_id: campaignId,
      seq: change.state.seq,
      player: change.player,
      action: JSON.stringify(change.action),
      events: JSON.stringify(change.events),
      at: new Date().toISOString(),
    })
    .execute();
  const result = await db
    .updateTable('campaigns')
    .set({ state: JSON.stringify(change.state), seq: change.state.seq, updated_at: new Date().toISOString() })
    .where('id', '=', campaignId)
    .where('seq', '=', change.from)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

/** A stored save: its format version, the seq it was taken at, when, and its state and fight as stored (JSON text). */
export interface StoredSave {
  slot: SaveSlot;
  version: number;
  seq: number;
  savedAt: string;
  state: string;
  fight: string | null;
}

/** Writes (or overwrites) save slot `slot` of a campaign. */
export async function putSave(db: DB, campaignId: string, save: Omit<StoredSave, 'savedAt'> & { savedAt?: string }): Promise<void> {
  const row = { version: save.version, seq: save.seq, state: save.state, fight: save.fight, saved_at: save.savedAt ?? new Date().toISOString() };
  await db
    .insertInto('campaign_saves')
    .values({ campaign_id: campaignId, slot: save.slot, ...row })
    .onConflict((oc) => oc.columns(['campaign_id', 'slot']).doUpdateSet(row))
    .execute();
}

/** Save slot `slot` of a campaign, or `undefined` when it is empty. */
export async function getSave(db: DB, campaignId: string, slot: SaveSlot): Promise<StoredSave | undefined> {
  const row = await db.selectFrom('campaign_saves').selectAll().where('campaign_id', '=', campaignId).where('slot', '=', slot).executeTakeFirst();
  return row ? { slot: row.slot, version: Number(row.version), seq: Number(row.seq), savedAt: row.saved_at, state: row.state, fight: row.fight } : undefined;
}

/** Every filled save slot of a campaign. */
export async function listSaves(db: DB, campaignId: string): Promise<StoredSave[]> {
  const rows = await db.selectFrom('campaign_saves').selectAll().where('campaign_id', '=', campaignId).execute();
  return rows.map((row) => ({ slot: row.slot, version: Number(row.version), seq: Number(row.seq), savedAt: row.saved_at, state: row.state, fight: row.fight }));
}

/** A hero seat of a fight's room: the hero and its seat (`h1`...). Its token is never kept (cms/campaigns/fight-seats.ts). */
export interface FightSeatRow {
  hero: string;
  seat: string;
}

/** Keeps which seat each hero has in fight room `roomId` of a campaign. */
export async function insertFightSeats(db: DB, campaignId: string, roomId: string, seats: readonly FightSeatRow[]): Promise<void> {
  if (seats.length === 0) return;
  await db
    .insertInto('campaign_fight_seats')
    .values(seats.map((s) => ({ campaign_id: campaignId, room_id: roomId, hero: s.hero, seat: s.seat })))
    .execute();
}

/** The hero seats of fight room `roomId` of a campaign, in seat order. */
export async function fightSeats(db: DB, campaignId: string, roomId: string): Promise<FightSeatRow[]> {
  return db
    .selectFrom('campaign_fight_seats')
    .select(['hero', 'seat'])
    .where('campaign_id', '=', campaignId)
    .where('room_id', '=', roomId)
    .orderBy('seat')
    .execute();
}
