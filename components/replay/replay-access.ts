/**
 * `<qb-replay-access>`: the room's master says who may watch its game again (only the players; anyone, the heroes'
 * side; anyone, the master's side too: docs/protocol.md, "Replays") and copies the link that plays it. It shows in the
 * game-over banner of the master's seat and in a replay's controls when its reader is the master.
 * @module
 */
import { css, html, LitElement, nothing } from 'lit';
import { property, state } from 'lit/decorators.js';
import { ApiError, request, type ReplayAccess, type ReplayData } from '../api.ts';
import { defineOnce } from '../define.ts';
import type { Lang } from '../i18n.ts';
import { controls, theme } from '../parts/styles.ts';
import { replayText, type ReplayTextKey } from './replay-texts.ts';

const ACCESSES: readonly ReplayAccess[] = ['private', 'public', 'public-master'];

/** The replay's menus (who may watch, the speed): a dark field in the bar's colours. */
export const replaySelect = css`
  select {
    font: inherit;
    font-size: 0.85rem;
    background: var(--_bg);
    color: var(--_fg);
    border: 1px solid var(--_border);
    border-radius: calc(var(--_radius) * 0.6);
    padding: 0.3em 0.4em;
  }
`;

/** The master's choice of who watches the replay, and its link. */
export class QbReplayAccess extends LitElement {
  static override styles = [
    theme,
    controls,
    replaySelect,
    css`
      :host {
        display: inline-flex;
        align-items: center;
        gap: 0.45rem;
        flex-wrap: wrap;
        font-size: 0.85rem;
      }
      button {
        font-size: 0.85rem;
        background: transparent;
        color: var(--_fg);
        border-color: var(--_border);
      }
      .said {
        font-size: 0.8rem;
        color: var(--_ok);
      }
      .said.bad {
        color: var(--_danger);
      }
    `,
  ];

  /** The quest-board server ('' for this page's). */
  @property({ attribute: false }) accessor server = '';
  /** The room id. */
  @property({ attribute: false }) accessor room = '';
  /** The master's token. */
  @property({ attribute: false }) accessor token = '';
  /** The interface language. */
  @property({ attribute: false }) accessor language: Lang = 'it';
  /** Whether the room is live; archived, its public replay can only be taken down (`DELETE`). */
  @property({ attribute: false }) accessor live = true;
  /** Who may watch it now; undefined: not known yet (read from the room's replay). */
  @property({ attribute: false }) accessor access: ReplayAccess | undefined = undefined;
  /** What the last change said. */
  @state() private accessor said: { text: string; bad: boolean } | null = null;
  private asked = '';

  private t(key: ReplayTextKey, params: Record<string, string | number> = {}): string {
    return replayText(this.language, key, params);
  }

  private get path(): string {
    return `/api/rooms/${encodeURIComponent(this.room)}/replay`;
  }

  protected override willUpdate(): void {
    // not told: asked of the server once for this room (the replay says who may watch it)
    if (this.access !== undefined || !this.room || !this.token || this.asked === this.room) return;
    this.asked = this.room;
    request<ReplayData>(this.server, this.path, { token: this.token })
      .then((replay) => (this.access = replay.access))
      .catch(() => (this.access = 'private'));
  }

  private async choose(access: ReplayAccess): Promise<void> {
    try {
      await request(this.server, this.path, { method: 'PUT', token: this.token, body: { replay: access } });
      this.access = access;
      this.dispatchEvent(new CustomEvent('qb-replay-access', { detail: access, bubbles: true, composed: true }));
      this.said = { text: this.t(access === 'private' ? 'nowPrivate' : 'nowPublic'), bad: false };
    } catch (err) {
      this.said = { text: this.t('notSaved', { message: err instanceof ApiError ? err.message : String(err) }), bad: true };
    }
  }

  /** An archived room's public replay taken down: private, its log deleted (unless the server keeps every log). */
  private async takeDown(): Promise<void> {
    try {
      await request(this.server, this.path, { method: 'DELETE', token: this.token });
      this.access = 'private';
      this.dispatchEvent(new CustomEvent('qb-replay-access', { detail: 'private', bubbles: true, composed: true }));
      this.said = { text: this.t('takenDown'), bad: false };
    } catch (err) {
      this.said = { text: this.t('notSaved', { message: err instanceof ApiError ? err.message : String(err) }), bad: true };
    }
  }

  /** The address that plays the replay: the server's page for it (`/?room=<id>&replay`). */
  get link(): string {
    const base = (this.server.split(/\s+/)[0] || location.origin).replace(/\/+$/, '');
    return `${base}/?room=${encodeURIComponent(this.room)}&replay`;
  }

  private async copy(): Promise<void> {
    try {
      await navigator.clipboard.writeText(this.link);
      this.said = { text: this.t('linkCopied'), bad: false };
    } catch {
      this.said = { text: this.link, bad: false };
    }
  }

  override render() {
    const access = this.access;
    if (!this.live)
      return html`${access === 'private' ? nothing : html`<button data-replay="take-down" @click=${() => void this.takeDown()}>${this.t('takeDown')}</button>`}
        ${this.said ? html`<span class="said ${this.said.bad ? 'bad' : ''}" role="status">${this.said.text}</span>` : nothing}`;
    return html`<label>
        ${this.t('whoWatches')}
        <select data-replay="access" ?disabled=${access === undefined} @change=${(e: Event) => void this.choose((e.target as HTMLSelectElement).value as ReplayAccess)}>
          ${ACCESSES.map((a) => html`<option value=${a} ?selected=${a === (access ?? 'private')}>${this.t(a)}</option>`)}
        </select>
      </label>
      ${access === undefined || access === 'private' ? nothing : html`<button data-replay="copy-link" @click=${() => void this.copy()}>${this.t('copyLink')}</button>`}
      ${this.said ? html`<span class="said ${this.said.bad ? 'bad' : ''}" role="status">${this.said.text}</span>` : nothing}`;
  }
}

defineOnce('qb-replay-access', QbReplayAccess);

declare global {
  interface HTMLElementTagNameMap {
    'qb-replay-access': QbReplayAccess;
  }
}
