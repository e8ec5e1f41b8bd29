/**
 * What the `rules` module plays by, worked out once per game: the ruleset's spec 002 document with its defaults
 * filled (kept out of the state: parsed again from `setup.ruleset` and cached per ruleset object), and the board
 * settings (`RulesSettings`, the module's `setup.moduleData`): the defence stat, the square size and the action types
 * an attack, an ability and a move spend.
 * @module
 */
import type { Ruleset } from '../../../content/schemas/index.ts';
import { parsedRules } from '../../../content/schemas/ruleset.ts';
import { boardSettings, DEFAULT_SQUARE_SIZE } from '../../../content/schemas/rules/board.ts';
import { type BoardNotice, inferBoard } from '../../../content/schemas/rules/board-inference.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { GameState, Setup } from '../../core/types.ts';

/**
 * The board settings a `rules` game plays by (`setup.moduleData`), every default resolved:
 * `defenceStat` a derived stat (or attribute) id; `squareSize` units of speed per square; `attackAction` the action
 * type an attack spends and `abilityAction` the one an ability naming none spends (both null when the document has no
 * action types: one action a turn then); `moveAction` the action type moving needs (null: movement is its own budget).
 */
export interface RulesSettings {
  defenceStat: string;
  squareSize: number;
  attackAction: string | null;
  abilityAction: string | null;
  moveAction: string | null;
}

const PARSED = new WeakMap<Ruleset, Rules>();

/**
 * The filled `rules` document of a ruleset (cached per ruleset object).
 * @throws Error when the ruleset has no `rules` document.
 */
export function rulesOf(ruleset: Ruleset): Rules {
  let rules = PARSED.get(ruleset);
  if (!rules) {
    rules = parsedRules(ruleset);
    if (!rules) throw new Error(`ruleset "${ruleset.id}" has no "rules" document: the rules module plays a spec 002 rules document`);
    PARSED.set(ruleset, rules);
  }
  return rules;
}

/** The filled `rules` document a game plays by. */
export function rulesIn(state: Pick<GameState, 'setup'>): Rules {
  return rulesOf(state.setup.ruleset);
}

/** The board settings of a game under the `rules` module (`setup.moduleData`, see {@link settingsOf}). */
export function settingsIn(setup: Setup): RulesSettings {
  return setup.moduleData as RulesSettings;
}

/**
 * Works out the board settings of `ruleset` (`board` over `rules.extra.board`), with their defaults.
 * @throws Error when the ruleset has no `rules` document, names no `defenceStat` and none can be read from the
 *   document (the message lists the candidates), or names a stat or action type its document does not have.
 */
export function settingsOf(ruleset: Ruleset): RulesSettings {
  return inferredSettingsOf(ruleset).settings;
}

/**
 * The board settings of `ruleset` and the notices of what the board chose because the ruleset does not write it
 * (`inferBoard` in `content/schemas/rules/board-inference.ts`: the defence stat by its name, the square size by the
 * document's speeds, the action types by theirs). Explicit settings win and give no notice.
 * @throws Error as {@link settingsOf}.
 */
export function inferredSettingsOf(ruleset: Ruleset): { settings: RulesSettings; notices: BoardNotice[] } {
  const rules = rulesOf(ruleset);
  const { board, notices, refusal } = inferBoard(boardSettings(ruleset), rules);
  const stats = [...rules.derivedStats.map((d) => d.id), ...rules.attributes.map((a) => a.id)];
  const listed = `derived stats: ${rules.derivedStats.map((d) => d.id).join(', ') || 'none'}; attributes: ${rules.attributes.map((a) => a.id).join(', ')}`;
  if (board.defenceStat === undefined) {
    const why = refusal?.message ?? 'name the stat an attack roll is against in board.defenceStat';
    throw new Error(`ruleset "${ruleset.id}" cannot be played on the board: ${why} (${listed})`);
  }
  if (!stats.includes(board.defenceStat))
    throw new Error(`ruleset "${ruleset.id}": board.defenceStat "${board.defenceStat}" is neither a derived stat nor an attribute (${listed})`);
  const types = rules.actionTypes.map((a) => a.id);
  for (const key of ['attackAction', 'abilityAction', 'moveAction'] as const) {
    const id = board[key];
    if (id !== undefined && !types.includes(id))
      throw new Error(`ruleset "${ruleset.id}": board.${key} "${id}" is not an action type (${types.join(', ') || 'none'})`);
  }
  const attackAction = board.attackAction ?? types[0] ?? null;
  const settings = {
    defenceStat: board.defenceStat,
    squareSize: board.squareSize ?? DEFAULT_SQUARE_SIZE,
    attackAction,
    abilityAction: board.abilityAction ?? attackAction,
    moveAction: board.moveAction ?? null,
  };
  return { settings, notices };
}
