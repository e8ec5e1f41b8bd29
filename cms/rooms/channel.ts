/**
 * The followers of one seat of a room and what they were last sent: the seat's view and legal actions at the last
 * seq they heard of. Each accepted action gives every channel one {@link SeatFrame}, from which each follower takes
 * the form it speaks: the whole update (an SSE stream) or the delta from the previous one (the live WebSocket). Both
 * are built at most once per seat per action, however many followers the seat has. docs/protocol.md, "Deltas".
 * @module
 */
import { type Action, type CompactOp, diff, type GameEvent, type SeatId, type View } from '../../engine/index.ts';

/** What a seat gets on every change: its view, the events it may see and what it may do now. */
export interface SeatUpdate {
  seq: number;
  view: View;
  events: GameEvent[];
  legal: Action[];
}

/**
 * What changed for a seat from seq `from` to `seq`: JSON Patches in compact form (engine `diff`) of the view — but
 * its `seq`, which is the delta's — and of `legal` (absent when unchanged; one `replace` of the whole list, path
 * `""`, when that is shorter), and the events of the action (absent when none).
 */
export interface SeatDelta {
  seq: number;
  from: number;
  view: CompactOp[];
  legal?: CompactOp[];
  events?: GameEvent[];
}

/**
 * One update of one seat in the two forms a follower may take, each serialised on first use and then shared.
 * `delta()` is null for a follower's first frame (it has nothing to apply a delta to) and when the seat had no
 * earlier view to compare with.
 */
export interface SeatFrame {
  readonly seq: number;
  /** The whole {@link SeatUpdate}, as one line of JSON. */
  full(): string;
  /** The {@link SeatDelta} from the seat's previous update, as one line of JSON; null when there is none. */
  delta(): string | null;
}

/**
 * A follower of one seat (an SSE stream, or a watch of a WebSocket). `send` gets the seat's first frame at once (the
 * current view, with no events) and then one frame per accepted action, and must not throw; `close` ends it (the
 * room was archived, or the server is closing).
 */
export interface Subscriber {
  seat: SeatId;
  send(frame: SeatFrame): void;
  close(): void;
}

/** A frame whose forms are built on first use. */
class LazyFrame implements SeatFrame {
  #full: string | undefined;
  #delta: string | null | undefined;
  constructor(
    readonly seq: number,
    private readonly update: SeatUpdate,
    private readonly previous: { seq: number; view: View; legal: Action[] } | null,
  ) {}

  full(): string {
    return (this.#full ??= JSON.stringify(this.update));
  }

  delta(): string | null {
    if (this.#delta !== undefined) return this.#delta;
    const prev = this.previous;
    if (prev === null) return (this.#delta = null);
    const { seq, view, legal, events } = this.update;
    // the view's seq is the delta's own: a replace of it in every delta would be ~40 bytes of nothing
    const delta: SeatDelta = { seq, from: prev.seq, view: diff(prev.view, { ...view, seq: prev.view.seq }) };
    const legalOps = diff(prev.legal, legal, true);
    if (legalOps.length > 0) delta.legal = legalOps;
    if (events.length > 0) delta.events = events;
    return (this.#delta = JSON.stringify(delta));
  }
}

/** The followers of one seat and the update they all have (see the module). */
export class SeatChannel {
  readonly followers = new Set<Subscriber>();
  /** The update every follower has now. */
  #last: SeatUpdate;

  constructor(
    readonly seat: SeatId,
    current: SeatUpdate,
  ) {
    this.#last = current;
  }

  /** The update every follower has now (the current view of the seat, with the events that came with it). */
  get last(): SeatUpdate {
    return this.#last;
  }

  /** Adds `sub` and sends it the current view, with no events. */
  add(sub: Subscriber): void {
    this.followers.add(sub);
    const { seq, view, legal } = this.#last;
    sub.send(new LazyFrame(seq, { seq, view, events: [], legal }, null));
  }

  /** Sends every follower `update` (the seat's next one), as the whole update or the delta from the last. */
  publish(update: SeatUpdate): void {
    const frame = new LazyFrame(update.seq, update, this.#last);
    this.#last = update;
    for (const sub of this.followers) sub.send(frame);
  }
}
