/**
 * The players panel of `<quest-board>` (docs/embedding.md, part `players`; docs/protocol.md, "Presence", "Turn time",
 * "Skipping a turn", "Releasing a seat", "Handing the creatures to the computer"), against the real server: who is
 * connected, the turn's countdown, and the master's Skip turn, Release seat and Hand the creatures to the computer.
 */
import '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, deepQuery, inPart, joinRoom, mount, press, unmountAll, waitFor } from './support/page.ts';
import { send, serverLog, serverView } from './support/seat.ts';

const board = boardMounter();

/** The players panel's row of `seat` in `el`: its presence mark and the words read for it (name and state, buttons aside). */
function row(el: Element, seat: string): { presence: string; text: string } | null {
  const li = inPart(el, 'qb-players-panel', `li[data-seat="${seat}"]`)[0];
  const words = li ? [...li.querySelectorAll('.name, .state')].map((s) => s.textContent!.trim()).join(' ') : '';
  return li ? { presence: li.dataset.presence ?? '', text: words.replace(/\s+/g, ' ') } : null;
}

/** The players panel's button matching `selector`, or null. */
const tool = (el: Element, selector: string) => inPart<HTMLButtonElement>(el, 'qb-players-panel', selector)[0] ?? null;

describe('the players panel', () => {
  it('shows a hero away until its board is open, then connected, and away again once it closes', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => row(m, 'h1')?.presence === 'away', 'the hero away');
    equal(deepQuery(m, '[part="players"]')?.tagName, 'QB-PLAYERS-PANEL');
    equal(row(m, 'master'), { presence: 'here', text: 'Master (you) connected' });
    // the state in words; in the lobby the hero has no piece yet: its name comes from its profile, in the element's language
    await waitFor(() => row(m, 'h1')?.text === 'Barbarian away', `the hero named, away (${row(m, 'h1')?.text})`);
    equal(tool(m, '[data-action="skip_turn"]'), null, 'nothing to skip in the lobby');

    const h = mount({ room: master.room, token: hero.token, lang: 'it' });
    try {
      await waitFor(() => row(m, 'h1')?.presence === 'here', 'the hero connected, on the master’s board');
      equal(row(m, 'h1')!.text, 'Barbarian connected');
      await waitFor(() => row(h, 'h1')?.presence === 'here', 'the hero sees itself');
      await waitFor(() => row(h, 'h1')?.text === 'Barbaro (tu) connesso', `in Italian (${row(h, 'h1')?.text})`);
      equal(row(h, 'master')!.text, 'Master connesso');
    } finally {
      await unmountAll([h]);
    }
    await waitFor(() => row(m, 'h1')?.presence === 'away', 'the hero away again once its board is gone');
  });

  it('counts the turn down every second in a room with a turn limit', async () => {
    const master = await api<{ room: string; seat: string; token: string; turnSeconds: number }>('/api/rooms', {
      method: 'POST',
      body: { mission: 'la-prova', turnSeconds: 120 },
    });
    equal(master.turnSeconds, 120);
    await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => m.view?.phase === 'lobby' && row(m, 'h1'), 'the lobby');
    equal(inPart(m, 'qb-players-panel', '[data-role="turn-timer"]').length, 0, 'no countdown before play');
    equal(inPart(m, 'qb-players-panel', '[data-role="turn-limit"]')[0]?.textContent?.trim(), 'Time per turn: 2:00', 'the limit, in the lobby');
    await send(master, { type: 'start' });
    const timer = () => inPart(m, 'qb-players-panel', '[data-role="turn-timer"]')[0];
    const first = await waitFor(() => timer(), 'the countdown');
    const seconds = Number(first.dataset.seconds);
    assert(seconds > 100 && seconds <= 120, `seconds left at the start: ${seconds}`);
    equal(first.textContent!.trim(), `Turn time: ${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`);
    await waitFor(() => Number(timer()?.dataset.seconds) === seconds - 1, 'one second less, without any update from the server', 3000);
  });
});

