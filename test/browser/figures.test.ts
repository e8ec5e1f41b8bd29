/**
 * The figures, drawn by the real DungeonBoard in headless Chromium: every figure of the registry (each default
 * creature kind's and hero's, and the generic ones) drawn alone on the same square, camera and light, in the same
 * grey, so only the shape tells them apart; every pair must differ in more than {@link MIN_DIFFERENCE} of the pixels
 * either figure covers. And a creature document's `figure` is what the board draws for its units.
 */
import { DungeonBoard, type BoardScene } from '../../components/board/index.ts';
import { FIGURE_NAMES } from '../../components/board/figures.ts';
import { Creature } from '../../content/schemas/index.ts';
import { creatureUnit } from '../../engine/units.ts';
import type { Unit } from '../../engine/index.ts';
import orco from '../../content/packs/default/creatures/orco.json';
import { assert } from './support/assert.ts';

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
  return board.canvas.getContext('2d')!.getImageData(0, 0, board.pixelWidth, board.pixelHeight).data;
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

  it(`draws every figure unlike every other: each pair differs in more than ${MIN_DIFFERENCE * 100}% of their pixels`, async () => {
    const empty = await draw(board, []);
    const drawn = [];
    for (const name of FIGURE_NAMES) {
      const image = await draw(board, [unitOf(name)]);
      const covered = cover(image, empty);
      assert(covered.size > 400, `figure ${name} covers only ${covered.size} pixels`);
      drawn.push({ name, image, cover: covered });
    }
    const pairs: [string, string, number][] = [];
    for (let i = 0; i < drawn.length; i++) for (let j = i + 1; j < drawn.length; j++) pairs.push([drawn[i]!.name, drawn[j]!.name, difference(drawn[i]!, drawn[j]!)]);
    pairs.sort((p, q) => p[2] - q[2]);
    const closest = pairs.slice(0, 5).map(([a, b, d]) => `${a}/${b} ${(d * 100).toFixed(1)}%`);
    console.log(`figures: ${drawn.length}, pairs: ${pairs.length}, closest: ${closest.join(', ')}`);
    const alike = pairs.filter(([, , d]) => d <= MIN_DIFFERENCE);
    assert(alike.length === 0, `figures too alike (share of differing pixels <= ${MIN_DIFFERENCE}): ${alike.map(([a, b, d]) => `${a}/${b} ${(d * 100).toFixed(1)}%`).join(', ')}`);
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
    assert(difference({ image: generic, cover: cover(generic, empty) }, { image: creature, cover: cover(creature, empty) }) === 0, 'an unknown figure is drawn as the generic creature');
  });
});
