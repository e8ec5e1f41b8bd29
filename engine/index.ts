/**
 * The rules engine: pure and deterministic. No DOM, no Node APIs, no unseeded randomness:
 * every die comes from the PRNG held in the state.
 *
 * - {@link createGame} builds the lobby state of a mission.
 * - {@link apply} plays one seat's action: a new state and its events, or a typed error.
 * - {@link legalActions} lists what a seat may do now.
 * - {@link viewFor} and {@link eventsFor} give a seat only what it may see.
 *
 * Beside the board game: `engine/rulesets/rules/document/` plays a spec 002 `rules` document (stats, resources, conditions, checks,
 * levels), `engine/dsl/` is its expression language, `engine/rulesets/d20/guide/` holds the d20 rules of Forsaken Woods as pure
 * functions, and `engine/rulesets/d20/` plays them on the board.
 *
 * Rulesets are modules (`engine/core/`): `classic`, `d20` and `rules` are built in; {@link registerRulesetModule} adds
 * another, chosen by a ruleset's `rules.extra.board.system`.
 * @module
 */
import './rulesets/index.ts';
export * from './core/types.ts';
export * from './core/view-types.ts';
export * from './core/reaction-time.ts';
export { Action } from './core/action.ts';
export { registerRulesetModule, rulesetModule, rulesetModuleIds, moduleIdFor } from './core/registry.ts';
export type {
  RulesetModule,
  TurnSlot,
  TurnOrder,
  ModuleAction,
  EffectHandler,
  SpendableResource,
  EventSight,
  EventVisibility,
  ModuleEventRules,
  HeroTactic,
  HeroTactics,
} from './core/module.ts';
export { chooseHeroAction, heroesKnow, heroesSeeSquare, distanceField } from './core/hero-ai.ts';
export {
  simulateMission,
  playComputerGame,
  wilsonInterval,
  SIMULATION_MAX_ROUNDS,
  type BalanceReport,
  type GameTrace,
  type HeroChooser,
  type Ending,
  type SimulationOptions,
} from './core/simulate.ts';
export { createGame, type GameInput } from './core/game.ts';
export { apply } from './core/apply.ts';
export { legalActions } from './core/legal.ts';
export { viewFor, eventsFor, isUnitVisibleTo } from './core/view.ts';
export { reachable, type Reach } from './core/movement.ts';
export { adjacent, canCross, compileBoard, neighbours } from './core/board.ts';
export { skipTurnRefusal } from './core/absence.ts';
export { diff, patch, type CompactOp } from './core/delta.ts';
