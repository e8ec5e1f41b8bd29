/**
 * The HTTP answer to a refusal of the campaign's rules: the engine refuses with a code and a message
 * (engine/campaign/refusal.ts), and the server chooses the status here, in one table.
 * @module
 */
import type { CampaignErrorCode, CampaignRefusal } from '../../engine/campaign/index.ts';
import { ApiError } from '../http/errors.ts';

/**
 * The status answering each refusal code (docs/campaigns.md, "The API"): 403, another player's; 409, not now, in this
 * state; 422, cannot be, whatever the state.
 */
export const REFUSAL_STATUS: Readonly<Record<CampaignErrorCode, 403 | 409 | 422>> = {
  not_yours: 403,
  not_now: 409,
  not_enough_gold: 409,
  not_enough: 409,
  at_cap: 409,
  locked: 409,
  already_done: 409,
  requirement: 409,
  dead: 409,
  mission_gone: 409,
  unknown: 422,
  invalid_action: 422,
};

/** A refusal of the campaign's rules as the API answers it: its code and message, with the status of {@link REFUSAL_STATUS}. */
export class CampaignRefused extends ApiError {
  constructor(readonly refusal: CampaignRefusal) {
    super(REFUSAL_STATUS[refusal.code], refusal.code, refusal.message);
  }
}
