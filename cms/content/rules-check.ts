/**
 * The save-time check of a ruleset's `rules` document beyond its zod schema: the engine's `checkRulesDocument`
 * (expressions, predicates, effects, dice notation, evaluation order, derived stats depending on themselves).
 * Both save paths use it: the content API (`routes.ts`) and the pack import (`transfer.ts`).
 * @module
 */
import type { ContentKind } from '../../content/schemas/index.ts';
import { checkRulesDocument } from '../../engine/dsl/rules.ts';
import { clip, type Issue } from '../http/errors.ts';

/**
 * The issues of the `rules` document of a ruleset, with paths `rules.<...>` (prefixed with `prefix` when given:
 * `rulesets[0].rules.<...>`); `[]` for other kinds and for rulesets without `rules`.
 * `doc` is what the zod schema output: `rules` as written (`RulesAsWritten`), whose shape and cross-references have
 * passed already; `checkRulesDocument` parses it again to fill the defaults the language checks read.
 */
export function rulesIssues(kind: ContentKind, doc: unknown, prefix = ''): Issue[] {
  if (kind !== 'rulesets' || doc === null || typeof doc !== 'object' || !('rules' in doc) || doc.rules === undefined) return [];
  return checkRulesDocument(doc.rules).issues.map((i) => ({ path: clip(prefix ? `${prefix}.${i.path}` : i.path), message: clip(i.message) }));
}
