/**
 * The public campaign events `<quest-board campaign>` fires, read from a campaign's events (components/campaign/
 * outcomes.ts), on the events the engine's handlers really write (engine/campaign/fight.ts, town/economy.ts, road/).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { fightReportOf, publicEventsOf } from '../components/campaign/outcomes.ts';
import type { CampaignEvent } from '../engine/campaign/types.ts';

describe('public campaign events', () => {
  test('a victory: fight-ended carries its node reward, and a promotion after it is a level-gained', () => {
    const events: CampaignEvent[] = [
      { type: 'fight_ended', node: 'old-road-ambush', room: 'r1', result: 'victory', heroes: [{ id: 'vestin', hp: 9 }] },
      { type: 'node_resolved', node: 'old-road-ambush' },
      {
        type: 'reward',
        receipt: 'reward:old-road-ambush',
        gold: 10,
        xp: 15,
        heroes: ['vestin'],
        provisions: 0,
        items: [
          { item: 'pozione-di-guarigione', count: 1 },
          { item: 'x', count: 0 },
        ],
      },
      { type: 'promoted', hero: 'vestin', level: 2, hp: 12, maxHp: 12 },
    ];
    assert.deepEqual(publicEventsOf('c1', events), [
      {
        type: 'fight-ended',
        detail: {
          campaign: 'c1',
          room: 'r1',
          node: 'old-road-ambush',
          prologue: false,
          result: 'victory',
          rewards: { gold: 10, xp: 15, provisions: 0, items: { 'pozione-di-guarigione': 1 } },
          cost: null,
        },
      },
      { type: 'level-gained', detail: { campaign: 'c1', hero: 'vestin', level: 2, promoted: true } },
    ]);
    assert.deepEqual(fightReportOf('c1', events)?.promoted, [{ hero: 'vestin', level: 2 }]);
  });

  test('fleeing and a defeat: no rewards, their cost', () => {
    const fled = publicEventsOf('c1', [
      { type: 'fight_ended', node: 'n', room: 'r2', result: 'fled', heroes: [] },
      { type: 'fled', gold: 2, provisions: 1 },
    ]);
    assert.deepEqual(fled[0], {
      type: 'fight-ended',
      detail: { campaign: 'c1', room: 'r2', node: 'n', prologue: false, result: 'fled', rewards: null, cost: { gold: 2, provisions: 1 } },
    });
    const lost = publicEventsOf('c1', [
      { type: 'fight_ended', node: 'n', room: 'r3', result: 'defeat', heroes: [] },
      { type: 'defeated', gold: 4 },
      { type: 'travelled', to: 'town', provisions: 0, gold: 0 },
    ]);
    assert.deepEqual(
      lost.map((e) => e.type),
      ['fight-ended', 'location-reached'],
    );
    assert.deepEqual(lost[0]!.detail, {
      campaign: 'c1',
      room: 'r3',
      node: 'n',
      prologue: false,
      result: 'defeat',
      rewards: null,
      cost: { gold: 4, provisions: 0 },
    });
  });

  test('travel, a fight started, the prologue, a Guild level-up and the completion', () => {
    assert.deepEqual(
      publicEventsOf('c9', [
        { type: 'travelled', to: 'old-road', provisions: 0, gold: 0 },
        { type: 'arrived', location: 'old-road', node: 'old-road-ambush', position: 0 },
        { type: 'fight_requested', node: 'old-road-ambush' },
        { type: 'fight_started', node: 'old-road-ambush', room: 'r4', potions: 4 },
        { type: 'prologue_ended', room: 'r5', result: 'defeat' },
        { type: 'levelled_up', hero: 'xov', level: 3, xp: 120, hp: 20, maxHp: 20 },
        { type: 'adventure_completed', adventure: 'forsaken-woods', tier: 'basic', reputation: 1 },
      ]),
      [
        { type: 'location-reached', detail: { campaign: 'c9', location: 'old-road' } },
        { type: 'fight-started', detail: { campaign: 'c9', room: 'r4', node: 'old-road-ambush', prologue: false } },
        { type: 'fight-ended', detail: { campaign: 'c9', room: 'r5', node: '', prologue: true, result: 'defeat', rewards: null, cost: null } },
        { type: 'level-gained', detail: { campaign: 'c9', hero: 'xov', level: 3, promoted: false } },
        { type: 'campaign-completed', detail: { campaign: 'c9', adventure: 'forsaken-woods', tier: 'basic', reputation: 1 } },
      ],
    );
    assert.equal(fightReportOf('c9', [{ type: 'travelled', to: 'town', provisions: 0, gold: 0 }]), null);
  });
});
