/**
 * `<qb-turn-bar>`: the mission, the round, whose turn it is (under a d20 ruleset the one unit's, a creature's
 * too), the connection, the hero's Roll and End turn (the master's End turn too, so it is always in sight). On a
 * narrow element (≤ 760 px), where the dice tray is in the drawer under the board, the turn's movement dice too.
 * @module
 */
import { css, html, nothing } from 'lit';
import { property } from 'lit/decorators.js';
import type { ConnectionStatus } from '../client.ts';
import { actingUnit } from '../acting-unit.ts';
import { defineOnce } from '../define.ts';
import { styleProps } from '../style-props.ts';
import { pipDie } from './icons.ts';
import { portraitSlot, unitPortrait } from '../pictures/portrait-tag.ts';
import { pick } from '../i18n.ts';
import { langText } from '../lang-text.ts';
import { KEYS, withKey } from '../shortcuts.ts';
import { controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';

/** The bar above the board. */
export class QbTurnBar extends TablePart {
  static override styles = [
    theme,
    controls,
    portraitSlot,
    css`
      :host {
        display: flex;
        align-items: center;
        gap: 0.75rem;
        flex-wrap: wrap;
        padding: 0.6rem 0.9rem;
        background: var(--_surface);
        border-bottom: 1px solid var(--_border);
      }
      .title {
        font-weight: 700;
        font-size: 1.05rem;
        margin-right: auto;
        display: flex;
        align-items: baseline;
        gap: 0.6rem;
      }
      .round {
        font-size: 0.8rem;
        color: var(--_muted);
        font-weight: 600;
      }
      .turn {
        display: flex;
        align-items: center;
        gap: 0.45rem;
        font-weight: 600;
      }
      .turn.mine {
        color: var(--_accent);
      }
      .swatch qb-portrait {
        width: 2rem;
        height: 2rem;
      }
      .steps {
        font-variant-numeric: tabular-nums;
        color: var(--_muted);
        font-size: 0.85rem;
      }
      .dot {
        width: 0.55rem;
        height: 0.55rem;
        border-radius: 50%;
        background: var(--_muted);
      }
      .dot.open {
        background: var(--_ok);
      }
      .dot.denied {
        background: var(--_danger);
      }
      .actions {
        display: flex;
        gap: 0.5rem;
      }
      .last {
        display: flex;
        align-items: center;
        gap: 0.75rem;
      }
      /* the turn's movement dice: beside the board the dice tray shows them; on a narrow screen, where the tray is in
         the drawer under the board, this bar does */
      .roll-dice {
        display: none;
        align-items: center;
        gap: 0.2rem;
        font-variant-numeric: tabular-nums;
        font-weight: 700;
      }
      .roll-dice svg {
        width: 1.4rem;
        height: 1.4rem;
        display: block;
      }
      @container (max-width: 760px) {
        .roll-dice {
          display: inline-flex;
        }
      }
    `,
  ];

  /** The state of the live stream. */
  @property({ attribute: false })
  accessor connection: ConnectionStatus = 'idle';

  override render() {
    const table = this.table;
    if (!table) return html`<span class="title">${this.t('loading')}</span>`;
    const { view } = table;
    const turn = view.turn;
    const mine = view.phase === 'playing' && turn?.seat === view.seat && view.role !== 'host';
    // when the ruleset plays one unit at a time the turn is that unit's, a creature's too (`turn.unit`); else the hero seat's
    const turnUnit = actingUnit(view);
    const status =
      this.connection === 'open'
        ? 'online'
        : this.connection === 'denied'
          ? 'denied'
          : this.connection === 'ended'
            ? 'connectionEnded'
            : this.connection === 'reconnecting'
              ? 'reconnecting'
              : 'connecting';
    const items = [
      view.phase === 'lobby'
        ? html`<span class="turn" data-lobby>${this.t(view.seats.length === 0 ? 'lobby' : view.role === 'hero' ? (view.mission.auto ? 'lobbyWaitHost' : 'lobbyWaitMaster') : 'lobbyReady')}</span>`
        : view.phase === 'playing' && turn
          ? html`<span class="turn ${mine ? 'mine' : ''}" data-turn=${turnUnit?.id ?? turn.seat}>
              ${turnUnit ? html`<span class="swatch ring" style=${styleProps({ background: turnUnit.color ?? '#888' })}>${unitPortrait(turnUnit, pick(turnUnit.name, this.uiLang))}</span>` : nothing}
              ${mine ? this.t('yourTurn') : turnUnit ? this.t('turnOfHero', { name: pick(turnUnit.name, this.uiLang) }) : turn.seat === 'master' ? this.t('turnOfMaster') : this.t('turnOfHero', { name: turn.seat })}
            </span>`
          : null,
      view.phase === 'playing' && turn?.roll && turn.roll.length > 0
        ? html`<span class="roll-dice" role="group" aria-label=${this.t('movement')} data-roll=${turn.roll.join(',')}>
            ${turn.roll.map((v) => html`<span class="die" role="img" aria-label=${this.t('die', { n: v })}>${pipDie(v)}</span>`)}
            <span class="sum">= ${turn.roll.reduce((a, b) => a + b, 0)}</span>
          </span>`
        : null,
      mine && turn?.roll ? html`<span class="steps">${this.t('stepsLeft', { n: turn.stepsLeft.toLocaleString(this.uiLang) })}</span>` : null,
      this.can('roll') || this.can('end_turn') || (view.role === 'hero' && this.can('start'))
        ? html`<div class="actions">
            ${
              view.role === 'hero' && this.can('start')
                ? html`<button part="start" data-action="start" aria-keyshortcuts=${KEYS.start} title=${withKey(this.uiLang, this.t('startGame'), KEYS.start)} ?disabled=${table.pending} @click=${() => this.act({ type: 'start' })}>${this.t('startGame')}</button>`
                : nothing
            }
            ${this.can('roll') ? html`<button part="roll" data-action="roll" aria-keyshortcuts=${KEYS.roll} title=${withKey(this.uiLang, this.t('roll'), KEYS.roll)} ?disabled=${table.pending} @click=${() => this.act({ type: 'roll' })}>${this.t('roll')}</button>` : nothing}
            ${
              this.can('end_turn')
                ? html`<button class="secondary" data-action="end_turn" aria-keyshortcuts=${KEYS.endTurn} title=${withKey(this.uiLang, this.t('endTurn'), KEYS.endTurn)} ?disabled=${table.pending} @click=${() => this.act({ type: 'end_turn' })}>${this.t('endTurn')}</button>`
                : nothing
            }
          </div>`
        : null,
    ].filter((item) => item !== null);
    const dot = html`<span class="dot ${this.connection}" role="img" title=${this.t(status)} aria-label=${this.t(status)}></span>`;
    // the connection's dot goes with the bar's last item: on a narrow bar that wraps, it never wraps onto a line alone
    return html`
      <div class="title">
        <span>${langText(view.mission.name, this.uiLang)}</span>
        ${view.phase !== 'lobby' ? html`<span class="round">${this.t('round', { n: view.round })}</span>` : nothing}
      </div>
      ${items.slice(0, -1)}
      ${items.length > 0 ? html`<span class="last">${items.at(-1)}${dot}</span>` : dot}
    `;
  }
}

defineOnce('qb-turn-bar', QbTurnBar);

declare global {
  interface HTMLElementTagNameMap {
    'qb-turn-bar': QbTurnBar;
  }
}
