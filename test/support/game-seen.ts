/**
 * A seat's update as the game decides it: who is connected, when the turn began and the master's Skip turn (offered
 * while the hero on turn is away) are the server's to know, not the game's, and change with a restart or a reload.
 * @module
 */
import type { Action, View } from '../../engine/index.ts';

/** `update` with the server's parts set aside (see the module): two of them are equal when the game is. */
export function gameSeen({ seq, view, legal }: { seq: number; view: View; legal: Action[] }): { seq: number; view: View; legal: Action[] } {
  return { seq, view: { ...view, presence: [], turnStartedAt: null }, legal: legal.filter((a) => a.type !== 'skip_turn') };
}
