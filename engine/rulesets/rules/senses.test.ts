/**
 * Senses, stances and perception under the `rules` module (spec 002 `rules.senses`, `rules.stances`,
 * `rules.perception`): a stance's speed and signal, the `stance` action, sight stopped by walls and closed doors
 * while hearing goes round through a door, and a creature in a hiding stance absent from the heroes' raw frames (view
 * and events) until a hero comes within its sight.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Creature, Mission } from '../../../content/schemas/index.ts';
import { apply, createGame, eventsFor, legalActions, MASTER, viewFor, type GameEvent, type GameState, type Unit } from '../../index.ts';
import { emission, noticedThrough, strength } from './perception.ts';
import type { RulesPiece } from './piece.ts';
import { rulesIn } from './settings.ts';
import { isRulesView } from './view-types.ts';
import { ok, prova, provaCreatures, provaHeroes, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';

/** The test document: sight 6 squares (detect 0.5), hearing 3 squares through the space (detect 0.3), a scent that fades; two stances. */
function sensing(): Record<string, unknown> {
  return {
    ...prova(),
    senses: [
      { id: 'vista', name: 'Vista', defaultRange: 30, thresholds: { detect: 0.5 } },
      { id: 'udito', name: 'Udito', defaultRange: 15, propagation: 'field', thresholds: { detect: 0.3 } },
      { id: 'fiuto', name: 'Fiuto', defaultRange: 20, blockedBy: 'nothing', falloff: 'linear', thresholds: { detect: 0.9 } },
    ],
    stances: [
      { id: 'normale', name: 'Normale', emits: { vista: 1, udito: 0.6, fiuto: 0.8 } },
      { id: 'furtivo', name: 'Furtivo', speedMultiplier: 0.5, emits: { vista: 0.6, udito: 0.2 }, concealedBy: 'furtivita', concealmentPerPoint: 0.1 },
    ],
    perception: { defaultStance: 'normale' },
  };
}

const ruleset = provaRuleset(sensing());
const goblin = provaCreatures.find((c) => c.id === 'goblin')!;
/** A goblin sneaking (sight 0.6), and one sneaking with two ranks of the skill that quiets it (sight 0.4: never seen). */
const creatures: Creature[] = [
  ...provaCreatures,
  Creature.parse({ ...goblin, id: 'goblin-furtivo', rules: { ...goblin.rules, stance: 'furtivo' } }),
  Creature.parse({ ...goblin, id: 'goblin-ombra', rules: { ...goblin.rules, stance: 'furtivo', skills: { furtivita: 2 } } }),
];

function game(mission: Mission, seed: string): GameState {
  let s = createGame({ mission, heroes: provaHeroes, creatures, ruleset, seed });
  s = ok(s, { seat: 'h1', type: 'join', hero: 'guerriera' }).state;
  return ok(s, { seat: MASTER, type: 'start' }).state;
}

const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const piece = (s: GameState, id: string): RulesPiece => unit(s, id).ext as RulesPiece;

/** Ends turns until it is hero h1's. */
function toHero(state: GameState): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < 10 && s.turn!.unit !== 'h1'; i++) {
    const r = ok(s, { seat: s.turn!.seat, type: 'end_turn' });
    s = r.state;
    events.push(...r.events);
  }
  assert.equal(s.turn!.unit, 'h1');
  return { state: s, events };
}

