/**
 * Real views of the default pack's `la-prova` mission, built by the engine in the browser (no server):
 * for tests of the board class on its own.
 */
import { Creature, Hero, Mission, Ruleset } from '../../../content/schemas/index.ts';
import { apply, createGame, legalActions, viewFor, MASTER, type Action, type GameState, type SeatAction, type View } from '../../../engine/index.ts';
import barbaro from '../../../content/packs/default/heroes/barbaro.json';
import elfo from '../../../content/packs/default/heroes/elfo.json';
import mago from '../../../content/packs/default/heroes/mago.json';
import nano from '../../../content/packs/default/heroes/nano.json';
import goblin from '../../../content/packs/default/creatures/goblin.json';
import orco from '../../../content/packs/default/creatures/orco.json';
import scheletro from '../../../content/packs/default/creatures/scheletro.json';
import fimir from '../../../content/packs/default/creatures/fimir.json';
import classic from '../../../content/packs/default/rulesets/classic.json';
import laProva from '../../../content/packs/default/missions/la-prova.json';

/** Applies actions in order, throwing on the first rejection. */
export function play(state: GameState, ...actions: SeatAction[]): GameState {
  for (const a of actions) {
    const r = apply(state, a);
    if (!r.ok) throw new Error(`${JSON.stringify(a)} rejected: ${r.error.code} ${r.error.message}`);
    state = r.state;
  }
  return state;
}

/** A started game of `la-prova` with the barbarian (h1) and the elf (h2). */
export function startedGame(seed = 'board-test'): GameState {
  const lobby = createGame({
    mission: Mission.parse(laProva),
    heroes: [barbaro, nano, elfo, mago].map((h) => Hero.parse(h)),
    creatures: [goblin, orco, scheletro, fimir].map((c) => Creature.parse(c)),
    ruleset: Ruleset.parse(classic),
    seed,
  });
  return play(lobby, { seat: 'h1', type: 'join', hero: 'barbaro' }, { seat: 'h2', type: 'join', hero: 'elfo' }, { seat: MASTER, type: 'start' });
}

/** A seat's view and legal actions. */
export function seatView(state: GameState, seat: string): { view: View; legal: Action[] } {
  return { view: viewFor(state, seat), legal: legalActions(state, seat) };
}
