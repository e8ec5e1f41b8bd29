/**
 * The figures, drawn by the real DungeonBoard in headless Chromium: every figure of the registry (each default
 * creature kind's and hero's, and the generic ones) drawn alone on the same square, camera and light, in the same
 * grey, so only the shape tells them apart; every pair must differ in more than {@link MIN_DIFFERENCE} of the pixels
 * either figure covers. And a creature document's `figure` is what the board draws for its units.
 * Doors and the pointer: a closed door fills its doorway, an open one leaves it clear; what a click would act on (a
 * square to move to, a piece to attack, a door to open) lights up and turns the cursor into a pointer before the
 * click, and nothing else does.
 */
import { DungeonBoard, type BoardScene } from '../../components/board/index.ts';
import { FIGURE_NAMES } from '../../components/board/figures.ts';
import { Creature } from '../../content/schemas/index.ts';
import { creatureUnit, heroUnit } from '../../engine/core/units.ts';
import type { DoorView, Unit } from '../../engine/index.ts';
import orco from '../../content/packs/default/creatures/orco.json';
import barbaro from '../../content/packs/default/heroes/barbaro.json';
import { Hero } from '../../content/schemas/index.ts';
import { assert, equal } from './support/assert.ts';
import { hoverAt } from './support/page.ts';

/**
 * The least share of two figures' pixels that must differ (a pixel differs when one of its channels differs by more
 * than {@link CHANNEL_STEP}), counted over the pixels either figure covers (those that differ from the empty board).
 */
const MIN_DIFFERENCE = 0.15;
const CHANNEL_STEP = 40;
/** A pixel belongs to a figure when one of its channels differs from the empty board's by more than this. */
const COVER_STEP = 12;
const GREY = '#b4b4b4';

/** A unit of figure `figure` on square [0, 0], in the shared grey (only its shape tells it apart). */
function unitOf(figure: string, side: 'heroes' | 'master' = 'master'): Unit {
  return { ...creatureUnit('u1', Creature.parse(orco), 0, 0, null), side, kind: figure, figure, color: GREY };
}

function sceneWith(units: Unit[]): BoardScene {
  return { board: { width: 1, height: 1, areas: [0], rooms: [], doors: [] }, revealed: [], units, seeAll: false };
}

/** The board's whole canvas after drawing `units`. */
async function draw(board: DungeonBoard, units: Unit[]): Promise<Uint8ClampedArray> {
  board.setScene(sceneWith(units));
  await board.whenRendered();
  return board.pixels().data;
}

const channelGap = (a: Uint8ClampedArray, b: Uint8ClampedArray, i: number) =>
  Math.max(Math.abs(a[i]! - b[i]!), Math.abs(a[i + 1]! - b[i + 1]!), Math.abs(a[i + 2]! - b[i + 2]!), Math.abs(a[i + 3]! - b[i + 3]!));

/** The indexes (into RGBA data, step 4) of the pixels where `image` differs from `empty`. */
function cover(image: Uint8ClampedArray, empty: Uint8ClampedArray): Set<number> {
  const out = new Set<number>();
  for (let i = 0; i < image.length; i += 4) if (channelGap(image, empty, i) > COVER_STEP) out.add(i);
  return out;
}

/** The share of the pixels covered by either figure where the two images differ. */
function difference(a: { image: Uint8ClampedArray; cover: Set<number> }, b: { image: Uint8ClampedArray; cover: Set<number> }): number {
  const union = new Set([...a.cover, ...b.cover]);
  let differ = 0;
  for (const i of union) if (channelGap(a.image, b.image, i) > CHANNEL_STEP) differ++;
  return differ / union.size;
}

