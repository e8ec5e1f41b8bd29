/**
 * The `rules` module's words (a spec 002 `rules` document played on the board; docs/rulesets.md "Playing a rules
 * document"), from the seat's view and chronicle alone: the module's part of the view, the names the document gives
 * its attributes, resources, derived stats, conditions, action types and damage types, a piece's powers and
 * conditions in words, the chronicle's lines of the module's events, the hint's ability clause, and the checks of the
 * last action that rolled one. No lit here: the chronicle, the hints and the node tests use it too.
 * @module
 */
import type { Action, GameEvent, Unit } from '../../../engine/index.ts';
import { isRulesView, type RulesPieceView, type RulesView } from '../../../engine/rulesets/rules/view-types.ts';
import type { LogEntry } from '../../context.ts';
import { signedNumber } from '../../grammar.ts';
import { pick, pluralKey, t, tn, type Lang } from '../../i18n.ts';
import type { LineWords, ModuleView } from '../parts.ts';
import { rulesText } from './texts.ts';
import { translatedName } from '../../../content/schemas/rules/name-lookup.ts';

/** The `rules` module's key (`View.module`). */
export const RULES = 'rules';

/** A `rules_attack` event. */
export type RulesAttackEvent = Extract<GameEvent, { type: 'rules_attack' }>;
/** A `save_rolled` event. */
export type SaveRolledEvent = Extract<GameEvent, { type: 'save_rolled' }>;

/** The module's part of a view, or null when the view is not of the `rules` module (or has none yet). */
export function rulesViewOf(moduleView: ModuleView): RulesView | null {
  return isRulesView(moduleView) ? moduleView : null;
}

/** The numbers the view gives `unit`'s piece now, or null (no `rules` view, a piece out of sight, an NPC with no numbers). */
export function pieceView(moduleView: ModuleView, unit: Pick<Unit, 'id'> | undefined): RulesPieceView | null {
  const rv = rulesViewOf(moduleView);
  return rv && unit ? (rv.pieces[unit.id] ?? null) : null;
}

/** The kinds of named entries of the document the view carries. */
export type RulesList = 'attributes' | 'resources' | 'derivedStats' | 'conditions' | 'actionTypes' | 'damageTypes' | 'opportunities' | 'stances';

/**
 * The name of entry `id` of one of the document's lists: in `lang` when the ruleset's translation table (`names`)
 * has it, else the name the document gives it as written; the id itself when the view does not name it.
 */
export function ruleName(rv: RulesView | null, list: RulesList, id: string, lang?: Lang): string {
  return (lang && translatedName(rv?.names, lang, list, id)) ?? rv?.[list]?.find((e) => e.id === id)?.name ?? id;
}

/**
 * The short label of attribute `id` on a card: the document's `abbrev` as written, unless the ruleset's translation
 * table names the attribute in `lang`; then the first three letters of that name (an Italian table turns Might, MIG,
 * into Forza, FOR), so a card never mixes the reader's names with another language's abbreviations.
 */
export function attributeAbbrev(rv: RulesView | null, id: string, abbrev: string, lang?: Lang): string {
  const translated = lang ? translatedName(rv?.names, lang, 'attributes', id) : undefined;
  return translated ? translated.slice(0, 3).toLocaleUpperCase(lang) : abbrev;
}

/** The name of a stat an attack is rolled against (the board's `defenceStat`): a derived stat's, else an attribute's, else its id; in `lang` as {@link ruleName}. */
export function statName(rv: RulesView | null, id: string, lang?: Lang): string {
  if (rv?.derivedStats.some((d) => d.id === id)) return ruleName(rv, 'derivedStats', id, lang);
  return rv?.attributes.some((a) => a.id === id) ? ruleName(rv, 'attributes', id, lang) : id;
}

/** The name of the vital resource (the piece's life: "Vigour"), or null without a `rules` view. */
export function lifeName(moduleView: ModuleView, lang?: Lang): string | null {
  const rv = rulesViewOf(moduleView);
  return rv ? ruleName(rv, 'resources', rv.vitalResource, lang) : null;
}

/** A condition on a piece in words: its name, its magnitude when it stacks above one, and the turns it has left. */
export function conditionLabel(rv: RulesView | null, c: RulesPieceView['conditions'][number], lang: Lang): string {
  const name = ruleName(rv, 'conditions', c.id, lang);
  const size = c.magnitude > 1 ? ` ×${c.magnitude}` : '';
  return c.duration === null ? `${name}${size}` : rulesText(lang, 'rulesConditionTurns', { name: `${name}${size}`, turns: tn(lang, 'turns', c.duration) });
}

