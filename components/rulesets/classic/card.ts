/**
 * A piece's numbers under the classic rules as its cards show them: body points, movement, attack and defence
 * dice and mind, each with its active changes; poison and stun as chips with the turns they last; a free hero's
 * four numbers in the join panel.
 * @module
 */
import { css, html, type TemplateResult } from 'lit';
import type { TurnState, Unit } from '../../../engine/index.ts';
import type { HeroProfile } from '../../api.ts';
import { t, tn, type Lang } from '../../i18n.ts';
import { statValue } from '../../parts/stat-value.ts';
import type { HeroStatsInput } from '../parts.ts';

/** The hero card's four cells: body points, then mind, attack and defence with their changes (the profile's before the game). */
export function classicHeroStats({ unit, hero, lang }: HeroStatsInput): TemplateResult {
  return html`<dl>
    <div><dt>${t(lang, 'body')}</dt><dd data-stat="body">${hero.body}/${hero.maxBody}</dd></div>
    <div><dt>${t(lang, 'mind')}</dt><dd data-stat="mind">${unit ? statValue(unit, 'mind', lang) : hero.mind}</dd></div>
    <div><dt>${t(lang, 'attack')}</dt><dd data-stat="attack">${unit ? statValue(unit, 'att', lang) : hero.attack}</dd></div>
    <div><dt>${t(lang, 'defence')}</dt><dd data-stat="defence">${unit ? statValue(unit, 'def', lang) : hero.defence}</dd></div>
  </dl>`;
}

/**
 * A piece's card cells: body points, movement, attack, defence and mind, with their changes. A hero rolls for its
 * movement (its `move` is only a bonus to the roll): on its turn, once rolled, the cell shows the steps left (what the
 * turn bar's "Steps left" says); otherwise a dash titled "rolled each turn", never a 0 it does not move by.
 */
export function classicUnitStats(u: Unit, lang: Lang, turn: TurnState | null = null): TemplateResult {
  return html`<dl class="stats">
    <div><dt>${t(lang, 'body')}</dt><dd data-stat="body">${u.body}/${u.maxBody}</dd></div>
    <div><dt>${t(lang, 'move')}</dt><dd data-stat="move">${movement(u, lang, turn)}</dd></div>
    <div><dt>${t(lang, 'attack')}</dt><dd>${statValue(u, 'att', lang)}</dd></div>
    <div><dt>${t(lang, 'defence')}</dt><dd>${statValue(u, 'def', lang)}</dd></div>
    <div><dt>${t(lang, 'mind')}</dt><dd>${statValue(u, 'mind', lang)}</dd></div>
  </dl>`;
}

/** The movement cell of a piece (see {@link classicUnitStats}). */
function movement(u: Unit, lang: Lang, turn: TurnState | null): TemplateResult {
  if (u.side !== 'heroes' || u.npc) return statValue(u, 'move', lang);
  if (turn?.seat === u.id && turn.roll) return html`${turn.stepsLeft}`;
  return html`<span title=${t(lang, 'moveRolled')}>—</span>`;
}

/** Poison ("Veleno −1 · 2 turni") and stun chips, with the turns they last. */
export function classicStatusChips(unit: Unit, lang: Lang): TemplateResult[] {
  return unit.statuses.map((s) => {
    const turns = tn(lang, 'turns', s.rounds);
    return s.status === 'poison'
      ? html`<li class="chip poison" data-status="poison">${t(lang, 'poisonChip', { amount: s.amount, turns })}</li>`
      : html`<li class="chip stun" data-status="stun">${t(lang, 'stunChip', { turns })}</li>`;
  });
}

/** A free hero's four numbers in the join panel. */
export function classicProfileStats(p: HeroProfile, lang: Lang): TemplateResult {
  return html`<div class="stats">
    <span>${t(lang, 'body')} <b>${p.body}</b></span><span>${t(lang, 'mind')} <b>${p.mind}</b></span>
    <span>${t(lang, 'attack')} <b>${p.attack}</b></span><span>${t(lang, 'defence')} <b>${p.defence}</b></span>
  </div>`;
}

/** Styles of a free hero's numbers in the join panel (one muted line). */
export const classicJoinStyles = css`
  .stats {
    display: flex;
    gap: 0.6rem;
    font-size: 0.78rem;
    color: var(--_muted);
    font-variant-numeric: tabular-nums;
  }
  .stats b {
    color: var(--_fg);
  }
`;
