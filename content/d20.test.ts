/**
 * A d20 ruleset (issue 7) as content: a ruleset document may leave out the classic combat-die fields only when
 * its `rules.extra.board.system` is `"d20"`; every other ruleset is told, field by field, that it needs them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ruleset } from './schemas/index.ts';

const t = (s: string) => ({ it: s, en: s });

/** A ruleset with no classic combat die and no rules document. */
const dieless = { id: 'senza-dado', name: t('Senza dado'), heroMovement: { count: 2, sides: 6 } };

/** The issues of parsing `doc` as a Ruleset, as [path, message]. */
function issuesOf(doc: unknown): [string, string][] {
  const r = Ruleset.safeParse(doc);
  assert.ok(!r.success, 'the ruleset is refused');
  return r.error.issues.map((i) => [i.path.join('.'), i.message]);
}

describe('the classic combat-die fields of a ruleset', () => {
  test('are required, each named, unless the ruleset is a d20 one', () => {
    const needs = (key: string) => [key, `"${key}" is required unless the ruleset is a d20 one (rules.extra.board.system "d20")`];
    assert.deepEqual(issuesOf(dieless), [needs('combatDie'), needs('hit'), needs('heroBlock'), needs('creatureBlock')]);
    assert.deepEqual(issuesOf({ ...dieless, combatDie: { faces: ['skull', 'white_shield'] }, hit: 'skull', heroBlock: 'white_shield' }), [needs('creatureBlock')]);
  });

  test('a face of the classic fields must still be on the die', () => {
    assert.deepEqual(issuesOf({ ...dieless, combatDie: { faces: ['skull', 'white_shield'] }, hit: 'skull', heroBlock: 'white_shield', creatureBlock: 'black_shield' }), [
      ['creatureBlock', 'face "black_shield" is not on the combat die'],
    ]);
  });

  test('heroMovement stays required under every ruleset', () => {
    const { heroMovement: _, ...still } = dieless;
    assert.ok(issuesOf(still).some(([path]) => path === 'heroMovement'));
  });
});
