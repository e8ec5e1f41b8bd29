/**
 * The town's actions through `applyCampaign` with the guide's numbers (spec 003): Guild
 * level-up costs and the cap, training and rank costs on each track to the cap (the forsaken-woods ruleset's sample
 * base/step/cap), the Temple, the shop, rests, attunement and wards, lessons, the Wish, attire, the roster, the
 * next tier and replay; every refusal's code, with nothing changed; and the offers the view shows.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { accepted, campaignContext, eventOf } from '../../test/support/campaign.ts';
import { applyCampaign, type Actor } from './index.ts';
import { CampaignRejection } from './refusal.ts';
import { heroMaxHp, heroMaxRes, newCampaign, townOffers } from './town/index.ts';
import type { CampaignAction, CampaignEvent, CampaignHero, CampaignState } from './types.ts';

const ctx = campaignContext();
const leader: Actor = { player: 'leader', leader: true, heroes: ['vestin', 'markovia', 'mystere', 'spargle', 'xov', 'aldren', 'sabine'] };

const hero = (s: CampaignState, id: string): CampaignHero => s.company.heroes.find((h) => h.id === id)!;
const fresh = (tier?: string) => newCampaign(ctx, tier === undefined ? { id: 'c1', seed: 'town' } : { id: 'c1', seed: 'town', tier });

/** Applies `action`; throws with the refusal when refused. */
function act(state: CampaignState, action: CampaignAction, actor: Actor = leader): { state: CampaignState; events: CampaignEvent[] } {
  return accepted(applyCampaign(ctx, state, action, actor));
}

/** The refusal code of `action`, checking that `state` is left as it was. */
function refusal(state: CampaignState, action: CampaignAction, actor: Actor = leader): string {
  const before = structuredClone(state);
  try {
    act(state, action, actor);
  } catch (e) {
    if (!(e instanceof CampaignRejection)) throw e;
    assert.deepEqual(state, before);
    return e.code;
  }
  assert.fail(`${JSON.stringify(action)} was not refused`);
}

/** Applies `action` to `state` and returns the new state (the events dropped). */
const next = (state: CampaignState, action: CampaignAction) => act(state, action).state;

describe('Guild level-up (spec 003: "Level cap 12. Guild level-up costs 60×current level XP, subtracts it, raises level, adds 3 current HP only when alive.")', () => {
  test('costs 60, 120, 180 ... 660 XP from level 1 to 12, subtracted; level 12 is refused at_cap', () => {
    let s = fresh();
    hero(s, 'vestin').xp = 5000;
    const spent: number[] = [];
    for (let level = 1; level < 12; level++) {
      const r = act(s, { type: 'level_up', hero: 'vestin' });
      spent.push(eventOf(r.events[0], 'levelled_up').xp);
      s = r.state;
      assert.equal(hero(s, 'vestin').level, level + 1);
    }
    assert.deepEqual(spent, [60, 120, 180, 240, 300, 360, 420, 480, 540, 600, 660]);
    assert.equal(hero(s, 'vestin').xp, 5000 - 3960);
    assert.deepEqual(refusal(s, { type: 'level_up', hero: 'vestin' }), 'at_cap');
  });

  test('a living hero gains 3 current HP (a wounded one is not refilled); a dead one levels up and stays at 0 HP', () => {
    let s = fresh();
    hero(s, 'vestin').xp = 60;
    hero(s, 'vestin').hp = 10;
    hero(s, 'markovia').xp = 60;
    hero(s, 'markovia').hp = 0;
    const r = act(s, { type: 'level_up', hero: 'vestin' });
    assert.deepEqual(r.events, [{ type: 'levelled_up', hero: 'vestin', level: 2, xp: 60, hp: 13, maxHp: 27 }]);
    s = next(r.state, { type: 'level_up', hero: 'markovia' });
    assert.deepEqual([hero(s, 'markovia').level, hero(s, 'markovia').hp, hero(s, 'markovia').xp], [2, 0, 0]);
    assert.equal(heroMaxHp(ctx, hero(s, 'markovia')), 21);
  });

  test("59 XP is not enough for level 2 (not_enough); the Company's gold is never spent", () => {
    const s = fresh();
    hero(s, 'vestin').xp = 59;
    assert.deepEqual(refusal(s, { type: 'level_up', hero: 'vestin' }), 'not_enough');
    hero(s, 'vestin').xp = 60;
    assert.equal(next(s, { type: 'level_up', hero: 'vestin' }).company.gold, 40);
  });
});

