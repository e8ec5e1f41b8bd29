/**
 * The `rules` module playing a spec 002 document on the board, through `createGame` and `apply` with a
 * small ruleset of our own (test/support/rules-fixture.ts): stats in the reference's order, "stabilised, not
 * killed", every stacking mode, saves, `prevents`, swings, criticals with their multiplier and rounding,
 * resistances, an allied NPC, initiative, experience, and random games where every listed action is accepted.
 * Dice are never forced: a test that needs a given roll looks for a seed that gives it, and every expected number is
 * worked out from the same seed's dice.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { rollDice } from '../../core/dice-notation.ts';
import { apply, createGame, eventsFor, legalActions, MASTER, viewFor, type GameEvent, type GameState, type SeatAction, type Unit } from '../../index.ts';
import type { RulesPiece } from './piece.ts';
import { isRulesView, type RulesView } from './view-types.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { deepFreeze } from '../../../test/support/fixtures.ts';
import { Hero } from '../../../content/schemas/index.ts';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import { ok, prova, provaCreatures, provaGame, provaHeroes, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';

const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const piece = (s: GameState, id: string): RulesPiece => unit(s, id).ext as RulesPiece;

/** `state` with the piece of unit `id` changed by `edit` (its creature copied first), and `body` following the vital resource. */
function patchPiece(state: GameState, id: string, edit: (p: RulesPiece) => void): GameState {
  return {
    ...state,
    units: state.units.map((u) => {
      if (u.id !== id) return u;
      const p = structuredClone(u.ext as RulesPiece);
      edit(p);
      return { ...u, ext: p, body: p.actor.resources['vigore'] ?? u.body };
    }),
  };
}

/** Ends turns (of whoever's turn it is) until `until` holds. */
function endTurnsUntil(state: GameState, until: (s: GameState) => boolean, limit = 60): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && !until(s) && s.phase === 'playing'; i++) {
    const r = ok(s, { seat: s.turn!.seat, type: 'end_turn' });
    s = r.state;
    events.push(...r.events);
  }
  assert.ok(until(s), 'the wanted turn came');
  return { state: s, events };
}

/** The first seed (of `tries`) with which `action` on `state` gives events satisfying `wanted`; the state it was applied to is `before`. */
function seeded(
  state: GameState,
  action: SeatAction,
  wanted: (events: GameEvent[], before: GameState) => boolean,
  tries = 3000,
): { before: GameState; state: GameState; events: GameEvent[] } {
  for (let i = 0; i < tries; i++) {
    const before = { ...state, rng: seedRng(`rules-${i}`) };
    const r = apply(before, action);
    if (r.ok && wanted(r.events, before)) return { before, state: r.state, events: r.events };
  }
  throw new Error(`no seed gives what the test wants for ${JSON.stringify(action)}`);
}

/** The totals of `notations` rolled in order from the PRNG state of `state`. */
function rollsFrom(state: GameState, ...notations: string[]): number[] {
  const rng = new Rng(state.rng);
  return notations.map((n) => rollDice(n, rng).total);
}

function rulesOf(s: GameState, seat: string): RulesView {
  const r = viewFor(s, seat).rules;
  assert.ok(isRulesView(r));
  return r;
}

const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);

describe('a game of a rules ruleset', () => {
  test('is played by the rules module, with pieces built from the documents and no movement roll', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const state = endTurnsUntil(provaGame(m, ['guerriera'], 'pieces').state, (s) => s.turn!.unit === 'h1').state;
    assert.equal(state.setup.module, 'rules');
    assert.equal(viewFor(state, 'h1').module, 'rules');
    assert.equal(viewFor(state, 'h1').ruleset.heroMovement, null);
    // speed 20 over squares of 5: 4 squares, given at the start of the turn (no roll to make)
    assert.deepEqual([state.turn!.unit, state.turn!.roll, state.turn!.stepsLeft], ['h1', [], 4]);
    assert.ok(!legalActions(state, 'h1').some((a) => a.type === 'roll'));
    assert.equal(apply(state, { seat: 'h1', type: 'roll' }).ok, false);
    // the goblin: forza 8 (-1), so 9 vigore; 4 squares a turn
    assert.deepEqual([unit(state, 'm1').body, unit(state, 'm1').maxBody, unit(state, 'm1').move], [9, 9, 4]);
  });

  test('a ruleset without board settings plays by the stats its document names: "guardia" read as the defence', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const state = createGame({ mission: m, heroes: provaHeroes, creatures: provaCreatures, ruleset: provaRuleset(prova(), {}), seed: 'x' });
    // speed 20 is a multiple of 5 (feet on 5-foot squares); "azione" reads like the main action; nothing like moving
    assert.deepEqual(state.setup.moduleData, {
      defenceStat: 'guardia',
      squareSize: 5,
      attackAction: 'azione',
      abilityAction: 'azione',
      moveAction: null,
      npcs: {},
    });
  });

  test('a ruleset whose document has two stats reading like a defence cannot be played, and the error lists them', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const rules = prova();
    rules['derivedStats'].push({ id: 'armatura', name: 'Armatura', formula: 10 });
    assert.throws(() => createGame({ mission: m, heroes: provaHeroes, creatures: provaCreatures, ruleset: provaRuleset(rules, {}), seed: 'x' }), {
      message:
        'ruleset "prova-regole" cannot be played on the board: cannot choose the stat an attack roll is against: "guardia", "armatura" read equally like a defence; name one in board.defenceStat (derived stats: guardia, iniziativa, slancio, armatura; attributes: forza, destrezza, spirito)',
    });
  });

  test('a creature kind without rules numbers cannot be placed', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const bare = provaCreatures.map((c) => (c.id === 'goblin' ? { ...c, rules: undefined } : c));
    assert.throws(() => createGame({ mission: m, heroes: provaHeroes, creatures: bare as typeof provaCreatures, ruleset: provaRuleset(), seed: 'x' }), {
      message: 'mission "prova-regole-missione": monsters[0]: creature kind "goblin" has no "rules" numbers to play ruleset "prova-regole" by',
    });
  });
});

