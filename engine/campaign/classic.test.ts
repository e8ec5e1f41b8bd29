/**
 * The classic quest book: campaigns of the classic ruleset, as HeroQuest plays them — each hero's own
 * gold and items kept between quests, body and mind points back in full, the Armory's equipment bought from a hero's
 * purse, a dead hero replaced by a new one. The context is the shipped classic ruleset, its quest book adventure and
 * the default pack's heroes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import { Mission } from '../../content/schemas/mission.ts';
import { TREASURE_ROOM } from '../../test/support/classic-book.ts';
import { apply } from '../core/apply.ts';
import { createGame } from '../core/game.ts';
import type { GameState, SeatAction } from '../core/types.ts';
import { accepted, refusalOf } from '../../test/support/campaign.ts';
import {
  applyCampaign,
  campaignView,
  fightInput as refusableFightInput,
  type Actor,
  type CampaignAction,
  type CampaignContext,
  type CampaignState,
  type FightOutcome,
} from './index.ts';
import { newCampaign, townOffers } from './town/index.ts';

const pack = loadDefaultPack();
const classic = pack.rulesets.find((r) => r.id === 'classic')!;
const book = pack.adventures.find((a) => a.id === 'il-libro-delle-missioni')!;
const heroes = new Map(pack.heroes.filter((h) => ['barbaro', 'nano', 'elfo', 'mago'].includes(h.id)).map((h) => [h.id, h]));
const ctx: CampaignContext = { adventure: book, ruleset: classic, rules: classic.campaign!, board: null, heroes };
const leader: Actor = { player: 'leader', leader: true, heroes: ['barbaro', 'nano', 'elfo', 'mago'] };
const server: Actor = { server: true };

const play = (s: CampaignState, action: CampaignAction, actor: Actor = leader) => accepted(applyCampaign(ctx, s, action, actor)).state;
const fightInput = (c: CampaignContext, s: CampaignState) => accepted(refusableFightInput(c, s));
const hero = (s: CampaignState, id: string) => s.company.heroes.find((h) => h.id === id)!;
const code = refusalOf;
/** Every hero of the Company alive as given, carrying `gold` and `items` out of the room (the rest as they came in). */
const outcome = (s: CampaignState, result: FightOutcome['result'], out: Record<string, { hp: number; gold?: number; items?: string[] }>): FightOutcome => ({
  result,
  heroes: s.company.active.map((id) => ({
    id,
    hp: out[id]?.hp ?? hero(s, id).hp,
    res: 0,
    poison: 0,
    kills: 0,
    gold: out[id]?.gold ?? hero(s, id).gold ?? 0,
    items: out[id]?.items ?? hero(s, id).items ?? [],
  })),
  potionsLeft: 0,
});
/** `s` after its quest at `location` was fought in room `room` and ended with `fought`. */
function quest(s: CampaignState, location: string, room: string, fought: (s: CampaignState) => FightOutcome): CampaignState {
  s = play(s, { type: 'travel', to: location });
  s = play(s, { type: 'fight' });
  s = play(s, { type: 'fight_started', room }, server);
  return play(s, { type: 'fight_ended', room, outcome: fought(s) }, server);
}

