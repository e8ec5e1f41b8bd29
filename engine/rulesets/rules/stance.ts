/**
 * The `stance` action under the `rules` module (spec 002 `rules.stances`): a hero takes another of the document's
 * stances on its turn, spending nothing (the format gives a stance change no cost). Its speed becomes the stance's
 * (`speedMultiplier`): the steps it has left this turn are what the new stance gives less the steps it took already.
 * What it gives off changes with it, and who notices whom is worked out again after the action (`perception.ts`).
 * @module
 */
import { didYouMean, quote } from '../../../content/schemas/rules/suggest.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { Draft } from '../../core/draft.ts';
import { reject } from '../../core/reject.ts';
import type { Action, GameError, GameState, Unit } from '../../core/types.ts';
import { pieceOf, squaresPerTurn } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';

/** Why `hero` may not take stance `stance` now, or null: the document has stances, the piece a stance, and the one asked is another of the document's. */
export function stanceRefusal(state: GameState, hero: Unit, action: Action): GameError | null {
  if (action.type !== 'stance') return { code: 'bad_action', message: 'not a stance action' };
  const rules = rulesIn(state);
  const piece = pieceOf(hero);
  if (rules.stances.length === 0 || !piece?.sensing) return { code: 'not_in_ruleset', message: 'this ruleset has no stances' };
  if (!hero.alive) return { code: 'not_a_hero', message: `${hero.id} is down` };
  if (!rules.stances.some((s) => s.id === action.stance)) {
    return { code: 'no_effect', message: `no stance "${action.stance}" (stances: ${rules.stances.map((s) => s.id).join(', ')})` };
  }
  if (piece.sensing.stance === action.stance) return { code: 'no_effect', message: `${hero.id} is already in stance "${action.stance}"` };
  return null;
}

/** The stances `hero` might take: every other stance of the document. */
export function stanceCandidates(state: GameState, hero: Unit): Action[] {
  const piece = pieceOf(hero);
  if (!piece?.sensing) return [];
  return rulesIn(state)
    .stances.filter((s) => s.id !== piece.sensing!.stance)
    .map((s) => ({ type: 'stance' as const, stance: s.id }));
}

/** Puts `hero` in the stance `action` names (see the module), or refuses. */
export function takeStance(draft: Draft, hero: Unit, action: Action): void {
  const refusal = stanceRefusal(draft.state, hero, action);
  if (refusal) reject(refusal.code, refusal.message);
  if (action.type !== 'stance') return;
  const piece = pieceOf(hero)!;
  const rules = rulesIn(draft.state);
  const squares = squaresPerTurn(rules, settingsIn(draft.state.setup), piece.speed, action.stance);
  const taken = piece.squares - (draft.state.turn?.stepsLeft ?? piece.squares);
  draft.updateUnit(hero.id, { ext: { ...piece, squares, sensing: { ...piece.sensing!, stance: action.stance } } });
  const turn = draft.state.turn;
  if (turn && turn.unit === hero.id && turn.roll !== null) draft.updateTurn({ stepsLeft: Math.max(0, squares - Math.max(0, taken)) });
  draft.emit({ type: 'stance_changed', unit: hero.id, stance: action.stance });
}

/** Why a mission cannot place a creature in stance `stance` under `rules`, or null: it must be one of the document's stances. */
export function placedStanceProblem(rules: Rules, stance: string): string | null {
  const ids = rules.stances.map((s) => s.id);
  if (ids.includes(stance)) return null;
  return ids.length === 0 ? `no stance ${quote(stance)}: the ruleset has no stances` : `no stance ${quote(stance)}${didYouMean(stance, ids)}`;
}
