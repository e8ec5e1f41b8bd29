/**
 * The rulesets' parts of the interface (issue 13, "Components"; components/rulesets/): the element's code reads a
 * ruleset's own fields only inside that ruleset's folder, the parts are registered by module key with the classic
 * ones as the default, and the element picks them by the view's `module` — the same pieces read differently when the
 * view names another module.
 */
import assert from 'node:assert/strict';
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { NO_NAMES, type LogEntry, type TableState } from '../components/context.ts';
import { hintFor } from '../components/hints.ts';
import { describeEvent } from '../components/log-lines.ts';
import { rulesetParts, rulesetPartsIds } from '../components/rulesets/registry.ts';
import { apply, createGame, legalActions, viewFor, MASTER, type GameState, type SeatAction, type View } from '../engine/index.ts';

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
    assert.deepEqual(reads.filter((hit) => !own(hit)), []);
    // the search does see them where they belong: the d20 parts read the pieces' d20 numbers
    assert.ok(reads.some((hit) => hit.startsWith('components/rulesets/d20/card.ts:')), reads.join('\n'));
  });
});

describe('the d20 rules in the engine', () => {
  test('no file of engine/ reads setup.d20 or a .d20 field outside the d20 module\'s folders (engine/d20/, engine/d20-play/) and the registry', () => {
    const reads = d20Reads('engine');
    const own = (hit: string) => hit.startsWith('engine/d20/') || hit.startsWith('engine/d20-play/') || hit.startsWith('engine/modules/registry.ts:');
    assert.deepEqual(reads.filter((hit) => !own(hit)), []);
    assert.ok(reads.some((hit) => hit.startsWith('engine/d20-play/module.ts:')), reads.join('\n'));
  });
});

describe('the registry of the rulesets\' parts', () => {
  test('gives each registered module its own parts, and the classic parts for a module with none', () => {
    const ids = rulesetPartsIds();
    assert.equal(ids[0], 'classic');
    assert.ok(ids.includes('d20'), ids.join(', '));
    for (const id of ids) assert.equal(rulesetParts(id).id, id);
    assert.equal(rulesetParts('no-such-module'), rulesetParts('classic'));
    assert.equal(rulesetParts(undefined), rulesetParts('classic'));
    assert.notEqual(rulesetParts('d20'), rulesetParts('classic'));
  });
});

describe('parts picked by the view\'s module, not by the pieces', () => {
  const pack = loadDefaultPack();
  /** A started game of `missionId` under `rulesetId` with `heroes` seated h1, h2, .... */
  const started = (missionId: string, rulesetId: string, heroes: string[]): GameState => {
    const mission = pack.missions.find((m) => m.id === missionId)!;
    const ruleset = pack.rulesets.find((r) => r.id === rulesetId)!;
    let state = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, spells: pack.spells, items: pack.items, seed: 'parts' });
    const acts: SeatAction[] = [...heroes.map((hero, i) => ({ seat: `h${i + 1}`, type: 'join' as const, hero })), { seat: mission.auto ? 'h1' : MASTER, type: 'start' }];
    for (const a of acts) {
      const r = apply(state, a);
      if (!r.ok) throw new Error(`${JSON.stringify(a)}: ${r.error.message}`);
      state = r.state;
    }
    return state;
  };
  const table = (view: View, state: GameState): TableState => ({ seq: view.seq, view, legal: legalActions(state, view.seat), log: [] as LogEntry[], lastAttack: null, selected: null, pending: false, aiming: null, names: NO_NAMES });

  test('a d20 game: Defend in the hint and the heroes\' proper names come from the d20 parts; read as classic, neither', () => {
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
    assert.equal(rulesetParts(mine.module).lifeLabel(xov), 'hitPoints');
    assert.equal(rulesetParts('classic').lifeLabel(xov), 'body');
  });

  test('a classic game read with the d20 parts names its heroes as characters', () => {
    const state = started('la-prova', 'classic', ['barbaro']);
    const view = viewFor(state, MASTER);
    assert.equal(view.module, 'classic');
    const joined = { type: 'seat_joined' as const, seat: 'h1', hero: 'barbaro' };
    assert.equal(describeEvent(joined, view, 'it'), 'Il barbaro si unisce alla compagnia');
    assert.equal(describeEvent(joined, { ...view, module: 'd20' }, 'it'), 'Barbaro si unisce alla compagnia');
  });
});
