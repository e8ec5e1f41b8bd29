/**
 * A campaign fight's room (fights are rooms): the Company's heroes come on the board as they stand
 * (level and training applied, current hit points, mana or stamina, poison carried; the dead stay out), and a living
 * hero may `flee` on its turn when the Company has a provision, which ends the room `fled`. Classic and ordinary d20
 * rooms know no `flee`. Played through `apply` with the shipped forsaken-woods ruleset and heroes.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import { Mission } from '../../../content/schemas/index.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type CampaignFight, type GameState, type SeatAction } from '../../index.ts';
import { d20Piece } from './pieces.ts';

const pack = loadDefaultPack();
const fw = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
const classic = pack.rulesets.find((r) => r.id === 'classic')!;

/** An auto d20 mission on one open floor: a Briar Sneak (initiative 17) far from the heroes. */
const mission = Mission.parse({
  id: 'prova-campagna',
  name: { it: 'Prova', en: 'Trial' },
  ruleset: 'forsaken-woods',
  auto: true,
  map: { rows: ['........', '........', '........', '........'], rooms: [], doors: [] },
  start: [
    [0, 0],
    [0, 1],
    [0, 2],
  ],
  monsters: [{ kind: 'briar-sneak', x: 7, y: 3 }],
});

/** Vestin at level 3 with one rank of health training; Markovia as the guide's new hero. */
const heroes = pack.heroes.map((h) => (h.id === 'vestin' ? { ...h, d20: { ...h.d20!, level: 3, training: { ...h.d20!.training, health: 1 } } } : h));

function campaignBlock(over: Partial<CampaignFight> = {}): CampaignFight {
  return {
    campaign: 'c1',
    heroes: { vestin: { hp: 20, res: 2, poison: 0 }, markovia: { hp: 7, res: 1, poison: 2 }, xov: { hp: 0, res: 2, poison: 0 } },
    provisions: 1,
    fleeProvisions: 1,
    pouchItem: null,
    ...over,
  };
}

/** A room of `mission`: a campaign fight with `campaign`, an ordinary d20 room with null. */
function room(campaign: CampaignFight | null = campaignBlock()): GameState {
  return createGame({
    mission,
    heroes,
    creatures: pack.creatures,
    ruleset: fw,
    spells: pack.spells,
    items: pack.items,
    seed: 'campagna',
    ...(campaign ? { campaign } : {}),
  });
}

function ok(state: GameState, action: SeatAction): GameState {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
  return r.state;
}

/** `room()` with Vestin (h1) and Markovia (h2) seated and the game started: Vestin (initiative 18) plays first. */
function started(campaign: CampaignFight | null = campaignBlock()): GameState {
  let s = room(campaign);
  s = ok(s, { seat: 'h1', type: 'join', hero: 'vestin' });
  s = ok(s, { seat: 'h2', type: 'join', hero: 'markovia' });
  return ok(s, { seat: 'h1', type: 'start' });
}

