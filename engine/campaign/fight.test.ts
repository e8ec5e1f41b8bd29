/**
 * Fights are rooms, the campaign's side (spec 003 "Flee requires ...", "Defeat costs ...", rewards "each
 * paid once"): what the room of an encounter is made of (the heroes as they stand, the pouch dealt), and what its end
 * does to the Company — victory pays the node's rewards once, fleeing and defeat cost the guide's gold, each room's
 * end is received once. Played through `applyCampaign` on a campaign of the shipped forsaken-woods rules.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { accepted, campaignContext, fightAdventure, forsakenWoods } from '../../test/support/campaign.ts';
import { createGame, MASTER, viewFor } from '../index.ts';
import { d20Piece } from '../rulesets/d20/pieces.ts';
import {
  applyCampaign,
  fightInput as refusableFightInput,
  legalCampaignActions,
  type Actor,
  type CampaignAction,
  type CampaignContext,
  type CampaignState,
  type FightOutcome,
} from './index.ts';
import { CampaignRejection } from './refusal.ts';
import { defeatCost, fleeCost, newCampaign } from './town/economy.ts';

const pack = loadDefaultPack();
const SERVER: Actor = { server: true };

const adventure = fightAdventure;

/** Vestin, Markovia, Mystere and Spargle active; Xov in reserve. */
const ctx = campaignContext({ adventure });

/** A new campaign with the party at node `position` of the road (0: the fight). */
function atTheFight(position = 0, init: (s: CampaignState) => void = () => {}): CampaignState {
  const s = newCampaign(ctx, { id: 'c1', seed: 'fight' });
  s.run.place = { at: 'location', location: 'road', position };
  init(s);
  return s;
}

function act(state: CampaignState, action: CampaignAction, actor: Actor = SERVER) {
  return accepted(applyCampaign(ctx, state, action, actor));
}

/** What the room of the fight is made of. @throws CampaignRejection when the party cannot fight now. */
const fightInput = (c: CampaignContext, s: CampaignState) => accepted(refusableFightInput(c, s));

/** The refusal's code of `action`. */
function refusal(state: CampaignState, action: CampaignAction | (() => unknown)): string {
  try {
    if (typeof action === 'function') action();
    else act(state, action);
  } catch (e) {
    if (e instanceof CampaignRejection) return e.code;
    throw e;
  }
  return 'accepted';
}

/** An outcome where every active hero leaves with `hp` (by id; others as they came) and the pouch's `potionsLeft`. */
function outcome(state: CampaignState, result: FightOutcome['result'], hp: Record<string, number> = {}, potionsLeft = 0): FightOutcome {
  return {
    result,
    heroes: state.company.active.map((id) => {
      const h = state.company.heroes.find((x) => x.id === id)!;
      return { id, hp: hp[id] ?? h.hp, res: 0, poison: id === 'markovia' ? 2 : 0, kills: 1 };
    }),
    potionsLeft,
  };
}

/** The campaign with the fight in room `r1` started. */
function fighting(init?: (s: CampaignState) => void): CampaignState {
  return act(atTheFight(0, init), { type: 'fight_started', room: 'r1' }).state;
}

const gold = (s: CampaignState) => s.company.gold;

