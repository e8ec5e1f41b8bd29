/**
 * Two checkouts' engines in one process, batch by batch: the engine bench's lines (bench/engine-work.ts) timed on
 * another checkout's engine ("before") and this one's ("after"), alternating batch by batch, so both meet the same
 * moments of a busy machine, the same heap and the same process.
 *
 * Run: `npm run bench:paired -- --before ../before [lines…]` (lines as in bench/engine.bench.ts; all by default).
 * The other checkout needs its own `node_modules` and the functions this file imports by name from its
 * `engine/index.ts`, `engine/core/rng.ts` and `content/load-pack.ts`. Knob: `ROUNDS` (5 timed rounds after a
 * warm-up round).
 *
 * Each side records its own random games (the same seeds; when the two engines list legal actions differently the
 * games differ, and the line says so: the checksums differ). Batch i of before and batch i of after are timed one
 * after the other (which goes first alternates), round after round; printed per line: each side's median rate,
 * and the **paired change**, the median over the batch pairs of (after rate / before rate − 1), with the middle half
 * of those changes, which says how far the two sides can be told apart on this machine today.
 */
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { batchesOf, checksum, LINES, timeBatch, workload, type BenchEngine, type Line } from './engine-work.ts';
import { fmt, percentile } from './stats.ts';

/** Loads the engine of the checkout at `root` (its own modules: nothing is shared with another checkout's). */
async function engineAt(root: string): Promise<BenchEngine> {
  const at = (path: string) => import(pathToFileURL(resolve(root, path)).href);
  const [engine, rng, pack] = await Promise.all([at('engine/index.ts'), at('engine/core/rng.ts'), at('content/load-pack.ts')]);
  return {
    pack: pack.loadDefaultPack(),
    createGame: engine.createGame,
    apply: engine.apply,
    legalActions: engine.legalActions,
    viewFor: engine.viewFor,
    MASTER: engine.MASTER,
    picker: (seed) => new rng.Rng(rng.seedRng(seed)),
  };
}

function args(): { before: string; lines: Line[]; rounds: number } {
  const argv = process.argv.slice(2);
  const i = argv.indexOf('--before');
  const before = i < 0 ? undefined : argv[i + 1];
  const rest = i < 0 ? argv : [...argv.slice(0, i), ...argv.slice(i + 2)];
  const unknown = rest.filter((l) => !(LINES as readonly string[]).includes(l));
  const rounds = Number(process.env['ROUNDS'] ?? 5);
  if (!before || unknown.length > 0 || !Number.isInteger(rounds) || rounds < 1) {
    console.error(`usage: bench/engine-paired.ts --before <checkout> [${LINES.join('|')} …]${unknown.length ? ` (unknown: ${unknown.join(', ')})` : ''}`);
    process.exit(2);
  }
  return { before: resolve(before), lines: rest.length ? (rest as Line[]) : [...LINES], rounds };
}

async function main(): Promise<void> {
  const { before, lines, rounds } = args();
  const sides = { before: await engineAt(before), after: await engineAt(resolve(import.meta.dirname, '..')) };
  console.log(`before: ${before}\nafter: ${resolve(import.meta.dirname, '..')}\n${rounds} rounds after a warm-up, batch by batch\n`);
  console.log('| line | before (median) | after (median) | paired change (middle half) | checksums |');
  console.log('|---|---|---|---|---|');
  for (const line of lines) {
    const wb = workload(sides.before, line);
    const wa = workload(sides.after, line);
    if (!wb || !wa) {
      console.log(`| ${line} | no mission in the pack | | | |`);
      continue;
    }
    const n = Math.min(batchesOf(wb), batchesOf(wa));
    const rates = { before: [] as number[], after: [] as number[] };
    const changes: number[] = [];
    const sums = { before: 0, after: 0 };
    for (let round = 0; round <= rounds; round++) {
      for (let b = 0; b < n; b++) {
        const order = (round + b) % 2 === 0 ? (['before', 'after'] as const) : (['after', 'before'] as const);
        const ms = { before: 0, after: 0 };
        for (const side of order) {
          ms[side] = timeBatch(sides[side], side === 'before' ? wb : wa, b);
          sums[side] = (sums[side] + checksum()) % 997;
        }
        if (round === 0) continue;
        rates.before.push((wb.batch / ms.before) * 1000);
        rates.after.push((wa.batch / ms.after) * 1000);
        changes.push(ms.before / ms.after - 1);
      }
    }
    const pct = (x: number) => `${x >= 0 ? '+' : ''}${(x * 100).toFixed(1)}%`;
    const unit = wa.unit === 'action' ? 'actions/s' : 'states/s';
    console.log(
      `| ${wa.title}, ${unit} | ${fmt(percentile(rates.before, 50))} | ${fmt(percentile(rates.after, 50))} | **${pct(percentile(changes, 50))}** (${pct(percentile(changes, 25))} … ${pct(percentile(changes, 75))}) | ${sums.before} / ${sums.after}${sums.before === sums.after ? '' : ' (different games)'} |`,
    );
  }
}

await main();
