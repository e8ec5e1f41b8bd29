/**
 * An adventure's ids made from its texts (components/archive/adventure-ids.ts): nobody types one, an id made
 * in the editor follows its text and what names it follows too, and the ids the adventure held when opened or saved
 * never change.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { readFileSync } from 'node:fs';
import { adventureFlags, fixedIds, flagId, flagWords, tierChoices, withIdsFromTexts } from '../components/archive/adventure-ids.ts';

type T = { it: string; en: string };
const it = (s: string): T => ({ it: s, en: '' });
type Point = {
  id: string;
  kind: string;
  name: T;
  at: number;
  start?: string;
  pages?: { id: string; text: T; choices: { id: string; text: T; next?: string }[] }[];
  approaches?: { id: string; name: T; skill: string; requires: { kind: string; node: string }[] }[];
};
type Draft = { id: string; start: string; locations: { id: string; name: T; routes: string[]; nodes: Point[] }[] };

/** A draft as the editor holds it right after adding a dialogue with two choices, nothing typed yet. */
function draft(): Draft {
  return {
    id: 'prova',
    start: 'nuovo-luogo',
    locations: [
      {
        id: 'nuovo-luogo',
        name: it('Nuovo luogo'),
        routes: ['nuovo-luogo-2'],
        nodes: [
          {
            id: 'dialogo',
            kind: 'dialogue',
            name: it('Dialogo'),
            at: 0.5,
            start: 'dialogo',
            pages: [
              {
                id: 'dialogo',
                text: it('Dialogo'),
                choices: [
                  { id: '', text: it('') },
                  { id: '', text: it('') },
                ],
              },
              { id: '', text: it(''), choices: [] },
            ],
          },
          { id: 'uscita', kind: 'exit', name: it('Uscita'), at: 1 },
        ],
      },
      {
        id: 'nuovo-luogo-2',
        name: it('Nuovo luogo'),
        routes: [],
        nodes: [
          {
            id: 'prova',
            kind: 'challenge',
            name: it('Prova'),
            at: 0.5,
            approaches: [{ id: 'approccio', name: it('Prova'), skill: 'might', requires: [{ kind: 'resolved', node: 'dialogo' }] }],
          },
          { id: 'uscita-2', kind: 'exit', name: it('Uscita'), at: 1 },
        ],
      },
    ],
  };
}
const none = fixedIds({});

describe("an adventure's ids made from its texts", () => {
  test('empty ids get the id a word of the thing makes, unique where they must be', () => {
    const a = withIdsFromTexts(draft(), none);
    const pages = a.locations[0]!.nodes[0]!.pages!;
    assert.deepEqual(
      pages.map((p) => p.id),
      ['dialogo', 'pagina'],
    );
    assert.deepEqual(
      pages[0]!.choices.map((c) => c.id),
      ['scelta', 'scelta-2'],
    );
    assert.deepEqual(
      a.locations.map((l) => l.id),
      ['nuovo-luogo', 'nuovo-luogo-2'],
    );
  });

  test('a text typed gives its id, and the start, routes, next pages and conditions naming the thing follow it', () => {
    const d = withIdsFromTexts(draft(), none);
    d.locations[1]!.name = it('La palude nera');
    d.locations[0]!.nodes[0]!.name = it('Il vecchio eremita');
    d.locations[0]!.nodes[0]!.pages![0]!.text = it('Chi va là? Cerchi la torre, straniero?');
    d.locations[0]!.nodes[0]!.pages![0]!.choices[0] = { id: 'scelta', text: it('Sì, la torre.'), next: 'pagina' };
    d.locations[0]!.nodes[0]!.pages![1]!.text = it('Allora segui il fiume.');
    const a = withIdsFromTexts(d, none);
    assert.deepEqual(
      a.locations.map((l) => l.id),
      ['nuovo-luogo', 'la-palude-nera'],
    );
    assert.deepEqual(a.locations[0]!.routes, ['la-palude-nera'], 'the route follows the location');
    const talk = a.locations[0]!.nodes[0]!;
    assert.equal(talk.id, 'il-vecchio-eremita');
    assert.deepEqual(
      talk.pages!.map((p) => p.id),
      ['chi-va-la-cerchi', 'allora-segui-il-fiume'],
    );
    assert.equal(talk.start, 'chi-va-la-cerchi', 'the first page follows');
    assert.deepEqual(
      talk.pages![0]!.choices.map((c) => [c.id, c.next]),
      [
        ['si-la-torre', 'allora-segui-il-fiume'],
        ['scelta', undefined],
      ],
    );
    assert.deepEqual(a.locations[1]!.nodes[0]!.approaches![0]!.requires, [{ kind: 'resolved', node: 'il-vecchio-eremita' }], 'the condition follows the point');
  });

  test('the ids held when the editor opened it (or when it was saved) stay when their texts change', () => {
    const saved = withIdsFromTexts(draft(), none);
    saved.locations[0]!.nodes[0]!.pages![0]!.choices[0]!.text = it('Addio.');
    const fixed = fixedIds(withIdsFromTexts(saved, none));
    const renamed = withIdsFromTexts(saved, none);
    renamed.locations[0]!.nodes[0]!.pages![0]!.choices[0]!.text = it('Arrivederci.');
    renamed.locations[0]!.name = it('Il ponte');
    const a = withIdsFromTexts(renamed, fixed);
    assert.deepEqual(
      a.locations[0]!.nodes[0]!.pages![0]!.choices.map((c) => c.id),
      ['addio', 'scelta'],
    );
    assert.equal(a.locations[0]!.id, 'nuovo-luogo');
    assert.equal(a.start, 'nuovo-luogo');
  });
});

