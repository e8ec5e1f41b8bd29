/**
 * The reducer: one seat's action in, a new state and its events out, or a typed error and no change.
 * Checks run in a fixed order (game phase, seat, turn, then the action's own rules), as boardgame.io's reducer.
 * Spec 000 ("A hero's turn", "Combat", "Rooms", "End") and the README's settled ambiguities.
 * @module
 */
import { ownValue } from '../../content/own.ts';
import { adjacent, squareIndex } from './board.ts';
import { creatureAttack, moveCreature, squareOf } from '../rulesets/classic/creatures.ts';
import { heroMovementOf } from '../rulesets/classic/dice.ts';
import { rollPool } from './dice.ts';
import { Draft, doorIndex } from './draft.ts';
import { cast, playCard, resolveCustom, teach, useItem } from './magic.ts';
import { pathTo } from './movement.ts';
import { search, walkPath } from './objects.ts';
import { runTriggers } from './triggers.ts';
import { checkOutcome, checkRoundEnd, endGame } from './outcome.ts';
import { reject, Rejection } from './reject.ts';
import { takeAction } from './acting.ts';
import { flee } from './flee.ts';
import { advanceTurn, firstTurn } from './turns.ts';
import { computerTurn, handOver, releaseSeat, skipTurn } from './absence.ts';
import { heroUnit, stepsLeft } from './units.ts';
import { moduleOf } from './registry.ts';
import { isSquareVisibleToHeroes, isUnitVisibleTo } from './view.ts';
import { Action } from './action.ts';
import { MASTER, SPECTATOR, SPECTATOR_REFUSAL, type ApplyResult, type GameState, type SeatAction, type Unit } from './types.ts';

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
  } catch (e) {
    if (e instanceof Rejection) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
  runTriggers(draft, 0);
  checkOutcome(draft);
  return { ok: true, state: draft.finish(), events: draft.events };
}

function stripSeat(action: SeatAction): unknown {
  const { seat: _seat, ...rest } = action;
  return rest;
}

/**
 * Checks and runs `action` of `seat` on `draft`: refuses it (throws a `Rejection`) before changing anything, so a
 * probe (`probe.ts`) that stops at the first change knows the action is accepted.
 */
