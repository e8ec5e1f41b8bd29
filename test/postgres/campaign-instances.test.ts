/**
 * Campaigns on several server instances sharing one PostgreSQL database: the log's claim of the next seq
 * orders the actions sent through both at once, and a player watching on one instance hears of the changes made
 * through the other (the `campaign` note of the room bus).
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { newTestCampaign } from '../support/campaigns.ts';
import { call, overHttp } from '../support/http.ts';
import { Page } from '../support/live.ts';
import { campaignInstances } from '../support/postgres.ts';
import { ADMIN_TOKEN } from '../support/server.ts';

const servers = campaignInstances();

test('two instances: of 20 purchases sent through both at once, the six up to the cap are played at seqs 1 to 6 and the rest refused at_cap; a watch on one instance hears every purchase', async () => {
  const [a, b] = servers();
  const c = await newTestCampaign(overHttp(a.url), ADMIN_TOKEN, ['vestin']);
  const page = await Page.open(b.url);
  try {
    page.send({ type: 'watch', watch: 'w', campaign: c.id, token: c.p1 });
    await page.next((m) => (m as { type: string }).type === 'campaign', 'the first view');
    // 20 single provisions: the Company holds 3 and may hold 9, so 6 are bought and 14 refused at_cap
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        call(overHttp((i % 2 ? a : b).url), 'POST', `/api/campaigns/${c.id}/actions`, {
          token: i % 3 ? c.leader : c.p1!,
          body: { type: 'buy', item: 'provviste', count: 1 },
        }),
      ),
    );
    const played = answers.filter((x) => x.status === 200).map((x) => x.body.seq as number);
    assert.deepEqual(
      answers.filter((x) => x.status !== 200).map((x) => [x.status, x.body.error.code]),
      Array.from({ length: 14 }, () => [409, 'at_cap']),
    );
    assert.deepEqual(
      played.sort((x, y) => x - y),
      [1, 2, 3, 4, 5, 6],
    );
    const last = (await page.next(
      (m) => (m as { type: string; seq?: number }).type === 'campaign' && (m as { seq?: number }).seq === 6,
      'seq 6',
    )) as unknown as { view: { company: { provisions: number; gold: number } } };
    assert.deepEqual([last.view.company.provisions, last.view.company.gold], [9, 40 - 6 * 6]);
    const seqs = page.messages.filter((m) => (m as { type: string }).type === 'campaign').map((m) => (m as { seq?: number }).seq);
    assert.deepEqual(
      seqs,
      [...new Set(seqs)].sort((x, y) => x! - y!),
      'each seq once, in order',
    );
    // every purchase's event reached the watch, whether its view came alone or with later ones
    const bought = page.messages
      .flatMap((m) => ((m as { type: string }).type === 'campaign' ? (m as unknown as { events: { type: string }[] }).events : []))
      .filter((e) => e.type === 'bought');
    assert.equal(bought.length, 6);
  } finally {
    page.close();
  }
});
