/**
 * Opportunities under the `rules` module (reactions.ts): the fixture's ruleset (test/support/rules-fixture.ts) with a
 * parting blow, a goblin beside the fighter on an open floor, fixed seeds. A creature takes its reaction by itself; a
 * hero's seat is offered it and answers `react` or `decline` off its turn.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { apply, legalActions, MASTER, type GameEvent, type GameState } from '../../index.ts';
import type { RulesPiece } from './piece.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { ok, prova, provaGame, provaMission, provaRuleset } from '../../../test/support/rules-fixture.ts';

/** The fixture's document with one opportunity, `congedo` (fields over the default parting blow). */
function withOpportunity(fields: Record<string, unknown> = {}): ReturnType<typeof provaRuleset> {
  const doc = prova();
  doc.opportunities = [{ id: 'congedo', name: 'Colpo di congedo', on: 'moveAway', use: 'colpo', ...fields }];
  return provaRuleset(doc);
}

/** The fighter (h1) at [2, 2] beside a goblin (m1) at [3, 2], on h1's turn of round 1 (seed `congedo`). */
function besideGoblin(fields: Record<string, unknown> = {}): GameState {
  const m = provaMission({ start: [[2, 2]], monsters: [{ kind: 'goblin', x: 3, y: 2 }] });
  const s = provaGame(m, ['guerriera'], 'congedo', withOpportunity(fields)).state;
  assert.deepEqual([s.turn!.unit, s.round], ['h1', 1]);
  return s;
}

