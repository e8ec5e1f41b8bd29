/**
 * Campaigns whose content was deleted under them, on a real listening server over a real database: a
 * `fight` whose encounter's mission was deleted is refused 409 `mission_gone`, changes nothing (seq, log, autosave)
 * and is not legal; a campaign whose adventure was deleted answers 409 `adventure_gone` to its view, actions, joins
 * and saves, while its summary stays readable with `adventure.gone`.
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { getDocument, saveDocument } from '../cms/content/repository.ts';
import type { Services } from '../cms/server.ts';
import { call, overHttp, type Requester } from './support/http.ts';
import { storeTestAdventure, TEST_ADVENTURE, TEST_ADVENTURE_ID, storedCampaign } from './support/campaigns.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir } from './support/server.ts';

describe('campaigns whose content was deleted', () => {
  const tmp = tempDir();
  let server: Awaited<ReturnType<typeof inspectableServer>>;
  let req: Requester;
  let services: Services;
  before(async () => {
    server = await inspectableServer(tmp.dir);
    services = server.services;
    req = overHttp(server.url);
    await storeTestAdventure(services.db);
  });
  after(async () => {
    await server.close();
    tmp.remove();
  });

  const stored = (id: string) => storedCampaign(services.db, id);
  const act = (id: string, token: string, body: unknown) => call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body });

  test('a fight whose mission was deleted is refused 409 mission_gone three times over, changes nothing, and is not legal; back once the mission is', async () => {
    const mission = { ...(await getDocument(services.db, 'missions', 'la-vecchia-strada'))!.doc, id: 'gone-mission' };
    await saveDocument(services.db, 'missions', mission, { status: 'published' });
    const adventure = structuredClone(TEST_ADVENTURE);
    (adventure.locations[0]!.nodes[0] as { mission: string }).mission = 'gone-mission';
    const tried = await call(req, 'POST', '/api/campaigns/try', {
      token: ADMIN_TOKEN,
      body: { adventure: { ...adventure, id: 'missione-sparita' }, seed: 'sparita' },
    });
    assert.equal(tried.status, 201, JSON.stringify(tried.body));
    const { campaign: id, token } = tried.body as { campaign: string; token: string };
    assert.equal((await act(id, token, { type: 'travel', to: 'old-road' })).status, 200);
    const legalBefore = (await call(req, 'GET', `/api/campaigns/${id}/view`, { token })).body.legal as { type: string }[];
    assert.ok(
      legalBefore.some((a) => a.type === 'fight'),
      'the fight is legal while its mission is there',
    );

    const deleted = await call(req, 'DELETE', '/api/missions/gone-mission', { token: ADMIN_TOKEN });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    const before = await stored(id);
    assert.equal(before.campaign.seq, 1);
    for (let i = 0; i < 3; i++) {
      const refused = await act(id, token, { type: 'fight' });
      assert.equal(refused.status, 409, JSON.stringify(refused.body));
      assert.equal(refused.body.error.code, 'mission_gone');
      assert.match(refused.body.error.message, /"gone-mission"/);
    }
    assert.deepEqual(await stored(id), before, 'no fight_requested, no autosave, no seq');
    const v = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    assert.equal(v.status, 200);
    assert.equal(v.body.seq, 1);
    assert.deepEqual(
      (v.body.legal as { type: string }[]).filter((a) => a.type === 'fight'),
      [],
    );

    // the mission back: the fight is legal and opens its room
    await saveDocument(services.db, 'missions', mission, { status: 'published' });
    const fought = await act(id, token, { type: 'fight' });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    assert.deepEqual(
      fought.body.events.map((e: { type: string }) => e.type),
      ['fight_requested', 'fight_started'],
    );
    assert.equal(fought.body.seq, 3);
  });

  test('a campaign whose adventure was deleted: view, actions, join, save, load 409 adventure_gone and nothing changes; its summary stays readable with adventure.gone', async () => {
    const adventure = {
      ...(await getDocument(services.db, 'adventures', TEST_ADVENTURE_ID))!.doc,
      id: 'cancellata',
      name: { it: 'Cancellata', en: 'Deleted' },
    };
    await saveDocument(services.db, 'adventures', adventure, { status: 'published' });
    const created = await call(req, 'POST', '/api/campaigns', { body: { adventure: 'cancellata' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { campaign: id, token } = created.body as { campaign: string; token: string };
    assert.equal((await act(id, token, { type: 'travel', to: 'old-road' })).status, 200);

    const deleted = await call(req, 'DELETE', '/api/adventures/cancellata', { token: ADMIN_TOKEN });
    assert.equal(deleted.status, 204, JSON.stringify(deleted.body));
    const before = await stored(id);
    const gone = (answer: { status: number; body: { error: { code: string; message: string } } }, what: string) => {
      assert.equal(answer.status, 409, `${what}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.error.code, 'adventure_gone', what);
      assert.equal(
        answer.body.error.message,
        `this campaign's adventure "cancellata" was deleted: campaign "${id}" cannot be played, joined or saved until the adventure is restored`,
      );
    };
    gone(await call(req, 'GET', `/api/campaigns/${id}/view`, { token }), 'view');
    gone(await act(id, token, { type: 'advance' }), 'action');
    gone(await act(id, token, { type: 'fight' }), 'fight');
    gone(await call(req, 'POST', `/api/campaigns/${id}/players`, { body: { heroes: ['vestin'] } }), 'join');
    gone(await call(req, 'POST', `/api/campaigns/${id}/saves/quick`, { token }), 'save');
    gone(await call(req, 'POST', `/api/campaigns/${id}/load`, { token, body: { slot: 'auto' } }), 'load');
    gone(await call(req, 'POST', `/api/campaigns/${id}/leave-without-saving`, { token }), 'leave without saving');
    assert.deepEqual(await stored(id), before);

    const summary = await call(req, 'GET', `/api/campaigns/${id}`);
    assert.equal(summary.status, 200, JSON.stringify(summary.body));
    assert.deepEqual(summary.body.adventure, { id: 'cancellata', name: { it: 'Cancellata', en: 'Deleted' }, gone: true });
    assert.deepEqual(summary.body.players, ['leader'], 'the refused join added no player');
    assert.equal(summary.body.roster[0].id, 'vestin');
    assert.equal(summary.body.roster[0].name.en, 'Vestin');
    assert.equal(summary.body.seq, 1);

    // restored: played again
    await saveDocument(services.db, 'adventures', adventure, { status: 'published' });
    assert.equal((await call(req, 'GET', `/api/campaigns/${id}/view`, { token })).status, 200);
    assert.equal((await call(req, 'GET', `/api/campaigns/${id}`)).body.adventure.gone, undefined);
  });
});
