/**
 * The campaign header's Invite: a button that copies the campaign's invite link to the clipboard and says so for a
 * while; where the clipboard refuses, the link shown selected in a field to copy by hand.
 * @module
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import type { Lang } from '../i18n.ts';
import { ct } from '../campaign/i18n.ts';

/** How long "Link copied" stays, in ms. */
const INVITE_MS = 3000;

/** The host of an Invite: the element whose shadow root holds the field. */
export type InviteHost = ReactiveControllerHost & { readonly renderRoot: HTMLElement | DocumentFragment };

/** The Invite of one element: what it shows after a press, and the press itself. */
export class InviteController implements ReactiveController {
  /** What shows after a press: "Link copied", or the link in a field (the clipboard refused), or nothing. */
  private shown: 'copied' | 'field' | null = null;
  private timer: ReturnType<typeof setTimeout> | undefined;

  constructor(private readonly host: InviteHost) {
    host.addController(this);
  }

  hostDisconnected(): void {
    if (this.timer) clearTimeout(this.timer);
  }

  private set(shown: 'copied' | 'field' | null): void {
    this.shown = shown;
    this.host.requestUpdate();
  }

  /** Copies `link`; says "Link copied" for a while, or shows the link to copy by hand. */
  async copy(link: string): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    try {
      await navigator.clipboard.writeText(link);
      this.set('copied');
      this.timer = setTimeout(() => this.set(null), INVITE_MS);
    } catch {
      this.set('field');
      await this.host.updateComplete;
      this.host.renderRoot.querySelector<HTMLInputElement>('[data-role="invite-link"]')?.focus();
    }
  }

  /** The Invite for `link` ('' : none) in `lang`. */
  render(link: string, lang: Lang) {
    if (!link) return nothing;
    return html`<div class="invite" data-role="invite">
      <button type="button" class="secondary" data-action="invite" data-link=${link} @click=${() => void this.copy(link)}>
        <svg viewBox="0 0 24 24" aria-hidden="true"><path d="M15 12a4 4 0 1 0-4-4 4 4 0 0 0 4 4m-9-2V7H4v3H1v2h3v3h2v-3h3v-2zm9 4c-2.7 0-8 1.3-8 4v2h16v-2c0-2.7-5.3-4-8-4" /></svg>
        <span>${ct(lang, 'invite')}</span>
      </button>
      ${
        this.shown === 'field'
          ? html`<input type="text" readonly .value=${link} aria-label=${ct(lang, 'inviteField')} data-role="invite-link" @focus=${(e: FocusEvent) => (e.target as HTMLInputElement).select()} />`
          : nothing
      }
      <span role="status" data-role="invite-status">${this.shown === 'copied' ? ct(lang, 'inviteCopied') : this.shown === 'field' ? ct(lang, 'inviteCopyHint') : ''}</span>
    </div>`;
  }
}
