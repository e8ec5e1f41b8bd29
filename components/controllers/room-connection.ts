/**
 * A reactive controller that keeps an element connected to its room: it opens the seat's live stream, folds each
 * update into a {@link TableState} (view, legal actions, chronicle, last attack), and closes the stream a moment
 * after the element leaves the document. A room whose ruleset's parts of the interface are not loaded yet (the
 * d20 and `rules` ones are chunks fetched on demand, `rulesets/registry.ts`) gets its first table once they are:
 * the updates that come meanwhile wait, in order.
 * @module
 */
import type { ReactiveController, ReactiveControllerHost } from 'lit';
import type { GameEvent } from '../../engine/index.ts';
import type { ApiError, LogRecord, SeatUpdate, Viewer } from '../api.ts';
import { RoomClient, type ConnectionStatus } from '../client.ts';
import { NO_NAMES, type AttackEvent, type KnownNames, type LogEntry, type Named, type TableState } from '../context.ts';
import { aimActions, movableNpcs } from '../marks.ts';
import { loadRulesetParts, rulesetPartsReady } from '../rulesets/registry.ts';

/** The most chronicle lines kept. */
const LOG_LIMIT = 300;
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
  /**
   * The parts of the room's ruleset could not be fetched (`error` is the browser's): the room shows with the classic
   * parts standing in, and this connection does not try them again.
   */
  rulesetFailed(error: unknown): void;
}

/** The live connection of one element to its room. */
export class RoomConnection implements ReactiveController {
  /** Whether it plays a replay back (`replay/replay-connection.ts`) rather than following a room live. */
  readonly replaying: boolean = false;
  /** The client of the current seat, or null before a token is known. */
  client: RoomClient | null = null;
  /** The table, once the first view arrived. */
  table: TableState | undefined = undefined;
  status: ConnectionStatus = 'idle';
  private logKey = 0;
  private closeTimer: ReturnType<typeof setTimeout> | null = null;
  private catchUpTimer: ReturnType<typeof setTimeout> | null = null;
  /** Who waits for the table to reach a seq ({@link caughtUp}). */
  private waiters: { seq: number; done: () => void }[] = [];
  /** The chronicle read from the server before the first view arrived, merged into the table with it. */
  protected earlyHistory: LogRecord[] | null = null;
  /** The updates that came while the room's ruleset's parts load, in order; null when none waits. */
  private held: SeatUpdate[] | null = null;
  /** The ruleset modules whose parts failed to load for this connection: the classic parts stand in. */
  private standIns = new Set<string>();

  constructor(
    private readonly host: ReactiveControllerHost,
    protected callbacks: RoomConnectionCallbacks,
  ) {
    host.addController(this);
  }

  /**
   * Tells what follows to `callbacks` instead (an element's held seat, `held-seats.ts`: silent while kept, the
   * element's own once it shows it).
   */
  listen(callbacks: RoomConnectionCallbacks): void {
    this.callbacks = callbacks;
  }

  /** Connects to `room` on `server` as the seat of `token`, or as a spectator when null (does nothing when already connected so). */
  open(server: string, room: string, token: Viewer): void {
    const c = this.client;
    if (c && c.server === server && c.room === room && c.token === token && this.status !== 'idle') return;
    this.close();
    this.table = undefined;
    this.logKey = 0;
    this.earlyHistory = null;
    this.held = null;
    this.standIns = new Set();
    const client = new RoomClient(server, room, token);
    this.client = client;
    client.connect({
      update: (u) => {
        if (this.client === client) this.apply(u);
      },
      status: (s, error) => {
        if (this.client !== client) return;
        const was = this.status;
        this.status = s;
        this.callbacks.status(s, error);
        this.host.requestUpdate();
        // on connect and after every reconnection, fill the chronicle with what the stream did not bring
        if (s === 'open' && was !== 'open') this.loadHistory(client);
      },
    });
  }

  /**
   * Resolves once the table shows seq `seq` or later (an accepted action's), or after `CATCH_UP_MS` twice over, or
   * when the connection closes: an element's next action is then chosen on the view its last one made.
   */
  caughtUp(seq: number): Promise<void> {
    if (this.table && this.table.seq >= seq) return Promise.resolve();
    return new Promise((resolve) => {
      const waiter = { seq, done: () => undefined };
      const timer = setTimeout(() => waiter.done(), CATCH_UP_MS * 2);
      waiter.done = () => {
        clearTimeout(timer);
        this.waiters = this.waiters.filter((w) => w !== waiter);
        resolve();
      };
      this.waiters.push(waiter);
    });
  }

  /** Sets the connection's state, and tells the element (`error`: why the server refused). */
  protected setStatus(status: ConnectionStatus, error?: ApiError): void {
    this.status = status;
    this.callbacks.status(status, error);
    this.host.requestUpdate();
  }

