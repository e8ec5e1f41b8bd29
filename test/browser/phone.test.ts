/**
 * `<quest-board>` on a phone's screen (390 x 844) against the REAL server, with real touch input (the DevTools
 * protocol's touch events through web-test-runner.config.mjs's `touch` command: the browser makes the pointer events
 * itself): the board takes the screen's width and most of its height, a tap on a marked square moves the hero, two
 * fingers pinch the camera closer, a door drawn in front of the hero is what a click on it opens, the panels are bottom
 * sheets over the board opened from tabs under it (one at a time), and the camera's buttons and keys work. Aiming
 * gives the board back and brings every target into the screen, with hints in touch words; a just-revealed room is
 * framed whole. The hint names the Hero sheet where the Search buttons are; an open sheet closes when the hero's turn
 * ends; the turn bar's connection dot never wraps onto a line alone. The demo page and the master's page (the embed snippet
 * opened) fit the screen with no sideways scroll.
 */
import { setViewport } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import type { QuestBoard } from '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import {
  api,
  clickAt,
  createRoom,
  deepQuery,
  deepQueryAll,
  inPart,
  joinRoom,
  press,
  putContent,
  serverUrl,
  unmountAll,
  visitRealServer,
  waitFor,
  type Visit,
  type VisitStep,
} from './support/page.ts';
import { pointsAround, pointsInFront } from './support/board-points.ts';
import { DOOR_MISSION } from './support/door-mission.ts';
import { DOOR, HALL_AREA, keyboardRoom } from './support/keyboard-room.ts';
import { send, serverView, textIn, type Grant } from './support/seat.ts';
import { tap, touch, touchOff } from './support/touch.ts';
import { threeBoard } from './support/three-board.ts';

const PHONE = { width: 390, height: 844 };

const mounted: HTMLElement[] = [];

/** A `<quest-board>` the width of the phone's screen, as a page made for phones would put it. */
function phoneBoard(attrs: Record<string, string>): QuestBoard {
  const el = document.createElement('quest-board');
  el.setAttribute('server', serverUrl());
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  el.style.display = 'block';
  el.style.width = '100%';
  document.body.append(el);
  mounted.push(el);
  return el;
}

/** A started room of `mission` with the barbarian's seat, on the hero's turn. */
async function heroTurn(mission: string): Promise<Grant> {
  const master = await createRoom(mission, 'phone-seed');
  const seat = await joinRoom(master.room, 'barbaro');
  await api(`/api/rooms/${master.room}/actions`, { method: 'POST', token: master.token, body: { type: 'start' } });
  return seat;
}

/** Waits until the board's view stands still (an easing of the view over) and is drawn. */
async function settled(board: NonNullable<QuestBoard['board']>): Promise<void> {
  await waitFor(async () => {
    const before = JSON.stringify(board.cameraState);
    await new Promise((resolve) => setTimeout(resolve, 200));
    return before === JSON.stringify(board.cameraState);
  }, 'the view to come to rest');
  await board.whenRendered();
}

/** The middle of an element's box, in client pixels. */
function middleOf(el: Element): { x: number; y: number } {
  const r = el.getBoundingClientRect();
  return { x: r.left + r.width / 2, y: r.top + r.height / 2 };
}

/** Opens `path` of the real server in a tab of its own at the phone's size. */
function visitOnPhone(path: string, steps: VisitStep[], storage: Record<string, string> = {}): Promise<Visit> {
  return visitRealServer(path, steps, PHONE, storage);
}