describe('training and ranks (spec 003: "Upgrade cost at current rank r is base cost + cost step × r²; cannot buy at cap"), with the ruleset\'s sample numbers', () => {
  // authored.upgrades of forsaken-woods: attack/health 20 + 10 r², cap 5; resource 25 + 10 r², cap 3; weapon/armour 30 + 15 r², cap 3
  const sequences: Record<string, number[]> = {
    attack: [20, 30, 60, 110, 180],
    health: [20, 30, 60, 110, 180],
    resource: [25, 35, 65],
    weapon: [30, 45, 90],
    armour: [30, 45, 90],
  };
  for (const [track, costs] of Object.entries(sequences)) {
    test(`${track}: ${costs.join(', ')} gold from rank 0, then refused at_cap`, () => {
      let s = fresh();
      s.company.gold = 1000;
      const paid: number[] = [];
      for (let i = 0; i < costs.length; i++) {
        const r = act(s, { type: 'train', hero: 'mystere', track: track as 'attack' });
        assert.deepEqual(r.events, [{ type: 'trained', hero: 'mystere', track, rank: i + 1, gold: costs[i] }]);
        paid.push(s.company.gold - r.state.company.gold);
        s = r.state;
      }
      assert.deepEqual(paid, costs);
      assert.deepEqual(refusal(s, { type: 'train', hero: 'mystere', track: track as 'attack' }), 'at_cap');
    });
  }

  test('health: +3 max HP and +3 current HP when alive; resource: +1 max and current; attack, weapon, armour: the rank alone', () => {
    let s = fresh();
    s.company.gold = 1000;
    hero(s, 'vestin').hp = 5;
    s = next(s, { type: 'train', hero: 'vestin', track: 'health' });
    assert.deepEqual([hero(s, 'vestin').hp, heroMaxHp(ctx, hero(s, 'vestin'))], [8, 27]);
    s = next(s, { type: 'train', hero: 'vestin', track: 'resource' });
    assert.deepEqual([hero(s, 'vestin').res, heroMaxRes(ctx, hero(s, 'vestin'))], [3, 3]);
    hero(s, 'markovia').hp = 0;
    s = next(s, { type: 'train', hero: 'markovia', track: 'health' });
    assert.deepEqual([hero(s, 'markovia').hp, heroMaxHp(ctx, hero(s, 'markovia'))], [0, 21]);
    for (const track of ['attack', 'weapon', 'armour'] as const) s = next(s, { type: 'train', hero: 'spargle', track });
    assert.deepEqual(hero(s, 'spargle').training, { attack: 1, health: 0, resource: 0, weapon: 1, armour: 1 });
    assert.deepEqual([hero(s, 'spargle').hp, hero(s, 'spargle').res], [16, 5]);
  });

  test('short of gold: not_enough_gold; a track the town does not sell: unknown', () => {
    const s = fresh();
    s.company.gold = 19;
    assert.deepEqual(refusal(s, { type: 'train', hero: 'vestin', track: 'attack' }), 'not_enough_gold');
    assert.deepEqual(refusal(s, { type: 'train', hero: 'vestin', track: 'luck' as 'attack' }), 'unknown');
  });
});

