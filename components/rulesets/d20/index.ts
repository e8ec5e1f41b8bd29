/**
 * The d20 rulesets' parts of the interface (spec 003; docs/rulesets.md "Forsaken Woods"), under the key `d20`:
 * hit points, armour, attack bonus, damage, initiative, mana or stamina and elements on the cards, statuses by name
 * and size, Defend and the hero's own action, spells' mana costs, the strikes' d20 and Freeze rolls in the dice
 * tray, the Defend clause of the hint, the heroes' proper names and the chronicle's lines of the d20 events.
 * @module
 */
import { css, nothing } from 'lit';
import { t } from '../../i18n.ts';
import type { RulesetParts } from '../parts.ts';
import { d20HeroActions } from './actions.ts';
import { d20HeroStats, d20JoinStyles, d20ProfileStats, d20SpellCost, d20StatusChips, d20Styles, d20UnitStats } from './card.ts';
import { d20DiceStyles, d20RollRows } from './dice.ts';
import { D20, d20EventLine, d20HintClauses, d20PowerLines, isD20Unit, lastD20Rolls } from './words.ts';
import { d20Text } from './texts.ts';

/** The chronicle's tints of the d20 lines: a strike as an attack, a Freeze roll and a thaw in frost blue. */
const d20LogStyles = css`
  li.d20_attack {
    color: color-mix(in srgb, var(--_danger) 55%, var(--_fg));
  }
  li.freeze_roll,
  li.thawed {
    color: #9fd8ff;
  }
`;

/** The d20 rulesets' parts. */
export const d20Parts: RulesetParts = {
  id: D20,
  heroesHaveProperNames: true,
  // hit points for a piece with d20 numbers, and for a hero's piece before the game; a mission's NPC has body points
  lifeLabel: (unit, lang, _moduleView, piece) => (isD20Unit(unit) || (!unit && piece) ? d20Text(lang, 'hitPoints') : t(lang, 'body')),
  powerLines: (unit, lang) => (isD20Unit(unit) ? d20PowerLines(unit, lang) : []),
  eventLine: d20EventLine,
  eventMotion: (e) =>
    e.type === 'd20_attack'
      ? { kind: 'strike', attacker: e.attacker, target: e.target, hurt: e.outcome === 'hit' || e.outcome === 'critical' }
      : e.type === 'fumbled'
        ? { kind: 'hurt', unit: e.unit, amount: e.amount }
        : null,
  eventDice: (e) => (e.type === 'd20_attack' || e.type === 'freeze_roll' ? 'row' : null),
  hintClauses: d20HintClauses,
  hasRolls: (table) => lastD20Rolls(table.log) !== null,
  heroStats: d20HeroStats,
  unitStats: (unit, lang) => d20UnitStats(unit, lang),
  statusChips: (unit, lang) => d20StatusChips(unit, lang),
  profileStats: d20ProfileStats,
  heroActions: d20HeroActions,
  spellCost: d20SpellCost,
  diceRows: (table, lang, naming) => {
    const rolls = lastD20Rolls(table.log);
    return rolls ? d20RollRows(rolls, lang, naming) : nothing;
  },
  styles: { card: d20Styles, dice: d20DiceStyles, join: d20JoinStyles, log: d20LogStyles },
};
