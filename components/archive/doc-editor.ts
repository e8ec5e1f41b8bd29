/**
 * `<qb-doc-editor>`: edits one document of any kind. Every kind has the schema-driven form and a raw JSON tab, both
 * checked with the zod schema as you type (every problem listed by path). A kind may add visual editors
 * (`editor-tabs.ts`'s {@link VISUAL_TABS}: a mission's map and win/lose editors, an adventure's map of locations) and a "try it" button
 * (`TRY_KINDS`: a room of the mission, a campaign of the adventure, as the editor holds it, saved nowhere).
 * A mission's square fields (a spawn's place, a `reach`'s cells, an `enter` trigger's cells...) are picked on its map:
 * the form's "pick on the map" switches to the map tab with a banner naming the field, each square clicked on the grid
 * or the preview is written into the draft, and one square picked (or "Done", or Escape) brings the author back to
 * the field, focused.
 * @module
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import type { ContentKind } from '../../content/schemas/index.ts';
import { problemText } from './adventure-draft.ts';
import { adventureProblems, problemIssues } from './adventure-problems.ts';
import { ArchiveError, type ArchiveApi, type Doc, type Issue } from './api.ts';
import { choicesFor, type Catalog } from './choices.ts';
import { docName } from './doc-list.ts';
import { KIND_NAMES, t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { idFromName, slugify, uniqueSlug, type NameLike } from './ids.ts';
import { renderIssue } from './issue-text.ts';
import { renderBoardNotices } from './board-notices.ts';
import { renderNamesTable } from './names-table.ts';
import { renderTranslateLater } from './translate-later.ts';
import { findDeep, goToLine } from './field-finder.ts';
import { langText } from '../lang-text.ts';
import type { AnyText } from '../../content/text.ts';
import { formatPath, oneProblemPerFault, schemaOf, validate } from './schema-tools.ts';
import { applyPick, type PickRequest } from './square-pick.ts';
import { editorTabs, isTryKind, VISUAL_KEYS, VISUAL_TABS, type EditorTab, type SavedDetail, type TryDetail } from './editor-tabs.ts';
import { docEditorStyles } from './doc-editor-styles.ts';

type Tab = EditorTab;

/**
 * @element qb-doc-editor
 * @fires saved - {@link SavedDetail} after a save or a change of status.
 * @fires try - {@link TryDetail}: a room of the mission was created to try it.
 * @fires close - back to the list.
 * @fires tab-change - {@link EditorTab}: the author chose another tab (the Archive puts it in the address).
 */
export class QbDocEditor extends LitElement {
  static override styles = docEditorStyles;

  @property({ attribute: false }) accessor api: ArchiveApi | null = null;
  @property() accessor kind: ContentKind = 'missions';
  /**
   * The document as loaded (or the new one). Setting another object starts editing it; after a save the host should
   * set the stored document here (the `saved` event's `doc`), since Lit sets object bindings on every render.
   */
  @property({ attribute: false }) accessor doc: Doc = { id: '' };
  /** A document not stored yet (new, or a duplicate). */
  @property({ type: Boolean }) accessor isNew = false;
  @property() accessor status: 'draft' | 'published' | null = null;
  /**
   * Changes not saved yet to resume editing with (coming back from "Try it"): set with `doc`, the draft starts from
   * it and counts as changed. Null: the draft starts from `doc`.
   */
  @property({ attribute: false }) accessor edited: Doc | null = null;
  /**
   * The tab to show (the address names it): a document opens on it, and a change of it switches tabs (Back and
   * Forward between tabs). Null: the kind's first tab.
   */
  @property({ attribute: false }) accessor openTab: EditorTab | null = null;
  @property({ attribute: false }) accessor catalog: Catalog = {};
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  /** The document being edited. */
  @state() accessor draft: Doc = { id: '' };
  @state() private accessor tab: Tab = 'form';
  @state() private accessor jsonText = '';
  @state() private accessor jsonError = '';
  @state() private accessor serverIssues: Issue[] = [];
  @state() private accessor message = '';
  /** Whether {@link message} is the server's refusal (then "no problems" is not said beside it). */
  @state() private accessor refused = false;
  @state() private accessor ok = '';
  @state() private accessor busy = false;
  @state() private accessor dirty = false;
  /** The square field being picked on the map, and the tab to go back to; null when none is. */
  @state() private accessor picking: (PickRequest & { back: Tab }) | null = null;