describe('the Temple (spec 003: "Temple resurrection costs 30 at every current tier, restores full HP and cures poison, but does not refill resources.")', () => {
  for (const tier of ['basic', 'masterPlus']) {
    test(`at ${tier}: 30 gold, full HP, poison cured, the resource as it was`, () => {
      const s = fresh(tier);
      const m = hero(s, 'markovia');
      Object.assign(m, { hp: 0, res: 1, poison: 2 });
      const r = act(s, { type: 'resurrect', hero: 'markovia' });
      assert.deepEqual(r.events, [{ type: 'resurrected', hero: 'markovia', hp: 18, gold: 30 }]);
      const after = hero(r.state, 'markovia');
      assert.deepEqual([after.hp, after.poison, after.res, r.state.company.gold], [18, 0, 1, 10]);
    });
  }

  test('refused for a living hero (not_now) and with 29 gold (not_enough_gold)', () => {
    const s = fresh();
    assert.deepEqual(refusal(s, { type: 'resurrect', hero: 'markovia' }), 'not_now');
    hero(s, 'markovia').hp = 0;
    s.company.gold = 29;
    assert.deepEqual(refusal(s, { type: 'resurrect', hero: 'markovia' }), 'not_enough_gold');
  });
});

describe('rest (spec 003: "Ordinary rests refill living active HP/resources and cure poison free ... No rest revives or replenishes the shared pouch.")', () => {
  test('free: the living active back to full, poison cured; the dead stay dead, the reserve and the pouch untouched', () => {
    const s = fresh();
    Object.assign(hero(s, 'vestin'), { hp: 3, res: 0, poison: 2 });
    Object.assign(hero(s, 'markovia'), { hp: 0, res: 0 });
    Object.assign(hero(s, 'xov'), { hp: 5, res: 0 });
    s.company.potions = 1;
    const r = act(s, { type: 'rest' });
    assert.deepEqual(r.events, [{ type: 'rested', heroes: ['vestin', 'mystere', 'spargle'] }]);
    const t = r.state;
    assert.deepEqual([hero(t, 'vestin').hp, hero(t, 'vestin').res, hero(t, 'vestin').poison], [24, 2, 0]);
    assert.deepEqual([hero(t, 'markovia').hp, hero(t, 'xov').hp, hero(t, 'xov').res], [0, 5, 0]);
    assert.deepEqual([t.company.potions, t.company.gold, t.company.provisions], [1, 40, 3]);
  });

  test('town actions are refused not_now outside town and while a fight is on', () => {
    const s = fresh();
    s.run.place = { at: 'location', location: 'old-road', position: 0 };
    assert.deepEqual(refusal(s, { type: 'rest' }), 'not_now');
    assert.deepEqual(refusal(s, { type: 'buy', item: 'provviste', count: 1 }), 'not_now');
    const t = fresh();
    t.run.fight = { node: 'n', room: 'r1', potions: 0 };
    assert.deepEqual(refusal(t, { type: 'rest' }), 'not_now');
    assert.deepEqual(refusal(t, { type: 'level_up', hero: 'vestin' }), 'not_now');
  });
});

describe('the shop (ruleset.campaign.shop: the four consumables, with their prices and caps)', () => {
  test('price × count into the pouch, the provisions or the stores', () => {
    let s = fresh();
    s.company.gold = 200;
    let r = act(s, { type: 'buy', item: 'pozione-di-guarigione', count: 2 });
    assert.deepEqual(r.events, [{ type: 'bought', item: 'pozione-di-guarigione', count: 2, gold: 30 }]);
    s = r.state;
    s = next(s, { type: 'buy', item: 'provviste', count: 3 });
    s = next(s, { type: 'buy', item: 'antidoto', count: 1 });
    r = act(s, { type: 'buy', item: 'tonico', count: 5 });
    s = r.state;
    assert.deepEqual([s.company.potions, s.company.provisions, s.company.stores], [6, 6, { antidoto: 1, tonico: 5 }]);
    assert.equal(s.company.gold, 200 - 30 - 18 - 8 - 60);
  });

  test('past the cap: at_cap; short of gold: not_enough_gold; an unknown item or a bad count: unknown, invalid_action', () => {
    const s = fresh();
    s.company.gold = 1000;
    assert.deepEqual(refusal(s, { type: 'buy', item: 'pozione-di-guarigione', count: 6 }), 'at_cap');
    assert.equal(next(s, { type: 'buy', item: 'pozione-di-guarigione', count: 5 }).company.potions, 9);
    s.company.gold = 14;
    assert.deepEqual(refusal(s, { type: 'buy', item: 'pozione-di-guarigione', count: 1 }), 'not_enough_gold');
    assert.deepEqual(refusal(s, { type: 'buy', item: 'spada', count: 1 }), 'unknown');
    assert.deepEqual(refusal(s, { type: 'buy', item: 'provviste', count: 0 }), 'invalid_action');
  });
});

