/**
 * `<qb-archive>`: the Archive's page, served by the CMS at `/archive`. Signs in with the session cookie; then a tab
 * per content kind with its list, the editors, version history, import and export, and the "try it" room of a
 * mission. In the browser's language (Italian or English) unless the reader chose the other on its switch
 * (remembered in `localStorage`).
 * @module
 */
import { html, LitElement, nothing, type PropertyValues, type TemplateResult } from 'lit';
import { property, state } from 'lit/decorators.js';
import { CONTENT_KIND_NAMES, type ContentKind } from '../../content/schemas/index.ts';
import { ArchiveApi, ArchiveError, type Doc, type SessionInfo } from './api.ts';
import type { Catalog } from './choices.ts';
import { tabAddress, tabFromAddress, type EditorState, type EditorTab, type SavedDetail, type TryDetail } from './editor-tabs.ts';
import { docName, type OpenDetail } from './doc-list.ts';
import type { HeroScribeSavedDetail } from './heroscribe-import.ts';
import type { TryStartedDetail } from './try-room.ts';
import { KIND_NAMES, t, type Lang } from './i18n.ts';
import { refusalWords } from './refusal-words.ts';
import { chosenLang, readerLang, rememberLang } from '../reader-lang.ts';
import { guardNumberWheel } from './wheel-guard.ts';
import { newAdventure } from './adventure-draft.ts';
import { newMission } from './map-model.ts';
import { uniqueSlug } from './ids.ts';
import { newDocument } from './schema-tools.ts';
import { archiveAppStyles } from './archive-app-styles.ts';

/** The kinds in the order of the tabs. */
export const ARCHIVE_KINDS: ContentKind[] = ['missions', 'adventures', 'creatures', 'heroes', 'items', 'spells', 'decks', 'rulesets'];

type Section = ContentKind | 'transfer' | 'users' | 'try' | 'heroscribe';
type View = { mode: 'list' } | ({ mode: 'edit' } & EditorState) | { mode: 'history'; id: string };

/**
 * The Archive.
 *
 * @element qb-archive
 * @attr {string} server - The server's origin; empty (default) for this page's (the session cookie needs it).
 * @attr {'it'|'en'} lang - The language; without it, the one the reader last chose with the Archive's switch
 *   (remembered in localStorage), else the browser's (`readerLang`: Italian or English, English for any other). The
 *   page's `<html lang>` follows it.
 * @fires archive-download - `{ file, text }`: a pack was exported (and offered as a download).
 */
export class QbArchive extends LitElement {
  static override styles = archiveAppStyles;

  @property() accessor server = '';
  @property({ reflect: true }) override accessor lang: Lang = 'it';

  /** Who is signed in: undefined while asking, null when nobody. */
  @state() accessor session: SessionInfo | null | undefined = undefined;
  @state() accessor section: Section = 'missions';
  @state() accessor view: View = { mode: 'list' };
  @state() accessor catalog: Catalog = {};
  @state() private accessor signInError = '';
  @state() private accessor problem = '';
  @state() private accessor tryRoom: TryDetail | null = null;
  /** The address of the editor the room was tried from (Back from the room returns to it). */
  private triedFrom = '';

  private apiFor: ArchiveApi | null = null;
  /** The address's hash of what is shown (without `#`): a hash change to anything else is followed. */
  private shownHash = '';
  /** Counts the navigations: a document that arrives after the user went elsewhere is not shown. */
  private navigation = 0;
  /** Removes the guard that keeps the wheel off number fields not clicked into ({@link guardNumberWheel}). */
  private unguardWheel: (() => void) | null = null;

  /** The client of this element's server. */
  get api(): ArchiveApi {
    if (!this.apiFor || this.apiFor.server !== this.server) this.apiFor = new ArchiveApi(this.server);
    return this.apiFor;
  }

  override connectedCallback(): void {
    super.connectedCallback();
    if (!this.hasAttribute('lang')) {
      // the reader's own choice (this switch or the demo page's, remembered), else the browser's language
      this.lang = chosenLang() ?? readerLang();
    }
    window.addEventListener('beforeunload', this.onBeforeUnload);
    window.addEventListener('hashchange', this.onAddressChange);
    window.addEventListener('popstate', this.onAddressChange);
    this.unguardWheel = guardNumberWheel(this);
    void this.refreshSession();
  }

