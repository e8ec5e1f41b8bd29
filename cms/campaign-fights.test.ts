/**
 * Fights are rooms, the server's bridge (cms/campaigns/fights.ts), over a real SQLite file: a campaign's
 * encounter opens a room of its mission with the Company's heroes seated as they stand, a hero flees through the rooms
 * API, and the room's end reaches the campaign exactly once — at once through the game-over listener, or after a
 * restart through `reconcileFight`. The campaign itself is kept in memory here and changed only by the real
 * `applyCampaign` (its storage is cms/campaigns' storage module, tested there).
 */
import assert from 'node:assert/strict';
import { after, before, describe, test } from 'node:test';
import type { CampaignState } from '../engine/campaign/index.ts';
import type { GameState } from '../engine/index.ts';
import { campaignContext, fightAdventure } from '../test/support/campaign.ts';
import { HeldCampaign } from '../test/support/held-campaign.ts';
import { call, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testApp, testDatabaseOption } from '../test/support/server.ts';
import { fightOutcome } from '../engine/campaign/system.ts';
import { openFight, reconcileFight, restoreFight, snapshotFight, watchFights } from './campaigns/fights.ts';
import { CampaignRefused } from './campaigns/refusals.ts';
import { countRooms } from './rooms/repository.ts';
import { openServices } from './server.ts';

const adventure = fightAdventure;
const ctx = campaignContext({ adventure });

/** A campaign of the fights' road, standing at its fight (position 0). */
class Held extends HeldCampaign {
  constructor(id: string, init: (s: CampaignState) => void = () => {}) {
    super(ctx, id, (s) => {
      s.run.place = { at: 'location', location: 'road', position: 0 };
      init(s);
    });
  }
}

