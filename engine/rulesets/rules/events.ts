/**
 * The `rules` module's own events (a spec 002 document played on the board): its strikes, conditions, saving
 * throws, stabilised units, initiative, experience, abilities and reactions; declared into the core's `ModuleEvents` (the core
 * names none), with who may see each.
 * @module
 */
import type { ModuleEventRules } from '../../core/module.ts';
import type { UnitId } from '../../core/types.ts';

/** The `rules` module's events, by type. */
export interface RulesEvents {
  /**
   * An attack: the check `dice` rolled (`natural` their kept total; two dice when the roll leans), `lean` from
   * conditions' swings, `bonus` and `total`, against the target's `defence` (its `defenceStat`); `outcome` `critical`
   * and `fumble` by the document's critical thresholds; `damage` the points dealt to the target's vital resource
   * (after crit multiplier, rounding, resistance), of `damageType`; `cover` the target's cover, when it had one.
   */
  rules_attack: {
    type: 'rules_attack';
    attacker: UnitId;
    target: UnitId;
    dice: number[];
    natural: number;
    lean: 'advantage' | 'disadvantage' | 'normal';
    bonus: number;
    total: number;
    defence: number;
    defenceStat: string;
    outcome: 'hit' | 'miss' | 'critical' | 'fumble';
    damage: number;
    damageType: string | null;
    /** The target's cover from the attacker (`cover.ts`): the cover type's id and the `bonus` included in `defence`; absent without cover. */
    cover?: { id: string; bonus: number };
    /** The opportunity (`rules.opportunities` id) the strike was made as, a reaction; absent for a strike on a turn. */
    opportunity?: string;
  };
  /** A condition changed on a unit: how (`applied`, `stacked`, `saved`, `expired`...), with its duration left (turns; null: until removed) and magnitude. */
  condition_changed: {
    type: 'condition_changed';
    unit: UnitId;
    condition: string;
    change: 'applied' | 'refreshed' | 'extended' | 'stacked' | 'ignored' | 'resisted' | 'saved' | 'expired' | 'removed';
    duration: number | null;
    magnitude: number;
  };
  /** A saving throw: `natural` the dice, `total` with the save's modifier, against `difficulty`. */
  save_rolled: { type: 'save_rolled'; unit: UnitId; save: string; natural: number; total: number; difficulty: number; success: boolean };
  /** A unit's vital resource reached its floor and its `onDepleted` effects lifted it: stabilised, not killed. */
  stabilised: { type: 'stabilised'; unit: UnitId; body: number };
  /** A unit's initiative, rolled at the start (`roll` the dice; `initiative` with its stat). */
  initiative_rolled: { type: 'initiative_rolled'; unit: UnitId; roll: number; initiative: number };
  /** A hero's share of the experience a defeated creature (`from`) is worth; `xp` its total now. */
  xp_gained: { type: 'xp_gained'; unit: UnitId; amount: number; xp: number; from: UnitId };
  /** A piece used one of its abilities on `target` (null: itself). */
  ability_used: { type: 'ability_used'; unit: UnitId; ability: string; target: UnitId | null };
  /** A unit began holding spell `spell` (one of its abilities) by concentration. */
  concentration_started: { type: 'concentration_started'; unit: UnitId; spell: string };
  /**
   * A unit stopped holding `spell`: `replaced` (a newer one beyond `maxConcurrent`), `save_failed` (its concentration
   * save on damage failed), `fallen`, or `lapsed` (every condition it put ran out); the conditions it put go with it.
   */
  concentration_ended: { type: 'concentration_ended'; unit: UnitId; spell: string; reason: 'replaced' | 'save_failed' | 'fallen' | 'lapsed' };
  /** A hero's seat is offered opportunity `opportunity` (a reaction) at `foe`, which provoked it: it may `react` or `decline`. */
  reaction_offered: { type: 'reaction_offered'; unit: UnitId; opportunity: string; foe: UnitId };
  /** A piece takes opportunity `opportunity` at `foe` (its `use` ability or strike and its effects follow). */
  reaction_taken: { type: 'reaction_taken'; unit: UnitId; opportunity: string; foe: UnitId };
  /** A hero let an offered reaction go: `declined` by its seat, `lapsed` (it acted, its turn came, the foe fell), `time` (the room's clock). */
  reaction_declined: { type: 'reaction_declined'; unit: UnitId; opportunity: string; foe: UnitId; reason: 'declined' | 'lapsed' | 'time' };
  /** A piece took another of the document's stances (`rules.stances` id). */
  stance_changed: { type: 'stance_changed'; unit: UnitId; stance: string };
}

declare module '../../core/types.ts' {
  interface ModuleEvents extends RulesEvents {}
}

/** The `rules` module's event types. */
export type RulesEventType = keyof RulesEvents;

/**
 * Who may see each `rules` event: a strike when both its units are in sight, an ability when its user and target
 * are; experience names the creature it came from, so a creature the seat has not found stays unheard of; the others
 * when their unit is.
 */
export const rulesEventRules: ModuleEventRules<RulesEventType> = {
  rules_attack: (e, sight) => sight.sees(e.attacker) && sight.sees(e.target),
  condition_changed: (e, sight) => sight.sees(e.unit),
  save_rolled: (e, sight) => sight.sees(e.unit),
  stabilised: (e, sight) => sight.sees(e.unit),
  initiative_rolled: (e, sight) => sight.sees(e.unit),
  xp_gained: (e, sight) => sight.sees(e.unit) && sight.sees(e.from),
  ability_used: (e, sight) => sight.sees(e.unit) && (e.target === null || sight.sees(e.target)),
  concentration_started: (e, sight) => sight.sees(e.unit),
  concentration_ended: (e, sight) => sight.sees(e.unit),
  // a reaction names the piece that reacts and the foe that provoked it: heard of only by who sees both
  reaction_offered: (e, sight) => sight.sees(e.unit) && sight.sees(e.foe),
  reaction_taken: (e, sight) => sight.sees(e.unit) && sight.sees(e.foe),
  reaction_declined: (e, sight) => sight.sees(e.unit) && sight.sees(e.foe),
  stance_changed: (e, sight) => sight.sees(e.unit),
};