  override connectedCallback(): void {
    super.connectedCallback();
    this.addEventListener('pick-square', this.onPickRequest as EventListener);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    this.removeEventListener('pick-square', this.onPickRequest as EventListener);
    window.removeEventListener('keydown', this.onPickKey, true);
  }

  /** A form asked for squares (`pick-square`): a mission shows its map with the field named until it is picked. */
  private readonly onPickRequest = (e: CustomEvent<PickRequest>): void => {
    if (this.kind !== 'missions') return;
    e.stopPropagation();
    this.picking = { ...e.detail, back: this.picking?.back ?? this.tab };
    this.tab = 'map';
    window.addEventListener('keydown', this.onPickKey, true);
    void this.updateComplete.then(() => this.renderRoot.querySelector('qb-map-editor')?.scrollIntoView({ block: 'start' }));
  };

  /** Escape while picking: back to the field (the squares picked so far stay). */
  private readonly onPickKey = (e: KeyboardEvent): void => {
    if (e.key !== 'Escape' || !this.picking) return;
    e.preventDefault();
    void this.endPick();
  };

  /** A square clicked on the map while picking: written into the field; a single square ends the pick. */
  private onSquarePicked(x: number, y: number): void {
    const p = this.picking;
    if (!p) return;
    this.setDraft(applyPick(this.draft, p, [x, y]) as Doc);
    if (p.shape !== 'list') void this.endPick();
  }

  /** Ends picking: back to the tab the pick started from, with the field's "pick on the map" button focused. */
  private async endPick(): Promise<void> {
    const p = this.picking;
    if (!p) return;
    this.picking = null;
    window.removeEventListener('keydown', this.onPickKey, true);
    this.tab = p.back;
    await this.updateComplete;
    await new Promise((resolve) => requestAnimationFrame(resolve));
    const button = findDeep(this.renderRoot, `[data-action="pick"][data-pick-path="${formatPath(p.path)}"]`);
    button?.scrollIntoView({ block: 'center' });
    button?.focus();
  }
  /**
   * Whether the document's id follows its name ({@link autoId}): a new document whose id the author has not typed.
   * Typing an id (in the form or the JSON) stops it; the first save fixes the id for good.
   */
  @state() accessor idFollows = false;

  protected override willUpdate(changed: PropertyValues<this>): void {
    if (changed.has('doc')) {
      this.draft = structuredClone(this.edited ?? this.doc);
      this.idFollows = this.isNew && (!this.draft.id || this.draft.id === this.autoId(this.draft));
      if (this.idFollows) this.draft.id = this.autoId(this.draft);
      this.jsonText = JSON.stringify(this.draft, null, 2);
      this.jsonError = '';
      this.serverIssues = [];
      this.message = '';
      this.refused = false;
      this.dirty = this.isNew || this.edited !== null;
      if (changed.get('doc') === undefined || changed.has('kind') || changed.has('openTab')) this.tab = this.wantedTab();
    } else if (changed.has('openTab') && this.wantedTab() !== this.tab) this.selectTab(this.wantedTab());
  }

  /** The tab {@link openTab} asks for, if this kind has it; else the kind's first. */
  private wantedTab(): Tab {
    const tabs = editorTabs(this.kind);
    return this.openTab && tabs.includes(this.openTab) ? this.openTab : (tabs[0] ?? 'form');
  }

