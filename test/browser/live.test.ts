/**
 * The page's live connection when the server goes away (docs/protocol.md, "The live connection"): a board says it is
 * reconnecting, comes back by itself when the server does, and resumes from where the room is, with what happened
 * while it was away; its next action is played.
 */
import { executeServerCommand } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { Action } from '../../engine/index.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, joinRoom, waitFor } from './support/page.ts';

const board = boardMounter();

describe('the live connection across a server restart', () => {
  it('the board reconnects by itself and resumes from the room’s last seq', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    const h = board({ room: master.room, token: hero.token });
    await waitFor(() => h.view?.phase === 'playing' && h.connectionStatus === 'open', 'the game, live');
    const rolled = await h.act({ type: 'roll' });
    const move = await waitFor(() => h.legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move'), 'a move offered');

    const statuses = new Set<string>();
    const watch = setInterval(() => statuses.add(h.connectionStatus), 20);
    await executeServerCommand('restart-real-server', { downMs: 800 });
    // the hero moves from elsewhere (another tab, a tool) before the board is back
    const moved = await api<{ seq: number }>(`/api/rooms/${master.room}/actions`, { method: 'POST', token: hero.token, body: move });
    equal(moved.seq, rolled.seq + 1, 'the room continues from its log');
    await waitFor(
      () => h.connectionStatus === 'open' && h.view?.units.some((u) => u.id === hero.seat && u.x === move.to[0] && u.y === move.to[1]),
      'the board back, with the move made while it was away',
      20000,
    );
    clearInterval(watch);
    assert(statuses.has('reconnecting'), `the board said it was reconnecting: ${[...statuses].join(', ')}`);
    const ended = await h.act({ type: 'end_turn' });
    equal(ended.seq, moved.seq + 1, 'its next action is played on the room as it is');
  });
});
