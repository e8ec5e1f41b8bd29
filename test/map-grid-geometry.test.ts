/**
 * Where the map editor's grid puts things on the screen (components/archive/map-grid-geometry.ts): the square under
 * the pointer and the neighbour across its nearest edge (where a door goes), a rectangle dragged past the edge
 * stopping at it, and a square's or an edge's point on the screen, at any scale.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { CELL, edgePoint, squareAt, squareCentre } from '../components/archive/map-grid-geometry.ts';

/** A 4 × 3 grid drawn at twice its size, 100 px from the left and 50 px from the top of the screen. */
const box = { left: 100, top: 50, width: 4 * CELL * 2 };

test('the square under the pointer, and the neighbour across the edge nearest it', () => {
  // square [1, 2] spans x 152..204, y 154..206 on the screen; its right edge is nearest
  assert.deepEqual(squareAt(box, 4, 3, 200, 180), { x: 1, y: 2, toward: [2, 2] });
  // near its top edge
  assert.deepEqual(squareAt(box, 4, 3, 178, 157), { x: 1, y: 2, toward: [1, 1] });
});

test('outside the grid there is no square, unless clamped to the nearest', () => {
  assert.equal(squareAt(box, 4, 3, 99, 60), null);
  assert.equal(squareAt(box, 4, 3, 150, 500), null);
  assert.deepEqual(squareAt(box, 4, 3, 1000, 500, true)?.x, 3);
  assert.deepEqual(squareAt(box, 4, 3, 1000, 500, true)?.y, 2);
});

test("a square's middle and a point of its edge on the screen are found under the pointer again", () => {
  assert.deepEqual(squareCentre(box, 4, 1, 2), { x: 178, y: 180 });
  const edge = edgePoint(box, 4, [1, 2], [1, 1]);
  assert.deepEqual(edge, { x: 178, y: 180 - 0.4 * CELL * 2 });
  assert.deepEqual(squareAt(box, 4, 3, edge.x, edge.y), { x: 1, y: 2, toward: [1, 1] });
});

test('an empty box is drawn at scale 1', () => {
  assert.deepEqual(squareCentre({ left: 0, top: 0, width: 0 }, 4, 0, 0), { x: CELL / 2, y: CELL / 2 });
});
