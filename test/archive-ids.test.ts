/**
 * Ids made from names (no ids to type): the slug of a name with accents and signs, made unique against
 * the ids taken; a mission room's id made from its name, following it until typed, and what names the room following
 * its id; a new mission saved with no id typed anywhere (its id from its name, its rooms' from theirs) is valid.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { idFromName, isSlug, MAX_ID, nameSlug, renameRoomRefs, slugify, uniqueSlug } from '../components/archive/ids.ts';
import { addRoom, nameRoom, newMission, normalise, paint, setRoomId, toggleDoor, type DraftMission } from '../components/archive/map-model.ts';
import { Mission } from '../content/schemas/index.ts';
import { untranslatedTexts } from '../content/text.ts';

/** The paths of a mission's problems, as the API writes them. */
const problemPaths = (m: unknown) =>
  (Mission.safeParse(m).error?.issues ?? []).map((i) =>
    i.path
      .map((p) => (typeof p === 'number' ? `[${p}]` : `.${String(p)}`))
      .join('')
      .replace(/^\./, ''),
  );

describe('ids from names', () => {
  test('a slug: lowercase, accents dropped, every run of other signs one hyphen, none at the ends', () => {
    assert.equal(slugify('Sala del trono'), 'sala-del-trono');
    assert.equal(slugify('  La Tana del Fìmir! '), 'la-tana-del-fimir');
    assert.equal(slugify('Perché è così? Già, L’Àncora'), 'perche-e-cosi-gia-l-ancora');
    assert.equal(slugify('Crème brûlée – N° 2'), 'creme-brulee-n-2');
    assert.equal(slugify('!!! ---'), '');
    assert.equal(slugify('a'.repeat(63) + ' b'), 'a'.repeat(63), 'cut to 64 characters, with no hyphen left at the end');
    assert.equal(isSlug(slugify('Ç’è un’ombra Über alles')), true);
  });

  test("a name's slug: the Italian name first, else the English one", () => {
    assert.equal(nameSlug({ it: 'Il Pozzo', en: 'The Well' }), 'il-pozzo');
    assert.equal(nameSlug({ it: '', en: 'The Well' }), 'the-well');
    assert.equal(nameSlug({ it: '???', en: 'The Well' }), 'the-well', 'an Italian name with no letter gives way to the English one');
    assert.equal(nameSlug({ it: '', en: '' }), '');
    assert.equal(nameSlug(undefined), '');
  });

  test('unique against the ids taken: the base, else base-2, base-3, …, within 64 characters', () => {
    assert.equal(uniqueSlug('goblin', ['orco']), 'goblin');
    assert.equal(uniqueSlug('goblin', ['goblin']), 'goblin-2');
    assert.equal(uniqueSlug('goblin', ['goblin', 'goblin-2', 'goblin-3']), 'goblin-4');
    assert.equal(uniqueSlug('', ['goblin']), '');
    const long = 'a'.repeat(30) + '-' + 'b'.repeat(33);
    assert.equal(long.length, MAX_ID);
    const next = uniqueSlug(long, [long]);
    assert.equal(next, `${'a'.repeat(30)}-${'b'.repeat(31)}-2`);
    assert.equal(next.length, MAX_ID);
    assert.equal(uniqueSlug('a'.repeat(62) + '-b', ['a'.repeat(62) + '-b']), `${'a'.repeat(62)}-2`, 'no double hyphen where the cut falls on one');
    assert.equal(idFromName({ it: 'Goblin', en: 'Goblin' }, ['goblin']), 'goblin-2');
    assert.equal(idFromName({ it: 'L’Ascia di Zàrak', en: 'Zarak’s Axe' }, []), 'l-ascia-di-zarak');
  });
});

/** A mission with two rooms named in the Italian Archive, painted, and a door between them. */
function twoRooms(): { m: DraftMission; a: string; b: string } {
  let m = normalise(newMission());
  const first = addRoom(m, 'Sala del trono');
  m = first.mission;
  const second = addRoom(m, 'sala del trono');
  m = second.mission;
  for (let x = 1; x <= 4; x++) m = paint(m, x, 3, { kind: 'room', char: first.char });
  for (let x = 5; x <= 8; x++) m = paint(m, x, 3, { kind: 'room', char: second.char });
  m = toggleDoor(m, [4, 3], [5, 3], false);
  return { m, a: first.char, b: second.char };
}

