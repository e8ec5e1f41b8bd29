/**
 * Scripted players that pick ONLY from the legal actions the server sent, looking only at their seat's view.
 * Heroes: attack when possible, else roll, open a door they stand at, then move toward the nearest visible
 * creature (or, with none in sight, the nearest closed door) by a breadth-first search over the view's board.
 * Under a d20 ruleset (the view's units carry `d20` numbers) a hero first revives a fallen ally, heals a badly
 * wounded one, or casts its best damage spell at a creature, when such a cast is legal (it has the mana); and when
 * nothing else is useful with creatures in sight it uses its personal ability (once in force) or Defends.
 * Master: attack an adjacent hero with any creature, else end the turn.
 */
import type { Effect, Spell } from '../../content/schemas/index.ts';
import { canCross, neighbours, type Action, type Board, type Unit, type View } from '../../engine/index.ts';
import { d20Piece } from '../../engine/rulesets/d20/pieces.ts';

/** The view's board in the shape the engine's board helpers take, and its doors' open flags in the same order. */
function boardOf(view: View): { board: Board; open: boolean[] } {
  return { board: view.board as Board, open: view.board.doors.map((d) => d.open) };
}

/** Steps from every square to the nearest goal, walking around living creatures; Infinity when cut off. */
export function distanceField(view: View, goals: number[]): number[] {
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
  const d20 = view.module === 'd20';
  if (d20) {
    const spell = d20Cast(view, legal);
    if (spell) return spell;
  }
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
  if (d20) {
    const stance = d20Stance(view, legal);
    if (stance) return stance;
  }
  return endTurn(legal);
}

type Cast = Extract<Action, { type: 'cast' }>;

/** The mean of dice notation `NdS+K` (0 when it is not of that form). */
function meanOf(dice: string): number {
  const m = /^(\d*)d(\d+)([+-]\d+)?$/.exec(dice.replace(/\s/g, ''));
  if (!m) return 0;
  return (Number(m[1] || 1) * (Number(m[2]) + 1)) / 2 + Number(m[3] ?? 0);
}

/** What a brick of `type` of `spell` is worth on average (its `roll`, else its `amount`), 0 when it has none of that type. */
function worth(spell: Spell, type: Effect['type']): number {
  return spell.effects.reduce((sum, e) => {
    if (e.type !== type) return sum;
    const x = e as { roll?: string; amount?: number };
    return sum + (x.roll !== undefined ? meanOf(x.roll) : (x.amount ?? 0));
  }, 0);
}

/** Whether `spell`'s damage reaches every creature (not only the chosen one). */
function hitsAll(spell: Spell): boolean {
  return spell.effects.some((e) => e.type === 'damage' && (e as { target?: string }).target === 'all_monsters');
}

/** The hit points (never beyond what is left) a damage spell is expected to take off `foe`: its element meets the foe's weakness or resistance. */
function expectedOn(spell: Spell, foe: Unit): number {
  const base = worth(spell, 'damage');
  const element = spell.element ?? null;
  const weak = element !== null && d20Piece(foe)!.weak.includes(element);
  const resist = element !== null && d20Piece(foe)!.resist.includes(element);
  const dealt = weak && !resist ? Math.floor((3 * base + 1) / 2) : resist && !weak ? Math.floor(base / 2) : base;
  return Math.min(dealt, foe.body);
}

/**
 * The cast a d20 hero makes now, if any: revive a fallen ally; heal the most wounded ally at half its hit points or
 * less (a party heal when two are hurt); else the damage spell expected to take the most hit points off the creatures
 * in sight (a creature it can kill first, then the cheaper spell).
 */
function d20Cast(view: View, legal: Action[]): Action | undefined {
  const casts = legal.filter((a): a is Cast => a.type === 'cast');
  if (casts.length === 0) return undefined;
  const spell = (a: Cast) => view.catalog.spells.find((s) => s.id === a.spell);
  const unit = (id: string | undefined) => view.units.find((u) => u.id === id);
  const of = (type: Effect['type']) => casts.filter((a) => spell(a)?.effects.some((e) => e.type === type));
  const revive = of('revive').find((a) => unit(a.target)?.alive === false);
  if (revive) return revive;
  const heroes = view.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive);
  const share = (u: Unit) => u.body / u.maxBody;
  const hurt = heroes.filter((u) => share(u) <= 0.5);
  if (hurt.length > 0) {
    const heals = of('heal');
    const party = heals.find((a) => a.target === undefined);
    if (party && heroes.filter((u) => share(u) <= 0.6).length >= 2) return party;
    const aimed = heals.filter((a) => a.target !== undefined).sort((a, b) => share(unit(a.target)!) - share(unit(b.target)!))[0];
    if (aimed && share(unit(aimed.target)!) <= 0.5) return aimed;
    if (party) return party;
  }
  const foes = view.units.filter((u) => u.side === 'master' && !u.npc && u.alive);
  let best: { cast: Cast; score: number; kills: boolean; cost: number } | undefined;
  for (const a of of('damage')) {
    const sp = spell(a)!;
    const targets = hitsAll(sp) ? foes : foes.filter((f) => f.id === a.target);
    if (targets.length === 0) continue;
    const score = targets.reduce((sum, f) => sum + expectedOn(sp, f), 0);
    const kills = targets.some((f) => expectedOn(sp, f) >= f.body);
    const cost = sp.cost ?? 0;
    if (!best || kills > best.kills || (kills === best.kills && (score > best.score || (score === best.score && cost < best.cost))))
      best = { cast: a, score, kills, cost };
  }
  return best && best.score > 0 ? best.cast : undefined;
}

/**
 * What a d20 hero does when it can neither strike, cast nor move closer, with creatures in sight: its personal
 * ability when it is not already in force (Shield Wall on nobody, Vanish not on), else Defend. Nothing (end the
 * turn) with no creature in sight.
 */
function d20Stance(view: View, legal: Action[]): Action | undefined {
  if (!view.units.some((u) => u.side === 'master' && !u.npc && u.alive)) return undefined;
  const holds = (u: Unit, status: string) => u.statuses.some((s) => s.status === status);
  const ability = legal.find((a): a is Extract<Action, { type: 'ability' }> => a.type === 'ability');
  if (ability?.ability === 'shield_wall' && !view.units.some((u) => u.side === 'heroes' && holds(u, 'shield_wall'))) return ability;
  const me = view.units.find((u) => u.id === view.seat);
  if (ability?.ability === 'vanish' && me && !holds(me, 'vanished')) return ability;
  return legal.find((a) => a.type === 'defend');
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
