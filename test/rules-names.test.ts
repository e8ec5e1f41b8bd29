/**
 * The optional translation table of a ruleset's names (`names`, beside the untouched `rules`): its keys checked against
 * the document at save, and the element naming the document's entries in its reader's language from it, with the
 * 002 `name` as written where the table says nothing.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Ruleset } from '../content/schemas/index.ts';
import { loadTexts } from '../components/i18n.ts';
import { namedEntries, withName } from '../components/archive/names-table.ts';
import type { Doc } from '../components/archive/api.ts';
import { loadRulesetParts, rulesetParts } from '../components/rulesets/registry.ts';
import { numbersOf } from '../components/rulesets/rules/card.ts';
import { ruleName, rulesEventLine, rulesViewOf, statName } from '../components/rulesets/rules/words.ts';
import { apply, createGame, type GameEvent, viewFor } from '../engine/index.ts';
import { loadDefaultPack } from '../content/load-pack.ts';
import { prova, provaGame, provaMission } from './support/rules-fixture.ts';

await loadTexts('en');
await loadRulesetParts('rules');

const board = { defenceStat: 'guardia', attackAction: 'azione', abilityAction: 'azione' };
const NAMES = {
  en: {
    'attributes.forza': 'Strength',
    'resources.vigore': 'Vigour',
    'derivedStats.guardia': 'Guard',
    'conditions.stordito': 'Dazed',
    'actionTypes.azione': 'Action',
  },
};

/** The issues of parsing a ruleset with `names`, as [path, message]. */
function issues(names: unknown): [string, string][] {
  const r = Ruleset.safeParse({ id: 'prova-regole', name: { it: 'Prova' }, board, names, rules: prova() });
  return r.success ? [] : r.error.issues.map((i) => [i.path.join('/'), i.message]);
}

