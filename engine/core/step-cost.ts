/**
 * The step cost of a mover, asked of the game's module (`RulesetModule.stepCost`): the core's moves and legal list
 * pass it to the path search (`reachable`), so both price a path alike.
 * @module
 */
import type { StepCost } from './movement.ts';
import { moduleOf } from './registry.ts';
import type { GameState, Unit } from './types.ts';

/** What each step of `unit` costs in `state` (its module's `stepCost`), or null when every step costs one square. */
export function stepCostOf(state: Pick<GameState, 'setup'>, unit: Unit): StepCost | null {
  const module = moduleOf(state);
  return module.stepCost ? module.stepCost(state, unit) : null;
}
