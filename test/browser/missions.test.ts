/**
 * Missions in full through `<quest-board>` against the REAL server: objects on the board (hidden ones faded for the
 * master only), searching with the hero card's buttons, object cards, mission events, NPCs moved by clicking, the
 * game-over banner with its reason, the chronicle read back after a reload, and the feedback of a refused click.
 * Missions are stored through the admin API.
 */
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, clickAt, createRoom, deepQuery, hoverAt, inPart, joinRoom, press, putContent, waitFor } from './support/page.ts';
import { threeBoard } from './support/three-board.ts';

const L = (it: string, en: string) => ({ it, en });

const board = boardMounter();

const logLines = (el: QuestBoard) => inPart(el, 'qb-event-log', 'li').map((li) => li.textContent?.trim() ?? '');

/** Waits until the element's chronicle shows `line`. */
async function chronicleShows(el: QuestBoard, line: string): Promise<void> {
  await waitFor(() => logLines(el).includes(line), `the chronicle line "${line}"`).catch((err: unknown) => {
    throw new Error(`${String(err)}; the chronicle: ${JSON.stringify(logLines(el))}`);
  });
}

/** A room of a 6 x 4 hall and a corridor: hidden treasure, hidden pit, a bookcase, a marker with a text, an event. */
const SEARCH_MISSION = {
  id: 'test-ricerca',
  name: L('Ricerca', 'Search'),
  map: { rows: ['AAAAAA....', 'AAAAAA....', 'AAAAAA....', 'AAAAAA....'], rooms: [{ id: 'sala', char: 'A', name: L('Sala', 'Hall') }], doors: [] },
  start: [[1, 1]] as [number, number][],
  monsters: [{ kind: 'goblin', x: 9, y: 3 }],
  objects: [
    { type: 'treasure' as const, x: 4, y: 2, hidden: true, effects: [{ type: 'gold' as const, amount: 25 }] },
    { type: 'trap' as const, kind: 'pit' as const, x: 3, y: 3, hidden: true, effects: [{ type: 'damage' as const, amount: 1 }] },
    { type: 'furniture' as const, kind: 'bookcase' as const, x: 5, y: 0 },
    { type: 'marker' as const, x: 0, y: 3, name: L('Runa', 'Rune'), text: L('Chi entra non esce.', 'Who enters shall not leave.') },
  ],
  events: [{ when: { type: 'round' as const, n: 1 }, text: L('Un vento gelido spegne le torce.', 'An icy wind blows out the torches.') }],
};

/** A hall with two NPCs (one moved by the heroes, one by the master) and a one-round time limit. */
const ESCORT_MISSION = {
  id: 'test-scorta',
  name: L('Scorta', 'Escort'),
  map: { rows: ['AAAAAAAA', 'AAAAAAAA', 'AAAAAAAA', 'AAAAAAAA'], rooms: [{ id: 'sala', char: 'A' }], doors: [] },
  start: [[0, 0]] as [number, number][],
  monsters: [{ kind: 'goblin', x: 7, y: 3 }],
  npcs: [
    { name: 'Ragnar', title: L('Sir Ragnar', 'Sir Ragnar'), x: 2, y: 1, body: 2, move: 3, def: 2 },
    { name: 'Tobia', title: L('Tobia', 'Tobia'), x: 4, y: 3, body: 1, move: 2, def: 1, moved_by: 'master' as const },
  ],
  lose: [{ type: 'rounds' as const, rounds: 1 }],
};

/**
 * A started room: the master's and a hero's elements (both connected before the start), on the hero's turn. The room
 * is made with the administrator token; its master reads the quest book (docs/protocol.md, "The quest book").
 */
async function startedRoom(mission: string): Promise<{ m: QuestBoard; h: QuestBoard; seat: string; token: string }> {
  const master = await api<{ room: string; token: string }>('/api/rooms', { method: 'POST', token: window.QB_ADMIN_TOKEN, body: { mission } });
  const seat = await joinRoom(master.room, 'barbaro');
  const m = board({ room: master.room, token: master.token });
  const h = board({ room: master.room, token: seat.token });
  await waitFor(() => h.view?.phase === 'lobby' && m.view?.phase === 'lobby', 'both seats in the lobby');
  await press(m, 'button[data-action="start"]');
  await waitFor(() => h.view?.phase === 'playing' && h.view.turn?.seat === seat.seat, "the hero's turn");
  return { m, h, seat: seat.seat, token: seat.token };
}

