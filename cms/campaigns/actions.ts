/**
 * The shape of a campaign action as a client sends it (`POST /api/campaigns/{id}/actions`): the engine's one schema
 * of campaign actions (engine/campaign/actions.ts), with optionally the `seq` of the view it was chosen on. Whether
 * the action may be played now is the engine's to say (`applyCampaign`); this only checks its shape.
 * @module
 */
import { z } from '@hono/zod-openapi';
import { campaignActionMembers, type CampaignAction } from '../../engine/campaign/actions.ts';

export { SERVER_ACTIONS } from '../../engine/campaign/actions.ts';

const Seen = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional().openapi({
  description: 'the seq of the view the action was chosen on: played only if the campaign is still there (409 stale_seq otherwise)',
});

/** A campaign action's schema with `seq`. */
const withSeq = <M extends (typeof campaignActionMembers)[number]>(member: M) => member.extend({ seq: Seen });

/**
 * An action request: a {@link CampaignAction} and optionally `seq`. The server's own actions (`fight_started`,
 * `fight_ended`, `fight_interrupted`) are accepted in shape so that the refusal names why (403 `invalid_action`), not
 * a 400.
 */
export const CampaignActionRequest = z
  .discriminatedUnion('type', campaignActionMembers.map(withSeq) as unknown as [ReturnType<typeof withSeq>, ...ReturnType<typeof withSeq>[]])
  .openapi('CampaignAction', { description: 'a campaign action (docs/campaigns.md, "Actions"), with optionally the `seq` of the view it was chosen on' });

/** The action and the seq of a valid {@link CampaignActionRequest}. */
export function campaignActionOf(request: z.infer<typeof CampaignActionRequest>): { action: CampaignAction; seen: number | undefined } {
  const { seq: seen, ...action } = request as CampaignAction & { seq?: number | undefined };
  return { action, seen };
}
