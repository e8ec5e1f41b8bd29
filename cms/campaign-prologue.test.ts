/**
 * The prologue, the artifact and the kill records through the server's fight bridge (cms/campaigns/fights.ts),
 * over a real SQLite file and the rooms API: a new campaign's prologue opens il-prologo with the six starting members,
 * is played to its scripted defeat and leaves the Company as it was; an interrupted one is played again; a hero's
 * kills with the Silver Seal reach its records; a fled fight's room reads `master`/`fled` in the archive. The campaign
 * itself is kept in memory and changed only by the real `applyCampaign` (its storage is cms/campaigns', tested there).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Adventure } from '../content/schemas/adventure.ts';
import { type Actor, type CampaignAction, type CampaignState } from '../engine/campaign/index.ts';
import type { GameEvent } from '../engine/index.ts';
import { campaignContext } from '../test/support/campaign.ts';
import { HeldCampaign } from '../test/support/held-campaign.ts';
import { call, type Requester } from '../test/support/http.ts';
import { testApp } from '../test/support/server.ts';
import { isFightRequest, type OpenedFight, openFight, reconcileFight, restoreFight, snapshotFight, watchFights } from './campaigns/fights.ts';

const SIX = ['vestin', 'markovia', 'mystere', 'spargle', 'aldren', 'sabine'];
const forsakenWoods = Adventure.parse(loadDefaultPack().adventures.find((a) => a.id === 'forsaken-woods'));
/** The shipped Forsaken Woods adventure and rules: six starting heroes, four active. */
const ctx = campaignContext({ roster: SIX, active: 4, adventure: forsakenWoods });
const LEADER: Actor = { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] };

/** A campaign of the shipped Forsaken Woods; the leader's actions as `act(action)`. */
class Held extends HeldCampaign {
  constructor(id: string, init: (s: CampaignState) => void = () => {}) {
    super(ctx, id, init);
  }
  override act(action: CampaignAction): void {
    super.act(action, LEADER);
  }
}

