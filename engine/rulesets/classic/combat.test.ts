import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { classicDie, countFaces, rollCombatDice, rollPool } from './dice.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { apply, legalActions, MASTER, type GameEvent, type GameState } from '../../index.ts';
import { classic, mission, play, started } from '../../../test/support/fixtures.ts';

describe('dice', () => {
  test('combat die faces over 60,000 rolls are within 1% of 1/2 skull, 1/3 white shield, 1/6 black shield', () => {
    const rng = new Rng(seedRng('frequencies'));
    const dice = rollCombatDice(rng, classic, 60_000);
    const share = (f: 'skull' | 'white_shield' | 'black_shield') => countFaces(dice, f) / dice.length;
    assert.ok(Math.abs(share('skull') - 1 / 2) < 0.01, `skull ${share('skull')}`);
    assert.ok(Math.abs(share('white_shield') - 1 / 3) < 0.01, `white shield ${share('white_shield')}`);
    assert.ok(Math.abs(share('black_shield') - 1 / 6) < 0.01, `black shield ${share('black_shield')}`);
  });

  test('the same seed rolls the same dice; movement dice stay within 1..6', () => {
    const a = new Rng(seedRng('s'));
    const b = new Rng(seedRng('s'));
    const rollsA = Array.from({ length: 1000 }, () => rollPool(a, classic.heroMovement!));
    const rollsB = Array.from({ length: 1000 }, () => rollPool(b, classic.heroMovement!));
    assert.deepEqual(rollsA, rollsB);
    const flat = rollsA.flat();
    assert.equal(Math.min(...flat), 1);
    assert.equal(Math.max(...flat), 6);
    assert.equal(
      rollsA.every((r) => r.length === 2),
      true,
    );
  });

  test('a ruleset without the classic combat die (a d20 one) cannot reach the classic combat rules: a clear Error', () => {
    const { combatDie: _, ...dieless } = classic;
    assert.throws(() => rollCombatDice(new Rng(seedRng('d20')), dieless, 3), /ruleset "classic" has no classic combat die/);
    assert.throws(() => classicDie({ ...classic, hit: undefined }), /no classic combat die/);
    assert.deepEqual(classicDie(classic), { faces: classic.combatDie!.faces, hit: 'skull', heroBlock: 'white_shield', creatureBlock: 'black_shield' });
  });

  test('Rng.int refuses an empty range', () => {
    assert.throws(() => new Rng(seedRng('x')).int(0), RangeError);
  });
});

/** A hero at [0, 0] and an orc at [1, 0] in a corridor, the hero to act. */
function duel(seed: string): GameState {
  const m = mission({
    map: { rows: ['....'], rooms: [] },
    start: [[0, 0]],
    monsters: [
      { kind: 'orco', x: 1, y: 0 },
      { kind: 'goblin', x: 3, y: 0 },
    ],
  });
  return started(m, ['barbaro'], seed);
}