describe('clues and run flags named in words', () => {
  test('words make the id and the id reads back as the words, accents and capitals dropped', () => {
    assert.equal(flagId('La chiave del Mago'), 'la-chiave-del-mago');
    assert.equal(flagId('  La porta è aperta! '), 'la-porta-e-aperta');
    assert.equal(flagId('!!'), '');
    assert.equal(flagWords('la-chiave-del-mago'), 'la chiave del mago');
  });

  test('the flags a condition picks from are those the dialogues grant and the challenges set, each once, in words', () => {
    const adventure = {
      locations: [
        {
          id: 'torre',
          nodes: [
            {
              id: 'mago',
              kind: 'dialogue',
              pages: [
                { id: 'p', choices: [{ id: 'a', clue: 'la-chiave-del-mago' }, { id: 'b' }] },
                { id: 'q', choices: [{ id: 'c', clue: 'la-porta-segreta' }] },
              ],
            },
            { id: 'prova', kind: 'challenge', success: { flag: 'la-porta-segreta' }, failure: { flag: 'allarme' } },
            { id: 'bivio', kind: 'branch', options: [{ id: 'x', clue: { it: 'A sinistra' }, to: 'torre' }] },
          ],
        },
      ],
    };
    assert.deepEqual(adventureFlags(adventure), [
      { value: 'la-chiave-del-mago', label: 'la chiave del mago' },
      { value: 'la-porta-segreta', label: 'la porta segreta' },
      { value: 'allarme', label: 'allarme' },
    ]);
    assert.deepEqual(adventureFlags({}), []);
  });
});

describe('a point’s difficulty tiers picked by name', () => {
  test('the tiers offered are the ruleset’s d20 board’s, named in the reader’s language', () => {
    const ruleset = JSON.parse(readFileSync(new URL('../content/packs/default/rulesets/forsaken-woods.json', import.meta.url), 'utf8')) as unknown;
    assert.deepEqual(
      tierChoices(ruleset, 'it').map((c) => `${c.value}=${c.label}`),
      ['basic=Base', 'advanced=Avanzato', 'expert=Esperto', 'master=Maestro', 'masterPlus=Maestro Plus'],
    );
    assert.equal(tierChoices(ruleset, 'en')[4]?.label, 'Master Plus');
  });

  test('a ruleset without tiers (the classic rules) offers none, and no ruleset none', () => {
    assert.deepEqual(tierChoices({ id: 'classic', rules: {} }, 'it'), []);
    assert.deepEqual(tierChoices(undefined, 'it'), []);
  });
});
