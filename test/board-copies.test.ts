/**
 * What the three.js board lays in its layers, worked out without a scene (components/board/: mark-instances.ts,
 * hover.ts, fog.ts, ground-instances.ts, piece-instances.ts): the rings round marked pieces in the strongest mark's
 * colour, the squares to move to, a click offered only where the marks offer it, the fog over unrevealed rooms and
 * the fog cleared by a reveal fading out on its clock, the doors coloured as the seat may use them, and the pieces'
 * bases, badges and lift under the pointer.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { Vector3 } from 'three';
import { FOG_FADE_MS, fadeOpacity, fogSquares } from '../components/board/fog.ts';
import { doorCopies, floorCopies } from '../components/board/ground-instances.ts';
import { isActionable } from '../components/board/hover.ts';
import { markCopies } from '../components/board/mark-instances.ts';
import * as palette from '../components/board/palette.ts';
import { ATLAS_BADGES } from '../components/board/badge-atlas.ts';
import { ICONS, type IconName } from '../components/board/badges.ts';
import { badgePosition, pieceCopies } from '../components/board/piece-instances.ts';
import { NO_MARKS, type BoardDoor, type BoardLayout, type BoardMarks, type BoardScene } from '../components/board/types.ts';
import type { Unit } from '../engine/index.ts';

/** A unit at `[x, y]`: a hero when its id starts with `h`, else a creature. */
function unit(id: string, x: number, y: number, more: Partial<Unit> = {}): Unit {
  return {
    id,
    x,
    y,
    alive: true,
    side: id.startsWith('h') ? 'heroes' : 'creatures',
    kind: id.startsWith('h') ? 'hero' : 'creature',
    npc: false,
    statuses: [],
    mods: [],
    dormant: false,
    ...more,
  } as unknown as Unit;
}

/** A board of 4 × 2 squares: a corridor (area 0) on the top row, room `r1` (area 1) on the bottom row. */
const board = { width: 4, height: 2, areas: [0, 0, 0, 0, 1, 1, 1, 1], rooms: [{ id: 'r1', name: null }], doors: [] } as unknown as BoardLayout;

function scene(units: Unit[], more: Partial<BoardScene> = {}): BoardScene {
  return { board, revealed: [], units, seeAll: false, ...more };
}

/** Where a copy stands: its transform's translation. */
const spot = (m: { elements: number[] }) => [m.elements[12], m.elements[13], m.elements[14]];

test("each marked piece gets one ring, in its strongest mark's colour; a dead piece none; moves and aimed squares lit", () => {
  const units = [unit('h1', 0, 0), unit('h2', 1, 0), unit('m1', 2, 0), unit('m2', 3, 0), unit('m3', 0, 1), unit('m4', 1, 1, { alive: false })];
  const marks: BoardMarks = {
    ...NO_MARKS,
    moves: [
      [2, 1],
      [3, 1],
    ],
    targets: ['m1'],
    aims: ['m2'],
    active: 'h1',
    selected: 'h2',
    ready: ['h1', 'm3', 'm4'],
    cursor: [3, 0],
  };
  const c = markCopies(scene(units), marks);
  assert.deepEqual(c.rings.keys, ['m3', 'h1', 'h2', 'm1', 'm2']);
  assert.deepEqual(
    c.rings.items.map((i) => i.color),
    [palette.MARK_READY, palette.MARK_ACTIVE, palette.MARK_SELECTED, palette.MARK_TARGET, palette.MARK_AIM],
  );
  assert.deepEqual(spot(c.rings.items[0]!.matrix), [0.5, 0, 1.5]);
  assert.deepEqual(c.squares.keys, [6, 7, 3], 'the two moves, then the square of the piece aimed at');
  assert.deepEqual(
    c.squares.items.map((i) => i.color),
    [palette.MARK_MOVE, palette.MARK_MOVE, palette.MARK_AIM],
  );
  assert.deepEqual(c.frames.keys, [6, 7]);
  assert.deepEqual(c.cursor.keys, [0]);
  assert.deepEqual(spot(c.cursor.items[0]!.matrix), [3.5, 0, 0.5]);
  const aimedActive = markCopies(scene(units), { ...NO_MARKS, active: 'h1', aims: ['h1'] });
  assert.deepEqual(
    aimedActive.rings.items.map((i) => i.color),
    [palette.MARK_AIM],
    "the active piece aimed at wears the aim's ring only",
  );
  assert.deepEqual(markCopies(scene(units), NO_MARKS).cursor, { items: [], keys: [] });
});

