/**
 * Scripted players that pick ONLY from the legal actions the server sent, looking only at their seat's view.
 * Heroes: attack when possible, else roll, open a door they stand at, then move toward the nearest visible
 * creature (or, with none in sight, the nearest closed door) by a breadth-first search over the view's board.
 * Master: attack an adjacent hero with any creature, else end the turn.
 */
import { canCross, neighbours, type Action, type Board, type Unit, type View } from '../../engine/index.ts';

/** The view's board in the shape the engine's board helpers take, and its doors' open flags in the same order. */
function boardOf(view: View): { board: Board; open: boolean[] } {
  return { board: view.board as Board, open: view.board.doors.map((d) => d.open) };
}

/** Steps from every square to the nearest goal, walking around living creatures; Infinity when cut off. */
function distanceField(view: View, goals: number[]): number[] {
  const { board, open } = boardOf(view);
  const blocked = new Set(view.units.filter((u) => u.side === 'master' && u.alive).map((u) => u.y * board.width + u.x));
  // furniture blocks every unit
  for (const o of view.objects) if (o.type === 'furniture') blocked.add(o.y * board.width + o.x);
  const dist = new Array<number>(board.areas.length).fill(Infinity);
  const queue: number[] = [];
  for (const g of goals) {
    if (dist[g] === Infinity) {
      dist[g] = 0;
      queue.push(g);
    }
  }
  for (let head = 0; head < queue.length; head++) {
    const cur = queue[head]!;
    for (const next of neighbours(board, cur)) {
      if (dist[next] !== Infinity || blocked.has(next) || !canCross(board, open, cur, next)) continue;
      dist[next] = dist[cur]! + 1;
      queue.push(next);
    }
  }
  return dist;
}

/** The squares next to a visible living creature. */
function creatureGoals(view: View): number[] {
  const { board, open } = boardOf(view);
  const w = board.width;
  const near: number[] = [];
  for (const f of view.units.filter((u) => u.side === 'master' && u.alive)) {
    const at = f.y * w + f.x;
    for (const n of neighbours(board, at)) if (canCross(board, open, at, n)) near.push(n);
  }
  return near;
}

/** Either side of a closed door. */
function doorGoals(view: View): number[] {
  const w = view.board.width;
  return view.board.doors.filter((d) => !d.open).flatMap((d) => d.between.map(([x, y]) => y * w + x));
}

/** How far every square is from where the hero wants to go: a creature it can reach, else a closed door. */
function goalField(view: View, me: Unit): number[] {
  const at = me.y * view.board.width + me.x;
  const toCreatures = distanceField(view, creatureGoals(view));
  return toCreatures[at] !== Infinity ? toCreatures : distanceField(view, doorGoals(view));
}

/** The hero's next action: one of `legal`. */
export function heroChoice(view: View, legal: Action[]): Action {
  const start = legal.find((a) => a.type === 'start');
  if (start) return start;
  const attacks = legal.filter((a) => a.type === 'attack');
  if (attacks.length > 0) {
    const body = (id: string) => view.units.find((u) => u.id === id)?.body ?? 99;
    return attacks.sort((a, b) => body(a.target) - body(b.target))[0]!;
  }
  const roll = legal.find((a) => a.type === 'roll');
  if (roll) return roll;
  const open = legal.find((a) => a.type === 'open_door');
  if (open) return open;
  const moves = legal.filter((a) => a.type === 'move');
  const me: Unit | undefined = view.units.find((u) => u.id === view.seat);
  if (moves.length > 0 && me) {
    const w = view.board.width;
    const field = goalField(view, me);
    let best = field[me.y * w + me.x]!;
    let choice: Action | undefined;
    for (const m of moves) {
      const d = field[m.to[1] * w + m.to[0]]!;
      if (d < best) {
        best = d;
        choice = m;
      }
    }
    if (choice) return choice;
  }
  return endTurn(legal);
}

/** The master's next action: a creature attack on an adjacent hero, else the end of the turn. */
export function masterChoice(_view: View, legal: Action[]): Action {
  return legal.find((a) => a.type === 'creature_attack') ?? legal.find((a) => a.type === 'start') ?? endTurn(legal);
}

function endTurn(legal: Action[]): Action {
  const end = legal.find((a) => a.type === 'end_turn');
  if (!end) throw new Error(`no end_turn among the legal actions: ${JSON.stringify(legal)}`);
  return end;
}
