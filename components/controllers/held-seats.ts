/**
 * The other seats one player holds in the element's room (a campaign's lone leader holds every hero nobody else
 * does): each kept connected as a {@link RoomConnection} of its own, on its own token, so the element can move its
 * `token` to one of them without reconnecting — the board, its camera and the panels stay, and the table shown is at
 * once that seat's, as the server sends it to that seat (each seat's view is its own: a hero's never carries what
 * only the master may see). The connections kept here tell the element nothing while they are not the one it shows.
 * @module
 */
import type { ReactiveControllerHost } from 'lit';
import type { RoomConnection, RoomConnectionCallbacks } from './room-connection.ts';

/** What a held seat's connection says while the element does not show it: nothing. */
const SILENT: RoomConnectionCallbacks = { table: () => undefined, status: () => undefined, rulesetFailed: () => undefined };

/** The connections of the seats an element holds besides the one it shows. */
export class HeldSeats {
  /** The kept connections, by token. */
  private readonly kept = new Map<string, RoomConnection>();
  private server = '';
  private room = '';

  /**
   * `connect` makes a connection controlled by `host` (the element's: this chunk then shares no module with the
   * element's own, which would split them into more chunks up front).
   */
  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly connect: (callbacks: RoomConnectionCallbacks) => RoomConnection,
  ) {}

  /**
   * Keeps a connection open to `room` on `server` for each of `tokens` but `shown` (the token the element shows),
   * and ends those of tokens no longer held (or of another room).
   */
  hold(server: string, room: string, tokens: readonly string[], shown: string): void {
    if (server !== this.server || room !== this.room) this.release();
    this.server = server;
    this.room = room;
    const wanted = new Set(tokens.filter((t) => t && t !== shown));
    for (const [token, connection] of this.kept) {
      if (!wanted.has(token)) this.drop(token, connection);
    }
    for (const token of wanted) {
      let connection = this.kept.get(token);
      if (!connection) {
        connection = this.connect(SILENT);
        this.kept.set(token, connection);
      }
      // opens it, or reopens it after the element left the page for a while (a no-op when it is open)
      if (connection.status === 'idle') connection.open(server, room, token);
    }
  }

  /**
   * Hands over the kept connection of `token` when it already shows its seat's table (it is then no longer kept
   * here): the element shows it from now on. Undefined when there is none, or it has no table yet, or the server
   * refused the seat or ended the room.
   */
  take(server: string, room: string, token: string): RoomConnection | undefined {
    const connection = this.kept.get(token);
    if (!connection || server !== this.server || room !== this.room) return undefined;
    if (!connection.table || connection.status === 'denied' || connection.status === 'ended' || connection.status === 'idle') return undefined;
    this.kept.delete(token);
    return connection;
  }

  /** Keeps `connection` (the element's previous one, of a token still held), silent until taken again. */
  keep(token: string, connection: RoomConnection): void {
    const had = this.kept.get(token);
    if (had && had !== connection) this.drop(token, had);
    connection.listen(SILENT);
    this.kept.set(token, connection);
  }

  /** Whether `token` is one of the seats kept connected. */
  holds(token: string): boolean {
    return this.kept.has(token);
  }

  /** Ends every kept connection. */
  release(): void {
    for (const [token, connection] of this.kept) this.drop(token, connection);
  }

  private drop(token: string, connection: RoomConnection): void {
    this.kept.delete(token);
    connection.close();
    this.host.removeController(connection);
  }
}
