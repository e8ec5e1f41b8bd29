/**
 * The d20 module's own events (spec 003): a strike's d20 roll, a fumble's cost, a Freeze roll, a creature's special
 * action; declared into the core's `ModuleEvents` (the core names none), with who may see each.
 * @module
 */
import type { ModuleEventRules } from '../../core/module.ts';
import type { UnitId } from '../../core/types.ts';

/** The d20 module's events, by type. */
export interface D20Events {
  /** A strike: the d20's `natural` roll, `bonus` and `total` against the target's `armour`; a Backstab, the strike's element. */
  d20_attack: {
    type: 'd20_attack';
    attacker: UnitId;
    target: UnitId;
    natural: number;
    bonus: number;
    total: number;
    armour: number;
    outcome: 'hit' | 'miss' | 'critical' | 'fumble';
    backstab: boolean;
    element: string | null;
  };
  /** What a fumble cost the striker (the fumble table's `entry`). */
  fumbled: {
    type: 'fumbled';
    unit: UnitId;
    entry: string;
    kind: 'harmless' | 'selfInjury' | 'exposed' | 'attackPenalty' | 'armourPenalty' | 'resourceLoss';
    amount: number;
    body: number;
  };
  /** A Freeze roll against a unit. */
  freeze_roll: { type: 'freeze_roll'; unit: UnitId; roll: number; chance: number; outcome: 'FROZEN' | 'FROST_RESIST' | 'RESIST' };
  /** A unit's special action (a timed action, a toll, a heal, Defend, an artifact...). */
  special_action: { type: 'special_action'; unit: UnitId; action: string; kind: 'timed' | 'toll' | 'heal' | 'defend' | 'vanish' | 'shield_wall' | 'artifact' };
}

declare module '../../core/types.ts' {
  interface ModuleEvents extends D20Events {}
}

/** The d20 module's event types. */
export type D20EventType = keyof D20Events;

/** Who may see each d20 event: a strike when both its units are in sight, the others when their unit is. */
export const d20EventRules: ModuleEventRules<D20EventType> = {
  d20_attack: (e, sight) => sight.sees(e.attacker) && sight.sees(e.target),
  fumbled: (e, sight) => sight.sees(e.unit),
  freeze_roll: (e, sight) => sight.sees(e.unit),
  special_action: (e, sight) => sight.sees(e.unit),
};
