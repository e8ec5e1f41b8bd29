/**
 * The reducer: one seat's action in, a new state and its events out, or a typed error and no change.
 * Checks run in a fixed order (game phase, seat, turn, then the action's own rules), as boardgame.io's reducer.
 * Spec 000 ("A hero's turn", "Combat", "Rooms", "End") and the README's settled ambiguities.
 * @module
 */
import { ownValue } from '../../content/own.ts';
import { squareIndex } from './board.ts';
import { reachOf, withinReach } from './footprint.ts';
import { creatureAttack, creatureAttackRefusal, creatureMoveRefusal, moveCreature, squareOf } from './creatures.ts';
import { rollPool } from './dice.ts';
import { Draft, doorIndex } from './draft.ts';
import { cast, playCard, resolveCustom, teach, useItem } from './magic.ts';
import { pathTo } from './movement.ts';
import { stepCostOf } from './step-cost.ts';
import { search, walkPath } from './objects.ts';
import { runTriggers } from './triggers.ts';
import { checkOutcome, checkRoundEnd, endGame } from './outcome.ts';
import { reject, Rejection } from './reject.ts';
import { actedRefusal, takeAction } from './acting.ts';
import { flee } from './flee.ts';
import { advanceTurn, firstTurn } from './turns.ts';
import { computerTurn, handOver, releaseSeat, skipTurn } from './absence.ts';
import { heroUnit, stepsLeft } from './units.ts';
import { moduleOf, movementRollOf } from './registry.ts';
import { isUnitInHeroesSight, isUnitVisibleTo } from './view.ts';
import { Action } from './action.ts';
import { MASTER, SPECTATOR, SPECTATOR_REFUSAL, type ApplyResult, type GameError, type GameState, type SeatAction, type SeatId, type Unit } from './types.ts';

/**
 * The reducer's checks on a creature's move and attack, as values (`creatures.ts`): `legalActions` reads them from
 * the reducer, as it reads the others exported here.
 */
export const creatureRefusals = { move: creatureMoveRefusal, attack: creatureAttackRefusal } as const;

/**
 * Applies `action` (sent by `action.seat`) to `state`.
 * Returns `{ ok: true, state, events }` with a new state (the input is never mutated) and the events in order,
 * or `{ ok: false, error: { code, message } }` when the action is malformed or against the rules; never throws
 * for a bad action.
 */