describe('Figures', () => {
  let board: DungeonBoard;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    container.style.cssText = 'width:200px;height:240px;position:relative;';
    document.body.append(container);
    board = new DungeonBoard({ maxPixelRatio: 1 });
    board.attach(container);
  });

  afterEach(() => {
    board.dispose();
    container.remove();
  });

  it(`draws every figure unlike every other (each pair differs in more than ${MIN_DIFFERENCE * 100}% of their pixels), each picked where the board places it`, async () => {
    const empty = await draw(board, []);
    const drawn = [];
    for (const name of FIGURE_NAMES) {
      const image = await draw(board, [unitOf(name)]);
      const covered = cover(image, empty);
      assert(covered.size > 400, `figure ${name} covers only ${covered.size} pixels`);
      const at = board.unitToClient('u1')!;
      equal(board.pick(at.x, at.y), { kind: 'unit', id: 'u1' }, `a click where the board places figure ${name}'s piece picks it`);
      drawn.push({ name, image, cover: covered });
    }
    const pairs: [string, string, number][] = [];
    for (let i = 0; i < drawn.length; i++)
      for (let j = i + 1; j < drawn.length; j++) pairs.push([drawn[i]!.name, drawn[j]!.name, difference(drawn[i]!, drawn[j]!)]);
    pairs.sort((p, q) => p[2] - q[2]);
    const closest = pairs.slice(0, 5).map(([a, b, d]) => `${a}/${b} ${(d * 100).toFixed(1)}%`);
    const named = (a: string, b: string) => pairs.find(([p, q]) => (p === a && q === b) || (p === b && q === a))!;
    const classic = [named('goblin', 'orc'), named('goblin', 'fimir'), named('orc', 'fimir')].map(([a, b, d]) => `${a}/${b} ${(d * 100).toFixed(1)}%`);
    console.log(`figures: ${drawn.length}, pairs: ${pairs.length}, closest: ${closest.join(', ')}; ${classic.join(', ')}`);
    const alike = pairs.filter(([, , d]) => d <= MIN_DIFFERENCE);
    assert(
      alike.length === 0,
      `figures too alike (share of differing pixels <= ${MIN_DIFFERENCE}): ${alike.map(([a, b, d]) => `${a}/${b} ${(d * 100).toFixed(1)}%`).join(', ')}`,
    );
  });

  it("draws a creature document's figure for its units (the orc's, not the generic one)", async () => {
    const fromContent = creatureUnit('u1', Creature.parse(orco), 0, 0, null);
    assert(fromContent.figure === 'orc', `the engine's unit carries the document's figure: ${fromContent.figure}`);
    const content = await draw(board, [{ ...fromContent, color: GREY }]);
    const orc = await draw(board, [unitOf('orc')]);
    const generic = await draw(board, [unitOf('no-such-figure')]);
    const creature = await draw(board, [unitOf('creature')]);
    const empty = await draw(board, []);
    const a = { image: content, cover: cover(content, empty) };
    assert(difference(a, { image: orc, cover: cover(orc, empty) }) === 0, 'the orc document is drawn as the orc figure');
    assert(difference(a, { image: generic, cover: cover(generic, empty) }) > MIN_DIFFERENCE, 'the orc document is not drawn as the generic figure');
    assert(
      difference({ image: generic, cover: cover(generic, empty) }, { image: creature, cover: cover(creature, empty) }) === 0,
      'an unknown figure is drawn as the generic creature',
    );
  });
});

/**
 * A corridor row over a room two rows deep, 4 squares wide, a door between [1, 0] and [1, 1]; with `pieces`, a hero
 * at [0, 0] and an orc at [2, 1].
 */
function doorScene(open: boolean, pieces = true): BoardScene {
  const door: DoorView = {
    id: 'd0',
    between: [
      [1, 0],
      [1, 1],
    ],
    open,
    secret: false,
  };
  const units = pieces ? [heroUnit('h1', Hero.parse(barbaro), 0, 0, []), creatureUnit('m1', Creature.parse(orco), 2, 1, null)] : [];
  return {
    board: { width: 4, height: 3, areas: [0, 0, 0, 0, 1, 1, 1, 1, 1, 1, 1, 1], rooms: [{ id: 'r1', name: null }], doors: [door] },
    revealed: ['r1'],
    units,
    seeAll: false,
  };
}

const sum = (p: readonly number[]) => p[0]! + p[1]! + p[2]!;
const gap = (a: readonly number[], b: readonly number[]) => Math.abs(a[0]! - b[0]!) + Math.abs(a[1]! - b[1]!) + Math.abs(a[2]! - b[2]!);

