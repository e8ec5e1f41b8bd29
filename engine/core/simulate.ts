/**
 * The balance report of a mission (issue 38): the mission played many times by computer heroes against the computer's
 * creatures (engine/core/hero-ai.ts, the module's `playCreature`), each game from its own seed, and what the games say:
 * how often the heroes win (with a 95% Wilson interval), how many rounds a game lasts, which heroes fall, which
 * victory and defeat conditions end the games, which traps, events and cards fire, and which creatures the heroes never
 * reach. Deterministic: the same mission, content and options give the same report. docs/computer-heroes.md says what
 * each figure means and how sure it is.
 * @module
 */
import { apply } from './apply.ts';
import { createGame, type GameInput } from './game.ts';
import { chooseHeroAction } from './hero-ai.ts';
import { legalActions } from './legal.ts';
import type { LocalizedText } from '../../content/schemas/index.ts';
import { MASTER, type Action, type GameEvent, type GameState } from './types.ts';
import { isUnitInHeroesSight, viewFor } from './view.ts';

/** A game still running after this many rounds has stalled: it counts as unfinished. */
export const SIMULATION_MAX_ROUNDS = 60;

/** What to simulate: how many games, with how many heroes, from which seeds. */
export interface SimulationOptions {
  /** Games to play (1–1000). */
  games: number;
  /** Hero seats (the roster's first heroes, 1 to the mission's start squares); default as many as the mission has, at most 4. */
  heroes?: number;
  /** The seeds' prefix: game `i` is played from `${seed}-${i}`; default `balance`. */
  seed?: string;
  /** Stop starting new games once this many ms have passed (the report says so); default none. */
  budgetMs?: number;
}

/** One game's end: the winner (null: unfinished), the reason and the condition that ended it. */
export interface Ending {
  winner: 'heroes' | 'master' | null;
  reason: string;
  condition: string | null;
  games: number;
}

/** The balance report of a mission (see the module). Counts are of games unless said otherwise. */
export interface BalanceReport {
  mission: string;
  /** The games asked for, and those played (fewer when the budget ran out). */
  requested: number;
  games: number;
  stoppedByBudget: boolean;
  /** The heroes played, by hero id, in seat order. */
  heroes: string[];
  wins: number;
  /** Heroes' wins ÷ games, and its 95% Wilson score interval (0–1). */
  winRate: number;
  winRateInterval: [number, number];
  /** Games still running after {@link SIMULATION_MAX_ROUNDS} rounds. */
  unfinished: number;
  /** Rounds a game lasted: quantiles and how many games ended at each round. */
  rounds: { min: number; median: number; p90: number; max: number; histogram: { rounds: number; games: number }[] };
  /** Per hero: its name and the games it fell in. */
  deaths: { hero: string; name: LocalizedText; games: number }[];
  endings: Ending[];
  /** Per trap object: the games it was sprung in, and how often in all. */
  traps: { object: string; kind: string; games: number; times: number }[];
  /** Per mission event (its index in `events`): the games it fired in. */
  events: { index: number; games: number }[];
  /** Per card: how often it was drawn in all. */
  cards: { deck: string; card: string; times: number }[];
  /** Per creature the mission places: the games in which the heroes saw it (or it fell). */
  creatures: { unit: string; kind: string; name: LocalizedText; at: [number, number]; reachedIn: number }[];
  /** The creatures the heroes reached in no game (from {@link creatures}). */
  neverReached: { unit: string; kind: string; name: LocalizedText; at: [number, number] }[];
}

/** The 95% Wilson score interval of `wins` in `n` games. */
export function wilsonInterval(wins: number, n: number): [number, number] {
  if (n === 0) return [0, 1];
  const z = 1.959964;
  const p = wins / n;
  const d = 1 + (z * z) / n;
  const mid = (p + (z * z) / (2 * n)) / d;
  const half = (z * Math.sqrt((p * (1 - p)) / n + (z * z) / (4 * n * n))) / d;
  // all won or none: the interval reaches the bound itself (not a hair short of it in floating point)
  return [wins === 0 ? 0 : Math.max(0, mid - half), wins === n ? 1 : Math.min(1, mid + half)];
}

/** What one game left: its state at the end and what it saw. */
export interface GameTrace {
  state: GameState;
  events: GameEvent[];
  reached: Set<string>;
}

