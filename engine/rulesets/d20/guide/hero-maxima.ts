/**
 * A hero's maxima between fights (spec 003: "Maximum HP = base HP + 3 × (L − 1) + 3 × H"; "Maximum resource: if base
 * mana is 0, start with 2 stamina; otherwise take the greater of 2 and base mana. Add resource training R."), from
 * its document, for the layers above a room (engine/campaign) that keep a hero's level and training themselves. The
 * hero's `d20` block is read here, in the d20 module's folder, as everywhere else.
 * @module
 */
import type { Hero } from '../../../../content/schemas/index.ts';
import type { D20Board } from './board.ts';
import { maxHp, maxResource } from './progression.ts';

/**
 * The maximum HP and maximum mana or stamina (`res`, of kind `resource`) of `hero` at `level` with `health` and
 * `resource` training: its `body` is its base HP, its `d20.mana` (0 when absent) its base mana.
 * @throws RangeError when the level is outside 1..the level cap or a training count is negative.
 */
export function heroMaxima(
  board: D20Board,
  hero: Hero,
  input: { level: number; health: number; resource: number },
): { hp: number; res: number; resource: string } {
  const hp = maxHp(board, { base: hero.body, level: input.level, healthTraining: input.health });
  const r = maxResource(board, { baseMana: hero.d20?.mana ?? 0, resourceTraining: input.resource });
  return { hp, res: r.max, resource: r.resource };
}
