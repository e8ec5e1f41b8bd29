/**
 * Helpers of the campaign element's browser tests: campaigns created over HTTP, the shell inside the element, and the
 * text the element shows.
 */
import type { QuestBoard } from '../../../components/quest-board.ts';
import type { QbCampaign } from '../../../components/campaign/shell.ts';
import type { CampaignGrant } from '../../../components/campaign/client.ts';
import { api, deepQuery } from './page.ts';

/** A new Forsaken Woods campaign, created over HTTP (its leader's grant; the leader holds no hero). */
export function newCampaign(): Promise<CampaignGrant> {
  return api('/api/campaigns', { method: 'POST', body: { adventure: 'forsaken-woods' } });
}

/** The campaign shell inside the element. @throws when the element shows none. */
export function shellOf(el: QuestBoard): QbCampaign {
  const shell = deepQuery<QbCampaign>(el, 'qb-campaign');
  if (!shell) throw new Error('no qb-campaign in the element');
  return shell;
}

/** The text of the first element matching `selector` in the element's shadow trees, white space collapsed ('' if none). */
export function text(el: Element, selector: string): string {
  return deepQuery(el, selector)?.textContent?.replace(/\s+/g, ' ').trim() ?? '';
}
