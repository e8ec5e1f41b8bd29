/**
 * A mission's objective in words (components/objective-text.ts): the exact Italian and English sentence of
 * every condition type, the headings of `any` / `all` / a single condition, and that a hero seat's sentences name no
 * room it has not revealed and no creature it has not seen, while the master who reads the quest book reads them.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { Condition } from '../content/schemas/index.ts';
import { MASTER, viewFor, type GameState } from '../engine/index.ts';
import { pick } from '../components/i18n.ts';
import { conditionSentence, describeObjective } from '../components/objective-text.ts';
import { objectTitle } from '../components/texts.ts';
import { Item } from '../content/schemas/index.ts';
import { mission, started } from './support/fixtures.ts';

const naming = { pick, objectTitle };
const both = (it: string, en: string) => ({ it, en });

/** A corridor along the top, the room "Tesoreria" (hidden at the start) and the room "Cripta" below it. */
function game(win: unknown, lose: unknown[] = []): GameState {
  const m = mission({
    map: {
      rows: ['........', '.AAA.BB.', '.AAA.BB.'],
      rooms: [
        { id: 'tesoreria', char: 'A', name: both('Tesoreria', 'Treasury') },
        { id: 'cripta', char: 'B', name: both('Cripta', 'Crypt') },
      ],
      doors: [
        {
          between: [
            [2, 0],
            [2, 1],
          ],
        },
        {
          between: [
            [5, 0],
            [5, 1],
          ],
        },
      ],
    },
    start: [[0, 0]],
    monsters: [
      { kind: 'orco', x: 3, y: 2, tag: 'capo' },
      { kind: 'goblin', x: 4, y: 0 },
    ],
    npcs: [{ name: 'Mira', title: both('Mira la guida', 'Mira the guide'), x: 7, y: 0, body: 2, move: 4, def: 1 }],
    objects: [{ type: 'exit', x: 7, y: 2, name: both('Scala', 'Stairway') }],
    win,
    lose,
  });
  return started(m, ['barbaro']);
}

const sentence = (s: GameState, seat: string, c: Condition) => [
  conditionSentence(c, viewFor(s, seat), 'it', naming),
  conditionSentence(c, viewFor(s, seat), 'en', naming),
];

test('every condition type reads as one sentence in Italian and English', () => {
  const s = game('kill_all');
  const cases: [Condition, string, string][] = [
    [{ type: 'kill_all' }, 'Cadono tutte le creature.', 'Every creature falls.'],
    [{ type: 'kill', kind: 'goblin' }, 'Cadono tutte le creature «Goblin».', 'Every “Goblin” falls.'],
    [{ type: 'kill_count', count: 1 }, 'Cade 1 creatura.', '1 creature falls.'],
    [{ type: 'kill_count', count: 3 }, 'Cadono 3 creature.', '3 creatures fall.'],
    [{ type: 'gold', amount: 1 }, 'Gli eroi raccolgono 1 moneta d’oro.', 'The heroes gather 1 gold coin.'],
    [{ type: 'gold', amount: 50 }, 'Gli eroi raccolgono 50 monete d’oro.', 'The heroes gather 50 gold coins.'],
    [{ type: 'reach', cells: [[7, 2]], who: 'any' }, 'Un eroe arriva a «Scala».', 'A hero gets to “Stairway”.'],
    [
      { type: 'reach', cells: [[6, 0]], who: 'all' },
      'Tutti gli eroi ancora in piedi arrivano alla meta nel corridoio.',
      'Every hero still standing gets to the goal in the corridor.',
    ],
    [
      { type: 'escort', npc: 'Mira', cells: [[0, 0]] },
      'Mira la guida arriva alla meta nel corridoio con la scorta degli eroi.',
      'Mira the guide gets to the goal in the corridor, escorted by the heroes.',
    ],
    [{ type: 'survive', rounds: 1 }, 'Gli eroi resistono per 1 giro.', 'The heroes hold out for 1 round.'],
    [{ type: 'survive', rounds: 8 }, 'Gli eroi resistono per 8 giri.', 'The heroes hold out for 8 rounds.'],
    [{ type: 'has_item', item: 'corona-del-re' }, 'Un eroe ottiene l’oggetto che la missione chiede.', 'A hero obtains the item the mission asks for.'],
    [{ type: 'hero_dead', who: 'any' }, 'Cade un eroe.', 'A hero falls.'],
    [{ type: 'hero_dead', who: 'all' }, 'Cadono tutti gli eroi.', 'Every hero falls.'],
    [{ type: 'npc_dead', npc: 'Mira' }, 'Cade Mira la guida.', 'Mira the guide falls.'],
    [{ type: 'rounds', rounds: 12 }, 'Finisce il giro 12 senza la vittoria.', 'Round 12 ends without a victory.'],
  ];
  for (const [c, it, en] of cases) assert.deepEqual(sentence(s, 'h1', c), [it, en], JSON.stringify(c));
});