describe('stances', () => {
  test("a piece's stance multiplies its speed and sets what it gives off, less its concealment skill", () => {
    const s = game(
      provaMission({
        start: [[0, 0]],
        monsters: [
          { kind: 'goblin-furtivo', x: 9, y: 0 },
          { kind: 'goblin-ombra', x: 9, y: 4 },
          { kind: 'goblin', x: 5, y: 4 },
        ],
      }),
      'stances',
    );
    const rules = rulesIn(s);
    // speed 20 over squares of 5: 4 squares; sneaking (× 0.5) 2
    assert.deepEqual([piece(s, 'm3').sensing!.stance, piece(s, 'm3').squares, unit(s, 'm3').move], ['normale', 4, 4]);
    assert.deepEqual([piece(s, 'm1').sensing!.stance, piece(s, 'm1').squares, unit(s, 'm1').move], ['furtivo', 2, 2]);
    assert.deepEqual(
      [emission(rules, piece(s, 'm1'), 'vista'), emission(rules, piece(s, 'm1'), 'udito'), emission(rules, piece(s, 'm1'), 'fiuto')],
      [0.6, 0.2, 0],
    );
    // two ranks of furtivita at 0.1 a rank
    assert.deepEqual([emission(rules, piece(s, 'm2'), 'vista'), emission(rules, piece(s, 'm2'), 'udito')], [0.6 - 0.2, 0]);
  });

  test('the stance action: free, on its turn, its steps left rescaled; listed exactly when accepted', () => {
    let s = toHero(game(provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 9, y: 4 }] }), 'stance-action')).state;
    assert.equal(s.turn!.stepsLeft, 4);
    assert.deepEqual(
      legalActions(s, 'h1').filter((a) => a.type === 'stance'),
      [{ type: 'stance', stance: 'furtivo' }],
    );
    s = ok(s, { seat: 'h1', type: 'move', to: [1, 0] }).state;
    const r = ok(s, { seat: 'h1', type: 'stance', stance: 'furtivo' });
    s = r.state;
    // sneaking gives 2 squares a turn, one of them taken already
    assert.deepEqual([s.turn!.stepsLeft, piece(s, 'h1').squares, piece(s, 'h1').sensing!.stance], [1, 2, 'furtivo']);
    assert.deepEqual(
      r.events.filter((e) => e.type === 'stance_changed'),
      [{ type: 'stance_changed', unit: 'h1', stance: 'furtivo' }],
    );
    // the card reads the stance it stands in and the document's stances
    const rv = viewFor(s, 'h1').rules;
    assert.ok(isRulesView(rv));
    assert.equal(rv.pieces['h1']!.posture, 'furtivo');
    assert.deepEqual(rv.stances, [
      { id: 'normale', name: 'Normale', speedMultiplier: 1 },
      { id: 'furtivo', name: 'Furtivo', speedMultiplier: 0.5 },
    ]);
    assert.deepEqual(apply(s, { seat: 'h1', type: 'stance', stance: 'furtivo' }), {
      ok: false,
      error: { code: 'no_effect', message: 'h1 is already in stance "furtivo"' },
    });
    assert.deepEqual(apply(s, { seat: 'h1', type: 'stance', stance: 'volo' }), {
      ok: false,
      error: { code: 'no_effect', message: 'no stance "volo" (stances: normale, furtivo)' },
    });
    assert.equal(apply(s, { seat: MASTER, type: 'stance', stance: 'normale' }).ok, false);
    s = ok(s, { seat: 'h1', type: 'stance', stance: 'normale' }).state;
    assert.equal(s.turn!.stepsLeft, 3);
  });

  test('a ruleset without stances refuses the stance action', () => {
    const plain = createGame({
      mission: provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 9, y: 4 }] }),
      heroes: provaHeroes,
      creatures: provaCreatures,
      ruleset: provaRuleset(),
      seed: 'plain',
    });
    let s = ok(plain, { seat: 'h1', type: 'join', hero: 'guerriera' }).state;
    s = toHero(ok(s, { seat: MASTER, type: 'start' }).state).state;
    assert.deepEqual(apply(s, { seat: 'h1', type: 'stance', stance: 'furtivo' }), {
      ok: false,
      error: { code: 'not_in_ruleset', message: 'this ruleset has no stances' },
    });
    assert.ok(!legalActions(s, 'h1').some((a) => a.type === 'stance'));
  });
});

