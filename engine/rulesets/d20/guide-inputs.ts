/**
 * The d20 loop's glue to the guide's pure rules (`engine/rulesets/d20/guide/`): each function here reads a unit's piece and
 * statuses into the inputs a pure rule takes.
 * @module
 */
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import { attackTotal, effectiveArmour } from './guide/attack.ts';
import { elementalDamage, elementFlags } from './guide/elements.ts';
import type { Unit } from '../../core/types.ts';
import { d20Piece } from './pieces.ts';
import { magnitude, statusOf } from './statuses.ts';

/** The weakness and resistance of `target` to damage of `element` (null: physical). */
export function flagsAgainst(target: Unit, element: string | null): { weak: boolean; resist: boolean } {
  return elementFlags(element, { weaknesses: d20Piece(target)?.weak ?? [], resistances: d20Piece(target)?.resist ?? [] });
}

/**
 * Damage `amount` (A) of `element` after `target`'s weakness or resistance (spec 003, "Elements"), with the
 * feedback the chronicle shows: `weak`, `resist`, or null (neither, both, or physical).
 */
export function damageAgainst(board: D20Board, target: Unit, amount: number, element: string | null): { damage: number; feedback: 'weak' | 'resist' | null } {
  const flags = flagsAgainst(target, element);
  return { damage: elementalDamage(board, amount, flags), feedback: flags.weak && !flags.resist ? 'weak' : flags.resist && !flags.weak ? 'resist' : null };
}

/**
 * `unit`'s effective armour (spec 003, "Effective Armor"): base AC + personal protection (Vanished, else
 * Defending) + the greater of Guard (Stone Mantle) and Ward (Shield Wall) − the fumble's armour penalty − Off
 * Balance. The personal protections are read from the statuses, which hold the board's `protection` values as their
 * amounts (`actions.ts` sets them so), so a seat's view alone is enough: the interface shows the same number.
 */
export function armourOf(unit: Unit): number {
  return effectiveArmour(
    {
      baseAc: d20Piece(unit)!.ac,
      vanished: statusOf(unit, 'vanished') !== undefined,
      defending: statusOf(unit, 'defending') !== undefined,
      guard: magnitude(unit, 'guard'),
      ward: magnitude(unit, 'shield_wall'),
      armourPenalty: magnitude(unit, 'armour_penalty'),
      offBalance: magnitude(unit, 'off_balance'),
    },
    { protection: { vanished: magnitude(unit, 'vanished'), defending: magnitude(unit, 'defending') } },
  );
}

/**
 * `unit`'s attack bonus before the roll (spec 003, "Attack"): its Attack − Accuracy Penalty (`weaken`) − the
 * fumble's attack penalty − Entangled; a strike adds the natural roll, the action's accuracy and an Exposed target.
 */
export function attackBonusOf(unit: Unit): number {
  return attackTotal(
    {
      natural: 0,
      attack: d20Piece(unit)!.attack,
      accuracyPenalty: magnitude(unit, 'weaken'),
      fumbleAttack: magnitude(unit, 'fumble_attack'),
      entangled: magnitude(unit, 'entangled'),
    },
    { exposedBonus: 0 },
  );
}
