/**
 * The road (spec 003): travel, the nodes of a location and their rules, played through `applyCampaign` on
 * the road's test adventure (test/support/road-adventure.ts) with the forsaken-woods ruleset's campaign rules.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { Rng, seedRng } from '../core/rng.ts';
import type { RngState } from '../core/types.ts';
import { eventOf } from '../../test/support/campaign.ts';
import { Party, roadAdventure, roadCampaign, roadContext } from '../../test/support/road-adventure.ts';
import type { CampaignContext } from './types.ts';

/** A party of a new campaign of the road's adventure (the leader acting). */
function party(ctx: CampaignContext = roadContext()): Party {
  return new Party(ctx, roadCampaign(ctx));
}

/** A PRNG state whose next draws from `n` outcomes (`draw(state, n[i])`) are `want[i]`: found by trying seeds in order. */
function rngDrawing(n: number[], want: number[]): RngState {
  for (let i = 0; i < 100_000; i++) {
    const s = seedRng(`draw-${i}`);
    const rng = new Rng(s);
    if (n.every((k, j) => rng.int(k) === want[j])) return s;
  }
  throw new Error(`no seed draws ${want.join(', ')}`);
}

/** A PRNG state whose next d20 (`draw(state, 20) + 1`) is `roll`. */
function rngRolling(roll: number): RngState {
  return rngDrawing([20], [roll - 1]);
}

/** The road's adventure with challenge `wagon`'s DC set to `dc`. */
function withWagonDc(dc: number): CampaignContext {
  const adventure = structuredClone(roadAdventure);
  const wagon = adventure.locations[0]!.nodes.find((n) => n.id === 'wagon');
  assert.ok(wagon?.kind === 'challenge');
  wagon.dc = dc;
  return roadContext({ adventure });
}

/** A party standing at the Broken Wagon (trail, position 1) whose next d20 is `roll`. */
function atWagon(roll: number, ctx?: CampaignContext): Party {
  const p = party(ctx);
  p.play({ type: 'travel', to: 'trail' }, { type: 'advance' });
  assert.deepEqual(p.state.run.place, { at: 'location', location: 'trail', position: 1 });
  p.state.rng = rngRolling(roll);
  return p;
}

/** A party at the glade's node `position`, with the mandatory Wormface fight already won. */
function inGlade(position: number, ctx?: CampaignContext): Party {
  const p = party(ctx);
  p.state.run.opened.push('glade');
  p.state.run.resolved.push('wormface');
  p.act({ type: 'travel', to: 'glade' });
  for (let i = 0; i < position; i++) p.act({ type: 'advance' });
  return p;
}

