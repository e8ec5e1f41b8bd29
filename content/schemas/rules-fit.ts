/**
 * Whether documents fit a ruleset the `rules` module plays (issue 13): the ids a piece's `rules` numbers name — a
 * hero's, a creature kind's, a mission NPC's ({@link RulesPieceDoc}) — must be ids of the ruleset's `rules` document
 * (attributes, resources, damage types — its weapon's and those it resists, is immune or vulnerable to —, item
 * properties, action types, conditions, movement modes), its attribute
 * scores within their range and its level within the curve; and the board needs the ruleset's defence stat to play
 * it at all ({@link boardProblem}). `fit.ts` calls these for the pack check and the CMS's saves and imports, with
 * paths inside the document (`rules.attributes.mght`, `npcs[0].rules.weapon.stat`).
 *
 * The language inside a piece's abilities (their effects) is checked by the CMS with the engine's checker
 * (`cms/content/rules-check.ts`): content does not depend on the engine.
 * @module
 */
import type { PackIssue } from './pack.ts';
import type { RulesPieceDoc } from './rules-piece.ts';
import { boardSettings, rulesetSystem } from './rules/board.ts';
import { Rules } from './rules/rules.ts';
import { didYouMean, quote } from './rules/suggest.ts';
import type { Ruleset } from './ruleset.ts';

/** The ruleset module that plays a `rules` document on the board. */
export const RULES_SYSTEM = 'rules';

/** Whether the `rules` module plays `ruleset` (and so reads the `rules` numbers of its pieces). */
export function playsPieces(ruleset: Ruleset): boolean {
  return ruleset.rules !== undefined && rulesetSystem(ruleset) === RULES_SYSTEM;
}

/** The `rules` document of a ruleset with its defaults filled, or null when it has none (or one its own check refuses). */
function rulesOf(ruleset: Ruleset): Rules | null {
  if (ruleset.rules === undefined) return null;
  const parsed = Rules.safeParse(ruleset.rules);
  return parsed.success ? parsed.data : null;
}

/**
 * Why the board cannot play `ruleset` under the `rules` module, or null when it can (or another module plays it):
 * it names no defence stat (`board.defenceStat`, or `rules.extra.board.defenceStat`), the stat an attack roll must
 * reach. The message lists the derived stats it could name (its attributes when it has none).
 */
export function boardProblem(ruleset: Ruleset): string | null {
  if (!playsPieces(ruleset) || boardSettings(ruleset).defenceStat !== undefined) return null;
  const rules = rulesOf(ruleset);
  const derived = rules?.derivedStats.map((d) => d.id) ?? [];
  const attributes = rules?.attributes.map((a) => a.id) ?? [];
  const could =
    derived.length > 0
      ? `its derived stats are ${derived.map((id) => quote(id)).join(', ')}`
      : `it has no derived stats, so name an attribute: ${attributes.map((id) => quote(id)).join(', ')}`;
  return `ruleset "${ruleset.id}" names no defence stat, the stat an attack roll must reach, so the board cannot play it: set "board.defenceStat" (or "rules.extra.board.defenceStat"); ${could}`;
}

/** `path` inside `at` (`rules` then `rules.weapon.stat`; an index as `[2]`). */
function under(at: string, path: string): string {
  return path.startsWith('[') ? `${at}${path}` : `${at}.${path}`;
}

/**
 * The problems of `piece` (at `at` inside its document: `rules`, `npcs[0].rules`) with the ruleset it plays under:
 * every id it names must be one of the ruleset's, attribute scores within the attribute's `min`..`max`, and its level
 * not above the curve's `maxLevel`. `[]` when the ruleset's `rules` document does not parse (its own check says why).
 */
export function pieceFitIssues(piece: RulesPieceDoc, ruleset: Ruleset, at = 'rules'): PackIssue[] {
  const rules = rulesOf(ruleset);
  if (!rules) return [];
  const issues: PackIssue[] = [];
  const inRuleset = `in ruleset "${ruleset.id}"`;
  const known = (path: string, noun: string, id: string, ids: readonly string[]) => {
    if (!ids.includes(id)) issues.push({ path: under(at, path), message: `no ${noun} ${quote(id)} ${inRuleset}${didYouMean(id, ids)}` });
  };
  const ids = {
    attributes: rules.attributes.map((a) => a.id),
    resources: rules.resources.map((r) => r.id),
    damageTypes: rules.damageTypes.map((d) => d.id),
    itemProperties: rules.itemProperties.map((p) => p.id),
    actionTypes: rules.actionTypes.map((a) => a.id),
    conditions: rules.conditions.map((c) => c.id),
    movementModes: rules.movementModes.map((m) => m.id),
  };
  if (piece.level !== undefined && piece.level > rules.progression.maxLevel) {
    issues.push({ path: under(at, 'level'), message: `level ${piece.level} is above the highest level of ruleset "${ruleset.id}" (progression.maxLevel ${rules.progression.maxLevel})` });
  }
  for (const [id, score] of Object.entries(piece.attributes ?? {})) {
    const def = rules.attributes.find((a) => a.id === id);
    if (!def) known(`attributes.${id}`, 'attribute', id, ids.attributes);
    else if (score < def.min || score > def.max) {
      issues.push({ path: under(at, `attributes.${id}`), message: `${score} is outside the range of attribute "${id}" ${inRuleset} (${def.min} to ${def.max})` });
    }
  }
  for (const id of Object.keys(piece.resources ?? {})) known(`resources.${id}`, 'resource', id, ids.resources);
  const weapon = piece.weapon;
  if (weapon) {
    if (weapon.stat !== undefined) known('weapon.stat', 'attribute', weapon.stat, ids.attributes);
    if (weapon.damageType !== undefined) known('weapon.damageType', 'damage type', weapon.damageType, ids.damageTypes);
    weapon.properties?.forEach((p, i) => known(`weapon.properties[${i}]`, 'item property', p, ids.itemProperties));
  }
  piece.abilities?.forEach((a, i) => {
    if (a.actionType !== undefined) known(`abilities[${i}].actionType`, 'action type', a.actionType, ids.actionTypes);
  });
  piece.conditions?.forEach((c, i) => known(`conditions[${i}]`, 'condition', c, ids.conditions));
  for (const key of ['resist', 'immune', 'vulnerable'] as const) piece[key]?.forEach((d, i) => known(`${key}[${i}]`, 'damage type', d, ids.damageTypes));
  if (piece.movementMode !== undefined) known('movementMode', 'movement mode', piece.movementMode, ids.movementModes);
  return issues;
}

/**
 * Why a document's `rules` numbers cannot be read under `ruleset` (at `at`), or null: they are read only by the
 * `rules` module, and another module would ignore them.
 */
export function unreadPieceIssue(ruleset: Ruleset, at: string): PackIssue | null {
  if (playsPieces(ruleset)) return null;
  const system = rulesetSystem(ruleset);
  return {
    path: at,
    message: `ruleset "${ruleset.id}" is played by the ${system} module, which reads no "rules" numbers: leave "rules" out, or use a ruleset with a "rules" document that the rules module plays`,
  };
}