/** What an ability aims at, in words: itself, an ally or a foe, and how far. */
export function abilityReach(ability: RulesPieceView['abilities'][number], lang: Lang): string {
  if (ability.target === 'self' || ability.range === 0) return rulesText(lang, 'rulesTargetSelf');
  return rulesText(lang, ability.target === 'ally' ? 'rulesTargetAlly' : 'rulesTargetFoe', { n: ability.range });
}

/**
 * What a piece does beyond the core's creature abilities, in words: its weapon (damage dice, damage type, reach),
 * each ability with the action type it spends and whom it reaches, and the damage types it resists, is immune or
 * vulnerable to (from the piece's own numbers, `Unit.ext`).
 */
export function rulesPowerLines(unit: Unit, lang: Lang, moduleView: ModuleView): string[] {
  const rv = rulesViewOf(moduleView);
  const piece = pieceView(moduleView, unit);
  if (!rv || !piece) return [];
  const lines: string[] = [];
  const w = piece.weapon;
  if (w) {
    const type = w.damageType ? ruleName(rv, 'damageTypes', w.damageType, lang) : '';
    lines.push(rulesText(lang, w.reach > 1 ? 'rulesWeaponReach' : 'rulesWeapon', { damage: w.damage, type: type ? ` · ${type}` : '', n: w.reach }));
  }
  for (const a of piece.abilities) {
    const cost = a.actionType ? ruleName(rv, 'actionTypes', a.actionType, lang) : rulesText(lang, 'rulesNoCost');
    lines.push(rulesText(lang, 'rulesAbilityLine', { name: pick(a.name, lang), cost, reach: abilityReach(a, lang) }));
  }
  const damage = damageTraits(unit);
  const list = (ids: string[]) => ids.map((id) => ruleName(rv, 'damageTypes', id, lang)).join(', ');
  if (damage.vulnerable.length > 0) lines.push(rulesText(lang, 'weakTo', { list: list(damage.vulnerable) }));
  if (damage.resist.length > 0) lines.push(rulesText(lang, 'resists', { list: list(damage.resist) }));
  if (damage.immune.length > 0) lines.push(rulesText(lang, 'rulesImmuneTo', { list: list(damage.immune) }));
  return lines;
}

/** The damage types a piece resists, is immune and vulnerable to (its `Unit.ext`, the module's numbers); none when it has no numbers. */
export function damageTraits(unit: Unit): { resist: string[]; immune: string[]; vulnerable: string[] } {
  const ext = unit.ext as { resist?: unknown; immune?: unknown; vulnerable?: unknown } | undefined;
  const ids = (v: unknown): string[] => (Array.isArray(v) ? v.filter((x): x is string => typeof x === 'string') : []);
  return { resist: ids(ext?.resist), immune: ids(ext?.immune), vulnerable: ids(ext?.vulnerable) };
}

/** One check of the last action that rolled: a strike with the damage that followed it, or a saving throw. */
export type RulesRoll = { kind: 'strike'; attack: RulesAttackEvent; feedback: 'weak' | 'resist' | null } | { kind: 'save'; save: SaveRolledEvent };

/** The checks of one action: the sequence number of the action, and its strikes and saves, oldest first. */
export interface RulesRolls {
  seq: number;
  rolls: RulesRoll[];
}

/** The most checks {@link lastRulesRolls} keeps (an action may run several units' turns: allies, an auto mission's creatures). */
export const MAX_ROLLS = 5;

/**
 * The strikes and saving throws of the last action in the chronicle that had any (its last `max`), or null when none
 * has. A strike's damage is in its event; the `damaged` of its target that follows tells whether the damage type met
 * a weakness or a resistance.
 */
export function lastRulesRolls(log: readonly LogEntry[], max = MAX_ROLLS): RulesRolls | null {
  let seq: number | null = null;
  for (let i = log.length - 1; i >= 0; i--) {
    const type = log[i]!.event.type;
    if (type === 'rules_attack' || type === 'save_rolled') {
      seq = log[i]!.seq;
      break;
    }
  }
  if (seq === null) return null;
  const rolls: RulesRoll[] = [];
  let open: Extract<RulesRoll, { kind: 'strike' }> | null = null;
  for (const { seq: s, event } of log) {
    if (s !== seq) continue;
    if (event.type === 'rules_attack') rolls.push((open = { kind: 'strike', attack: event, feedback: null }));
    else if (event.type === 'save_rolled') rolls.push({ kind: 'save', save: event });
    else if (event.type === 'turn_started' || event.type === 'turn_ended') open = null;
    else if (open && event.type === 'damaged' && event.unit === open.attack.target && open.attack.damage > 0) {
      open.feedback = event.feedback ?? null;
      open = null;
    }
  }
  return { seq, rolls: rolls.slice(-max) };
}

/**
 * The chronicle's line of a `rules` module event — a strike (`rules_attack`), a condition's change, a saving throw,
 * a unit stabilised instead of killed, initiative, experience, an ability used, a spell held or let go by
 * concentration, a stance taken — or of a core event it words with
 * the document's names (damage by its damage type, healing and a resource by their names); null for
 * every other event (the core tells it).
 */
