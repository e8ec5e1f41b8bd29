/**
 * A page's live connection (`/api/live`) as a test sees it, over a real `ws` client: every message kept, parsed and
 * as the raw text the server sent, with waits for the one that matches.
 */
import WebSocket from 'ws';
import type { Frame, Update } from './sse.ts';

/** A message of the live connection, as the server sends it. */
export type LiveMessage =
  | { type: 'update'; watch: string; update: Update }
  | { type: 'error'; watch: string | null; code: string; message: string }
  | { type: 'closed'; watch: string };

/** One live connection: messages with their raw text. */
export class LiveSocket {
  readonly messages: { message: LiveMessage; raw: string }[] = [];
  #waiters: { pred: (m: LiveMessage) => boolean; resolve: (m: LiveMessage) => void }[] = [];

  private constructor(readonly ws: WebSocket) {
    ws.on('message', (data) => {
      const raw = data.toString();
      const message = JSON.parse(raw) as LiveMessage;
      this.messages.push({ message, raw });
      this.#waiters = this.#waiters.filter((w) => (w.pred(message) ? (w.resolve(message), false) : true));
    });
  }

  /** Opens the live connection of the server at `url` (`http://...`). */
  static async open(url: string): Promise<LiveSocket> {
    const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/api/live`);
    await new Promise((resolve, reject) => ws.once('open', resolve).once('error', reject));
    return new LiveSocket(ws);
  }

  /** Sends `message` as JSON text. */
  send(message: unknown): void {
    this.ws.send(JSON.stringify(message));
  }

  /** The first message (received or to come) that matches; rejects after 10 s naming `what`. */
  next(pred: (m: LiveMessage) => boolean, what: string): Promise<LiveMessage> {
    const seen = this.messages.find((m) => pred(m.message));
    if (seen) return Promise.resolve(seen.message);
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error(`no message: ${what}; got ${JSON.stringify(this.messages.map((m) => [m.message.type, m.message.watch]))}`)), 10_000);
      this.#waiters.push({ pred, resolve: (m) => (clearTimeout(timer), resolve(m)) });
    });
  }

  /** The first update of `watch` at `seq` or later. */
  async update(watch: string, seq: number): Promise<Update> {
    const m = await this.next((m) => m.type === 'update' && m.watch === watch && m.update.seq >= seq, `${watch} at seq ${seq}`);
    return (m as Extract<LiveMessage, { type: 'update' }>).update;
  }

  /** The error for `watch` (received or to come). */
  async error(watch: string | null): Promise<{ code: string; message: string }> {
    const m = await this.next((m) => m.type === 'error' && m.watch === watch, `an error for ${watch}`);
    return m as Extract<LiveMessage, { type: 'error' }>;
  }

  /** Every update frame of `watch` so far: parsed, and the raw text of the whole message the server sent. */
  frames(watch: string): Frame[] {
    return this.messages.flatMap(({ message, raw }) => (message.type === 'update' && message.watch === watch ? [{ update: message.update, raw }] : []));
  }

  close(): void {
    this.ws.close();
  }
}
