/**
 * Which rulesets read the `rules` numbers of heroes, creature kinds and mission NPCs: those the `rules`
 * module plays ({@link playsPieces}); under any other, such numbers would be ignored ({@link unreadPieceIssue}).
 * `fit.ts` uses these for the pack check and the CMS's saves and imports.
 *
 * What the numbers name (attributes, resources, damage types, item properties, action types, conditions, movement
 * modes, levels, the effects of their abilities) and the board settings the module needs (the defence stat) are
 * checked by the module's own functions, `rulesPieceIssues` and `settingsOf` (`engine/rulesets/rules/`): the CMS runs
 * them at save and import (`cms/content/rules-check.ts`); content does not depend on the engine.
 * @module
 */
import type { PackIssue } from './pack-issue.ts';
import { rulesetSystem } from './rules/board.ts';
import type { Ruleset } from './ruleset.ts';

/** The ruleset module that plays a `rules` document on the board. */
export const RULES_SYSTEM = 'rules';

/** Whether the `rules` module plays `ruleset` (and so reads the `rules` numbers of its pieces). */
export function playsPieces(ruleset: Ruleset): boolean {
  return ruleset.rules !== undefined && rulesetSystem(ruleset) === RULES_SYSTEM;
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
