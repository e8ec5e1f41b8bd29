/**
 * `<qb-dice-tray>`: the movement dice of the current turn (when heroes roll to move), then the ruleset's rows for the
 * last rolls (by the view's `module`: the classic rules' combat dice of the last attack; a d20 ruleset's strikes and
 * Freeze rolls of the last action that rolled them; a `rules` ruleset's check dice, bonus and total against the
 * defence stat, and its saving throws).
 * @module
 */
import { css, html, nothing } from 'lit';
import { defineOnce } from '../define.ts';
import { hasProperName, nameInSentence } from '../grammar.ts';
import { pick } from '../i18n.ts';
import { describeEvent } from '../log-lines.ts';
import type { RollNaming } from '../rulesets/parts.ts';
import { rulesetParts, rulesetStyles } from '../rulesets/registry.ts';
import { pipDie } from './icons.ts';
import { controls, theme } from './styles.ts';
import { TablePart } from './table-part.ts';

/** The dice tray. */
export class QbDiceTray extends TablePart {
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
    ...rulesetStyles('dice'),
  ];

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

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const roll = table.view.turn?.roll ?? null;
    // the master rolls no movement: its tray shows a hero's roll when there is one, and the last rolls; under a
    // ruleset whose heroes move by their speed (no movement roll) there is no movement row at all
    const showMovement = table.view.ruleset.heroMovement !== null && (table.view.role === 'hero' || (roll !== null && roll.length > 0));
    return html`
      <h2>${this.t('dice')}</h2>
      ${showMovement
        ? html`<div class="row movement" data-roll=${roll ? roll.join(',') : ''}>
            <span class="label">${this.t('movement')}</span>
            ${roll
              ? html`${roll.map((v) => html`<span class="die" role="img" aria-label=${this.t('die', { n: v })} title=${v}>${pipDie(v)}</span>`)}
                  <span class="sum">= ${roll.reduce((a, b) => a + b, 0)}</span>`
              : html`<span class="muted">${this.t('noRoll')}</span>`}
          </div>`
        : nothing}
      ${rulesetParts(table.view.module).diceRows(table, this.uiLang, this.naming)}
    `;
  }
}

defineOnce('qb-dice-tray', QbDiceTray);

declare global {
  interface HTMLElementTagNameMap {
    'qb-dice-tray': QbDiceTray;
  }
}
