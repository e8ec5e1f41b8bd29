/**
 * `<qb-join-panel>`: the join flow of a visitor without a token: read the room, pick a free hero, take the seat, or
 * watch the game instead (a late visitor to a started game has only that, unless a seat is free).
 * @module
 */
import { consume } from '@lit/context';
import type { QueryClient } from '@tanstack/query-core';
import { css, html, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError, joinRoom, type HeroProfile, type RoomInfo, type SeatGrant } from '../api.ts';
import { heroesQuery, roomQuery } from '../queries.ts';
import { queryClientContext } from '../context.ts';
import { QueryController } from '../controllers/query-controller.ts';
import { MutationController } from '../controllers/mutation-controller.ts';
import { ownValue } from '../../content/own.ts';
import { defineOnce } from '../define.ts';
import { styleProps } from '../style-props.ts';
import { portrait, portraitSlot } from '../pictures/portrait-tag.ts';
import { pick } from '../i18n.ts';
import { langSentence, langText } from '../lang-text.ts';
import { emit, JOINED, WATCH } from '../internal-events.ts';
import { controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';
import { joinText } from './join-texts.ts';
import { loadRulesetParts, rulesetParts, rulesetPartsReady } from '../rulesets/registry.ts';
import { RulesetStyles } from '../rulesets/ruleset-styles.ts';

/** How often the free heroes are read again while the panel is open (ms). */
const REFRESH_MS = 3000;

/** The join panel. */
export class QbJoinPanel extends TablePart {
  static override styles = [
    theme,
    controls,
    portraitSlot,
    css`
      :host {
        display: block;
        padding: 1.5rem;
        max-width: 60rem; /* four heroes in a row on a desktop: the classic party side by side */
        margin: 0 auto;
      }
      h1 {
        font-size: 1.35rem;
        margin: 0 0 0.25rem;
      }
      .watch-offer {
        margin: 1.2rem 0 0;
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
      }
      .mission {
        color: var(--_muted);
        margin: 0 0 1.2rem;
      }
      ul {
        list-style: none;
        padding: 0;
        margin: 0;
        display: grid;
        grid-template-columns: repeat(auto-fill, minmax(12rem, 1fr));
        gap: 0.75rem;
      }
      li {
        background: var(--_surface);
        border: 1px solid var(--_border);
        border-radius: var(--_radius);
        padding: 0.85rem;
        display: flex;
        flex-direction: column;
        gap: 0.5rem;
      }
      .hero-name {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        font-weight: 700;
        font-size: 1.05rem;
      }
      .hero-name qb-portrait,
      .hero-name .swatch:empty {
        width: 3.5rem;
        height: 3.5rem;
      }
      .desc {
        font-size: 0.8rem;
        color: var(--_muted);
        line-height: 1.35;
        flex: 1;
      }
      .error {
        color: var(--_danger);
        margin-top: 0.8rem;
      }
      .credit {
        margin: 1.2rem 0 0;
        font-size: 0.75rem;
        color: var(--_muted);
      }
    `,
  ];

  /** The loaded rulesets' styles for a free hero's numbers, as its ruleset shows them (the classic four; a d20 hero's stat cells, smaller): `ruleset-styles.ts`. */
  private readonly rulesetStyles = new RulesetStyles(this, ['card', 'join']);

  /** The server's origin ('' for this page's). */
  @property() accessor server = '';
  /** The room to join. */
  @property() accessor room = '';

  @consume({ context: queryClientContext, subscribe: true })
  @state()
  accessor queryClient: QueryClient | undefined = undefined;

  @state() private accessor error = '';
  /** Why the room's ruleset's parts could not be fetched ('' while they may still come): the classic ones stand in. */
  @state() private accessor rulesetError = '';
  /** The ruleset modules whose parts this panel asked for. */
  private readonly rulesetsAsked = new Set<string>();

  private readonly roomQuery = new QueryController<RoomInfo, readonly unknown[]>(
    this,
    () => this.queryClient,
    () => roomQuery(this.server, this.room, REFRESH_MS),
  );

  private readonly heroesQuery = new QueryController<HeroProfile[], readonly unknown[]>(
    this,
    () => this.queryClient,
    () => heroesQuery(this.server),
  );

  private readonly joining = new MutationController<SeatGrant, string>(
    this,
    () => this.queryClient,
    (hero) => joinRoom(this.server, this.room, hero),
  );

  override render() {
    const result = this.roomQuery.result;
    const info = result?.data;
    if (!info) {
      if (result?.error) {
        const status = result.error instanceof ApiError ? result.error.status : 0;
        if (status === 410)
          return html`<h1>${joinText(this.uiLang, 'joinTitle')}</h1><p class="error" role="alert" data-role="room-ended">${this.t('roomEnded')}</p>`;
        return html`<h1>${joinText(this.uiLang, 'joinTitle')}</h1>
          <p class="error" role="alert">${status === 404 ? joinText(this.uiLang, 'roomNotFound') : result.error.message}</p>
          <button class="secondary" @click=${() => this.roomQuery.refetch()}>${this.t('retry')}</button>`;
      }
      return html`<p class="muted">${this.t('loading')}</p>`;
    }
    if (!this.rulesetReady(info.module)) return html`<p class="muted">${this.t('loading')}</p>`;
    const profiles = new Map((this.heroesQuery.result?.data ?? []).map((h) => [h.id, h]));
    const busy = this.joining.pending;
    return html`
      <h1>${joinText(this.uiLang, 'joinTitle')}</h1>
      <p class="mission">${langSentence((name) => joinText(this.uiLang, 'joinMission', { name }), info.mission.name, this.uiLang)}</p>
      ${
        info.freeHeroes.length === 0
          ? html`<p class="muted">${info.phase === 'lobby' ? joinText(this.uiLang, 'noFreeHeroes') : joinText(this.uiLang, 'gameAlreadyStarted')}</p>`
          : html`<h2>${joinText(this.uiLang, 'pickHero')}</h2>
            <ul>
              ${info.freeHeroes.map((h) => {
                const p = profiles.get(h.id);
                const name = pick(h.name, this.uiLang);
                return html`<li data-hero=${h.id}>
                  <div class="hero-name"><span class="swatch ring" style=${styleProps({ background: p?.color ?? '#888' })}>${p ? portrait('hero', p.picture, name) : nothing}</span><span>${langText(h.name, this.uiLang)}</span></div>
                  ${p?.description ? html`<div class="desc">${langText(p.description, this.uiLang)}</div>` : html`<div class="desc"></div>`}
                  ${p ? rulesetParts(info.module).profileStats(p, ownValue(info.heroPieces, h.id), this.uiLang) : nothing}
                  <button data-hero=${h.id} ?disabled=${busy} @click=${() => this.join(h.id)}>${busy ? joinText(this.uiLang, 'joining') : this.t('join', { name })}</button>
                </li>`;
              })}
            </ul>`
      }
      <p class="watch-offer" data-role="watch-offer">
        ${info.freeHeroes.length > 0 ? html`<span class="muted">${joinText(this.uiLang, 'watchInstead')}</span>` : nothing}
        <button class=${info.freeHeroes.length > 0 ? 'secondary' : ''} data-action="watch" @click=${() => emit(this, WATCH, true)}>${joinText(this.uiLang, 'watchGame')}</button>
      </p>
      ${info.freeHeroes.length > 0 ? html`<p class="credit" data-role="picture-credit">${joinText(this.uiLang, 'pictureCredit')}</p>` : nothing}
      ${this.error ? html`<p class="error" role="alert">${this.error}</p>` : nothing}
      ${this.rulesetError ? html`<p class="error" role="alert">${this.rulesetError}</p>` : nothing}
    `;
  }

  /**
   * Whether the parts of ruleset `module` are here to show its heroes' numbers (`rulesets/registry.ts`: the rulesets
   * other than classic are fetched on demand). When not, starts fetching them (once): the panel renders again when
   * they come, or tells why they did not, the classic parts standing in.
   */
  private rulesetReady(module: string): boolean {
    if (rulesetPartsReady(module) || this.rulesetError) return true;
    if (!this.rulesetsAsked.has(module)) {
      this.rulesetsAsked.add(module);
      loadRulesetParts(module).then(
        () => this.requestUpdate(),
        (error: unknown) => (this.rulesetError = this.t('partFailed', { message: error instanceof Error ? error.message : String(error) })),
      );
    }
    return false;
  }

  private async join(hero: string): Promise<void> {
    this.error = '';
    try {
      const grant = await this.joining.mutate(hero);
      emit(this, JOINED, grant);
    } catch (err) {
      this.error = err instanceof Error ? err.message : String(err);
      this.roomQuery.refetch();
    }
  }
}

defineOnce('qb-join-panel', QbJoinPanel);

declare global {
  interface HTMLElementTagNameMap {
    'qb-join-panel': QbJoinPanel;
  }
}
