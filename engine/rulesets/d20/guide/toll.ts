/**
 * A toll on the whole party (guide: "Dreadbell replaces its normal action, once per fight: independent d6+2 Void to
 * every living hero. Defending/Shield Wall first halves with floor/minimum 1, then Void resistance applies
 * separately."). The numbers and the halving formula are an entry of `rules.extra.board.partyTolls`.
 * @module
 */
import type { D20PartyToll } from '../../../../content/schemas/rules/d20.ts';
import { rollDice } from '../../../core/dice-notation.ts';
import type { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';
import { elementalDamage } from './elements.ts';
import { formulaInteger } from './formula.ts';

export type { D20PartyToll } from '../../../../content/schemas/rules/d20.ts';

/** Rolls the toll for one hero (`toll.dice`, `"1d6+2"`) with the room's PRNG: every hero rolls independently. */
export function rollToll(rng: Rng, toll: D20PartyToll): number {
  return rollDice(toll.dice, rng).total;
}

/** What a hero brings against a toll: Defending or Shield Wall (IsDefended), and weakness or resistance to its element. */
export interface TollTarget {
  isDefended: boolean;
  weak?: boolean;
  resist?: boolean;
}

/**
 * The damage of a toll's `roll` to one hero (whole HP): first, when the hero is defended, `toll.defended`
 * (`max(1, floor(damage / 2))`); then the element (`elementalDamage`; an untyped toll skips it).
 */
export function tollDamage(board: D20Board, toll: D20PartyToll, roll: number, target: TollTarget): number {
  const index = board.partyTolls.indexOf(toll);
  const halved = target.isDefended ? formulaInteger(board, `partyTolls.${index < 0 ? '*' : index}.defended`, toll.defended, { damage: roll }) : roll;
  if (toll.element === undefined) return halved;
  return elementalDamage(board, halved, { weak: target.weak ?? false, resist: target.resist ?? false });
}
