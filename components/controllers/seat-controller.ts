/**
 * Which seat `<quest-board>` plays, and its connection: from the element's attributes and the seat remembered in
 * `localStorage` it chooses the campaign, a room's join flow, a spectator's place or a seat, and connects; it moves
 * among the {@link HeldSeats} of one player in place (the board, its camera and the panels stay) and keeps the others
 * connected once their chunk is loaded.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { ConnectionStatus, RoomClient } from '../client.ts';
import type { TableState } from '../context.ts';
import { ApiError, type SeatGrant } from '../api.ts';
import { loadPart, replayParts, roomExtras } from '../lazy-parts.ts';
import type { ReplayConnection } from '../replay/replay-connection.ts';
import { forgetSeatToken, loadSeatToken, saveSeatToken } from '../seat-store.ts';
import type { HeldSeats } from './held-seats.ts';
import { RoomConnection, type RoomConnectionCallbacks } from './room-connection.ts';

/** What the element shows: no room named, the join flow, a room's table, or a campaign. */
export type Mode = 'missing' | 'join' | 'play' | 'campaign';

/** The element's attributes that choose the seat. */
export interface SeatAttributes {
  server: string;
  room: string;
  token: string;
  watch: boolean;
  campaign: string;
  adventure: string;
  /** A room whose game to play back, and the side seen. */
  replay: string;
  replaySide: 'heroes' | 'master';
  /** The tokens of every seat of the room the player holds. */
  held: readonly string[];
}

/** What the seat's choice reads and changes of the element. */
export interface SeatHooks {
  attributes(): SeatAttributes;
  /** The table shown (undefined: none yet). */
  table(): TableState | undefined;
  setTable(table: TableState | undefined): void;
  /** The room client of the seat shown (undefined: none). */
  setClient(client: RoomClient | undefined): void;
  setStatus(status: ConnectionStatus): void;
  /** A seat chosen afresh: what the last one showed (notices, toasts, the card, the announcer's lines) goes. */
  reset(): void;
  /** The camera keeps its view for the seat moved to. */
  keepView(): void;
  /** What the connection shown tells the element (its status once set, a refused remembered seat aside). */
  shown: RoomConnectionCallbacks;
}

/** The seat an element plays and its connection. */
export class SeatController {
  /** What the element shows. */
  mode: Mode = 'missing';
  /** The visitor chose to watch in the join flow (the `watch` attribute aside). */
  watchChosen = false;
  /** The player chose to watch the room's replay at the game's end (the `replay` attribute aside). */
  replayChosen = false;
  /** The connection of the seat shown (replaced by a held seat's when `token` moves to it). */
  connection: RoomConnection;
  /** The connections of the held seats besides the one shown, once their chunk is loaded (`held-seats.ts`). */
  private heldSeats: HeldSeats | null = null;
  /** Whether the element moves to a held seat whose first table has not come yet ({@link moveToHeld}). */
  private moving = false;
  /** What the connection shown says, as the element hears it. */
  private readonly callbacks: RoomConnectionCallbacks;

  constructor(
    private readonly host: ReactiveControllerHost & HTMLElement,
    private readonly hooks: SeatHooks,
  ) {
    this.callbacks = {
      table: (table, events) => {
        this.moving = false;
        hooks.shown.table(table, events);
      },
      status: (status, error?: ApiError) => {
        // moving to a held seat: the seat left's table stays, and the connection's state, until the new seat's table comes
        if (this.moving && status === 'connecting') return;
        this.moving = false;
        hooks.setStatus(status);
        // the room was archived (docs/protocol.md, "How long rooms live"): its last view stays, the seat is forgotten
        if (status === 'ended') forgetSeatToken(hooks.attributes().server, hooks.attributes().room);
        // a remembered seat the server no longer knows: forgotten, and the join flow offered again
        if (status === 'denied' && this.refused()) return;
        hooks.shown.status(status, error);
      },
      rulesetFailed: (error) => hooks.shown.rulesetFailed(error),
    };
    this.connection = new RoomConnection(host, this.callbacks);
  }

  private setMode(mode: Mode): void {
    this.mode = mode;
    this.host.requestUpdate();
  }

  /** Opens the connection shown to `token` (null: a spectator) and hands its client to the element. */
  private open(token: string | null): void {
    const a = this.hooks.attributes();
    this.connection.open(a.server, a.room, token);
    this.hooks.setClient(this.connection.client ?? undefined);
  }

  /** Picks the seat from the attributes or storage and connects, or shows the join flow. */
  choose(): void {
    if (this.moveToHeld()) return;
    this.hooks.reset();
    const a = this.hooks.attributes();
    const replay = a.campaign || a.adventure ? '' : a.replay || (this.replayChosen ? a.room : '');
    if (replay) return this.openReplay(a, replay);
    if (this.connection.replaying) this.replaceConnection(new RoomConnection(this.host, this.callbacks));
    if (a.campaign || a.adventure) {
      // a campaign: the shell plays it (its fights' boards are nested elements of their own)
      this.connection.close();
      this.hooks.setTable(undefined);
      return this.setMode('campaign');
    }
    if (!a.room) {
      this.connection.close();
      return this.setMode('missing');
    }
    if (a.watch || this.watchChosen) {
      // a spectator: no token, the heroes' side of the board (a watch link, or a late visitor who chose to watch)
      this.setMode('play');
      if (this.connection.client?.token !== null || this.connection.client.room !== a.room) this.hooks.setTable(undefined);
      return this.open(null);
    }
    const token = a.token || loadSeatToken(a.server, a.room);
    if (!token) {
      this.connection.close();
      this.hooks.setTable(undefined);
      return this.setMode('join');
    }
    this.setMode('play');
    if (this.connection.client?.token !== token || this.connection.client.room !== a.room) this.hooks.setTable(undefined);
    this.open(token);
  }

