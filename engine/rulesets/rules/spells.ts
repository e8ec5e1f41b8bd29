/**
 * Spellcasting under the `rules` module (spec 002, `rules.spellcasting`): what casting an ability marked as a spell
 * (`spellLevel`, `ritual`, `concentration`, `components` on `RulesAbility`) costs and needs, its concentration, and
 * the slots a rest gives back.
 *
 * - Cost, by `mode`: `none` — casting is off, a spell costs nothing beyond its action type; `slots` — a slot of its
 *   level; `points` — `pointCosts[level]` (none listed: 0) from `pointResource`; `both` — a slot of its level while
 *   one is left, else its points. A level-0 spell (a cantrip) costs nothing. Slots a caster has: `slotTable`'s row
 *   for its level (the row of the highest caster level at or below it, so a table may list only the levels where it
 *   changes), the slots of spell level n at index n − 1, less those spent (`RulesActor.slotsSpent`).
 * - Rituals: with `ritualCasting`, a spell marked `ritual` is cast without a slot or points when no living unit of
 *   the other side is in its caster's sight (the board has no time outside its rounds: a fight is where a foe is in
 *   sight); otherwise it costs what any spell does.
 * - Components: a `verbal` or `somatic` component needs its `componentActionTypes` action type free (not spent, not
 *   prevented); it does not spend it.
 * - Concentration: a spell marked `concentration` (with `concentration.enabled`) is held by its caster with the
 *   conditions its effects put on units; holding more than `maxConcurrent` ends the oldest. Damage taken by a caster
 *   holding spells calls for the `savingThrow` against `difficulty` (evaluated with `damage` the points taken; none:
 *   the save's own difficulty): a failure ends every spell it holds, as does its fall. Ending a spell takes its
 *   conditions off the units still holding them; a spell whose conditions have all run out lapses (a spell that put
 *   none is not held at all).
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { RulesAbility } from '../../../content/schemas/rules-piece.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { GameError, GameState, Unit } from '../../core/types.ts';
import { isUnitVisibleTo } from '../../core/view.ts';
import { evaluateExpression } from '../../dsl/evaluate.ts';
import type { Expression } from '../../dsl/schema.ts';
import type { HeldSpell, RulesActor } from './document/actor.ts';
import { rollSave } from './document/checks.ts';
import { adjustResource, removeCondition } from './document/play.ts';
import { effectScope } from './document/stats.ts';
import { actionRefusal } from './document/turns.ts';
import { actorOf, RulesError, updateActor } from './document/world.ts';
import { actorIn, scratchWorld, type BoardWorld } from './bridge.ts';
import { pieceOf, type RulesPiece } from './piece.ts';
import { rulesIn } from './settings.ts';
import type { RulesSpellsView } from './view-types.ts';

/** What casting a spell spends: a slot of `slotLevel` (null: none) and `points` of the point resource. */
export interface SpellCost {
  slotLevel: number | null;
  points: number;
}

/** Whether `ability` is a spell that spends something or holds concentration: it names a `spellLevel`. */
export function isSpell(ability: RulesAbility): boolean {
  return ability.spellLevel !== undefined;
}

/** The slots per spell level (index n − 1 for level n) a caster of `level` has by `slotTable`, before any is spent. */
export function slotRow(rules: Rules, level: number): number[] {
  let best: number | null = null;
  for (const key of Object.keys(rules.spellcasting.slotTable)) {
    const at = Number(key);
    if (Number.isFinite(at) && at <= level && (best === null || at > best)) best = at;
  }
  return best === null ? [] : (ownValue(rules.spellcasting.slotTable, String(best)) ?? []);
}

/** The slots of spell level `spellLevel` `actor` has left. */
export function slotsLeft(rules: Rules, actor: RulesActor, spellLevel: number): number {
  const max = slotRow(rules, actor.level)[spellLevel - 1] ?? 0;
  const spent = actor.slotsSpent === undefined ? 0 : (ownValue(actor.slotsSpent, String(spellLevel)) ?? 0);
  return Math.max(0, max - spent);
}

/** The point cost of a spell of `spellLevel` (`pointCosts`; none listed: 0). */
export function pointCost(rules: Rules, spellLevel: number): number {
  return ownValue(rules.spellcasting.pointCosts, String(spellLevel)) ?? 0;
}

/** Whether a ritual of `caster` is cast without a slot now: `ritualCasting`, and no living foe in its sight. */
function ritualFree(state: GameState, rules: Rules, caster: Unit, ability: RulesAbility): boolean {
  if (!rules.spellcasting.ritualCasting || ability.ritual !== true) return false;
  return !state.units.some((u) => u.alive && u.side !== caster.side && pieceOf(u) !== null && isUnitVisibleTo(state, caster.id, u));
}

