/**
 * The one schema of campaign actions and the reducer agree: every action type the schema lets a client send has its
 * handler, and the reducer has no handler for an action the schema does not describe.
 * @module
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { CAMPAIGN_ACTION_TYPES, CampaignActionSchema, campaignActionTypes } from './index.ts';

describe('the campaign actions', () => {
  test('each type of the schema has a handler in the reducer, and each handler a type in the schema', () => {
    assert.deepEqual([...campaignActionTypes()].sort(), [...CAMPAIGN_ACTION_TYPES].sort());
    assert.equal(CAMPAIGN_ACTION_TYPES.length, 35);
  });

  test('the schema takes a well-formed action and names what is wrong with another', () => {
    assert.deepEqual(CampaignActionSchema.parse({ type: 'train', hero: 'vestin', track: 'attack' }), { type: 'train', hero: 'vestin', track: 'attack' });
    const bad = CampaignActionSchema.safeParse({ type: 'buy', item: 'provviste' });
    assert.equal(bad.success, false);
    assert.deepEqual(
      bad.error!.issues.map((i) => i.path.join('.')),
      ['count'],
    );
  });
});