describe('fightInput: the encounter the party stands on, and its heroes as they stand', () => {
  test('refused in town, at a node that is no encounter, during a fight, once won, and with no active hero alive', () => {
    assert.deepEqual(
      refusal(newCampaign(ctx, { id: 'c1', seed: 'x' }), () => fightInput(ctx, newCampaign(ctx, { id: 'c1', seed: 'x' }))),
      'not_now',
    );
    assert.deepEqual(
      refusal(atTheFight(1), () => fightInput(ctx, atTheFight(1))),
      'not_now',
    );
    const on = fighting();
    assert.deepEqual(
      refusal(on, () => fightInput(ctx, on)),
      'not_now',
    );
    const won = atTheFight(0, (s) => s.run.resolved.push('tower-fight'));
    assert.deepEqual(
      refusal(won, () => fightInput(ctx, won)),
      'already_done',
    );
    const fallen = atTheFight(0, (s) => s.company.heroes.forEach((h) => (h.hp = 0)));
    assert.deepEqual(
      refusal(fallen, () => fightInput(ctx, fallen)),
      'dead',
    );
    // the same refusals for the server's fight_started, and a player may not send it at all
    assert.deepEqual(refusal(atTheFight(1), { type: 'fight_started', room: 'r1' }), 'not_now');
    assert.deepEqual(refusal(on, { type: 'fight_started', room: 'r2' }), 'not_now');
    try {
      act(
        atTheFight(),
        { type: 'fight_started', room: 'r1' },
        { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] },
      );
      assert.fail('a player sent fight_started');
    } catch (e) {
      assert.equal((e as CampaignRejection).code, 'invalid_action');
    }
  });

  test('a level-3 hero with health training 1 comes to the room with 33 max HP (24 + 3×2 + 3×1) and its current 20; wards, attunement and lessons applied', () => {
    const s = atTheFight(0, (s) => {
      const vestin = s.company.heroes.find((h) => h.id === 'vestin')!;
      Object.assign(vestin, { level: 3, hp: 20, res: 1, attunement: 'fire', resistances: ['frost', 'void'] });
      vestin.training.health = 1;
      const mystere = s.company.heroes.find((h) => h.id === 'mystere')!;
      mystere.spells = ['void'];
      s.company.heroes.find((h) => h.id === 'markovia')!.poison = 2;
    });
    const input = fightInput(ctx, s);
    assert.equal(input.mission, 'la-torre-di-guardia');
    assert.equal(input.tier, 'basic');
    assert.deepEqual(
      input.heroes.map((h) => h.id),
      ['vestin', 'markovia', 'mystere', 'spargle'],
    );
    const { d20: grown } = input.heroes[0]!;
    assert.deepEqual(
      [grown?.level, grown?.training, grown?.element, grown?.resist],
      [3, { attack: 0, health: 1, resource: 0, weapon: 0, armour: 0 }, 'fire', ['frost', 'void']],
    );
    assert.ok(input.heroes[2]!.spells.includes('void'));
    assert.deepEqual(input.campaign, {
      campaign: 'c1',
      heroes: {
        vestin: { hp: 20, res: 1, poison: 0 },
        markovia: { hp: 18, res: 4, poison: 2 },
        mystere: { hp: 16, res: 5, poison: 0 },
        spargle: { hp: 16, res: 5, poison: 0 },
      },
      provisions: 3,
      fleeProvisions: 1,
      pouchItem: 'pozione-di-guarigione',
    });
    // the room made of it: Vestin as he stands
    const mission = pack.missions.find((m) => m.id === input.mission)!;
    const room = createGame({
      mission: { ...mission, tier: input.tier },
      heroes: input.heroes,
      creatures: pack.creatures,
      ruleset: forsakenWoods,
      spells: pack.spells,
      items: pack.items,
      seed: 'r',
      campaign: input.campaign,
    });
    const piece = viewFor(room, MASTER).heroPieces.vestin!;
    const { maxBody, body } = piece;
    const numbers = d20Piece(piece);
    assert.deepEqual([maxBody, body, numbers?.element, numbers?.resist], [33, 20, 'fire', ['frost', 'void']]);
  });

  test('the pouch is dealt round-robin to the living active heroes as Healing Potions, at fight_started', () => {
    const s = atTheFight(0, (s) => {
      s.company.potions = 5;
      s.company.heroes.find((h) => h.id === 'markovia')!.hp = 0;
    });
    const input = fightInput(ctx, s);
    const carried = (id: string) => input.heroes.find((h) => h.id === id)!.items.filter((i) => i === 'pozione-di-guarigione').length;
    assert.deepEqual(['vestin', 'markovia', 'mystere', 'spargle'].map(carried), [2, 0, 2, 1]);
    assert.equal(input.potions, 5);
    const { state, events } = act(s, { type: 'fight_started', room: 'r1' });
    assert.deepEqual(state.run.fight, { node: 'tower-fight', room: 'r1', potions: 5 });
    assert.equal(state.company.potions, 0);
    assert.deepEqual(events, [{ type: 'fight_started', node: 'tower-fight', room: 'r1', potions: 5 }]);
  });
});

