/**
 * Pieces of a unit's card shared by the hero card, the master's panel and the card a piece shows on the board:
 * its active effects as chips ("Attacco +2 (turno)", "Veleno −1 · 2 turni"), its stats with the changes applied
 * (under a d20 ruleset its hit points, armour, attack, damage, initiative and elements), and a creature's powers
 * in words.
 * @module
 */
import { css, html, nothing, type TemplateResult } from 'lit';
import type { StatName, Unit, View } from '../../engine/index.ts';
import { d20PowerLines, isD20Unit, isHelpful, statusLabel } from '../d20.ts';
import { elementName, pick, t, tn, type Lang, type MessageKey } from '../i18n.ts';
import { d20StatList, d20Styles, elementLines, unitNumbers } from './d20-card.ts';

/** The label of each stat on a card. */
const STAT_LABEL: Record<StatName, MessageKey> = { att: 'attack', def: 'defence', move: 'move', mind: 'mind' };

/** The base value of a stat as the card shows it (a hero's `move` is a bonus to its roll). */
function base(unit: Unit, stat: StatName): number {
  return stat === 'att' ? unit.attack : stat === 'def' ? unit.defence : stat === 'move' ? unit.move : unit.mind;
}

/** The sum of a unit's active changes to a stat. */
export function modDelta(unit: Pick<Unit, 'mods'>, stat: StatName): number {
  return unit.mods.reduce((sum, m) => (m.stat === stat ? sum + m.delta : sum), 0);
}

/** A stat with its changes, never below 0 (as the engine counts it). */
export function effectiveStat(unit: Unit, stat: StatName): number {
  return Math.max(0, base(unit, stat) + modDelta(unit, stat));
}

/** "+2", "−1". */
export function signed(n: number): string {
  return n > 0 ? `+${n}` : `−${-n}`;
}

/** One stat value of a card: the effective number, tinted and annotated when a change is active. */
export function statValue(unit: Unit, stat: StatName, lang: Lang): TemplateResult {
  const delta = modDelta(unit, stat);
  if (delta === 0) return html`${base(unit, stat)}`;
  const title = `${t(lang, STAT_LABEL[stat])} ${base(unit, stat)} ${signed(delta)}`;
  return html`<span class=${delta > 0 ? 'up' : 'down'} title=${title}>${effectiveStat(unit, stat)}</span>`;
}

/** The chips of a unit's statuses (under a d20 ruleset by their names and sizes), stat changes and sleep. */
export function effectChips(unit: Unit, lang: Lang): TemplateResult | typeof nothing {
  const chips: TemplateResult[] = [];
  for (const s of unit.statuses) {
    if (unit.d20) {
      // a d20 status lasts until its own rule ends it: its name and size, green when it helps
      const cls = s.status === 'poison' ? 'poison' : s.status === 'freeze' ? 'frozen' : isHelpful(s.status) ? 'up' : 'down';
      chips.push(html`<li class="chip ${cls}" data-status=${s.status}>${statusLabel(s.status, s.amount, lang)}</li>`);
      continue;
    }
    const turns = tn(lang, 'turns', s.rounds);
    chips.push(
      s.status === 'poison'
        ? html`<li class="chip poison" data-status="poison">${t(lang, 'poisonChip', { amount: s.amount, turns })}</li>`
        : html`<li class="chip stun" data-status="stun">${t(lang, 'stunChip', { turns })}</li>`,
    );
  }
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

/** A piece's powers in words: its abilities, and under a d20 ruleset what its d20 numbers make it do. */
export function powerLines(unit: Unit, lang: Lang, catalog: View['catalog']): string[] {
  return [...abilityLines(unit, lang, catalog), ...(isD20Unit(unit) ? d20PowerLines(unit, lang) : [])];
}

/**
 * The body of a piece's card: its stats with their changes (under a d20 ruleset its d20 numbers and elements), its
 * active effects, and its powers: a creature's always (or "no special powers"), a hero's when it has any (a d20
 * hero's own action and ward).
 */
export function unitCardBody(u: Unit, view: View, lang: Lang): TemplateResult {
  const powers = powerLines(u, lang, view.catalog);
  return html`${isD20Unit(u)
      ? html`${d20StatList(unitNumbers(u), lang, 'stats')}${elementLines(u, lang)}`
      : html`<dl class="stats">
          <div><dt>${t(lang, 'body')}</dt><dd data-stat="body">${u.body}/${u.maxBody}</dd></div>
          <div><dt>${t(lang, 'move')}</dt><dd>${statValue(u, 'move', lang)}</dd></div>
          <div><dt>${t(lang, 'attack')}</dt><dd>${statValue(u, 'att', lang)}</dd></div>
          <div><dt>${t(lang, 'defence')}</dt><dd>${statValue(u, 'def', lang)}</dd></div>
          <div><dt>${t(lang, 'mind')}</dt><dd>${statValue(u, 'mind', lang)}</dd></div>
        </dl>`}
    ${effectChips(u, lang)}
    ${u.side === 'master' || powers.length > 0
      ? html`<ul class="powers" aria-label=${t(lang, 'powers')}>
          ${powers.length > 0 ? powers.map((p) => html`<li>${p}</li>`) : html`<li class="none">${t(lang, 'noPowers')}</li>`}
        </ul>`
      : nothing}`;
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