  /** Whether the draft holds changes not saved yet. */
  get hasChanges(): boolean {
    return this.dirty;
  }

  /** The ids of the stored documents of this kind. */
  private takenIds(): string[] {
    return (this.catalog[this.kind] ?? []).map((d) => d.id);
  }

  /**
   * The id a new document gets from its name: the slug of its Italian name, else of its English one, unique among the
   * stored documents of its kind (ids.ts {@link idFromName}); before any name, "new document" in the Archive's
   * language (`nuovo-documento`, `new-document`), unique too.
   */
  autoId(doc: Doc): string {
    const taken = this.takenIds();
    return idFromName(doc.name as NameLike, taken) || uniqueSlug(slugify(t(this.lang, 'newDoc')), taken);
  }

  /** The problems of the draft, by path: the schema's, and a new document's id that is already taken. */
  get issues(): Issue[] {
    const out = validate(this.kind, this.draft, this.lang);
    const id = this.draft.id;
    if (this.isNew && id && this.takenIds().includes(id)) out.push({ path: 'id', message: t(this.lang, 'idTaken', { id }) });
    return out;
  }

  /** An adventure's problems ({@link adventureProblems}) as issues at their paths, in words; none for another kind. */
  private adventureIssues(): Issue[] {
    return this.kind === 'adventures' ? problemIssues(adventureProblems(this.draft), (p) => problemText(this.lang, p, this.draft)) : [];
  }

  /**
   * Replaces the draft (from any of the tabs). A changed id is the author's: the id stops following the name; else,
   * while it follows, it is made again from the name (not under the JSON tab, whose text the author is typing).
   */
  setDraft(next: Doc): void {
    if (next.id !== this.draft.id) this.idFollows = false;
    else if (this.idFollows && this.tab !== 'json') {
      const id = this.autoId(next);
      if (id !== next.id) next = { ...next, id };
    }
    this.draft = next;
    this.dirty = true;
    this.ok = '';
    this.serverIssues = [];
    if (this.tab !== 'json') this.jsonText = JSON.stringify(next, null, 2);
  }

  private onJson(text: string): void {
    this.jsonText = text;
    try {
      const parsed = JSON.parse(text) as unknown;
      if (parsed === null || typeof parsed !== 'object' || Array.isArray(parsed)) throw new Error('not an object');
      this.jsonError = '';
      this.setDraft(parsed as Doc);
    } catch (err) {
      this.jsonError = t(this.lang, 'invalidJson', { message: (err as Error).message });
    }
  }

  /** Saves the draft; resolves true when stored. */
  async save(publish?: boolean): Promise<boolean> {
    this.message = '';
    this.refused = false;
    this.ok = '';
    this.serverIssues = [];
    if (this.jsonError) {
      this.message = this.jsonError;
      return false;
    }
    const local = this.issues;
    if (local.length) {
      this.message = t(this.lang, 'problems', { n: local.length });
      return false;
    }
    this.busy = true;
    try {
      const saved = await this.api!.save(this.kind, this.draft, this.isNew, publish);
      this.isNew = false;
      this.idFollows = false;
      (this.renderRoot.querySelector('qb-map-editor') as { settleRoomIds?: () => void } | null)?.settleRoomIds?.();
      (this.renderRoot.querySelector('qb-adventure-editor') as { settleIds?: () => void } | null)?.settleIds?.();
      this.status = saved.status;
      this.draft = structuredClone(saved.doc);
      this.jsonText = JSON.stringify(this.draft, null, 2);
      this.dirty = false;
      this.ok = t(this.lang, 'saved', { version: saved.version });
      this.dispatchEvent(
        new CustomEvent<SavedDetail>('saved', {
          detail: { kind: this.kind, id: saved.doc.id, doc: saved.doc, status: saved.status },
          bubbles: true,
          composed: true,
        }),
      );
      return true;
    } catch (err) {
      this.message = refusalWords(err, this.lang);
      this.refused = true;
      this.serverIssues = err instanceof ArchiveError ? err.issues : [];
      return false;
    } finally {
      this.busy = false;
    }
  }

