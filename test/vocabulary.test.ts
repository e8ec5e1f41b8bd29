/**
 * Words, not identifiers: every fixed value the schemas list has a name and a hint in Italian and English
 * in content/vocabulary.ts, and the table names no value the schemas do not have. A new value cannot ship without
 * words: this test walks the schemas' own enumerations, not a copy of them.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Condition, Effect, FURNITURE_KINDS, LANGS, MissionObject, Npc, Spell, Target, TRAP_KINDS, Trigger, WinRule } from '../content/schemas/index.ts';
import { VOCABULARY, wordsOf, type VocabularyName, type WordList } from '../content/vocabulary.ts';
import { ADVENTURE_CONDITIONS, ADVENTURE_NODES } from '../content/vocabulary-adventure.ts';
import { AdventureNode, Condition as AdventureCondition } from '../content/schemas/adventure.ts';
import { objectKindLabel } from '../components/texts.ts';

/** A zod schema as far as this test reads it: its definition (wrappers, unions) and the values an enum lists. */
type Z = {
  _zod: { def: { type: string; innerType?: Z; options?: Z[]; values?: unknown[]; entries?: Record<string, unknown> } };
  shape?: Record<string, Z>;
  options?: unknown;
};

/** The string values of an enum, through `.default()`, `.optional()` and `.describe()`. */
function enumValues(schema: unknown): string[] {
  let s = schema as Z;
  while (s._zod.def.innerType) s = s._zod.def.innerType;
  assert.equal(s._zod.def.type, 'enum', 'an enum');
  return Object.values(s._zod.def.entries!).map(String);
}

/** The `type` values of a discriminated union's variants. */
function tags(union: unknown, key = 'type'): string[] {
  return ((union as Z)._zod.def.options ?? []).map((o) => {
    const values = o.shape![key]!._zod.def.values!;
    assert.equal(values.length, 1);
    return String(values[0]);
  });
}

const variant = (union: unknown, type: string) => ((union as Z)._zod.def.options ?? []).find((o) => o.shape!.type!._zod.def.values![0] === type)!;
const winVariants = (WinRule as unknown as Z)._zod.def.options!;

/** Each list of the table, and the values the schemas allow for it. */
const EXPECTED: Record<VocabularyName, string[]> = {
  conditions: tags(Condition),
  triggers: tags(Trigger),
  effects: tags(Effect),
  targets: enumValues(Target),
  objectTypes: tags(MissionObject),
  trapKinds: enumValues(variant(MissionObject, 'trap').shape!.kind),
  furniture: enumValues(variant(MissionObject, 'furniture').shape!.kind),
  statuses: enumValues(variant(Effect, 'status').shape!.status),
  stats: enumValues(variant(Effect, 'stat').shape!.stat),
  durations: enumValues(variant(Effect, 'stat').shape!.duration),
  winModes: enumValues(winVariants.find((v) => v._zod.def.type === 'object')!.shape!.mode),
  who: enumValues(variant(Condition, 'reach').shape!.who),
  winRules: enumValues(winVariants.find((v) => v._zod.def.type === 'enum')),
  winners: enumValues(variant(Effect, 'end').shape!.winner),
  movedBy: enumValues(Npc.shape.moved_by),
  spellRanges: enumValues(Spell.shape.range),
};

