/**
 * The walk from the start squares and the sealed-start problem (content/start-reach.ts), shared by the HeroScribe
 * importer's report and the Archive's map editor; the default pack is free of it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from './load-pack.ts';
import { reachableSquares, sealedStart, type ReachMission } from './start-reach.ts';

/** A corridor row above two rooms A and B; the heroes start in A at [1, 2]. */
const base = (): ReachMission & { map: { doors: { between: [[number, number], [number, number]] }[] } } => ({
  map: { rows: ['#####', '#...#', '#AAB#', '#AAB#', '#####'], doors: [] },
  start: [[1, 2]],
  monsters: [],
  npcs: [],
  objects: [],
});

describe('sealedStart', () => {
  test('a room with no door on its walls is sealed: the square, the squares reached, the reason in both languages', () => {
    assert.deepEqual(sealedStart(base()), {
      square: [1, 2],
      reachable: 4,
      walkable: 9,
      doorInside: false,
      text: {
        it: 'Le caselle di partenza (la prima è in colonna 2, riga 3) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a 4 delle 9 caselle percorribili.',
        en: 'The start squares (the first is at column 2, row 3) reach no door, exit or creature: the heroes can walk to 4 of the 9 walkable squares.',
      },
    });
  });

  test('its only door inside the room: sealed, and the reason says where the door is', () => {
    const m = base();
    m.map.doors.push({
      between: [
        [1, 2],
        [2, 2],
      ],
    });
    const s = sealedStart(m)!;
    assert.equal(s.doorInside, true);
    assert.equal(
      s.text.en,
      'The start squares (the first is at column 2, row 3) reach no door, exit or creature: the heroes can walk to 4 of the 9 walkable squares, and the door there lies inside the room, not on one of its walls.',
    );
    assert.equal(
      s.text.it,
      'Le caselle di partenza (la prima è in colonna 2, riga 3) non raggiungono nessuna porta, uscita o creatura: gli eroi arrivano a 4 delle 9 caselle percorribili, e la porta che vi si trova è dentro la stanza, non su un suo muro.',
    );
  });

  test('a door on a wall (a secret one too), an exit off the start squares, a monster or an NPC within reach: not sealed', () => {
    const door = base();
    door.map.doors.push({
      between: [
        [2, 2],
        [3, 2],
      ],
    });
    assert.equal(sealedStart(door), null);
    assert.deepEqual([...reachableSquares(door)].sort(), ['1,2', '1,3', '2,2', '2,3', '3,2', '3,3']);
    assert.equal(sealedStart({ ...base(), objects: [{ type: 'exit', x: 2, y: 3 }] }), null);
    assert.equal(sealedStart({ ...base(), monsters: [{ x: 2, y: 2 }] }), null);
    assert.equal(sealedStart({ ...base(), npcs: [{ x: 1, y: 3 }] }), null);
  });

  test('an exit on a start square (the stairway they came down), or a monster beyond the wall, does not open it', () => {
    assert.equal(sealedStart({ ...base(), objects: [{ type: 'exit', x: 1, y: 2 }] })?.reachable, 4);
    assert.equal(sealedStart({ ...base(), monsters: [{ x: 3, y: 2 }] })?.reachable, 4);
    // furniture cuts the way to the door: still sealed
    const blocked = base();
    blocked.map.doors.push({
      between: [
        [2, 1],
        [2, 2],
      ],
    });
    assert.equal(
      sealedStart({
        ...blocked,
        objects: [
          { type: 'furniture', x: 2, y: 2 },
          { type: 'furniture', x: 2, y: 3 },
        ],
      })?.reachable,
      2,
    );
  });

  test('no start square on the map: not this problem (the map editor reports the missing start)', () => {
    assert.equal(sealedStart({ ...base(), start: [[0, 0]] }), null);
    assert.equal(sealedStart({ ...base(), start: [] }), null);
  });

  test('every mission of the default pack is free of it', () => {
    const pack = loadDefaultPack();
    assert.ok(pack.missions.length >= 5);
    for (const m of pack.missions) assert.equal(sealedStart(m), null, m.id);
  });
});
