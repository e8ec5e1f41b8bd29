/**
 * A player's view of a campaign ("The campaign view of a player never carries a branch's hidden outcome,
 * an unvisited location's encounter, or a chest's roll before it is opened"), and the legal actions it lists, on
 * the road's test adventure (test/support/road-adventure.ts).
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { leader, Party, roadCampaign, roadContext } from '../../test/support/road-adventure.ts';
import type { Actor } from './apply.ts';
import { applyCampaign } from './index.ts';
import type { CampaignAction, CampaignContext } from './types.ts';
import { campaignView, legalCampaignActions, type CampaignView, type NodeView } from './view.ts';

const ctx = roadContext();

/** The node `id` of location `location` in `view`. */
function nodeOf(view: CampaignView, location: string, id: string): NodeView {
  const node = view.map.find((l) => l.id === location)?.nodes?.find((n) => n.id === id);
  assert.ok(node, `node ${id} of ${location} is shown`);
  return node;
}

/** The raw JSON a player would receive, checked for what must never be in it. */
function scan(p: Party, label: string): string {
  const raw = JSON.stringify(campaignView(p.ctx, p.state, leader));
  for (const key of [
    '"rng"',
    '"ledger"',
    '"solution"',
    '"drainStamina"',
    '"damage"',
    '"success"',
    '"failure"',
    '"pages"',
    '"clue":"old-stones-clue"',
    'reward:',
    'challenge:',
  ]) {
    assert.equal(raw.includes(key), false, `${label}: ${key} is never sent`);
  }
  for (const n of p.state.rng) assert.equal(raw.includes(String(n)), false, `${label}: the dice's state is never sent`);
  return raw;
}

/** A party of a new campaign. */
function party(): Party {
  return new Party(ctx, roadCampaign(ctx));
}

