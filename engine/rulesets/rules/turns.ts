/**
 * Turns under the `rules` module: one unit a turn — heroes, the creatures the heroes have found, and the NPCs whose
 * disposition makes them allies — in the order of the initiative rolled at the start of the game (the check dice
 * plus the document's `initiativeStat`, highest first; without one, or on a tie, by unit id). A turn begins with the
 * rules' start of turn (action types fresh, conditions' `onTick`, saves timed `startOfTurn`) and the unit's movement
 * (its speed over the board's square size); a unit whose conditions `prevent` every action type loses its turn. A
 * turn ends with the rules' end of turn (saves timed `endOfTurn`, durations ticking, `onExpire`).
 * @module
 */
import { rollDice } from '../../core/dice-notation.ts';
import type { Draft } from '../../core/draft.ts';
import { actionRefusal, endTurn as rulesEndTurn, preventedActions, startTurn as rulesStartTurn } from './document/turns.ts';
import { computeStats } from './document/stats.ts';
import type { RulesWorld } from './document/world.ts';
import type { RulesActor } from './document/actor.ts';
import { MASTER, type GameState, type Unit } from '../../core/types.ts';
import { isUnitInHeroesSight } from '../../core/view.ts';
import type { TurnSlot } from '../../core/module.ts';
import { actorIn, scratchWorld, withWorld } from './bridge.ts';
import { pieceOf } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';

/** Unit ids in id order: by their letters, then by their number (`h1`, `h2`, `m2`, `m10`, `n1`). */
export function compareIds(a: string, b: string): number {
  const sa = letters(a);
  const sb = letters(b);
  const pa = a.slice(0, sa);
  const pb = b.slice(0, sb);
  if (pa !== pb) return pa < pb ? -1 : 1;
  return numberAfter(a, sa) - numberAfter(b, sb);
}

/** Where the number at the end of a unit id starts (its length when the id ends in no number, or has letters after digits). */
function letters(id: string): number {
  let i = id.length;
  while (i > 0 && id.charCodeAt(i - 1) >= 48 && id.charCodeAt(i - 1) <= 57) i -= 1;
  // an id with a digit before its last letter (not a unit id the engine makes) is compared as letters only
  for (let j = 0; j < i; j++) if (id.charCodeAt(j) >= 48 && id.charCodeAt(j) <= 57) return id.length;
  return i;
}

function numberAfter(id: string, at: number): number {
  return at >= id.length ? 0 : Number(id.slice(at)) || 0;
}

/** Whether `unit` takes turns: a living hero, a living creature on a square the heroes have found, or an allied NPC there. */
export function takesTurns(state: GameState, unit: Unit): boolean {
  const piece = pieceOf(unit);
  if (!unit.alive || !piece) return false;
  if (unit.side === 'heroes' && !unit.npc) return true;
  if (unit.npc && piece.stance !== 'ally') return false;
  return isUnitInHeroesSight(state, unit);
}

/** The units that take turns, in turn order: initiative highest first (unrolled last), then by id. */
export function turnOrder(state: GameState): Unit[] {
  return state.units
    .filter((u) => takesTurns(state, u))
    .sort((a, b) => {
      const ia = pieceOf(a)!.initiative ?? -Infinity;
      const ib = pieceOf(b)!.initiative ?? -Infinity;
      return ia !== ib ? ib - ia : compareIds(a.id, b.id);
    });
}

/** The seat that plays `unit`'s turn: a hero's own; the master for creatures and allied NPCs (the computer plays those). */
function seatOf(unit: Unit): string {
  return unit.side === 'heroes' && !unit.npc ? unit.id : MASTER;
}

/** The slot after `current` in this round (`null`: the first), or null when the order has run out. */
export function nextSlot(state: GameState, current: TurnSlot | null): TurnSlot | null {
  const order = turnOrder(state);
  let from = 0;
  if (current !== null && current.unit !== null) {
    // the unit just played may have died or left the order: go on after where it stood
    const played = state.units.find((u) => u.id === current.unit);
    const key = played ? (pieceOf(played)?.initiative ?? -Infinity) : -Infinity;
    from = order.findIndex((u) => {
      const ik = pieceOf(u)!.initiative ?? -Infinity;
      return ik < key || (ik === key && compareIds(u.id, current.unit!) > 0);
    });
    if (from < 0) return null;
  }
  const unit = order[from];
  return unit ? { seat: seatOf(unit), unit: unit.id } : null;
}

