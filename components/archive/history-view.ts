/**
 * `<qb-history>`: a document's saved versions, newest first, who saved each and when; any version can be looked at
 * and restored (saved again as a new version; a deleted document comes back).
 * @module
 */
import { css, html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ContentKind } from '../../content/schemas/index.ts';
import { ArchiveError, type ArchiveApi, type History, type Issue } from './api.ts';
import { KIND_NAMES, t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';
import { renderIssue } from './issue-text.ts';

/**
 * @element qb-history
 * @fires restored - `{ kind, id, version }` after a restore.
 */
export class QbHistory extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: block;
      }
      li {
        margin: 0.3rem 0;
        display: flex;
        gap: 0.6rem;
        align-items: center;
        flex-wrap: wrap;
      }
      ol {
        padding-left: 0;
        list-style: none;
      }
      pre {
        background: var(--_bg);
        border: 1px solid var(--_border);
        border-radius: 6px;
        padding: 0.5rem;
        max-height: 24rem;
        overflow: auto;
        font-size: 0.8rem;
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property() accessor kind: ContentKind = 'missions';
  @property() accessor docId = '';
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() private accessor history: History | null = null;
  @state() private accessor shown: { version: number; text: string } | null = null;
  @state() private accessor problem: { message: string; issues: Issue[] } | null = null;
  @state() private accessor notice = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('kind') || changed.has('docId') || changed.has('api')) void this.load();
  }

  private async load(): Promise<void> {
    if (!this.api || !this.docId) return;
    try {
      this.history = await this.api.history(this.kind, this.docId);
    } catch (err) {
      this.problem = { message: refusalWords(err, this.lang), issues: [] };
    }
  }

  private async show(v: number): Promise<void> {
    const found = await this.api!.version(this.kind, this.docId, v);
    this.shown = { version: v, text: JSON.stringify(found.doc, null, 2) };
  }

  private async restore(v: number): Promise<void> {
    this.problem = null;
    this.notice = '';
    try {
      await this.api!.restore(this.kind, this.docId, v);
      this.notice = t(this.lang, 'restored', { n: v });
      await this.load();
      this.dispatchEvent(new CustomEvent('restored', { detail: { kind: this.kind, id: this.docId, version: v }, bubbles: true, composed: true }));
    } catch (err) {
      this.problem = { message: refusalWords(err, this.lang), issues: err instanceof ArchiveError ? err.issues : [] };
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const h = this.history;
    return html`<h2>${t(lang, 'versionsOf', { kind: KIND_NAMES[this.kind][lang].of, id: this.docId })}</h2>
      ${this.notice ? html`<p class="ok" data-role="notice">${this.notice}</p>` : nothing}
      ${
        this.problem
          ? html`<div class="panel" data-role="problem">
            <div class="err">${this.problem.message}</div>
            <ul class="issues">${this.problem.issues.map((i) => html`<li data-path=${i.path}>${renderIssue(i, lang, this.kind)}</li>`)}</ul>
          </div>`
          : nothing
      }
      ${
        h
          ? html`<ol>
            ${h.versions.map(
              (v) => html`<li data-version=${v.version}>
                <strong>${t(lang, 'version', { n: v.version })}</strong>
                ${v.version === h.current ? html`<span class="badge published">${t(lang, 'current')}</span>` : nothing}
                <span class="muted">${t(lang, 'savedBy', { when: new Date(v.saved_at).toLocaleString(lang), who: v.saved_by === 'seed' ? t(lang, 'savedBySeed') : v.saved_by === null ? '?' : v.saved_by })}</span>
                <button class="small secondary" data-action="view" @click=${() => this.show(v.version)}>${t(lang, 'view')}</button>
                ${v.version !== h.current ? html`<button class="small" data-action="restore" @click=${() => this.restore(v.version)}>${t(lang, 'restore')}</button>` : nothing}
              </li>`,
            )}
          </ol>`
          : html`<p class="muted">${t(lang, 'loading')}</p>`
      }
      ${this.shown ? html`<h2>${t(lang, 'version', { n: this.shown.version })}</h2><pre data-role="version-doc">${this.shown.text}</pre>` : nothing}`;
  }
}
