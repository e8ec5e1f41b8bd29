/**
 * What `<quest-board>` draws over its board besides the board card: the board's place when it failed, the seat's
 * banner at the game's end, what the ruleset shows over the board (a reaction prompt), the toasts and notices, the attacks' outcomes, and the spectator's panel.
 * @module
 */
import { html, nothing } from 'lit';
import type { View } from '../engine/index.ts';
import type { TableState } from './context.ts';
import type { Toast } from './controllers/toast-controller.ts';
import { t, type Lang } from './i18n.ts';
import { reasonText } from './texts.ts';
import { rulesetParts } from './rulesets/registry.ts';

/** What {@link overlay} shows besides the table: the toasts, the message and how to drop either. */
export interface OverlayInput {
  toasts: readonly Toast[];
  /** A notice or the reason the seat was denied, or ''. */
  message: string;
  /** Whether the message is a notice the reader may dismiss. */
  dismissible: boolean;
  drop(id: number): void;
  dismiss(): void;
  /** At the game's end, the banner's "Watch the replay" (null: none, as in a replay). */
  watchReplay: (() => void) | null;
  /** At the game's end, the master's choice of who may watch it again (`screens.ts`'s `replayAccess`). */
  replayAccess: unknown;
}

/** The banner at the game's end, the mission events' and traps' toasts, and the message, over the board's top. */
export function overlay(table: TableState, l: Lang, o: OverlayInput) {
  const result = table.view.result;
  const message = o.message;
  return html`${
    table.view.phase === 'over' && result
      ? html`<div class="banner-box">
          <div class="banner ${result.winner}" part="banner" role="status" data-winner=${result.winner} data-reason=${result.reason}>
            <div class="banner-title">${t(l, result.reason === 'fled' ? 'heroesFled' : result.winner === 'heroes' ? 'heroesWin' : table.view.mission.auto ? 'creaturesWin' : 'masterWins')}</div>
            <div class="banner-reason">${reasonText(result.reason, result.condition, table.view, l, table.names)}</div>
            ${
              o.watchReplay
                ? html`<div class="banner-actions">
                    <button data-action="watch-replay" @click=${o.watchReplay}>${t(l, 'watchReplay')}</button>${o.replayAccess}
                  </div>`
                : nothing
            }
          </div>
        </div>`
      : nothing
  }
    ${table.view.phase === 'playing' ? (rulesetParts(table.view.module).overBoard?.(table, l) ?? nothing) : nothing}
    ${
      o.toasts.some((toast) => toast.kind !== 'outcome') || message
        ? html`<div class="overlay">
          ${o.toasts.map((toast) =>
            toast.kind === 'event'
              ? html`<div class="event" part="event" role="status" data-toast=${toast.id} title=${t(l, 'dismiss')} @click=${() => o.drop(toast.id)}>
                  <span class="label">${t(l, 'missionEvent')}</span>${toast.text}
                </div>`
              : toast.kind === 'trap'
                ? html`<div class="toast" part="toast" role="status" data-toast=${toast.id} @click=${() => o.drop(toast.id)}>${toast.text}</div>`
                : nothing,
          )}
          ${
            message
              ? html`<div class="notice" part="message" role="alert">
                <span>${message}</span>
                ${o.dismissible ? html`<button @click=${o.dismiss}>${t(l, 'dismiss')}</button>` : nothing}
              </div>`
              : nothing
          }
        </div>`
        : nothing
    }`;
}

/** The attacks' outcomes over the board's lower middle, above the hint (not live: the announcer says them). */
export function outcomes(toasts: readonly Toast[], drop: (id: number) => void) {
  const shown = toasts.filter((toast) => toast.kind === 'outcome');
  if (shown.length === 0) return nothing;
  return html`<div class="outcomes">
    ${shown.map((toast) => html`<div class="outcome" part="outcome" data-toast=${toast.id} @click=${() => drop(toast.id)}>${toast.text}</div>`)}
  </div>`;
}

/**
 * The spectator's panel: who is watching and that it cannot act, and a free seat to take when the room has one
 * (`takeSeat` then runs the join flow). The spectator's element renders no other control of the game.
 */
export function watching(view: View, l: Lang, takeSeat: () => void) {
  return html`<div class="watching" part="watching" role="status" data-role="watching">
    <div class="watching-title">${t(l, 'watching')}</div>
    <p class="muted">${t(l, 'watchingText')}</p>
    ${view.freeHeroes.length > 0 ? html`<button data-action="take-seat" @click=${takeSeat}>${t(l, 'takeFreeSeat')}</button>` : nothing}
  </div>`;
}
