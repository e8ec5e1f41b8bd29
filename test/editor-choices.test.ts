/**
 * Choices an author is offered: the defeat list offers only conditions that can be a defeat ("Tutte le creature uccise" is what the
 * heroes play for, never how they lose), a mission that already has one keeping it shown, to change; an adventure's
 * recruits are the heroes of its ruleset.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loseSchema } from '../components/archive/win-lose-editor.ts';
import { discriminantOf, schemaOf, variantsOf, type JsonSchema } from '../components/archive/schema-tools.ts';

const lose = schemaOf('missions').properties!.lose as JsonSchema;
const offered = (used: unknown[] = []) => variantsOf(loseSchema(lose, used).items as JsonSchema)!.map((v) => discriminantOf(v));

test('a defeat is never "all creatures killed", "a number of kills" nor "gold gathered"; the rest stay offered', () => {
  const all = variantsOf(lose.items as JsonSchema)!.map((v) => discriminantOf(v));
  assert.deepEqual(
    offered(),
    all.filter((type) => type !== 'kill_all' && type !== 'kill_count' && type !== 'gold'),
  );
  assert.ok(offered().includes('hero_dead') && offered().includes('rounds'));
});

test('a mission already losing on "all creatures killed" keeps that choice shown, so the author can change it', () => {
  assert.ok(offered([{ type: 'kill_all' }]).includes('kill_all'));
  assert.ok(!offered([{ type: 'kill_all' }]).includes('gold'));
});

test("an adventure's recruits are offered among the heroes of its ruleset (and those written for none), not every ruleset's", async () => {
  const { heroesOfRuleset } = await import('../components/archive/choices.ts');
  const catalog = {
    rulesets: [
      { id: 'classic', name: { it: 'Classico' } },
      { id: 'fantasy-d20', name: { it: 'D20' }, board: { system: 'd20' } },
    ],
    heroes: [
      { id: 'barbaro', name: { it: 'Barbaro' } },
      { id: 'guerriero-d20', name: { it: 'Guerriero' }, ruleset: 'fantasy-d20' },
      { id: 'nano-classico', name: { it: 'Nano' }, ruleset: 'classic' },
    ],
  };
  assert.deepEqual(
    heroesOfRuleset(catalog as never, 'classic').map((h) => h.id),
    ['barbaro', 'nano-classico'],
  );
  assert.deepEqual(
    heroesOfRuleset(catalog as never, 'fantasy-d20').map((h) => h.id),
    ['guerriero-d20'],
  );
  assert.deepEqual(
    heroesOfRuleset(catalog as never, undefined).map((h) => h.id),
    ['barbaro', 'guerriero-d20', 'nano-classico'],
  );
});

test("a mission's creature is offered the stances of the mission's ruleset, named in the reader's language; none without stances", async () => {
  const { choicesFor } = await import('../components/archive/choices.ts');
  const catalog = {
    rulesets: [
      {
        id: 'agguati',
        name: { it: 'Agguati' },
        names: { it: { 'stances.sneaking': 'Furtivo' } },
        rules: {
          stances: [
            { id: 'upright', name: 'Upright' },
            { id: 'sneaking', name: 'Sneaking' },
          ],
        },
      },
      { id: 'classic', name: { it: 'Classico' } },
    ],
  };
  const mission = { ruleset: 'agguati', monsters: [{ kind: 'goblin', x: 1, y: 1 }] };
  assert.deepEqual(choicesFor(catalog as never, mission, 'it')(['monsters', 0, 'stance'], 'stance', undefined), [
    { value: 'upright', label: 'Upright' },
    { value: 'sneaking', label: 'Furtivo' },
  ]);
  assert.deepEqual(choicesFor(catalog as never, mission, 'en')(['monsters', 0, 'stance'], 'stance', undefined), [
    { value: 'upright', label: 'Upright' },
    { value: 'sneaking', label: 'Sneaking' },
  ]);
  assert.equal(choicesFor(catalog as never, { ...mission, ruleset: 'classic' }, 'en')(['monsters', 0, 'stance'], 'stance', undefined), null);
});