export function apply(state: GameState, action: SeatAction): ApplyResult {
  const parsed = Action.safeParse(stripSeat(action));
  if (!parsed.success || typeof action.seat !== 'string') {
    return { ok: false, error: { code: 'bad_action', message: `not an action: ${parsed.error?.issues[0]?.message ?? 'missing seat'}` } };
  }
  const draft = new Draft(state);
  try {
    dispatch(draft, action.seat, parsed.data);
    // the module's answers to what happened (a reaction); a rule of its own failing is its to guard
    if (draft.state.phase === 'playing') moduleOf(state).reactTo?.(draft, state, parsed.data, action.seat);
  } catch (e) {
    if (e instanceof Rejection) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  runTriggers(draft, 0);
  // after the triggers, so that what the module works out holds for the state as it leaves (the next action trusts it)
  moduleOf(draft.state).afterAction?.(draft);
  checkOutcome(draft);
  return { ok: true, state: draft.finish(), events: draft.events };
}

function stripSeat(action: SeatAction): unknown {
  const { seat: _seat, ...rest } = action;
  return rest;
}

/**
 * Why `seat` may not send an action of `type` in `state` at all, whatever its arguments, or null when the action's
 * own rules decide: the checks every action passes first, in order (a spectator; the game over; the lobby; the
 * master's tools and who may use them; the seat whose turn it is). `legalActions` asks it before trying a candidate.
 */
export function gateRefusal(state: GameState, seat: SeatId, type: Action['type']): GameError | null {
  // a spectator watches: checked first, so its refusal never says anything about the room's state
  if (seat === SPECTATOR) return SPECTATOR_REFUSAL;
  if (state.phase === 'over') return { code: 'game_over', message: 'the game is over' };
  if (type === 'join' || type === 'start') return null;
  if (type === 'release_seat') return seat === MASTER ? null : { code: 'not_master', message: 'only the master may release a seat' };
  if (state.phase === 'lobby') return { code: 'game_not_started', message: 'the game has not started yet' };
  // the table's answers to absent players, not bound to the sender's turn (absence.ts)
  if (type === 'skip_turn') return null;
  if (type === 'hand_over' || type === 'computer_turn') {
    if (seat !== MASTER)
      return {
        code: 'not_master',
        message: type === 'hand_over' ? 'only the master may hand the creatures over' : "only the master may let the computer play the creatures' turn",
      };
    if (state.setup.mission.auto) return { code: 'not_master', message: 'in an auto mission the computer always moves the creatures' };
    return null;
  }
  // an answer to a prompt (a reaction offered) of a module action taken on any turn: the module's refusal decides
  if (anyTurnAction(state, type)) return null;
  if (type === 'declare') return seat === MASTER ? null : { code: 'not_master', message: 'only the master declares the end of the mission' };
  // the master's tools, not bound to its turn
  if (type === 'teach' || type === 'play_card' || type === 'resolve') {
    if (seat !== MASTER) return { code: 'not_master', message: `only the master may ${type.replace('_', ' ')}` };
    if (state.setup.mission.auto) return { code: 'not_master', message: 'an auto mission has no master: its host only starts the game' };
    return null;
  }
  if (state.turn!.seat !== seat) return { code: 'not_your_turn', message: `it is ${state.turn!.seat}'s turn, not ${seat}'s` };
  return null;
}

/** Whether `type` is an action of the state's module taken outside the seat's turn (`ModuleAction.anyTurn`). */
function anyTurnAction(state: GameState, type: Action['type']): boolean {
  const own = moduleOf(state).actions;
  return own !== undefined && Object.hasOwn(own, type) && own[type]!.anyTurn === true;
}

/**
 * Checks and runs `action` of `seat` on `draft`: refuses it (throws a `Rejection`) before changing anything, so a
 * probe (`probe.ts`) that stops at the first change knows the action is accepted.
 */
export function dispatch(draft: Draft, seat: string, action: Action): void {
  const s = draft.state;
  const gate = gateRefusal(s, seat, action.type);
  if (gate) reject(gate.code, gate.message);
  if (action.type === 'join') return join(draft, seat, action.hero, action.heldByMaster, action.computer);
  if (action.type === 'start') return start(draft, seat);
  if (action.type === 'release_seat') return releaseSeat(draft, action.target);
  if (action.type === 'skip_turn') return skipTurn(draft, seat, action.reason);
  if (action.type === 'hand_over') return handOver(draft, action.to);
  if (action.type === 'computer_turn') return computerTurn(draft, action.reason);
  if (action.type === 'declare') return declare(draft, action.winner);
  if (action.type === 'teach') return teach(draft, action.hero, action.spell);
  if (action.type === 'play_card') return playCard(draft, action.deck, action.target);
  if (action.type === 'resolve') return resolveCustom(draft, action.id);
  act(draft, seat, action);
  // the ruleset module may end the turn by itself (d20: one action completes it), unless the game has just ended
  if (s.phase === 'playing' && action.type !== 'end_turn' && moduleOf(s).turnComplete?.(draft) === true) {
    runTriggers(draft, 0);
    checkOutcome(draft);
    if (draft.state.phase === 'playing') advanceTurn(draft, checkRoundEnd);
  }
}

/** Runs one in-turn action of `seat` (the checks of phase, seat and turn have passed). */
function act(draft: Draft, seat: string, action: Action): void {
  switch (action.type) {
    case 'end_turn':
      return advanceTurn(draft, checkRoundEnd);
    case 'roll':
      return roll(draft, heroOf(draft, seat));
    case 'move':
      return moveHero(draft, heroOf(draft, seat), action.to);
    case 'open_door':
      return openDoor(draft, heroOf(draft, seat), action.door);
    case 'attack':
      return heroAttack(draft, heroOf(draft, seat), action.target);
    case 'move_creature':
      return moveCreature(draft, creatureOf(draft, seat, action.creature), action.to);
    case 'creature_attack':
      return creatureAttack(draft, creatureOf(draft, seat, action.creature), action.target);
    case 'cast':
      return cast(draft, heroOf(draft, seat), action.spell, action.target);
    case 'use_item':
      return useItem(draft, heroOf(draft, seat), action.item, action.target);
    case 'search':
      return search(draft, heroOf(draft, seat), action.for);
    case 'move_npc':
      return moveNpc(draft, seat, action.npc, action.to);
    case 'defend':
    case 'ability':
    case 'react':
    case 'decline':
    case 'stance':
      return moduleAction(draft, seat, action);
    case 'flee':
      heroOf(draft, seat);
      return flee(draft);
  }
}

/** An action of the ruleset module's own (`RulesetModule.actions`): `not_in_ruleset` when the module has none of that type. */
function moduleAction(draft: Draft, seat: string, action: Action): void {
  const own = moduleOf(draft.state).actions;
  const handler = own && Object.hasOwn(own, action.type) ? own[action.type] : undefined;
  if (!handler) reject('not_in_ruleset', `this ruleset has no "${action.type}" action`);
  handler.apply(draft, heroOf(draft, seat), action);
}

function join(draft: Draft, seat: string, heroId: string, heldByMaster?: true, computer?: true): void {
  const s = draft.state;
  if (s.phase !== 'lobby') return takeOver(draft, seat, heroId, computer);
  if (heldByMaster && computer) reject('bad_action', 'a seat is held by the master or played by the computer, not both');
  if (seat === MASTER || s.seats.some((x) => x.id === seat)) reject('seat_taken', `seat ${seat} is taken`);
  const hero = s.setup.roster.find((h) => h.id === heroId);
  if (!hero) reject('unknown_hero', `no hero "${heroId}" in this room`);
  if (s.seats.some((x) => x.hero === heroId)) reject('hero_taken', `hero "${heroId}" is already taken`);
  if (s.seats.length >= s.setup.start.length) reject('room_full', `this mission has room for ${s.setup.start.length} heroes`);
  s.seats = [
    ...s.seats,
    heldByMaster ? { id: seat, hero: heroId, heldByMaster } : computer ? { id: seat, hero: heroId, computer } : { id: seat, hero: heroId },
  ];
  draft.emit({ type: 'seat_joined', seat, hero: heroId, ...(computer ? { computer } : {}) });
}

/**
 * A join in a started game: only into a seat the master released or the computer plays, with its hero (the seat and
 * its piece carry on, played by the player who joined). The computer takes no seat once the game has started.
 */
function takeOver(draft: Draft, seat: string, heroId: string, computer?: true): void {
  const s = draft.state;
  const vacant = computer ? undefined : s.seats.find((x) => x.id === seat && (x.vacant || x.computer) && x.hero === heroId);
  if (!vacant) reject('game_started', 'the game has already started: only the hero of a released seat or of a computer may be taken');
  s.seats = s.seats.map((x) => (x === vacant ? { id: x.id, hero: x.hero } : x));
  draft.emit({ type: 'seat_joined', seat, hero: heroId });
}

function start(draft: Draft, seat: string): void {
  const s = draft.state;
  // an `auto` mission has no master: any seated hero (or the room's host) may start it
  const heroStarts = s.setup.mission.auto && s.seats.some((x) => x.id === seat);
  if (seat !== MASTER && !heroStarts) reject('not_master', 'only the master starts the game');
  if (s.phase !== 'lobby') reject('game_started', 'the game has already started');
  if (s.seats.length === 0) reject('no_heroes', 'at least one hero must join first');
  s.seats.forEach((seatRec, i) => {
    const hero = s.setup.roster.find((h) => h.id === seatRec.hero)!;
    const [x, y] = s.setup.start[i]!;
    const unit = heroUnit(seatRec.id, hero, x, y, s.setup.spells);
    // the piece worked out when the room was made (a room made before its setup kept the pieces works it out now)
    draft.addUnit({ ...unit, ...(ownValue(s.setup.heroPieces, hero.id) ?? moduleOf(s).heroPiece?.(s.setup, hero)) });
  });
  s.phase = 'playing';
  s.round = 1;
  draft.emit({ type: 'game_started' });
  for (const [x, y] of s.setup.start.slice(0, s.seats.length)) draft.revealRoomAt(x, y);
  moduleOf(s).startGame?.(draft);
  firstTurn(draft, checkRoundEnd);
}

/** Why the mission cannot be declared over (it ends by its own conditions), or null when the master may declare it. */
export function declareRefusal(state: GameState): GameError | null {
  return state.setup.mission.win !== 'manual' ? { code: 'not_manual', message: 'this mission ends by its own conditions, not by declaration' } : null;
}

function declare(draft: Draft, winner: 'heroes' | 'master'): void {
  const refusal = declareRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  endGame(draft, winner, 'declared');
}

/** Why `seat` has no hero to act with (the master's seat, or a fallen hero's), or null when it has one. */
export function heroRefusal(state: GameState, seat: SeatId, hero: Unit | undefined = unitNamed(state, seat)): GameError | null {
  if (seat === MASTER) return { code: 'not_a_hero', message: 'the master moves creatures, not heroes' };
  return !hero || !hero.alive ? { code: 'not_a_hero', message: `seat ${seat} has no living hero` } : null;
}

/** The unit named `id` in `state`, if any. */
function unitNamed(state: GameState, id: string): Unit | undefined {
  const units = state.units;
  for (let i = 0; i < units.length; i++) if (units[i]!.id === id) return units[i];
  return undefined;
}

function heroOf(draft: Draft, seat: string): Unit {
  const hero = draft.unit(seat);
  const refusal = heroRefusal(draft.state, seat, hero);
  if (refusal) reject(refusal.code, refusal.message);
  return hero!;
}

/**
 * Why `seat` may not act with creature `id` now, or null when it may: only the master, not in an `auto` mission, a
 * living creature it can see, in a room the heroes have found, and (one unit a turn) the one whose turn it is.
 * `unit` is the unit named `id`, when the caller has it already.
 */
export function creatureRefusal(state: GameState, seat: SeatId, id: string, unit: Unit | undefined = unitNamed(state, id)): GameError | null {
  if (seat !== MASTER) return { code: 'not_master', message: 'only the master moves creatures' };
  if (state.setup.mission.auto) return { code: 'not_master', message: 'in an auto mission the computer moves the creatures' };
  // a master who does not read the quest book hears of a hidden creature exactly as of one that does not exist
  if (!unit || unit.side !== 'master' || unit.npc || !unit.alive || !isUnitVisibleTo(state, seat, unit))
    return { code: 'unknown_unit', message: `no living creature "${id}"` };
  // a creature of a room not yet revealed is not on the board yet: it waits until the heroes find it
  if (!isUnitInHeroesSight(state, unit)) return { code: 'not_revealed', message: `${id} waits in a room the heroes have not found yet` };
  // under a d20 ruleset the master moves only the creature whose turn it is
  const turnUnit = state.turn?.unit ?? null;
  if (turnUnit !== null && turnUnit !== id) return { code: 'not_your_turn', message: `it is ${turnUnit}'s turn, not ${id}'s` };
  return null;
}

function creatureOf(draft: Draft, seat: string, id: string): Unit {
  const unit = draft.unit(id);
  const refusal = creatureRefusal(draft.state, seat, id, unit);
  if (refusal) reject(refusal.code, refusal.message);
  return unit!;
}

/** Why the hero on turn may not roll its movement (not under this ruleset, or rolled already), or null when it may. */
export function rollRefusal(state: GameState): GameError | null {
  if (moduleOf(state).rollsMovement === false)
    return { code: 'not_in_ruleset', message: 'under this ruleset heroes do not roll to move: each moves its speed' };
  if (state.turn!.roll) return { code: 'already_rolled', message: 'movement is rolled once per turn' };
  return null;
}

function roll(draft: Draft, hero: Unit): void {
  const refusal = rollRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  const pool = movementRollOf(draft.state);
  // every ruleset whose heroes roll has its roll: one without is a document its module should have refused
  if (!pool) throw new Error(`ruleset "${draft.state.setup.ruleset.id}" has no movement roll (heroMovement)`);
  const dice = rollPool(draft.rng, pool);
  // `move` stat changes add to (or take from) the roll
  const bonus = hero.mods.reduce((sum, m) => (m.stat === 'move' ? sum + m.delta : sum), 0);
  const steps = Math.max(0, dice.reduce((a, b) => a + b, 0) + bonus);
  draft.updateTurn({ roll: dice, stepsLeft: steps });
  draft.emit({ type: 'movement_rolled', seat: hero.id, dice, steps });
}

/** Why the hero on turn may not move at all (not rolled, no steps left), or null when it may move within `turn.stepsLeft`. */
export function heroMoveRefusal(state: GameState): GameError | null {
  const turn = state.turn!;
  if (!turn.roll) return { code: 'not_rolled', message: 'roll the movement dice before moving' };
  if (turn.stepsLeft <= 0) return { code: 'no_steps', message: 'no steps left this turn' };
  return null;
}

function moveHero(draft: Draft, hero: Unit, to: [number, number]): void {
  const turn = draft.state.turn!;
  const refusal = heroMoveRefusal(draft.state);
  if (refusal) reject(refusal.code, refusal.message);
  const i = squareOf(draft, to);
  const reach = draft.reachable(hero, turn.stepsLeft, i, stepCostOf(draft.state, hero));
  if (!reach.destinations.includes(i)) reject('unreachable', `square [${to[0]}, ${to[1]}] cannot be reached with ${turn.stepsLeft} steps`);
  const path = pathTo(reach, i);
  draft.updateUnit(hero.id, { x: to[0], y: to[1] });
  // a path's cost is its length unless the module prices steps (difficult terrain)
  draft.updateTurn({ stepsLeft: turn.stepsLeft - reach.dist[i]!, moved: true });
  // a hidden trap on the way stops the hero there
  for (const [x, y] of walkPath(draft, hero, path)) draft.revealRoomAt(x, y);
}

/** Why `hero` may not open door `doorId` now (no such door found, open already, not beside it), or null. */
export function doorRefusal(s: GameState, hero: Unit, doorId: string): GameError | null {
  const index = doorIndex(s, doorId);
  const door = s.setup.board.doors[index];
  if (!door || !s.doorsFound[index]) return { code: 'unknown_door', message: `no door "${doorId}"` };
  if (s.doorsOpen[index]) return { code: 'door_open', message: `door ${doorId} is already open` };
  if (!door.between.some(([x, y]) => x === hero.x && y === hero.y)) return { code: 'not_adjacent', message: `stand next to door ${doorId} to open it` };
  return null;
}

function openDoor(draft: Draft, hero: Unit, doorId: string): void {
  const refusal = doorRefusal(draft.state, hero, doorId);
  if (refusal) reject(refusal.code, refusal.message);
  const index = doorIndex(draft.state, doorId);
  draft.openDoor(index);
  draft.emit({ type: 'door_opened', door: doorId, by: hero.id });
  draft.revealDoorSides(index);
}

/**
 * Why `hero` may not attack unit `targetId` now (acted already, no such creature in sight, not adjacent, not to be
 * struck), or null. `foe` is the unit named `targetId`, when the caller has it already.
 */
export function attackRefusal(state: GameState, hero: Unit, targetId: string, foe: Unit | undefined = unitNamed(state, targetId)): GameError | null {
  const acted = actedRefusal(state);
  if (acted) return acted;
  // a creature in an unrevealed room cannot be targeted: to the heroes it is not there
  if (!foe || foe.side !== 'master' || !foe.alive || !isUnitVisibleTo(state, hero.id, foe))
    return { code: 'unknown_unit', message: `no living creature "${targetId}"` };
  if (!withinReach(state, hero, foe))
    return {
      code: 'not_adjacent',
      message: reachOf(hero) === 1 ? `${targetId} is not adjacent to ${hero.id}` : `${targetId} is out of ${hero.id}'s reach (${reachOf(hero)} squares)`,
    };
  const module = moduleOf(state);
  if (module.canBeStruck && !module.canBeStruck(state, hero, foe)) return { code: 'unknown_unit', message: `${targetId} cannot be struck under this ruleset` };
  return null;
}

function heroAttack(draft: Draft, hero: Unit, targetId: string): void {
  const refusal = attackRefusal(draft.state, hero, targetId);
  if (refusal) reject(refusal.code, refusal.message);
  takeAction(draft);
  moduleOf(draft.state).strike(draft, hero, draft.unit(targetId)!);
}

/** Why `seat` may not move NPC `id` now (not one it sees, the other side's, in a room not found, moved already), or null. */
export function npcMoveRefusal(state: GameState, seat: SeatId, id: string): GameError | null {
  const npc = state.units.find((u) => u.id === id);
  // an NPC the seat cannot see is answered exactly as one that does not exist, before anything else is said of it
  if (!npc || !npc.npc || !npc.alive || !isUnitVisibleTo(state, seat, npc)) return { code: 'unknown_unit', message: `no living NPC "${id}"` };
  const mover = Object.hasOwn(state.setup.npcMovers, id) ? state.setup.npcMovers[id] : undefined;
  if ((mover === 'master') !== (seat === MASTER))
    return { code: 'not_your_npc', message: `${id} is moved by ${mover === 'master' ? 'the master' : 'the heroes'}` };
  // like a creature, an NPC of a room the heroes have not found waits there
  if (!isUnitInHeroesSight(state, npc)) return { code: 'not_revealed', message: `${id} waits in a room the heroes have not found yet` };
  if (stepsLeft(state, seat, npc) <= 0) return { code: 'no_steps', message: `${id} has moved this round` };
  return null;
}

/**
 * Moves an NPC within its `move` for this round: by the hero whose turn it is when the heroes' side moves it (once
 * per round), or by the master on its turn (like a creature) when the master does.
 */
function moveNpc(draft: Draft, seat: string, id: string, to: [number, number]): void {
  const s = draft.state;
  const refusal = npcMoveRefusal(s, seat, id);
  if (refusal) reject(refusal.code, refusal.message);
  const npc = draft.unit(id)!;
  const left = stepsLeft(s, seat, npc);
  const i = squareOf(draft, to);
  const reach = draft.reachable(npc, left, i, stepCostOf(s, npc));
  if (!reach.destinations.includes(i)) reject('unreachable', `${id} cannot reach [${to[0]}, ${to[1]}] with ${left} steps`);
  const path = pathTo(reach, i);
  const cost = reach.dist[i]!;
  draft.updateUnit(id, { x: to[0], y: to[1] });
  if (seat === MASTER) draft.updateTurn({ creatures: { ...s.turn!.creatures, [id]: { steps: (s.turn!.creatures[id]?.steps ?? 0) + cost, attacked: false } } });
  else s.npcMoved = { ...s.npcMoved, [id]: s.round };
  draft.emit({ type: 'unit_moved', unit: id, path });
}
