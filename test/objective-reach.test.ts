/**
 * A mission whose victory cannot be reached is a problem (content/objective-reach.ts), one per condition, in
 * Italian and English: a tag no creature carries, a kind neither placed nor brought in, creatures out of reach,
 * `kill_all` with no creature, `kill_count` above the creatures there are, a room or squares the heroes cannot walk
 * to, an NPC that cannot walk to its squares; `any` needs every condition out of reach, `all` one; what another check
 * says already (the plain `kill_all` on an empty map, squares on rock) is not said again. The Archive's map problems
 * (components/archive/map-problems.ts `mapProblems`) list each once, at the field of the condition concerned.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { objectiveProblems, type ObjectiveMission } from '../content/objective-reach.ts';
import { normalise } from '../components/archive/map-model.ts';
import { mapProblems } from '../components/archive/map-problems.ts';

const NAMES = {
  it: {
    creature: (k: string) => ({ orco: 'Orco', goblin: 'Goblin' })[k] ?? k,
    room: (id: string) => ({ cella: 'Cella sigillata' })[id] ?? id,
    tag: (t: string) => (t === 'boss' ? 'capo' : t),
  },
  en: {
    creature: (k: string) => ({ orco: 'Orc', goblin: 'Goblin' })[k] ?? k,
    room: (id: string) => ({ cella: 'Sealed cell' })[id] ?? id,
    tag: (t: string) => t,
  },
};

/**
 * A corridor (row 1) with the room A behind a door, and the room B (the sealed cell) with no door at all; rock round
 * them. An orc in A, a goblin in B (out of reach), the NPC Mira in the corridor.
 */
function mission(win: unknown, extra: Partial<ObjectiveMission> = {}): ObjectiveMission {
  return {
    map: {
      rows: ['##########', '#......###', '#AAA##BB##', '#AAA##BB##', '##########'],
      rooms: [
        { id: 'sala', char: 'A' },
        { id: 'cella', char: 'B' },
      ],
      doors: [
        {
          between: [
            [2, 1],
            [2, 2],
          ],
        },
      ],
    },
    start: [[1, 1]],
    monsters: [
      { kind: 'orco', x: 3, y: 3, tag: 'boss' },
      { kind: 'goblin', x: 6, y: 3, tag: 'carceriere' },
    ],
    npcs: [{ name: 'Mira', x: 5, y: 1 }],
    win,
    ...extra,
  };
}

const both = (m: ObjectiveMission) => [objectiveProblems(m, 'it', NAMES.it), objectiveProblems(m, 'en', NAMES.en)];
const any = (...conditions: unknown[]) => ({ mode: 'any', conditions });

test('each condition out of reach is one problem in words, at its path', () => {
  const cases: [unknown, Partial<ObjectiveMission>, string, string][] = [
    [
      { type: 'kill', tag: 'spider' },
      {},
      'nessuna creatura sulla mappa ha l’etichetta «spider»: la vittoria è impossibile.',
      'no creature on the map has the tag “spider”: the victory cannot be reached.',
    ],
    [
      { type: 'kill', tag: 'carceriere' },
      {},
      'le creature con l’etichetta «carceriere» non si raggiungono dalle caselle di partenza: la vittoria è impossibile.',
      'the creatures with the tag “carceriere” cannot be reached from the start squares: the victory cannot be reached.',
    ],
    [
      { type: 'kill', kind: 'troll' },
      {},
      'sulla mappa non c’è nessun «troll» e nessun evento ne fa comparire: la vittoria è impossibile.',
      'there is no “troll” on the map and no event brings one in: the victory cannot be reached.',
    ],
    [
      { type: 'kill', kind: 'goblin' },
      {},
      'i «Goblin» della mappa non si raggiungono dalle caselle di partenza: la vittoria è impossibile.',
      'the “Goblin” creatures on the map cannot be reached from the start squares: the victory cannot be reached.',
    ],
    [
      { type: 'kill_all' },
      { monsters: [] },
      'devono cadere tutte le creature, ma sulla mappa non ce n’è nessuna e nessun evento ne fa comparire: la vittoria è impossibile.',
      'every creature must fall, but there is none on the map and no event brings any in: the victory cannot be reached.',
    ],
    [
      { type: 'kill_count', count: 5 },
      {},
      'devono cadere 5 creature, ma la missione ne ha solo 2: la vittoria è impossibile.',
      '5 creatures must fall, but the mission has only 2: the victory cannot be reached.',
    ],
    [
      { type: 'reach', room: 'cella', who: 'any' },
      {},
      'gli eroi non possono entrare nella stanza «Cella sigillata» dalle caselle di partenza: la vittoria è impossibile.',
      'the heroes cannot walk from the start squares into the room “Sealed cell”: the victory cannot be reached.',
    ],
    [
      { type: 'room_revealed', room: 'cella' },
      {},
      'la stanza «Cella sigillata» da scoprire non si raggiunge dalle caselle di partenza: la vittoria è impossibile.',
      'the room “Sealed cell” to reveal cannot be reached from the start squares: the victory cannot be reached.',
    ],
    [
      {
        type: 'reach',
        cells: [
          [6, 2],
          [7, 3],
          [0, 0],
        ],
        who: 'any',
      },
      {},
      'nessuna delle caselle da raggiungere ([6, 2], [7, 3]) si raggiunge dalle caselle di partenza: la vittoria è impossibile.',
      'none of the squares to reach ([6, 2], [7, 3]) can be reached from the start squares: the victory cannot be reached.',
    ],
    [
      { type: 'escort', npc: 'Mira', cells: [[7, 2]] },
      {},
      'Mira non può arrivare dalla sua casella a nessuna delle caselle di arrivo ([7, 2]): la vittoria è impossibile.',
      'Mira cannot walk from their square to any of the squares to reach ([7, 2]): the victory cannot be reached.',
    ],
  ];
  for (const [condition, extra, it, en] of cases) {
    const m = mission(any(condition), extra);
    const c = condition as Record<string, unknown>;
    const field =
      c.type === 'kill' ? ('tag' in c ? 'tag' : 'kind') : c.type === 'kill_count' ? 'count' : c.type === 'kill_all' ? 'type' : 'room' in c ? 'room' : 'cells';
    const path = `win.conditions[0].${field}`;
    assert.deepEqual(both(m), [[{ path, message: it }], [{ path, message: en }]], JSON.stringify(condition));
  }
});

