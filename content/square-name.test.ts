import { test } from 'node:test';
import assert from 'node:assert/strict';
import { squareName } from './square-name.ts';

test("a square is named by its column and row counted from 1, in the reader's language", () => {
  assert.equal(squareName(2, 6, 'it'), 'colonna 3, riga 7');
  assert.equal(squareName(0, 0, 'en'), 'column 1, row 1');
});
