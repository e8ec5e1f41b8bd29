/**
 * The Archive names fixed values from the shared vocabulary (words, not identifiers): the lookup by a
 * field's path in a document that `qb-json-form` and the mission editor use for their options and hints.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { enumHint, enumLabel } from '../components/archive/i18n.ts';

describe("the Archive's names of fixed values", () => {
  test("a condition, a trigger and an effect are named by their place in a mission, in the Archive's language", () => {
    assert.equal(enumLabel(['win', 'conditions', 0, 'type'], 'kill_count', 'it'), 'Numero di uccisioni');
    assert.equal(enumLabel(['lose', 1, 'type'], 'hero_dead', 'it'), 'Cadono gli eroi');
    assert.equal(enumLabel(['lose', 1, 'type'], 'hero_dead', 'en'), 'Heroes fall');
    assert.equal(enumLabel(['lose', 1, 'who'], 'all', 'it'), 'Tutti gli eroi');
    assert.equal(enumLabel(['events', 0, 'when', 'type'], 'room_revealed', 'it'), 'Stanza scoperta');
    assert.equal(enumLabel(['events', 0, 'effects', 2, 'type'], 'skip_turn', 'it'), 'Salta il turno');
    assert.equal(enumLabel(['events', 0, 'effects', 2, 'type'], 'spawn', 'en'), 'Creatures appear');
    assert.equal(
      enumHint(['events', 0, 'effects', 2, 'type'], 'spawn', 'en'),
      'Creatures of the chosen kind appear on the free squares nearest to the given point.',
    );
  });

  test('the same word means different things by place: gold as a condition and as an effect, any as a mode and as who', () => {
    assert.equal(enumLabel(['lose', 0, 'type'], 'gold', 'en'), 'Gold gathered');
    assert.equal(enumLabel(['effects', 0, 'type'], 'gold', 'en'), 'Gold');
    assert.equal(enumLabel(['win', 'mode'], 'any', 'it'), 'Una qualsiasi');
    assert.equal(enumLabel(['win', 'conditions', 0, 'who'], 'any', 'it'), 'Un eroe');
    assert.equal(enumLabel(['win', 'conditions', 0, 'who'], 'all', 'en'), 'All heroes');
  });

  test("an object's type and kind, an effect's target and status, an NPC's mover, a spell's range", () => {
    assert.equal(enumLabel(['objects', 3, 'type'], 'marker', 'it'), 'Segno');
    assert.equal(enumLabel(['objects', 3, 'kind'], 'pit', 'en'), 'Pit trap');
    assert.equal(enumLabel(['objects', 3, 'kind'], 'torture_rack', 'it'), 'Cavalletto');
    assert.equal(enumLabel(['objects', 3, 'effects', 0, 'target'], 'room_monsters', 'it'), 'Creature della stanza');
    assert.equal(enumLabel(['effects', 0, 'status'], 'stun', 'it'), 'Stordimento');
    assert.equal(enumLabel(['npcs', 0, 'moved_by'], 'master', 'it'), 'Il master');
    assert.equal(enumLabel(['range'], 'line', 'it'), 'In linea');
  });

  test('a value the vocabulary does not name at that place stays its id, with no hint; the challenge skills keep their names', () => {
    assert.equal(enumLabel(['lose', 0, 'type'], 'spawn', 'it'), 'spawn');
    assert.equal(enumHint(['lose', 0, 'type'], 'spawn', 'it'), undefined);
    assert.equal(enumLabel(['type'], 'hero_dead', 'it'), 'hero_dead');
    assert.equal(enumLabel(['lose', 0, 'type'], 'constructor', 'it'), 'constructor');
    assert.equal(enumLabel(['nodes', 0, 'approaches', 0, 'skill'], 'might', 'it'), 'Forza');
    assert.equal(enumLabel(['nodes', 0, 'approaches', 0, 'skill'], 'might', 'en'), 'Might');
  });
});
