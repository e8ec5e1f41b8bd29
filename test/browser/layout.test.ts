/**
 * `<quest-board>`'s desktop layout against the REAL server (started by web-test-runner.config.mjs), with the real
 * mouse (`sendMouse`): the panels never cover what the player must click. Once the dice tray shows an attack, the hero
 * card's Potion of Healing is still the element under its own middle, and a click there uses it (the server's view
 * says so); the master's card of a creature under the pointer covers neither the pointer nor any square the creature
 * may move to.
 */
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { Action } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, inPart, joinRoom, putContent, waitFor } from './support/page.ts';
import { boardShown, keyboardRoom } from './support/keyboard-room.ts';
import { send, serverLog, serverView } from './support/seat.ts';

const board = boardMounter();

/** The element under a client point, through the shadow roots. */
function deepElementFromPoint(x: number, y: number): Element | null {
  let el = document.elementFromPoint(x, y);
  while (el?.shadowRoot) {
    const inner = el.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === el) break;
    el = inner;
  }
  return el;
}

/** The middle of an element's box. */
function middle(el: Element): [number, number] {
  const r = el.getBoundingClientRect();
  return [Math.round(r.left + r.width / 2), Math.round(r.top + r.height / 2)];
}

describe('<quest-board> layout: the panels never cover what the player must click', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
  });

  it('the potion button stays clickable after an attack is shown', async () => {
    const { master, hero } = await keyboardRoom('layout-1');
    const h = board({ room: hero.room, token: hero.token, lang: 'it' });
    await waitFor(() => h.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    // the barbarian walks to the door, opens it and strikes the goblin; next round the dice tray still shows it
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: [4, 0] });
    const door = (await serverView(hero)).legal.find((a): a is Extract<Action, { type: 'open_door' }> => a.type === 'open_door');
    assert(door, 'the door may be opened');
    await send(hero, door);
    const goblin = (await serverView(hero)).view.units.find((u) => u.kind === 'goblin')!;
    await send(hero, { type: 'attack', target: goblin.id });
    await send(hero, { type: 'end_turn' });
    await send(master, { type: 'end_turn' });
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.view.round === 2, "the hero's second turn");
    await boardShown(h);
    const combat = await waitFor(() => inPart(h, 'qb-dice-tray', '.combat')[0], 'the attack in the dice tray');
    assert(combat.getBoundingClientRect().height > 0, 'the attack is drawn');
    const potion = await waitFor(() => inPart<HTMLButtonElement>(h, 'qb-hero-card', 'button[data-item="pozione-curativa"]:not([disabled])')[0], 'the potion button');
    const [x, y] = middle(potion);
    const under = deepElementFromPoint(x, y);
    assert(under !== null && (under === potion || potion.contains(under)), `the element at the potion's middle (${x}, ${y}) is ${under?.outerHTML.slice(0, 120)}, not the potion button`);
    const tray = deepQuery(h, 'qb-dice-tray')!.getBoundingClientRect();
    const p = potion.getBoundingClientRect();
    assert(p.bottom <= tray.top || p.top >= tray.bottom, `the potion (${p.top}–${p.bottom}) and the dice tray (${tray.top}–${tray.bottom}) overlap`);

    // a real click there uses the potion (on the barbarian himself: he is alone)
    const before = (await serverView(hero)).view.units.find((u) => u.id === hero.seat)!.items.length;
    await sendMouse({ type: 'click', position: [x, y] });
    if (potion.getAttribute('aria-pressed') === 'true') {
      // the potion aims: the barbarian is its one target, clicked on the board
      const at = h.board!.unitToClient(hero.seat)!;
      await sendMouse({ type: 'click', position: [Math.round(at.x), Math.round(at.y)] });
    }
    await waitFor(async () => (await serverLog(hero)).some((e) => e.event.type === 'item_used' && e.event.item === 'pozione-curativa'), 'the potion used, on the server');
    equal((await serverView(hero)).view.units.find((u) => u.id === hero.seat)!.items.length, before - 1, 'one item fewer');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('the card never hides a legal square the pointer is over', async () => {
    // an open hall, every square in sight: the goblin in the middle may move 10 squares, nearly anywhere
    await putContent('missions', {
      id: 'test-sala-aperta',
      name: { it: 'Sala aperta', en: 'Open hall' },
      map: { rows: Array.from({ length: 9 }, () => '..............'), rooms: [], doors: [] },
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 7, y: 4 },
        { kind: 'orco', x: 12, y: 7 },
      ],
    });
    const master = await createRoom('test-sala-aperta', 'layout-2');
    const hero = await joinRoom(master.room, 'barbaro');
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    await waitFor(() => m.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    await send(hero, { type: 'end_turn' });
    await waitFor(() => m.view?.turn?.seat === 'master' && m.legal.some((a) => a.type === 'move_creature'), "the master's turn");
    await boardShown(m);
    const goblin = m.view!.units.find((u) => u.kind === 'goblin')!;
    const at = m.board!.unitToClient(goblin.id)!;
    const pointer: [number, number] = [Math.round(at.x), Math.round(at.y)];
    // the master picks the goblin with a click: its squares to move to turn green
    await sendMouse({ type: 'click', position: pointer });
    await waitFor(() => inPart(m, 'qb-master-panel', `button[data-unit="${goblin.id}"][aria-pressed="true"]`)[0], 'the goblin picked');
    // the pointer leaves the board and comes back onto the goblin: its card shows
    await sendMouse({ type: 'move', position: [2, 2] });
    await sendMouse({ type: 'move', position: pointer });
    const card = await waitFor(() => deepQuery(m, `[part="unit-card"][data-unit="${goblin.id}"]`), "the goblin's card");
    await m.updateComplete;
    const r = card.getBoundingClientRect();
    const under = (x: number, y: number) => x >= r.left && x <= r.right && y >= r.top && y <= r.bottom;
    assert(!under(...pointer), `the card (${Math.round(r.left)}, ${Math.round(r.top)})–(${Math.round(r.right)}, ${Math.round(r.bottom)}) covers the pointer at ${pointer}`);
    const moves = m.legal.flatMap((a) => (a.type === 'move_creature' && a.creature === goblin.id ? [a.to] : []));
    assert(moves.length >= 10, `the goblin has squares to move to: ${JSON.stringify(moves)}`);
    for (const [x, y] of moves) {
      const q = m.board!.squareToClient(x, y);
      assert(!under(q.x, q.y), `the card covers the square ${x}, ${y} the goblin may move to`);
    }
    // and the pointer on one of those squares: the card is gone, the square is the pointer's to click
    const [sx, sy] = moves[moves.length - 1]!;
    const q = m.board!.squareToClient(sx, sy);
    await sendMouse({ type: 'move', position: [Math.round(q.x), Math.round(q.y)] });
    await waitFor(() => !deepQuery(m, '[part="unit-card"]'), 'the card to go');
    await sendMouse({ type: 'move', position: [0, 0] });
  });
});