describe('travel', () => {
  test('to a location opened and not excluded arrives at position 0; one not opened, excluded or unknown is refused', () => {
    const p = party();
    const events = p.act({ type: 'travel', to: 'trail' });
    assert.deepEqual(p.state.run.place, { at: 'location', location: 'trail', position: 0 });
    assert.deepEqual(events, [
      { type: 'travelled', to: 'trail', provisions: 0, gold: 0 },
      { type: 'arrived', location: 'trail', node: 'trail-cache', position: 0 },
    ]);
    p.refused({ type: 'travel', to: 'glade' }, 'locked');
    p.refused({ type: 'travel', to: 'nowhere' }, 'unknown');
    p.state.run.opened.push('glade');
    p.state.run.excluded.push('glade');
    p.refused({ type: 'travel', to: 'glade' }, 'locked');
  });

  test('revisits need not be adjacent and start again at position 0', () => {
    const p = party();
    p.state.run.opened.push('glade');
    p.state.run.resolved.push('wormface');
    p.play({ type: 'travel', to: 'glade' }, { type: 'advance' }, { type: 'advance' });
    assert.deepEqual(p.state.run.place, { at: 'location', location: 'glade', position: 2 });
    p.act({ type: 'travel', to: 'trail' });
    p.act({ type: 'travel', to: 'glade' });
    assert.deepEqual(p.state.run.place, { at: 'location', location: 'glade', position: 0 });
  });

  test('to town costs one provision, else 10% of the gold rounded up (4 of 40), and never happens from town or during a fight', () => {
    const p = party();
    p.refused({ type: 'travel', to: 'town' }, 'not_now');
    p.act({ type: 'travel', to: 'trail' });
    const events = p.act({ type: 'travel', to: 'town' });
    assert.deepEqual(events[0], { type: 'travelled', to: 'town', provisions: 1, gold: 0 });
    assert.deepEqual(p.state.run.place, { at: 'town' });
    assert.equal(p.state.company.provisions, 2);
    assert.equal(p.state.company.gold, 40);
    p.state.company.provisions = 0;
    p.act({ type: 'travel', to: 'trail' });
    assert.deepEqual(p.act({ type: 'travel', to: 'town' })[0], { type: 'travelled', to: 'town', provisions: 0, gold: 4 });
    assert.equal(p.state.company.gold, 36);
    p.state.company.gold = 0;
    p.act({ type: 'travel', to: 'trail' });
    assert.deepEqual(p.act({ type: 'travel', to: 'town' })[0], { type: 'travelled', to: 'town', provisions: 0, gold: 0 });
    p.act({ type: 'travel', to: 'trail' });
    p.state.run.fight = { node: 'trail-cache', room: 'r1', potions: 0 };
    p.refused({ type: 'travel', to: 'town' }, 'not_now');
    p.refused({ type: 'advance' }, 'not_now');
  });
});

describe('advance and mandatory points', () => {
  test('a mandatory node not yet resolved blocks the way (locked); resolved, it lets the party pass', () => {
    const p = party();
    p.state.run.opened.push('glade');
    p.act({ type: 'travel', to: 'glade' });
    p.refused({ type: 'advance' }, 'locked');
    p.state.run.resolved.push('wormface');
    assert.deepEqual(p.act({ type: 'advance' }), [{ type: 'arrived', location: 'glade', node: 'glade-camp', position: 1 }]);
  });

  test('the unresolved mandatory branch blocks both walking on and the exit', () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    for (let i = 0; i < 4; i++) p.act({ type: 'advance' });
    assert.deepEqual(p.state.run.place, { at: 'location', location: 'trail', position: 4 });
    p.refused({ type: 'advance' }, 'locked');
    p.state.run.place = { at: 'location', location: 'trail', position: 5 };
    p.refused({ type: 'exit' }, 'locked');
  });

  test('optional nodes may be passed unresolved, and the last node is the end of the path', () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    p.act({ type: 'advance' });
    p.act({ type: 'advance' });
    assert.equal(p.state.run.resolved.length, 0);
    const q = party();
    q.state.run.opened.push('briar');
    q.act({ type: 'travel', to: 'briar' });
    q.refused({ type: 'advance' }, 'not_now');
  });

  test('a node of other tiers is absent: the Basic-only automatic dialogue opens at Basic and is skipped at Advanced', () => {
    const basic = inGlade(2);
    const events = basic.act({ type: 'advance' });
    assert.deepEqual(events, [
      { type: 'arrived', location: 'glade', node: 'xov-talk', position: 3 },
      { type: 'dialogue_opened', node: 'xov-talk', page: 'meet' },
    ]);
    basic.refused({ type: 'advance' }, 'locked');
    basic.act({ type: 'talk', choice: 'welcome' });
    assert.ok(basic.state.run.resolved.includes('xov-talk'));
    basic.act({ type: 'advance' });
    assert.deepEqual(basic.state.run.place, { at: 'location', location: 'glade', position: 4 });

    const advanced = inGlade(2);
    advanced.state.run.tier = 'advanced';
    assert.deepEqual(advanced.act({ type: 'advance' }), [{ type: 'arrived', location: 'glade', node: 'glade-exit', position: 4 }]);
    advanced.act({ type: 'exit' });
    assert.equal(advanced.state.run.completed, true);
  });
});