describe("a room's id from its name", () => {
  test('a new room named "Sala del trono" is sala-del-trono, named in Italian only (the English is left to translate, never copied); the same name again is sala-del-trono-2', () => {
    const { m } = twoRooms();
    assert.deepEqual(m.map.rooms, [
      { id: 'sala-del-trono', char: 'A', name: { it: 'Sala del trono' } },
      { id: 'sala-del-trono-2', char: 'B', name: { it: 'sala del trono' } },
    ]);
    assert.deepEqual(
      untranslatedTexts(m)[0],
      { path: ['map', 'rooms', 0, 'name'], missing: 'en', written: 'Sala del trono' },
      'the room is in the translate-later list',
    );
  });

  test('a room added by an author writing English is named in English only', () => {
    assert.deepEqual(addRoom(newMission(), 'Throne room', 'room', 'en').mission.map.rooms, [{ id: 'throne-room', char: 'A', name: { en: 'Throne room' } }]);
  });

  test('a room added with no name is stanza-N (room-N in the English Archive), with no name', () => {
    const m = normalise(newMission());
    assert.deepEqual(addRoom(m, '  ').mission.map.rooms, [{ id: 'stanza-1', char: 'A' }]);
    assert.deepEqual(addRoom(m, '', 'room').mission.map.rooms, [{ id: 'room-1', char: 'A' }]);
  });

  test("named later, a following room's id follows the name, unique among the rooms; conditions and events that name the room follow it", () => {
    let m = normalise(newMission());
    const added = addRoom(m, '');
    m = added.mission;
    m = {
      ...m,
      win: { mode: 'any', conditions: [{ type: 'room_revealed', room: 'stanza-1' }] },
      events: [{ when: { type: 'enter', room: 'stanza-1' }, effects: [{ type: 'reveal', room: 'stanza-1' }] }],
    };
    m = nameRoom(m, added.char, 'it', 'Cripta', true);
    assert.deepEqual(m.map.rooms, [{ id: 'cripta', char: 'A', name: { it: 'Cripta' } }]);
    m = nameRoom(m, added.char, 'en', 'Crypt', true);
    assert.equal(m.map.rooms[0]!.id, 'cripta', 'the Italian name comes first');
    m = nameRoom(m, added.char, 'it', 'Cripta dei Re', true);
    assert.equal(m.map.rooms[0]!.id, 'cripta-dei-re');
    assert.deepEqual(m.win, { mode: 'any', conditions: [{ type: 'room_revealed', room: 'cripta-dei-re' }] });
    assert.deepEqual(m.events, [{ when: { type: 'enter', room: 'cripta-dei-re' }, effects: [{ type: 'reveal', room: 'cripta-dei-re' }] }]);
    // an Italian name with no letter: the English one makes it
    m = nameRoom(m, added.char, 'it', '', true);
    assert.equal(m.map.rooms[0]!.id, 'crypt');
    // two rooms with the same name: the second one's id is made unique
    const second = addRoom(m, 'x');
    m = nameRoom(second.mission, second.char, 'it', 'Crypt', true);
    assert.deepEqual(
      m.map.rooms.map((r) => r.id),
      ['crypt', 'crypt-2'],
    );
  });

  test('a room whose id was typed keeps it when renamed', () => {
    const { m, a } = twoRooms();
    const renamed = nameRoom(m, a, 'it', 'Sala grande', false);
    assert.equal(renamed.map.rooms[0]!.id, 'sala-del-trono');
    assert.deepEqual(renamed.map.rooms[0]!.name, { it: 'Sala grande' });
  });

  test('an id typed for a room: what names the room follows, unless another room has the old or the new id', () => {
    const { m: drawn, a, b } = twoRooms();
    const m: DraftMission = {
      ...drawn,
      lose: [{ type: 'reach', room: 'sala-del-trono', who: 'any' }],
      objects: [{ type: 'trap', kind: 'pit', x: 2, y: 3, effects: [{ type: 'reveal', room: 'sala-del-trono-2' }] } as never],
    };
    const typed = setRoomId(m, a, 'trono');
    assert.deepEqual(
      typed.map.rooms.map((r) => r.id),
      ['trono', 'sala-del-trono-2'],
    );
    assert.deepEqual(typed.lose, [{ type: 'reach', room: 'trono', who: 'any' }]);
    assert.deepEqual((typed.objects[0] as { effects: unknown }).effects, [{ type: 'reveal', room: 'sala-del-trono-2' }], "the other room's references stay");
    // typed onto the other room's id: the references cannot follow (both rooms would be one), the problems name it
    const clash = setRoomId(m, a, 'sala-del-trono-2');
    assert.deepEqual(clash.lose, m.lose);
    assert.deepEqual(problemPaths(clash).includes('map.rooms[1].id'), true);
    // the same id again: the same mission
    assert.equal(setRoomId(m, b, 'sala-del-trono-2'), m);
  });

  test('renaming references leaves the map alone and returns the same mission when nothing names the room', () => {
    const { m } = twoRooms();
    assert.equal(renameRoomRefs(m, 'sala-del-trono', 'trono'), m);
    const withProto = JSON.parse('{"map":{"rooms":[]},"events":[{"__proto__":{"room":"a"},"when":{"type":"enter","room":"a"}}]}') as Record<string, unknown>;
    const renamed = renameRoomRefs(withProto, 'a', 'b') as { events: Record<string, { room: string }>[] };
    assert.equal(renamed.events[0]!.when!.room, 'b');
    assert.equal(Object.hasOwn(renamed.events[0]!, '__proto__'), true, 'a __proto__ key stays an own key');
    assert.equal(Object.getPrototypeOf(renamed.events[0]), Object.prototype);
  });
});

describe('a new mission with no id typed anywhere', () => {
  test("its id made from its name, its rooms' from theirs: valid as it stands", () => {
    let m = normalise(newMission());
    m = { ...m, name: { it: 'La Cripta del Re', en: 'The King’s Crypt' } };
    m = { ...m, id: idFromName(m.name as never, ['la-prova']) };
    const hall = addRoom(m, 'Sala del trono');
    m = hall.mission;
    for (let x = 1; x <= 4; x++) m = paint(m, x, 3, { kind: 'room', char: hall.char });
    m = toggleDoor(m, [2, 2], [2, 3], false);
    assert.equal(m.id, 'la-cripta-del-re');
    assert.deepEqual(problemPaths(m), []);
  });
});
