/**
 * `<qb-dice-tray>`: the movement dice of the current turn and the combat dice of the last attack; under a d20
 * ruleset, the d20 strikes and Freeze rolls of the last action that rolled them.
 * @module
 */
import { css, html, nothing } from 'lit';
import { lastD20Rolls } from '../d20.ts';
import { defineOnce } from '../define.ts';
import { hasProperName, nameInSentence, withArticle } from '../grammar.ts';
import { pick, tn } from '../i18n.ts';
import { describeEvent } from '../log-lines.ts';
import { d20DiceStyles, d20RollRows, type D20Naming } from './d20-dice.ts';
import { combatFace, pipDie } from './icons.ts';
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
    d20DiceStyles,
  ];

  /** How the d20 rows name units (by the names seen so far, for one that has left the view) and fumbles. */
  private readonly naming: D20Naming = {
    unit: (id, capital) => {
      const table = this.table;
      const u = this.unit(id);
      const name = pick(u?.name ?? table?.names.units.get(id), this.uiLang) || id;
      return nameInSentence(this.uiLang, name, hasProperName(u), { capital });
    },
    fumble: (event) => (this.table ? describeEvent(event, this.table.view, this.uiLang, new Map(), this.table.names) : ''),
  };

  override render() {
    const table = this.table;
    if (!table) return nothing;
    const roll = table.view.turn?.roll ?? null;
    const attack = table.lastAttack;
    const d20 = lastD20Rolls(table.log);
    // the master rolls no movement: its tray shows a hero's roll when there is one, and the last attack
    const showMovement = table.view.role === 'hero' || roll !== null;
    const faceName = (f: string) => this.t(f === 'skull' ? 'face_skull' : f === 'black_shield' ? 'face_black_shield' : 'face_white_shield');
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
      ${attack
        ? html`<div class="combat" data-attack=${`${attack.attacker}>${attack.target}`}>
            <div class="who">
              <span>${withArticle(this.uiLang, pick(this.unit(attack.attacker)?.name, this.uiLang) || attack.attacker, { capital: true })} → ${withArticle(this.uiLang, pick(this.unit(attack.target)?.name, this.uiLang) || attack.target)}</span>
              <span class="damage ${attack.damage === 0 ? 'none' : ''}">${tn(this.uiLang, 'damage', attack.damage)}</span>
            </div>
            <div class="row">
              <span class="label">${this.t('attackDice')}</span>
              ${attack.attackDice.map((f) => html`<span class="die face" data-face=${f} role="img" aria-label=${faceName(f)} title=${faceName(f)}>${combatFace(f)}</span>`)}
            </div>
            <div class="row">
              <span class="label">${this.t('defenceDice')}</span>
              ${attack.defenceDice.map((f) => html`<span class="die face" data-face=${f} role="img" aria-label=${faceName(f)} title=${faceName(f)}>${combatFace(f)}</span>`)}
            </div>
          </div>`
        : nothing}
      ${d20 ? d20RollRows(d20, this.uiLang, this.naming) : nothing}
    `;
  }
}

defineOnce('qb-dice-tray', QbDiceTray);

declare global {
  interface HTMLElementTagNameMap {
    'qb-dice-tray': QbDiceTray;
  }
}
