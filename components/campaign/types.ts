/**
 * The shapes the campaign client and the campaign panels share (a client never depends on a panel, nor a panel on
 * the client): what the API answers beside the view, which engine/campaign/view.ts does not describe.
 * @module
 */

/** A filled save slot as `GET /api/campaigns/:id/saves` lists it (docs/campaigns.md "Saves"). */
export interface CampaignSaveSummary {
  slot: 'auto' | 'quick' | '1' | '2' | '3' | 'checkpoint';
  /** When it was saved, ISO 8601. */
  savedAt: string;
  /** The campaign's seq at the save. */
  seq: number;
  /** The saved state's format version. */
  version: number;
  /** The run's tier at the save, or null before the first run. */
  tier: string | null;
  /** Where the party stood, or null. */
  place: { at: 'town' } | { at: 'location'; location: string; position: number } | null;
  /** A fight was on. */
  fight: boolean;
}
