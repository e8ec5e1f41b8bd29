/**
 * The board's camera on its own (components/board/camera-controls.ts), fed real views of `la-prova` built by the
 * engine: the wheel zooms about the pointer, a drag pans and picks nothing while a press that does not move is a
 * pick, two fingers pinch-zoom, the view stays inside the board (zoom and pan clamped), quarter turns go round and
 * back, and a pick is what is drawn on top along the pointer's ray in every turn (a door or an object in front of a
 * piece wins over it).
 */
import { CLICK_SLOP, DungeonBoard, type BoardObject, type BoardPick, type BoardScene } from '../../components/board/index.ts';
import { assert, equal } from './support/assert.ts';
import { seatView, startedGame } from './support/views.ts';

function sceneOf(seat: string, edit?: (units: BoardScene['units']) => BoardScene['units'], objects?: BoardObject[]): BoardScene {
  const { view } = seatView(startedGame(), seat);
  const units = edit ? edit(view.units) : view.units;
  return { board: view.board, revealed: view.revealed, units, seeAll: view.role === 'master', ...(objects ? { objects } : {}) };
}

/** The master's scene with unit `id` moved to square `[x, y]`. */
function withUnitAt(id: string, x: number, y: number, objects?: BoardObject[]): BoardScene {
  return sceneOf('master', (units) => units.map((u) => (u.id === id ? { ...u, x, y } : u)), objects);
}

/** Pointer events as a finger or the mouse makes them, on the board's canvas. */
function pointer(target: Element, type: string, x: number, y: number, id = 1, pointerType = 'mouse'): PointerEvent {
  const e = new PointerEvent(type, {
    bubbles: true,
    composed: true,
    cancelable: true,
    clientX: x,
    clientY: y,
    pointerId: id,
    pointerType,
    isPrimary: id === 1,
    button: type === 'pointermove' ? -1 : 0,
    buttons: type === 'pointerup' ? 0 : 1,
  });
  target.dispatchEvent(e);
  return e;
}

function wheel(target: Element, x: number, y: number, deltaY: number): WheelEvent {
  const e = new WheelEvent('wheel', { bubbles: true, composed: true, cancelable: true, clientX: x, clientY: y, deltaY, deltaMode: 0 });
  target.dispatchEvent(e);
  return e;
}

const near = (a: { x: number; y: number }, b: { x: number; y: number }, tolerance = 0.5) =>
  Math.abs(a.x - b.x) <= tolerance && Math.abs(a.y - b.y) <= tolerance;

