/**
 * The dice tray's rows under the `rules` module: each strike of the last action that rolled — the check dice (and
 * whether they leaned to advantage or disadvantage), the bonus, the total against the target's defence stat, hit,
 * miss, critical or fumble, the target's cover ("copertura: +2"), then the damage with its damage type and a weakness or resistance it met — and each
 * saving throw (its total against the difficulty, made or failed).
 * @module
 */
import { outcomePillStyles, sideRollStyles } from '../styles.ts';
import { css, html, nothing, type TemplateResult } from 'lit';
import { signedNumber } from '../../grammar.ts';
import { t, tn, type Lang } from '../../i18n.ts';
import { pipDie } from '../../parts/icons.ts';
import type { ModuleView, RollNaming } from '../parts.ts';
import { ruleName, rulesViewOf, statName, type RulesRoll, type RulesRolls } from './words.ts';
import { rulesText } from './texts.ts';

/** The faces of the check dice (`2d6` → 6), or null when the notation names none. */
function checkSides(checkDice: string | undefined): number | null {
  const m = /d(\d+)/i.exec(checkDice ?? '');
  return m ? Number(m[1]) : null;
}

/** One die of a check: a pip face for a six-sided die, else its number in a box. */
function die(value: number, sides: number | null, lang: Lang): TemplateResult {
  const label = t(lang, 'die', { n: value });
  return sides === 6 && value >= 1 && value <= 6
    ? html`<span class="die" role="img" aria-label=${label} title=${label} data-value=${value}>${pipDie(value)}</span>`
    : html`<span class="die number" role="img" aria-label=${label} title=${label} data-value=${value}>${value}</span>`;
}

function strikeRow(roll: Extract<RulesRoll, { kind: 'strike' }>, moduleView: ModuleView, lang: Lang, naming: RollNaming): TemplateResult {
  const a = roll.attack;
  const rv = rulesViewOf(moduleView);
  const sides = checkSides(rv?.checkDice);
  const type = a.damageType ? ruleName(rv, 'damageTypes', a.damageType, lang) : '';
  const hit = a.outcome === 'hit' || a.outcome === 'critical';
  return html`<div
    class="check ${a.outcome}"
    data-attack=${`${a.attacker}>${a.target}`}
    data-dice=${a.dice.join(',')}
    data-natural=${a.natural}
    data-bonus=${a.bonus}
    data-total=${a.total}
    data-defence=${a.defence}
    data-outcome=${a.outcome}
    data-lean=${a.lean}
  >
    <div class="who">
      <span>${naming.unit(a.attacker, true)} → ${naming.unit(a.target, false)}</span>
      <span class="outcome ${a.outcome}">${rulesText(lang, `outcome_${a.outcome}`)}</span>
    </div>
    <div class="row">
      ${a.dice.map((v) => die(v, sides, lang))}
      ${a.dice.length > 1 && a.natural !== a.dice.reduce((s, v) => s + v, 0) ? html`<span class="natural" data-natural=${a.natural}>${rulesText(lang, 'rulesKept', { n: a.natural })}</span>` : nothing}
      ${a.lean !== 'normal' ? html`<span class="lean ${a.lean}">${rulesText(lang, a.lean === 'advantage' ? 'rulesAdvantage' : 'rulesDisadvantage')}</span>` : nothing}
      <span class="bonus" title=${rulesText(lang, 'rulesBonusTitle')}>${signedNumber(a.bonus)}</span>
      <span class="sum">= ${a.total}</span>
      <span class="vs" data-defence-stat=${a.defenceStat}>${rulesText(lang, 'rulesVs', { stat: statName(rv, a.defenceStat, lang), n: a.defence })}</span>
      ${a.cover ? html`<span class="cover" data-cover=${a.cover.id}>${rulesText(lang, 'rulesCover', { bonus: signedNumber(a.cover.bonus) })}</span>` : nothing}
    </div>
    ${
      hit
        ? html`<div class="hurt">
          <span class="damage ${a.damage === 0 ? 'none' : ''}" data-damage=${a.damage}>${tn(lang, 'damage', a.damage)}</span>
          ${
            roll.feedback
              ? html`<span class="feedback ${roll.feedback}" data-feedback=${roll.feedback}>${rulesText(lang, `feedback_${roll.feedback}`, { element: type })}</span>`
              : type
                ? html`<span class="feedback" data-damage-type=${a.damageType ?? nothing}>${type}</span>`
                : nothing
          }
        </div>`
        : nothing
    }
  </div>`;
}

