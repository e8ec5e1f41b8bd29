/**
 * The computer's turn in `auto` missions (spec 000: "Una missione con auto: true si gioca senza master"): each
 * creature, in unit order, that the heroes can see (hidden creatures stay put until their room is revealed) and that
 * sees a target (a hero or NPC reachable through revealed areas and open doors) moves along a shortest path toward the
 * nearest one and attacks when it can. `ranged` creatures shoot along clear lines and keep their distance; `dormant`
 * ones wait until a target stands beside them; stunned ones have already lost their turn. Deterministic: no dice
 * beyond the attacks' own.
 * @module
 */
import { canCross, neighbours } from './board.ts';
import { canStrike, creatureAttack, moveCreature } from './creatures.ts';
import type { Draft } from './draft.ts';
import { coveredSquares, reachOf, spanOf, withinReach } from './footprint.ts';
import { inClearLine } from './line.ts';
import { reachable } from './movement.ts';
import { stepCostOf } from './step-cost.ts';
import { furnitureSquares } from './furniture.ts';
import { effective, hasAbility } from './units.ts';
import { isSquareVisibleToHeroes, isUnitInHeroesSight } from './view.ts';
import type { GameState, Unit } from './types.ts';

/** Plays every creature's move and attack for the master's turn of an `auto` mission. */
export function playCreatures(draft: Draft): void {
  for (const { id } of draft.state.units) {
    if (draft.state.phase !== 'playing') return;
    const c = draft.unit(id)!;
    if (c.side !== 'master' || c.npc || !c.alive) continue;
    if (!isUnitInHeroesSight(draft.state, c)) continue;
    if (draft.state.turn!.creatures[c.id]?.attacked) continue;
    const targets = () => draft.state.units.filter((u) => u.side === 'heroes' && u.alive);
    if (c.dormant && !targets().some((t) => Math.abs(t.x - c.x) + Math.abs(t.y - c.y) === 1)) continue;
    if (strike(draft, c, targets())) continue;
    const dest = bestSquare(draft.state, c, targets());
    if (dest !== null) moveCreature(draft, c, dest);
    strike(draft, draft.unit(id)!, targets());
  }
}

/**
 * Moves creature `c` (as the computer plays it) toward the heroes' side as its steps allow, unless it can already
 * strike one or is a `dormant` creature with no target beside it. Shared by the classic turn and the d20 one.
 */
export function approach(draft: Draft, c: Unit): void {
  const targets = draft.state.units.filter((u) => u.side === 'heroes' && u.alive);
  if (c.dormant && !targets.some((t) => Math.abs(t.x - c.x) + Math.abs(t.y - c.y) === 1)) return;
  if (targets.some((t) => canStrike(draft.state, c, t))) return;
  const dest = bestSquare(draft.state, c, targets);
  if (dest !== null) moveCreature(draft, c, dest);
}

/** Attacks the weakest target in reach (fewest body points, then unit order). Returns whether it attacked. */
function strike(draft: Draft, c: Unit, targets: Unit[]): boolean {
  const inReach = targets.filter((t) => canStrike(draft.state, c, t)).sort((a, b) => a.body - b.body);
  if (inReach.length === 0) return false;
  creatureAttack(draft, c, inReach[0]!.id);
  return true;
}

/** Where the creature should stop this turn with its steps left (see {@link squareToward}). */
function bestSquare(state: GameState, c: Unit, targets: Unit[]): [number, number] | null {
  return squareToward(state, c, targets, effective(c, 'move') - (state.turn!.creatures[c.id]?.steps ?? 0));
}

/**
 * Where unit `c` should stop to close in on `targets` with `steps` steps: among the squares it can reach, the one
 * nearest (in steps through what the heroes can see, around units of the other side) to a square it could attack
 * from — for a `ranged` unit a square in clear line and range of a target, not beside one if it can help it. Null
 * when no target can be reached or it cannot get any nearer. Shared by the creatures' turns of every ruleset and
 * the allies of the `rules` module.
 */