  private async refreshSession(): Promise<void> {
    try {
      this.session = await this.api.session();
    } catch {
      this.session = null;
    }
    if (this.session) {
      await this.loadCatalog();
      await this.followHash();
    }
  }

  /** The address's hash, without `#` and decoded. */
  private addressHash(): string {
    try {
      return decodeURIComponent(location.hash.replace(/^#/, ''));
    } catch {
      return location.hash.replace(/^#/, '');
    }
  }

  /**
   * Shows what the address's hash names: `#missions`, `#missions/la-prova` (its editor on its first tab),
   * `#missions/la-prova/details` (on a tab: `map`, `win-lose`, `details`, `json`), `#missions/la-prova/versions`,
   * `#transfer`, `#heroscribe`, `#users` (administrators), `#try` (the room or campaign tried, while this page holds
   * it); no hash or an unknown one: the missions.
   */
  private async followHash(): Promise<void> {
    const hash = this.addressHash();
    this.shownHash = hash;
    const [section, id, part] = hash.split('/');
    const tab = ARCHIVE_KINDS.includes(section as ContentKind) && id ? tabFromAddress(section as ContentKind, part) : null;
    if (this.sameDocument(hash) && tab) {
      // another tab of the document shown (Back or Forward between its tabs): the editor stays, changes and all
      if (this.view.mode === 'edit') this.view = { ...this.view, tab };
    } else if (this.tryRoom && this.section === 'try' && hash === this.triedFrom) this.backToEditor(this.tryRoom, 'none');
    else if (section === 'try') {
      if (this.tryRoom) this.showTry('none');
      // a reload forgets the room tried (its token lives in this page only): the missions
      else this.go('missions', 'replace');
    } else if (section === 'transfer' || section === 'heroscribe' || (section === 'users' && this.session?.user.role === 'admin')) this.go(section, 'none');
    else if (ARCHIVE_KINDS.includes(section as ContentKind)) {
      if (id) await this.open({ kind: section as ContentKind, id, mode: part === 'versions' ? 'history' : 'edit' }, 'none', tab ?? undefined);
      else this.go(section as ContentKind, 'none');
    } else this.go('missions', 'none');
  }

  /** Whether `hash` names the stored document the editor shows (whatever its tab). */
  private sameDocument(hash: string): boolean {
    const [section, id] = hash.split('/');
    return this.view.mode === 'edit' && !this.view.isNew && section === this.section && id === this.view.doc.id;
  }

  /** The address of a stored document's editor on `tab` (no tab word for the kind's first). */
  private editorHash(kind: ContentKind, id: string, tab: EditorTab | undefined): string {
    const word = tabAddress(kind, tab);
    return word ? `${kind}/${id}/${word}` : `${kind}/${id}`;
  }

  /**
   * The address changed (typed, a link, Back or Forward): shows what it names, unless it is what is shown already.
   * An editor with unsaved changes asks first (not for another of its own tabs); kept, the address goes back to it.
   */
  private readonly onAddressChange = (): void => {
    if (!this.session || this.addressHash() === this.shownHash) return;
    const [, , part] = this.addressHash().split('/');
    const otherTab = this.sameDocument(this.addressHash()) && tabFromAddress(this.section as ContentKind, part) !== null;
    if (!otherTab && !this.mayLeave()) {
      history.pushState(null, '', `${location.pathname}${location.search}#${this.encodeHash(this.shownHash)}`);
      return;
    }
    void this.followHash();
  };

  /** A hash as the address holds it (a document's id encoded). */
  private encodeHash(hash: string): string {
    return hash.split('/').map(encodeURIComponent).join('/');
  }

  /**
   * Keeps the address's hash on what is shown: `push` makes a step of the browser's history (Back returns to what
   * was shown before), `replace` corrects the present one (a reload comes back to it), `none` only records it (the
   * address already says it).
   */
  private setHash(hash: string, how: 'push' | 'replace' | 'none' = 'push'): void {
    this.shownHash = hash;
    if (how === 'none' || this.addressHash() === hash) return;
    const url = `${location.pathname}${location.search}#${this.encodeHash(hash)}`;
    if (how === 'push') history.pushState(null, '', url);
    else history.replaceState(null, '', url);
  }

  /** Loads every kind's list (for the choices of the editors). */
  async loadCatalog(): Promise<void> {
    const entries = await Promise.all(CONTENT_KIND_NAMES.map(async (k) => [k, (await this.api.list(k)).items] as const));
    this.catalog = Object.fromEntries(entries) as Catalog;
  }

  protected override willUpdate(changed: PropertyValues<this>): void {
    // the page says its language (screen readers, the browser's translation offer)
    if (changed.has('lang')) document.documentElement.lang = this.lang;
  }

  private setLang(lang: Lang): void {
    this.lang = lang;
    rememberLang(lang);
  }

  private async signIn(e: SubmitEvent): Promise<void> {
    e.preventDefault();
    const form = e.target as HTMLFormElement;
    const data = new FormData(form);
    this.signInError = '';
    try {
      await this.api.signIn(String(data.get('name') ?? ''), String(data.get('password') ?? ''));
      await this.refreshSession();
    } catch (err) {
      this.signInError = err instanceof ArchiveError && err.status === 401 ? t(this.lang, 'wrongPassword') : refusalWords(err, this.lang);
    }
  }

  private async signOut(): Promise<void> {
    await this.api.signOut().catch(() => undefined);
    this.session = null;
    this.section = 'missions';
    this.view = { mode: 'list' };
    this.tryRoom = null;
  }

  /** Whether the shown editor may be left: nothing unsaved, or the user agrees to drop it. */
  private mayLeave(): boolean {
    const editor = this.renderRoot.querySelector('qb-doc-editor') as { hasChanges?: boolean } | null;
    return !editor?.hasChanges || window.confirm(t(this.lang, 'leaveUnsaved'));
  }

  private readonly onBeforeUnload = (e: BeforeUnloadEvent): void => {
    const editor = this.renderRoot.querySelector('qb-doc-editor') as { hasChanges?: boolean } | null;
    if (editor?.hasChanges) e.preventDefault();
  };

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    window.removeEventListener('beforeunload', this.onBeforeUnload);
    window.removeEventListener('hashchange', this.onAddressChange);
    window.removeEventListener('popstate', this.onAddressChange);
    this.unguardWheel?.();
    this.unguardWheel = null;
  }

  /** Shows a section's page (a kind's list); `how` the address follows ({@link setHash}). */
  private go(section: Section, how: 'push' | 'replace' | 'none' = 'push'): void {
    this.navigation++;
    this.section = section;
    this.view = { mode: 'list' };
    this.problem = '';
    if (section !== 'try') this.setHash(section, how);
  }

  /** `base` made unique among the stored documents of `kind` (a copy of `base` itself gets `base-2`, `base-3`, …). */
  private freeId(kind: ContentKind, base: string): string {
    return uniqueSlug(
      base,
      (this.catalog[kind] ?? []).map((d) => d.id),
    );
  }

  /** Opens a document: to edit it, a copy, a new one, or its versions; `how` the address follows ({@link setHash}). */
  async open(detail: OpenDetail, how: 'push' | 'replace' | 'none' = 'push', tab?: EditorTab): Promise<void> {
    const { kind, id, mode } = detail;
    const navigation = ++this.navigation;
    this.section = kind;
    this.problem = '';
    if (mode === 'history' && id) {
      this.view = { mode: 'history', id };
      this.setHash(`${kind}/${id}/versions`, how);
      return;
    }
    if (mode === 'new' || !id) {
      this.view = {
        mode: 'edit',
        doc: kind === 'missions' ? newMission() : kind === 'adventures' ? newAdventure() : (newDocument(kind, '') as Doc),
        isNew: true,
        status: null,
        edited: null,
      };
      this.setHash(kind, how);
      return;
    }
    try {
      const got = await this.api.get(kind, id);
      // the user went elsewhere meanwhile
      if (navigation !== this.navigation) return;
      if (mode === 'duplicate') {
        this.view = { mode: 'edit', doc: { ...structuredClone(got.doc), id: this.freeId(kind, id) }, isNew: true, status: null, edited: null };
        this.setHash(kind, how);
      } else {
        this.view = { mode: 'edit', doc: got.doc, isNew: false, status: got.status, edited: null, tab };
        this.setHash(this.editorHash(kind, id, tab), how);
      }
    } catch (err) {
      if (navigation !== this.navigation) return;
      this.view = { mode: 'list' };
      this.problem = t(this.lang, 'error', { message: refusalWords(err, this.lang) });
    }
  }

  override render(): TemplateResult {
    const lang = this.lang;
    return html`
      <header class="top">
        <h1>quest-board · ${t(lang, 'archive')}</h1>
        <span class="grow"></span>
        ${this.session ? html`<span class="muted" data-role="user">${t(lang, 'signedInAs', { name: this.session.user.name, role: t(lang, this.session.user.role === 'admin' ? 'role_admin' : 'role_author') })}</span>` : nothing}
        <button class="secondary small" data-action="lang" @click=${() => this.setLang(lang === 'it' ? 'en' : 'it')}>${t(lang, 'language')}</button>
        ${this.session ? html`<button class="secondary small" data-action="sign-out" @click=${() => this.signOut()}>${t(lang, 'signOut')}</button>` : nothing}
      </header>
      ${this.session === undefined ? html`<main><p class="muted">${t(lang, 'loading')}</p></main>` : this.session === null ? this.renderSignIn() : this.renderSignedIn()}
    `;
  }

  private renderSignIn(): TemplateResult {
    const lang = this.lang;
    // in the page's main landmark, as the signed-in sections are
    return html`<main><form class="signin panel" data-role="sign-in" @submit=${(e: SubmitEvent) => this.signIn(e)}>
      <h2>${t(lang, 'signInTitle')}</h2>
      <label>${t(lang, 'userName')} <input type="text" name="name" autocomplete="username" required /></label>
      <label>${t(lang, 'password')} <input type="password" name="password" autocomplete="current-password" required /></label>
      <button type="submit" data-action="sign-in">${t(lang, 'signIn')}</button>
      ${this.signInError ? html`<p class="err" data-role="sign-in-error">${this.signInError}</p>` : nothing}
    </form></main>`;
  }

  private renderSignedIn(): TemplateResult {
    const lang = this.lang;
    return html`
      <nav>
        ${ARCHIVE_KINDS.map((k) => html`<button data-section=${k} aria-current=${this.section === k || (k === 'missions' && this.section === 'heroscribe') ? 'page' : 'false'} @click=${() => this.mayLeave() && this.go(k)}>${KIND_NAMES[k][lang].many}</button>`)}
        <button data-section="transfer" aria-current=${this.section === 'transfer' ? 'page' : 'false'} @click=${() => this.mayLeave() && this.go('transfer')}>${t(lang, 'transfer')}</button>
        ${this.session?.user.role === 'admin' ? html`<button data-section="users" aria-current=${this.section === 'users' ? 'page' : 'false'} @click=${() => this.mayLeave() && this.go('users')}>${t(lang, 'users')}</button>` : nothing}
        ${this.tryRoom ? html`<button data-section="try" aria-current=${this.section === 'try' ? 'page' : 'false'} @click=${() => this.mayLeave() && this.showTry()}>▶ ${t(lang, 'tryIt')}</button>` : nothing}
      </nav>
      <main>${this.problem ? html`<p class="err" data-role="app-problem">${this.problem}</p>` : nothing}${this.renderSection()}</main>
    `;
  }

  private renderSection(): TemplateResult {
    const lang = this.lang;
    if (this.section === 'transfer') return html`<qb-transfer .api=${this.api} lang=${lang} @imported=${() => this.loadCatalog()}></qb-transfer>`;
    if (this.section === 'users') return html`<qb-users .api=${this.api} lang=${lang}></qb-users>`;
    if (this.section === 'try') return this.renderTry();
    if (this.section === 'heroscribe') {
      return html`<qb-heroscribe-import
        .api=${this.api}
        .catalog=${this.catalog}
        lang=${lang}
        @close=${() => this.go('missions')}
        @heroscribe-saved=${async (e: CustomEvent<HeroScribeSavedDetail>) => {
          await this.loadCatalog();
          await this.open({ kind: 'missions', id: e.detail.id, mode: 'edit' });
        }}
      ></qb-heroscribe-import>`;
    }
    const kind = this.section;
    const v = this.view;
    if (v.mode === 'edit') {
      return html`<qb-doc-editor
        .api=${this.api}
        kind=${kind}
        .doc=${v.doc}
        .isNew=${v.isNew}
        .status=${v.status}
        .edited=${v.edited}
        .openTab=${v.tab ?? null}
        .catalog=${this.catalog}
        lang=${lang}
        @close=${() => this.mayLeave() && this.go(kind)}
        @saved=${(e: CustomEvent<SavedDetail>) => {
          const d = e.detail;
          if (this.view.mode === 'edit')
            this.view = { mode: 'edit', doc: d.doc ?? this.view.doc, isNew: false, status: d.status, edited: null, tab: this.view.tab };
          // the new document's own address, in place of the new-document page's
          this.setHash(this.editorHash(kind, d.id, this.view.mode === 'edit' ? this.view.tab : undefined), 'replace');
          void this.loadCatalog();
        }}
        @tab-change=${(e: CustomEvent<EditorTab>) => {
          if (this.view.mode !== 'edit') return;
          this.view = { ...this.view, tab: e.detail };
          // a stored document's tab is a step of the address (Back returns to the tab before; a reload keeps it)
          if (!this.view.isNew) this.setHash(this.editorHash(kind, this.view.doc.id, e.detail));
        }}
        @try=${(e: CustomEvent<TryDetail>) => {
          this.tryRoom = e.detail;
          this.triedFrom = this.shownHash;
          this.showTry();
        }}
      ></qb-doc-editor>`;
    }
    if (v.mode === 'history') {
      return html`<button class="secondary small" data-action="close" @click=${() => this.go(kind)}>${t(lang, 'back')}</button>
        <qb-history .api=${this.api} kind=${kind} docId=${v.id} lang=${lang} @restored=${() => this.loadCatalog()}></qb-history>`;
    }
    return html`<qb-doc-list
      .api=${this.api}
      kind=${kind}
      lang=${lang}
      @open=${(e: CustomEvent<OpenDetail>) => this.open(e.detail)}
      @changed=${() => this.loadCatalog()}
      @import-heroscribe=${() => this.go('heroscribe')}
    ></qb-doc-list>`;
  }

  /** Shows the room or campaign tried, at the address `#try` (Back returns to the editor it was tried from). */
  private showTry(how: 'push' | 'none' = 'push'): void {
    this.navigation++;
    this.section = 'try';
    this.problem = '';
    this.setHash('try', how);
  }

  /**
   * Back from a tried room or campaign to the editor as it was, on its tab: the changes tried are still there, still
   * unsaved; `how` the address follows ({@link setHash}).
   */
  private backToEditor(tried: TryDetail, how: 'push' | 'none' = 'push'): void {
    this.navigation++;
    this.section = tried.kind;
    this.view = { mode: 'edit', ...tried.editor };
    this.setHash(this.triedFrom || (tried.editor.isNew ? tried.kind : this.editorHash(tried.kind, tried.id, tried.editor.tab)), how);
  }

  private renderTry(): TemplateResult {
    const lang = this.lang;
    const r = this.tryRoom;
    if (!r) return html``;
    // the way back names the kind tried; no token or id on screen: the page holds them
    const head = html`<div class="head">
      <button class="secondary small" data-action="back-to-editor" @click=${() => this.backToEditor(r)}>${t(lang, r.kind === 'adventures' ? 'backToAdventure' : 'backToEditor')}</button>
      <strong>${t(lang, 'tryTitle', { name: docName(r.editor.edited ?? r.editor.doc, lang) || r.name })}</strong>
      ${r.campaign ? html`<span class="muted">${t(lang, 'advTryLead')}</span>` : nothing}
    </div>`;
    if (r.campaign) {
      // an adventure tried: its campaign, played as its leader in the element
      return html`<section class="try">${head}<quest-board server=${this.server} campaign=${r.campaign} token=${r.token} lang=${lang}></quest-board></section>`;
    }
    return html`<section class="try">
      ${head}
      <qb-try-room
        .api=${this.api}
        server=${this.server}
        room=${r.room ?? ''}
        token=${r.token}
        ?auto=${r.auto === true}
        places=${startSquares(r.editor.edited ?? r.editor.doc)}
        .started=${r.started ?? null}
        lang=${lang}
        @try-started=${(e: CustomEvent<TryStartedDetail>) => {
          if (this.tryRoom === r) this.tryRoom = { ...r, started: e.detail };
        }}
      ></qb-try-room>
    </section>`;
  }
}

/** How many start squares a mission document has (how many heroes its room seats); 8, the most, when unreadable. */
function startSquares(mission: Doc): number {
  const start = (mission as { start?: unknown }).start;
  return Array.isArray(start) && start.length > 0 ? start.length : 8;
}
