/**
 * An `act` message of the live connection: an action played as the seat of a room watch, or a campaign action
 * through a campaign watch, answered under the request's id.
 * @module
 */
import { z } from 'zod';
import { Action } from '../../engine/index.ts';
import { actOnCampaign } from '../campaigns/live.ts';
import { ApiError, apiErrorOf } from '../http/errors.ts';
import { actionOf, playAction } from './acting.ts';
import type { LiveContext, LiveSocket } from './live-socket.ts';

/** The `seq` of an `act` message: the seq of the view the action was chosen on. */
const Seq = z.number().int().min(0).max(Number.MAX_SAFE_INTEGER).optional();

/**
 * Plays `action` as the seat of watch `watch` (with `seen`, only if the room is still at that seq), answering
 * under `id`: `acted` with the new seq and events, or an `error` naming the refusal. The seat's own `patch` comes
 * first, as for every follower.
 */
export async function act(s: LiveSocket, ctx: LiveContext, watch: string, id: string, raw: unknown, rawSeen: unknown): Promise<void> {
  const campaigns = ctx.campaigns;
  const refuse = (err: ApiError) =>
    s.sendText(
      JSON.stringify({ type: 'error', watch, id, status: err.status, code: err.code, message: err.message, ...(err.issues ? { issues: err.issues } : {}) }),
    );
  const followed = s.watches.get(watch)?.campaign;
  if (followed && campaigns)
    return actOnCampaign(campaigns, followed, raw, rawSeen, (seq, events) => s.sendText(JSON.stringify({ type: 'acted', watch, id, seq, events })), refuse);
  const w = s.watches.get(watch)?.seat;
  if (!w) return refuse(new ApiError(404, 'not_found', `no watch "${watch}" on this connection: watch the room first, then act through it`));
  const parsed = Action.safeParse(raw);
  if (!parsed.success) {
    const issues = parsed.error.issues.map((i) => ({ path: ['action', ...i.path].join('.'), message: i.message }));
    return refuse(new ApiError(400, 'invalid_body', `not an action: ${issues[0]?.path}: ${issues[0]?.message}`, issues));
  }
  const seq = Seq.safeParse(rawSeen);
  if (!seq.success)
    return refuse(
      new ApiError(400, 'invalid_body', `"seq" is the seq of the view the action was chosen on, a whole number from 0: ${seq.error.issues[0]?.message}`, [
        { path: 'seq', message: seq.error.issues[0]?.message ?? 'invalid' },
      ]),
    );
  const seen = seq.data;
  try {
    const { action } = actionOf(parsed.data);
    const result = await playAction(w.room, w.seat, action, seen, w.token ?? undefined);
    s.sendText(JSON.stringify({ type: 'acted', watch, id, seq: result.seq, events: result.events }));
  } catch (err) {
    // a refusal, or the database away (or full, read-only): said as over HTTP, the socket stays open and the action
    // may be sent again
    const error = apiErrorOf(err);
    if (error) return refuse(error);
    console.error('quest-board: an action over the live connection failed:', err);
    refuse(new ApiError(500, 'internal', 'the server failed to play the action'));
  }
}
