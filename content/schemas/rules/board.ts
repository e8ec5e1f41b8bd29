/**
 * The board settings of a ruleset: what the board needs to play a spec 002 `rules` document that the
 * 002 format does not say — the stat an attack roll is against, how many units of speed make a square, which
 * action types an attack, an ability and a move spend — and which ruleset module plays it (`system`).
 *
 * They live in the ruleset wrapper's `board`, beside the untouched `rules`, or in `rules.extra.board` with
 * `"system": "rules"` when the author put them there; the wrapper's fields win ({@link boardSettings}). A `rules`
 * document written elsewhere has none: it is stored and served unchanged, and a game that would play it is refused
 * until its `defenceStat` is named.
 *
 * `system.ts`'s `rulesetSystem` (re-exported here) is the one test of which module a ruleset plays by; the engine's
 * registry (`engine/core/registry.ts`, `moduleIdFor`) asks it.
 * @module
 */
import { z } from 'zod';
import { fromZodIssues, rulesPath, type RulesIssue } from './issues.ts';
import { RuleId } from './primitives.ts';
import { didYouMean, quote } from './suggest.ts';
import { extraBoard, isObj, type RulesetSystemSource } from './system.ts';

export { rulesetSystem } from './system.ts';

/**
 * Board settings (`board` of a ruleset, or `rules.extra.board` with `"system": "rules"`):
 * - `system`: the ruleset module that plays it (`classic`, `d20`, `rules` or a registered module's id);
 * - `defenceStat`: a `rules.derivedStats` id (or an attribute id) an attack roll must reach; required to play under
 *   the `rules` module, not to store;
 * - `squareSize`: units of movement speed per board square (default 5: a speed of 30 is 6 squares);
 * - `attackAction`: the `rules.actionTypes` id an attack spends (default: the first action type);
 * - `abilityAction`: the action type an ability spends when it names none (default: `attackAction`);
 * - `moveAction`: an action type moving spends (none: movement is its own budget, speed / squareSize a turn).
 */
export const RulesBoard = z.strictObject({
  system: RuleId.optional(),
  defenceStat: RuleId.optional(),
  squareSize: z.number().positive().max(1000).optional(),
  attackAction: RuleId.optional(),
  abilityAction: RuleId.optional(),
  moveAction: RuleId.optional(),
});
export type RulesBoard = z.infer<typeof RulesBoard>;

/** The part of a ruleset the board settings' functions read (parsed or as written). */
export interface RulesetLike extends RulesetSystemSource {
  board?: RulesBoard | undefined;
}

/** The default square size: 5 units of speed per square. */
export const DEFAULT_SQUARE_SIZE = 5;

type Obj = Record<string, unknown>;

/**
 * The board settings a ruleset plays by under the `rules` module: `rules.extra.board` when its `system` is
 * `"rules"` (fields of the wrong type left out), with the wrapper's `board` fields over them.
 */
export function boardSettings(ruleset: RulesetLike): RulesBoard {
  const extra = extraBoard(ruleset.rules);
  const out: RulesBoard = {};
  if (extra && extra['system'] === 'rules') {
    const parsed = RulesBoard.safeParse(extra);
    if (parsed.success) Object.assign(out, parsed.data);
  }
  for (const [key, value] of Object.entries(ruleset.board ?? {})) if (value !== undefined) (out as Obj)[key] = value;
  return out;
}

/** The ids of the raw list `key` of a raw `rules` object. */
function idsOf(raw: unknown, key: string): string[] {
  if (!isObj(raw)) return [];
  const list = raw[key];
  if (!Array.isArray(list)) return [];
  return list.flatMap((e) => (isObj(e) && typeof e['id'] === 'string' ? [e['id']] : []));
}

/**
 * The problems of the references of board settings into a raw `rules` object, with paths under `root`:
 * `defenceStat` must be a derived stat or attribute id, the three actions `rules.actionTypes` ids. Never throws.
 */
export function boardReferenceIssues(board: RulesBoard, rules: unknown, root: string): RulesIssue[] {
  const out: RulesIssue[] = [];
  if (board.defenceStat !== undefined) {
    const stats = [...idsOf(rules, 'derivedStats'), ...idsOf(rules, 'attributes')];
    if (!stats.includes(board.defenceStat)) {
      out.push({
        path: rulesPath(['defenceStat'], root),
        message: `no derived stat or attribute ${quote(board.defenceStat)}${didYouMean(board.defenceStat, stats)}`,
      });
    }
  }
  const actionTypes = idsOf(rules, 'actionTypes');
  for (const key of ['attackAction', 'abilityAction', 'moveAction'] as const) {
    const id = board[key];
    if (id !== undefined && !actionTypes.includes(id)) {
      out.push({ path: rulesPath([key], root), message: `no action type ${quote(id)}${didYouMean(id, actionTypes)}` });
    }
  }
  return out;
}

/**
 * The problems of `rules.extra.board` of a raw `rules` object whose `system` is `"rules"`: its shape
 * ({@link RulesBoard}) and its references ({@link boardReferenceIssues}), at `rules.extra.board.<...>`. `[]` for
 * any other board (a d20 one is checked by `d20.ts`; others are the author's open bag). Never throws.
 */
export function rulesBoardIssues(raw: unknown): RulesIssue[] {
  const board = extraBoard(raw);
  if (!board || board['system'] !== 'rules') return [];
  const root = 'rules.extra.board';
  const parsed = RulesBoard.safeParse(board);
  if (!parsed.success) return fromZodIssues(RulesBoard, board, parsed.error.issues, root);
  return boardReferenceIssues(parsed.data, raw, root);
}
