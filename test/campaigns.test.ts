/**
 * The campaigns API (docs/campaigns.md "The API") on a real listening server over a real database: create,
 * join, view and act over HTTP; refusals as 4xx with the engine's codes and nothing changed; the autosave, the quick
 * save, the three slots, load and Leave Without Saving; a future save version refused; a restore that fails rolled
 * back; a fight saved and restored without its RNG; the view pushed over the live connection.
 */
import assert from 'node:assert/strict';
import { createHash } from 'node:crypto';
import { after, before, describe, test } from 'node:test';
import { RoomAuthority } from '../cms/rooms/authority.ts';
import type { Services } from '../cms/server.ts';
import { call, overHttp, type Requester } from './support/http.ts';
import { newTestCampaign, storeTestAdventure, TEST_ADVENTURE_ID, storedCampaign } from './support/campaigns.ts';
import { Page } from './support/live.ts';
import { ADMIN_TOKEN, inspectableServer, tempDir, testApp } from './support/server.ts';

describe('campaigns API', () => {
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
  const view = async (id: string, token: string) => {
    const answer = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    assert.equal(answer.status, 200, JSON.stringify(answer.body));
    return answer.body;
  };
  const act = (id: string, token: string, body: unknown) => call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body });

  test("POST /api/campaigns creates a campaign of the adventure with the guide's new Company; its leader's token is stored only as a hash", async () => {
    const created = await call(req, 'POST', '/api/campaigns', { body: { adventure: TEST_ADVENTURE_ID } });
    assert.equal(created.status, 201);
    assert.equal(created.body.player, 'leader');
    assert.match(created.body.campaign, /^[A-Za-z0-9_-]{16}$/);
    assert.match(created.body.token, /^[A-Za-z0-9_-]{43}$/);
    const row = await services.db.selectFrom('campaign_players').selectAll().where('campaign_id', '=', created.body.campaign).executeTakeFirstOrThrow();
    assert.equal(row.token_hash, createHash('sha256').update(created.body.token).digest('hex'));
    const { view: v, seq } = await view(created.body.campaign, created.body.token);
    assert.equal(seq, 0);
    assert.equal(v.company.gold, 40);
    assert.equal(v.company.provisions, 3);
    assert.equal(v.company.potions, 4);
    assert.deepEqual(v.company.active, ['vestin', 'markovia', 'mystere', 'spargle']);
    assert.equal(v.rng, undefined, 'the view never carries the dice');
    const summary = await call(req, 'GET', `/api/campaigns/${created.body.campaign}`);
    assert.equal(summary.status, 200);
    assert.deepEqual(summary.body.adventure, { id: TEST_ADVENTURE_ID, name: { it: 'Prova di campagna', en: 'Campaign trial' } });
    assert.deepEqual(summary.body.freeHeroes, ['vestin', 'markovia', 'mystere', 'spargle', 'aldren', 'sabine']);
    assert.deepEqual(
      summary.body.roster.map((h: { id: string; active: boolean; player: null }) => [h.id, h.active, h.player]),
      [
        ['vestin', true, null],
        ['markovia', true, null],
        ['mystere', true, null],
        ['spargle', true, null],
        ['aldren', false, null],
        ['sabine', false, null],
      ],
    );
    assert.equal(summary.body.token, undefined);
  });

  test('the shipped Forsaken Woods adventure makes a campaign: in Oddwater, its prologue pending, a legal action played', async () => {
    const created = await call(req, 'POST', '/api/campaigns', { body: { adventure: 'forsaken-woods' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { view: v, legal } = await view(created.body.campaign, created.body.token);
    assert.deepEqual(v.run.place, { at: 'town' });
    assert.equal(v.prologue, 'pending');
    assert.ok(!JSON.stringify(v).includes('authorNotes'), 'a player never reads the notes for authors');
    assert.ok(legal.length > 0);
    // a legal action is played
    const tried = await act(created.body.campaign, created.body.token, legal[0]);
    assert.equal(tried.status, 200, `${JSON.stringify(legal[0])}: ${JSON.stringify(tried.body)}`);
    assert.equal(tried.body.seq, 1);
  });

  test('creation refuses a bad body (400), a seed without the administrator token (401) and an unknown adventure (404)', async () => {
    const bad = await call(req, 'POST', '/api/campaigns', { body: { adventure: 'Not A Slug!' } });
    assert.equal(bad.status, 400);
    assert.equal(bad.body.error.code, 'invalid_body');
    assert.equal(bad.body.error.issues[0].path, 'adventure');
    const seeded = await call(req, 'POST', '/api/campaigns', { body: { adventure: TEST_ADVENTURE_ID, seed: 'x' } });
    assert.equal(seeded.status, 401);
    assert.equal(seeded.body.error.code, 'unauthorized');
    const missing = await call(req, 'POST', '/api/campaigns', { body: { adventure: 'no-such-adventure' } });
    assert.equal(missing.status, 404);
    assert.deepEqual(missing.body.error, { code: 'not_found', message: 'no adventure "no-such-adventure"' });
    assert.equal((await call(req, 'GET', '/api/campaigns/nope')).status, 404);
  });

  test('a player joins holding free heroes (201, p1 then p2); a hero held already or not of the Company is refused 409', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN);
    const p1 = await call(req, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['vestin', 'markovia'] } });
    assert.equal(p1.status, 201);
    assert.deepEqual([p1.body.campaign, p1.body.player], [c.id, 'p1']);
    const taken = await call(req, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['mystere', 'markovia'] } });
    assert.equal(taken.status, 409);
    assert.deepEqual(taken.body.error, { code: 'hero_taken', message: 'hero "markovia" is held by player p1' });
    const stranger = await call(req, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['barbaro'] } });
    assert.equal(stranger.status, 409);
    assert.equal(stranger.body.error.code, 'not_in_roster');
    const p2 = await call(req, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['mystere'] } });
    assert.equal(p2.body.player, 'p2');
    const summary = (await call(req, 'GET', `/api/campaigns/${c.id}`)).body;
    assert.deepEqual(summary.freeHeroes, ['spargle', 'aldren', 'sabine']);
    assert.deepEqual(summary.players, ['leader', 'p1', 'p2']);
    assert.deepEqual(
      summary.roster.filter((h: { player: string | null }) => h.player).map((h: { id: string; player: string }) => [h.id, h.player]),
      [
        ['vestin', 'p1'],
        ['markovia', 'p1'],
        ['mystere', 'p2'],
      ],
    );
  });

  test("the view needs a player token: none or another campaign's is 401", async () => {
    const a = await newTestCampaign(req, ADMIN_TOKEN);
    const b = await newTestCampaign(req, ADMIN_TOKEN);
    assert.equal((await call(req, 'GET', `/api/campaigns/${a.id}/view`)).status, 401);
    const other = await call(req, 'GET', `/api/campaigns/${a.id}/view`, { token: b.leader });
    assert.equal(other.status, 401);
    assert.deepEqual(other.body.error, { code: 'unauthorized', message: `the token is not a player of campaign "${a.id}"` });
  });

  test('an accepted action is written with its log row and the autosave at the new seq; the answer carries its events', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const before = await view(c.id, c.p1!);
    assert.ok(
      before.legal.some((a: { type: string; item?: string }) => a.type === 'buy' && a.item === 'provviste'),
      JSON.stringify(before.legal),
    );
    const bought = await act(c.id, c.p1!, { type: 'buy', item: 'provviste', count: 2, seq: 0 });
    assert.equal(bought.status, 200, JSON.stringify(bought.body));
    assert.deepEqual(bought.body, { seq: 1, events: [{ type: 'bought', item: 'provviste', count: 2, gold: 12 }] });
    const after = await view(c.id, c.p1!);
    assert.equal(after.seq, 1);
    assert.equal(after.view.company.gold, 28);
    assert.equal(after.view.company.provisions, 5);
    const { campaign, log, saves } = await stored(c.id);
    assert.equal(campaign.seq, 1);
    assert.deepEqual(
      log.map((r) => [r.seq, JSON.parse(r.action)]),
      [[1, { type: 'buy', item: 'provviste', count: 2 }]],
    );
    const auto = saves.find((s) => s.slot === 'auto')!;
    assert.equal(auto.seq, 1);
    assert.equal(JSON.parse(auto.state).company.gold, 28);
  });

  test('the Guild: Markovia starts knowing Mending and Spargle Ember, as the guide says; the lesson for a spell they do not know is offered and bought', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['markovia', 'spargle']);
    const before = await view(c.id, c.p1!);
    assert.deepEqual([before.view.sheets.markovia.spells, before.view.sheets.spargle.spells], [['mend'], ['ember']]);
    const offer = (hero: string, spell: string) =>
      before.view.town.find(
        (o: { action: { type: string; hero?: string; spell?: string } }) => o.action.type === 'learn' && o.action.hero === hero && o.action.spell === spell,
      );
    // every other lesson of their role is offered at the guide's "Learn gold"; what they know is already done
    assert.deepEqual(offer('markovia', 'smite'), {
      action: { type: 'learn', hero: 'markovia', spell: 'smite' },
      price: 25,
      currency: 'gold',
      affordable: true,
      refusal: null,
    });
    assert.deepEqual(offer('markovia', 'revive'), {
      action: { type: 'learn', hero: 'markovia', spell: 'revive' },
      price: 45,
      currency: 'gold',
      affordable: false,
      refusal: 'not_enough_gold',
    });
    assert.deepEqual(offer('spargle', 'void'), {
      action: { type: 'learn', hero: 'spargle', spell: 'void' },
      price: 35,
      currency: 'gold',
      affordable: true,
      refusal: null,
    });
    assert.equal(offer('markovia', 'mend').refusal, 'already_done');
    assert.equal(offer('spargle', 'ember').refusal, 'already_done');
    assert.equal(offer('markovia', 'void'), undefined, 'a cleric is offered no mage lesson');
    assert.ok(
      before.legal.some((a: { type: string; hero?: string; spell?: string }) => a.type === 'learn' && a.hero === 'markovia' && a.spell === 'smite'),
      JSON.stringify(before.legal),
    );
    // bought: 25 of the Company's 40 gold, and Markovia knows Radiant Word
    const bought = await act(c.id, c.p1!, { type: 'learn', hero: 'markovia', spell: 'smite', seq: 0 });
    assert.equal(bought.status, 200, JSON.stringify(bought.body));
    assert.deepEqual(bought.body.events, [{ type: 'learned', hero: 'markovia', spell: 'smite', gold: 25 }]);
    const after = await view(c.id, c.p1!);
    assert.equal(after.view.company.gold, 15);
    assert.deepEqual(after.view.sheets.markovia.spells, ['mend', 'smite']);
    assert.ok(!after.legal.some((a: { type: string; hero?: string; spell?: string }) => a.type === 'learn' && a.spell === 'smite'));
    // Spargle's Void Lance now costs more than the Company holds
    const poor = await act(c.id, c.p1!, { type: 'learn', hero: 'spargle', spell: 'void' });
    assert.equal(poor.status, 409);
    assert.equal(poor.body.error.code, 'not_enough_gold');
  });

  test("refusals are 4xx with the engine's code and change nothing: a bad body 400, another player's hero 403, not enough gold 409, another role's lesson 409, no such hero 422, a server's action 403, a stale seq 409", async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    await call(req, 'POST', `/api/campaigns/${c.id}/players`, { body: { heroes: ['markovia'] } });
    const untouched = await stored(c.id);
    const refusals: [unknown, number, string][] = [
      [{ type: 'buy', item: 'provviste' }, 400, 'invalid_body'],
      [{ type: 'teleport' }, 400, 'invalid_body'],
      [{ type: 'train', hero: 'markovia', track: 'attack' }, 403, 'not_yours'],
      [{ type: 'buy', item: 'pozione-di-guarigione', count: 3 }, 409, 'not_enough_gold'],
      [{ type: 'learn', hero: 'vestin', spell: 'ember' }, 409, 'requirement'],
      [{ type: 'train', hero: 'nobody', track: 'attack' }, 422, 'unknown'],
      [{ type: 'fight_ended', room: 'r', outcome: { result: 'victory', heroes: [], potionsLeft: 0 } }, 403, 'invalid_action'],
      [{ type: 'fight_started', room: 'r' }, 403, 'invalid_action'],
      [{ type: 'buy', item: 'provviste', count: 1, seq: 7 }, 409, 'stale_seq'],
      [{ type: 'advance' }, 409, 'not_now'],
    ];
    for (const [body, status, code] of refusals) {
      const answer = await act(c.id, c.p1!, body);
      assert.equal(answer.status, status, `${JSON.stringify(body)}: ${JSON.stringify(answer.body)}`);
      assert.equal(answer.body.error.code, code, JSON.stringify(body));
      assert.ok(answer.body.error.message.length > 0);
    }
    const noToken = await call(req, 'POST', `/api/campaigns/${c.id}/actions`, { body: { type: 'rest' } });
    assert.equal(noToken.status, 401);
    assert.deepEqual(await stored(c.id), untouched);
  });

  test('two actions sent at once on the same seq: one is played, the other refused stale_seq; without seq both are played in turn', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const raced = await Promise.all([0, 1].map(() => act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 1, seq: 0 })));
    assert.deepEqual(raced.map((a) => a.status).sort(), [200, 409]);
    const both = await Promise.all([0, 1].map(() => act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 1 })));
    assert.deepEqual(both.map((a) => a.body.seq).sort(), [2, 3]);
    assert.equal((await view(c.id, c.leader)).view.company.gold, 40 - 3 * 6);
  });

  test('saves: the quick save and three slots listed with seq, tier and place; load restores a slot; Leave Without Saving returns to the last save or load and leaves the slots alone', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const buy = async () => assert.equal((await act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 1 })).status, 200);
    const save = async (slot: string) => {
      const answer = await call(req, 'POST', `/api/campaigns/${c.id}/saves/${slot}`, { token: c.p1! });
      assert.equal(answer.status, 200, JSON.stringify(answer.body));
      return answer.body;
    };
    await buy(); // 34 gold
    const one = await save('1');
    assert.deepEqual({ ...one, savedAt: undefined }, { slot: '1', savedAt: undefined, seq: 1, version: 1, tier: 'basic', place: { at: 'town' }, fight: false });
    await buy(); // 28
    await save('quick');
    await buy(); // 22
    await save('2');
    await buy(); // 16
    await save('3');
    await buy(); // 10: seq 5, not saved by hand
    const list = await call(req, 'GET', `/api/campaigns/${c.id}/saves`, { token: c.leader });
    assert.equal(list.status, 200);
    assert.deepEqual(
      list.body.saves.map((s: { slot: string; seq: number }) => [s.slot, s.seq]),
      [
        ['auto', 5],
        ['quick', 2],
        ['1', 1],
        ['2', 3],
        ['3', 4],
        ['checkpoint', 4],
      ],
    );
    assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/saves/4`, { token: c.leader })).status, 400);
    assert.equal((await call(req, 'POST', `/api/campaigns/${c.id}/saves/auto`, { token: c.leader })).status, 400);
    assert.equal((await call(req, 'GET', `/api/campaigns/${c.id}/saves`)).status, 401);

    // Leave Without Saving: back to slot 3's state (the last explicit save), at a new seq
    const left = await call(req, 'POST', `/api/campaigns/${c.id}/leave-without-saving`, { token: c.leader });
    assert.equal(left.status, 200, JSON.stringify(left.body));
    assert.equal(left.body.seq, 6);
    assert.equal(left.body.events[0].type, 'campaign_restored');
    assert.equal((await view(c.id, c.leader)).view.company.gold, 16);

    // load slot 1: 34 gold; it becomes the checkpoint, the other slots stay
    const slotsBefore = (await stored(c.id)).saves.filter((s) => ['quick', '1', '2', '3'].includes(s.slot));
    const loaded = await call(req, 'POST', `/api/campaigns/${c.id}/load`, { token: c.p1!, body: { slot: '1' } });
    assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
    assert.deepEqual(
      loaded.body.events.map((e: { type: string; slot: string }) => [e.type, e.slot]),
      [['campaign_loaded', '1']],
    );
    assert.equal(loaded.body.seq, 7);
    assert.equal((await view(c.id, c.leader)).view.company.gold, 34);
    await buy(); // 28
    await buy(); // 22
    const back = await call(req, 'POST', `/api/campaigns/${c.id}/leave-without-saving`, { token: c.leader });
    assert.equal(back.status, 200);
    assert.equal((await view(c.id, c.leader)).view.company.gold, 34, 'back to the load, the checkpoint');
    assert.deepEqual(
      (await stored(c.id)).saves.filter((s) => ['quick', '1', '2', '3'].includes(s.slot)),
      slotsBefore,
    );
    // the log holds every change in order, loads included
    const log = (await stored(c.id)).log.map((r) => JSON.parse(r.action).type);
    assert.deepEqual(log, ['buy', 'buy', 'buy', 'buy', 'buy', 'leave_without_saving', 'load', 'buy', 'buy', 'leave_without_saving']);
    const empty = await newTestCampaign(req, ADMIN_TOKEN);
    const nothing = await call(req, 'POST', `/api/campaigns/${empty.id}/load`, { token: empty.leader, body: { slot: 'quick' } });
    assert.equal(nothing.status, 404);
    assert.equal(nothing.body.error.code, 'empty_slot');
    const bad = await call(req, 'POST', `/api/campaigns/${empty.id}/load`, { token: empty.leader, body: { slot: 'checkpoint' } });
    assert.equal(bad.status, 400);
  });

  test('a new campaign left without saving goes back to its start', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN);
    await act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 2 });
    const left = await call(req, 'POST', `/api/campaigns/${c.id}/leave-without-saving`, { token: c.leader });
    assert.equal(left.status, 200);
    const v = await view(c.id, c.leader);
    assert.deepEqual([v.seq, v.view.company.gold, v.view.company.provisions], [2, 40, 3]);
  });

  test('a save written by a newer save format is refused 422 naming its version, and nothing changes', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN);
    await call(req, 'POST', `/api/campaigns/${c.id}/saves/2`, { token: c.leader });
    await services.db.updateTable('campaign_saves').set({ version: 2 }).where('campaign_id', '=', c.id).where('slot', '=', '2').execute();
    const untouched = await stored(c.id);
    const answer = await call(req, 'POST', `/api/campaigns/${c.id}/load`, { token: c.leader, body: { slot: '2' } });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.error, {
      code: 'save_version',
      message: 'the save in slot "2" is save format version 2; this server reads version 1: load it with a newer quest-board',
    });
    assert.deepEqual(await stored(c.id), untouched);
  });

  test('a restore that fails after its writes began is rolled back whole: state, seq, log, autosave and checkpoint as they were', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN);
    await call(req, 'POST', `/api/campaigns/${c.id}/saves/quick`, { token: c.leader });
    await act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 1 });
    // the quick save's party stands at a location the adventure does not have: found only once the restore has
    // claimed its seq and written the campaign, the autosave and the checkpoint
    const row = await services.db
      .selectFrom('campaign_saves')
      .select('state')
      .where('campaign_id', '=', c.id)
      .where('slot', '=', 'quick')
      .executeTakeFirstOrThrow();
    const state = JSON.parse(row.state);
    state.run.place = { at: 'location', location: 'atlantis', position: 0 };
    await services.db
      .updateTable('campaign_saves')
      .set({ state: JSON.stringify(state) })
      .where('campaign_id', '=', c.id)
      .where('slot', '=', 'quick')
      .execute();
    const untouched = await stored(c.id);
    const answer = await call(req, 'POST', `/api/campaigns/${c.id}/load`, { token: c.leader, body: { slot: 'quick' } });
    assert.equal(answer.status, 422);
    assert.deepEqual(answer.body.error, {
      code: 'save_unusable',
      message: 'the save in slot "quick" cannot be restored: its party is at "atlantis", which adventure "prova-campagna" no longer has',
    });
    assert.deepEqual(await stored(c.id), untouched);
    // a point of the location that is no longer there (the adventure edited since) is refused alike
    state.run.place = { at: 'location', location: 'old-road', position: 7 };
    await services.db
      .updateTable('campaign_saves')
      .set({ state: JSON.stringify(state) })
      .where('campaign_id', '=', c.id)
      .where('slot', '=', 'quick')
      .execute();
    const untouchedAgain = await stored(c.id);
    const beyond = await call(req, 'POST', `/api/campaigns/${c.id}/load`, { token: c.leader, body: { slot: 'quick' } });
    assert.deepEqual(
      [beyond.status, beyond.body.error],
      [
        422,
        { code: 'save_unusable', message: 'the save in slot "quick" cannot be restored: its party stands at point 7 of "old-road", which has 3 points now' },
      ],
    );
    assert.deepEqual(await stored(c.id), untouchedAgain);
    // and the campaign plays on at the next seq
    assert.equal((await act(c.id, c.leader, { type: 'buy', item: 'provviste', count: 1 })).body.seq, 2);
  });

  test("a fight: the encounter's room opens with each player's seats; a save keeps its room without RNG, and a load opens it again as it was with fresh dice", async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const travelled = await act(c.id, c.leader, { type: 'travel', to: 'old-road' });
    assert.equal(travelled.status, 200, JSON.stringify(travelled.body));
    const before = await view(c.id, c.p1!);
    assert.ok(
      before.legal.some((a: { type: string }) => a.type === 'fight'),
      JSON.stringify(before.legal),
    );
    const fought = await act(c.id, c.p1!, { type: 'fight' });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    assert.deepEqual(
      fought.body.events.map((e: { type: string }) => e.type),
      ['fight_requested', 'fight_started'],
    );
    assert.equal(fought.body.seq, before.seq + 2);
    const room = fought.body.fight.room as string;
    assert.deepEqual(
      fought.body.fight.seats.map((s: { hero: string }) => s.hero),
      ['vestin'],
      'p1 gets the seat of the hero it holds',
    );
    const leaderView = await view(c.id, c.leader);
    assert.deepEqual(
      leaderView.fight.seats.map((s: { hero: string }) => s.hero),
      ['markovia', 'mystere', 'spargle'],
    );
    // the seat token opens the room's seat
    const seatView = await call(req, 'GET', `/api/rooms/${room}/view`, { token: fought.body.fight.seats[0].token });
    assert.equal(seatView.status, 200);
    assert.equal(seatView.body.view.seat, fought.body.fight.seats[0].seat);

    const saved = await call(req, 'POST', `/api/campaigns/${c.id}/saves/1`, { token: c.leader });
    assert.equal(saved.body.fight, true);
    const roomState = services.rooms.get(room).then((r) => r!.state);
    const kept = await services.db
      .selectFrom('campaign_saves')
      .select('fight')
      .where('campaign_id', '=', c.id)
      .where('slot', '=', '1')
      .executeTakeFirstOrThrow();
    const fight = JSON.parse(kept.fight!);
    assert.equal(fight.rng, undefined, 'a save keeps no RNG');
    const live = await roomState;
    assert.deepEqual(fight.units, live.units);
    assert.deepEqual([fight.turn, fight.round, fight.phase], [live.turn, live.round, live.phase]);

    const loaded = await call(req, 'POST', `/api/campaigns/${c.id}/load`, { token: c.leader, body: { slot: '1' } });
    assert.equal(loaded.status, 200, JSON.stringify(loaded.body));
    const after = await view(c.id, c.p1!);
    assert.notEqual(after.fight.room, room, 'a new room');
    const restored = (await services.rooms.get(after.fight.room))!.state;
    assert.deepEqual(restored.units, live.units, 'HP, resources and statuses as saved');
    assert.deepEqual([restored.turn, restored.round, restored.phase], [live.turn, live.round, live.phase]);
    assert.notDeepEqual(restored.rng, live.rng, 'fresh dice');
    // and the new room reloads from the database as it is (a restart, or another instance)
    const reloaded = (await RoomAuthority.load(services.db, after.fight.room))!.state;
    assert.deepEqual([reloaded.seq, reloaded.units, reloaded.turn], [restored.seq, restored.units, restored.turn]);
    const seat = after.fight.seats[0];
    assert.equal((await call(req, 'GET', `/api/rooms/${after.fight.room}/view`, { token: seat.token })).body.view.seat, seat.seat);
  });

  test("a fight's room that ends (a hero flees) reaches the campaign once: the fight is over, the flight charged, every player's live watch told", async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    await act(c.id, c.leader, { type: 'travel', to: 'old-road' });
    const fought = await act(c.id, c.leader, { type: 'fight' });
    assert.equal(fought.status, 200, JSON.stringify(fought.body));
    const before = (await view(c.id, c.leader)).view.company;
    const page = await Page.open(server.url);
    try {
      page.send({ type: 'watch', watch: 'p1', campaign: c.id, token: c.p1 });
      await page.next((m) => (m as { type: string }).type === 'campaign' && m.watch === 'p1', 'first');
      // the seats of every hero: the leader's three and p1's
      const seats = [...fought.body.fight.seats, ...(await view(c.id, c.p1!)).fight.seats] as { seat: string; token: string }[];
      const room = fought.body.fight.room as string;
      let fled: { status: number; body: any } | undefined;
      for (let i = 0; i < 20 && !fled; i++) {
        const turn = (await call(req, 'GET', `/api/rooms/${room}/view`, { token: seats[0]!.token })).body.view.turn;
        const mover = seats.find((s) => s.seat === turn?.seat);
        if (!mover) break;
        const answer = await call(req, 'POST', `/api/rooms/${room}/actions`, { token: mover.token, body: { type: 'flee' } });
        if (answer.status === 200) fled = answer;
        else await call(req, 'POST', `/api/rooms/${room}/actions`, { token: mover.token, body: { type: 'end_turn' } });
      }
      assert.ok(fled, 'a hero fled');
      const frame = (await page.next(
        (m) =>
          (m as { type: string; events?: { type: string }[] }).type === 'campaign' &&
          !!(m as { events?: { type: string }[] }).events?.some((e) => e.type === 'fight_ended'),
        'fight_ended',
      )) as unknown as Record<string, any>;
      assert.equal(frame.view.run.fight, null);
      const after = await view(c.id, c.leader);
      assert.equal(after.fight, null);
      assert.equal(after.view.company.provisions, before.provisions - 1);
      assert.equal(after.view.company.gold, before.gold - Math.floor(before.gold * 0.05));
      const ended = (await stored(c.id)).log.filter((r) => JSON.parse(r.action).type === 'fight_ended');
      assert.equal(ended.length, 1);
      assert.equal(JSON.parse(ended[0]!.action).outcome.result, 'fled');
    } finally {
      page.close();
    }
  });

  test('the live connection pushes each new view to every player of the campaign after an action, with its events', async () => {
    const c = await newTestCampaign(req, ADMIN_TOKEN, ['vestin']);
    const page = await Page.open(server.url);
    try {
      page.send({ type: 'watch', watch: 'lead', campaign: c.id, token: c.leader });
      page.send({ type: 'watch', watch: 'p1', campaign: c.id, token: c.p1 });
      page.send({ type: 'watch', watch: 'bad', campaign: c.id, token: 'nope' });
      const first = (await page.next((m) => (m as { type: string }).type === 'campaign' && m.watch === 'p1', 'p1 first')) as unknown as {
        seq: number;
        view: { company: { gold: number } };
        events: unknown[];
      };
      assert.deepEqual([first.seq, first.view.company.gold, first.events], [0, 40, []]);
      assert.equal((await page.error('bad')).code, 'unauthorized');
      await page.next((m) => (m as { type: string }).type === 'campaign' && m.watch === 'lead', 'lead first');
      const bought = await act(c.id, c.p1!, { type: 'buy', item: 'provviste', count: 1 });
      assert.equal(bought.status, 200);
      for (const watch of ['lead', 'p1']) {
        const frame = (await page.next(
          (m) => (m as { type: string; seq?: number }).type === 'campaign' && m.watch === watch && (m as { seq?: number }).seq === 1,
          `${watch} at 1`,
        )) as unknown as Record<string, any>;
        assert.equal(frame.campaign, c.id);
        assert.equal(frame.view.company.gold, 34);
        assert.deepEqual(frame.events, [{ type: 'bought', item: 'provviste', count: 1, gold: 6 }]);
        assert.ok(Array.isArray(frame.legal) && frame.legal.length > 0);
        assert.ok(!JSON.stringify(frame).includes('"rng"') && !JSON.stringify(frame).includes('"ledger"'));
      }
      // an action through the watch itself
      const acted = await page.act('p1', { type: 'buy', item: 'provviste', count: 1 });
      assert.deepEqual([acted.type, (acted as { seq?: number }).seq], ['acted', 2]);
      const refused = await page.act('p1', { type: 'train', hero: 'markovia', track: 'attack' });
      assert.deepEqual([refused.type, (refused as { code?: string }).code, (refused as { status?: number }).status], ['error', 'not_yours', 403]);
      // a seq inside the action, as in an HTTP body, is honoured like the one beside it; given twice, refused
      const stale = await page.act('p1', { type: 'buy', item: 'provviste', count: 1, seq: 0 });
      assert.deepEqual([stale.type, (stale as { code?: string }).code], ['error', 'stale_seq']);
      const twice = await page.act('p1', { type: 'buy', item: 'provviste', count: 1, seq: 2 }, 1);
      assert.deepEqual([twice.type, (twice as { code?: string }).code], ['error', 'invalid_body']);
    } finally {
      page.close();
    }
  });
});

test('campaigns, players and loads count with rooms and seats in the per-address creation limit: past it, 429 too_many_requests', async () => {
  const ctx = await testApp({ creationsPerMinute: 3 });
  try {
    await storeTestAdventure(ctx.services.db);
    const req: Requester = (path, init) => ctx.app.request(path, init);
    const created = await call(req, 'POST', '/api/campaigns', { body: { adventure: TEST_ADVENTURE_ID } });
    assert.equal(created.status, 201);
    assert.equal((await call(req, 'POST', `/api/campaigns/${created.body.campaign}/players`, { body: { heroes: ['vestin'] } })).status, 201);
    assert.equal((await call(req, 'POST', '/api/rooms', { body: { mission: 'la-prova' } })).status, 201);
    const refused = await call(req, 'POST', '/api/campaigns', { body: { adventure: TEST_ADVENTURE_ID } });
    assert.equal(refused.status, 429);
    assert.equal(refused.body.error.code, 'too_many_requests');
    assert.ok(Number(refused.headers.get('retry-after')) > 0);
    // a load (which may open a saved fight's room again) and a leave without saving count too: refused, nothing changed
    const token = created.body.token as string;
    const seq = (await call(req, 'GET', `/api/campaigns/${created.body.campaign}/view`, { token })).body.seq;
    assert.equal((await call(req, 'POST', `/api/campaigns/${created.body.campaign}/load`, { token, body: { slot: 'auto' } })).status, 429);
    assert.equal((await call(req, 'POST', `/api/campaigns/${created.body.campaign}/leave-without-saving`, { token })).status, 429);
    assert.equal((await call(req, 'GET', `/api/campaigns/${created.body.campaign}/view`, { token })).body.seq, seq);
  } finally {
    await ctx.close();
  }
});
