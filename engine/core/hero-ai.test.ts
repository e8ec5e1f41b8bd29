/**
 * The computer's heroes (engine/core/hero-ai.ts, issue 38) over the default pack: whole games with only computer
 * seats end, never throw and replay from their log to the same state; they win the pack's easy missions more often
 * than heroes taking random legal actions; and what a computer hero chooses depends only on what the heroes know.
 */
import assert from 'node:assert/strict';
import { test } from 'node:test';
import { loadDefaultPack } from '../../content/load-pack.ts';
import type { Mission } from '../../content/schemas/index.ts';
import { apply, chooseHeroAction, createGame, heroesKnow, playComputerGame, viewFor, type Action, type GameState, type HeroChooser } from '../index.ts';
import { Rng, seedRng } from './rng.ts';
import { MASTER } from './types.ts';
import { SIMULATION_MAX_ROUNDS as MAX_ROUNDS } from './simulate.ts';

const pack = loadDefaultPack();

/**
 * Plays `mission` with `heroes` hero seats chosen by `choose` and the computer's creatures (engine/core/simulate.ts),
 * then replays its log from a new game of the same seed and checks it leads to the same state.
 */
function play(mission: Mission, heroes: number, seed: string, choose: HeroChooser): { state: GameState } {
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  const input = { mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, spells: pack.spells, items: pack.items, decks: pack.decks, seed };
  const log: { seat: string; action: Action }[] = [];
  const { state } = playComputerGame(input, heroes, { choose, onAction: (seat, action) => log.push({ seat, action }) });
  let again = createGame(input);
  for (const { seat, action } of log) {
    const r = apply(again, { seat, ...action } as Parameters<typeof apply>[1]);
    assert.ok(r.ok, `${mission.id} ${seed}: the replay refused ${JSON.stringify(action)}`);
    again = r.state;
  }
  assert.deepEqual(again, state, `${mission.id} ${seed}: the log replays to the same state`);
  return { state };
}

const computer: HeroChooser = (state, seat, legal) => chooseHeroAction(viewFor(state, seat), legal);

/** Heroes taking a random legal action (the seeded pick of `seed`). */
function randomHeroes(seed: string): HeroChooser {
  const pick = new Rng(seedRng(seed));
  return (_state, _seat, legal) => legal[pick.int(legal.length)]!;
}

/** A game a computer table can end: not won only by the master's word (`manual`) unless a lose rule ends it. */
const endsAlone = (m: Mission) => m.win !== 'manual' || m.lose.some((c) => c.type === 'rounds');

for (const rulesetId of [...new Set(pack.missions.map((m) => m.ruleset))]) {
  test(`computer seats only under ${rulesetId}: every game of its missions ends within ${MAX_ROUNDS} rounds, without an error, and replays from its log`, () => {
    const missions = pack.missions.filter((m) => m.ruleset === rulesetId && endsAlone(m));
    assert.ok(missions.length > 0);
    for (const mission of missions) {
      for (let g = 0; g < 3; g++) {
        const heroes = Math.min(mission.start.length, 2 + g);
        const { state } = play(mission, heroes, `all-computer-${g}`, computer);
        assert.equal(state.phase, 'over', `${mission.id} game ${g} (${heroes} heroes) ended by round ${state.round}`);
        assert.ok(state.result, `${mission.id} game ${g} has a result`);
      }
    }
  });
}

test("the computer's heroes win the pack's easy missions (difficulty 1-2) more often than heroes taking random legal actions, over the same seeds", () => {
  const easy = pack.missions.filter((m) => (m.difficulty ?? 5) <= 2);
  assert.ok(easy.length >= 4, 'the pack has easy missions of every ruleset');
  const GAMES = 6;
  let smart = 0;
  let random = 0;
  for (const mission of easy) {
    let wins = 0;
    let randomWins = 0;
    for (let g = 0; g < GAMES; g++) {
      const heroes = Math.min(mission.start.length, 4);
      if (play(mission, heroes, `easy-${g}`, computer).state.result?.winner === 'heroes') wins++;
      if (play(mission, heroes, `easy-${g}`, randomHeroes(`pick-${g}`)).state.result?.winner === 'heroes') randomWins++;
    }
    assert.ok(wins >= randomWins, `${mission.id}: the computer's heroes won ${wins} of ${GAMES}, random ones ${randomWins}`);
    smart += wins;
    random += randomWins;
  }
  assert.ok(smart > random, `the computer's heroes won ${smart}, random ones ${random}`);
  assert.ok(smart >= easy.length * GAMES * 0.6, `the computer's heroes won ${smart} of ${easy.length * GAMES} easy games`);
});

test("a computer hero's choice is the same whether its view holds only what the heroes know or the master's secrets too", () => {
  let compared = 0;
  let differing = 0;
  for (const id of ['la-prova', 'la-tana-degli-orchi', 'la-vecchia-strada', 'il-mulino-di-valbrace']) {
    const mission = pack.missions.find((m) => m.id === id)!;
    play(mission, 3, `secrets-${id}`, (state, seat, legal) => {
      const hero = viewFor(state, seat);
      // the master's view of the same moment: every creature, hidden objects, under this seat's name
      const full = { ...viewFor(state, MASTER), seat, role: hero.role };
      if (full.units.length !== hero.units.length || full.objects.length !== hero.objects.length) differing++;
      const choice = chooseHeroAction(hero, legal);
      assert.deepEqual(chooseHeroAction(full, legal), choice, `${id} round ${state.round}, ${seat}`);
      // and what the heroes know of the fuller view is what the hero's own view holds
      assert.deepEqual(
        heroesKnow(full).units.map((u) => u.id),
        hero.units.map((u) => u.id),
      );
      compared++;
      return choice;
    });
  }
  assert.ok(differing > 20, `the master's view held more than the hero's at ${differing} of ${compared} choices`);
});
