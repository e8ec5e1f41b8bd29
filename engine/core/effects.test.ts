import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Item, Spell, type Effect } from '../../content/schemas/index.ts';
import { apply, legalActions, MASTER, viewFor, type GameEvent, type GameState, type SeatAction, type Unit } from '../index.ts';
import { cardDeck, mission, play, started, withSteps, type Extras } from '../../test/support/fixtures.ts';

const t = (s: string) => ({ it: s, en: s });
const troll = Creature.parse({ id: 'troll', name: t('Troll'), move: 6, attack: 3, defence: 2, body: 6, mind: 1 });

// row 0: corridor; room "a" (x 1-4, rows 1-2) behind door d0 at [1,0]-[1,1]; rock elsewhere
const map = {
  rows: ['........', '#AAAA###', '#AAAA###'],
  rooms: [{ id: 'a', char: 'A' }],
  doors: [
    {
      between: [
        [1, 0],
        [1, 1],
      ],
    },
  ],
};
/** h1 at [0,0], h2 at [2,0]; m1 a troll at [4,0] in the corridor; m2 a troll hidden in room a at [3,2]. */
const base = mission({
  map,
  start: [
    [0, 0],
    [2, 0],
  ],
  monsters: [
    { kind: 'troll', x: 4, y: 0 },
    { kind: 'troll', x: 3, y: 2, tag: 'boss' },
  ],
});

/** A game where the master can play a card running `effects`; the deck is called `fx`. */
function withCard(effects: Effect[], extras: Extras = {}, seed = 'fx'): GameState {
  return started(base, ['barbaro', 'nano'], seed, { creatures: [troll], ...extras, decks: [cardDeck('fx', effects), ...(extras.decks ?? [])] });
}

