/**
 * The geometry behind the keyboard and the cards over the board: where a piece's card stands, beside it within 40 px
 * (components/card-placement.ts),
 * and where an arrow key takes the board's cursor (components/board/cursor.ts), whatever way the camera is turned.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { cursorStep } from '../components/board/cursor.ts';
import { MAX_DISTANCE, PIECE_REACH, placeCard } from '../components/card-placement.ts';

const CARD = { width: 200, height: 120 };
const BOARD = { width: 800, height: 500 };

/** The distance from `p` to the nearest point of a card at `at`. */
function gap(at: { x: number; y: number }, p: { x: number; y: number }): number {
  return Math.hypot(Math.max(at.x - p.x, 0, p.x - (at.x + CARD.width)), Math.max(at.y - p.y, 0, p.y - (at.y + CARD.height)));
}

test('a card stands beside its piece, towards the middle of the board, when that hides nothing', () => {
  assert.deepEqual(placeCard(CARD, { x: 100, y: 100 }, BOARD, { pointer: { x: 100, y: 100 }, targets: [] }), { x: 124, y: 124 });
  // a piece on the right half and low: the card goes to its left and above
  assert.deepEqual(placeCard(CARD, { x: 700, y: 400 }, BOARD, { pointer: null, targets: [] }), { x: 476, y: 256 });
  assert.ok(gap({ x: 124, y: 124 }, { x: 100, y: 100 }) <= MAX_DISTANCE);
});

test('a card moves to the side of its piece that hides the fewest squares the player may click, and never leaves the piece', () => {
  const piece = { x: 400, y: 250 };
  // squares at the four diagonals of the piece: every diagonal place, and level to either side, hides some; centred
  // above the piece hides none
  const targets = [
    { x: 520, y: 300 },
    { x: 280, y: 300 },
    { x: 520, y: 200 },
    { x: 280, y: 200 },
  ];
  const at = placeCard(CARD, piece, BOARD, { pointer: piece, targets });
  assert.deepEqual(at, { x: 400 - CARD.width / 2, y: 250 - 24 - CARD.height });
  assert.ok(gap(at, piece) <= MAX_DISTANCE, `${gap(at, piece)} px from the piece`);
  // squares all round it: still beside it, within 40 px, never over it
  const ring = Array.from({ length: 16 }, (_, i) => ({ x: 400 + Math.cos(i / 2.5) * 110, y: 250 + Math.sin(i / 2.5) * 90 }));
  const crowded = placeCard(CARD, piece, BOARD, { pointer: piece, targets: ring });
  assert.ok(gap(crowded, piece) <= MAX_DISTANCE && gap(crowded, piece) >= PIECE_REACH, `${gap(crowded, piece)} px from the piece`);
});

test("by the board's edges and corners the card stays inside the board, beside its piece and off it", () => {
  for (const piece of [
    { x: 5, y: 5 },
    { x: 795, y: 5 },
    { x: 795, y: 495 },
    { x: 5, y: 495 },
    { x: 400, y: 3 },
    { x: 790, y: 250 },
  ]) {
    const at = placeCard(CARD, piece, BOARD, { pointer: piece, targets: [] });
    assert.ok(at.x >= 0 && at.y >= 0 && at.x + CARD.width <= BOARD.width && at.y + CARD.height <= BOARD.height, `inside the board: ${JSON.stringify(at)}`);
    const d = gap(at, piece);
    assert.ok(d >= PIECE_REACH && d <= MAX_DISTANCE, `${JSON.stringify(piece)}: the card at ${JSON.stringify(at)} is ${d} px from it`);
  }
});

test('the pointer is never under the card while a place avoids it, even at the cost of hiding targets', () => {
  const pointer = { x: 380, y: 285 };
  const everywhere = [
    { x: 500, y: 300 },
    { x: 300, y: 300 },
    { x: 300, y: 200 },
    { x: 500, y: 200 },
    { x: 700, y: 60 },
    { x: 700, y: 440 },
    { x: 100, y: 440 },
  ];
  const at = placeCard(CARD, { x: 400, y: 250 }, BOARD, { pointer, targets: everywhere });
  assert.ok(
    !(pointer.x >= at.x - 10 && pointer.x <= at.x + CARD.width + 10 && pointer.y >= at.y - 10 && pointer.y <= at.y + CARD.height + 10),
    `the card at ${JSON.stringify(at)} covers the pointer`,
  );
});

test('each arrow takes the cursor to its own neighbour, the one that lies that way on screen, however the view is turned', () => {
  const board = { width: 4, height: 3, areas: [0, 0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0], rooms: [], doors: [] };
  const keys = ['ArrowRight', 'ArrowDown', 'ArrowLeft', 'ArrowUp'] as const;
  const all = (toClient: (x: number, y: number) => { x: number; y: number }) => keys.map((k) => cursorStep(board, [1, 1], k, toClient));
  // seen from above: the arrows go the board's ways
  const flat = (x: number, y: number) => ({ x: x * 10, y: y * 10 });
  assert.deepEqual(all(flat), [
    [2, 1],
    [1, 2],
    [0, 1],
    [1, 0],
  ]);
  // the isometric view: board x runs right and down on screen, board y left and down; each neighbour lies between two
  // arrows, and each arrow still has its own: Right the one down and to the right, then round clockwise
  const iso = (x: number, y: number) => ({ x: (x - y) * 40, y: (x + y) * 20 });
  assert.deepEqual(all(iso), [
    [2, 1],
    [1, 2],
    [0, 1],
    [1, 0],
  ]);
  // a quarter turn of the camera: board x now runs right and up, board y right and down
  const turned = (x: number, y: number) => iso(y, -x);
  assert.deepEqual(all(turned), [
    [1, 2],
    [0, 1],
    [1, 0],
    [2, 1],
  ]);
  // a view turned a little off the board's axes (as a dragged camera may be): the nearest ways
  const tilted = (x: number, y: number) => ({ x: x * 10 - y * 2, y: y * 10 + x * 2 });
  assert.deepEqual(all(tilted), [
    [2, 1],
    [1, 2],
    [0, 1],
    [1, 0],
  ]);
  // rock is skipped to the next floor square that way; the edge of the board keeps the cursor where it is
  assert.deepEqual(cursorStep(board, [2, 1], 'ArrowRight', flat), [2, 1], 'only rock up to the edge: it stays');
  assert.deepEqual(cursorStep(board, [0, 1], 'ArrowLeft', flat), [0, 1], 'the edge');
  const walled = { ...board, areas: [0, 0, 0, 0, 0, 0, -1, 0, 0, 0, 0, 0] };
  assert.deepEqual(cursorStep(walled, [1, 1], 'ArrowRight', flat), [3, 1], 'over the rock to the floor beyond');
});
