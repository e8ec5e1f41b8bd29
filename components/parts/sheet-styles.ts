/**
 * The narrow screen's bottom sheets (`<quest-board>` up to 760 px wide): the panels — the seat's card with the
 * players, the dice, the chronicle — as sheets over the board, one at a time, opened from a strip of tabs under it.
 * Fetched with the room's extras (`room-extras.ts`) once the board shows; until then the panels stand in one column
 * under the board.
 * @module
 */
import { css, svg, type SVGTemplateResult } from 'lit';

/** The sheets' styles, adopted into `<quest-board>`'s shadow root. */
export const sheetStyles = css`
  @container (max-width: 760px) {
    /* the panels as bottom sheets over the board, one at a time, opened from a strip of tabs under it: the
       board stays the page's content, never pushed down by a long scroll of panels */
    .dock {
      display: block;
      position: relative;
    }
    .sheet-tabs {
      display: flex;
      gap: 0.4rem;
      padding: 0.3rem 0.5rem;
      background: var(--_surface);
      border-top: 1px solid var(--_border);
    }
    .sheet-tabs button {
      flex: 1 1 0;
      display: flex;
      align-items: center;
      justify-content: center;
      gap: 0.4rem;
      min-height: 44px;
      min-width: 0;
    }
    .sheet-tabs button.active {
      border-color: var(--_accent);
      color: var(--_fg);
      box-shadow: inset 0 -3px 0 var(--_accent);
    }
    .tab-icon {
      width: 1.1rem;
      height: 1.1rem;
      flex: none;
    }
    /* the sheet's parts name themselves (their headings): the head is the handle, and Close at the right of the
       first heading's line, kept in sight as the sheet scrolls */
    .sheet-head {
      display: block;
      position: sticky;
      top: 0;
      z-index: 1;
      height: 0;
    }
    .sheet-head .handle {
      position: absolute;
      top: -0.75rem;
      left: 50%;
      width: 2.5rem;
      height: 0.25rem;
      margin-left: -1.25rem;
      border-radius: 999px;
      background: var(--_border);
    }
    .sheet-close {
      position: absolute;
      top: -0.35rem;
      right: 0;
      box-shadow: 0 0 0 0.4rem var(--_surface);
    }
    .panel {
      position: absolute;
      left: 0;
      right: 0;
      bottom: 100%;
      z-index: 4;
      height: auto;
      max-height: min(68svh, 36rem);
      padding-top: 1.4rem;
      border-left: none;
      border-top: 1px solid var(--_border);
      border-radius: 16px 16px 0 0;
      box-shadow: 0 -10px 28px #000b;
      overflow-y: auto;
    }
    /* the seat's card first, the players after it */
    .panel > .panel-main.open {
      display: flex;
      flex-direction: column;
    }
    .panel-main qb-players-panel {
      order: 1;
      margin: 1rem 0 0;
    }
    .panel.sheet-none,
    .panel > .panel-main:not(.open),
    .panel > qb-dice-tray:not(.open),
    .panel > qb-event-log:not(.open) {
      display: none;
    }
  }
`;

/** Each bottom sheet's tab picture: the seat's card a shield, the dice a die, the chronicle a page (decorative: the tab says its name). */
export const sheetIcons: Record<'card' | 'dice' | 'log', SVGTemplateResult> = {
  card: svg`<svg class="tab-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M12 2.5l7.5 2.8v5.6c0 4.8-3.2 8.4-7.5 10.6-4.3-2.2-7.5-5.8-7.5-10.6V5.3z" fill="currentColor"/></svg>`,
  dice: svg`<svg class="tab-icon" viewBox="0 0 24 24" aria-hidden="true"><rect x="3" y="3" width="18" height="18" rx="4" fill="currentColor"/><circle cx="8" cy="8" r="1.8" fill="var(--_surface)"/><circle cx="12" cy="12" r="1.8" fill="var(--_surface)"/><circle cx="16" cy="16" r="1.8" fill="var(--_surface)"/></svg>`,
  log: svg`<svg class="tab-icon" viewBox="0 0 24 24" aria-hidden="true"><path d="M6 3h10a3 3 0 0 1 3 3v13a2 2 0 0 1-2 2H7a3 3 0 0 1-3-3V5a2 2 0 0 1 2-2z" fill="currentColor"/><path d="M8 8h8M8 12h8M8 16h5" stroke="var(--_surface)" stroke-width="1.6"/></svg>`,
};
