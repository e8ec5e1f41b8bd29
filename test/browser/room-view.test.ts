/**
 * `<quest-board>` on a desktop screen against the REAL server: a piece's card is drawn beside its piece — within
 * 40 px of the piece's on-screen position, never over it, inside the board — even with the squares the hero may move
 * to all round it; the dice tray's last roll says its round and who rolled, and once a later round begins it is greyed
 * and says "past round", never shown as the current roll; a room revealed out of view is framed whole, unless the
 * player moved the view a moment before; with motion off the view jumps there.
 */
import { setViewport } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, hoverAt, inPart, joinRoom, waitFor } from './support/page.ts';
import { boardShown, DOOR, HALL_AREA, heroTurnBoard } from './support/keyboard-room.ts';
import { send, serverView } from './support/seat.ts';

const board = boardMounter();

/** The distance from a point to the nearest point of a box (0 inside it). */
function gap(r: DOMRect, p: { x: number; y: number }): number {
  return Math.hypot(Math.max(r.left - p.x, 0, p.x - r.right), Math.max(r.top - p.y, 0, p.y - r.bottom));
}

/** Hovers piece `id` and returns its card's box and the piece's on-screen position, once the card stands. */
async function cardBy(el: QuestBoard, id: string): Promise<{ card: DOMRect; piece: { x: number; y: number } }> {
  const b = el.board!;
  await b.whenRendered();
  const piece = await waitFor(() => b.unitToClient(id), `the piece ${id}`);
  // the mouse on the piece's head: the highest point above its middle that still picks it
  let dy = 60;
  while (dy > 0 && !(b.pick(piece.x, piece.y - dy)?.kind === 'unit')) dy -= 2;
  hoverAt(b.canvas, piece.x, piece.y - dy);
  const card = await waitFor(() => deepQuery(el, `[part="unit-card"][data-unit="${id}"]`), `the card of ${id}`);
  // placed once the element has updated (and the room's extras, which place it, have loaded)
  await waitFor(() => card.style.transform === 'none', `the card of ${id} placed`);
  return { card: card.getBoundingClientRect(), piece };
}

/** Waits until the board's view stands still (an easing of the view over) and is drawn. */
async function settled(el: QuestBoard): Promise<void> {
  const b = el.board!;
  await waitFor(async () => {
    const before = JSON.stringify(b.cameraState);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return before === JSON.stringify(b.cameraState);
  }, 'the view to come to rest');
  await b.whenRendered();
}

