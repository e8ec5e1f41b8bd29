/**
 * The classic rules' parts of the interface (spec 000): body points, the four dice stats, poison and stun with
 * their turns, the combat dice of the last attack. The default for a ruleset module with no parts of its own.
 * @module
 */
import { css, nothing } from 'lit';
import { t } from '../../i18n.ts';
import type { RulesetParts } from '../parts.ts';
import { classicHeroStats, classicJoinStyles, classicProfileStats, classicStatusChips, classicUnitStats } from './card.ts';
import { classicDiceRows } from './dice.ts';

/** The classic rules' parts, under the key `classic`. */
export const classicParts: RulesetParts = {
  id: 'classic',
  heroesHaveProperNames: false,
  lifeLabel: (_unit, lang) => t(lang, 'body'),
  powerLines: () => [],
  eventLine: () => null,
  eventMotion: () => null,
  eventDice: () => null,
  hintClauses: () => [],
  hasRolls: (table) => table.lastAttack !== null,
  heroStats: classicHeroStats,
  unitStats: (unit, lang, _view, turn) => classicUnitStats(unit, lang, turn),
  statusChips: (unit, lang) => classicStatusChips(unit, lang),
  profileStats: (profile, _piece, lang) => classicProfileStats(profile, lang),
  heroActions: () => nothing,
  spellCost: () => null,
  diceRows: (table, lang) => classicDiceRows(table, lang),
  styles: { card: css``, dice: css``, join: classicJoinStyles, log: css`` },
};
