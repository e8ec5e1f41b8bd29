/**
 * The d20 board of a ruleset (`rules.extra.board` with `"system": "d20"`), parsed for the pure functions
 * of `engine/rulesets/d20/guide/`. They read every number of the Forsaken Woods guide from it and hard-code none.
 * @module
 */
import { D20Board } from '../../../../content/schemas/rules/d20.ts';
import { fromZodIssues } from '../../../../content/schemas/rules/issues.ts';
import type { Ruleset } from '../../../../content/schemas/ruleset.ts';

export type { D20Board } from '../../../../content/schemas/rules/d20.ts';

/**
 * Parses a raw d20 board (the value of `rules.extra.board`). A saved ruleset's board has passed this already, so
 * a failure here is a programming error.
 * @throws Error naming every problem at its `rules.extra.board.<...>` path.
 */
export function parseD20Board(raw: unknown): D20Board {
  const parsed = D20Board.safeParse(raw);
  if (parsed.success) return parsed.data;
  const issues = fromZodIssues(D20Board, raw, parsed.error.issues, 'rules.extra.board');
  throw new Error(`not a d20 board: ${issues.map((i) => `${i.path}: ${i.message}`).join('; ')}`);
}

/**
 * The d20 board of `ruleset` (`ruleset.rules.extra.board`), parsed.
 * @throws Error when the ruleset has no `rules` document or its board is not a d20 one.
 */
export function d20BoardOf(ruleset: Ruleset): D20Board {
  const board = ruleset.rules?.extra?.['board'];
  if (board === undefined) throw new Error(`ruleset "${ruleset.id}" has no rules.extra.board: it is not a d20 ruleset`);
  return parseD20Board(board);
}
