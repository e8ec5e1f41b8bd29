/**
 * The Company's economy with the guide's numbers (spec 003): a new Company, the
 * level-1 auto-promotion, rewards at every tier with a dead hero and a reserve, the ledger, the chest bonus's odds,
 * travel/flee/defeat costs, the Wishing Well's odds, emergency mercy. Contexts are the shipped forsaken-woods
 * ruleset (its `campaign` block and d20 board) and the default pack's heroes (test/support/campaign.ts). Dice are
 * never forced: where a test needs a given roll it looks for a seed that gives it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Adventure } from '../../content/schemas/adventure.ts';
import { seedRng } from '../core/rng.ts';
import { campaignContext, eventOf, refusalOf, sampleAdventure } from '../../test/support/campaign.ts';
import { CampaignRejection } from './refusal.ts';
import {
  applyMercy,
  arriveInTown,
  assertMayActFor,
  defeatCost,
  fleeCost,
  heroMaxHp,
  heroMaxRes,
  newCampaign,
  payRewards,
  rollChestBonus,
  travelCost,
} from './town/index.ts';
import type { CampaignHero, CampaignState } from './types.ts';

const ctx = campaignContext();
const rules = ctx.rules;

const hero = (s: CampaignState, id: string): CampaignHero => s.company.heroes.find((h) => h.id === id)!;
const fresh = (seed = 'town') => newCampaign(ctx, { id: 'c1', seed });
const code = refusalOf;

describe('a new Company (spec 003: "New Company: 40 gold, 3 provisions, 4 shared Healing Potions; initial levels 1, XP 0, training/gear ranks 0")', () => {
  test('40 gold, 3 provisions, 4 potions; the roster in order, the first four active; each hero level 1, XP 0, nothing trained, full HP and resource', () => {
    const s = fresh();
    assert.equal(s.company.gold, 40);
    assert.equal(s.company.provisions, 3);
    assert.equal(s.company.potions, 4);
    assert.deepEqual(s.company.stores, {});
    assert.deepEqual(s.company.artifacts, []);
    assert.deepEqual(
      s.company.heroes.map((h) => h.id),
      ['vestin', 'markovia', 'mystere', 'spargle', 'xov'],
    );
    assert.deepEqual(s.company.active, ['vestin', 'markovia', 'mystere', 'spargle']);
    // body (base HP) at level 1; resource: 2 stamina for base mana 0, else max(2, mana)
    assert.deepEqual(
      s.company.heroes.map((h) => [h.id, h.hp, h.res]),
      [
        ['vestin', 24, 2],
        ['markovia', 18, 4],
        ['mystere', 16, 5],
        ['spargle', 16, 5],
        ['xov', 20, 2],
      ],
    );
    for (const h of s.company.heroes) {
      assert.equal(h.level, 1);
      assert.equal(h.xp, 0);
      assert.deepEqual(h.training, { attack: 0, health: 0, resource: 0, weapon: 0, armour: 0 });
      assert.equal(h.attunement, null);
      assert.deepEqual(h.resistances, []);
      assert.equal(h.poison, 0);
      assert.equal(h.hp, heroMaxHp(ctx, h));
      assert.equal(h.res, heroMaxRes(ctx, h));
    }
  });

  test('the run: the first tier, in town, only the start opened, the prologue pending; the PRNG from the seed', () => {
    const s = fresh('seed-1');
    assert.equal(s.run.tier, 'basic');
    assert.deepEqual(s.run.place, { at: 'town' });
    assert.deepEqual(s.run.opened, ['old-road']);
    assert.deepEqual([s.run.resolved, s.run.excluded, s.run.camps, s.run.flags], [[], [], [], []]);
    assert.equal(s.run.highest, null);
    assert.equal(s.prologue, 'pending');
    assert.equal(s.wish, false);
    assert.deepEqual(s.ledger, []);
    assert.equal(s.seq, 0);
    assert.deepEqual(s.rng, seedRng('seed-1'));
    assert.deepEqual(fresh('seed-1'), s);
    assert.equal(newCampaign(ctx, { id: 'c1', seed: 's', tier: 'advanced' }).run.tier, 'advanced');
  });

  test('an adventure without a prologue starts with it done; an unknown tier or a roster hero without a document is an error', () => {
    const { prologue: _, ...rest } = sampleAdventure;
    const noPrologue = campaignContext({ adventure: Adventure.parse(rest) });
    assert.equal(newCampaign(noPrologue, { id: 'c', seed: 's' }).prologue, 'done');
    assert.throws(() => newCampaign(ctx, { id: 'c', seed: 's', tier: 'legendary' }), /no tier "legendary"/);
    assert.throws(() => newCampaign(campaignContext({ roster: ['vestin', 'nobody'], active: 1 }), { id: 'c', seed: 's' }), /no hero document "nobody"/);
  });
});

describe('rewards (spec 003: "Company gold and each surviving active hero\'s XP gain equal the base reward multiplied by the tier\'s reward multiplier, rounded up, not divided ... Dead heroes and reserves gain none")', () => {
  // the Broken Cart's exit chest, 27 gold / 5 XP; the tiers' reward multipliers 100, 125, 150, 200, 250 %
  const expected: Record<string, [number, number]> = { basic: [27, 5], advanced: [34, 7], expert: [41, 8], master: [54, 10], masterPlus: [68, 13] };
  for (const [tier, [gold, xp]] of Object.entries(expected)) {
    test(`at ${tier}: ${gold} gold once, ${xp} XP to each living active hero; the dead Markovia and the reserve Xov get none`, () => {
      const s = newCampaign(ctx, { id: 'c', seed: 's', tier });
      hero(s, 'markovia').hp = 0;
      const events = payRewards(ctx, s, { gold: 27, xp: 5 }, 'reward:broken-cart-exit');
      assert.equal(s.company.gold, 40 + gold);
      assert.deepEqual(
        s.company.heroes.map((h) => [h.id, h.xp]),
        [
          ['vestin', xp],
          ['markovia', 0],
          ['mystere', xp],
          ['spargle', xp],
          ['xov', 0],
        ],
      );
      assert.deepEqual(events, [
        { type: 'reward', receipt: 'reward:broken-cart-exit', gold, xp, heroes: ['vestin', 'mystere', 'spargle'], provisions: 0, items: [] },
      ]);
    });
  }

  test("the Watchtower's 45 gold / 40 XP at each tier: 45/40, 57/50, 68/60, 90/80, 113/100", () => {
    const got = ['basic', 'advanced', 'expert', 'master', 'masterPlus'].map((tier) => {
      const s = newCampaign(ctx, { id: 'c', seed: 's', tier });
      payRewards(ctx, s, { gold: 45, xp: 40 }, 'r');
      return [s.company.gold - 40, hero(s, 'vestin').xp];
    });
    assert.deepEqual(got, [
      [45, 40],
      [57, 50],
      [68, 60],
      [90, 80],
      [113, 100],
    ]);
  });

  test("provisions and items are not scaled and stop at the shop's caps (provisions 9, potions 9)", () => {
    const s = newCampaign(ctx, { id: 'c', seed: 's', tier: 'master' });
    const events = payRewards(
      ctx,
      s,
      {
        provisions: 1,
        items: [
          { item: 'pozione-di-guarigione', count: 2 },
          { item: 'antidoto', count: 1 },
        ],
      },
      'r1',
    );
    assert.deepEqual([s.company.provisions, s.company.potions, s.company.stores['antidoto']], [4, 6, 1]);
    assert.deepEqual(events[0], {
      type: 'reward',
      receipt: 'r1',
      gold: 0,
      xp: 0,
      heroes: ['vestin', 'markovia', 'mystere', 'spargle'],
      provisions: 1,
      items: [
        { item: 'pozione-di-guarigione', count: 2 },
        { item: 'antidoto', count: 1 },
      ],
    });
    s.company.provisions = 8;
    payRewards(ctx, s, { provisions: 3, items: [{ item: 'pozione-di-guarigione', count: 5 }] }, 'r2');
    assert.deepEqual([s.company.provisions, s.company.potions], [9, 9]);
  });

  test('the ledger: a second payout of a receipt is refused, after a repeated command and after a reload, and nothing is paid', () => {
    const s = fresh();
    payRewards(ctx, s, { gold: 18, xp: 10 }, 'reward:old-road-cache');
    assert.deepEqual([s.company.gold, hero(s, 'vestin').xp], [58, 10]);
    // the same command again
    assert.equal(
      code(() => payRewards(ctx, s, { gold: 18, xp: 10 }, 'reward:old-road-cache')),
      'already_done',
    );
    assert.deepEqual([s.company.gold, hero(s, 'vestin').xp, s.ledger], [58, 10, ['reward:old-road-cache']]);
    // a reload: the state as saved and read back
    const reloaded = JSON.parse(JSON.stringify(s)) as CampaignState;
    assert.equal(
      code(() => payRewards(ctx, reloaded, { gold: 18, xp: 10 }, 'reward:old-road-cache')),
      'already_done',
    );
    assert.deepEqual([reloaded.company.gold, hero(reloaded, 'vestin').xp], [58, 10]);
    // another receipt pays
    payRewards(ctx, reloaded, { gold: 1 }, 'reward:other');
    assert.equal(reloaded.company.gold, 59);
  });
});

describe('the level-1 auto-promotion (spec 003: "a level-1 survivor at 60 XP or more auto-promotes to level 2 without XP subtraction. No further automatic level-up occurs.")', () => {
  test('59 XP stays level 1; one more XP (60) is level 2 with its 60 XP kept, +3 max HP and +3 current HP', () => {
    const s = fresh();
    payRewards(ctx, s, { xp: 59 }, 'a');
    assert.deepEqual([hero(s, 'vestin').level, hero(s, 'vestin').xp], [1, 59]);
    const events = payRewards(ctx, s, { xp: 1 }, 'b');
    const v = hero(s, 'vestin');
    assert.deepEqual([v.level, v.xp, v.hp, heroMaxHp(ctx, v)], [2, 60, 27, 27]);
    assert.deepEqual(
      events.filter((e) => e.type === 'promoted').map((e) => e['hero']),
      ['vestin', 'markovia', 'mystere', 'spargle'],
    );
    assert.deepEqual(events[1], { type: 'promoted', hero: 'vestin', level: 2, hp: 27, maxHp: 27 });
  });

  test('a wounded survivor gains its 3 HP, not a refill; a reserve and the dead are not promoted; no promotion past level 2', () => {
    const s = fresh();
    hero(s, 'vestin').hp = 10;
    hero(s, 'markovia').hp = 0;
    payRewards(ctx, s, { xp: 200 }, 'a');
    assert.deepEqual([hero(s, 'vestin').level, hero(s, 'vestin').hp], [2, 13]);
    assert.deepEqual([hero(s, 'markovia').level, hero(s, 'markovia').xp, hero(s, 'xov').level], [1, 0, 1]);
    payRewards(ctx, s, { xp: 500 }, 'b');
    assert.deepEqual([hero(s, 'vestin').level, hero(s, 'vestin').xp], [2, 700]);
  });
});

describe('the chest bonus (spec 003: "Noncombat chests roll once at a 1-in-6 chance ...; a success chooses uniformly from all four shop consumables (each unconditional probability 1/24). A full selected stack converts to 15 × the tier\'s reward multiplier in gold, rounded up; no reroll.")', () => {
  test('over 100,000 chests: a bonus ≈ 1/6, each of the four consumables ≈ 1/24 (within 0.5 percentage points)', () => {
    const s = fresh('chests');
    const n = 100_000;
    const counts: Record<string, number> = {};
    let bonuses = 0;
    for (let i = 0; i < n; i++) {
      s.company.potions = 0;
      s.company.provisions = 0;
      s.company.stores = {};
      const events = rollChestBonus(ctx, s);
      if (events.length === 0) continue;
      bonuses++;
      assert.equal(events.length, 1);
      const bonus = eventOf(events[0], 'chest_bonus');
      assert.ok('count' in bonus && bonus.count === 1, 'a bonus item, its stack not full');
      const item = bonus.item;
      counts[item] = (counts[item] ?? 0) + 1;
    }
    assert.ok(Math.abs(bonuses / n - 1 / 6) < 0.005, `bonus rate ${bonuses / n}`);
    assert.deepEqual(Object.keys(counts).sort(), ['antidoto', 'pozione-di-guarigione', 'provviste', 'tonico']);
    for (const [item, c] of Object.entries(counts)) assert.ok(Math.abs(c / n - 1 / 24) < 0.005, `${item}: ${c / n}`);
  });

  test('a bonus adds one to its stack: a potion to the pouch, a provision, a stored item', () => {
    const got = new Map<string, CampaignState>();
    for (let i = 0; got.size < 4 && i < 5000; i++) {
      const s = fresh(`bonus-${i}`);
      const e = rollChestBonus(ctx, s);
      if (e.length) got.set(eventOf(e[0], 'chest_bonus').item, s);
    }
    assert.equal(got.get('pozione-di-guarigione')!.company.potions, 5);
    assert.equal(got.get('provviste')!.company.provisions, 4);
    assert.deepEqual(got.get('antidoto')!.company.stores, { antidoto: 1 });
    assert.deepEqual(got.get('tonico')!.company.stores, { tonico: 1 });
  });

  test("a full stack turns into 15 gold × the tier's multiplier, rounded up (15, 19, 23, 30, 38), the stack unchanged, no reroll", () => {
    const want: Record<string, number> = { basic: 15, advanced: 19, expert: 23, master: 30, masterPlus: 38 };
    for (const [tier, gold] of Object.entries(want)) {
      let found = false;
      for (let i = 0; i < 5000 && !found; i++) {
        const s = newCampaign(ctx, { id: 'c', seed: `full-${i}`, tier });
        s.company.potions = 9;
        const e = rollChestBonus(ctx, s);
        if (e.length === 0 || eventOf(e[0], 'chest_bonus').item !== 'pozione-di-guarigione') continue;
        found = true;
        assert.deepEqual(e, [{ type: 'chest_bonus', item: 'pozione-di-guarigione', gold }]);
        assert.deepEqual([s.company.potions, s.company.gold], [9, 40 + gold]);
      }
      assert.ok(found, `a seed picks the potions at ${tier}`);
    }
  });
});

describe('costs of travel, fleeing and defeat at 0, 9, 10, 499, 500 and 1,000 gold', () => {
  const golds = [0, 9, 10, 499, 500, 1000];

  test('travel to town without provisions: 10% rounded up, at most 50 and the gold owned: 0, 1, 1, 50, 50, 50', () => {
    assert.deepEqual(
      golds.map((gold) => travelCost(rules, { gold, provisions: 0 })),
      [0, 1, 1, 50, 50, 50].map((g) => ({ provisions: 0, gold: g })),
    );
  });

  test('travel with a provision costs the provision and no gold, whatever the gold', () => {
    for (const gold of golds) assert.deepEqual(travelCost(rules, { gold, provisions: 1 }), { provisions: 1, gold: 0 });
  });

  test('zero gold never traps: 0 gold and 0 provisions cost nothing; 1 gold costs 1, never more than owned', () => {
    assert.deepEqual(travelCost(rules, { gold: 0, provisions: 0 }), { provisions: 0, gold: 0 });
    assert.deepEqual(travelCost(rules, { gold: 1, provisions: 0 }), { provisions: 0, gold: 1 });
  });

  test('flee: 5% rounded down: 0, 0, 0, 24, 25, 50', () => {
    assert.deepEqual(
      golds.map((g) => fleeCost(rules, g)),
      [0, 0, 0, 24, 25, 50],
    );
  });

  test('defeat: 10% rounded down: 0, 0, 1, 49, 50, 100', () => {
    assert.deepEqual(
      golds.map((g) => defeatCost(rules, g)),
      [0, 0, 1, 49, 50, 100],
    );
  });
});

describe('the Wishing Well (spec 003: "returning to town after a battle since the last town visit gives a 1-in-400 chance if no wish is currently available. The opportunity persists until used.")', () => {
  test('over 200,000 returns after a battle, a wish ≈ 1 in 400 (500 expected, 400 to 600 accepted: ± 4.5 standard deviations)', () => {
    const s = fresh('well');
    let wishes = 0;
    for (let i = 0; i < 200_000; i++) {
      s.run.battleSinceTown = true;
      const events = arriveInTown(ctx, s);
      if (s.wish) {
        assert.deepEqual(events, [{ type: 'wish_granted' }]);
        wishes++;
        s.wish = false;
      } else assert.deepEqual(events, []);
      assert.equal(s.run.battleSinceTown, false);
    }
    assert.ok(wishes >= 400 && wishes <= 600, `${wishes} wishes`);
  });

  test('no battle since the last visit: no draw; a wish waiting: no draw, and it stays through later returns', () => {
    const s = fresh('well-2');
    s.run.place = { at: 'location', location: 'old-road', position: 1 };
    const rng = s.rng;
    assert.deepEqual(arriveInTown(ctx, s), []);
    assert.deepEqual(s.run.place, { at: 'town' });
    assert.deepEqual(s.rng, rng);
    s.wish = true;
    for (let i = 0; i < 5; i++) {
      s.run.battleSinceTown = true;
      assert.deepEqual(arriveInTown(ctx, s), []);
      assert.equal(s.wish, true);
      assert.deepEqual(s.rng, rng);
    }
  });

  test('a seed whose first return grants the wish grants it again replayed from the same state', () => {
    let seed = '';
    for (let i = 0; i < 20_000 && !seed; i++) {
      const s = fresh(`w-${i}`);
      s.run.battleSinceTown = true;
      if (arriveInTown(ctx, s).length) seed = `w-${i}`;
    }
    assert.ok(seed);
    const s = fresh(seed);
    s.run.battleSinceTown = true;
    assert.deepEqual(arriveInTown(ctx, s), [{ type: 'wish_granted' }]);
    assert.equal(s.wish, true);
  });
});

describe('emergency mercy (spec 003: "occurs only when no unlocked living roster member remains: first active member gets 1 HP and poison clears free. Living reserves suppress mercy.")', () => {
  test('every hero dead: the first active hero gets 1 HP, its poison cleared, no gold spent', () => {
    const s = fresh();
    for (const h of s.company.heroes) h.hp = 0;
    hero(s, 'vestin').poison = 2;
    assert.deepEqual(applyMercy(ctx, s), [{ type: 'mercy', hero: 'vestin' }]);
    assert.deepEqual([hero(s, 'vestin').hp, hero(s, 'vestin').poison, s.company.gold], [1, 0, 40]);
    assert.deepEqual(
      s.company.heroes.filter((h) => h.hp > 0).map((h) => h.id),
      ['vestin'],
    );
  });

  test('a living reserve suppresses it; so does a living active hero', () => {
    const s = fresh();
    for (const h of s.company.heroes) if (h.id !== 'xov') h.hp = 0;
    assert.deepEqual(applyMercy(ctx, s), []);
    assert.equal(hero(s, 'vestin').hp, 0);
    hero(s, 'xov').hp = 0;
    hero(s, 'spargle').hp = 3;
    assert.deepEqual(applyMercy(ctx, s), []);
    assert.equal(hero(s, 'vestin').hp, 0);
  });
});

describe('who acts for a hero', () => {
  test("a player for the heroes it holds (the leader for those nobody else holds), the server for any; another player's hero is refused not_yours", () => {
    assert.doesNotThrow(() => assertMayActFor({ player: 'p1', leader: false, heroes: ['vestin'] }, 'vestin'));
    assert.doesNotThrow(() => assertMayActFor({ player: 'leader', leader: true, heroes: ['markovia'] }, 'markovia'));
    assert.throws(
      () => assertMayActFor({ player: 'leader', leader: true, heroes: ['markovia'] }, 'vestin'),
      (e) => e instanceof CampaignRejection && e.code === 'not_yours',
    );
    assert.doesNotThrow(() => assertMayActFor({ server: true }, 'vestin'));
    try {
      assertMayActFor({ player: 'p1', leader: false, heroes: ['vestin'] }, 'markovia');
      assert.fail('not refused');
    } catch (e) {
      assert.ok(e instanceof CampaignRejection);
      assert.equal(e.code, 'not_yours');
    }
  });
});
