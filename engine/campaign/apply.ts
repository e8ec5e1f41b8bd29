/**
 * The campaign reducer's seam: each action type has one handler, registered by the module that owns its
 * rules (`town/`, `road/`, `fight.ts`); {@link applyCampaign} looks it up, runs it on a copy of the state, and either
 * returns the new state with its events or the refusal (refusal.ts) and changes nothing.
 * @module
 */
import { SERVER_ACTIONS } from './actions.ts';
import { refusable, refuse, type CampaignRefusal } from './refusal.ts';
import type { CampaignAction, CampaignContext, CampaignEvent, CampaignState, PlayerId } from './types.ts';

export { refuse, type CampaignErrorCode, type CampaignRefusal } from './refusal.ts';

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

/** Registers the handler of action `type`. @throws Error when it is registered twice (a programming error). */
export function registerCampaignAction<T extends CampaignAction['type']>(type: T, handler: CampaignHandler<T>): void {
  if (handlers.has(type)) throw new Error(`campaign action "${type}" is registered twice`);
  handlers.set(type, handler as unknown as CampaignHandler<CampaignAction['type']>);
}

/** The action types with a handler. */
export function campaignActionTypes(): string[] {
  return [...handlers.keys()];
}

/** What {@link applyCampaign} answers: the new state and its events, or the refusal (nothing changed). */
export type CampaignResult = { ok: true; state: CampaignState; events: CampaignEvent[] } | { ok: false; error: CampaignRefusal };

/**
 * Applies `action` by `actor` to `state`: a new state (`seq` + 1) and its events, or the refusal naming why the action
 * is refused; `state` itself is never changed. The {@link SERVER_ACTIONS} are the server's alone.
 */
export function applyCampaign(ctx: CampaignContext, state: CampaignState, action: CampaignAction, actor: Actor): CampaignResult {
  const played = refusable(() => {
    const handler = handlers.get(action.type);
    if (!handler) refuse('invalid_action', `no campaign action "${action.type}"`);
    if (SERVER_ACTIONS.includes(action.type) && !('server' in actor))
      refuse('invalid_action', `"${action.type}" is sent by the server, when a fight's room opens or ends`);
    // a state is JSON data (types.ts): a JSON copy is exact, and several times faster than structuredClone for it
    const next = JSON.parse(JSON.stringify(state)) as CampaignState;
    const events = handler(ctx, next, action, actor);
    next.seq = state.seq + 1;
    return { state: next, events };
  });
  return played.ok ? { ok: true, ...played.value } : played;
}
