/**
 * What `<quest-board>` reads from a d20 game (components/rulesets/d20/, the hints, the chronicle's naming), over real games
 * of the default pack's Watchtower (`la-torre-di-guardia`) played by the engine: the armour and attack bonus the
 * card shows agree with the engine's own rules, the dice tray's summary of the last strikes follows the chronicle,
 * and the words name the unit whose turn it is.
 */
import assert from 'node:assert/strict';
import { before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Mission } from '../content/schemas/index.ts';
import { NO_NAMES, type LogEntry, type TableState } from '../components/context.ts';
import { actingUnit } from '../components/acting-unit.ts';
import { signedNumber } from '../components/grammar.ts';
import { d20PowerLines, isD20Unit, isD20View, lastD20Rolls, MAX_STRIKES, statusLabel, type D20Unit } from '../components/rulesets/d20/words.ts';
import { hintFor } from '../components/hints.ts';
import { describeEvent } from '../components/log-lines.ts';
import { loadTexts } from '../components/i18n.ts';
import { loadRulesetParts } from '../components/rulesets/registry.ts';
import { attackTotal } from '../engine/rulesets/d20/guide/attack.ts';
import { d20BoardOf } from '../engine/rulesets/d20/guide/board.ts';
import { creatureD20 } from '../engine/rulesets/d20/pieces.ts';
import { d20BoardIn } from '../engine/rulesets/d20/setup.ts';
import { effectiveArmour } from '../engine/rulesets/d20/guide/attack.ts';
import { armourOf, attackBonusOf } from '../engine/rulesets/d20/guide-inputs.ts';
import {
  apply,
  createGame,
  legalActions,
  viewFor,
  MASTER,
  type Action,
  type GameEvent,
  type GameState,
  type SeatAction,
  type StatusState,
} from '../engine/index.ts';

// the English texts are a chunk of their own (components/i18n-en.ts), loaded before a language shows them
await loadTexts('en');

const pack = loadDefaultPack();
const fw = pack.rulesets.find((r) => r.id === 'forsaken-woods')!;
const watchtower = pack.missions.find((m) => m.id === 'la-torre-di-guardia')!;

/** A game of `mission` with `heroes` seated h1, h2, ... and started; every event kept with its action's number. */
function game(mission: Mission, heroes: string[], seed: string): { state: GameState; log: LogEntry[]; act(a: SeatAction): GameEvent[] } {
  let state = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset: fw, spells: pack.spells, items: pack.items, seed });
  const log: LogEntry[] = [];
  const g = {
    get state() {
      return state;
    },
    log,
    act(a: SeatAction): GameEvent[] {
      const r = apply(state, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
      state = r.state;
      for (const event of r.events) log.push({ key: log.length + 1, seq: state.seq, event });
      return r.events;
    },
  };
  heroes.forEach((hero, i) => g.act({ seat: `h${i + 1}`, type: 'join', hero }));
  g.act({ seat: mission.auto ? 'h1' : MASTER, type: 'start' });
  return g;
}

/**
 * Plays heroes' turns greedily until `done` holds: roll, walk to the tower's door and open it, then walk to a Dawn
 * Sentinel and strike it; a hero with nothing better ends its turn. The master (a manual mission) ends its turns.
 */
function playUntil(g: ReturnType<typeof game>, done: () => boolean, limit = 80): void {
  for (let i = 0; i < limit && !done() && g.state.phase === 'playing'; i++) {
    const s = g.state;
    const seat = s.turn!.seat;
    const legal = legalActions(s, seat);
    const pickAction = (): Action => {
      if (seat === MASTER) return { type: 'end_turn' };
      const me = s.units.find((u) => u.id === seat)!;
      const sentinels = s.units.filter((u) => u.kind === 'dawn-sentinel' && u.alive);
      const attack = legal.find((a) => a.type === 'attack' && sentinels.some((u) => u.id === a.target));
      if (attack) return attack;
      const simple = legal.find((a) => a.type === 'roll' || a.type === 'open_door');
      if (simple) return simple;
      const goals = s.revealed.includes('torre') ? sentinels : [{ x: 6, y: 5 }];
      const far = (x: number, y: number) => Math.min(...goals.map((u) => Math.abs(u.x - x) + Math.abs(u.y - y)));
      const moves = legal.filter((a): a is Extract<Action, { type: 'move' }> => a.type === 'move');
      const best = moves.sort((a, b) => far(...a.to) - far(...b.to))[0];
      return best && far(...best.to) < far(me.x, me.y) ? best : { type: 'end_turn' };
    };
    g.act({ ...pickAction(), seat });
  }
}

