/**
 * A page's live connection (`/api/live`, docs/protocol.md "The live connection") as a test sees it: every raw frame
 * kept, and each watch's updates rebuilt as the element does (the whole view first, then each delta applied to the
 * last update), with waits for a frame or an update.
 */
import WebSocket from 'ws';
import { type Action, type CompactOp, type GameEvent, patch, type View } from '../../engine/index.ts';
import type { Frame } from './sse.ts';

/** A seat's update, whole or rebuilt from deltas. */
export interface Update {
  seq: number;
  view: View;
  events: GameEvent[];
  legal: Action[];
}

/** A message of the server, as sent. */
export type Message =
  | { type: 'update'; watch: string; update: Update }
  | { type: 'patch'; watch: string; seq: number; from: number; view: CompactOp[]; legal?: CompactOp[]; events?: GameEvent[] }
  | { type: 'error'; watch: string | null; id?: string; status?: number; code: string; message: string; issues?: { path: string; message: string }[] }
  | { type: 'acted'; watch: string; id: string; seq: number; events: GameEvent[] }
  | { type: 'closed'; watch: string };

/** A test's live connection (see the module). */
export class Page {
  /** Every message, in order. */
  readonly messages: Message[] = [];
  /** The raw text of every message, in order (`raws[i]` is `messages[i]`'s). */
  readonly raws: string[] = [];
  /** Each watch's updates, in order: the whole ones as sent, the deltas applied. */
  readonly updates = new Map<string, Update[]>();
  #waiters: { pred: () => boolean; resolve: () => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const text = data.toString();
      const m = JSON.parse(text) as Message;
      this.messages.push(m);
      this.raws.push(text);
      if (m.type === 'update') this.#updatesOf(m.watch).push(m.update);
      else if (m.type === 'patch') {
        const list = this.#updatesOf(m.watch);
        const last = list.at(-1);
        if (!last || last.seq !== m.from) throw new Error(`a delta from seq ${m.from} to a watch at ${last?.seq}`);
        const view = { ...patch(last.view, m.view), seq: m.seq };
        const legal = m.legal ? patch(last.legal, m.legal) : last.legal;
        list.push({ seq: m.seq, view, legal, events: m.events ?? [] });
      }
      this.#waiters = this.#waiters.filter((w) => (w.pred() ? (w.resolve(), false) : true));
    });
  }

  #updatesOf(watch: string): Update[] {
    let list = this.updates.get(watch);
    if (!list) this.updates.set(watch, (list = []));
    return list;
  }

  /** Opens a live connection to the server at `url`. */
  static async open(url: string): Promise<Page> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new Page(ws);
  }

  /** Sends `message` (JSON unless a string). */
  send(message: unknown): void {
    this.ws.send(typeof message === 'string' ? message : JSON.stringify(message));
  }

  #until(pred: () => boolean, what: string): Promise<void> {
    if (pred()) return Promise.resolve();
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message: ${what}; got ${JSON.stringify(this.messages.map((m) => [m.type, m.watch]))}`)), 10_000);
      this.#waiters.push({ pred, resolve: () => (clearTimeout(timer), resolve()) });
    });
  }

  /** The first message that matches `pred`, waited for (10 s at most). */
  async next(pred: (m: Message) => boolean, what: string): Promise<Message> {
    await this.#until(() => this.messages.some(pred), what);
    return this.messages.find(pred)!;
  }

  /** The first update of `watch` at `seq` or later, waited for (10 s at most). */
  async update(watch: string, seq: number): Promise<Update> {
    const find = () => this.updates.get(watch)?.find((u) => u.seq >= seq);
    await this.#until(() => find() !== undefined, `${watch} at seq ${seq}`);
    return find()!;
  }

  /** Every update of `watch` so far, whole or rebuilt from its delta, with the raw text of the message that brought it. */
  frames(watch: string): Frame[] {
    const updates = this.updates.get(watch) ?? [];
    const raws = this.messages.flatMap((m, i) => ((m.type === 'update' || m.type === 'patch') && m.watch === watch ? [this.raws[i]!] : []));
    return updates.map((update, i) => ({ update, raw: raws[i]! }));
  }

  /** The refusal of `watch` (received or to come). */
  async error(watch: string | null): Promise<Extract<Message, { type: 'error' }>> {
    return (await this.next((m) => m.type === 'error' && m.watch === watch && m.id === undefined, `an error for ${watch}`)) as Extract<
      Message,
      { type: 'error' }
    >;
  }

  #requests = 0;

  /**
   * Sends an action as the seat of `watch` over the socket (`seq`: the view it was chosen on) and waits for the
   * answer to it: `acted` or the refusal (an `error` with the request's id).
   */
  async act(watch: string, action: unknown, seq?: number): Promise<Extract<Message, { type: 'acted' | 'error' }>> {
    const id = `r${++this.#requests}`;
    this.send({ type: 'act', watch, id, action, ...(seq === undefined ? {} : { seq }) });
    return (await this.next((m) => (m.type === 'acted' || m.type === 'error') && m.id === id, `the answer to ${id}`)) as Extract<
      Message,
      { type: 'acted' | 'error' }
    >;
  }

  /** Closes the connection (the server then lets its watches go). */
  close(): void {
    this.ws.close();
  }
}
