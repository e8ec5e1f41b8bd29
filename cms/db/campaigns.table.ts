/**
 * The tables of campaigns: the campaign and its state, its players (token hashes and the heroes each
 * holds), its append-only action log and its save slots. Timestamps are ISO 8601 UTC text.
 * @module
 */
import type { Generated, Insertable, Selectable } from 'kysely';

/**
 * A campaign: the `adventure` and `ruleset` documents it plays, its whole `state` (a CampaignState as JSON) and the
 * `seq` of its last accepted action (0: none yet), which the state's own `seq` always equals; `draft` the adventure
 * document of a tried campaign (null: it plays the stored adventure).
 */
export interface CampaignsTable {
  id: string;
  adventure: string;
  ruleset: string;
  state: string;
  seq: number;
  /** The adventure document a tried campaign plays (the Archive's "Try it", JSON), saved nowhere else; null: the stored `adventure`. */
  draft: string | null;
  created_at: Generated<string>;
  updated_at: Generated<string>;
}

/**
 * A player of a campaign: `leader` (who created it) or `p1`, `p2`... `token_hash` is the hex SHA-256 of its bearer
 * token, never the token; `heroes` the JSON array of the hero ids it holds (the leader's is empty: it acts for the
 * heroes nobody holds).
 */
export interface CampaignPlayersTable {
  campaign_id: string;
  player: string;
  token_hash: string;
  heroes: string;
  created_at: Generated<string>;
}

/**
 * One accepted change of a campaign's state, in order: `seq` is the state's seq after it (1, 2, ...); `player` who
 * sent it (null: the server, a fight's room); `action` the action as JSON (a load or a leave-without-saving is
 * logged as `{ "type": "load", "slot" }`); `events` what it produced, as JSON.
 */
export interface CampaignActionsTable {
  campaign_id: string;
  seq: number;
  player: string | null;
  action: string;
  events: string;
  at: Generated<string>;
}

/** A save slot: the autosave, the quick save, the three manual slots, and the checkpoint Leave Without Saving restores. */
export type SaveSlot = 'auto' | 'quick' | '1' | '2' | '3' | 'checkpoint';

/**
 * One save of a campaign: its save format `version` (1), the `seq` it was taken at, the whole `state` as JSON, and
 * `fight`: the fight's room state without its RNG (JSON), or null when no fight was on.
 */
export interface CampaignSavesTable {
  campaign_id: string;
  slot: SaveSlot;
  version: number;
  seq: number;
  state: string;
  fight: string | null;
  saved_at: Generated<string>;
}

/**
 * A hero seat of a campaign fight's room: which seat (`h1`...) `hero` has there. No token: the player holding the
 * hero is handed the seat's token with its view, derived from its campaign token (cms/campaigns/fight-seats.ts), and
 * the room's `seats` row keeps only its hash (migration 9 removed the `token` column that held them in plain text).
 */
export interface CampaignFightSeatsTable {
  campaign_id: string;
  room_id: string;
  hero: string;
  seat: string;
}

export type CampaignRow = Selectable<CampaignsTable>;
export type NewCampaignRow = Insertable<CampaignsTable>;
export type CampaignPlayerRow = Selectable<CampaignPlayersTable>;
export type CampaignActionRow = Selectable<CampaignActionsTable>;
export type CampaignSaveRow = Selectable<CampaignSavesTable>;
