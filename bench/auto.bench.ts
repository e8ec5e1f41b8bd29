/**
 * Auto-mission benchmark: plays 1,000 complete games of the default pack's `auto` missions, the heroes taking random
 * legal actions (fixed seeds) and the computer moving the creatures, and prints games per second, actions per
 * second and who won.
 *
 * Run: `npm run bench:auto` (or `node --import tsx bench/auto.bench.ts [games]`).
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { apply, createGame, legalActions, type GameState } from '../engine/index.ts';
import { fmt, percentile } from './stats.ts';

const GAMES = Number(process.argv[2] ?? 1000);
/** A game still running after this many hero actions is counted as unfinished. */
const MAX_ACTIONS = 3000;

const pack = loadDefaultPack();
const missions = pack.missions.filter((m) => m.auto);
if (missions.length === 0) throw new Error('the default pack has no auto mission');

const tally = { heroes: 0, master: 0, unfinished: 0 };
const reasons = new Map<string, number>();
const perGame: number[] = [];
let actions = 0;
const t0 = performance.now();
for (let g = 0; g < GAMES; g++) {
  const mission = missions[g % missions.length]!;
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  const start = performance.now();
  let s: GameState = createGame({
    mission,
    heroes: pack.heroes,
    creatures: pack.creatures,
    ruleset,
    spells: pack.spells,
    items: pack.items,
    decks: pack.decks,
    seed: `auto-bench-${g}`,
  });
  const pick = new Rng(seedRng(`auto-pick-${g}`));
  // the heroes a room of this mission offers (its ruleset's)
  const heroes = s.setup.roster.slice(0, Math.min(mission.start.length, 1 + (g % 4)));
  heroes.forEach((h, i) => {
    const r = apply(s, { seat: `h${i + 1}`, type: 'join', hero: h.id });
    if (!r.ok) throw new Error(r.error.message);
    s = r.state;
  });
  let n = 0;
  for (; n < MAX_ACTIONS && s.phase !== 'over'; n++) {
    const seat = s.phase === 'lobby' ? 'h1' : s.turn!.seat;
    const legal = legalActions(s, seat);
    const r = apply(s, { seat, ...legal[pick.int(legal.length)]! });
    if (!r.ok) throw new Error(`legal action refused: ${r.error.code} ${r.error.message}`);
    s = r.state;
  }
  actions += n;
  perGame.push(performance.now() - start);
  if (s.result) {
    tally[s.result.winner]++;
    reasons.set(s.result.reason, (reasons.get(s.result.reason) ?? 0) + 1);
  } else tally.unfinished++;
}
const seconds = (performance.now() - t0) / 1000;

console.log(`auto games: ${fmt(GAMES)} games of ${missions.map((m) => m.id).join(', ')}; 1 to 4 heroes taking random legal actions`);
console.log(`  ${fmt(GAMES / seconds, 1)} games/s, ${fmt(actions / seconds)} hero actions/s (the creatures' turns included), ${fmt(seconds, 1)} s in all`);
console.log(`  per game: median ${fmt(percentile(perGame, 50), 2)} ms, p99 ${fmt(percentile(perGame, 99), 2)} ms`);
console.log(
  `  heroes won ${fmt(tally.heroes)} (${fmt((100 * tally.heroes) / GAMES, 1)}%), the creatures won ${fmt(tally.master)} (${fmt((100 * tally.master) / GAMES, 1)}%), unfinished after ${MAX_ACTIONS} actions ${fmt(tally.unfinished)}`,
);
console.log(`  reasons: ${[...reasons].map(([r, n]) => `${r} ${n}`).join(', ')}`);
