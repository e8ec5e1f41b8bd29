/**
 * `<qb-balance-report>`: the Archive's "Simulate" of a mission as the editor holds it (issue 38,
 * docs/computer-heroes.md, "The balance report"): the computer plays it {@link GAMES} times, heroes and creatures, and
 * the panel says how often the heroes win (with its 95% interval), how long a game lasts, how games end, who falls,
 * which traps, events and cards fire, and names every creature the heroes never reached, with its square.
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { BalanceReport } from '../../engine/index.ts';
import type { ArchiveApi } from './api.ts';
import { t, tCount, type Lang } from './i18n.ts';
import { langSentence } from '../lang-text.ts';
import { styleProps } from '../style-props.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';

/** The games one "Simulate" plays. */
export const GAMES = 200;

const pct = (x: number) => Math.round(x * 100);

/** How a game ended, in words: by the condition that ended it, else by its reason (engine `GameOverReason`). */
const END_WORDS: Record<string, { it: string; en: string }> = {
  all_creatures_dead: { it: 'cadute tutte le creature', en: 'every creature fell' },
  kill_all: { it: 'cadute tutte le creature', en: 'every creature fell' },
  all_heroes_dead: { it: 'caduti tutti gli eroi', en: 'every hero fell' },
  kill: { it: 'caduto il nemico da abbattere', en: 'the foe to kill fell' },
  kill_count: { it: 'abbattute abbastanza creature', en: 'enough creatures fell' },
  room_revealed: { it: 'trovata la stanza', en: 'the room was found' },
  gold: { it: 'raccolto l’oro', en: 'the gold was gathered' },
  reach: { it: 'raggiunto il punto', en: 'the place was reached' },
  escort: { it: 'scortato il personaggio', en: 'the character was escorted' },
  survive: { it: 'resistito abbastanza turni', en: 'the heroes held out' },
  has_item: { it: 'preso l’oggetto', en: 'the item was taken' },
  hero_dead: { it: 'caduto un eroe', en: 'a hero fell' },
  npc_dead: { it: 'caduto il personaggio', en: 'the character fell' },
  rounds: { it: 'finiti i turni', en: 'the rounds ran out' },
  declared: { it: 'dichiarata dal master', en: 'declared by the master' },
  effect: { it: 'per un effetto', en: 'by an effect' },
  fled: { it: 'gli eroi sono fuggiti', en: 'the heroes fled' },
  unfinished: { it: 'dopo 60 turni', en: 'after 60 rounds' },
};

