/**
 * The computer's heroes (issue 38): a hero seat the computer plays chooses each of its actions from the legal actions
 * its seat was sent, reading only what the heroes know from the seat's view. It never sees the state: whatever it is
 * handed, it ignores a creature on a square the heroes do not see (a room not revealed) and an object still hidden,
 * so a view with more than a hero's share in it gives the same choice ({@link heroesKnow}).
 *
 * How it chooses, in order (docs/computer-heroes.md):
 * 1. `start` in the lobby; a reaction offered (`react`);
 * 2. the ruleset module's own first choice ({@link HeroTactics.first}: the d20 heroes' spells);
 * 3. a healing potion at a third of its body or less;
 * 4. an attack, on the weakest foe in reach;
 * 5. the movement roll; a door it stands at;
 * 6. a step toward what it is after: the NPC of an `escort` toward its squares; a known goal square of a `reach`
 *    when standing there wins; else the nearest foe it can reach, else the nearest closed door (exploring), else a
 *    goal square that waited, else the square farthest from the party (sweeping for what hides);
 * 7. with no foe in sight, a search for treasure (once a room, as the rules allow), then for traps (secret doors);
 * 8. the module's last choice ({@link HeroTactics.last}: the d20 heroes' stances); else the end of the turn.
 * Deterministic: the same view and legal actions give the same choice.
 * @module
 */
import type { Condition, Effect } from '../../content/schemas/index.ts';
import { canCross, neighbours } from './board.ts';
import { diceStats } from './dice-notation.ts';
import type { HeroTactics } from './module.ts';
import { rulesetModule, rulesetModuleIds } from './registry.ts';
import type { Action, Board, Unit } from './types.ts';
import type { View } from './view-types.ts';

/** Whether the heroes see square (`x`, `y`) of the view's board: a corridor, or a room they have revealed. */
export function heroesSeeSquare(view: View, x: number, y: number): boolean {
  const { width, height, areas, rooms } = view.board;
  if (x < 0 || y < 0 || x >= width || y >= height) return false;
  const area = areas[y * width + x];
  if (area === undefined || area < 0) return false;
  return area === 0 || view.revealed.includes(rooms[area - 1]!.id);
}

/**
 * The view as the heroes know it: the creatures on squares they see (a span-2 creature when any of its squares is
 * seen), every hero, and the objects not hidden. A hero seat's view is already that; a fuller view (the master's)
 * comes out the same, which is what keeps the computer's heroes from reading what their seat may not see.
 */
export function heroesKnow(view: View): View {
  const seen = (u: Unit) => {
    if (u.side === 'heroes' && !u.npc) return true;
    const span = u.span ?? 1;
    for (let dy = 0; dy < span; dy++) for (let dx = 0; dx < span; dx++) if (heroesSeeSquare(view, u.x + dx, u.y + dy)) return true;
    return false;
  };
  const units = view.units.every(seen) ? view.units : view.units.filter(seen);
  const objects = view.objects.some((o) => o.hidden) ? view.objects.filter((o) => !o.hidden) : view.objects;
  return units === view.units && objects === view.objects ? view : { ...view, units, objects };
}

/**
 * The computer's choice for the hero seat of `view`: one of `legal` (see the module for the order). `legal` must hold
 * `end_turn` when no other rule applies (a seat whose turn it is always has it).
 * @throws Error when `legal` is empty or holds nothing the rules pick and no `end_turn`.
 */
export function chooseHeroAction(seatView: View, legal: readonly Action[]): Action {
  const start = legal.find((a) => a.type === 'start');
  if (start) return start;
  // a reaction offered (the rules module's parting blow): taken
  const react = legal.find((a) => a.type === 'react');
  if (react) return react;
  const view = heroesKnow(seatView);
  const tactics = tacticsOf(view.module);
  const first = tactics?.first?.(view, legal);
  if (first) return first;
  const me = view.units.find((u) => u.id === view.seat);
  const potion = me ? healingPotion(view, legal, me) : undefined;
  if (potion) return potion;
  const attacks = legal.filter((a): a is Extract<Action, { type: 'attack' }> => a.type === 'attack');
  if (attacks.length > 0) {
    const body = (id: string) => view.units.find((u) => u.id === id)?.body ?? Number.MAX_SAFE_INTEGER;
    return attacks.reduce((best, a) => (body(a.target) < body(best.target) ? a : best));
  }
  const roll = legal.find((a) => a.type === 'roll');
  if (roll) return roll;
  const open = legal.find((a) => a.type === 'open_door');
  if (open) return open;
  const escort = escortStep(view, legal);
  if (escort) return escort;
  const step = me ? stepToward(view, legal, me) : undefined;
  if (step) return step;
  if (!foesInSight(view)) {
    const search = legal.find((a) => a.type === 'search' && a.for === 'treasure') ?? legal.find((a) => a.type === 'search' && a.for === 'traps');
    if (search) return search;
  }
  const last = tactics?.last?.(view, legal);
  if (last) return last;
  const end = legal.find((a) => a.type === 'end_turn');
  if (!end) throw new Error(`the computer's hero ${view.seat} has no end_turn among ${legal.length} legal actions`);
  return end;
}

