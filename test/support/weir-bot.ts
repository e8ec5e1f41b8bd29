/**
 * The scripted heroes of The Embervale Weir (`la-diga-di-valbrace`), choosing only from the legal actions their own
 * stream delivered: the heroes of `bot.ts` (strike, open a door, walk to the nearest creature in sight), who also
 * cast the concentration spell Hearth-ward on a friend while a slot is left, and who, with no creature in sight and
 * no door to open, walk to the squares where the mission posted the creatures they have not seen fall (a creature
 * behind a pillar, or one sneaking, is not in sight from everywhere).
 */
import type { Action, View } from '../../engine/index.ts';
import { distanceField, heroChoice } from './bot.ts';

/** Where the mission placed a creature: its unit id in the game, and its square. */
export interface Post {
  unit: string;
  at: readonly [number, number];
}

/** A hero's next action, one of `legal`: see the module. */
export function weirHero(posts: readonly Post[]): (view: View, legal: Action[]) => Action {
  return (view, legal) => {
    const ward = legal.find((a) => a.type === 'ability' && a.ability === 'hearth-ward');
    if (ward) return ward;
    const choice = heroChoice(view, legal);
    if (choice.type !== 'end_turn') return choice;
    const me = view.units.find((u) => u.id === view.seat);
    const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
    if (!me || moves.length === 0) return choice;
    const w = view.board.width;
    const fallen = new Set(view.units.filter((u) => !u.alive).map((u) => u.id));
    const field = distanceField(
      view,
      posts.filter((p) => !fallen.has(p.unit)).map((p) => p.at[1] * w + p.at[0]),
    );
    let best = field[me.y * w + me.x]!;
    let toward: Action = choice;
    for (const m of moves) {
      const d = field[m.to[1] * w + m.to[0]]!;
      if (d < best) {
        best = d;
        toward = m;
      }
    }
    return toward;
  };
}
