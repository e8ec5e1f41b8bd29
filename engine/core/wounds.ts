/**
 * Wounds and death (spec 000, "Combat": "0 body points is death"), shared by attacks, effect bricks and upkeep
 * under either ruleset.
 * @module
 */
import type { Draft } from './draft.ts';
import type { Unit } from './types.ts';

/**
 * Takes `amount` body points from a unit (never below 0), with death at 0. Dormant creatures cannot be wounded.
 * @returns the body points actually lost.
 */
export function wound(draft: Draft, unit: Unit, amount: number): number {
  const now = draft.unit(unit.id) ?? unit;
  const lost = Math.min(now.body, Math.max(0, amount));
  const body = now.body - lost;
  draft.updateUnit(now.id, { body, alive: body > 0 });
  return lost;
}

/** Reports a unit's death (after {@link wound} brought it to 0). */
export function reportDeath(draft: Draft, unit: Unit): void {
  if (!(draft.unit(unit.id) ?? unit).alive) draft.emit({ type: 'unit_died', unit: unit.id });
}