describe('campaign fights as rooms', () => {
  let app: Awaited<ReturnType<typeof testApp>>;
  let req: Requester;
  before(async () => {
    app = await testApp();
    req = (path, init) => app.app.request(path, init);
  });
  after(() => app.close());

  test('openFight: the room of the encounter at the run tier, the four living heroes seated in active order as they stand, started, and fight_started applied', async () => {
    const held = new Held('c-open', (s) => {
      s.run.tier = 'advanced';
      const vestin = s.company.heroes.find((h) => h.id === 'vestin')!;
      Object.assign(vestin, { level: 3, hp: 20 });
      vestin.training.health = 1;
    });
    const opened = await openFight(held.deps(app.services.rooms), { ctx, state: held.state }, { seed: 'open' });
    assert.deepEqual(
      opened.seats.map((x) => [x.hero, x.seat]),
      [
        ['vestin', 'h1'],
        ['markovia', 'h2'],
        ['mystere', 'h3'],
        ['spargle', 'h4'],
      ],
    );
    for (const x of opened.seats) assert.match(x.token, /^[A-Za-z0-9_-]{43}$/);
    assert.deepEqual(held.applied, [{ type: 'fight_started', room: opened.room }]);
    assert.deepEqual(held.state.run.fight, { node: 'tower-fight', room: opened.room, potions: 4 });
    assert.equal(held.state.company.potions, 0);
    // the room, as its players see it through the rooms API
    const view = await call(req, 'GET', `/api/rooms/${opened.room}/view`, { token: opened.seats[0]!.token });
    assert.equal(view.status, 200);
    assert.equal(view.body.view.phase, 'playing');
    assert.equal(view.body.view.mission.tier, 'advanced');
    assert.equal(view.body.view.role, 'hero');
    assert.deepEqual([view.body.view.heroPieces.vestin.maxBody, view.body.view.heroPieces.vestin.body], [33, 20]);
    const summary = await call(req, 'GET', `/api/rooms/${opened.room}`);
    assert.deepEqual(summary.body.freeHeroes, []);
  });

  test('openFight where the party stands at no encounter is refused before any room is made', async () => {
    const held = new Held('c-town', (s) => (s.run.place = { at: 'town' }));
    const rooms = await countRooms(app.services.db);
    await assert.rejects(
      openFight(held.deps(app.services.rooms), { ctx, state: held.state }),
      (e: unknown) => e instanceof CampaignRefused && e.code === 'not_now' && e.status === 409,
    );
    assert.equal(await countRooms(app.services.db), rooms);
    assert.deepEqual(held.applied, []);
  });

  test('a hero flees through the rooms API: the campaign hears of it once (5% of 40 gold, one provision, the potions back, the node unresolved)', async () => {
    const held = new Held('c-flee');
    const deps = held.deps(app.services.rooms);
    const stop = watchFights(deps);
    try {
      const opened = await openFight(deps, { ctx, state: held.state }, { seed: 'flee' });
      const room = (await app.services.rooms.get(opened.room))!;
      const turn = room.state.turn!.seat;
      const token = opened.seats.find((x) => x.seat === turn)!.token;
      const view = await call(req, 'GET', `/api/rooms/${opened.room}/view`, { token });
      assert.ok(view.body.legal.some((a: { type: string }) => a.type === 'flee'));
      const fled = await call(req, 'POST', `/api/rooms/${opened.room}/actions`, { token, body: { type: 'flee' } });
      assert.equal(fled.status, 200);
      assert.deepEqual(fled.body.events, [{ type: 'game_over', winner: 'master', reason: 'fled' }]);
      await held.until(2);
      const ended = held.applied[1]!;
      assert.equal(ended.type, 'fight_ended');
      assert.deepEqual(ended.type === 'fight_ended' ? [ended.room, ended.outcome.result, ended.outcome.potionsLeft] : null, [opened.room, 'fled', 4]);
      // each hero as it left the room
      const units = room.state.units.filter((u) => u.side === 'heroes');
      assert.deepEqual(
        held.state.company.active.map((id) => held.state.company.heroes.find((h) => h.id === id)!.hp),
        held.state.company.active.map((id) => units.find((u) => u.kind === id)!.body),
      );
      assert.deepEqual([held.state.company.gold, held.state.company.provisions, held.state.company.potions], [38, 2, 4]);
      assert.deepEqual([held.state.run.fight, held.state.run.resolved, held.state.ledger], [null, [], [`fight:${opened.room}`]]);
      // the same end sent again (a second instance, a retry) is refused and changes nothing
      await assert.rejects(deps.applyServer('c-flee', ended), (e: unknown) => e instanceof CampaignRefused && e.code === 'already_done');
      assert.equal(held.state.company.gold, 38);
      // the room's flee is spent: no second one
      const again = await call(req, 'POST', `/api/rooms/${opened.room}/actions`, { token, body: { type: 'flee' } });
      assert.deepEqual([again.status, again.body.error.code], [409, 'game_over']);
    } finally {
      stop();
    }
  });

  test('a saved fight: its room kept without the RNG, opened again as it was with new seat tokens, and its end flows back', async () => {
    const held = new Held('c-save');
    const deps = held.deps(app.services.rooms);
    const stop = watchFights(deps);
    try {
      const opened = await openFight(deps, { ctx, state: held.state }, { seed: 'save' });
      const before = (await app.services.rooms.get(opened.room))!.state;
      const saved = await snapshotFight(deps, held.state);
      assert.ok(saved);
      assert.equal('rng' in saved, false);
      // what a save does: JSON text, read back
      const read: unknown = JSON.parse(JSON.stringify(saved));
      const restored = await restoreFight(deps, held.state, read, { seed: 'again' });
      assert.notEqual(restored.room, opened.room);
      assert.deepEqual(
        restored.seats.map((x) => [x.hero, x.seat]),
        opened.seats.map((x) => [x.hero, x.seat]),
      );
      const again = (await app.services.rooms.get(restored.room))!.state;
      // the same game in a new room counting from seq 0 (its first snapshot stored whole, as a reload needs), its four
      // seats taken again (one action each)
      assert.deepEqual([again.seq, again.round, again.turn, again.units], [4, before.round, before.turn, before.units]);
      assert.deepEqual(again.seats, before.seats);
      // the old tokens do not open the new room; the new ones do
      const old = await call(req, 'GET', `/api/rooms/${restored.room}/view`, { token: opened.seats[0]!.token });
      assert.equal(old.status, 401);
      // the storage puts the new room in the loaded state; the hero whose turn it is flees there
      held.state.run.fight = { ...held.state.run.fight!, room: restored.room };
      const token = restored.seats.find((x) => x.seat === again.turn!.seat)!.token;
      const fled = await call(req, 'POST', `/api/rooms/${restored.room}/actions`, { token, body: { type: 'flee' } });
      assert.equal(fled.status, 200);
      await held.until(2);
      assert.deepEqual([held.state.run.fight, held.state.company.gold, held.state.ledger], [null, 38, [`fight:${restored.room}`]]);
      // a save of another campaign, or of no fight being played, is refused
      await assert.rejects(restoreFight(deps, new Held('c-else').state, read), (e: unknown) => e instanceof Error && 'code' in e && e.code === 'save_unusable');
      await assert.rejects(
        restoreFight(deps, held.state, { ...(read as object), phase: 'over' }),
        (e: unknown) => e instanceof Error && 'code' in e && e.code === 'save_unusable',
      );
    } finally {
      stop();
    }
  });

  test('fightOutcome: a victory and a defeat as the room left the heroes (the dead at 0 HP, no poison)', async () => {
    const held = new Held('c-outcome');
    const opened = await openFight(held.deps(app.services.rooms), { ctx, state: held.state }, { seed: 'outcome' });
    const state = (await app.services.rooms.get(opened.room))!.state;
    assert.equal(fightOutcome(state), null);
    // each hero was dealt one potion: Vestin and the fallen Markovia still carry theirs, Mystere and Spargle drank them
    assert.deepEqual(
      state.units.filter((u) => u.side === 'heroes').map((u) => u.items),
      [['pozione-di-guarigione'], ['pozione-di-guarigione'], ['pozione-di-guarigione'], ['pozione-di-guarigione']],
    );
    const units = state.units.map((u) =>
      u.kind === 'markovia'
        ? { ...u, body: 0, alive: false, statuses: [{ status: 'poison' as const, rounds: 0, amount: 2 }] }
        : u.kind === 'vestin'
          ? { ...u, body: 7, statuses: [{ status: 'poison' as const, rounds: 0, amount: 3 }] }
          : u.side === 'heroes'
            ? { ...u, items: [] }
            : u,
    );
    const over = (winner: 'heroes' | 'master', reason: 'all_creatures_dead' | 'all_heroes_dead'): GameState => ({
      ...state,
      units,
      phase: 'over',
      turn: null,
      result: { winner, reason },
    });
    const won = fightOutcome(over('heroes', 'all_creatures_dead'))!;
    assert.equal(won.result, 'victory');
    assert.deepEqual(
      won.heroes.slice(0, 2).map((h) => [h.id, h.hp, h.poison]),
      [
        ['vestin', 7, 3],
        ['markovia', 0, 0],
      ],
    );
    // the potions still carried, the fallen's too, go back to the pouch
    assert.equal(won.potionsLeft, 2);
    assert.equal(fightOutcome(over('master', 'all_heroes_dead'))!.result, 'defeat');
  });
});

