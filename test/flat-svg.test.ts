/**
 * The 2D board's drawing (`components/board/flat/flat-svg.ts`), a pure function of the scene and its marks: for a
 * small scene — a corridor square and a room of two behind a door, the Barbarian in the corridor, a poisoned goblin
 * in the room — the markup holds exactly the floor, fog, rock, walls, door, pieces, rings, badges and marks it must,
 * each where it must be, and a document's text is escaped.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import {
  boardExtent,
  contrast,
  doorPoint,
  FACE_DARK,
  FACE_LIGHT,
  faceColor,
  flatBoardBody,
  flatBoardSvg,
  hex,
  initials,
} from '../components/board/flat/flat-svg.ts';
import { parseHex } from '../components/board/palette.ts';
import { NO_MARKS, type BoardScene } from '../components/board/types.ts';
import { creatureUnit, heroUnit } from '../engine/core/units.ts';

const pack = loadDefaultPack();
const barbarian = heroUnit('h1', pack.heroes.find((h) => h.id === 'barbaro')!, 0, 0, []);
const goblin = {
  ...creatureUnit('m1', pack.creatures.find((c) => c.id === 'goblin')!, 2, 0, null),
  statuses: [{ status: 'poison' as const, rounds: 2, amount: 1 }],
};

/** One row: corridor `[0, 0]`, then room `r1` on `[1, 0]` and `[2, 0]`; a closed door between `[0, 0]` and `[1, 0]`. */
function scene(revealed: string[], seeAll = false): BoardScene {
  return {
    board: {
      width: 3,
      height: 1,
      areas: [0, 1, 1],
      rooms: [{ id: 'r1' }],
      doors: [
        {
          id: 'd0',
          between: [
            [0, 0],
            [1, 0],
          ],
          open: false,
          secret: false,
        },
      ],
    } as unknown as BoardScene['board'],
    revealed,
    units: [barbarian, goblin],
    seeAll,
    objects: [],
  };
}

/** The markup inside `<g data-layer="name">…</g>` (layers hold no nested layer). */
function layer(svg: string, name: string): string {
  const m = new RegExp(`<g data-layer="${name}"[^>]*>(.*?)</g>(?=<g data-layer|<rect data-layer|<path data-cursor|$)`).exec(svg);
  assert.ok(m, `the ${name} layer`);
  return m[1]!;
}

const count = (text: string, re: RegExp) => (text.match(re) ?? []).length;