describe('fight: a player asks for the encounter where the party stands', () => {
  const leader: Actor = { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] };
  const p1: Actor = { player: 'p1', leader: false, heroes: ['vestin'] };

  test('offered and accepted at an encounter, changing nothing but the seq; not offered in town or at a chest', () => {
    const s = atTheFight();
    assert.ok(legalCampaignActions(ctx, s, p1).some((a) => a.type === 'fight'));
    const { state, events } = act(s, { type: 'fight' }, p1);
    assert.deepEqual(events, [{ type: 'fight_requested', node: 'tower-fight' }]);
    assert.deepEqual({ ...state, seq: s.seq }, s);
    assert.ok(!legalCampaignActions(ctx, atTheFight(1), leader).some((a) => a.type === 'fight'));
    assert.ok(!legalCampaignActions(ctx, newCampaign(ctx, { id: 'c1', seed: 'x' }), leader).some((a) => a.type === 'fight'));
    assert.deepEqual(refusal(atTheFight(1), { type: 'fight' }), 'not_now');
  });

  test('an encounter chest is fought after its Open confirmation', () => {
    const s = atTheFight(2);
    assert.deepEqual(refusal(s, { type: 'fight' }), 'locked');
    const opened = act(s, { type: 'open' }, leader).state;
    assert.deepEqual(act(opened, { type: 'fight' }, leader).events, [{ type: 'fight_requested', node: 'spider-chest' }]);
    const { state } = act(act(opened, { type: 'fight_started', room: 'r5' }).state, {
      type: 'fight_ended',
      room: 'r5',
      outcome: outcome(opened, 'victory', {}, 4),
    });
    // only the encounter's combat rewards: no chest bonus
    assert.deepEqual([state.company.gold, state.company.potions, state.run.resolved], [40 + 20, 4, ['spider-chest']]);
  });
});

