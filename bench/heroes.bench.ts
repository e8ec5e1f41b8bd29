/**
 * The computer's heroes (engine/core/hero-ai.ts) beside heroes taking random legal actions: every mission of the
 * default pack played `GAMES` times by each side over the same seeds (4 heroes, or the mission's start squares), the
 * creatures played by the computer, a game still running after 60 rounds counted as unfinished. Prints, per mission,
 * the heroes' wins, the games' ends and their mean rounds, as a Markdown table for docs/computer-heroes.md.
 *
 * Run: `npm run bench:heroes` (or `node --import tsx bench/heroes.bench.ts [games]`, 20 by default).
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { playComputerGame, SIMULATION_MAX_ROUNDS as MAX_ROUNDS, type HeroChooser } from '../engine/index.ts';

const GAMES = Number(process.argv[2] ?? 20);
const pack = loadDefaultPack();

type Side = 'computer' | 'random';

/** One game of `missionId` by `side`'s heroes: its end (`winner: reason`, or `unfinished`) and its rounds. */
function game(missionId: string, side: Side, g: number): { end: string; rounds: number } {
  const mission = pack.missions.find((m) => m.id === missionId)!;
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  const input = {
    mission,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset,
    spells: pack.spells,
    items: pack.items,
    decks: pack.decks,
    seed: `heroes-bench-${g}`,
  };
  const pick = new Rng(seedRng(`heroes-bench-pick-${g}`));
  const random: HeroChooser = (_state, _seat, legal) => legal[pick.int(legal.length)]!;
  const { state } = playComputerGame(input, Math.min(4, mission.start.length), side === 'random' ? { choose: random } : {});
  return { end: state.result ? `${state.result.winner}: ${state.result.reason}` : 'unfinished', rounds: state.round };
}

console.log(`${GAMES} games a mission and a side, the same seeds; 4 heroes (or the mission's start squares); unfinished after ${MAX_ROUNDS} rounds\n`);
console.log(
  '| mission | ruleset | difficulty | computer heroes: won | their games ended by (mean rounds) | random heroes: won | their games ended by (mean rounds) |',
);
console.log('|---|---|---|---|---|---|---|');
const total: Record<Side, number> = { computer: 0, random: 0 };
const t0 = performance.now();
for (const mission of pack.missions) {
  const cells: string[] = [];
  for (const side of ['computer', 'random'] as const) {
    const ends = new Map<string, number>();
    let rounds = 0;
    let won = 0;
    for (let g = 0; g < GAMES; g++) {
      const r = game(mission.id, side, g);
      ends.set(r.end, (ends.get(r.end) ?? 0) + 1);
      rounds += r.rounds;
      if (r.end.startsWith('heroes')) won++;
    }
    total[side] += won;
    cells.push(`${won}/${GAMES}`, `${[...ends].map(([e, n]) => `${e} ${n}`).join(', ')} (${(rounds / GAMES).toFixed(1)})`);
  }
  console.log(`| ${mission.id} | ${mission.ruleset} | ${mission.difficulty ?? '-'} | ${cells.join(' | ')} |`);
}
const all = pack.missions.length * GAMES;
console.log(
  `\nheroes' wins over all missions: computer ${total.computer}/${all}, random ${total.random}/${all}; ${((performance.now() - t0) / 1000).toFixed(1)} s`,
);