test('a click is offered on what the marks offer, and nowhere else', () => {
  const marks: BoardMarks = { ...NO_MARKS, moves: [[2, 1]], targets: ['m1'], aims: ['m2'], ready: ['m3'], selected: 'h2', doors: ['d1'] };
  for (const id of ['m1', 'm2', 'm3', 'h2']) assert.equal(isActionable({ kind: 'unit', id }, marks), true, id);
  assert.equal(isActionable({ kind: 'unit', id: 'h1' }, marks), false);
  assert.equal(isActionable({ kind: 'door', id: 'd1' }, marks), true);
  assert.equal(isActionable({ kind: 'door', id: 'd2' }, marks), false);
  assert.equal(isActionable({ kind: 'square', x: 2, y: 1 }, marks), true);
  assert.equal(isActionable({ kind: 'object', id: 'o1', x: 2, y: 1 }, marks), true, 'an object on a square to move to');
  assert.equal(isActionable({ kind: 'square', x: 1, y: 1 }, marks), false);
  assert.equal(isActionable(null, marks), false);
});

test('the fog covers the rooms not revealed, none for the master; a reveal clears what fogged before', () => {
  assert.deepEqual(fogSquares(scene([]), new Set()).fogged, [
    { x: 0, y: 1, area: 1 },
    { x: 1, y: 1, area: 1 },
    { x: 2, y: 1, area: 1 },
    { x: 3, y: 1, area: 1 },
  ]);
  assert.deepEqual(fogSquares(scene([], { seeAll: true }), new Set()).fogged, []);
  const revealed = fogSquares(scene([], { revealed: ['r1'] }), new Set([4, 5, 6, 7]));
  assert.deepEqual(revealed.fogged, []);
  assert.deepEqual(
    revealed.cleared.map((t) => [t.x, t.y]),
    [
      [0, 1],
      [1, 1],
      [2, 1],
      [3, 1],
    ],
  );
  assert.deepEqual(fogSquares(scene([], { revealed: ['r1'] }), new Set()).cleared, [], 'nothing fogged before, nothing clears');
});

test('the fog of a revealed room fades from opaque to clear over FOG_FADE_MS, eased', () => {
  assert.equal(fadeOpacity(0), 1);
  assert.equal(fadeOpacity(FOG_FADE_MS / 2), 0.5);
  assert.equal(fadeOpacity(FOG_FADE_MS / 4), 1 - 0.25 * 0.25 * 2.5);
  assert.equal(fadeOpacity(FOG_FADE_MS), 0);
  assert.equal(fadeOpacity(FOG_FADE_MS * 2), 0);
});

test('a closed door is coloured as the seat may use it, brighter under the pointer; an open one swings into its second square', () => {
  const door = (id: string, open: boolean): BoardDoor => ({
    id,
    between: [
      [0, 0],
      [0, 1],
    ],
    open,
    secret: false,
  });
  const colours = (actionable: string[], hovered: string | null) => doorCopies([door('d1', false), door('d2', true)], actionable, hovered).map((i) => i.color);
  assert.deepEqual(colours([], null), [palette.DOOR_CLOSED, palette.DOOR_OPEN]);
  assert.deepEqual(colours(['d1'], null), [palette.DOOR_ACTIONABLE, palette.DOOR_OPEN]);
  assert.deepEqual(colours(['d1'], 'd1'), [palette.DOOR_HOVER, palette.DOOR_OPEN]);
  const [closed, open] = doorCopies([door('d1', false), door('d2', true)], [], null);
  assert.deepEqual(spot(closed!.matrix), [0.5, 0, 1], 'closed: in the gap between the squares');
  assert.ok(spot(open!.matrix)[2]! > 1, 'open: swung into the second square');
});