describe('the campaign view', () => {
  test('a party stranded by an edit of the adventure (its place gone) still gets its view, and may travel to town', () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    p.state.run.place = { at: 'location', location: 'trail', position: 99 };
    const view = campaignView(p.ctx, p.state, leader);
    assert.equal(view.dialogue, null);
    assert.ok(legalCampaignActions(p.ctx, p.state, leader).some((a) => a.type === 'travel' && a.to === 'town'));
    p.state.run.place = { at: 'location', location: 'atlantis', position: 0 };
    assert.doesNotThrow(() => campaignView(p.ctx, p.state, leader));
  });

  test("names what it shows by id: the system (d20: levels, training, ranks, hit points; no purses), each hero's name, maxima, resource, next level's XP and spells, and the items, spells, artifacts, outfits, ranks and tiers", () => {
    const pack = loadDefaultPack();
    const named: CampaignContext = {
      ...ctx,
      names: { items: new Map(pack.items.map((i) => [i.id, i.name])), spells: new Map(pack.spells.map((s) => [s.id, s.name])) },
    };
    const p = new Party(named, roadCampaign(named));
    p.state.company.heroes[0]!.level = 3;
    p.state.company.heroes[0]!.training.health = 1;
    p.state.company.heroes[2]!.spells.push('ember');
    const view = campaignView(p.ctx, p.state, leader);
    // Vestin: body 24, + 3 × 2 levels + 3 × 1 health rank; no mana: 2 stamina; level 3 → 4 costs 180 XP
    assert.deepEqual(view.system, {
      module: 'd20',
      levels: true,
      training: true,
      ranks: true,
      purses: false,
      items: false,
      health: 'hp',
      rests: [],
      resourceNames: null,
    });
    assert.deepEqual(view.sheets['vestin'], {
      name: { it: 'Vestin', en: 'Vestin' },
      maxHp: 33,
      maxRes: 2,
      resource: 'stamina',
      nextLevelXp: 180,
      spells: [],
      picture: 'crested-helmet',
    });
    assert.deepEqual(
      view.sheets['mystere'],
      {
        name: { it: 'Mystere', en: 'Mystere' },
        maxHp: 16,
        maxRes: 5,
        resource: 'mana',
        nextLevelXp: 60,
        spells: ['blizzard', 'earth', 'focus', 'ember'],
        picture: 'hooded-figure',
      },
      "a spell learned at the Guild after the document's own",
    );
    assert.deepEqual(view.names.items['tonico'], { it: 'Tonico', en: 'Tonic' });
    assert.deepEqual(view.names.items['pozione-di-guarigione']?.en, 'Healing Potion');
    assert.deepEqual(view.names.spells['blizzard'], { it: 'Bufera', en: 'Blizzard' });
    assert.deepEqual(view.names.artifacts, { silverSeal: { it: 'Dreadbell', en: 'Dreadbell' } });
    assert.deepEqual(view.names.outfits, { xov: { hydra: { it: 'Idra', en: 'Hydra' } } });
    assert.deepEqual(view.names.ranks, { 'field-pace-1': { it: 'Passo da campo', en: 'Field Pace' } });
    // the tiers named in both languages (the Forsaken Woods board gives each its Italian and English name)
    assert.deepEqual(view.names.tiers, {
      basic: { it: 'Base', en: 'Basic' },
      advanced: { it: 'Avanzato', en: 'Advanced' },
      expert: { it: 'Esperto', en: 'Expert' },
      master: { it: 'Maestro', en: 'Master' },
      masterPlus: { it: 'Maestro Plus', en: 'Master Plus' },
    });
    // a context without document names (none loaded) names nothing: the page shows the ids
    assert.deepEqual(campaignView(ctx, p.state, leader).names.items, {});
  });

  test('the reputation ranks reached are derived from the reputation, never saved: none at 0, Field Pace at 1', () => {
    const p = party();
    assert.deepEqual(campaignView(p.ctx, p.state, leader).ranks, []);
    p.state.company.reputation = 1;
    assert.deepEqual(campaignView(p.ctx, p.state, leader).ranks, ['field-pace-1']);
    assert.equal('ranks' in p.state.company, false);
  });

  test("shows the whole Company and the run, the map with every location's name, and no node of a location not visited", () => {
    const p = party();
    const view = campaignView(ctx, p.state, leader);
    assert.deepEqual(view.company, p.state.company);
    assert.deepEqual(view.run, {
      tier: 'basic',
      highest: null,
      completed: false,
      place: { at: 'town' },
      opened: ['trail'],
      excluded: [],
      resolved: [],
      camps: [],
      flags: [],
      fight: null,
      battleSinceTown: false,
      clock: 0,
    });
    assert.deepEqual(
      view.map.map((l) => [l.id, l.name.en, l.opened, l.excluded, l.visited, l.here, l.nodes === undefined]),
      [
        ['trail', 'Old Trail', true, false, false, false, true],
        ['briar', 'Briar Crossing', false, false, false, false, true],
        ['charcoal', 'Charcoal Burner', false, false, false, false, true],
        ['glade', 'Mossy Glade', false, false, false, false, true],
      ],
    );
    assert.equal(view.dialogue, null);
    assert.equal(view.wish, false);
    assert.ok(
      view.town.some((o) => o.action.type === 'rest'),
      "the town's offers are in the view",
    );
  });

  test("the raw view never carries an unvisited location's missions, an unchosen branch's destination, an unopened chest's rewards, the dice or the ledger", () => {
    const p = party();
    const missions = ['spider-wayside', 'wormface-lair'];
    const check = (label: string, visible: string[]) => {
      const raw = scan(p, label);
      for (const m of missions) assert.equal(raw.includes(m), visible.includes(m), `${label}: mission ${m} ${visible.includes(m) ? 'shown' : 'hidden'}`);
      return raw;
    };
    check('new campaign', []);
    p.act({ type: 'travel', to: 'trail' });
    let raw = check('at the trail', []);
    assert.equal(raw.includes('"to":"charcoal"') || raw.includes('"to":"briar"'), false, 'no branch option shows where it leads');
    assert.equal(raw.includes('"rewards"'), false, 'no unopened chest shows its rewards');
    assert.equal(raw.includes('"gold":18'), false);
    for (let i = 0; i < 4; i++) p.act({ type: 'advance' });
    raw = check('at the Divided Trail', []);
    assert.equal(raw.includes('"to":"charcoal"') || raw.includes('"to":"briar"'), false);
    p.act({ type: 'choose', option: 'blue-markers' });
    raw = check('after the choice', []);
    assert.equal(raw.includes('"to":"charcoal"'), true, 'the chosen option shows its destination');
    assert.equal(raw.includes('"to":"briar"'), false, 'the other option never does');
    p.act({ type: 'travel', to: 'charcoal' });
    raw = check('at the Charcoal Burner', ['spider-wayside']);
    assert.equal(raw.includes('"gold":27'), false, "the exit chest's rewards are hidden before it is opened");
    p.play({ type: 'advance' }, { type: 'exit' });
    raw = check('after the exit chest', ['spider-wayside']);
    assert.deepEqual((nodeOf(campaignView(ctx, p.state, leader), 'charcoal', 'charcoal-exit') as { rewards?: unknown }).rewards, { gold: 27, xp: 5 });
    p.act({ type: 'travel', to: 'glade' });
    check('in the glade', ['spider-wayside', 'wormface-lair']);
  });

  test("a chest's rewards appear once it is opened; a branch shows its clues, and only the chosen option's destination", () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    assert.deepEqual(nodeOf(campaignView(ctx, p.state, leader), 'trail', 'trail-cache'), {
      id: 'trail-cache',
      kind: 'chest',
      name: { it: 'Cache', en: 'Cache' },
      at: 0.1,
      mandatory: false,
      resolved: false,
    });
    p.act({ type: 'open' });
    assert.deepEqual((nodeOf(campaignView(ctx, p.state, leader), 'trail', 'trail-cache') as { rewards?: unknown }).rewards, { gold: 18 });
    const branch = nodeOf(campaignView(ctx, p.state, leader), 'trail', 'divide');
    assert.deepEqual(branch.kind === 'branch' && [branch.chosen, branch.options], [
      null,
      [
        { id: 'bootprints', clue: { it: 'Bootprints', en: 'Bootprints' } },
        { id: 'blue-markers', clue: { it: 'Blue markers', en: 'Blue markers' } },
      ],
    ]);
  });

  test("the open conversation's page is shown with its choices, not where they lead or what they grant; the markers are not flags", () => {
    const p = party();
    p.play({ type: 'travel', to: 'trail' }, { type: 'advance' }, { type: 'advance' }, { type: 'talk' });
    const view = campaignView(ctx, p.state, leader);
    assert.deepEqual(view.dialogue, {
      node: 'burner',
      speaker: { it: 'Burner', en: 'Burner' },
      page: {
        id: 'hub',
        text: { it: 'What do you want?', en: 'What do you want?' },
        choices: [
          { id: 'ask-stones', text: { it: 'The old stones?', en: 'The old stones?' } },
          { id: 'bye', text: { it: 'Bye', en: 'Bye' } },
        ],
      },
    });
    assert.deepEqual(view.run.flags, []);
    p.act({ type: 'talk', choice: 'ask-stones' });
    assert.deepEqual(campaignView(ctx, p.state, leader).run.flags, ['old-stones-clue']);
    p.act({ type: 'leave' });
    assert.equal(campaignView(ctx, p.state, leader).dialogue, null);
  });

  test("a challenge shows each approach's modifier now and whether it is available; a puzzle its options alone", () => {
    const p = party();
    p.play({ type: 'travel', to: 'trail' });
    const wagon = nodeOf(campaignView(ctx, p.state, leader), 'trail', 'wagon');
    assert.deepEqual(wagon.kind === 'challenge' && [wagon.dc, wagon.approaches.map((a) => [a.id, a.skill, a.modifier, a.available])], [
      12,
      [
        ['lift', 'might', 2, true],
        ['pry', 'finesse', 1, false],
      ],
    ]);
    p.state.run.opened.push('glade');
    p.act({ type: 'travel', to: 'glade' });
    const stones = nodeOf(campaignView(ctx, p.state, leader), 'glade', 'dawn-stones');
    assert.deepEqual(stones.kind === 'puzzle' && stones.options.map((o) => o.id), ['leaf', 'moon', 'sun']);
    assert.equal('rewards' in stones, false);
  });

  test('a node of another tier is not on the map', () => {
    const p = party();
    p.state.run.opened.push('glade');
    p.act({ type: 'travel', to: 'glade' });
    const ids = (tier: string) => {
      p.state.run.tier = tier;
      return campaignView(ctx, p.state, leader)
        .map.find((l) => l.id === 'glade')
        ?.nodes?.map((n) => n.id);
    };
    assert.deepEqual(ids('basic'), ['wormface', 'glade-camp', 'dawn-stones', 'xov-talk', 'glade-exit']);
    assert.deepEqual(ids('advanced'), ['wormface', 'glade-camp', 'dawn-stones', 'glade-exit']);
  });

  test('names the node the party stands at (its place indexes every node, those of other tiers too); no location is current in town', () => {
    const p = party();
    p.state.run.opened.push('glade');
    p.act({ type: 'travel', to: 'glade' });
    const current = () => campaignView(ctx, p.state, leader).map.map((l) => [l.id, l.current ?? null]);
    assert.deepEqual(current(), [
      ['trail', null],
      ['briar', null],
      ['charcoal', null],
      ['glade', 'wormface'],
    ]);
    p.state.run.tier = 'advanced';
    p.state.run.place = { at: 'location', location: 'glade', position: 4 };
    assert.equal(
      campaignView(ctx, p.state, leader).map.find((l) => l.id === 'glade')?.current,
      'glade-exit',
      'position 4 is the exit, the fourth node shown at Advanced',
    );
    p.state.run.place = { at: 'town' };
    assert.deepEqual(
      current().filter(([, c]) => c !== null),
      [],
    );
  });
});