describe('Board camera', () => {
  let board: DungeonBoard;
  let container: HTMLElement;
  let picks: BoardPick[];

  beforeEach(() => {
    container = document.createElement('div');
    container.style.cssText = 'width:800px;height:520px;position:relative;';
    document.body.append(container);
    picks = [];
    board = new DungeonBoard({ onPick: (p) => picks.push(p) });
    board.attach(container);
  });

  afterEach(() => {
    board.dispose();
    container.remove();
  });

  it('zooms with the wheel about the pointer, between the whole board and the closest zoom; at a limit the wheel scrolls the page', async () => {
    board.setScene(sceneOf('h1'));
    await board.whenRendered();
    equal(board.cameraState.zoom, 1);
    const under = board.squareToClient(12, 6);
    const pick = board.pick(under.x, under.y);
    // zooming out of the whole board does nothing, and leaves the wheel to the page
    equal(wheel(board.canvas, under.x, under.y, 100).defaultPrevented, false, 'the wheel at the farthest zoom is not taken');
    equal(board.cameraState.zoom, 1);
    const inward = wheel(board.canvas, under.x, under.y, -200);
    equal(inward.defaultPrevented, true, 'the wheel that zooms does not scroll the page');
    const zoom = board.cameraState.zoom;
    assert(Math.abs(zoom - Math.exp(0.4)) < 1e-9, `zoom after 200 px of wheel: ${zoom}`);
    // the floor under the pointer stays under it
    assert(near(board.squareToClient(12, 6), under), `square [12, 6] moved from ${JSON.stringify(under)} to ${JSON.stringify(board.squareToClient(12, 6))}`);
    equal(board.pick(under.x, under.y), pick);
    // a square's size on screen grew by the zoom
    const a = board.squareToClient(6, 6);
    const b = board.squareToClient(7, 6);
    board.resetView();
    const a1 = board.squareToClient(6, 6);
    const b1 = board.squareToClient(7, 6);
    assert(Math.abs(Math.hypot(b.x - a.x, b.y - a.y) / Math.hypot(b1.x - a1.x, b1.y - a1.y) - zoom) < 1e-6, 'squares are drawn larger by the zoom');
    // clamped at the closest zoom
    for (let i = 0; i < 20; i++) wheel(board.canvas, under.x, under.y, -500);
    const max = board.cameraState.maxZoom;
    equal(board.cameraState.zoom, max);
    assert(max >= 3, `the closest zoom is at least 3: ${max}`);
    equal(wheel(board.canvas, under.x, under.y, -100).defaultPrevented, false, 'the wheel past the closest zoom is not taken');
  });

  it('pans with a drag, which picks nothing; a press that moves less than the slop is a pick', async () => {
    board.setScene(sceneOf('h1'));
    await board.whenRendered();
    board.zoomBy(2);
    const start = board.squareToClient(8, 6);
    // a press with a wobble under the slop is a click on what is under it
    pointer(board.canvas, 'pointerdown', start.x, start.y);
    pointer(board.canvas, 'pointermove', start.x + CLICK_SLOP - 2, start.y);
    pointer(board.canvas, 'pointerup', start.x + CLICK_SLOP - 2, start.y);
    equal(picks, [board.pick(start.x + CLICK_SLOP - 2, start.y)!]);
    assert(near(board.squareToClient(8, 6), start), 'a click does not pan');
    // a drag moves the board with the pointer and picks nothing
    pointer(board.canvas, 'pointerdown', start.x, start.y);
    pointer(board.canvas, 'pointermove', start.x - 20, start.y - 5);
    pointer(board.canvas, 'pointermove', start.x - 40, start.y - 10);
    pointer(board.canvas, 'pointerup', start.x - 40, start.y - 10);
    equal(picks.length, 1, 'the drag picked nothing');
    const moved = board.squareToClient(8, 6);
    assert(near(moved, { x: start.x - 40, y: start.y - 10 }), `square [8, 6] followed the drag to ${JSON.stringify(moved)}`);
    // and a touch drag pans too
    pointer(board.canvas, 'pointerdown', moved.x, moved.y, 5, 'touch');
    pointer(board.canvas, 'pointermove', moved.x + 30, moved.y, 5, 'touch');
    pointer(board.canvas, 'pointerup', moved.x + 30, moved.y, 5, 'touch');
    assert(near(board.squareToClient(8, 6), { x: moved.x + 30, y: moved.y }), 'a finger pans the board');
    equal(picks.length, 1, "the finger's drag picked nothing");
  });

  it('zooms with two fingers by the ratio of their distances, picking nothing', async () => {
    board.setScene(sceneOf('h1'));
    await board.whenRendered();
    const rect = board.canvas.getBoundingClientRect();
    const cx = rect.left + rect.width / 2;
    const cy = rect.top + rect.height / 2;
    pointer(board.canvas, 'pointerdown', cx - 40, cy, 11, 'touch');
    pointer(board.canvas, 'pointerdown', cx + 40, cy, 12, 'touch');
    pointer(board.canvas, 'pointermove', cx - 60, cy, 11, 'touch');
    pointer(board.canvas, 'pointermove', cx + 60, cy, 12, 'touch');
    pointer(board.canvas, 'pointerup', cx - 60, cy, 11, 'touch');
    pointer(board.canvas, 'pointerup', cx + 60, cy, 12, 'touch');
    // 80 px apart, then 100, then 120: 1.5 times closer
    assert(Math.abs(board.cameraState.zoom - 1.5) < 1e-9, `zoom after the pinch: ${board.cameraState.zoom}`);
    equal(picks, [], 'a pinch picks nothing');
  });

  it('keeps the view inside the board: no pan at the whole board, and never past its edges', async () => {
    const scene = sceneOf('h1');
    board.setScene(scene);
    await board.whenRendered();
    const whole = board.cameraState.centre;
    board.panBy(300, 200);
    equal(board.cameraState.centre, whole, 'the whole board in view does not move');
    board.zoomBy(3);
    const rect = board.canvas.getBoundingClientRect();
    const middle = { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 };
    // dragged as far as it goes each way, the middle of the view still shows the board (never the void beyond it)
    for (const [dx, dy] of [
      [5000, 0],
      [-5000, 0],
      [0, 5000],
      [0, -5000],
      [5000, 5000],
      [-5000, -5000],
    ] as const) {
      board.panBy(dx, dy);
      const c = board.cameraState.centre;
      assert(
        c.x >= 0 && c.x <= scene.board.width && c.y >= 0 && c.y <= scene.board.height,
        `the view's middle ${JSON.stringify(c)} left the board after a pan of ${dx}, ${dy}`,
      );
      // the view's middle shows that floor point
      assert(near(board.squareToClient(c.x - 0.5, c.y - 0.5), middle, 1), `the middle of the view shows ${JSON.stringify(c)}`);
    }
    // the zoom too: never below the whole board, never above the closest
    board.zoomBy(0.001);
    equal(board.cameraState.zoom, 1);
    board.zoomBy(1000);
    equal(board.cameraState.zoom, board.cameraState.maxZoom);
  });

  it('centres on a square, zooming in to at least the zoom asked', async () => {
    board.setScene(sceneOf('h1'));
    await board.whenRendered();
    board.centreOn(8, 6, 2.5);
    equal(board.cameraState.zoom, 2.5);
    const rect = board.canvas.getBoundingClientRect();
    assert(near(board.squareToClient(8, 6), { x: rect.left + rect.width / 2, y: rect.top + rect.height / 2 }, 1), 'square [8, 6] is in the middle of the view');
    equal(board.cameraState.centre, { x: 8.5, y: 6.5 });
  });

  it('brings a square out of view into it, and leaves one in view where it is', async () => {
    board.setScene(sceneOf('h1'));
    await board.whenRendered();
    board.centreOn(2, 2, 4);
    const rect = board.canvas.getBoundingClientRect();
    const inside = (p: { x: number; y: number }) => p.x >= rect.left && p.x <= rect.right && p.y >= rect.top && p.y <= rect.bottom;
    assert(!inside(board.squareToClient(15, 10)), 'square [15, 10] is out of view close up on [2, 2]');
    const shown = board.squareToClient(2, 2);
    equal(board.revealSquare(2, 2), false, 'a square in view moves nothing');
    assert(near(board.squareToClient(2, 2), shown), 'still where it was');
    equal(board.revealSquare(15, 10), true);
    assert(inside(board.squareToClient(15, 10)), 'square [15, 10] is in view');
    equal(board.cameraState.zoom, 4, 'the zoom stays');
  });

  it('turns by quarter turns and back; squares, pieces and doors are picked in every turn', async () => {
    const scene = sceneOf('master');
    board.setScene(scene);
    await board.whenRendered();
    const square = board.squareToClient(6, 6);
    const seen = new Set<string>();
    for (let turn = 0; turn < 4; turn++) {
      equal(board.cameraState.quarterTurns, turn);
      const p = board.squareToClient(6, 6);
      seen.add(`${Math.round(p.x)},${Math.round(p.y)}`);
      equal(board.pick(p.x, p.y), { kind: 'square', x: 6, y: 6 }, `square [6, 6] after ${turn} turns`);
      const hero = board.unitToClient('h1')!;
      equal(board.pick(hero.x, hero.y), { kind: 'unit', id: 'h1' }, `the hero after ${turn} turns`);
      for (const door of scene.board.doors) {
        const d = board.doorToClient(door.id)!;
        equal(board.pick(d.x, d.y), { kind: 'door', id: door.id }, `door ${door.id} after ${turn} turns`);
      }
      board.rotate(1);
      await board.whenRendered();
    }
    equal(board.cameraState.quarterTurns, 0, 'four quarter turns come round');
    equal(seen.size, 4, 'the square is somewhere else on screen in each turn');
    assert(near(board.squareToClient(6, 6), square), 'back where it was');
    board.rotate(-1);
    equal(board.cameraState.quarterTurns, 3, 'a turn the other way');
  });

  it('picks what is drawn on top: a door in front of a hero wins over it (and the hero in front of the door over the door), a statue in front of a creature over the creature', async () => {
    // d4 stands between the corridor [3, 6] and the crypt [3, 7], the hero on [3, 6]. Unturned (the camera on the
    // crypt's side, +x +z) and after three turns (-x +z) the door is nearer the eye than the hero; after one or two
    // turns (the camera on the corridor's side) the hero is. Where both are drawn, the nearer one is picked.
    const full = withUnitAt('h1', 3, 6);
    const noDoor: BoardScene = { ...full, board: { ...full.board, doors: full.board.doors.filter((d) => d.id !== 'd4') } };
    const noHero: BoardScene = { ...full, units: full.units.filter((u) => u.id !== 'h1') };
    const nearer = ['door', 'unit', 'unit', 'door'];
    for (let turn = 0; turn < 4; turn++) {
      board.setScene(full);
      const d = board.doorToClient('d4')!;
      const around: { x: number; y: number }[] = [];
      for (let dy = -40; dy <= 40; dy += 2) for (let dx = -40; dx <= 40; dx += 2) around.push({ x: d.x + dx, y: d.y + dy });
      board.setScene(noHero);
      const onDoor = around.filter((p) => board.pick(p.x, p.y)?.kind === 'door');
      board.setScene(noDoor);
      const both = onDoor.filter((p) => board.pick(p.x, p.y)?.kind === 'unit');
      assert(both.length > 0, `the door and the hero overlap on screen after ${turn} turns`);
      board.setScene(full);
      const expected: BoardPick = nearer[turn] === 'door' ? { kind: 'door', id: 'd4' } : { kind: 'unit', id: 'h1' };
      for (const p of both) equal(board.pick(p.x, p.y), expected, `where both are drawn, after ${turn} turns`);
      board.rotate(1);
    }
    equal(board.cameraState.quarterTurns, 0);

    // a statue on [8, 7], diagonally in front of the elf moved to [7, 6] (nearer the camera)
    const statue: BoardObject = { id: 'o-statue', type: 'furniture', kind: 'statue', x: 8, y: 7, hidden: false, done: false };
    board.setScene(withUnitAt('h2', 7, 6));
    await board.whenRendered();
    const hero = board.unitToClient('h2')!;
    const spots: { x: number; y: number }[] = [];
    for (let dy = -30; dy <= 30; dy += 2)
      for (let dx = -20; dx <= 20; dx += 2) if (board.pick(hero.x + dx, hero.y + dy)?.kind === 'unit') spots.push({ x: hero.x + dx, y: hero.y + dy });
    assert(spots.length > 20, `the elf is drawn at ${spots.length} sampled points`);
    board.setScene(withUnitAt('h2', 7, 6, [statue]));
    await board.whenRendered();
    const covered = spots.filter((p) => board.pick(p.x, p.y)?.kind === 'object');
    assert(covered.length > 0, 'the statue stands in front of part of the elf');
    for (const p of covered) equal(board.pick(p.x, p.y), { kind: 'object', id: 'o-statue', x: 8, y: 7 });
    assert(
      spots.some((p) => board.pick(p.x, p.y)?.kind === 'unit'),
      'the rest of the elf is still picked',
    );
  });
});