/**
 * Rolls the initiative of every piece without one (at the start of the game, and for creatures that came later, at
 * the end of a round): the check dice plus its `initiativeStat`, with an `initiative_rolled` event each. Nothing
 * when the document has no `initiativeStat`: turns then go by id.
 */
export function rollInitiative(draft: Draft): void {
  const rules = rulesIn(draft.state);
  const stat = rules.initiativeStat;
  if (stat === undefined) return;
  const pending = draft.state.units.filter((u) => u.alive && pieceOf(u) !== null && pieceOf(u)!.initiative === null).sort((a, b) => compareIds(a.id, b.id));
  for (const unit of pending) {
    const piece = pieceOf(unit)!;
    const roll = rollDice(rules.resolution.checkDice, draft.rng).total;
    const initiative = roll + (computeStats(rules, { ...piece.actor, id: unit.id }, draft.rng).derived[stat] ?? 0);
    draft.updateUnit(unit.id, { ext: { ...piece, initiative } });
    draft.emit({ type: 'initiative_rolled', unit: unit.id, roll, initiative });
  }
}

/** Whether `actor` can take any action type now (the document has none: whether it has not acted yet this turn). */
export function canAct(world: RulesWorld, actor: RulesActor): boolean {
  return world.rules.actionTypes.some((t) => actionRefusal(world, actor, t.id) === null);
}

/**
 * The start of `slot`'s turn (see the module). @returns whether the turn is lost: the unit died of its conditions,
 * or they prevent every action type (`turn_skipped`, reason `condition`).
 */
export function startRulesTurn(draft: Draft, slot: TurnSlot): boolean {
  const id = slot.unit!;
  const held = pieceOf(draft.unit(id)!)!;
  if (held.actor.conditions.length === 0) {
    // nothing ticks and nothing is saved against: only the action types are fresh (no world to open)
    if (Object.keys(held.actor.used).length > 0) draft.updateUnit(id, { ext: { ...held, actor: { ...held.actor, used: {} } } });
  } else if (withWorld(draft, (bw) => (rulesStartTurn(bw.world, id), !actorIn(bw, id)!.alive))) return true;
  const unit = draft.unit(id)!;
  const piece = pieceOf(unit)!;
  const world = scratchWorld(rulesIn(draft.state));
  const types = world.rules.actionTypes;
  const prevented = preventedActions(world, piece.actor);
  if (types.length > 0 && types.every((t) => prevented.has(t.id))) {
    draft.emit({ type: 'turn_skipped', unit: id, reason: 'condition' });
    return true;
  }
  const moveAction = settingsIn(draft.state.setup).moveAction;
  const moves = moveAction === null || actionRefusal(world, piece.actor, moveAction) === null;
  if (unit.side === 'heroes' && !unit.npc) {
    // no movement roll: the steps are the unit's speed, given at the start (an empty roll stands for "given")
    draft.updateTurn({ roll: [], stepsLeft: moves ? piece.squares : 0, acted: types.length > 0 && !canAct(world, piece.actor) });
  } else if (!moves) {
    draft.updateTurn({ creatures: { ...draft.state.turn!.creatures, [id]: { steps: unit.move, attacked: false } } });
  }
  return false;
}

/** The end of `slot`'s turn: the rules' end of turn for its unit (saves, durations, expiry), when it holds a condition. */
export function endRulesTurn(draft: Draft, slot: TurnSlot): void {
  const id = slot.unit;
  const unit = id === null ? undefined : draft.unit(id);
  const piece = unit ? pieceOf(unit) : null;
  if (id === null || !piece || piece.actor.conditions.length === 0) return;
  withWorld(draft, (bw) => rulesEndTurn(bw.world, id));
}