const tacticsCache = new Map<string, HeroTactics | undefined>();

/** The module's tactics for its heroes, if any (modules are registered once; an unknown id has none). */
function tacticsOf(id: string): HeroTactics | undefined {
  if (!tacticsCache.has(id)) tacticsCache.set(id, rulesetModuleIds().includes(id) ? rulesetModule(id).heroTactics : undefined);
  return tacticsCache.get(id);
}

/** The living creatures the heroes see (the master's side, no NPC). */
export function foesOf(view: View): Unit[] {
  return view.units.filter((u) => u.side === 'master' && !u.npc && u.alive);
}

function foesInSight(view: View): boolean {
  return foesOf(view).length > 0;
}

/** A `use_item` of a carried item that heals, when `me` is at a third of its body or less (the strongest heal first). */
function healingPotion(view: View, legal: readonly Action[], me: Unit): Action | undefined {
  if (me.body * 3 > me.maxBody) return undefined;
  let best: { action: Action; amount: number } | undefined;
  for (const a of legal) {
    if (a.type !== 'use_item' || (a.target !== undefined && a.target !== me.id)) continue;
    const item = view.catalog.items.find((i) => i.id === a.item);
    const amount = (item?.effects ?? []).reduce((sum, e: Effect) => sum + (e.type === 'heal' ? healAmount(e) : 0), 0);
    if (amount > 0 && (!best || amount > best.amount)) best = { action: a, amount };
  }
  return best?.action;
}

/** What a `heal` brick gives on average: its `amount`, else its dice's mean ({@link diceStats}), else 1. */
function healAmount(e: Effect): number {
  const x = e as { amount?: number; roll?: string };
  if (typeof x.amount === 'number') return x.amount;
  if (!x.roll) return 1;
  try {
    return diceStats(x.roll).mean;
  } catch {
    return 1;
  }
}

/** The view's board in the shape the board helpers take, and its doors' open flags in the same order. */
function boardOf(view: View): { board: Board; open: boolean[] } {
  return { board: view.board as Board, open: view.board.doors.map((d) => d.open) };
}

/**
 * Steps from every square to the nearest of `goals` through open doors, around living creatures and furniture the
 * heroes know of; Infinity where cut off.
 */