describe('chests', () => {
  test('a chest pays its rewards once under reward:<node>, rolls the bonus, and resolves', () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    p.state.rng = rngDrawing([6], [3]);
    const events = p.act({ type: 'open' });
    assert.deepEqual(events, [
      { type: 'chest_opened', node: 'trail-cache' },
      { type: 'reward', receipt: 'reward:trail-cache', gold: 18, xp: 0, heroes: ['vestin', 'markovia', 'mystere', 'spargle'], provisions: 0, items: [] },
      { type: 'node_resolved', node: 'trail-cache' },
    ]);
    assert.equal(p.state.company.gold, 58);
    assert.ok(p.state.ledger.includes('reward:trail-cache'));
    assert.ok(p.state.run.resolved.includes('trail-cache'));
    p.refused({ type: 'open' }, 'already_done');
    p.act({ type: 'advance' });
    p.refused({ type: 'open' }, 'not_now');
  });

  test('a replayed run pays its chest again, once; the fight receipts of the old run stay', () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    p.act({ type: 'open' });
    p.state.ledger.push('fight:room-1');
    p.act({ type: 'travel', to: 'town' });
    p.act({ type: 'replay' });
    assert.deepEqual(p.state.ledger, ['fight:room-1']);
    p.act({ type: 'travel', to: 'trail' });
    const gold = p.state.company.gold;
    const events = p.act({ type: 'open' });
    assert.equal(eventOf(events[1], 'reward').receipt, 'reward:trail-cache');
    assert.equal(p.state.company.gold, gold + 18);
    p.refused({ type: 'open' }, 'already_done');
  });

  test("the chest rolls the bonus once from the campaign dice: a 0 of 6, then the shop's third entry (antidoto)", () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    p.state.rng = rngDrawing([6, 4], [0, 2]);
    const events = p.act({ type: 'open' });
    assert.deepEqual(events[2], { type: 'chest_bonus', item: 'antidoto', count: 1 });
    assert.equal(p.state.company.stores['antidoto'], 1);
  });

  test('an encounter chest: Open is a confirmation paying nothing, once', () => {
    const p = party();
    p.state.run.opened.push('charcoal');
    p.act({ type: 'travel', to: 'charcoal' });
    const gold = p.state.company.gold;
    const rng = p.state.rng;
    assert.deepEqual(p.act({ type: 'open' }), [{ type: 'encounter_chest_opened', node: 'spider-chest' }]);
    assert.equal(p.state.company.gold, gold);
    assert.deepEqual(p.state.rng, rng, 'no chest bonus is rolled');
    assert.ok(p.state.run.flags.includes('opened:spider-chest'));
    assert.equal(p.state.run.resolved.includes('spider-chest'), false);
    p.refused({ type: 'open' }, 'already_done');
  });

  test('an exit chest pays its rewards with the bonus when the exit resolves, and opens the routes', () => {
    const p = party();
    p.state.run.opened.push('charcoal');
    p.act({ type: 'travel', to: 'charcoal' });
    p.act({ type: 'advance' });
    const events = p.act({ type: 'exit' });
    assert.deepEqual(events.slice(0, 2), [
      { type: 'chest_opened', node: 'charcoal-exit' },
      { type: 'reward', receipt: 'reward:charcoal-exit', gold: 27, xp: 5, heroes: ['vestin', 'markovia', 'mystere', 'spargle'], provisions: 0, items: [] },
    ]);
    assert.ok(events.some((e) => e.type === 'exit_resolved' && JSON.stringify(e['opened']) === '["glade"]'));
    assert.ok(p.state.run.opened.includes('glade'));
    p.refused({ type: 'exit' }, 'already_done');
    p.refused({ type: 'open' }, 'already_done');
  });

  test('an exit chest may be opened before the exit: the exit then pays nothing more', () => {
    const p = party();
    p.state.run.opened.push('charcoal');
    p.play({ type: 'travel', to: 'charcoal' }, { type: 'advance' });
    p.state.rng = rngDrawing([6], [5]);
    assert.deepEqual(p.act({ type: 'open' }), [
      { type: 'chest_opened', node: 'charcoal-exit' },
      { type: 'reward', receipt: 'reward:charcoal-exit', gold: 27, xp: 5, heroes: ['vestin', 'markovia', 'mystere', 'spargle'], provisions: 0, items: [] },
    ]);
    assert.equal(p.state.run.resolved.includes('charcoal-exit'), false);
    p.refused({ type: 'open' }, 'already_done');
    const gold = p.state.company.gold;
    assert.deepEqual(p.act({ type: 'exit' }), [
      { type: 'exit_resolved', location: 'charcoal', node: 'charcoal-exit', opened: ['glade'] },
      { type: 'node_resolved', node: 'charcoal-exit' },
    ]);
    assert.equal(p.state.company.gold, gold);
  });
});