/** `state` with the piece of unit `id` changed by `edit`. */
function patchPiece(state: GameState, id: string, edit: (p: RulesPiece) => void): GameState {
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

const reactionEvents = (events: GameEvent[]) => events.filter((e) => e.type.startsWith('reaction_') || e.type === 'rules_attack');

/** The master's turn of the goblin after h1 ended its turn. */
function goblinsTurn(s: GameState): GameState {
  const t = ok(s, { seat: 'h1', type: 'end_turn' }).state;
  assert.deepEqual([t.turn!.seat, t.turn!.unit], [MASTER, 'm1']);
  return t;
}

describe('a parting blow (opportunity on moveAway)', () => {
  test('the goblin strikes the fighter leaving its reach, by itself: 1d20 19 + 2 against guardia 11, 1d6 4 + 2 = 6 damage', () => {
    const { state, events } = ok(besideGoblin(), { seat: 'h1', type: 'move', to: [1, 2] });
    assert.deepEqual(events, [
      { type: 'unit_moved', unit: 'h1', path: [[1, 2]] },
      { type: 'reaction_taken', unit: 'm1', opportunity: 'congedo', foe: 'h1' },
      {
        type: 'rules_attack',
        attacker: 'm1',
        target: 'h1',
        dice: [19],
        natural: 19,
        lean: 'normal',
        bonus: 2,
        total: 21,
        defence: 11,
        defenceStat: 'guardia',
        outcome: 'hit',
        damage: 6,
        damageType: 'taglio',
        opportunity: 'congedo',
      },
      { type: 'damaged', unit: 'h1', amount: 6, body: 7, dice: null, defenceDice: null, element: 'taglio', feedback: null },
    ]);
    // a reaction spends no action of the goblin's turn, and the fighter's turn goes on with its steps
    assert.deepEqual([state.turn!.unit, state.turn!.stepsLeft], ['h1', 3]);
  });

  test('none when the fighter comes closer, none when it moves within a reach of 2, none once usesPerRound (1) is spent', () => {
    const s = besideGoblin();
    const away = ok(s, { seat: 'h1', type: 'move', to: [1, 2] });
    const back = ok(away.state, { seat: 'h1', type: 'move', to: [2, 2] });
    assert.deepEqual(reactionEvents(back.events), []);
    const again = ok(back.state, { seat: 'h1', type: 'move', to: [1, 2] });
    assert.deepEqual(reactionEvents(again.events), [], 'one parting blow a round');
    const long = { ...s, units: s.units.map((u) => (u.id === 'm1' ? { ...u, reach: 2 } : u)) };
    assert.deepEqual(reactionEvents(ok(long, { seat: 'h1', type: 'move', to: [2, 1] }).events), []);
    assert.deepEqual(
      reactionEvents(ok(long, { seat: 'h1', type: 'move', to: [0, 2] }).events).map((e) => e.type),
      ['reaction_taken', 'rules_attack'],
    );
  });

  test('a reaction spending an action type is not taken when that type has no use left (rapida, perTurn 1)', () => {
    const s = besideGoblin({ actionType: 'rapida' });
    assert.deepEqual(
      reactionEvents(ok(s, { seat: 'h1', type: 'move', to: [1, 2] }).events).map((e) => e.type),
      ['reaction_taken', 'rules_attack'],
    );
    const spent = patchPiece(s, 'm1', (p) => (p.actor.used = { rapida: 1 }));
    assert.deepEqual(reactionEvents(ok(spent, { seat: 'h1', type: 'move', to: [1, 2] }).events), []);
  });

  test('its requires predicate decides: a goblin below 20 vigore never reacts when it asks for more', () => {
    const s = besideGoblin({ requires: { gte: [{ ref: 'actor.res.vigore' }, 20] } });
    assert.deepEqual(reactionEvents(ok(s, { seat: 'h1', type: 'move', to: [1, 2] }).events), []);
  });

  test('effects without use run on the foe instead of a strike', () => {
    const s = besideGoblin({ use: undefined, effects: [{ applyCondition: { target: { ref: 'target.id' }, condition: 'rallentato' } }] });
    const { events } = ok(s, { seat: 'h1', type: 'move', to: [1, 2] });
    assert.deepEqual(
      events.filter((e) => e.type === 'reaction_taken' || e.type === 'condition_changed' || e.type === 'rules_attack'),
      [
        { type: 'reaction_taken', unit: 'm1', opportunity: 'congedo', foe: 'h1' },
        { type: 'condition_changed', unit: 'h1', condition: 'rallentato', change: 'applied', duration: 1, magnitude: 1 },
      ],
    );
  });
});

describe("a hero's seat offered a reaction", () => {
  test('the goblin leaving the fighter: h1 is offered it, off its turn; react strikes (1d20 19 + 3 against 12, 9 damage)', () => {
    const t = goblinsTurn(besideGoblin());
    const moved = ok(t, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [6, 2] });
    assert.deepEqual(reactionEvents(moved.events), [{ type: 'reaction_offered', unit: 'h1', opportunity: 'congedo', foe: 'm1' }]);
    // the game is not paused: the master still has its turn, and h1 alone may answer
    assert.deepEqual(legalActions(moved.state, 'h1'), [{ type: 'react' }, { type: 'decline' }]);
    assert.ok(!legalActions(moved.state, MASTER).some((a) => a.type === 'react' || a.type === 'decline'));
    assert.ok(legalActions(moved.state, MASTER).some((a) => a.type === 'end_turn'));
    const r = ok(moved.state, { seat: 'h1', type: 'react' });
    assert.deepEqual(reactionEvents(r.events), [
      { type: 'reaction_taken', unit: 'h1', opportunity: 'congedo', foe: 'm1' },
      {
        type: 'rules_attack',
        attacker: 'h1',
        target: 'm1',
        dice: [19],
        natural: 19,
        lean: 'normal',
        bonus: 3,
        total: 22,
        defence: 12,
        defenceStat: 'guardia',
        outcome: 'hit',
        damage: 9,
        damageType: 'taglio',
        opportunity: 'congedo',
      },
    ]);
    assert.equal((r.state.units.find((u) => u.id === 'h1')!.ext as RulesPiece).offer, undefined);
    assert.deepEqual(legalActions(r.state, 'h1'), []);
    const again = apply(r.state, { seat: 'h1', type: 'react' });
    assert.deepEqual(again.ok ? null : again.error.code, 'no_reaction');
  });

  test('decline lets it go; an offer left unanswered lapses when the hero acts or its turn begins', () => {
    const moved = ok(goblinsTurn(besideGoblin()), { seat: MASTER, type: 'move_creature', creature: 'm1', to: [6, 2] }).state;
    assert.deepEqual(reactionEvents(ok(moved, { seat: 'h1', type: 'decline' }).events), [
      { type: 'reaction_declined', unit: 'h1', opportunity: 'congedo', foe: 'm1', reason: 'declined' },
    ]);
    const next = ok(moved, { seat: MASTER, type: 'end_turn' });
    assert.equal(next.state.turn!.unit, 'h1');
    assert.deepEqual(reactionEvents(next.events), [{ type: 'reaction_declined', unit: 'h1', opportunity: 'congedo', foe: 'm1', reason: 'lapsed' }]);
  });
});

