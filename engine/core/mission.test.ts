import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Deck, FURNITURE_KINDS, TRAP_KINDS, type Condition } from '../../content/schemas/index.ts';
import { conditionMet } from './conditions.ts';
import { Rng, seedRng } from './rng.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type GameEvent, type GameState, type SeatAction } from '../index.ts';
import { classic, creatures, heroes, mission, started, withSteps, type Extras } from '../../test/support/fixtures.ts';

const t = (s: string) => ({ it: s, en: s });
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
function run(s: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(s, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r;
}
const code = (s: GameState, a: SeatAction) => {
  const r = apply(s, a);
  return r.ok ? 'ok' : r.error.code;
};
const endTurns = (s: GameState, n: number) => {
  for (let i = 0; i < n; i++) s = run(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
  return s;
};

// row 0: a corridor of 8; room "a" (x 1-3, rows 1-3) behind door d0 [1,0]-[1,1]; room "b" (x 5-7, rows 1-3) behind
// door d1 [5,0]-[5,1]; the secret door s0 joins room a and the corridor at [3,0]-[3,1].
const map = {
  rows: ['........', '#AAA#BBB', '#AAA#BBB', '#AAA#BBB'],
  rooms: [
    { id: 'a', char: 'A' },
    { id: 'b', char: 'B' },
  ],
  doors: [
    {
      between: [
        [1, 0],
        [1, 1],
      ],
    },
    {
      between: [
        [5, 0],
        [5, 1],
      ],
    },
    {
      between: [
        [3, 0],
        [3, 1],
      ],
      secret: true,
    },
  ],
};
const gold = (n: number) => [{ type: 'gold' as const, amount: n }];
const base = (doc: Record<string, unknown> = {}) =>
  mission({
    map,
    start: [
      [0, 0],
      [2, 0],
    ],
    monsters: [{ kind: 'goblin', x: 7, y: 3, tag: 'boss' }],
    ...doc,
  });

describe('objects', () => {
  test('every object and furniture kind of the spec is accepted', () => {
    const objects = [
      { type: 'treasure', x: 2, y: 2 },
      { type: 'exit', x: 7, y: 0 },
      { type: 'marker', x: 6, y: 0, text: t('A') },
      ...TRAP_KINDS.map((kind, i) => ({ type: 'trap', kind, x: [1, 2, 3, 6][i], y: 3 - (i % 2), hidden: true })),
    ];
    assert.ok(base({ objects }).objects.length === 7);
    assert.equal(FURNITURE_KINDS.length, 16);
    for (const kind of FURNITURE_KINDS) assert.equal(base({ objects: [{ type: 'furniture', kind, x: 6, y: 2 }] }).objects[0]!.type, 'furniture');
    assert.throws(() => base({ objects: [{ type: 'furniture', kind: 'sofa', x: 6, y: 2 }] }));
    assert.throws(() => base({ objects: [{ type: 'trap', kind: 'lava', x: 6, y: 2 }] }));
  });

  test('furniture blocks movement; hidden objects and traps are not in a hero view until found', () => {
    const m = base({
      objects: [
        { type: 'furniture', kind: 'table', x: 4, y: 0 },
        { type: 'trap', kind: 'pit', x: 6, y: 0, hidden: true },
        { type: 'marker', x: 7, y: 0, text: t('X'), hidden: true },
        { type: 'exit', x: 0, y: 0 },
      ],
    });
    const s = withSteps(started(m), 6);
    const targets = legalActions(s, 'h1').flatMap((a) => (a.type === 'move' ? [a.to.join(',')] : []));
    assert.ok(!targets.includes('4,0') && !targets.includes('5,0'), 'the table blocks the corridor');
    assert.deepEqual(
      viewFor(s, 'h1').objects.map((o) => o.id),
      ['o1', 'o4'],
    );
    assert.deepEqual(
      viewFor(s, MASTER).objects.map((o) => o.id),
      ['o1', 'o2', 'o3', 'o4'],
    );
    const raw = JSON.stringify(viewFor(s, 'h1'));
    assert.ok(!raw.includes('"pit"'));
  });

  test('a hidden trap springs on the first hero to step on it: it stops there and takes the effects', () => {
    const m = base({ objects: [{ type: 'trap', kind: 'spikes', x: 3, y: 0, hidden: true, effects: [{ type: 'damage', amount: 2 }] }] });
    let s = withSteps(started(m, ['barbaro', 'nano']), 6);
    const r = run(s, { seat: 'h1', type: 'move', to: [6, 0] });
    assert.deepEqual(r.state.units.find((u) => u.id === 'h1')!.x, 3, 'stopped on the trap');
    assert.equal(r.state.turn!.stepsLeft, 0);
    assert.equal(r.state.units.find((u) => u.id === 'h1')!.body, 6);
    assert.deepEqual(of(r.events, 'trap_sprung'), [{ type: 'trap_sprung', object: 'o1', unit: 'h1', kind: 'spikes' }]);
    assert.deepEqual(of(r.events, 'unit_moved')[0]!.path, [
      [1, 0],
      [2, 0],
      [3, 0],
    ]);
    assert.deepEqual(r.state.objects[0], { id: 'o1', hidden: false, done: true });
    // sprung: harmless now, and seen by everyone
    s = endTurns(r.state, 1);
    s = withSteps(s, 4);
    const again = run(s, { seat: 'h2', type: 'move', to: [4, 0] });
    assert.equal(of(again.events, 'trap_sprung').length, 0);
  });
});

describe('searching', () => {
  const deck = Deck.parse({ id: 'ricerca', name: t('R'), cards: [{ id: 'monete', name: t('Monete'), text: t('M'), effects: gold(7) }] });
  const m = (extra: Record<string, unknown> = {}) =>
    base({
      search_deck: 'ricerca',
      objects: [
        { type: 'treasure', x: 2, y: 2, hidden: true, effects: gold(25) },
        { type: 'furniture', kind: 'chest', x: 3, y: 3, effects: gold(10) },
        { type: 'furniture', kind: 'table', x: 1, y: 3 },
        { type: 'trap', kind: 'spear', x: 2, y: 1, hidden: true },
        { type: 'trap', kind: 'rock', x: 6, y: 0, hidden: true },
      ],
      ...extra,
    });
  const inRoomA = (extra: Record<string, unknown> = {}) => {
    let s = started(m(extra), ['barbaro', 'nano'], 'search', { decks: [deck] });
    s = withSteps(s, 2);
    s = run(s, { seat: 'h1', type: 'move', to: [1, 0] }).state;
    s = run(s, { seat: 'h1', type: 'open_door', door: 'd0' }).state;
    return run(s, { seat: 'h1', type: 'move', to: [1, 1] }).state;
  };

  test('for treasure: finds treasure and searchable furniture in the room, once per hero', () => {
    const s = inRoomA();
    const r = run(s, { seat: 'h1', type: 'search', for: 'treasure' });
    assert.deepEqual(of(r.events, 'searched'), [{ type: 'searched', unit: 'h1', for: 'treasure', found: ['o1', 'o2'], doors: [] }]);
    assert.equal(r.state.units.find((u) => u.id === 'h1')!.gold, 35);
    assert.deepEqual(r.state.objects.slice(0, 2), [
      { id: 'o1', hidden: false, done: true },
      { id: 'o2', hidden: false, done: true },
    ]);
    assert.equal(r.state.objects[3]!.hidden, true, 'a treasure search does not find traps');
    const next = endTurns(r.state, 3);
    assert.equal(code(next, { seat: 'h1', type: 'search', for: 'treasure' }), 'already_searched');
    assert.ok(!legalActions(next, 'h1').some((a) => a.type === 'search' && a.for === 'treasure'));
    assert.ok(legalActions(next, 'h1').some((a) => a.type === 'search' && a.for === 'traps'));
  });

  test('for treasure with none left: a card of the search deck', () => {
    let s = inRoomA();
    s = run(s, { seat: 'h1', type: 'search', for: 'treasure' }).state;
    s = endTurns(s, 1);
    // the dwarf follows into room a and finds nothing left: it draws from the search deck
    s = withSteps(s, 3);
    s = run(s, { seat: 'h2', type: 'move', to: [2, 1] }).state;
    // a hidden spear trap sits on [2,1]: the dwarf springs it; no effects
    const r = run(s, { seat: 'h2', type: 'search', for: 'treasure' });
    assert.deepEqual(
      of(r.events, 'card_drawn').map((e) => e.card),
      ['monete'],
    );
    assert.equal(r.state.units.find((u) => u.id === 'h2')!.gold, 7);
  });

  test('for traps: finds hidden traps in the area (disarmed) and secret doors on its edge', () => {
    const s = inRoomA();
    assert.deepEqual(
      viewFor(s, 'h1').board.doors.map((d) => d.id),
      ['d0', 'd1'],
    );
    const r = run(s, { seat: 'h1', type: 'search', for: 'traps' });
    assert.deepEqual(of(r.events, 'searched'), [{ type: 'searched', unit: 'h1', for: 'traps', found: ['o4'], doors: ['s0'] }]);
    assert.deepEqual(r.state.objects[3], { id: 'o4', hidden: false, done: true });
    assert.equal(r.state.objects[4]!.hidden, true, 'the corridor trap is elsewhere');
    assert.deepEqual(
      viewFor(r.state, 'h1').board.doors.map((d) => d.id),
      ['d0', 'd1', 's0'],
    );
    assert.ok(viewFor(r.state, 'h1').objects.some((o) => o.id === 'o4'));
  });

  test('a corridor stretch is the corridor in straight lines from the hero', () => {
    let s = started(m(), ['barbaro', 'nano'], 'search', { decks: [deck] });
    const r = run(s, { seat: 'h1', type: 'search', for: 'traps' });
    assert.deepEqual(of(r.events, 'searched')[0]!.found, ['o5'], 'the rock trap at [6,0] is in line along row 0');
    s = run(r.state, { seat: 'h1', type: 'end_turn' }).state;
    assert.equal(code(s, { seat: 'h2', type: 'search', for: 'traps' }), 'ok', 'another hero may search the same stretch');
  });

  test('a secret door can only be opened once found', () => {
    let s = started(base(), ['barbaro'], 'sd');
    s = withSteps(s, 3);
    s = run(s, { seat: 'h1', type: 'move', to: [3, 0] }).state;
    assert.equal(code(s, { seat: 'h1', type: 'open_door', door: 's0' }), 'unknown_door');
  });
});

describe('NPCs', () => {
  const m = (movedBy: 'heroes' | 'master', extra: Record<string, unknown> = {}) =>
    base({ npcs: [{ name: 'Ragnar', x: 4, y: 0, body: 2, move: 3, def: 1, moved_by: movedBy }], ...extra });

  test('moved by the hero whose turn it is, once per round; the master may not', () => {
    let s = started(m('heroes'), ['barbaro', 'nano']);
    assert.ok(legalActions(s, 'h1').some((a) => a.type === 'move_npc' && a.npc === 'n1'));
    s = run(s, { seat: 'h1', type: 'move_npc', npc: 'n1', to: [6, 0] }).state;
    assert.equal(code(s, { seat: 'h1', type: 'move_npc', npc: 'n1', to: [7, 0] }), 'no_steps');
    s = run(s, { seat: 'h1', type: 'end_turn' }).state;
    assert.equal(code(s, { seat: 'h2', type: 'move_npc', npc: 'n1', to: [7, 0] }), 'no_steps', 'once per round for the whole side');
    s = endTurns(s, 1);
    assert.equal(code(s, { seat: MASTER, type: 'move_npc', npc: 'n1', to: [7, 0] }), 'not_your_npc');
    s = endTurns(s, 1);
    assert.equal(code(s, { seat: 'h1', type: 'move_npc', npc: 'n1', to: [7, 0] }), 'ok');
  });

  test('moved by the master when the mission says so; creatures attack NPCs', () => {
    let s = started(m('master', { monsters: [{ kind: 'orco', x: 5, y: 0 }] }));
    assert.equal(code(s, { seat: 'h1', type: 'move_npc', npc: 'n1', to: [3, 0] }), 'not_your_npc');
    s = endTurns(s, 1);
    assert.ok(legalActions(s, MASTER).some((a) => a.type === 'creature_attack' && a.target === 'n1'));
    s = run(s, { seat: MASTER, type: 'move_npc', npc: 'n1', to: [3, 0] }).state;
    assert.equal(s.units.find((u) => u.id === 'n1')!.x, 3);
  });

  test('an NPC in an unrevealed room is not in a hero view', () => {
    const s = started(base({ npcs: [{ name: 'Prigioniero', x: 6, y: 2, body: 1, move: 4, def: 0 }] }));
    assert.ok(!JSON.stringify(viewFor(s, 'h1')).includes('Prigioniero'));
    assert.ok(JSON.stringify(viewFor(s, MASTER)).includes('Prigioniero'));
  });
});

describe('events', () => {
  const fired = (events: GameEvent[]) => of(events, 'mission_event').map((e) => e.index);

  test('each trigger fires its event once, with its text and effects', () => {
    const m = base({
      monsters: [
        { kind: 'goblin', x: 1, y: 2, tag: 'boss' },
        { kind: 'goblin', x: 7, y: 3 },
      ],
      events: [
        { when: { type: 'round', n: 2 }, text: t('round 2'), effects: gold(1) },
        { when: { type: 'room_revealed', room: 'a' }, text: t('a'), effects: [{ type: 'message', text: t('!') }] },
        { when: { type: 'monster_dead', tag: 'boss' }, text: t('boss') },
        { when: { type: 'enter', cells: [[3, 0]] }, text: t('cell') },
        { when: { type: 'enter', room: 'a' }, text: t('in a') },
        { when: { type: 'hero_dead' }, text: t('fallen') },
      ],
    });
    let s = started(m, ['barbaro', 'nano']);
    s = withSteps(s, 3);
    let r = run(s, { seat: 'h1', type: 'move', to: [3, 0] });
    assert.deepEqual(fired(r.events), [3]);
    assert.deepEqual(of(r.events, 'mission_event')[0], { type: 'mission_event', index: 3, text: t('cell') });
    r = run(withSteps(r.state, 3), { seat: 'h1', type: 'move', to: [1, 0] }); // walks back over [2,0]: nothing new
    assert.deepEqual(fired(r.events), []);
    r = run(r.state, { seat: 'h1', type: 'open_door', door: 'd0' });
    assert.deepEqual(fired(r.events), [1]);
    assert.ok(r.events.some((e) => e.type === 'message'));
    r = run(r.state, { seat: 'h1', type: 'move', to: [1, 1] });
    assert.deepEqual(fired(r.events), [4]);
    // the barbarian kills the boss goblin beside it (attack 3 vs defence 1: try seeds until it dies)
    let killed: { state: GameState; events: GameEvent[] } | null = null;
    for (let i = 0; i < 50 && !killed; i++) {
      const tryIt = run({ ...r.state, rng: seedRng(`kill-${i}`) }, { seat: 'h1', type: 'attack', target: 'm1' });
      if (tryIt.events.some((e) => e.type === 'unit_died')) killed = tryIt;
    }
    assert.ok(killed);
    assert.deepEqual(fired(killed.events), [2]);
    r = run(killed.state, { seat: 'h1', type: 'end_turn' });
    r = run(r.state, { seat: 'h2', type: 'end_turn' });
    r = run(r.state, { seat: MASTER, type: 'end_turn' });
    assert.deepEqual(fired(r.events), [0], 'round 2 begins');
    assert.equal(r.state.partyGold, 1);
    // later rounds never fire them again, and no hero has fallen
    const later = endTurns(r.state, 6);
    assert.deepEqual(later.fired, [true, true, true, true, true, false]);
  });

  test('hero_dead fires when a hero falls', () => {
    const m = base({
      monsters: [{ kind: 'orco', x: 1, y: 0 }],
      events: [{ when: { type: 'hero_dead' }, text: t('fallen'), effects: [{ type: 'message', text: t('ahimè') }] }],
    });
    let s = started(m, ['barbaro', 'nano']);
    s = endTurns(s, 2);
    s = { ...s, units: s.units.map((u) => (u.id === 'h1' ? { ...u, body: 1 } : u)) };
    for (let i = 0; i < 100; i++) {
      const r = run({ ...s, rng: seedRng(`hd-${i}`) }, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
      if (r.events.some((e) => e.type === 'unit_died')) {
        assert.deepEqual(fired(r.events), [0]);
        return;
      }
    }
    assert.fail('the orc never killed the barbarian');
  });
});

describe('conditions', () => {
  const met = (conditions: Condition[], mode: 'any' | 'all', tweak: (s: GameState) => GameState) => {
    const m = base({ win: { mode, conditions } });
    const s = tweak(started(m, ['barbaro', 'nano']));
    const r = run(s, { seat: 'h1', type: 'end_turn' });
    return r.state.result;
  };
  const kill = (ids: string[]) => (s: GameState) => ({ ...s, units: s.units.map((u) => (ids.includes(u.id) ? { ...u, body: 0, alive: false } : u)) });
  const give =
    (patch: Partial<GameState['units'][number]>, id = 'h1') =>
    (s: GameState) => ({ ...s, units: s.units.map((u) => (u.id === id ? { ...u, ...patch } : u)) });

  test('each win condition, alone', () => {
    const cases: [Condition, (s: GameState) => GameState, (s: GameState) => GameState][] = [
      [{ type: 'kill_all' }, kill(['m1']), (s) => s],
      [{ type: 'kill', tag: 'boss' }, kill(['m1']), (s) => s],
      [{ type: 'kill', kind: 'goblin' }, kill(['m1']), (s) => s],
      [{ type: 'kill_count', count: 1 }, kill(['m1']), (s) => s],
      [{ type: 'room_revealed', room: 'b' }, (s) => ({ ...s, revealed: ['b'] }), (s) => ({ ...s, revealed: ['a'] })],
      [{ type: 'gold', amount: 100 }, (s) => ({ ...give({ gold: 60 })(s), partyGold: 40 }), give({ gold: 99 })],
      [{ type: 'reach', cells: [[3, 0]], who: 'any' }, give({ x: 3 }, 'h2'), (s) => s],
      [
        {
          type: 'reach',
          cells: [
            [3, 0],
            [4, 0],
          ],
          who: 'all',
        },
        (s) => give({ x: 4 }, 'h2')(give({ x: 3 })(s)),
        give({ x: 3 }),
      ],
      [{ type: 'reach', room: 'a', who: 'any' }, give({ x: 2, y: 2 }), (s) => s],
      [{ type: 'has_item', item: 'chiave' }, give({ items: ['chiave'] }), give({ items: ['spada'] })],
      [{ type: 'hero_dead', who: 'any' }, kill(['h2']), (s) => s],
    ];
    for (const [c, yes, no] of cases) {
      assert.equal(met([c], 'any', yes)?.winner, 'heroes', `${JSON.stringify(c)} met`);
      assert.equal(met([c], 'any', no), null, `${JSON.stringify(c)} not met`);
    }
  });

  test('any needs one condition, all needs every one', () => {
    const both: Condition[] = [
      { type: 'has_item', item: 'chiave' },
      { type: 'room_revealed', room: 'b' },
    ];
    const one = (s: GameState) => give({ items: ['chiave'] })(s);
    assert.deepEqual(met(both, 'any', one), { winner: 'heroes', reason: 'conditions' });
    assert.equal(met(both, 'all', one), null);
    assert.deepEqual(
      met(both, 'all', (s) => ({ ...one(s), revealed: ['b'] })),
      { winner: 'heroes', reason: 'conditions' },
    );
  });

  test('escort and npc_dead follow the NPC; survive and rounds count whole rounds', () => {
    const npcs = [{ name: 'Ragnar', x: 4, y: 0, body: 2, move: 3, def: 1 }];
    const esc = base({
      npcs,
      win: { mode: 'any', conditions: [{ type: 'escort', npc: 'Ragnar', cells: [[6, 0]] }] },
      lose: [{ type: 'npc_dead', npc: 'Ragnar' }],
    });
    let s = started(esc, ['barbaro']);
    const r = run(s, { seat: 'h1', type: 'move_npc', npc: 'n1', to: [6, 0] });
    assert.deepEqual(r.state.result, { winner: 'heroes', reason: 'conditions' });
    const dead = run({ ...s, units: s.units.map((u) => (u.id === 'n1' ? { ...u, body: 0, alive: false } : u)) }, { seat: 'h1', type: 'end_turn' });
    assert.deepEqual(dead.state.result, { winner: 'master', reason: 'npc_dead', condition: { type: 'npc_dead', npc: 'Ragnar' } });
    // survive 2 rounds (win) against rounds 3 (defeat): the heroes win at the end of round 2
    const sv = base({ win: { mode: 'any', conditions: [{ type: 'survive', rounds: 2 }] }, lose: [{ type: 'rounds', rounds: 3 }] });
    s = started(sv, ['barbaro']);
    s = endTurns(s, 3);
    assert.equal(s.phase, 'playing');
    assert.equal(s.round, 2);
    s = endTurns(s, 1);
    assert.deepEqual(s.result, { winner: 'heroes', reason: 'conditions' });
    // rounds 3: lost exactly when the master ends round 3
    const rd = base({ lose: [{ type: 'rounds', rounds: 3 }] });
    s = started(rd, ['barbaro']);
    s = endTurns(s, 5);
    assert.equal(s.round, 3);
    assert.equal(s.phase, 'playing');
    const last = run(s, { seat: MASTER, type: 'end_turn' });
    assert.equal(last.state.result?.reason, 'rounds');
  });

  test('defeat is checked before victory, and the manual win waits for the master', () => {
    const m = base({ win: { mode: 'any', conditions: [{ type: 'has_item', item: 'chiave' }] }, lose: [{ type: 'hero_dead' }] });
    let s = started(m, ['barbaro', 'nano']);
    s = kill(['h2'])(give({ items: ['chiave'] })(s));
    assert.equal(run(s, { seat: 'h1', type: 'end_turn' }).state.result?.winner, 'master');
  });

  test('hero_dead counts one hero or every hero, as its who says', () => {
    const m = base({ lose: [{ type: 'hero_dead', who: 'all' }] });
    const one = kill(['h2'])(started(m, ['barbaro', 'nano']));
    assert.equal(conditionMet(one, { type: 'hero_dead', who: 'any' }, 0), true);
    assert.equal(conditionMet(one, { type: 'hero_dead', who: 'all' }, 0), false);
    assert.equal(run(one, { seat: 'h1', type: 'end_turn' }).state.result, null, 'one hero down: the game goes on');
    const both = kill(['h1', 'h2'])(started(m, ['barbaro', 'nano']));
    assert.equal(conditionMet(both, { type: 'hero_dead', who: 'all' }, 0), true);
  });
});

describe('auto missions', () => {
  const archer = Creature.parse({
    id: 'arciere',
    name: t('Arciere'),
    move: 4,
    attack: 2,
    defence: 1,
    body: 2,
    mind: 1,
    abilities: [{ type: 'ranged', range: 4 }],
  });
  const sleeper = Creature.parse({ id: 'statua', name: t('Statua'), move: 4, attack: 2, defence: 3, body: 3, mind: 0, abilities: [{ type: 'dormant' }] });
  const extras: Extras = { creatures: [archer, sleeper] };
  const open = { rows: ['............', '............'], rooms: [] };

  test('creatures move along shortest paths to the nearest hero and attack, right after the last hero', () => {
    const m = mission({ auto: true, map: open, start: [[0, 0]], monsters: [{ kind: 'orco', x: 8, y: 1 }] });
    const s = started(m, ['barbaro'], 'auto', extras);
    assert.deepEqual(
      legalActions(s, MASTER).filter((a) => a.type === 'move_creature'),
      [],
    );
    const r = run(s, { seat: 'h1', type: 'end_turn' });
    const moved = of(r.events, 'unit_moved')[0]!;
    assert.equal(moved.unit, 'm1');
    assert.equal(moved.path.length, 8, 'the orc moves its full 8 squares');
    const orc = r.state.units.find((u) => u.id === 'm1')!;
    assert.equal(Math.abs(orc.x - 0) + Math.abs(orc.y - 0), 1, 'beside the barbarian');
    assert.equal(of(r.events, 'attack').length, 1, 'and it attacks');
    assert.equal(r.state.turn!.seat, 'h1', 'the round goes on with no request');
    assert.equal(r.state.round, 2);
  });

  test('hidden creatures stay put; dormant ones wait until a hero is beside them; ranged ones shoot and keep away', () => {
    const m = mission({
      auto: true,
      map: {
        rows: ['..........', '#AAA######'],
        rooms: [{ id: 'a', char: 'A' }],
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
      monsters: [
        { kind: 'goblin', x: 3, y: 1 },
        { kind: 'statua', x: 5, y: 0 },
        { kind: 'arciere', x: 8, y: 0 },
      ],
    });
    const s = started(m, ['barbaro'], 'auto2', extras);
    const r = run(s, { seat: 'h1', type: 'end_turn' });
    const pos = (id: string) => r.state.units.find((u) => u.id === id)!;
    assert.deepEqual([pos('m1').x, pos('m1').y], [3, 1], 'the goblin in the hidden room stays');
    assert.deepEqual([pos('m2').x, pos('m2').y], [5, 0], 'the statue sleeps');
    // the archer at [8,0] walks (past the statue) into range 4 of the hero at [0,0], no nearer, and shoots
    assert.deepEqual([pos('m3').x, pos('m3').y], [4, 0]);
    assert.ok(of(r.events, 'attack').some((e) => e.attacker === 'm3'));
  });

  test('an auto mission has no master: a hero may start it, the host has no master tools but releasing a seat', () => {
    const decks = [Deck.parse({ id: 'eventi', name: t('E'), cards: [{ id: 'x', name: t('X'), text: t('X'), effects: [{ type: 'gold', amount: 1 }] }] })];
    const m = mission({ auto: true, map: open, start: [[0, 0]], monsters: [{ kind: 'orco', x: 9, y: 1 }] });
    let s = createGame({ mission: m, heroes, creatures, ruleset: classic, decks, seed: 'host' });
    s = run(s, { seat: 'h1', type: 'join', hero: 'barbaro' }).state;
    assert.deepEqual(legalActions(s, 'h1'), [{ type: 'start' }]);
    s = run(s, { seat: 'h1', type: 'start' }).state;
    assert.deepEqual(legalActions(s, MASTER), [{ type: 'release_seat', target: 'h1' }]);
    assert.equal(code(s, { seat: MASTER, type: 'hand_over', to: 'computer' }), 'not_master');
    for (const a of [
      { type: 'play_card', deck: 'eventi' },
      { type: 'teach', hero: 'h1', spell: 'x' },
      { type: 'end_turn' },
      { type: 'move_creature', creature: 'm1', to: [8, 1] },
    ] as const) {
      assert.equal(code(s, { seat: MASTER, ...a } as SeatAction), a.type === 'end_turn' || a.type === 'move_creature' ? 'not_your_turn' : 'not_master');
    }
  });

  test('the same seed plays the same game', () => {
    const m = mission({
      auto: true,
      map: open,
      start: [
        [0, 0],
        [0, 1],
      ],
      monsters: [
        { kind: 'orco', x: 9, y: 1 },
        { kind: 'goblin', x: 11, y: 0 },
      ],
    });
    const playOut = (seed: string) => {
      let s = started(m, ['barbaro', 'nano'], seed);
      const pick = new Rng(seedRng(`p-${seed}`));
      for (let i = 0; i < 200 && s.phase === 'playing'; i++) {
        const acts = legalActions(s, s.turn!.seat);
        s = run(s, { seat: s.turn!.seat, ...acts[pick.int(acts.length)]! }).state;
      }
      return s;
    };
    assert.deepEqual(playOut('x'), playOut('x'));
  });
});

describe('hidden information', () => {
  test("over many random games a hero view never holds a hidden trap, a hidden object or an unrevealed room's NPC", () => {
    const m = base({
      monsters: [
        { kind: 'goblin', x: 2, y: 3 },
        { kind: 'orco', x: 7, y: 3 },
      ],
      npcs: [{ name: 'Prigioniero', x: 6, y: 2, body: 1, move: 3, def: 0 }],
      objects: [
        { type: 'trap', kind: 'pit', x: 5, y: 0, hidden: true, effects: [{ type: 'damage', amount: 1 }] },
        { type: 'treasure', x: 2, y: 2, hidden: true, effects: gold(5) },
        { type: 'marker', x: 6, y: 3, text: t('segreto'), hidden: true },
        { type: 'furniture', kind: 'chest', x: 7, y: 1, effects: gold(3) },
      ],
    });
    for (let g = 0; g < 60; g++) {
      let s = started(m, ['barbaro', 'nano'], `hid-${g}`);
      const pick = new Rng(seedRng(`hp-${g}`));
      for (let i = 0; i < 150 && s.phase === 'playing'; i++) {
        for (const seat of ['h1', 'h2']) {
          const v = viewFor(s, seat);
          const raw = JSON.stringify(v);
          s.setup.objects.forEach((o, j) => {
            const st = s.objects[j]!;
            const roomHidden =
              !s.revealed.includes(s.setup.board.rooms[s.setup.board.areas[o.y * s.setup.board.width + o.x]! - 1]?.id ?? '') &&
              s.setup.board.areas[o.y * s.setup.board.width + o.x]! > 0;
            if (st.hidden || roomHidden) assert.ok(!v.objects.some((x) => x.id === st.id), `hidden ${st.id} in ${seat}'s view`);
          });
          const npc = s.units.find((u) => u.npc)!;
          const npcRoomHidden = !s.revealed.includes('b');
          if (npcRoomHidden && npc.y > 0) assert.ok(!raw.includes('Prigioniero'));
        }
        const acts = legalActions(s, s.turn!.seat);
        s = run(s, { seat: s.turn!.seat, ...acts[pick.int(acts.length)]! }).state;
      }
    }
  });
});

describe('setting', () => {
  test("every seat's view tells the board where the mission is played: outdoor when the mission says so, dungeon by default", () => {
    const outdoor = started(base({ setting: 'outdoor' }));
    assert.equal(viewFor(outdoor, MASTER).mission.setting, 'outdoor');
    assert.equal(viewFor(outdoor, outdoor.seats[0]!.id).mission.setting, 'outdoor');
    const dungeon = started(base());
    assert.equal(viewFor(dungeon, dungeon.seats[0]!.id).mission.setting, 'dungeon');
  });
});
