/**
 * Refusals of campaign actions, as rooms have them (engine/core/reject.ts): a rule check calls {@link refuse}, and
 * the reducer (`applyCampaign`) catches it and answers the refusal as a value, `{ ok: false, error }`, with the state
 * unchanged. A refusal is a stable code and an English message; which HTTP status answers it is the server's choice
 * (cms/campaigns/refusals.ts).
 * @module
 */

/** The refusal codes of campaign actions (docs/campaigns.md, "Errors"). */
export type CampaignErrorCode =
  | 'not_now' // not possible where the party is or while a fight is on
  | 'not_enough_gold'
  | 'not_enough' // provisions, potions, XP, stamina...
  | 'at_cap' // a level, rank, stack or resistance cap
  | 'unknown' // no such hero, item, location, node, option...
  | 'locked' // a location not opened, excluded, or a node not reached
  | 'already_done' // resolved, received, used
  | 'requirement' // an approach's, a lesson's or an outfit's requirement does not hold
  | 'dead' // a dead hero cannot do this
  | 'not_yours' // a hero another player holds
  | 'mission_gone' // the mission of the fight asked for was deleted (or never published)
  | 'invalid_action'; // no such action, a malformed one, or a server's action sent by a player

/** Why a campaign action was refused: a stable `code` and an English `message` naming what is wrong. */
export interface CampaignRefusal {
  code: CampaignErrorCode;
  message: string;
}

/** A refusal thrown inside the campaign's rules; {@link refusable} (and so `applyCampaign`) turns it into a value. */
export class CampaignRejection implements CampaignRefusal {
  constructor(
    readonly code: CampaignErrorCode,
    readonly message: string,
  ) {}
}

/** Refuses the action being applied (or the question being answered). @throws CampaignRejection always. */
export function refuse(code: CampaignErrorCode, message: string): never {
  throw new CampaignRejection(code, message);
}

/** A value, or the refusal met computing it. */
export type Refusable<T> = { ok: true; value: T } | { ok: false; error: CampaignRefusal };

/**
 * `f()`, or the refusal it met.
 * @throws whatever else `f` throws (a programming error is no refusal).
 */
export function refusable<T>(f: () => T): Refusable<T> {
  try {
    return { ok: true, value: f() };
  } catch (e) {
    if (e instanceof CampaignRejection) return { ok: false, error: { code: e.code, message: e.message } };
    throw e;
  }
}
