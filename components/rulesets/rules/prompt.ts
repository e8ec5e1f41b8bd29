/**
 * The reaction prompt of the `rules` parts: a small card over the board's lower right corner for a hero seat offered a
 * reaction (an opportunity such as a parting blow, `reaction_offered`): the opportunity's name, the foe that provoked
 * it, "React" and "Let it go", and the seconds left before the room declines it (`view.promptDeadline`), in figures
 * and as a draining bar. It covers none of the board's panels, and nothing waits for it: the game goes on while it
 * shows.
 * @module
 */
import { css, html, nothing, svg } from 'lit';
import { state } from 'lit/decorators.js';
import type { TableState } from '../../context.ts';
import { defineOnce } from '../../define.ts';
import { styleProps } from '../../style-props.ts';
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

/** The seconds left below which the countdown turns urgent (red). */
const URGENT_SECONDS = 5;

/** A lightning bolt, the prompt's mark: something to answer now. Drawn, so no font has to hold a glyph for it. */
const BOLT = svg`<path d="M9.5 1 3 9.2h4.3L6.2 15 13 6.6H8.6Z" fill="currentColor"/>`;

/**
 * The reaction prompt (see the module), a small game card: a bolt and "Reaction", the seconds left, the opportunity's
 * name, the foe, a bar that drains as the seconds run out, and the two answers side by side. Over the board's lower
 * right corner (the camera frames the pieces in the middle); on a narrow element, across the board's foot.
 */
export class QbRulesPrompt extends TablePart {
  static override styles = [
    theme,
    controls,
    css`
      :host {
        position: absolute;
        right: 0.75rem;
        bottom: 3.4rem;
        z-index: 3;
        width: min(20rem, calc(100% - 1.5rem));
      }
      .prompt {
        background: linear-gradient(color-mix(in srgb, var(--_accent) 12%, var(--_surface)), var(--_surface) 3.2rem);
        border: 1px solid var(--_accent);
        border-radius: var(--_radius);
        box-shadow: 0 6px 24px #0009, 0 0 0 3px color-mix(in srgb, var(--_accent) 18%, transparent);
        padding: 0.55rem 0.75rem 0.7rem;
        display: grid;
        gap: 0.3rem;
      }
      .head {
        display: flex;
        align-items: center;
        justify-content: space-between;
        gap: 0.8rem;
      }
      .kind {
        display: inline-flex;
        align-items: center;
        gap: 0.3rem;
        font-size: 0.72rem;
        font-weight: 600;
        text-transform: uppercase;
        letter-spacing: 0.06em;
        color: var(--_accent);
      }
      .kind svg {
        width: 0.95rem;
        height: 0.95rem;
        flex: none;
      }
      .seconds {
        font-variant-numeric: tabular-nums;
        font-weight: 700;
        color: var(--_accent);
      }
      .urgent .seconds {
        color: var(--_danger);
      }
      .name {
        font-weight: 700;
        font-size: 1.08rem;
        line-height: 1.2;
        overflow-wrap: anywhere;
      }
      .foe {
        color: var(--_muted);
        font-size: 0.85rem;
        overflow-wrap: anywhere;
      }
      .time {
        height: 4px;
        border-radius: 2px;
        background: color-mix(in srgb, var(--_fg) 14%, transparent);
        overflow: hidden;
      }
      .time span {
        display: block;
        height: 100%;
        width: var(--left, 100%);
        background: var(--_accent);
        transition: width 1s linear;
      }
      .urgent .time span {
        background: var(--_danger);
      }
      @media (prefers-reduced-motion: reduce) {
        .time span {
          transition: none;
        }
      }
      .buttons {
        display: flex;
        flex-wrap: wrap;
        gap: 0.5rem;
        margin-top: 0.25rem;
      }
      /* side by side, as wide as each other; one above the other rather than a word cut */
      .buttons button {
        flex: 1 1 0;
        min-width: fit-content;
        white-space: nowrap;
      }
      /* a narrow element: across the board's foot, above the camera's strip and the hint under it, the two answers
         full-size for a finger */
      @container (max-width: 760px) {
        :host {
          left: 0.5rem;
          right: 0.5rem;
          bottom: 5.2rem;
          width: auto;
        }
        .prompt {
          padding: 0.45rem 0.65rem 0.55rem;
          gap: 0.22rem;
        }
        .name {
          font-size: 1rem;
        }
      }
    `,
  ];

  /** The page's clock, ms since the epoch: ticks every second while the prompt shows a countdown. */
  @state() private accessor now = Date.now();
  private ticker: ReturnType<typeof setInterval> | undefined;
  /** The offer shown (its opportunity, foe and deadline) and its seconds when it first showed: the bar's whole length. */
  private first: { key: string; seconds: number } | null = null;

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

  /**
   * How much of the time is left, 0 to 1, for the offer `key` with `seconds` left now: of the room's time to answer
   * `whole` (`view.reactionSeconds`), else of the seconds it had when it showed (1 then).
   */
  private share(key: string, seconds: number | null, whole?: number): number {
    if (seconds === null) return 1;
    if (this.first?.key !== key) this.first = { key, seconds: Math.max(1, seconds) };
    return Math.min(1, seconds / (whole !== undefined && whole > 0 ? whole : this.first.seconds));
  }

  override render() {
    const table = this.table;
    const offer = table ? offerOf(table) : null;
    if (!table || !offer) return nothing;
    const l = this.uiLang;
    const rv = rulesViewOf(table.view.rules);
    const foe = pick(this.unit(offer.foe)?.name, l) || offer.foe;
    const deadline = table.view.promptDeadline;
    const seconds = promptSecondsLeft(deadline, this.now, table.view.reactionSeconds);
    const left = this.share(`${offer.opportunity}|${offer.foe}|${deadline}`, seconds, table.view.reactionSeconds);
    const urgent = seconds !== null && seconds <= URGENT_SECONDS;
    const can = (type: 'react' | 'decline') => table.legal.some((a) => a.type === type) && !table.pending;
    return html`<div class="prompt ${urgent ? 'urgent' : ''}" role="alertdialog" aria-labelledby="reaction-name" aria-describedby="reaction-foe" data-opportunity=${offer.opportunity} data-foe=${offer.foe}>
      <div class="head">
        <span class="kind"><svg viewBox="0 0 16 16" aria-hidden="true">${BOLT}</svg>${rulesText(l, 'rulesReaction')}</span>
        ${
          seconds === null
            ? nothing
            : html`<span class="seconds" data-seconds=${seconds} title=${rulesText(l, 'rulesReactionSecondsTitle')}>${rulesText(l, 'rulesReactionSeconds', { n: seconds })}</span>`
        }
      </div>
      <div class="name" id="reaction-name">${ruleName(rv, 'opportunities', offer.opportunity, l)}</div>
      <div class="foe" id="reaction-foe">${rulesText(l, 'rulesReactionFoe', { foe })}</div>
      ${seconds === null ? nothing : html`<div class="time" aria-hidden="true" data-left=${left.toFixed(2)}><span style=${styleProps({ '--left': `${(left * 100).toFixed(1)}%` })}></span></div>`}
      <div class="buttons">
        <button data-action="react" ?disabled=${!can('react')} @click=${() => this.act({ type: 'react' })}>${rulesText(l, 'rulesReact')}</button>
        <button class="secondary" data-action="decline" ?disabled=${!can('decline')} @click=${() => this.act({ type: 'decline' })}>${rulesText(l, 'rulesLetGo')}</button>
      </div>
    </div>`;
  }
}

defineOnce('qb-rules-prompt', QbRulesPrompt);
