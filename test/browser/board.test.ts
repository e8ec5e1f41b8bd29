/**
 * The three.js board on its own, fed real views of `la-prova` built by the engine: it draws with few draw calls,
 * shows floors, hides unrevealed rooms from heroes, picks squares, pieces and doors, draws only when dirty,
 * and frees the shared renderer when disposed.
 */
import { DungeonBoard, SharedRenderer, type BoardObject, type BoardScene } from '../../components/board/index.ts';
import { marksFor } from '../../components/marks.ts';
import { NO_NAMES, type TableState } from '../../components/context.ts';
import { assert, equal } from './support/assert.ts';
import { play, seatView, startedGame } from './support/views.ts';
import { STEP_MS } from '../../components/board/motion.ts';
import { FOG_FADE_MS } from '../../components/board/dungeon-board.ts';

function sceneOf(seat: string, state = startedGame()): { scene: BoardScene; table: TableState } {
  const { view, legal } = seatView(state, seat);
  return {
    scene: { board: view.board, revealed: view.revealed, units: view.units, seeAll: view.role === 'master' },
    table: { seq: view.seq, view, legal, log: [], lastAttack: null, selected: null, pending: false, aiming: null, names: NO_NAMES },
  };
}

function box(): HTMLElement {
  const div = document.createElement('div');
  div.style.cssText = 'width:800px;height:520px;position:relative;';
  document.body.append(div);
  return div;
}

const nextFrame = () => new Promise<void>((r) => requestAnimationFrame(() => r()));

