/**
 * `<qb-transfer>`: export everything as a JSON pack, and import a pack from a file or pasted text. The server checks
 * the whole pack before writing anything: every problem is listed by path; ids already stored are listed with a
 * choice each (replace or rename) and the import is sent again with those choices.
 * @module
 */
import { css, html, LitElement, nothing, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ArchiveError, type ArchiveApi, type ImportReport, type Issue } from './api.ts';
import { downloadText } from './download.ts';
import { t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';
import { textSource } from './text-source.ts';
import { renderIssue, wordPackIssues } from './issue-text.ts';

/**
 * @element qb-transfer
 * @fires imported - `{ report }` after a successful import.
 */
export class QbTransfer extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: grid;
        /* a column no wider than the page (a long choice of the select would widen it past a phone's screen) */
        grid-template-columns: minmax(0, 1fr);
        gap: 1rem;
      }
      .row label {
        min-width: 0;
        max-width: 100%;
      }
      textarea {
        min-height: 12rem;
        font-family: ui-monospace, monospace;
        font-size: 0.8rem;
      }
      .row {
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
        margin: 0.4rem 0;
      }
      .clash {
        display: flex;
        flex-wrap: wrap;
        gap: 0.8rem;
        align-items: center;
        margin: 0.2rem 0;
      }
      code {
        color: var(--_accent);
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() private accessor text = '';
  @state() private accessor publish: '' | '0' | '1' = '';
  @state() private accessor issues: Issue[] = [];
  /** The pack the server's {@link issues} are about, for their words in the reader's language. */
  @state() private accessor refused: unknown = null;
  @state() private accessor message = '';
  @state() private accessor clashes: Issue[] = [];
  @state() private accessor choices: Record<string, 'replace' | 'rename'> = {};
  @state() private accessor report: ImportReport | null = null;
  @state() private accessor busy = false;

  private async exportAll(): Promise<void> {
    try {
      const { text, file } = await this.api!.exportPack();
      downloadText(this, file, text);
      this.message = t(this.lang, 'downloaded', { file });
    } catch (err) {
      this.message = refusalWords(err, this.lang);
    }
  }

  private reset(): void {
    this.issues = [];
    this.message = '';
    this.clashes = [];
    this.choices = {};
    this.report = null;
  }

  private async runImport(): Promise<void> {
    this.issues = [];
    this.message = '';
    this.report = null;
    let pack: unknown;
    try {
      pack = JSON.parse(this.text);
    } catch (err) {
      this.message = t(this.lang, 'invalidJson', { message: (err as Error).message });
      return;
    }
    this.busy = true;
    try {
      this.report = await this.api!.importPack(pack, this.choices, this.publish === '' ? undefined : this.publish === '1');
      this.clashes = [];
      this.choices = {};
      this.dispatchEvent(new CustomEvent('imported', { detail: { report: this.report }, bubbles: true, composed: true }));
    } catch (err) {
      if (err instanceof ArchiveError && err.code === 'clash') {
        this.message = refusalWords(err, this.lang);
        this.clashes = err.issues;
        const next = { ...this.choices };
        for (const c of err.issues) next[c.path] ??= 'rename';
        this.choices = next;
      } else {
        this.message = refusalWords(err, this.lang);
        this.issues = err instanceof ArchiveError ? err.issues : [];
        this.refused = pack;
      }
    } finally {
      this.busy = false;
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const r = this.report;
    return html`
      <section class="panel">
        <h2>${t(lang, 'exportTitle')}</h2>
        <p class="muted">${t(lang, 'exportHint')}</p>
        <button data-action="export-all" @click=${() => this.exportAll()}>${t(lang, 'exportAll')}</button>
      </section>
      <section class="panel">
        <h2>${t(lang, 'importTitle')}</h2>
        <p class="muted">${t(lang, 'importHint')}</p>
        ${textSource({
          fileLabel: t(lang, 'importFile'),
          placeholder: t(lang, 'importPaste'),
          accept: 'application/json,.json',
          fileRole: 'import-file',
          textRole: 'import-text',
          text: this.text,
          onText: (text) => {
            this.text = text;
            this.reset();
          },
        })}
        <div class="row">
          <label
            >${t(lang, 'importPublish')}
            <select data-role="import-publish" @change=${(e: Event) => (this.publish = (e.target as HTMLSelectElement).value as '' | '0' | '1')}>
              <option value="" ?selected=${this.publish === ''}>${t(lang, 'importKeep')}</option>
              <option value="0" ?selected=${this.publish === '0'}>${t(lang, 'importAsDraft')}</option>
              <option value="1" ?selected=${this.publish === '1'}>${t(lang, 'importAsPublished')}</option>
            </select></label
          >
        </div>
        ${
          this.clashes.length
            ? html`<div data-role="clashes">
              <h2>${t(lang, 'clashTitle')}</h2>
              ${this.clashes.map(
                (c) => html`<div class="clash" data-clash=${c.path}>
                  <code>${c.path}</code>
                  ${(['replace', 'rename'] as const).map(
                    (choice) =>
                      html`<label
                        ><input
                          type="radio"
                          name=${`clash-${c.path}`}
                          value=${choice}
                          .checked=${this.choices[c.path] === choice}
                          @change=${() => (this.choices = { ...this.choices, [c.path]: choice })}
                        />${t(lang, choice)}</label
                      >`,
                  )}
                </div>`,
              )}
            </div>`
            : nothing
        }
        <div class="row">
          <button data-action="import" ?disabled=${this.busy || !this.text.trim()} @click=${() => this.runImport()}>${t(lang, 'importRun')}</button>
        </div>
        ${this.message ? html`<p class=${this.clashes.length ? '' : 'err'} data-role="import-message">${this.message}</p>` : nothing}
        ${this.issues.length ? html`<ul class="issues" data-role="import-issues">${wordPackIssues(this.issues, this.refused, lang).map((i) => html`<li data-path=${i.path}>${renderIssue(i, lang)}</li>`)}</ul>` : nothing}
        ${
          r
            ? html`<div data-role="import-report">
              <p class="ok">${t(lang, 'importDone')}</p>
              ${r.created.length ? html`<p>${t(lang, 'created')}: ${r.created.map((x) => html`<code>${x}</code> `)}</p>` : nothing}
              ${r.replaced.length ? html`<p>${t(lang, 'replaced')}: ${r.replaced.map((x) => html`<code>${x}</code> `)}</p>` : nothing}
              ${r.renamed.length ? html`<p>${t(lang, 'renamed')}: ${r.renamed.map((x) => html`<code>${x.from}</code> → <code>${x.to}</code> `)}</p>` : nothing}
            </div>`
            : nothing
        }
      </section>
    `;
  }
}
