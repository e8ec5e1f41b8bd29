/**
 * Drives a room to its end with the scripted players of `bot.ts`, through the HTTP API and the live streams:
 * each move is chosen from the `legal` list the acting seat's stream delivered, and the next move waits until every
 * stream has delivered the previous one.
 */
import { MASTER, type Action, type View } from '../../engine/index.ts';
import { heroChoice, masterChoice } from './bot.ts';
import { act, overHttp, type SeatKey } from './http.ts';
import type { SseClient, Update } from './sse.ts';

/** A seat with its open stream. */
export interface LiveSeat extends SeatKey {
  stream: SseClient;
}

/** Checks run on every update every stream delivers, e.g. that hero views hide unrevealed rooms. */
export type FrameCheck = (seat: string, update: Update, raw: string) => void;

/**
 * Plays until the game is over or `maxActions` actions were sent or `until(masterUpdate)` holds. The heroes choose
 * by `heroes` (default: the scripted heroes of `bot.ts`), from the view and legal list their own stream delivered.
 * @returns the number of actions sent.
 */
export async function playGame(
  baseUrl: string,
  room: string,
  seats: LiveSeat[],
  options: { maxActions?: number; until?: (u: Update) => boolean; heroes?: (view: View, legal: Action[]) => Action } = {},
): Promise<number> {
  const req = overHttp(baseUrl);
  // the seat whose stream paces the game: the master's, or in an auto mission with no master the first hero's
  const master = seats.find((s) => s.seat === MASTER) ?? seats[0];
  if (!master) throw new Error('playGame needs a seat');
  const maxActions = options.maxActions ?? 5000;
  let sent = 0;
  for (; sent < maxActions; sent++) {
    const now = master.stream.latest!;
    if (now.view.phase === 'over' || options.until?.(now)) break;
    const seatId = now.view.phase === 'lobby' ? (seats.find((s) => s.stream.latest?.legal.some((a) => a.type === 'start'))?.seat ?? MASTER) : now.view.turn!.seat;
    const seat = seats.find((s) => s.seat === seatId);
    if (!seat) throw new Error(`no client for seat ${seatId}`);
    const { update } = await seat.stream.waitForSeq(now.seq);
    const action = seatId === MASTER ? masterChoice(update.view, update.legal) : (options.heroes ?? heroChoice)(update.view, update.legal);
    const { seq } = await act(req, room, seat.token, action);
    await Promise.all(seats.map((s) => s.stream.waitForSeq(seq)));
  }
  return sent;
}
