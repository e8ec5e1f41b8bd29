/**
 * A reactive controller that keeps an element connected to its room: it opens the seat's live stream, folds each
 * update into a {@link TableState} (view, legal actions, chronicle, last attack), and closes the stream a moment
 * after the element leaves the document.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent } from '../../engine/index.ts';
import type { ApiError, SeatUpdate } from '../api.ts';
import { RoomClient, type ConnectionStatus } from '../client.ts';
import { NO_NAMES, type AttackEvent, type KnownNames, type LogEntry, type Named, type TableState } from '../context.ts';
import { aimActions } from '../marks.ts';

/** The most chronicle lines kept. */
const LOG_LIMIT = 200;
/** How long after a disconnect the stream is closed (ms). */
const CLOSE_DELAY_MS = 250;
/** How long to wait for the stream to bring an accepted action before reading the view directly (ms). */
const CATCH_UP_MS = 1500;

/** What the connection tells its element. */
export interface RoomConnectionCallbacks {
  /** A new table (a new object each time). `events` are the ones this update added. */
  table(table: TableState, events: GameEvent[]): void;
  /** The stream's state changed; `error` when the server refused the seat. */
  status(status: ConnectionStatus, error?: ApiError): void;
}

/** The live connection of one element to its room. */
export class RoomConnection implements ReactiveController {
  /** The client of the current seat, or null before a token is known. */
  client: RoomClient | null = null;
  /** The table, once the first view arrived. */
  table: TableState | undefined = undefined;
  status: ConnectionStatus = 'idle';
  private logKey = 0;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private catchUpTimer: ReturnType<typeof setTimeout> | null = null;

  constructor(
    private readonly host: ReactiveControllerHost,
    private readonly callbacks: RoomConnectionCallbacks,
  ) {
    host.addController(this);
  }

  /** Connects to `room` on `server` as the seat of `token` (does nothing when already connected so). */
  open(server: string, room: string, token: string): void {
    const c = this.client;
    if (c && c.server === server && c.room === room && c.token === token && this.status !== 'idle') return;
    this.close();
    this.table = undefined;
    this.logKey = 0;
    const client = new RoomClient(server, room, token);
    this.client = client;
    client.connect({
      update: (u) => {
        if (this.client === client) this.apply(u);
      },
      status: (s, error) => {
        if (this.client !== client) return;
        this.status = s;
        this.callbacks.status(s, error);
        this.host.requestUpdate();
      },
    });
  }

  /** Closes the stream. */
  close(): void {
    if (this.catchUpTimer !== null) clearTimeout(this.catchUpTimer);
    this.catchUpTimer = null;
    this.client?.disconnect();
    this.client = null;
    this.status = 'idle';
  }

  hostConnected(): void {
    if (this.closeTimer !== null) clearTimeout(this.closeTimer);
    this.closeTimer = null;
  }

  hostDisconnected(): void {
    this.closeTimer = setTimeout(() => {
      this.closeTimer = null;
      this.close();
    }, CLOSE_DELAY_MS);
  }

  /** Changes the table's transient fields (selection, pending) and publishes it. */
  patch(change: Partial<Pick<TableState, 'selected' | 'pending' | 'aiming'>>): void {
    if (!this.table) return;
    this.table = { ...this.table, ...change };
    this.callbacks.table(this.table, []);
  }

  /**
   * Called after the server accepted an action with sequence number `seq`: if the stream has not delivered it
   * shortly after, the view is read directly (the stream may be reconnecting).
   */
  expect(seq: number): void {
    if (this.catchUpTimer !== null) clearTimeout(this.catchUpTimer);
    const client = this.client;
    this.catchUpTimer = setTimeout(() => {
      this.catchUpTimer = null;
      if (!client || this.client !== client || (this.table && this.table.seq >= seq)) return;
      client
        .fetchView()
        .then((snapshot) => {
          if (this.client === client) this.apply({ ...snapshot, events: [] });
        })
        .catch(() => undefined);
    }, CATCH_UP_MS);
  }

  /** Folds one stream update into the table. Updates older than the table are ignored. */
  apply(update: SeatUpdate): void {
    const prev = this.table;
    if (prev && update.seq < prev.seq) return;
    const entries: LogEntry[] = update.events.map((event) => ({ key: ++this.logKey, seq: update.seq, event }));
    const log = prev ? [...prev.log, ...entries].slice(-LOG_LIMIT) : entries;
    let lastAttack: AttackEvent | null = prev?.lastAttack ?? null;
    for (const e of update.events) if (e.type === 'attack') lastAttack = e;
    const selectedUnit = prev?.selected ? update.view.units.find((u) => u.id === prev.selected && u.alive) : undefined;
    // an aim lasts while the server still offers a target for it
    const aiming = prev?.aiming && aimActions(update.legal, prev.aiming).some((a) => a.target !== undefined) ? prev.aiming : null;
    this.table = {
      seq: update.seq,
      view: update.view,
      legal: update.legal,
      log,
      lastAttack,
      selected: selectedUnit ? selectedUnit.id : null,
      pending: prev?.pending ?? false,
      aiming,
      names: learnNames(prev?.names ?? NO_NAMES, update),
    };
    this.callbacks.table(this.table, update.events);
  }
}

/** `known` plus the names this update brings (unchanged maps are shared). */
export function learnNames(known: KnownNames, update: SeatUpdate): KnownNames {
  const { view, events } = update;
  const add = <K>(map: ReadonlyMap<K, Named>, entries: Iterable<[K, Named]>): ReadonlyMap<K, Named> => {
    let out: Map<K, Named> | null = null;
    for (const [k, v] of entries) {
      const had = (out ?? map).get(k);
      if (had && had.it === v.it && had.en === v.en) continue;
      out ??= new Map(map);
      out.set(k, v);
    }
    return out ?? map;
  };
  return {
    spells: add(known.spells, view.catalog.spells.map((s) => [s.id, s.name])),
    items: add(known.items, view.catalog.items.map((i) => [i.id, i.name])),
    decks: add(known.decks, view.decks.map((d) => [d.id, d.name])),
    units: add(known.units, view.units.map((u) => [u.id, u.name])),
    customs: add(known.customs, [...view.pending.map((p): [number, Named] => [p.id, p.text]), ...events.flatMap((e): [number, Named][] => (e.type === 'custom' ? [[e.id, e.text]] : []))]),
  };
}
