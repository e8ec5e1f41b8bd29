/**
 * Spellcasting under the `rules` module (spec 002, `rules.spellcasting`), through `createGame` and `apply` with the
 * test ruleset (test/support/rules-fixture.ts) given a `spellcasting` block: slots by caster level and points spent
 * and refused when none are left (and then not listed), `both`, components needing their action type free,
 * concentration held, replaced beyond `maxConcurrent`, broken by a failed save on damage and kept by a success, and
 * the slots a rest gives back. Dice are never forced: a test that needs a roll looks for a seed that gives it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, legalActions, viewFor, type GameEvent, type GameState, type SeatAction, type Unit } from '../../index.ts';
import { seedRng } from '../../core/rng.ts';
import { ok } from '../../../test/support/rules-fixture.ts';
import { game, SLOTS, turnOf } from '../../../test/support/spells-fixture.ts';
import type { RulesPiece } from './piece.ts';
import { recoverSpellcasting, slotsLeft } from './spells.ts';
import { rulesOf } from './settings.ts';
import { isRulesView } from './view-types.ts';

const unit = (s: GameState, id: string): Unit => s.units.find((u) => u.id === id)!;
const piece = (s: GameState, id: string): RulesPiece => unit(s, id).ext as RulesPiece;
const of = <T extends GameEvent['type']>(events: GameEvent[], type: T) => events.filter((e): e is Extract<GameEvent, { type: T }> => e.type === type);
const lists = (s: GameState, seat: string, ability: string) => legalActions(s, seat).some((a) => a.type === 'ability' && a.ability === ability);

/** `state` with the caster's creature changed by `edit`. */
function patch(state: GameState, id: string, edit: (p: RulesPiece) => void): GameState {
  return {
    ...state,
    units: state.units.map((u) => {
      if (u.id !== id) return u;
      const p = structuredClone(u.ext as RulesPiece);
      edit(p);
      return { ...u, ext: p };
    }),
  };
}

/** The first seed with which `action` gives events satisfying `wanted`. */
function seeded(state: GameState, action: SeatAction, wanted: (events: GameEvent[]) => boolean): { state: GameState; events: GameEvent[] } {
  for (let i = 0; i < 500; i++) {
    const r = apply({ ...state, rng: seedRng(`spell-${i}`) }, action);
    if (r.ok && wanted(r.events)) return r;
  }
  throw new Error('no seed gives what the test wants');
}

describe('spell slots', () => {
  test("a level-1 spell spends a slot of the caster's row; with none left it is refused and not listed", () => {
    const s = game();
    const rules = rulesOf(s.setup.ruleset);
    // level 1: the row of caster level 1, two slots of level 1
    assert.equal(slotsLeft(rules, piece(s, 'h1').actor, 1), 2);
    const cast = ok(s, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.deepEqual(piece(cast.state, 'h1').actor.slotsSpent, { '1': 1 });
    assert.equal(slotsLeft(rules, piece(cast.state, 'h1').actor, 1), 1);
    const empty = patch(s, 'h1', (p) => (p.actor.slotsSpent = { '1': 2 }));
    const r = apply(empty, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'no_spell_slot', message: 'h1 has no spell slot of level 1 left' });
    assert.equal(lists(empty, 'h1', 'accecare'), false);
    assert.equal(lists(empty, 'h1', 'benedizione'), false);
    // a cantrip spends nothing: still listed and cast
    assert.equal(lists(empty, 'h1', 'trucco'), true);
    assert.deepEqual(piece(ok(empty, { seat: 'h1', type: 'ability', ability: 'trucco', target: 'm1' }).state, 'h1').actor.slotsSpent, { '1': 2 });
  });

  test("the row is the highest caster level at or below the caster's, and a rest named in recoverOn gives every slot back", () => {
    const s = patch(game(), 'h1', (p) => {
      p.actor.level = 2;
    });
    const rules = rulesOf(s.setup.ruleset);
    // level 2 has no row: level 1's (two of level 1, none of level 2)
    assert.deepEqual([slotsLeft(rules, piece(s, 'h1').actor, 1), slotsLeft(rules, piece(s, 'h1').actor, 2)], [2, 0]);
    const spent = { ...piece(s, 'h1').actor, level: 3, slotsSpent: { '1': 3, '2': 1 } };
    assert.deepEqual([slotsLeft(rules, spent, 1), slotsLeft(rules, spent, 2)], [1, 1]);
    assert.equal(recoverSpellcasting(rules, spent, 'breve'), spent, 'a rest recoverOn does not name changes nothing');
    const rested = recoverSpellcasting(rules, spent, 'lungo');
    assert.deepEqual([rested.slotsSpent, slotsLeft(rules, rested, 1), slotsLeft(rules, rested, 2)], [undefined, 4, 2]);
  });

  test("the view shows each level's slots left and the spells held", () => {
    const s = ok(game(), { seat: 'h1', type: 'ability', ability: 'benedizione' }).state;
    const rules = viewFor(s, 'h1').rules;
    assert.ok(isRulesView(rules));
    assert.deepEqual(rules.pieces['h1']!.spells, { slots: [{ level: 1, left: 1, max: 2 }], points: null, concentrating: ['benedizione'] });
    assert.equal(rules.pieces['h2']!.spells, null);
  });
});

