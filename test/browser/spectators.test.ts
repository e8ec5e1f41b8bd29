/**
 * Watching a room in the element (docs/embedding.md, "Watching"): `<quest-board watch>` draws the heroes' side of the
 * board live with no action control, and a late visitor (the invite link of a started game) is offered to watch.
 */
import '../../components/quest-board.ts';
import type { Action } from '../../engine/index.ts';
import { ApiError } from '../../components/api.ts';
import { assert, equal } from './support/assert.ts';
import { api, boardMounter, createRoom, deepQuery, deepQueryAll, inPart, joinRoom, press, waitFor } from './support/page.ts';
import { serverView } from './support/seat.ts';
import { threeBoard } from './support/three-board.ts';

const board = boardMounter();

/**
 * The texts of the buttons anywhere in the element's shadow trees that act on the game: all but the view's own
 * controls, which a spectator may use too (the camera's buttons, `data-camera`, the narrow screen's drawer toggle,
 * "Skip animation" while a move is drawn, and the mission's objective card with its toggle: what the heroes play for).
 */
const buttons = (el: Element) =>
  deepQueryAll<HTMLButtonElement>(el, 'button:not([data-camera]):not([data-action="drawer"]):not([part="skip-motion"]):not([data-action^="objective"])').map(
    (b) => b.textContent?.trim() ?? '',
  );

describe('a spectator’s board', () => {
  it('draws the room, follows a hero’s move live, and offers no action', async () => {
    const master = await createRoom('la-prova');
    const hero = await joinRoom(master.room, 'barbaro');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    const s = board({ room: master.room, watch: '', lang: 'en' });
    await waitFor(() => s.view?.phase === 'playing' && s.connectionStatus === 'open' && threeBoard(s.board ?? null).drawCalls > 0, 'the board drawn, live');
    equal(s.seat, 'spectator');
    equal(s.view!.role, 'spectator');
    equal(s.legal.length, 0, 'nothing to do');
    const watching = deepQuery(s, '[data-role="watching"]');
    assert(watching !== null, 'the watching banner');
    assert(watching!.textContent!.includes('Watching'), watching!.textContent!);
    equal(deepQuery(s, 'qb-hero-card'), null, 'no hero card');
    equal(deepQuery(s, 'qb-master-panel'), null, 'no master panel');
    equal(buttons(s).join('|'), '', 'no game button anywhere');
    await waitFor(() => deepQuery(s, '[data-action="objective"]') !== null, "the objective's button: a spectator may read what the heroes play for");
    equal(deepQueryAll(s, 'button[data-camera]').length, 6, "the camera's buttons: a spectator may look around");
    equal(deepQuery(s, '[part="hint"]')?.textContent?.trim(), 'You are watching: the board follows the game by itself.');

    // the hero rolls and moves from its own page: the spectator's board follows
    const rolled = await api<{ seq: number }>(`/api/rooms/${master.room}/actions`, { method: 'POST', token: hero.token, body: { type: 'roll' } });
    const move = (await serverView(hero)).legal.find((a): a is Extract<Action, { type: 'move' }> => a.type === 'move')!;
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: hero.token, body: move });
    await waitFor(
      () => s.view!.seq === rolled.seq + 1 && s.view!.units.some((u) => u.id === hero.seat && u.x === move.to[0] && u.y === move.to[1]),
      'the move, live',
    );
    assert(inPart(s, 'qb-event-log', 'li').length > 0, 'the chronicle follows too');
    equal(s.legal.length, 0);
    equal(buttons(s).join('|'), '', 'still no button');

    // an action the host page sends anyway is refused by the server
    const refused = await s.act({ type: 'end_turn' }).then(
      () => null,
      (e: unknown) => e,
    );
    assert(refused instanceof ApiError, 'refused');
    equal([(refused as ApiError).status, (refused as ApiError).code], [403, 'spectator']);
  });
});

describe('a late visitor', () => {
  it('opening the invite link of a started game is offered to watch, and watches', async () => {
    const master = await createRoom('la-prova');
    await joinRoom(master.room, 'barbaro');
    await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
    const v = board({ room: master.room, lang: 'en' });
    await waitFor(() => inPart(v, 'qb-join-panel', '[data-role="watch-offer"] button').length === 1, 'the offer to watch');
    const panel = deepQuery(v, 'qb-join-panel')!.shadowRoot!;
    assert(panel.textContent!.includes('The game has already started.'), 'it says why it cannot join');
    equal(panel.querySelectorAll('li[data-hero]').length, 0, 'no hero to pick');
    equal(panel.querySelector('[data-action="watch"]')!.textContent!.trim(), 'Watch the game');
    await press(v, '[data-action="watch"]');
    await waitFor(() => v.view?.role === 'spectator' && v.view.phase === 'playing' && threeBoard(v.board ?? null).drawCalls > 0, 'the game, watched');
    assert(deepQuery(v, '[data-role="watching"]') !== null, 'the watching banner');
    equal(v.legal.length, 0);
  });

  it('in the lobby, watching is offered beside the free heroes; a free seat is offered while watching, and taken', async () => {
    const master = await createRoom('la-prova');
    const v = board({ room: master.room, lang: 'it' });
    await waitFor(() => inPart(v, 'qb-join-panel', 'li[data-hero]').length > 0, 'the free heroes');
    const offer = inPart(v, 'qb-join-panel', '[data-role="watch-offer"]')[0]!;
    equal(offer.textContent!.replace(/\s+/g, ' ').trim(), 'Oppure guarda la partita senza giocare: Guarda la partita');
    await press(v, '[data-action="watch"]');
    await waitFor(() => v.view?.role === 'spectator', 'watching');
    equal(v.view!.phase, 'lobby');
    // the lobby has free heroes: the spectator may take one, through the join flow
    await press(v, '[data-action="take-seat"]');
    await waitFor(() => inPart(v, 'qb-join-panel', 'button[data-hero="barbaro"]').length === 1, 'the join flow');
    await press(v, 'button[data-hero="barbaro"]');
    await waitFor(() => v.view?.role === 'hero' && v.seat === 'h1', 'seated as a hero');
  });
});
