/**
 * After a piece acts under the `rules` module (a strike, an ability): the turn's `acted` flag says whether it has
 * any action type left this turn, and acting after moving ends the move, as the core's one action does (README,
 * "Move and act").
 * @module
 */
import type { BoardWorld } from './bridge.ts';
import { actorIn } from './bridge.ts';
import { canAct } from './turns.ts';

/** Updates the turn of hero `unitId` after it acted in `bw` (nothing for another unit's turn, or a creature's). */
export function afterAction(bw: BoardWorld, unitId: string): void {
  const turn = bw.draft.state.turn;
  const unit = bw.draft.unit(unitId);
  if (!turn || turn.unit !== unitId || !unit || unit.side !== 'heroes' || unit.npc) return;
  const actor = actorIn(bw, unitId)!;
  const acted = bw.rules.actionTypes.length === 0 || !canAct(bw.world, actor);
  bw.draft.updateTurn({ acted, stepsLeft: turn.moved ? 0 : turn.stepsLeft });
}