function run(s: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(s, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)}: ${r.error.code} ${r.error.message}`);
  return r;
}

const card = (s: GameState, target?: string) => run(s, { seat: MASTER, type: 'play_card', deck: 'fx', ...(target ? { target } : {}) });
const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('damage and heal', () => {
  test('damage amount takes body points, never below 0, and kills at 0', () => {
    const r = card(withCard([{ type: 'damage', amount: 2 }]), 'm1');
    assert.equal(unit(r.state, 'm1').body, 4);
    assert.deepEqual(of(r.events, 'damaged'), [{ type: 'damaged', unit: 'm1', amount: 2, body: 4, dice: null, defenceDice: null }]);
    const big = card(withCard([{ type: 'damage', amount: 9 }]), 'm1');
    assert.equal(unit(big.state, 'm1').body, 0);
    assert.equal(unit(big.state, 'm1').alive, false);
    assert.deepEqual(of(big.events, 'damaged')[0]!.amount, 6, 'only the body points it had');
    assert.ok(big.events.some((e) => e.type === 'unit_died' && e.unit === 'm1'));
  });

  test('damage dice count skulls; with defend the target blocks with its shields', () => {
    for (let i = 0; i < 50; i++) {
      const r = card(withCard([{ type: 'damage', dice: 3, defend: true }], {}, `dice-${i}`), 'h1');
      const e = of(r.events, 'damaged')[0]!;
      const skulls = e.dice!.filter((f) => f === 'skull').length;
      const whites = e.defenceDice!.filter((f) => f === 'white_shield').length;
      assert.equal(e.dice!.length, 3);
      assert.equal(e.defenceDice!.length, 2, 'the barbarian rolls its 2 defence dice');
      assert.equal(e.amount, Math.max(0, skulls - whites));
      assert.equal(unit(r.state, 'h1').body, 8 - e.amount);
      const plain = card(withCard([{ type: 'damage', dice: 3 }], {}, `dice-${i}`), 'h1');
      const p = of(plain.events, 'damaged')[0]!;
      assert.equal(p.defenceDice, null);
      assert.equal(p.amount, p.dice!.filter((f) => f === 'skull').length);
    }
  });

  test('heal gives body points back up to the maximum; full restores them all', () => {
    let s = card(withCard([{ type: 'damage', amount: 5 }]), 'h1').state;
    assert.equal(unit(s, 'h1').body, 3);
    const healDeck = cardDeck('cura', [{ type: 'heal', amount: 2 }]);
    const fullDeck = cardDeck('piena', [{ type: 'heal', full: true }]);
    s = {
      ...s,
      setup: { ...s.setup, decks: [...s.setup.decks, healDeck, fullDeck] },
      decks: { ...s.decks, cura: { draw: ['carta', 'carta', 'carta', 'carta'], discard: [] }, piena: { draw: ['carta'], discard: [] } },
    };
    s = run(s, { seat: MASTER, type: 'play_card', deck: 'cura', target: 'h1' }).state;
    assert.equal(unit(s, 'h1').body, 5);
    s = run(s, { seat: MASTER, type: 'play_card', deck: 'cura', target: 'h1' }).state;
    s = run(s, { seat: MASTER, type: 'play_card', deck: 'cura', target: 'h1' }).state;
    assert.equal(unit(s, 'h1').body, 8, 'never above the maximum');
    s = card(s, 'h1').state; // 5 damage again
    const full = run(s, { seat: MASTER, type: 'play_card', deck: 'piena', target: 'h1' });
    assert.deepEqual(of(full.events, 'healed'), [{ type: 'healed', unit: 'h1', amount: 5, body: 8 }]);
  });

  test('a brick on a dead or absent target does nothing and says so', () => {
    let s = card(withCard([{ type: 'damage', amount: 9 }]), 'm1').state;
    const again = card(s, undefined);
    assert.deepEqual(of(again.events, 'effect_skipped'), [{ type: 'effect_skipped', effect: 'damage', unit: null, reason: 'absent' }]);
    // a chosen target that died before its brick ran: two bricks on the same troll
    s = withCard([
      { type: 'damage', amount: 9 },
      { type: 'heal', full: true },
    ]);
    const r = card(s, 'm1');
    assert.deepEqual(of(r.events, 'effect_skipped'), [{ type: 'effect_skipped', effect: 'heal', unit: 'm1', reason: 'dead' }]);
    const dead = apply(r.state, { seat: MASTER, type: 'play_card', deck: 'fx', target: 'm1' });
    assert.equal(!dead.ok && dead.error.code, 'unknown_unit');
  });
});

describe('targets', () => {
  const hurt = (target: Effect['type'] extends never ? never : string | undefined) => [{ type: 'damage', amount: 1, ...(target ? { target } : {}) } as Effect];
  const bodies = (s: GameState) => Object.fromEntries(s.units.map((u) => [u.id, u.body]));

  test('all_heroes and all_monsters hit every living unit of a side, hidden or not', () => {
    assert.deepEqual(bodies(card(withCard(hurt('all_heroes'))).state), { m1: 6, m2: 6, h1: 7, h2: 6 });
    assert.deepEqual(bodies(card(withCard(hurt('all_monsters'))).state), { m1: 5, m2: 5, h1: 8, h2: 7 });
  });

  test('chosen is the named unit; self the acting unit; adjacent the foes beside it; room_monsters its room', () => {
    const spells = [
      Spell.parse({ id: 'dardo', name: t('Dardo'), element: 'aria', range: 'any', effects: hurt('chosen') }),
      Spell.parse({ id: 'penitenza', name: t('Penitenza'), element: 'aria', range: 'self', effects: hurt('self') }),
      Spell.parse({ id: 'anello', name: t('Anello'), element: 'fuoco', range: 'self', effects: hurt('adjacent') }),
      Spell.parse({ id: 'sala', name: t('Sala'), element: 'fuoco', range: 'self', effects: hurt('room_monsters') }),
    ];
    const caster = { id: 'barbaro', name: t('B'), body: 8, mind: 2, attack: 3, defence: 2, spells: spells.map((s) => s.id), items: [] };
    const g = (extra: Partial<Extras> = {}) =>
      started(base, ['barbaro', 'nano'], 'tg', {
        creatures: [troll],
        spells,
        heroes: [caster as never, { id: 'nano', name: t('N'), body: 7, mind: 3, attack: 2, defence: 2, spells: [], items: [] } as never],
        ...extra,
      });
    let s = g();
    assert.deepEqual(bodies(run(s, { seat: 'h1', type: 'cast', spell: 'dardo', target: 'm1' }).state), { m1: 5, m2: 6, h1: 8, h2: 7 });
    assert.deepEqual(bodies(run(s, { seat: 'h1', type: 'cast', spell: 'penitenza' }).state), { m1: 6, m2: 6, h1: 7, h2: 7 });
    // h1 walks next to the troll at [4,0] (h2 stands at [2,0]: it passes through) — adjacent hits the troll, not h2
    s = withSteps(s, 3);
    s = run(s, { seat: 'h1', type: 'move', to: [3, 0] }).state;
    assert.deepEqual(bodies(run(s, { seat: 'h1', type: 'cast', spell: 'anello' }).state), { m1: 5, m2: 6, h1: 8, h2: 7 });
    // in the corridor, room_monsters is every creature of the corridor stretch in straight lines from the caster
    assert.deepEqual(bodies(run(s, { seat: 'h1', type: 'cast', spell: 'sala' }).state), { m1: 5, m2: 6, h1: 8, h2: 7 });
    // inside room a, only the troll of room a
    s = run(g(), { seat: 'h1', type: 'end_turn' }).state;
    s = withSteps(s, 2);
    s = run(s, { seat: 'h2', type: 'move', to: [1, 0] }).state;
    s = run(s, { seat: 'h2', type: 'open_door', door: 'd0' }).state;
    s = run(run(s, { seat: 'h2', type: 'end_turn' }).state, { seat: MASTER, type: 'end_turn' }).state;
    s = withSteps(s, 3);
    s = run(s, { seat: 'h1', type: 'move', to: [1, 2] }).state;
    assert.deepEqual(bodies(run(s, { seat: 'h1', type: 'cast', spell: 'sala' }).state), { m1: 6, m2: 5, h1: 8, h2: 7 });
  });
});

describe('stat changes', () => {
  const potion = (duration: 'turn' | 'round' | 'quest', delta = 2) =>
    Item.parse({ id: `forza-${duration}`, name: t('Forza'), effects: [{ type: 'stat', stat: 'att', delta, duration }], consumable: true });
  const hero = (items: string[]) => [
    { id: 'barbaro', name: t('B'), body: 8, mind: 2, attack: 3, defence: 2, spells: [], items } as never,
    { id: 'nano', name: t('N'), body: 7, mind: 3, attack: 2, defence: 2, spells: [], items: [] } as never,
  ];
  const attackOf = (s: GameState, id: string) => {
    const u = unit(s, id);
    return u.attack + u.mods.filter((m) => m.stat === 'att').reduce((a, m) => a + m.delta, 0);
  };
  const endTurns = (s: GameState, n: number) => {
    for (let i = 0; i < n; i++) s = run(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
    return s;
  };

  test("turn: taken in the hero's own turn, it ends with that turn; attacks roll the changed number of dice", () => {
    let s = started(base, ['barbaro', 'nano'], 'st', { creatures: [troll], heroes: hero(['forza-turn']), items: [potion('turn')] });
    s = run(s, { seat: 'h1', type: 'use_item', item: 'forza-turn', target: 'h1' }).state;
    assert.equal(attackOf(s, 'h1'), 5);
    assert.deepEqual(unit(s, 'h1').items, [], 'the consumable is gone');
    const ended = run(s, { seat: 'h1', type: 'end_turn' });
    assert.deepEqual(of(ended.events, 'stat_expired'), [{ type: 'stat_expired', unit: 'h1', stat: 'att', delta: 2 }]);
    assert.equal(attackOf(ended.state, 'h1'), 3);
  });

  test("turn: given outside the unit's turn, it lasts until the end of its next turn", () => {
    let s = withCard([{ type: 'stat', stat: 'def', delta: -1, duration: 'turn' }]);
    s = card(s, 'm1').state; // during h1's turn, on a creature
    s = endTurns(s, 2); // h1, h2 end: the master's turn begins and arms it
    assert.equal(unit(s, 'm1').mods.length, 1);
    const r = run(s, { seat: MASTER, type: 'end_turn' });
    assert.ok(of(r.events, 'stat_expired').some((e) => e.unit === 'm1' && e.stat === 'def'));
    assert.equal(unit(r.state, 'm1').mods.length, 0);
  });

  test('round lasts to the end of the round; quest for the whole mission', () => {
    let s = started(base, ['barbaro', 'nano'], 'st', {
      creatures: [troll],
      heroes: hero(['forza-round', 'forza-quest']),
      items: [potion('round'), potion('quest', 1)],
    });
    s = run(s, { seat: 'h1', type: 'use_item', item: 'forza-round', target: 'h1' }).state;
    s = endTurns(s, 2); // h1, h2
    assert.equal(attackOf(s, 'h1'), 5, 'still in round 1');
    s = endTurns(s, 1); // the master: round 1 ends
    assert.equal(s.round, 2);
    assert.equal(attackOf(s, 'h1'), 3);
    s = run(s, { seat: 'h1', type: 'use_item', item: 'forza-quest', target: 'h1' }).state;
    s = endTurns(s, 9);
    assert.equal(s.round, 5);
    assert.equal(attackOf(s, 'h1'), 4);
  });

  test("a move change adds to the hero's roll; a stat never goes below 0", () => {
    let s = withCard([{ type: 'stat', stat: 'move', delta: 3, duration: 'turn' }]);
    s = card(s, 'h1').state;
    const r = run(s, { seat: 'h1', type: 'roll' });
    const rolled = of(r.events, 'movement_rolled')[0]!;
    assert.equal(rolled.steps, rolled.dice[0]! + rolled.dice[1]! + 3);
    let weak = withCard([{ type: 'stat', stat: 'att', delta: -9, duration: 'quest' }]);
    weak = card(weak, 'm1').state;
    weak = endTurns(weak, 2);
    const atk = run(weak, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [3, 0] }).state;
    const hit = run(atk, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h2' });
    assert.equal(of(hit.events, 'attack')[0]!.attackDice.length, 0);
  });
});

describe('statuses', () => {
  test("poison wounds at the start of each of the sufferer's turns for its rounds, and can kill", () => {
    let s = withCard([{ type: 'status', status: 'poison', rounds: 2, amount: 3 }]);
    s = card(s, 'h2').state;
    s = run(s, { seat: 'h1', type: 'end_turn' }).state; // h2's turn starts: 7 - 3
    assert.equal(unit(s, 'h2').body, 4);
    assert.equal(unit(s, 'h2').statuses[0]!.rounds, 1);
    s = run(run(s, { seat: 'h2', type: 'end_turn' }).state, { seat: MASTER, type: 'end_turn' }).state;
    const r = run(s, { seat: 'h1', type: 'end_turn' }); // h2's second turn: 4 - 3, poison ends
    assert.equal(unit(r.state, 'h2').body, 1);
    assert.deepEqual(unit(r.state, 'h2').statuses, []);
    assert.ok(of(r.events, 'status_ended').length === 1);
    // poison 9 on the dwarf kills it at the start of its turn, and its turn is lost
    let k = withCard([{ type: 'status', status: 'poison', rounds: 1, amount: 9 }]);
    k = card(k, 'h2').state;
    const died = run(k, { seat: 'h1', type: 'end_turn' });
    assert.equal(unit(died.state, 'h2').alive, false);
    assert.equal(died.state.turn!.seat, MASTER, "the dead hero's turn passes to the master");
  });

  test("stun skips the sufferer's turns for its rounds; skip_turn skips the next one", () => {
    let s = withCard([{ type: 'status', status: 'stun', rounds: 2 }]);
    s = card(s, 'h2').state;
    let r = run(s, { seat: 'h1', type: 'end_turn' });
    assert.equal(r.state.turn!.seat, MASTER);
    assert.ok(r.events.some((e) => e.type === 'turn_skipped' && e.unit === 'h2'));
    r = run(run(r.state, { seat: MASTER, type: 'end_turn' }).state, { seat: 'h1', type: 'end_turn' });
    assert.equal(r.state.turn!.seat, MASTER, 'second round skipped too');
    r = run(run(r.state, { seat: MASTER, type: 'end_turn' }).state, { seat: 'h1', type: 'end_turn' });
    assert.equal(r.state.turn!.seat, 'h2', 'third round: h2 plays');
    // a stunned creature can neither move nor attack on the master's turn
    let c = withCard([{ type: 'skip_turn' }]);
    c = card(c, 'm1').state;
    c = run(run(c, { seat: 'h1', type: 'end_turn' }).state, { seat: 'h2', type: 'end_turn' }).state;
    assert.ok(!legalActions(c, MASTER).some((a) => 'creature' in a && a.creature === 'm1'));
    const move = apply(c, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [5, 0] });
    assert.equal(!move.ok && move.error.code, 'move_finished');
  });
});

describe('other bricks', () => {
  test('teleport moves to a free square (revealing a room), and not onto an occupied one', () => {
    const r = card(withCard([{ type: 'teleport', x: 2, y: 2 }]), 'h1');
    assert.deepEqual([unit(r.state, 'h1').x, unit(r.state, 'h1').y], [2, 2]);
    assert.deepEqual(r.state.revealed, ['a']);
    const blocked = card(withCard([{ type: 'teleport', x: 3, y: 2 }]), 'h1');
    assert.deepEqual(of(blocked.events, 'effect_skipped'), [{ type: 'effect_skipped', effect: 'teleport', unit: 'h1', reason: 'occupied' }]);
  });

  test('gold: an amount, or six-sided dice times a factor; to a hero, or to the party', () => {
    const r = card(withCard([{ type: 'gold', amount: 50 }]), 'h1');
    assert.equal(unit(r.state, 'h1').gold, 50);
    const d = card(withCard([{ type: 'gold', dice: 2, times: 10 }]));
    const e = of(d.events, 'gold_gained')[0]!;
    assert.equal(e.unit, null);
    assert.equal(e.amount, (e.dice![0]! + e.dice![1]!) * 10);
    assert.equal(d.state.partyGold, e.amount);
  });

  test('item adds to the inventory; spawn places creatures at or nearest the square; reveal; message; end', () => {
    const items = [Item.parse({ id: 'chiave', name: t('Chiave') })];
    const i = card(withCard([{ type: 'item', item: 'chiave' }], { items }), 'h2');
    assert.deepEqual(unit(i.state, 'h2').items, ['chiave']);
    const sp = card(withCard([{ type: 'spawn', kind: 'goblin', count: 3, x: 4, y: 0 }]));
    // [4,0] holds the troll: the goblins take the nearest free squares, nearest first, then square order
    assert.deepEqual(
      of(sp.events, 'spawned').map((e) => [e.unit, e.x, e.y]),
      [
        ['m3', 3, 0],
        ['m4', 5, 0],
        ['m5', 6, 0],
      ],
    );
    const rv = card(withCard([{ type: 'reveal', room: 'a' }]));
    assert.deepEqual(rv.state.revealed, ['a']);
    assert.ok(viewFor(rv.state, 'h1').units.some((u) => u.id === 'm2'));
    const msg = card(withCard([{ type: 'message', text: t('Ciao') }]));
    assert.deepEqual(of(msg.events, 'message'), [{ type: 'message', text: t('Ciao') }]);
    const end = card(withCard([{ type: 'end', winner: 'master' }]));
    assert.deepEqual(end.state.result, { winner: 'master', reason: 'effect' });
  });

  test('custom is shown to the master only, who marks it resolved', () => {
    const r = card(withCard([{ type: 'custom', text: t('Il master decide') }]));
    assert.deepEqual(r.state.pending, [{ id: 1, text: t('Il master decide') }]);
    assert.deepEqual(viewFor(r.state, MASTER).pending, [{ id: 1, text: t('Il master decide') }]);
    assert.deepEqual(viewFor(r.state, 'h1').pending, []);
    assert.ok(legalActions(r.state, MASTER).some((a) => a.type === 'resolve' && a.id === 1));
    const done = run(r.state, { seat: MASTER, type: 'resolve', id: 1 });
    assert.deepEqual(done.state.pending, []);
    const twice = apply(done.state, { seat: MASTER, type: 'resolve', id: 1 });
    assert.equal(!twice.ok && twice.error.code, 'unknown_custom');
    const byHero = apply(r.state, { seat: 'h1', type: 'resolve', id: 1 });
    assert.equal(!byHero.ok && byHero.error.code, 'not_master');
  });

  test('draw runs the drawn card; decks are shuffled by the seed, and reshuffled when empty', () => {
    const deck = {
      id: 'tesori',
      name: t('Tesori'),
      cards: [1, 2, 3, 4].map((n) => ({ id: `c${n}`, name: t(`C${n}`), text: t('x'), effects: [{ type: 'gold', amount: n }] })),
    };
    const draws = (seed: string) => {
      let s = withCard([{ type: 'draw', deck: 'tesori' }], { decks: [deck as never] }, seed);
      const order: string[] = [];
      for (let i = 0; i < 6; i++) {
        const r = card(s, 'h1');
        order.push(
          ...of(r.events, 'card_drawn')
            .filter((e) => e.deck === 'tesori')
            .map((e) => e.card),
        );
        s = r.state;
      }
      return { order, gold: unit(s, 'h1').gold };
    };
    const a = draws('one');
    assert.deepEqual(a, draws('one'), 'same seed, same order');
    assert.deepEqual([...a.order.slice(0, 4)].sort(), ['c1', 'c2', 'c3', 'c4'], 'every card once before a reshuffle');
    assert.equal(
      a.gold,
      a.order.reduce((sum, c) => sum + Number(c.slice(1)), 0),
      "each drawn card's gold went to the chosen hero",
    );
  });
});

describe('spells and items', () => {
  const fireball = Spell.parse({
    id: 'palla-di-fuoco',
    name: t('Palla di fuoco'),
    element: 'fuoco',
    range: 'line',
    uses: 2,
    effects: [{ type: 'damage', amount: 2 }],
  });
  const mago = { id: 'mago', name: t('Mago'), body: 4, mind: 6, attack: 1, defence: 2, spells: ['palla-di-fuoco'], items: ['pozione-curativa', 'spada'] };
  const items = [
    Item.parse({ id: 'pozione-curativa', name: t('Pozione'), effects: [{ type: 'heal', amount: 4 }], consumable: true }),
    Item.parse({ id: 'spada', name: t('Spada'), effects: [{ type: 'stat', stat: 'att', delta: 1, duration: 'turn' }] }),
  ];
  const game = (monsters: object[] = [{ kind: 'troll', x: 4, y: 0 }], creatures = [troll]) =>
    started(
      mission({
        map,
        start: [
          [0, 0],
          [2, 0],
        ],
        monsters,
      }),
      ['mago'],
      'sp',
      { heroes: [mago as never], spells: [fireball], items, creatures },
    );

  test("uses count down per mission; casting is the turn's action", () => {
    let s = game([
      { kind: 'troll', x: 4, y: 0 },
      { kind: 'troll', x: 6, y: 0 },
    ]);
    assert.ok(legalActions(s, 'h1').some((a) => a.type === 'cast' && a.target === 'm1'));
    s = run(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm1' }).state;
    assert.equal(unit(s, 'm1').body, 4);
    assert.deepEqual(unit(s, 'h1').spells, [{ id: 'palla-di-fuoco', uses: 1 }]);
    const twice = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm1' });
    assert.equal(!twice.ok && twice.error.code, 'already_acted');
    s = run(run(s, { seat: 'h1', type: 'end_turn' }).state, { seat: MASTER, type: 'end_turn' }).state;
    s = run(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm1' }).state;
    assert.equal(unit(s, 'm1').body, 2);
    s = run(run(s, { seat: 'h1', type: 'end_turn' }).state, { seat: MASTER, type: 'end_turn' }).state;
    const spent = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm1' });
    assert.equal(!spent.ok && spent.error.code, 'no_uses');
    assert.ok(!legalActions(s, 'h1').some((a) => a.type === 'cast'));
  });

  test('errors never tell a hero what hides in an unrevealed room', () => {
    const s = game([
      { kind: 'troll', x: 4, y: 0 },
      { kind: 'troll', x: 3, y: 2 },
    ]);
    const hidden = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm2' });
    const missing = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm9' });
    assert.equal(!hidden.ok && hidden.error.code, 'unknown_unit');
    assert.equal(!missing.ok && missing.error.code, 'unknown_unit');
    assert.equal(!hidden.ok && hidden.error.message.replace('m2', 'X'), !missing.ok && missing.error.message.replace('m9', 'X'));
    const item = apply(s, { seat: 'h1', type: 'use_item', item: 'pozione-curativa', target: 'm2' });
    assert.equal(!item.ok && item.error.code, 'unknown_unit');
    // once the hero has acted, every spell or item answers already_acted, whatever it aims at
    const acted = run(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm1' }).state;
    for (const target of ['m1', 'm2', 'm9']) {
      const r = apply(acted, { seat: 'h1', type: 'use_item', item: 'pozione-curativa', target });
      assert.equal(!r.ok && r.error.code, 'already_acted');
    }
  });

  test('a deck id that names an inherited property is just an unknown deck', () => {
    const s = game();
    for (const deck of ['constructor', 'tostring', 'proto']) {
      const r = apply(s, { seat: MASTER, type: 'play_card', deck });
      assert.equal(!r.ok && r.error.code, 'unknown_deck');
    }
  });

  test('line range is blocked by units, walls and closed doors', () => {
    const s = game([
      { kind: 'troll', x: 4, y: 0 },
      { kind: 'troll', x: 6, y: 0 },
      { kind: 'troll', x: 1, y: 2 },
    ]);
    const targets = legalActions(s, 'h1').flatMap((a) => (a.type === 'cast' ? [a.target] : []));
    assert.deepEqual(targets, ['m1'], 'm2 stands behind m1; m3 is hidden behind a closed door and a corner');
    const r = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco', target: 'm2' });
    assert.equal(!r.ok && r.error.code, 'out_of_range');
    const none = apply(s, { seat: 'h1', type: 'cast', spell: 'palla-di-fuoco' });
    assert.equal(!none.ok && none.error.code, 'no_target');
  });

  test('a spell whose only brick is a draw needs no target', () => {
    const omen = Spell.parse({ id: 'presagio', name: t('Presagio'), element: 'aria', range: 'any', effects: [{ type: 'draw', deck: 'fx' }] });
    const s = started(base, ['mago'], 'omen', {
      creatures: [troll],
      spells: [omen],
      heroes: [{ ...mago, spells: ['presagio'] } as never],
      decks: [cardDeck('fx', [{ type: 'gold', amount: 3 }])],
    });
    assert.ok(legalActions(s, 'h1').some((a) => a.type === 'cast' && a.spell === 'presagio' && a.target === undefined));
    const r = run(s, { seat: 'h1', type: 'cast', spell: 'presagio' });
    assert.equal(unit(r.state, 'h1').gold, 3, 'the drawn card acts on the caster');
  });

  test('a helpful item or spell goes to companions, a harmful one to foes', () => {
    const s = game([{ kind: 'troll', x: 1, y: 0 }]);
    const targets = (type: 'cast' | 'use_item', id: string) =>
      legalActions(s, 'h1').flatMap((a) => {
        if (a.type === 'cast' && type === 'cast' && a.spell === id) return [a.target];
        if (a.type === 'use_item' && type === 'use_item' && a.item === id) return [a.target];
        return [];
      });
    assert.deepEqual(targets('use_item', 'pozione-curativa'), ['h1'], 'the potion is not offered to the troll beside the wizard');
    assert.deepEqual(targets('cast', 'palla-di-fuoco'), ['m1'], 'the fireball only at foes');
    const r = apply(s, { seat: 'h1', type: 'use_item', item: 'pozione-curativa', target: 'm1' });
    assert.equal(!r.ok && r.error.code, 'out_of_range');
  });

  test('a consumable item leaves the inventory; a lasting one stays', () => {
    let s = card(
      started(mission({ map, start: [[0, 0]], monsters: [{ kind: 'troll', x: 4, y: 0 }] }), ['mago'], 'it', {
        heroes: [mago as never],
        spells: [fireball],
        items,
        creatures: [troll],
        decks: [cardDeck('fx', [{ type: 'damage', amount: 3 }])],
      }),
      'h1',
    ).state;
    s = run(s, { seat: 'h1', type: 'use_item', item: 'pozione-curativa', target: 'h1' }).state;
    assert.equal(unit(s, 'h1').body, 4, '1 + 4, capped at 4');
    assert.deepEqual(unit(s, 'h1').items, ['spada']);
    s = run(run(s, { seat: 'h1', type: 'end_turn' }).state, { seat: MASTER, type: 'end_turn' }).state;
    s = run(s, { seat: 'h1', type: 'use_item', item: 'spada', target: 'h1' }).state;
    assert.deepEqual(unit(s, 'h1').items, ['spada']);
    const gone = apply(s, { seat: 'h1', type: 'use_item', item: 'pozione-curativa' });
    assert.equal(!gone.ok && gone.error.code, 'unknown_item');
  });

  test('the master teaches a spell with its full uses', () => {
    const shield = Spell.parse({
      id: 'scudo',
      name: t('Scudo'),
      element: 'terra',
      range: 'self',
      uses: 3,
      effects: [{ type: 'stat', stat: 'def', delta: 2, duration: 'round' }],
    });
    let s = started(base, ['barbaro'], 'teach', { creatures: [troll], spells: [fireball, shield] });
    assert.ok(legalActions(s, MASTER).some((a) => a.type === 'teach' && a.hero === 'h1' && a.spell === 'scudo'));
    s = run(s, { seat: MASTER, type: 'teach', hero: 'h1', spell: 'scudo' }).state;
    assert.deepEqual(unit(s, 'h1').spells, [{ id: 'scudo', uses: 3 }]);
    const again = apply(s, { seat: MASTER, type: 'teach', hero: 'h1', spell: 'scudo' });
    assert.equal(!again.ok && again.error.code, 'already_known');
    const cast = run(s, { seat: 'h1', type: 'cast', spell: 'scudo' });
    assert.deepEqual(unit(cast.state, 'h1').mods, [{ stat: 'def', delta: 2, duration: 'round', armed: false }]);
  });
});

describe('creature powers', () => {
  const withPower = (abilities: object[], extra: Partial<Creature> = {}) =>
    Creature.parse({ id: 'mostro', name: t('Mostro'), move: 6, attack: 2, defence: 1, body: 4, mind: 1, abilities, ...extra });
  const game = (c: Creature, at: [number, number] = [4, 0], spells: Spell[] = []) =>
    started(
      mission({
        map,
        start: [
          [0, 0],
          [2, 0],
        ],
        monsters: [{ kind: c.id, x: at[0], y: at[1] }],
      }),
      ['barbaro', 'nano'],
      'pw',
      { creatures: [c], spells, decks: [cardDeck('fx', [{ type: 'damage', amount: 2 }])] },
    );
  const toMaster = (s: GameState) => run(run(s, { seat: 'h1', type: 'end_turn' }).state, { seat: 'h2', type: 'end_turn' }).state;

  test('ranged attacks in a clear straight line within range', () => {
    const s = toMaster(game(withPower([{ type: 'ranged', range: 3 }]), [5, 0]));
    const targets = legalActions(s, MASTER).flatMap((a) => (a.type === 'creature_attack' ? [a.target] : []));
    assert.deepEqual(targets, ['h2'], 'h2 at 3 squares; h1 behind h2 and out of range');
    const far = toMaster(game(withPower([{ type: 'ranged', range: 2 }]), [5, 0]));
    assert.ok(!legalActions(far, MASTER).some((a) => a.type === 'creature_attack'));
  });

  test('regen recovers body points at the start of each master turn, up to the maximum', () => {
    let s = game(withPower([{ type: 'regen', amount: 1 }]));
    s = card(s, 'm1').state;
    assert.equal(unit(s, 'm1').body, 2);
    s = toMaster(s);
    assert.equal(unit(s, 'm1').body, 3);
    s = toMaster(run(s, { seat: MASTER, type: 'end_turn' }).state);
    assert.equal(unit(s, 'm1').body, 4);
    s = toMaster(run(s, { seat: MASTER, type: 'end_turn' }).state);
    assert.equal(unit(s, 'm1').body, 4);
  });

  test('immune refuses the effects of a named element or spell id, and says so', () => {
    const fire = Spell.parse({ id: 'fiamma', name: t('Fiamma'), element: 'fuoco', range: 'any', effects: [{ type: 'damage', amount: 2 }] });
    const ice = Spell.parse({ id: 'gelo', name: t('Gelo'), element: 'acqua', range: 'any', effects: [{ type: 'damage', amount: 2 }] });
    const spells = [fire, ice];
    const c = withPower([{ type: 'immune', to: ['fuoco', 'gelo'] }]);
    const s = started(mission({ map, start: [[0, 0]], monsters: [{ kind: c.id, x: 4, y: 0 }] }), ['mago'], 'im', {
      creatures: [c],
      spells,
      heroes: [{ id: 'mago', name: t('M'), body: 4, mind: 6, attack: 1, defence: 2, spells: ['fiamma', 'gelo'], items: [] } as never],
    });
    for (const spell of ['fiamma', 'gelo']) {
      const r = run(s, { seat: 'h1', type: 'cast', spell, target: 'm1' });
      assert.equal(unit(r.state, 'm1').body, 4);
      assert.deepEqual(of(r.events, 'effect_skipped'), [{ type: 'effect_skipped', effect: 'damage', unit: 'm1', reason: 'immune' }]);
    }
  });

  test('immune ignores every brick of a spell it names, not only damage', () => {
    const gale = Spell.parse({
      id: 'raffica',
      name: t('Raffica'),
      element: 'aria',
      range: 'any',
      effects: [{ type: 'skip_turn' }, { type: 'stat', stat: 'def', delta: -1, duration: 'round' }],
    });
    const c = withPower([{ type: 'immune', to: ['aria'] }]);
    const s = started(mission({ map, start: [[0, 0]], monsters: [{ kind: c.id, x: 4, y: 0 }] }), ['mago'], 'im2', {
      creatures: [c],
      spells: [gale],
      heroes: [{ id: 'mago', name: t('M'), body: 4, mind: 6, attack: 1, defence: 2, spells: ['raffica'], items: [] } as never],
    });
    const r = run(s, { seat: 'h1', type: 'cast', spell: 'raffica', target: 'm1' });
    assert.deepEqual(unit(r.state, 'm1').statuses, []);
    assert.deepEqual(unit(r.state, 'm1').mods, []);
    assert.deepEqual(
      of(r.events, 'effect_skipped').map((e) => [e.effect, e.reason]),
      [
        ['skip_turn', 'immune'],
        ['stat', 'immune'],
      ],
    );
  });

  test('poison does not wound a dormant creature', () => {
    let s = game(withPower([{ type: 'dormant' }]));
    s = {
      ...s,
      setup: { ...s.setup, decks: [cardDeck('veleno', [{ type: 'status', status: 'poison', rounds: 2, amount: 1 }])] },
      decks: { veleno: { draw: ['carta'], discard: [] } },
    };
    s = run(s, { seat: MASTER, type: 'play_card', deck: 'veleno', target: 'm1' }).state;
    s = toMaster(s);
    assert.equal(unit(s, 'm1').body, 4);
    assert.equal(unit(s, 'm1').statuses[0]!.rounds, 1, 'the poison still runs its course');
  });

  test('dormant cannot be wounded until it has moved or attacked', () => {
    let s = game(withPower([{ type: 'dormant' }]));
    let r = card(s, 'm1');
    assert.equal(unit(r.state, 'm1').body, 4);
    assert.deepEqual(of(r.events, 'effect_skipped'), [{ type: 'effect_skipped', effect: 'damage', unit: 'm1', reason: 'dormant' }]);
    s = toMaster(r.state);
    r = run(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [5, 0] });
    assert.ok(r.events.some((e) => e.type === 'awakened' && e.unit === 'm1'));
    s = r.state;
    r = card(s, 'm1');
    assert.equal(unit(r.state, 'm1').body, 2);
  });

  test('fly passes over heroes (but never stops on one)', () => {
    const flyer = withPower([{ type: 'fly' }]);
    const walker = withPower([]);
    const dest = (c: Creature) => legalActions(toMaster(game(c, [3, 0])), MASTER).flatMap((a) => (a.type === 'move_creature' ? [a.to.join(',')] : []));
    assert.ok(dest(flyer).includes('1,0'), 'over h2 at [2,0]');
    assert.ok(!dest(flyer).includes('2,0'));
    assert.ok(!dest(walker).includes('1,0'));
  });
});