describe('DungeonBoard', () => {
  let board: DungeonBoard;
  let container: HTMLElement;

  beforeEach(() => {
    container = box();
    board = new DungeonBoard();
    board.attach(container);
  });

  afterEach(() => {
    board.dispose();
    container.remove();
  });

  it('draws the dungeon in a handful of draw calls, floor tiles coloured over the background', async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    assert(board.drawCalls > 0, `no draw call (${board.drawCalls})`);
    // floor, walls, rock, rock tops, slab, fog, doors, door frames, the pieces' bases and their figures
    assert(board.drawCalls <= 11, `too many draw calls for one board: ${board.drawCalls}`);
    const corridor = board.readSquarePixel(6, 5);
    const background = board.readPixel(container.getBoundingClientRect().left + 2, container.getBoundingClientRect().top + 2);
    assert(corridor && background, 'pixels could not be read');
    equal(background[3], 0, 'the background is transparent (the page shows through)');
    assert(corridor[3] === 255, `corridor pixel is not opaque: ${corridor}`);
    assert(corridor[0] + corridor[1] + corridor[2] > 300, `corridor pixel is too dark: ${corridor}`);
  });

  it('keeps unrevealed rooms dark for heroes and dimmed but coloured for the master', async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    const heroRoom = board.readSquarePixel(2, 3)!; // the guard room, not revealed
    board.setScene(sceneOf('master').scene);
    await board.whenRendered();
    const masterRoom = board.readSquarePixel(3, 2)!;
    const sum = (p: number[]) => p[0]! + p[1]! + p[2]!;
    assert(sum(heroRoom) < 150, `a hidden room should be dark for a hero: ${heroRoom}`);
    assert(sum(masterRoom) > sum(heroRoom) + 40, `the master should see the room: ${masterRoom} vs ${heroRoom}`);
  });

  it('fogs the squares a hero has not explored instead of drawing their floor, and clears the fog of a revealed room', async () => {
    const { scene } = sceneOf('h1');
    board.setScene(scene);
    await board.whenRendered();
    const width = scene.board.width;
    const guardRoom = scene.board.areas[3 * width + 2]!; // [2, 3]: the guard room, not revealed
    const squaresOf = (area: number) => scene.board.areas.flatMap((a, i) => (a === area ? [i] : []));
    const floorKeys = () => (board['dungeon']['floor'] as { keys: number[] }).keys;
    equal(scene.revealed.includes(scene.board.rooms[guardRoom - 1]!.id), false, 'the guard room is not revealed');
    assert(
      squaresOf(guardRoom).every((k) => board.fogged.includes(k)),
      'every square of the guard room is under fog',
    );
    assert(
      squaresOf(guardRoom).every((k) => !floorKeys().includes(k)),
      'and no floor tile of it is drawn',
    );
    assert(
      squaresOf(0).every((k) => !board.fogged.includes(k) && floorKeys().includes(k)),
      'the corridor is drawn, not fogged',
    );
    board.setScene({ ...scene, revealed: [...scene.revealed, scene.board.rooms[guardRoom - 1]!.id] });
    await board.whenRendered();
    assert(
      squaresOf(guardRoom).every((k) => !board.fogged.includes(k) && floorKeys().includes(k)),
      'revealed: its floor is drawn, its fog gone',
    );
    equal(board.textured, true, 'the floor wears its flagstone texture');
  });

  it('fades the fog of a revealed room over a few frames, and clears it at once when motion is off', async () => {
    const { scene } = sceneOf('h1');
    const fading = () => board['dungeon'].fog.fading.mesh.visible;
    const reveal = (s: BoardScene) => ({ ...s, revealed: [...s.revealed, s.board.rooms[0]!.id] });
    board.setScene(scene);
    await board.whenRendered();
    const frames = board.frames;
    board.setScene(reveal(scene));
    equal(fading(), true, 'the cleared fog fades');
    await board.whenRendered();
    equal(fading(), false, 'and is gone once drawn to its end');
    // its clock runs at most STEP_MS per drawn frame (as the pieces' moves): however slow the machine, several frames
    assert(board.frames - frames >= Math.ceil(FOG_FADE_MS / STEP_MS), `the fade took several frames: ${board.frames - frames}`);
    board.motion.allowed = false;
    board.setScene(scene);
    await board.whenRendered();
    board.setScene(reveal(scene));
    equal(fading(), false, 'motion off: the fog clears at once');
  });

  it('draws an outdoor mission with trees on its solid squares, hedges and grass, and a dungeon without', async () => {
    const { scene } = sceneOf('master');
    const rock = scene.board.areas.filter((a) => a === -1).length;
    const trees = () => (board['dungeon']['trees'] as { keys: number[] }).keys.length;
    const wallColour = () => {
      const c = (
        board['dungeon']['walls'] as {
          mesh: { geometry: { getAttribute(n: string): { getX(i: number): number; getY(i: number): number; getZ(i: number): number } } };
        }
      ).mesh.geometry.getAttribute('color');
      return [c.getX(0), c.getY(0), c.getZ(0)];
    };
    board.setScene({ ...scene, setting: 'dungeon' });
    await board.whenRendered();
    equal(board.setting, 'dungeon');
    equal(trees(), 0, 'no tree in a dungeon');
    const [r, g] = wallColour();
    assert(r! > g!, `stone walls: ${wallColour()}`);
    board.setScene({ ...scene, setting: 'outdoor' });
    await board.whenRendered();
    equal(board.setting, 'outdoor');
    equal(trees(), rock, 'a tree on every solid square');
    const [r2, g2] = wallColour();
    assert(g2! > r2! * 1.3, `green hedges: ${wallColour()}`);
    const corridor = board.readSquarePixel(6, 5)!;
    const guardRoom = board.readSquarePixel(2, 3)!;
    assert(guardRoom[1] > guardRoom[0] && guardRoom[1] > guardRoom[2], `a room is grass: ${guardRoom}`);
    assert(corridor[0] > corridor[2] + 20, `the corridor is a dirt road: ${corridor}`);
  });

  it('draws an exit as a stairway', async () => {
    const { scene } = sceneOf('master');
    board.setScene({
      ...scene,
      objects: [
        { id: 'stairs', type: 'exit', x: 6, y: 6, hidden: false, done: false },
        { id: 't', type: 'furniture', kind: 'throne', x: 1, y: 1, hidden: false, done: false },
      ],
    });
    await board.whenRendered();
    equal(board.objectModel('stairs'), 'stairs');
    equal(board.objectModel('t'), 'furniture-throne');
    const p = board.objectToClient('stairs')!;
    equal(board.pick(p.x, p.y), { kind: 'object', id: 'stairs', x: 6, y: 6 });
  });

  it('picks squares, pieces and doors under the pointer', async () => {
    const { scene } = sceneOf('master');
    board.setScene(scene);
    await board.whenRendered();
    const sq = board.squareToClient(6, 6);
    equal(board.pick(sq.x, sq.y), { kind: 'square', x: 6, y: 6 });
    const hero = scene.units.find((u) => u.id === 'h1')!;
    const at = board.unitToClient('h1')!;
    equal(board.pick(at.x, at.y), { kind: 'unit', id: hero.id });
    const door = board.doorToClient('d0')!;
    equal(board.pick(door.x, door.y), { kind: 'door', id: 'd0' });
  });

  it('reports clicks through onPick', async () => {
    const picks: unknown[] = [];
    board.dispose();
    board = new DungeonBoard({ onPick: (p) => picks.push(p) });
    board.attach(container);
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    const p = board.squareToClient(6, 6);
    const init = { bubbles: true, clientX: p.x, clientY: p.y, pointerId: 1, button: 0 };
    board.canvas.dispatchEvent(new PointerEvent('pointerdown', init));
    board.canvas.dispatchEvent(new PointerEvent('pointerup', init));
    equal(picks, [{ kind: 'square', x: 6, y: 6 }]);
  });

  it('marks reachable squares after a roll', async () => {
    const state = play(startedGame(), { seat: 'h1', type: 'roll' });
    const { scene, table } = sceneOf('h1', state);
    board.setScene(scene);
    await board.whenRendered();
    const target = table.legal.find((a) => a.type === 'move');
    assert(target && target.type === 'move', 'the hero should have moves after rolling');
    const before = board.readSquarePixel(target.to[0], target.to[1])!;
    board.setMarks(marksFor(table));
    await board.whenRendered();
    const after = board.readSquarePixel(target.to[0], target.to[1])!;
    assert(after[1] > before[1] + 10, `a marked square should turn greener: ${before} -> ${after}`);
  });

  it('draws status badges over the pieces, all in one more draw call', async () => {
    const { scene } = sceneOf('master');
    board.setScene(scene);
    await board.whenRendered();
    const calls = board.drawCalls;
    equal(board.badgeToClient('m1'), null, 'no badge without a status');
    const units = scene.units.map((u) =>
      u.id === 'm1'
        ? { ...u, statuses: [{ status: 'poison' as const, rounds: 2, amount: 1 }], dormant: true }
        : u.id === 'h1'
          ? {
              ...u,
              mods: [{ stat: 'att' as const, delta: 2, duration: 'turn' as const, armed: true }],
              statuses: [{ status: 'stun' as const, rounds: 1, amount: 0 }],
            }
          : u,
    );
    board.setScene({ ...scene, units });
    await board.whenRendered();
    equal(board.drawCalls, calls + 1, 'the badges of every piece cost one draw call');
    // the colour of a badge's disc, read beside its picture (toward the outside of the row of two)
    const colourAt = (id: string, i: number) => {
      const p = board.badgeToClient(id, i);
      const other = board.badgeToClient(id, 1 - i);
      assert(p && other, `${id} has badges ${i} and ${1 - i}`);
      const step = other.x - p.x;
      return board.readPixel(p.x - 0.45 * step, p.y + 0.1 * Math.abs(step))!;
    };
    const poison = colourAt('m1', 0);
    assert(poison[1] > poison[0] + 40 && poison[1] > poison[2] + 40, `the poison badge is green: ${poison}`);
    const dormant = colourAt('m1', 1);
    assert(dormant[2] > dormant[0] + 60, `the dormant badge is blue: ${dormant}`);
    const stun = colourAt('h1', 0);
    assert(stun[0] > 150 && stun[1] > 120 && stun[2] < 110, `the stun badge is yellow: ${stun}`);
    equal(board.badgeToClient('h1', 2), null, 'two badges for the barbarian (stunned, a stat raised)');
  });

  it('draws every kind of object in at most two more draw calls (hidden ones faded), and picks them', async () => {
    const { scene } = sceneOf('master');
    board.setScene(scene);
    await board.whenRendered();
    const calls = board.drawCalls;
    const furniture = [
      'table',
      'bookcase',
      'cupboard',
      'weapons_rack',
      'alchemist_bench',
      'sorcerer_table',
      'fireplace',
      'throne',
      'tomb',
      'sarcophagus',
      'torture_rack',
      'statue',
      'rubble',
      'chest',
      'barrel',
      'altar',
    ];
    const kinds: Omit<BoardObject, 'id' | 'x' | 'y'>[] = [
      ...furniture.map((kind) => ({ type: 'furniture' as const, kind, hidden: false, done: false })),
      ...['spikes', 'pit', 'spear', 'rock'].flatMap((kind) => [false, true].map((done) => ({ type: 'trap' as const, kind, hidden: false, done }))),
      { type: 'treasure', hidden: false, done: false },
      { type: 'treasure', hidden: false, done: true },
      { type: 'exit', hidden: false, done: false },
      { type: 'marker', hidden: false, done: false },
      { type: 'trap', kind: 'pit', hidden: true, done: false },
    ];
    // free floor squares two apart, so that no object hides another
    const taken = new Set(scene.units.map((u) => `${u.x},${u.y}`));
    const free: [number, number][] = [];
    for (let y = 0; y < scene.board.height; y += 2) {
      for (let x = y % 4 === 0 ? 0 : 1; x < scene.board.width; x += 2) {
        if ((scene.board.areas[y * scene.board.width + x] ?? -1) >= 0 && !taken.has(`${x},${y}`)) free.push([x, y]);
      }
    }
    assert(free.length >= kinds.length, `room for ${kinds.length} objects: ${free.length}`);
    const objects: BoardObject[] = kinds.map((k, i) => ({ ...k, id: `o${i + 1}`, x: free[i]![0], y: free[i]![1] }));
    board.setScene({ ...scene, objects });
    await board.whenRendered();
    equal(board.drawCalls, calls + 2, 'every object in one draw call, the hidden ones in another');
    equal(board.drawnObjects.length, objects.length, 'every object is drawn');
    const picked = objects.filter((o) => {
      const p = board.objectToClient(o.id)!;
      const pick = board.pick(p.x, p.y);
      return pick?.kind === 'object' && pick.id === o.id;
    });
    assert(picked.length >= objects.length - 2, `objects picked under their middle: ${picked.map((o) => o.id)}`);
    // a square with nothing on it is still a square
    const sq = board.squareToClient(free[kinds.length]![0], free[kinds.length]![1]);
    equal(board.pick(sq.x, sq.y)?.kind, 'square', 'an empty square');
    board.setScene({ ...scene, objects: [] });
    await board.whenRendered();
    equal(board.drawCalls, calls, 'no objects, no draw call');
  });

  it('draws NPCs apart from heroes and creatures, and picks them as units', async () => {
    const { scene } = sceneOf('master');
    const hero = scene.units.find((u) => u.id === 'h1')!;
    const npc = { ...hero, id: 'n1', kind: 'Ragnar', npc: true, name: { it: 'Ragnar', en: 'Ragnar' }, x: hero.x, y: hero.y + 2, color: '#d9c27a' };
    board.setScene({ ...scene, units: [...scene.units, npc] });
    await board.whenRendered();
    const p = board.unitToClient('n1')!;
    equal(board.pick(p.x, p.y), { kind: 'unit', id: 'n1' });
  });

  it('marks a refused click for a moment', async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    board.flashSquare(6, 6);
    assert(board.flashing, 'the square is marked');
    await new Promise((r) => setTimeout(r, 600));
    assert(!board.flashing, 'the mark goes');
  });

  it('draws only when something changed', async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    const frames = board.frames;
    for (let i = 0; i < 5; i++) await nextFrame();
    equal(board.frames, frames, 'frames drawn without a change');
    board.setMarks({ moves: [[6, 6]], targets: [], doors: [], aims: [], active: 'h1', selected: null, ready: [] });
    await board.whenRendered();
    equal(board.frames, frames + 1, 'frames after one change');
  });

  it('follows its container size', async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    container.style.width = '500px';
    await new Promise((r) => setTimeout(r, 100));
    await board.whenRendered();
    equal(board.pixelWidth, Math.round(500 * Math.min(devicePixelRatio, 2)));
    const p = board.squareToClient(6, 5);
    assert(p.x < container.getBoundingClientRect().right, 'the board was reframed to the new width');
  });

  it('shares one renderer between boards and releases it after the last one', async () => {
    const other = box();
    const second = new DungeonBoard();
    second.attach(other);
    second.setScene(sceneOf('master').scene);
    board.setScene(sceneOf('h1').scene);
    await Promise.all([board.whenRendered(), second.whenRendered()]);
    const shared = SharedRenderer.get();
    equal(shared.size, 2, 'two boards on one renderer');
    assert(board.drawCalls > 0 && second.drawCalls > 0, 'both boards drew');
    second.dispose();
    other.remove();
    equal(shared.size, 1, 'one board left');
  });

  it("shows the renderer's own canvas while it is the page's only board, and copies its frames beside a second one", async () => {
    board.setScene(sceneOf('h1').scene);
    await board.whenRendered();
    const shared = SharedRenderer.get();
    const own = shared.renderer.domElement;
    equal(shared.shownBy === board, true, 'the only board shows the renderer canvas');
    equal(container.contains(own), true, "the renderer's canvas is in the board's container");
    const copy = () => board.canvas.getContext('2d')!.getImageData(0, 0, board.pixelWidth, board.pixelHeight).data;
    equal(
      copy().some((v) => v !== 0),
      false,
      "the board's canvas holds no copy: it is transparent over the renderer's",
    );
    const alone = board.pixels();
    equal([alone.width, alone.height], [board.pixelWidth, board.pixelHeight]);
    let covered = 0;
    for (let i = 3; i < alone.data.length; i += 4) if (alone.data[i]! > 0) covered++;
    assert(covered > alone.data.length / 4 / 5, `the frame read back covers a fifth of the board at least (${covered} pixels)`);
    const frames = board.frames;

    const other = box();
    const second = new DungeonBoard();
    second.attach(other);
    // at once, in the same task: the first board's canvas holds its frame, so it never shows blank
    equal(shared.shownBy, null, 'two boards: none shows the renderer canvas');
    equal(own.isConnected, false, "the renderer's canvas left the page");
    equal(board.frames, frames + 1, 'the first board was drawn once into its copy');
    const copied = copy();
    let differ = 0;
    for (let i = 0; i < copied.length; i++) if (copied[i] !== alone.data[i]) differ++;
    equal(differ, 0, "the copy is the frame the renderer's canvas showed");
    second.setScene(sceneOf('master').scene);
    await second.whenRendered();
    assert(
      second.canvas
        .getContext('2d')!
        .getImageData(0, 0, second.pixelWidth, second.pixelHeight)
        .data.some((v) => v !== 0),
      'the second board has its copy',
    );

    second.dispose();
    other.remove();
    equal(shared.shownBy === board, true, 'alone again: the first board shows the renderer canvas');
    equal(container.contains(own), true, "the renderer's canvas is back in the board's container");
    board.setMarks({ moves: [[6, 6]], targets: [], doors: [], aims: [], active: 'h1', selected: null, ready: [] });
    await board.whenRendered();
    equal(
      copy().some((v) => v !== 0),
      false,
      'the next frame clears the copy left over it',
    );
  });
});
