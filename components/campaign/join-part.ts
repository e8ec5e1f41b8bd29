/**
 * `<qb-campaign-join>`: the join flow of a campaign without a player token. With only an adventure: "Create the
 * Company" (the creator is its leader). With a campaign: its roster, each hero a toggle button (one another player
 * holds is disabled, described by who holds it) and "Join". It calls the API to create or join and tells the shell
 * with `qb-campaign-joined` (a {@link CampaignGrant}, bubbling, not composed).
 * @module
 */
import { css, html, LitElement, nothing, svg, type PropertyValues } from 'lit';
import { styleProps } from '../style-props.ts';
import { property, state } from 'lit/decorators.js';
import { ApiError } from '../api.ts';
import { defineOnce } from '../define.ts';
import { pick, type Lang } from '../i18n.ts';
import { langSentence, langText } from '../lang-text.ts';
import { liveConnection } from '../live.ts';
import {
  campaignErrorKey,
  createCampaign,
  getAdventure,
  getCampaign,
  getNewCompany,
  joinCampaign,
  type AdventureSummary,
  type CampaignGrant,
  type CampaignSummary,
  type NewCompany,
} from './client.ts';
import { campaignPortraitStyles, portraitFor } from './portraits.ts';
import { ct, ctPlural, type CampaignTextKey } from './i18n.ts';
import { campaignStyles } from './styles.ts';

/** The join part tells the shell it holds a player token (created or joined). */
export const CAMPAIGN_JOINED = 'qb-campaign-joined';

/** The stops of the cover's road: `n` points winding across a 120 × 80 drawing. */
function coverStops(n: number): { x: number; y: number }[] {
  const count = Math.min(n, 10) + 1;
  return Array.from({ length: count }, (_, i) => {
    const t = i / (count - 1);
    return { x: 14 + t * 92, y: 40 + Math.sin(t * Math.PI * 2.2) * 22 };
  });
}

/** The cover's road through its stops. */
function coverRoad(n: number): string {
  return coverStops(n)
    .map((p, i) => `${i ? 'L' : 'M'}${p.x.toFixed(1)} ${p.y.toFixed(1)}`)
    .join(' ');
}

