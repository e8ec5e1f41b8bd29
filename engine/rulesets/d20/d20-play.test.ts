/**
 * The d20 loop on the board (spec 003), played through `apply` with the shipped forsaken-woods ruleset
 * and content: fixed initiative, the d20 strike against armour, fumbles and criticals, elements, Defend, Freeze and
 * Poison at turn start, Grave Chill, Dreadbell, Wormface, spells with mana, and a rejected action spending nothing.
 * Dice are never forced: where a test needs a given roll it looks for a seed that gives it.
 */
import assert from 'node:assert/strict';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../../../content/load-pack.ts';
import { Mission } from '../../../content/schemas/index.ts';
import { parseDice, rollDice } from '../../core/dice-notation.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type GameEvent, type GameState, type SeatAction, type StatusState, type Unit } from '../../index.ts';
import { d20Piece } from './pieces.ts';
import { initiativeOrder } from './turns.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import { deepFreeze } from '../../../test/support/fixtures.ts';

const pack = loadDefaultPack();
const fw = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
/**
 * The pack's heroes, Markovia and Spargle having learned every lesson of their role at the Guild (they start with
 * Mending and Ember only), so that every spell of the guide's table can be cast here.
 */
const HEROES = pack.heroes.map((h) =>
  h.id === 'markovia'
    ? { ...h, spells: [...h.spells, 'smite', 'dawn', 'revive'] }
    : h.id === 'spargle'
      ? { ...h, spells: [...h.spells, 'void', 'frost', 'wind'] }
      : h,
);

/** A room on one open floor (no rooms to reveal): `rows` of `.`, heroes at `start`, creatures as given. */
function fwMission(monsters: { kind: string; x: number; y: number }[], start: [number, number][], extra: Record<string, unknown> = {}): Mission {
  return Mission.parse({
    id: 'prova-d20',
    name: { it: 'Prova', en: 'Trial' },
    ruleset: 'forsaken-woods',
    map: { rows: ['........', '........', '........', '........'], rooms: [], doors: [] },
    start,
    monsters,
    ...extra,
  });
}

/** A started game of `heroes` (in seat order h1, h2, ...). */
function fwGame(m: Mission, heroes: string[], seed = 'd20'): GameState {
  let s = createGame({ mission: m, heroes: HEROES, creatures: pack.creatures, ruleset: fw, spells: pack.spells, items: pack.items, seed });
  const actions: SeatAction[] = heroes.map((hero, i) => ({ seat: `h${i + 1}`, type: 'join', hero }));
  actions.push({ seat: m.auto ? 'h1' : MASTER, type: 'start' });
  for (const a of actions) s = ok(s, a).state;
  return s;
}

function ok(state: GameState, action: SeatAction): { state: GameState; events: GameEvent[] } {
  const r = apply(state, action);
  if (!r.ok) throw new Error(`${JSON.stringify(action)} rejected: ${r.error.code} ${r.error.message}`);
  return r;
}

function code(state: GameState, action: SeatAction): string {
  const r = apply(state, action);
  return r.ok ? 'ok' : r.error.code;
}

function unit(state: GameState, id: string): Unit {
  return state.units.find((u) => u.id === id)!;
}

/** `state` with unit `id` patched. */
function patch(state: GameState, id: string, p: Partial<Unit>): GameState {
  return { ...state, units: state.units.map((u) => (u.id === id ? { ...u, ...p } : u)) };
}

/** `state` with unit `id` holding `status` too. */
function withStatus(state: GameState, id: string, status: StatusState): GameState {
  return patch(state, id, { statuses: [...unit(state, id).statuses.filter((s) => s.status !== status.status), status] });
}

/** The first seed (of `tries`) whose PRNG makes `action` on `state` give events satisfying `wanted`. */
function seeded(
  state: GameState,
  action: SeatAction,
  wanted: (events: GameEvent[], after: GameState) => boolean,
  tries = 2000,
  prefix = 'seek',
): { before: GameState; state: GameState; events: GameEvent[] } {
  for (let i = 0; i < tries; i++) {
    const before = { ...state, rng: seedRng(`${prefix}-${i}`) };
    const r = apply(before, action);
    if (r.ok && wanted(r.events, r.state)) return { before, state: r.state, events: r.events };
  }
  throw new Error(`no seed gives what the test wants for ${JSON.stringify(action)}`);
}

const strikes = (events: GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'd20_attack' }> => e.type === 'd20_attack');

describe('turn order: fixed initiative, descending, heroes and creatures together', () => {
  // Sentinels 20, Xov 19, Vestin 18, Warden 16, Markovia 12
  const m = fwMission(
    [
      { kind: 'hollow-warden', x: 7, y: 0 },
      { kind: 'dawn-sentinel', x: 7, y: 1 },
      { kind: 'dawn-sentinel', x: 7, y: 2 },
    ],
    [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  );
  const s = fwGame(m, ['markovia', 'vestin', 'xov']);

  test('no roll: the order is by initiative, ties in list order (heroes in seat order, then creatures in mission order)', () => {
    assert.deepEqual(
      initiativeOrder(s).map((u) => `${u.id}:${d20Piece(u)!.initiative}`),
      ['m2:20', 'm3:20', 'h3:19', 'h2:18', 'm1:16', 'h1:12'],
    );
    assert.equal(s.turn!.unit, 'm2');
    assert.equal(s.turn!.seat, MASTER);
    assert.equal(s.round, 1);
  });

  test('each turn passes to the next; the round goes up when the order wraps; the master acts only with the creature whose turn it is', () => {
    let g = s;
    assert.equal(code(g, { seat: MASTER, type: 'move_creature', creature: 'm3', to: [6, 2] }), 'not_your_turn');
    assert.ok(legalActions(g, MASTER).every((a) => !('creature' in a) || a.creature === 'm2'));
    const seen: string[] = [];
    for (let i = 0; i < 7; i++) {
      seen.push(`${g.round}:${g.turn!.unit}`);
      g = ok(g, { seat: g.turn!.seat, type: 'end_turn' }).state;
    }
    assert.deepEqual(seen, ['1:m2', '1:m3', '1:h3', '1:h2', '1:m1', '1:h1', '2:m2']);
  });

  test('dead actors are skipped', () => {
    let g = patch(s, 'm3', { alive: false, body: 0 });
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'h3');
  });

  test('a hero acts once and the turn is over: one normal action completes it', () => {
    // Xov (h3) next to Sentinel m2
    let g = patch(s, 'h3', { x: 6, y: 1 });
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'h3');
    const r = ok(g, { seat: 'h3', type: 'attack', target: 'm2' });
    assert.equal(strikes(r.events).length, 1);
    assert.equal(r.state.turn!.unit, 'h2');
  });
});

