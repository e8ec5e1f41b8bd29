/**
 * The rulesets' parts of the interface (components/rulesets/): the element's code reads a
 * ruleset's own fields only inside that ruleset's folder, the parts are registered by module key with the classic
 * ones as the default, and the element picks them by the view's `module` — the same pieces read differently when the
 * view names another module.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { NO_NAMES, type LogEntry, type TableState } from '../components/context.ts';
import { hintFor } from '../components/hints.ts';
import { describeEvent } from '../components/log-lines.ts';
import { loadTexts } from '../components/i18n.ts';
import { loadRulesetParts, onRulesetLoaded, rulesetParts, rulesetPartsIds, rulesetPartsReady, rulesetStyles } from '../components/rulesets/registry.ts';
import type { RulesetParts } from '../components/rulesets/parts.ts';
import { numbersOf, startingNumbers } from '../components/rulesets/rules/card.ts';
import { lastRulesRolls, rulesViewOf } from '../components/rulesets/rules/words.ts';
import { apply, createGame, legalActions, viewFor, MASTER, type GameEvent, type GameState, type SeatAction, type View } from '../engine/index.ts';
import { heroChoice } from './support/bot.ts';

// the English texts are a chunk of their own (components/i18n-en.ts), loaded before a language shows them
await loadTexts('en');

const REPO = path.resolve(import.meta.dirname, '..');

/**
 * `grep -rn "setup.d20\|\.d20\b" <root>` in JavaScript: every line of every file under `root` (relative to the
 * repository; the build output `components/dist` is generated, not source) where a d20 field is read.
 */
function d20Reads(root: string): string[] {
  const pattern = /setup.d20|\.d20\b/;
  const walk = (dir: string): string[] =>
    readdirSync(path.join(REPO, dir), { withFileTypes: true }).flatMap((e) => {
      const rel = path.posix.join(dir, e.name);
      if (e.isDirectory()) return rel === 'components/dist' ? [] : walk(rel);
      return readFileSync(path.join(REPO, rel), 'utf8')
        .split('\n')
        .flatMap((line, i) => (pattern.test(line) ? [`${rel}:${i + 1}: ${line.trim()}`] : []));
    });
  return walk(root);
}

describe('the d20 rules in the components', () => {
  test('no file of components/ reads setup.d20 or a .d20 field outside components/rulesets/d20/ (and the registry)', () => {
    const reads = d20Reads('components');
    const own = (hit: string) => hit.startsWith('components/rulesets/d20/') || hit.startsWith('components/rulesets/registry.ts:');
    assert.deepEqual(
      reads.filter((hit) => !own(hit)),
      [],
    );
    // the search does see them where they belong: the d20 parts read the pieces' d20 numbers
    assert.ok(
      reads.some((hit) => hit.startsWith('components/rulesets/d20/card.ts:')),
      reads.join('\n'),
    );
  });
});

describe('the d20 rules in the engine', () => {
  test("no file of engine/ reads setup.d20 or a .d20 field outside the d20 module's folders (engine/rulesets/d20/guide/, engine/rulesets/d20/)", () => {
    const reads = d20Reads('engine');
    const own = (hit: string) => hit.startsWith('engine/rulesets/d20/guide/') || hit.startsWith('engine/rulesets/d20/');
    assert.deepEqual(
      reads.filter((hit) => !own(hit)),
      [],
    );
    assert.ok(
      reads.some((hit) => hit.startsWith('engine/rulesets/d20/module.ts:')),
      reads.join('\n'),
    );
  });
});