/** The join part (see the module). */
export class QbCampaignJoin extends LitElement {
  static override styles = [
    ...campaignStyles,
    ...campaignPortraitStyles,
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
      :host {
        max-width: 60rem;
      }
      .create {
        display: grid;
        grid-template-columns: minmax(12rem, 22rem) 1fr;
        gap: 1rem 1.5rem;
        align-items: start;
      }
      .cover svg {
        width: 100%;
        display: block;
        border-radius: var(--_radius);
        box-shadow: 0 6px 20px rgb(0 0 0 / 0.45);
      }
      .kicker {
        margin: 0;
        color: var(--_accent);
        font-weight: 700;
        text-transform: uppercase;
        letter-spacing: 0.08em;
        font-size: 0.8rem;
      }
      .create h1 {
        font-family: var(--qb-display-font, Cinzel, Georgia, serif);
        font-size: 1.8rem;
        margin: 0.2rem 0 0.5rem;
      }
      .what {
        margin: 0 0 0.6rem;
        line-height: 1.45;
      }
      .facts {
        display: flex;
        flex-wrap: wrap;
        gap: 0.4rem;
        margin: 0;
      }
      .facts span {
        border: 1px solid var(--_border);
        border-radius: 999px;
        padding: 0.15rem 0.6rem;
        font-size: 0.85rem;
      }
      .roster {
        grid-column: 1 / -1;
      }
      .roster h2 {
        font-size: 1rem;
        margin: 0 0 0.5rem;
      }
      .roster ul {
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(15rem, 1fr));
        gap: 0.6rem;
        margin: 0 0 0.6rem;
      }
      .roster li {
        display: grid;
        grid-template-columns: auto 1fr;
        gap: 0.1rem 0.6rem;
        align-items: center;
        padding: 0.6rem;
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        background: var(--_surface);
      }
      .roster li[data-role='reserve'] {
        opacity: 0.85;
        border-style: dashed;
      }
      .portrait:empty::before {
        content: attr(data-initial);
      }
      .portrait {
        grid-row: span 2;
        width: 3rem;
        height: 3rem;
        border-radius: 50%;
        display: grid;
        place-items: center;
        color: #fff;
        font-weight: 700;
        font-size: 1.3rem;
        border: 2px solid var(--_accent);
      }
      .desc {
        font-size: 0.82rem;
        line-height: 1.3;
      }
      .cta {
        margin-top: 1rem;
        display: flex;
        flex-wrap: wrap;
        align-items: center;
        gap: 0.75rem;
      }
      .cta button {
        font-size: 1.05rem;
        padding: 0.7em 1.6em;
      }
      @media (max-width: 40rem) {
        :host {
          padding: 1rem;
        }
        .create {
          grid-template-columns: 1fr;
        }
        .cta button {
          width: 100%;
        }
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
  /** The heroes the new Company starts with (null until read, or when the ruleset does not say). */
  @state() private accessor company: NewCompany | null = null;
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
      this.company = null;
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
      else {
        const summary = await getAdventure(this.server, adventure);
        // the heroes are a picture of the adventure, not a condition of it: a ruleset that cannot be read leaves them out
        this.company = await getNewCompany(this.server, summary).catch(() => null);
        this.adventureSummary = summary;
      }
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
    this.liveWatch = liveConnection(this.server).watchCampaign(this.campaign, '', {
      update: again,
      refused: again,
      lost: () => undefined,
      closed: () => undefined,
    });
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
      this.error = missing
        ? ct(this.lang, 'noSuchAdventure', { adventure: this.adventure })
        : key
          ? ct(this.lang, key)
          : ct(this.lang, 'refused', { message: err instanceof Error ? err.message : String(err) });
      if (this.campaign) void this.read();
    } finally {
      this.busy = false;
    }
  }

  /** A hero's portrait: its picture ringed with its colour, else its initial on its colour. */
  private portrait(id: string, name: string, color: string | undefined, picture: string | undefined) {
    return html`<span class="portrait" aria-hidden="true" data-initial=${name.slice(0, 1)} style=${styleProps({ background: color ?? '#6b4a2b' })}>${portraitFor('hero', id, picture) ?? nothing}</span>`;
  }

  /**
   * "Start a campaign": the adventure — its name, a drawing of its map, what it is, its town and places, the heroes
   * of the Company with their portraits (the first ones play, the rest wait in reserve), how many may play — and one
   * call to action.
   */
  private renderCreate(adventure: AdventureSummary, error: unknown) {
    const lang = this.lang;
    const company = this.company;
    const places = adventure.locations ?? 0;
    return html`<article class="create" data-role="adventure-start">
      <div class="cover" aria-hidden="true">
        <svg viewBox="0 0 120 80">
          <rect width="120" height="80" rx="4" fill="#ead9b0" />
          <path d=${coverRoad(Math.max(places, 3))} fill="none" stroke="#6b4a2b" stroke-width="1.6" stroke-dasharray="4 3" stroke-linecap="round" />
          ${coverStops(Math.max(places, 3)).map((p, i) => svg`<circle cx=${p.x} cy=${p.y} r=${i === 0 ? 4.5 : 3} fill=${i === 0 ? '#9b1d1d' : '#f6ecd0'} stroke="#3b2a17" stroke-width="1.2" />`)}
          <rect x="2" y="2" width="116" height="76" rx="3" fill="none" stroke="#7a5a33" stroke-width="0.8" />
        </svg>
      </div>
      <div class="about">
        <p class="kicker">${ct(lang, 'createTitle')}</p>
        <h1>${langText(adventure.name, lang)}</h1>
        ${adventure.description ? html`<p class="what">${langText(adventure.description, lang)}</p>` : nothing}
        <p class="facts">
          ${adventure.town ? html`<span>${langSentence((town) => ct(lang, 'createTown', { town }), adventure.town.name, lang)}</span>` : nothing}
          ${places ? html`<span>${ctPlural(lang, 'createPlaces', places)}</span>` : nothing}
          ${company ? html`<span data-role="players">${ct(lang, 'createPlayers', { max: company.heroes.length })}</span>` : nothing}
        </p>
        <div class="cta">
          <button data-action="create-company" ?disabled=${this.busy} @click=${() => this.run(() => createCampaign(this.server, this.adventure))}>
            ${ct(lang, this.busy ? 'creating' : 'createCompany')}
          </button>
          ${error}
        </div>
      </div>
      ${
        company
          ? html`<section class="roster" aria-labelledby="roster-title">
            <h2 id="roster-title">${ct(lang, 'createRoster')}</h2>
            <ul>
              ${company.heroes.map((h, i) => {
                const name = pick(h.name, lang);
                return html`<li data-hero=${h.id} data-role=${i < company.active ? 'active' : 'reserve'}>
                  ${this.portrait(h.id, name, h.color, h.picture)}
                  <span class="who"><strong>${name}</strong> <span class="muted">${ct(lang, i < company.active ? 'heroActive' : 'heroReserve')}</span></span>
                  ${h.description ? html`<span class="desc muted">${langText(h.description, lang)}</span>` : nothing}
                </li>`;
              })}
            </ul>
            <p class="muted">${ct(lang, 'createText', { adventure: pick(adventure.name, lang) })}</p>
          </section>`
          : html`<p>${ct(lang, 'createText', { adventure: pick(adventure.name, lang) })}</p>`
      }
    </article>`;
  }

  private toggle(hero: string): void {
    this.picked = this.picked.includes(hero) ? this.picked.filter((h) => h !== hero) : [...this.picked, hero];
  }

  override render() {
    const lang = this.lang;
    const error = this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing;
    if (!this.campaign) {
      const adventure = this.adventureSummary;
      if (!adventure)
        return this.failure
          ? html`<h1>${ct(lang, 'createTitle')}</h1>${this.renderFailure()}`
          : html`<p class="muted" role="status">${ct(lang, 'campaignLoading')}</p>`;
      return this.renderCreate(adventure, error);
    }
    const summary = this.summary;
    if (!summary) return html`${this.failure ? this.renderFailure() : error || html`<p class="muted" role="status">${ct(lang, 'campaignLoading')}</p>`}`;
    const free = summary.roster.filter((h) => summary.freeHeroes.includes(h.id));
    return html`<h1>${ct(lang, 'joinCampaignTitle')}</h1>
      <p>${langSentence((adventure) => ct(lang, 'joinCampaignText', { adventure }), summary.adventure.name, lang)}</p>
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
              ${langText(h.name, lang)} <span class="muted">(${ct(lang, h.active ? 'heroActive' : 'heroReserve')})</span>
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
