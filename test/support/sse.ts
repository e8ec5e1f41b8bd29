/**
 * A Server-Sent Events client over `fetch` that keeps every `update` frame, parsed and raw.
 */
import type { Action, GameEvent, View } from '../../engine/index.ts';

/** The data of an `update` frame. */
export interface Update {
  seq: number;
  view: View;
  events: GameEvent[];
  legal: Action[];
}

/** An `update` frame: parsed and the raw `data` text exactly as the server sent it. */
export interface Frame {
  update: Update;
  raw: string;
}

/** A live stream of one seat. */
export class SseClient {
  readonly frames: Frame[] = [];
  /** Every `presence` frame received (an update at the seq already sent: who is connected changed), in order. */
  readonly presences: Update[] = [];
  /** Comment lines (keep-alives) received. */
  comments = 0;
  #waiters: { pred: (u: Update) => boolean; resolve: (f: Frame) => void }[] = [];
  #ended = false;
  #error: Error | undefined;
  readonly #abort = new AbortController();
  readonly done: Promise<void>;

  /** How many frames to keep (the latest ones); all when undefined. */
  readonly #keep: number | undefined;

  private constructor(body: ReadableStream<Uint8Array>, keep: number | undefined) {
    this.#keep = keep;
    this.done = this.#read(body);
  }

  /**
   * Opens `${baseUrl}/api/rooms/${room}/stream` with the seat token in the header; throws with the JSON error when it
   * is not a stream.
   * `keep` bounds the frames kept in memory (benchmarks); tests keep them all.
   */
  static async open(baseUrl: string, room: string, token: string, options: { keep?: number } = {}): Promise<SseClient> {
    const abort = new AbortController();
    const res = await fetch(`${baseUrl}/api/rooms/${room}/stream`, { headers: { authorization: `Bearer ${token}` }, signal: abort.signal });
    if (res.status !== 200 || !res.body) throw new Error(`stream: ${res.status} ${await res.text()}`);
    const client = new SseClient(res.body, options.keep);
    client.#abort.signal.addEventListener('abort', () => abort.abort());
    return client;
  }

  /** The latest update received. */
  get latest(): Update | undefined {
    return this.frames.at(-1)?.update;
  }

  /** Whether the server ended the stream. */
  get ended(): boolean {
    return this.#ended;
  }

  /** The first frame (received or to come) whose update satisfies `pred`; rejects after `timeoutMs`. */
  waitFor(pred: (u: Update) => boolean, timeoutMs = 5000): Promise<Frame> {
    const found = this.frames.find((f) => pred(f.update));
    if (found) return Promise.resolve(found);
    if (this.#ended) return Promise.reject(this.#error ?? new Error('the stream has ended'));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.#waiters = this.#waiters.filter((w) => w.resolve !== done);
        reject(new Error(`no matching update within ${timeoutMs} ms (latest seq ${this.latest?.seq})`));
      }, timeoutMs);
      const done = (f: Frame) => {
        clearTimeout(timer);
        resolve(f);
      };
      this.#waiters.push({ pred, resolve: done });
    });
  }

  /** The frame of `seq` (waits for it). */
  waitForSeq(seq: number, timeoutMs = 5000): Promise<Frame> {
    return this.waitFor((u) => u.seq >= seq, timeoutMs);
  }

  /** Closes the stream from the client side. */
  close(): void {
    this.#abort.abort();
  }

  async #read(body: ReadableStream<Uint8Array>): Promise<void> {
    const reader = body.getReader();
    const decoder = new TextDecoder();
    let buffer = '';
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) break;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          this.#frame(buffer.slice(0, cut));
          buffer = buffer.slice(cut + 2);
        }
      }
    } catch (err) {
      if (!this.#abort.signal.aborted) this.#error = err as Error;
    } finally {
      this.#ended = true;
    }
  }

  #frame(block: string): void {
    let event = 'message';
    const data: string[] = [];
    for (const line of block.split('\n')) {
      if (line.startsWith(':')) this.comments++;
      else if (line.startsWith('event:')) event = line.slice(6).trim();
      else if (line.startsWith('data:')) data.push(line.slice(5).replace(/^ /, ''));
    }
    if (event === 'presence' && data.length > 0) this.presences.push(JSON.parse(data.join('\n')) as Update);
    if (event !== 'update' || data.length === 0) return;
    const raw = data.join('\n');
    const frame = { update: JSON.parse(raw) as Update, raw };
    this.frames.push(frame);
    if (this.#keep !== undefined && this.frames.length > this.#keep) this.frames.splice(0, this.frames.length - this.#keep);
    const ready = this.#waiters.filter((w) => w.pred(frame.update));
    this.#waiters = this.#waiters.filter((w) => !ready.includes(w));
    for (const w of ready) w.resolve(frame);
  }
}