export function dispatch(draft: Draft, seat: string, action: Action): void {
  const s = draft.state;
  // a spectator watches: checked first, so its refusal never says anything about the room's state
  if (seat === SPECTATOR) reject(SPECTATOR_REFUSAL.code, SPECTATOR_REFUSAL.message);
  if (s.phase === 'over') reject('game_over', 'the game is over');
  if (action.type === 'join') return join(draft, seat, action.hero, action.heldByMaster);
  if (action.type === 'start') return start(draft, seat);
  if (action.type === 'release_seat') return releaseSeat(draft, seat, action.target);
  if (s.phase === 'lobby') reject('game_not_started', 'the game has not started yet');
  // the table's answers to absent players, not bound to the sender's turn (absence.ts)
  if (action.type === 'skip_turn') return skipTurn(draft, seat, action.reason);
  if (action.type === 'hand_over') return handOver(draft, seat, action.to);
  if (action.type === 'computer_turn') return computerTurn(draft, seat, action.reason);
  if (action.type === 'declare') return declare(draft, seat, action.winner);
  // the master's tools, not bound to its turn
  if (action.type === 'teach' || action.type === 'play_card' || action.type === 'resolve') {
    if (seat !== MASTER) reject('not_master', `only the master may ${action.type.replace('_', ' ')}`);
    if (s.setup.mission.auto) reject('not_master', 'an auto mission has no master: its host only starts the game');
    if (action.type === 'teach') return teach(draft, action.hero, action.spell);
    if (action.type === 'play_card') return playCard(draft, action.deck, action.target);
    return resolveCustom(draft, action.id);
  }
  if (s.turn!.seat !== seat) reject('not_your_turn', `it is ${s.turn!.seat}'s turn, not ${seat}'s`);
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



function join(draft: Draft, seat: string, heroId: string, heldByMaster?: true): void {
  const s = draft.state;
  if (s.phase !== 'lobby') return takeOver(draft, seat, heroId);
  if (seat === MASTER || s.seats.some((x) => x.id === seat)) reject('seat_taken', `seat ${seat} is taken`);
  const hero = s.setup.roster.find((h) => h.id === heroId);
  if (!hero) reject('unknown_hero', `no hero "${heroId}" in this room`);
  if (s.seats.some((x) => x.hero === heroId)) reject('hero_taken', `hero "${heroId}" is already taken`);
  if (s.seats.length >= s.setup.start.length) reject('room_full', `this mission has room for ${s.setup.start.length} heroes`);
  s.seats = [...s.seats, heldByMaster ? { id: seat, hero: heroId, heldByMaster } : { id: seat, hero: heroId }];
  draft.emit({ type: 'seat_joined', seat, hero: heroId });
}

/** A join in a started game: only into a seat the master released, with its hero (the seat and its piece carry on). */
function takeOver(draft: Draft, seat: string, heroId: string): void {
  const s = draft.state;
  const vacant = s.seats.find((x) => x.id === seat && x.vacant && x.hero === heroId);
  if (!vacant) reject('game_started', 'the game has already started: only the hero of a released seat may be taken');
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

function declare(draft: Draft, seat: string, winner: 'heroes' | 'master'): void {
  if (seat !== MASTER) reject('not_master', 'only the master declares the end of the mission');
  if (draft.state.setup.mission.win !== 'manual') reject('not_manual', 'this mission ends by its own conditions, not by declaration');
  endGame(draft, winner, 'declared');
}

function heroOf(draft: Draft, seat: string): Unit {
  if (seat === MASTER) reject('not_a_hero', 'the master moves creatures, not heroes');
  const hero = draft.unit(seat);
  if (!hero || !hero.alive) reject('not_a_hero', `seat ${seat} has no living hero`);
  return hero;
}

function creatureOf(draft: Draft, seat: string, id: string): Unit {
  if (seat !== MASTER) reject('not_master', 'only the master moves creatures');
  if (draft.state.setup.mission.auto) reject('not_master', 'in an auto mission the computer moves the creatures');
  const unit = draft.unit(id);
  // a master who does not read the quest book hears of a hidden creature exactly as of one that does not exist
  if (!unit || unit.side !== 'master' || unit.npc || !unit.alive || !isUnitVisibleTo(draft.state, seat, unit)) reject('unknown_unit', `no living creature "${id}"`);
  // a creature of a room not yet revealed is not on the board yet: it waits until the heroes find it
  if (!isSquareVisibleToHeroes(draft.state, unit.x, unit.y)) reject('not_revealed', `${id} waits in a room the heroes have not found yet`);
  // under a d20 ruleset the master moves only the creature whose turn it is
  const turnUnit = draft.state.turn?.unit ?? null;
  if (turnUnit !== null && turnUnit !== id) reject('not_your_turn', `it is ${turnUnit}'s turn, not ${id}'s`);
  return unit;
}

function roll(draft: Draft, hero: Unit): void {
  const turn = draft.state.turn!;
  if (moduleOf(draft.state).rollsMovement === false) reject('not_in_ruleset', 'under this ruleset heroes do not roll to move: each moves its speed');
  if (turn.roll) reject('already_rolled', 'movement is rolled once per turn');
  const dice = rollPool(draft.rng, heroMovementOf(draft.state.setup.ruleset));
  // `move` stat changes add to (or take from) the roll
  const bonus = hero.mods.reduce((sum, m) => (m.stat === 'move' ? sum + m.delta : sum), 0);
  const steps = Math.max(0, dice.reduce((a, b) => a + b, 0) + bonus);
  draft.updateTurn({ roll: dice, stepsLeft: steps });
  draft.emit({ type: 'movement_rolled', seat: hero.id, dice, steps });
}


function moveHero(draft: Draft, hero: Unit, to: [number, number]): void {
  const turn = draft.state.turn!;
  if (!turn.roll) reject('not_rolled', 'roll the movement dice before moving');
  if (turn.stepsLeft <= 0) reject('no_steps', 'no steps left this turn');
  const i = squareOf(draft, to);
  const reach = draft.reachable(hero, turn.stepsLeft, i);
  if (!reach.destinations.includes(i)) reject('unreachable', `square [${to[0]}, ${to[1]}] cannot be reached with ${turn.stepsLeft} steps`);
  const path = pathTo(reach, i);
  draft.updateUnit(hero.id, { x: to[0], y: to[1] });
  draft.updateTurn({ stepsLeft: turn.stepsLeft - path.length, moved: true });
  // a hidden trap on the way stops the hero there
  for (const [x, y] of walkPath(draft, hero, path)) draft.revealRoomAt(x, y);
}

function openDoor(draft: Draft, hero: Unit, doorId: string): void {
  const s = draft.state;
  const index = doorIndex(s, doorId);
  const door = s.setup.board.doors[index];
  if (!door || !s.doorsFound[index]) reject('unknown_door', `no door "${doorId}"`);
  if (s.doorsOpen[index]) reject('door_open', `door ${doorId} is already open`);
  if (!door.between.some(([x, y]) => x === hero.x && y === hero.y)) reject('not_adjacent', `stand next to door ${doorId} to open it`);
  draft.openDoor(index);
  draft.emit({ type: 'door_opened', door: doorId, by: hero.id });
  draft.revealDoorSides(index);
}

function isAdjacent(draft: Draft, a: Unit, b: Unit): boolean {
  const board = draft.state.setup.board;
  return adjacent(board, draft.state.doorsOpen, a.y * board.width + a.x, b.y * board.width + b.x);
}

function heroAttack(draft: Draft, hero: Unit, targetId: string): void {
  if (draft.state.turn!.acted) reject('already_acted', 'one action per turn');
  const foe = draft.unit(targetId);
  // a creature in an unrevealed room cannot be targeted: to the heroes it is not there
  if (!foe || foe.side !== 'master' || !foe.alive || !isUnitVisibleTo(draft.state, hero.id, foe)) reject('unknown_unit', `no living creature "${targetId}"`);
  if (!isAdjacent(draft, hero, foe)) reject('not_adjacent', `${targetId} is not adjacent to ${hero.id}`);
  const module = moduleOf(draft.state);
  if (module.canBeStruck && !module.canBeStruck(draft.state, hero, foe)) reject('unknown_unit', `${targetId} cannot be struck under this ruleset`);
  takeAction(draft);
  module.strike(draft, hero, foe);
}



/**
 * Moves an NPC within its `move` for this round: by the hero whose turn it is when the heroes' side moves it (once
 * per round), or by the master on its turn (like a creature) when the master does.
 */
function moveNpc(draft: Draft, seat: string, id: string, to: [number, number]): void {
  const s = draft.state;
  const npc = draft.unit(id);
  // an NPC the seat cannot see is answered exactly as one that does not exist, before anything else is said of it
  if (!npc || !npc.npc || !npc.alive || !isUnitVisibleTo(s, seat, npc)) reject('unknown_unit', `no living NPC "${id}"`);
  const mover = Object.hasOwn(s.setup.npcMovers, id) ? s.setup.npcMovers[id] : undefined;
  if ((mover === 'master') !== (seat === MASTER)) reject('not_your_npc', `${id} is moved by ${mover === 'master' ? 'the master' : 'the heroes'}`);
  // like a creature, an NPC of a room the heroes have not found waits there
  if (!isSquareVisibleToHeroes(s, npc.x, npc.y)) reject('not_revealed', `${id} waits in a room the heroes have not found yet`);
  const left = stepsLeft(s, seat, npc);
  if (left <= 0) reject('no_steps', `${id} has moved this round`);
  const i = squareOf(draft, to);
  const reach = draft.reachable(npc, left, i);
  if (!reach.destinations.includes(i)) reject('unreachable', `${id} cannot reach [${to[0]}, ${to[1]}] with ${left} steps`);
  const path = pathTo(reach, i);
  draft.updateUnit(id, { x: to[0], y: to[1] });
  if (seat === MASTER) draft.updateTurn({ creatures: { ...s.turn!.creatures, [id]: { steps: (s.turn!.creatures[id]?.steps ?? 0) + path.length, attacked: false } } });
  else s.npcMoved = { ...s.npcMoved, [id]: s.round };
  draft.emit({ type: 'unit_moved', unit: id, path });
}
