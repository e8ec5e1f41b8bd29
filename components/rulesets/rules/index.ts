/**
 * The `rules` module's parts of the interface (a spec 002 `rules` document played on the board; docs/rulesets.md
 * "Playing a rules document"), under the key `rules`: the vital resource as the piece's life, the card's resources,
 * attributes, derived stats and conditions by the document's names, the hero's abilities with the action type each
 * spends, the strikes' check dice, bonus and total against the defence stat and the saving throws in the dice tray,
 * the ability clause of the hint, the reaction prompt over the board (`prompt.ts`), the concentration badge over a
 * caster on the board (`badges.ts`), and the chronicle's lines of the
 * module's events. Everything it reads comes from
 * the view's `rules` part (`engine/rulesets/rules/view-types.ts`) and the chronicle.
 * @module
 */
import { css, nothing } from 'lit';
import { t } from '../../i18n.ts';
import type { RulesetParts } from '../parts.ts';
import { rulesActionStyles, rulesHeroActions } from './actions.ts';
import { rulesHeroStats, rulesJoinStyles, rulesProfileStats, rulesStatusChips, rulesStyles, rulesUnitStats } from './card.ts';
import { rulesDiceStyles, rulesRollRows } from './dice.ts';
import { rulesOverBoard } from './prompt.ts';
import { rulesPieceBadges } from './badges.ts';
import { lastRulesRolls, lifeName, RULES, rulesEventLine, rulesHintClauses, rulesPowerLines } from './words.ts';

/** The chronicle's tints of the `rules` lines: a strike as an attack, a condition in violet, a save in muted violet. */
const rulesLogStyles = css`
  li.rules_attack {
    color: color-mix(in srgb, var(--_danger) 55%, var(--_fg));
  }
  li.condition_changed,
  li.stabilised {
    color: #dccbff;
  }
  li.reaction_offered,
  li.reaction_taken {
    color: var(--_accent);
  }
  li.save_rolled,
  li.initiative_rolled,
  li.reaction_declined {
    color: var(--_muted);
  }
`;

/** The `rules` module's parts. */
export const rulesParts: RulesetParts = {
  id: RULES,
  // a ruleset's heroes are characters with names of their own (Orsola, Bram), as the d20 ones are
  heroesHaveProperNames: true,
  lifeLabel: (_unit, lang, moduleView) => lifeName(moduleView, lang) ?? t(lang, 'body'),
  powerLines: rulesPowerLines,
  eventLine: rulesEventLine,
  eventMotion: (e) => {
    switch (e.type) {
      case 'rules_attack':
        return { kind: 'strike', attacker: e.attacker, target: e.target, hurt: e.damage > 0 };
      case 'stabilised':
        return { kind: 'heal', unit: e.unit };
      case 'ability_used':
        return { kind: 'cast', unit: e.unit, target: e.target };
      default:
        return null;
    }
  },
  // a strike's check and a saving throw have rows of their own; initiative's dice tumble with them
  eventDice: (e) => (e.type === 'rules_attack' || e.type === 'save_rolled' ? 'row' : e.type === 'initiative_rolled' ? 'tumble' : null),
  hintClauses: rulesHintClauses,
  hasRolls: (table) => lastRulesRolls(table.log) !== null,
  heroStats: rulesHeroStats,
  unitStats: rulesUnitStats,
  statusChips: rulesStatusChips,
  profileStats: rulesProfileStats,
  heroActions: rulesHeroActions,
  overBoard: rulesOverBoard,
  pieceBadges: rulesPieceBadges,
  spellCost: () => null,
  diceRows: (table, lang, naming) => {
    const rolls = lastRulesRolls(table.log);
    return rolls ? rulesRollRows(rolls, table.view.rules, lang, naming) : nothing;
  },
  styles: { card: css`${rulesStyles}${rulesActionStyles}`, dice: rulesDiceStyles, join: rulesJoinStyles, log: rulesLogStyles },
};