export function squareToward(state: GameState, c: Unit, targets: Unit[], steps: number): [number, number] | null {
  const board = state.setup.board;
  const w = board.width;
  const ranged = hasAbility(c, 'ranged');
  const goals =
    ranged || reachOf(c) !== 1 || spanOf(c) !== 1 || targets.some((t) => spanOf(t) !== 1)
      ? attackSquares(state, c, targets, ranged)
      : besideSquares(state, targets);
  if (ranged && goals.length === 0) return squareToward(state, { ...c, abilities: c.abilities.filter((a) => a.type !== 'ranged') }, targets, steps);
  const dist = distances(state, c, goals);
  const here = c.y * w + c.x;
  let best = here;
  if (steps <= 0) return null;
  for (const i of reachable(state, c, steps, -1, stepCostOf(state, c)).destinations.sort((a, b) => a - b)) if (dist[i]! < dist[best]!) best = i;
  return best === here || dist[best] === Infinity ? null : [best % w, Math.floor(best / w)];
}

/**
 * The squares the heroes can see from which `c` could attack one of `targets`: within its reach of a target
 * (adjacent for most pieces; a long weapon or a big piece reaches further: footprint.ts), or for a `ranged` unit in
 * clear line and range of one and not within reach, if it can help it.
 */
function attackSquares(state: GameState, c: Unit, targets: Unit[], ranged: Extract<Unit['abilities'][number], { type: 'ranged' }> | undefined): number[] {
  const board = state.setup.board;
  const w = board.width;
  const goals: number[] = [];
  for (let i = 0; i < board.areas.length; i++) {
    if (board.areas[i]! < 0 || !isSquareVisibleToHeroes(state, i % w, Math.floor(i / w))) continue;
    const probe = { ...c, x: i % w, y: Math.floor(i / w) };
    const beside = targets.some((t) => withinReach(state, probe, t));
    const shoots = ranged !== undefined && targets.some((t) => inClearLine(state, probe, t, ranged.range));
    if (shoots && !beside) goals.push(i);
    else if (!ranged && beside) goals.push(i);
  }
  return goals;
}

/**
 * {@link attackSquares} for the common piece (one square, reach 1, no ranged attack) among one-square targets: the
 * visible squares beside a target with no wall or closed door between, found from the targets rather than by asking
 * every square of the board (each square once).
 */
function besideSquares(state: GameState, targets: Unit[]): number[] {
  const board = state.setup.board;
  const w = board.width;
  const goals: number[] = [];
  for (const t of targets) {
    const at = t.y * w + t.x;
    for (const n of neighbours(board, at))
      if (!goals.includes(n) && canCross(board, state.doorsOpen, n, at) && isSquareVisibleToHeroes(state, n % w, Math.floor(n / w))) goals.push(n);
  }
  return goals;
}

/** Steps from every square to the nearest goal through squares the heroes can see, around the other side's units (unless it flies) and furniture. */
function distances(state: GameState, c: Unit, goals: number[]): number[] {
  const board = state.setup.board;
  const w = board.width;
  const blocked = new Set(furnitureSquares(state.setup));
  if (!hasAbility(c, 'fly')) for (const u of state.units) if (u.alive && u.side !== c.side) for (const i of coveredSquares(board, u)) blocked.add(i);
  const dist = new Array<number>(board.areas.length).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    dist[g] = 0;
    queue.push(g);
  }
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    for (const n of neighbours(board, cur)) {
      if (dist[n] !== Infinity || blocked.has(n) || !canCross(board, state.doorsOpen, cur, n)) continue;
      if (!isSquareVisibleToHeroes(state, n % w, Math.floor(n / w))) continue;
      dist[n] = dist[cur]! + 1;
      queue.push(n);
    }
  }
  return dist;
}
