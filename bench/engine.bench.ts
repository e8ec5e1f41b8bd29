/**
 * Engine benchmark: throughput of `apply`, per ruleset module, on the default pack's missions.
 *
 * Run: `npm run bench:engine` (or `node --import tsx bench/engine.bench.ts`); name lines to print only those:
 * `npm run bench:engine -- classic d20` (`classic-moves`, `rules-moves`, `classic`, `d20`, `rules`, `classic-views`,
 * `d20-views`, `rules-views`).
 *
 * Method (bench/engine-work.ts): random games (fixed seeds, random legal actions of the seat on turn) are played and
 * each (state, action) pair met on the way is recorded; `apply` is then timed over the pairs in batches of 1,000
 * after a warm-up round; the batch rates give the median and the slowest 1% actions per second.
 * - "classic moves": only the `move` / `move_creature` pairs of the classic missions with a master (the figure
 *   docs/performance.md has always tracked: path search, hidden traps, revealing rooms, triggers); "rules
 *   moves", the same for the `rules` module's missions.
 * - one line per ruleset module (classic, d20, rules): every action of its missions (rolls, moves, doors,
 *   attacks, spells, searches, end of turns with the creature turns they set off).
 * - "views", one line per ruleset module (`classic-views`, `d20-views`, `rules-views`): what a room computes for its
 *   seats after each action, `viewFor` and `legalActions` of the master and of every hero seat, over the states met
 *   in the same random games; timed in batches of 100 states.
 * To compare two checkouts, bench/engine-paired.ts times both engines in one process, batch by batch.
 */
import { loadDefaultPack } from '../content/load-pack.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { apply, createGame, legalActions, MASTER, viewFor } from '../engine/index.ts';
import { batchesOf, checksum, LINES, timeBatch, workload, type BenchEngine, type Line } from './engine-work.ts';
import { fmt, percentile } from './stats.ts';

const engine: BenchEngine = {
  pack: loadDefaultPack(),
  createGame: createGame as BenchEngine['createGame'],
  apply,
  legalActions,
  viewFor,
  MASTER,
  picker: (seed) => new Rng(seedRng(seed)),
};

// the lines to print: every line, or those named on the command line
const wanted = new Set(process.argv.slice(2));
for (const line of LINES.filter((l: Line) => wanted.size === 0 || wanted.has(l))) {
  const w = workload(engine, line);
  if (!w) {
    console.log(`${line}: no mission in the pack`);
    continue;
  }
  const rates: number[] = [];
  const latencies: number[] = [];
  for (let round = 0; round < 3; round++) {
    for (let b = 0; b < batchesOf(w); b++) {
      const ms = timeBatch(engine, w, b);
      if (round > 0) {
        rates.push((w.batch / ms) * 1000);
        latencies.push((ms * 1000) / w.batch);
      }
    }
  }
  const what = w.unit === 'action' ? 'actions per second' : 'states viewed per second (every seat)';
  console.log(`${w.title}: ${fmt(w.items.length)} recorded ${w.unit === 'action' ? 'actions' : 'states'}, ${rates.length} batches (checksum ${checksum()})`);
  console.log(`  ${what}: median ${fmt(percentile(rates, 50))}, slowest 1% of batches ${fmt(percentile(rates, 1))}`);
  console.log(`  per ${w.unit}: median ${fmt(percentile(latencies, 50), 2)} µs, p99 ${fmt(percentile(latencies, 99), 2)} µs`);
}
