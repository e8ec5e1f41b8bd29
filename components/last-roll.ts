/**
 * The last roll the dice tray shows, with its round and who rolled: so round 3's attack never reads as current in
 * round 5 (the tray labels it "Giro 3 · …" / "Round 3 · …" and fades it once its round is over).
 * @module
 */
import type { GameEvent, View } from '../engine/index.ts';
import type { LogEntry } from './context.ts';
import { ownEventDice } from './rulesets/loaded.ts';
import { css } from 'lit';

/** Whether the tray's rows show `event`'s dice: the core's attack, or a module's own roll with a row (a strike, a saving throw, a Freeze roll). */
const rolled = (event: GameEvent) => event.type === 'attack' || ownEventDice(event) === 'row';

/** The last roll: its log entry, the round it was rolled in (null when the log no longer says), and who rolled it. */
export interface LastRoll {
  seq: number;
  round: number | null;
  /** The unit that rolled: the attacker, the one saving or resisting; null when the event names none. */
  unit: string | null;
  /** Whether it was rolled in an earlier round than the view's. */
  earlier: boolean;
}

/** Who rolled `event`'s dice. */
function roller(event: GameEvent): string | null {
  if ('attacker' in event && typeof event.attacker === 'string') return event.attacker;
  if ('unit' in event && typeof event.unit === 'string') return event.unit;
  return null;
}

/**
 * The last roll in `log` (oldest first) and its round: the round of the turn it was rolled in (the `turn_started`
 * before it), or the view's round when no turn has started since; null when the log holds no roll.
 */
export function lastRoll(log: readonly LogEntry[], view: Pick<View, 'round'>): LastRoll | null {
  let at = -1;
  for (let i = log.length - 1; i >= 0; i--) {
    if (rolled(log[i]!.event)) {
      at = i;
      break;
    }
  }
  if (at < 0) return null;
  const entry = log[at]!;
  let round: number | null = null;
  for (let i = at - 1; i >= 0 && round === null; i--) {
    const e = log[i]!.event;
    if (e.type === 'turn_started') round = e.round;
  }
  const laterTurn = log.slice(at + 1).some((e) => e.event.type === 'turn_started');
  if (round === null && !laterTurn) round = view.round;
  return { seq: entry.seq, round, unit: roller(entry.event), earlier: round === null || round < view.round };
}

/** The dice tray's styles for the last roll's line (adopted by `<qb-dice-tray>` with the room's extras). */
export const lastRollStyles = css`
  .last-roll .round {
    font-size: 0.75rem;
    font-weight: 700;
    letter-spacing: 0.04em;
    color: var(--_accent);
    margin-bottom: 0.2rem;
  }
  /* a roll of a round already over: still there to read (in the muted colour, dice greyed), plainly not the
     current one */
  .last-roll.earlier {
    color: var(--_muted);
  }
  .last-roll.earlier .damage {
    color: inherit;
  }
  .last-roll.earlier .die {
    filter: grayscale(1) brightness(0.8);
  }
  .last-roll.earlier .round {
    color: var(--_muted);
  }
  .last-roll .past {
    font-weight: 600;
    text-transform: uppercase;
    font-size: 0.65rem;
    padding: 0 0.35rem;
    border: 1px solid currentColor;
    border-radius: 999px;
    margin-left: 0.3rem;
  }
`;
