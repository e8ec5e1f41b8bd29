/**
 * Deltas in the element (docs/protocol.md, "Deltas"): the board builds each update from the last one and a delta;
 * when a delta goes missing it notices the gap (the next delta does not start at its seq), watches again and gets
 * the whole view, instead of drawing a board that has drifted from the room, and fills its chronicle from the log.
 */
import '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, inPart, joinRoom, waitFor } from './support/page.ts';

/** What the page's socket sent and dropped: the watch messages it sent, and the deltas it let through. */
const wire = { watches: 0, deltas: 0, dropNextDelta: false, dropped: [] as number[] };

// a socket that loses one delta when asked to (as a proxy or a bug might): installed before the element opens its own
class LossySocket extends WebSocket {
  override send(data: Parameters<WebSocket['send']>[0]): void {
    if (typeof data === 'string' && (JSON.parse(data) as { type: string }).type === 'watch') wire.watches++;
    super.send(data);
  }
  override addEventListener(type: string, listener: EventListenerOrEventListenerObject, options?: boolean | AddEventListenerOptions): void {
    if (type !== 'message' || typeof listener !== 'function') return super.addEventListener(type, listener, options);
    super.addEventListener(
      type,
      (e: Event) => {
        const data = (e as MessageEvent).data;
        const m = typeof data === 'string' ? (JSON.parse(data) as { type: string; seq?: number }) : null;
        if (m?.type === 'patch') {
          if (wire.dropNextDelta) {
            wire.dropNextDelta = false;
            wire.dropped.push(m.seq!);
            return;
          }
          wire.deltas++;
        }
        listener(e);
      },
      options,
    );
  }
}
window.WebSocket = LossySocket;

const board = boardMounter();

describe('deltas in the element', () => {
  it('a board that misses a delta watches again and shows the room as it is', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    const h = board({ room: master.room, token: hero.token });
    await waitFor(() => h.view?.phase === 'lobby' && h.connectionStatus === 'open', 'the lobby, live');
    const started = await api<{ seq: number }>(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    await waitFor(() => h.view?.seq === started.seq, 'the start, by a delta');
    assert(wire.deltas >= 1, 'the start came as a delta');
    const watchesBefore = wire.watches;

    wire.dropNextDelta = true;
    const rolled = await api<{ seq: number }>(`/api/rooms/${master.room}/actions`, { method: 'POST', token: hero.token, body: { type: 'roll' } });
    await waitFor(() => wire.dropped.length === 1, 'the roll’s delta lost');
    equal(h.view?.seq, started.seq, 'the board did not move without it');
    const ended = await api<{ seq: number }>(`/api/rooms/${master.room}/actions`, { method: 'POST', token: hero.token, body: { type: 'end_turn' } });
    equal(ended.seq, rolled.seq + 1);
    // the end of turn's delta starts at the roll, which the board never had: it watches again for the whole view
    await waitFor(() => h.view?.seq === ended.seq, 'the board at the room’s seq again');
    equal(wire.watches, watchesBefore + 1, 'one watch again, for the whole view');
    const whole = await api<{ seq: number; view: { turn: { seat: string } } }>(`/api/rooms/${master.room}/view`, { token: hero.token });
    equal(h.view?.turn?.seat, whole.view.turn.seat, 'the turn passed, as the room says');
    equal(h.legal.length, 0, 'nothing to do on another seat’s turn');
    // and the chronicle holds the roll whose delta was lost (read from the room's log)
    await waitFor(() => inPart(h, 'qb-event-log', 'li.movement_rolled').length === 1, 'the lost roll in the chronicle');
  });
});