describe('senses', () => {
  // a corridor on the left, a room on the right, a door between (4,1) and (5,1)
  const walled = provaMission({
    start: [[3, 1]],
    map: {
      rows: ['.....aaaaa', '.....aaaaa', '.....aaaaa'],
      rooms: [{ id: 'sala', char: 'a', name: { it: 'Sala', en: 'Hall' } }],
      doors: [
        {
          between: [
            [4, 1],
            [5, 1],
          ],
        },
      ],
    },
    monsters: [{ kind: 'goblin', x: 6, y: 1 }],
  });

  test('sight stops at walls and closed doors; hearing goes round through the door, within its range', () => {
    const s = game(walled, 'walls');
    const at = (x: number, y: number, hx = 3, hy = 1): GameState => ({
      ...s,
      units: s.units.map((u) => (u.id === 'm1' ? { ...u, x, y } : u.id === 'h1' ? { ...u, x: hx, y: hy } : u)),
    });
    const sensed = (g: GameState) => noticedThrough(g, unit(g, 'h1'), unit(g, 'm1'));
    // three squares away through the closed door: heard (0.6 ≥ 0.3), not seen
    assert.deepEqual(sensed(at(6, 1)), ['udito']);
    assert.deepEqual(sensed({ ...at(6, 1), doorsOpen: [true] }), ['vista', 'udito']);
    // two squares away behind the wall: no line of sight, and the way round through the door is 4 squares, past hearing's 3
    const behind = at(5, 0, 3, 0);
    assert.deepEqual(sensed(behind), []);
    // the scent goes through walls (blockedBy nothing) and fades: 0.8 × (1 - 2/4) two squares away, under its detect 0.9
    const fiuto = rulesIn(s).senses.find((x) => x.id === 'fiuto')!;
    assert.equal(strength(behind, rulesIn(s), unit(behind, 'h1'), unit(behind, 'm1'), fiuto), 0.8 * (1 - 2 / 4));
  });

  test("a creature in a hiding stance is absent from the hero's raw view and events until a hero comes within sight", () => {
    const m = provaMission({
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin-furtivo', x: 9, y: 4 },
        { kind: 'goblin-ombra', x: 9, y: 0 },
      ],
    });
    const start = game(m, 'hidden');
    const frames: { view: string; events: string }[] = [];
    const record = (s: GameState, events: GameEvent[]) =>
      frames.push({ view: JSON.stringify(viewFor(s, 'h1')), events: JSON.stringify(eventsFor(s, 'h1', events)) });
    let s = start;
    record(s, []);
    // both hidden: 13 and 9 squares away, sight reaches 6
    assert.deepEqual([piece(s, 'm1').sensing!.hidden, piece(s, 'm2').sensing!.hidden], [true, true]);
    let r = toHero(s);
    s = r.state;
    record(s, r.events);
    // the goblins' turns came and went unseen: the frames name neither goblin, not even the turn that was theirs
    for (const id of ['m1', 'm2']) {
      for (const f of frames) {
        assert.ok(!f.view.includes(`"${id}"`), `the view names ${id}: ${f.view}`);
        assert.ok(!f.events.includes(`"${id}"`), `the events name ${id}: ${f.events}`);
      }
    }
    const mid = viewFor(s, 'h1');
    assert.deepEqual(
      mid.units.map((u) => u.id),
      ['h1'],
    );
    // the master sees both
    assert.deepEqual(
      viewFor(s, MASTER)
        .units.map((u) => u.id)
        .sort(),
      ['h1', 'm1', 'm2'],
    );
    // four squares toward the sneaking goblin: 5 + 4 = 9 squares away, still past sight's 6
    r = ok(s, { seat: 'h1', type: 'move', to: [4, 0] });
    s = r.state;
    record(s, r.events);
    r = ok(s, { seat: 'h1', type: 'end_turn' });
    record(r.state, r.events);
    r = toHero(r.state);
    s = r.state;
    record(s, r.events);
    for (const f of frames) assert.ok(!f.view.includes('"m1"') && !f.events.includes('"m1"'));
    // three more: 5 + 1 = 6 squares away, within sight, its 0.6 ≥ 0.5
    r = ok(s, { seat: 'h1', type: 'move', to: [4, 3] });
    s = r.state;
    assert.ok(JSON.stringify(eventsFor(s, 'h1', r.events)).includes('"h1"'));
    assert.deepEqual([piece(s, 'm1').sensing!.hidden, piece(s, 'm2').sensing!.hidden], [false, true]);
    const view = viewFor(s, 'h1');
    assert.deepEqual(view.units.map((u) => u.id).sort(), ['h1', 'm1']);
    assert.ok(isRulesView(view.rules));
    assert.deepEqual(Object.keys(view.rules.pieces).sort(), ['h1', 'm1']);
    assert.deepEqual([...view.rules.order].sort(), ['h1', 'm1']);
    // the one quieted by its skill gives off 0.4 to sight, under 0.5, and nothing heard: never noticed, even next to it
    const beside = { ...s, units: s.units.map((u) => (u.id === 'h1' ? { ...u, x: 8, y: 0 } : u)) };
    assert.deepEqual(noticedThrough(beside, unit(beside, 'h1'), unit(beside, 'm2')), []);
    assert.ok(!JSON.stringify(viewFor(s, 'h1')).includes('"m2"'));
    assert.ok(!JSON.stringify(eventsFor(s, 'h1', r.events)).includes('"m2"'));
    // a hidden creature cannot be struck or aimed at: it is not in the hero's legal actions
    assert.ok(!JSON.stringify(legalActions(s, 'h1')).includes('"m2"'));
  });
});

