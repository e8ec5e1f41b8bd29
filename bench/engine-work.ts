/**
 * What the engine benchmarks record and time, given an engine: random games of the pack's missions recorded as
 * (state, action) pairs, `apply` timed over the pairs, and the seats' views (`viewFor` and `legalActions` of every
 * seat) timed over the states. bench/engine.bench.ts runs it on this checkout's engine; bench/engine-paired.ts on
 * two checkouts' engines in one process, batch by batch.
 *
 * The engine is taken as an object of functions, so an older checkout's engine (its own `engine/index.ts`) plugs in
 * as long as those functions keep their names; the pack's rulesets are told apart by their document
 * (`rules.extra.board.system`, the classic combat die), not by engine internals.
 * @module
 */
import { performance } from 'node:perf_hooks';
import type { Mission, Pack, Ruleset } from '../content/schemas/index.ts';
import type { GameState, SeatAction } from '../engine/index.ts';

/** The parts of an engine the benchmarks call (the shapes of `engine/index.ts`, `engine/core/rng.ts` and the default pack). */
export interface BenchEngine {
  pack: Pack;
  createGame: (input: never) => GameState;
  apply: (state: GameState, action: SeatAction) => { ok: true; state: GameState } | { ok: false; error: { message: string } };
  legalActions: (state: GameState, seat: string) => object[];
  viewFor: (state: GameState, seat: string) => { units: unknown[] };
  MASTER: string;
  /** A seeded random source picking the random games' actions (`new Rng(seedRng(text))`). */
  picker: (seed: string) => { int: (n: number) => number };
}

/** A recorded (state, action) pair of a random game. */
export type Pair = { state: GameState; action: SeatAction };

/** The bench lines, in the order they print. */
export const LINES = ['classic-moves', 'rules-moves', 'classic', 'd20', 'rules', 'classic-views', 'd20-views', 'rules-views'] as const;
export type Line = (typeof LINES)[number];

/** The module a pack ruleset plays by, read off its document. */
export function kindOf(r: Ruleset): string {
  const system = (r.rules?.extra as { board?: { system?: string } } | undefined)?.board?.system;
  if (system) return system;
  return r.combatDie ? 'classic' : 'rules';
}

const isMove = (a: SeatAction) => a.type === 'move' || a.type === 'move_creature';

/** Records the (state, action) pairs of random games of `mission` with engine `e`, up to `limit` pairs kept. */
export function record(e: BenchEngine, mission: Mission, limit: number, keep: (a: SeatAction) => boolean): Pair[] {
  const ruleset = e.pack.rulesets.find((r) => r.id === mission.ruleset)!;
  const out: Pair[] = [];
  for (let g = 0; out.length < limit && g < 300; g++) {
    const pick = e.picker(`bench-${mission.id}-${g}`);
    const { pack } = e;
    const input = {
      mission,
      heroes: pack.heroes,
      creatures: pack.creatures,
      ruleset,
      spells: pack.spells,
      items: pack.items,
      decks: pack.decks,
      seed: `bench-${g}`,
    };
    let s = e.createGame(input as never);
    const seats = s.setup.roster.slice(0, mission.start.length);
    for (const [i, h] of seats.entries()) s = ok(e.apply(s, { seat: `h${i + 1}`, type: 'join', hero: h.id } as SeatAction));
    s = ok(e.apply(s, { seat: e.MASTER, type: 'start' } as SeatAction));
    for (let i = 0; i < 400 && s.phase === 'playing' && s.turn; i++) {
      const seat = s.turn.seat;
      const acts = e.legalActions(s, seat).filter((a) => (a as { type: string }).type !== 'declare') as Omit<SeatAction, 'seat'>[];
      if (acts.length === 0) break;
      const moves = acts.filter((a) => a.type === 'move' || a.type === 'move_creature');
      // prefer moving, but also roll, open doors, attack and end turns to advance the game
      const choice = moves.length > 0 && pick.int(3) > 0 ? moves[pick.int(moves.length)]! : acts[pick.int(acts.length)]!;
      const action = { seat, ...choice } as SeatAction;
      if (keep(action)) out.push({ state: s, action });
      s = ok(e.apply(s, action));
    }
  }
  return out;
}