describe('challenges', () => {
  test('DC − 1 fails: d20 9 + 2 (Vestin alive) = 11 against 12; the failure hurts, flags and resolves under one receipt', () => {
    const p = atWagon(9);
    const hp = p.hero('vestin').hp;
    const events = p.act({ type: 'attempt', approach: 'lift' });
    assert.deepEqual(events[0], {
      type: 'challenge_attempted',
      node: 'wagon',
      approach: 'lift',
      skill: 'might',
      hero: 'vestin',
      roll: 9,
      modifier: 2,
      total: 11,
      dc: 12,
      success: false,
    });
    assert.equal(p.hero('vestin').hp, hp - 2);
    assert.ok(p.state.run.flags.includes('wagon-stuck'));
    assert.ok(p.state.run.resolved.includes('wagon'));
    assert.deepEqual(p.state.ledger, ['challenge:wagon']);
    assert.equal(p.state.company.gold, 40);
    p.refused({ type: 'attempt', approach: 'lift' }, 'already_done');
    p.refused({ type: 'leave' }, 'not_now');
  });

  test('DC succeeds: d20 10 + 2 = 12 against 12 pays the success once (10 gold, 5 XP each) and sets its flag', () => {
    const p = atWagon(10);
    const events = p.act({ type: 'attempt', approach: 'lift' });
    assert.deepEqual(events[0], {
      type: 'challenge_attempted',
      node: 'wagon',
      approach: 'lift',
      skill: 'might',
      hero: 'vestin',
      roll: 10,
      modifier: 2,
      total: 12,
      dc: 12,
      success: true,
    });
    assert.deepEqual(events[1], {
      type: 'reward',
      receipt: 'challenge:wagon',
      gold: 10,
      xp: 5,
      heroes: ['vestin', 'markovia', 'mystere', 'spargle'],
      provisions: 0,
      items: [],
    });
    assert.equal(p.state.company.gold, 50);
    assert.equal(p.hero('markovia').xp, 5);
    assert.ok(p.state.run.flags.includes('wagon-freed'));
    assert.deepEqual(p.state.ledger, ['challenge:wagon']);
    p.refused({ type: 'attempt', approach: 'lift' }, 'already_done');
  });

  test("the roll names the hero who rolled (the first living hero the player holds) and carries the outcome's authored text", () => {
    const adventure = structuredClone(roadAdventure);
    const wagon = adventure.locations[0]!.nodes.find((n) => n.id === 'wagon');
    assert.ok(wagon?.kind === 'challenge');
    wagon.success.text = { it: 'Con un balzo raggiungete l’altra sponda.' };
    wagon.failure.text = { it: 'Il carro non si muove.', en: 'The wagon does not budge.' };
    const won = atWagon(10, roadContext({ adventure }));
    assert.deepEqual(won.act({ type: 'attempt', approach: 'lift' })[0], {
      type: 'challenge_attempted',
      node: 'wagon',
      approach: 'lift',
      skill: 'might',
      hero: 'vestin',
      roll: 10,
      modifier: 2,
      total: 12,
      dc: 12,
      success: true,
      text: { it: 'Con un balzo raggiungete l’altra sponda.' },
    });
    const lost = atWagon(9, roadContext({ adventure }));
    lost.hero('vestin').hp = 0;
    const p1 = new Party(lost.ctx, lost.state, { player: 'p1', leader: false, heroes: ['vestin', 'mystere'] });
    const event = eventOf(p1.act({ type: 'attempt', approach: 'lift' })[0], 'challenge_attempted');
    assert.deepEqual([event.hero, event.success, event.text], ['mystere', false, { it: 'Il carro non si muove.', en: 'The wagon does not budge.' }]);
  });

  test('a modifier counts only while its condition holds: Vestin dead, the same 10 makes 10 and fails', () => {
    const p = atWagon(10);
    p.hero('vestin').hp = 0;
    const events = p.act({ type: 'attempt', approach: 'lift' });
    assert.equal(eventOf(events[0], 'challenge_attempted').total, 10);
    assert.equal(eventOf(events[0], 'challenge_attempted').success, false);
    assert.equal(p.hero('vestin').hp, 0, 'the dead take no damage');
  });

  test('no critical: a natural 20 still fails short of the DC, a natural 1 still succeeds over it', () => {
    const high = atWagon(20, withWagonDc(23));
    assert.equal(eventOf(high.act({ type: 'attempt', approach: 'lift' })[0], 'challenge_attempted').success, false);
    const low = atWagon(1, withWagonDc(3));
    assert.equal(eventOf(low.act({ type: 'attempt', approach: 'lift' })[0], 'challenge_attempted').success, true);
  });

  test('an approach whose requirement does not hold is refused (requirement) with nothing drawn; met, it may be tried', () => {
    const p = atWagon(15);
    p.refused({ type: 'attempt', approach: 'pry' }, 'requirement');
    p.refused({ type: 'attempt', approach: 'kick' }, 'unknown');
    p.state.company.stores['antidoto'] = 1;
    const events = p.act({ type: 'attempt', approach: 'pry' });
    assert.equal(eventOf(events[0], 'challenge_attempted').total, 16);
  });

  test('Leave writes no receipt and resolves nothing: the challenge may be attempted afterwards', () => {
    const p = atWagon(10);
    assert.deepEqual(p.act({ type: 'leave' }), [{ type: 'challenge_left', node: 'wagon' }]);
    assert.deepEqual(p.state.ledger, []);
    assert.deepEqual(p.state.run.resolved, []);
    p.act({ type: 'advance' });
    p.act({ type: 'travel', to: 'trail' });
    p.act({ type: 'advance' });
    p.state.rng = rngRolling(10);
    assert.equal(eventOf(p.act({ type: 'attempt', approach: 'lift' })[0], 'challenge_attempted').success, true);
  });

  test('nonlethal: a failure never takes a hero below 1 HP', () => {
    const p = atWagon(2);
    p.hero('mystere').hp = 1;
    p.hero('spargle').hp = 2;
    p.act({ type: 'attempt', approach: 'lift' });
    assert.equal(p.hero('mystere').hp, 1);
    assert.equal(p.hero('spargle').hp, 1);
  });
});