test('a room, a tagged creature and a goal square are named once the seat has seen them, never before', () => {
  const s = game('kill_all');
  const hidden: [Condition, string, string][] = [
    [{ type: 'room_revealed', room: 'tesoreria' }, 'Si trova la stanza della meta, ancora nascosta.', 'The goal room, still hidden, is found.'],
    [
      { type: 'reach', room: 'tesoreria', who: 'any' },
      'Un eroe arriva nella stanza della meta, ancora da scoprire.',
      'A hero gets into the goal room, yet to be found.',
    ],
    [{ type: 'reach', cells: [[2, 2]], who: 'any' }, 'Un eroe arriva alla meta, ancora da scoprire.', 'A hero gets to the goal, yet to be found.'],
    [
      { type: 'kill', tag: 'capo' },
      'Cade il nemico che la missione ha scelto (non l’avete ancora incontrato).',
      'The foe the mission has chosen falls (you have not met it yet).',
    ],
    [
      { type: 'kill', kind: 'orco' },
      'Cade il nemico che la missione ha scelto (non l’avete ancora incontrato).',
      'The foe the mission has chosen falls (you have not met it yet).',
    ],
  ];
  for (const [c, it, en] of hidden) {
    const [hit, hen] = sentence(s, 'h1', c);
    assert.deepEqual([hit, hen], [it, en], JSON.stringify(c));
    for (const word of ['Tesoreria', 'Treasury', 'Orco', '3', '2']) assert.ok(!hit!.includes(word) && !hen!.includes(word), `${word} in "${hit}" / "${hen}"`);
  }
  // the master who reads the quest book knows them all
  const known: [Condition, string, string][] = [
    [{ type: 'room_revealed', room: 'tesoreria' }, 'Si scopre la stanza «Tesoreria».', 'The room “Treasury” is revealed.'],
    [{ type: 'reach', room: 'tesoreria', who: 'any' }, 'Un eroe arriva nella stanza «Tesoreria».', 'A hero gets into the room “Treasury”.'],
    [{ type: 'reach', cells: [[2, 2]], who: 'any' }, 'Un eroe arriva alla meta nella stanza «Tesoreria».', 'A hero gets to the goal in the room “Treasury”.'],
    [{ type: 'kill', tag: 'capo' }, 'Cade «Orco».', '“Orco” falls.'],
  ];
  for (const [c, it, en] of known) assert.deepEqual(sentence(s, MASTER, c), [it, en], JSON.stringify(c));
  // once the room is revealed, the heroes read its name too
  const open: GameState = { ...s, revealed: [...s.revealed, 'tesoreria'] };
  assert.deepEqual(sentence(open, 'h1', { type: 'reach', room: 'tesoreria', who: 'all' }), [
    'Tutti gli eroi ancora in piedi arrivano nella stanza «Tesoreria».',
    'Every hero still standing gets into the room “Treasury”.',
  ]);
});

test('the headings follow the rule: one condition, any of several, all of several; every hero fallen always loses, said once', () => {
  const one = describeObjective(viewFor(game('kill_all'), 'h1'), 'it', naming);
  assert.deepEqual(one, {
    win: { heading: 'Gli eroi vincono quando:', lines: ['Cadono tutte le creature.'] },
    lose: { heading: 'Gli eroi perdono quando:', lines: ['Cadono tutti gli eroi.'] },
  });
  const any = describeObjective(
    viewFor(
      game(
        {
          mode: 'any',
          conditions: [
            { type: 'kill_count', count: 2 },
            { type: 'survive', rounds: 5 },
          ],
        },
        [
          { type: 'npc_dead', npc: 'Mira' },
          { type: 'rounds', rounds: 10 },
        ],
      ),
      'h1',
    ),
    'en',
    naming,
  );
  assert.deepEqual(any, {
    win: { heading: 'The heroes win when any of these happens:', lines: ['2 creatures fall.', 'The heroes hold out for 5 rounds.'] },
    lose: { heading: 'The heroes lose when:', lines: ['Mira the guide falls.', 'Round 10 ends without a victory.', 'Every hero falls.'] },
  });
  const all = describeObjective(
    viewFor(
      game(
        {
          mode: 'all',
          conditions: [
            { type: 'gold', amount: 10 },
            { type: 'reach', cells: [[7, 2]] },
          ],
        },
        [{ type: 'hero_dead' }],
      ),
      'h1',
    ),
    'it',
    naming,
  );
  assert.deepEqual(all, {
    win: { heading: 'Gli eroi vincono quando sono accadute tutte queste cose:', lines: ['Gli eroi raccolgono 10 monete d’oro.', 'Un eroe arriva a «Scala».'] },
    lose: { heading: 'Gli eroi perdono quando:', lines: ['Cade un eroe.'] },
  });
  const manual = describeObjective(viewFor(game('manual', [{ type: 'hero_dead', who: 'all' }]), 'h1'), 'en', naming);
  assert.deepEqual(manual, {
    win: { heading: 'The heroes win when:', lines: ['The master declares the victory when the mission is done.'] },
    lose: { heading: 'The heroes lose when:', lines: ['Every hero falls.'] },
  });
});