test("pieces stand on bases in their side's colour, the one a click would act on lifted, with a row of badges above", () => {
  const units = [
    unit('h1', 1, 0, { statuses: [{ status: 'poison' }, { status: 'stun' }] } as Partial<Unit>),
    unit('m1', 2, 1),
    unit('n1', 3, 1, { npc: true }),
  ];
  const rest = (u: Unit) => ({ x: u.x, y: u.y, lift: 0, scale: 1, tint: 0, tintAmount: 0 });
  const still = pieceCopies(units, rest, null, 0);
  const lifted = pieceCopies(units, rest, 'm1', 0);
  assert.deepEqual(still.bases.keys, ['h1', 'm1', 'n1']);
  assert.deepEqual(
    still.bases.items.map((i) => i.color),
    [palette.BASE_HEROES, palette.BASE_CREATURES, palette.BASE_NPC],
  );
  assert.equal(Math.round((spot(lifted.pieces[1]!.matrix)[1]! - spot(still.pieces[1]!.matrix)[1]!) * 100) / 100, 0.08, 'lifted 0.08 off its base');
  assert.equal(spot(lifted.pieces[0]!.matrix)[1], spot(still.pieces[0]!.matrix)[1], 'the others stay');
  assert.deepEqual([...still.badgeCounts], [['h1', 2]]);
  assert.deepEqual(
    still.icons.map((i) => i.icon),
    ['poison', 'stun'],
  );
  const [left, right] = still.icons.map((i) => i.position);
  const middle = left!.clone().add(right!).multiplyScalar(0.5);
  assert.deepEqual(
    [middle.x, middle.z].map((v) => Math.round(v * 1000) / 1000),
    [1.5, 0.5],
    'the row centred over the piece',
  );
  assert.equal(Math.round(left!.distanceTo(right!) * 1000) / 1000, 0.36, 'badges 0.36 apart');
  assert.equal(left!.y, badgePosition({ x: 1, y: 0 }, 0, 1, new Vector3(1, 0, 0)).y, "at the badges' height");
  assert.deepEqual(still.drawn.get('m1'), { x: 2, y: 1, span: 1 });
});

test("a ruleset's badges join a piece's row after its statuses', each once (a caster holding a spell by concentration)", () => {
  const units = [unit('h1', 1, 0, { statuses: [{ status: 'poison' }] } as Partial<Unit>), unit('h2', 2, 0), unit('m1', 3, 0)];
  const rest = (u: Unit) => ({ x: u.x, y: u.y, lift: 0, scale: 1, tint: 0, tintAmount: 0 });
  const extra = new Map<string, readonly IconName[]>([
    ['h1', ['focus']],
    ['h2', ['focus', 'focus']],
  ]);
  const c = pieceCopies(units, rest, null, 0, extra);
  assert.deepEqual(
    [...c.badgeCounts],
    [
      ['h1', 2],
      ['h2', 1],
    ],
  );
  assert.deepEqual(
    c.icons.map((i) => i.icon),
    ['poison', 'focus', 'focus'],
  );
  // the atlas has a picture for every badge
  assert.equal(ATLAS_BADGES, ICONS.length);
});

test('a difficult square of the floor is tinted toward mud; the others keep their colour', () => {
  const plain = floorCopies(scene([]), 'dungeon');
  const marsh = floorCopies(scene([], { board: { ...board, difficult: [[1, 2]] } as BoardLayout }), 'dungeon');
  assert.deepEqual(marsh.keys, plain.keys);
  marsh.items.forEach((item, k) => {
    const was = plain.items[k]!.color;
    assert.equal(item.color, marsh.keys[k] === 1 ? palette.mix(was, palette.DIFFICULT, palette.DIFFICULT_MIX) : was, `square ${marsh.keys[k]}`);
  });
  assert.equal(palette.mix(0x000000, 0xffffff, 0.5), 0x808080);
});