const strikesOf = (events: readonly GameEvent[]) => events.filter((e): e is Extract<GameEvent, { type: 'd20_attack' }> => e.type === 'd20_attack');

describe('a d20 piece on the card', () => {
  const g = game(watchtower, ['xov', 'vestin'], 'card');
  const board = d20BoardIn(g.state.setup);
  const p = board.protection;
  const combos: StatusState[][] = [
    [],
    [{ status: 'defending', rounds: 0, amount: p.defending }],
    [
      { status: 'vanished', rounds: 2, amount: p.vanished },
      { status: 'defending', rounds: 0, amount: p.defending },
    ],
    [
      { status: 'guard', rounds: 2, amount: 2 },
      { status: 'shield_wall', rounds: 0, amount: 3 },
    ],
    [
      { status: 'guard', rounds: 2, amount: 4 },
      { status: 'shield_wall', rounds: 0, amount: 2 },
      { status: 'armour_penalty', rounds: 0, amount: 2 },
    ],
    [
      { status: 'off_balance', rounds: 1, amount: 1 },
      { status: 'freeze', rounds: 0, amount: 0 },
      { status: 'poison', rounds: 0, amount: 2 },
    ],
    [
      { status: 'defending', rounds: 0, amount: p.defending },
      { status: 'shield_wall', rounds: 0, amount: 2 },
      { status: 'armour_penalty', rounds: 0, amount: 1 },
      { status: 'off_balance', rounds: 1, amount: 2 },
    ],
  ];

  test('shows the armour the engine strikes against, from the statuses alone', () => {
    // base AC + Vanished 5, else Defending 3 + the greater of Guard and Ward − armour penalty − Off Balance
    const deltas = [0, 3, 5, 3, 2, -1, 2];
    for (const unit of g.state.units.filter(isD20Unit)) {
      combos.forEach((statuses, i) => {
        const u = { ...unit, statuses } as D20Unit;
        const what = `${unit.id} with ${statuses.map((s) => s.status).join(', ') || 'nothing'}`;
        assert.equal(armourOf(u), unit.ext.ac + deltas[i]!, what);
        // the guide's formula over the ruleset's own protection numbers says the same
        const has = (n: string) => statuses.some((s) => s.status === n);
        const amount = (n: string) => statuses.find((s) => s.status === n)?.amount ?? 0;
        const input = {
          baseAc: unit.ext.ac,
          vanished: has('vanished'),
          defending: has('defending'),
          guard: amount('guard'),
          ward: amount('shield_wall'),
          armourPenalty: amount('armour_penalty'),
          offBalance: amount('off_balance'),
        };
        assert.equal(armourOf(u), effectiveArmour(input, board), what);
      });
    }
  });

  test('shows the attack bonus the engine adds to the natural roll', () => {
    const xov = g.state.units.find((u) => u.id === 'h1') as D20Unit;
    const statuses: StatusState[] = [
      { status: 'weaken', rounds: 2, amount: 3 },
      { status: 'fumble_attack', rounds: 1, amount: 2 },
      { status: 'entangled', rounds: 1, amount: 1 },
    ];
    const u = { ...xov, statuses };
    const engine = attackTotal({ natural: 10, attack: xov.ext.attack, accuracyPenalty: 3, fumbleAttack: 2, entangled: 1 }, board) - 10;
    assert.equal(attackBonusOf(u), engine);
    assert.equal(attackBonusOf(xov), xov.ext.attack);
  });

  test('names statuses with their sizes, in both languages', () => {
    assert.equal(statusLabel('defending', 3, 'it'), 'in difesa (+3)');
    assert.equal(statusLabel('defending', 3, 'en'), 'defending (+3)');
    assert.equal(statusLabel('off_balance', 2, 'en'), 'off balance (−2)');
    assert.equal(statusLabel('freeze', 0, 'it'), 'congelato');
    assert.equal(statusLabel('poison', 2, 'it'), 'veleno (−2)');
    assert.equal(signedNumber(0), '+0');
    assert.equal(signedNumber(-3), '−3');
  });

  test('tells a d20 view from a classic one, before the game too', () => {
    assert.ok(isD20View(viewFor(g.state, 'h1')));
    const lobby = createGame({
      mission: watchtower,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: fw,
      spells: pack.spells,
      items: pack.items,
      seed: 'lobby',
    });
    assert.ok(isD20View(viewFor(lobby, MASTER)), 'no piece yet, no combat die');
    const classic = pack.rulesets.find((r) => r.id === 'classic')!;
    const prova = pack.missions.find((m) => m.id === 'la-prova')!;
    const c = createGame({
      mission: prova,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: classic,
      spells: pack.spells,
      items: pack.items,
      seed: 'c',
    });
    assert.ok(!isD20View(viewFor(c, MASTER)));
  });
});

