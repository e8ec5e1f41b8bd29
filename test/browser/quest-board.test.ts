/**
 * `<quest-board>` against the REAL server (started by web-test-runner.config.mjs): the board draws for a master
 * and a hero, a hero rolls and moves by clicking, the join flow takes a free hero, rejections and the language.
 */
import { QuestBoard, SharedRenderer } from '../../components/quest-board.ts';
import { defineOnce } from '../../components/define.ts';
import { seatKey } from '../../components/seat-store.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, clickAt, createRoom, deepQuery, deepQueryAll, inPart, joinRoom, putContent, serverUrl, waitFor } from './support/page.ts';
import { threeBoard } from './support/three-board.ts';

const board = boardMounter();

/** Clicks a button found in the element's shadow trees. */
async function press(el: QuestBoard, selector: string): Promise<void> {
  const button = await waitFor(() => {
    const b = deepQuery<HTMLButtonElement>(el, selector);
    return b && !b.disabled ? b : null;
  }, `button ${selector}`);
  button.click();
}

describe('<quest-board> with the real server', () => {
  it('(a) draws the board for the master and a hero once the game starts', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token });
    const h = board({ room: master.room, token: hero.token });
    await waitFor(() => m.view?.phase === 'lobby' && h.view?.phase === 'lobby', 'both views in the lobby');
    equal(m.seat, 'master');
    equal(h.seat, hero.seat);

    await press(m, 'button[data-action="start"]');
    await waitFor(() => m.view?.phase === 'playing' && h.view?.phase === 'playing', 'the game to start on both seats');

    for (const el of [m, h]) {
      const b = threeBoard(await waitFor(() => el.board, 'the board'));
      el.scrollIntoView();
      await b.whenRendered();
      assert(b.drawCalls > 0, `${el.seat}: the renderer made no draw call`);
      const floor = b.readSquarePixel(6, 5)!;
      const rect = b.canvas.getBoundingClientRect();
      const background = b.readPixel(rect.left + 3, rect.top + 3)!;
      assert(floor && background, 'pixels could not be read');
      assert(
        floor.some((v, i) => Math.abs(v - background[i]!) > 30),
        `${el.seat}: floor pixel ${floor} looks like the background ${background}`,
      );
    }
    // the master's panel lists the creatures; the hero sees its card
    assert(deepQueryAll(m, 'qb-master-panel').length === 1, 'the master has the master panel');
    const body = await waitFor(() => deepQuery(h, '[data-stat="body"]')?.textContent, 'the hero card');
    equal(body, '8/8', "the barbarian's body points");
  });

  it('(b) the hero rolls through the UI and moves by clicking a highlighted square', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    const h = board({ room: master.room, token: hero.token });
    const m = board({ room: master.room, token: master.token });
    await press(m, 'button[data-action="start"]');
    await waitFor(() => h.view?.phase === 'playing' && h.view.turn?.seat === hero.seat, "the hero's turn");

    await press(h, 'button[data-action="roll"]');
    await waitFor(() => h.view?.turn?.roll, 'the roll to come back over the stream');
    const rolled = deepQuery(h, '.movement')?.getAttribute('data-roll');
    equal(rolled, h.view!.turn!.roll!.join(','), 'the dice tray shows the roll');
    const seqAfterRoll = h.view!.seq;

    const b = threeBoard(h.board);
    h.scrollIntoView();
    await b.whenRendered();
    const start = h.view!.units.find((u) => u.id === hero.seat)!;
    // a reachable square whose middle is not hidden behind a piece or a door
    const moves = await waitFor(() => {
      const list = h.legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
      return list.length > 0 ? list : null;
    }, 'legal moves');
    const target = moves
      .slice()
      .reverse()
      .find(([x, y]) => {
        const p = b.squareToClient(x, y);
        const pick = b.pick(p.x, p.y);
        return pick?.kind === 'square' && pick.x === x && pick.y === y;
      });
    assert(target, `no clickable reachable square among ${JSON.stringify(moves)}`);
    const marked = b.readSquarePixel(target[0], target[1])!;
    assert(marked[1] > marked[0] && marked[1] > marked[2], `the reachable square should be highlighted green: ${marked}`);

    // the roll's answer may come after the stream's update: clicks wait for it
    await waitFor(() => !h.pending, 'the roll to be answered');
    const p = b.squareToClient(target[0], target[1]);
    clickAt(b.canvas, p.x, p.y);
    await waitFor(() => {
      const u = h.view?.units.find((x) => x.id === hero.seat);
      return u && u.x === target[0] && u.y === target[1];
    }, `the hero to stand on ${target}`);
    assert(h.view!.seq > seqAfterRoll, 'the stream delivered a new sequence number');
    assert(start.x !== target[0] || start.y !== target[1], 'the hero moved');
    // the master's stream saw the move too, and the chronicle tells it in Italian
    await waitFor(() => m.view?.units.find((x) => x.id === hero.seat)?.x === target[0], "the master's view to follow");
    const lines = inPart(h, 'qb-event-log', 'li').map((li) => li.textContent?.trim() ?? '');
    assert(
      lines.some((l) => /^Il barbaro tira \d+ e \d+: \d+ passi$/.test(l)),
      `no roll line in ${JSON.stringify(lines)}`,
    );
    assert(
      lines.some((l) => /^Il barbaro si muove di \d+ casell[ae]$/.test(l)),
      `no move line in ${JSON.stringify(lines)}`,
    );
  });

  it('(c) the join flow takes a free hero without a token and keeps the seat across a reload', async () => {
    const master = await createRoom('la-prova');
    await joinRoom(master.room, 'barbaro');
    localStorage.removeItem(seatKey(serverUrl(), master.room));
    const el = board({ room: master.room, lang: 'en' });
    const joined = new Promise<CustomEvent<{ room: string; seat: string; token: string }>>((resolve) =>
      el.addEventListener('seat-joined', (e) => resolve(e as CustomEvent), { once: true }),
    );
    const heroes = await waitFor(() => {
      const list = inPart(el, 'qb-join-panel', 'li[data-hero]').map((li) => li.getAttribute('data-hero'));
      return list.length > 0 ? list : null;
    }, 'the free heroes');
    assert(!heroes.includes('barbaro'), `the barbarian is taken: ${heroes}`);
    const first = inPart<HTMLButtonElement>(el, 'qb-join-panel', `button[data-hero="${heroes[0]}"]`)[0]!;
    assert(/^Play as /.test(first.textContent ?? ''), `English button text: ${first.textContent}`);
    first.click();
    const event = await joined;
    equal(event.detail.room, master.room);
    equal(event.detail.seat, 'h2', 'the second hero seat');
    assert(event.detail.token.length >= 20, 'a seat token');
    assert(event.bubbles && event.composed, 'seat-joined bubbles out of the shadow root');
    equal(localStorage.getItem(seatKey(serverUrl(), master.room)), event.detail.token, 'the token is remembered');
    await waitFor(() => el.view?.seat === 'h2' && el.view.seats.some((s) => s.id === 'h2' && s.hero === heroes[0]), 'the seat view');
    // in the lobby the hero card shows the hero's profile from the content API
    await waitFor(() => inPart(el, 'qb-hero-card', '[data-stat="body"]')[0]?.textContent, 'the hero card in the lobby');

    // a "reload": a new element without a token takes the remembered seat
    el.remove();
    const again = board({ room: master.room });
    await waitFor(() => again.view?.seat === 'h2', 'the remembered seat');
    equal(deepQuery(again, 'qb-join-panel'), null, 'no join flow the second time');
  });

  it('the master picks a creature in the panel and moves it by clicking a highlighted square', async () => {
    // creatures of unrevealed rooms wait: this mission has its creatures in the open corridor
    await putContent('missions', {
      id: 'test-corridoio',
      name: { it: 'Corridoio', en: 'Corridor' },
      map: { rows: ['............', '............', '.AAA........'], rooms: [{ id: 'sala', char: 'A' }], doors: [] },
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 8, y: 1 },
        { kind: 'orco', x: 10, y: 0 },
      ],
    });
    const master = await createRoom('test-corridoio');
    const hero = await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token });
    const h = board({ room: master.room, token: hero.token });
    await press(m, 'button[data-action="start"]');
    await waitFor(() => h.view?.turn?.seat === hero.seat, "the hero's turn");
    await press(h, 'button[data-action="end_turn"]');
    await waitFor(() => m.view?.turn?.seat === 'master' && m.legal.some((a) => a.type === 'move_creature'), "the master's turn");

    const creature = m.legal.flatMap((a) => (a.type === 'move_creature' ? [a.creature] : []))[0]!;
    const button = await waitFor(() => inPart<HTMLButtonElement>(m, 'qb-master-panel', `button[data-unit="${creature}"]`)[0], 'the creature button');
    button.click();
    await waitFor(() => button.getAttribute('aria-pressed') === 'true', 'the creature to be selected');
    const b = m.board!;
    m.scrollIntoView();
    await b.whenRendered();
    const targets = m.legal.flatMap((a) => (a.type === 'move_creature' && a.creature === creature ? [a.to] : []));
    const target = targets.find(([x, y]) => {
      const p = b.squareToClient(x, y);
      const pick = b.pick(p.x, p.y);
      return pick?.kind === 'square' && pick.x === x && pick.y === y;
    });
    assert(target, `no clickable square among ${JSON.stringify(targets)}`);
    await waitFor(() => !m.pending, 'no action on its way');
    const p = b.squareToClient(target[0], target[1]);
    clickAt(b.canvas, p.x, p.y);
    await waitFor(() => {
      const u = m.view?.units.find((x) => x.id === creature);
      return u && u.x === target[0] && u.y === target[1];
    }, `${creature} to stand on ${target}`);
    equal(m.view!.turn!.creatures[creature]?.steps !== undefined, true, "the turn counts the creature's steps");
  });

  it("shows the refusal in the reader's words and fires action-rejected with the server's code and message", async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'nano');
    const h = board({ room: master.room, token: hero.token });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    const rejected = new Promise<CustomEvent<{ code: string; message: string; status: number }>>((resolve) =>
      h.addEventListener('action-rejected', (e) => resolve(e as CustomEvent), { once: true }),
    );
    await h.act({ type: 'roll' }).then(
      () => assert(false, 'a roll in the lobby must be refused'),
      () => undefined,
    );
    const e = await rejected;
    equal(e.detail.code, 'game_not_started');
    equal(e.detail.status, 409);
    equal(e.detail.message, 'the game has not started yet', "the event carries the server's own message");
    // the notice says it in the page's language (the test browser's Italian), not in the server's English
    const message = await waitFor(() => deepQuery(h, '[part="message"]')?.textContent, 'the message');
    assert(message.includes('Azione rifiutata: La partita non è ancora cominciata.'), `the refusal in Italian: ${message}`);
    assert(!message.includes(e.detail.message), `no English in the Italian notice: ${message}`);
  });

  it('plays a double end of turn once: the second copy is refused as stale, with the reason in the page language', async () => {
    // a solo auto room: ending the turn also plays every creature's turn, and it is the hero's turn again after
    const host = await createRoom('la-torre-del-mago');
    const hero = await joinRoom(host.room, 'barbaro');
    const h = board({ room: host.room, token: hero.token });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    await h.act({ type: 'start' });
    await waitFor(() => h.view?.phase === 'playing' && h.view.turn?.seat === hero.seat, "the hero's turn");
    const round = h.view!.round;
    const codes: string[] = [];
    h.addEventListener('action-rejected', (e) => codes.push((e as CustomEvent<{ code: string }>).detail.code));
    const both = await Promise.allSettled([h.act({ type: 'end_turn' }), h.act({ type: 'end_turn' })]);
    equal(both.filter((r) => r.status === 'fulfilled').length, 1, 'one copy played');
    equal(codes.join(), 'stale_seq', 'the other refused as stale');
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.view.round === round + 1, "the hero's next turn, not the one after");
    const message = await waitFor(() => deepQuery(h, '[part="message"]')?.textContent, 'the message');
    assert(message.includes('Il tabellone è cambiato prima che la tua azione arrivasse'), `the reason, in Italian: ${message}`);
  });

  it('switches the interface language with the lang attribute', async () => {
    const master = await createRoom('la-prova');
    const m = board({ room: master.room, token: master.token });
    await waitFor(() => m.view, 'the view');
    const title = () => inPart(m, 'qb-master-panel', 'h2')[0]?.textContent;
    equal(await waitFor(title, 'the panel title'), 'Pannello del master');
    m.lang = 'en';
    await waitFor(() => title() === 'Master’s panel', 'the English title');
    equal(m.getAttribute('lang'), 'en', 'lang is reflected');
  });

  it('frees its board a moment after leaving the page, and keeps it when only moved', async () => {
    const master = await createRoom('la-prova');
    const m = board({ room: master.room, token: master.token });
    const b = threeBoard(await waitFor(() => m.board, 'the board'));
    m.scrollIntoView();
    await b.whenRendered();
    const shared = SharedRenderer.get();
    assert(shared.has(b), 'the board is registered with the shared renderer');
    // moving the element in the DOM keeps the same board
    const box = document.createElement('div');
    document.body.append(box);
    box.append(m);
    await new Promise((r) => setTimeout(r, 400));
    equal(m.board, b, 'the same board after a move');
    box.remove();
    await waitFor(() => m.board === undefined, 'the board to be disposed');
    assert(!shared.has(b), 'the board left the shared renderer');
    assert(!b.canvas.isConnected, 'the canvas left the page');
  });

  it('forgets a remembered seat the server does not know and offers the join flow; refuses a bad explicit token', async () => {
    const master = await createRoom('la-prova');
    localStorage.setItem(seatKey(serverUrl(), master.room), 'not-a-seat-token');
    const el = board({ room: master.room });
    await waitFor(() => inPart(el, 'qb-join-panel', 'li[data-hero]').length > 0, 'the join flow');
    equal(localStorage.getItem(seatKey(serverUrl(), master.room)), null, 'the stale token is forgotten');

    const bad = board({ room: master.room, token: 'not-a-seat-token' });
    await waitFor(() => bad.connectionStatus === 'denied', 'the refusal');
    const message = await waitFor(() => deepQuery(bad, '[part="message"]')?.textContent, 'the message');
    assert(message.startsWith('Accesso negato'), `the refusal is shown: ${message}`);
  });

  it('is defined once, however often it is registered', () => {
    equal(customElements.get('quest-board'), QuestBoard);
    defineOnce('quest-board', class extends HTMLElement {});
    equal(customElements.get('quest-board'), QuestBoard, 'a second definition is ignored');
  });
});
