/**
 * Playing with computer heroes (docs/computer-heroes.md, docs/protocol.md "Computer heroes"), against the real
 * server: a visitor creates a room of The Trial, has the computer play three heroes from the players panel, takes the
 * fourth, starts, hands the creatures to the computer, and plays its hero to the end by clicks on the board and the
 * panels, the computer's turns coming by on the same board.
 */
import '../../components/quest-board.ts';
import { chooseHeroAction, type Action } from '../../engine/index.ts';
import { assert, equal } from './support/assert.ts';
import { actByClicks } from './support/board-clicks.ts';
import { api, boardMounter, createRoom, deepQuery, inPart, joinRoom, press, waitFor } from './support/page.ts';

const board = boardMounter();

/** The players panel's row of `seat`: its presence mark and the words read for it. */
function row(el: Element, seat: string): { presence: string; text: string } | null {
  const li = inPart(el, 'qb-players-panel', `li[data-seat="${seat}"]`)[0];
  const words = li ? [...li.querySelectorAll('.name, .state')].map((s) => s.textContent!.trim()).join(' ') : '';
  return li ? { presence: li.dataset.presence ?? '', text: words.replace(/\s+/g, ' ') } : null;
}

describe('computer heroes', () => {
  it('a visitor plays The Trial with one hero of its own and three computer heroes, to the end, by clicks', async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(240_000);
    const made = await createRoom('la-prova', 'computer-heroes-browser');
    const m = board({ room: made.room, token: made.token, lang: 'en' });
    const own = await joinRoom(made.room, 'barbaro');
    // the creator's panel offers the free heroes to the computer
    await waitFor(() => inPart(m, 'qb-master-panel', '[data-computer-hero="nano"]')[0], 'the computer companions offered');
    equal(inPart(m, 'qb-master-panel', '[data-role="computer-seats"] h3')[0]?.textContent?.trim(), 'Computer companions');
    equal(inPart(m, 'qb-master-panel', '[data-computer-hero="nano"]')[0]?.getAttribute('aria-label'), 'Let the computer play Dwarf');
    await press(m, '[data-computer-hero="*"]');
    await waitFor(() => m.view?.seats.length === 4 && row(m, 'h4'), 'four seats');
    equal(
      m.view!.seats.map((s) => [s.id, s.hero, s.computer ?? false]),
      [
        ['h1', 'barbaro', false],
        ['h2', 'elfo', true],
        ['h3', 'mago', true],
        ['h4', 'nano', true],
      ],
    );
    equal(row(m, 'h4'), { presence: 'computer', text: 'Dwarf computer' });
    equal(inPart(m, 'qb-master-panel', '[data-role="computer-seats"]').length, 0, 'no free hero left to offer');
    // the chronicle says who the computer plays
    const joinedLine = await waitFor(
      () =>
        inPart(m, 'qb-event-log', 'li')
          .map((li) => li.textContent!.replace(/\s+/g, ' ').trim())
          .find((l) => l.includes('dwarf joins the party')),
      "the Dwarf's arrival in the chronicle",
    );
    equal(joinedLine, 'The dwarf joins the party, played by the computer');
    // the visitor's own hero, in Italian: the same seats said in its words
    const h = board({ room: made.room, token: own.token, lang: 'it' });
    await waitFor(() => row(h, 'h4')?.text === 'Nano computer', `the Dwarf's row in Italian (${row(h, 'h4')?.text})`);
    await press(m, 'button[data-action="start"]');
    await press(m, '[data-action="hand_over"]');
    await waitFor(() => m.view?.computer === true, 'the creatures handed to the computer');

    // the visitor's hero, played by clicks; the computer's turns pass on the same board
    const turns = new Set<string>();
    let clicked = 0;
    for (;;) {
      const view = await waitFor(
        () => {
          const v = h.view;
          if (v?.turn) turns.add(v.turn.seat);
          return v && (v.phase === 'over' || (v.turn?.seat === 'h1' && !h.pending && h.legal.length > 0)) ? v : null;
        },
        "the hero's turn, or the end",
        60_000,
      );
      if (view.phase === 'over') break;
      // what a player would do next, asked by clicking where a player clicks; what no click can ask is left aside
      let legal: readonly Action[] = h.legal;
      for (;;) {
        const choice = chooseHeroAction(view, legal);
        if (await actByClicks(h, choice)) break;
        assert(choice.type !== 'end_turn', 'End turn can be pressed');
        legal = legal.filter((a) => a !== choice);
      }
      clicked++;
    }
    const over = h.view!;
    equal(over.phase, 'over');
    assert(over.result !== null, 'a result');
    assert(clicked >= 5, `the visitor played ${clicked} actions by clicks`);
    for (const seat of ['h2', 'h3', 'h4']) assert(turns.has(seat), `the computer's turn of ${seat} shown on the visitor's board (${[...turns]})`);
    // the chronicle says who the computer plays, and the room's log holds the computer's own moves
    assert(await chronicleHas(made.room, own.token, 'h4'), "the Dwarf's turns in the visitor's chronicle");

    // the end on the visitor's board: the banner of the winner
    const banner = await waitFor(() => deepQuery(h, '[part="banner"]'), 'the end banner');
    equal(banner.dataset.winner, over.result!.winner);
  });
});

/** Whether the room's chronicle for `token`'s seat holds an action of `seat` after the start (`GET …/log`). */
async function chronicleHas(room: string, token: string, seat: string): Promise<boolean> {
  const { entries } = await api<{ entries: { events: { type: string; seat?: string; unit?: string }[] }[] }>(`/api/rooms/${room}/log`, { token });
  return entries.some((e) => e.events.some((ev) => (ev.type === 'turn_started' && ev.seat === seat) || ev.unit === seat));
}