describe('fight_ended: victory, flight and defeat, each received once', () => {
  test('victory: the heroes as they left, the rewards paid once to the survivors, the node resolved, potions left back in the pouch', () => {
    const s = fighting();
    const { state, events } = act(s, { type: 'fight_ended', room: 'r1', outcome: outcome(s, 'victory', { vestin: 9, spargle: 0 }, 3) });
    assert.equal(gold(state), 40 + 45);
    assert.deepEqual(
      state.company.heroes.map((h) => [h.id, h.hp, h.xp]),
      [
        ['vestin', 9, 40],
        ['markovia', 18, 40],
        ['mystere', 16, 40],
        ['spargle', 0, 0],
        ['xov', 20, 0],
      ],
    );
    assert.equal(state.company.heroes.find((h) => h.id === 'markovia')!.poison, 2);
    assert.deepEqual(state.company.heroes.find((h) => h.id === 'spargle')!.records, { fights: 1, kills: 1, falls: 1 });
    assert.deepEqual(state.run.resolved, ['tower-fight']);
    assert.deepEqual([state.run.fight, state.run.battleSinceTown, state.company.potions, state.company.records.won], [null, true, 3, 1]);
    assert.deepEqual(state.ledger, ['fight:r1', 'reward:tower-fight']);
    assert.deepEqual(events.slice(1), [
      { type: 'node_resolved', node: 'tower-fight' },
      { type: 'reward', receipt: 'reward:tower-fight', gold: 45, xp: 40, heroes: ['vestin', 'markovia', 'mystere'], provisions: 0, items: [] },
    ]);
    // the same end again (a retried call, a replay after a restart): refused, nothing paid twice
    assert.deepEqual(refusal(state, { type: 'fight_ended', room: 'r1', outcome: outcome(s, 'victory') }), 'already_done');
  });

  test('victory at Advanced pays the rewards × 1.25, rounded up: 57 gold and 50 XP', () => {
    const s = fighting((s) => (s.run.tier = 'advanced'));
    const { state } = act(s, { type: 'fight_ended', room: 'r1', outcome: outcome(s, 'victory') });
    assert.deepEqual([gold(state), state.company.heroes[0]!.xp], [40 + 57, 50]);
  });

  test('the end of a room that is not the fight on is refused', () => {
    assert.deepEqual(refusal(fighting(), { type: 'fight_ended', room: 'r2', outcome: outcome(fighting(), 'victory') }), 'not_now');
    assert.deepEqual(refusal(atTheFight(), { type: 'fight_ended', room: 'r1', outcome: outcome(atTheFight(), 'victory') }), 'not_now');
    const s = fighting();
    assert.deepEqual(
      refusal(s, {
        type: 'fight_ended',
        room: 'r1',
        outcome: { result: 'victory', heroes: [{ id: 'xov', hp: 1, res: 0, poison: 0, kills: 0 }], potionsLeft: 0 },
      }),
      'unknown',
    );
  });

  test('fled: 5% of the gold rounded down at 0, 9, 10, 499, 500 and 1,000 gold (0, 0, 0, 24, 25, 50), one provision, wounds kept, the node unresolved, the party where it stood', () => {
    const cases: [number, number][] = [
      [0, 0],
      [9, 0],
      [10, 0],
      [499, 24],
      [500, 25],
      [1000, 50],
    ];
    for (const [before, cost] of cases) {
      assert.equal(fleeCost(ctx.rules, before), cost, `the town's fleeCost at ${before}`);
      const s = fighting((s) => (s.company.gold = before));
      const { state, events } = act(s, { type: 'fight_ended', room: 'r1', outcome: outcome(s, 'fled', { vestin: 5 }) });
      assert.equal(gold(state), before - cost, `gold after fleeing with ${before}`);
      assert.equal(state.company.provisions, 2);
      assert.equal(state.company.heroes[0]!.hp, 5);
      assert.deepEqual(state.run.resolved, []);
      assert.deepEqual(state.run.place, { at: 'location', location: 'road', position: 0 });
      assert.deepEqual([state.run.fight, state.company.records.fled, state.company.heroes[0]!.xp], [null, 1, 0]);
      assert.deepEqual(events.at(-1), { type: 'fled', gold: cost, provisions: 1 });
      // fled, the fight can be fought again (in a new room)
      assert.equal(fightInput(ctx, state).mission, 'la-torre-di-guardia');
    }
  });

  test('defeat: 10% of the gold rounded down at 0, 9, 10, 499, 500 and 1,000 gold (0, 0, 1, 49, 50, 100), the deaths kept, the party sent to town', () => {
    const cases: [number, number][] = [
      [0, 0],
      [9, 0],
      [10, 1],
      [499, 49],
      [500, 50],
      [1000, 100],
    ];
    const dead = { vestin: 0, markovia: 0, mystere: 0, spargle: 0 };
    for (const [before, cost] of cases) {
      assert.equal(defeatCost(ctx.rules, before), cost, `the town's defeatCost at ${before}`);
      const s = fighting((s) => (s.company.gold = before));
      const { state, events } = act(s, { type: 'fight_ended', room: 'r1', outcome: outcome(s, 'defeat', dead) });
      assert.equal(gold(state), before - cost, `gold after a defeat with ${before}`);
      assert.deepEqual(state.run.place, { at: 'town' });
      // Xov, a living reserve, keeps mercy away: the four stay dead, for the Temple
      assert.deepEqual(
        state.company.heroes.map((h) => h.hp),
        [0, 0, 0, 0, 20],
      );
      assert.deepEqual(
        state.company.heroes.map((h) => h.poison),
        [0, 0, 0, 0, 0],
      );
      assert.deepEqual([state.run.resolved, state.company.provisions, state.company.records.lost], [[], 3, 1]);
      assert.deepEqual(events[1], { type: 'defeated', gold: cost });
      assert.ok(!events.some((e) => e.type === 'mercy'));
    }
  });

  test('defeat with nobody of the roster alive: mercy raises the first active hero to 1 HP', () => {
    const alone = campaignContext({ adventure, roster: ['vestin', 'markovia'], active: 2 });
    let s = newCampaign(alone, { id: 'c2', seed: 'm' });
    s.run.place = { at: 'location', location: 'road', position: 0 };
    s = accepted(applyCampaign(alone, s, { type: 'fight_started', room: 'r9' }, SERVER)).state;
    const { state, events } = accepted(
      applyCampaign(alone, s, { type: 'fight_ended', room: 'r9', outcome: outcome(s, 'defeat', { vestin: 0, markovia: 0 }) }, SERVER),
    );
    assert.deepEqual(
      state.company.heroes.map((h) => [h.id, h.hp, h.poison]),
      [
        ['vestin', 1, 0],
        ['markovia', 0, 0],
      ],
    );
    assert.deepEqual(events.at(-1), { type: 'mercy', hero: 'vestin' });
  });
});