describe('the last d20 rolls, from the chronicle', () => {
  test("follow a real game's strikes: each with its damage and feedback, or its fumble", () => {
    // several games, so that hits, misses and the creatures' strikes all show up
    let seen = 0;
    for (let i = 0; i < 6; i++) {
      const g = game(watchtower, ['xov', 'vestin', 'spargle'], `rolls-${i}`);
      playUntil(g, () => false, 120);
      const rolls = lastD20Rolls(g.log);
      const last = [...g.log].reverse().find((e) => e.event.type === 'd20_attack' || e.event.type === 'freeze_roll');
      if (!last) {
        assert.equal(rolls, null);
        continue;
      }
      const events = g.log.filter((e) => e.seq === last.seq).map((e) => e.event);
      const expected = strikesOf(events).slice(-MAX_STRIKES);
      assert.ok(rolls);
      assert.equal(rolls.seq, last.seq);
      assert.deepEqual(
        rolls.strikes.map((s) => s.attack),
        expected,
      );
      for (const s of rolls.strikes) {
        const hit = s.attack.outcome === 'hit' || s.attack.outcome === 'critical';
        assert.equal(s.damage !== null, hit, `damage only after a hit: ${JSON.stringify(s)}`);
        if (s.damage) assert.equal(s.damage.unit, s.attack.target);
        assert.equal(s.fumble !== null, s.attack.outcome === 'fumble', `a fumble's cost only after a fumble: ${JSON.stringify(s)}`);
        if (s.fumble) assert.equal(s.fumble.unit, s.attack.attacker);
      }
      seen += rolls.strikes.length;
    }
    assert.ok(seen > 0, 'some game struck');
  });

  test('keep only the last action that rolled, its last strikes, and its Freeze rolls', () => {
    const strike = (attacker: string, target: string, natural: number, outcome: 'hit' | 'miss' | 'critical' | 'fumble'): GameEvent => ({
      type: 'd20_attack',
      attacker,
      target,
      natural,
      bonus: 2,
      total: natural + 2,
      armour: 12,
      outcome,
      backstab: false,
      element: null,
    });
    const entries = (seq: number, events: GameEvent[]): LogEntry[] => events.map((event, i) => ({ key: seq * 100 + i, seq, event }));
    const log: LogEntry[] = [
      ...entries(3, [strike('h1', 'm2', 5, 'miss')]),
      ...entries(4, [
        strike('m2', 'h1', 20, 'critical'),
        { type: 'damaged', unit: 'h1', amount: 5, body: 15, dice: null, defenceDice: null, element: null, feedback: null },
        { type: 'turn_ended', seat: 'master' },
        { type: 'turn_started', seat: 'master', round: 2, unit: 'm1' },
        strike('m1', 'h2', 1, 'fumble'),
        { type: 'damaged', unit: 'h2', amount: 1, body: 9, dice: null, defenceDice: null, element: 'frost', feedback: 'weak' },
        { type: 'fumbled', unit: 'm1', entry: 'harmless', kind: 'harmless', amount: 0, body: 26 },
        { type: 'freeze_roll', unit: 'h2', roll: 12, chance: 30, outcome: 'FROZEN' },
      ]),
      ...entries(5, [{ type: 'turn_started', seat: 'h1', round: 2, unit: 'h1' }]),
    ];
    const rolls = lastD20Rolls(log)!;
    assert.equal(rolls.seq, 4);
    assert.deepEqual(
      rolls.strikes.map((s) => [s.attack.attacker, s.damage?.amount ?? null, s.fumble?.kind ?? null]),
      [
        ['m2', 5, null],
        // a damage that is not its strike's (another source's, on another unit) is not taken for it
        ['m1', null, 'harmless'],
      ],
    );
    assert.deepEqual(
      rolls.freezes.map((f) => f.outcome),
      ['FROZEN'],
    );
    assert.deepEqual(
      lastD20Rolls(log, 1)!.strikes.map((s) => s.attack.attacker),
      ['m1'],
    );
    assert.equal(lastD20Rolls(entries(1, [{ type: 'game_started' }])), null);
  });
});