export function distanceField(view: View, goals: readonly number[]): number[] {
  const { board, open } = boardOf(view);
  const blocked = new Set(foesOf(view).map((u) => u.y * board.width + u.x));
  for (const o of view.objects) if (o.type === 'furniture') blocked.add(o.y * board.width + o.x);
  const dist = new Array<number>(board.areas.length).fill(Number.POSITIVE_INFINITY);
  const queue: number[] = [];
  for (const g of goals) {
    if (dist[g] !== Number.POSITIVE_INFINITY) continue;
    dist[g] = 0;
    queue.push(g);
  }
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    for (const next of neighbours(board, cur)) {
      if (dist[next] !== Number.POSITIVE_INFINITY || blocked.has(next) || !canCross(board, open, cur, next)) continue;
      dist[next] = dist[cur]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** The squares next to a foe the heroes see, from which it can be struck. */
function foeGoals(view: View): number[] {
  const { board, open } = boardOf(view);
  const near: number[] = [];
  for (const f of foesOf(view)) {
    const at = f.y * board.width + f.x;
    for (const n of neighbours(board, at)) if (canCross(board, open, at, n)) near.push(n);
  }
  return near;
}

/** Either side of a closed door (what the heroes have not opened yet). */
function doorGoals(view: View): number[] {
  const w = view.board.width;
  return view.board.doors.filter((d) => !d.open).flatMap((d) => d.between.map(([x, y]) => y * w + x));
}

/**
 * With nothing else to go to (every door open, no foe in sight: creatures hiding or out of sight), the square the
 * heroes' party is farthest from (the most steps from the nearest hero, first in board order among equals): walking
 * there sweeps the board without remembering where it has been.
 */
function farthestGoal(view: View): number[] {
  const w = view.board.width;
  const heroes = view.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive).map((u) => u.y * w + u.x);
  const field = distanceField(view, heroes);
  let best = -1;
  let at = -1;
  field.forEach((d, i) => {
    if (d !== Number.POSITIVE_INFINITY && d > best) {
      best = d;
      at = i;
    }
  });
  return best > 0 ? [at] : [];
}

/** The conditions the heroes win by, as their view tells them (none for `kill_all` and `manual`). */
function winConditions(view: View): Condition[] {
  return typeof view.mission.win === 'object' ? view.mission.win.conditions : [];
}

/** The squares a known `reach` condition asks a hero to stand on (cells known, or a revealed goal room's squares). */
function reachGoals(view: View): number[] {
  const w = view.board.width;
  const goals: number[] = [];
  for (const c of winConditions(view)) {
    if (c.type !== 'reach') continue;
    if (c.cells) for (const [x, y] of c.cells) goals.push(y * w + x);
    else if (c.room && view.revealed.includes(c.room)) {
      const area = view.board.rooms.findIndex((r) => r.id === c.room) + 1;
      view.board.areas.forEach((a, i) => a === area && goals.push(i));
    }
  }
  return goals;
}

/** Whether reaching the goal squares alone can win: the mission is won by `any` condition, or every one is a `reach`. */
function reachDecides(view: View): boolean {
  const win = view.mission.win;
  return typeof win === 'object' && (win.mode === 'any' || win.conditions.every((c) => c.type === 'reach'));
}

/** Whether the mission is won by places (`reach`, `escort`, `room_revealed`...) and not by kills. */
function byPlaces(view: View): boolean {
  const win = view.mission.win;
  return typeof win === 'object' && win.conditions.every((c) => c.type !== 'kill_all' && c.type !== 'kill' && c.type !== 'kill_count');
}

/** Whether every NPC a win condition asks to escort is in the heroes' sight, alive (then the heroes walk it themselves). */
function escortsUnderWay(view: View): boolean {
  return winConditions(view)
    .filter((c) => c.type === 'escort')
    .every((c) => view.units.some((u) => u.npc && u.alive && u.kind === (c as { npc: string }).npc));
}

/**
 * A `move` that brings `me` nearer what it is after (see the module, rule 6), or undefined when no legal move does.
 * A goal square comes first when the heroes know one and no foe stands in their way; else a foe; else a closed door.
 */
function stepToward(view: View, legal: readonly Action[], me: Unit): Action | undefined {
  const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
  if (moves.length === 0) return undefined;
  const w = view.board.width;
  const at = me.y * w + me.x;
  const goals = reachGoals(view);
  // a goal square first when standing there wins (any one condition does, or every condition is a square to reach);
  // else it waits until the foes and the doors are done with
  const first = reachDecides(view) ? goals : [];
  // a mission won by squares and escorts, not kills: the doors before the foes, the goal once every escorted NPC walks
  const fields = (
    byPlaces(view)
      ? [first.length > 0 || escortsUnderWay(view) ? goals : [], doorGoals(view), foeGoals(view), goals, farthestGoal(view)]
      : [first, foeGoals(view), doorGoals(view), goals, farthestGoal(view)]
  )
    .filter((g) => g.length > 0)
    .map((g) => distanceField(view, g));
  for (const field of fields) {
    const here = field[at]!;
    if (here === Number.POSITIVE_INFINITY) continue;
    let best = here;
    let choice: Action | undefined;
    for (const m of moves) {
      const d = field[m.to[1] * w + m.to[0]]!;
      if (d < best) {
        best = d;
        choice = m;
      }
    }
    // already there, or nowhere nearer this turn: wait here rather than walk off toward a lesser goal
    return choice;
  }
  return undefined;
}

/** A `move_npc` that walks the NPC of a known `escort` condition nearer its cells. */
function escortStep(view: View, legal: readonly Action[]): Action | undefined {
  const moves = legal.filter((a): a is Extract<Action, { type: 'move_npc' }> => a.type === 'move_npc');
  if (moves.length === 0) return undefined;
  const w = view.board.width;
  for (const c of winConditions(view)) {
    if (c.type !== 'escort') continue;
    const npc = view.units.find((u) => u.npc && u.kind === c.npc && u.alive);
    if (!npc) continue;
    const field = distanceField(
      view,
      c.cells.map(([x, y]) => y * w + x),
    );
    let best = field[npc.y * w + npc.x]!;
    let choice: Action | undefined;
    for (const m of moves) {
      if (m.npc !== npc.id) continue;
      const d = field[m.to[1] * w + m.to[0]]!;
      if (d < best) {
        best = d;
        choice = m;
      }
    }
    if (choice) return choice;
  }
  return undefined;
}
