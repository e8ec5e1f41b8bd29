/**
 * The prologue and the artifact, the campaign's side (spec 003: "Prologue for newly created campaigns only:
 * six starting members face Veyr in a scripted unavoidable Dreadbell defeat, bypassing defenses with zero ordinary
 * reward/cost progression ... an interrupted new prologue can retry"; the artifact "replaces the wearer's personal
 * action"): the `prologue` request, the room it is made of, its end changing nothing but the prologue, an interrupted
 * one played again; a worn artifact going to the room. Played through `applyCampaign` on the shipped forsaken-woods
 * rules and its six starting heroes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { Adventure } from '../../content/schemas/adventure.ts';
import { accepted, campaignContext } from '../../test/support/campaign.ts';
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
import { newCampaign } from './town/economy.ts';

const pack = loadDefaultPack();
const SERVER: Actor = { server: true };
const LEADER: Actor = { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] };
const SIX = ['vestin', 'markovia', 'mystere', 'spargle', 'aldren', 'sabine'];

/** The shipped Forsaken Woods adventure (prologue `il-prologo`) and its rules' starting roster: six, four active. */
const forsakenWoodsAdventure = Adventure.parse(pack.adventures.find((a) => a.id === 'forsaken-woods'));
const ctx = campaignContext({ roster: SIX, active: 4, adventure: forsakenWoodsAdventure });

const fresh = (init: (s: CampaignState) => void = () => {}) => {
  const s = newCampaign(ctx, { id: 'c1', seed: 'prologo' });
  init(s);
  return s;
};

function act(state: CampaignState, action: CampaignAction, actor: Actor = SERVER) {
  return accepted(applyCampaign(ctx, state, action, actor));
}

/** What the room of the fight is made of. @throws CampaignRejection when the party cannot fight now. */
const fightInput = (c: CampaignContext, s: CampaignState) => accepted(refusableFightInput(c, s));

function refusal(run: () => unknown): string {
  try {
    run();
  } catch (e) {
    if (e instanceof CampaignRejection) return e.code;
    throw e;
  }
  return 'accepted';
}

/** Every starting hero dead in the room, Vestin with a kill: whatever the room says, the prologue ignores it. */
function lost(state: CampaignState): FightOutcome {
  return { result: 'defeat', heroes: SIX.map((id) => ({ id, hp: 0, res: 0, poison: 3, kills: id === 'vestin' ? 1 : 0 })), potionsLeft: 0 };
}

