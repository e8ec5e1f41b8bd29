/**
 * The 2D board (`renderer="2d"`, as where WebGL is missing) on a phone's screen with real touch input, against the
 * REAL server (the DevTools protocol's touch events: Chromium only, so this file is not among the flows run in Firefox
 * and WebKit — test/browser/flat-board.test.ts is): the first view fills the box close up, a tap on a square to move
 * to moves the hero, two fingers spread 100 → 125 px zoom the view 1.25 times, and a one-finger drag moves the view
 * and picks nothing, following the finger sideways and up and down; the hint speaks of taps.
 */
import { setViewport } from '@web/test-runner-commands';
import '../../components/quest-board.ts';
import { assert, equal } from './support/assert.ts';
import { boardMounter, createRoom, deepQuery, joinRoom, waitFor } from './support/page.ts';
import { send, serverView } from './support/seat.ts';
import { tap, touch, touchOff } from './support/touch.ts';

const PHONE = { width: 390, height: 844 };
const board = boardMounter();

describe('the 2D board by touch, on a phone', () => {
  before(async () => {
    await setViewport(PHONE);
    document.body.style.margin = '0';
  });

  // the runner reuses its page for the files that follow: a desktop's screen again
  after(async () => {
    await touchOff();
    await setViewport({ width: 800, height: 600 });
    document.body.style.margin = '';
  });

  it('a tap moves the hero, two fingers zoom, a drag moves the view and picks nothing; the hint says "tocca"', async () => {
    const master = await createRoom('la-prova', 'flat-touch');
    const hero = await joinRoom(master.room, 'barbaro');
    await send(master, { type: 'start' });
    await send(hero, { type: 'roll' });
    const el = board({ room: hero.room, token: hero.token, lang: 'it', renderer: '2d' }, PHONE.width);
    el.style.removeProperty('--qb-board-height');
    await waitFor(() => el.view?.turn?.roll && el.legal.some((a) => a.type === 'move'), 'the moves after the roll');
    const b = await waitFor(() => el.board, 'the board');
    equal(b.renderer, '2d');
    // a touch: the hint speaks of taps (the element learns it from the first touch; a phone's coarse pointer says it too)
    const box = deepQuery(el, '.board')!.getBoundingClientRect();
    const start = await waitFor(() => (b.cameraState.zoom > 1 ? b.cameraState : null), 'the first view close up');
    equal(start.zoom, start.fillZoom, 'the first view fills the box');

    // a tap on a square to move to, in view
    const moves = el.legal.flatMap((a) => (a.type === 'move' ? [a.to] : []));
    const target = moves.find(([x, y]) => {
      const p = b.squareToClient(x, y);
      const pick = b.pick(p.x, p.y);
      return (
        p.x > box.left + 10 && p.x < box.right - 10 && p.y > box.top + 10 && p.y < box.bottom - 10 && pick?.kind === 'square' && pick.x === x && pick.y === y
      );
    });
    assert(target, `a square to move to in view among ${JSON.stringify(moves)}`);
    const here = b.squareToClient(target[0], target[1]);
    const next = b.squareToClient(target[0] + 1, target[1]);
    assert(Math.hypot(next.x - here.x, next.y - here.y) >= 24, `a square is big enough for a finger: ${Math.hypot(next.x - here.x, next.y - here.y)} px`);
    await tap(here);
    await waitFor(async () => {
      const me = (await serverView(hero)).view.units.find((u) => u.id === hero.seat)!;
      return me.x === target[0] && me.y === target[1];
    }, `the hero moved to ${target} on the server`);
    await waitFor(
      () => /\bTocca\b/.test(deepQuery(el, '[part="hint"]')?.textContent ?? '') || null,
      `the hint in touch words (it says "${deepQuery(el, '[part="hint"]')?.textContent?.trim()}")`,
    );

    // two fingers, 100 px apart, spread to 125 px: the view 1.25 times closer
    const before = b.cameraState.zoom;
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
    const after = b.cameraState.zoom;
    assert(Math.abs(after / before - 1.25) < 1e-6, `the pinch zoomed from ${before} to ${after}`);

    // one finger dragged 60 px left, then 60 px up: the board follows the finger on both axes (however the board is
    // turned to fill the tall box), and nothing is picked
    const seq = el.view!.turn;
    const [sx, sy] = target;
    const drag = async (dx: number, dy: number) => {
      const from = b.squareToClient(sx, sy);
      await touch([
        { type: 'touchStart', points: [{ x: cx + 30, y: cy + 30, id: 1 }] },
        { type: 'touchMove', points: [{ x: cx + 30 + dx / 3, y: cy + 30 + dy / 3, id: 1 }] },
        { type: 'touchMove', points: [{ x: cx + 30 + dx, y: cy + 30 + dy, id: 1 }] },
        { type: 'touchEnd', points: [] },
      ]);
      const to = b.squareToClient(sx, sy);
      return { x: Math.round(to.x - from.x), y: Math.round(to.y - from.y) };
    };
    // (the browser keeps the first few pixels of a touch to itself, deciding whether it is a tap: 40 px at least follow)
    const left = await drag(-60, 0);
    assert(left.x <= -40 && left.x >= -60 && left.y === 0, `the board moved left under the finger: ${JSON.stringify(left)}`);
    const up = await drag(0, -60);
    assert(up.y <= -40 && up.y >= -60 && up.x === 0, `the board moved up under the finger: ${JSON.stringify(up)}`);
    equal(el.view!.turn, seq, 'the drag played nothing');
    const me = (await serverView(hero)).view.units.find((u) => u.id === hero.seat)!;
    equal([me.x, me.y], target, 'the hero stayed');
  });
});
