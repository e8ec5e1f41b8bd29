/**
 * The room's prompt clock (cms/rooms/prompt-clock.ts): a reaction offered to a hero seat under a `rules` ruleset is
 * declined by the room after REACTION_SECONDS when its player does not answer. Times are passed in, never waited for.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { MASTER, type GameState } from '../engine/index.ts';
import { PromptClock, REACTION_SECONDS } from '../cms/rooms/prompt-clock.ts';
import { ok, prova, provaGame, provaMission, provaRuleset } from './support/rules-fixture.ts';

/** A game where the goblin (m1) just left the fighter's (h1) reach on the master's turn: h1 is offered a parting blow. */
function offered(): GameState {
  const doc = prova();
  doc.opportunities = [{ id: 'congedo', name: 'Colpo di congedo', use: 'colpo' }];
  const m = provaMission({ start: [[2, 2]], monsters: [{ kind: 'goblin', x: 3, y: 2 }] });
  let s = provaGame(m, ['guerriera'], 'congedo', provaRuleset(doc)).state;
  s = ok(s, { seat: 'h1', type: 'end_turn' }).state;
  return ok(s, { seat: MASTER, type: 'move_creature', creature: 'm1', to: [6, 2] }).state;
}

test('a reaction offered is due REACTION_SECONDS (20) after it began; the decline the room sends says time; then none waits', () => {
  const clock = new PromptClock(() => undefined);
  const s = offered();
  clock.sync(s, 1_000);
  clock.stop();
  assert.equal(REACTION_SECONDS, 20);
  assert.equal(clock.deadline('h1'), 21_000);
  assert.equal(clock.deadline(MASTER), null);
  assert.deepEqual(clock.due(20_999), []);
  assert.deepEqual(clock.due(21_000), ['h1']);
  // a later sync of the same offer keeps its start; the room's decline answers it
  clock.sync(s, 15_000);
  clock.stop();
  assert.equal(clock.deadline('h1'), 21_000);
  const r = ok(s, { seat: 'h1', type: 'decline', reason: 'time' });
  assert.deepEqual(r.events, [{ type: 'reaction_declined', unit: 'h1', opportunity: 'congedo', foe: 'm1', reason: 'time' }]);
  clock.sync(r.state, 21_000);
  assert.equal(clock.deadline('h1'), null);
  assert.deepEqual(clock.due(99_000), []);
});
