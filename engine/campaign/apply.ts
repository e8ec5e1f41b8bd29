/**
 * The campaign reducer's seam (issue 16): each action type has one handler, registered by the module that owns its
 * rules (`town/`, `road/`, `fight.ts`); {@link applyCampaign} looks it up, runs it on a copy of the state, and either
 * returns the new state with its events or throws a {@link CampaignRejection} and changes nothing.
 * @module
 */
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState, PlayerId } from './types.ts';

/**
 * Why an action was refused: a stable `code` and an English `message` naming what is wrong. The HTTP layer maps
 * `status` (409: not now, in this state; 422: cannot be, whatever the state; 403: not this player's).
 */
export class CampaignRejection extends Error {
  constructor(
    readonly code: CampaignErrorCode,
    message: string,
    readonly status: 403 | 409 | 422 = 409,
  ) {
    super(message);
  }
}

/** The refusal codes of campaign actions (docs/campaigns.md, "Errors"). */
export type CampaignErrorCode =
  | 'not_now' // not possible where the party is or while a fight is on
  | 'not_enough_gold'
  | 'not_enough' // provisions, potions, XP, stamina...
  | 'at_cap' // a level, rank, stack or resistance cap
  | 'unknown' // no such hero, item, location, node, option...
  | 'locked' // a location not opened, excluded, or a node not reached
  | 'already_done' // resolved, received, used
  | 'requirement' // an approach's requirement does not hold
  | 'dead' // a dead hero cannot do this
  | 'not_yours' // a hero another player holds
  | 'mission_gone' // the mission of the fight asked for was deleted (or never published)
  | 'invalid_action';

/** Refuses the action being applied. @throws CampaignRejection always. */
export function refuse(code: CampaignErrorCode, message: string, status: 403 | 409 | 422 = 409): never {
  throw new CampaignRejection(code, message, status);
}

/** Who sends an action: a player (`leader` or `p1`...) and the heroes it holds, or the server itself. */
export type Actor = { player: PlayerId; leader: boolean; heroes: readonly string[] } | { server: true };

/**
 * A handler: it changes `state` (a copy the reducer owns) in place and returns the events, or refuses.
 * It may read `ctx` but never changes it.
 */
export type CampaignHandler<T extends CampaignAction['type']> = (
  ctx: CampaignContext,
  state: CampaignState,
  action: Extract<CampaignAction, { type: T }>,
  actor: Actor,
) => CampaignEvent[];

const handlers = new Map<string, CampaignHandler<CampaignAction['type']>>();

/** The actions only the server sends: a fight's room opened, ended, or gone unfinished. */
export const SERVER_ACTIONS: readonly CampaignAction['type'][] = ['fight_started', 'fight_ended', 'fight_interrupted'];

/** Registers the handler of action `type`. @throws Error when it is registered twice (a programming error). */
export function registerCampaignAction<T extends CampaignAction['type']>(type: T, handler: CampaignHandler<T>): void {
  if (handlers.has(type)) throw new Error(`campaign action "${type}" is registered twice`);
  handlers.set(type, handler as unknown as CampaignHandler<CampaignAction['type']>);
}

/** The action types with a handler. */
export function campaignActionTypes(): string[] {
  return [...handlers.keys()];
}

/**
 * Applies `action` by `actor` to `state`: a new state (`seq` + 1) and its events; `state` itself is never changed.
 * The {@link SERVER_ACTIONS} are the server's alone.
 * @throws CampaignRejection naming why the action is refused (nothing changed).
 */
export function applyCampaign(ctx: CampaignContext, state: CampaignState, action: CampaignAction, actor: Actor): { state: CampaignState; events: CampaignEvent[] } {
  const handler = handlers.get(action.type);
  if (!handler) refuse('invalid_action', `no campaign action "${action.type}"`, 422);
  if (SERVER_ACTIONS.includes(action.type) && !('server' in actor)) refuse('invalid_action', `"${action.type}" is sent by the server, when a fight's room opens or ends`, 403);
  // a state is JSON data (types.ts): a JSON copy is exact, and several times faster than structuredClone for it
  const next = JSON.parse(JSON.stringify(state)) as CampaignState;
  const events = handler(ctx, next, action, actor);
  next.seq = state.seq + 1;
  return { state: next, events };
}
