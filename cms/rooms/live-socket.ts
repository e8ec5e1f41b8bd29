/**
 * One socket of the live connection as its message handlers see it (its watches, how to send to it), and what they
 * need of the server.
 * @module
 */
import type { SeatId } from '../../engine/index.ts';
import type { CampaignService } from '../campaigns/service.ts';
import type { RoomAuthority } from './authority.ts';
import type { RoomRegistry } from './registry.ts';

/**
 * A watch: what ends it, and once it is set up, the room and seat it follows (what its `act` messages play as), or
 * the campaign and the player's token.
 */
export interface Watch {
  stop: () => void;
  seat?: { room: RoomAuthority; seat: SeatId; token: string | null };
  campaign?: { id: string; token: string };
}

/** One socket of the live connection. */
export interface LiveSocket {
  /** Watch name → the watch; one being set up holds a placeholder that cancels it. */
  readonly watches: Map<string, Watch>;
  /** Whether the socket was dropped or closed: nothing more is sent on it. */
  readonly dropped: boolean;
  /** Sends a text frame, unless the socket is gone; a client that stopped reading is dropped instead. */
  sendText(text: string): void;
  /** Sends an `error` message about `watch` (null: about the connection). */
  sendError(watch: string | null, code: string, message: string): void;
}

/** What the live connection's handlers need of the server. */
export interface LiveContext {
  rooms: RoomRegistry;
  /** The campaigns, when the server has them (else a campaign watch finds none). */
  campaigns: CampaignService | undefined;
  /** Spectators one room may have watching at once, over every socket. */
  maxSpectators: number;
}
