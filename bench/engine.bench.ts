/**
 * Engine benchmark: throughput of `apply`, per ruleset module, on the default pack's missions.
 *
 * Run: `npm run bench:engine` (or `node --import tsx bench/engine.bench.ts`); name lines to print only those:
 * `npm run bench:engine -- classic d20` (`classic-moves`, `rules-moves`, `classic`, `d20`, `rules`, `classic-views`,
 * `d20-views`, `rules-views`).
 *
 * Method: random games (fixed seeds, random legal actions of the seat on turn) are played and each (state, action)
 * pair met on the way is recorded; `apply` is then timed over the pairs in batches of 1,000 after a warm-up round;
 * the batch rates give the median and the slowest 1% actions per second.
 * - "classic moves": only the `move` / `move_creature` pairs of the classic missions with a master (the figure
 *   docs/performance.md has always tracked: path search, hidden traps, revealing rooms, triggers); "rules
 *   moves", the same for the `rules` module's missions.
 * - one line per ruleset module (classic, d20, rules): every action of its missions (rolls, moves, doors,
 *   attacks, spells, searches, end of turns with the creature turns they set off).
 * - "views", one line per ruleset module (`classic-views`, `d20-views`, `rules-views`): what a room computes for its
 *   seats after each action, `viewFor` and `legalActions` of the master and of every hero seat, over the states met
 *   in the same random games; timed in batches of 100 states.
 * The pack's rulesets are told apart by their document (`rules.extra.board.system`, the classic combat die), not
 * by engine internals, so this file also runs against older commits for a before/after comparison.
 */
import { performance } from 'node:perf_hooks';
import { loadDefaultPack } from '../content/load-pack.ts';
import type { Mission, Ruleset } from '../content/schemas/index.ts';
import { Rng, seedRng } from '../engine/core/rng.ts';
import { apply, createGame, legalActions, MASTER, viewFor, type GameState, type SeatAction } from '../engine/index.ts';
import { fmt, percentile } from './stats.ts';

const pack = loadDefaultPack();
type Pair = { state: GameState; action: SeatAction };

/** The module a pack ruleset plays by, read off its document. */
function kindOf(r: Ruleset): string {
  const system = (r.rules?.extra as { board?: { system?: string } } | undefined)?.board?.system;
  if (system) return system;
  return r.combatDie ? 'classic' : 'rules';
}

/** Records the (state, action) pairs of random games of `mission`, up to `limit` pairs. */
function record(mission: Mission, limit: number, keep: (a: SeatAction) => boolean): Pair[] {
  const ruleset = pack.rulesets.find((r) => r.id === mission.ruleset)!;
  const out: Pair[] = [];
  for (let g = 0; out.length < limit && g < 300; g++) {
    const pick = new Rng(seedRng(`bench-${mission.id}-${g}`));
    let s = createGame({
      mission,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset,
      spells: pack.spells,
      items: pack.items,
      decks: pack.decks,
      seed: `bench-${g}`,
    });
    const seats = s.setup.roster.slice(0, mission.start.length);
    for (const [i, h] of seats.entries()) s = (apply(s, { seat: `h${i + 1}`, type: 'join', hero: h.id }) as { state: GameState }).state;
    s = (apply(s, { seat: MASTER, type: 'start' }) as { state: GameState }).state;
    for (let i = 0; i < 400 && s.phase === 'playing' && s.turn; i++) {
      const seat = s.turn.seat;
      const acts = legalActions(s, seat).filter((a) => a.type !== 'declare');
      if (acts.length === 0) break;
      const moves = acts.filter((a) => a.type === 'move' || a.type === 'move_creature');
      // prefer moving, but also roll, open doors, attack and end turns to advance the game
      const choice = moves.length > 0 && pick.int(3) > 0 ? moves[pick.int(moves.length)]! : acts[pick.int(acts.length)]!;
      const action = { seat, ...choice } as SeatAction;
      if (keep(action)) out.push({ state: s, action });
      const r = apply(s, action);
      if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
      s = r.state;
    }
  }
  return out;
}

