/**
 * The internal events of the campaign views: the panels ask the shell to act; the shell calls the API.
 * They bubble inside the shadow root but are not composed (the page never sees them; the public campaign events are
 * the shell's).
 * @module
 */
import type { CampaignAction } from '../../engine/campaign/types.ts';

/** A panel asks to play a campaign action (`POST /api/campaigns/:id/actions`). */
export const CAMPAIGN_ACT = 'qb-campaign-act';
/** A panel asks to save into a slot (`quick`, `1`, `2`, `3`). */
export const CAMPAIGN_SAVE = 'qb-campaign-save';
/** A panel asks to load a slot (`auto`, `quick`, `1`, `2`, `3`). */
export const CAMPAIGN_LOAD = 'qb-campaign-load';
/** A panel asks to go back to the checkpoint (leave without saving). */
export const CAMPAIGN_RESTORE = 'qb-campaign-restore';

/** Dispatches a campaign internal event from `from`. */
export function emitCampaign<T>(from: EventTarget, type: string, detail: T): void {
  from.dispatchEvent(new CustomEvent<T>(type, { detail, bubbles: true, composed: false }));
}

declare global {
  interface HTMLElementEventMap {
    [CAMPAIGN_ACT]: CustomEvent<CampaignAction>;
    [CAMPAIGN_SAVE]: CustomEvent<{ slot: string }>;
    [CAMPAIGN_LOAD]: CustomEvent<{ slot: string }>;
    [CAMPAIGN_RESTORE]: CustomEvent<null>;
  }
}
