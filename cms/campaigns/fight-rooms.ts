/**
 * A campaign's fight room as the campaign service handles it: the seed a new room gets, what a player sees of the
 * fight under way, and what a save keeps of its room.
 * @module
 */
import { createHash } from 'node:crypto';
import type { Actor } from '../../engine/campaign/index.ts';
import type { CampaignState } from '../../engine/campaign/types.ts';
import type { DB } from '../db/database.ts';
import type { RoomRegistry } from '../rooms/registry.ts';
import { type HandedSeat, handSeats } from './fight-seats.ts';
import { snapshotFight } from './fights.ts';
import { fightSeats } from './repository.ts';

/**
 * A fight under way as a player sees it: the room, and the seats of the heroes it acts for, each with its token
 * (derived from the player's campaign token on each read, never stored: cms/campaigns/fight-seats.ts).
 */
export interface PlayerFight {
  room: string;
  seats: HandedSeat[];
}

/**
 * The fight under way in `state` of campaign `id` as `actor` (the player of campaign token `token`) plays it: its
 * room and the seats of the heroes it acts for, handed with the tokens derived from `token` (`handSeats`; none
 * without `rooms`); null: none.
 */
export async function playerFight(
  db: DB,
  rooms: RoomRegistry | undefined,
  id: string,
  state: CampaignState,
  actor: Actor,
  token: string,
): Promise<PlayerFight | null> {
  const fight = state.run.fight;
  if (!fight) return null;
  const mine = 'server' in actor ? [] : actor.heroes;
  const seats = (await fightSeats(db, id, fight.room)).filter((s) => mine.includes(s.hero));
  return { room: fight.room, seats: rooms ? await handSeats(rooms, fight.room, token, seats) : [] };
}

/**
 * The fight's room to keep in a save of `state`: its game without its RNG (`snapshotFight`; spec 003: "Combat saves
 * keep HP/resources/status, pending action, turn, round ... but do not preserve RNG state"); null when no fight is
 * on or its room is gone (or there are no `rooms`).
 */
export async function roomStateOf(rooms: RoomRegistry | undefined, state: CampaignState): Promise<unknown> {
  if (!state.run.fight || !rooms) return null;
  return snapshotFight({ rooms }, state);
}

/**
 * The seed of the room of a fight opened now in `state`: the SHA-256 of the campaign's seq and dice (`rng`, which no
 * player sees), so a campaign created with a fixed seed fights the same rooms each time it is played the same way,
 * and any other campaign's rooms are as unpredictable as its own dice.
 */
export function fightSeed(state: CampaignState): string {
  return createHash('sha256')
    .update(`${state.seq}:${state.rng.join(',')}`)
    .digest('hex')
    .slice(0, 32);
}