describe('the Blacksmith (spec 003: "Attunement 60 gold, one weapon element; armor resistance 45 per element, cap two distinct elements. Clear weapon attunement or all armor wards free without refund.")', () => {
  test('attunement 60, one element; cleared free, no refund', () => {
    let s = fresh();
    s.company.gold = 200;
    const r = act(s, { type: 'attune', hero: 'vestin', element: 'holy' });
    assert.deepEqual(r.events, [{ type: 'attuned', hero: 'vestin', element: 'holy', gold: 60 }]);
    s = r.state;
    assert.deepEqual(refusal(s, { type: 'attune', hero: 'vestin', element: 'fire' }), 'at_cap');
    assert.deepEqual(refusal(s, { type: 'attune', hero: 'vestin', element: 'holy' }), 'already_done');
    s = next(s, { type: 'clear_attunement', hero: 'vestin' });
    assert.deepEqual([hero(s, 'vestin').attunement, s.company.gold], [null, 140]);
    assert.deepEqual(refusal(s, { type: 'clear_attunement', hero: 'vestin' }), 'already_done');
    assert.deepEqual(refusal(s, { type: 'attune', hero: 'vestin', element: 'plasma' }), 'unknown');
  });

  test('wards 45 each, two distinct at most; cleared all together, free, no refund', () => {
    let s = fresh();
    s.company.gold = 200;
    s = next(s, { type: 'resist', hero: 'mystere', element: 'frost' });
    assert.deepEqual(refusal(s, { type: 'resist', hero: 'mystere', element: 'frost' }), 'already_done');
    s = next(s, { type: 'resist', hero: 'mystere', element: 'void' });
    assert.deepEqual([hero(s, 'mystere').resistances, s.company.gold], [['frost', 'void'], 110]);
    assert.deepEqual(refusal(s, { type: 'resist', hero: 'mystere', element: 'fire' }), 'at_cap');
    s = next(s, { type: 'clear_resistances', hero: 'mystere' });
    assert.deepEqual([hero(s, 'mystere').resistances, s.company.gold], [[], 110]);
    s.company.gold = 44;
    assert.deepEqual(refusal(s, { type: 'resist', hero: 'mystere', element: 'fire' }), 'not_enough_gold');
  });
});

describe('the Guild\'s lessons (the guide\'s "Learn gold" column)', () => {
  test("a mage learns a mage spell for its price; a cleric's spell or a fighter is refused (requirement); a known spell already_done", () => {
    let s = fresh();
    const r = act(s, { type: 'learn', hero: 'mystere', spell: 'void' });
    assert.deepEqual(r.events, [{ type: 'learned', hero: 'mystere', spell: 'void', gold: 35 }]);
    s = r.state;
    assert.deepEqual([hero(s, 'mystere').spells, s.company.gold], [['void'], 5]);
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'mystere', spell: 'void' }), 'already_done');
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'mystere', spell: 'blizzard' }), 'already_done');
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'mystere', spell: 'smite' }), 'requirement');
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'vestin', spell: 'ember' }), 'requirement');
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'mystere', spell: 'palla-di-fuoco' }), 'unknown');
    assert.deepEqual(refusal(s, { type: 'learn', hero: 'mystere', spell: 'ember' }), 'not_enough_gold');
  });
});

