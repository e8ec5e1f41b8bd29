/**
 * What the board needs of a ruleset the `rules` module plays (issue 13), for `fit.ts` (the pack check and the CMS's
 * saves and imports) and the CMS's room set-up: which rulesets read the `rules` numbers of heroes, creature kinds and
 * mission NPCs ({@link playsPieces}), and the defence stat without which the board cannot play one
 * ({@link boardProblem}).
 *
 * The ids those numbers name (attributes, resources, damage types, item properties, action types, conditions,
 * movement modes, levels) and the effects of their abilities are checked against the ruleset by the module's own
 * check, `rulesPieceIssues` (`engine/modules/rules/piece.ts`): the CMS runs it at save and import
 * (`cms/content/rules-check.ts`); content does not depend on the engine.
 * @module
 */
import type { PackIssue } from './pack.ts';
import { boardSettings, rulesetSystem } from './rules/board.ts';
import { Rules } from './rules/rules.ts';
import { quote } from './rules/suggest.ts';
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