test('a hero view: the corridor floored, the unfound room under fog, eight walls, the door, both pieces with their rings and badge', () => {
  const marks = { ...NO_MARKS, moves: [[0, 0]] as [number, number][], doors: ['d0'], targets: ['m1'], active: 'h1' };
  const svg = flatBoardBody(scene([]), marks);
  // floor: the corridor square only; fog: the room's two squares
  assert.equal(count(layer(svg, 'floor'), /<rect /g), 1);
  assert.match(layer(svg, 'floor'), /<rect x="0" y="0" width="1" height="1" fill="#[0-9a-f]{6}"\/>/);
  assert.equal(count(layer(svg, 'fog'), /<rect /g), 2);
  assert.deepEqual(
    [...layer(svg, 'fog').matchAll(/<rect x="(\d)" y="(\d)"/g)].map((m) => `${m[1]},${m[2]}`),
    ['1,0', '2,0'],
  );
  // rock: none inside the board
  assert.equal(count(layer(svg, 'rock'), /<rect /g), 0);
  // walls: three squares' tops and bottoms, the two ends; none between the room's squares, none where the door stands
  const walls = /<g data-layer="walls" data-count="(\d+)">/.exec(svg);
  assert.equal(walls?.[1], '8');
  assert.equal(count(svg, /<path d="M1 -0\.5v1/g), 0, 'no wall on the door');
  // the door: closed, on the edge x = 1, offered (gold)
  assert.match(svg, /<g data-door="d0" data-open="0" data-actionable="1">/);
  assert.deepEqual(
    doorPoint({
      id: 'd0',
      between: [
        [0, 0],
        [1, 0],
      ],
      open: false,
      secret: false,
    }),
    { x: 1, y: 0.5 },
  );
  const open = doorPoint({
    id: 'd0',
    between: [
      [0, 0],
      [1, 0],
    ],
    open: true,
    secret: false,
  });
  assert.deepEqual([open.x.toFixed(3), open.y.toFixed(3)], ['1.360', '0.140'], 'an open door swung into the room');
  // the pieces: the Barbarian's disc on [0, 0] with its initials, the goblin's on [2, 0] with its poison badge
  assert.deepEqual(
    [...layer(svg, 'pieces').matchAll(/<g data-unit="(\w+)" data-side="(\w+)">/g)].map((m) => `${m[1]}:${m[2]}`),
    ['h1:heroes', 'm1:master'],
  );
  assert.match(svg, /<circle cx="0\.5" cy="0\.5" r="0\.38" fill="#d39a3a"/);
  assert.match(svg, /<circle cx="2\.5" cy="0\.5" r="0\.38" fill="#4a7fb8"/);
  assert.match(svg, />BA<\/text>/);
  assert.equal(count(svg, /data-badge="poison"/g), 1);
  assert.equal(count(svg, /data-badge=/g), 1);
  // the rings: the active hero gold, the goblin to attack red
  assert.deepEqual(
    [...layer(svg, 'rings').matchAll(/data-ring="(\w+)" data-of="(\w+)"[^>]*stroke="(#[0-9a-f]+)"/g)].map((m) => `${m[1]}:${m[2]}:${m[3]}`),
    ['active:h1:#ffd34d', 'target:m1:#ff4a3d'],
  );
  // the one move mark, on [0, 0]; no cursor
  assert.deepEqual(
    [...layer(svg, 'marks').matchAll(/data-move="([\d,]+)"/g)].map((m) => m[1]),
    ['0,0'],
  );
  assert.equal(count(svg, /data-cursor/g), 0);
});

test('the room found (or the master), its floor drawn and no fog (the fog of a room just found fading out); the cursor and a refused click drawn where they are', () => {
  const found = flatBoardBody(scene(['r1']), { ...NO_MARKS, cursor: [2, 0] }, { flash: [1, 0] });
  assert.equal(count(layer(found, 'floor'), /<rect /g), 3);
  assert.equal(count(layer(found, 'fog'), /<rect /g), 0);
  assert.match(found, /<path data-cursor="2,0" d="M2 0\.28V0H2\.28M2\.72 0H3V0\.28M3 0\.72V1H2\.72M2\.28 1H2V0\.72"/);
  assert.match(found, /<rect data-flash="1,0" x="1\.05" y="0\.05" width="0\.9" height="0\.9"/);
  // the room just found: its fog drawn over it, fading from where it is to nothing
  const fading = flatBoardBody(scene(['r1']), NO_MARKS, {
    fading: {
      squares: [
        [1, 0],
        [2, 0],
      ],
      opacity: 0.6,
      ms: 200,
    },
  });
  assert.match(
    fading,
    /<g data-layer="fading" opacity="0\.6"><rect x="1" y="0" width="1" height="1" fill="#2a2b3a"\/><rect x="2" y="0" width="1" height="1" fill="#2a2b3a"\/><\/g>/,
  );
  assert.equal(
    count(fading, /<animate|style=/g),
    0,
    'no SMIL and no inline style (a Content Security Policy refuses them): the 2D board fades it with the Web Animations API',
  );
  assert.equal(count(found, /data-layer="fading"/g), 0, 'no fading layer when nothing clears');
  const master = flatBoardBody(scene([], true), NO_MARKS);
  assert.equal(count(layer(master, 'floor'), /<rect /g), 3, 'the master sees the room, dimmed');
  assert.equal(count(layer(master, 'fog'), /<rect /g), 0);
});

test('difficult terrain in sight is tinted and striped in a layer of its own; under fog it is not drawn', () => {
  const base = scene([]);
  const marsh = (revealed: string[]) =>
    ({
      ...base,
      revealed,
      board: {
        ...base.board,
        difficult: [
          [0, 2],
          [2, 2],
        ],
      },
    }) as BoardScene;
  const hero = flatBoardBody(marsh([]), NO_MARKS);
  // the corridor square [0, 0] is in sight; the room's [2, 0] is under fog
  assert.equal(
    layer(hero, 'difficult'),
    '<path d="M0 0h1v1h-1z" fill="#5a3d1c" fill-opacity="0.28"/><path d="M0 0.4l0.4 -0.4M0 1l1 -1M0.6 1l0.4 -0.4" fill="none" stroke="#5a3d1c" stroke-opacity="0.75" stroke-width="0.07" stroke-linecap="round"/>',
  );
  assert.match(layer(flatBoardBody(marsh(['r1']), NO_MARKS), 'difficult'), /^<path d="M0 0h1v1h-1zM2 0h1v1h-1z"/);
  assert.ok(!flatBoardBody(base, NO_MARKS).includes('data-layer="difficult"'), 'none without difficult terrain');
});

test("a ruleset's badge over a piece (focus: a spell held by concentration) is drawn after its statuses'", () => {
  const body = flatBoardBody({ ...scene(['r1']), badges: new Map([['m1', ['focus'] as const]]) }, NO_MARKS);
  const goblinMarkup = /<g data-unit="m1".*?(?=<g data-unit=|$)/.exec(layer(body, 'pieces'))![0];
  assert.deepEqual(
    [...goblinMarkup.matchAll(/data-badge="(\w+)"/g)].map((m) => m[1]),
    ['poison', 'focus'],
  );
  assert.equal(count(layer(body, 'pieces'), /data-badge="focus"/g), 1, 'the barbarian has none');
});

test('the whole document: the board and its slab in the view box, 32 px a square; a name with markup is escaped', () => {
  assert.deepEqual(boardExtent(scene([])), { x: -0.35, y: -0.35, width: 3.7, height: 1.7 });
  const svg = flatBoardSvg(scene([]), NO_MARKS);
  assert.ok(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg" viewBox="-0.35 -0.35 3.7 1.7" width="118.4" height="54.4">'), svg.slice(0, 120));
  assert.equal(initials({ name: { it: '<b>x</b> "y"', en: '' }, kind: 'k' }), '<"');
  const odd = { ...barbarian, id: 'h"1', name: { it: '<b>Ugo', en: '<b>Ugo' } };
  const escaped = flatBoardBody({ ...scene([]), units: [odd] }, NO_MARKS);
  assert.match(escaped, /data-unit="h&#34;1"/);
  assert.match(escaped, />&#60;B<\/text>/);
  assert.equal(escaped.includes('<b>'), false);
  assert.equal(initials(barbarian), 'BA');
  assert.equal(initials({ name: { it: 'Guerriero del Caos', en: 'Chaos Warrior' }, kind: 'guerriero-del-caos' }), 'GD');
});

test("every standard piece's icon stands out on its disc (3:1 at least): dark on a light disc, light on a dark one", () => {
  const pieces = [...pack.heroes.map((h) => [h.id, h.color] as const), ...pack.creatures.map((c) => [c.id, c.color] as const)];
  assert.ok(pieces.length >= 40, `the standard set: ${pieces.length} pieces`);
  for (const [id, color] of pieces) {
    const disc = parseHex(color ?? null, 0);
    const ink = faceColor(disc);
    assert.ok(contrast(ink, disc) >= 3, `${id}: ${hex(ink)} on ${color} is ${contrast(ink, disc).toFixed(2)}:1`);
  }
  const skeleton = pack.creatures.find((c) => c.id === 'scheletro')!;
  assert.equal(skeleton.color, '#e8e4d8');
  assert.equal(faceColor(0xe8e4d8), FACE_DARK, "the skeleton's bone disc: a dark icon");
  assert.equal(faceColor(0x2e5eaa), FACE_LIGHT, "the wizard's blue disc: a light icon");
  // as drawn: the skeleton's initials dark, outlined in white
  const bones = { ...creatureUnit('m2', skeleton, 1, 0, null) };
  const svg = flatBoardBody({ ...scene(['r1']), units: [bones] }, NO_MARKS);
  assert.match(svg, />SC<\/text>/);
  assert.match(svg, /fill="#221a14" stroke="#fff" stroke-opacity="0\.3"[^>]*>SC<\/text>/);
});

test("the initials are of the name in the reader's language", () => {
  const warrior = { name: { it: 'Guerriero del Caos', en: 'Chaos Warrior' }, kind: 'guerriero-del-caos' };
  assert.equal(initials(warrior, 'en'), 'CW');
  assert.equal(initials(warrior, 'it'), 'GD');
  assert.equal(initials({ name: { it: 'Scheletro' }, kind: 'x' }, 'en'), 'SC', 'the other language when only it is written');
  const svg = flatBoardBody({ ...scene(['r1']), lang: 'en' }, NO_MARKS);
  assert.match(svg, />BA<\/text>/, 'Barbarian');
  const goblinArcher = creatureUnit('m3', pack.creatures.find((c) => c.id === 'goblin-arciere')!, 1, 0, null);
  assert.match(flatBoardBody({ ...scene(['r1']), units: [goblinArcher], lang: 'en' }, NO_MARKS), />GA<\/text>/);
  assert.match(flatBoardBody({ ...scene(['r1']), units: [goblinArcher], lang: 'it' }, NO_MARKS), />GA<\/text>/);
  const ogreLord = creatureUnit('m4', pack.creatures.find((c) => c.id === 'signore-degli-ogre')!, 1, 0, null);
  assert.match(flatBoardBody({ ...scene(['r1']), units: [ogreLord], lang: 'en' }, NO_MARKS), />OL<\/text>/);
  assert.match(flatBoardBody({ ...scene(['r1']), units: [ogreLord], lang: 'it' }, NO_MARKS), />SD<\/text>/);
});

test('a closed door is drawn over the pieces (a hero beside it never hides it); an open door under them, with its sill, jambs and the leaf swung open', () => {
  const closed = flatBoardBody(scene(['r1']), { ...NO_MARKS, doors: ['d0'] });
  const pieces = closed.indexOf('<g data-layer="pieces">');
  const doors = closed.indexOf('<g data-layer="doors">');
  assert.ok(pieces > 0 && doors > pieces, 'the closed doors after (over) the pieces');
  assert.match(layer(closed, 'doors'), /^<g data-door="d0" data-open="0" data-actionable="1">/);
  assert.equal(layer(closed, 'open-doors'), '');
  const opened = scene(['r1']);
  const board = { ...opened.board, doors: [{ ...opened.board.doors[0]!, open: true }] } as BoardScene['board'];
  const svg = flatBoardBody({ ...opened, board }, NO_MARKS);
  assert.equal(layer(svg, 'doors'), '');
  const open = layer(svg, 'open-doors');
  assert.ok(svg.indexOf('<g data-layer="open-doors">') < svg.indexOf('<g data-layer="pieces">'), 'under the pieces');
  // the sill between the jambs on the edge x = 1, the swing's arc from the free end to the leaf's end, the leaf in the room
  assert.match(open, /<rect x="0\.9" y="0\.12" width="0\.2" height="0\.76" fill="#c9b48e"/);
  assert.match(open, /<path d="M1 0\.86A0\.72 0\.72 0 0 0 1\.72 0\.14"/);
  assert.match(open, /<rect x="1" y="0\.069" width="0\.72" height="0\.143" rx="0\.03" fill="#a8774a"/);
});
