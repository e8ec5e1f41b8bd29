/**
 * The adventure editor's map writes no two names over each other ("Il ponte crollatoLa capanna
 * dell'eremita", two locations placed side by side while named "Nuovo luogo", then renamed): each label goes under
 * its mark when clear, else over it, else a line further (components/archive/map-labels.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { labelOffsets } from '../components/archive/map-labels.ts';
import { labelWidth } from '../engine/campaign/map-layout.ts';

const w = (name: string) => labelWidth({ it: name }, name);

describe("the adventure map's labels", () => {
  test('apart, every name is under its mark', () => {
    const at = labelOffsets([
      { id: '', x: 5, y: 8, w: w('Città') },
      { id: 'bosco', x: 30, y: 8, w: w('Il bosco oscuro') },
      { id: 'ponte', x: 60, y: 8, w: w('Il ponte crollato') },
    ]);
    assert.deepEqual(
      [...at],
      [
        ['', 5.6],
        ['bosco', 5.6],
        ['ponte', 5.6],
      ],
    );
  });

  test("the tester's map: the bridge and the hut side by side, the bridge's name goes over its mark, the hut's a line further under, the tower's under", () => {
    const at = labelOffsets([
      { id: 'bosco', x: 16, y: 8, w: w('Il bosco oscuro') },
      { id: 'ponte', x: 29, y: 8, w: w('Il ponte crollato') },
      { id: 'capanna', x: 41, y: 8, w: w('La capanna dell’eremita') },
      { id: 'torre', x: 50, y: 8, w: w('La torre del guardiano') },
    ]);
    assert.deepEqual(
      [...at],
      [
        ['bosco', 5.6],
        ['ponte', -4.4],
        ['capanna', 8.6],
        ['torre', 5.6],
      ],
    );
  });
});
