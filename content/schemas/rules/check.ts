/**
 * `checkRules`: the one entry point that checks a raw `rules` object (spec 002) — its shape, with defaults filled
 * and unknown fields reported with near-name suggestions, then its cross-references — and returns every problem
 * with its path. It never throws.
 *
 * A d20 ruleset's board extension (`rules.extra.board` with `"system": "d20"`) is checked here as well, and so are
 * the board settings of a `rules` one (`"system": "rules"`, `board.ts`).
 *
 * It does not look inside the language fields (expressions, predicates, effects) or parse dice notation: that is
 * `engine/dsl`'s `checkRulesDocument`, which calls this first.
 * @module
 */
import { rulesBoardIssues } from './board.ts';
import { d20BoardIssues } from './d20.ts';
import { MAX_DOCUMENT_DEPTH, pathTooDeep } from './depth.ts';
import { fromZodIssues, rulesPath, type RulesIssue } from './issues.ts';
import { crossReferenceIssues } from './references.ts';
import { Rules } from './rules.ts';

/** What `checkRules` found. */
export interface RulesCheck {
  /**
   * The parsed document with every default filled, whenever its shape is right — also when cross-references
   * fail, so later checks can read it. The document is valid only when `issues` is empty.
   */
  rules: Rules | undefined;
  /** Every problem, shape first, then cross-references; empty when the document is valid. */
  issues: RulesIssue[];
}

/**
 * Checks a raw `rules` object: shape (zod, with each unknown field reported and a did-you-mean when a known
 * field is near; anything goes inside `extra` bags), then cross-references and consistency (`references.ts`).
 * A document nested deeper than `MAX_DOCUMENT_DEPTH` is refused with that one issue. A document whose
 * `extra.board.system` is `"d20"` has its board checked too (`d20.ts`: shape and references, issues at
 * `rules.extra.board.<...>`).
 */
export function checkRules(raw: unknown): RulesCheck {
  const deep = pathTooDeep(raw);
  if (deep) return { rules: undefined, issues: [{ path: rulesPath(deep), message: `nested deeper than ${MAX_DOCUMENT_DEPTH} levels` }] };
  const parsed = Rules.safeParse(raw);
  const issues = parsed.success ? [] : fromZodIssues(Rules, raw, parsed.error.issues);
  issues.push(...crossReferenceIssues(raw));
  issues.push(...d20BoardIssues(raw));
  issues.push(...rulesBoardIssues(raw));
  return { rules: parsed.success ? parsed.data : undefined, issues };
}