describe('the prologue', () => {
  test('a new campaign may play it from town: listed among the legal actions, its request changes nothing but the seq', () => {
    const s = fresh();
    assert.equal(s.prologue, 'pending');
    assert.ok(legalCampaignActions(ctx, s, LEADER).some((a) => a.type === 'prologue'));
    const { state, events } = act(s, { type: 'prologue' }, LEADER);
    assert.deepEqual(events, [{ type: 'prologue_requested', mission: 'il-prologo' }]);
    assert.deepEqual({ ...state, seq: 0 }, s);
    assert.equal(state.seq, 1);
  });

  test('refused once done (played or skipped), on the road, during a fight, and with nobody of the starting roster alive', () => {
    const skipped = act(fresh(), { type: 'skip_prologue' }, LEADER).state;
    assert.deepEqual(
      refusal(() => act(skipped, { type: 'prologue' }, LEADER)),
      'already_done',
    );
    assert.equal(
      legalCampaignActions(ctx, skipped, LEADER).some((a) => a.type === 'prologue'),
      false,
    );
    const road = fresh((s) => (s.run.place = { at: 'location', location: 'old-road', position: 0 }));
    assert.deepEqual(
      refusal(() => act(road, { type: 'prologue' }, LEADER)),
      'not_now',
    );
    assert.equal(
      legalCampaignActions(ctx, road, LEADER).some((a) => a.type === 'prologue'),
      false,
    );
    const on = act(fresh(), { type: 'fight_started', room: 'r1' }).state;
    assert.deepEqual(
      refusal(() => act(on, { type: 'prologue' }, LEADER)),
      'not_now',
    );
    assert.equal(
      legalCampaignActions(ctx, on, LEADER).some((a) => a.type === 'prologue'),
      false,
    );
    const fallen = fresh((s) => s.company.heroes.forEach((h) => (h.hp = 0)));
    assert.deepEqual(
      refusal(() => act(fallen, { type: 'prologue' }, LEADER)),
      'dead',
    );
  });

  test('its room: il-prologo at the run tier with the six starting members (active and reserves) as they stand, no potions, no fleeing, tolls ignoring defences', () => {
    const s = fresh((s) => (s.company.heroes.find((h) => h.id === 'sabine')!.hp = 5));
    const input = fightInput(ctx, s);
    assert.deepEqual(input.source, { kind: 'prologue', mission: 'il-prologo' });
    assert.deepEqual([input.mission, input.tier, input.potions], ['il-prologo', 'basic', 0]);
    assert.deepEqual(
      input.heroes.map((h) => h.id),
      SIX,
    );
    assert.ok(input.heroes.every((h) => h.items.length === 0));
    assert.deepEqual(input.campaign, {
      campaign: 'c1',
      heroes: Object.fromEntries(s.company.heroes.map((h) => [h.id, { hp: h.hp, res: h.res, poison: 0 }])),
      provisions: 3,
      fleeProvisions: null,
      pouchItem: null,
      tollsIgnoreDefences: true,
    });
    assert.equal(input.campaign.heroes.sabine!.hp, 5);
    // the mission seats all six
    assert.equal(pack.missions.find((m) => m.id === 'il-prologo')!.start.length, 6);
  });

  test('its end, a defeat with every hero dead, only marks it done: no reward, no cost, no wound, death or record, no Temple', () => {
    const before = fresh();
    const on = act(before, { type: 'fight_started', room: 'r1' });
    assert.deepEqual(on.events, [{ type: 'fight_started', node: 'il-prologo', room: 'r1', potions: 0, prologue: true }]);
    assert.deepEqual(on.state.run.fight, { node: 'il-prologo', room: 'r1', potions: 0, prologue: true });
    assert.equal(on.state.company.potions, 4);
    // the town is closed while it is played
    assert.deepEqual(
      refusal(() => act(on.state, { type: 'rest' }, LEADER)),
      'not_now',
    );
    const { state: after, events } = act(on.state, { type: 'fight_ended', room: 'r1', outcome: lost(on.state) });
    assert.deepEqual(events, [{ type: 'prologue_ended', room: 'r1', result: 'defeat' }]);
    assert.equal(after.prologue, 'done');
    assert.equal(after.run.fight, null);
    assert.deepEqual(after.ledger, ['fight:r1']);
    // the Company and the run exactly as before the prologue
    assert.deepEqual(after.company, before.company);
    assert.deepEqual({ ...after.run }, { ...before.run });
    assert.equal(after.wish, false);
    // its end again is refused; the prologue is not offered any more
    assert.deepEqual(
      refusal(() => act(after, { type: 'fight_ended', room: 'r1', outcome: lost(after) })),
      'already_done',
    );
    assert.equal(
      legalCampaignActions(ctx, after, LEADER).some((a) => a.type === 'prologue'),
      false,
    );
  });

  test("interrupted (its room gone unfinished), it can be played again in a new room; the old room's end is then refused", () => {
    const on = act(fresh(), { type: 'fight_started', room: 'r1' }).state;
    assert.deepEqual(
      refusal(() => act(on, { type: 'fight_interrupted', room: 'r1' }, LEADER)),
      'invalid_action',
    );
    assert.deepEqual(
      refusal(() => act(on, { type: 'fight_interrupted', room: 'r9' })),
      'not_now',
    );
    const { state: cut, events } = act(on, { type: 'fight_interrupted', room: 'r1' });
    assert.deepEqual(events, [{ type: 'fight_interrupted', node: 'il-prologo', room: 'r1', prologue: true }]);
    assert.deepEqual([cut.prologue, cut.run.fight, cut.company.potions], ['pending', null, 4]);
    assert.ok(legalCampaignActions(ctx, cut, LEADER).some((a) => a.type === 'prologue'));
    const again = act(cut, { type: 'fight_started', room: 'r2' }).state;
    assert.deepEqual(
      refusal(() => act(again, { type: 'fight_ended', room: 'r1', outcome: lost(again) })),
      'already_done',
    );
    const done = act(again, { type: 'fight_ended', room: 'r2', outcome: { ...lost(again), result: 'victory' } }).state;
    assert.deepEqual([done.prologue, done.company.gold, done.ledger], ['done', 40, ['fight:r1', 'fight:r2']]);
  });

  test('an encounter interrupted: the potions dealt come back, the node stays unresolved where the party stands', () => {
    const s = fresh((s) => {
      s.prologue = 'done';
      s.run.place = { at: 'location', location: 'old-road', position: 0 };
    });
    const on = act(s, { type: 'fight_started', room: 'r1' }).state;
    assert.equal(on.company.potions, 0);
    const cut = act(on, { type: 'fight_interrupted', room: 'r1' }).state;
    assert.deepEqual(
      [cut.company.potions, cut.run.fight, cut.run.resolved, cut.run.place],
      [4, null, [], { at: 'location', location: 'old-road', position: 0 }],
    );
  });
});

describe('the artifact', () => {
  test("a hero wearing the Silver Seal comes to the room with it (the rules' dice), replacing its personal action; the others without", () => {
    const s = fresh((s) => {
      s.prologue = 'done';
      s.company.artifacts = ['silverSeal'];
    });
    // equipped through the Guild, in town; then the party stands at the Old Road's ambush
    const worn = act(s, { type: 'equip_artifact', hero: 'vestin', artifact: 'silverSeal' }, LEADER).state;
    worn.run.place = { at: 'location', location: 'old-road', position: 0 };
    const input = fightInput(ctx, worn);
    assert.deepEqual(input.campaign.heroes.vestin, { hp: 24, res: 2, poison: 0, artifact: { id: 'silverSeal', dice: '1d6+2' } });
    assert.deepEqual(input.campaign.heroes.markovia, { hp: 18, res: 4, poison: 0 });
  });
});
