/**
 * A player's seats in a campaign fight's room, handed through its campaign token: no seat token is stored
 * anywhere. The token of the seat a player is handed is derived from the player's own campaign token
 * ({@link fightSeatToken}: an HMAC-SHA256 keyed with it), so the server can give it again on every read of the
 * player's view, and the room keeps only its SHA-256 in `seats.token_hash`, as for every seat. The database holds the
 * hash of the campaign token and the hash of the seat token: neither gives the other.
 *
 * A room is made with a random token on each hero seat (`makeFightRoom`, `restoreFight`), which nobody is given; the
 * first time a player is handed a seat ({@link handSeats}), the seat takes that player's derived token instead
 * (`RoomAuthority.setSeatToken`), and keeps it: later reads, a reload, a second tab get the same token and change
 * nothing. When another player comes to hold the hero (a player joining with it), its first read moves the seat to its
 * own token, and the previous holder's no longer opens it.
 * @module
 */
import { createHmac } from 'node:crypto';
import { ApiError } from '../http/errors.ts';
import type { RoomRegistry } from '../rooms/registry.ts';
import { hashToken } from '../rooms/tokens.ts';

/** A hero's seat in a fight's room: the hero and its seat (`h1`...), as a campaign keeps it (no token). */
export interface FightSeatOf {
  hero: string;
  seat: string;
}

/** A hero's seat in a fight's room as a player is handed it: with the seat's bearer token. */
export interface HandedSeat extends FightSeatOf {
  token: string;
}

/**
 * The token of seat `seat` of room `room` for the player whose campaign token is `playerToken`: the HMAC-SHA256 of
 * the room and seat keyed with the campaign token, base64url (43 characters, the shape of every token). The same
 * player, room and seat give the same token; nothing else does.
 */
export function fightSeatToken(playerToken: string, room: string, seat: string): string {
  return createHmac('sha256', playerToken).update(`quest-board fight seat\n${room}\n${seat}`, 'utf8').digest('base64url');
}

/**
 * Hands the player of campaign token `playerToken` the seats `seats` of fight room `roomId` (those of the heroes it
 * acts for): each seat is made to open with the player's {@link fightSeatToken} (written only when it does not
 * already), and returned with it. A seat the room no longer has (released), or a room gone (archived: the fight
 * is ending), is left out.
 */
export async function handSeats(rooms: RoomRegistry, roomId: string, playerToken: string, seats: readonly FightSeatOf[]): Promise<HandedSeat[]> {
  if (seats.length === 0) return [];
  const room = await rooms.get(roomId);
  if (!room) return [];
  const handed: HandedSeat[] = [];
  for (const { hero, seat } of seats) {
    const token = fightSeatToken(playerToken, roomId, seat);
    try {
      if (await room.setSeatToken(seat, hashToken(token))) handed.push({ hero, seat, token });
    } catch (err) {
      // archived meanwhile (410 room_ended): its fight is ending, there is no seat to hand
      if (err instanceof ApiError && err.status === 410) return [];
      throw err;
    }
  }
  return handed;
}