describe('dialogue', () => {
  /** A party at the Charcoal Burner (trail, position 2), a repeat-from-start hub. */
  function atBurner(): Party {
    const p = party();
    p.play({ type: 'travel', to: 'trail' }, { type: 'advance' }, { type: 'advance' });
    return p;
  }

  test("opening a conversation grants no clue and resolves nothing; only the clue's choice grants it", () => {
    const p = atBurner();
    assert.deepEqual(p.act({ type: 'talk' }), [{ type: 'dialogue_opened', node: 'burner', page: 'hub' }]);
    assert.deepEqual(p.state.run.flags, ['visited:trail', 'talking:burner']);
    assert.deepEqual(p.act({ type: 'talk', choice: 'ask-stones' }), [
      { type: 'dialogue_chosen', node: 'burner', page: 'hub', choice: 'ask-stones' },
      { type: 'clue_found', node: 'burner', flag: 'old-stones-clue' },
      { type: 'dialogue_page', node: 'burner', page: 'stones' },
    ]);
    assert.ok(p.state.run.flags.includes('old-stones-clue'));
    p.act({ type: 'talk', choice: 'back' });
    assert.deepEqual(p.act({ type: 'talk', choice: 'bye' }), [
      { type: 'dialogue_chosen', node: 'burner', page: 'hub', choice: 'bye' },
      { type: 'dialogue_ended', node: 'burner' },
    ]);
    assert.equal(p.state.run.resolved.includes('burner'), false, 'an optional conversation never resolves');
    assert.ok(p.state.run.flags.includes('talked:burner'), 'but it is marked talked: its point is done for the players');
    assert.equal(p.state.run.flags.filter((f) => f === 'old-stones-clue').length, 1);
  });

  test('a choice needs the conversation open and must be on its page', () => {
    const p = atBurner();
    p.refused({ type: 'talk', choice: 'ask-stones' }, 'not_now');
    p.act({ type: 'talk' });
    p.refused({ type: 'talk', choice: 'back' }, 'unknown');
    p.play({ type: 'advance' }, { type: 'advance' });
    p.refused({ type: 'talk' }, 'not_now');
  });

  test('a repeat-from-start hub reopens at its start page', () => {
    const p = atBurner();
    p.play({ type: 'talk' }, { type: 'talk', choice: 'ask-stones' });
    assert.equal(p.state.run.dialogue['burner'], 'stones');
    p.act({ type: 'leave' });
    assert.deepEqual(p.act({ type: 'talk' }), [{ type: 'dialogue_opened', node: 'burner', page: 'hub' }]);
  });

  test('an ordinary repeat conversation opens the last page read', () => {
    const p = atBurner();
    p.act({ type: 'advance' });
    p.play({ type: 'talk' }, { type: 'talk', choice: 'more' }, { type: 'talk', choice: 'bye' });
    assert.equal(p.state.run.flags.includes('talking:hermit'), false);
    assert.deepEqual(p.act({ type: 'talk' }), [{ type: 'dialogue_opened', node: 'hermit', page: 'second' }]);
    p.act({ type: 'leave' });
    p.refused({ type: 'leave' }, 'not_now');
  });
});