/** Times `apply` over the pairs; prints one line. */
function measure(label: string, pairs: Pair[]): void {
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
  console.log(`${label}: ${fmt(pairs.length)} recorded actions, ${rates.length} batches (checksum ${sink % 997})`);
  console.log(`  actions per second: median ${fmt(percentile(rates, 50))}, slowest 1% of batches ${fmt(percentile(rates, 1))}`);
  console.log(`  per action: median ${fmt(percentile(latencies, 50), 2)} µs, p99 ${fmt(percentile(latencies, 99), 2)} µs`);
}

/** Times the views of the pairs' states (each state once): `viewFor` and `legalActions` of every seat; prints one line. */
function measureViews(label: string, pairs: Pair[]): void {
  const states = [...new Set(pairs.map((p) => p.state))];
  const BATCH = 100;
  const rates: number[] = [];
  const latencies: number[] = [];
  let sink = 0;
  for (let round = 0; round < 3; round++) {
    for (let b = 0; b + BATCH <= states.length; b += BATCH) {
      const t0 = performance.now();
      for (let i = b; i < b + BATCH; i++) {
        const s = states[i]!;
        for (const seat of [MASTER, ...s.seats.map((x) => x.id)]) sink += viewFor(s, seat).units.length + legalActions(s, seat).length;
      }
      const ms = performance.now() - t0;
      if (round > 0) {
        rates.push((BATCH / ms) * 1000);
        latencies.push((ms * 1000) / BATCH);
      }
    }
  }
  console.log(`${label}: ${fmt(states.length)} recorded states, ${rates.length} batches (checksum ${sink % 997})`);
  console.log(`  states viewed per second (every seat): median ${fmt(percentile(rates, 50))}, slowest 1% of batches ${fmt(percentile(rates, 1))}`);
  console.log(`  per state: median ${fmt(percentile(latencies, 50), 2)} µs, p99 ${fmt(percentile(latencies, 99), 2)} µs`);
}

// the lines to print: every line, or those named on the command line (`classic-moves`, `rules-moves`, `classic`, `d20`, `rules`)
const wanted = new Set(process.argv.slice(2));
const want = (line: string) => wanted.size === 0 || wanted.has(line);
const isMove = (a: SeatAction) => a.type === 'move' || a.type === 'move_creature';
const byKind = (kind: string) => pack.missions.filter((m) => kindOf(pack.rulesets.find((r) => r.id === m.ruleset)!) === kind);

const classicMissions = byKind('classic').filter((m) => !m.auto);
if (want('classic-moves'))
  measure(
    'classic moves',
    classicMissions.flatMap((m) => record(m, 20_000, isMove)),
  );
// the same figure for the rules module: its heroes' and creatures' moves on its missions
const rulesMissions = byKind('rules');
if (rulesMissions.length > 0 && want('rules-moves'))
  measure(
    'rules moves',
    rulesMissions.flatMap((m) => record(m, Math.ceil(60_000 / rulesMissions.length), isMove)),
  );
for (const kind of ['classic', 'd20', 'rules'].filter(want)) {
  const missions = byKind(kind);
  if (missions.length === 0) {
    console.log(`${kind}: no mission in the pack`);
    continue;
  }
  const per = Math.ceil(60_000 / missions.length);
  measure(
    `${kind} (${missions.map((m) => m.id).join(', ')})`,
    missions.flatMap((m) => record(m, per, () => true)),
  );
}
for (const kind of ['classic', 'd20', 'rules'].filter((k) => want(`${k}-views`))) {
  const missions = byKind(kind);
  if (missions.length === 0) continue;
  const per = Math.ceil(6_000 / missions.length);
  measureViews(
    `${kind} views (${missions.map((m) => m.id).join(', ')})`,
    missions.flatMap((m) => record(m, per, () => true)),
  );
}
