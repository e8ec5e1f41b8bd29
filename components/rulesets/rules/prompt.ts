/**
 * The reaction prompt of the `rules` parts: a small card over the board's lower middle for a hero seat offered a reaction
 * (an opportunity such as a parting blow, `reaction_offered`): the opportunity's name, the foe that provoked it, "React"
 * and "Let it go", and the seconds left before the room declines it (`view.promptDeadline`). It covers none of the
 * board's panels, and nothing waits for it: the game goes on while it shows.
 * @module
 */
import { css, html, nothing } from 'lit';
import { state } from 'lit/decorators.js';
import type { TableState } from '../../context.ts';
import { defineOnce } from '../../define.ts';
import { pick, type Lang } from '../../i18n.ts';
import { controls, theme } from '../../parts/styles.ts';
import { TablePart } from '../../parts/table-part.ts';
import type { Shown } from '../parts.ts';
import type { RulesPiece } from '../../../engine/rulesets/rules/piece.ts';
import { rulesText } from './texts.ts';
import { ruleName, rulesViewOf } from './words.ts';

/** The reaction offered to the seat's own hero now, when the server lets it answer (`legal` lists `react` or `decline`). */
export function offerOf(table: Pick<TableState, 'view' | 'legal'>): { opportunity: string; foe: string } | null {
  const own = table.view.units.find((u) => u.id === table.view.seat);
  const offer = (own?.ext as RulesPiece | undefined)?.offer;
  if (!offer || !table.legal.some((a) => a.type === 'react' || a.type === 'decline')) return null;
  return offer;
}

/**
 * The seconds left of the prompt at `now` (ms since the epoch), never below 0 nor above `most` (the room's
 * `reactionSeconds`), or null when the room keeps no clock of it.
 */
export function promptSecondsLeft(deadline: number | null | undefined, now: number, most?: number): number | null {
  if (typeof deadline !== 'number') return null;
  const left = Math.max(0, Math.ceil((deadline - now) / 1000));
  // a page whose clock runs behind the server's never counts from more than the room's time to answer
  return most === undefined ? left : Math.min(most, left);
}

/** The `overBoard` part: the prompt when the seat's hero has a reaction offered. */
export function rulesOverBoard(table: TableState, _lang: Lang): Shown {
  return offerOf(table) ? html`<qb-rules-prompt part="reaction-prompt"></qb-rules-prompt>` : nothing;
}

/** The reaction prompt (see the module). */
export class QbRulesPrompt extends TablePart {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        position: absolute;
        bottom: 5.2rem;
        left: 0;
        right: 0;
        margin: 0 auto;
        z-index: 3;
        width: fit-content;
        min-width: min(16rem, calc(100% - 1.5rem));
        max-width: min(22rem, calc(100% - 1.5rem));
      }
      .prompt {
        background: var(--_surface);
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
        box-shadow: 0 6px 24px #0008;
        padding: 0.6rem 0.8rem 0.7rem;
        display: grid;
        gap: 0.35rem;
      }
      .head {
        display: flex;
        align-items: baseline;
        justify-content: space-between;
        gap: 0.8rem;
      }
      .kind {
        font-size: 0.72rem;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--_muted);
      }
      .seconds {
        font-variant-numeric: tabular-nums;
        font-weight: 600;
        color: var(--_accent);
      }
      .name {
        font-weight: 600;
        font-size: 1.02rem;
      }
      .foe {
        color: var(--_muted);
        font-size: 0.85rem;
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.2rem;
      }
      .buttons button {
        flex: 1 1 auto;
        white-space: nowrap;
      }
    `,
  ];

  /** The page's clock, ms since the epoch: ticks every second while the prompt shows a countdown. */
  @state() private accessor now = Date.now();
  private ticker: ReturnType<typeof setInterval> | undefined;

  override connectedCallback(): void {
    super.connectedCallback();
    this.now = Date.now();
    this.ticker = setInterval(() => (this.now = Date.now()), 1000);
  }

  override disconnectedCallback(): void {
    super.disconnectedCallback();
    clearInterval(this.ticker);
    this.ticker = undefined;
  }

  override render() {
    const table = this.table;
    const offer = table ? offerOf(table) : null;
    if (!table || !offer) return nothing;
    const l = this.uiLang;
    const rv = rulesViewOf(table.view.rules);
    const foe = pick(this.unit(offer.foe)?.name, l) || offer.foe;
    const seconds = promptSecondsLeft(table.view.promptDeadline, this.now, table.view.reactionSeconds);
    const can = (type: 'react' | 'decline') => table.legal.some((a) => a.type === type) && !table.pending;
    return html`<div class="prompt" role="alertdialog" aria-labelledby="reaction-name" data-opportunity=${offer.opportunity} data-foe=${offer.foe}>
      <div class="head">
        <span class="kind">${rulesText(l, 'rulesReaction')}</span>
        ${
          seconds === null
            ? nothing
            : html`<span class="seconds" data-seconds=${seconds} title=${rulesText(l, 'rulesReactionSecondsTitle')}>${rulesText(l, 'rulesReactionSeconds', { n: seconds })}</span>`
        }
      </div>
      <div class="name" id="reaction-name">${ruleName(rv, 'opportunities', offer.opportunity)}</div>
      <div class="foe">${rulesText(l, 'rulesReactionFoe', { foe })}</div>
      <div class="buttons">
        <button data-action="react" ?disabled=${!can('react')} @click=${() => this.act({ type: 'react' })}>${rulesText(l, 'rulesReact')}</button>
        <button class="secondary" data-action="decline" ?disabled=${!can('decline')} @click=${() => this.act({ type: 'decline' })}>${rulesText(l, 'rulesLetGo')}</button>
      </div>
    </div>`;
  }
}

defineOnce('qb-rules-prompt', QbRulesPrompt);