/**
 * What `caster` casting `ability` costs now (see the module), or a refusal: `no_spell_slot` (no slot of its level
 * left, under `slots`, or under `both` without the points either), `no_resource` (not enough points).
 */
export function spellCost(state: GameState, caster: Unit, ability: RulesAbility): SpellCost | GameError {
  const rules = rulesIn(state);
  const sc = rules.spellcasting;
  const level = ability.spellLevel ?? 0;
  const free: SpellCost = { slotLevel: null, points: 0 };
  if (level <= 0 || sc.mode === 'none' || ritualFree(state, rules, caster, ability)) return free;
  const actor = pieceOf(caster)!.actor;
  const hasSlot = slotsLeft(rules, actor, level) > 0;
  if (sc.mode === 'slots' || (sc.mode === 'both' && hasSlot)) {
    return hasSlot ? { slotLevel: level, points: 0 } : { code: 'no_spell_slot', message: `${caster.id} has no spell slot of level ${level} left` };
  }
  const cost = pointCost(rules, level);
  const pool = sc.pointResource;
  const have = pool === undefined ? 0 : (ownValue(actor.resources, pool) ?? 0);
  if (cost > have) {
    return sc.mode === 'both'
      ? { code: 'no_spell_slot', message: `${caster.id} has no spell slot of level ${level} left, nor the ${cost} "${pool}" it would cost instead` }
      : { code: 'no_resource', message: `${ability.id} costs ${cost} "${pool}" and ${caster.id} has ${have}` };
  }
  return { slotLevel: null, points: cost };
}

/**
 * Why `caster` may not cast `ability` now for its spell's sake, or null: a component whose action type is spent or
 * prevented (`already_acted` / `prevented`), then its cost (`spellCost`). An ability that is not a spell: null.
 */
export function spellRefusal(state: GameState, caster: Unit, ability: RulesAbility): GameError | null {
  if (!isSpell(ability)) return null;
  const rules = rulesIn(state);
  const actor = pieceOf(caster)!.actor;
  for (const component of ability.components ?? []) {
    const type = rules.spellcasting.componentActionTypes[component];
    if (type === undefined) continue;
    const why = actionRefusal(scratchWorld(rules), actor, type);
    if (why === 'prevented')
      return { code: 'prevented', message: `a condition of ${caster.id} prevents the "${type}" action its ${component} component needs` };
    if (why !== null) return { code: 'already_acted', message: `the ${component} component of ${ability.id} needs ${caster.id}'s "${type}" action free` };
  }
  const cost = spellCost(state, caster, ability);
  return 'code' in cost ? cost : null;
}

/** Spends what `caster` casting `ability` costs (`spellCost`, already found affordable) in an open world. */
export function spendSpell(bw: BoardWorld, casterId: string, ability: RulesAbility): void {
  if (!isSpell(ability)) return;
  const cost = spellCost(bw.draft.state, bw.draft.unit(casterId)!, ability);
  if ('code' in cost) return;
  if (cost.slotLevel !== null) {
    const actor = actorIn(bw, casterId)!;
    const key = String(cost.slotLevel);
    const spent = actor.slotsSpent === undefined ? 0 : (ownValue(actor.slotsSpent, key) ?? 0);
    updateActor(bw.world, casterId, { slotsSpent: { ...actor.slotsSpent, [key]: spent + 1 } });
  }
  const pool = bw.rules.spellcasting.pointResource;
  if (cost.points > 0 && pool !== undefined) adjustResource(bw.world, casterId, pool, -cost.points);
}

/**
 * After `ability` of `casterId` ran (its world's events from `from` on): a concentration spell is held with the
 * conditions it put on units, the oldest held one ended when more than `maxConcurrent` are; `concentration_started`.
 */
export function holdSpell(bw: BoardWorld, casterId: string, ability: RulesAbility, from: number): void {
  const conc = bw.rules.spellcasting.concentration;
  if (!isSpell(ability) || ability.concentration !== true || !conc.enabled) return;
  const conditions: HeldSpell['conditions'] = [];
  for (const e of bw.world.events.slice(from)) {
    if (e.type === 'condition' && (e.change === 'applied' || e.change === 'stacked' || e.change === 'refreshed' || e.change === 'extended'))
      conditions.push({ unit: e.actor, condition: e.condition });
  }
  // a spell that put nothing lasting on anyone has nothing to hold
  if (conditions.length === 0) return;
  const held = [...(actorIn(bw, casterId)!.concentrating ?? []), { spell: ability.id, conditions }];
  updateActor(bw.world, casterId, { concentrating: held });
  bw.draft.emit({ type: 'concentration_started', unit: casterId, spell: ability.id });
  while ((actorIn(bw, casterId)!.concentrating ?? []).length > conc.maxConcurrent) endSpell(bw, casterId, 0, 'replaced');
}

