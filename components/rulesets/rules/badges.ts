/**
 * The badges the `rules` parts add over pieces on the board (`RulesetParts.pieceBadges`): `focus` over a caster
 * holding a spell by concentration (its piece's `spells.concentrating` in the view), so the table sees at a glance
 * whom to strike to break it.
 * @module
 */
import type { View } from '../../../engine/index.ts';
import type { IconName } from '../../board/badges.ts';
import { rulesViewOf } from './words.ts';

const FOCUS: readonly IconName[] = ['focus'];

/** The badges of the pieces in `view` by unit id: `focus` for each piece holding a spell by concentration. */
export function rulesPieceBadges(view: View): ReadonlyMap<string, readonly IconName[]> {
  const rv = rulesViewOf(view.rules);
  const out = new Map<string, readonly IconName[]>();
  if (!rv) return out;
  for (const [id, piece] of Object.entries(rv.pieces)) if ((piece.spells?.concentrating.length ?? 0) > 0) out.set(id, FOCUS);
  return out;
}