test("the card reads the hero's view as the server redacts it: the hidden room and foe in words, never their ids", () => {
  const s = game({
    mode: 'all',
    conditions: [
      { type: 'room_revealed', room: 'tesoreria' },
      { type: 'kill', tag: 'capo' },
      { type: 'has_item', item: 'corona-del-re' },
    ],
  });
  const view = viewFor(s, 'h1');
  assert.deepEqual(view.mission.win, {
    mode: 'all',
    conditions: [{ type: 'room_revealed', room: '' }, { type: 'kill' }, { type: 'has_item', item: 'corona-del-re' }],
  });
  assert.deepEqual(describeObjective(view, 'it', naming).win.lines, [
    'Si trova la stanza della meta, ancora nascosta.',
    'Cade il nemico che la missione ha scelto (non l’avete ancora incontrato).',
    'Un eroe ottiene l’oggetto che la missione chiede.',
  ]);
  assert.deepEqual(describeObjective(view, 'en', naming).win.lines, [
    'The goal room, still hidden, is found.',
    'The foe the mission has chosen falls (you have not met it yet).',
    'A hero obtains the item the mission asks for.',
  ]);
});

test('an item the objective asks for is named as the ruleset names it on a hero seat that does not carry it; an NPC not yet seen by a generic word: never a key', () => {
  const m = mission({
    map: {
      rows: ['....', '.AA.'],
      rooms: [{ id: 'cella', char: 'A', name: both('Cella', 'Cell') }],
      doors: [
        {
          between: [
            [1, 0],
            [1, 1],
          ],
        },
      ],
    },
    start: [[0, 0]],
    // the prisoner waits in the cell, not yet opened
    npcs: [{ name: 'prigioniero', title: both('Il prigioniero', 'The prisoner'), x: 2, y: 1, body: 2, move: 4, def: 1 }],
    win: {
      mode: 'all',
      conditions: [
        { type: 'has_item', item: 'chiave' },
        { type: 'escort', npc: 'prigioniero', cells: [[3, 0]] },
      ],
    },
    lose: [{ type: 'npc_dead', npc: 'prigioniero' }],
  });
  const items = [Item.parse({ id: 'chiave', name: both('Chiave', 'Key') }), Item.parse({ id: 'spada', name: both('Spada', 'Sword') })];
  const s = started(m, ['barbaro'], 'test', { items });
  const view = viewFor(s, 'h1');
  // the hero carries no key, yet reads its name; an item the objective does not name stays out of the hero's view
  assert.deepEqual(
    view.catalog.items.map((i) => i.id),
    ['chiave'],
  );
  assert.deepEqual(describeObjective(view, 'en', naming), {
    win: {
      heading: 'The heroes win once all of these have happened:',
      lines: ['A hero obtains “Key”.', 'The person to escort gets to the goal in the corridor, escorted by the heroes.'],
    },
    lose: { heading: 'The heroes lose when:', lines: ['The person the heroes must protect falls.', 'Every hero falls.'] },
  });
  assert.deepEqual(describeObjective(view, 'it', naming), {
    win: {
      heading: 'Gli eroi vincono quando sono accadute tutte queste cose:',
      lines: ['Un eroe ottiene «Chiave».', 'Il personaggio da scortare arriva alla meta nel corridoio con la scorta degli eroi.'],
    },
    lose: { heading: 'Gli eroi perdono quando:', lines: ['Cade il personaggio che gli eroi devono proteggere.', 'Cadono tutti gli eroi.'] },
  });
  // once the cell is opened, the prisoner is named as the figure reads
  const open = viewFor({ ...s, revealed: [...s.revealed, 'cella'] }, 'h1');
  assert.deepEqual(describeObjective(open, 'en', naming).lose.lines, ['The prisoner falls.', 'Every hero falls.']);
});
