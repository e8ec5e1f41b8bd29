/**
 * A campaign as stored, read back: its row, and its context (the adventure and documents it plays), refusing a
 * campaign whose adventure was deleted.
 * @module
 */
import type { CampaignContext } from '../../engine/campaign/types.ts';
import { documentExists, getDocument } from '../content/repository.ts';
import type { DB } from '../db/database.ts';
import { ApiError } from '../http/errors.ts';
import { campaignContextOf } from './context.ts';
import { getCampaign, type StoredCampaign } from './repository.ts';

/** Campaign `id`. @throws ApiError 404 `not_found`. */
export async function storedCampaign(db: DB, id: string): Promise<StoredCampaign> {
  const found = await getCampaign(db, id);
  if (!found) throw new ApiError(404, 'not_found', `no campaign "${id}"`);
  return found;
}

/**
 * The context of a stored campaign (its documents as stored now; a tried campaign's adventure as it was tried).
 * @throws ApiError 409 `adventure_gone` when its adventure was deleted; 422 as `campaignContextOf`.
 */
export async function storedContext(db: DB, campaign: StoredCampaign): Promise<CampaignContext> {
  if (campaign.draft) return campaignContextOf(db, campaign.draft);
  const adventure = await getDocument(db, 'adventures', campaign.adventure);
  if (!adventure) throw adventureGone(campaign);
  return campaignContextOf(db, adventure.doc);
}

/** Checks the adventure of `campaign` is still stored (see {@link adventureGone}). @throws ApiError 409 `adventure_gone`. */
export async function assertAdventure(db: DB, campaign: StoredCampaign): Promise<void> {
  if (!campaign.draft && !(await documentExists(db, 'adventures', campaign.adventure))) throw adventureGone(campaign);
}

/**
 * 409 `adventure_gone`: the adventure `campaign` plays was deleted (its versions stay, so it can be restored): the
 * campaign cannot be read, played, joined or saved until it is back; its summary and save slots can still be listed.
 */
function adventureGone(campaign: StoredCampaign): ApiError {
  return new ApiError(
    409,
    'adventure_gone',
    `this campaign's adventure "${campaign.adventure}" was deleted: campaign "${campaign.id}" cannot be played, joined or saved until the adventure is restored`,
  );
}
