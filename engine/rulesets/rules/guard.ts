/**
 * What the `rules` module does when a document's rule fails in play (a formula dividing by zero, an effect past its
 * step budget, a reference to something that is not there). A document the CMS checked can still fail on numbers
 * only play meets. A hero's own action that fails is refused (`no_effect`) and spends nothing; a rule that runs by
 * itself — a condition ticking as a turn begins, the initiative roll, a creature or ally the computer plays — is
 * skipped instead, with a `message` event saying so, so that no room is stuck on it.
 * @module
 */
import { DslEvalError } from '../../dsl/evaluate.ts';
import type { Draft } from '../../core/draft.ts';
import { reject, Rejection } from '../../core/reject.ts';
import { RulesError } from './document/world.ts';

/** Whether `e` is a document's rule failing in play (or the computer's action refused by the rules). */
export function isRuleFailure(e: unknown): boolean {
  return e instanceof DslEvalError || e instanceof RulesError || e instanceof Rejection;
}

/**
 * Runs `work`, a part of play that runs by itself; when a rule fails in it, tells the table and goes on.
 * @returns what `work` returned, or `fallback` when a rule failed.
 */
export function guarded<T>(draft: Draft, what: { it: string; en: string }, fallback: T, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (!isRuleFailure(e)) throw e;
    draft.emit({
      type: 'message',
      text: {
        it: `Una regola del regolamento non si è potuta applicare (${what.it}) ed è stata saltata.`,
        en: `A rule of the ruleset could not be applied (${what.en}) and was skipped.`,
      },
    });
    return fallback;
  }
}

/** Runs `work`, a question asked of the rules (what is legal now); when a rule fails in it, the answer is `fallback`. */
export function unlessRuleFails<T>(fallback: T, work: () => T): T {
  try {
    return work();
  } catch (e) {
    if (!isRuleFailure(e)) throw e;
    return fallback;
  }
}

/** Runs `work`, a seat's own action; when a rule of the document fails in it, the action is refused (`no_effect`). */
export function refusedIfRuleFails(what: string, work: () => void): void {
  try {
    work();
  } catch (e) {
    if (e instanceof DslEvalError || e instanceof RulesError) reject('no_effect', `${what}: ${e.message}`);
    throw e;
  }
}