describe('the vocabulary (content/vocabulary.ts)', () => {
  test('the walk reads the schemas: the trap kinds and furniture are the exported lists, hero_dead is a condition and a trigger', () => {
    assert.deepEqual(EXPECTED.trapKinds, [...TRAP_KINDS]);
    assert.deepEqual(EXPECTED.furniture, [...FURNITURE_KINDS]);
    assert.ok(EXPECTED.conditions.includes('hero_dead') && EXPECTED.triggers.includes('hero_dead'));
    assert.deepEqual(EXPECTED.winModes, ['any', 'all']);
    assert.deepEqual(EXPECTED.winRules, ['kill_all', 'manual']);
  });

  for (const [name, values] of Object.entries(EXPECTED) as [VocabularyName, string[]][]) {
    test(`${name}: every value the schema allows has words, and the table names no other`, () => {
      assert.ok(values.length > 0);
      assert.deepEqual(Object.keys(VOCABULARY[name]).sort(), [...values].sort());
    });

    test(`${name}: every entry has a name and a one-line hint in both languages, names unique within the list`, () => {
      for (const lang of LANGS) {
        const names = new Set<string>();
        for (const value of values) {
          const words = wordsOf(VOCABULARY[name], value, lang);
          assert.ok(words, `${name}.${value} has ${lang} words`);
          assert.ok(words.name.trim().length > 0 && words.name !== value, `${name}.${value} has a ${lang} name, not its id`);
          assert.ok(words.hint.trim().length > 0 && !words.hint.includes('\n'), `${name}.${value} has a one-line ${lang} hint`);
          assert.ok(!names.has(words.name), `${name}: "${words.name}" names two values in ${lang}`);
          names.add(words.name);
        }
      }
    });
  }

  test('hero_dead says exactly what the engine checks: one hero or all of them, as its "who" chooses', () => {
    assert.equal(wordsOf(VOCABULARY.conditions, 'hero_dead', 'en')?.name, 'Heroes fall');
    assert.equal(wordsOf(VOCABULARY.conditions, 'hero_dead', 'it')?.name, 'Cadono gli eroi');
    assert.match(wordsOf(VOCABULARY.conditions, 'hero_dead', 'en')!.hint, /^One hero falls \(“Who”: One hero\) or every hero falls \(“Who”: All heroes\)/);
    // the choice covers both, with the same words as reach's
    assert.deepEqual(enumValues(variant(Condition, 'hero_dead').shape!.who), ['any', 'all']);
    assert.equal(wordsOf(VOCABULARY.who, 'all', 'it')?.name, 'Tutti gli eroi');
    assert.equal(wordsOf(VOCABULARY.triggers, 'hero_dead', 'en')?.name, 'A hero falls');
  });

  test("the element names objects with the table's words: the players read the names the author picked", () => {
    assert.equal(objectKindLabel({ type: 'trap', kind: 'pit' }, 'it'), 'Fossa');
    assert.equal(objectKindLabel({ type: 'trap', kind: 'pit' }, 'en'), 'Pit trap');
    assert.equal(objectKindLabel({ type: 'furniture', kind: 'chest' }, 'it'), 'Forziere');
    assert.equal(objectKindLabel({ type: 'furniture', kind: 'weapons_rack' }, 'en'), 'Weapons rack');
    assert.equal(objectKindLabel({ type: 'exit' }, 'it'), 'Uscita');
    // a kind written by hand that the table does not know: the type's name, never the raw kind
    assert.equal(objectKindLabel({ type: 'trap', kind: 'lava' }, 'en'), 'Trap');
    assert.equal(objectKindLabel({ type: 'furniture', kind: 'toString' }, 'it'), 'Arredo');
    for (const lang of LANGS) {
      for (const type of Object.keys(VOCABULARY.objectTypes))
        assert.equal(objectKindLabel({ type: type as never }, lang), VOCABULARY.objectTypes[type as keyof typeof VOCABULARY.objectTypes][lang].name);
    }
  });

  test('an unknown value, or a name inherited from Object, has no words', () => {
    assert.equal(wordsOf(VOCABULARY.conditions, 'nope', 'it'), undefined);
    assert.equal(wordsOf(VOCABULARY.conditions, 'toString', 'en'), undefined);
  });
});

describe("the adventure's words (content/vocabulary-adventure.ts)", () => {
  const lists: [string, WordList, string[]][] = [
    ['point kinds', ADVENTURE_NODES, tags(AdventureNode, 'kind')],
    ['approach conditions', ADVENTURE_CONDITIONS, tags(AdventureCondition, 'kind')],
  ];
  for (const [name, list, values] of lists) {
    test(`${name}: every kind the schema allows has a name and a one-line hint in both languages, and no other`, () => {
      assert.deepEqual(Object.keys(list).sort(), [...values].sort());
      for (const lang of LANGS) {
        const names = new Set<string>();
        for (const value of values) {
          const words = wordsOf(list, value, lang)!;
          assert.ok(words.name.trim() && words.name !== value && words.hint.trim() && !words.hint.includes('\n'), `${name}.${value} in ${lang}`);
          assert.ok(!names.has(words.name), `${name}: "${words.name}" names two kinds in ${lang}`);
          names.add(words.name);
        }
      }
    });
  }

  test('the point kinds are named as a club organiser says them', () => {
    assert.deepEqual(
      ['encounter', 'challenge', 'dialogue', 'branch', 'exit'].map((k) => wordsOf(ADVENTURE_NODES, k, 'it')!.name),
      ['Scontro', 'Prova', 'Dialogo', 'Bivio', 'Uscita'],
    );
    assert.deepEqual(
      ['encounter', 'challenge', 'dialogue', 'branch', 'exit'].map((k) => wordsOf(ADVENTURE_NODES, k, 'en')!.name),
      ['Encounter', 'Challenge', 'Dialogue', 'Fork', 'Exit'],
    );
  });
});