describe('the Dawn Stones', () => {
  test('the leaf deals 1 nonlethal damage to each living hero (never below 1 HP, the dead untouched) and may be retried', () => {
    const p = inGlade(2);
    p.hero('markovia').hp = 1;
    p.hero('mystere').hp = 0;
    const vestin = p.hero('vestin').hp;
    const events = p.act({ type: 'solve', option: 0 });
    assert.deepEqual(events, [
      { type: 'puzzle_wrong', node: 'dawn-stones', option: 'leaf' },
      {
        type: 'party_hurt',
        cause: 'dawn-stones',
        heroes: [
          { hero: 'vestin', lost: 1, hp: vestin - 1 },
          { hero: 'markovia', lost: 0, hp: 1 },
          { hero: 'spargle', lost: 1, hp: 15 },
        ],
      },
    ]);
    assert.equal(p.hero('mystere').hp, 0);
    assert.equal(p.state.run.resolved.includes('dawn-stones'), false);
    p.act({ type: 'solve', option: 0 });
    assert.equal(p.hero('vestin').hp, vestin - 2);
  });

  test('the moon drains 1 stamina from living stamina users (never below 0); mana users are unaffected', () => {
    const p = inGlade(2);
    assert.equal(p.hero('vestin').res, 2);
    const mana = ['markovia', 'mystere', 'spargle'].map((id) => p.hero(id).res);
    assert.deepEqual(p.act({ type: 'solve', option: 1 }), [
      { type: 'puzzle_wrong', node: 'dawn-stones', option: 'moon' },
      { type: 'stamina_drained', cause: 'dawn-stones', heroes: [{ hero: 'vestin', lost: 1, res: 1 }] },
    ]);
    p.play({ type: 'solve', option: 1 }, { type: 'solve', option: 1 });
    assert.equal(p.hero('vestin').res, 0);
    assert.deepEqual(
      ['markovia', 'mystere', 'spargle'].map((id) => p.hero(id).res),
      mana,
    );
  });

  test('the sun resolves it for 25 XP to each living active hero, once', () => {
    const p = inGlade(2);
    p.hero('spargle').hp = 0;
    const events = p.act({ type: 'solve', option: 2 });
    assert.deepEqual(events, [
      { type: 'puzzle_solved', node: 'dawn-stones', option: 'sun' },
      { type: 'reward', receipt: 'reward:dawn-stones', gold: 0, xp: 25, heroes: ['vestin', 'markovia', 'mystere'], provisions: 0, items: [] },
      { type: 'node_resolved', node: 'dawn-stones' },
    ]);
    assert.deepEqual(
      ['vestin', 'markovia', 'mystere', 'spargle'].map((id) => p.hero(id).xp),
      [25, 25, 25, 0],
    );
    p.refused({ type: 'solve', option: 2 }, 'already_done');
    p.refused({ type: 'solve', option: 0 }, 'already_done');
  });

  test('an option that is not there is refused', () => {
    const p = inGlade(2);
    p.refused({ type: 'solve', option: 3 }, 'unknown');
    p.refused({ type: 'solve', option: -1 }, 'unknown');
  });
});

