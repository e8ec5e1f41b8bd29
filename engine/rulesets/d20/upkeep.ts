/**
 * What happens by itself at the edges of a turn under a d20 ruleset (spec 003), in the guide's order:
 * - at a turn's beginning: Poison ticks ("Poison deals its amount at each combat turn beginning and may be
 *   lethal ... Poison ticks before the Freeze check and can kill first"); Defending, Exposed and the armour
 *   penalty end ("Defend expires at the actor's next turn beginning"; Exposed "expires at the next turn
 *   beginning"; "Armor penalty ends at the next turn beginning"); Guard, AccuracyPenalty (`weaken`) and the
 *   attack penalty count down one ("duration 2 expires as the second upcoming turn begins"); then the Freeze
 *   check: a frozen unit thaws and the whole turn is skipped ("it clears, logs the skip, emits THAWED"); a
 *   stunned unit (a `stun` brick) loses the turn too, counting its stun down;
 * - at a turn's end (also a skipped one): Entangled and Off Balance end ("at the end of the affected actor's next
 *   completed turn"); Vanish's window counts down; a creature's completed turn is struck off every Shield Wall
 *   waiting for it ("Shield Wall counts a frozen enemy's completed skip").
 * @module
 */
import type { Draft } from '../../core/draft.ts';
import { tickPoison } from '../../core/poison.ts';
import type { StatusName, Unit } from '../../core/types.ts';
import { endStatus, statusOf } from './statuses.ts';

/** Statuses that end as their holder's next turn begins. */
const END_AT_TURN_START: readonly StatusName[] = ['defending', 'exposed', 'armour_penalty'];
/** Statuses whose `rounds` count down as their holder's turns begin, ending at 0. */
const COUNT_AT_TURN_START: readonly StatusName[] = ['guard', 'weaken', 'fumble_attack'];
/** Statuses whose `rounds` count down as their holder's turns end, ending at 0. */
const COUNT_AT_TURN_END: readonly StatusName[] = ['entangled', 'off_balance', 'vanished'];

/** Counts a status down by one; at 0 it ends. */
function countDown(draft: Draft, unit: Unit, name: StatusName): Unit {
  const s = statusOf(unit, name);
  if (!s) return unit;
  if (s.rounds <= 1) return endStatus(draft, unit, name);
  return draft.updateUnit(unit.id, { statuses: unit.statuses.map((x) => (x === s ? { ...x, rounds: s.rounds - 1 } : x)) });
}

/**
 * The beginning of `unit`'s turn (see the module). @returns whether the turn is lost: poison killed the unit, or
 * it was frozen and thawed.
 */
export function startOfD20Turn(draft: Draft, unit: Unit): boolean {
  let u = draft.unit(unit.id)!;
  if (statusOf(u, 'poison')) {
    u = tickPoison(draft, u);
    if (!u.alive) {
      // death clears every status (spec 003: "Death clears it"; the Frozen marker "clears on thaw/death")
      draft.updateUnit(u.id, { statuses: [] });
      return true;
    }
  }
  for (const name of END_AT_TURN_START) u = endStatus(draft, u, name);
  for (const name of COUNT_AT_TURN_START) u = countDown(draft, u, name);
  if (statusOf(u, 'freeze')) {
    u = endStatus(draft, u, 'freeze');
    draft.emit({ type: 'thawed', unit: u.id });
    draft.emit({ type: 'turn_skipped', unit: u.id, reason: 'freeze' });
    // a frozen skip is Vanish's "other completed next action": it ends the window
    endStatus(draft, u, 'vanished');
    return true;
  }
  const stun = statusOf(u, 'stun');
  if (stun) {
    countDown(draft, u, 'stun');
    draft.emit({ type: 'turn_skipped', unit: u.id, reason: 'stun' });
    return true;
  }
  return false;
}

/** The end of `unitId`'s turn, played or skipped (see the module). */
export function endOfD20Turn(draft: Draft, unitId: string): void {
  let u = draft.unit(unitId);
  if (!u) return;
  if (u.alive) for (const name of COUNT_AT_TURN_END) u = countDown(draft, u, name);
  if (u.side !== 'master') return;
  for (const hero of draft.state.units) {
    const wall = statusOf(hero, 'shield_wall');
    if (!wall?.pending) continue;
    const pending = wall.pending.filter((id) => id !== unitId && draft.unit(id)?.alive === true);
    if (pending.length === 0) endStatus(draft, hero, 'shield_wall');
    else draft.updateUnit(hero.id, { statuses: hero.statuses.map((x) => (x === wall ? { ...wall, pending } : x)) });
  }
}