describe('perception of a piece covering a block of squares', () => {
  /** The test document with a `grande` size (space 10: a 2 × 2 block); a giant fighter, a sneaking troll of that size. */
  const sized = provaRuleset({
    ...sensing(),
    sizes: [
      { id: 'media', name: 'Media' },
      { id: 'grande', name: 'Grande', space: 10 },
    ],
    defaultSize: 'media',
  });
  const fighter = provaHeroes.find((h) => h.id === 'guerriera')!;
  const heroes = [...provaHeroes, { ...fighter, id: 'gigante', rules: { ...fighter.rules, size: 'grande' } }];
  const big = [...creatures, Creature.parse({ ...goblin, id: 'troll-furtivo', rules: { ...goblin.rules, stance: 'furtivo', size: 'grande' } })];
  function bigGame(hero: string, start: [number, number], monster: { kind: string; x: number; y: number }): GameState {
    let s = createGame({ mission: provaMission({ start: [start], monsters: [monster] }), heroes, creatures: big, ruleset: sized, seed: 'blocks' });
    s = ok(s, { seat: 'h1', type: 'join', hero }).state;
    return ok(s, { seat: MASTER, type: 'start' }).state;
  }
  const seen = (s: GameState) => viewFor(s, 'h1').units.map((u) => u.id);

  test('a 2×2 watcher notices a sneaking goblin within sight of its far square, not of its anchor', () => {
    // the goblin at [7, 1]: 8 squares from the anchor [0, 0], 6 from the giant's far square [1, 1] (sight: 6)
    const s = bigGame('gigante', [0, 0], { kind: 'goblin-furtivo', x: 7, y: 1 });
    assert.equal(unit(s, 'h1').span, 2);
    assert.equal(strength(s, rulesIn(s), unit(s, 'h1'), unit(s, 'm1'), rulesIn(s).senses[0]!), 0.6);
    assert.deepEqual(noticedThrough(s, unit(s, 'h1'), unit(s, 'm1')), ['vista']);
    assert.equal(piece(s, 'm1').sensing!.hidden, false);
    assert.deepEqual(seen(s).sort(), ['h1', 'm1']);
    // a one-square fighter on the giant's anchor does not: the goblin is hidden, absent from her raw view
    const small = bigGame('guerriera', [0, 0], { kind: 'goblin-furtivo', x: 7, y: 1 });
    assert.deepEqual(noticedThrough(small, unit(small, 'h1'), unit(small, 'm1')), []);
    assert.equal(piece(small, 'm1').sensing!.hidden, true);
    assert.deepEqual(seen(small), ['h1']);
  });

  test('a sneaking 2×2 troll is noticed at the square of it nearest the watcher, not only at its anchor', () => {
    // the troll covers [1..2, 1..2]; the fighter at [8, 2] is 8 squares from its anchor [1, 1], 6 from [2, 2]
    const s = bigGame('guerriera', [8, 2], { kind: 'troll-furtivo', x: 1, y: 1 });
    assert.equal(unit(s, 'm1').span, 2);
    assert.deepEqual(noticedThrough(s, unit(s, 'h1'), unit(s, 'm1')), ['vista']);
    assert.deepEqual(seen(s).sort(), ['h1', 'm1']);
    // one square farther (at [9, 2]: 7 from [2, 2]) it is hidden
    const far = bigGame('guerriera', [9, 2], { kind: 'troll-furtivo', x: 1, y: 1 });
    assert.equal(piece(far, 'm1').sensing!.hidden, true);
    assert.deepEqual(seen(far), ['h1']);
  });
});