describe('branches', () => {
  /** A party at the Divided Trail (trail, position 4). */
  function atDivide(): Party {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    for (let i = 0; i < 4; i++) p.act({ type: 'advance' });
    return p;
  }

  test('a choice opens its location and excludes the other for the whole run', () => {
    const p = atDivide();
    assert.deepEqual(p.act({ type: 'choose', option: 'blue-markers' }), [
      { type: 'branch_chosen', node: 'divide', option: 'blue-markers', to: 'charcoal', excluded: ['briar'] },
      { type: 'node_resolved', node: 'divide' },
    ]);
    assert.deepEqual(p.state.run.excluded, ['briar']);
    assert.ok(p.state.run.opened.includes('charcoal'));
    p.refused({ type: 'choose', option: 'bootprints' }, 'already_done');
    p.play({ type: 'travel', to: 'town' }, { type: 'travel', to: 'trail' });
    p.refused({ type: 'travel', to: 'briar' }, 'locked');
    p.act({ type: 'travel', to: 'charcoal' });
    p.act({ type: 'advance' });
    p.act({ type: 'exit' });
    p.act({ type: 'travel', to: 'glade' });
    p.refused({ type: 'travel', to: 'briar' }, 'locked');
    assert.deepEqual(p.state.run.excluded, ['briar']);
  });

  test('an unknown option is refused', () => {
    atDivide().refused({ type: 'choose', option: 'moss' }, 'unknown');
  });
});

describe('camps', () => {
  test('a camp refills the living active heroes and cures poison, never the dead nor the pouch, once per site per run', () => {
    const p = inGlade(1);
    p.hero('vestin').hp = 5;
    p.hero('vestin').res = 0;
    p.hero('vestin').poison = 2;
    p.hero('mystere').hp = 0;
    p.state.company.potions = 1;
    p.act({ type: 'camp' });
    assert.deepEqual([p.hero('vestin').hp, p.hero('vestin').res, p.hero('vestin').poison], [24, 2, 0]);
    assert.equal(p.hero('mystere').hp, 0);
    assert.equal(p.state.company.potions, 1);
    assert.deepEqual(p.state.run.camps, ['glade-camp']);
    p.refused({ type: 'camp' }, 'already_done');
    p.play({ type: 'travel', to: 'trail' }, { type: 'travel', to: 'glade' }, { type: 'advance' });
    p.refused({ type: 'camp' }, 'already_done');
  });

  test('walking past a camp keeps it for later', () => {
    const p = inGlade(1);
    p.act({ type: 'advance' });
    p.play({ type: 'travel', to: 'glade' }, { type: 'advance' });
    p.act({ type: 'camp' });
    assert.deepEqual(p.state.run.camps, ['glade-camp']);
  });
});

