/**
 * The dice tray's last roll carries its round and who rolled (components/last-roll.ts): round 3's attack in round 5
 * reads "Giro 3", earlier, never as the current roll.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import type { LogEntry } from '../components/context.ts';
import { lastRoll } from '../components/last-roll.ts';
import { loadRulesetParts } from '../components/rulesets/registry.ts';
import type { GameEvent } from '../engine/index.ts';

let key = 0;
const entries = (seq: number, ...events: GameEvent[]): LogEntry[] => events.map((event) => ({ key: ++key, seq, event }));
const turn = (round: number, seat: string): GameEvent => ({ type: 'turn_started', seat, round, unit: seat === 'master' ? undefined : seat });
const attack = (attacker: string, target: string): GameEvent => ({
  type: 'attack',
  attacker,
  target,
  attackDice: ['skull', 'skull'],
  defenceDice: ['white_shield'],
  hits: 2,
  blocks: 1,
  damage: 1,
  bodyLost: 1,
  body: 7,
});

test('a roll of this round: its round and its attacker, current', () => {
  const log = [...entries(1, turn(5, 'h1')), ...entries(2, { type: 'movement_rolled', seat: 'h1', dice: [3, 4], steps: 7 }), ...entries(3, attack('h1', 'm2'))];
  assert.deepEqual(lastRoll(log, { round: 5 }), { seq: 3, round: 5, unit: 'h1', earlier: false });
});

test("round 3's attack in round 5: labelled round 3, earlier; a later turn of the same round keeps it current", () => {
  const log = [...entries(1, turn(3, 'master')), ...entries(2, attack('m1', 'h1')), ...entries(3, turn(4, 'h1'), turn(4, 'master'), turn(5, 'h1'))];
  assert.deepEqual(lastRoll(log, { round: 5 }), { seq: 2, round: 3, unit: 'm1', earlier: true });
  const sameRound = [...entries(4, turn(5, 'h1')), ...entries(5, attack('h1', 'm1')), ...entries(6, turn(5, 'h2'))];
  assert.deepEqual(lastRoll(sameRound, { round: 5 }), { seq: 5, round: 5, unit: 'h1', earlier: false });
});

test('the last of several rolls; a saving throw names who saved; no roll at all: null', async () => {
  // a saving throw is the rules module's own event: its parts (loaded before a room of that module shows) say it rolled
  await loadRulesetParts('rules');
  const log = [
    ...entries(1, turn(2, 'h1')),
    ...entries(2, attack('h1', 'm1')),
    ...entries(3, { type: 'save_rolled', unit: 'm1', save: 'grit', natural: 12, total: 14, difficulty: 13, success: true }),
  ];
  assert.deepEqual(lastRoll(log, { round: 2 }), { seq: 3, round: 2, unit: 'm1', earlier: false });
  assert.equal(lastRoll(entries(9, turn(1, 'h1')), { round: 1 }), null);
});

test('a roll whose turn the log no longer holds: the current round while no turn has begun since, else unknown and earlier', () => {
  assert.deepEqual(lastRoll(entries(7, attack('h2', 'm3')), { round: 6 }), { seq: 7, round: 6, unit: 'h2', earlier: false });
  const log = [...entries(7, attack('h2', 'm3')), ...entries(8, turn(7, 'h1'))];
  assert.deepEqual(lastRoll(log, { round: 7 }), { seq: 7, round: null, unit: 'h2', earlier: true });
});