  /** Closes the stream. */
  close(): void {
    if (this.catchUpTimer !== null) clearTimeout(this.catchUpTimer);
    this.catchUpTimer = null;
    for (const w of [...this.waiters]) w.done();
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
          if (this.client !== client) return;
          this.apply({ ...snapshot, events: [] });
          this.loadHistory(client);
        })
        .catch(() => undefined);
    }, CATCH_UP_MS);
  }

  /**
   * Folds one stream update into the table. Updates older than the table are ignored. An update of a ruleset whose
   * parts are not loaded waits for them (see {@link hold}).
   */
  apply(update: SeatUpdate): void {
    if (this.held) {
      this.held.push(update);
      return;
    }
    const module = update.view.module;
    if (!rulesetPartsReady(module) && !this.standIns.has(module)) {
      this.hold(update, module);
      return;
    }
    const prev = this.table;
    if (prev && update.seq < prev.seq) return;
    const entries: LogEntry[] = update.events.map((event) => ({ key: ++this.logKey, seq: update.seq, event }));
    const log = prev ? [...prev.log, ...entries].slice(-LOG_LIMIT) : entries;
    let lastAttack: AttackEvent | null = prev?.lastAttack ?? null;
    for (const e of update.events) if (e.type === 'attack') lastAttack = e;
    const selectedUnit = prev?.selected ? update.view.units.find((u) => u.id === prev.selected && u.alive) : undefined;
    // the master's pick ends with its turn; a hero's picked NPC lasts while it may still move
    const masterTurnEnded = prev?.view.turn?.seat === 'master' && update.view.turn?.seat !== 'master';
    let selected = selectedUnit && !masterTurnEnded && update.view.phase === 'playing' ? selectedUnit.id : null;
    if (selected && update.view.role !== 'master' && !movableNpcs(update.legal).includes(selected)) selected = null;
    // an aim lasts while the server still offers a target for it
    const aiming = prev?.aiming && aimActions(update.legal, prev.aiming).some((a) => a.target !== undefined) ? prev.aiming : null;
    this.table = {
      seq: update.seq,
      view: update.view,
      legal: update.legal,
      log,
      lastAttack,
      selected,
      pending: prev?.pending ?? false,
      aiming,
      names: learnNames(prev?.names ?? NO_NAMES, update),
      ...(this.replaying ? { replay: true as const } : {}),
    };
    this.callbacks.table(this.table, update.events);
    for (const w of this.waiters.filter((x) => x.seq <= update.seq)) w.done();
    // a whole view past the next seq (a resync after a lost delta, a watch again): the chronicle missed what lay between
    if (prev && update.seq > prev.seq + 1 && this.client) this.loadHistory(this.client);
    if (!prev && this.earlyHistory) {
      const early = this.earlyHistory;
      this.earlyHistory = null;
      this.mergeHistory(early);
    }
  }

  /**
   * Holds `update`, and those that follow it, while the parts of ruleset `module` load, then applies them in order
   * (on this connection's client only). When the parts cannot be fetched, the classic ones stand in for this
   * connection and the element is told.
   */
  private hold(update: SeatUpdate, module: string): void {
    this.held = [update];
    const client = this.client;
    loadRulesetParts(module)
      .catch((error: unknown) => {
        if (this.client !== client) return;
        this.standIns.add(module);
        this.callbacks.rulesetFailed(error);
      })
      .finally(() => {
        const held = this.held;
        if (this.client !== client || !held) return;
        this.held = null;
        for (const u of held) this.apply(u);
      });
  }

  /** Reads the seat's chronicle from the server and merges it into the table. */
  private loadHistory(client: RoomClient): void {
    client
      .fetchLog()
      .then((records) => {
        if (this.client !== client) return;
        if (this.table) this.mergeHistory(records);
        else this.earlyHistory = records;
      })
      .catch(() => undefined);
  }

  /**
   * Adds the chronicle's records the table does not hold yet: each action's events come whole, either from the
   * stream or from the log, so a record is known by its sequence number. Records after the table's view are left to
   * the stream.
   */
  mergeHistory(records: readonly LogRecord[]): void {
    const table = this.table;
    if (!table) return;
    const known = new Set(table.log.map((e) => e.seq));
    const fresh = records.filter((r) => !known.has(r.seq) && r.seq <= table.seq && r.events.length > 0);
    if (fresh.length === 0) return;
    const added: LogEntry[] = fresh.flatMap((r) => r.events.map((event) => ({ key: ++this.logKey, seq: r.seq, event })));
    const log = [...added, ...table.log].sort((a, b) => a.seq - b.seq || a.key - b.key).slice(-LOG_LIMIT);
    let lastAttack: AttackEvent | null = null;
    for (const e of log) if (e.event.type === 'attack') lastAttack = e.event;
    const events = added.map((e) => e.event);
    this.table = {
      ...table,
      log,
      lastAttack: lastAttack ?? table.lastAttack,
      names: learnNames(table.names, { seq: table.seq, view: table.view, legal: table.legal, events }),
    };
    this.callbacks.table(this.table, []);
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
    spells: add(
      known.spells,
      view.catalog.spells.map((s) => [s.id, s.name]),
    ),
    items: add(
      known.items,
      view.catalog.items.map((i) => [i.id, i.name]),
    ),
    decks: add(
      known.decks,
      view.decks.map((d) => [d.id, d.name]),
    ),
    units: add(
      known.units,
      view.units.map((u) => [u.id, u.name]),
    ),
    customs: add(known.customs, [
      ...view.pending.map((p): [number, Named] => [p.id, p.text]),
      ...events.flatMap((e): [number, Named][] => (e.type === 'custom' ? [[e.id, e.text]] : [])),
    ]),
  };
}
