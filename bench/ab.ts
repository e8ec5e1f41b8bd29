/**
 * Before and after in one run: a benchmark script run alternately in another checkout ("before") and in this one
 * ("after"), several times, with the median of each figure per side and the change.
 *
 * Run: `npm run bench:ab -- --before ../before [--runs 8] -- bench/engine.bench.ts d20 rules`
 * (the words after `--` are the script and its arguments, run as `node --import tsx <script> <args>` in each tree;
 * the script must exist in both). The order alternates within each pair (before/after, then after/before, …) so a
 * machine that warms up or slows down during the run favours neither side.
 *
 * What is read from each run's standard output:
 * - the engine bench's lines: a figure line `  <what>: median N, …` belongs to the last line that starts without
 *   a space (its label, up to the first `:` or ` (`);
 * - a `RESULT_JSON {…}` line (bench/live.bench.ts, the anchor's shape): moves per second, the round trip's median
 *   and p99, the server's CPU and its RSS after the run.
 * Prints one Markdown table: each figure, every run's value per side, the medians, and the change of the medians
 * (higher is better for rates, lower for times, CPU and bytes — the sign says which way the after side moved).
 * Knobs (environment) pass through to the script (e.g. `M=50 MOVES=100` for the live bench).
 */
import { spawnSync } from 'node:child_process';
import { resolve } from 'node:path';
import { fmt, percentile } from './stats.ts';

interface Args {
  before: string;
  after: string;
  runs: number;
  script: string[];
}

/** Reads the command line; exits with a usage line naming what is missing or wrong. */
function parseArgs(argv: string[]): Args {
  const usage = 'usage: bench/ab.ts --before <checkout> [--after <checkout>] [--runs N] -- <script> [args…]';
  const dash = argv.indexOf('--');
  const own = dash < 0 ? argv : argv.slice(0, dash);
  const script = dash < 0 ? [] : argv.slice(dash + 1);
  const opt = (name: string) => {
    const i = own.indexOf(name);
    return i < 0 ? undefined : own[i + 1];
  };
  const before = opt('--before');
  const runs = Number(opt('--runs') ?? 6);
  if (!before || script.length === 0 || !Number.isInteger(runs) || runs < 1) {
    console.error(usage);
    process.exit(2);
  }
  return { before: resolve(before), after: resolve(opt('--after') ?? '.'), runs, script };
}

/** The figures of one run's output, by name. */
export function readFigures(out: string): Map<string, number> {
  const figures = new Map<string, number>();
  let label = '';
  for (const line of out.split('\n')) {
    if (line.startsWith('RESULT_JSON ')) {
      const r = JSON.parse(line.slice('RESULT_JSON '.length)) as {
        run?: { movesPerSec?: number; roundTripMs?: { median?: number; p99?: number }; serverCpuPctOfOneCore?: number | null };
        serverAfterRun?: { rssKB?: number | null };
      };
      const put = (k: string, v: number | null | undefined) => {
        if (typeof v === 'number') figures.set(k, v);
      };
      put('live: actions per second', r.run?.movesPerSec);
      put('live: round trip median (ms) ↓', r.run?.roundTripMs?.median);
      put('live: round trip p99 (ms) ↓', r.run?.roundTripMs?.p99);
      put('live: server CPU (% of one core) ↓', r.run?.serverCpuPctOfOneCore);
      put('live: server RSS after (kB) ↓', r.serverAfterRun?.rssKB);
      // the server's CPU per action: what an action costs it, whatever pace the load client managed on a busy machine
      const cpu = r.run?.serverCpuPctOfOneCore;
      const rate = r.run?.movesPerSec;
      if (typeof cpu === 'number' && typeof rate === 'number' && rate > 0) put('live: server CPU per action (ms) ↓', (cpu / 100 / rate) * 1000);
      continue;
    }
    if (line && !/^\s/.test(line)) {
      label = line.split(/:| \(/)[0]!.trim();
      continue;
    }
    const m = /^\s+([^:]+): median ([\d,.]+)/.exec(line);
    if (m && label && /per second/.test(m[1]!)) {
      const lower = /µs|ms|bytes/.test(line) ? ' ↓' : '';
      figures.set(`${label}: ${m[1]!.trim()}${lower}`, Number(m[2]!.replace(/,/g, '')));
    }
  }
  return figures;
}

function runOnce(tree: string, script: string[]): Map<string, number> {
  const r = spawnSync(process.execPath, ['--import', 'tsx', ...script], { cwd: tree, encoding: 'utf8', maxBuffer: 64 << 20, env: process.env });
  if (r.status !== 0) {
    console.error(`${tree}: ${script.join(' ')} exited with ${r.status}\n${r.stderr}`);
    process.exit(1);
  }
  return readFigures(r.stdout);
}

function main(): void {
  const args = parseArgs(process.argv.slice(2));
  const sides = { before: [] as Map<string, number>[], after: [] as Map<string, number>[] };
  for (let i = 0; i < args.runs; i++) {
    const order: ('before' | 'after')[] = i % 2 === 0 ? ['before', 'after'] : ['after', 'before'];
    for (const side of order) {
      sides[side].push(runOnce(args[side], args.script));
      process.stderr.write(`run ${i + 1}/${args.runs} ${side} done\n`);
    }
  }
  const names = [...new Set([...sides.before, ...sides.after].flatMap((m) => [...m.keys()]))];
  console.log(`before: ${args.before}\nafter: ${args.after}\nscript: ${args.script.join(' ')}, ${args.runs} runs per side, alternating\n`);
  console.log('| figure | before: runs (median) | after: runs (median) | change |');
  console.log('|---|---|---|---|');
  for (const name of names) {
    const b = sides.before.map((m) => m.get(name)).filter((v): v is number => v !== undefined);
    const a = sides.after.map((m) => m.get(name)).filter((v): v is number => v !== undefined);
    const mb = percentile(b, 50);
    const ma = percentile(a, 50);
    const change = ((ma - mb) / mb) * 100;
    const digits = Math.abs(mb) < 1 ? 3 : Math.abs(mb) < 100 ? 2 : 0;
    const cell = (vs: number[], med: number) => `${vs.map((v) => fmt(v, digits)).join(' / ')} (**${fmt(med, digits)}**)`;
    console.log(`| ${name} | ${cell(b, mb)} | ${cell(a, ma)} | ${change >= 0 ? '+' : ''}${change.toFixed(1)}% |`);
  }
}

main();
