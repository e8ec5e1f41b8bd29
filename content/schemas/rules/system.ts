/**
 * Which ruleset module plays a ruleset ({@link rulesetSystem}), read from the document as written or parsed. Without
 * zod: the engine's registry (`engine/core/registry.ts`) asks it in the element's bundle too, where no schema
 * is bundled; `board.ts` re-exports it beside the board settings' schema.
 * @module
 */
import { classicNumbersOf, type ClassicSource } from './classic-board.ts';

type Obj = Record<string, unknown>;

/** Whether `v` is a plain object (not null, not an array). */
export function isObj(v: unknown): v is Obj {
  return v !== null && typeof v === 'object' && !Array.isArray(v);
}

/**
 * The part of a ruleset {@link rulesetSystem} reads (parsed or as written): of the board settings, only `system`
 * (`board.ts`'s `RulesetLike` narrows `board` to the whole settings' schema).
 */
export interface RulesetSystemSource extends ClassicSource {
  board?: { system?: string | undefined } | undefined;
}

/** `rules.extra.board` of a raw or parsed `rules` object, when it is an object. */
export function extraBoard(rules: unknown): Obj | undefined {
  if (!isObj(rules) || !isObj(rules['extra'])) return undefined;
  const board = rules['extra']['board'];
  return isObj(board) ? board : undefined;
}

/**
 * The module a ruleset plays by: the wrapper's `board.system`, else `rules.extra.board.system`; without either,
 * `"classic"` when it has the classic combat die and movement roll (its fields or `rules.extra.board`'s,
 * `classic-board.ts`), else `"rules"` when it has a `rules` document (any spec 002 document plays on the board),
 * else `"classic"`.
 */
export function rulesetSystem(ruleset: RulesetSystemSource): string {
  const own = ruleset.board?.system;
  if (own !== undefined && own.length > 0) return own;
  const system = extraBoard(ruleset.rules)?.['system'];
  if (typeof system === 'string' && system.length > 0) return system;
  if (classicNumbersOf(ruleset) === null && ruleset.rules !== undefined) return 'rules';
  return 'classic';
}
