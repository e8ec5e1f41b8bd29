/**
 * Poison's tick, the one for every ruleset (spec 000, "Effetti": poison wounds at the start of each of the
 * sufferer's turns; spec 003: "Poison deals its amount at each combat turn beginning and may be lethal"). A poison
 * with `rounds` left counts down and ends at 0; one with `rounds` 0 lasts until cured (the d20 rules').
 * @module
 */
import type { Draft } from './draft.ts';
import type { Unit } from './types.ts';
import { reportDeath, wound } from './wounds.ts';

/**
 * Ticks `unit`'s poison, if it has one: wounds it by the poison's `amount` (a dormant creature cannot be wounded),
 * counts the poison down, emits `status_tick` (and `status_ended` when it ran out) and reports a death.
 * @returns the unit after the tick (unchanged when it has no poison).
 */
export function tickPoison(draft: Draft, unit: Unit): Unit {
  const poison = unit.statuses.find((x) => x.status === 'poison');
  if (!poison) return unit;
  const damage = unit.dormant ? 0 : wound(draft, unit, poison.amount);
  let u = draft.unit(unit.id)!;
  const lasting = poison.rounds === 0;
  const roundsLeft = lasting ? 0 : poison.rounds - 1;
  if (!lasting) {
    const statuses =
      roundsLeft > 0 ? u.statuses.map((x) => (x.status === 'poison' ? { ...x, rounds: roundsLeft } : x)) : u.statuses.filter((x) => x.status !== 'poison');
    u = draft.updateUnit(u.id, { statuses });
  }
  draft.emit({ type: 'status_tick', unit: u.id, status: 'poison', roundsLeft, damage, body: u.body });
  if (!lasting && roundsLeft === 0) draft.emit({ type: 'status_ended', unit: u.id, status: 'poison' });
  reportDeath(draft, u);
  return u;
}
