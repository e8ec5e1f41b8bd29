/**
 * A hero's own actions under a d20 ruleset (spec 003): Defend ("+3 while Defending ... Defend expires at the
 * actor's next turn beginning"), Xov's Vanish ("costs 1 stamina and creates a two-count window, whose application
 * turn consumes the first count. +5 AC lasts through her next personal turn"), Shield Wall ("records every
 * living enemy's next completed turn, even enemies that acted earlier in the casting round. Dead enemies stop
 * counting. Refresh replaces that pending set; base AC is untouched. It grants IsDefended in addition to AC"), and
 * a campaign hero's artifact ("Its once-per-fight untyped d6+2 toll does not inherit weapon attunement, costs no
 * stamina and replaces the wearer's personal action"). Each is the turn's action; a refused one spends nothing.
 * @module
 */
import { takeAction } from '../../core/acting.ts';
import { rollDice } from '../../core/dice-notation.ts';
import type { Draft } from '../../core/draft.ts';
import { reject } from '../../core/reject.ts';
import type { Unit } from '../../core/types.ts';
import { d20Piece, updateD20Piece } from './pieces.ts';
import { setStatus } from './statuses.ts';
import { boardOf, dealD20Damage } from './combat.ts';
import { isSquareVisibleToHeroes } from '../../core/view.ts';

/** Stamina Vanish costs (spec 003: "Vanish costs 1 stamina"). */
export const VANISH_COST = 1;
/** Vanish's window (spec 003: "a two-count window, whose application turn consumes the first count"). */
export const VANISH_WINDOW = 2;

/** The hero takes the Defending stance as its action. */
export function defend(draft: Draft, hero: Unit): void {
  takeAction(draft);
  draft.emit({ type: 'special_action', unit: hero.id, action: 'defend', kind: 'defend' });
  setStatus(draft, hero, { status: 'defending', rounds: 0, amount: boardOf(draft).protection.defending });
}

/**
 * Why `hero` cannot take its personal action `which` now, or null when it can: `not_in_ruleset` when it is not its
 * action (an artifact worn replaces the personal action: then only the artifact's id is), `no_uses` when the
 * artifact was used in this fight, `no_resource` when there is not enough stamina for Vanish.
 */
export function abilityRefusal(hero: Unit, which: string): { code: 'not_in_ruleset' | 'no_resource' | 'no_uses'; message: string } | null {
  const d = d20Piece(hero);
  const artifact = d?.artifact;
  if (artifact) {
    if (which !== artifact.id) return { code: 'not_in_ruleset', message: `${hero.id}'s personal action is replaced by its artifact "${artifact.id}"` };
    return d.used.includes(artifact.id) ? { code: 'no_uses', message: `the artifact "${artifact.id}" is used once per fight, and ${hero.id} used it` } : null;
  }
  if (!d || d.personal !== which) return { code: 'not_in_ruleset', message: `${hero.id} has no ${which.replace('_', ' ')}` };
  if (which === 'vanish' && (d.resource !== 'stamina' || d.res < VANISH_COST)) return { code: 'no_resource', message: `vanish needs ${VANISH_COST} stamina` };
  return null;
}

/**
 * The hero's personal action: `vanish` (its `personal` must be `vanish`; costs stamina), `shield_wall` (its
 * `personal` must be `shield_wall`: every living hero gets the Ward of the hero's `ward` armour, pending on every
 * living creature on the board), or the id of the artifact it wears, which replaces both ({@link artifactToll}).
 * Rejections: `not_in_ruleset` (not this hero's action, or no d20 personal action at all), `no_resource` (not
 * enough stamina), `no_uses` (its artifact used in this fight), `already_acted`.
 */
export function ability(draft: Draft, hero: Unit, id: string): void {
  const d = d20Piece(hero)!;
  const refusal = abilityRefusal(hero, id);
  if (refusal) reject(refusal.code, refusal.message);
  if (d.artifact) {
    artifactToll(draft, hero, d.artifact);
    return;
  }
  // the refusal passed: `id` is the hero's own personal action, one of the two
  const which = d.personal!;
  takeAction(draft);
  draft.emit({ type: 'special_action', unit: hero.id, action: which, kind: which });
  if (which === 'vanish') {
    const now = updateD20Piece(draft, hero.id, (p) => ({ ...p, res: p.res - VANISH_COST }));
    draft.emit({ type: 'resource_changed', unit: hero.id, resource: 'stamina', delta: -VANISH_COST, value: d.res - VANISH_COST });
    setStatus(draft, now, { status: 'vanished', rounds: VANISH_WINDOW, amount: boardOf(draft).protection.vanished });
    return;
  }
  const pending = creaturesInTheFight(draft).map((u) => u.id);
  for (const ally of draft.state.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive)) {
    setStatus(draft, ally, { status: 'shield_wall', rounds: 0, amount: d.ward, pending });
  }
}

/** The creatures in the fight: living, and on squares the heroes have found (the others take no turns, and stay unknown to heroes). */
function creaturesInTheFight(draft: Draft): Unit[] {
  return draft.state.units.filter((u) => u.side === 'master' && !u.npc && u.alive && isSquareVisibleToHeroes(draft.state, u.x, u.y));
}

/**
 * The artifact's toll, as `hero`'s action, once per fight (its id goes to the hero's `used`): its `dice` rolled with
 * the room's PRNG on their own for every creature in the fight, in unit order, each dealt as untyped damage (no
 * element, whatever the wearer's attunement: the creature's resistances do not apply, as to a physical hit). Costs
 * no mana or stamina. Events: `special_action` `{ action: <artifact id>, kind: 'artifact' }`, then each creature's
 * `damaged` (and `unit_died`).
 */
function artifactToll(draft: Draft, hero: Unit, artifact: { id: string; dice: string }): void {
  takeAction(draft);
  updateD20Piece(draft, hero.id, (d) => ({ ...d, used: [...d.used, artifact.id] }));
  draft.emit({ type: 'special_action', unit: hero.id, action: artifact.id, kind: 'artifact' });
  for (const creature of creaturesInTheFight(draft)) dealD20Damage(draft, creature, rollDice(artifact.dice, draft.rng).total, null);
}
