/**
 * The dice tray's rows under the classic rules: the combat dice of the last attack (who struck whom, the damage, the
 * attack dice and the defence dice, each face by name).
 * @module
 */
import { html, nothing, type TemplateResult } from 'lit';
import type { CombatFace } from '../../../content/schemas/index.ts';
import type { TableState } from '../../context.ts';
import { withArticle } from '../../grammar.ts';
import { pick, t, tn, type Lang } from '../../i18n.ts';
import { combatFace } from '../../parts/icons.ts';
import { faceName } from '../../texts.ts';

/** The rows of the last attack's combat dice, or `nothing` before any attack. */
export function classicDiceRows(table: Pick<TableState, 'lastAttack' | 'view'>, lang: Lang): TemplateResult | typeof nothing {
  const attack = table.lastAttack;
  if (!attack) return nothing;
  const name = (id: string) => pick(table.view.units.find((u) => u.id === id)?.name, lang) || id;
  const face = (f: CombatFace) =>
    html`<span class="die face" data-face=${f} role="img" aria-label=${faceName(f, lang)} title=${faceName(f, lang)}>${combatFace(f)}</span>`;
  return html`<div class="combat" data-attack=${`${attack.attacker}>${attack.target}`}>
    <div class="who">
      <span>${withArticle(lang, name(attack.attacker), { capital: true })} → ${withArticle(lang, name(attack.target))}</span>
      <span class="damage ${attack.damage === 0 ? 'none' : ''}">${tn(lang, 'damage', attack.damage)}</span>
    </div>
    <div class="row">
      <span class="label">${t(lang, 'attackDice')}</span>
      ${attack.attackDice.map(face)}
    </div>
    <div class="row">
      <span class="label">${t(lang, 'defenceDice')}</span>
      ${attack.defenceDice.map(face)}
    </div>
  </div>`;
}
