/**
 * Many boards on one page: a browser opens at most six HTTP/1.1 connections to a server, so with one live
 * stream per board a seventh board never connected. Every board of a page now follows its room through the page's
 * one WebSocket (`/api/live`), and no seat token is ever in a URL the element asks for.
 */
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, joinRoom, waitFor } from './support/page.ts';
import { threeBoard } from './support/three-board.ts';

const board = boardMounter();

/** Records the URLs of the WebSockets the page opens until `restore()`. */
function recordSockets(): { urls: string[]; restore(): void } {
  const urls: string[] = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols);
      urls.push(String(url));
    }
  };
  return { urls, restore: () => (window.WebSocket = Native) };
}

describe('twenty boards of twenty rooms on one page', () => {
  let recorded: ReturnType<typeof recordSockets>;
  before(() => {
    recorded = recordSockets();
  });
  after(() => recorded.restore());

  it('all draw over one WebSocket, an action on the last is applied, and no token is in any URL', async () => {
    const sockets = recorded.urls;
    performance.clearResourceTimings();
    const rooms = await Promise.all(
      Array.from({ length: 20 }, async () => {
        const master = await createRoom('la-prova');
        const hero = await joinRoom(master.room, 'barbaro');
        await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
        return { room: master.room, master: master.token, hero: hero.token };
      }),
    );
    const boards: QuestBoard[] = rooms.map((r) => {
      const el = board({ room: r.room, token: r.hero });
      el.style.width = '320px';
      el.style.setProperty('--qb-board-height', '200px');
      return el;
    });
    for (const [i, el] of boards.entries()) {
      await waitFor(() => el.view?.phase === 'playing', `board ${i + 1}'s view`);
      const b = threeBoard(await waitFor(() => el.board, `board ${i + 1}'s renderer`));
      el.scrollIntoView();
      await b.whenRendered();
      assert(b.drawCalls > 0, `board ${i + 1} drew nothing`);
    }
    // the last board acts: its hero rolls, and the board shows the roll
    const last = boards[19]!;
    await waitFor(() => last.legal.some((a) => a.type === 'roll'), 'the roll offered on the last board');
    await last.act({ type: 'roll' });
    await waitFor(() => last.view?.turn?.roll !== null && last.view?.turn?.roll !== undefined, 'the roll on the last board');
    equal(sockets.length, 1, `one WebSocket for the page: ${sockets.join(', ')}`);
    assert(new URL(sockets[0]!).pathname === '/api/live', `the live connection: ${sockets[0]}`);
    const urls = [...sockets, ...performance.getEntriesByType('resource').map((e) => e.name)];
    for (const r of rooms)
      for (const token of [r.master, r.hero])
        assert(!urls.some((u) => u.includes(token) || u.includes(encodeURIComponent(token))), `a seat token in a URL: ${urls.find((u) => u.includes(token))}`);
    assert(urls.length > 20, `the element's requests were recorded (${urls.length})`);
  });
});