/** Who chooses a hero seat's action: one of `legal` (default: the computer, {@link chooseHeroAction} on the seat's view). */
export type HeroChooser = (state: GameState, seat: string, legal: Action[]) => Action;

const computerHero: HeroChooser = (state, seat, legal) => chooseHeroAction(viewFor(state, seat), legal);

/**
 * Plays one game of `input` (its seed) with `heroes` hero seats chosen by `choose` (the computer's heroes unless
 * given) and the computer's creatures, until it ends or passes {@link SIMULATION_MAX_ROUNDS}. `onAction` hears each
 * action applied (seat and action), for a log.
 * @throws Error when an action chosen is refused (a bug: the choices are among the legal ones).
 */
export function playComputerGame(
  input: GameInput,
  heroes: number,
  { choose = computerHero, onAction }: { choose?: HeroChooser; onAction?: (seat: string, action: Action) => void } = {},
): GameTrace {
  let state = createGame(input);
  const events: GameEvent[] = [];
  const reached = new Set<string>();
  const act = (seat: string, action: Action) => {
    const r = apply(state, { seat, ...action } as Parameters<typeof apply>[1]);
    if (!r.ok) throw new Error(`${input.mission.id} (${input.seed}): ${seat} ${JSON.stringify(action)} refused: ${r.error.code} ${r.error.message}`);
    state = r.state;
    events.push(...r.events);
    onAction?.(seat, action);
    for (const u of state.units) if (u.side === 'master' && !u.npc && !reached.has(u.id) && (!u.alive || isUnitInHeroesSight(state, u))) reached.add(u.id);
  };
  state.setup.roster.slice(0, heroes).forEach((h, i) => act(`h${i + 1}`, { type: 'join', hero: h.id }));
  if (input.mission.auto) act('h1', { type: 'start' });
  else {
    act(MASTER, { type: 'start' });
    act(MASTER, { type: 'hand_over', to: 'computer' });
  }
  while (state.phase === 'playing' && state.round <= SIMULATION_MAX_ROUNDS) {
    const seat = state.turn!.seat;
    if (seat === MASTER) act(MASTER, { type: 'computer_turn' });
    else act(seat, choose(state, seat, legalActions(state, seat)));
  }
  return { state, events, reached };
}

/** The report's tallies, filled game by game. */
class Tally {
  readonly rounds: number[] = [];
  wins = 0;
  unfinished = 0;
  readonly deaths = new Map<string, number>();
  readonly endings = new Map<string, Ending>();
  readonly traps = new Map<string, { object: string; kind: string; games: number; times: number }>();
  readonly events = new Map<number, number>();
  readonly cards = new Map<string, { deck: string; card: string; times: number }>();
  readonly reached = new Map<string, number>();
  heroes: string[] = [];

  add({ state, events, reached }: GameTrace): void {
    this.heroes = state.seats.map((s) => s.hero);
    this.rounds.push(state.round);
    if (state.result?.winner === 'heroes') this.wins++;
    if (!state.result) this.unfinished++;
    const ending = { winner: state.result?.winner ?? null, reason: state.result?.reason ?? 'unfinished', condition: state.result?.condition?.type ?? null };
    const key = `${ending.winner}|${ending.reason}|${ending.condition}`;
    const known = this.endings.get(key);
    if (known) known.games++;
    else this.endings.set(key, { ...ending, games: 1 });
    for (const u of state.units) if (u.side === 'heroes' && !u.npc && !u.alive) this.deaths.set(u.kind, (this.deaths.get(u.kind) ?? 0) + 1);
    const trapsHere = new Set<string>();
    const firedHere = new Set<number>();
    for (const e of events) {
      if (e.type === 'trap_sprung') {
        const t = this.traps.get(e.object) ?? { object: e.object, kind: e.kind, games: 0, times: 0 };
        t.times++;
        if (!trapsHere.has(e.object)) t.games++;
        trapsHere.add(e.object);
        this.traps.set(e.object, t);
      } else if (e.type === 'mission_event' && !firedHere.has(e.index)) {
        firedHere.add(e.index);
        this.events.set(e.index, (this.events.get(e.index) ?? 0) + 1);
      } else if (e.type === 'card_drawn') {
        const k = `${e.deck}/${e.card}`;
        const c = this.cards.get(k) ?? { deck: e.deck, card: e.card, times: 0 };
        c.times++;
        this.cards.set(k, c);
      }
    }
    for (const id of reached) this.reached.set(id, (this.reached.get(id) ?? 0) + 1);
  }