describe("the registry of the rulesets' parts", () => {
  // runs first in this file: nothing has loaded a ruleset's parts yet
  test('the classic parts are there from the start; the others load on demand, the classic ones standing in until then', async () => {
    assert.deepEqual(rulesetPartsIds(), ['classic', 'd20', 'rules']);
    const classic = rulesetParts('classic');
    assert.equal(classic.id, 'classic');
    assert.equal(rulesetPartsReady('classic'), true);
    assert.equal(rulesetPartsReady('no-such-module'), true, 'an id with no parts of its own has nothing to load');
    assert.equal(rulesetPartsReady(undefined), true);
    assert.equal(rulesetPartsReady('d20'), false);
    assert.equal(rulesetParts('d20'), classic);
    assert.deepEqual(rulesetStyles('dice'), [classic.styles.dice]);

    const told: RulesetParts[] = [];
    const stop = onRulesetLoaded((p) => told.push(p));
    const loading = loadRulesetParts('d20');
    assert.equal(loadRulesetParts('d20'), loading, 'one load per page');
    const d20 = await loading;
    stop();
    assert.equal(d20.id, 'd20');
    assert.equal(rulesetPartsReady('d20'), true);
    assert.equal(rulesetParts('d20'), d20);
    assert.deepEqual(told, [d20]);
    assert.deepEqual(rulesetStyles('dice'), [classic.styles.dice, d20.styles.dice], 'its styles come with it');
    assert.equal(await loadRulesetParts('d20'), d20);
    assert.equal(await loadRulesetParts('no-such-module'), classic);
    assert.equal(await loadRulesetParts(undefined), classic);

    const rules = await loadRulesetParts('rules');
    assert.deepEqual(told, [d20], 'a listener stopped is told no more');
    assert.deepEqual(rulesetStyles('log'), [classic.styles.log, d20.styles.log, rules.styles.log]);
  });

  test('gives each registered module its own parts once loaded, and the classic parts for a module with none', () => {
    const ids = rulesetPartsIds();
    for (const id of ids) assert.equal(rulesetParts(id).id, id);
    assert.equal(rulesetParts('no-such-module'), rulesetParts('classic'));
    assert.equal(rulesetParts(undefined), rulesetParts('classic'));
    assert.notEqual(rulesetParts('d20'), rulesetParts('classic'));
  });
});