describe('the completing exit', () => {
  test('pays its rewards, the reputation once, the artifact, raises the highest tier, and recruits Xov as a reserve when the active slots are full', () => {
    const p = inGlade(2);
    p.play({ type: 'solve', option: 2 }, { type: 'advance' }, { type: 'talk', choice: 'welcome' }, { type: 'advance' });
    const events = p.act({ type: 'exit' });
    assert.deepEqual(
      events.find((e) => e.type === 'adventure_completed'),
      { type: 'adventure_completed', adventure: 'road-woods', tier: 'basic', reputation: 1 },
    );
    assert.deepEqual(
      events.find((e) => e.type === 'hero_recruited'),
      { type: 'hero_recruited', hero: 'xov', active: false },
    );
    assert.equal(p.state.company.reputation, 1);
    assert.deepEqual(p.state.company.artifacts, ['silverSeal']);
    assert.deepEqual(p.state.company.active, ['vestin', 'markovia', 'mystere', 'spargle']);
    assert.deepEqual(
      p.state.company.heroes.map((h) => h.id),
      ['vestin', 'markovia', 'mystere', 'spargle', 'xov'],
    );
    assert.deepEqual([p.hero('xov').level, p.hero('xov').hp, p.hero('xov').xp], [1, 20, 0]);
    assert.equal(p.state.run.completed, true);
    assert.equal(p.state.run.highest, 'basic');
    assert.equal(p.state.company.gold, 70);
    p.refused({ type: 'exit' }, 'already_done');
  });

  test('left unset, the exit of a location that leads nowhere completes the adventure; unticked (false), it does not', () => {
    const unset = structuredClone(roadAdventure);
    const exit = unset.locations.find((l) => l.id === 'glade')!.nodes.at(-1)!;
    assert.ok(exit.kind === 'exit');
    delete exit.completes;
    const p = inGlade(2, roadContext({ adventure: unset }));
    p.play({ type: 'solve', option: 2 }, { type: 'advance' }, { type: 'talk', choice: 'welcome' }, { type: 'advance' });
    assert.equal(
      p.act({ type: 'exit' }).some((e) => e.type === 'adventure_completed'),
      true,
    );
    assert.equal(p.state.run.completed, true);

    const off = structuredClone(roadAdventure);
    const offExit = off.locations.find((l) => l.id === 'glade')!.nodes.at(-1)!;
    assert.ok(offExit.kind === 'exit');
    offExit.completes = false;
    const q = inGlade(2, roadContext({ adventure: off }));
    q.play({ type: 'solve', option: 2 }, { type: 'advance' }, { type: 'talk', choice: 'welcome' }, { type: 'advance' });
    assert.equal(
      q.act({ type: 'exit' }).some((e) => e.type === 'adventure_completed'),
      false,
    );
    assert.equal(q.state.run.completed, false);
  });

  test('a recruit takes a free active slot', () => {
    const p = inGlade(2, roadContext({ roster: ['vestin', 'markovia', 'mystere'], active: 4 }));
    p.play({ type: 'solve', option: 2 }, { type: 'advance' }, { type: 'talk', choice: 'welcome' }, { type: 'advance' }, { type: 'exit' });
    assert.deepEqual(p.state.company.active, ['vestin', 'markovia', 'mystere', 'xov']);
  });

  test('the highest tier is never lowered', () => {
    const p = inGlade(2);
    p.state.run.highest = 'expert';
    p.state.run.tier = 'advanced';
    p.play({ type: 'advance' }, { type: 'exit' });
    assert.equal(p.state.run.highest, 'expert');
  });
});
