/**
 * Freeze under a d20 ruleset (spec 003: "Elemental Freeze mitigation is explicitly opt-in per effect ... An
 * independent integer roll 0–99 is compared with the appropriate chance ... FROST RESIST is emitted only when the
 * roll would have frozen at the base chance but not at the reduced chance; a roll outside both chances emits RESIST.
 * Success emits FROZEN."), shared by Grave Chill and spells such as Blizzard.
 * @module
 */
import type { D20Board, D20FreezeChance } from '../../../content/schemas/rules/d20.ts';
import { freezeOutcome, resistsFreeze } from './guide/freeze.ts';
import type { Draft } from '../../core/draft.ts';
import type { Unit } from '../../core/types.ts';
import { percentRoll } from './combat.ts';
import { d20Piece } from './pieces.ts';
import { setStatus } from './statuses.ts';

/**
 * One target's Freeze roll (spec 003: "An independent integer roll 0–99 is compared with the appropriate chance"),
 * its `freeze_roll` event with the chance that applied, and the Freeze itself on FROZEN (refreshing one held).
 */
export function freezeRoll(draft: Draft, board: D20Board, target: Unit, effect: D20FreezeChance): void {
  const resistant = resistsFreeze(effect, d20Piece(target)?.resist ?? []);
  const roll = percentRoll(draft);
  const outcome = freezeOutcome(board, effect, roll, resistant);
  const mitigated = resistant && (effect.resistanceMitigatesFreeze ?? board.freeze.resistanceMitigatesFreeze) && effect.resistedChance !== undefined;
  draft.emit({ type: 'freeze_roll', unit: target.id, roll, chance: mitigated ? effect.resistedChance! : effect.baseChance, outcome });
  if (outcome === 'FROZEN') setStatus(draft, target, { status: 'freeze', rounds: 0, amount: 0 });
}