describe("stats in the reference's order", () => {
  test('attributes, then modifiers, then resource limits, then derived stats (which see resources and conditions)', () => {
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const { state } = provaGame(m, ['guerriera'], 'order');
    const h1 = rulesOf(state, 'h1').pieces['h1']!;
    // forza 16 → +3 → vigore 10 + 3 = 13; destrezza 12 → +1 → guardia 11, iniziativa 1; slancio = vigore now + iniziativa
    assert.deepEqual(h1.attributes, { forza: { score: 16, mod: 3 }, destrezza: { score: 12, mod: 1 }, spirito: { score: 10, mod: 0 } });
    assert.deepEqual(h1.resources, { vigore: { value: 13, min: 0, max: 13 }, focus: { value: 2, min: 0, max: 2 } });
    assert.deepEqual(h1.derived, { guardia: 11, iniziativa: 1, slancio: 14 });
    assert.deepEqual([unit(state, 'h1').body, unit(state, 'h1').maxBody], [13, 13]);
    // a lower vigore lowers slancio; a condition's modifier adjusts guardia
    const hurt = patchPiece(state, 'h1', (p) => {
      p.actor.resources['vigore'] = 5;
      p.actor.conditions.push({ id: 'atterrato', duration: null, magnitude: 1, source: null });
    });
    assert.deepEqual(rulesOf(hurt, 'h1').pieces['h1']!.derived, { guardia: 9, iniziativa: 1, slancio: 6 });
  });
});

describe('initiative', () => {
  test('is rolled at the start, the check dice plus initiativeStat, and turns go highest first (ties by id)', () => {
    const m = provaMission({
      start: [
        [0, 0],
        [0, 1],
      ],
      monsters: [
        { kind: 'goblin', x: 6, y: 0 },
        { kind: 'ogre', x: 6, y: 2 },
      ],
      npcs: [{ name: 'Amico', x: 0, y: 3, body: 3, move: 3, def: 1, rules: { disposition: 80, weapon: { damage: '1d6' } } }],
    });
    let lobby = createGame({ mission: m, heroes: provaHeroes, creatures: provaCreatures, ruleset: provaRuleset(), seed: 'init' });
    lobby = ok(lobby, { seat: 'h1', type: 'join', hero: 'guerriera' }).state;
    lobby = ok(lobby, { seat: 'h2', type: 'join', hero: 'maga' }).state;
    const { state, events } = ok(lobby, { seat: MASTER, type: 'start' });
    // h1 destrezza 12 (+1), h2 14 (+2), goblin 14 (+2), ogre 8 (-1), the ally 10 (0)
    const [r1, r2, r3, r4, r5] = rollsFrom(lobby, '1d20', '1d20', '1d20', '1d20', '1d20') as [number, number, number, number, number];
    const rolled = [
      { type: 'initiative_rolled', unit: 'h1', roll: r1, initiative: r1 + 1 },
      { type: 'initiative_rolled', unit: 'h2', roll: r2, initiative: r2 + 2 },
      { type: 'initiative_rolled', unit: 'm1', roll: r3, initiative: r3 + 2 },
      { type: 'initiative_rolled', unit: 'm2', roll: r4, initiative: r4 - 1 },
      { type: 'initiative_rolled', unit: 'n1', roll: r5, initiative: r5 },
    ] as const;
    assert.deepEqual(of(events, 'initiative_rolled'), rolled);
    const order = [...rolled].sort((a, b) => b.initiative - a.initiative || a.unit.localeCompare(b.unit)).map((e) => e.unit);
    assert.deepEqual(rulesOf(state, MASTER).order, order);
    // the turns follow that order, one unit each (the ally's turn is the computer's, played inside the turn before)
    const seen: string[] = [state.turn!.unit!];
    let s = state;
    while (seen.length < 5) {
      const r = ok(s, { seat: s.turn!.seat, type: 'end_turn' });
      for (const e of r.events) if (e.type === 'turn_started') seen.push(e.unit!);
      s = r.state;
    }
    assert.deepEqual(seen.slice(0, 5), order);
    assert.equal(s.round, seen.length > 5 ? 2 : 1);
  });

  test('without an initiativeStat, turns go by id and nothing is rolled', () => {
    const rules = prova();
    delete rules['initiativeStat'];
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 6, y: 0 }] });
    const { state, events } = provaGame(m, ['guerriera'], 'by-id', provaRuleset(rules));
    assert.deepEqual(of(events, 'initiative_rolled'), []);
    assert.deepEqual(rulesOf(state, MASTER).order, ['h1', 'm1']);
  });
});

