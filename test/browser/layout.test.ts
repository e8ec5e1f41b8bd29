/**
 * `<quest-board>`'s desktop layout against the REAL server (started by web-test-runner.config.mjs), with the real
 * mouse (`sendMouse`): the panels never cover what the player must click. Once the dice tray shows an attack, the hero
 * card's Potion of Healing is still the element under its own middle, and a click there uses it (the server's view
 * says so); the master's card of a creature under the pointer stands beside it (within 40 px), off the pointer, and
 * lets clicks through to any square the creature may move to under it. A click where an open door is drawn in front of a square the hero may move to moves the hero there. The
 * hint over the board has a backdrop of its own; the side panel is the one scroll area of its column (the master's
 * creature list and the spectator's chronicle scroll with it); on a 1400 x 1000 screen the demo's master page shows
 * its invite box and the whole board without scrolling.
 */
import { sendMouse, setViewport } from '@web/test-runner-commands';
import type { Action } from '../../engine/index.ts';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, deepQueryAll, inPart, joinRoom, putContent, visitRealServer, waitFor } from './support/page.ts';
import { boardShown, keyboardRoom } from './support/keyboard-room.ts';
import { pointsAround, pointsInFront } from './support/board-points.ts';
import { DOOR_MISSION } from './support/door-mission.ts';
import { send, serverLog, serverView } from './support/seat.ts';
import { threeBoard } from './support/three-board.ts';

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