describe('combat', () => {
  test("damage is skulls minus the defender's shields, never below 0, and body points never go below 0", () => {
    let seen = { zero: 0, positive: 0, blocked: 0 };
    for (let i = 0; i < 400; i++) {
      let s = duel(`duel-${i}`);
      s = play(s, { seat: 'h1', type: 'end_turn' });
      // the orc (attack 3) strikes the barbarian (defence 2, white shields) up to the end of the hero
      const r = apply(s, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
      assert.ok(r.ok);
      const e = r.events.find((x): x is Extract<GameEvent, { type: 'attack' }> => x.type === 'attack')!;
      assert.equal(e.attackDice.length, 3);
      assert.equal(e.defenceDice.length, 2);
      assert.equal(e.hits, countFaces(e.attackDice, 'skull'));
      assert.equal(e.blocks, countFaces(e.defenceDice, 'white_shield'), 'heroes block with white shields');
      assert.equal(e.damage, Math.max(0, e.hits - e.blocks));
      assert.equal(e.bodyLost, e.damage, 'the barbarian (8 body points) survives any of 3 skulls whole');
      assert.equal(e.body, 8 - e.damage);
      assert.equal(r.state.units.find((u) => u.id === 'h1')!.body, e.body);
      if (e.hits < e.blocks) seen.blocked++;
      if (e.damage === 0) seen.zero++;
      else seen.positive++;
    }
    assert.ok(seen.blocked > 0 && seen.zero > 0 && seen.positive > 0, JSON.stringify(seen));
  });

  test('a killing blow: `damage` is hits − blocks as the dice say, `bodyLost` the body points the target had left', () => {
    let overkills = 0;
    for (let i = 0; i < 400; i++) {
      const s = duel(`overkill-${i}`);
      // the goblin-sized orc: 1 body point left
      const weak: GameState = { ...s, units: s.units.map((u) => (u.id === 'm1' ? { ...u, body: 1 } : u)) };
      const r = apply(weak, { seat: 'h1', type: 'attack', target: 'm1' });
      assert.ok(r.ok);
      const e = r.events.find((x): x is Extract<GameEvent, { type: 'attack' }> => x.type === 'attack')!;
      assert.equal(e.damage, Math.max(0, e.hits - e.blocks));
      assert.equal(e.bodyLost, Math.min(1, e.damage));
      assert.equal(e.body, 1 - e.bodyLost);
      if (e.damage >= 2) overkills++;
    }
    assert.ok(overkills > 20, `only ${overkills} blows of 2 or more on 1 body point`);
  });

  test('creatures block with black shields; at 0 body points a creature dies and cannot be attacked again', () => {
    let kills = 0;
    for (let i = 0; i < 200; i++) {
      const s = duel(`kill-${i}`);
      const r = apply(s, { seat: 'h1', type: 'attack', target: 'm1' });
      assert.ok(r.ok);
      const e = r.events.find((x): x is Extract<GameEvent, { type: 'attack' }> => x.type === 'attack')!;
      assert.equal(e.blocks, countFaces(e.defenceDice, 'black_shield'));
      const orc = r.state.units.find((u) => u.id === 'm1')!;
      assert.ok(orc.body >= 0);
      assert.equal(orc.alive, orc.body > 0);
      assert.equal(
        r.events.some((x) => x.type === 'unit_died' && x.unit === 'm1'),
        !orc.alive,
      );
      if (!orc.alive) {
        kills++;
        assert.equal(
          legalActions(r.state, 'h1').some((a) => a.type === 'attack'),
          false,
        );
      }
      const again = apply(r.state, { seat: 'h1', type: 'attack', target: 'm1' });
      assert.equal(!again.ok && again.error.code, 'already_acted');
    }
    assert.ok(kills > 0);
  });

  test("an attack is the turn's one action; acting after moving loses the steps left", () => {
    let s = duel('act');
    s = play(s, { seat: 'h1', type: 'roll' });
    // the hero cannot step anywhere but back... it stands at the corridor's end with the orc beside it
    const after = play(s, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.equal(after.turn!.acted, true);
    assert.equal(after.turn!.stepsLeft, s.turn!.stepsLeft, 'acting before moving keeps the roll');
  });

  test('a creature attacks once per turn and cannot move after attacking', () => {
    let s = play(duel('once'), { seat: 'h1', type: 'end_turn' });
    s = play(s, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    const twice = apply(s, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    assert.equal(!twice.ok && twice.error.code, 'already_attacked');
    const move = apply(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [2, 0] });
    assert.equal(!move.ok && move.error.code, 'move_finished');
  });

  test('heroes win when every creature is dead; the master when every hero is', () => {
    let heroesWon = 0;
    let masterWon = 0;
    for (let i = 0; i < 100 && (heroesWon === 0 || masterWon === 0); i++) {
      let s = duel(`end-${i}`);
      for (let turn = 0; turn < 200 && s.phase === 'playing'; turn++) {
        const seat = s.turn!.seat;
        const acts = legalActions(s, seat);
        const attack = acts.find((a) => a.type === 'attack' || a.type === 'creature_attack');
        // the master walks its creatures toward the hero at [0, 0]; everyone attacks when they can
        const step = acts.find((a) => a.type === 'move_creature' && a.to[0] === 1);
        s = play(s, { seat, ...(attack ?? step ?? { type: 'end_turn' }) });
      }
      if (s.result?.winner === 'heroes') {
        assert.equal(s.result.reason, 'all_creatures_dead');
        assert.ok(s.units.filter((u) => u.side === 'master').every((u) => !u.alive));
        heroesWon++;
      }
      if (s.result?.winner === 'master') {
        assert.equal(s.result.reason, 'all_heroes_dead');
        masterWon++;
      }
      assert.deepEqual(legalActions(s, 'h1'), []);
      const late = apply(s, { seat: 'h1', type: 'end_turn' });
      assert.equal(!late.ok && late.error.code, 'game_over');
    }
    assert.ok(heroesWon > 0 && masterWon > 0, `heroes ${heroesWon}, master ${masterWon}`);
  });
});
