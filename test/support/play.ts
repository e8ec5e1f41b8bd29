/**
 * Drives a room to its end with the scripted players of `bot.ts`, through the HTTP API and the live streams:
 * each move is chosen from the `legal` list the acting seat's stream delivered, and the next move waits until every
 * stream has delivered the previous one.
 */
import { MASTER, type Action, type View } from '../../engine/index.ts';
import { heroChoice, masterChoice } from './bot.ts';
import { act, call, overHttp, type SeatKey } from './http.ts';
import { SseClient, type Update } from './sse.ts';
import assert from 'node:assert/strict';
import { ADMIN_TOKEN } from './server.ts';

/** A seat with its open stream, and the server it acts on when not the game's (another instance of one database). */
export interface LiveSeat extends SeatKey {
  stream: SseClient;
  url?: string;
}

/** Opens a live stream on the server at `url` for each seat of `keys` of `room`, in order. */
export async function openSeats(url: string, room: string, keys: readonly SeatKey[]): Promise<LiveSeat[]> {
  const seats: LiveSeat[] = [];
  for (const s of keys) seats.push({ ...s, stream: await SseClient.open(url, room, s.token) });
  return seats;
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
    const seatId =
      now.view.phase === 'lobby' ? (seats.find((s) => s.stream.latest?.legal.some((a) => a.type === 'start'))?.seat ?? MASTER) : now.view.turn!.seat;
    const seat = seats.find((s) => s.seat === seatId);
    if (!seat) throw new Error(`no client for seat ${seatId}`);
    const { update } = await seat.stream.waitForSeq(now.seq);
    const action = seatId === MASTER ? masterChoice(update.view, update.legal) : (options.heroes ?? heroChoice)(update.view, update.legal);
    const { seq } = await act(seat.url ? overHttp(seat.url) : req, room, seat.token, action);
    await Promise.all(seats.map((s) => s.stream.waitForSeq(seq)));
  }
  return sent;
}

/**
 * A room of the `auto` mission `mission` on the server at `url`, made by the administrator with `seed`, with
 * `heroes` seated each with its own token and open live stream. Asserts each step succeeds (201) and that the room
 * has a host, not a master.
 */
export async function autoRoom(url: string, mission: string, seed: string, heroes: readonly string[]): Promise<{ room: string; seats: LiveSeat[] }> {
  const req = overHttp(url);
  const created = await call(req, 'POST', '/api/rooms', { token: ADMIN_TOKEN, body: { mission, seed } });
  assert.equal(created.status, 201, JSON.stringify(created.body));
  assert.equal(created.body.role, 'host', 'an auto mission has a host, not a master');
  const room: string = created.body.room;
  const seats: LiveSeat[] = [];
  for (const hero of heroes) {
    const joined = await call(req, 'POST', `/api/rooms/${room}/seats`, { body: { hero } });
    assert.equal(joined.status, 201, JSON.stringify(joined.body));
    seats.push({ seat: joined.body.seat, token: joined.body.token, stream: await SseClient.open(url, room, joined.body.token) });
  }
  return { room, seats };
}
