/**
 * The list of migrations, imported statically (no file-system scan, so bundlers and tsx agree).
 * Names are dated and sort in the order they run. Append new migrations; never edit or reorder old ones.
 * @module
 */
import type { Migration, MigrationProvider } from 'kysely';
import * as m001 from './2026_11_29_001_documents.ts';
import * as m002 from './2026_11_29_002_rooms.ts';
import * as m003 from './2026_11_29_003_accounts.ts';
import * as m004 from './2026_11_29_004_document_versions.ts';
import * as m005 from './2026_12_01_005_room_archive.ts';
import * as m006 from './2026_12_01_006_rate_limits.ts';
import * as m007 from './2026_12_02_007_campaigns.ts';
import * as m008 from './2026_12_02_008_campaign_drafts.ts';
import * as m009 from './2026_12_06_009_fight_seat_tokens.ts';
import * as m010 from './2026_12_07_010_piece_numbers.ts';
import * as m011 from './2026_12_07_011_replays.ts';

const MIGRATIONS: Record<string, Migration> = {
  '2026_11_29_001_documents': m001,
  '2026_11_29_002_rooms': m002,
  '2026_11_29_003_accounts': m003,
  '2026_11_29_004_document_versions': m004,
  '2026_12_01_005_room_archive': m005,
  '2026_12_01_006_rate_limits': m006,
  '2026_12_02_007_campaigns': m007,
  '2026_12_02_008_campaign_drafts': m008,
  '2026_12_06_009_fight_seat_tokens': m009,
  '2026_12_07_010_piece_numbers': m010,
  '2026_12_07_011_replays': m011,
};

/** A Kysely {@link MigrationProvider} over the static list above. */
export const migrationProvider: MigrationProvider = {
  async getMigrations() {
    return MIGRATIONS;
  },
};