describe('a campaign fight room: the heroes as they stand', () => {
  test('only the living heroes of the Company are offered; a dead one cannot join', () => {
    const s = room();
    assert.deepEqual(
      s.setup.roster.map((h) => h.id),
      ['markovia', 'vestin'],
    );
    assert.deepEqual(
      viewFor(s, MASTER).freeHeroes.map((h) => h.id),
      ['markovia', 'vestin'],
    );
    const r = apply(s, { seat: 'h1', type: 'join', hero: 'xov' });
    assert.deepEqual(r.ok ? null : r.error.code, 'unknown_hero');
  });

  test("a level-3 hero with health training 1 starts with 33 max HP (24 + 3×2 + 3×1) and its current 20, in the lobby's view and on the board", () => {
    const lobby = viewFor(room(), MASTER).heroPieces.vestin!;
    assert.equal(lobby.maxBody, 33);
    assert.equal(lobby.body, 20);
    const s = started();
    const vestin = s.units.find((u) => u.kind === 'vestin')!;
    assert.deepEqual([vestin.body, vestin.maxBody], [20, 33]);
    const seen = viewFor(s, 'h2').units.find((u) => u.kind === 'vestin')!;
    assert.deepEqual([seen.body, seen.maxBody], [20, 33]);
  });

  test('mana and poison carried: Markovia comes with 1 of her 4 mana and 2 poison', () => {
    const markovia = started().units.find((u) => u.kind === 'markovia')!;
    assert.deepEqual([markovia.body, markovia.maxBody, d20Piece(markovia)!.res, d20Piece(markovia)!.resMax], [7, 18, 1, 4]);
    assert.deepEqual(markovia.statuses, [{ status: 'poison', rounds: 0, amount: 2 }]);
  });

  test('more hit points or mana than the maximum are cut to it', () => {
    const s = room(campaignBlock({ heroes: { vestin: { hp: 99, res: 0, poison: 0 }, markovia: { hp: 30, res: 9, poison: 0 } } }));
    assert.deepEqual([s.setup.heroPieces.vestin!.body, s.setup.heroPieces.markovia!.body, d20Piece(s.setup.heroPieces.markovia!)!.res], [33, 18, 4]);
  });

  test('a campaign fight under the classic ruleset (the classic quest book) takes its heroes as they stand', () => {
    const classicMission = Mission.parse({ ...mission, ruleset: 'classic', monsters: [{ kind: 'goblin', x: 7, y: 3 }] });
    const game = createGame({
      mission: classicMission,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: classic,
      seed: 's',
      campaign: campaignBlock({ heroes: { barbaro: { hp: 5, res: 2, poison: 0, gold: 40 } } }),
    });
    assert.deepEqual(
      game.setup.roster.map((h) => h.id),
      ['barbaro'],
    );
    assert.deepEqual(game.setup.heroPieces['barbaro'], { body: 5, maxBody: 8, attack: 3, defence: 2, gold: 40 });
  });
});

describe('flee: a living hero, on its turn, with a provision', () => {
  test('offered to the hero whose turn it is, and it ends the room fled', () => {
    const s = started();
    assert.equal(s.turn!.seat, 'h1');
    assert.ok(legalActions(s, 'h1').some((a) => a.type === 'flee'));
    assert.ok(!legalActions(s, 'h2').some((a) => a.type === 'flee'));
    const r = apply(s, { seat: 'h1', type: 'flee' });
    assert.ok(r.ok);
    assert.equal(r.state.phase, 'over');
    assert.deepEqual(r.state.result, { winner: 'master', reason: 'fled' });
    assert.deepEqual(r.events, [{ type: 'game_over', winner: 'master', reason: 'fled' }]);
    assert.deepEqual(viewFor(r.state, 'h2').result, { winner: 'master', reason: 'fled' });
    assert.deepEqual(legalActions(r.state, 'h1'), []);
  });

  test('refused without a provision (409 no_provisions), and not offered', () => {
    const s = started(campaignBlock({ provisions: 0 }));
    assert.ok(!legalActions(s, 'h1').some((a) => a.type === 'flee'));
    const r = apply(s, { seat: 'h1', type: 'flee' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'no_provisions', message: 'fleeing takes 1 provision(s) and the Company has 0' });
  });

  test("refused out of the hero's turn, and when the campaign's rules have no fleeing", () => {
    const r = apply(started(), { seat: 'h2', type: 'flee' });
    assert.equal(r.ok ? null : r.error.code, 'not_your_turn');
    const none = started(campaignBlock({ fleeProvisions: null }));
    assert.ok(!legalActions(none, 'h1').some((a) => a.type === 'flee'));
    const refused = apply(none, { seat: 'h1', type: 'flee' });
    assert.deepEqual(refused.ok ? null : refused.error, {
      code: 'not_in_ruleset',
      message: "this fight cannot be fled (the campaign's rules have no fleeing, or it is the scripted prologue)",
    });
  });

  test('an ordinary d20 room has no flee, and takes every hero at full health', () => {
    const s = started(null);
    assert.ok(!legalActions(s, 'h1').some((a) => a.type === 'flee'));
    const r = apply(s, { seat: 'h1', type: 'flee' });
    assert.deepEqual(r.ok ? null : r.error, { code: 'not_in_ruleset', message: 'only a campaign fight can be fled' });
    assert.equal(s.units.find((u) => u.kind === 'vestin')!.body, 33);
    assert.equal(s.setup.campaign, undefined);
  });
});
