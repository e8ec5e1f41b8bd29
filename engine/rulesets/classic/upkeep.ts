/**
 * What happens by itself at the edges of turns and rounds (spec 000, "Effetti", "Poteri delle creature"; README
 * "Round"): `turn` stat changes arm at the start of the unit's turn and end with it, `round` changes end with the
 * round; poison wounds and stun skips at the start of the sufferer's turn; `regen` creatures recover at the start of
 * the master's turn.
 * @module
 */
import type { Draft } from '../../core/draft.ts';
import { controllerOf } from '../../core/effects.ts';
import { tickPoison } from '../../core/poison.ts';
import { effective, hasAbility } from '../../core/units.ts';
import { MASTER, type SeatId, type Unit } from '../../core/types.ts';

/** The living units `seat` plays: its hero, or every creature for the master. */
function unitsOf(draft: Draft, seat: SeatId): Unit[] {
  return draft.state.units.filter((u) => u.alive && controllerOf(u) === seat);
}

/**
 * Runs the start of `seat`'s turn for each of its units: arms `turn` stat changes, regenerates, ticks poison, and
 * applies stun (a stunned creature can neither move nor attack this turn).
 * @returns whether the seat's hero loses this turn (stunned, or killed by poison); always false for the master.
 */
export function startOfTurn(draft: Draft, seat: SeatId): boolean {
  let lost = false;
  for (const unit of unitsOf(draft, seat)) {
    let u = unit;
    if (u.mods.some((m) => m.duration === 'turn' && !m.armed)) {
      u = draft.updateUnit(u.id, { mods: u.mods.map((m) => (m.duration === 'turn' ? { ...m, armed: true } : m)) });
    }
    const regen = hasAbility(u, 'regen');
    if (regen && u.body < u.maxBody) {
      const body = Math.min(u.maxBody, u.body + regen.amount);
      u = draft.updateUnit(u.id, { body });
      draft.emit({ type: 'regenerated', unit: u.id, amount: body - unit.body, body });
    }
    if (u.statuses.some((x) => x.status === 'poison')) {
      u = tickPoison(draft, u);
      if (!u.alive) {
        lost = true;
        continue;
      }
    }
    if (u.statuses.some((x) => x.status === 'stun')) {
      u = tickStatus(draft, u, 'stun', 0);
      draft.emit({ type: 'turn_skipped', unit: u.id, reason: 'stun' });
      if (seat === MASTER) {
        draft.updateTurn({ creatures: { ...draft.state.turn!.creatures, [u.id]: { steps: effective(u, 'move'), attacked: true } } });
      } else lost = true;
    }
  }
  return lost;
}

function tickStatus(draft: Draft, u: Unit, status: 'stun', damage: number): Unit {
  const st = u.statuses.find((x) => x.status === status)!;
  const roundsLeft = st.rounds - 1;
  const statuses = roundsLeft > 0 ? u.statuses.map((x) => (x === st ? { ...x, rounds: roundsLeft } : x)) : u.statuses.filter((x) => x !== st);
  const next = draft.updateUnit(u.id, { statuses });
  draft.emit({ type: 'status_tick', unit: u.id, status, roundsLeft, damage, body: next.body });
  if (roundsLeft === 0) draft.emit({ type: 'status_ended', unit: u.id, status });
  return next;
}

/** Ends the armed `turn` stat changes of `seat`'s units. */
export function endOfTurn(draft: Draft, seat: SeatId): void {
  expire(draft, unitsOf(draft, seat), (m) => m.duration === 'turn' && m.armed);
}

/** Ends every `round` stat change. */
export function endOfRound(draft: Draft): void {
  expire(draft, draft.state.units, (m) => m.duration === 'round');
}

function expire(draft: Draft, units: Unit[], ends: (m: Unit['mods'][number]) => boolean): void {
  for (const u of units) {
    if (!u.mods.some(ends)) continue;
    for (const m of u.mods.filter(ends)) draft.emit({ type: 'stat_expired', unit: u.id, stat: m.stat, delta: m.delta });
    draft.updateUnit(u.id, { mods: u.mods.filter((m) => !ends(m)) });
  }
}