describe("a ruleset's names in two languages", () => {
  test('the table is checked against the document: the list, the id, a near name suggested, no empty name', () => {
    assert.deepEqual(issues(NAMES), []);
    assert.deepEqual(issues({ it: { 'attributes.forza': 'Forza' }, en: NAMES.en }), []);
    assert.deepEqual(issues({ en: { 'atributes.forza': 'Strength' } }), [
      ['names/en/atributes.forza', 'no list "atributes" of named entries in a rules document: did you mean "attributes"?'],
    ]);
    assert.deepEqual(issues({ it: { 'derivedStats.guarda': 'Guardia' } }), [
      ['names/it/derivedStats.guarda', 'no entry "guarda" in rules.derivedStats: did you mean "guardia"?'],
    ]);
    assert.deepEqual(issues({ en: { attributes: 'All' } }), [['names/en/attributes', 'a key is "<list>.<id>" ("derivedStats.armourClass"), not "attributes"']]);
    assert.equal(issues({ en: { 'attributes.forza': ' ' } }).length, 1);
    assert.deepEqual(
      issues({ fr: {} }).map(([p]) => p),
      ['names'],
    );
    const bare = Ruleset.safeParse({
      id: 'x',
      name: { it: 'X' },
      names: NAMES,
      combatDie: { faces: ['skull', 'white_shield'] },
      hit: 'skull',
      heroBlock: 'white_shield',
      creatureBlock: 'white_shield',
      heroMovement: { count: 2, sides: 6 },
    });
    assert.deepEqual(bare.success ? [] : bare.error.issues.map((i) => [i.path.join('/'), i.message]), [
      ['names', 'the ruleset has no "rules" document whose entries it could name'],
    ]);
  });

  test("the view carries the table; the card, the budget, the life word and the dice tray name entries in the reader's language, else as written", () => {
    const ruleset = Ruleset.parse({ id: 'prova-regole', name: { it: 'Prova' }, board, names: NAMES, rules: prova() });
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const state = provaGame(m, ['guerriera'], 'names', ruleset).state;
    const view = viewFor(state, 'h1');
    const rv = rulesViewOf(view.rules)!;
    assert.deepEqual(rv.names, NAMES);
    const en = numbersOf(rv, rv.pieces.h1!, 'en');
    const it = numbersOf(rv, rv.pieces.h1!, 'it');
    // English from the table where it has one; Destrezza, Spirito, Focus, Iniziativa, Slancio as written
    assert.deepEqual(
      en.attributes.map((a) => a.name),
      ['Strength', 'Destrezza', 'Spirito'],
    );
    assert.deepEqual(
      en.resources.map((r) => r.name),
      ['Vigour', 'Focus'],
    );
    assert.deepEqual(
      en.derived.map((d) => d.name),
      ['Guard', 'Iniziativa', 'Slancio'],
    );
    // no Italian table: the document's names as written
    assert.deepEqual(
      it.attributes.map((a) => a.name),
      ['Forza', 'Destrezza', 'Spirito'],
    );
    assert.deepEqual(
      it.resources.map((r) => r.name),
      ['Vigore', 'Focus'],
    );
    const hero = view.units.find((u) => u.id === 'h1')!;
    assert.equal(rulesetParts('rules').lifeLabel(hero, 'en', view.rules), 'Vigour');
    assert.equal(rulesetParts('rules').lifeLabel(hero, 'it', view.rules), 'Vigore');
    assert.equal(ruleName(rv, 'actionTypes', 'azione', 'en'), 'Action');
    assert.equal(ruleName(rv, 'actionTypes', 'rapida', 'en'), 'Rapida');
    assert.equal(ruleName(rv, 'conditions', 'stordito', 'en'), 'Dazed');
    assert.equal(statName(rv, 'guardia', 'en'), 'Guard');
    assert.equal(statName(rv, 'guardia', 'it'), 'Guardia');
    // without a language (a caller that has none) the name as written
    assert.equal(ruleName(rv, 'conditions', 'stordito'), 'Stordito');
    // the chronicle: a condition by its name in the reader's language
    const event = { type: 'condition_changed', unit: 'h1', condition: 'stordito', change: 'applied' } as unknown as GameEvent;
    const words = (lang: 'it' | 'en') => ({ lang, unit: (id: string) => id, moduleView: view.rules });
    assert.equal(rulesEventLine(event, words('en')), 'h1 is now under Dazed');
    assert.equal(rulesEventLine(event, words('it')), 'h1 subisce la condizione Stordito');
  });

  test("Embervale's stances and parting blow by the names table: Furtiva and Colpo di congedo in Italian, the document's English in English", () => {
    const pack = loadDefaultPack();
    const mission = pack.missions.find((m) => m.id === 'la-diga-di-valbrace')!;
    let s = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset: pack.rulesets.find((r) => r.id === 'embervale')!, seed: 'names' });
    s = (apply(s, { seat: 'h1', type: 'join', hero: 'tessa' } as never) as { state: typeof s }).state;
    const rv = rulesViewOf(viewFor(s, 'h1').rules)!;
    assert.deepEqual(
      (['it', 'en'] as const).map((lang) => [
        ruleName(rv, 'stances', 'sneaking', lang),
        ruleName(rv, 'opportunities', 'parting-blow', lang),
        ruleName(rv, 'actionTypes', 'reaction', lang),
      ]),
      [
        ['Furtiva', 'Colpo di congedo', 'Reazione'],
        ['Sneaking', 'Parting blow', 'Reaction'],
      ],
    );
    const event = { type: 'stance_changed', unit: 'h1', stance: 'sneaking' } as unknown as GameEvent;
    const words = (lang: 'it' | 'en') => ({ lang, unit: (id: string) => id, moduleView: viewFor(s, 'h1').rules });
    assert.equal(rulesEventLine(event, words('it')), 'h1 assume la postura Furtiva');
    assert.equal(rulesEventLine(event, words('en')), 'h1 takes the Sneaking stance');
  });

  test("the Archive's table: every named entry of the draft, a name set, an emptied box leaving the table", () => {
    const draft = { id: 'prova-regole', name: { it: 'Prova' }, rules: prova() } as unknown as Doc;
    const entries = namedEntries(draft);
    assert.deepEqual(
      entries.filter((e) => e.list === 'attributes' || e.list === 'actionTypes').map((e) => [e.key, e.name]),
      [
        ['attributes.forza', 'Forza'],
        ['attributes.destrezza', 'Destrezza'],
        ['attributes.spirito', 'Spirito'],
        ['actionTypes.azione', 'Azione'],
        ['actionTypes.rapida', 'Rapida'],
      ],
    );
    const named = withName(withName(draft, 'en', 'attributes.forza', ' Strength '), 'en', 'resources.vigore', 'Vigour');
    assert.deepEqual((named as { names?: unknown }).names, { en: { 'attributes.forza': 'Strength', 'resources.vigore': 'Vigour' } });
    assert.equal((draft as { names?: unknown }).names, undefined, 'the draft itself is not changed');
    // the table as edited is one the ruleset saves with
    assert.ok(Ruleset.safeParse({ ...named, board }).success);
    const one = withName(named, 'en', 'resources.vigore', '');
    assert.deepEqual((one as { names?: unknown }).names, { en: { 'attributes.forza': 'Strength' } });
    assert.equal('names' in withName(one, 'en', 'attributes.forza', ''), false);
  });
});
