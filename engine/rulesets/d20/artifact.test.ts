/**
 * A campaign fight's room, the parts the campaign's records and scripted fights need (spec 003): the
 * artifact a hero wears ("Its once-per-fight untyped d6+2 toll does not inherit weapon attunement, costs no stamina
 * and replaces the wearer's personal action"), each hero's kills (the creatures that died on its turn), and the
 * prologue's Dreadbell "bypassing defenses". Played through `apply` with the shipped forsaken-woods ruleset.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import { Mission } from '../../../content/schemas/index.ts';
import { rollDice } from '../../core/dice-notation.ts';
import { Rng } from '../../core/rng.ts';
import { apply, createGame, legalActions, type CampaignFight, type GameEvent, type GameState, type SeatAction } from '../../index.ts';
import { d20Piece } from './pieces.ts';

const pack = loadDefaultPack();
const fw = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;

/**
 * The heroes' hall (`A`) with Veyr (resisting all six elements, 40 HP) and two Briar Sneaks (9 HP) in it, and a
 * closed door to the crypt (`B`) where a third Briar Sneak waits unseen.
 */
const mission = Mission.parse({
  id: 'prova-artefatto',
  name: { it: 'Prova', en: 'Trial' },
  ruleset: 'forsaken-woods',
  auto: true,
  map: {
    rows: ['AAAAAABBB', 'AAAAAABBB', 'AAAAAABBB'],
    rooms: [
      { id: 'sala', char: 'A' },
      { id: 'cripta', char: 'B' },
    ],
    doors: [
      {
        between: [
          [5, 1],
          [6, 1],
        ],
      },
    ],
  },
  start: [
    [0, 0],
    [0, 1],
  ],
  monsters: [
    { kind: 'veyr', x: 5, y: 0 },
    { kind: 'briar-sneak', x: 5, y: 2 },
    { kind: 'briar-sneak', x: 4, y: 2 },
    { kind: 'briar-sneak', x: 7, y: 1 },
  ],
});

/** Vestin attuned to Fire (his weapon's element), wearing the Silver Seal; Markovia as she comes. */
const heroes = pack.heroes.map((h) => (h.id === 'vestin' ? { ...h, d20: { ...h.d20!, element: 'fire' } } : h));

const SEAL = { id: 'silverSeal', dice: '1d6+2' };

function campaignBlock(over: Partial<CampaignFight> = {}): CampaignFight {
  return {
    campaign: 'c1',
    heroes: { vestin: { hp: 24, res: 2, poison: 0, artifact: SEAL }, markovia: { hp: 18, res: 4, poison: 0 } },
    provisions: 3,
    fleeProvisions: 1,
    pouchItem: null,
    ...over,
  };
}

function ok(state: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
  return { state: r.state, events: r.events };
}

/** The room started with Vestin (h1, initiative 18: he plays first) and Markovia (h2). */
function started(campaign: CampaignFight, seed = 'sigillo'): GameState {
  let s = createGame({ mission, heroes, creatures: pack.creatures, ruleset: fw, spells: pack.spells, items: pack.items, seed, campaign });
  s = ok(s, { seat: 'h1', type: 'join', hero: 'vestin' }).state;
  s = ok(s, { seat: 'h2', type: 'join', hero: 'markovia' }).state;
  return ok(s, { seat: 'h1', type: 'start' }).state;
}

const body = (s: GameState, id: string) => s.units.find((u) => u.id === id)!.body;
const d20Of = (s: GameState, id: string) => d20Piece(s.units.find((u) => u.id === id)!)!;

