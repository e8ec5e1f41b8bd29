/**
 * Reading and writing a unit's d20 statuses (spec 003, "Statuses"): one entry per status name, never two
 * (Poison does not stack; Freeze refreshes, never queues; the others keep the larger magnitude).
 * @module
 */
import type { Draft } from '../../core/draft.ts';
import type { StatusName, StatusState, Unit } from '../../core/types.ts';

/** The status `name` of `unit`, if it holds it. */
export function statusOf(unit: Unit, name: StatusName): StatusState | undefined {
  return unit.statuses.find((s) => s.status === name);
}

/** The magnitude of status `name` on `unit`, 0 when it does not hold it. */
export function magnitude(unit: Unit, name: StatusName): number {
  return statusOf(unit, name)?.amount ?? 0;
}

/** Puts `status` on a unit, replacing one of the same name; emits `status_applied`. */
export function setStatus(draft: Draft, unit: Unit, status: StatusState): Unit {
  const now = draft.unit(unit.id)!;
  const next = draft.updateUnit(unit.id, { statuses: [...now.statuses.filter((s) => s.status !== status.status), status] });
  draft.emit({ type: 'status_applied', unit: unit.id, status: status.status, rounds: status.rounds, amount: status.amount });
  return next;
}

/** Takes status `name` off a unit, if held; emits `status_ended`. */
export function endStatus(draft: Draft, unit: Unit, name: StatusName): Unit {
  const now = draft.unit(unit.id)!;
  if (!statusOf(now, name)) return now;
  const next = draft.updateUnit(unit.id, { statuses: now.statuses.filter((s) => s.status !== name) });
  draft.emit({ type: 'status_ended', unit: unit.id, status: name });
  return next;
}
