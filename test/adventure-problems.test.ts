/**
 * The problems the Archive's adventure editor shows as an author draws (components/archive/adventure-problems.ts): an
 * unreachable location, a required challenge without an unconditional approach, a dialogue choice leading to no page,
 * a branch leading to no location, a location not ending with its exit; none for the shipped Forsaken Woods.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adventureProblems, problemIssues, reachableLocations } from '../components/archive/adventure-problems.ts';
import { placeOf } from '../components/archive/issue-text.ts';
import { oneProblemPerFault, validate } from '../components/archive/schema-tools.ts';
import { FORSAKEN_WOODS } from './support/campaign-play.ts';

const t = (s: string) => ({ it: s, en: s });
const exit = (id: string) => ({ id, kind: 'exit', name: t('Uscita'), at: 1 });

/** Three locations: the road (routes to the ford), the ford, and the cave no route reaches. */
function draft() {
  return {
    id: 'bozza',
    name: t('Bozza'),
    ruleset: 'forsaken-woods',
    town: { name: t('Oddwater') },
    start: 'strada',
    locations: [
      {
        id: 'strada',
        name: t('Strada'),
        nodes: [{ id: 'lupi', kind: 'encounter', name: t('Lupi'), at: 0.5, mandatory: true, mission: 'la-prova' }, exit('uscita-strada')],
        routes: ['guado'],
      },
      {
        id: 'guado',
        name: t('Guado'),
        nodes: [
          {
            id: 'carro',
            kind: 'challenge',
            name: t('Carro'),
            at: 0.3,
            mandatory: true,
            dc: 12,
            approaches: [{ id: 'corda', name: t('Corda'), skill: 'wits', requires: [{ kind: 'provisions', min: 1 }] }],
            success: {},
            failure: {},
          },
          {
            id: 'vecchio',
            kind: 'dialogue',
            name: t('Vecchio'),
            at: 0.5,
            speaker: t('Vecchio'),
            start: 'domande',
            pages: [
              {
                id: 'domande',
                text: t('Chiedete.'),
                choices: [
                  { id: 'pietre', text: t('Le pietre?'), next: 'pietre' },
                  { id: 'addio', text: t('Addio.') },
                ],
              },
            ],
          },
          exit('uscita-guado'),
        ],
        routes: [] as string[],
      },
      { id: 'grotta', name: t('Grotta'), nodes: [exit('uscita-grotta')], routes: [] as string[] },
    ],
  };
}