describe('the Wish (spec 003: "Costs 1 gold and consumes availability: choose +5000 gold or +1000 XP to each living active hero. These fixed grants are not tier-scaled."; "Wish XP ... does not invoke that auto-promotion")', () => {
  test('gold: +5000 for 1 gold at Master, the wish used', () => {
    const s = fresh('master');
    s.wish = true;
    const r = act(s, { type: 'wish', choice: 'gold' });
    assert.deepEqual([r.state.company.gold, r.state.wish], [40 - 1 + 5000, false]);
    assert.deepEqual(refusal(r.state, { type: 'wish', choice: 'gold' }), 'not_now');
  });

  test('XP: +1000 to each living active hero, not the dead or the reserve, no promotion', () => {
    const s = fresh('masterPlus');
    s.wish = true;
    hero(s, 'markovia').hp = 0;
    const r = act(s, { type: 'wish', choice: 'xp' });
    assert.deepEqual(r.events, [{ type: 'wished', choice: 'xp', gold: 0, xp: 1000, heroes: ['vestin', 'mystere', 'spargle'] }]);
    assert.deepEqual(
      r.state.company.heroes.map((h) => [h.id, h.xp, h.level]),
      [
        ['vestin', 1000, 1],
        ['markovia', 0, 1],
        ['mystere', 1000, 1],
        ['spargle', 1000, 1],
        ['xov', 0, 1],
      ],
    );
    assert.equal(r.state.company.gold, 39);
  });

  test('no wish waiting: not_now; no gold: not_enough_gold, and the wish kept', () => {
    const s = fresh();
    assert.deepEqual(refusal(s, { type: 'wish', choice: 'gold' }), 'not_now');
    s.wish = true;
    s.company.gold = 0;
    assert.deepEqual(refusal(s, { type: 'wish', choice: 'gold' }), 'not_enough_gold');
    assert.equal(s.wish, true);
  });
});

describe('the artifact, attire and the roster', () => {
  test('an owned artifact has one wearer: equipping it on another takes it off the first; an artifact not owned: unknown', () => {
    let s = fresh();
    assert.deepEqual(refusal(s, { type: 'equip_artifact', hero: 'vestin', artifact: 'silverSeal' }), 'unknown');
    s.company.artifacts = ['silverSeal'];
    s = next(s, { type: 'equip_artifact', hero: 'vestin', artifact: 'silverSeal' });
    s = next(s, { type: 'equip_artifact', hero: 'mystere', artifact: 'silverSeal' });
    assert.deepEqual([hero(s, 'vestin').artifact, hero(s, 'mystere').artifact], [null, 'silverSeal']);
    assert.deepEqual(refusal(s, { type: 'equip_artifact', hero: 'mystere', artifact: 'silverSeal' }), 'already_done');
    s = next(s, { type: 'equip_artifact', hero: 'mystere', artifact: null });
    assert.equal(hero(s, 'mystere').artifact, null);
    // nothing to take off: refused, no change logged
    assert.deepEqual(refusal(s, { type: 'equip_artifact', hero: 'mystere', artifact: null }), 'already_done');
  });

  test('buying an outfit (40 gold) does not wear it; wearing needs it listed and owned, and a change; null is the base outfit', () => {
    let s = fresh();
    assert.deepEqual(refusal(s, { type: 'wear', hero: 'xov', outfit: 'hydra' }), 'requirement');
    assert.deepEqual(refusal(s, { type: 'wear', hero: 'xov', outfit: 'nope' }), 'unknown');
    assert.deepEqual(refusal(s, { type: 'wear', hero: 'xov', outfit: null }), 'already_done');
    const r = act(s, { type: 'buy_attire', hero: 'xov', outfit: 'hydra' });
    assert.deepEqual(r.events, [{ type: 'attire_bought', hero: 'xov', outfit: 'hydra', gold: 40 }]);
    s = r.state;
    assert.deepEqual([hero(s, 'xov').attire, s.company.gold], [{ owned: ['hydra'], worn: null }, 0]);
    assert.deepEqual(refusal(s, { type: 'buy_attire', hero: 'xov', outfit: 'hydra' }), 'already_done');
    assert.deepEqual(refusal(s, { type: 'buy_attire', hero: 'vestin', outfit: 'hydra' }), 'unknown');
    s = next(s, { type: 'wear', hero: 'xov', outfit: 'hydra' });
    assert.equal(hero(s, 'xov').attire.worn, 'hydra');
    s = next(s, { type: 'wear', hero: 'xov', outfit: null });
    assert.equal(hero(s, 'xov').attire.worn, null);
  });

  test("swap: a reserve takes an active hero's slot; a non-reserve or a non-active is unknown", () => {
    const s = fresh();
    const t = next(s, { type: 'swap', active: 'markovia', reserve: 'xov' });
    assert.deepEqual(t.company.active, ['vestin', 'xov', 'mystere', 'spargle']);
    assert.deepEqual(refusal(t, { type: 'swap', active: 'markovia', reserve: 'vestin' }), 'unknown');
    assert.deepEqual(refusal(t, { type: 'swap', active: 'vestin', reserve: 'mystere' }), 'unknown');
  });

  test("a player acts for its own heroes only: another's is not_yours, an unknown hero unknown", () => {
    const s = fresh();
    s.company.gold = 100;
    const p1: Actor = { player: 'p1', leader: false, heroes: ['vestin'] };
    assert.equal(act(s, { type: 'train', hero: 'vestin', track: 'attack' }, p1).state.company.gold, 80);
    assert.deepEqual(refusal(s, { type: 'train', hero: 'markovia', track: 'attack' }, p1), 'not_yours');
    assert.deepEqual(refusal(s, { type: 'train', hero: 'nobody', track: 'attack' }, p1), 'unknown');
  });
});