describe('"stabilised, not killed"', () => {
  test('at the floor, onDepleted heals and downs the hero: it lives; at the floor again it dies', () => {
    const m = provaMission({ start: [[4, 0]], monsters: [{ kind: 'goblin', x: 5, y: 0 }] });
    const started = provaGame(m, ['guerriera'], 'stab').state;
    const atGoblin = endTurnsUntil(started, (s) => s.turn!.unit === 'm1').state;
    const low = patchPiece(atGoblin, 'h1', (p) => (p.actor.resources['vigore'] = 1));
    const hit = (e: GameEvent[]) => of(e, 'rules_attack').some((a) => a.outcome === 'hit');
    const first = seeded(low, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' }, hit);
    const [natural, dmg] = rollsFrom(first.before, '1d20', '1d6') as [number, number];
    assert.deepEqual(first.events, [
      {
        type: 'rules_attack',
        attacker: 'm1',
        target: 'h1',
        dice: [natural],
        natural,
        lean: 'normal',
        bonus: 2,
        total: natural + 2,
        defence: 11,
        defenceStat: 'guardia',
        outcome: 'hit',
        damage: dmg + 2,
        damageType: 'taglio',
      },
      { type: 'damaged', unit: 'h1', amount: 1, body: 0, dice: null, defenceDice: null, element: 'taglio', feedback: null },
      { type: 'healed', unit: 'h1', amount: 1, body: 1 },
      { type: 'condition_changed', unit: 'h1', condition: 'atterrato', change: 'applied', duration: null, magnitude: 1 },
      { type: 'stabilised', unit: 'h1', body: 1 },
      // the goblin has struck: its turn ends, and the hero's begins
      { type: 'turn_ended', seat: MASTER, unit: 'm1' },
      { type: 'turn_started', seat: 'h1', round: 2, unit: 'h1' },
    ]);
    assert.deepEqual([unit(first.state, 'h1').alive, unit(first.state, 'h1').body], [true, 1]);
    // downed, its guardia is 9
    assert.equal(rulesOf(first.state, 'h1').pieces['h1']!.derived['guardia'], 9);
    const again = endTurnsUntil(first.state, (s) => s.turn!.unit === 'm1').state;
    const second = seeded(again, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' }, hit);
    assert.deepEqual(
      second.events.map((e) => e.type),
      ['rules_attack', 'damaged', 'unit_died', 'game_over'],
    );
    assert.equal(unit(second.state, 'h1').alive, false);
  });
});

describe('conditions in play', () => {
  /** Saggio (h1) facing a goblin (m1) and an ogre (m2), with 5 quick actions a turn to apply conditions with. */
  function saggio(changes: (rules: Record<string, any>) => void = () => {}): GameState {
    const rules = prova();
    rules['actionTypes'][1].perTurn = 5;
    changes(rules);
    const m = provaMission({
      start: [[0, 0]],
      monsters: [
        { kind: 'goblin', x: 3, y: 0 },
        { kind: 'ogre', x: 3, y: 2 },
      ],
    });
    const { state } = provaGame(m, ['saggio'], 'cond', provaRuleset(rules));
    return endTurnsUntil(state, (s) => s.turn!.unit === 'h1').state;
  }
  const use = (s: GameState, condition: string, target: string) => ok(s, { seat: 'h1', type: 'ability', ability: `dai-${condition}`, target });
  const changes = (events: GameEvent[]) => of(events, 'condition_changed').map((e) => [e.unit, e.condition, e.change, e.duration]);

  test('extend adds the new duration to what is left; ignore does nothing the second time', () => {
    let r = use(saggio(), 'accecato', 'm1');
    r = use(r.state, 'accecato', 'm1');
    assert.deepEqual(changes(r.events), [['m1', 'accecato', 'extended', 4]]);
    r = use(r.state, 'benedetto', 'm1');
    const second = use(r.state, 'benedetto', 'm1');
    assert.deepEqual(changes(r.events), [['m1', 'benedetto', 'applied', 3]]);
    assert.deepEqual(changes(second.events), [['m1', 'benedetto', 'ignored', 3]]);
    assert.deepEqual(
      piece(second.state, 'm1').actor.conditions.map((c) => [c.id, c.duration]),
      [
        ['accecato', 4],
        ['benedetto', 3],
      ],
    );
  });

  test('refresh sets the duration anew after it ticked down, where extend would add', () => {
    const s = saggio((rules) => (rules['conditions'][0].defaultDuration = 2));
    // stunned for 2 of its turns; the ogre's turn passes by itself, its duration drops to 1
    const r = use(s, 'stordito', 'm2');
    assert.deepEqual(changes(r.events), [['m2', 'stordito', 'applied', 2]]);
    const back = endTurnsUntil(r.state, (x) => x.turn!.unit === 'h1' && x.round === 2);
    assert.deepEqual(
      piece(back.state, 'm2').actor.conditions.map((c) => [c.id, c.duration]),
      [['stordito', 1]],
    );
    const again = use(back.state, 'stordito', 'm2');
    assert.deepEqual(changes(again.events), [['m2', 'stordito', 'refreshed', 2]]);
    assert.deepEqual(
      piece(again.state, 'm2').actor.conditions.map((c) => [c.id, c.duration]),
      [['stordito', 2]],
    );
  });

  test("stack keeps two instances, each ticking at the sufferer's turn start", () => {
    let r = use(saggio(), 'avvelenato', 'm1');
    r = use(r.state, 'avvelenato', 'm1');
    assert.deepEqual(changes(r.events), [['m1', 'avvelenato', 'stacked', 2]]);
    assert.equal(piece(r.state, 'm1').actor.conditions.length, 2);
    const toGoblin = endTurnsUntil(r.state, (x) => x.turn!.unit === 'm1');
    // the goblin's 9 vigore, 1 off for each instance at the start of its turn
    assert.deepEqual(
      of(toGoblin.events, 'damaged').map((e) => [e.unit, e.amount, e.body]),
      [
        ['m1', 1, 8],
        ['m1', 1, 7],
      ],
    );
    assert.equal(unit(toGoblin.state, 'm1').body, 7);
  });

  test("a saving throw at the end of the sufferer's turn ends the condition when it succeeds", () => {
    const r = use(saggio(), 'braccato', 'm2');
    const atOgre = endTurnsUntil(r.state, (x) => x.turn!.unit === 'm2').state;
    const end: SeatAction = { seat: MASTER, type: 'end_turn' };
    // the ogre's forza 18 (+4) against difficulty 12
    const saved = seeded(atOgre, end, (e) => of(e, 'save_rolled').some((x) => x.success));
    const [n] = rollsFrom(saved.before, '1d20') as [number];
    assert.deepEqual(of(saved.events, 'save_rolled'), [
      { type: 'save_rolled', unit: 'm2', save: 'tempra', natural: n, total: n + 4, difficulty: 12, success: true },
    ]);
    assert.deepEqual(changes(saved.events), [['m2', 'braccato', 'saved', null]]);
    assert.deepEqual(piece(saved.state, 'm2').actor.conditions, []);
    const failed = seeded(atOgre, end, (e) => of(e, 'save_rolled').some((x) => !x.success));
    const [f] = rollsFrom(failed.before, '1d20') as [number];
    assert.ok(f + 4 < 12 || f === 1);
    assert.deepEqual(changes(failed.events), []);
    assert.deepEqual(
      piece(failed.state, 'm2').actor.conditions.map((c) => c.id),
      ['braccato'],
    );
  });

  test('a unit whose conditions prevent every action type loses its turn; one that prevents the attack alone takes the attack away', () => {
    const r = use(saggio(), 'stordito', 'm1');
    const order = rulesOf(r.state, MASTER).order;
    const after = order[(order.indexOf('m1') + 1) % order.length]!;
    // the goblin's turn begins and is lost at once; stordito (1 turn) runs out at its end; the next unit's turn follows
    const toGoblin = endTurnsUntil(r.state, (s) => piece(s, 'm1').actor.conditions.length === 0);
    const from = toGoblin.events.findIndex((e) => e.type === 'turn_started' && e.unit === 'm1');
    const round = (toGoblin.events[from] as Extract<GameEvent, { type: 'turn_started' }>).round;
    assert.deepEqual(toGoblin.events.slice(from, from + 5), [
      { type: 'turn_started', seat: MASTER, round, unit: 'm1' },
      { type: 'turn_skipped', unit: 'm1', reason: 'condition' },
      { type: 'turn_ended', seat: MASTER, unit: 'm1' },
      { type: 'condition_changed', unit: 'm1', condition: 'stordito', change: 'expired', duration: 0, magnitude: 1 },
      { type: 'turn_started', seat: after === 'h1' ? 'h1' : MASTER, round: after === order[0] ? round + 1 : round, unit: after },
    ]);
    assert.ok(!toGoblin.events.some((e) => e.type === 'rules_attack' || (e.type === 'unit_moved' && e.unit === 'm1')));
    // rallentato prevents "azione" only: the hero next to the goblin may not attack, but may still use a quick action
    const m = provaMission({ start: [[2, 0]], monsters: [{ kind: 'goblin', x: 3, y: 0 }] });
    const g = endTurnsUntil(provaGame(m, ['guerriera'], 'slow').state, (s) => s.turn!.unit === 'h1').state;
    assert.ok(legalActions(g, 'h1').some((a) => a.type === 'attack'));
    const slowed = patchPiece(g, 'h1', (p) => p.actor.conditions.push({ id: 'rallentato', duration: 1, magnitude: 1, source: null }));
    assert.ok(!legalActions(slowed, 'h1').some((a) => a.type === 'attack'));
    assert.ok(legalActions(slowed, 'h1').some((a) => a.type === 'ability' && a.ability === 'grido'));
    assert.equal(apply(slowed, { seat: 'h1', type: 'attack', target: 'm1' }).ok, false);
  });
});

describe('the attack roll', () => {
  /** Guerriera (h1) beside a goblin (m1) on her turn. */
  function duel(rules: Record<string, any> = prova()): GameState {
    const m = provaMission({ start: [[2, 0]], monsters: [{ kind: 'goblin', x: 3, y: 0 }] });
    return endTurnsUntil(provaGame(m, ['guerriera'], 'duel', provaRuleset(rules)).state, (s) => s.turn!.unit === 'h1').state;
  }
  const attack: SeatAction = { seat: 'h1', type: 'attack', target: 'm1' };

  test("a condition's advantage rolls the advantage dice and keeps the highest", () => {
    const blessed = ok(duel(), { seat: 'h1', type: 'ability', ability: 'grido' }).state;
    const r = seeded(blessed, attack, () => true);
    const rng = new Rng(r.before.rng);
    const roll = rollDice('2d20kh1', rng);
    const dice = roll.terms.flatMap((t) => (t.kind === 'dice' ? t.dice.map((d) => d.value) : []));
    const a = of(r.events, 'rules_attack')[0]!;
    assert.deepEqual([a.lean, a.dice, a.natural, a.bonus, a.total, a.defence], ['advantage', dice, Math.max(...dice), 3, Math.max(...dice) + 3, 12]);
  });

  test('advantage and disadvantage cancel under swingStacking "cancel"', () => {
    const s = patchPiece(ok(duel(), { seat: 'h1', type: 'ability', ability: 'grido' }).state, 'h1', (p) =>
      p.actor.conditions.push({ id: 'accecato', duration: 2, magnitude: 1, source: null }),
    );
    const a = of(ok(s, attack).events, 'rules_attack')[0]!;
    assert.deepEqual([a.lean, a.dice.length], ['normal', 1]);
  });

  test('a critical multiplies the damage by criticalDamageMultiplier, rounded by damageRounding', () => {
    for (const [rounding, round] of [
      ['floor', Math.floor],
      ['ceil', Math.ceil],
    ] as const) {
      const rules = prova();
      rules['resolution'] = { criticalDamageMultiplier: 1.5, damageRounding: rounding };
      const s = duel(rules);
      // a critical whose damage is not a whole number before rounding (an even d8: d8 + 3 is odd)
      const r = seeded(s, attack, (e, before) => of(e, 'rules_attack')[0]?.outcome === 'critical' && rollsFrom(before, '1d20', '1d8')[1]! % 2 === 0);
      const [natural, d8] = rollsFrom(r.before, '1d20', '1d8') as [number, number];
      const damage = round((d8 + 3) * 1.5);
      assert.equal(natural, 20);
      assert.notEqual(damage, (d8 + 3) * 1.5, 'a roll that needs rounding');
      assert.deepEqual(of(r.events, 'rules_attack')[0], {
        type: 'rules_attack',
        attacker: 'h1',
        target: 'm1',
        dice: [20],
        natural: 20,
        lean: 'normal',
        bonus: 3,
        total: 23,
        defence: 12,
        defenceStat: 'guardia',
        outcome: 'critical',
        damage,
        damageType: 'taglio',
      });
      assert.deepEqual(of(r.events, 'damaged')[0]!.amount, Math.min(9, damage));
    }
  });

  test("the document's attackBonus is what the roll adds (here actor.attackMod + 2); the damage still adds actor.attackMod", () => {
    const rules = prova();
    rules['resolution'] = { attackBonus: { add: [{ ref: 'actor.attackMod' }, 2] } };
    const r = seeded(duel(rules), attack, (e) => of(e, 'rules_attack')[0]?.outcome === 'hit');
    const [natural, d8] = rollsFrom(r.before, '1d20', '1d8') as [number, number];
    const a = of(r.events, 'rules_attack')[0]!;
    assert.deepEqual([a.natural, a.bonus, a.total, a.damage], [natural, 5, natural + 5, Math.min(d8 + 3, 99)]);
  });

  test('a natural 1 fumbles, whatever the total', () => {
    const r = seeded(duel(), attack, (e) => of(e, 'rules_attack')[0]?.natural === 1);
    assert.deepEqual([of(r.events, 'rules_attack')[0]!.outcome, of(r.events, 'rules_attack')[0]!.damage], ['fumble', 0]);
    assert.equal(unit(r.state, 'm1').body, 9);
  });

  test('resistance halves, vulnerability doubles and immunity stops damage of its type', () => {
    // the ogre resists cuts: (2d... her 1d8 + 3) halved, rounded as the document says (round)
    const m = provaMission({ start: [[2, 0]], monsters: [{ kind: 'ogre', x: 3, y: 0 }] });
    const s = endTurnsUntil(provaGame(m, ['guerriera'], 'resist').state, (x) => x.turn!.unit === 'h1').state;
    const r = seeded(s, attack, (e) => of(e, 'rules_attack')[0]?.outcome === 'hit');
    const [, d8] = rollsFrom(r.before, '1d20', '1d8') as [number, number];
    const a = of(r.events, 'rules_attack')[0]!;
    assert.equal(a.damage, Math.round((d8 + 3) / 2));
    assert.deepEqual(of(r.events, 'damaged')[0], {
      type: 'damaged',
      unit: 'm1',
      amount: Math.round((d8 + 3) / 2),
      body: 14 - Math.round((d8 + 3) / 2),
      dice: null,
      defenceDice: null,
      element: 'taglio',
      feedback: 'resist',
    });
    // the wisp takes a fire bolt doubled
    const w = provaMission({ start: [[0, 0]], monsters: [{ kind: 'fuoco-fatuo', x: 3, y: 0 }] });
    const ws = endTurnsUntil(provaGame(w, ['maga'], 'wisp').state, (x) => x.turn!.unit === 'h1').state;
    const bolt = ok(ws, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' });
    const [d6] = rollsFrom(ws, '1d6') as [number];
    const dealt = Math.min(8, (d6 + 3) * 2);
    assert.deepEqual(of(bolt.events, 'damaged')[0], {
      type: 'damaged',
      unit: 'm1',
      amount: dealt,
      body: 8 - dealt,
      dice: null,
      defenceDice: null,
      element: 'fuoco',
      feedback: 'weak',
    });
    // and a poison thorn does nothing to it
    const ts = endTurnsUntil(provaGame(w, ['saggio'], 'wisp').state, (x) => x.turn!.unit === 'h1').state;
    const thorn = ok(ts, { seat: 'h1', type: 'ability', ability: 'spina', target: 'm1' });
    assert.deepEqual(thorn.events.slice(0, 2), [
      { type: 'ability_used', unit: 'h1', ability: 'spina', target: 'm1' },
      { type: 'effect_skipped', effect: 'damage', unit: 'm1', reason: 'immune' },
    ]);
    assert.equal(unit(thorn.state, 'm1').body, 8);
  });
});

describe('an allied NPC', () => {
  test("whose disposition falls in an ally band fights on the heroes' side, played by the computer", () => {
    const m = provaMission({
      start: [[0, 0]],
      monsters: [{ kind: 'goblin', x: 6, y: 3 }],
      npcs: [
        {
          name: 'Amico',
          x: 5,
          y: 3,
          body: 3,
          move: 3,
          def: 1,
          rules: { disposition: 80, attributes: { forza: 14 }, weapon: { damage: '1d6', stat: 'forza' } },
        },
        { name: 'Passante', x: 9, y: 0, body: 3, move: 3, def: 1, rules: { disposition: 10 } },
      ],
    });
    const { state } = provaGame(m, ['guerriera'], 'ally');
    const view = rulesOf(state, 'h1');
    assert.deepEqual([view.pieces['n1']!.stance, view.pieces['n2']!.stance], ['ally', 'neutral']);
    // the neutral one takes no turns; the ally does, and no player may move it
    assert.ok(!view.order.includes('n2'));
    assert.ok(view.order.includes('n1'));
    assert.ok(!legalActions(state, 'h1').some((a) => a.type === 'move_npc' && a.npc === 'n1'));
    const before = endTurnsUntil(state, (s) => nextIs(s, 'n1'));
    const r = ok(before.state, { seat: before.state.turn!.seat, type: 'end_turn' });
    const [natural, d6] = rollsFrom(before.state, '1d20', '1d6') as [number, number];
    // forza 14 (+2) against the goblin's guardia 12
    const outcome = natural === 20 ? 'critical' : natural === 1 ? 'fumble' : natural + 2 >= 12 ? 'hit' : 'miss';
    const damage = outcome === 'hit' ? d6 + 2 : outcome === 'critical' ? (d6 + 2) * 2 : 0;
    assert.deepEqual(of(r.events, 'rules_attack'), [
      {
        type: 'rules_attack',
        attacker: 'n1',
        target: 'm1',
        dice: [natural],
        natural,
        lean: 'normal',
        bonus: 2,
        total: natural + 2,
        defence: 12,
        defenceStat: 'guardia',
        outcome,
        damage,
        damageType: null,
      },
    ]);
  });
});

/** Whether the unit after the current turn's is `id`. */
function nextIs(s: GameState, id: string): boolean {
  const order = (viewFor(s, MASTER).rules as RulesView).order;
  const at = order.indexOf(s.turn!.unit!);
  return order[(at + 1) % order.length] === id;
}

describe('experience', () => {
  test("a defeated creature's XP is shared among the living heroes", () => {
    const m = provaMission({
      start: [
        [2, 0],
        [2, 1],
      ],
      monsters: [{ kind: 'goblin', x: 3, y: 0 }],
    });
    const s = endTurnsUntil(provaGame(m, ['guerriera', 'saggio'], 'xp').state, (x) => x.turn!.unit === 'h1').state;
    // at 1 vigore and already downed: the next time at the floor, it dies
    const weak = patchPiece(s, 'm1', (p) => {
      p.actor.resources['vigore'] = 1;
      p.actor.conditions.push({ id: 'atterrato', duration: null, magnitude: 1, source: null });
    });
    const r = seeded(weak, { seat: 'h1', type: 'attack', target: 'm1' }, (e) => e.some((x) => x.type === 'unit_died'));
    assert.deepEqual(
      r.events.filter((e) => ['unit_died', 'xp_gained'].includes(e.type)),
      [
        { type: 'unit_died', unit: 'm1' },
        { type: 'xp_gained', unit: 'h1', amount: 25, xp: 25, from: 'm1' },
        { type: 'xp_gained', unit: 'h2', amount: 25, xp: 25, from: 'm1' },
      ],
    );
    assert.deepEqual([piece(r.state, 'h1').actor.xp, piece(r.state, 'h2').actor.xp], [25, 25]);
  });
});

describe('what a hero seat learns', () => {
  test('nothing of a piece in a room it has not found: no event, no numbers, no turn', () => {
    const m = provaMission({
      start: [[0, 0]],
      map: { rows: ['.....AA', '.....AA'], rooms: [{ id: 'sala', char: 'A' }], doors: [] },
      monsters: [
        { kind: 'goblin', x: 3, y: 0 },
        { kind: 'ogre', x: 6, y: 1 },
      ],
    });
    const { state, events } = provaGame(m, ['guerriera'], 'hidden');
    assert.deepEqual(
      of(eventsFor(state, MASTER, events), 'initiative_rolled').map((e) => e.unit),
      ['h1', 'm1', 'm2'],
    );
    assert.deepEqual(
      of(eventsFor(state, 'h1', events), 'initiative_rolled').map((e) => e.unit),
      ['h1', 'm1'],
    );
    const hero = rulesOf(state, 'h1');
    assert.deepEqual(Object.keys(hero.pieces).sort(), ['h1', 'm1']);
    assert.deepEqual([...hero.order].sort(), ['h1', 'm1']);
    assert.ok(!('npcs' in hero.settings));
    const about = (unit: string): GameEvent[] => [
      {
        type: 'rules_attack',
        attacker: unit,
        target: 'h1',
        dice: [3],
        natural: 3,
        lean: 'normal',
        bonus: 0,
        total: 3,
        defence: 11,
        defenceStat: 'guardia',
        outcome: 'miss',
        damage: 0,
        damageType: null,
      },
      { type: 'condition_changed', unit, condition: 'stordito', change: 'applied', duration: 1, magnitude: 1 },
      { type: 'save_rolled', unit, save: 'tempra', natural: 5, total: 9, difficulty: 12, success: false },
      { type: 'stabilised', unit, body: 1 },
      { type: 'initiative_rolled', unit, roll: 4, initiative: 3 },
      { type: 'ability_used', unit, ability: 'tocco', target: null },
    ];
    assert.deepEqual(eventsFor(state, 'h1', about('m2')), []);
    assert.deepEqual(eventsFor(state, 'h1', about('m1')), about('m1'));
    assert.deepEqual(eventsFor(state, MASTER, about('m2')), about('m2'));
  });
});

describe('every legal action is accepted under the rules module: random games', () => {
  const names = provaHeroes.map((h) => h.id);

  /** A started game of a random party (one to three heroes) on `seed`: auto (the computer plays the creatures) or with a master. */
  function randomGame(seed: string, pick: Rng, auto: boolean): { state: GameState; mission: ReturnType<typeof provaMission>; party: string[] } {
    const pool = [...names];
    const party = Array.from({ length: 1 + pick.int(3) }, () => pool.splice(pick.int(pool.length), 1)[0]!);
    const m = provaMission({
      auto,
      start: [
        [0, 0],
        [0, 2],
        [0, 4],
      ],
      monsters: [
        { kind: 'goblin', x: 7, y: 0 },
        { kind: 'ogre', x: 9, y: 2 },
        { kind: 'fuoco-fatuo', x: 7, y: 4 },
        { kind: 'goblin', x: 9, y: 4 },
      ],
      npcs: [{ name: 'Amico', x: 1, y: 1, body: 3, move: 3, def: 1, rules: { disposition: 60, weapon: { damage: '1d6' } } }],
    });
    return { state: deepFreeze(provaGame(m, party, seed).state), mission: m, party };
  }

  test('random parties and random legal choices: apply accepts every listed action, never throws, and the log replays to the same state', (t) => {
    let checked = 0;
    const ends = { heroes: 0, master: 0, unfinished: 0 };
    const seen = new Map<string, number>();
    for (let g = 0; g < Number(process.env.RULES_RANDOM_GAMES ?? 30); g++) {
      const auto = g % 2 === 0;
      const pick = new Rng(seedRng(`rules-pick-${g}`));
      const game = randomGame(`rules-game-${g}`, pick, auto);
      let s = game.state;
      const log: SeatAction[] = [];
      for (let i = 0; i < 300 && s.phase === 'playing'; i++) {
        const seat = s.turn!.seat;
        const listed = legalActions(s, seat);
        for (const a of listed) {
          const action = { seat, ...a } as SeatAction;
          let r: ReturnType<typeof apply>;
          try {
            r = apply(s, action);
          } catch (e) {
            assert.fail(`apply threw on legal ${JSON.stringify(action)} (round ${s.round}, turn ${s.turn?.unit}): ${(e as Error).stack}`);
          }
          assert.ok(r.ok, `legal action refused: ${JSON.stringify(action)} ${!r.ok && `${r.error.code} ${r.error.message}`}`);
          checked++;
        }
        assert.ok(listed.length > 0);
        // end the turn now and then, else act: games move on
        const acts = listed.filter((a) => a.type !== 'end_turn' || pick.int(4) === 0);
        const action = { seat, ...(acts.length > 0 ? acts[pick.int(acts.length)]! : { type: 'end_turn' as const }) } as SeatAction;
        const r = apply(s, action);
        assert.ok(r.ok);
        for (const e of r.events) seen.set(e.type, (seen.get(e.type) ?? 0) + 1);
        log.push(action);
        s = deepFreeze(r.state);
      }
      if (s.phase === 'over') ends[s.result!.winner]++;
      else ends.unfinished++;
      // the same seed and actions give the same game
      let replay = provaGame(game.mission, game.party, `rules-game-${g}`).state;
      for (const a of log) replay = ok(replay, a).state;
      assert.deepEqual(replay, s);
    }
    assert.ok(checked > 5_000, `${checked} listed actions tried`);
    assert.ok(ends.heroes > 0 && ends.master > 0, JSON.stringify(ends));
    for (const type of ['rules_attack', 'condition_changed', 'ability_used', 'unit_died', 'xp_gained', 'stabilised'] as const)
      assert.ok(seen.has(type), `no ${type} in any game`);
    t.diagnostic(`${checked} actions; ends ${JSON.stringify(ends)}; ${JSON.stringify(Object.fromEntries(seen))}`);
  });
});

describe('a rule that fails in play (a formula dividing by zero on the numbers play meets)', () => {
  // iniziativa divides by (level - 1): every creature of level 1 fails to work its stats out
  const broken = prova();
  broken.derivedStats[1] = { id: 'iniziativa', name: 'Iniziativa', formula: { div: [1, { sub: [{ ref: 'actor.level' }, 1] }] } };
  const ruleset = provaRuleset(broken);
  const m = provaMission({ auto: true, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 2, y: 0 }] });

  test('is skipped where it runs by itself, refused where a seat asked for it, and the room goes on: the game starts, views are built, turns end', () => {
    const started = provaGame(m, ['guerriera'], 'broken', ruleset);
    assert.ok(
      started.events.some((e) => e.type === 'message' && e.text.en === 'A rule of the ruleset could not be applied (the initiative roll) and was skipped.'),
    );
    assert.equal(started.state.phase, 'playing');
    const view = viewFor(started.state, 'h1');
    assert.deepEqual((view.rules as { pieces: Record<string, { derived: Record<string, number> }> }).pieces['h1']!.derived, {
      guardia: 0,
      iniziativa: 0,
      slancio: 0,
    });
    const refused = apply(started.state, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.equal(refused.ok ? '' : refused.error.code, 'not_adjacent');
    // the hero ends its turn: the goblin's turn, which cannot work its stats out, is skipped with a message
    const ended = ok(started.state, { seat: 'h1', type: 'end_turn' });
    assert.ok(ended.events.some((e) => e.type === 'message' && e.text.en!.startsWith('A rule of the ruleset could not be applied')));
    assert.equal(ended.state.turn!.seat, 'h1');
  });
});

describe('experience from a creature the heroes have not found', () => {
  test('reaches no hero seat: xp_gained names the creature it came from', () => {
    const m = provaMission({
      map: {
        rows: ['...AA', '...AA'],
        rooms: [{ id: 'a', char: 'A' }],
        doors: [
          {
            between: [
              [2, 0],
              [3, 0],
            ],
          },
        ],
      },
      start: [[0, 0]],
      monsters: [{ kind: 'goblin', x: 4, y: 1 }],
    });
    const { state } = provaGame(m, ['guerriera'], 'xp');
    const xp: GameEvent = { type: 'xp_gained', unit: 'h1', amount: 50, xp: 50, from: 'm1' };
    assert.deepEqual(eventsFor(state, 'h1', [xp]), []);
    assert.deepEqual(eventsFor(state, MASTER, [xp]), [xp]);
  });
});

describe('an ability reaches no further than it was aimed', () => {
  test('an effect naming another unit (a literal id) does nothing, whether that unit exists or not', () => {
    const hero = Hero.parse({
      id: 'lanciere',
      name: { it: 'Lanciere', en: 'Spearman' },
      body: 1,
      mind: 0,
      attack: 0,
      defence: 0,
      ruleset: 'prova-regole',
      rules: {
        abilities: [
          {
            id: 'lontano',
            name: { it: 'Lontano', en: 'Far' },
            target: 'self',
            range: 0,
            effects: [{ damage: { target: 'm1', amount: 3 } }, { damage: { target: 'nessuno', amount: 3 } }],
          },
        ],
      },
    });
    const m = provaMission({ start: [[0, 0]], monsters: [{ kind: 'goblin', x: 9, y: 4 }] });
    let s = createGame({ mission: m, heroes: [hero], creatures: provaCreatures, ruleset: provaRuleset(), seed: 'far' });
    s = ok(s, { seat: 'h1', type: 'join', hero: 'lanciere' }).state;
    s = ok(s, { seat: MASTER, type: 'start' }).state;
    while (s.turn!.seat !== 'h1') s = ok(s, { seat: MASTER, type: 'end_turn' }).state;
    const before = s.units.find((u) => u.id === 'm1')!.body;
    const used = ok(s, { seat: 'h1', type: 'ability', ability: 'lontano' });
    assert.ok(used.events.some((e) => e.type === 'ability_used'));
    assert.equal(used.state.units.find((u) => u.id === 'm1')!.body, before);
    assert.ok(!used.events.some((e) => e.type === 'damaged'));
  });
});

describe('movement under the rules module', () => {
  test("heroes do not roll to move: a roll is not in the ruleset, and the steps are the speed from the turn's start", () => {
    const { state } = provaGame(provaMission({ auto: true, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 9, y: 4 }] }), ['guerriera'], 'roll');
    const s = state.turn!.seat === 'h1' ? state : ok(state, { seat: 'h1', type: 'end_turn' }).state;
    const r = apply(s, { seat: 'h1', type: 'roll' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'not_in_ruleset', message: 'under this ruleset heroes do not roll to move: each moves its speed' });
    assert.ok(!legalActions(s, 'h1').some((a) => a.type === 'roll'));
  });
});