describe("a creature placed in the mission's stance", () => {
  /** Sight fading with distance (linear): in the normal stance (1) seen at 3 squares, sneaking (0.6) only beside. */
  const fading = sensing() as { senses: Record<string, unknown>[] };
  fading.senses[0] = { ...fading.senses[0], falloff: 'linear' };
  const lying = provaRuleset(fading as Record<string, unknown>);

  test('a goblin the mission places sneaking starts sneaking and stays absent from the heroes’ raw frames until noticed', () => {
    // m1, a plain goblin the mission places in the sneaking stance, 3 squares off; m2, a plain one as far the other way
    const m = provaMission({
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 3, y: 0, stance: 'furtivo' },
        { kind: 'goblin', x: 0, y: 3 },
      ],
    });
    let s = createGame({ mission: m, heroes: provaHeroes, creatures, ruleset: lying, seed: 'lying' });
    s = ok(s, { seat: 'h1', type: 'join', hero: 'guerriera' }).state;
    const frames: string[] = [];
    const record = (state: GameState, events: GameEvent[]) => frames.push(JSON.stringify(viewFor(state, 'h1')), JSON.stringify(eventsFor(state, 'h1', events)));
    let r = ok(s, { seat: MASTER, type: 'start' });
    record(r.state, r.events);
    r = toHero(r.state);
    s = r.state;
    record(s, r.events);
    // its stance is the mission's, its kind's squares halved; the one placed without a stance stands in the default
    assert.deepEqual([piece(s, 'm1').sensing!.stance, piece(s, 'm1').squares], ['furtivo', 2]);
    assert.deepEqual([piece(s, 'm2').sensing!.stance, piece(s, 'm2').squares], ['normale', 4]);
    // sight 6 squares, fading: the plain goblin 3 squares off gives 1 × (1 − 3/6) = 0.5, noticed; the sneaking one 0.6 × 0.5 = 0.3
    assert.deepEqual([piece(s, 'm1').sensing!.hidden, piece(s, 'm2').sensing!.hidden], [true, false]);
    assert.deepEqual(
      viewFor(s, 'h1')
        .units.map((u) => u.id)
        .sort(),
      ['h1', 'm2'],
    );
    // a round goes by: the master's turn and the hero's; the sneaking goblin keeps its stance and stays unseen
    r = ok(s, { seat: 'h1', type: 'end_turn' });
    record(r.state, r.events);
    r = toHero(r.state);
    s = r.state;
    record(s, r.events);
    assert.equal(piece(s, 'm1').sensing!.stance, 'furtivo');
    // one step closer (2 squares: 0.6 × 4/6 = 0.4, under 0.5): still unseen
    r = ok(s, { seat: 'h1', type: 'move', to: [1, 0] });
    s = r.state;
    record(s, r.events);
    for (const f of frames) assert.ok(!f.includes('"m1"'), f.slice(0, 200));
    // beside it (0.6 × 5/6 = 0.5): noticed, and in her view; it is still sneaking
    r = ok(s, { seat: 'h1', type: 'move', to: [2, 0] });
    s = r.state;
    assert.deepEqual(noticedThrough(s, unit(s, 'h1'), unit(s, 'm1')), ['vista']);
    assert.deepEqual([piece(s, 'm1').sensing!.hidden, piece(s, 'm1').sensing!.stance], [false, 'furtivo']);
    // (the plain goblin, 5 squares off now, hides again: nothing is remembered)
    assert.deepEqual(
      viewFor(s, 'h1').units.map((u) => u.id),
      ['m1', 'h1'],
    );
  });

  test('a stance the ruleset has not is refused when the game is made, naming it', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 3, y: 0, stance: 'furtiv' }] });
    assert.throws(() => createGame({ mission: m, heroes: provaHeroes, creatures, ruleset: lying, seed: 'x' }), {
      message: 'mission "prova-regole-missione": monsters[0]: stance: no stance "furtiv": did you mean "furtivo"?',
    });
  });
});