export function rulesEventLine(event: GameEvent, { lang, unit, moduleView }: LineWords): string | null {
  const rv = rulesViewOf(moduleView);
  switch (event.type) {
    case 'rules_attack':
      return rulesText(lang, `ev_rules_${event.outcome}`, {
        attacker: unit(event.attacker),
        target: unit(event.target, false),
        natural: event.natural,
        bonus: signedNumber(event.bonus),
        total: event.total,
        defence: `${statName(rv, event.defenceStat, lang)} ${event.defence}`,
        n: event.damage,
      });
    case 'condition_changed':
      return rulesText(lang, `ev_condition_${event.change}`, { unit: unit(event.unit), condition: ruleName(rv, 'conditions', event.condition, lang) });
    case 'save_rolled':
      return rulesText(lang, event.success ? 'ev_save_ok' : 'ev_save_fail', { unit: unit(event.unit), total: event.total, difficulty: event.difficulty });
    case 'stabilised':
      return rulesText(lang, 'ev_stabilised', { unit: unit(event.unit) });
    case 'initiative_rolled':
      return rulesText(lang, 'ev_initiative', { unit: unit(event.unit), n: event.initiative });
    case 'xp_gained':
      return rulesText(lang, 'ev_xp_gained', { unit: unit(event.unit), n: event.amount });
    case 'concentration_started':
      return rulesText(lang, 'ev_concentration_started', { unit: unit(event.unit), spell: abilityName(rv, event.spell, lang) });
    case 'concentration_ended':
      return rulesText(lang, `ev_concentration_ended_${event.reason}`, { unit: unit(event.unit), spell: abilityName(rv, event.spell, lang) });
    case 'stance_changed':
      return rulesText(lang, 'ev_stance_changed', { unit: unit(event.unit), stance: ruleName(rv, 'stances', event.stance, lang) });
    case 'ability_used': {
      const ability = abilityName(rv, event.ability, lang);
      return event.target === null
        ? rulesText(lang, 'ev_ability_used', { unit: unit(event.unit), ability })
        : rulesText(lang, 'ev_ability_used_on', { unit: unit(event.unit), ability, onTarget: unit(event.target, false, 'su') });
    }
    case 'reaction_offered':
    case 'reaction_taken':
    case 'reaction_declined': {
      const key = event.type === 'reaction_declined' ? (`ev_reaction_${event.reason}` as const) : (`ev_${event.type}` as const);
      return rulesText(lang, key, {
        unit: unit(event.unit),
        toFoe: unit(event.foe, false, 'a'),
        opportunity: ruleName(rv, 'opportunities', event.opportunity, lang),
      });
    }
    case 'damaged': {
      // a damage type of the document: by its name, with whether it met a weakness or a resistance
      if (!rv || !event.element || !rv.damageTypes.some((d) => d.id === event.element)) return null;
      const damage = tn(lang, 'damage', event.amount);
      const type = ruleName(rv, 'damageTypes', event.element, lang);
      if (event.feedback)
        return t(lang, event.feedback === 'weak' ? 'ev_damaged_weak' : 'ev_damaged_resist', { unit: unit(event.unit), damage, element: type });
      return t(lang, 'ev_damaged_element', { unit: unit(event.unit), damage, element: type });
    }
    case 'healed':
      // the vital resource the piece's body mirrors, by its name
      return rv
        ? rulesText(lang, pluralKey('ev_rules_healed', event.amount), {
            n: event.amount,
            unit: unit(event.unit),
            resource: ruleName(rv, 'resources', rv.vitalResource, lang),
          })
        : null;
    case 'resource_changed':
      if (!rv || !rv.resources.some((r) => r.id === event.resource)) return null;
      return t(lang, event.delta < 0 ? 'ev_resource_spent' : 'ev_resource_gained', {
        unit: unit(event.unit),
        n: Math.abs(event.delta),
        resource: ruleName(rv, 'resources', event.resource, lang),
        value: event.value,
      });
    default:
      return null;
  }
}

/** The name of ability `id` in `lang`, as a piece in the view names it (else its id, dashes as spaces). */
export function abilityName(rv: RulesView | null, id: string, lang: Lang): string {
  const named = rv
    ? Object.values(rv.pieces)
        .flatMap((p) => p.abilities)
        .find((a) => a.id === id)?.name
    : undefined;
  return named ? pick(named, lang) : id.replace(/-/g, ' ');
}

/** The hint's clause for the piece's abilities, when the server offers one now ("…o usa un'abilità"). */
export function rulesHintClauses(legal: readonly Action[], lang: Lang): string[] {
  return legal.some((a) => a.type === 'ability') ? [rulesText(lang, 'clauseAbility')] : [];
}