/** Ends the `index`th spell `casterId` holds: its conditions off the units still holding them, `concentration_ended`. */
function endSpell(bw: BoardWorld, casterId: string, index: number, reason: 'replaced' | 'save_failed' | 'fallen' | 'lapsed'): void {
  const held = actorIn(bw, casterId)!.concentrating ?? [];
  const spell = held[index];
  if (!spell) return;
  updateActor(bw.world, casterId, { concentrating: held.filter((_, i) => i !== index) });
  for (const c of spell.conditions) {
    const on = actorIn(bw, c.unit);
    if (on?.alive && on.conditions.some((x) => x.id === c.condition)) removeCondition(bw.world, c.unit, c.condition);
  }
  bw.draft.emit({ type: 'concentration_ended', unit: casterId, spell: spell.spell, reason });
}

/**
 * `casterId` took `damage` points: when it holds spells, it fell (every spell ends) or rolls `concentration.savingThrow`
 * against `difficulty` (with `damage` in scope), a failure ending every spell it holds. No saving throw named: damage
 * does not break concentration.
 * @throws RulesError when the difficulty is not a number.
 */
export function concentrationOnDamage(bw: BoardWorld, casterId: string, damage: number): void {
  const actor = actorIn(bw, casterId);
  if (!actor || damage <= 0 || (actor.concentrating ?? []).length === 0) return;
  const conc = bw.rules.spellcasting.concentration;
  let kept = actor.alive;
  if (kept && conc.savingThrow !== undefined) {
    let difficulty: number | undefined;
    if (conc.difficulty !== undefined) {
      const v = evaluateExpression(conc.difficulty as Expression, { rng: bw.world.rng, scope: effectScope(bw.world, actor, { damage }) });
      if (typeof v !== 'number' || !Number.isFinite(v)) throw new RulesError('rules.spellcasting.concentration.difficulty is not a number');
      difficulty = v;
    }
    const result = rollSave(bw.world, actorOf(bw.world, casterId), conc.savingThrow, difficulty);
    bw.world.events.push({
      type: 'save',
      actor: casterId,
      save: conc.savingThrow,
      roll: result.roll,
      total: result.total,
      difficulty: result.difficulty,
      success: result.success,
    });
    kept = result.success;
  }
  if (kept) return;
  const reason = actorIn(bw, casterId)!.alive ? 'save_failed' : 'fallen';
  while ((actorIn(bw, casterId)!.concentrating ?? []).length > 0) endSpell(bw, casterId, 0, reason);
}

/**
 * Ends, as `lapsed`, every held spell none of whose conditions is still on its unit (they expired or were taken
 * off): a spell is held as long as what it put lasts. Run after conditions may have run out (a turn's end).
 */
export function releaseLapsed(bw: BoardWorld): void {
  for (const id of Object.keys(bw.world.actors)) {
    const held = actorIn(bw, id)?.concentrating ?? [];
    for (let i = held.length - 1; i >= 0; i--) {
      const lasting = held[i]!.conditions.some((c) => actorIn(bw, c.unit)?.conditions.some((x) => x.id === c.condition) === true);
      if (!lasting) endSpell(bw, id, i, 'lapsed');
    }
  }
}

/**
 * `actor` after rest `restId`: every spell slot back when `rules.spellcasting.recoverOn` names the rest, else as it
 * was. Points are a resource, restored by the rest's own resource fractions.
 */
export function recoverSpellcasting(rules: Rules, actor: RulesActor, restId: string): RulesActor {
  if (!rules.spellcasting.recoverOn.includes(restId) || actor.slotsSpent === undefined) return actor;
  const { slotsSpent: _spent, ...rest } = actor;
  return rest;
}

/** The magic of `piece` in a view (`RulesSpellsView`), its resources' maxima `resMax`; null when it has no spell. */
export function spellsView(rules: Rules, piece: RulesPiece, resMax: Record<string, number>): RulesSpellsView | null {
  if (!piece.abilities.some(isSpell)) return null;
  const sc = rules.spellcasting;
  const actor = piece.actor;
  const slots =
    sc.mode === 'slots' || sc.mode === 'both'
      ? slotRow(rules, actor.level).flatMap((max, i) => (max > 0 ? [{ level: i + 1, left: slotsLeft(rules, actor, i + 1), max }] : []))
      : [];
  const pool = sc.pointResource;
  const points =
    (sc.mode === 'points' || sc.mode === 'both') && pool !== undefined
      ? { resource: pool, value: ownValue(actor.resources, pool) ?? 0, max: ownValue(resMax, pool) ?? 0 }
      : null;
  return { slots, points, concentrating: (actor.concentrating ?? []).map((h) => h.spell) };
}
