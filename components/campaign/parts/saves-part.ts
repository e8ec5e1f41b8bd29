/**
 * `<qb-campaign-saves>`: the campaign's save slots (docs/campaigns.md "Saves") — auto, quick, 1, 2, 3 and
 * the checkpoint, each with when it was saved, its tier, place and whether a fight was on, or empty — with Save into
 * quick, 1, 2, 3 ({@link CAMPAIGN_SAVE}), Load of a filled slot ({@link CAMPAIGN_LOAD}) and Leave without saving,
 * asked twice ({@link CAMPAIGN_RESTORE}).
 * @module
 */
import { html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { defineOnce } from '../../define.ts';
import { pick } from '../../i18n.ts';
import { CAMPAIGN_LOAD, CAMPAIGN_RESTORE, CAMPAIGN_SAVE, emitCampaign } from '../events.ts';
import type { CampaignTextKey } from '../i18n.ts';
import type { CampaignSaveSummary } from '../types.ts';
import { CampaignPart } from './campaign-part.ts';

const SLOTS = ['auto', 'quick', '1', '2', '3', 'checkpoint'] as const;
const SAVABLE = new Set<string>(['quick', '1', '2', '3']);
const LOADABLE = new Set<string>(['auto', 'quick', '1', '2', '3']);

/** The saves panel. */
export class QbCampaignSaves extends CampaignPart {
  /** The filled slots (`GET .../saves`'s `saves`). */
  @property({ attribute: false }) accessor saves: CampaignSaveSummary[] = [];
  /** Leave without saving waits for its confirmation. */
  @state() private accessor confirming = false;

  private summary(s: CampaignSaveSummary): string {
    const savedAt = new Date(s.savedAt).toLocaleString(this.lang === 'it' ? 'it-IT' : 'en-GB');
    // one tier only (the classic quest book): none named
    const tier = s.tier === null || Object.keys(this.view?.names.tiers ?? {}).length <= 1 ? '' : pick(this.view?.names.tiers[s.tier], this.lang) || s.tier;
    const place =
      s.place === null
        ? ''
        : s.place.at === 'town'
          ? this.tx('place_town')
          : this.tx('place_location', {
              location: pick(this.view?.map.find((l) => l.id === (s.place as { location: string }).location)?.name, this.lang) || s.place.location,
              position: s.place.position + 1,
            });
    return [savedAt, tier, place].filter(Boolean).join(' · ') + (s.fight ? ` · ${this.tx('slot_fight')}` : '');
  }

  protected override render() {
    return html`<h2>${this.tx('saves')}</h2>
      <ul>
        ${SLOTS.map((slot) => {
          const saved = this.saves.find((s) => s.slot === slot);
          const name = this.tx(`slot_${slot}` as CampaignTextKey);
          return html`<li data-slot=${slot}>
            <h3>${name}</h3>
            <p class="summary">${saved ? this.summary(saved) : this.tx('slot_empty')}</p>
            <div class="row">
              ${SAVABLE.has(slot) ? html`<button type="button" class="save" @click=${() => emitCampaign(this, CAMPAIGN_SAVE, { slot })}>${this.tx('btn_save', { slot: name })}</button>` : nothing}
              ${
                LOADABLE.has(slot) && saved
                  ? html`<button type="button" class="load secondary" @click=${() => emitCampaign(this, CAMPAIGN_LOAD, { slot })}>${this.tx('btn_load', { slot: name })}</button>`
                  : nothing
              }
            </div>
          </li>`;
        })}
      </ul>
      ${
        this.confirming
          ? html`<div role="alertdialog" aria-labelledby="leave-q" class="confirm">
            <p id="leave-q">${this.tx('leave_confirm')}</p>
            <div class="row">
              <button type="button" class="confirm-leave" @click=${() => ((this.confirming = false), emitCampaign(this, CAMPAIGN_RESTORE, null))}>${this.tx('btn_confirm_leave')}</button>
              <button type="button" class="cancel secondary" @click=${() => (this.confirming = false)}>${this.tx('btn_cancel')}</button>
            </div>
          </div>`
          : html`<div class="row"><button type="button" class="leave secondary" @click=${() => (this.confirming = true)}>${this.tx('btn_leave_without_saving')}</button></div>`
      }`;
  }

  protected override updated(changed: Map<PropertyKey, unknown>): void {
    // the confirmation takes the focus when it opens, the Leave button when it closes: keyboard users stay in place
    if (changed.has('confirming') && changed.get('confirming') !== undefined)
      this.renderRoot.querySelector<HTMLButtonElement>(this.confirming ? '.confirm-leave' : '.leave')?.focus();
  }
}

defineOnce('qb-campaign-saves', QbCampaignSaves);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-saves': QbCampaignSaves;
  }
}
