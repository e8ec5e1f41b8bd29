/**
 * A `<quest-board>` given several addresses of one deployment (`server="<first> <second>"`, docs/embedding.md): when
 * its instance dies it moves on to the next address, reconnects and resumes the room from its last seq without ever
 * dropping the view; a read that gets no answer from the first address is tried on the next.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { Action } from '../../engine/index.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, inPart, serverUrl, waitFor } from './support/page.ts';

const board = boardMounter();

describe('several server addresses', () => {
  afterEach(() => executeServerCommand('failover-stop'));

  it('the board moves to the next address when its instance dies, and continues the room there', async () => {
    const { first, second } = (await executeServerCommand('failover-start')) as { first: string; second: string };
    const master = await api<{ room: string; token: string }>('/api/rooms', { method: 'POST', body: { mission: 'la-prova' }, server: first });
    const hero = await api<{ room: string; seat: string; token: string }>(`/api/rooms/${master.room}/seats`, {
      method: 'POST',
      body: { hero: 'barbaro' },
      server: first,
    });
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' }, server: first });
    const h = board({ server: `${first} ${second}`, room: master.room, token: hero.token });
    await waitFor(() => h.view?.phase === 'playing' && h.connectionStatus === 'open', 'the game, live on the first instance');
    const rolled = await h.act({ type: 'roll' });
    await waitFor(() => h.view?.seq === rolled.seq, 'the roll shown');

    // from here on, every few milliseconds: is the room still on screen, and what does the board say
    const statuses = new Set<string>();
    let viewDropped = false;
    const sample = setInterval(() => {
      statuses.add(h.connectionStatus);
      if (h.view?.seq === undefined || h.view.seq < rolled.seq) viewDropped = true;
    }, 10);
    await executeServerCommand('failover-switch');
    await waitFor(() => h.connectionStatus === 'open' && statuses.has('reconnecting'), 'the board back, on the second instance', 20000);
    equal(h.view?.seq, rolled.seq, 'the board shows the seq it had');
    const move = await waitFor(() => h.legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move'), 'a move offered');
    const moved = await h.act(move);
    clearInterval(sample);
    equal(moved.seq, rolled.seq + 1, 'the action is the room’s next one');
    equal(viewDropped, false, 'the board kept the room’s view all along');
    assert(statuses.has('reconnecting'), `the board said it was reconnecting: ${[...statuses].join(', ')}`);
    const onSecond = await api<{ seq: number; view: { units: { id: string; x: number; y: number }[] } }>(`/api/rooms/${master.room}/view`, {
      token: hero.token,
      server: second,
    });
    equal(onSecond.seq, moved.seq, 'the second instance played it');
    const unit = onSecond.view.units.find((u) => u.id === hero.seat)!;
    equal(`${unit.x},${unit.y}`, `${move.to[0]},${move.to[1]}`, 'the hero stands where it moved');
    await waitFor(() => h.view?.seq === moved.seq, 'the board shows the move');
  });

  it('a first address that never answers: the join flow and the game go to the next one', async () => {
    const dead = `http://127.0.0.1:${(await executeServerCommand('free-port')) as number}`;
    const master = await createRoom('la-prova');
    const h = board({ server: `${dead} ${serverUrl()}`, room: master.room, lang: 'en' });
    const joined = new Promise<CustomEvent<{ seat: string; token: string }>>((resolve) =>
      h.addEventListener('seat-joined', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const button = await waitFor(
      () => inPart<HTMLButtonElement>(h, 'qb-join-panel', 'button[data-hero="barbaro"]')[0],
      'the free heroes, read from the next address',
    );
    button.click();
    equal((await joined).detail.seat, 'h1', 'the seat taken on the next address');
    await waitFor(() => h.view?.seat === 'h1' && h.connectionStatus === 'open', 'the seat, live');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    await waitFor(() => h.view?.phase === 'playing', 'the game started, followed live');
    const rolled = await h.act({ type: 'roll' });
    equal(rolled.seq, h.view!.seq, 'the roll played and shown');
  });
});