function saveRow(roll: Extract<RulesRoll, { kind: 'save' }>, lang: Lang, naming: RollNaming): TemplateResult {
  const s = roll.save;
  return html`<div class="side-roll save ${s.success ? 'made' : 'failed'}" data-unit=${s.unit} data-save=${s.save} data-total=${s.total} data-difficulty=${s.difficulty}>
    <span class="kind">${rulesText(lang, 'rulesSave')}</span>
    <span>${naming.unit(s.unit, true)}:</span>
    <span class="detail">${rulesText(lang, 'rulesSaveRoll', { total: s.total, difficulty: s.difficulty })}</span>
    <b class="verdict">${rulesText(lang, s.success ? 'rulesSaveMade' : 'rulesSaveFailed')}</b>
  </div>`;
}

/** The rows of the last checks: one block per strike, one line per saving throw. */
export function rulesRollRows(rolls: RulesRolls, moduleView: ModuleView, lang: Lang, naming: RollNaming): TemplateResult {
  return html`<div class="rules-rolls" data-seq=${rolls.seq}>
    ${rolls.rolls.map((r) => (r.kind === 'strike' ? strikeRow(r, moduleView, lang, naming) : saveRow(r, lang, naming)))}
  </div>`;
}

/** Styles of the `rules` rows (inside the dice tray, next to its own `.row`, `.who` and `.damage`). */
export const rulesDiceStyles = css`
  .check + .check,
  .check + .save,
  .save + .check {
    margin-top: 0.4rem;
  }
  .check .row {
    gap: 0.35rem;
    min-height: 1.7rem;
    font-size: 0.85rem;
  }
  .check .who {
    margin-bottom: 0;
  }
  .check .sum {
    margin-left: 0;
  }
  .die.number {
    min-width: 1.5rem;
    height: 1.5rem;
    line-height: 1.5rem;
    text-align: center;
    border-radius: 0.3rem;
    background: #ece6da;
    color: #222;
    font-weight: 800;
    font-variant-numeric: tabular-nums;
  }
  .check .bonus,
  .check .vs,
  .check .natural {
    font-variant-numeric: tabular-nums;
    color: var(--_muted);
  }
  .lean {
    font-size: 0.66rem;
    font-weight: 800;
    text-transform: uppercase;
    letter-spacing: 0.05em;
  }
  .lean.advantage {
    color: #7fe3d3;
  }
  .lean.disadvantage {
    color: #ff9d8c;
  }
  ${outcomePillStyles}
  ${sideRollStyles}
  .check .outcome.hit {
    color: #ff9d8c;
  }
  .check .outcome.critical {
    color: #f3c75a;
  }
  .check .outcome.miss {
    color: var(--_muted);
  }
  .check .outcome.fumble {
    color: #c9a2ff;
  }
  .check .hurt {
    display: flex;
    flex-wrap: wrap;
    align-items: baseline;
    gap: 0 0.45rem;
    font-size: 0.8rem;
  }
  .check .hurt .damage {
    margin-left: 0;
  }
  .check .hurt > * + *::before {
    content: '·';
    margin-right: 0.45rem;
    color: var(--_muted);
  }
  .check .feedback {
    font-size: 0.76rem;
    color: var(--_muted);
  }
  .check .feedback.weak {
    color: #ffb86b;
  }
  .check .feedback.resist {
    color: #9cc4ff;
  }
  .save .kind {
    color: #c9a2ff;
  }
  .save.made .verdict {
    color: #7fe3d3;
  }
  .save.failed .verdict {
    color: #ff9d8c;
  }
`;
