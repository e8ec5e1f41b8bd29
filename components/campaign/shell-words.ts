/**
 * What `<qb-campaign>` says and how its tabs answer the keys, apart from its state: an error of a call in the player's
 * words, a save slot's name, the lasting message instead of the view, the reconnecting line, and the tab an arrow key, Home or End moves to.
 * @module
 */
import { html, nothing } from 'lit';
import { ApiError } from '../api.ts';
import { t, type Lang } from '../i18n.ts';
import { campaignErrorKey } from './client.ts';
import { ct, type CampaignTextKey } from './i18n.ts';
import { CAMPAIGN_TABS, type CampaignTab } from './shell-view.ts';

/** An error of a call as the player reads it: translated by its code, the server's own text only for other refusals. */
export function campaignErrorText(err: unknown, lang: Lang): string {
  const key = campaignErrorKey(err);
  if (key) return ct(lang, key);
  if (err instanceof ApiError && err.code === 'stale_seq') return ct(lang, 'staleCampaign');
  return ct(lang, 'refused', { message: err instanceof Error ? err.message : String(err) });
}

/** A save slot's name: the quick and the automatic save in words, any other by its own name. */
export function slotName(slot: string, lang: Lang): string {
  return slot === 'quick' ? ct(lang, 'slotQuick') : slot === 'auto' ? ct(lang, 'slotAuto') : slot;
}

/**
 * The tab `key` moves to from `open` (the WAI-ARIA tabs pattern): the arrows to the next or the previous (round the
 * ends), Home to the first, End to the last; null for any other key.
 */
export function tabAfterKey(open: CampaignTab, key: string): CampaignTab | null {
  const at = CAMPAIGN_TABS.indexOf(open);
  const n = CAMPAIGN_TABS.length;
  const to = key === 'ArrowRight' ? (at + 1) % n : key === 'ArrowLeft' ? (at + n - 1) % n : key === 'Home' ? 0 : key === 'End' ? n - 1 : -1;
  return to < 0 ? null : CAMPAIGN_TABS[to]!;
}

/**
 * Why the campaign cannot be shown, instead of the view: with the join flow offered (`join`: a token that is not a
 * player of it) or a Retry (the server not answering).
 */
export function failureNotice(failure: { key: CampaignTextKey; join: boolean }, lang: Lang, on: { join(): void; retry(): void }) {
  const retryButton = html`<button class="secondary" data-action="retry" @click=${() => on.retry()}>${ct(lang, 'retry')}</button>`;
  return html`<div class="notice" part="message" role="alert" data-role="campaign-error" data-error=${failure.key}>
        <p>${ct(lang, failure.key)}</p>
        ${
          failure.join
            ? html`<button data-action="join-instead" @click=${() => on.join()}>${ct(lang, 'joinInstead')}</button>`
            : failure.key === 'errNetwork'
              ? retryButton
              : nothing
        }
      </div>`;
}

/** The page's live connection is lost: "Reconnecting…" until a frame comes again. */
export function reconnectingNote(lang: Lang) {
  return html`<p class="status" part="status" role="status" data-role="reconnecting">${t(lang, 'reconnecting')}</p>`;
}
