/**
 * How the computer plays a unit's turn under the `rules` module: an `auto` mission's creatures, and the NPCs whose
 * disposition makes them allies of the heroes in every mission. It strikes the weakest foe in reach (fewest body
 * points, then unit order) while its attack action type allows; when none is in reach it closes in along a shortest
 * path (`squareToward`, engine/core/ai.ts) and strikes if it can; a piece without a weapon uses its first ability aimed at
 * foes on one in range. A creature's foes are the heroes and their allies; an ally's, the creatures the heroes have
 * found. With senses and stances in the document a creature's foes are those it perceives (`perception.ts`), and a
 * hidden creature is no ally's foe. A creature plays by the document's `temperament` when it has one or senses and
 * stances (`temperament.ts`: it fights, goes to look, holds, gives up and walks home, or wanders). Deterministic: no
 * dice beyond the rules' own and a wandering creature's.
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
import { concealedFromHeroes, perceives } from './perception.ts';
import { rulesIn } from './settings.ts';
import { homeward, intentOf, keepTemper, paced, temperamentPlays, temperOf, wanderSquare } from './temperament.ts';

/** The units `unit` fights: for a creature the heroes and their allies, for an ally the creatures in sight; living, with a piece. */
export function foesOf(draft: Draft, unit: Unit): Unit[] {
  return draft.state.units.filter((u) => {
    const piece = pieceOf(u);
    if (!u.alive || !piece || u.side === unit.side || !isUnitInHeroesSight(draft.state, u)) return false;
    if (unit.side === 'heroes') return !u.npc && !concealedFromHeroes(u);
    return (!u.npc || piece.stance === 'ally') && perceives(draft.state, unit, u);
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

/** The steps a creature has left this turn. */
function creatureSteps(draft: Draft, unit: Unit): number {
  return effective(unit, 'move') - (draft.state.turn?.creatures[unit.id]?.steps ?? 0);
}

/** Moves `unit` toward `foes` (default: its foes) with its squares (a creature at `pace` of them): a creature as the core moves one, an ally by itself. */
function closeIn(draft: Draft, unit: Unit, foes: Unit[] = foesOf(draft, unit), pace = 1): void {
  if (foes.length === 0) return;
  const piece = pieceOf(unit)!;
  if (unit.side === 'master') {
    const left = paced(unit, creatureSteps(draft, unit), pace);
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

/** Plays the whole turn of `unitId` for the computer (see the module): a creature by its temperament when the document gives it one. */
export function playRulesUnit(draft: Draft, unitId: string): void {
  const unit = draft.unit(unitId);
  if (!unit || !unit.alive || !pieceOf(unit)) return;
  if (unit.side === 'master' && !unit.npc && temperamentPlays(rulesIn(draft.state))) return playByTemperament(draft, unit);
  fight(draft, unitId);
}

/** A creature's turn by its temperament (`temperament.ts`): it fights, goes to look, holds, walks home or wanders. */
function playByTemperament(draft: Draft, unit: Unit): void {
  const { intent, temper } = intentOf(draft, unit, foesOf(draft, unit));
  keepTemper(draft, unit.id, temper);
  const speeds = rulesIn(draft.state).temperament.speeds;
  const now = () => draft.unit(unit.id)!;
  if (intent.kind === 'engage') return fight(draft, unit.id, speeds.engage, intent.foes);
  if (intent.kind === 'investigate') return closeIn(draft, now(), intent.foes, speeds.investigate);
  if (intent.kind === 'returning' || intent.kind === 'wander') {
    const steps = paced(now(), creatureSteps(draft, now()), intent.kind === 'returning' ? speeds.returning : speeds.wander);
    if (steps <= 0) return;
    const reach = reachable(draft.state, now(), steps).destinations;
    const to = intent.kind === 'returning' ? homeward(draft.state, now(), reach) : wanderSquare(draft, now(), reach);
    if (to) moveCreature(draft, now(), to);
    const home = temperOf(now()).home;
    if (intent.kind === 'returning' && now().x === home[0] && now().y === home[1]) keepTemper(draft, unit.id, { ...temperOf(now()), returning: false });
  }
}

/** Strikes the weakest foe in reach, else uses an ability on one, else closes in on `chase` (default: its foes; at `pace` of its squares) and tries again. */
function fight(draft: Draft, unitId: string, pace = 1, chase?: Unit[]): void {
  const unit = draft.unit(unitId)!;
  if (strikeAll(draft, unit)) return;
  if (!pieceOf(unit)!.weapon && useFoeAbility(draft, unit)) return;
  closeIn(draft, unit, chase ?? foesOf(draft, unit), pace);
  if (draft.state.phase !== 'playing' || !draft.unit(unitId)!.alive) return;
  if (strikeAll(draft, unit)) return;
  if (!pieceOf(draft.unit(unitId)!)!.weapon) useFoeAbility(draft, unit);
}