describe('the prologue, the artifact and kills through the fight bridge', () => {
  let app: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    app = await testApp();
    req = (path, init) => app.app.request(path, init);
  });
  after(() => app.close());

  /** Plays the room through the rooms API: whoever's turn it is sends `next(hero)` until `done`; the events seen. */
  async function play(opened: OpenedFight, next: (hero: string) => object, done: (events: GameEvent[]) => boolean): Promise<GameEvent[]> {
    const seen: GameEvent[] = [];
    for (let guard = 0; guard < 100 && !done(seen); guard++) {
      const room = (await app.services.rooms.get(opened.room))!;
      if (room.state.phase !== 'playing') break;
      const seat = opened.seats.find((x) => x.seat === room.state.turn!.seat)!;
      const r = await call(req, 'POST', `/api/rooms/${opened.room}/actions`, { token: seat.token, body: next(seat.hero) });
      assert.equal(r.status, 200, JSON.stringify(r.body));
      seen.push(...(r.body.events as GameEvent[]));
    }
    return seen;
  }

  test('a new campaign plays its prologue: il-prologo with the six starting members seated in roster order, no fleeing; the Dreadbell rings, the defeat comes at the end of round 2, and the Company is as it was', async () => {
    const held = new Held('p-play');
    const before = structuredClone(held.state);
    assert.ok(isFightRequest({ type: 'prologue' }));
    held.act({ type: 'prologue' });
    const deps = held.deps(app.services.rooms);
    const stop = watchFights(deps);
    try {
      const opened = await openFight(deps, { ctx, state: held.state }, { seed: 'prologo' });
      assert.deepEqual(
        opened.seats.map((x) => [x.hero, x.seat]),
        SIX.map((hero, i) => [hero, `h${i + 1}`]),
      );
      assert.deepEqual(held.state.run.fight, { node: 'il-prologo', room: opened.room, potions: 0, prologue: true });
      // the hero whose turn it is may defend, not flee
      const turn = (await app.services.rooms.get(opened.room))!.state.turn!.seat;
      const view = await call(req, 'GET', `/api/rooms/${opened.room}/view`, { token: opened.seats.find((x) => x.seat === turn)!.token });
      assert.equal(view.body.view.mission.id, 'il-prologo');
      assert.equal(Object.keys(view.body.view.heroPieces).length, 6);
      assert.ok(view.body.legal.some((a: { type: string }) => a.type === 'defend'));
      assert.equal(
        view.body.legal.some((a: { type: string }) => a.type === 'flee'),
        false,
      );
      // every hero defends, always: the scripted defeat comes anyway
      const events = await play(
        opened,
        () => ({ type: 'defend' }),
        () => false,
      );
      assert.ok(events.some((e) => e.type === 'special_action' && e.kind === 'toll' && e.action === 'dreadbell'));
      assert.deepEqual(events.at(-1), { type: 'game_over', winner: 'master', reason: 'rounds', condition: { type: 'rounds', rounds: 2 } });
      await held.until(2);
      assert.equal(held.applied[1]!.type, 'fight_ended');
      assert.equal(held.state.prologue, 'done');
      assert.deepEqual(held.state.company, before.company);
      assert.deepEqual([held.state.run.fight, held.state.run.place, held.state.ledger], [null, { at: 'town' }, [`fight:${opened.room}`]]);
    } finally {
      stop();
    }
  });

  test('over the campaigns API: the leader sends prologue (a legal action of a new Forsaken Woods campaign), gets the six seats, plays the room to its end, and the campaign is as it was with its prologue done', async () => {
    const created = await call(req, 'POST', '/api/campaigns', { body: { adventure: 'forsaken-woods' } });
    assert.equal(created.status, 201, JSON.stringify(created.body));
    const { campaign: id, token } = created.body as { campaign: string; token: string };
    const before = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    assert.ok(
      before.body.legal.some((a: { type: string }) => a.type === 'prologue'),
      JSON.stringify(before.body.legal),
    );
    const asked = await call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body: { type: 'prologue' } });
    assert.equal(asked.status, 200, JSON.stringify(asked.body));
    assert.deepEqual(
      asked.body.events.map((e: { type: string }) => e.type),
      ['prologue_requested', 'fight_started'],
    );
    const seats = asked.body.fight.seats as { hero: string; seat: string; token: string }[];
    assert.deepEqual(
      seats.map((x) => [x.hero, x.seat]),
      SIX.map((hero, i) => [hero, `h${i + 1}`]),
    );
    const during = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    assert.deepEqual(during.body.view.run.fight, { node: 'il-prologo', room: asked.body.fight.room, prologue: true });
    assert.equal(
      during.body.legal.some((a: { type: string }) => a.type === 'prologue' || a.type === 'rest'),
      false,
    );
    // a second request while it is played is refused
    const twice = await call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body: { type: 'prologue' } });
    assert.deepEqual([twice.status, twice.body.error.code], [409, 'not_now']);
    const events = await play(
      { room: asked.body.fight.room, hostToken: '', seats },
      () => ({ type: 'defend' }),
      () => false,
    );
    assert.equal(events.at(-1)?.type, 'game_over');
    // the server's fight_ended reaches the campaign when the room ends
    let after = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    for (let i = 0; i < 50 && after.body.view.prologue !== 'done'; i++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      after = await call(req, 'GET', `/api/campaigns/${id}/view`, { token });
    }
    assert.equal(after.body.view.prologue, 'done');
    assert.equal(after.body.view.run.fight, null);
    assert.deepEqual(after.body.view.company, before.body.view.company);
    assert.equal(
      after.body.legal.some((a: { type: string }) => a.type === 'prologue'),
      false,
    );
    // a player may never send the server's fight_interrupted
    const forged = await call(req, 'POST', `/api/campaigns/${id}/actions`, { token, body: { type: 'fight_interrupted', room: asked.body.fight.room } });
    assert.deepEqual([forged.status, forged.body.error.code], [403, 'invalid_action']);
  });

  test('an interrupted prologue (its room gone unfinished) is played again in a new room', async () => {
    const held = new Held('p-again');
    held.act({ type: 'prologue' });
    const deps = held.deps(app.services.rooms);
    const first = await openFight(deps, { ctx, state: held.state }, { seed: 'primo' });
    // still played: nothing to reconcile
    assert.equal(reconcileFight(held.state, (await app.services.rooms.get(first.room))!.state), null);
    // gone (archived idle: no result), or simply not found after a restart
    assert.deepEqual(reconcileFight(held.state, undefined, { id: first.room, winner: null, reason: null }), { type: 'fight_interrupted', room: first.room });
    const action = reconcileFight(held.state, undefined)!;
    assert.deepEqual(action, { type: 'fight_interrupted', room: first.room });
    await deps.applyServer('p-again', action);
    assert.deepEqual([held.state.prologue, held.state.run.fight, held.state.company.potions], ['pending', null, 4]);
    held.act({ type: 'prologue' });
    const second = await openFight(deps, { ctx, state: held.state }, { seed: 'secondo' });
    assert.notEqual(second.room, first.room);
    assert.deepEqual(held.state.run.fight, { node: 'il-prologo', room: second.room, potions: 0, prologue: true });
  });

  test("Vestin's Silver Seal slays both Briar Sneaks of the Old Road's ambush: a victory, and his records count 2 kills", async () => {
    const held = new Held('p-kills', (s) => {
      s.prologue = 'done';
      s.company.artifacts = ['silverSeal'];
    });
    held.act({ type: 'equip_artifact', hero: 'vestin', artifact: 'silverSeal' });
    held.state.run.place = { at: 'location', location: 'old-road', position: 0 };
    held.act({ type: 'fight' });
    const deps = held.deps(app.services.rooms);
    const stop = watchFights(deps);
    try {
      const opened = await openFight(deps, { ctx, state: held.state }, { seed: 'agguato' });
      // the same fight, its road found and its two Briar Sneaks at 1 HP (a save's copy, opened again as a load does)
      const saved = (await snapshotFight(deps, held.state))!;
      const wounded = { ...saved, revealed: ['strada'], units: saved.units.map((u) => (u.side === 'master' ? { ...u, body: 1 } : u)) };
      const restored = await restoreFight(deps, held.state, JSON.parse(JSON.stringify(wounded)), { seed: 'sigillo' });
      held.state.run.fight = { ...held.state.run.fight!, room: restored.room };
      assert.ok(opened.room !== restored.room);
      const view = await call(req, 'GET', `/api/rooms/${restored.room}/view`, { token: restored.seats[0]!.token });
      assert.ok(view.body.legal.some((a: { type: string; ability?: string }) => a.type === 'ability' && a.ability === 'silverSeal'));
      // the others defend until Vestin rings the Seal
      const events = await play(
        restored,
        (hero) => (hero === 'vestin' ? { type: 'ability', ability: 'silverSeal' } : { type: 'defend' }),
        (seen) => seen.some((e) => e.type === 'game_over'),
      );
      assert.deepEqual(
        events.filter((e) => e.type === 'unit_died'),
        [
          { type: 'unit_died', unit: 'm1' },
          { type: 'unit_died', unit: 'm2' },
        ],
      );
      assert.deepEqual(events.at(-1), { type: 'game_over', winner: 'heroes', reason: 'all_creatures_dead' });
      await held.until(2);
      const ended = held.applied[1]!;
      assert.deepEqual(ended.type === 'fight_ended' ? ended.outcome.heroes.map((h) => [h.id, h.kills]) : null, [
        ['vestin', 2],
        ['markovia', 0],
        ['mystere', 0],
        ['spargle', 0],
      ]);
      const records = Object.fromEntries(held.state.company.heroes.map((h) => [h.id, h.records]));
      assert.deepEqual(records.vestin, { fights: 1, kills: 2, falls: 0 });
      assert.deepEqual(records.markovia, { fights: 1, kills: 0, falls: 0 });
      assert.ok(held.state.run.resolved.includes('old-road-ambush'));
    } finally {
      stop();
    }
  });

  test("a fled fight's room, archived, reads winner master and reason fled, and its end reaches the campaign from the archive as fled", async () => {
    const held = new Held('p-fled', (s) => {
      s.prologue = 'done';
      s.run.place = { at: 'location', location: 'old-road', position: 0 };
    });
    const deps = held.deps(app.services.rooms);
    const opened = await openFight(deps, { ctx, state: held.state }, { seed: 'fuga' });
    const room = (await app.services.rooms.get(opened.room))!;
    const token = opened.seats.find((x) => x.seat === room.state.turn!.seat)!.token;
    const fled = await call(req, 'POST', `/api/rooms/${opened.room}/actions`, { token, body: { type: 'flee' } });
    assert.deepEqual(fled.body.events, [{ type: 'game_over', winner: 'master', reason: 'fled' }]);
    // an hour and more later the sweep archives it
    await app.services.rooms.archive(Date.now() + 2 * 60 * 60 * 1000);
    const archived = (await app.services.rooms.archived(opened.room))!;
    assert.deepEqual([archived.phase, archived.winner, archived.reason, archived.why], ['over', 'master', 'fled', 'finished']);
    const gone = await call(req, 'GET', `/api/rooms/${opened.room}`);
    assert.deepEqual([gone.status, gone.body.error.code], [410, 'room_ended']);
    const action = reconcileFight(held.state, undefined, archived);
    assert.deepEqual(action, { type: 'fight_ended', room: opened.room, outcome: { result: 'fled', heroes: [], potionsLeft: 4 } });
    await deps.applyServer('p-fled', action!);
    assert.deepEqual([held.state.company.gold, held.state.company.provisions, held.state.company.potions, held.state.run.fight], [38, 2, 4, null]);
  });
});
