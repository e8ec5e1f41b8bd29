/**
 * Difficult terrain under the `rules` module: a step into a square of the map's `difficult` terrain costs its
 * `multiplier` times the mover's movement mode's `terrainMultiplier`, never less than a plain step (one square);
 * a step onto plain ground costs one square whatever the mode. So a walking mode (multiplier 1) pays a difficult
 * square's whole multiplier, a mode of 0.5 half of it, and a flying mode of 0 (or any mode that brings the product
 * to 1 or below) moves over it as over plain ground.
 * @module
 */
import { terrainOf } from '../../core/board.ts';
import type { StepCost } from '../../core/movement.ts';
import type { GameState, Unit } from '../../core/types.ts';
import { pieceOf } from './piece.ts';

/** What one step into `square` costs a piece of terrain multiplier `modeMultiplier`, the square's own being `squareMultiplier`. */
export function stepCostInto(squareMultiplier: number, modeMultiplier: number): number {
  return squareMultiplier === 1 ? 1 : Math.max(1, squareMultiplier * modeMultiplier);
}

/** The module's `stepCost`: null on a board without difficult terrain (every step costs one), else by {@link stepCostInto}. */
export function rulesStepCost(state: Pick<GameState, 'setup'>, unit: Unit): StepCost | null {
  const terrain = terrainOf(state.setup.board);
  if (!terrain) return null;
  // a piece of a state stored before movement modes were read walks
  const mode = pieceOf(unit)?.terrainMultiplier ?? 1;
  return (square) => stepCostInto(terrain[square]!, mode);
}