describe("parts picked by the view's module, not by the pieces", () => {
  // the element has a room's ruleset's parts before the room shows (components/rulesets/registry.ts)
  before(() => Promise.all(rulesetPartsIds().map(loadRulesetParts)).then(() => undefined));
  const pack = loadDefaultPack();
  /** A started game of `missionId` under `rulesetId` with `heroes` seated h1, h2, .... */
  const started = (missionId: string, rulesetId: string, heroes: string[]): GameState => {
    const mission = pack.missions.find((m) => m.id === missionId)!;
    const ruleset = pack.rulesets.find((r) => r.id === rulesetId)!;
    let state = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, spells: pack.spells, items: pack.items, seed: 'parts' });
    const acts: SeatAction[] = [
      ...heroes.map((hero, i) => ({ seat: `h${i + 1}`, type: 'join' as const, hero })),
      { seat: mission.auto ? 'h1' : MASTER, type: 'start' },
    ];
    for (const a of acts) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
      state = r.state;
    }
    return state;
  };
  const table = (view: View, state: GameState): TableState => ({
    seq: view.seq,
    view,
    legal: legalActions(state, view.seat),
    log: [] as LogEntry[],
    lastAttack: null,
    selected: null,
    pending: false,
    aiming: null,
    names: NO_NAMES,
  });

  test("a d20 game: Defend in the hint and the heroes' proper names come from the d20 parts; read as classic, neither", () => {
    const state = started('la-torre-di-guardia', 'forsaken-woods', ['xov', 'vestin']);
    const mine = viewFor(state, 'h1');
    const waiting = viewFor(state, 'h2');
    assert.equal(mine.module, 'd20');
    assert.ok(hintFor(table(mine, state), 'en')!.endsWith(' or take a defensive stance.'));
    assert.equal(hintFor(table(waiting, state), 'it'), 'Tocca a Xov: aspetta il tuo turno.');
    // the same pieces and legal actions, the view naming the classic module: no Defend clause, Xov is a kind
    assert.ok(!hintFor(table({ ...mine, module: 'classic' }, state), 'en')!.includes('defensive'));
    assert.equal(hintFor(table({ ...waiting, module: 'classic' }, state), 'it'), 'Tocca allo xov: aspetta il tuo turno.');
    // the cards' word for life: hit points under d20, body points under the classic parts
    const xov = mine.units.find((u) => u.id === 'h1')!;
    assert.equal(rulesetParts(mine.module).lifeLabel(xov, 'it', mine.rules), 'Punti vita');
    assert.equal(rulesetParts('classic').lifeLabel(xov, 'en', mine.rules), 'Body');
  });

  test('a classic game read with the d20 parts names its heroes as characters', () => {
    const state = started('la-prova', 'classic', ['barbaro']);
    const view = viewFor(state, MASTER);
    assert.equal(view.module, 'classic');
    const joined = { type: 'seat_joined' as const, seat: 'h1', hero: 'barbaro' };
    assert.equal(describeEvent(joined, view, 'it'), 'Il barbaro si unisce alla compagnia');
    assert.equal(describeEvent(joined, { ...view, module: 'd20' }, 'it'), 'Barbaro si unisce alla compagnia');
  });

  /** Plays `state` with the scripted heroes (the computer plays the rest) until `stop` holds of an action's events; those events, keyed by the action's number. */
  const playUntil = (state: GameState, stop: (events: GameEvent[]) => boolean): { state: GameState; log: LogEntry[] } => {
    const log: LogEntry[] = [];
    for (let seq = 1; seq < 400 && state.phase === 'playing'; seq++) {
      const seat = state.turn!.seat;
      const r = apply(state, { seat, ...heroChoice(viewFor(state, seat), legalActions(state, seat)) } as SeatAction);
      if (!r.ok) throw new Error(r.error.message);
      state = r.state;
      for (const event of r.events) log.push({ key: log.length, seq, event });
      if (stop(r.events)) return { state, log };
    }
    throw new Error('the game never got there');
  };

  test('the Embervale Mill (the rules module): the card names the vital resource, attributes and derived stats; the hint offers the abilities', () => {
    const state = started('il-mulino-di-valbrace', 'embervale', ['orsola', 'bram']);
    const view = viewFor(state, 'h1');
    assert.equal(view.module, 'rules');
    const parts = rulesetParts(view.module);
    assert.equal(parts.id, 'rules');
    const orsola = view.units.find((u) => u.id === 'h1')!;
    // the word for life is the document's vital resource, in Italian by the ruleset's names table
    assert.equal(parts.lifeLabel(orsola, 'it', view.rules), 'Vigore');
    assert.equal(parts.lifeLabel(orsola, 'en', view.rules), 'Vigour');
    assert.equal(rulesetParts('classic').lifeLabel(orsola, 'it', view.rules), 'Corpo');
    // Orsola: Might 3, Grace 1, Wits 1; vigour 6 + 2 × 3 = 12, resolve 1 + 1 = 2; guard 8 + 1 + 1 (shield) = 10
    const rv = rulesViewOf(view.rules)!;
    assert.deepEqual(numbersOf(rv, rv.pieces.h1!), {
      vital: 'vigour',
      resources: [
        { id: 'vigour', name: 'Vigour', value: 12, max: 12 },
        { id: 'resolve', name: 'Resolve', value: 2, max: 2 },
      ],
      attributes: [
        { id: 'might', abbrev: 'MIG', name: 'Might', score: 3, mod: 3 },
        { id: 'grace', abbrev: 'GRA', name: 'Grace', score: 1, mod: 1 },
        { id: 'wits', abbrev: 'WIT', name: 'Wits', score: 1, mod: 1 },
      ],
      derived: [
        { id: 'guard', name: 'Guard', value: 10 },
        { id: 'initiative', name: 'Initiative', value: 2 },
      ],
      defenceStat: 'guard',
      // no spell among her abilities: no slots, nothing held
      slots: [],
      concentrating: [],
    });
    // in Italian the card's short labels follow the names table (Forza, Grazia, Ingegno), not the English abbrev
    assert.deepEqual(
      numbersOf(rv, rv.pieces.h1!, 'it').attributes.map((a) => `${a.abbrev} ${a.name}`),
      ['FOR Forza', 'GRA Grazia', 'ING Ingegno'],
    );
    // before the game the join panel reads the piece the server worked out: scores and resources, no derived stats
    assert.deepEqual(
      startingNumbers(view.heroPieces.bram, null)?.attributes.map((a) => `${a.abbrev} ${a.score}`),
      ['MIG 1', 'GRA 2', 'WIT 2'],
    );
    assert.deepEqual(startingNumbers(view.heroPieces.bram, null)?.resources, [
      { id: 'vigour', name: 'vigour', value: 8, max: 8 },
      { id: 'resolve', name: 'resolve', value: 3, max: 3 },
    ]);
    // her weapon and her two abilities with the action type each spends; Stalwart as a condition with no end
    assert.deepEqual(parts.powerLines(orsola, 'en', view.rules), [
      'Weapon: 1d8 · Blade',
      'Brace (Quick action; on itself)',
      'Shield bash (Action; a foe, reach 1)',
    ]);
    assert.deepEqual(parts.powerLines(orsola, 'it', view.rules), [
      'Arma: 1d8 · Lama',
      'Preparati (Azione rapida; su di sé)',
      'Colpo di scudo (Azione; un nemico, portata 1)',
    ]);
    // Brace is hers to use on her turn, so the hint offers an ability; read as classic, it does not
    assert.equal(state.turn!.unit, 'h1');
    assert.ok(legalActions(state, 'h1').some((a) => a.type === 'ability' && a.ability === 'brace' && a.target === undefined));
    assert.ok(hintFor(table(view, state), 'en')!.endsWith(' or use an ability.'), hintFor(table(view, state), 'en')!);
    assert.ok(hintFor(table(view, state), 'it')!.endsWith(' o usa un’abilità.'), hintFor(table(view, state), 'it')!);
    assert.ok(!hintFor(table({ ...view, module: 'classic' }, state), 'en')!.includes('ability'));
  });

  test('the Embervale Mill: the chronicle tells a strike with the check, bonus and defence, and the dice tray keeps it', () => {
    const begun = started('il-mulino-di-valbrace', 'embervale', ['orsola', 'bram']);
    const { state, log } = playUntil(begun, (events) => events.some((e) => e.type === 'rules_attack' && e.attacker === 'h1'));
    const view = viewFor(state, 'h1');
    const strike = log
      .map((l) => l.event)
      .findLast((e): e is Extract<GameEvent, { type: 'rules_attack' }> => e.type === 'rules_attack' && e.attacker === 'h1')!;
    const target = view.units.find((u) => u.id === strike.target)!;
    const bonus = strike.bonus >= 0 ? `+${strike.bonus}` : `−${-strike.bonus}`;
    const targetEn = `the ${target.name.en!.toLowerCase()}`;
    const expected = {
      hit: `Orsola hits ${targetEn}: ${strike.natural} ${bonus} = ${strike.total} against Guard ${strike.defence}, ${strike.damage} damage`,
      miss: `Orsola attacks ${targetEn}: ${strike.natural} ${bonus} = ${strike.total} against Guard ${strike.defence}, a miss`,
      critical: `Orsola lands a critical hit on ${targetEn} (${strike.natural}): ${strike.damage} damage`,
      fumble: `Orsola attacks ${targetEn}: ${strike.natural}, a fumble!`,
    }[strike.outcome];
    assert.equal(describeEvent(strike, view, 'en'), expected);
    // the check is the document's: 2d6, their sum the natural roll, plus the bonus; the outcome by the total against guard
    assert.equal(strike.dice.length, 2);
    assert.equal(strike.natural, strike.dice[0]! + strike.dice[1]!);
    assert.equal(strike.total, strike.natural + strike.bonus);
    assert.equal(strike.defenceStat, 'guard');
    // the dice tray's rows: the last action that rolled a check, its strikes in order
    const rolls = lastRulesRolls(log)!;
    assert.equal(rolls.seq, log.findLast((l) => l.event === strike)!.seq);
    const last = rolls.rolls.at(-1)!;
    assert.ok(last.kind === 'strike' && last.attack === strike);
    assert.ok(rulesetParts('rules').hasRolls({ log, lastAttack: null }));
    assert.ok(!rulesetParts('rules').hasRolls({ log: log.filter((l) => l.event.type !== 'rules_attack' && l.event.type !== 'save_rolled'), lastAttack: null }));
    // a damage type is named as the document names it
    const heroes: Record<string, string> = { h1: 'Orsola', h2: 'Bram' };
    const hurt = log
      .map((l) => l.event)
      .find((e): e is Extract<GameEvent, { type: 'damaged' }> => e.type === 'damaged' && e.element === 'blade' && e.unit in heroes && !e.feedback);
    assert.ok(hurt, 'a hero takes a blade wound before her strike');
    assert.equal(describeEvent(hurt, view, 'en'), `${heroes[hurt.unit]} takes ${hurt.amount === 1 ? '1 damage' : `${hurt.amount} damage`} (Blade)`);
    assert.equal(describeEvent(hurt, view, 'it'), `${heroes[hurt.unit]} subisce ${hurt.amount === 1 ? '1 danno' : `${hurt.amount} danni`} (Lama)`);
  });
});
