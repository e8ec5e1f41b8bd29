/**
 * A piece's core stats (attack and defence dice, movement, mind) with their active changes (`mods`, from effects
 * such as "+2 attack this turn"), as numbers and as a card's cell: shared by the cards of every ruleset and the
 * chips of the changes.
 * @module
 */
import { html, type TemplateResult } from 'lit';
import type { StatName, Unit } from '../../engine/index.ts';
import { t, type Lang, type MessageKey } from '../i18n.ts';

/** The label of each stat on a card. */
export const STAT_LABEL: Record<StatName, MessageKey> = { att: 'attack', def: 'defence', move: 'move', mind: 'mind' };

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
