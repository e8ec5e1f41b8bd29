/**
 * The dice tray's rows for a d20 ruleset: each strike of the last action that rolled (the natural d20, the bonus, the
 * total against armour, hit, miss, critical or fumble, then the damage with its element's weak/resist feedback or
 * the fumble's cost) and its Freeze rolls (FROZEN, FROST RESIST, RESIST).
 * @module
 */
import { outcomePillStyles, sideRollStyles } from '../styles.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import { signedNumber } from '../../grammar.ts';
import { elementName, t, tn, type Lang } from '../../i18n.ts';
import type { RollNaming } from '../parts.ts';
import { d20Die } from './icons.ts';
import type { D20Rolls, Strike } from './words.ts';
import { d20Text } from './texts.ts';

function strikeRow(s: Strike, lang: Lang, naming: RollNaming): TemplateResult {
  const a = s.attack;
  const damage = s.damage;
  const element = damage?.element ?? a.element;
  return html`<div class="strike ${a.outcome}" data-attack=${`${a.attacker}>${a.target}`} data-natural=${a.natural} data-total=${a.total} data-outcome=${a.outcome}>
    <div class="who">
      <span>${naming.unit(a.attacker, true)} → ${naming.unit(a.target, false)}</span>
      <span class="outcome ${a.outcome}">${d20Text(lang, `outcome_${a.outcome}`)}</span>
    </div>
    <div class="row">
      <span class="die d20" role="img" aria-label=${d20Text(lang, 'd20Die', { n: a.natural })} title=${d20Text(lang, 'd20Die', { n: a.natural })}>${d20Die(a.natural)}</span>
      <span class="bonus">${signedNumber(a.bonus)}</span>
      <span class="sum">= ${a.total}</span>
      <span class="vs">${d20Text(lang, 'vsArmour', { n: a.armour })}</span>
    </div>
    ${
      damage || a.backstab
        ? html`<div class="hurt">
          ${damage ? html`<span class="damage ${damage.amount === 0 ? 'none' : ''}" data-damage=${damage.amount}>${tn(lang, 'damage', damage.amount)}</span>` : nothing}
          ${
            damage?.feedback
              ? html`<span class="feedback ${damage.feedback}" data-feedback=${damage.feedback}>${d20Text(lang, `feedback_${damage.feedback}`, { element: elementName(element ?? '', lang) })}</span>`
              : damage && element
                ? html`<span class="feedback" data-element=${element}>${elementName(element, lang)}</span>`
                : nothing
          }
          ${a.backstab ? html`<span class="feedback backstab">${d20Text(lang, 'backstab')}</span>` : nothing}
        </div>`
        : nothing
    }
    ${s.fumble ? html`<div class="feedback fumble" data-fumble=${s.fumble.kind}>${naming.line(s.fumble)}</div>` : nothing}
  </div>`;
}

/** The rows of the last d20 rolls: one block per strike, one line per Freeze roll. */
export function d20RollRows(rolls: D20Rolls, lang: Lang, naming: RollNaming): TemplateResult {
  return html`<div class="d20-rolls" data-seq=${rolls.seq}>
    ${rolls.strikes.map((s) => strikeRow(s, lang, naming))}
    ${rolls.freezes.map(
      (f) => html`<div class="side-roll freeze ${f.outcome}" data-unit=${f.unit} data-outcome=${f.outcome}>
        <span class="kind">${t(lang, 'freeze')}</span>
        <span>${naming.unit(f.unit, true)}:</span>
        <b class="verdict">${d20Text(lang, `freeze_${f.outcome}`)}</b>
        <span class="detail">${d20Text(lang, 'freezeRoll', { roll: f.roll, chance: f.chance })}</span>
      </div>`,
    )}
  </div>`;
}

/** Styles of the d20 rows (inside the dice tray, next to its own `.row`, `.who` and `.damage`). */
export const d20DiceStyles = css`
  .strike + .strike,
  .strike + .freeze,
  .movement + .d20-rolls {
    margin-top: 0.4rem;
  }
  .strike .row {
    gap: 0.35rem;
    min-height: 1.7rem;
    font-size: 0.85rem;
  }
  .strike .who {
    margin-bottom: 0;
  }
  .die.d20 svg {
    width: 1.7rem;
    height: 1.7rem;
  }
  .strike .sum {
    margin-left: 0;
  }
  .bonus,
  .vs {
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  ${outcomePillStyles}
  ${sideRollStyles}
  .outcome.hit {
    color: #ff9d8c;
  }
  .outcome.critical {
    color: #f3c75a;
  }
  .outcome.miss {
    color: var(--_muted);
  }
  .outcome.fumble {
    color: #c9a2ff;
  }
  .hurt {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.45rem;
    font-size: 0.8rem;
  }
  .hurt .damage {
    margin-left: 0;
  }
  .hurt > * + *::before {
    content: '·';
    margin-right: 0.45rem;
    color: var(--_muted);
  }
  .feedback {
    font-size: 0.76rem;
    color: var(--_muted);
  }
  .feedback.weak {
    color: #ffb86b;
  }
  .feedback.resist {
    color: #9cc4ff;
  }
  .feedback.backstab,
  .feedback.fumble {
    color: #c9a2ff;
  }
  .freeze .kind {
    color: #6fb9e8;
  }
  .freeze .verdict {
    color: #9fd8ff;
    letter-spacing: 0.04em;
  }
  .freeze.RESIST .verdict,
  .freeze.FROST_RESIST .verdict {
    color: var(--_muted);
  }
`;