  private async toggleStatus(): Promise<void> {
    const next = this.status === 'draft' ? 'published' : 'draft';
    try {
      await this.api!.setStatus(this.kind, this.draft.id, next);
      this.status = next;
      this.dispatchEvent(
        new CustomEvent<SavedDetail>('saved', { detail: { kind: this.kind, id: this.draft.id, status: next }, bubbles: true, composed: true }),
      );
    } catch (err) {
      this.message = refusalWords(err, this.lang);
      this.refused = true;
    }
  }

  /**
   * Creates a room of the mission (a campaign of the adventure) as it stands in the editor, saved or not, and hands it
   * to the page. Nothing is saved: the stored document, what players get, and its versions stay as they are until the
   * author saves.
   */
  async tryIt(): Promise<void> {
    const kind = this.kind;
    if (!isTryKind(kind)) return;
    if (this.issues.length > 0) {
      this.message = t(this.lang, kind === 'adventures' ? 'advTryFix' : 'tryFix');
      return;
    }
    this.message = '';
    this.refused = false;
    this.serverIssues = [];
    try {
      const created = kind === 'adventures' ? await this.api!.tryAdventure(this.draft) : await this.api!.tryMission(this.draft);
      this.dispatchEvent(
        new CustomEvent<TryDetail>('try', {
          detail: {
            kind,
            id: this.draft.id,
            name: docName(this.draft, this.lang) || this.draft.id,
            ...('room' in created ? { room: created.room, auto: created.role === 'host' } : { campaign: created.campaign }),
            token: created.token,
            editor: { doc: this.doc, isNew: this.isNew, status: this.status, edited: this.dirty ? structuredClone(this.draft) : null, tab: this.tab },
          },
          bubbles: true,
          composed: true,
        }),
      );
    } catch (err) {
      this.message = refusalWords(err, this.lang);
      this.refused = true;
      this.serverIssues = err instanceof ArchiveError ? err.issues : [];
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    const issues = this.issues;
    // one list of what is wrong: the schema's, the server's, and an adventure's own problems in words (the adventure
    // map's box lists the same problems: the two never disagree)
    const all = oneProblemPerFault([...this.adventureIssues(), ...issues, ...this.serverIssues]);
    const visualTabs = VISUAL_TABS[this.kind] ?? [];
    const tabs = editorTabs(this.kind);
    const tabLabel: Record<Tab, string> = {
      form: visualTabs.length ? t(lang, 'details') : t(lang, 'form'),
      json: t(lang, 'json'),
      map: t(lang, 'map'),
      winlose: t(lang, 'winLose'),
      adventure: t(lang, 'advTab'),
    };
    return html`
      <header>
        <button class="secondary small" data-action="close" @click=${() => this.dispatchEvent(new CustomEvent('close', { bubbles: true, composed: true }))}>${t(lang, 'back')}</button>
        <h1>
          <span class="kind" data-role="kind">${KIND_NAMES[this.kind][lang].label}</span>
          ${
            docName(this.draft, lang)
              ? html`<span data-role="doc-name">${langText(this.draft.name as AnyText | undefined, lang)}</span>`
              : html`<span data-role="doc-name" class="unnamed">${t(lang, 'docUnnamed')}</span>`
          }
        </h1>
        ${this.isNew ? html`<span class="badge draft">${t(lang, 'newDoc')}</span>` : this.status ? html`<span class="badge ${this.status}" data-role="status">${t(lang, this.status)}</span>` : nothing}
        ${this.dirty ? html`<span class="muted" data-role="dirty">${t(lang, 'unsaved')}</span>` : nothing}
      </header>
      <div class="tabs" role="tablist">
        ${tabs.map((tab) => html`<button role="tab" data-tab=${tab} aria-selected=${this.tab === tab ? 'true' : 'false'} @click=${() => this.chooseTab(tab)}>${tabLabel[tab]}</button>`)}
      </div>
      ${this.renderTab(issues)}
      <div class="actions">
        <button data-action="save" title=${t(lang, 'saveHint')} ?disabled=${this.busy} @click=${() => this.save()}>${t(lang, this.busy ? 'saving' : 'save')}</button>
        <button class="secondary" data-action="save-draft" title=${t(lang, 'saveDraftHint')} ?disabled=${this.busy} @click=${() => this.save(false)}>${t(lang, 'saveDraft')}</button>
        <button class="secondary" data-action="save-publish" title=${t(lang, 'savePublishHint')} ?disabled=${this.busy} @click=${() => this.save(true)}>${t(lang, 'savePublish')}</button>
        ${!this.isNew && this.status ? html`<button class="secondary" data-action="toggle-status" @click=${() => this.toggleStatus()}>${t(lang, this.status === 'draft' ? 'publish' : 'unpublish')}</button>` : nothing}
        ${isTryKind(this.kind) ? html`<button data-action="try" title=${t(lang, this.kind === 'adventures' ? 'advTryHint' : 'tryHint')} ?disabled=${this.busy} @click=${() => this.tryIt()}>▶ ${t(lang, 'tryIt')}</button>` : nothing}
        <span class="grow"></span>
        ${this.ok ? html`<span class="ok" data-role="saved">${this.ok}</span>` : nothing}
      </div>
      ${this.message ? html`<p class="err" data-role="message">${this.message}</p>` : nothing}
      ${
        all.length
          ? html`<details class="problems panel" open data-role="issues">
            <summary>${t(lang, 'problems', { n: all.length })}</summary>
            <ul class="issues">${all.map((i) => html`<li data-path=${i.path}>${renderIssue(i, lang, this.kind)}</li>`)}</ul>
          </details>`
          : this.refused && this.message
            ? nothing
            : html`<p class="ok muted" data-role="no-issues">${t(lang, 'noProblems')}</p>`
      }
      ${renderBoardNotices(this.kind, this.draft, lang)}
      ${this.kind === 'missions' ? html`<qb-balance-report .api=${this.api} .mission=${this.draft} lang=${lang}></qb-balance-report>` : nothing}
      ${this.kind === 'missions' ? html`<qb-print-quest .api=${this.api} mission=${this.isNew ? '' : this.draft.id} ?unsaved=${this.dirty} lang=${lang}></qb-print-quest>` : nothing}
      ${renderTranslateLater(
        this.draft,
        lang,
        this.kind,
        (path) =>
          void goToLine(
            {
              root: this.renderRoot,
              settled: () => this.updateComplete,
              kind: this.kind,
              tab: this.tab,
              draft: () => this.draft,
              chooseTab: (tab) => this.chooseTab(tab),
            },
            path,
          ),
      )}
    `;
  }

  /** The line under the id field: how the id is made, and a button to make it from the name again. */
  private idNote(): TemplateResult {
    const lang = this.lang;
    if (!this.isNew) return html`${t(lang, 'idFixed')}`;
    if (this.idFollows) return html`<span data-role="id-follows">${t(lang, 'idFollows')}</span>`;
    return html`${t(lang, 'idHand')}
      <button
        class="small secondary"
        data-action="id-from-name"
        @click=${() => {
          this.idFollows = true;
          this.setDraft({ ...this.draft });
        }}
      >
        ${t(lang, 'idFromName')}
      </button>`;
  }

  /** The author chose a tab: shown, and told to the host (`tab-change`, for the address) if it changed. */
  private chooseTab(tab: Tab): void {
    const before = this.tab;
    this.selectTab(tab);
    if (this.tab !== before) this.dispatchEvent(new CustomEvent<EditorTab>('tab-change', { detail: this.tab, bubbles: true, composed: true }));
  }

  private selectTab(tab: Tab): void {
    if (this.tab === 'json' && this.jsonError) return;
    if (this.picking) {
      // another tab chosen while picking: the pick ends there
      this.picking = null;
      window.removeEventListener('keydown', this.onPickKey, true);
    }
    this.tab = tab;
    if (tab === 'json') this.jsonText = JSON.stringify(this.draft, null, 2);
  }

  private renderTab(issues: Issue[]): TemplateResult {
    const all = [...issues, ...this.serverIssues];
    // the map and win/lose editors stay mounted while another tab shows: their undo history and preview survive
    const visual =
      this.kind === 'missions'
        ? html`<div ?hidden=${this.tab !== 'map'}>
              <qb-map-editor
                .mission=${this.draft}
                .catalog=${this.catalog}
                .issues=${this.serverIssues}
                .picking=${this.picking}
                lang=${this.lang}
                @mission-changed=${(e: CustomEvent<{ mission: Doc }>) => this.setDraft(e.detail.mission)}
                @square-picked=${(e: CustomEvent<{ x: number; y: number }>) => this.onSquarePicked(e.detail.x, e.detail.y)}
                @pick-done=${() => void this.endPick()}
              ></qb-map-editor>
            </div>
            <div ?hidden=${this.tab !== 'winlose'}>
              <qb-win-lose-editor
                .mission=${this.draft}
                .catalog=${this.catalog}
                .issues=${this.serverIssues}
                lang=${this.lang}
                @mission-changed=${(e: CustomEvent<{ mission: Doc }>) => this.setDraft(e.detail.mission)}
              ></qb-win-lose-editor>
            </div>`
        : this.kind === 'adventures'
          ? html`<div ?hidden=${this.tab !== 'adventure'}>
              <qb-adventure-editor
                .adventure=${this.draft}
                .catalog=${this.catalog}
                .issues=${this.serverIssues}
                lang=${this.lang}
                @adventure-changed=${(e: CustomEvent<{ adventure: Doc }>) => this.setDraft(e.detail.adventure)}
              ></qb-adventure-editor>
            </div>`
          : nothing;
    return html`${visual}${this.renderOtherTab(all)}`;
  }

  private renderOtherTab(all: Issue[]): TemplateResult | typeof nothing {
    switch (this.tab) {
      case 'json':
        return html`<textarea class="json" data-role="json" spellcheck="false" .value=${this.jsonText} @input=${(e: Event) => this.onJson((e.target as HTMLTextAreaElement).value)}></textarea>
          ${this.jsonError ? html`<p class="err" data-role="json-error">${this.jsonError}</p>` : nothing}`;
      case 'map':
      case 'winlose':
      case 'adventure':
        return nothing;
      default:
        return html`<qb-json-form
          data-role="details-form"
          .schema=${schemaOf(this.kind)}
          .value=${this.draft}
          .issues=${all}
          .choices=${choicesFor(this.catalog, this.draft, this.lang)}
          .hiddenKeys=${VISUAL_KEYS[this.kind] ?? []}
          .readonlyKeys=${this.isNew ? [] : ['id']}
          .expertKeys=${['id']}
          .pickSquares=${this.kind === 'missions'}
          .pictureKind=${this.kind === 'creatures' ? 'creature' : this.kind === 'items' ? 'item' : this.kind === 'spells' ? 'spell' : this.kind === 'adventures' ? 'place' : 'hero'}
          .notes=${{ id: this.idNote() }}
          lang=${this.lang}
          @value-changed=${(e: CustomEvent<{ value: Doc }>) => this.setDraft(e.detail.value)}
        ></qb-json-form>${this.kind === 'rulesets' ? renderNamesTable(this.draft, this.lang, (next) => this.setDraft(next)) : nothing}`;
    }
  }
}
