/**
 * The live stream of one seat: Server-Sent Events with event name `update`, the current view first,
 * a keep-alive comment every 15 s, and cleanup when the client goes away or the server closes.
 * @module
 */
import type { Context } from 'hono';
import { streamSSE } from 'hono/streaming';
import type { SeatId } from '../../engine/index.ts';
import type { RoomAuthority } from './authority.ts';

/** The interval of keep-alive comments, in milliseconds. */
export const KEEP_ALIVE_MS = 15_000;

/**
 * A stream with this many frames written but not yet taken by the connection is a client that stopped reading:
 * it is ended (it may reconnect and gets the current view first) instead of growing without bound.
 */
export const MAX_PENDING_FRAMES = 256;

/** The SSE frame of an update (`json`, one line): event `update`, id = its seq. */
export function updateFrame(json: string, seq: number): string {
  return `event: update\nid: ${seq}\ndata: ${json}\n\n`;
}

/**
 * Streams `room` to `seat` until the client disconnects, stops reading ({@link MAX_PENDING_FRAMES}) or
 * {@link RoomAuthority.closeStreams} runs. The first frame carries the current view with `events: []`; then one
 * frame per accepted action.
 */
export function streamRoom(c: Context, room: RoomAuthority, seat: SeatId, keepAliveMs = KEEP_ALIVE_MS): Response {
  c.header('X-Accel-Buffering', 'no');
  return streamSSE(c, async (stream) => {
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    // `write` enqueues synchronously on one writer, so frames keep their order without awaiting each one
    let pending = 0;
    const send = (frame: string) => {
      if (pending >= MAX_PENDING_FRAMES) return finish();
      pending++;
      void stream.write(frame).then(() => pending--);
    };
    stream.onAbort(() => finish());
    // the whole update every time: SSE serves tools, which want the view as it is rather than patches of it
    // a frame at the seq already sent is news without an action (a seat came or went, the turn's time ran out): an
    // event `presence`, so that `update` events keep one per action
    let sentSeq = -1;
    const unsubscribe = room.subscribe({
      seat,
      send: (frame) => {
        send(frame.seq === sentSeq ? `event: presence\ndata: ${frame.full()}\n\n` : updateFrame(frame.full(), frame.seq));
        sentSeq = frame.seq;
      },
      close: finish,
    });
    const keepAlive = setInterval(() => send(': keep-alive\n\n'), keepAliveMs);
    try {
      await finished;
    } finally {
      clearInterval(keepAlive);
      unsubscribe();
    }
  });
}
