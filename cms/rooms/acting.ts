/**
 * One seat's action, however it arrives (`POST /api/rooms/{id}/actions`, or an `act` message of the live connection):
 * the shape of the request and the one way it is played, so both answer the same codes.
 * @module
 */
import { z } from '@hono/zod-openapi';
import { Action, type GameError, type GameEvent, type SeatId, SPECTATOR, SPECTATOR_REFUSAL } from '../../engine/index.ts';
import { ApiError, apiErrorOf } from '../http/errors.ts';
import type { RoomAuthority } from './authority.ts';
import { ERROR_STATUS } from './status.ts';

/**
 * An action, with optionally the `seq` of the view its sender acted on (sent again with the same `seq`, it is refused
 * with 409 `stale_seq` instead of being played twice).
 */
export const ActionRequest = z.discriminatedUnion(
  'type',
  Action.options.map((option) =>
    option.extend({
      seq: z
        .number()
        .int()
        .min(0)
        .optional()
        .openapi({ description: 'the seq of the view the sender acted on: the action is played only if the room is still there (409 stale_seq otherwise)' }),
    }),
  ) as unknown as [(typeof Action.options)[number], ...(typeof Action.options)[number][]],
);

/** The error of a rejected action, with its status from the one table. */
export function engineError(error: GameError): ApiError {
  return new ApiError(ERROR_STATUS[error.code], error.code, error.message);
}

/**
 * The action of a valid {@link ActionRequest} and the seq it was chosen on, checked before anything else is looked up
 * (the order of checks: body, token, seat, engine).
 * @throws ApiError 400 `bad_action` for a `join` (seats are taken with `POST /api/rooms/{id}/seats`).
 */
export function actionOf(request: Action & { seq?: number }): { action: Action; seen: number | undefined } {
  const { seq: seen, ...action } = request;
  if (action.type === 'join') {
    throw new ApiError(400, 'bad_action', 'take a seat with POST /api/rooms/{id}/seats, not with a join action', [
      { path: 'type', message: '"join" is not sent as an action' },
    ]);
  }
  return { action: action as Action, seen };
}

/**
 * Plays `action` for `seat` of `room`, if the room is still at `seen` (when given) and `token` (when given: the
 * sender's) still holds the seat when the action's turn comes.
 * @returns the new seq and the events the seat may see.
 * Every refusal is told to the room's meter with its code (metrics: `quest_board_actions_refused_total`).
 * @throws ApiError 401 `unauthorized` when the seat was released while the action waited; 403 `spectator` for a spectator; the engine's refusal with its status (403 `not_master`, 409 `not_your_turn`, 422
 * `unreachable`...); 409 `stale_seq` when the room moved on from `seen`; 410 `room_ended`.
 */
export async function playAction(
  room: RoomAuthority,
  seat: SeatId,
  action: Action,
  seen?: number,
  token?: string,
): Promise<{ seq: number; events: GameEvent[] }> {
  try {
    // refused before the seq is looked at: a spectator's action is never a conflict, it is not its to send
    if (seat === SPECTATOR) throw engineError(SPECTATOR_REFUSAL);
    const outcome = await room.act(seat, action, seen, token);
    if (!outcome.ok) throw engineError(outcome.error);
    return { seq: outcome.seq, events: outcome.events };
  } catch (err) {
    // every refusal of an action that reached the room is counted by its code (the database away too)
    room.meter.actionRefused(apiErrorOf(err)?.code ?? 'internal');
    throw err;
  }
}