/** A square of `squares` whose middle picks that square (no piece or object in front of it). */
function clickable(el: QuestBoard, squares: readonly (readonly [number, number])[]): readonly [number, number] | undefined {
  const b = el.board!;
  return squares.find(([x, y]) => {
    const p = b.squareToClient(x, y);
    const pick = b.pick(p.x, p.y);
    return pick?.kind === 'square' && pick.x === x && pick.y === y;
  });
}

describe('<quest-board> missions: objects, searching, events, NPCs and the end, with the real server', () => {
  before(async () => {
    await putContent('missions', SEARCH_MISSION);
    await putContent('missions', ESCORT_MISSION);
  });

  it('a master of a room made without signing in reads the quest book; one whose creator closed it says so, and shows no hidden object', async () => {
    const anonymous = await createRoom('test-ricerca');
    const open = board({ room: anonymous.room, token: anonymous.token, lang: 'en' });
    await waitFor(() => open.view?.phase === 'lobby', 'the lobby of the open book');
    const openNote = await waitFor(() => deepQuery(open, '[data-role="quest-book"]'), 'the open quest book note');
    equal(openNote.dataset.book, 'open');
    equal(openNote.textContent?.trim(), 'Quest book open: you see the hidden monsters, traps and secret doors; the heroes do not.');
    equal(
      open.view!.objects.map((o) => `${o.id}:${o.hidden}`).sort(),
      ['o1:true', 'o2:true', 'o3:false', 'o4:false'],
      'the open book shows the hidden objects',
    );

    const master = await api<{ room: string; token: string; questBook: string }>('/api/rooms', {
      method: 'POST',
      body: { mission: 'test-ricerca', questBook: 'closed' },
    });
    equal(master.questBook, 'closed');
    await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => m.view?.phase === 'lobby', 'the lobby');
    const note = await waitFor(() => deepQuery(m, '[data-role="quest-book"]')?.textContent, 'the quest book note');
    equal(note.trim(), 'Quest book closed, as chosen when the room was created: you discover the dungeon with the heroes.');
    equal(deepQuery(m, '[data-role="quest-book"]')!.dataset.book, 'closed');
    await press(m, 'button[data-action="start"]');
    await waitFor(() => m.view?.phase === 'playing', 'the start');
    equal(m.view!.questBook, 'closed');
    equal(m.view!.objects.map((o) => o.id).sort(), ['o3', 'o4'], 'the master sees what the hero sees');
  });

  it('draws the objects (hidden ones for the master only), shows the mission event, and finds the treasure with the search button', async () => {
    const { m, h, seat, token } = await startedRoom('test-ricerca');

    // the round-1 event fired at the start: its text is over the board and in the chronicle, for every seat
    for (const el of [h, m]) {
      const text = await waitFor(() => deepQuery(el, '[part="event"]')?.textContent, `${el.seat}: the mission event`);
      assert(text.includes('Un vento gelido spegne le torce.'), `${el.seat}: the event's text is shown: ${text}`);
      await chronicleShows(el, 'Un vento gelido spegne le torce.');
    }

    // the hero sees the bookcase and the marker, not the hidden treasure and pit; the master sees all four
    const hb = threeBoard(await waitFor(() => h.board, "the hero's board"));
    const mb = threeBoard(await waitFor(() => m.board, "the master's board"));
    equal(h.view!.objects.map((o) => o.id).sort(), ['o3', 'o4'], "the hero's objects");
    equal(m.view!.objects.map((o) => `${o.id}:${o.hidden}`).sort(), ['o1:true', 'o2:true', 'o3:false', 'o4:false'], "the master's objects");
    equal(deepQuery(m, '[data-role="quest-book"]')?.dataset.book, 'open', 'the master is told it reads the quest book');
    h.scrollIntoView();
    await hb.whenRendered();
    equal(hb.drawnObjects.sort(), ['o3', 'o4'], 'the hero draws what it sees');
    m.scrollIntoView();
    await mb.whenRendered();
    equal(mb.drawnObjects.sort(), ['o1', 'o2', 'o3', 'o4'], 'the master draws everything, the hidden faded');
    assert(mb.drawCalls <= 16, `draw calls stay low with objects: ${mb.drawCalls}`);

    // hovering the marker shows its card with the name and the text players must read
    h.scrollIntoView();
    await hb.whenRendered();
    const rune = hb.objectToClient('o4')!;
    equal(hb.pick(rune.x, rune.y), { kind: 'object', id: 'o4', x: 0, y: 3 }, 'the marker is picked');
    hoverAt(hb.canvas, rune.x, rune.y);
    const card = await waitFor(() => deepQuery(h, '[part="object-card"]')?.textContent, 'the object card');
    assert(card.includes('Runa') && card.includes('Chi entra non esce.'), `the card names the marker and shows its text: ${card}`);
    hoverAt(hb.canvas, 2, 2);
    await waitFor(() => deepQuery(h, '[part="object-card"]') === null, 'the card to go with the pointer');

    // the search buttons follow the legal actions; searching for treasure finds the hidden chest
    const treasureButton = await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-search="treasure"]'), 'the search button');
    assert(/Cerca tesori/.test(treasureButton.textContent ?? ''), `the Italian label: ${treasureButton.textContent}`);
    await press(h, 'button[data-search="treasure"]');
    await waitFor(() => h.view?.objects.some((o) => o.id === 'o1' && !o.hidden), 'the treasure in the hero view');
    await waitFor(() => hb.drawnObjects.includes('o1'), 'the treasure drawn on the hero board');
    await hb.whenRendered();
    const chest = hb.objectToClient('o1')!;
    equal(hb.pick(chest.x, chest.y), { kind: 'object', id: 'o1', x: 4, y: 2 }, 'the found treasure is on the board');
    equal(h.view!.units.find((u) => u.id === seat)!.gold, 25, 'the treasure gave its gold');
    await chronicleShows(h, 'Il barbaro cerca tesori: 1 scoperta');
    await chronicleShows(h, 'Scoperto: Tesoro');
    await waitFor(() => deepQuery<HTMLButtonElement>(h, 'button[data-search="traps"]')?.disabled, 'no second action this turn');
    await waitFor(() => m.view?.objects.some((o) => o.id === 'o1' && !o.hidden && o.done), "the master's view of the taken treasure");

    // a reload: a new element for the same seat reads the chronicle back from the server, once
    const lines = logLines(h);
    h.remove();
    const again = board({ room: h.room, token });
    await waitFor(() => logLines(again).includes('Scoperto: Tesoro'), 'the chronicle after a reload');
    for (const line of ['Il barbaro cerca tesori: 1 scoperta', 'Un vento gelido spegne le torce.', 'La partita comincia']) {
      equal(logLines(again).filter((l) => l === line).length, 1, `"${line}" once after the reload`);
    }
    equal(logLines(again), lines, 'the same chronicle as before the reload');
  });

  it('moves an NPC by clicking it then a highlighted square (the hero, then the master), and shows why the game ended', async () => {
    const { m, h, seat } = await startedRoom('test-scorta');
    const hb = await waitFor(() => h.board, 'the board');
    h.scrollIntoView();
    await hb.whenRendered();
    assert(
      h.legal.some((a) => a.type === 'move_npc' && a.npc === 'n1'),
      'the hero may move Ragnar',
    );
    // the NPCs are listed apart from the heroes in the master's panel
    await waitFor(() => inPart(m, 'qb-master-panel', '[data-section="npcs"] button[data-unit="n1"]')[0], "Ragnar in the master's panel");

    // a click on a square nothing can be done on gives a short sign
    const refused = [[7, 0] as const].find(([x, y]) => !h.legal.some((a) => a.type === 'move' && a.to[0] === x && a.to[1] === y));
    assert(refused, 'a square the hero cannot act on');
    const r = hb.squareToClient(refused[0], refused[1]);
    await waitFor(() => !h.pending, 'nothing on its way');
    clickAt(hb.canvas, r.x, r.y);
    assert(hb.flashing, 'the refused square is marked for a moment');
    await waitFor(() => deepQuery(h, '[part="hint"]')?.textContent?.includes('Lì non succede nulla'), 'the hint to say the click did nothing');

    const ragnar = hb.unitToClient('n1')!;
    clickAt(hb.canvas, ragnar.x, ragnar.y);
    await waitFor(() => deepQuery(h, '[part="hint"]')?.textContent?.includes('Sir Ragnar'), 'the hint to name the picked NPC');
    const squares = h.legal.flatMap((a) => (a.type === 'move_npc' && a.npc === 'n1' ? [a.to] : []));
    await hb.whenRendered();
    const target = clickable(h, squares.slice().reverse());
    assert(target, `no clickable square for Ragnar among ${JSON.stringify(squares)}`);
    const p = hb.squareToClient(target[0], target[1]);
    clickAt(hb.canvas, p.x, p.y);
    await waitFor(() => {
      const u = h.view?.units.find((x) => x.id === 'n1');
      return u && u.x === target[0] && u.y === target[1];
    }, `Ragnar to stand on ${target}`);
    assert(!h.legal.some((a) => a.type === 'move_npc'), 'once per round');

    // the master moves Tobia on its turn, the same way
    await press(h, 'button[data-action="end_turn"]');
    await waitFor(() => m.view?.turn?.seat === 'master' && m.legal.some((a) => a.type === 'move_npc' && a.npc === 'n2'), "the master's turn with Tobia");
    const mb = m.board!;
    m.scrollIntoView();
    await mb.whenRendered();
    const tobia = mb.unitToClient('n2')!;
    clickAt(mb.canvas, tobia.x, tobia.y);
    await waitFor(() => inPart(m, 'qb-master-panel', 'button[data-unit="n2"]')[0]?.getAttribute('aria-pressed') === 'true', 'Tobia picked');
    const tobiaSquares = m.legal.flatMap((a) => (a.type === 'move_npc' && a.npc === 'n2' ? [a.to] : []));
    await mb.whenRendered();
    const to = clickable(m, tobiaSquares);
    assert(to, `no clickable square for Tobia among ${JSON.stringify(tobiaSquares)}`);
    const q = mb.squareToClient(to[0], to[1]);
    await waitFor(() => !m.pending, 'nothing on its way');
    clickAt(mb.canvas, q.x, q.y);
    await waitFor(() => {
      const u = m.view?.units.find((x) => x.id === 'n2');
      return u && u.x === to[0] && u.y === to[1];
    }, `Tobia to stand on ${to}`);

    // the master ends the round: the one-round limit is over, every seat sees who won and why; the pick is gone
    const overEvent = new Promise<CustomEvent<{ winner: string; reason: string; condition?: { type: string } }>>((resolve) =>
      h.addEventListener('game-over', (e) => resolve(e as CustomEvent), { once: true }),
    );
    await press(m, 'button[data-action="end_turn"]');
    for (const el of [h, m]) {
      const banner = await waitFor(() => deepQuery(el, '[part="banner"]')?.textContent?.replace(/\s+/g, ' ').trim(), `${el.seat}: the banner`);
      // and offers to watch the game again
      equal(banner, 'Vince il master! Il tempo è scaduto: è passato 1 giro. Rivedi la partita', `${el.seat}: the banner says who won and why`);
    }
    const over = await overEvent;
    equal([over.detail.winner, over.detail.reason, over.detail.condition?.type], ['master', 'rounds', 'rounds'], 'the game-over event');
    equal(m.view!.result?.reason, 'rounds');
    await waitFor(() => inPart(m, 'qb-master-panel', 'button[data-unit="n2"]')[0]?.getAttribute('aria-pressed') === 'false', "the master's pick is cleared");
    await chronicleShows(h, 'Fine della partita: vince il master. Il tempo è scaduto: è passato 1 giro.');
    equal(seat, 'h1');
  });
});