describe('the next tier and replay (spec 003: "Next difficulty/replay resets the run, retains Company and other adventure records, restores living active members and keeps dead members dead"; "Only Master Plus repeats")', () => {
  /** A Basic run that completed, with wounds, a death, a wish and things resolved. */
  function completed(tier = 'basic'): CampaignState {
    const s = fresh(tier);
    Object.assign(s.run, {
      completed: true,
      highest: tier,
      resolved: ['old-road-cache', 'old-road-exit'],
      opened: ['old-road', 'glade'],
      excluded: ['x'],
      camps: ['c'],
      flags: ['f'],
      dialogue: { d: 'p2' },
      battleSinceTown: true,
    });
    Object.assign(hero(s, 'vestin'), { hp: 4, res: 0, poison: 1, xp: 30 });
    hero(s, 'markovia').hp = 0;
    hero(s, 'xov').hp = 7;
    s.company.gold = 123;
    s.wish = true;
    s.ledger = ['reward:old-road-cache'];
    return s;
  }

  test('next_tier before a completion is refused locked', () => {
    assert.deepEqual(refusal(fresh(), { type: 'next_tier' }), 'locked');
  });

  test("after a Basic completion: an Advanced run from the start; the Company kept, the living active restored, the dead dead, the old run's receipts closed", () => {
    const r = act(completed(), { type: 'next_tier' });
    const s = r.state;
    assert.deepEqual(r.events, [{ type: 'run_started', tier: 'advanced', heroes: ['vestin', 'mystere', 'spargle'] }]);
    assert.deepEqual(s.run, {
      adventure: 'sample-woods',
      tier: 'advanced',
      highest: 'basic',
      completed: false,
      place: { at: 'town' },
      opened: ['old-road'],
      excluded: [],
      resolved: [],
      camps: [],
      flags: [],
      dialogue: {},
      fight: null,
      battleSinceTown: false,
    });
    assert.deepEqual([hero(s, 'vestin').hp, hero(s, 'vestin').res, hero(s, 'vestin').poison, hero(s, 'vestin').xp], [24, 2, 0, 30]);
    assert.deepEqual([hero(s, 'markovia').hp, hero(s, 'xov').hp], [0, 7]);
    // the new run's chests pay again: the old run's receipts are closed (a fight's, naming its room, would stay)
    assert.deepEqual([s.company.gold, s.wish, s.ledger], [123, true, []]);
  });

  test('the tiers in order, Master Plus repeating', () => {
    const tiers: string[] = [];
    let s = completed('basic');
    for (let i = 0; i < 5; i++) {
      s = next(s, { type: 'next_tier' });
      tiers.push(s.run.tier);
      s.run.completed = true;
    }
    assert.deepEqual(tiers, ['advanced', 'expert', 'master', 'masterPlus', 'masterPlus']);
  });

  test('replay: the same tier from the start, restored alike; a later run that has not completed keeps next_tier open by `highest`', () => {
    const s = next(completed('expert'), { type: 'replay' });
    assert.deepEqual(
      [s.run.tier, s.run.highest, s.run.completed, s.run.resolved, hero(s, 'vestin').hp, hero(s, 'markovia').hp],
      ['expert', 'expert', false, [], 24, 0],
    );
    assert.equal(next(s, { type: 'next_tier' }).run.tier, 'master');
  });

  test('skip_prologue: pending to done, then already_done', () => {
    const s = next(fresh(), { type: 'skip_prologue' });
    assert.equal(s.prologue, 'done');
    assert.deepEqual(refusal(s, { type: 'skip_prologue' }), 'already_done');
  });
});

