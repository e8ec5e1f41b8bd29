/**
 * The shape of what the `rules` module adds to a view (`View.rules`), apart from the code that builds it, so the
 * components can read it without bundling the rules engine.
 * @module
 */
import type { RulesSettings } from './settings.ts';
import type { LocalizedText } from '../../../content/schemas/common.ts';
import type { RulesNames } from '../../../content/schemas/rules/names.ts';

/** A named entry of the document, as the card lists it. */
export interface RulesName {
  id: string;
  name: string;
}

/**
 * A caster's magic in a view: the `slots` left of each spell level it has any of (under `slots` or `both`), the
 * `points` resource with its value and maximum (under `points` or `both`), and the spells it holds by
 * concentration (ability ids, oldest first).
 */
export interface RulesSpellsView {
  slots: { level: number; left: number; max: number }[];
  points: { resource: string; value: number; max: number } | null;
  concentrating: string[];
}

/**
 * One piece's numbers in a view (see the module); `actionsLeft` counts each action type's uses left this turn;
 * `spells` its magic (null: it has no spell, no ability with a `spellLevel`).
 */
export interface RulesPieceView {
  level: number;
  xp: number;
  stance: 'ally' | 'neutral' | 'hostile';
  initiative: number | null;
  attributes: Record<string, { score: number; mod: number }>;
  resources: Record<string, { value: number; min: number; max: number }>;
  derived: Record<string, number>;
  conditions: { id: string; duration: number | null; magnitude: number }[];
  actionsLeft: Record<string, number>;
  weapon: { damage: string; damageType: string | null; reach: number } | null;
  abilities: { id: string; name: LocalizedText; actionType: string | null; range: number; target: 'foe' | 'ally' | 'self' }[];
  squares: number;
  spells: RulesSpellsView | null;
  /** The `rules.stances` id it stands in (null: none); present when the document has senses or stances. */
  posture?: string | null;
}

/** `View.rules` under the `rules` module. */
export interface RulesView {
  module: 'rules';
  settings: RulesSettings;
  vitalResource: string;
  checkDice: string;
  attributes: (RulesName & { abbrev: string })[];
  resources: RulesName[];
  derivedStats: RulesName[];
  conditions: (RulesName & { description: string })[];
  actionTypes: (RulesName & { perTurn: number })[];
  damageTypes: RulesName[];
  /** The document's opportunities (reactions), by their names: a prompt and the chronicle name them. */
  opportunities: RulesName[];
  /** The document's stances with their `speedMultiplier`, when it has any (a hero may take one with the `stance` action). */
  stances?: (RulesName & { speedMultiplier: number })[];
  /** The ruleset's translation table (`names`: `<list>.<id>` → name per language), when it has one. */
  names?: RulesNames;
  /** The units that take turns, in order (those in the seat's sight). */
  order: string[];
  pieces: Record<string, RulesPieceView>;
}

/** Whether a view's `rules` part is the `rules` module's. */
export function isRulesView(rules: unknown): rules is RulesView {
  return typeof rules === 'object' && rules !== null && (rules as { module?: unknown }).module === 'rules';
}
