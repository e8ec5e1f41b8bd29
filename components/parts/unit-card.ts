/**
 * Pieces of a unit's card shared by the hero card, the master's panel and the card a piece shows on the board:
 * its active effects as chips ("Attacco +2 (turno)", "Veleno −1 · 2 turni"), its stats with the changes applied,
 * and a creature's powers in words. The stats, the status chips and the powers beyond the creature abilities are
 * the ruleset's (`RulesetParts`, picked by the view's `module`): the classic dice stats, a d20 ruleset's hit points,
 * armour, attack, damage, initiative and elements.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { Unit, View } from '../../engine/index.ts';
import { elementName, pick, t, tn, type Lang } from '../i18n.ts';
import type { ModuleView, RulesetParts } from '../rulesets/parts.ts';
import { rulesetParts } from '../rulesets/registry.ts';
import { signed, STAT_LABEL } from './stat-value.ts';

/** The chips of a unit's statuses (as its ruleset words them), stat changes and sleep. */
export function effectChips(unit: Unit, lang: Lang, parts: RulesetParts, moduleView: ModuleView): TemplateResult | typeof nothing {
  const chips: TemplateResult[] = [...parts.statusChips(unit, lang, moduleView)];
  for (const m of unit.mods) {
    const text = t(lang, 'modChip', { stat: t(lang, STAT_LABEL[m.stat]), delta: signed(m.delta), duration: t(lang, `duration_${m.duration}`) });
    const title = m.duration === 'turn' && !m.armed ? t(lang, 'pendingMod') : '';
    chips.push(html`<li class="chip ${m.delta > 0 ? 'up' : 'down'}" data-mod=${`${m.stat}${signed(m.delta)}`} title=${title || nothing}>${text}</li>`);
  }
  if (unit.dormant) chips.push(html`<li class="chip dormant" data-status="dormant">${t(lang, 'dormantChip')}</li>`);
  if (chips.length === 0) return nothing;
  return html`<ul class="chips" aria-label=${t(lang, 'activeEffects')}>${chips}</ul>`;
}

/** A creature's powers in words, in the reader's language. */
export function abilityLines(unit: Unit, lang: Lang, catalog: View['catalog']): string[] {
  return unit.abilities.map((a) => {
    switch (a.type) {
      case 'ranged':
        return t(lang, 'ab_ranged', { n: a.range });
      case 'regen':
        return tn(lang, 'ab_regen', a.amount);
      case 'immune': {
        const list = a.to.map((id) => {
          const spell = catalog.spells.find((s) => s.id === id);
          return spell ? pick(spell.name, lang) : elementName(id, lang);
        });
        return t(lang, 'ab_immune', { list: list.join(', ') });
      }
      case 'dormant':
        return t(lang, unit.dormant ? 'ab_dormant' : 'ab_awake');
      case 'fly':
        return t(lang, 'ab_fly');
      case 'custom':
        return pick(a.text, lang);
    }
  });
}

/** A piece's powers in words: its abilities, and what its ruleset's numbers make it do (d20: strikes, on-hit statuses...). */
export function powerLines(unit: Unit, lang: Lang, view: Pick<View, 'catalog' | 'rules'>, parts: RulesetParts): string[] {
  return [...abilityLines(unit, lang, view.catalog), ...parts.powerLines(unit, lang, view.rules)];
}

/**
 * The body of a piece's card: its stats with their changes (its ruleset's cells, by the view's `module`), its
 * active effects, and its powers: a creature's always (or "no special powers"), a hero's when it has any (a d20
 * hero's own action and ward).
 */
export function unitCardBody(u: Unit, view: View, lang: Lang): TemplateResult {
  const parts = rulesetParts(view.module);
  const powers = powerLines(u, lang, view, parts);
  return html`${parts.unitStats(u, lang, view.rules, view.turn)}
    ${effectChips(u, lang, parts, view.rules)}
    ${
      u.side === 'master' || powers.length > 0
        ? html`<ul class="powers" aria-label=${t(lang, 'powers')}>
          ${powers.length > 0 ? powers.map((p) => html`<li>${p}</li>`) : html`<li class="none">${t(lang, 'noPowers')}</li>`}
        </ul>`
        : nothing
    }`;
}

/** Styles of a piece's card body ({@link unitCardBody}): its stat cells, chips, element lines and powers. */
export const unitCardStyles = css`
  .stats {
    display: grid;
    grid-template-columns: repeat(5, 1fr);
    gap: 0.25rem;
    margin: 0.5rem 0 0;
    text-align: center;
  }
  .stats dt {
    font-size: 0.6rem;
    text-transform: uppercase;
    letter-spacing: 0.04em;
    color: var(--_muted);
  }
  .stats dd {
    margin: 0;
    font-weight: 700;
    font-variant-numeric: tabular-nums;
  }
  .powers {
    list-style: none;
    margin: 0.55rem 0 0;
    padding: 0;
    display: grid;
    gap: 0.25rem;
    font-size: 0.8rem;
    line-height: 1.3;
  }
  .powers li {
    padding-left: 0.9rem;
    position: relative;
  }
  .powers li::before {
    content: '';
    position: absolute;
    left: 0.15rem;
    top: 0.42em;
    width: 0.38rem;
    height: 0.38rem;
    transform: rotate(45deg);
    background: var(--_accent);
  }
  .powers .none {
    color: var(--_muted);
    padding-left: 0;
  }
  .powers .none::before {
    display: none;
  }
`;

/** Styles of the chips and tinted stats. */
export const chipStyles = css`
  .chips {
    list-style: none;
    margin: 0.5rem 0 0;
    padding: 0;
    display: flex;
    flex-wrap: wrap;
    gap: 0.3rem;
  }
  .chip {
    font-size: 0.75rem;
    font-weight: 600;
    padding: 0.15rem 0.5rem;
    border-radius: 999px;
    border: 1px solid transparent;
    white-space: nowrap;
  }
  .chip.up {
    background: color-mix(in srgb, #1f9a8a 22%, transparent);
    border-color: color-mix(in srgb, #1f9a8a 70%, transparent);
    color: #9de8dc;
  }
  .chip.down {
    background: color-mix(in srgb, #c8402f 22%, transparent);
    border-color: color-mix(in srgb, #c8402f 70%, transparent);
    color: #ffb3a6;
  }
  .chip.poison {
    background: color-mix(in srgb, #3f9e45 24%, transparent);
    border-color: color-mix(in srgb, #3f9e45 75%, transparent);
    color: #b4f0b0;
  }
  .chip.stun {
    background: color-mix(in srgb, #f0c23b 20%, transparent);
    border-color: color-mix(in srgb, #f0c23b 70%, transparent);
    color: #ffe39a;
  }
  .chip.frozen {
    background: color-mix(in srgb, #6fb9e8 24%, transparent);
    border-color: color-mix(in srgb, #6fb9e8 75%, transparent);
    color: #d4eeff;
  }
  .chip.dormant {
    background: color-mix(in srgb, #4b63c9 25%, transparent);
    border-color: color-mix(in srgb, #4b63c9 75%, transparent);
    color: #c4cfff;
  }
  .up {
    color: #7fe3d3;
  }
  .down {
    color: #ff9d8c;
  }
`;