describe('a fight that ended while the campaign did not hear of it (a restart)', () => {
  test('reconcileFight gives its fight_ended once, from the room reloaded from the database', async () => {
    const tmp = tempDir();
    try {
      const open = () => openServices({ dataDir: tmp.dir, ...testDatabaseOption(tmp.dir), adminToken: ADMIN_TOKEN, log: () => {} });
      const held = new Held('c-restart');
      let services = await open();
      let room: string;
      try {
        // no watchFights: the server stops before the campaign hears of the end
        const opened = await openFight(held.deps(services.rooms), { ctx, state: held.state }, { seed: 'restart' });
        room = opened.room;
        const authority = (await services.rooms.get(room))!;
        const seat = authority.state.turn!.seat;
        const fled = await authority.act(seat, { type: 'flee' });
        assert.equal(fled.ok, true);
        assert.equal(held.state.run.fight?.room, room);
      } finally {
        await services.close();
      }
      services = await open();
      try {
        const reloaded = (await services.rooms.get(room))!.state;
        const action = reconcileFight(held.state, reloaded);
        assert.equal(action?.type, 'fight_ended');
        assert.equal(action?.type === 'fight_ended' ? action.outcome.result : null, 'fled');
        await held.deps(services.rooms).applyServer('c-restart', action!);
        assert.deepEqual([held.state.company.gold, held.state.company.provisions, held.state.run.fight], [38, 2, null]);
        // loaded again: nothing left to reconcile
        assert.equal(reconcileFight(held.state, reloaded), null);
        // another campaign's fight, or a room still played, gives nothing either
        const other = new Held('c-other', (s) => (s.run.fight = { node: 'tower-fight', room, potions: 0 }));
        assert.equal(reconcileFight(other.state, reloaded), null);
        // a room archived since it ended: its result from the archive, wounds unknown (kept as they were), potions back
        const late = new Held('c-late', (s) => (s.run.fight = { node: 'tower-fight', room: 'gone', potions: 4 }));
        assert.deepEqual(reconcileFight(late.state, undefined, { id: 'gone', winner: 'master', reason: 'fled' }), {
          type: 'fight_ended',
          room: 'gone',
          outcome: { result: 'fled', heroes: [], potionsLeft: 4 },
        });
        // archived unfinished (left idle): the fight is off, to be fought again; merely not found: nothing yet
        assert.deepEqual(reconcileFight(late.state, undefined, { id: 'gone', winner: null, reason: null }), { type: 'fight_interrupted', room: 'gone' });
        assert.equal(reconcileFight(late.state, undefined), null);
      } finally {
        await services.close();
      }
    } finally {
      tmp.remove();
    }
  });
});