describe('the artifact a campaign hero wears', () => {
  test("replaces the wearer's personal action: legal offers the Seal, not Shield Wall, which is refused", () => {
    const s = started(campaignBlock());
    assert.equal(s.turn!.unit, 'h1');
    const abilities = legalActions(s, 'h1').filter((a) => a.type === 'ability');
    assert.deepEqual(abilities, [{ type: 'ability', ability: 'silverSeal' }]);
    const wall = apply(s, { seat: 'h1', type: 'ability', ability: 'shield_wall' });
    assert.deepEqual(wall.ok ? null : wall.error, { code: 'not_in_ruleset', message: 'h1\'s personal action is replaced by its artifact "silverSeal"' });
    // without the artifact, Vestin's Shield Wall is his own action again
    const plain = started(campaignBlock({ heroes: { vestin: { hp: 24, res: 2, poison: 0 }, markovia: { hp: 18, res: 4, poison: 0 } } }));
    assert.deepEqual(
      legalActions(plain, 'h1').filter((a) => a.type === 'ability'),
      [{ type: 'ability', ability: 'shield_wall' }],
    );
  });

  test('rolls 1d6+2 on its own for every creature in sight, untyped (Veyr resists nothing of it, the Fire attunement is not inherited), at no cost', () => {
    const s = started(campaignBlock());
    // what the room's dice will give, each creature in sight its own roll in unit order: m1 (Veyr), m2, m3
    const dice = new Rng(s.rng);
    const expected = [1, 2, 3].map(() => rollDice('1d6+2', dice).total);
    assert.deepEqual(expected, [7, 5, 7]);
    const { state: after, events } = ok(s, { seat: 'h1', type: 'ability', ability: 'silverSeal' });
    assert.deepEqual(
      events.filter((e) => e.type === 'special_action'),
      [{ type: 'special_action', unit: 'h1', action: 'silverSeal', kind: 'artifact' }],
    );
    assert.deepEqual(
      // (the creatures then play their turns: Veyr strikes a hero)
      events.flatMap((e) => (e.type === 'damaged' && e.unit.startsWith('m') ? [[e.unit, e.amount, e.element, e.feedback]] : [])),
      [
        ['m1', 7, null, null],
        ['m2', 5, null, null],
        ['m3', 7, null, null],
      ],
    );
    assert.deepEqual([body(after, 'm1'), body(after, 'm2'), body(after, 'm3')], [40 - 7, 9 - 5, 9 - 7]);
    // the Briar Sneak behind the closed door is not in the fight yet: untouched
    assert.equal(body(after, 'm4'), 9);
    // no stamina or mana spent; the Seal is used, and the action completed Vestin's turn
    assert.equal(d20Of(after, 'h1').res, d20Of(s, 'h1').res);
    assert.deepEqual(d20Of(after, 'h1').used, ['silverSeal']);
    assert.notEqual(after.turn!.unit, 'h1');
  });

  test("once per fight: at the wearer's next turn it is neither offered nor accepted (no_uses)", () => {
    let s = ok(started(campaignBlock()), { seat: 'h1', type: 'ability', ability: 'silverSeal' }).state;
    // the creatures and Markovia play until Vestin's turn comes again
    while (s.phase === 'playing' && s.turn!.unit !== 'h1') s = ok(s, { seat: s.turn!.seat, type: 'end_turn' }).state;
    assert.equal(s.turn!.unit, 'h1');
    assert.equal(
      legalActions(s, 'h1').some((a) => a.type === 'ability'),
      false,
    );
    const again = apply(s, { seat: 'h1', type: 'ability', ability: 'silverSeal' });
    assert.deepEqual(again.ok ? null : again.error.code, 'no_uses');
  });
});

describe("a hero's kills", () => {
  test("a creature dying on a hero's turn is that hero's kill (two Briar Sneaks at 1 HP slain by the Seal: 2); none before", () => {
    const s = started(campaignBlock());
    const weak = { ...s, units: s.units.map((u) => (u.id === 'm2' || u.id === 'm3' ? { ...u, body: 1 } : u)) };
    assert.equal(d20Of(weak, 'h1').kills ?? 0, 0);
    const { state: after, events } = ok(weak, { seat: 'h1', type: 'ability', ability: 'silverSeal' });
    assert.deepEqual(
      events.filter((e) => e.type === 'unit_died'),
      [
        { type: 'unit_died', unit: 'm2' },
        { type: 'unit_died', unit: 'm3' },
      ],
    );
    assert.equal(d20Of(after, 'h1').kills, 2);
    assert.equal(d20Of(after, 'h2').kills ?? 0, 0);
  });
});

/** The prologue's room: the six starting heroes against Veyr (il-prologo), every hero Defending when Veyr tolls. */
function prologueToll(tollsIgnoreDefences: boolean): GameEvent[] {
  const prologue = pack.missions.find((m) => m.id === 'il-prologo')!;
  const six = ['vestin', 'markovia', 'mystere', 'spargle', 'aldren', 'sabine'];
  const campaign: CampaignFight = {
    campaign: 'c1',
    heroes: Object.fromEntries(six.map((id) => [id, { hp: 99, res: 9, poison: 0 }])),
    provisions: 3,
    fleeProvisions: null,
    pouchItem: null,
    ...(tollsIgnoreDefences ? { tollsIgnoreDefences } : {}),
  };
  let s = createGame({
    mission: prologue,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset: fw,
    spells: pack.spells,
    items: pack.items,
    seed: 'prologo',
    campaign,
  });
  six.forEach((hero, i) => (s = ok(s, { seat: `h${i + 1}`, type: 'join', hero }).state));
  s = ok(s, { seat: 'h1', type: 'start' }).state;
  assert.equal(
    legalActions(s, s.turn!.seat).some((a) => a.type === 'flee'),
    false,
  );
  const events: GameEvent[] = [];
  // every hero defends on each of its turns until Veyr's Dreadbell has rung
  while (s.phase === 'playing' && !events.some((e) => e.type === 'special_action' && e.kind === 'toll')) {
    const r = ok(s, { seat: s.turn!.seat, type: 'defend' });
    s = r.state;
    events.push(...r.events);
  }
  return events.slice(events.findIndex((e) => e.type === 'special_action' && e.kind === 'toll'));
}

describe("the prologue's Dreadbell", () => {
  test('bypasses Defend: the same dice deal each Defending hero the whole roll, where an ordinary fight halves it (floor, at least 1)', () => {
    const damage = (events: GameEvent[]) => events.flatMap((e) => (e.type === 'damaged' ? [[e.unit, e.amount] as const] : []));
    const ordinary = damage(prologueToll(false));
    const scripted = damage(prologueToll(true));
    assert.equal(scripted.length, 6);
    assert.deepEqual(
      scripted.map(([unit]) => unit),
      ordinary.map(([unit]) => unit),
    );
    assert.deepEqual(
      ordinary.map(([, amount]) => amount),
      scripted.map(([, amount]) => Math.max(1, Math.floor(amount / 2))),
    );
    assert.deepEqual(
      scripted.map(([, amount]) => amount),
      [6, 7, 6, 6, 5, 5],
    );
  });
});
