/**
 * How the computer plays a unit's turn under the `rules` module: an `auto` mission's creatures, and the NPCs whose
 * disposition makes them allies of the heroes in every mission. It strikes the weakest foe in reach (fewest body
 * points, then unit order) while its attack action type allows; when none is in reach it closes in along a shortest
 * path (`squareToward`, engine/core/ai.ts) and strikes if it can; a piece without a weapon uses its first ability aimed at
 * foes on one in range. A creature's foes are the heroes and their allies; an ally's, the creatures the heroes have
 * found. Deterministic: no dice beyond the rules' own.
 * @module
 */
import { squareToward } from '../../core/ai.ts';
import { canStrike, moveCreature } from '../../core/creatures.ts';
import type { Draft } from '../../core/draft.ts';
import { pathTo, reachable } from '../../core/movement.ts';
import { stepCostOf } from '../../core/step-cost.ts';
import type { Unit } from '../../core/types.ts';
import { effective } from '../../core/units.ts';
import { isUnitInHeroesSight } from '../../core/view.ts';
import { abilityTargets, useAbility } from './abilities.ts';
import { rulesStrike, strikeRefusal } from './combat.ts';
import { pieceOf } from './piece.ts';
import { compareIds } from './turns.ts';

/** The units `unit` fights: for a creature the heroes and their allies, for an ally the creatures in sight; living, with a piece. */
export function foesOf(draft: Draft, unit: Unit): Unit[] {
  return draft.state.units.filter((u) => {
    const piece = pieceOf(u);
    if (!u.alive || !piece || u.side === unit.side || !isUnitInHeroesSight(draft.state, u)) return false;
    return unit.side === 'heroes' ? !u.npc : !u.npc || piece.stance === 'ally';
  });
}

/** The weakest of `foes` `unit` can strike now, or null. */
function strikable(draft: Draft, unit: Unit, foes: Unit[]): Unit | null {
  const now = draft.unit(unit.id)!;
  const inReach = foes
    .map((f) => draft.unit(f.id)!)
    .filter((f) => f.alive && canStrike(draft.state, now, f) && strikeRefusal(draft.state, now, f) === null)
    .sort((a, b) => a.body - b.body || compareIds(a.id, b.id));
  return inReach[0] ?? null;
}

/** Strikes while it can (each strike spends the attack action type). @returns whether it struck at all. */
function strikeAll(draft: Draft, unit: Unit): boolean {
  let struck = false;
  for (let i = 0; i < 10 && draft.state.phase === 'playing' && draft.unit(unit.id)!.alive; i++) {
    const target = strikable(draft, unit, foesOf(draft, unit));
    if (!target) break;
    rulesStrike(draft, draft.unit(unit.id)!, target);
    struck = true;
  }
  return struck;
}

/** Moves `unit` toward its foes with its squares: a creature as the core moves one, an ally by itself. */
function closeIn(draft: Draft, unit: Unit): void {
  const foes = foesOf(draft, unit);
  if (foes.length === 0) return;
  const piece = pieceOf(unit)!;
  if (unit.side === 'master') {
    const left = effective(unit, 'move') - (draft.state.turn?.creatures[unit.id]?.steps ?? 0);
    const to = squareToward(draft.state, unit, foes, left);
    if (to) moveCreature(draft, unit, to);
    return;
  }
  const to = squareToward(draft.state, unit, foes, piece.squares);
  if (!to) return;
  const w = draft.state.setup.board.width;
  const path = pathTo(reachable(draft.state, unit, piece.squares, -1, stepCostOf(draft.state, unit)), to[1] * w + to[0]);
  draft.updateUnit(unit.id, { x: to[0], y: to[1] });
  draft.emit({ type: 'unit_moved', unit: unit.id, path });
}

/** Uses the first ability aimed at foes that has a foe in range, on the weakest. @returns whether it did. */
function useFoeAbility(draft: Draft, unit: Unit): boolean {
  const piece = pieceOf(draft.unit(unit.id)!)!;
  for (const ability of piece.abilities) {
    if ((ability.target ?? 'foe') !== 'foe' || (ability.range ?? 1) === 0) continue;
    const foes = new Set(foesOf(draft, unit).map((f) => f.id));
    const targets = abilityTargets(draft.state, unit.side === 'heroes' ? unit.id : 'master', draft.unit(unit.id)!, ability)
      .filter((t) => foes.has(t.id))
      .sort((a, b) => a.body - b.body || compareIds(a.id, b.id));
    if (targets[0]) {
      useAbility(draft, draft.unit(unit.id)!, ability.id, targets[0].id);
      return true;
    }
  }
  return false;
}

/** Plays the whole turn of `unitId` for the computer (see the module). */
export function playRulesUnit(draft: Draft, unitId: string): void {
  const unit = draft.unit(unitId);
  if (!unit || !unit.alive || !pieceOf(unit)) return;
  if (strikeAll(draft, unit)) return;
  if (!pieceOf(unit)!.weapon && useFoeAbility(draft, unit)) return;
  closeIn(draft, unit);
  if (draft.state.phase !== 'playing' || !draft.unit(unitId)!.alive) return;
  if (strikeAll(draft, unit)) return;
  if (!pieceOf(draft.unit(unitId)!)!.weapon) useFoeAbility(draft, unit);
}
