/**
 * The map editor's object tools (components/archive/map-tools.ts): what each places (a trap of a known kind, hidden
 * and doing 1 damage; furniture never hidden), the hint of the tool in hand, and difficult terrain in the map model.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { FURNITURE_KINDS, TRAP_KINDS } from '../content/schemas/index.ts';
import { VOCABULARY } from '../content/vocabulary.ts';
import { objectToPlace, toolHint, toolWord } from '../components/archive/map-tools.ts';
import { normalise, paint, paintRect, toggleDifficult } from '../components/archive/map-model.ts';
import { t } from '../components/archive/i18n.ts';

test('a trap of an unknown kind is the first kind, hidden when asked, doing 1 damage', () => {
  assert.deepEqual(objectToPlace('trap', 'nonsense', true), { type: 'trap', kind: TRAP_KINDS[0], hidden: true, effects: [{ type: 'damage', amount: 1 }] });
  assert.deepEqual(objectToPlace('trap', TRAP_KINDS[1]!, false), { type: 'trap', kind: TRAP_KINDS[1], effects: [{ type: 'damage', amount: 1 }] });
});

test('furniture is never hidden; a treasure is when asked', () => {
  assert.deepEqual(objectToPlace('furniture', '', true), { type: 'furniture', kind: FURNITURE_KINDS[0] });
  assert.deepEqual(objectToPlace('treasure', '', true), { type: 'treasure', hidden: true });
});

test("the tool's hint names the door's edge, taps on a touch screen, and the rectangle while it paints one", () => {
  assert.equal(toolHint('door', true, false, 'en'), t('en', 'doorHint'));
  assert.equal(toolHint('secret', false, true, 'it'), t('it', 'doorHintTouch'));
  assert.equal(toolHint('room', true, false, 'en'), t('en', 'shapeRectHint'));
  assert.equal(toolHint('corridor', false, false, 'en'), t('en', 'paintHint'));
});

test("an object tool is named as the vocabulary names its kind, another by the editor's word", () => {
  assert.equal(toolWord('select', 'en'), t('en', 'toolSelect'));
  assert.equal(toolWord('trap', 'en'), VOCABULARY.objectTypes.trap.en.name);
});

test('difficult terrain in the map model: toggled on a floor square and off again, never on rock, painted away with rock', () => {
  const m = normalise({ map: { rows: ['#...', '#...'], rooms: [], doors: [] } });
  const one = toggleDifficult(m, 1, 0);
  assert.deepEqual(one.map.difficult, [{ at: [1, 0], multiplier: 2 }]);
  assert.equal('difficult' in toggleDifficult(one, 1, 0).map, false, 'toggled off: no list left');
  assert.equal(toggleDifficult(m, 0, 0), m, 'rock: nothing changes');
  const two = toggleDifficult(one, 2, 1);
  assert.deepEqual(paint(two, 1, 0, { kind: 'rock' }).map.difficult, [{ at: [2, 1], multiplier: 2 }]);
  assert.equal('difficult' in paintRect(two, [1, 0], [3, 1], { kind: 'rock' }).map, false);
  assert.deepEqual(paint(two, 1, 0, { kind: 'corridor' }), two, 'the same floor: the same mission');
  // a map read with difficult terrain keeps it
  assert.deepEqual(normalise({ map: { rows: ['..'], rooms: [], doors: [], difficult: [{ at: [0, 0], multiplier: 3 }] } }).map.difficult, [
    { at: [0, 0], multiplier: 3 },
  ]);
});
