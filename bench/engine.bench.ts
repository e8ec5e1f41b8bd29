/**
 * Engine benchmark: throughput of `apply` for hero and creature moves on the default pack's missions.
 * Prints moves per second (median and p99 of per-batch rates... see below) and the per-move latency.
 *
 * Run: `npm run bench:engine` (or `node --import tsx bench/engine.bench.ts`).
 *
 * Method: random games (fixed seeds) are played with random legal actions; every `move` and `move_creature`
 * met on the way is recorded as a (state, action) pair. Then `apply` is timed over those pairs in batches of
 * 1,000 moves, after a warm-up; the batch rates give the median and the p1 (slowest 1%) moves per second.
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultPack } from '../content/load-pack.ts';
import { Rng, seedRng } from '../engine/rng.ts';
import { apply, createGame, legalActions, MASTER, type GameState, type SeatAction } from '../engine/index.ts';
import { fmt, percentile } from './stats.ts';

const pack = loadDefaultPack();
const ruleset = pack.rulesets.find((r) => r.id === 'classic')!;
const pairs: { state: GameState; action: SeatAction }[] = [];

for (const mission of pack.missions.filter((m) => m.ruleset === 'classic' && !m.auto)) {
  for (let g = 0; pairs.length < 20_000 * (pack.missions.indexOf(mission) + 1) && g < 200; g++) {
    const pick = new Rng(seedRng(`bench-${mission.id}-${g}`));
    let s = createGame({ mission, heroes: pack.heroes, creatures: pack.creatures, ruleset, seed: `bench-${g}` });
    const seats = s.setup.roster.slice(0, mission.start.length);
    for (const [i, h] of seats.entries()) s = (apply(s, { seat: `h${i + 1}`, type: 'join', hero: h.id }) as { state: GameState }).state;
    s = (apply(s, { seat: MASTER, type: 'start' }) as { state: GameState }).state;
    for (let i = 0; i < 400 && s.phase === 'playing'; i++) {
      const seat = s.turn!.seat;
      const acts = legalActions(s, seat);
      const moves = acts.filter((a) => a.type === 'move' || a.type === 'move_creature');
      // prefer moving (what we measure), but also roll, open doors, attack and end turns to advance the game
      const choice = moves.length > 0 && pick.int(3) > 0 ? moves[pick.int(moves.length)]! : acts[pick.int(acts.length)]!;
      const action = { seat, ...choice };
      if (choice.type === 'move' || choice.type === 'move_creature') pairs.push({ state: s, action });
      const r = apply(s, action);
      if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
      s = r.state;
    }
  }
}

const BATCH = 1000;
const rates: number[] = [];
const latencies: number[] = [];
let sink = 0;
for (let round = 0; round < 3; round++) {
  for (let b = 0; b + BATCH <= pairs.length; b += BATCH) {
    const t0 = performance.now();
    for (let i = b; i < b + BATCH; i++) {
      const p = pairs[i]!;
      const r = apply(p.state, p.action);
      if (r.ok) sink += r.state.seq;
    }
    const ms = performance.now() - t0;
    if (round > 0) {
      rates.push((BATCH / ms) * 1000);
      latencies.push((ms * 1000) / BATCH);
    }
  }
}

console.log(`engine apply: ${fmt(pairs.length)} recorded moves on ${pack.missions.length} missions, ${rates.length} batches of ${BATCH} (checksum ${sink % 997})`);
console.log(`  moves per second: median ${fmt(percentile(rates, 50))}, slowest 1% of batches ${fmt(percentile(rates, 1))}`);
console.log(`  per move: median ${fmt(percentile(latencies, 50), 2)} µs, p99 ${fmt(percentile(latencies, 99), 2)} µs`);
