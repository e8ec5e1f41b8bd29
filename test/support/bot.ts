/**
 * Scripted players that pick ONLY from the legal actions the server sent, looking only at their seat's view.
 * Heroes: the computer's heroes (engine/core/hero-ai.ts). Master: attack an adjacent hero with any creature, else
 * end the turn.
 */
import { chooseHeroAction, distanceField, type Action, type View } from '../../engine/index.ts';

export { distanceField };

/** The hero's next action: one of `legal`, the computer's own choice (engine/core/hero-ai.ts). */
export function heroChoice(view: View, legal: Action[]): Action {
  return chooseHeroAction(view, legal);
}

/** The master's next action: a creature attack on an adjacent hero, else the end of the turn. */
export function masterChoice(_view: View, legal: Action[]): Action {
  return legal.find((a) => a.type === 'creature_attack') ?? legal.find((a) => a.type === 'start') ?? endTurn(legal);
}

function endTurn(legal: Action[]): Action {
  const end = legal.find((a) => a.type === 'end_turn');
  if (!end) throw new Error(`no end_turn among the legal actions: ${JSON.stringify(legal)}`);
  return end;
}