test('a victory within reach is no problem', () => {
  const fine = [
    { type: 'kill', tag: 'boss' },
    { type: 'kill', kind: 'orco' },
    { type: 'kill_all' },
    { type: 'kill_count', count: 2 },
    { type: 'reach', room: 'sala', who: 'all' },
    { type: 'room_revealed', room: 'sala' },
    { type: 'reach', cells: [[3, 2]], who: 'any' },
    { type: 'escort', npc: 'Mira', cells: [[1, 2]] },
    { type: 'gold', amount: 100 },
    { type: 'survive', rounds: 10 },
    { type: 'has_item', item: 'corona' },
  ];
  for (const c of fine) assert.deepEqual(both(mission(any(c))), [[], []], JSON.stringify(c));
  // a creature brought in by an event counts, for kill_all, a kind and kill_count alike
  const spawning: Partial<ObjectiveMission> = { monsters: [], events: [{ effects: [{ type: 'spawn', kind: 'troll', count: 3, x: 1, y: 1 }] }] };
  for (const c of [{ type: 'kill_all' }, { type: 'kill', kind: 'troll' }, { type: 'kill_count', count: 3 }])
    assert.deepEqual(both(mission(any(c), spawning)), [[], []], JSON.stringify(c));
  // the plain "kill_all" on an empty map and squares all on rock are other checks' problems
  assert.deepEqual(both(mission('kill_all', { monsters: [] })), [[], []]);
  assert.deepEqual(both(mission(any({ type: 'reach', cells: [[0, 0]] }))), [[], []]);
});

test('"any" is out of reach only when every condition is; "all" as soon as one is', () => {
  const out = { type: 'kill', tag: 'spider' };
  const within = { type: 'survive', rounds: 3 };
  assert.deepEqual(objectiveProblems(mission(any(within, out)), 'en', NAMES.en), []);
  assert.deepEqual(
    objectiveProblems(mission({ mode: 'all', conditions: [within, out] }), 'en', NAMES.en).map((p) => p.path),
    ['win.conditions[1].tag'],
  );
  assert.deepEqual(
    objectiveProblems(mission(any(out, { type: 'room_revealed', room: 'cella' })), 'en', NAMES.en).map((p) => p.path),
    ['win.conditions[0].tag', 'win.conditions[1].room'],
  );
});

test("the Archive's map problems list an unreachable victory once, in the editor's words", () => {
  const draft = normalise({ ...mission(any({ type: 'kill', tag: 'spider' })), monsters: [{ kind: 'orco', x: 3, y: 3 }] });
  const it = mapProblems(draft, 'it', (kind) => (kind === 'orco' ? 'Orco' : kind)).filter((p) => p.path.startsWith('win'));
  assert.deepEqual(it, [{ path: 'win.conditions[0].tag', message: 'nessuna creatura sulla mappa ha l’etichetta «ragno»: la vittoria è impossibile.' }]);
  const en = mapProblems(normalise({ ...mission(any({ type: 'kill', kind: 'troll' })), monsters: [{ kind: 'orco', x: 3, y: 3 }] }), 'en').filter((p) =>
    p.path.startsWith('win'),
  );
  assert.deepEqual(en, [
    { path: 'win.conditions[0].kind', message: 'there is no “troll” on the map and no event brings one in: the victory cannot be reached.' },
  ]);
});
