/**
 * What the element shows only when its board is in trouble, in a chunk fetched on demand: the panel in the board's
 * place when it failed to draw, and the line saying why the 2D board stands in for the 3D one. Neither is needed before
 * a room shows, so neither weighs on the embed up front.
 * @module
 */
import { html, nothing } from 'lit';
import { t, type Lang } from './i18n.ts';

export { BoardNoteController } from './controllers/board-note-controller.ts';

/** In the board's place when it failed to draw (`failure`, null: it did not): what failed, and a button that builds it again. */
export function boardFailure(failure: unknown, l: Lang, retry: () => void) {
  if (failure === null) return nothing;
  const message = failure instanceof Error ? failure.message : String(failure);
  // the WebGL context taken away for good (shared-renderer.ts's ContextLostError): said in the reader's words
  const text = failure instanceof Error && failure.name === 'ContextLostError' ? t(l, 'boardContextLost') : t(l, 'boardFailed', { message });
  return html`<div class="board-failed" part="board-failed" role="alert">
    <svg class="board-failed-picture" viewBox="0 0 48 48" aria-hidden="true" focusable="false">
      <path d="M6 10h36v28H6z M6 19.3h36 M6 28.6h36 M15 10v28 M24 10v28 M33 10v28" fill="none" stroke="currentColor" stroke-width="2" stroke-linejoin="round" />
      <path d="M27 4l-6 14 7 5-8 15 3 6" fill="none" stroke="#e0674f" stroke-width="3" stroke-linecap="round" stroke-linejoin="round" />
    </svg>
    <p class="board-failed-text">${text}</p>
    <p class="board-failed-help">${t(l, 'boardFailedHelp')}</p>
    <button type="button" class="board-retry" @click=${retry}>↻ ${t(l, 'boardRetry')}</button>
  </div>`;
}
