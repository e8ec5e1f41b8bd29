/**
 * Whose turn it is, as a piece: the one unit the turn moves (`turn.unit`, set when a ruleset module plays one unit
 * at a time, a creature's too), else the hero whose seat plays.
 * @module
 */
import type { Unit, View } from '../engine/index.ts';

/** The unit whose turn it is (`turn.unit`), else the hero whose seat plays, else undefined (the master's turn, or no turn). */
export function actingUnit(view: Pick<View, 'units' | 'turn'>): Unit | undefined {
  const turn = view.turn;
  if (!turn) return undefined;
  const id = turn.unit ?? (turn.seat !== 'master' ? turn.seat : null);
  return id ? view.units.find((u) => u.id === id) : undefined;
}
