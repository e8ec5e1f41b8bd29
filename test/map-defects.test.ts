/**
 * The mission editor's smaller defects, where the logic is pure: one problem per fault. A piece or an
 * object on rock is found by the schema and by the map's own checks; the editor lists it once, in one wording, its
 * square named by column and row as everywhere else.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { addEvent, addRoom, eventsAt, newMission, paintRect, placeMonster, placeObject, type DraftMission } from '../components/archive/map-model.ts';
import { mapProblems } from '../components/archive/map-problems.ts';
import { oneProblemPerFault, validate } from '../components/archive/schema-tools.ts';

/** What the map editor lists: the schema's problems, then the map's, one per fault. */
const listed = (m: DraftMission, lang: 'it' | 'en') => oneProblemPerFault([...validate('missions', m, lang), ...mapProblems(m, lang)]);

/** The new mission, named (so the schema's whole check runs), a goblin on the rock of [0, 3] and a chest on [0, 4]. */
function onRock(named: boolean): DraftMission {
  let m: DraftMission = newMission();
  if (named) m = { ...m, id: 'sulla-roccia', name: { it: 'Sulla roccia', en: 'On the rock' } };
  m = placeMonster(m, 0, 3, 'goblin', '');
  return placeObject(m, 0, 4, { type: 'treasure', effects: [{ type: 'gold', amount: 5 }] } as never);
}

describe('one problem per fault in the mission editor', () => {
  test('a creature and an object on rock: each listed exactly once, in the schema’s words, the square named by column and row', () => {
    for (const named of [true, false]) {
      const it = listed(onRock(named), 'it');
      assert.deepEqual(
        it.filter((i) => i.path === 'monsters[0]' || i.path === 'objects[0]'),
        [
          { path: 'monsters[0]', code: 'square_rock', message: 'la casella in colonna 1, riga 4 è roccia' },
          { path: 'objects[0]', code: 'square_rock', message: 'la casella in colonna 1, riga 5 è roccia' },
        ],
        named ? 'a named mission' : 'a draft with no name yet',
      );
      const en = listed(onRock(named), 'en').filter((i) => i.path.startsWith('objects'));
      assert.deepEqual(en, [{ path: 'objects[0]', code: 'square_rock', message: 'the square at column 1, row 5 is solid rock' }]);
    }
  });

  test('both checks do find it: the schema and the map each report the creature on rock with the same code', () => {
    const m = onRock(true);
    assert.equal(validate('missions', m, 'it').filter((i) => i.path === 'monsters[0]' && i.code === 'square_rock').length, 1);
    assert.equal(mapProblems(m, 'it').filter((i) => i.path === 'monsters[0]' && i.code === 'square_rock').length, 1);
  });

  test('faults of different kinds at one path stay apart; problems without a code merge only when their words match', () => {
    const merged = oneProblemPerFault([
      { path: 'monsters[0]', code: 'square_rock', message: 'a' },
      { path: 'monsters[0]', code: 'square_rock', message: 'b' },
      { path: 'monsters[0]', code: 'square_taken', message: 'c' },
      { path: 'monsters[1]', code: 'square_rock', message: 'a' },
      { path: 'start', message: 'x' },
      { path: 'start', message: 'x' },
      { path: 'start', message: 'y' },
    ]);
    assert.deepEqual(
      merged.map((i) => i.message),
      ['a', 'c', 'a', 'x', 'y'],
    );
  });
});

describe("a room's events on the map", () => {
  test('the events of a square: its room entered or revealed, or the square stepped on; added with the room or the square', () => {
    const { mission, char, id } = addRoom(newMission(), 'Sala del trono');
    let m = paintRect(mission, [5, 1], [8, 3], { kind: 'room', char });
    assert.equal(id, 'sala-del-trono');
    m = addEvent(m, { type: 'enter', room: id }).mission;
    m = addEvent(m, { type: 'round', n: 3 } as never).mission;
    const revealed = addEvent(m, { type: 'room_revealed', room: id });
    assert.equal(revealed.index, 2);
    m = addEvent(revealed.mission, { type: 'enter', cells: [[2, 2]] }).mission;
    assert.deepEqual(m.events, [
      { when: { type: 'enter', room: 'sala-del-trono' }, effects: [] },
      { when: { type: 'round', n: 3 }, effects: [] },
      { when: { type: 'room_revealed', room: 'sala-del-trono' }, effects: [] },
      { when: { type: 'enter', cells: [[2, 2]] }, effects: [] },
    ]);
    assert.deepEqual(eventsAt(m, 6, 2), [0, 2], 'any square of the room');
    assert.deepEqual(eventsAt(m, 2, 2), [3], 'the corridor square stepped on');
    assert.deepEqual(eventsAt(m, 3, 3), [], 'another corridor square');
  });
});

describe('what does nothing is a problem in words', () => {
  test('a treasure with no effect and no name gives nothing: a problem at the treasure, naming its square; a name or an effect clears it', () => {
    let m = paintRect(newMission(), [1, 1], [3, 3], { kind: 'corridor' });
    m = placeObject(m, 2, 2, { type: 'treasure' } as never);
    const empty = (x: DraftMission, lang: 'it' | 'en') =>
      mapProblems(x, lang)
        .filter((i) => i.path === 'objects[0]')
        .map((i) => i.message);
    assert.deepEqual(empty(m, 'it'), ['il tesoro in colonna 3, riga 3 non dà nulla a chi lo trova: aggiungi un effetto (come dell’oro) o almeno un nome']);
    assert.deepEqual(empty(m, 'en'), [
      'the treasure at column 3, row 3 gives nothing to whoever finds it: add an effect (such as some gold) or at least a name',
    ]);
    assert.deepEqual(empty({ ...m, objects: [{ ...m.objects[0]!, name: { it: 'Scrigno vuoto' } }] }, 'it'), []);
    assert.deepEqual(empty({ ...m, objects: [{ ...m.objects[0]!, effects: [{ type: 'gold', amount: 10 }] as never }] }, 'it'), []);
  });

  test('an event with no effect and no text does nothing: a problem at the event; an effect or a text clears it', () => {
    const m: DraftMission = { ...newMission(), events: [{ when: { type: 'round', round: 2 }, effects: [] }] };
    const at = (x: DraftMission) =>
      mapProblems(x, 'it')
        .filter((i) => i.path === 'events[0]')
        .map((i) => i.message);
    assert.deepEqual(at(m), ['l’evento non fa nulla: aggiungi un effetto o un testo da mostrare']);
    assert.deepEqual(
      mapProblems(m, 'en')
        .filter((i) => i.path === 'events[0]')
        .map((i) => i.message),
      ['the event does nothing: add an effect or a text to show'],
    );
    assert.deepEqual(at({ ...m, events: [{ when: { type: 'round', round: 2 }, effects: [], text: { it: 'Si sente un ruggito.' } }] }), []);
    assert.deepEqual(at({ ...m, events: [{ when: { type: 'round', round: 2 }, effects: [{ type: 'damage', target: 'all_heroes', amount: 1 }] }] }), []);
  });
});
