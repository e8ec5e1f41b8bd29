/**
 * The problems the Archive's adventure editor shows as an author draws (components/archive/adventure-problems.ts): an
 * unreachable location, a required challenge without an unconditional approach, a dialogue choice leading to no page,
 * a branch leading to no location, a location not ending with its exit; none for the shipped Forsaken Woods.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { adventureProblems, reachableLocations } from '../components/archive/adventure-problems.ts';
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
      { id: 'strada', name: t('Strada'), nodes: [exit('uscita-strada')], routes: ['guado'] },
      {
        id: 'guado',
        name: t('Guado'),
        nodes: [
          { id: 'carro', kind: 'challenge', name: t('Carro'), at: 0.3, mandatory: true, dc: 12, approaches: [{ id: 'corda', name: t('Corda'), skill: 'wits', requires: [{ kind: 'provisions', min: 1 }] }], success: {}, failure: {} },
          {
            id: 'vecchio',
            kind: 'dialogue',
            name: t('Vecchio'),
            at: 0.5,
            speaker: t('Vecchio'),
            start: 'domande',
            pages: [{ id: 'domande', text: t('Chiedete.'), choices: [{ id: 'pietre', text: t('Le pietre?'), next: 'pietre' }, { id: 'addio', text: t('Addio.') }] }],
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
      { code: 'choiceNowhere', location: 'guado', node: 'vecchio', path: 'locations[1].nodes[1].pages[0].choices[0].next', params: { page: 'pietre', choice: 'pietre' } },
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
    d.locations[2]!.nodes = [{ id: 'bivio', kind: 'branch', name: t('Bivio'), at: 0.5, options: [{ id: 'a', clue: t('A'), to: 'strada' }, { id: 'b', clue: t('B'), to: 'palude' }] }] as never;
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

  test('the shipped Forsaken Woods has none', () => {
    assert.deepEqual(adventureProblems(FORSAKEN_WOODS), []);
  });
});