describe('<quest-board> on a phone, with the real server', () => {
  before(async () => {
    await setViewport(PHONE);
    document.body.style.margin = '0';
    await putContent('missions', DOOR_MISSION);
  });

  afterEach(() => unmountAll(mounted));

  // the runner reuses its page for the files that follow: a desktop's screen again
  after(async () => {
    await touchOff();
    await setViewport({ width: 800, height: 600 });
    document.body.style.margin = '';
  });

  it('takes the width and most of the height; a tap moves the hero; two fingers pinch the camera closer', async () => {
    const seat = await heroTurn('la-prova');
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(() => el.view?.turn?.seat === seat.seat, "the hero's turn");
    const board = await waitFor(() => el.board, 'the board');
    const box = deepQuery(el, '.board')!.getBoundingClientRect();
    equal(Math.round(box.width), PHONE.width - 2, "the board is as wide as the screen (less the element's border)");
    assert(box.height >= 500, `the board takes most of the screen's height: ${box.height} px`);
    equal(document.documentElement.scrollWidth <= PHONE.width, true, `no sideways scroll: ${document.documentElement.scrollWidth} px`);
    // it starts close up on the hero, the board filling its box
    const start = board.cameraState;
    assert(start.zoom > 1.5 && start.zoom === start.fillZoom, `the first view fills the box: ${JSON.stringify(start)}`);

    await press(el, 'button[data-action="roll"]');
    await waitFor(() => el.legal.some((a) => a.type === 'move'), 'the moves after the roll');
    await board.whenRendered();
    // the roll's dice show in the bar over the board, in sight without the drawer under it
    const roll = (await serverView(seat)).view.turn!.roll!;
    const dice = await waitFor(
      () => inPart(el, 'qb-turn-bar', '.roll-dice [role="img"]').filter((d) => d.getBoundingClientRect().width > 0),
      'the dice in the bar',
    );
    equal(
      dice.map((d) => d.getAttribute('aria-label')),
      roll.map((v) => `die: ${v}`),
    );
    for (const d of dice) {
      const r = d.getBoundingClientRect();
      assert(r.top >= 0 && r.bottom <= PHONE.height && r.bottom <= box.top, `a die of the bar is in sight above the board: ${JSON.stringify(r)}`);
    }
    equal(inPart(el, 'qb-turn-bar', '.roll-dice .sum')[0]?.textContent?.trim(), `= ${roll.reduce((a, b) => a + b, 0)}`);
    const moves = el.legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
    // a marked square whose middle shows that square, on screen
    const target = moves.find(([x, y]) => {
      const p = board.squareToClient(x, y);
      const pick = board.pick(p.x, p.y);
      return p.x > 10 && p.x < box.right - 60 && p.y > box.top + 10 && p.y < box.bottom - 10 && pick?.kind === 'square' && pick.x === x && pick.y === y;
    });
    assert(target, `a marked square in view among ${JSON.stringify(moves)}`);
    const size = board.squareToClient(target[0] + 1, target[1]);
    const here = board.squareToClient(target[0], target[1]);
    assert(
      Math.hypot(size.x - here.x, size.y - here.y) >= 18,
      `a square is big enough for a finger: ${Math.hypot(size.x - here.x, size.y - here.y)} px from middle to middle`,
    );
    await tap(here);
    await waitFor(async () => {
      const hero = (await serverView(seat)).view.units.find((u) => u.id === seat.seat)!;
      return hero.x === target[0] && hero.y === target[1];
    }, `the server to move the hero to ${target}`);

    // two fingers, 100 px apart, spread to 125 px: the camera is 1.25 times closer
    await board.whenRendered();
    const before = board.cameraState.zoom;
    const cx = Math.round(box.left + box.width / 2);
    const cy = Math.round(box.top + box.height / 2);
    await touch([
      { type: 'touchStart', points: [{ x: cx - 50, y: cy, id: 1 }] },
      {
        type: 'touchStart',
        points: [
          { x: cx - 50, y: cy, id: 1 },
          { x: cx + 50, y: cy, id: 2 },
        ],
      },
      {
        type: 'touchMove',
        points: [
          { x: cx - 56, y: cy, id: 1 },
          { x: cx + 56, y: cy, id: 2 },
        ],
      },
      {
        type: 'touchMove',
        points: [
          { x: cx - 62, y: cy, id: 1 },
          { x: cx + 63, y: cy, id: 2 },
        ],
      },
      { type: 'touchEnd', points: [{ x: cx + 63, y: cy, id: 2 }] },
      { type: 'touchEnd', points: [] },
    ]);
    const after = board.cameraState.zoom;
    assert(Math.abs(after / before - 1.25) < 1e-6, `the pinch zoomed from ${before} to ${after}`);
    // the pinch moved nobody
    equal((await serverView(seat)).view.units.find((u) => u.id === seat.seat)!.x, target[0]);
  });

  it('a click on a door drawn in front of the hero opens the door', async () => {
    const seat = await heroTurn(DOOR_MISSION.id);
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(() => el.legal.some((a) => a.type === 'open_door'), 'the door to open');
    const board = await waitFor(() => el.board, 'the board');
    await board.whenRendered();
    const view = el.view!;
    const scene = (doors: typeof view.board.doors) => ({ board: { ...view.board, doors }, revealed: view.revealed, units: view.units, seeAll: false });
    // the points around the door's middle where the door is drawn over the hero: the door there, the hero there
    // once the door is taken away
    const door = board.doorToClient('d0')!;
    const onDoor: { x: number; y: number }[] = [];
    for (let dy = -40; dy <= 40; dy += 2)
      for (let dx = -40; dx <= 40; dx += 2) if (board.pick(door.x + dx, door.y + dy)?.kind === 'door') onDoor.push({ x: door.x + dx, y: door.y + dy });
    board.setScene(scene([]));
    const inFront = onDoor.filter((p) => board.pick(p.x, p.y)?.kind === 'unit');
    board.setScene(scene(view.board.doors));
    assert(inFront.length > 0, `the door is drawn over the hero somewhere (${onDoor.length} points on the door)`);
    const at = inFront[Math.floor(inFront.length / 2)]!;
    equal(board.pick(at.x, at.y), { kind: 'door', id: 'd0' });
    clickAt(board.canvas, at.x, at.y);
    await waitFor(async () => (await serverView(seat)).view.board.doors.find((d) => d.id === 'd0')?.open === true, 'the server to open the door');
    equal((await serverView(seat)).view.units.find((u) => u.id === seat.seat)!.x, 1, 'the hero did not move');
  });

  it('the panels are bottom sheets over the board, one at a time; every button is a 44 px target; the camera buttons and keys turn, zoom and centre', async () => {
    const seat = await heroTurn('la-prova');
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'it' });
    await waitFor(() => el.view?.turn?.seat === seat.seat, "the hero's turn");
    const board = await waitFor(() => el.board, 'the board');
    const panel = deepQuery(el, 'aside.panel')!;
    const boardBox = deepQuery(el, '.board')!.getBoundingClientRect();
    // the tabs under the board, in sight; no sheet open: the board alone
    const tabs = await waitFor(() => {
      const found = deepQueryAll<HTMLButtonElement>(el, 'button[data-sheet]');
      return found.length === 3 && found.every((b) => b.getBoundingClientRect().height > 0) ? found : null;
    }, "the sheets' tabs");
    equal(
      tabs.map((b) => b.textContent?.replace(/\s+/g, ' ').trim()),
      ['Eroe', 'Dadi', 'Cronaca'],
    );
    equal(
      tabs.map((b) => b.getAttribute('aria-expanded')),
      ['false', 'false', 'false'],
    );
    for (const b of tabs) {
      const r = b.getBoundingClientRect();
      assert(r.top >= boardBox.bottom && r.bottom <= PHONE.height, `the tab ${b.dataset.sheet} is under the board, in sight: ${r.top}–${r.bottom}`);
    }
    equal(panel.getBoundingClientRect().height, 0, 'no sheet open');
    // the hero's sheet opens over the board: the page does not grow, the board keeps its place and size
    const pageHeight = document.documentElement.scrollHeight;
    await tap(middleOf(tabs[0]!));
    await waitFor(() => tabs[0]!.getAttribute('aria-expanded') === 'true', 'the hero sheet open');
    const sheet = panel.getBoundingClientRect();
    const heroCard = deepQuery(el, 'qb-hero-card')!.getBoundingClientRect();
    assert(
      heroCard.height > 0 && heroCard.top >= sheet.top && heroCard.top < PHONE.height,
      `the hero card is in the sheet, in sight: ${JSON.stringify(heroCard)}`,
    );
    assert(
      sheet.top < boardBox.bottom && sheet.top > boardBox.top && sheet.bottom <= tabs[0]!.getBoundingClientRect().top + 1,
      `the sheet (${sheet.top}–${sheet.bottom}) lies over the board (${boardBox.top}–${boardBox.bottom}), above the tabs`,
    );
    equal(document.documentElement.scrollHeight, pageHeight, 'the page is no taller with the sheet open');
    equal(deepQuery(el, '.board')!.getBoundingClientRect().top, boardBox.top, 'the board keeps its place');
    equal(deepQuery(el, 'qb-event-log')!.getBoundingClientRect().height, 0, 'the chronicle is not shown with the hero sheet');
    // one at a time: the chronicle's tab swaps the sheets; its tab again closes it
    await tap(middleOf(tabs[2]!));
    await waitFor(() => tabs[2]!.getAttribute('aria-expanded') === 'true', 'the chronicle open');
    equal(
      tabs.map((b) => b.getAttribute('aria-expanded')),
      ['false', 'false', 'true'],
    );
    equal(deepQuery(el, 'qb-hero-card')!.getBoundingClientRect().height, 0, 'the hero card is not shown with the chronicle');
    assert(deepQuery(el, 'qb-event-log')!.getBoundingClientRect().height > 0, 'the chronicle is shown');
    await tap(middleOf(tabs[2]!));
    await waitFor(() => panel.getBoundingClientRect().height === 0, 'the chronicle closed by its tab');
    // a keyboard's Escape closes a sheet too
    await tap(middleOf(tabs[1]!));
    await waitFor(() => panel.getBoundingClientRect().height > 0, 'the dice sheet open');
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    await waitFor(() => panel.getBoundingClientRect().height === 0, 'Escape to close the sheet');
    await tap(middleOf(tabs[0]!));
    await waitFor(() => deepQuery(el, 'qb-hero-card')!.getBoundingClientRect().height > 0, 'the hero card back');

    // every visible button of the element, its parts' included, is at least 44 x 44 px
    const shown = deepQueryAll<HTMLButtonElement>(el, 'button')
      .map((b) => ({ b, r: b.getBoundingClientRect() }))
      .filter(({ r }) => r.width > 0);
    assert(shown.length >= 12, `the buttons measured: ${shown.length}`);
    const small = shown
      .filter(({ r }) => r.width < 44 || r.height < 44)
      .map(({ b, r }) => `${b.dataset.action ?? b.dataset.camera ?? b.textContent?.trim()}: ${r.width}x${r.height}`);
    equal(small, [], 'buttons smaller than 44 px');

    // the camera's buttons, with their shortcuts in their names, in Italian
    const names = inPart<HTMLButtonElement>(el, 'qb-camera-buttons', 'button').map((b) => b.getAttribute('aria-label'));
    equal(names, ['Avvicina (+)', 'Allontana (-)', 'Ruota a sinistra ([)', 'Ruota a destra (])', 'Centra sul mio eroe (.)', 'Tutto il tabellone (0)']);
    // in a strip of their own under the board: none of them covers a pixel of the board's canvas
    const canvasBox = board.canvas.getBoundingClientRect();
    for (const b of inPart<HTMLButtonElement>(el, 'qb-camera-buttons', 'button')) {
      const r = b.getBoundingClientRect();
      const overlaps = r.left < canvasBox.right && r.right > canvasBox.left && r.top < canvasBox.bottom && r.bottom > canvasBox.top;
      equal(
        overlaps,
        false,
        `the camera button ${b.dataset.camera} (${r.left}, ${r.top})–(${r.right}, ${r.bottom}) is over the board (${canvasBox.left}, ${canvasBox.top})–(${canvasBox.right}, ${canvasBox.bottom})`,
      );
      assert(r.top >= canvasBox.bottom && r.bottom <= PHONE.height, `the camera button ${b.dataset.camera} is under the board, in sight: ${r.top}–${r.bottom}`);
    }
    await press(el, 'button[data-camera="fit"]');
    equal(board.cameraState.zoom, 1);
    await press(el, 'button[data-camera="zoom-in"]');
    equal(board.cameraState.zoom, 1.5);
    await press(el, 'button[data-camera="turn-right"]');
    equal(board.cameraState.quarterTurns, 1);
    await press(el, 'button[data-camera="centre"]');
    const hero = el.view!.units.find((u) => u.id === seat.seat)!;
    equal(board.cameraState.quarterTurns, 1);
    equal(board.cameraState.zoom, Math.max(2, board.cameraState.fillZoom));
    // centred on the hero as near as the board's edges allow: its square is nearer the middle than any other
    const rect = board.canvas.getBoundingClientRect();
    const middle = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    equal(board.pick(middle.x, middle.y)?.kind !== undefined, true, 'the middle shows the board');
    const d = (x: number, y: number) => Math.hypot(board.squareToClient(x, y).x - middle.x, board.squareToClient(x, y).y - middle.y);
    assert(d(hero.x, hero.y) <= d(hero.x + 3, hero.y + 3), 'the hero is nearer the middle than squares beyond it');

    // keys typed in the element: [ turns back, - zooms out, 0 the whole board
    const canvas = board.canvas;
    const key = (k: string) => canvas.dispatchEvent(new KeyboardEvent('keydown', { key: k, bubbles: true, composed: true, cancelable: true }));
    key('[');
    equal(board.cameraState.quarterTurns, 0);
    key('+');
    const closer = board.cameraState.zoom;
    key('-');
    assert(Math.abs(board.cameraState.zoom - closer / 1.5) < 1e-9, 'minus zooms out by a step');
    key('0');
    equal(board.cameraState.zoom, 1);

    // with nothing focused, the keys go to the board pressed last; typed in a field of the page, they are text
    (document.activeElement as HTMLElement | null)?.blur();
    canvas.dispatchEvent(new PointerEvent('pointerdown', { bubbles: true, composed: true, pointerId: 9, pointerType: 'mouse', button: 2 }));
    document.body.dispatchEvent(new KeyboardEvent('keydown', { key: ']', bubbles: true, composed: true, cancelable: true }));
    equal(board.cameraState.quarterTurns, 1, 'a key with nothing focused turns the board pressed last');
    const field = document.createElement('input');
    document.body.append(field);
    field.focus();
    field.dispatchEvent(new KeyboardEvent('keydown', { key: ']', bubbles: true, composed: true, cancelable: true }));
    field.remove();
    equal(board.cameraState.quarterTurns, 1, 'a key typed in a field turns nothing');
  });

  it("the hint names the Hero sheet where the Search buttons are; the turn bar's connection dot shares a line with another item; an open sheet closes when the hero's turn ends", async () => {
    const { master, hero } = await keyboardRoom('phone-sheet');
    const el = phoneBoard({ room: hero.room, token: hero.token, lang: 'it' });
    await waitFor(() => el.view?.phase === 'lobby', 'the lobby');
    await send(master, { type: 'start' });
    await waitFor(() => el.legal.some((a) => a.type === 'search') && el.legal.some((a) => a.type === 'roll'), 'the searches and the roll on offer');
    await waitFor(() => el.board, 'the board');
    const hint = () => deepQuery(el, '[part="hint"]')?.textContent?.replace(/\s+/g, ' ').trim();
    await waitFor(
      () => hint() === 'Tira i dadi per muoverti, cerca con «Cerca» nella scheda «Eroe» o usa incantesimi e oggetti.',
      `the hint to name the Hero sheet (it says: ${hint()})`,
    );
    const tab = deepQuery<HTMLButtonElement>(el, 'button[data-sheet="card"]')!;
    equal(tab.textContent?.replace(/\s+/g, ' ').trim(), 'Eroe', "the sheet's tab is the one the hint names");

    // after the roll the bar holds the turn, the dice, the steps, End turn and the dot: the dot is never alone on a line
    await press(el, 'button[data-action="roll"]');
    await waitFor(() => inPart(el, 'qb-turn-bar', '.steps')[0], 'the steps in the bar');
    const dot = inPart(el, 'qb-turn-bar', '.dot')[0]!.getBoundingClientRect();
    const middle = dot.top + dot.height / 2;
    const beside = inPart(el, 'qb-turn-bar', '.title, .turn, .roll-dice, .steps, .actions').filter((item) => {
      const r = item.getBoundingClientRect();
      return r.width > 0 && r.top <= middle && r.bottom >= middle;
    });
    assert(beside.length > 0, `the dot (${dot.top}–${dot.bottom}) shares its line with another item of the bar`);

    // the Hero sheet open, with its Search buttons; End turn: the sheet gives the board back for the master's moves
    await tap(middleOf(tab));
    await waitFor(() => tab.getAttribute('aria-expanded') === 'true', 'the Hero sheet open');
    const search = deepQuery(el, 'qb-hero-card')?.shadowRoot?.querySelector('button[data-search="treasure"]');
    assert(search && search.getBoundingClientRect().height > 0, 'the Search buttons are in the Hero sheet');
    await press(el, 'button[data-action="end_turn"]');
    await waitFor(() => el.view?.turn?.seat === 'master', "the master's turn");
    await waitFor(() => tab.getAttribute('aria-expanded') === 'false', 'the sheet closed when the turn ended');
    equal(deepQuery(el, 'aside.panel')!.getBoundingClientRect().height, 0, 'no sheet over the board');
    equal(textIn(el, 'qb-turn-bar', '.turn'), 'Turno del master', 'the bar says whose turn it is');
  });

  it('aiming from the hero sheet gives the board back and brings the aimer and every target into the screen; the hint names taps; a tap elsewhere cancels', async () => {
    // la-prova: the elf starts beside the barbarian, so the barbarian's Potion of Healing asks for its target
    const master = await createRoom('la-prova', 'phone-aim');
    const seat = await joinRoom(master.room, 'barbaro');
    await joinRoom(master.room, 'elfo');
    await send(master, { type: 'start' });
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(
      () => el.view?.turn?.seat === seat.seat && el.legal.filter((a) => a.type === 'use_item').length === 2,
      "the barbarian's turn, his potion with two targets",
    );
    const board = await waitFor(() => el.board, 'the board');
    await board.whenRendered();
    // the view far from the heroes: the whole board, then close up on its far corner
    board.centreOn(el.view!.board.width - 1, el.view!.board.height - 1, board.cameraState.maxZoom);
    await board.whenRendered();
    const targets = el.legal.flatMap((a) => (a.type === 'use_item' && a.target ? [a.target] : []));
    equal(targets.sort(), ['h1', 'h2']);
    const squareOf = (id: string) => el.view!.units.find((u) => u.id === id)!;
    const onScreen = (id: string) => {
      const u = squareOf(id);
      const p = board.squareToClient(u.x, u.y);
      const b = deepQuery(el, '.board')!.getBoundingClientRect();
      return p.x >= 0 && p.x <= PHONE.width && p.y >= 0 && p.y <= PHONE.height && p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;
    };
    assert(!targets.every(onScreen), 'before aiming, the targets are out of view');
    // the hero sheet, then the potion in it, by touch
    const heroTab = await waitFor(
      () => deepQueryAll<HTMLButtonElement>(el, 'button[data-sheet="card"]').find((b) => b.getBoundingClientRect().height > 0),
      'the hero tab',
    );
    await tap(middleOf(heroTab));
    const potion = await waitFor(
      () =>
        deepQueryAll<HTMLButtonElement>(el, 'button[data-item="pozione-curativa"]').find(
          (b) => b.getBoundingClientRect().height > 0 && b.getBoundingClientRect().bottom <= PHONE.height,
        ),
      'the potion in the hero sheet',
    );
    await tap(middleOf(potion));
    await waitFor(() => potion.getAttribute('aria-pressed') === 'true', 'aiming the potion');
    await waitFor(() => deepQuery(el, 'aside.panel')!.getBoundingClientRect().height === 0, 'the sheet closed, the board given back');
    // every target on the screen and on the board, once the view has eased there; the page not scrolled away
    await waitFor(
      () => targets.every(onScreen),
      `the targets in view: ${targets.map((id) => JSON.stringify(board.squareToClient(squareOf(id).x, squareOf(id).y))).join(', ')}`,
    );
    const box = deepQuery(el, '.board')!.getBoundingClientRect();
    assert(box.top >= 0 && box.bottom <= PHONE.height, `the board is in the screen: ${box.top}–${box.bottom}`);
    // the hint speaks of taps, never of the Escape key
    const hint = deepQuery(el, '[part="hint"]')!.textContent!.trim();
    equal(hint, 'Tap the target of Potion of Healing on the board; tap elsewhere to cancel.');
    assert(!/esc/i.test(hint), hint);
    // a tap on a square that is no target stops aiming and sends nothing (once the view has come to rest)
    const seq = el.view!.seq;
    await settled(board);
    const elsewhere = (() => {
      for (let y = 0; y < el.view!.board.height; y++)
        for (let x = 0; x < el.view!.board.width; x++) {
          if (el.view!.units.some((u) => u.x === x && u.y === y)) continue;
          const p = board.squareToClient(x, y);
          if (p.x > box.left + 30 && p.x < box.right - 30 && p.y > box.top + 30 && p.y < box.bottom - 30 && board.pick(p.x, p.y)?.kind === 'square') return p;
        }
      return null;
    })();
    assert(elsewhere, 'a square in view that is no target');
    await tap(elsewhere);
    await waitFor(() => potion.getAttribute('aria-pressed') === 'false', 'the tap elsewhere to stop aiming');
    equal(el.view!.seq, seq, 'nothing was sent');
    assert(!/tap the target/i.test(deepQuery(el, '[part="hint"]')?.textContent ?? ''), 'the aiming hint is gone');
  });

  it("a tap on the hero's own piece pins its card within 40 px of it, never over it, inside the board", async () => {
    const seat = await heroTurn('la-prova');
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(() => el.view?.turn?.seat === seat.seat, "the hero's turn");
    const board = await waitFor(() => el.board, 'the board');
    await board.whenRendered();
    await send(seat, { type: 'roll' });
    await waitFor(() => el.legal.some((a) => a.type === 'move'), 'the moves marked round the hero');
    await settled(board);
    const piece = board.unitToClient(seat.seat)!;
    await tap(piece);
    const card = await waitFor(() => deepQuery(el, `[part="unit-card"][data-unit="${seat.seat}"]`), "the hero's card");
    await waitFor(() => card.style.transform === 'none', 'the card placed');
    const r = card.getBoundingClientRect();
    const b = deepQuery(el, '.board')!.getBoundingClientRect();
    const gap = Math.hypot(Math.max(r.left - piece.x, 0, piece.x - r.right), Math.max(r.top - piece.y, 0, piece.y - r.bottom));
    assert(gap > 0 && gap <= 40, `the card (${r.left}, ${r.top})–(${r.right}, ${r.bottom}) is ${gap.toFixed(1)} px from the piece at (${piece.x}, ${piece.y})`);
    assert(
      r.left >= b.left && r.right <= b.right && r.top >= b.top && r.bottom <= b.bottom,
      `the card ${JSON.stringify(r)} inside the board ${JSON.stringify(b)}`,
    );
  });

  it('a room revealed out of view is framed whole', async () => {
    const { master, hero } = await keyboardRoom('phone-reveal');
    await send(master, { type: 'start' });
    const el = phoneBoard({ room: hero.room, token: hero.token, lang: 'it' });
    await waitFor(() => el.view?.turn?.seat === hero.seat && el.legal.some((a) => a.type === 'roll'), "the hero's turn");
    const board = await waitFor(() => el.board, 'the board');
    await board.whenRendered();
    // the view close up on the far end of the corridor, the hall out of it
    board.centreOn(0, 2, board.cameraState.maxZoom);
    await board.whenRendered();
    const view = el.view!;
    const area = HALL_AREA;
    const hall = view.board.areas.flatMap((a, i): [number, number][] => (a === area ? [[i % view.board.width, Math.floor(i / view.board.width)]] : []));
    equal(hall.length, 6, 'the hall is 3 x 2 squares');
    const inBoard = ([x, y]: [number, number]) => {
      const p = board.squareToClient(x, y);
      const b = board.canvas.getBoundingClientRect();
      return p.x >= b.left && p.x <= b.right && p.y >= b.top && p.y <= b.bottom;
    };
    assert(!hall.every(inBoard), 'before the door opens, the hall is not all in view');
    await send(hero, { type: 'roll' });
    await send(hero, { type: 'move', to: DOOR[0] });
    const open = (await serverView(hero)).legal.find((a) => a.type === 'open_door');
    assert(open, 'the door may be opened');
    await send(hero, open);
    await waitFor(() => el.view?.revealed.includes('sala'), 'the hall revealed');
    await waitFor(
      () => hall.every(inBoard),
      `every square of the hall inside the board: ${hall
        .filter((q) => !inBoard(q))
        .map((q) => q.join())
        .join(' ')}`,
    );
    assert(board.cameraState.zoom > 1, `still close up: zoom ${board.cameraState.zoom}`);
  });

  it('after waiting in the lobby, the view goes close up on the hero when the master starts the game', async () => {
    const master = await createRoom('la-prova', 'phone-lobby');
    const seat = await joinRoom(master.room, 'barbaro');
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(() => el.view?.phase === 'lobby', 'the lobby');
    const board = await waitFor(() => el.board, 'the board');
    await board.whenRendered();
    equal(board.cameraState.zoom, 1, 'the lobby, with no piece on it yet, shows the whole board');
    await send(master, { type: 'start' });
    await waitFor(() => el.view?.phase === 'playing', 'the game to start');
    await el.updateComplete;
    await board.whenRendered();
    const view = board.cameraState;
    assert(view.zoom > 1.5 && view.zoom === view.fillZoom, `the view fills the box close up: ${JSON.stringify(view)}`);
    // centred on the hero, as near as the board's edges allow: centring on it again changes nothing
    const hero = el.view!.units.find((u) => u.id === seat.seat)!;
    board.centreOn(hero.x, hero.y, view.zoom);
    equal(board.cameraState, view, 'the view is the close-up on the hero');
    const rect = board.canvas.getBoundingClientRect();
    const at = board.unitToClient(hero.id)!;
    assert(at.x > rect.left && at.x < rect.right && at.y > rect.top && at.y < rect.bottom, 'the hero is in view');
  });

  it('a tap on a closed door the hero cannot open, drawn in front of a square the hero may move to, moves the hero there', async () => {
    const seat = await heroTurn(DOOR_MISSION.id);
    // the barbarian steps from the door's side to [1, 1]: the door (between [1, 0] and [2, 0]) is no longer his to open
    await send(seat, { type: 'roll' });
    await send(seat, { type: 'move', to: [1, 1] });
    const el = phoneBoard({ room: seat.room, token: seat.token, lang: 'en' });
    await waitFor(() => el.legal.some((a) => a.type === 'move' && a.to[0] === 1 && a.to[1] === 0), 'the move back to [1, 0]');
    equal(
      el.legal.some((a) => a.type === 'open_door'),
      false,
      'no door to open from [1, 1]',
    );
    const board = threeBoard(await waitFor(() => el.board, 'the board'));
    await board.whenRendered();
    const spots = pointsInFront(board, pointsAround(board.doorToClient('d0')!), { kind: 'door', id: 'd0' }, { kind: 'square', x: 1, y: 0 });
    assert(spots.length > 0, 'the closed door is drawn in front of square [1, 0] somewhere');
    const at = spots[Math.floor(spots.length / 2)]!;
    equal(board.pick(at.x, at.y), { kind: 'square', x: 1, y: 0 }, 'the pick passes the door that offers nothing');
    await tap(at);
    await waitFor(async () => {
      const hero = (await serverView(seat)).view.units.find((u) => u.id === seat.seat)!;
      return hero.x === 1 && hero.y === 0;
    }, 'the server to move the hero to [1, 0]');
    equal((await serverView(seat)).view.board.doors.find((d) => d.id === 'd0')?.open, false, 'the door stays closed');
  });

  it("the demo page and the master's page, embed snippet open, fit a 390 px screen with no sideways scroll", async () => {
    const demo = await visitOnPhone('/', [{ waitFor: 'button[data-mission="la-prova"]' }, { pageWidth: true }]);
    equal(demo.errors, []);
    assert(demo.widths[0]!.scrollWidth <= PHONE.width, `the demo page is ${demo.widths[0]!.scrollWidth} px wide`);

    const master = await createRoom('la-prova');
    const seen = await visitOnPhone(
      `/?room=${master.room}`,
      [
        { waitFor: 'quest-board >>> qb-master-panel' },
        { waitFor: 'quest-board >>> canvas' },
        { click: 'details.embed summary' },
        { waitFor: 'details.embed[open] pre' },
        { pageWidth: true },
        { box: 'quest-board >>> .board' },
        { box: 'details.embed pre' },
      ],
      { [`quest-board-demo:master:${master.room}`]: JSON.stringify({ token: master.token, role: master.role }) },
    );
    equal(seen.errors, []);
    equal(seen.violations, []);
    assert(seen.widths[0]!.scrollWidth <= PHONE.width, `the master's page is ${seen.widths[0]!.scrollWidth} px wide`);
    assert(seen.boxes[0]!.height >= 300, `the master's board is ${seen.boxes[0]!.height} px tall`);
    assert(seen.boxes[0]!.width >= 370, `the master's board is ${seen.boxes[0]!.width} px wide`);
    // the snippet wraps inside the screen: nothing of it is hidden to scroll to
    const snippet = seen.boxes[1]!;
    assert(
      snippet.width <= PHONE.width && snippet.scrollWidth <= snippet.clientWidth,
      `the embed snippet is ${snippet.scrollWidth} px wide in a box of ${snippet.clientWidth}`,
    );
  });
});