/** @element qb-balance-report */
export class QbBalanceReport extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
      }
      h2 {
        margin: 0;
        font-size: 1rem;
      }
      h3 {
        margin: 0.8rem 0 0.25rem;
        font-size: 0.85rem;
      }
      .headline {
        font-size: 1.05rem;
        margin: 0.6rem 0 0.2rem;
      }
      .warn {
        color: var(--_danger, #e07a6a);
      }
      ul {
        margin: 0.2rem 0;
        padding-left: 1.1rem;
      }
      .bars {
        display: flex;
        align-items: flex-end;
        gap: 2px;
        height: 3rem;
        margin: 0.3rem 0;
      }
      .axis {
        display: flex;
        justify-content: space-between;
        font-size: 0.75rem;
      }
      .bars span {
        flex: 1 1 0;
        min-width: 3px;
        background: var(--_accent, #d9a441);
        border-radius: 2px 2px 0 0;
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | undefined = undefined;
  /** The mission document as the editor holds it. */
  @property({ attribute: false }) accessor mission: unknown = undefined;
  @property({ reflect: true }) override accessor lang: Lang = 'it';
  @state() private accessor report: BalanceReport | null = null;
  @state() private accessor busy = false;
  @state() private accessor failure = '';

  /** Plays the mission {@link GAMES} times on the server and shows the report. */
  async simulate(): Promise<void> {
    if (!this.api || this.busy) return;
    this.busy = true;
    this.failure = '';
    try {
      this.report = await this.api.simulateMission(this.mission, GAMES);
    } catch (err) {
      this.failure = refusalWords(err, this.lang);
    } finally {
      this.busy = false;
    }
  }

  override render() {
    const lang = this.lang;
    const r = this.report;
    return html`<section class="panel" data-role="balance">
      <div class="head">
        <h2>${t(lang, 'balanceTitle')}</h2>
        <button class="secondary" data-action="simulate" ?disabled=${this.busy || !this.api} @click=${() => this.simulate()}>${t(lang, 'simulate', { n: GAMES })}</button>
      </div>
      <p class="muted">${t(lang, 'balanceHint', { n: GAMES })}</p>
      ${this.busy ? html`<p role="status">${t(lang, 'simulating', { n: GAMES })}</p>` : nothing}
      ${this.failure ? html`<p class="err" role="alert">${this.failure}</p>` : nothing}
      ${r && !this.busy ? this.renderReport(r) : nothing}
    </section>`;
  }

  private renderReport(r: BalanceReport) {
    const lang = this.lang;
    const most = Math.max(1, ...r.rounds.histogram.map((h) => h.games));
    // one bar a round from the shortest game to the longest, rounds no game ended at included (empty)
    const byRounds = new Map(r.rounds.histogram.map((h) => [h.rounds, h.games]));
    const bars = Array.from({ length: r.rounds.max - r.rounds.min + 1 }, (_, i) => ({ rounds: r.rounds.min + i, games: byRounds.get(r.rounds.min + i) ?? 0 }));
    const endLabel = (e: BalanceReport['endings'][number]) => {
      const how = END_WORDS[e.condition ?? e.reason] ?? END_WORDS[e.reason];
      return `${t(lang, e.winner === 'heroes' ? 'endHeroes' : e.winner === 'master' ? 'endMaster' : 'endOpen')}: ${how ? how[lang] : (e.condition ?? e.reason)}`;
    };
    return html`<div data-role="report">
      <p class="headline" data-role="win-rate">
        <strong>${t(lang, 'balanceWins', { rate: pct(r.winRate) })}</strong>
        <span class="muted">${t(lang, 'balanceInterval', { lo: pct(r.winRateInterval[0]), hi: pct(r.winRateInterval[1]), n: r.games })}</span>
      </p>
      <p data-role="rounds">${t(lang, 'balanceRounds', { median: r.rounds.median, p90: r.rounds.p90, max: r.rounds.max })}</p>
      <div class="bars" aria-hidden="true">
        ${bars.map((h) => html`<span title=${`${h.rounds}: ${h.games}`} style=${styleProps({ height: `${h.games === 0 ? 0 : Math.max(4, (100 * h.games) / most)}%` })}></span>`)}
      </div>
      <div class="axis muted" aria-hidden="true"><span>${t(lang, 'balanceAxis', { n: r.rounds.min })}</span><span>${t(lang, 'balanceAxis', { n: r.rounds.max })}</span></div>
      ${r.unfinished > 0 ? html`<p class="warn" data-role="unfinished">${t(lang, 'balanceUnfinished', { n: r.unfinished })}</p>` : nothing}
      ${r.stoppedByBudget ? html`<p class="warn" data-role="budget">${t(lang, 'balanceBudget', { n: r.games, asked: r.requested })}</p>` : nothing}
      <h3>${t(lang, 'neverReachedTitle')}</h3>
      ${
        r.neverReached.length > 0
          ? html`<ul class="warn" data-role="never-reached">
            ${r.neverReached.map(
              (c) =>
                html`<li data-unit=${c.unit} data-kind=${c.kind}>${langSentence((name) => t(lang, 'neverReachedAt', { name, x: c.at[0], y: c.at[1] }), c.name, lang, c.kind)}</li>`,
            )}
          </ul>`
          : html`<p class="muted" data-role="never-reached">${t(lang, 'neverReachedNone')}</p>`
      }
      <h3>${t(lang, 'balanceEndings')}</h3>
      <ul data-role="endings">
        ${r.endings.map((e) => html`<li>${endLabel(e)} — ${tCount(lang, e.games, 'balanceGamesOne', 'balanceGamesMany')}</li>`)}
      </ul>
      <h3>${t(lang, 'balanceDeaths')}</h3>
      <ul data-role="deaths">
        ${r.deaths.map(
          (d) => html`<li>${langSentence((name) => `${name}: ${tCount(lang, d.games, 'balanceInGamesOne', 'balanceInGamesMany')}`, d.name, lang, d.hero)}</li>`,
        )}
      </ul>
      ${
        r.traps.length + r.events.length + r.cards.length > 0
          ? html`<h3>${t(lang, 'balanceFired')}</h3>
            <ul data-role="fired">
              ${r.traps.map((x) => html`<li>${t(lang, 'balanceTrap', { object: x.object })} ${tCount(lang, x.games, 'balanceInGamesOne', 'balanceInGamesMany')}</li>`)}
              ${r.events.map((x) => html`<li>${t(lang, 'balanceEvent', { index: x.index + 1 })} ${tCount(lang, x.games, 'balanceInGamesOne', 'balanceInGamesMany')}</li>`)}
              ${r.cards.map((x) => html`<li>${t(lang, 'balanceCard', { card: x.card, n: x.times })}</li>`)}
            </ul>`
          : nothing
      }
    </div>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'qb-balance-report': QbBalanceReport;
  }
}