function ok(r: ReturnType<BenchEngine['apply']>): GameState {
  if (!r.ok) throw new Error(`legal action refused: ${r.error.message}`);
  return r.state;
}

/** The missions of the pack played by ruleset module `kind` (`classic` leaves out `auto` missions for its moves line). */
function missionsOf(e: BenchEngine, kind: string): Mission[] {
  return e.pack.missions.filter((m) => kindOf(e.pack.rulesets.find((r) => r.id === m.ruleset)!) === kind);
}

/**
 * What one line times: `apply` over recorded pairs (`unit: 'action'`, batches of 1,000) or the seats' views over the
 * pairs' states (`unit: 'state'`, batches of 100); `title` names it and its missions. Null when the pack has no
 * mission for it.
 */
export interface Workload {
  title: string;
  unit: 'action' | 'state';
  items: Pair[] | GameState[];
  batch: number;
}

/** Records the workload of `line` with engine `e` (see {@link Workload}). */
export function workload(e: BenchEngine, line: Line): Workload | null {
  if (line === 'classic-moves') {
    const missions = missionsOf(e, 'classic').filter((m) => !m.auto);
    return { title: 'classic moves', unit: 'action', items: missions.flatMap((m) => record(e, m, 20_000, isMove)), batch: 1000 };
  }
  if (line === 'rules-moves') {
    const missions = missionsOf(e, 'rules');
    if (missions.length === 0) return null;
    return { title: 'rules moves', unit: 'action', items: missions.flatMap((m) => record(e, m, Math.ceil(60_000 / missions.length), isMove)), batch: 1000 };
  }
  const views = line.endsWith('-views');
  const kind = views ? line.slice(0, -'-views'.length) : line;
  const missions = missionsOf(e, kind);
  if (missions.length === 0) return null;
  const ids = missions.map((m) => m.id).join(', ');
  if (!views)
    return {
      title: `${kind} (${ids})`,
      unit: 'action',
      items: missions.flatMap((m) => record(e, m, Math.ceil(60_000 / missions.length), () => true)),
      batch: 1000,
    };
  const pairs = missions.flatMap((m) => record(e, m, Math.ceil(6_000 / missions.length), () => true));
  return { title: `${kind} views (${ids})`, unit: 'state', items: [...new Set(pairs.map((p) => p.state))], batch: 100 };
}

let sink = 0;

/** Runs batch `b` of workload `w` with engine `e`. @returns its wall time in milliseconds. */
export function timeBatch(e: BenchEngine, w: Workload, b: number): number {
  const from = b * w.batch;
  const t0 = performance.now();
  if (w.unit === 'action') {
    const pairs = w.items as Pair[];
    for (let i = from; i < from + w.batch; i++) {
      const r = e.apply(pairs[i]!.state, pairs[i]!.action);
      if (r.ok) sink += r.state.seq;
    }
  } else {
    const states = w.items as GameState[];
    for (let i = from; i < from + w.batch; i++) {
      const s = states[i]!;
      for (const seat of [e.MASTER, ...s.seats.map((x) => x.id)]) sink += e.viewFor(s, seat).units.length + e.legalActions(s, seat).length;
    }
  }
  return performance.now() - t0;
}

/** The number of whole batches in `w`. */
export function batchesOf(w: Workload): number {
  return Math.floor(w.items.length / w.batch);
}

/**
 * A checksum of everything timed since the last call (printed, so the work cannot be optimised away; equal work
 * prints equal sums), and starts the next sum.
 */
export function checksum(): number {
  const out = sink % 997;
  sink = 0;
  return out;
}
