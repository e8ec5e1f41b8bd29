/**
 * `<qb-print-quest>`: the Archive's "Print the quest" of a mission (issue 39, docs/quest-maps.md): the copy (the
 * master's, or the players' without secrets) and the paper (A4 or Letter) chosen, a link opens the printed map
 * (`GET /api/missions/{id}/map.svg`) in a new tab, in the Archive's language, where the browser's Print makes a PDF.
 * It prints the mission as saved: a new mission must be saved first, and unsaved edits are not on the map.
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ArchiveApi } from './api.ts';
import { t, type Lang } from './i18n.ts';
import { archiveStyles } from './styles.ts';

/** The copies and papers on offer, as the API names them. */
const COPIES = ['master', 'players'] as const;
const PAPERS = ['a4', 'letter'] as const;

/** @element qb-print-quest */
export class QbPrintQuest extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: block;
      }
      .head {
        display: flex;
        gap: 0.8rem;
        align-items: center;
        flex-wrap: wrap;
      }
      h2 {
        margin: 0;
        font-size: 1rem;
      }
      label {
        display: inline-flex;
        gap: 0.35rem;
        align-items: center;
      }
      a.print {
        display: inline-block;
        padding: 0.35em 0.9em;
        border: 1px solid var(--_border);
        border-radius: 6px;
        color: var(--_fg);
        font-weight: 700;
        text-decoration: none;
      }
      a.print:hover,
      a.print:focus-visible {
        border-color: var(--_accent, #d9a441);
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | undefined = undefined;
  /** The saved mission's id; empty for a mission not saved yet. */
  @property() accessor mission = '';
  /** The editor holds changes not saved: the map shows the saved mission. */
  @property({ type: Boolean }) accessor unsaved = false;
  @property({ reflect: true }) override accessor lang: Lang = 'it';
  @state() private accessor copy: (typeof COPIES)[number] = 'master';
  @state() private accessor paper: (typeof PAPERS)[number] = 'a4';

  /** The printed map's address for the chosen copy and paper, in the Archive's language. */
  get href(): string {
    const path = `/api/missions/${encodeURIComponent(this.mission)}/map.svg?lang=${this.lang}&copy=${this.copy}&paper=${this.paper}`;
    return this.api ? this.api.url(path) : path;
  }

  override render() {
    const lang = this.lang;
    return html`<section class="panel" data-role="print">
      <div class="head">
        <h2>${t(lang, 'printTitle')}</h2>
        <label
          >${t(lang, 'printCopy')}
          <select data-field="copy" @change=${(e: Event) => (this.copy = (e.target as HTMLSelectElement).value as (typeof COPIES)[number])}>
            ${COPIES.map((c) => html`<option value=${c} ?selected=${this.copy === c}>${t(lang, c === 'master' ? 'printMaster' : 'printPlayers')}</option>`)}
          </select></label
        >
        <label
          >${t(lang, 'printPaper')}
          <select data-field="paper" @change=${(e: Event) => (this.paper = (e.target as HTMLSelectElement).value as (typeof PAPERS)[number])}>
            ${PAPERS.map((p) => html`<option value=${p} ?selected=${this.paper === p}>${p === 'a4' ? 'A4' : 'Letter'}</option>`)}
          </select></label
        >
        ${this.mission ? html`<a class="print" data-action="print" href=${this.href} target="_blank" rel="noopener">${t(lang, 'printOpen')}</a>` : nothing}
      </div>
      <p class="muted">${t(lang, this.mission ? 'printHint' : 'printSaveFirst')}</p>
      ${this.mission && this.unsaved ? html`<p class="muted" data-role="print-unsaved">${t(lang, 'printUnsaved')}</p>` : nothing}
    </section>`;
  }
}

declare global {
  interface HTMLElementTagNameMap {
    'qb-print-quest': QbPrintQuest;
  }
}