  /**
   * Plays room `room`'s game back (the `replay` attribute, or the player's choice at the game's end) with the seat's
   * token when one is given or remembered for that room, once the replay's chunk is loaded.
   */
  private openReplay(a: SeatAttributes, room: string): void {
    this.setMode('play');
    const parts = replayParts();
    if (!parts) {
      if (!this.connection.replaying) this.connection.close();
      this.hooks.setTable(undefined);
      void loadPart('replay').then(
        () => this.choose(),
        (error: unknown) => this.hooks.shown.status('denied', new ApiError(0, 'network', String(error))),
      );
      return;
    }
    if (!this.connection.replaying) {
      this.replaceConnection(new parts.ReplayConnection(this.host, this.callbacks));
      this.hooks.setTable(undefined);
    }
    this.hooks.setClient(undefined);
    (this.connection as ReplayConnection).load(a.server, room, a.token || loadSeatToken(a.server, room) || null, a.replaySide);
  }

  /** `next` in place of the connection shown, which is closed. */
  private replaceConnection(next: RoomConnection): void {
    this.connection.close();
    this.host.removeController(this.connection);
    this.connection = next;
  }

  /** The banner's "Watch the replay" (true), or the replay's "Back to the table" (false). */
  watchReplay(watch: boolean): void {
    this.replayChosen = watch;
    this.choose();
  }

  /** The join flow: no connection, no table. */
  toJoin(): void {
    this.connection.close();
    this.hooks.setClient(undefined);
    this.hooks.setTable(undefined);
    this.setMode('join');
  }

  /**
   * The server refused the seat shown: a remembered seat it no longer knows is forgotten and the join flow offered
   * again (true); a seat the attributes name (or a spectator's) stays refused (false).
   */
  refused(): boolean {
    const a = this.hooks.attributes();
    if (a.token || a.watch || this.watchChosen || a.replay || this.replayChosen) return false;
    forgetSeatToken(a.server, a.room);
    this.toJoin();
    return true;
  }

  /** The join flow took a seat: remembered, `announce`d (the page hears it), and played. */
  joined(grant: SeatGrant, announce: () => void): void {
    const a = this.hooks.attributes();
    saveSeatToken(a.server, a.room, grant.token);
    announce();
    this.setMode('play');
    this.open(grant.token);
  }

  /** The join panel's "watch the game" (true), or the watching panel's "take a free seat" (false). */
  watchInstead(watch: boolean): void {
    this.watchChosen = watch;
    if (watch) return this.choose();
    // a free seat to take: the join flow, whatever the attributes say (`watch` included)
    this.toJoin();
  }

  /**
   * `token` moved from one held seat to another of the same room while the element shows a table: the element moves
   * to that seat in place — the board, its camera, the card and the notices shown stay, the seat left stays
   * connected. When that seat's connection already shows its table (the held seats' chunk loaded: `held-seats.ts`),
   * its table shows at once; else the table shown stays, inert (`pending`), until that seat's first one comes.
   * Returns whether it did.
   */
  private moveToHeld(): boolean {
    const a = this.hooks.attributes();
    const table = this.hooks.table();
    const shown = this.connection.client;
    if (a.campaign || a.adventure || a.watch || this.watchChosen || !a.room || !a.token || !table || this.mode !== 'play') return false;
    if (!shown?.token || shown.token === a.token || shown.room !== a.room || shown.server !== a.server) return false;
    if (!a.held.includes(a.token) || !a.held.includes(shown.token)) return false;
    const kept = this.heldSeats?.take(a.server, a.room, a.token);
    this.keepShown(a);
    this.hooks.keepView();
    if (kept) {
      kept.listen(this.callbacks);
      this.connection = kept;
      this.hooks.setClient(kept.client ?? undefined);
      this.hooks.setStatus(kept.status);
      this.callbacks.table(kept.table!, []);
      return true;
    }
    this.connection = new RoomConnection(this.host, this.callbacks);
    this.moving = true;
    this.open(a.token);
    this.hooks.setTable({ ...table, pending: true, aiming: null, selected: null });
    return true;
  }

  /**
   * The element leaves the seat it showed: its connection is kept (silent) when the seat is one of the held and their
   * chunk is loaded, else closed (the caller puts the next one in its place).
   */
  private keepShown(a: SeatAttributes): void {
    const was = this.connection;
    const token = was.client?.token;
    if (token && this.heldSeats && was.client?.room === a.room && a.held.includes(token)) this.heldSeats.keep(token, was);
    else {
      was.close();
      this.host.removeController(was);
    }
  }

  /**
   * Keeps the held seats but the one shown connected, once their chunk is loaded (with the room's extras, after the
   * first board shows); none while the element plays no room as a seat.
   */
  hold(): void {
    const a = this.hooks.attributes();
    const token = this.connection.client?.token;
    const extras = roomExtras();
    if (this.mode === 'play' && token && a.held.length > 0 && extras)
      (this.heldSeats ??= new extras.HeldSeats(this.host, (callbacks) => new RoomConnection(this.host, callbacks))).hold(a.server, a.room, a.held, token);
    else this.heldSeats?.release();
  }
}