describe('adventure problems', () => {
  test('names the unreachable location, the stuck challenge and the choice leading nowhere, by path', () => {
    assert.deepEqual(adventureProblems(draft()), [
      { code: 'challengeNoFreeApproach', location: 'guado', node: 'carro', path: 'locations[1].nodes[0].approaches', params: {} },
      {
        code: 'choiceNowhere',
        location: 'guado',
        node: 'vecchio',
        path: 'locations[1].nodes[1].pages[0].choices[0].next',
        params: { page: 'pietre', choice: 'pietre' },
      },
      { code: 'unreachable', location: 'grotta', path: 'locations[2]', params: {} },
    ]);
  });

  test('each goes away when fixed: a route to the cave, an approach with no requirement, the page written', () => {
    const d = draft();
    d.locations[1]!.routes.push('grotta');
    const challenge = d.locations[1]!.nodes[0] as { approaches: unknown[] };
    challenge.approaches.push({ id: 'spinta', name: t('Spinta'), skill: 'might' });
    const dialogue = d.locations[1]!.nodes[1] as { pages: unknown[] };
    dialogue.pages.push({ id: 'pietre', text: t('Il sole.') });
    assert.deepEqual(adventureProblems(d), []);
    assert.deepEqual([...reachableLocations(d)], ['strada', 'guado', 'grotta']);
  });

  test('an optional challenge may require something of every approach; a choice with no next ends the talk', () => {
    const d = draft();
    d.locations[0]!.routes.push('grotta');
    (d.locations[1]!.nodes[0] as { mandatory: boolean }).mandatory = false;
    delete (d.locations[1]!.nodes[1] as { pages: { choices: { next?: string }[] }[] }).pages[0]!.choices[0]!.next;
    assert.deepEqual(adventureProblems(d), []);
  });

  test('a branch to no location, a dialogue starting on no page, a location not ending with its exit', () => {
    const d = draft();
    d.locations[0]!.routes.push('grotta');
    (d.locations[1]!.nodes[0] as { mandatory: boolean }).mandatory = false;
    (d.locations[1]!.nodes[1] as { start: string }).start = 'inizio';
    (d.locations[1]!.nodes[1] as { pages: { choices: { next?: string }[] }[] }).pages[0]!.choices[0]!.next = 'domande';
    d.locations[2]!.nodes = [
      {
        id: 'bivio',
        kind: 'branch',
        name: t('Bivio'),
        at: 0.5,
        options: [
          { id: 'a', clue: t('A'), to: 'strada' },
          { id: 'b', clue: t('B'), to: 'palude' },
        ],
      },
    ] as never;
    assert.deepEqual(adventureProblems(d), [
      { code: 'startPageMissing', location: 'guado', node: 'vecchio', path: 'locations[1].nodes[1].start', params: { page: 'inizio' } },
      { code: 'branchNowhere', location: 'grotta', node: 'bivio', path: 'locations[2].nodes[0].options[1].to', params: { to: 'palude', choice: 'b' } },
      { code: 'exitNotLast', location: 'grotta', path: 'locations[2].nodes', params: {} },
    ]);
  });

  test('a draft half written (no locations, a start naming none, nodes not objects) has no problem to report but throws nothing', () => {
    assert.deepEqual(adventureProblems({}), []);
    assert.deepEqual(adventureProblems({ start: 'x', locations: [{ id: 'a', nodes: [null, 3] }] }), []);
  });

  test('an exit of a location with no way on ends the adventure unless the author unticks it: then it is a dead end, and no exit ends the adventure', () => {
    const d = draft();
    d.locations = d.locations.slice(0, 1);
    d.locations[0]!.routes = [];
    assert.deepEqual(adventureProblems(d), []);
    (d.locations[0]!.nodes[1] as { completes?: boolean }).completes = false;
    assert.deepEqual(adventureProblems(d), [
      { code: 'deadEnd', location: 'strada', node: 'uscita-strada', path: 'locations[0].nodes[1].completes', params: {} },
      { code: 'noEnd', location: 'strada', path: 'locations', params: {} },
    ]);
  });

  test('a location that leads on does not end the adventure by itself: routes everywhere and no end is one problem', () => {
    const d = draft();
    d.locations = d.locations.slice(0, 2);
    d.locations[1]!.routes = ['strada'];
    d.locations[1]!.nodes = [exit('uscita-guado')];
    assert.deepEqual(adventureProblems(d), [{ code: 'noEnd', location: 'guado', path: 'locations', params: {} }]);
    (d.locations[1]!.nodes[0] as { completes?: boolean }).completes = true;
    assert.deepEqual(adventureProblems(d), []);
  });

  test('an end the party reaches without a required fight is a problem; a required encounter on every way clears it', () => {
    const d = draft();
    d.locations = d.locations.slice(0, 2);
    d.locations[1]!.nodes = [exit('uscita-guado')];
    (d.locations[0]!.nodes[0] as { mandatory: boolean }).mandatory = false;
    assert.deepEqual(adventureProblems(d), [{ code: 'noFightOnTheWay', location: 'guado', path: 'locations', params: {} }]);
    (d.locations[0]!.nodes[0] as { mandatory: boolean }).mandatory = true;
    assert.deepEqual(adventureProblems(d), []);
  });

  test('the shipped Forsaken Woods has none', () => {
    assert.deepEqual(adventureProblems(FORSAKEN_WOODS), []);
  });
});

describe("an adventure's problems in words, once per fault", () => {
  const rows = (doc: unknown): [string, string, string][] =>
    validate('adventures', doc, 'it').map((i) => [placeOf(i.path, 'it', 'adventures'), i.message, i.path]);

  test('a new adventure: each empty field said once, in Italian; no raw «no location ""» beside the empty first location', () => {
    const fresh = { id: '', name: {}, ruleset: '', town: { name: { it: 'Città', en: 'Town' } }, start: '', locations: [], recruits: [], sample: false };
    assert.deepEqual(rows(fresh), [
      ['Identificativo', 'è vuoto: va compilato', 'id'],
      ['Nome', 'è vuoto: scrivilo in italiano o in inglese (basta una lingua)', 'name'],
      ['Regolamento', 'è vuoto: va compilato', 'ruleset'],
      ['Primo luogo', 'è vuoto: va compilato', 'start'],
      ['Luoghi', 'serve almeno un elemento', 'locations'],
    ]);
  });

  test("the schema's own checks of an adventure in Italian words: a first location and a route naming no location", () => {
    const d = draft();
    d.start = 'palude';
    d.locations[0]!.routes = ['guado', 'torre'];
    assert.deepEqual(
      rows(d).filter(([, , path]) => path === 'start' || path.startsWith('locations[0].routes')),
      [
        ['Primo luogo', 'nessun luogo «palude» nell’avventura: scegline uno dall’elenco', 'start'],
        ['Luogo 1 › Strada 2', 'nessun luogo «torre» nell’avventura: scegline uno dall’elenco', 'locations[0].routes[1]'],
      ],
    );
  });

  test("a choice leading to no page, found by the schema and by the editor's check, is listed once, in the editor's words", () => {
    const d = draft();
    const path = 'locations[1].nodes[1].pages[0].choices[0].next';
    assert.equal(validate('adventures', d, 'it').filter((i) => i.path === path).length, 1, 'the schema finds it');
    const listed = oneProblemPerFault([...problemIssues(adventureProblems(d), (p) => `parole: ${p.code}`), ...validate('adventures', d, 'it')]);
    assert.deepEqual(
      listed.filter((i) => i.path === path).map((i) => i.message),
      ['parole: choiceNowhere'],
    );
  });
});