/** The elements of `root`'s shadow trees that scroll content of their own (overflow auto or scroll, and more to show). */
function scrollAreas(root: Element): Element[] {
  return deepQueryAll(root, '*').filter((e) => {
    const y = getComputedStyle(e).overflowY;
    return (y === 'auto' || y === 'scroll') && e.scrollHeight > e.clientHeight + 1;
  });
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
    const potion = await waitFor(
      () => inPart<HTMLButtonElement>(h, 'qb-hero-card', 'button[data-item="pozione-curativa"]:not([disabled])')[0],
      'the potion button',
    );
    const [x, y] = middle(potion);
    const under = deepElementFromPoint(x, y);
    assert(
      under !== null && (under === potion || potion.contains(under)),
      `the element at the potion's middle (${x}, ${y}) is ${under?.outerHTML.slice(0, 120)}, not the potion button`,
    );
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
    await waitFor(
      async () => (await serverLog(hero)).some((e) => e.event.type === 'item_used' && e.event.item === 'pozione-curativa'),
      'the potion used, on the server',
    );
    equal((await serverView(hero)).view.units.find((u) => u.id === hero.seat)!.items.length, before - 1, 'one item fewer');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it("in an open hall the creature's card stands beside it, off the pointer, and lets clicks through to the squares under it", async () => {
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
    assert(
      !under(...pointer),
      `the card (${Math.round(r.left)}, ${Math.round(r.top)})–(${Math.round(r.right)}, ${Math.round(r.bottom)}) covers the pointer at ${pointer}`,
    );
    const moves = m.legal.flatMap((a) => (a.type === 'move_creature' && a.creature === goblin.id ? [a.to] : []));
    assert(moves.length >= 10, `the goblin has squares to move to: ${JSON.stringify(moves)}`);
    // beside the goblin (squares to move to all round it: no place beside it hides none), never in a far corner
    const gap = Math.hypot(Math.max(r.left - at.x, 0, at.x - r.right), Math.max(r.top - at.y, 0, at.y - r.bottom));
    assert(gap > 0 && gap <= 40, `the card is ${gap.toFixed(1)} px from the goblin at (${Math.round(at.x)}, ${Math.round(at.y)})`);
    // a square under the card is still the pointer's to click: the hover card lets clicks through to the board
    for (const [x, y] of moves) {
      const q = m.board!.squareToClient(x, y);
      if (under(q.x, q.y)) equal(deepElementFromPoint(q.x, q.y), m.board!.canvas, `the square ${x}, ${y} under the card is the board's to click`);
    }
    // and the pointer on one of those squares: the card is gone, the square is the pointer's to click
    const [sx, sy] = moves[moves.length - 1]!;
    const q = m.board!.squareToClient(sx, sy);
    await sendMouse({ type: 'move', position: [Math.round(q.x), Math.round(q.y)] });
    await waitFor(() => !deepQuery(m, '[part="unit-card"]'), 'the card to go');
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('a click where an open door is drawn in front of a square the hero may move to moves the hero there', async () => {
    await putContent('missions', DOOR_MISSION);
    const master = await createRoom(DOOR_MISSION.id, 'layout-3');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'open_door', door: 'd0' });
    const h = board({ room: hero.room, token: hero.token, lang: 'en' });
    await waitFor(() => h.view?.board.doors.find((d) => d.id === 'd0')?.open && h.legal.some((a) => a.type === 'move'), 'the open door and the moves');
    await boardShown(h);
    const b = threeBoard(h.board);
    // a square the hero may move to with the open door drawn in front of it somewhere
    const around = pointsAround(b.doorToClient('d0')!, 60);
    const behind = h.legal
      .flatMap((a) => (a.type === 'move' ? [a.to] : []))
      .map((to) => ({ to, spots: pointsInFront(b, around, { kind: 'door', id: 'd0' }, { kind: 'square', x: to[0], y: to[1] }) }))
      .find((m) => m.spots.length > 0);
    assert(behind, 'the open door is drawn in front of a square the hero may move to');
    const at = behind.spots[Math.floor(behind.spots.length / 2)]!;
    equal(b.pick(at.x, at.y), { kind: 'square', x: behind.to[0], y: behind.to[1] }, 'the open door passes the pick to the square');
    await sendMouse({ type: 'click', position: [Math.round(at.x), Math.round(at.y)] });
    await waitFor(async () => {
      const u = (await serverView(hero)).view.units.find((unit) => unit.id === hero.seat)!;
      return u.x === behind.to[0] && u.y === behind.to[1];
    }, `the server to move the hero to ${behind.to}`);
    await sendMouse({ type: 'move', position: [0, 0] });
  });

  it('the hint over the board reads on a backdrop of its own', async () => {
    const { master, hero } = await keyboardRoom('layout-4');
    await send(master, { type: 'start' });
    const h = board({ room: hero.room, token: hero.token, lang: 'en' });
    const hint = await waitFor(() => deepQuery(h, '[part="hint"]'), 'the hint');
    const style = getComputedStyle(hint);
    // the backdrop: an opaque enough colour (rgb(...), rgba(...) or color(srgb r g b / a))
    const alpha =
      /\/\s*([\d.]+)\s*\)$/.exec(style.backgroundColor)?.[1] ??
      /^rgba\([^)]*,\s*([\d.]+)\)$/.exec(style.backgroundColor)?.[1] ??
      (style.backgroundColor.startsWith('rgb(') ? '1' : '0');
    assert(Number(alpha) >= 0.85, `the hint's background ${style.backgroundColor} is a backdrop`);
    const r = hint.getBoundingClientRect();
    const boardBox = deepQuery(h, '.board')!.getBoundingClientRect();
    assert(r.width > 0 && r.left >= boardBox.left && r.right <= boardBox.right && r.bottom <= boardBox.bottom, 'the hint lies over the board, inside it');
  });

  it("one scroll area per column: the master's creature list and the spectator's chronicle scroll with the side panel", async () => {
    const master = await createRoom('la-prova', 'layout-5');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    // a few rounds: the chronicle grows longer than its old box of 16rem
    for (let i = 0; i < 6; i++) {
      await send(hero, { type: 'roll' });
      await send(hero, { type: 'end_turn' });
      await send(master, { type: 'end_turn' });
    }
    const m = board({ room: master.room, token: master.token, lang: 'en' });
    const w = board({ room: master.room, watch: '', lang: 'en' });
    const creatures = await waitFor(
      () => (inPart(m, 'qb-master-panel', '.creatures:not(.npcs) button').length === 7 ? inPart(m, 'qb-master-panel', '.creatures:not(.npcs)')[0] : null),
      "the master's seven creatures",
    );
    const lines = await waitFor(() => (inPart(w, 'qb-event-log', 'li').length >= 20 ? inPart(w, 'qb-event-log', 'ol')[0] : null), "the spectator's chronicle");
    await m.updateComplete;
    await w.updateComplete;
    assert(
      creatures.getBoundingClientRect().height > 176,
      `the creature list is taller than its old box of 11rem: ${creatures.getBoundingClientRect().height} px`,
    );
    assert(lines.getBoundingClientRect().height > 256, `the chronicle is taller than its old box of 16rem: ${lines.getBoundingClientRect().height} px`);
    for (const el of [m, w]) {
      const panel = deepQuery(el, 'aside.panel')!;
      equal(scrollAreas(el), [panel], 'the side panel is the one scroll area');
    }
  });

  it("on a 1400 x 1000 screen the master's demo page shows the invite box and the whole board without scrolling", async () => {
    const master = await createRoom('la-prova', 'layout-6');
    // the screen's whole height, and what a browser's bars leave of it in a window that tall
    for (const viewport of [
      { width: 1400, height: 1000 },
      { width: 1400, height: 860 },
    ]) {
      const seen = await visitRealServer(
        `/?room=${master.room}`,
        [{ waitFor: 'quest-board >>> qb-master-panel' }, { waitFor: 'quest-board >>> canvas' }, { box: 'section.invite' }, { box: 'quest-board >>> .board' }],
        viewport,
        { [`quest-board-demo:master:${master.room}`]: JSON.stringify({ token: master.token, role: master.role }) },
      );
      equal(seen.errors, []);
      const [invite, boardBox] = seen.boxes;
      assert(invite!.height > 0 && invite!.top >= 0, `the invite box is shown: ${JSON.stringify(invite)}`);
      assert(boardBox!.top > invite!.bottom, 'the board is under the invite box');
      assert(boardBox!.bottom <= viewport.height, `at ${viewport.height} px the board's bottom (${boardBox!.bottom} px) is above the fold`);
      assert(boardBox!.height >= 480, `the board keeps its height: ${boardBox!.height} px`);
    }
  });
});