describe('the d20 strike', () => {
  // Xov (attack 4, 1d6+2) beside a Dawn Sentinel (AC 12, 10 HP), her turn
  const m = fwMission([{ kind: 'dawn-sentinel', x: 1, y: 0 }], [[0, 0]]);
  const base = (() => {
    let g = fwGame(m, ['xov']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'h1');
    return g;
  })();
  const attack: SeatAction = { seat: 'h1', type: 'attack', target: 'm1' };

  test('total = natural + Attack; it hits when the total reaches the armour; 2..19 decide by the total', () => {
    for (let i = 0; i < 200; i++) {
      const r = ok({ ...base, rng: seedRng(`any-${i}`) }, attack);
      const [e] = strikes(r.events);
      assert.ok(e);
      assert.equal(e.bonus, 4);
      assert.equal(e.total, e.natural + 4);
      assert.equal(e.armour, 12);
      const expected = e.natural === 1 ? 'fumble' : e.natural === 20 ? 'critical' : e.total >= 12 ? 'hit' : 'miss';
      assert.equal(e.outcome, expected, `natural ${e.natural}`);
    }
    // the boundary: natural 8 (total 12) hits, natural 7 (total 11) misses
    assert.equal(strikes(seeded(base, attack, (ev) => strikes(ev)[0]!.natural === 8).events)[0]!.outcome, 'hit');
    assert.equal(strikes(seeded(base, attack, (ev) => strikes(ev)[0]!.natural === 7).events)[0]!.outcome, 'miss');
  });

  test('a natural 20 hits critically for the maximum of the die plus the bonus, not multiplied: 1d6+2 → 8', () => {
    const r = seeded(base, attack, (ev) => strikes(ev)[0]!.natural === 20);
    const damaged = r.events.find((e) => e.type === 'damaged');
    assert.deepEqual(damaged && damaged.type === 'damaged' ? [damaged.amount, damaged.body] : null, [8, 2]);
  });

  test('a hit deals the die + bonus (Sentinels take physical damage as it is)', () => {
    const r = seeded(base, attack, (ev) => strikes(ev)[0]!.outcome === 'hit');
    // the damage roll is the draw after the d20
    const rng = new Rng(r.before.rng);
    rng.int(20);
    const rolled = rollDice(parseDice('1d6+2'), rng).total;
    assert.equal(unit(r.state, 'm1').body, 10 - rolled);
  });

  test('a natural 1 fumbles: an entry of the table is drawn and applied', () => {
    const kinds = new Set<string>();
    for (let i = 0; i < 40 && kinds.size < 5; i++) {
      const r = seeded(base, attack, (ev) => strikes(ev)[0]!.natural === 1, 4000, `fumble${i}`);
      const f = r.events.find((e) => e.type === 'fumbled');
      assert.ok(f && f.type === 'fumbled');
      kinds.add(f.kind);
      const xov = unit(r.state, 'h1');
      if (f.kind === 'selfInjury') assert.equal(f.amount, 1); // 5% of 20 HP = 1
      if (f.kind === 'resourceLoss') assert.equal(d20Piece(xov)!.res, 1); // Xov has 2 stamina
      if (f.kind === 'exposed') assert.equal(xov.statuses.find((s) => s.status === 'exposed')?.amount, 2);
      if (f.kind === 'harmless') assert.equal(f.amount, 0);
    }
    assert.ok(kinds.size >= 4, [...kinds].join());
  });

  test('Exposed on the target adds to the total and is used up even by a miss', () => {
    const g = withStatus(base, 'm1', { status: 'exposed', rounds: 0, amount: 2 });
    const r = seeded(g, attack, (ev) => strikes(ev)[0]!.outcome === 'miss');
    assert.equal(strikes(r.events)[0]!.bonus, 6);
    assert.equal(unit(r.state, 'm1').statuses.length, 0);
  });

  test("Defending adds 3 to armour until the defender's next turn begins", () => {
    // Vestin (AC 14) defends; the Sentinel strikes him; his next turn the stance ends
    let g = fwGame(fwMission([{ kind: 'dawn-sentinel', x: 1, y: 0 }], [[0, 0]]), ['vestin']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    g = ok(g, { seat: 'h1', type: 'defend' }).state;
    assert.deepEqual(
      unit(g, 'h1').statuses.map((s) => s.status),
      ['defending'],
    );
    assert.equal(g.turn!.unit, 'm1');
    const r = ok(g, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    assert.equal(strikes(r.events)[0]!.armour, 17);
    assert.equal(r.state.turn!.unit, 'h1');
    assert.deepEqual(unit(r.state, 'h1').statuses, []);
  });
});

describe('elements and spells', () => {
  // Markovia (4 mana) and Spargle (5 mana) against a Sentinel (weak Holy/Earth, resists Void)
  const m = fwMission(
    [{ kind: 'dawn-sentinel', x: 3, y: 0 }],
    [
      [0, 0],
      [0, 1],
    ],
  );
  const start = (() => {
    let g = fwGame(m, ['markovia', 'spargle']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    return g;
  })();

  test('the order: Spargle (14) then Markovia (12)', () => {
    assert.equal(start.turn!.unit, 'h2');
  });

  test('Radiant Word (Holy) on a Sentinel: weakness turns A into max(1, floor((3A+1)/2)); mana spent', () => {
    const g = ok(start, { seat: 'h2', type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'h1');
    const r = ok(g, { seat: 'h1', type: 'cast', spell: 'smite', target: 'm1' });
    const A = rollDice(parseDice('1d8+3'), new Rng(g.rng)).total;
    const damaged = r.events.find((e) => e.type === 'damaged')!;
    assert.ok(damaged.type === 'damaged');
    assert.equal(damaged.amount, Math.max(1, Math.floor((3 * A + 1) / 2)));
    assert.equal(damaged.feedback, 'weak');
    assert.equal(d20Piece(unit(r.state, 'h1'))!.res, 3);
  });

  test('Void Lance on a Sentinel: resistance halves, max(1, floor(A/2)); hit points never below 0 while the feedback shows the computed amount', () => {
    const r = ok(start, { seat: 'h2', type: 'cast', spell: 'void', target: 'm1' });
    const A = rollDice(parseDice('1d10+4'), new Rng(start.rng)).total;
    const damaged = r.events.find((e) => e.type === 'damaged')!;
    assert.ok(damaged.type === 'damaged');
    assert.equal(damaged.amount, Math.max(1, Math.floor(A / 2)));
    assert.equal(damaged.feedback, 'resist');
    const weak = patch(start, 'm1', { body: 1 });
    const killed = ok(weak, { seat: 'h2', type: 'cast', spell: 'void', target: 'm1' });
    assert.equal(unit(killed.state, 'm1').body, 0);
    const d = killed.events.find((e) => e.type === 'damaged')!;
    assert.ok(d.type === 'damaged' && d.amount >= 2);
  });

  test('a rejected cast spends nothing: not enough mana, or Mending on a full, unpoisoned ally', () => {
    const poor = patch(start, 'h2', { ext: { ...d20Piece(unit(start, 'h2'))!, res: 1 } });
    assert.equal(code(poor, { seat: 'h2', type: 'cast', spell: 'void', target: 'm1' }), 'no_resource');
    const g = ok(start, { seat: 'h2', type: 'end_turn' }).state;
    assert.equal(code(g, { seat: 'h1', type: 'cast', spell: 'mend', target: 'h2' }), 'no_effect');
    assert.equal(d20Piece(unit(g, 'h1'))!.res, 4);
    assert.ok(!legalActions(g, 'h1').some((a) => a.type === 'cast' && a.spell === 'mend'));
    // wounded, Mending is listed and heals d8+4, up to the maximum
    const hurt = patch(g, 'h2', { body: 10 });
    assert.ok(legalActions(hurt, 'h1').some((a) => a.type === 'cast' && a.spell === 'mend' && a.target === 'h2'));
    const r = ok(hurt, { seat: 'h1', type: 'cast', spell: 'mend', target: 'h2' });
    assert.equal(unit(r.state, 'h2').body, Math.min(16, 10 + rollDice(parseDice('1d8+4'), new Rng(hurt.rng)).total));
  });

  test('healing cures poison, even at full health; Recall the Fallen aims only at a fallen ally', () => {
    const g = ok(start, { seat: 'h2', type: 'end_turn' }).state;
    const poisoned = withStatus(g, 'h2', { status: 'poison', rounds: 0, amount: 2 });
    const r = ok(poisoned, { seat: 'h1', type: 'cast', spell: 'mend', target: 'h2' });
    assert.deepEqual(unit(r.state, 'h2').statuses, []);
    assert.equal(code(g, { seat: 'h1', type: 'cast', spell: 'revive', target: 'h2' }), 'no_effect');
    const fallen = patch(g, 'h2', { alive: false, body: 0 });
    const back = ok(fallen, { seat: 'h1', type: 'cast', spell: 'revive', target: 'h2' });
    const body = Math.min(16, rollDice(parseDice('1d6+3'), new Rng(fallen.rng)).total);
    assert.equal(unit(back.state, 'h2').alive, true);
    assert.equal(unit(back.state, 'h2').body, body);
  });

  test("Recall the Fallen is neither listed nor accepted while a living unit stands on the fallen ally's square: nothing is spent", () => {
    const g = ok(start, { seat: 'h2', type: 'end_turn' }).state;
    // Spargle fell at [0, 1]; the Sentinel has stepped onto the square
    const held = patch(patch(g, 'h2', { alive: false, body: 0 }), 'm1', { x: 0, y: 1 });
    assert.ok(!legalActions(held, 'h1').some((a) => a.type === 'cast' && a.spell === 'revive'));
    assert.equal(code(held, { seat: 'h1', type: 'cast', spell: 'revive', target: 'h2' }), 'no_effect');
    // once the square is free again, it is listed and brings Spargle back
    const free = patch(held, 'm1', { x: 3, y: 0 });
    assert.ok(legalActions(free, 'h1').some((a) => a.type === 'cast' && a.spell === 'revive' && a.target === 'h2'));
    assert.equal(unit(ok(free, { seat: 'h1', type: 'cast', spell: 'revive', target: 'h2' }).state, 'h2').alive, true);
  });
});

describe("statuses at the turn's beginning", () => {
  const m = fwMission(
    [{ kind: 'dawn-sentinel', x: 7, y: 3 }],
    [
      [0, 0],
      [0, 1],
    ],
  );
  const g = fwGame(m, ['vestin', 'markovia']);

  test('Poison ticks before the Freeze check and can kill first: no thaw for the dead', () => {
    let s = withStatus(g, 'h1', { status: 'poison', rounds: 0, amount: 5 });
    s = withStatus(s, 'h1', { status: 'freeze', rounds: 0, amount: 0 });
    s = patch(s, 'h1', { body: 4 });
    const r = ok(s, { seat: MASTER, type: 'end_turn' });
    const types = r.events.map((e) => e.type);
    assert.ok(types.indexOf('status_tick') < types.indexOf('unit_died'));
    assert.ok(!types.includes('thawed'));
    assert.equal(unit(r.state, 'h1').alive, false);
    assert.equal(r.state.turn!.unit, 'h2');
  });

  test('a frozen unit thaws, skips the whole turn, and the next one plays', () => {
    const s = withStatus(g, 'h1', { status: 'freeze', rounds: 0, amount: 0 });
    const r = ok(s, { seat: MASTER, type: 'end_turn' });
    assert.deepEqual(
      r.events.filter((e) => e.type === 'thawed' || e.type === 'turn_skipped').map((e) => e.type),
      ['thawed', 'turn_skipped'],
    );
    assert.equal(r.state.turn!.unit, 'h2');
    assert.equal(unit(r.state, 'h1').statuses.length, 0);
  });
});

/** Ends turns (heroes' and the master's alike) until `until` holds, collecting every event. */
function endTurnsUntil(state: GameState, until: (s: GameState) => boolean, limit = 60): { state: GameState; events: GameEvent[] } {
  let s = state;
  const events: GameEvent[] = [];
  for (let i = 0; i < limit && !until(s) && s.phase === 'playing'; i++) {
    const r = ok(s, { seat: s.turn!.seat, type: 'end_turn' });
    s = r.state;
    events.push(...r.events);
  }
  return { state: s, events };
}

describe("Grave Chill: the Warden's timed action", () => {
  const m = fwMission(
    [{ kind: 'hollow-warden', x: 7, y: 3 }],
    [
      [0, 0],
      [0, 1],
    ],
  );
  const g = fwGame(m, ['vestin', 'markovia']);

  test("fires on exactly round 3, once, at the start of the Warden's turn: every living hero rolls 0–99 against 33", () => {
    const { state, events } = endTurnsUntil(g, (s) => s.round === 5);
    const chills = events.filter((e) => e.type === 'special_action');
    assert.deepEqual(chills, [{ type: 'special_action', unit: 'm1', action: 'graveChill', kind: 'timed' }]);
    const at = events.indexOf(chills[0]!);
    const round = events
      .slice(0, at)
      .filter((e) => e.type === 'turn_started')
      .at(-1);
    assert.equal(round?.type === 'turn_started' && round.round, 3);
    const rolls = events.filter((e) => e.type === 'freeze_roll');
    assert.deepEqual(
      rolls.map((e) => e.type === 'freeze_roll' && e.unit),
      ['h1', 'h2'],
    );
    for (const e of rolls) {
      assert.ok(e.type === 'freeze_roll');
      assert.equal(e.chance, 33);
      assert.equal(e.outcome, e.roll < 33 ? 'FROZEN' : 'RESIST');
    }
    assert.equal(state.phase, 'playing');
  });

  test('a Frost-resistant hero rolls against 10: 0–9 FROZEN, 10–32 FROST RESIST, 33–99 RESIST', () => {
    const resistant = patch(g, 'h1', { ext: { ...d20Piece(unit(g, 'h1'))!, resist: ['frost'] } });
    const seen = new Set<string>();
    for (let i = 0; i < 60 && seen.size < 3; i++) {
      const { events } = endTurnsUntil({ ...resistant, rng: seedRng(`chill-${i}`) }, (s) => s.round === 4);
      const e = events.find((x) => x.type === 'freeze_roll' && x.unit === 'h1');
      assert.ok(e && e.type === 'freeze_roll');
      assert.equal(e.chance, 10);
      assert.equal(e.outcome, e.roll < 10 ? 'FROZEN' : e.roll < 33 ? 'FROST_RESIST' : 'RESIST');
      seen.add(e.outcome);
    }
    assert.equal(seen.size, 3);
  });

  test('a Warden frozen at its round-3 turn misses the window for good; a dead one never casts it', () => {
    const r2 = endTurnsUntil(g, (s) => s.round === 3 && s.turn!.unit === 'h1');
    const frozen = withStatus(r2.state, 'm1', { status: 'freeze', rounds: 0, amount: 0 });
    const after = endTurnsUntil(frozen, (s) => s.round === 6);
    assert.ok(after.events.some((e) => e.type === 'thawed' && e.unit === 'm1'));
    assert.ok(!after.events.some((e) => e.type === 'special_action'));
    const dead = patch(g, 'm1', { alive: false, body: 0 });
    assert.ok(!endTurnsUntil(dead, (s) => s.round === 5).events.some((e) => e.type === 'special_action'));
  });
});

describe('a fight begins when the heroes find the creature', () => {
  test('a Warden found in round 2 casts Grave Chill on its third turn, in round 4', () => {
    const m = Mission.parse({
      id: 'late',
      name: { it: 'Tardi', en: 'Late' },
      ruleset: 'forsaken-woods',
      map: {
        rows: ['......', '#TTTT#', '#TTTT#'],
        rooms: [{ id: 'torre', char: 'T' }],
        doors: [
          {
            between: [
              [1, 0],
              [1, 1],
            ],
          },
        ],
      },
      start: [[1, 0]],
      monsters: [{ kind: 'hollow-warden', x: 3, y: 2 }],
    });
    let g = fwGame(m, ['vestin']);
    assert.equal(g.turn!.unit, 'h1'); // the hidden Warden takes no turn
    g = ok(g, { seat: 'h1', type: 'end_turn' }).state;
    assert.equal(g.round, 2);
    g = ok(g, { seat: 'h1', type: 'open_door', door: 'd0' }).state;
    const { events } = endTurnsUntil(g, (s) => s.round === 6);
    const chill = events.findIndex((e) => e.type === 'special_action');
    assert.ok(chill > 0);
    const turn = events.slice(0, chill).filter((e) => e.type === 'turn_started' && e.unit === 'm1');
    assert.deepEqual(
      turn.map((e) => e.type === 'turn_started' && e.round),
      [2, 3, 4],
    );
  });
});

describe('the Dreadbell and Shield Wall', () => {
  // Veyr tolls on its first turn from round 2; Vestin's Shield Wall defends the party
  const m = fwMission(
    [{ kind: 'veyr', x: 7, y: 3 }],
    [
      [0, 0],
      [0, 1],
    ],
  );
  const g = fwGame(m, ['vestin', 'markovia']);

  test('once, from round 2: d6+2 Void to every living hero, each rolled on its own', () => {
    const { events } = endTurnsUntil(g, (s) => s.round === 4);
    const tolls = events.filter((e) => e.type === 'special_action');
    assert.deepEqual(tolls, [{ type: 'special_action', unit: 'm1', action: 'dreadbell', kind: 'toll' }]);
    const hits = events
      .slice(events.indexOf(tolls[0]!))
      .filter((e) => e.type === 'damaged')
      .slice(0, 2);
    assert.deepEqual(
      hits.map((e) => e.type === 'damaged' && e.unit),
      ['h1', 'h2'],
    );
    for (const e of hits) assert.ok(e.type === 'damaged' && e.amount >= 3 && e.amount <= 8 && e.element === 'void');
  });

  test('a defended hero takes half, rounded down, at least 1 — before Void resistance', () => {
    // Vestin (h1, initiative 18) raises Shield Wall before Veyr (15) acts in round 2; Markovia resists Void
    const r1 = endTurnsUntil(g, (s) => s.round === 2 && s.turn!.unit === 'h1');
    const before = patch(r1.state, 'h2', { ext: { ...d20Piece(unit(r1.state, 'h2'))!, resist: ['void'] } });
    const wall = ok(before, { seat: 'h1', type: 'ability', ability: 'shield_wall' });
    const applied = wall.events.filter((e) => e.type === 'status_applied');
    assert.deepEqual(
      applied.map((e) => e.type === 'status_applied' && [e.unit, e.status, e.amount]),
      [
        ['h1', 'shield_wall', 2],
        ['h2', 'shield_wall', 2],
      ],
    );
    // Veyr's turn follows at once, and rings the Dreadbell: the two rolls are the toll's, in hero order
    const rng = new Rng(before.rng);
    const rolls = [0, 1].map(() => 1 + rng.int(6) + 2);
    const dealt = wall.events.filter((e) => e.type === 'damaged').map((e) => (e.type === 'damaged' ? e.amount : -1));
    const half = (n: number) => Math.max(1, Math.floor(n / 2));
    assert.deepEqual(dealt, [half(rolls[0]!), Math.max(1, Math.floor(half(rolls[1]!) / 2))]);
    // Veyr's completed turn was all Shield Wall waited for
    assert.ok(!unit(wall.state, 'h1').statuses.some((s) => s.status === 'shield_wall'));
    assert.ok(wall.events.some((e) => e.type === 'status_ended' && e.unit === 'h2' && e.status === 'shield_wall'));
  });
});

describe('Wormface heals its allies before it attacks', () => {
  test('the ally lowest in health, missing 2 or more and under 80%, gets 3 HP for 1 mana; then itself under 50%', () => {
    const m = fwMission(
      [
        { kind: 'wormface', x: 7, y: 3 },
        { kind: 'dawn-sentinel', x: 7, y: 0 },
      ],
      [[0, 0]],
      { auto: true },
    );
    let g = fwGame(m, ['vestin']);
    // the Sentinel at 7 of 10 (70%, missing 3) qualifies
    g = patch(g, 'm2', { body: 7 });
    const r = ok(g, { seat: 'h1', type: 'end_turn' });
    const heal = r.events.find((e) => e.type === 'healed');
    assert.deepEqual(heal, { type: 'healed', unit: 'm2', amount: 3, body: 10 });
    assert.equal(d20Piece(unit(r.state, 'm1'))!.res, 2);
    // at 8 of 10 (80%) no ally qualifies; Wormface at 6 of 14 (43%) heals itself
    const self = patch(patch(g, 'm2', { body: 8 }), 'm1', { body: 6 });
    const r2 = ok(self, { seat: 'h1', type: 'end_turn' });
    assert.deepEqual(
      r2.events.find((e) => e.type === 'healed'),
      { type: 'healed', unit: 'm1', amount: 3, body: 9 },
    );
    // nobody to heal: it attacks (or closes in) instead
    const none = ok(patch(g, 'm2', { body: 10 }), { seat: 'h1', type: 'end_turn' });
    assert.ok(!none.events.some((e) => e.type === 'healed'));
  });
});

describe('Vanish and Backstab; Gale and Stone Mantle', () => {
  test("Vanish costs 1 stamina, gives +5 armour until the end of Xov's next turn, and her next attack is a Backstab that hits even on a natural 1", () => {
    const m = fwMission([{ kind: 'dawn-sentinel', x: 1, y: 0 }], [[0, 0]]);
    let g = fwGame(m, ['xov']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    const v = ok(g, { seat: 'h1', type: 'ability', ability: 'vanish' });
    assert.equal(d20Piece(unit(v.state, 'h1'))!.res, 1);
    const struck = ok(v.state, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    assert.equal(strikes(struck.events)[0]!.armour, 13 + 5);
    const backstab = seeded(struck.state, { seat: 'h1', type: 'attack', target: 'm1' }, (ev) => strikes(ev)[0]!.natural === 1, 4000);
    const e = strikes(backstab.events)[0]!;
    assert.equal(e.backstab, true);
    assert.equal(e.outcome, 'hit');
    assert.ok(!backstab.events.some((x) => x.type === 'fumbled'));
    assert.ok(!unit(backstab.state, 'h1').statuses.some((s) => s.status === 'vanished'));
    const max = seeded(struck.state, { seat: 'h1', type: 'attack', target: 'm1' }, (ev) => strikes(ev)[0]!.natural === 15, 4000);
    assert.equal(strikes(max.events)[0]!.outcome, 'critical');
    const d = max.events.find((x) => x.type === 'damaged');
    assert.equal(d?.type === 'damaged' && d.amount, 8); // 1d6+2 maximised
    // with no stamina left there is no Vanish
    const tired = patch(g, 'h1', { ext: { ...d20Piece(unit(g, 'h1'))!, res: 0 } });
    assert.equal(code(tired, { seat: 'h1', type: 'ability', ability: 'vanish' }), 'no_resource');
    assert.equal(code(tired, { seat: 'h1', type: 'ability', ability: 'shield_wall' }), 'not_in_ruleset');
  });

  test("Gale: −3 to every enemy's attack, ending as each one's second upcoming turn begins; Stone Mantle: +3 armour for the party", () => {
    const m = fwMission(
      [{ kind: 'dawn-sentinel', x: 1, y: 0 }],
      [
        [0, 0],
        [0, 1],
      ],
    );
    let g = fwGame(m, ['mystere', 'spargle']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'h1'); // Mystere 15, Spargle 14
    g = ok(g, { seat: 'h1', type: 'cast', spell: 'earth' }).state;
    // Spargle's turn has begun since: her first upcoming turn took one count already
    assert.deepEqual(unit(g, 'h1').statuses, [{ status: 'guard', rounds: 2, amount: 3 }]);
    assert.deepEqual(unit(g, 'h2').statuses, [{ status: 'guard', rounds: 1, amount: 3 }]);
    const gale = ok(g, { seat: 'h2', type: 'cast', spell: 'wind' });
    assert.ok(gale.events.some((e) => e.type === 'status_applied' && e.unit === 'm1' && e.status === 'weaken' && e.rounds === 2 && e.amount === 3));
    g = gale.state;
    // round 2: the Sentinel's turn has begun (Gale counts down to 1) and it strikes at −3 against armour 11 + 3
    assert.equal(g.turn!.unit, 'm1');
    assert.deepEqual(unit(g, 'm1').statuses, [{ status: 'weaken', rounds: 1, amount: 3 }]);
    const r = ok(g, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' });
    const e = strikes(r.events)[0]!;
    assert.equal(e.bonus, 2 - 3);
    assert.equal(e.armour, 11 + 3);
    // Mystere's turn begins: her guard counts down to 1; Spargle's too; then the Sentinel's second turn ends Gale
    assert.deepEqual(unit(r.state, 'h1').statuses, [{ status: 'guard', rounds: 1, amount: 3 }]);
    const next = endTurnsUntil(r.state, (s) => s.round === 3 && s.turn!.unit === 'h1');
    assert.deepEqual(unit(next.state, 'm1').statuses, []);
    assert.deepEqual(unit(next.state, 'h1').statuses, []);
    assert.deepEqual(unit(next.state, 'h2').statuses, []);
  });

  test("Blizzard: d4+1 Frost, then a 40% Freeze on a surviving target, with the guide's feedback", () => {
    const m = fwMission([{ kind: 'hollow-warden', x: 3, y: 0 }], [[0, 0]]);
    let g = fwGame(m, ['mystere']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    const seen = new Set<string>();
    for (let i = 0; i < 40 && seen.size < 2; i++) {
      const r = ok({ ...g, rng: seedRng(`bl-${i}`) }, { seat: 'h1', type: 'cast', spell: 'blizzard', target: 'm1' });
      const f = r.events.find((e) => e.type === 'freeze_roll');
      assert.ok(f && f.type === 'freeze_roll');
      assert.equal(f.chance, 40);
      assert.equal(f.outcome, f.roll < 40 ? 'FROZEN' : 'RESIST');
      // the Warden's turn follows at once: frozen, it thaws and loses it
      const frozen = r.events.some((e) => e.type === 'status_applied' && e.unit === 'm1' && e.status === 'freeze');
      assert.equal(frozen, f.outcome === 'FROZEN');
      assert.equal(
        r.events.some((e) => e.type === 'thawed' && e.unit === 'm1'),
        f.outcome === 'FROZEN',
      );
      seen.add(f.outcome);
    }
    assert.equal(seen.size, 2);
    // a target the damage kills rolls no Freeze
    g = patch(g, 'm1', { body: 1 });
    assert.ok(!ok(g, { seat: 'h1', type: 'cast', spell: 'blizzard', target: 'm1' }).events.some((e) => e.type === 'freeze_roll'));
  });
});

describe('multiattack, on-hit statuses and difficulty tiers', () => {
  test('a multiattack creature strikes separately, choosing a living hero it can reach anew for each strike', () => {
    const m = fwMission(
      [{ kind: 'dawn-sentinel', x: 1, y: 1 }],
      [
        [0, 1],
        [1, 0],
      ],
      { auto: true },
    );
    let g = fwGame(m, ['vestin', 'markovia']);
    const sentinel = unit(g, 'm1');
    g = patch(g, 'm1', { ext: { ...d20Piece(sentinel)!, multiattack: 3 } });
    // both heroes end their turns; the Sentinel's next turn has three strikes
    const r = endTurnsUntil(g, (s) => s.round === 3);
    const turns = r.events.reduce<GameEvent[][]>((acc, e) => {
      if (e.type === 'turn_started') acc.push([]);
      acc.at(-1)?.push(e);
      return acc;
    }, []);
    const sentinelTurns = turns.filter((t) => t[0]?.type === 'turn_started' && t[0].unit === 'm1');
    assert.ok(sentinelTurns.length >= 1);
    for (const t of sentinelTurns) {
      const s = strikes(t);
      assert.equal(s.length, 3);
      for (const e of s) assert.ok(['h1', 'h2'].includes(e.target));
    }
  });

  test("Entangled and Off Balance land only on a positive-damage hit on a survivor, keep the larger size, and end after the target's next completed turn", () => {
    const m = fwMission([{ kind: 'dawn-sentinel', x: 1, y: 0 }], [[0, 0]]);
    let g = fwGame(m, ['vestin']);
    g = patch(g, 'm1', { ext: { ...d20Piece(unit(g, 'm1'))!, onHit: [{ status: 'entangled', chance: 100, amount: 2 }] } });
    const hit = seeded(g, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' }, (ev) => strikes(ev)[0]!.outcome === 'hit');
    assert.deepEqual(unit(hit.state, 'h1').statuses, [{ status: 'entangled', rounds: 1, amount: 2 }]);
    // Vestin strikes at −2 on his turn, which then ends it
    const next = ok(hit.state, { seat: 'h1', type: 'attack', target: 'm1' });
    assert.equal(strikes(next.events)[0]!.bonus, 4 - 2);
    assert.ok(next.events.some((e) => e.type === 'status_ended' && e.unit === 'h1' && e.status === 'entangled'));
    const miss = seeded(g, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' }, (ev) => strikes(ev)[0]!.outcome === 'miss');
    assert.deepEqual(unit(miss.state, 'h1').statuses, []);
  });

  test("the giant spider of the pack poisons: a wounding bite on a surviving hero may leave it Poisoned (2 HP at each turn's beginning); a miss never does, nor does a bite on a poisoned hero roll again", () => {
    const spider = pack.creatures.find((c) => c.id === 'giant-spider')!;
    assert.deepEqual(spider.d20!.poison, { chance: 50, amount: 2 });
    // Vestin (initiative 18) beside the spider (14): he ends his turn, the spider bites
    const m = fwMission([{ kind: 'giant-spider', x: 1, y: 0 }], [[0, 0]]);
    const g = ok(fwGame(m, ['vestin']), { seat: 'h1', type: 'end_turn' }).state;
    assert.equal(g.turn!.unit, 'm1');
    // its notes for authors (its numbers are samples) reach no seat
    assert.ok(spider.authorNotes);
    for (const seat of ['h1', MASTER]) assert.ok(!JSON.stringify(viewFor(g, seat)).includes('authorNotes'), seat);
    const bite = { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'h1' } as const;
    const wounded = (ev: GameEvent[]) =>
      ['hit', 'critical'].includes(strikes(ev)[0]!.outcome) && ev.some((e) => e.type === 'damaged' && e.unit === 'h1' && e.amount > 0);
    const poisoned = seeded(g, bite, (ev) => wounded(ev) && ev.some((e) => e.type === 'status_applied' && e.unit === 'h1' && e.status === 'poison'));
    const applied = poisoned.events.find((e) => e.type === 'status_applied')!;
    assert.deepEqual(applied, { type: 'status_applied', unit: 'h1', status: 'poison', rounds: 0, amount: 2 });
    // the bite completes the spider's turn; Vestin's begins with the poison's tick: 2 HP, and he stays Poisoned
    const damage = poisoned.events.find((e) => e.type === 'damaged' && e.unit === 'h1')!;
    assert.ok(damage.type === 'damaged');
    const tick = poisoned.events.find((e) => e.type === 'status_tick')!;
    assert.deepEqual(tick, { type: 'status_tick', unit: 'h1', status: 'poison', roundsLeft: 0, damage: 2, body: 24 - damage.amount - 2 });
    assert.equal(poisoned.state.turn!.unit, 'h1');
    assert.deepEqual(unit(poisoned.state, 'h1').statuses, [{ status: 'poison', rounds: 0, amount: 2 }]);
    // the chance is rolled: some wounding bites leave no poison
    const clean = seeded(g, bite, (ev) => wounded(ev) && !ev.some((e) => e.type === 'status_applied'));
    assert.deepEqual(unit(clean.state, 'h1').statuses, []);
    const miss = seeded(g, bite, (ev) => strikes(ev)[0]!.outcome === 'miss');
    assert.deepEqual(unit(miss.state, 'h1').statuses, []);
    // poison does not stack: a poisoned hero bitten again keeps his one poison, and no chance is rolled for it
    const again = seeded(withStatus(g, 'h1', { status: 'poison', rounds: 0, amount: 2 }), bite, wounded);
    assert.ok(!again.events.some((e) => e.type === 'status_applied'));
    assert.deepEqual(unit(again.state, 'h1').statuses, [{ status: 'poison', rounds: 0, amount: 2 }]);
  });

  test("a mission's tier scales its creatures by the ruleset's numbers: HP rounded up, armour, attack and damage bonus offset", () => {
    const m = fwMission([{ kind: 'hollow-warden', x: 7, y: 3 }], [[0, 0]], { tier: 'advanced' });
    const g = fwGame(m, ['vestin']);
    const w = unit(g, 'm1');
    // the sample Advanced tier: HP × 125% rounded up, +1 AC, +1 attack, +1 damage
    assert.deepEqual(
      [w.body, w.maxBody, d20Piece(w)!.ac, d20Piece(w)!.attack, d20Piece(w)!.damageDie, d20Piece(w)!.damageBonus, d20Piece(w)!.initiative],
      [33, 33, 14, 5, '1d6', 3, 16],
    );
    const basic = unit(fwGame(fwMission([{ kind: 'hollow-warden', x: 7, y: 3 }], [[0, 0]]), ['vestin']), 'm1');
    assert.deepEqual([basic.body, d20Piece(basic)!.ac, d20Piece(basic)!.attack, d20Piece(basic)!.damageBonus], [26, 13, 4, 2]);
    assert.throws(
      () =>
        createGame({
          mission: fwMission([{ kind: 'hollow-warden', x: 7, y: 3 }], [[0, 0]], { tier: 'legendary' }),
          heroes: pack.heroes,
          creatures: pack.creatures,
          ruleset: fw,
          seed: 'x',
        }),
      /no difficulty tier "legendary"/,
    );
  });
});

describe('every legal action is accepted under d20: random Watchtower games', () => {
  const watchtower = pack.missions.find((x) => x.id === 'la-torre-di-guardia')!;
  const fwHeroes = pack.heroes.filter((h) => h.ruleset === 'forsaken-woods').map((h) => h.id);

  /** A started Watchtower of a random party (one to four of the five heroes) on seed `seed`. */
  function randomParty(seed: string, pick: Rng): GameState {
    const pool = [...fwHeroes];
    const party = Array.from({ length: 1 + pick.int(4) }, () => pool.splice(pick.int(pool.length), 1)[0]!);
    return deepFreeze(fwGame(watchtower, party, seed));
  }

  /**
   * Every action `legalActions` lists for `seat` is accepted by `apply`, which never throws on any of them; a listed
   * cast does something besides skipped bricks.
   */
  function allAccepted(s: GameState, seat: string): number {
    const listed = legalActions(s, seat);
    for (const a of listed) {
      const action = { seat, ...a } as SeatAction;
      let r: ReturnType<typeof apply>;
      try {
        r = apply(s, action);
      } catch (e) {
        assert.fail(`apply threw on legal ${JSON.stringify(action)} (round ${s.round}, turn ${s.turn?.unit}): ${(e as Error).stack}`);
      }
      assert.ok(r.ok, `legal action refused: ${JSON.stringify(action)} ${!r.ok && `${r.error.code} ${r.error.message}`}`);
      // a listed cast spends mana on something (spec 003: a spell that would do nothing is refused, spending nothing)
      if (a.type === 'cast') {
        const from = r.events.findIndex((e) => e.type === 'spell_cast');
        const to = r.events.findIndex((e, i) => i > from && e.type === 'turn_ended');
        const did = r.events.slice(from + 1, to < 0 ? undefined : to).filter((e) => e.type !== 'effect_skipped');
        assert.ok(did.length > 0, `listed ${JSON.stringify(action)} did nothing: ${JSON.stringify(r.events.slice(from, to))}`);
      }
    }
    return listed.length;
  }

  test('over many random games (random parties, random legal choices) apply accepts every listed action of every seat, never throws, a listed cast does something, and the game replays the same', (t) => {
    let checked = 0;
    const ends = { heroes: 0, master: 0, unfinished: 0 };
    const seen = new Map<string, number>();
    let revealed = 0;
    for (let g = 0; g < Number(process.env.WATCHTOWER_RANDOM_GAMES ?? 40); g++) {
      const pick = new Rng(seedRng(`wt-pick-${g}`));
      const first = randomParty(`wt-game-${g}`, pick);
      let s = first;
      const log: SeatAction[] = [];
      for (let i = 0; i < 400 && s.phase === 'playing'; i++) {
        // in an auto mission the master has no turns and no tools (but freeing a seat): only the hero whose turn it is acts
        assert.deepEqual(
          legalActions(s, MASTER),
          s.seats.map((x) => ({ type: 'release_seat', target: x.id })),
          'the host of an auto mission has nothing else to do',
        );
        const seat = s.turn!.seat;
        assert.notEqual(seat, MASTER, "the computer plays the creatures inside the heroes' actions");
        for (const other of s.seats.map((x) => x.id)) if (other !== seat) assert.deepEqual(legalActions(s, other), []);
        checked += allAccepted(s, seat);
        const acts = legalActions(s, seat);
        assert.ok(acts.length > 0);
        const action = { seat, ...acts[pick.int(acts.length)]! } as SeatAction;
        const r = apply(s, action);
        assert.ok(r.ok);
        for (const e of r.events) {
          const name =
            e.type === 'special_action' ? e.action : e.type === 'spell_cast' ? e.spell : ['fumbled', 'thawed', 'revived'].includes(e.type) ? e.type : null;
          if (name) seen.set(name, (seen.get(name) ?? 0) + 1);
        }
        log.push(action);
        s = deepFreeze(r.state);
      }
      if (s.revealed.includes('torre')) revealed++;
      if (s.phase === 'over') ends[s.result!.winner]++;
      else ends.unfinished++;
      // the same seed and actions give the same game
      let replay: GameState = fwGame(
        watchtower,
        first.seats.map((x) => x.hero),
        `wt-game-${g}`,
      );
      for (const a of log) replay = ok(replay, a).state;
      assert.deepEqual(replay, s);
    }
    assert.ok(checked > 10_000, `${checked} listed actions tried`);
    assert.ok(ends.heroes + ends.master > 0, JSON.stringify(ends));
    t.diagnostic(`${checked} actions; ends ${JSON.stringify(ends)}; tower revealed ${revealed}; ${JSON.stringify(Object.fromEntries(seen))}`);
  });
});

describe('the rest of the eleven spells', () => {
  // two Sentinels and a Warden far off; Spargle (ember, void, frost, wind), Markovia (mend, smite, dawn, revive), Mystere (blizzard, earth, focus), as HEROES knows them
  const m = fwMission(
    [
      { kind: 'dawn-sentinel', x: 7, y: 0 },
      { kind: 'dawn-sentinel', x: 7, y: 1 },
      { kind: 'hollow-warden', x: 7, y: 2 },
    ],
    [
      [0, 0],
      [0, 1],
      [0, 2],
    ],
  );
  const g = endTurnsUntil(fwGame(m, ['spargle', 'markovia', 'mystere']), (s) => s.turn!.unit === 'h3').state;

  test('Ember: d8+3 Fire to one enemy, for 1 mana', () => {
    const s = endTurnsUntil(g, (x) => x.turn!.unit === 'h1').state;
    const r = ok(s, { seat: 'h1', type: 'cast', spell: 'ember', target: 'm3' });
    const A = rollDice(parseDice('1d8+3'), new Rng(s.rng)).total;
    assert.equal(unit(r.state, 'm3').body, 26 - A);
    assert.equal(d20Piece(unit(r.state, 'h1'))!.res, 4);
  });

  test('Winter Circle: d6+2 Frost to every living enemy, each rolled on its own, for 2 mana', () => {
    const s = endTurnsUntil(g, (x) => x.turn!.unit === 'h1').state;
    const dead = patch(s, 'm2', { alive: false, body: 0 });
    const r = ok(dead, { seat: 'h1', type: 'cast', spell: 'frost' });
    const rng = new Rng(dead.rng);
    const rolls = [0, 1].map(() => rollDice(parseDice('1d6+2'), rng).total);
    const hits = r.events.filter((e) => e.type === 'damaged').map((e) => (e.type === 'damaged' ? [e.unit, e.amount] : []));
    assert.deepEqual(hits, [
      ['m1', rolls[0]],
      ['m3', rolls[1]],
    ]);
    assert.equal(d20Piece(unit(r.state, 'h1'))!.res, 3);
  });

  test('Dawn Chorus heals each living, wounded party member; Quiet Focus gives the caster 1 mana, and is refused at full mana', () => {
    const s = endTurnsUntil(g, (x) => x.turn!.unit === 'h2').state;
    const hurt = patch(patch(s, 'h1', { body: 5 }), 'h3', { body: 10 });
    const r = ok(hurt, { seat: 'h2', type: 'cast', spell: 'dawn' });
    const rng = new Rng(hurt.rng);
    const rolls = [0, 1].map(() => rollDice(parseDice('1d6+3'), rng).total);
    assert.deepEqual(
      r.events.filter((e) => e.type === 'healed').map((e) => (e.type === 'healed' ? [e.unit, e.body] : [])),
      [
        ['h1', Math.min(16, 5 + rolls[0]!)],
        ['h3', Math.min(16, 10 + rolls[1]!)],
      ],
    );
    assert.ok(r.events.some((e) => e.type === 'effect_skipped' && e.unit === 'h2' && e.reason === 'full'));
    // Mystere at full mana: Quiet Focus would do nothing
    assert.equal(code(g, { seat: 'h3', type: 'cast', spell: 'focus' }), 'no_effect');
    const spent = patch(g, 'h3', { ext: { ...d20Piece(unit(g, 'h3'))!, res: 3 } });
    const f = ok(spent, { seat: 'h3', type: 'cast', spell: 'focus' });
    assert.equal(d20Piece(unit(f.state, 'h3'))!.res, 4);
  });
});

describe('classic bricks under a d20 ruleset', () => {
  test('a damage brick with combat dice does nothing (there is no combat die) and says so; one with an amount deals it through the elements', () => {
    const m = fwMission([{ kind: 'dawn-sentinel', x: 1, y: 0 }], [[0, 0]], {
      objects: [
        {
          type: 'trap',
          kind: 'spikes',
          x: 0,
          y: 2,
          hidden: true,
          effects: [
            { type: 'damage', dice: 2 },
            { type: 'damage', amount: 2 },
          ],
        },
      ],
    });
    let g = fwGame(m, ['vestin']);
    g = ok(g, { seat: MASTER, type: 'end_turn' }).state;
    g = patch(g, 'h1', { x: 0, y: 1 });
    const rolled = seeded(g, { seat: 'h1', type: 'roll' }, () => true);
    const r = ok(rolled.state, { seat: 'h1', type: 'move', to: [0, 2] });
    assert.ok(r.events.some((e) => e.type === 'effect_skipped' && e.effect === 'damage' && e.reason === 'ruleset'));
    const d = r.events.find((e) => e.type === 'damaged');
    assert.deepEqual(d && d.type === 'damaged' ? [d.amount, d.element, d.feedback] : null, [2, null, null]);
  });
});

describe('what testers broke, mended', () => {
  test('Shield Wall raised before the tower is found waits on no hidden creature, and no hero view names one', () => {
    const watchtower = pack.missions.find((x) => x.id === 'la-torre-di-guardia')!;
    let s = createGame({ mission: watchtower, heroes: pack.heroes, creatures: pack.creatures, ruleset: fw, spells: pack.spells, seed: 'wall' });
    s = ok(s, { seat: 'h1', type: 'join', hero: 'vestin' }).state;
    s = ok(s, { seat: 'h1', type: 'start' }).state;
    const r = ok(s, { seat: 'h1', type: 'ability', ability: 'shield_wall' });
    const wall = r.events.find((e) => e.type === 'status_applied' && e.status === 'shield_wall');
    assert.ok(wall);
    for (const id of ['m1', 'm2', 'm3']) assert.ok(!JSON.stringify(viewFor(r.state, 'h1')).includes(`"${id}"`), id);
    assert.deepEqual(unit(r.state, 'h1').statuses.find((x) => x.status === 'shield_wall')?.pending, []);
  });

  test("a creature spawned under a d20 ruleset plays with its d20 numbers at the mission's tier; a kind without them is not spawned", () => {
    const events = [
      {
        when: { type: 'round', n: 1 },
        effects: [
          { type: 'spawn', kind: 'dawn-sentinel', x: 3, y: 0 },
          { type: 'spawn', kind: 'goblin', x: 4, y: 0 },
        ],
      },
    ];
    const m = fwMission([{ kind: 'hollow-warden', x: 7, y: 3 }], [[0, 0]], { events, tier: 'advanced' });
    const g = fwGame(m, ['xov']);
    const spawned = g.units.find((u) => u.kind === 'dawn-sentinel')!;
    assert.deepEqual([spawned.body, d20Piece(spawned)?.ac, d20Piece(spawned)?.attack], [13, 13, 3]); // ceil(10 × 125%), 12 + 1, 2 + 1
    assert.ok(!g.units.some((u) => u.kind === 'goblin'));
  });

  test('creatures strike heroes only: an NPC has no armour under a d20 ruleset', () => {
    const m = fwMission([{ kind: 'dawn-sentinel', x: 1, y: 1 }], [[7, 3]], { npcs: [{ name: 'Tobia', x: 1, y: 0, body: 4, move: 3, def: 1 }] });
    const g = fwGame(m, ['xov']);
    assert.equal(g.turn!.unit, 'm1');
    assert.ok(!legalActions(g, MASTER).some((a) => a.type === 'creature_attack'));
    assert.equal(code(g, { seat: MASTER, type: 'creature_attack', creature: 'm1', target: 'n1' }), 'unknown_unit');
  });

  test('a room of a d20 ruleset offers only heroes with d20 numbers', () => {
    const bare = { ...pack.heroes.find((h) => h.id === 'xov')!, id: 'xov-senza', d20: undefined };
    const s = createGame({
      mission: fwMission([{ kind: 'dawn-sentinel', x: 1, y: 1 }], [[0, 0]]),
      heroes: [...pack.heroes, bare],
      creatures: pack.creatures,
      ruleset: fw,
      seed: 'r',
    });
    assert.ok(!s.setup.roster.some((h) => h.id === 'xov-senza'));
    assert.equal(code(s, { seat: 'h1', type: 'join', hero: 'xov-senza' }), 'unknown_hero');
  });
});

describe('each ruleset its own spells', () => {
  test('a d20 room knows the spells with a mana cost, a classic one those with uses: the master teaches only those', () => {
    const g = fwGame(fwMission([{ kind: 'dawn-sentinel', x: 1, y: 1 }], [[0, 0]]), ['xov']);
    assert.ok(g.setup.spells.length === 11 && g.setup.spells.every((s) => s.cost !== undefined));
    const classic = pack.rulesets.find((r) => r.id === 'classic')!;
    const prova = pack.missions.find((m) => m.id === 'la-prova')!;
    const c = createGame({ mission: prova, heroes: pack.heroes, creatures: pack.creatures, ruleset: classic, spells: pack.spells, seed: 'c' });
    assert.ok(c.setup.spells.length >= 8 && c.setup.spells.every((s) => s.cost === undefined));
  });
});
