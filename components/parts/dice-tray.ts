/**
 * `<qb-dice-tray>`: the movement dice of the current turn (when heroes roll to move), then, under a line naming its
 * round and who rolled (faded once its round is over), the ruleset's rows for the last rolls (by the view's `module`: the classic rules' combat dice of the last attack; a d20 ruleset's strikes and
 * Freeze rolls of the last action that rolled them; a `rules` ruleset's check dice, bonus and total against the
 * defence stat, and its saving throws).
 * @module
 */
import { consume } from '@lit/context';
import { css, html, nothing, type PropertyValues } from 'lit';
import type { GameEvent } from '../../engine/index.ts';
import { defineOnce } from '../define.ts';
import { hasProperName, nameInSentence } from '../grammar.ts';
import { pick } from '../i18n.ts';
import { describeEvent } from '../log-lines.ts';
import { loadPart, roomExtras } from '../lazy-parts.ts';
import { motionContext, type MotionTracker } from '../motion-tracker.ts';
import type { RollNaming } from '../rulesets/parts.ts';
import { ownEventDice, rulesetParts } from '../rulesets/registry.ts';
import { RulesetStyles } from '../rulesets/ruleset-styles.ts';
import { pipDie } from './icons.ts';
import { addStyles, controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';

/** How long a die tumbles before it settles on its face (ms). */
export const ROLL_MS = 480;

/** The core's events whose dice the tray shows (the movement roll apart); a module's own say so through its parts (`eventDice`). */
const ROLLS = new Set<GameEvent['type']>(['attack', 'damaged', 'gold_gained']);

/**
 * A die's tumble: spun, growing as it lands, settling on its face (the server's result, shown from the start),
 * turning in place (no translation, never scaled up), so it never moves over a neighbour.
 */
const TUMBLE: Keyframe[] = [
  { transform: 'rotate(-340deg) scale(0.55)', opacity: 0.35, offset: 0 },
  { transform: 'rotate(-160deg) scale(0.8)', opacity: 1, offset: 0.45 },
  { transform: 'rotate(-35deg) scale(0.95)', offset: 0.75 },
  { transform: 'rotate(10deg) scale(1)', offset: 0.88 },
  { transform: 'none', offset: 1 },
];

/**
 * The dice tray. New dice (a roll this update brought) tumble for a moment and settle on the server's faces, unless
 * motion is off (the element's `motion="off"`, or `prefers-reduced-motion`); a click, a key or the element's skip
 * control settles them at once.
 */
export class QbDiceTray extends TablePart {
  /** The element's animations (skipped together; off together). */
  @consume({ context: motionContext })
  accessor motion: MotionTracker | undefined = undefined;
  /** The last seq whose events were seen (null before the first table: dice already there do not roll). */
  private seenSeq: number | null = null;
  private rolling: Animation[] = [];

  static override styles = [
    theme,
    controls,
    css`
      :host {
        display: block;
      }
      .row {
        display: flex;
        align-items: center;
        gap: 0.3rem;
        flex-wrap: wrap;
        min-height: 1.8rem;
      }
      .label {
        font-size: 0.8rem;
        color: var(--_muted);
        min-width: 4.5rem;
      }
      svg {
        width: 1.55rem;
        height: 1.55rem;
        display: block;
        filter: drop-shadow(0 1px 1px #0008);
      }
      .die {
        display: inline-block;
      }
      .sum {
        font-weight: 700;
        margin-left: 0.3rem;
      }
      .movement + .combat {
        margin-top: 0.35rem;
      }
      .who {
        display: flex;
        gap: 0.5rem;
        align-items: baseline;
        font-size: 0.85rem;
        margin-bottom: 0.15rem;
      }
      .damage {
        margin-left: auto;
        font-weight: 700;
        color: var(--_danger);
        white-space: nowrap;
      }
      .damage.none {
        color: var(--_muted);
      }
    `,
  ];

  /** Whether the last roll's styles (with the room's extras) are in the shadow root. */
  private rollStyled = false;

  /** The loaded rulesets' styles for their rolls' rows (`ruleset-styles.ts`). */
  private readonly rulesetStyles = new RulesetStyles(this, ['dice']);

  /** How the ruleset's rows name units (by the names seen so far, for one that has left the view) and events. */
  private readonly naming: RollNaming = {
    unit: (id, capital) => {
      const table = this.table;
      const u = this.unit(id);
      const name = pick(u?.name ?? table?.names.units.get(id), this.uiLang) || id;
      return nameInSentence(this.uiLang, name, hasProperName(u, rulesetParts(table?.view.module).heroesHaveProperNames), { capital });
    },
    line: (event) => (this.table ? describeEvent(event, this.table.view, this.uiLang, new Map(), this.table.names) : ''),
  };

  protected override updated(changed: PropertyValues<this>): void {
    super.updated(changed);
    const table = this.table;
    if (!table) return;
    const seen = this.seenSeq;
    this.seenSeq = table.seq;
    if (seen === null || table.seq <= seen) return;
    const fresh = table.log.filter((e) => e.seq > seen).map((e) => e.event);
    const movement = fresh.some((e) => e.type === 'movement_rolled');
    const others = fresh.some((e) => (ROLLS.has(e.type) || ownEventDice(e) !== null) && ('dice' in e ? e.dice !== null : true));
    if (movement || others) this.roll(movement, others);
  }

  /** Tumbles the dice of the movement row and/or the other rows. */
  private roll(movement: boolean, others: boolean): void {
    this.settle();
    if (!this.motion?.enabled || typeof Element.prototype.animate !== 'function') return;
    const dice = [...this.renderRoot.querySelectorAll<HTMLElement>('.die')].filter((d) => (d.closest('.movement') ? movement : others));
    if (dice.length === 0) return;
    const batch = dice.map((d, i) => d.animate(TUMBLE, { duration: ROLL_MS, delay: i * 40, easing: 'ease-out', fill: 'backwards' }));
    this.rolling = batch;
    this.motion.started(this, () => this.settle());
    Promise.all(batch.map((a) => a.finished))
      .then(() => {
        if (this.rolling === batch) this.settle();
      })
      .catch(() => undefined);
  }

  /** Settles the tumbling dice on their faces at once. */
  private settle(): void {
    const rolling = this.rolling;
    this.rolling = [];
    for (const a of rolling) a.finish();
    this.motion?.ended(this);
  }

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const roll = table.view.turn?.roll ?? null;
    // the master rolls no movement: its tray shows a hero's roll when there is one, and the last rolls; under a
    // ruleset whose heroes move by their speed (no movement roll) there is no movement row at all
    const showMovement = table.view.ruleset.heroMovement !== null && (table.view.role === 'hero' || (roll !== null && roll.length > 0));
    return html`
      <h2>${this.t('dice')}</h2>
      ${
        showMovement
          ? html`<div class="row movement" data-roll=${roll ? roll.join(',') : ''}>
            <span class="label">${this.t('movement')}</span>
            ${
              roll
                ? html`${roll.map((v) => html`<span class="die" role="img" aria-label=${this.t('die', { n: v })} title=${v}>${pipDie(v)}</span>`)}
                  <span class="sum">= ${roll.reduce((a, b) => a + b, 0)}</span>`
                : html`<span class="muted">${this.t('noRoll')}</span>`
            }
          </div>`
          : nothing
      }
      ${this.renderRolls(table)}
    `;
  }

  /**
   * The ruleset's rows of the last roll under a line saying its round and who rolled ("Giro 5 · il barbaro"); a roll
   * of an earlier round is faded and says so, never shown as if current.
   */
  private renderRolls(table: NonNullable<QbDiceTray['table']>) {
    const rows = rulesetParts(table.view.module).diceRows(table, this.uiLang, this.naming);
    if (rows === nothing) return nothing;
    const extras = roomExtras();
    // the round comes with the room's extras, fetched once the board shows: until then the rows alone
    if (!extras)
      loadPart('extras').then(
        () => this.requestUpdate(),
        () => undefined,
      );
    else if (!this.rollStyled && this.renderRoot instanceof ShadowRoot) {
      this.rollStyled = true;
      addStyles(this.renderRoot, [extras.lastRollStyles]);
    }
    const last = extras?.lastRoll(table.log, table.view);
    if (!last) return rows;
    const who = last.unit ? this.naming.unit(last.unit, false) : '';
    const caption = last.round === null ? this.t('rollEarlier', { who }) : this.t('rollRound', { round: last.round, who });
    return html`<div class="last-roll ${last.earlier ? 'earlier' : ''}" data-round=${last.round ?? ''} data-seq=${last.seq}>
      <div class="round">${caption}${last.earlier ? html` <span class="past">${this.t('rollPast')}</span>` : nothing}</div>
      ${rows}
    </div>`;
  }
}

defineOnce('qb-dice-tray', QbDiceTray);

declare global {
  interface HTMLElementTagNameMap {
    'qb-dice-tray': QbDiceTray;
  }
}