describe("Embervale's Brace", () => {
  test("lasts until the end of the bracing hero's next turn: the creatures' turns between meet guard 12", () => {
    const pack = loadDefaultPack();
    const mill = pack.missions.find((m) => m.id === 'il-mulino-di-valbrace')!;
    const embervale = pack.rulesets.find((r) => r.id === mill.ruleset)!;
    let s = createGame({ mission: mill, heroes: pack.heroes, creatures: pack.creatures, ruleset: embervale, seed: 'brace' });
    s = ok(s, { seat: 'h1', type: 'join', hero: 'orsola' }).state;
    s = ok(s, { seat: 'h1', type: 'start' }).state;
    const braced = ok(s, { seat: 'h1', type: 'ability', ability: 'brace' }).state;
    const ended = ok(braced, { seat: 'h1', type: 'end_turn' }).state;
    // her turn ended, the computer played the creatures, and it is her turn again: still braced, for this turn
    assert.equal(ended.turn!.unit, 'h1');
    const piece = ended.units.find((u) => u.id === 'h1')!.ext as RulesPiece;
    assert.deepEqual(
      piece.actor.conditions.filter((c) => c.id === 'braced').map((c) => c.duration),
      [1],
    );
    assert.equal((viewFor(ended, 'h1').rules as RulesView).pieces['h1']!.derived['guard'], 12);
  });
});
