/**
 * The values, intents and issues of the language of rulesets (rules-dsl.md). The trees themselves (`Expression`,
 * `Predicate`, `Effect`) are typed beside their zod schemas in `schema.ts`.
 * @module
 */
import type { DispositionStance } from '../../content/schemas/rules/encounters.ts';
import type { RulesIssue } from '../../content/schemas/rules/issues.ts';

/** A value an expression evaluates to, or a scope holds: JSON data. */
export type DslValue = number | string | boolean | null | DslValue[] | { [key: string]: DslValue };

/**
 * What evaluating effects yields: intents the engine checks and applies in one place. Evaluation itself changes
 * nothing. Ids (`target`, `condition`, ...) are strings; amounts are finite numbers.
 */
export type Intent =
  | { type: 'damage'; target: string; amount: number; damageType?: string }
  | { type: 'heal'; target: string; amount: number }
  | { type: 'applyCondition'; target: string; condition: string; duration?: number; magnitude?: number }
  | { type: 'removeCondition'; target: string; condition: string }
  | { type: 'adjustResource'; target: string; resource: string; amount: number }
  | { type: 'setFlag'; flag: string; value: DslValue }
  | { type: 'learnLore'; entry: string }
  | { type: 'grantItem'; target: string; item: string; quantity: number }
  | { type: 'removeItem'; target: string; item: string; quantity: number }
  | { type: 'adjustReputation'; faction: string; amount: number }
  | { type: 'setDisposition'; target: string; to: DispositionStance | number }
  | { type: 'move'; target: string; to: DslValue }
  | { type: 'emit'; event: string; data: Record<string, DslValue> };

/** A problem found in a tree: the dotted `path` to it and what is wrong; the same type as content's `RulesIssue`. */
export type DslIssue = RulesIssue;
