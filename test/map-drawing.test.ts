/**
 * Drawing in the Archive's map editor, its pure parts: the rectangle tool's `paintRect` (corner to
 * corner in one edit, in any drag direction, clamped to the map) and the undo history (`edit-history.ts`: record,
 * undo, redo, redo cleared by a new edit, the cap on depth). The editor's pointer and keyboard handling is walked in
 * test/browser/map-drawing.test.ts. And the map's room problems call a room by its name, not its id.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { emptyHistory, record, redo, undo } from '../components/archive/edit-history.ts';
import { addRoom, nameRoom, newMission, paint, paintRect, resize, roomName, setRoomId, type DraftMission } from '../components/archive/map-model.ts';
import { mapProblems } from '../components/archive/map-problems.ts';

describe('the rectangle tool (paintRect)', () => {
  test('paints every square from corner to corner, both included, in one edit', () => {
    const { mission, char } = addRoom(newMission(), 'sala');
    const m = paintRect(mission, [2, 2], [6, 4], { kind: 'room', char });
    assert.deepEqual(m.map.rows, ['##########', '#........#', '#.AAAAA..#', '#.AAAAA..#', '#.AAAAA..#', '#........#', '##########']);
    // drawn over the start square, the room is one piece reached from the start: no problem for it
    const over = paintRect(mission, [1, 1], [4, 3], { kind: 'room', char });
    assert.deepEqual(over.map.rows.slice(0, 5), ['##########', '#AAAA....#', '#AAAA....#', '#AAAA....#', '#........#']);
    assert.deepEqual(
      mapProblems(over, 'en').filter((p) => p.path.startsWith('map.rooms')),
      [],
    );
    assert.equal(mission.map.rows[2], '#........#', 'the original is untouched');
  });

  test('the same rectangle whichever corner the drag starts from; one square when both corners are the same', () => {
    const { mission, char } = addRoom(newMission(), 'sala');
    const brush = { kind: 'room', char } as const;
    const want = paintRect(mission, [2, 2], [6, 4], brush).map.rows;
    assert.deepEqual(paintRect(mission, [6, 4], [2, 2], brush).map.rows, want);
    assert.deepEqual(paintRect(mission, [6, 2], [2, 4], brush).map.rows, want);
    assert.deepEqual(paintRect(mission, [2, 4], [6, 2], brush).map.rows, want);
    assert.deepEqual(paintRect(mission, [3, 3], [3, 3], brush).map.rows, paint(mission, 3, 3, brush).map.rows);
  });

  test('rock and corridor too; corners past the edge are clamped to the map; a short row is painted only to its end', () => {
    const m = newMission();
    assert.deepEqual(paintRect(m, [-5, -5], [2, 1], { kind: 'rock' }).map.rows.slice(0, 3), ['##########', '###......#', '#........#']);
    assert.deepEqual(paintRect(m, [7, 5], [40, 40], { kind: 'corridor' }).map.rows.slice(4), ['#........#', '#.........', '#######...']);
    const ragged = { ...m, map: { ...m.map, rows: ['#####', '###', '#####'] } };
    assert.deepEqual(paintRect(ragged, [1, 0], [3, 2], { kind: 'corridor' }).map.rows, ['#...#', '#..', '#...#']);
  });

  test('nothing to change gives back the same mission object (no empty undo step)', () => {
    const m = newMission();
    assert.equal(paintRect(m, [1, 1], [8, 5], { kind: 'corridor' }), m);
    assert.equal(paintRect(m, [0, 0], [9, 0], { kind: 'rock' }), m);
    assert.equal(resize(m, 10, 7), m, 'a resize to the size it has');
    assert.notEqual(resize(m, 10, 12), m);
  });
});

describe('the undo history', () => {
  test('record, undo, redo: the states come back in order', () => {
    let h = emptyHistory<string>(10);
    h = record(h, 'a'); // a -> b
    h = record(h, 'b'); // b -> c
    const u1 = undo(h, 'c')!;
    assert.equal(u1.state, 'b');
    const u2 = undo(u1.history, u1.state)!;
    assert.equal(u2.state, 'a');
    assert.equal(undo(u2.history, u2.state), null, 'nothing more to undo');
    assert.deepEqual(u2.history, { past: [], future: ['c', 'b'], cap: 10 });
    const r1 = redo(u2.history, u2.state)!;
    assert.equal(r1.state, 'b');
    const r2 = redo(r1.history, r1.state)!;
    assert.equal(r2.state, 'c');
    assert.equal(redo(r2.history, r2.state), null, 'nothing more to redo');
    assert.deepEqual(r2.history, { past: ['a', 'b'], future: [], cap: 10 });
  });

  test('a new edit after an undo clears what could be redone', () => {
    let h = emptyHistory<string>(10);
    h = record(h, 'a');
    h = record(h, 'b');
    const u = undo(h, 'c')!; // showing b
    h = record(u.history, u.state); // b -> d
    assert.deepEqual(h, { past: ['a', 'b'], future: [], cap: 10 });
    assert.equal(redo(h, 'd'), null);
  });

  test('only the last `cap` steps are kept; a cap below 1 is refused', () => {
    let h = emptyHistory<number>(3);
    for (let i = 0; i < 5; i++) h = record(h, i);
    assert.deepEqual(h.past, [2, 3, 4]);
    const states: number[] = [];
    let now = 5;
    for (let s = undo(h, now); s; s = undo(s.history, s.state)) states.push((now = s.state));
    assert.deepEqual(states, [4, 3, 2]);
    assert.throws(() => emptyHistory(0), /at least 1 step, not 0/);
    assert.throws(() => emptyHistory(1.5), RangeError);
  });

  test('the functions leave the history they are given untouched', () => {
    const h = record(emptyHistory<string>(5), 'a');
    undo(h, 'b');
    record(h, 'b');
    assert.deepEqual(h, { past: ['a'], future: [], cap: 5 });
  });
});

describe('the map problems call a room by its name (the id only when it has none)', () => {
  /** Room A `sala-delle-trappole`, named "Sala delle trappole" / "Trap Room"; rock walls off column 7-8. */
  function named() {
    const { mission, char, id } = addRoom(newMission(), 'Sala delle trappole');
    assert.equal(id, 'sala-delle-trappole');
    return { m: nameRoom(mission, char, 'en', 'Trap Room', false), char };
  }
  const roomTexts = (m: DraftMission, lang: 'it' | 'en') =>
    mapProblems(m, lang)
      .filter((p) => p.path.startsWith('map.rooms'))
      .map((p) => p.message);

  test('unpainted, split, unreachable: the exact texts in Italian and English', () => {
    const { m, char } = named();
    assert.deepEqual(roomTexts(m, 'it'), ['la stanza «Sala delle trappole» non ha caselle']);
    assert.deepEqual(roomTexts(m, 'en'), ['room “Trap Room” has no squares']);
    // one piece on the start square (reached), one apart
    const split = paint(paint(m, 1, 1, { kind: 'room', char }), 5, 4, { kind: 'room', char });
    assert.deepEqual(roomTexts(split, 'it'), ['la stanza «Sala delle trappole» è divisa in più pezzi']);
    assert.deepEqual(roomTexts(split, 'en'), ['room “Trap Room” is split into several pieces']);
    // a wall of rock down column 6: the room on the far side is not reached from the start square [1, 1]
    const walled = paintRect(paintRect(m, [6, 1], [6, 5], { kind: 'rock' }), [7, 2], [8, 3], { kind: 'room', char });
    assert.deepEqual(roomTexts(walled, 'it'), ['la stanza «Sala delle trappole» non si raggiunge dalle caselle di partenza']);
    assert.deepEqual(roomTexts(walled, 'en'), ['room “Trap Room” cannot be reached from the start squares']);
  });

  test('a name in one language only is used in both; a room with no name at all is called by its id', () => {
    const { mission, char } = addRoom(newMission(), 'Cripta');
    const onlyIt = nameRoom(mission, char, 'en', '', false);
    assert.deepEqual(onlyIt.map.rooms[0]?.name, { it: 'Cripta' });
    assert.deepEqual(roomTexts(onlyIt, 'en'), ['room “Cripta” has no squares']);
    assert.equal(roomName(onlyIt.map.rooms[0]!, 'en'), 'Cripta');
    const unnamed = setRoomId(nameRoom(onlyIt, char, 'it', '', false), char, 'cripta-vecchia');
    assert.equal(unnamed.map.rooms[0]?.name, undefined);
    assert.deepEqual(roomTexts(unnamed, 'it'), ['la stanza «cripta-vecchia» non ha caselle']);
    assert.deepEqual(roomTexts(unnamed, 'en'), ['room “cripta-vecchia” has no squares']);
  });
});