describe('the words of a d20 game', () => {
  // the d20 parts are fetched on demand; the element has them before a d20 room shows (components/rulesets/registry.ts)
  before(() => loadRulesetParts('d20'));
  const table = (state: GameState, seat: string): TableState => {
    const view = viewFor(state, seat);
    return { seq: view.seq, view, legal: legalActions(state, seat), log: [], lastAttack: null, selected: null, pending: false, aiming: null, names: NO_NAMES };
  };

  test("the hint offers Defend on the hero's turn, and names the unit whose turn it is to the others", () => {
    const g = game(watchtower, ['xov', 'vestin'], 'words');
    // Xov (initiative 19) goes before Vestin (18)
    assert.equal(g.state.turn!.unit, 'h1');
    assert.equal(actingUnit(viewFor(g.state, 'h2'))?.id, 'h1');
    const mine = hintFor(table(g.state, 'h1'), 'it')!;
    assert.ok(mine.endsWith(' o mettiti in difesa.'), mine);
    assert.ok(hintFor(table(g.state, 'h1'), 'en')!.endsWith(' or take a defensive stance.'));
    // a d20 hero has a proper name: "a Xov", never "allo xov"
    assert.equal(hintFor(table(g.state, 'h2'), 'it'), 'Tocca a Xov: aspetta il tuo turno.');
    assert.equal(hintFor(table(g.state, 'h2'), 'en'), 'It is Xov’s turn: wait for yours.');
  });

  test("on a creature's turn (the master plays it) the waiting hero hears the creature's name", () => {
    const manual = Mission.parse({ ...watchtower, id: 'torre-manuale', auto: false });
    const g = game(manual, ['xov', 'vestin'], 'words');
    playUntil(g, () => g.state.turn?.seat === MASTER && g.state.turn.unit !== null);
    const turn = g.state.turn!;
    assert.equal(turn.seat, MASTER);
    const creature = g.state.units.find((u) => u.id === turn.unit)!;
    const view = viewFor(g.state, 'h1');
    assert.equal(actingUnit(view)?.id, creature.id);
    const it = creature.kind === 'dawn-sentinel' ? "alla sentinella dell'alba" : 'al guardiano cavo';
    const hint = hintFor(table(g.state, 'h1'), 'it')!;
    assert.equal(hint, `Tocca ${it}: aspetta il tuo turno.`);
    assert.ok(hintFor(table(g.state, 'h1'), 'en')!.startsWith('It is the '), 'a creature is a kind, with its article');
  });

  test('the chronicle names a d20 hero by its proper name', () => {
    const g = game(watchtower, ['xov', 'vestin'], 'words');
    const view = viewFor(g.state, 'h1');
    const sentinel = g.state.units.find((u) => u.kind === 'dawn-sentinel')!;
    const event: GameEvent = {
      type: 'd20_attack',
      attacker: 'h1',
      target: sentinel.id,
      natural: 14,
      bonus: 4,
      total: 18,
      armour: 12,
      outcome: 'hit',
      backstab: false,
      element: null,
    };
    const revealed = { ...view, units: [...view.units, sentinel] };
    assert.equal(describeEvent(event, revealed, 'it'), "Xov attacca la sentinella dell'alba: d20 14 +4 = 18 contro armatura 12: colpito");
    assert.equal(describeEvent(event, revealed, 'en'), 'Xov attacks the dawn sentinel: d20 14 +4 = 18 against armour 12: hit');
    assert.equal(describeEvent({ ...event, bonus: 0, total: 14 }, revealed, 'en'), 'Xov attacks the dawn sentinel: d20 14 +0 = 14 against armour 12: hit');
    // in the lobby too, before the hero has a piece
    const lobby = createGame({
      mission: watchtower,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset: fw,
      spells: pack.spells,
      items: pack.items,
      seed: 'lobby',
    });
    assert.equal(describeEvent({ type: 'seat_joined', seat: 'h1', hero: 'xov' }, viewFor(lobby, MASTER), 'it'), 'Xov si unisce alla compagnia');
    assert.equal(describeEvent({ type: 'seat_joined', seat: 'h1', hero: 'xov' }, view, 'en'), 'Xov joins the party');
  });

  test("a d20 creature's powers in words: on-hit statuses, strikes, timed action, healer, toll (used ones marked)", () => {
    const board = d20BoardOf(fw);
    const piece = (id: string, d20: object = {}): D20Unit => {
      const kind = pack.creatures.find((c) => c.id === id)!;
      const g = game(watchtower, ['xov', 'vestin'], 'powers');
      const base = g.state.units.find((u) => u.side === 'master')!;
      return { ...base, kind: id, ...creatureD20(board, { ...kind, d20: { ...kind.d20!, ...d20 } }, null) } as D20Unit;
    };
    assert.deepEqual(d20PowerLines(piece('dawn-sentinel'), 'it'), [], 'a plain striker has none');
    const sneak = piece('briar-sneak', {
      multiattack: 2,
      poison: { chance: 25, amount: 1 },
      entangle: { chance: 50, amount: 2 },
      offBalance: { chance: 30, amount: 1 },
    });
    assert.deepEqual(d20PowerLines(sneak, 'en'), [
      'Strikes 2 times a turn',
      'Its hits may poison (25%): 1 hit point every turn',
      'Its hits may entangle (50%): −2 to attack',
      'Its hits may throw off balance (30%): −1 to armour',
    ]);
    assert.equal(d20PowerLines(sneak, 'it')[1], 'I suoi colpi possono avvelenare (25%): 1 punto vita a ogni turno');
    const warden = piece('hollow-warden');
    assert.match(d20PowerLines(warden, 'it')[0]!, /^Lancia Gelo della tomba una volta per combattimento/);
    assert.match(d20PowerLines(warden, 'en')[0]!, /^Casts Grave Chill once per combat/);
    assert.match(d20PowerLines({ ...warden, ext: { ...warden.ext, used: ['graveChill'] } }, 'en')[0]!, /\(used\)$/);
    assert.match(d20PowerLines(piece('wormface'), 'en')[0]!, /^Healer: /);
    assert.match(d20PowerLines(piece('veyr'), 'it')[0]!, /^Suona il Dreadbell una volta per combattimento/);
    assert.match(d20PowerLines(piece('veyr'), 'en')[0]!, /^Rings the Dreadbell once per combat/);
  });
});
