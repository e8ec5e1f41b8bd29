/**
 * The line saying why the 2D board stands in for the 3D one (it is not available in this browser, or it stopped
 * working), until the reader hides it: hidden for that cause in this browser from then on (`seat-store.ts`'s
 * preferences). The host re-renders when it changes.
 * @module
 */
import { html, nothing, type ReactiveController, type ReactiveControllerHost } from 'lit';
import { t, type Lang } from '../i18n.ts';
import { loadPreference, savePreference } from '../seat-store.ts';
import type { BoardController } from './board-controller.ts';

/** The preference naming the board's notices the reader hid in this browser (`seat-store.ts`'s `loadPreference`). */
const BOARD_NOTES_HIDDEN = 'board-notes-hidden';
/** How long the board's notice takes to fold away when closed (ms; its CSS transition's 0.25 s). */
const BOARD_NOTE_FOLD_MS = 260;

/** The board's notice of one element. */
export class BoardNoteController implements ReactiveController {
  /** The board's notice is folding away (its ✕ pressed). */
  private closing = false;
  /** Which notices of the board the reader hid in this browser (`unavailable`, `failed`: remembered in localStorage). */
  private hidden: readonly string[] = loadPreference(BOARD_NOTES_HIDDEN)
    .split(' ')
    .filter((s) => s !== '');

  constructor(
    private readonly host: ReactiveControllerHost,
    /** Whether the element animates nothing (its `motion` is `off`). */
    private readonly still: () => boolean,
  ) {
    host.addController(this);
  }

  hostConnected(): void {}

  /** The notice for `cause` (null: the 3D board shows, or the board failed and says so in its place), or nothing. */
  render(l: Lang, cause: BoardController['fallbackCause']) {
    if (cause === null || this.hidden.includes(cause)) return nothing;
    const hide = () => {
      savePreference(BOARD_NOTES_HIDDEN, [...this.hidden, cause].join(' '));
      // folded away first (the board grows into its place), then gone; at once without motion
      this.closing = true;
      this.host.requestUpdate();
      const still = this.still() || (typeof matchMedia === 'function' && matchMedia('(prefers-reduced-motion: reduce)').matches);
      setTimeout(
        () => {
          this.closing = false;
          this.hidden = [...this.hidden, cause];
          this.host.requestUpdate();
        },
        still ? 0 : BOARD_NOTE_FOLD_MS,
      );
    };
    return html`<div class="board-note ${this.closing ? 'closing' : ''}" part="board-note" role="status">
      <span>${t(l, cause === 'failed' ? 'boardFlatStopped' : 'boardFlat')}</span>
      <button type="button" class="secondary board-note-close" aria-label=${t(l, 'boardFlatDismiss')} title=${t(l, 'boardFlatDismiss')} @click=${hide}><span aria-hidden="true">✕</span></button>
    </div>`;
  }
}