describe('the classic quest book', () => {
  test('a new Company: the four classic heroes, each with no gold, its own items, full body and mind points; the quest book starts at la-prova; the view says its heroes have body points, purses and items, no levels, training or ranks', () => {
    const s = newCampaign(ctx, { id: 'c1', seed: 'book' });
    assert.deepEqual(s.company.active, ['barbaro', 'nano', 'elfo', 'mago']);
    assert.deepEqual(
      s.company.heroes.map((h) => [h.id, h.hp, h.res, h.gold, h.items]),
      [
        ['barbaro', 8, 2, 0, ['pozione-curativa']],
        ['nano', 7, 3, 0, ['pozione-curativa']],
        ['elfo', 6, 4, 0, ['pozione-curativa']],
        ['mago', 4, 6, 0, ['pozione-curativa']],
      ],
    );
    assert.equal(s.company.gold, 0);
    assert.equal(s.run.tier, 'quest-book');
    assert.deepEqual(s.run.opened, ['la-prova']);
    assert.deepEqual(
      book.locations.map((l) => l.nodes[0]!.kind === 'encounter' && l.nodes[0]!.mission),
      ['la-prova', 'il-salvataggio', 'la-tana-degli-orchi', 'la-torre-del-mago', 'la-cripta-del-negromante', 'la-veglia'],
    );
    // the roster's sheets: body and mind points, no next level
    const view = campaignView(ctx, s, leader);
    // what a classic hero has, for the roster and the town: body points, its own purse and items; no levels, training or ranks
    assert.deepEqual(view.system, {
      module: 'classic',
      levels: false,
      training: false,
      ranks: false,
      purses: true,
      items: true,
      health: 'body',
      rests: [],
      resourceNames: null,
    });
    assert.deepEqual(view.sheets['barbaro'], {
      name: heroes.get('barbaro')!.name,
      maxHp: 8,
      maxRes: 2,
      resource: 'mind',
      nextLevelXp: null,
      spells: [],
      picture: 'barbarian',
    });
    // the book's one tier has a name in both languages (the header shows it, never the id quest-book)
    assert.deepEqual(view.names.tiers, { 'quest-book': { it: 'Il libro delle imprese', en: 'The quest book' } });
  });

  test("the Armory's offers: each living hero may buy each piece of equipment at its price from its own gold", () => {
    const s = newCampaign(ctx, { id: 'c1', seed: 'book' });
    const armory = townOffers(ctx, s).filter((o) => o.action.type === 'buy' && o.action.hero === 'barbaro');
    assert.deepEqual(
      armory.map((o) => [o.action.type === 'buy' && o.action.item, o.price, o.currency, o.purse, o.affordable, o.refusal]),
      [
        ['spada-corta', 150, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['spadone', 250, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['ascia-da-battaglia', 400, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['bastone', 100, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['scudo', 100, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['celata', 120, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['cotta-di-maglia', 450, 'gold', 'barbaro', false, 'not_enough_gold'],
        ['armatura-a-piastre', 850, 'gold', 'barbaro', false, 'not_enough_gold'],
      ],
    );
    // no level, training, Temple or Guild under the classic rules
    assert.deepEqual([...new Set(townOffers(ctx, s).map((o) => o.action.type))], ['buy']);
    assert.equal(
      code(() => play(s, { type: 'buy', item: 'spadone', count: 1 })),
      'invalid_action',
    );
    assert.equal(
      code(() => play(s, { type: 'level_up', hero: 'barbaro' })),
      'unknown',
    );
  });

  test('the gold a hero carries out of a quest is its own; every living hero comes back with full body and mind points; a bought weapon is carried into the next quest', () => {
    let s = newCampaign(ctx, { id: 'c1', seed: 'book' });
    s = quest(s, 'la-prova', 'r1', (f) => outcome(f, 'victory', { barbaro: { hp: 3, gold: 300 }, nano: { hp: 5, gold: 25, items: [] } }));
    assert.deepEqual(
      s.company.heroes.map((h) => [h.id, h.hp, h.res, h.gold, h.items]),
      [
        ['barbaro', 8, 2, 300, ['pozione-curativa']],
        ['nano', 7, 3, 25, []],
        ['elfo', 6, 4, 0, ['pozione-curativa']],
        ['mago', 4, 6, 0, ['pozione-curativa']],
      ],
    );
    assert.equal(s.company.gold, 0);
    assert.deepEqual(s.run.resolved, ['la-prova-missione']);
    s = play(play(s, { type: 'advance' }), { type: 'exit' });
    s = play(s, { type: 'travel', to: 'town' });
    // the dwarf's 25 gold buy nothing; the barbarian's 300 buy the broadsword, and not a second one
    assert.equal(
      code(() => play(s, { type: 'buy', item: 'spada-corta', count: 1, hero: 'nano' })),
      'not_enough_gold',
    );
    s = play(s, { type: 'buy', item: 'spadone', count: 1, hero: 'barbaro' });
    assert.equal(hero(s, 'barbaro').gold, 50);
    assert.deepEqual(hero(s, 'barbaro').items, ['pozione-curativa', 'spadone']);
    assert.equal(
      code(() => play(s, { type: 'buy', item: 'spadone', count: 1, hero: 'barbaro' })),
      'at_cap',
    );
    assert.equal(
      code(() => play(s, { type: 'buy', item: 'spadone', count: 1, hero: 'nano' }, { player: 'p1', leader: false, heroes: ['elfo'] })),
      'not_yours',
    );
    s = play(s, { type: 'travel', to: 'il-salvataggio' });
    const input = fightInput(ctx, s);
    assert.equal(input.mission, 'il-salvataggio');
    assert.equal(input.auto, true);
    assert.equal(input.tier, null);
    assert.deepEqual(input.heroes.find((h) => h.id === 'barbaro')!.items, ['pozione-curativa', 'spadone']);
    assert.deepEqual(input.campaign.heroes['barbaro'], { hp: 8, res: 2, poison: 0, gold: 50 });
    // the room: the broadsword's 3 attack dice, the barbarian's 50 gold in its purse
    const mission = pack.missions.find((m) => m.id === 'il-salvataggio')!;
    const game = createGame({ ...pack, ruleset: classic, mission: { ...mission, auto: true }, heroes: input.heroes, campaign: input.campaign, seed: 'room' });
    assert.deepEqual(game.setup.heroPieces['barbaro'], { body: 8, maxBody: 8, attack: 3, defence: 2, gold: 50 });
  });

  test('a hero slain in a quest loses its gold and items; in town it is replaced by a new hero with nothing (the same kind or another free one); the living are not', () => {
    let s = newCampaign(ctx, { id: 'c1', seed: 'book' });
    s = quest(s, 'la-prova', 'r1', (f) => outcome(f, 'victory', { barbaro: { hp: 0, gold: 300, items: ['spadone'] }, elfo: { hp: 2, gold: 40 } }));
    assert.deepEqual([hero(s, 'barbaro').hp, hero(s, 'barbaro').gold, hero(s, 'barbaro').items], [0, 0, []]);
    assert.deepEqual([hero(s, 'elfo').hp, hero(s, 'elfo').gold], [6, 40]);
    assert.equal(hero(s, 'barbaro').records.falls, 1);
    s = play(play(play(s, { type: 'advance' }), { type: 'exit' }), { type: 'travel', to: 'town' });
    assert.equal(
      code(() => play(s, { type: 'replace', hero: 'elfo', with: 'elfo' })),
      'not_now',
    );
    assert.equal(
      code(() => play(s, { type: 'replace', hero: 'barbaro', with: 'nano' })),
      'requirement',
    );
    assert.equal(
      code(() => play(s, { type: 'replace', hero: 'barbaro', with: 'vestin' })),
      'unknown',
    );
    assert.deepEqual(
      townOffers(ctx, s)
        .filter((o) => o.action.type === 'replace')
        .map((o) => o.action),
      [{ type: 'replace', hero: 'barbaro', with: 'barbaro' }],
    );
    // a dead hero buys nothing
    assert.equal(
      code(() => play(s, { type: 'buy', item: 'bastone', count: 1, hero: 'barbaro' })),
      'dead',
    );
    const { state, events } = accepted(applyCampaign(ctx, s, { type: 'replace', hero: 'barbaro', with: 'barbaro' }, leader));
    assert.deepEqual(events, [{ type: 'replaced', hero: 'barbaro', with: 'barbaro' }]);
    const fresh = hero(state, 'barbaro');
    assert.deepEqual([fresh.hp, fresh.res, fresh.gold, fresh.items, fresh.records], [8, 2, 0, ['pozione-curativa'], { fights: 0, kills: 0, falls: 0 }]);
    assert.deepEqual(state.company.active, ['barbaro', 'nano', 'elfo', 'mago']);
  });

  test('a defeat sends the party to town with no gold charged and no mercy: the dead are replaced there', () => {
    let s = newCampaign(ctx, { id: 'c1', seed: 'book' });
    s = quest(s, 'la-prova', 'r1', (f) => outcome(f, 'defeat', { barbaro: { hp: 0 }, nano: { hp: 0 }, elfo: { hp: 0 }, mago: { hp: 0 } }));
    assert.deepEqual(s.run.place, { at: 'town' });
    assert.deepEqual(
      s.company.heroes.map((h) => h.hp),
      [0, 0, 0, 0],
    );
    assert.deepEqual(s.run.resolved, []);
    assert.equal(
      code(() => play(s, { type: 'travel', to: 'la-prova' })),
      'ok',
    );
    assert.equal(
      code(() => play(play(s, { type: 'travel', to: 'la-prova' }), { type: 'fight' })),
      'dead',
    );
  });

  describe("a gold win condition in a quest's room counts only the gold found there", () => {
    /** The treasure room (300 gold in plain sight, won at 300), as a campaign fight of heroes carrying `purses` in. */
    function treasureRoom(purses: Record<string, number>): GameState {
      const s = newCampaign(ctx, { id: 'c1', seed: 'book' });
      for (const h of s.company.heroes) h.gold = purses[h.id] ?? 0;
      const input = fightInput(ctx, play(s, { type: 'travel', to: 'la-prova' }));
      const mission = Mission.parse({ ...TREASURE_ROOM, auto: true });
      let game = createGame({ ...pack, ruleset: classic, mission, heroes: input.heroes, campaign: input.campaign, seed: 'room' });
      for (const [seat, hero] of [
        ['h1', 'barbaro'],
        ['h2', 'nano'],
        ['h3', 'elfo'],
        ['h4', 'mago'],
      ] as const)
        game = ok(game, { seat, type: 'join', hero });
      return ok(game, { seat: 'h1', type: 'start' });
    }
    function ok(state: GameState, action: SeatAction): GameState {
      const r = apply(state, action);
      if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
      return r.state;
    }

    test('heroes entering with 300 gold (more than the 300 the mission asks) have not won; the barbarian finding the 300 wins it', () => {
      let game = treasureRoom({ barbaro: 300, nano: 200 });
      assert.deepEqual(
        game.units.filter((u) => u.side === 'heroes').map((u) => [u.kind, u.gold]),
        [
          ['barbaro', 300],
          ['nano', 200],
          ['elfo', 0],
          ['mago', 0],
        ],
      );
      assert.equal(game.result, null);
      game = ok(game, { seat: 'h1', type: 'end_turn' });
      assert.equal(game.result, null, 'the gold carried in does not win');
      game = ok(game, { seat: 'h2', type: 'search', for: 'treasure' });
      assert.equal(game.units.find((u) => u.kind === 'nano')!.gold, 500);
      assert.deepEqual(game.result, { winner: 'heroes', reason: 'conditions' });
    });

    test('with empty purses, the 300 found win as in any room', () => {
      let game = treasureRoom({});
      game = ok(game, { seat: 'h1', type: 'search', for: 'treasure' });
      assert.deepEqual(game.result, { winner: 'heroes', reason: 'conditions' });
    });

    test('outside a campaign, the gold a hero holds counts whatever its source (the room is unchanged)', () => {
      const mission = Mission.parse({ ...TREASURE_ROOM, auto: true, objects: [] });
      const heroesIn = [...heroes.values()];
      let game = createGame({ ...pack, ruleset: classic, mission, heroes: heroesIn, seed: 'room' });
      game = ok(game, { seat: 'h1', type: 'join', hero: 'barbaro' });
      game = ok(game, { seat: 'h1', type: 'start' });
      game = { ...game, units: game.units.map((u) => (u.kind === 'barbaro' ? { ...u, gold: 300 } : u)) };
      game = ok(game, { seat: 'h1', type: 'end_turn' });
      assert.deepEqual(game.result, { winner: 'heroes', reason: 'conditions' });
    });
  });
});