describe('Doors and the pointer', () => {
  let board: DungeonBoard;
  let container: HTMLElement;

  beforeEach(() => {
    container = document.createElement('div');
    container.style.cssText = 'width:480px;height:400px;position:relative;';
    document.body.append(container);
    board = new DungeonBoard({ maxPixelRatio: 1 });
    board.attach(container);
  });

  afterEach(() => {
    board.dispose();
    container.remove();
  });

  it('draws a closed door filling its doorway and an open one swung aside, the doorway clear to the floor', async () => {
    board.setScene(doorScene(false, false));
    await board.whenRendered();
    const doorway = board.doorToClient('d0')!;
    const closed = board.readPixel(doorway.x, doorway.y)!;
    board.setScene(doorScene(true, false));
    await board.whenRendered();
    const open = board.readPixel(doorway.x, doorway.y)!;
    const floor = board.readSquarePixel(2, 0)!;
    assert(gap(open, floor) < 60, `through the open doorway the corridor floor shows: ${open} vs floor ${floor}`);
    assert(gap(closed, open) > 150, `the closed door's leaf fills the doorway: ${closed} vs open ${open}`);
    assert(sum(closed) < sum(floor) - 150, `the closed leaf is dark wood against the floor: ${closed} vs ${floor}`);
    const leaf = board.doorToClient('d0')!;
    assert(Math.hypot(leaf.x - doorway.x, leaf.y - doorway.y) > 10, 'the open leaf stands aside from the doorway');
  });

  it('lights what a click would act on and shows a pointer, before the click; nothing for the rest', async () => {
    board.setScene(doorScene(false));
    board.setMarks({ moves: [[3, 0]], targets: ['m1'], doors: ['d0'], aims: [], active: 'h1', selected: null, ready: [] });
    await board.whenRendered();
    const canvas = board.canvas;
    const hover = async (p: { x: number; y: number }) => {
      hoverAt(canvas, p.x, p.y);
      await board.whenRendered();
    };
    // the orc's square, near its front corner (beside its base, in front of it)
    const orcMiddle = board.squareToClient(2, 1);
    const orcCorner = board.squareToClient(3, 2);
    const orcFloor = { x: orcMiddle.x + (orcCorner.x - orcMiddle.x) * 0.35, y: orcMiddle.y + (orcCorner.y - orcMiddle.y) * 0.35 };
    const before = {
      move: board.readSquarePixel(3, 0)!,
      plain: board.readSquarePixel(0, 2)!,
      orc: board.readPixel(orcFloor.x, orcFloor.y)!,
      door: board.readPixel(board.doorToClient('d0')!.x, board.doorToClient('d0')!.y)!,
    };

    await hover(board.squareToClient(0, 2));
    equal(canvas.style.cursor, '', 'no pointer over a square nothing can be done on');
    equal(board.readSquarePixel(0, 2), before.plain, 'and no highlight');

    await hover(board.unitToClient('h1')!);
    equal(canvas.style.cursor, '', 'no pointer over a piece nothing can be done to');
    equal(board.lifted, null, 'nor is it lifted');

    await hover(board.squareToClient(3, 0));
    equal(canvas.style.cursor, 'pointer', 'a pointer over a square to move to');
    assert(sum(board.readSquarePixel(3, 0)!) > sum(before.move) + 30, `the square lights up: ${board.readSquarePixel(3, 0)} vs ${before.move}`);

    await hover(board.unitToClient('m1')!);
    equal(canvas.style.cursor, 'pointer', 'a pointer over a piece to attack');
    equal(board.lifted, 'm1', 'the piece to attack rises off its base');
    equal(board.readSquarePixel(3, 0), before.move, 'the square left is no longer lit');
    assert(
      sum(board.readPixel(orcFloor.x, orcFloor.y)!) > sum(before.orc) + 30,
      `the orc's square lights up: ${board.readPixel(orcFloor.x, orcFloor.y)} vs ${before.orc}`,
    );

    const door = board.doorToClient('d0')!;
    await hover(door);
    equal(canvas.style.cursor, 'pointer', 'a pointer over a door to open');
    assert(sum(board.readPixel(door.x, door.y)!) > sum(before.door) + 30, `the door brightens: ${board.readPixel(door.x, door.y)} vs ${before.door}`);
    equal(board.readPixel(orcFloor.x, orcFloor.y), before.orc, "the orc's square is no longer lit");
    equal(board.lifted, null, 'and the orc is back on its base');

    canvas.dispatchEvent(new PointerEvent('pointerleave', { pointerId: 1, pointerType: 'mouse' }));
    await board.whenRendered();
    equal(canvas.style.cursor, '', 'the pointer leaves the board: the default cursor');
    equal(board.readPixel(door.x, door.y), before.door, 'and the door is as before');
  });
});
