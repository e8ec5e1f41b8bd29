/**
 * A campaign action sent through the live connection (`/api/live`, an `act` message of a campaign watch): checked and
 * played as `POST /api/campaigns/{id}/actions` would, with the same codes.
 * @module
 */
import { z } from 'zod';
import type { CampaignEvent } from '../../engine/campaign/types.ts';
import { ApiError, apiErrorOf, zodIssues } from '../http/errors.ts';
import { CampaignActionRequest, campaignActionOf } from './actions.ts';
import type { CampaignService } from './service.ts';

const Seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/**
 * Plays `raw` (an action) as the player of `followed.token` in campaign `followed.id`, if the campaign is still at
 * `rawSeen` (when given): `acted` with the new seq and events, or `refused` with the ApiError (400 `invalid_body` for
 * a body that is not an action, or the refusal `act` throws). Never throws.
 */
export async function actOnCampaign(
  campaigns: CampaignService,
  followed: { id: string; token: string },
  raw: unknown,
  rawSeen: unknown,
  acted: (seq: number, events: CampaignEvent[]) => void,
  refused: (err: ApiError) => void,
): Promise<void> {
  const parsed = CampaignActionRequest.safeParse(raw);
  if (!parsed.success) {
    const issues = zodIssues(parsed.error, 'action');
    return refused(new ApiError(400, 'invalid_body', `not a campaign action: ${issues[0]?.path}: ${issues[0]?.message}`, issues));
  }
  const seen = Seq.safeParse(rawSeen);
  if (!seen.success)
    return refused(
      new ApiError(400, 'invalid_body', '"seq" is the seq of the view the action was chosen on, a whole number from 0', [
        { path: 'seq', message: seen.error.issues[0]?.message ?? 'invalid' },
      ]),
    );
  // the seq may come beside the action (the socket's own field) or in it (as in an HTTP body): honoured either way
  const { action, seen: inner } = campaignActionOf(parsed.data);
  if (seen.data !== undefined && inner !== undefined && seen.data !== inner) {
    return refused(
      new ApiError(400, 'invalid_body', `"seq" is given twice, ${seen.data} beside the action and ${inner} in it: give it once`, [
        { path: 'seq', message: 'given twice' },
      ]),
    );
  }
  try {
    const result = await campaigns.act(followed.id, followed.token, action, seen.data ?? inner);
    acted(result.seq, result.events);
  } catch (err) {
    const error = apiErrorOf(err);
    if (error) return refused(error);
    console.error('quest-board: a campaign action over the live connection failed:', err);
    refused(new ApiError(500, 'internal', 'the server failed to play the action'));
  }
}
