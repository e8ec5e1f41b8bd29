/**
 * `<qb-campaign-join>`: the join flow of a campaign without a player token. With only an adventure: "Create the
 * Company" (the creator is its leader). With a campaign: its roster, the free heroes to pick (toggle buttons) and
 * "Join". It calls the API to create or join and tells the shell with `qb-campaign-joined` (a {@link CampaignGrant},
 * bubbling, not composed).
 * @module
 */
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError } from '../api.ts';
import { defineOnce } from '../define.ts';
import { pick, type Lang } from '../i18n.ts';
import { createCampaign, getCampaign, joinCampaign, type CampaignGrant, type CampaignSummary } from './client.ts';
import { ct } from './i18n.ts';
import { campaignStyles } from './styles.ts';

/** The join part tells the shell it holds a player token (created or joined). */
export const CAMPAIGN_JOINED = 'qb-campaign-joined';

/** The join part (see the module). */
export class QbCampaignJoin extends LitElement {
  static override styles = [
    ...campaignStyles,
    css`
      :host {
        display: block;
        padding: 1.5rem;
        max-width: 44rem;
        margin: 0 auto;
      }
      h1 {
        font-size: 1.2rem;
        margin: 0 0 0.5rem;
      }
      ul {
        list-style: none;
        padding: 0;
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
      }
      button[aria-pressed='true'] {
        box-shadow: 0 0 0 3px var(--_accent-fg) inset;
      }
      .error {
        color: var(--_danger);
      }
    `,
  ];

  /** The server's origin(s). */
  @property() accessor server = '';
  /** The campaign to join ('' to create one of `adventure`). */
  @property() accessor campaign = '';
  /** The adventure a new Company is created for. */
  @property() accessor adventure = '';
  /** The interface language. */
  @property() override accessor lang: Lang = 'it';

  @state() private accessor summary: CampaignSummary | null = null;
  @state() private accessor picked: string[] = [];
  @state() private accessor busy = false;
  @state() private accessor error = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('campaign') || changed.has('server')) {
      this.summary = null;
      this.picked = [];
      this.error = '';
      if (this.campaign) void this.read();
    }
  }

  private async read(): Promise<void> {
    try {
      this.summary = await getCampaign(this.server, this.campaign);
    } catch (err) {
      this.error = err instanceof ApiError && err.status === 404 ? ct(this.lang, 'campaignNotFound') : err instanceof Error ? err.message : String(err);
    }
  }

  private async run(call: () => Promise<CampaignGrant>): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const grant = await call();
      this.dispatchEvent(new CustomEvent<CampaignGrant>(CAMPAIGN_JOINED, { detail: grant, bubbles: true, composed: false }));
    } catch (err) {
      this.error = ct(this.lang, 'refused', { message: err instanceof Error ? err.message : String(err) });
      if (this.campaign) void this.read();
    } finally {
      this.busy = false;
    }
  }

  private toggle(hero: string): void {
    this.picked = this.picked.includes(hero) ? this.picked.filter((h) => h !== hero) : [...this.picked, hero];
  }

  override render() {
    const lang = this.lang;
    const error = this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing;
    if (!this.campaign) {
      return html`<h1>${ct(lang, 'createTitle')}</h1>
        <p>${ct(lang, 'createText', { adventure: this.adventure })}</p>
        <button data-action="create-company" ?disabled=${this.busy} @click=${() => this.run(() => createCampaign(this.server, this.adventure))}>
          ${ct(lang, this.busy ? 'creating' : 'createCompany')}
        </button>
        ${error}`;
    }
    const summary = this.summary;
    if (!summary) return html`${error || html`<p class="muted" role="status">${ct(lang, 'campaignLoading')}</p>`}`;
    const free = summary.roster.filter((h) => summary.freeHeroes.includes(h.id));
    return html`<h1>${ct(lang, 'joinCampaignTitle')}</h1>
      <p>${ct(lang, 'joinCampaignText', { adventure: pick(summary.adventure.name, lang) })}</p>
      ${free.length === 0
        ? html`<p class="muted">${ct(lang, 'noFreeCampaignHeroes')}</p>`
        : html`<ul>
            ${free.map(
              (h) => html`<li>
                <button class="secondary" data-hero=${h.id} aria-pressed=${this.picked.includes(h.id) ? 'true' : 'false'} @click=${() => this.toggle(h.id)}>
                  ${pick(h.name, lang)} <span class="muted">(${ct(lang, h.active ? 'heroActive' : 'heroReserve')})</span>
                </button>
              </li>`,
            )}
          </ul>`}
      ${summary.roster.some((h) => h.player)
        ? html`<p class="muted">${summary.roster.filter((h) => h.player).map((h) => `${pick(h.name, lang)}: ${ct(lang, 'heroHeldBy', { player: h.player! })}`).join(' · ')}</p>`
        : nothing}
      <button data-action="join-campaign" ?disabled=${this.busy || this.picked.length === 0} @click=${() => this.run(() => joinCampaign(this.server, this.campaign, this.picked))}>
        ${this.picked.length === 0 ? ct(lang, 'joinNoHeroes') : ct(lang, 'joinHeroes', { count: this.picked.length })}
      </button>
      ${error}`;
  }
}

defineOnce('qb-campaign-join', QbCampaignJoin);

declare global {
  interface HTMLElementTagNameMap {
    'qb-campaign-join': QbCampaignJoin;
  }
  interface HTMLElementEventMap {
    [CAMPAIGN_JOINED]: CustomEvent<CampaignGrant>;
  }
}
