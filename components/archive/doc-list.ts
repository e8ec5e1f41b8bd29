/**
 * `<qb-doc-list>`: the documents of one content kind with a search box, each with its status badge and actions:
 * edit, duplicate, publish or make draft, versions, export, delete (after a confirmation; the server's `in_use`
 * refusal is shown with every document that still names it).
 * @module
 */
import { html, LitElement, nothing, css, type TemplateResult, type PropertyValues } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ContentKind } from '../../content/schemas/index.ts';
import { ArchiveError, type ArchiveApi, type Doc, type Issue } from './api.ts';
import { KIND_NAMES, t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { archiveStyles } from './styles.ts';
import { downloadText } from './download.ts';
import { textIn, type AnyText } from '../../content/text.ts';
import { langText } from '../lang-text.ts';
import { untranslatedCount } from './translate-later.ts';

/** What a list asks its host to open. */
export interface OpenDetail {
  kind: ContentKind;
  id: string | null;
  mode: 'edit' | 'new' | 'duplicate' | 'history';
}

/** The display name of a document: its `name` in `lang`, or in the language it is written in, or nothing. */
export function docName(doc: Doc, lang: Lang): string {
  return textIn(doc.name as AnyText | undefined, lang);
}

/**
 * The list of one kind.
 *
 * @element qb-doc-list
 * @fires open - {@link OpenDetail}: edit, duplicate or see the versions of a document, or create one.
 * @fires changed - the stored documents changed (deleted, published).
 * @fires import-heroscribe - (missions only) the author asks for the HeroScribe import page.
 */
export class QbDocList extends LitElement {
  static override styles = [
    archiveStyles,
    css`
      :host {
        display: block;
      }
      .bar {
        display: flex;
        flex-wrap: wrap;
        gap: 0.6rem;
        align-items: center;
        margin-bottom: 0.7rem;
      }
      .bar input {
        flex: 1 1 12rem;
        max-width: 24rem;
      }
      table {
        width: 100%;
        border-collapse: collapse;
        font-size: 0.9rem;
      }
      th {
        text-align: left;
        font-size: 0.75rem;
        color: var(--_muted);
        text-transform: uppercase;
        letter-spacing: 0.05em;
        padding: 0.3rem 0.4rem;
        border-bottom: 1px solid var(--_border);
      }
      td {
        padding: 0.35rem 0.4rem;
        border-bottom: 1px solid var(--_border);
        vertical-align: middle;
      }
      td.actions {
        white-space: nowrap;
        text-align: right;
      }
      td.actions button {
        margin-left: 0.2rem;
      }
      /* a phone: each document a card (its id and status on a line, its name, its actions wrapping below) */
      @media (max-width: 640px) {
        table,
        tbody {
          display: block;
        }
        thead {
          display: none;
        }
        tr {
          display: grid;
          grid-template-columns: 1fr auto;
          gap: 0.3rem 0.6rem;
          padding: 0.6rem 0;
          border-bottom: 1px solid var(--_border);
        }
        td {
          display: block;
          padding: 0;
          border: none;
          min-width: 0;
          overflow-wrap: anywhere;
        }
        td.name {
          grid-column: 1 / -1;
          grid-row: 2;
          font-weight: 600;
        }
        td.actions {
          grid-column: 1 / -1;
          display: flex;
          flex-wrap: wrap;
          gap: 0.4rem;
          white-space: normal;
          text-align: left;
        }
        td.actions button {
          margin: 0;
        }
      }
      code {
        color: var(--_accent);
      }
      .confirm {
        margin: 0.6rem 0;
        border-color: var(--_danger);
      }
      .notice {
        margin: 0.5rem 0;
      }
    `,
  ];

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property() accessor kind: ContentKind = 'missions';
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  @state() private accessor items: Doc[] = [];
  @state() private accessor drafts = new Set<string>();
  @state() private accessor query = '';
  @state() private accessor loading = false;
  @state() private accessor confirming: string | null = null;
  @state() private accessor problem: { message: string; issues: Issue[] } | null = null;
  @state() private accessor notice = '';

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('kind') || changed.has('api')) {
      this.query = '';
      this.confirming = null;
      this.problem = null;
      this.notice = '';
      void this.reload();
    }
  }

  /** Loads the list again from the server. */
  async reload(): Promise<void> {
    if (!this.api) return;
    const kind = this.kind;
    this.loading = true;
    try {
      const { items, drafts } = await this.api.list(kind);
      if (kind !== this.kind) return;
      this.items = items;
      this.drafts = new Set(drafts);
    } catch (err) {
      this.problem = { message: refusalWords(err, this.lang), issues: [] };
    } finally {
      this.loading = false;
    }
  }

  private open(id: string | null, mode: OpenDetail['mode']): void {
    this.dispatchEvent(new CustomEvent<OpenDetail>('open', { detail: { kind: this.kind, id, mode }, bubbles: true, composed: true }));
  }

  private changed(): void {
    this.dispatchEvent(new CustomEvent('changed', { bubbles: true, composed: true }));
  }

  private async deleteDoc(id: string): Promise<void> {
    this.confirming = null;
    this.problem = null;
    this.notice = '';
    try {
      await this.api!.remove(this.kind, id);
      this.notice = t(this.lang, 'deleted', { id });
      await this.reload();
      this.changed();
    } catch (err) {
      if (err instanceof ArchiveError && err.code === 'in_use') this.problem = { message: t(this.lang, 'inUse', { id }), issues: err.issues };
      else this.problem = { message: refusalWords(err, this.lang), issues: err instanceof ArchiveError ? err.issues : [] };
    }
  }

  private async toggleStatus(id: string): Promise<void> {
    this.problem = null;
    try {
      await this.api!.setStatus(this.kind, id, this.drafts.has(id) ? 'published' : 'draft');
      await this.reload();
      this.changed();
    } catch (err) {
      this.problem = { message: refusalWords(err, this.lang), issues: [] };
    }
  }

  private async exportOne(id: string): Promise<void> {
    try {
      const { text, file } = await this.api!.exportPack({ kind: this.kind, id });
      downloadText(this, file, text);
      this.notice = t(this.lang, 'downloaded', { file });
    } catch (err) {
      this.problem = { message: refusalWords(err, this.lang), issues: [] };
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const q = this.query.trim().toLowerCase();
    const shown = this.items.filter(
      (d) => !q || d.id.toLowerCase().includes(q) || docName(d, 'it').toLowerCase().includes(q) || docName(d, 'en').toLowerCase().includes(q),
    );
    return html`
      <div class="bar">
        <input type="search" data-role="search" placeholder=${t(lang, 'search')} .value=${this.query} @input=${(e: Event) => (this.query = (e.target as HTMLInputElement).value)} />
        <button data-action="new" @click=${() => this.open(null, 'new')}>+ ${t(lang, 'create')}</button>
        ${
          this.kind === 'missions'
            ? html`<button class="secondary" data-action="import-heroscribe" @click=${() => this.dispatchEvent(new CustomEvent('import-heroscribe', { bubbles: true, composed: true }))}>
              ${t(lang, 'hsOpen')}
            </button>`
            : nothing
        }
        ${this.loading ? html`<span class="muted">${t(lang, 'loading')}</span>` : nothing}
      </div>
      ${this.notice ? html`<div class="notice ok" data-role="notice">${this.notice}</div>` : nothing}
      ${
        this.problem
          ? html`<div class="panel notice" data-role="problem">
            <div class="err">${this.problem.message}</div>
            ${this.problem.issues.length ? html`<ul class="issues">${this.problem.issues.map((i) => html`<li><code>${i.path}</code> ${i.message}</li>`)}</ul>` : nothing}
          </div>`
          : nothing
      }
      ${this.confirming !== null ? this.renderConfirm(this.confirming) : nothing}
      ${
        shown.length === 0 && !this.loading
          ? html`<p class="muted">${t(lang, 'noItems')}</p>`
          : html`<table>
            <thead>
              <tr>
                <th>${t(lang, 'name')}</th>
                <th>${t(lang, 'status')}</th>
                <th><span class="sr-only">${t(lang, 'actions')}</span></th>
              </tr>
            </thead>
            <tbody>
              ${shown.map((d) => this.renderRow(d))}
            </tbody>
          </table>`
      }
    `;
  }

  private renderConfirm(id: string): TemplateResult {
    return html`<div class="panel confirm" data-role="confirm">
      <p>${t(this.lang, 'confirmDelete', { kind: KIND_NAMES[this.kind][this.lang].one, id: this.nameOf(id) })}</p>
      <button class="danger" data-action="confirm-delete" @click=${() => this.deleteDoc(id)}>${t(this.lang, 'delete')}</button>
      <button class="secondary" data-action="cancel-delete" @click=${() => (this.confirming = null)}>${t(this.lang, 'cancel')}</button>
    </div>`;
  }

  /** The name a person reads for document `id` (its id only when it has no name). */
  private nameOf(id: string): string {
    const d = this.items.find((x) => x.id === id);
    return (d && docName(d, this.lang)) || id;
  }

  private renderRow(d: Doc): TemplateResult {
    const lang = this.lang;
    const draft = this.drafts.has(d.id);
    const untranslated = untranslatedCount(d);
    return html`<tr data-id=${d.id}>
      <td class="name">${docName(d, lang) ? langText(d.name as AnyText | undefined, lang) : html`<span class="muted">${t(lang, 'docUnnamed')}</span>`}${
        untranslated
          ? html` <span class="badge todo" data-role="to-translate" title=${t(lang, 'translateLaterHint')}>${t(lang, 'toTranslateCount', { n: untranslated })}</span>`
          : nothing
      }</td>
      <td><span class="badge ${draft ? 'draft' : 'published'}" data-role="status">${t(lang, draft ? 'draft' : 'published')}</span></td>
      <td class="actions">
        <button class="small" data-action="edit" @click=${() => this.open(d.id, 'edit')}>${t(lang, 'edit')}</button>
        <button class="small secondary" data-action="duplicate" @click=${() => this.open(d.id, 'duplicate')}>${t(lang, 'duplicate')}</button>
        <button class="small secondary" data-action="toggle-status" @click=${() => this.toggleStatus(d.id)}>${t(lang, draft ? 'publish' : 'unpublish')}</button>
        <button class="small secondary" data-action="history" @click=${() => this.open(d.id, 'history')}>${t(lang, 'history')}</button>
        <button class="small secondary" data-action="export" @click=${() => this.exportOne(d.id)}>${t(lang, 'exportOne')}</button>
        <button class="small danger" data-action="delete" @click=${() => {
          this.problem = null;
          this.notice = '';
          this.confirming = d.id;
        }}>${t(lang, 'delete')}</button>
      </td>
    </tr>`;
  }
}