  report(input: GameInput, requested: number, stoppedByBudget: boolean, placed: BalanceReport['creatures'], names: Map<string, LocalizedText>): BalanceReport {
    const n = this.rounds.length;
    const sorted = [...this.rounds].sort((a, b) => a - b);
    const at = (q: number) => sorted[Math.min(n - 1, Math.floor(q * n))] ?? 0;
    const histogram = new Map<number, number>();
    for (const r of sorted) histogram.set(r, (histogram.get(r) ?? 0) + 1);
    const creatures = placed.map((c) => ({ ...c, reachedIn: this.reached.get(c.unit) ?? 0 }));
    return {
      mission: input.mission.id,
      requested,
      games: n,
      stoppedByBudget,
      heroes: this.heroes,
      wins: this.wins,
      winRate: n === 0 ? 0 : this.wins / n,
      winRateInterval: wilsonInterval(this.wins, n),
      unfinished: this.unfinished,
      rounds: {
        min: sorted[0] ?? 0,
        median: at(0.5),
        p90: at(0.9),
        max: sorted[n - 1] ?? 0,
        histogram: [...histogram].map(([rounds, games]) => ({ rounds, games })),
      },
      deaths: this.heroes.map((hero) => ({ hero, name: names.get(hero) ?? { en: hero }, games: this.deaths.get(hero) ?? 0 })),
      endings: [...this.endings.values()].sort((a, b) => b.games - a.games),
      traps: [...this.traps.values()].sort((a, b) => b.games - a.games || a.object.localeCompare(b.object)),
      events: [...this.events].map(([index, games]) => ({ index, games })).sort((a, b) => a.index - b.index),
      cards: [...this.cards.values()].sort((a, b) => b.times - a.times || a.card.localeCompare(b.card)),
      creatures,
      neverReached: creatures.filter((c) => c.reachedIn === 0).map(({ unit, kind, name, at: square }) => ({ unit, kind, name, at: square })),
    };
  }
}

/** The creatures the mission places, as the game names them (from a fresh game's start). */
function placedCreatures(state: GameState): BalanceReport['creatures'] {
  return state.units
    .filter((u) => u.side === 'master' && !u.npc)
    .map((u) => ({ unit: u.id, kind: u.kind, name: u.name, at: [u.x, u.y] as [number, number], reachedIn: 0 }));
}

/** A game of `input` started with `heroes` heroes (no turn played). */
function startOnly(input: GameInput, heroes: number): { state: GameState } {
  let state = createGame(input);
  state.setup.roster.slice(0, heroes).forEach((h, i) => {
    const r = apply(state, { seat: `h${i + 1}`, type: 'join', hero: h.id });
    if (r.ok) state = r.state;
  });
  const r = apply(state, { seat: input.mission.auto ? 'h1' : MASTER, type: 'start' });
  return { state: r.ok ? r.state : state };
}

/** The hero seats a simulation plays: as asked, within 1 and the mission's start squares; default up to 4. */
function heroSeats(input: GameInput, asked: number | undefined): number {
  const most = input.mission.start.length;
  return Math.max(1, Math.min(most, asked ?? 4));
}

/**
 * Plays the simulation one game at a time, calling `pause` between games (a server gives its event loop a turn there)
 * and stopping early once `budgetMs` has passed. `now` is the clock (ms).
 */
export async function simulateMission(
  input: Omit<GameInput, 'seed'>,
  options: SimulationOptions,
  pause: () => Promise<void> = () => Promise.resolve(),
  now: () => number = () => performance.now(),
): Promise<BalanceReport> {
  const seed = options.seed ?? 'balance';
  const first = { ...input, seed: `${seed}-0` } as GameInput;
  const heroes = heroSeats(first, options.heroes);
  const tally = new Tally();
  const started = now();
  let stopped = false;
  for (let i = 0; i < options.games; i++) {
    if (options.budgetMs !== undefined && i > 0 && now() - started > options.budgetMs) {
      stopped = true;
      break;
    }
    tally.add(playComputerGame({ ...input, seed: `${seed}-${i}` } as GameInput, heroes));
    if (i + 1 < options.games) await pause();
  }
  const { state } = startOnly(first, heroes);
  const names = new Map(state.setup.roster.map((h) => [h.id, h.name]));
  return tally.report(first, options.games, stopped, placedCreatures(state), names);
}
