/**
 * The side panel of `<quest-board>`'s table, and on a narrow screen its bottom sheets: the seat's card with the
 * players (the hero's card, the master's panel, or a spectator's), the dice tray and the chronicle, one sheet open at a
 * time from the tabs under the board.
 * @module
 */
import { html, nothing } from 'lit';
import type { View } from '../engine/index.ts';
import { t, type Lang, type MessageKey } from './i18n.ts';
import { roomExtras } from './lazy-parts.ts';
import { watching } from './quest-board-overlays.ts';

/** The bottom sheets of a narrow screen: the seat's card (and the players), the dice tray, the chronicle. */
export type Sheet = 'card' | 'dice' | 'log';

/** Each bottom sheet's name (the tab's word and the sheet's title), by the seat's role for the card's. */
const SHEET_TITLE: Record<Sheet, (view: View) => MessageKey> = {
  card: (view) => (view.role === 'hero' ? 'sheetHero' : view.role === 'spectator' ? 'sheetWatching' : 'sheetMaster'),
  dice: () => 'dice',
  log: () => 'sheetLog',
};

/** Whether the turn of `view` is its seat's own: a hero's turn for its hero seat, the master's for the master. */
export function ownsTurn(view: View): boolean {
  const seat = view.turn?.seat;
  return seat !== undefined && (view.role === 'hero' ? seat === view.seat : view.role === 'master' && seat === 'master');
}

/** What the dock shows and does. */
export interface DockInput {
  view: View;
  lang: Lang;
  /** The sheet open (null: none, the board alone). */
  sheet: Sheet | null;
  /** Whether the dice tray shows. */
  dice: boolean;
  /** Whether the reader plays by touch (the master's panel words its hints so). */
  touch: boolean;
  /** Opens a sheet, or closes the one open (null). */
  open(sheet: Sheet | null): void;
  /** A spectator's "take a free seat". */
  takeSeat(): void;
  /** The table is a replay's: the spectator's panel says so (`<qb-replay-note>`, from the replay's chunk). */
  replay: boolean;
}

/**
 * The side panel (or the sheet open) and the tabs that open the sheets. A spectator's panel (a replay's too) may hold
 * no control while its chronicle makes it scroll: it takes the focus itself, so the keyboard scrolls it.
 */
export function playDock({ view, lang: l, sheet: open, dice, touch, open: setSheet, takeSeat, replay }: DockInput) {
  return html`<div class="dock">
        <aside
          class="panel ${open ? `sheet-${open}` : 'sheet-none'}"
          part="panel"
          aria-label=${open ? t(l, SHEET_TITLE[open](view)) : nothing}
          tabindex=${view.role === 'spectator' ? '0' : nothing}
        >
          ${
            open
              ? html`<div class="sheet-head">
                <span class="handle" aria-hidden="true"></span>
                <button class="secondary sheet-close" type="button" data-action="drawer" data-sheet-close @click=${() => setSheet(null)}>
                  <span aria-hidden="true">✕</span> ${t(l, 'sheetClose')}
                </button>
              </div>`
              : nothing
          }
          <div class="panel-main ${open === 'card' ? 'open' : ''}">
            ${view.role === 'spectator' ? nothing : html`<qb-players-panel part="players"></qb-players-panel>`}
            ${
              view.role === 'spectator'
                ? replay
                  ? html`<qb-replay-note part="watching" .language=${l}></qb-replay-note>`
                  : watching(view, l, takeSeat)
                : view.role === 'hero'
                  ? html`<qb-hero-card part="hero-card"></qb-hero-card>`
                  : html`<qb-master-panel part="master-panel" exportparts="start" .touch=${touch}></qb-master-panel>`
            }
          </div>
          ${dice ? html`<qb-dice-tray part="dice" class=${open === 'dice' ? 'open' : ''}></qb-dice-tray>` : nothing}
          <qb-event-log part="log" class=${open === 'log' ? 'open' : ''}></qb-event-log>
        </aside>
        <div class="sheet-tabs" role="group" aria-label=${t(l, 'sheetTabs')}>
          ${(['card', ...(dice ? ['dice'] : []), 'log'] as Sheet[]).map(
            (sheet) => html`<button
              class="secondary ${open === sheet ? 'active' : ''}"
              type="button"
              data-action="drawer"
              data-sheet=${sheet}
              aria-expanded=${open === sheet ? 'true' : 'false'}
              @click=${() => setSheet(open === sheet ? null : sheet)}
            >
              ${roomExtras()?.sheetIcons[sheet] ?? nothing} ${t(l, SHEET_TITLE[sheet](view))}
            </button>`,
          )}
        </div>
        </div>`;
}