describe('spell points', () => {
  const POINTS = { mode: 'points', pointResource: 'focus', pointCosts: { '1': 2 } };

  test('a level-1 spell costs its points; with too few it is refused with no_resource and not listed', () => {
    const s = game(POINTS);
    // spirito 16: focus 2 + 3 = 5
    assert.equal(piece(s, 'h1').actor.resources['focus'], 5);
    const cast = ok(s, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.equal(piece(cast.state, 'h1').actor.resources['focus'], 3);
    assert.deepEqual(of(cast.events, 'resource_changed'), [{ type: 'resource_changed', unit: 'h1', resource: 'focus', delta: -2, value: 3 }]);
    assert.equal(piece(cast.state, 'h1').actor.slotsSpent, undefined);
    const poor = patch(s, 'h1', (p) => (p.actor.resources['focus'] = 1));
    const r = apply(poor, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'no_resource', message: 'accecare costs 2 "focus" and h1 has 1' });
    assert.equal(lists(poor, 'h1', 'accecare'), false);
  });

  test('under both, a slot while one is left, then points, then refused', () => {
    const both = { ...POINTS, mode: 'both', slotTable: { '1': [1] } };
    const s = game(both);
    const slot = ok(s, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' }).state;
    assert.deepEqual([piece(slot, 'h1').actor.slotsSpent, piece(slot, 'h1').actor.resources['focus']], [{ '1': 1 }, 5]);
    const noSlot = patch(s, 'h1', (p) => (p.actor.slotsSpent = { '1': 1 }));
    const points = ok(noSlot, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' }).state;
    assert.deepEqual([piece(points, 'h1').actor.slotsSpent, piece(points, 'h1').actor.resources['focus']], [{ '1': 1 }, 3]);
    const neither = patch(noSlot, 'h1', (p) => (p.actor.resources['focus'] = 0));
    const r = apply(neither, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.equal(r.ok ? null : r.error.code, 'no_spell_slot');
  });
});

describe("a spell's save difficulty", () => {
  test("the charm is saved against at saveDifficulty, 8 + spirito +3 = 11, instead of the condition's 12", () => {
    const charm = { seat: 'h1', type: 'ability', ability: 'ammaliare', target: 'm1' } as const;
    const dc = (spellcasting: Record<string, unknown>) => of(ok(game(spellcasting), charm).events, 'save_rolled').map((e) => [e.unit, e.difficulty]);
    assert.deepEqual(dc({ ...SLOTS, saveDifficulty: { add: [8, { ref: 'actor.mod.spirito' }] } }), [['m1', 11]]);
    assert.deepEqual(dc(SLOTS), [['m1', 12]]);
  });
});

describe('rituals', () => {
  test('with ritualCasting a ritual costs no slot when no foe is in sight; with the goblin alive in sight it spends one', () => {
    const rituals = { ...SLOTS, ritualCasting: true };
    const fight = ok(game(rituals), { seat: 'h1', type: 'ability', ability: 'allarme' }).state;
    assert.deepEqual(piece(fight, 'h1').actor.slotsSpent, { '1': 1 });
    const quiet = { ...game(rituals), units: game(rituals).units.map((u) => (u.id === 'm1' ? { ...u, alive: false } : u)) };
    assert.equal(piece(ok(quiet, { seat: 'h1', type: 'ability', ability: 'allarme' }).state, 'h1').actor.slotsSpent, undefined);
    // without ritualCasting a ritual is a spell like any other
    const plain = { ...game(), units: game().units.map((u) => (u.id === 'm1' ? { ...u, alive: false } : u)) };
    assert.deepEqual(piece(ok(plain, { seat: 'h1', type: 'ability', ability: 'allarme' }).state, 'h1').actor.slotsSpent, { '1': 1 });
  });
});

describe('components', () => {
  test('a verbal component needs its action type free: after the quick action, the bolt is refused', () => {
    const s = game();
    assert.equal(lists(s, 'h1', 'dardo'), true);
    const quick = ok(s, { seat: 'h1', type: 'ability', ability: 'trucco', target: 'm1' }).state;
    const r = apply(quick, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'already_acted', message: 'the verbal component of dardo needs h1\'s "rapida" action free' });
    assert.equal(lists(quick, 'h1', 'dardo'), false);
    // the component does not spend it: the bolt first, the quick action after
    const bolt = ok(s, { seat: 'h1', type: 'ability', ability: 'dardo', target: 'm1' }).state;
    assert.equal(lists(bolt, 'h1', 'trucco'), true);
  });
});

describe('concentration', () => {
  test('a concentration spell is held; a second beyond maxConcurrent ends the first and takes its condition off', () => {
    const s = game();
    const blessed = ok(s, { seat: 'h1', type: 'ability', ability: 'benedizione' });
    assert.deepEqual(of(blessed.events, 'concentration_started'), [{ type: 'concentration_started', unit: 'h1', spell: 'benedizione' }]);
    assert.deepEqual(piece(blessed.state, 'h1').actor.concentrating, [{ spell: 'benedizione', conditions: [{ unit: 'h1', condition: 'benedetto' }] }]);
    const blinded = ok(blessed.state, { seat: 'h1', type: 'ability', ability: 'accecare', target: 'm1' });
    assert.deepEqual(of(blinded.events, 'concentration_ended'), [{ type: 'concentration_ended', unit: 'h1', spell: 'benedizione', reason: 'replaced' }]);
    assert.deepEqual(
      of(blinded.events, 'condition_changed').map((e) => [e.unit, e.condition, e.change]),
      [
        ['m1', 'accecato', 'applied'],
        ['h1', 'benedetto', 'removed'],
      ],
    );
    assert.deepEqual(piece(blinded.state, 'h1').actor.concentrating, [{ spell: 'accecare', conditions: [{ unit: 'm1', condition: 'accecato' }] }]);
    assert.deepEqual(piece(blinded.state, 'h1').actor.conditions, []);
  });

  const held = () => turnOf(ok(game(), { seat: 'h1', type: 'ability', ability: 'benedizione' }).state, 'h2');
  const lash: SeatAction = { seat: 'h2', type: 'ability', ability: 'sferza', target: 'h1' };

  test('4 damage calls for a tempra save against max(10, 4/2) = 10: a failure ends the spell and its condition', () => {
    const r = seeded(held(), lash, (ev) => of(ev, 'save_rolled').some((e) => !e.success));
    // forza 10: tempra +0, so the total is the natural roll, below 10
    const [save] = of(r.events, 'save_rolled');
    assert.deepEqual(
      [save!.unit, save!.save, save!.difficulty, save!.success, save!.total === save!.natural, save!.total < 10],
      ['h1', 'tempra', 10, false, true, true],
    );
    assert.deepEqual(of(r.events, 'concentration_ended'), [{ type: 'concentration_ended', unit: 'h1', spell: 'benedizione', reason: 'save_failed' }]);
    assert.deepEqual(of(r.events, 'condition_changed'), [
      { type: 'condition_changed', unit: 'h1', condition: 'benedetto', change: 'removed', duration: 2, magnitude: 1 },
    ]);
    assert.deepEqual([piece(r.state, 'h1').actor.concentrating, piece(r.state, 'h1').actor.conditions], [[], []]);
    assert.equal(unit(r.state, 'h1').body, unit(held(), 'h1').body - 4);
  });

  test('a success keeps the spell and its condition', () => {
    const r = seeded(held(), lash, (ev) => of(ev, 'save_rolled').some((e) => e.success));
    const [save] = of(r.events, 'save_rolled');
    assert.deepEqual([save!.difficulty, save!.success, save!.total >= 10], [10, true, true]);
    assert.deepEqual(of(r.events, 'concentration_ended'), []);
    assert.deepEqual(piece(r.state, 'h1').actor.concentrating, [{ spell: 'benedizione', conditions: [{ unit: 'h1', condition: 'benedetto' }] }]);
    assert.deepEqual(
      piece(r.state, 'h1').actor.conditions.map((c) => c.id),
      ['benedetto'],
    );
  });

  test("the blessing lapses when its 3 turns run out, at the end of the caster's third turn", () => {
    let s = ok(game(), { seat: 'h1', type: 'ability', ability: 'benedizione' }).state;
    let h1Turns = 0;
    for (let i = 0; i < 30; i++) {
      const mine = s.turn!.unit === 'h1';
      const r = ok(s, { seat: s.turn!.seat, type: 'end_turn' });
      s = r.state;
      if (!mine) continue;
      h1Turns++;
      const ended = of(r.events, 'concentration_ended');
      if (h1Turns < 3) {
        assert.deepEqual(ended, [], `still held after ${h1Turns} turn(s)`);
        continue;
      }
      assert.deepEqual(ended, [{ type: 'concentration_ended', unit: 'h1', spell: 'benedizione', reason: 'lapsed' }]);
      assert.ok(of(r.events, 'condition_changed').some((e) => e.unit === 'h1' && e.condition === 'benedetto' && e.change === 'expired'));
      assert.deepEqual(piece(s, 'h1').actor.concentrating, []);
      return;
    }
    assert.fail('the caster never had three turns');
  });

  test('with concentration disabled nothing is held', () => {
    const s = game({ ...SLOTS, concentration: { enabled: false } });
    const r = ok(s, { seat: 'h1', type: 'ability', ability: 'benedizione' });
    assert.deepEqual([of(r.events, 'concentration_started'), piece(r.state, 'h1').actor.concentrating], [[], undefined]);
  });
});

describe('the legal list is what apply accepts', () => {
  test('every spell listed is accepted and every spell refused is not listed: fresh, slots gone, quick action spent, points short', () => {
    const base = game();
    const states = [
      base,
      patch(base, 'h1', (p) => (p.actor.slotsSpent = { '1': 2 })),
      ok(base, { seat: 'h1', type: 'ability', ability: 'trucco', target: 'm1' }).state,
      patch(game({ mode: 'points', pointResource: 'focus', pointCosts: { '1': 2 } }), 'h1', (p) => (p.actor.resources['focus'] = 1)),
    ];
    for (const s of states) {
      const listed = legalActions(s, 'h1').filter((a) => a.type === 'ability');
      for (const a of listed) assert.ok(apply(s, { seat: 'h1', ...a }).ok, `listed and accepted: ${JSON.stringify(a)}`);
      for (const ability of piece(s, 'h1').abilities) {
        for (const target of [undefined, 'h1', 'h2', 'm1']) {
          const action = { type: 'ability' as const, ability: ability.id, ...(target === undefined ? {} : { target }) };
          const listedHere = listed.some((a) => a.type === 'ability' && a.ability === ability.id && a.target === target);
          assert.equal(apply(s, { seat: 'h1', ...action }).ok, listedHere, `accepted exactly when listed: ${JSON.stringify(action)}`);
        }
      }
    }
  });
});