describe('the legal actions', () => {
  /** The actions of `type` among `actions`. */
  const ofType = (actions: CampaignAction[], ...types: string[]) => actions.filter((a) => types.includes(a.type));

  test("in town: travel to each location reachable (opened, not excluded), never to the town itself, and the town's actions", () => {
    const p = party();
    p.state.run.opened.push('briar', 'charcoal');
    p.state.run.excluded.push('briar');
    const actions = legalCampaignActions(ctx, p.state, leader);
    assert.deepEqual(ofType(actions, 'travel'), [
      { type: 'travel', to: 'trail' },
      { type: 'travel', to: 'charcoal' },
    ]);
    assert.ok(actions.some((a) => a.type === 'rest'));
    assert.ok(actions.some((a) => a.type === 'replay'));
    assert.deepEqual(ofType(actions, 'advance', 'open', 'talk', 'camp', 'exit'), []);
  });

  test('at a challenge: every approach whose requirements hold, Leave, and walking on', () => {
    const p = party();
    p.play({ type: 'travel', to: 'trail' }, { type: 'advance' });
    assert.deepEqual(ofType(legalCampaignActions(ctx, p.state, leader), 'attempt', 'leave', 'advance', 'open'), [
      { type: 'advance' },
      { type: 'leave' },
      { type: 'attempt', approach: 'lift' },
    ]);
    p.state.company.stores['antidoto'] = 1;
    assert.deepEqual(ofType(legalCampaignActions(ctx, p.state, leader), 'attempt'), [
      { type: 'attempt', approach: 'lift' },
      { type: 'attempt', approach: 'pry' },
    ]);
  });

  test("the routes the party knows: the town's road to the start; a visited location's routes and its chosen branch option's destination, never an unchosen one's nor an unvisited location's", () => {
    const p = party();
    const fresh = campaignView(ctx, p.state, leader);
    assert.equal(fresh.adventure.start, 'trail');
    assert.deepEqual(
      fresh.map.map((l) => [l.id, l.routes]),
      [
        ['trail', undefined],
        ['briar', undefined],
        ['charcoal', undefined],
        ['glade', undefined],
      ],
    );
    p.act({ type: 'travel', to: 'trail' });
    // the trail's exit opens no route of its own: until the branch is chosen it leads nowhere the party knows
    assert.deepEqual(
      campaignView(ctx, p.state, leader).map.map((l) => [l.id, l.routes]),
      [
        ['trail', []],
        ['briar', undefined],
        ['charcoal', undefined],
        ['glade', undefined],
      ],
    );
    for (let i = 0; i < 4; i++) p.act({ type: 'advance' });
    p.act({ type: 'choose', option: 'bootprints' });
    const chosen = campaignView(ctx, p.state, leader);
    assert.deepEqual(
      chosen.map.map((l) => [l.id, l.routes, l.opened, l.excluded]),
      [
        ['trail', ['briar'], true, false],
        ['briar', undefined, true, false],
        ['charcoal', undefined, false, true],
        ['glade', undefined, false, false],
      ],
    );
    // the briar's route to the glade is told once the party has been there
    p.act({ type: 'travel', to: 'briar' });
    assert.deepEqual(campaignView(ctx, p.state, leader).map.find((l) => l.id === 'briar')?.routes, ['glade']);
    assert.equal(JSON.stringify(campaignView(ctx, p.state, leader)).includes('"charcoal"'), true, 'the excluded location is on the map by name');
    assert.equal(JSON.stringify(campaignView(ctx, p.state, leader)).includes('"to":"charcoal"'), false, 'never as a destination');
  });

  test("at the mandatory branch: each option, not walking on; at a dialogue, the open page's choices", () => {
    const p = party();
    p.act({ type: 'travel', to: 'trail' });
    for (let i = 0; i < 4; i++) p.act({ type: 'advance' });
    assert.deepEqual(ofType(legalCampaignActions(ctx, p.state, leader), 'choose', 'advance'), [
      { type: 'choose', option: 'bootprints' },
      { type: 'choose', option: 'blue-markers' },
    ]);
    const q = party();
    q.play({ type: 'travel', to: 'trail' }, { type: 'advance' }, { type: 'advance' });
    assert.deepEqual(ofType(legalCampaignActions(ctx, q.state, leader), 'talk'), [{ type: 'talk' }]);
    q.act({ type: 'talk' });
    assert.deepEqual(ofType(legalCampaignActions(ctx, q.state, leader), 'talk', 'leave'), [
      { type: 'talk' },
      { type: 'talk', choice: 'ask-stones' },
      { type: 'talk', choice: 'bye' },
      { type: 'leave' },
    ]);
  });

  test('every listed action succeeds, and the state it was listed from is unchanged', () => {
    const p = party();
    p.play({ type: 'travel', to: 'trail' }, { type: 'advance' });
    const before = JSON.stringify(p.state);
    const actions = legalCampaignActions(ctx, p.state, leader);
    assert.equal(JSON.stringify(p.state), before);
    for (const a of actions) assert.equal(applyCampaign(ctx, p.state, a, leader).ok, true, JSON.stringify(a));
  });

  test('a player is offered hero actions only for the heroes it holds', () => {
    const p = party();
    const player: Actor = { player: 'p1', leader: false, heroes: ['vestin'] };
    const actions = legalCampaignActions(ctx, p.state, player);
    const heroes = new Set(actions.flatMap((a) => ('hero' in a ? [a.hero] : [])));
    assert.deepEqual([...heroes], ['vestin']);
    assert.deepEqual(campaignView(ctx, p.state, player).you, { player: 'p1', leader: false, heroes: ['vestin'] });
  });
});