describe('reactions in random games (a master, three heroes, three creatures, an ally; fixed seeds)', () => {
  test('react and decline are listed for the offered seat alone, every listed action is accepted, and the log replays to the same state', () => {
    const doc = prova();
    doc.opportunities = [
      { id: 'congedo', name: 'Colpo di congedo', on: 'moveAway', use: 'colpo' },
      {
        id: 'ritorsione',
        name: 'Ritorsione',
        on: 'beHit',
        actionType: 'rapida',
        effects: [{ applyCondition: { target: { ref: 'target.id' }, condition: 'accecato' } }],
      },
    ];
    const m = provaMission({
      start: [
        [3, 1],
        [3, 2],
        [3, 3],
      ],
      monsters: [
        { kind: 'goblin', x: 4, y: 1 },
        { kind: 'ogre', x: 4, y: 2 },
        { kind: 'fuoco-fatuo', x: 4, y: 3 },
      ],
      npcs: [{ name: 'Amico', x: 2, y: 2, body: 3, move: 3, def: 1, rules: { disposition: 60, weapon: { damage: '1d6' } } }],
    });
    const counts = { offered: 0, reacted: 0, declined: 0, taken: 0 };
    for (let g = 0; g < 6; g++) {
      let s = provaGame(m, ['guerriera', 'maga', 'saggio'], `reazioni-random-${g}`, provaRuleset(doc)).state;
      const log: { seat: string; action: Record<string, unknown> }[] = [];
      const first = s;
      const pick = new Rng(seedRng(`reazioni-pick-${g}`));
      for (let i = 0; i < 200 && s.phase === 'playing'; i++) {
        const offered = s.seats.map((x) => x.id).filter((id) => (s.units.find((u) => u.id === id)?.ext as RulesPiece | undefined)?.offer);
        for (const seat of [MASTER, ...s.seats.map((x) => x.id)]) {
          const answers = legalActions(s, seat).filter((a) => a.type === 'react' || a.type === 'decline');
          assert.equal(answers.length, offered.includes(seat) && s.units.find((u) => u.id === seat)!.alive ? 2 : 0, `answers of ${seat}`);
        }
        const answering = offered.filter((id) => s.units.find((u) => u.id === id)!.alive);
        const seat = answering.length > 0 && pick.int(2) === 0 ? answering[pick.int(answering.length)]! : s.turn!.seat;
        const listed = legalActions(s, seat).filter((a) => a.type !== 'declare');
        for (const a of listed) assert.ok(apply(s, { seat, ...a }).ok, `listed for ${seat} but refused: ${JSON.stringify(a)}`);
        const acts = listed.filter((a) => a.type !== 'end_turn' || pick.int(4) === 0);
        const action = acts.length > 0 ? acts[pick.int(acts.length)]! : { type: 'end_turn' as const };
        const r = ok(s, { seat, ...action });
        for (const e of r.events) {
          if (e.type === 'reaction_offered') counts.offered++;
          if (e.type === 'reaction_taken') counts.taken++;
          if (e.type === 'reaction_declined') counts.declined++;
        }
        if (action.type === 'react') counts.reacted++;
        log.push({ seat, action });
        s = r.state;
      }
      let replayed = first;
      for (const { seat, action } of log) replayed = ok(replayed, { seat, ...action } as never).state;
      assert.deepEqual(replayed, s, 'the log replays to the same state');
    }
    assert.ok(counts.offered > 0 && counts.reacted > 0 && counts.declined > 0 && counts.taken > counts.reacted, JSON.stringify(counts));
  });
});