describe('<quest-board> on a desktop: cards by their pieces, the dice with their round, a revealed room framed', () => {
  before(async () => {
    await setViewport({ width: 1280, height: 900 });
  });

  it("a piece's card is drawn within 40 px of the piece, never over it, inside the board, marked squares all round or not", async () => {
    // la-prova's corridor: after the roll a dozen squares round the barbarian are his to move to
    const master = await createRoom('la-prova', 'room-view-card');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    const h = board({ room: hero.room, token: hero.token, lang: 'en' });
    await waitFor(() => h.view?.turn?.seat === hero.seat && h.legal.some((a) => a.type === 'roll'), "the barbarian's turn");
    await boardShown(h);
    const boardBox = () => deepQuery(h, '.board')!.getBoundingClientRect();
    const check = async (id: string, what: string) => {
      const { card, piece } = await cardBy(h, id);
      const b = boardBox();
      const d = gap(card, piece);
      assert(
        d <= 40,
        `${what}: the card (${card.left}, ${card.top})–(${card.right}, ${card.bottom}) is ${d.toFixed(1)} px from the piece at (${piece.x}, ${piece.y})`,
      );
      assert(d > 0, `${what}: the card covers the piece at (${piece.x}, ${piece.y})`);
      assert(
        card.left >= b.left && card.right <= b.right && card.top >= b.top && card.bottom <= b.bottom,
        `${what}: the card ${JSON.stringify(card)} is inside the board ${JSON.stringify(b)}`,
      );
    };
    await check(hero.seat, 'the whole board in view');
    // after the roll the squares the hero may move to surround him: the card stays by him
    await send(hero, { type: 'roll' });
    await waitFor(() => h.legal.some((a) => a.type === 'move'), 'the moves');
    hoverAt(h.board!.canvas, 2, 2);
    await check(hero.seat, 'moves marked all round');
    // close up, the hero near the board's edge
    const me = h.view!.units.find((u) => u.id === hero.seat)!;
    h.board!.centreOn(me.x, me.y, h.board!.cameraState.maxZoom);
    await h.board!.whenRendered();
    hoverAt(h.board!.canvas, 2, 2);
    await check(hero.seat, 'close up');
  });

  it('the dice tray says the round and who rolled the last attack; in the next round it is greyed as past', async () => {
    const { master, hero, h } = await heroTurnBoard(board, 'layout-1', 'en');
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    const door = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(door, 'the door may be opened');
    await send(hero, door);
    const goblin = (await serverView(hero)).view.units.find((u) => u.kind === 'goblin')!;
    await send(hero, { type: 'attack', target: goblin.id });
    const text = (sel: string) => inPart(h, 'qb-dice-tray', sel)[0]?.textContent?.replace(/\s+/g, ' ').trim();
    await waitFor(() => text('.last-roll .round') === 'Round 1 · the barbarian', `the round of the attack: ${text('.last-roll .round')}`);
    const roll = inPart(h, 'qb-dice-tray', '.last-roll')[0]!;
    equal(roll.dataset.round, '1');
    equal(roll.classList.contains('earlier'), false, 'the attack of this round is current');
    assert(roll.querySelector('.combat'), 'the attack dice under the round');
    const colour = getComputedStyle(roll.querySelector('.round')!).color;
    await send(hero, { type: 'end_turn' });
    await send(master, { type: 'end_turn' });
    await waitFor(() => h.view?.round === 2, 'round 2');
    await waitFor(() => inPart(h, 'qb-dice-tray', '.last-roll.earlier')[0], 'the attack greyed as past');
    equal(text('.last-roll .round'), 'Round 1 · the barbarian past round');
    assert(getComputedStyle(inPart(h, 'qb-dice-tray', '.last-roll .round')[0]!).color !== colour, 'the round line changes colour once past');
    // in Italian
    h.setAttribute('lang', 'it');
    await waitFor(() => text('.last-roll .round') === 'Giro 1 · il barbaro giro passato', `in Italian: ${text('.last-roll .round')}`);
  });

  it('a room revealed out of view is framed whole; not when the player has just moved the view', async () => {
    const { hero, h } = await heroTurnBoard(board, 'room-view-reveal', 'en');
    const b = h.board!;
    const view = h.view!;
    const area = HALL_AREA;
    const hall = view.board.areas.flatMap((a, i): [number, number][] => (a === area ? [[i % view.board.width, Math.floor(i / view.board.width)]] : []));
    const inBoard = ([x, y]: [number, number]) => {
      const p = b.squareToClient(x, y);
      const r = b.canvas.getBoundingClientRect();
      return p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;
    };
    // close up on the far end of the corridor, then a drag of the player's (8 px left): the view is theirs
    b.centreOn(0, 2, b.cameraState.maxZoom);
    await boardShown(h);
    assert(!hall.every(inBoard), 'the hall out of view');
    const c = b.canvas.getBoundingClientRect();
    const at = { x: c.left + c.width / 2, y: c.top + c.height / 2 };
    const pointer = (type: string, x: number) =>
      b.canvas.dispatchEvent(
        new PointerEvent(type, {
          bubbles: true,
          composed: true,
          cancelable: true,
          clientX: x,
          clientY: at.y,
          pointerId: 7,
          pointerType: 'mouse',
          isPrimary: true,
          button: 0,
          buttons: type === 'pointerup' ? 0 : 1,
        }),
      );
    pointer('pointerdown', at.x);
    pointer('pointermove', at.x - 8);
    pointer('pointerup', at.x - 8);
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    const door = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(door, 'the door may be opened');
    const before = b.cameraState;
    await send(hero, door);
    await waitFor(() => h.view?.revealed.includes('sala'), 'the hall revealed');
    await settled(h);
    equal(b.cameraState.zoom, before.zoom, 'the view the player just moved stays');
    assert(!hall.every(inBoard), 'the hall not framed');
  });

  it('without a move of the player, the revealed room comes into view whole, eased', async () => {
    const { hero, h } = await heroTurnBoard(board, 'room-view-reveal-2', 'en');
    const b = h.board!;
    const view = h.view!;
    const area = HALL_AREA;
    const hall = view.board.areas.flatMap((a, i): [number, number][] => (a === area ? [[i % view.board.width, Math.floor(i / view.board.width)]] : []));
    const inBoard = ([x, y]: [number, number]) => {
      const p = b.squareToClient(x, y);
      const r = b.canvas.getBoundingClientRect();
      return p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;
    };
    b.centreOn(0, 2, b.cameraState.maxZoom);
    await boardShown(h);
    assert(!hall.every(inBoard), 'the hall out of view');
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    const door = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(door, 'the door may be opened');
    await send(hero, door);
    await waitFor(() => h.view?.revealed.includes('sala'), 'the hall revealed');
    await waitFor(
      () => hall.every(inBoard),
      `every square of the hall inside the board: ${hall
        .filter((q) => !inBoard(q))
        .map((q) => q.join())
        .join(' ')}`,
    );
  });

  it('with motion off the view jumps to the revealed room: framed in the update that shows it', async () => {
    const { hero, h } = await heroTurnBoard((attrs) => board({ ...attrs, motion: 'off' }), 'room-view-reveal-3', 'en');
    const b = h.board!;
    const view = h.view!;
    const area = HALL_AREA;
    const hall = view.board.areas.flatMap((a, i): [number, number][] => (a === area ? [[i % view.board.width, Math.floor(i / view.board.width)]] : []));
    const inBoard = ([x, y]: [number, number]) => {
      const p = b.squareToClient(x, y);
      const r = b.canvas.getBoundingClientRect();
      return p.x >= r.left && p.x <= r.right && p.y >= r.top && p.y <= r.bottom;
    };
    b.centreOn(0, 2, b.cameraState.maxZoom);
    await boardShown(h);
    assert(!hall.every(inBoard), 'the hall out of view');
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    const door = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(door, 'the door may be opened');
    await send(hero, door);
    await waitFor(() => h.view?.revealed.includes('sala'), 'the hall revealed');
    await h.updateComplete;
    const framed = hall.filter(inBoard).length;
    equal(framed, hall.length, 'every square of the hall in view at once, no easing');
  });
});
