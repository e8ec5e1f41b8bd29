/**
 * `<qb-campaign-join>`: the join flow of a campaign without a player token. With only an adventure: "Create the
 * Company" (the creator is its leader). With a campaign: its roster, each hero a toggle button (one another player
 * holds is disabled, described by who holds it) and "Join". It calls the API to create or join and tells the shell
 * with `qb-campaign-joined` (a {@link CampaignGrant}, bubbling, not composed).
 * @module
 */
import { css, html, LitElement, nothing, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError } from '../api.ts';
import { defineOnce } from '../define.ts';
import { pick, type Lang } from '../i18n.ts';
import { liveConnection } from '../live.ts';
import { campaignErrorKey, createCampaign, getAdventure, getCampaign, joinCampaign, type AdventureSummary, type CampaignGrant, type CampaignSummary } from './client.ts';
import { ct, ctPlural, type CampaignTextKey } from './i18n.ts';
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
  /** The adventure a Company is created for, once read (its name is shown). */
  @state() private accessor adventureSummary: AdventureSummary | null = null;
  /** Why the campaign or adventure could not be read (a text key; with `retry` when trying again may help). */
  @state() private accessor failure: { key: CampaignTextKey; detail: string; retry: boolean } | null = null;

  /** Follows the live connection while the server did not answer: it coming back reads again by itself. */
  private liveWatch: { end(): void } | null = null;

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.stopLive();
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('campaign') || changed.has('server') || changed.has('adventure')) {
      this.summary = null;
      this.adventureSummary = null;
      this.picked = [];
      this.error = '';
      this.failure = null;
      this.stopLive();
      void this.read();
    }
  }

  /** Reads the campaign's summary (to join) or the adventure's (to create a Company of it). */
  private async read(): Promise<void> {
    const campaign = this.campaign;
    const adventure = this.adventure;
    if (!campaign && !adventure) return;
    try {
      if (campaign) this.summary = await getCampaign(this.server, campaign);
      else this.adventureSummary = await getAdventure(this.server, adventure);
      this.failure = null;
      this.stopLive();
    } catch (err) {
      if (campaign !== this.campaign || adventure !== this.adventure) return;
      const key = campaignErrorKey(err);
      const network = key === 'errNetwork';
      const missing = err instanceof ApiError && err.status === 404;
      this.failure = {
        key: key && !(missing && !campaign) ? key : missing ? 'noSuchAdventure' : 'errNetwork',
        detail: key === 'errNetwork' || missing ? '' : err instanceof Error ? err.message : String(err),
        retry: !missing,
      };
      if (network) this.followLive();
    }
  }

  /**
   * While the server does not answer, a watch of the campaign on the page's live connection (its token does not
   * matter: any frame or refusal means the connection is back) reads again once it answers.
   */
  private followLive(): void {
    if (this.liveWatch || !this.campaign) return;
    const again = () => {
      this.stopLive();
      if (this.failure?.key === 'errNetwork') void this.read();
    };
    this.liveWatch = liveConnection(this.server).watchCampaign(this.campaign, '', { update: again, refused: again, lost: () => undefined, closed: () => undefined });
  }

  private stopLive(): void {
    const w = this.liveWatch;
    this.liveWatch = null;
    w?.end();
  }

  private retry(): void {
    this.failure = null;
    void this.read();
  }

  /** The failure to read, translated, with the server's text as a detail and a Retry button when it may help. */
  private renderFailure() {
    const f = this.failure;
    if (!f) return nothing;
    return html`<div role="alert" data-role="join-error" data-error=${f.key}>
      <p class="error">${ct(this.lang, f.key, { adventure: this.adventure })}</p>
      ${f.detail ? html`<p class="muted" data-role="error-detail">${ct(this.lang, 'errorDetail', { message: f.detail })}</p>` : nothing}
      ${f.retry ? html`<button class="secondary" data-action="retry" @click=${() => this.retry()}>${ct(this.lang, 'retry')}</button>` : nothing}
    </div>`;
  }

  private async run(call: () => Promise<CampaignGrant>): Promise<void> {
    this.busy = true;
    this.error = '';
    try {
      const grant = await call();
      this.dispatchEvent(new CustomEvent<CampaignGrant>(CAMPAIGN_JOINED, { detail: grant, bubbles: true, composed: false }));
    } catch (err) {
      const key = campaignErrorKey(err);
      const missing = !this.campaign && err instanceof ApiError && err.status === 404;
      this.error = missing ? ct(this.lang, 'noSuchAdventure', { adventure: this.adventure }) : key ? ct(this.lang, key) : ct(this.lang, 'refused', { message: err instanceof Error ? err.message : String(err) });
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
      const adventure = this.adventureSummary;
      if (!adventure) return this.failure ? html`<h1>${ct(lang, 'createTitle')}</h1>${this.renderFailure()}` : html`<p class="muted" role="status">${ct(lang, 'campaignLoading')}</p>`;
      return html`<h1>${ct(lang, 'createTitle')}</h1>
        <p>${ct(lang, 'createText', { adventure: pick(adventure.name, lang) })}</p>
        <button data-action="create-company" ?disabled=${this.busy} @click=${() => this.run(() => createCampaign(this.server, this.adventure))}>
          ${ct(lang, this.busy ? 'creating' : 'createCompany')}
        </button>
        ${error}`;
    }
    const summary = this.summary;
    if (!summary) return html`${this.failure ? this.renderFailure() : error || html`<p class="muted" role="status">${ct(lang, 'campaignLoading')}</p>`}`;
    const free = summary.roster.filter((h) => summary.freeHeroes.includes(h.id));
    return html`<h1>${ct(lang, 'joinCampaignTitle')}</h1>
      <p>${ct(lang, 'joinCampaignText', { adventure: pick(summary.adventure.name, lang) })}</p>
      ${free.length === 0 ? html`<p class="muted">${ct(lang, 'noFreeCampaignHeroes')}</p>` : nothing}
      <ul>
        ${summary.roster.map((h) => {
          const held = !summary.freeHeroes.includes(h.id);
          const why = held ? ct(lang, 'heroHeldBy', { player: h.player ?? '' }) : null;
          return html`<li>
            <button
              class="secondary"
              data-hero=${h.id}
              aria-pressed=${this.picked.includes(h.id) ? 'true' : 'false'}
              ?disabled=${held}
              title=${why ?? nothing}
              aria-describedby=${why ? `held-${h.id}` : nothing}
              @click=${() => this.toggle(h.id)}
            >
              ${pick(h.name, lang)} <span class="muted">(${ct(lang, h.active ? 'heroActive' : 'heroReserve')})</span>
            </button>
            ${why ? html`<span class="why muted" id=${`held-${h.id}`} data-role="held">${why}</span>` : nothing}
          </li>`;
        })}
      </ul>
      <button data-action="join-campaign" ?disabled=${this.busy || this.picked.length === 0} @click=${() => this.run(() => joinCampaign(this.server, this.campaign, this.picked))}>
        ${this.picked.length === 0 ? ct(lang, 'joinNoHeroes') : ctPlural(lang, 'joinHeroes', this.picked.length)}
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
