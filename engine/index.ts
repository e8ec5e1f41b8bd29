/**
 * The rules engine: pure and deterministic. No DOM, no Node APIs, no unseeded randomness:
 * every die comes from the PRNG held in the state.
 *
 * - {@link createGame} builds the lobby state of a mission.
 * - {@link apply} plays one seat's action: a new state and its events, or a typed error.
 * - {@link legalActions} lists what a seat may do now.
 * - {@link viewFor} and {@link eventsFor} give a seat only what it may see.
 *
 * Beside the board game: `engine/rules/` plays a spec 002 `rules` document (stats, resources, conditions, checks,
 * levels), `engine/dsl/` is its expression language, `engine/d20/` holds the d20 rules of Forsaken Woods as pure
 * functions, and `engine/d20-play/` plays them on the board.
 *
 * Rulesets are modules (`engine/modules/`): `classic`, `d20` and `rules` are built in; {@link registerRulesetModule} adds
 * another, chosen by a ruleset's `rules.extra.board.system`.
 * @module
 */
import './modules/builtin.ts';
export * from './types.ts';
export { Action } from './action.ts';
export { registerRulesetModule, rulesetModule, rulesetModuleIds, moduleIdFor } from './modules/registry.ts';
export type { RulesetModule, TurnSlot, TurnOrder, ModuleAction, EffectHandler, SpendableResource } from './modules/module.ts';
export { createGame, type GameInput } from './game.ts';
export { apply } from './apply.ts';
export { legalActions } from './legal.ts';
export { viewFor, eventsFor, isUnitVisibleTo } from './view.ts';
export { reachable, type Reach } from './movement.ts';
export { adjacent, canCross, compileBoard, neighbours } from './board.ts';
export { skipTurnRefusal } from './absence.ts';
export { diff, patch, type CompactOp } from './delta.ts';