describe("the town's offers for the view", () => {
  test("each service with its price and whether the Company can afford it now, by the handlers' own rules", () => {
    const s = fresh();
    hero(s, 'markovia').hp = 0;
    hero(s, 'vestin').xp = 60;
    const offers = townOffers(ctx, s);
    const find = (a: Partial<CampaignAction>) => offers.find((o) => Object.entries(a).every(([k, v]) => (o.action as Record<string, unknown>)[k] === v));
    assert.deepEqual(find({ type: 'rest' }), { action: { type: 'rest' }, price: 0, currency: 'gold', affordable: true, refusal: null });
    assert.deepEqual(find({ type: 'buy', item: 'pozione-di-guarigione' }), {
      action: { type: 'buy', item: 'pozione-di-guarigione', count: 1 },
      price: 15,
      currency: 'gold',
      affordable: true,
      refusal: null,
    });
    assert.deepEqual(find({ type: 'level_up', hero: 'vestin' }), {
      action: { type: 'level_up', hero: 'vestin' },
      price: 60,
      currency: 'xp',
      affordable: true,
      refusal: null,
    });
    assert.deepEqual(find({ type: 'level_up', hero: 'mystere' }), {
      action: { type: 'level_up', hero: 'mystere' },
      price: 60,
      currency: 'xp',
      affordable: false,
      refusal: 'not_enough',
    });
    assert.deepEqual(find({ type: 'train', hero: 'vestin', track: 'weapon' }), {
      action: { type: 'train', hero: 'vestin', track: 'weapon' },
      price: 30,
      currency: 'gold',
      affordable: true,
      refusal: null,
    });
    assert.deepEqual(find({ type: 'attune', hero: 'vestin', element: 'fire' }), {
      action: { type: 'attune', hero: 'vestin', element: 'fire' },
      price: 60,
      currency: 'gold',
      affordable: false,
      refusal: 'not_enough_gold',
    });
    assert.deepEqual(find({ type: 'resurrect', hero: 'markovia' }), {
      action: { type: 'resurrect', hero: 'markovia' },
      price: 30,
      currency: 'gold',
      affordable: true,
      refusal: null,
    });
    assert.equal(find({ type: 'resurrect', hero: 'vestin' }), undefined);
    assert.deepEqual(find({ type: 'learn', hero: 'mystere', spell: 'blizzard' })?.refusal, 'already_done');
    assert.equal(find({ type: 'learn', hero: 'vestin' }), undefined);
    assert.equal(find({ type: 'wish' }), undefined);
    assert.deepEqual(find({ type: 'buy_attire', hero: 'xov', outfit: 'hydra' })?.price, 40);
  });

  test('outside town every offer keeps its price and is refused not_now; a full stack at_cap with no price', () => {
    const s = fresh();
    s.company.potions = 9;
    s.run.place = { at: 'location', location: 'old-road', position: 0 };
    const offers = townOffers(ctx, s);
    assert.ok(offers.length > 40);
    assert.ok(offers.every((o) => !o.affordable));
    const potion = offers.find((o) => o.action.type === 'buy' && o.action.item === 'pozione-di-guarigione');
    assert.deepEqual([potion?.price, potion?.refusal], [null, 'at_cap']);
    const rest = offers.find((o) => o.action.type === 'rest');
    assert.deepEqual([rest?.price, rest?.refusal], [0, 'not_now']);
  });
});