describe('the master’s tools for absent players', () => {
  it('Skip turn shows only while the hero on turn is away, and passes its turn', async () => {
    const master = await createRoom('la-prova');
    const h1 = await joinRoom(master.room, 'barbaro');
    await joinRoom(master.room, 'nano');
    await send(master, { type: 'start' });
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    const h = mount({ room: master.room, token: h1.token });
    try {
      await waitFor(() => row(m, 'h1')?.presence === 'here' && m.view?.turn?.seat === 'h1', 'h1 here, on its turn');
      equal(tool(m, '[data-action="skip_turn"]'), null, 'no skip while the hero is here and the room has no limit');
    } finally {
      await unmountAll([h]);
    }
    await waitFor(() => row(m, 'h1')?.presence === 'away', 'h1 away');
    const skip = await waitFor(() => tool(m, '[data-action="skip_turn"]'), 'Skip turn');
    equal(skip.textContent!.trim(), 'Skip turn');
    await press(m, '[data-action="skip_turn"]');
    await waitFor(() => m.view?.turn?.seat === 'h2', 'h2’s turn');
    equal((await serverView(master)).view.turn?.seat, 'h2');
    const skipped = (await serverLog(master)).filter((e) => e.event.type === 'turn_skipped').map((e) => e.event);
    equal(skipped, [{ type: 'turn_skipped', unit: 'h1', reason: 'away', by: 'master' }], 'in the chronicle: h1 skipped, away, by the master');
    // h2 is away too (no board): its turn may be skipped as well; h1's seat is not on turn, so nothing changes there
    await waitFor(() => tool(m, '[data-action="skip_turn"]'), 'Skip turn for h2');
  });

  it('Release seat asks first, then frees the seat: its token dies and the hero is free again', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    const release = await waitFor(() => tool(m, '[data-release="h1"]'), 'Release seat');
    equal(release.textContent!.trim(), 'Release seat');
    equal(release.getAttribute('aria-label'), 'Release seat: Barbarian');
    equal(row(m, 'h1')!.text, 'Barbarian away · playing');
    await press(m, '[data-release="h1"]');
    await waitFor(() => tool(m, '[data-confirm-release="h1"]'), 'the confirmation');
    equal(m.view!.seats.find((s) => s.id === 'h1')?.vacant, undefined, 'nothing released before the confirmation');
    await press(m, '[data-cancel-release="h1"]');
    await waitFor(() => tool(m, '[data-release="h1"]'), 'Release seat again, after Cancel');
    await press(m, '[data-release="h1"]');
    await press(m, '[data-confirm-release="h1"]');
    await waitFor(() => row(m, 'h1')?.presence === 'vacant', 'the seat free');
    equal(row(m, 'h1')!.text, 'Barbarian seat free · playing', 'free, and still on its turn');
    equal(tool(m, '[data-release="h1"]'), null, 'a free seat cannot be released again');
    const refused = await serverView(hero).then(
      () => 'ok',
      (e: unknown) => String(e),
    );
    assert(refused.includes('401'), `the released token: ${refused}`);
    equal(
      m.view!.freeHeroes.map((f) => f.id),
      ['barbaro'],
    );
  });

  it('Hand the creatures to the computer: their turn plays by itself; Take the creatures back: the master plays again', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    const hand = await waitFor(() => tool(m, '[data-action="hand_over"]'), 'the hand-over button');
    equal([hand.dataset.to, hand.textContent!.trim()], ['computer', 'Hand the creatures to the computer']);
    await press(m, '[data-action="hand_over"][data-to="computer"]');
    await waitFor(() => m.view?.computer === true && tool(m, '[data-action="hand_over"][data-to="master"]'), 'handed over');
    equal(tool(m, '[data-action="hand_over"]')!.textContent!.trim(), 'Take the creatures back');
    equal(inPart(m, 'qb-players-panel', '[data-role="computer"]')[0]?.textContent?.trim(), 'The computer plays the creatures.');

    // the hero ends its turn: the creatures' turn is played by the computer, and the turn comes back to the hero
    equal(m.view!.round, 1);
    await send(hero, { type: 'end_turn' });
    await waitFor(() => m.view?.turn?.seat === 'h1' && m.view.round === 2, 'round 2, back to the hero without the master acting');
    const handed = (await serverLog(master)).filter((e) => e.event.type === 'creatures_handed').map((e) => e.event);
    equal(handed, [{ type: 'creatures_handed', to: 'computer' }]);

    await press(m, '[data-action="hand_over"][data-to="master"]');
    await waitFor(() => m.view?.computer === false && tool(m, '[data-action="hand_over"][data-to="computer"]'), 'taken back');
    equal(inPart(m, 'qb-players-panel', '[data-role="computer"]').length, 0);
    await send(hero, { type: 'end_turn' });
    await waitFor(() => m.view?.turn?.seat === 'master' && m.legal.some((a) => a.type === 'end_turn'), 'the creatures’ turn is the master’s again');
    await new Promise((r) => setTimeout(r, 500));
    equal(m.view!.turn?.seat, 'master', 'and it waits for the master');
  });
});
