/**
 * The fumble table, drawn on a natural fumble (guide: "Eligible entries are weighted. STUMBLE is excluded when the
 * actor has no resource, and weights are renormalized. The five penalty entries each have weight 1; harmless miss
 * weight 3. With resource, each penalty is 1/8 and harmless miss 3/8, conditional on natural 1. Without resource,
 * four penalties are each 1/7 and harmless miss 3/7."), and its self-injury ("5% of maximum HP, rounded down,
 * with a minimum of 1 damage and a maximum of current HP minus 1; it cannot kill. Resource loss is at most the
 * available amount."). The table is `rules.extra.board.fumble.entries`; the penalty sizes the guide leaves out
 * are `rules.extra.board.authored.fumble`.
 * @module
 */
import type { D20FumbleEntry } from '../../../../content/schemas/rules/d20.ts';
import type { Rng } from '../../../core/rng.ts';
import type { D20Board } from './board.ts';

export type { D20FumbleEntry } from '../../../../content/schemas/rules/d20.ts';

/** The entries an actor may draw: weight above 0, and not needing a resource unless `hasResource`. In table order. */
export function eligibleFumbles(board: D20Board, hasResource: boolean): D20FumbleEntry[] {
  return board.fumble.entries.filter((e) => e.weight > 0 && (hasResource || !e.needsResource));
}

/** How many equally likely slots the eligible entries fill: the sum of their weights (8 with a resource, 7 without). */
export function fumbleSlots(board: D20Board, hasResource: boolean): number {
  return eligibleFumbles(board, hasResource).reduce((n, e) => n + e.weight, 0);
}

/**
 * The entry in slot `slot` (0 to {@link fumbleSlots} − 1): the eligible entries in table order, each filling as many
 * slots as its weight. A uniform slot is a weighted draw.
 * @throws RangeError when `slot` is not a whole number in that range.
 */
export function fumbleAt(board: D20Board, hasResource: boolean, slot: number): D20FumbleEntry {
  let left = slot;
  if (Number.isInteger(slot) && slot >= 0) {
    for (const e of eligibleFumbles(board, hasResource)) {
      if (left < e.weight) return e;
      left -= e.weight;
    }
  }
  throw new RangeError(`no fumble slot ${slot}: there are ${fumbleSlots(board, hasResource)}`);
}

/** The exact chance of one entry, given a fumble: `numerator / denominator`, in lowest terms. */
export interface FumbleOdds {
  id: string;
  kind: D20FumbleEntry['kind'];
  numerator: number;
  denominator: number;
}

function gcd(a: number, b: number): number {
  return b === 0 ? a : gcd(b, a % b);
}

/**
 * The exact odds of every eligible entry, worked out by enumerating every slot of the draw (not by sampling):
 * with the shipped table, 1/8 for each penalty and 3/8 for the harmless miss with a resource; 1/7 and 3/7 without
 * (STUMBLE excluded). Entries in table order.
 */
export function fumbleOdds(board: D20Board, hasResource: boolean): FumbleOdds[] {
  const total = fumbleSlots(board, hasResource);
  const counts = new Map<D20FumbleEntry, number>();
  for (let slot = 0; slot < total; slot++) {
    const e = fumbleAt(board, hasResource, slot);
    counts.set(e, (counts.get(e) ?? 0) + 1);
  }
  return [...counts].map(([e, n]) => {
    const d = gcd(n, total);
    return { id: e.id, kind: e.kind, numerator: n / d, denominator: total / d };
  });
}

/** Draws the fumble of an actor (with or without a resource) with the room's PRNG: one uniform slot. */
export function rollFumble(board: D20Board, rng: Rng, hasResource: boolean): D20FumbleEntry {
  return fumbleAt(board, hasResource, rng.int(fumbleSlots(board, hasResource)));
}

/**
 * The HP a self-injury fumble takes from an actor with `maxHp` and current `hp` (whole HP): `percentOfMaxHp` (5)
 * percent of `maxHp` rounded down, at least `min` (1), at most `hp − leavesAtLeast` (hp − 1), never below 0: it
 * cannot kill. The parameters are those of the table's `selfInjury` entry.
 * @throws Error when the table has no self-injury entry.
 */
export function selfInjury(board: D20Board, maxHp: number, hp: number): number {
  const e = board.fumble.entries.find((x) => x.kind === 'selfInjury');
  if (!e || e.kind !== 'selfInjury') throw new Error('the fumble table has no selfInjury entry');
  const share = Math.floor((maxHp * e.percentOfMaxHp) / 100);
  return Math.max(0, Math.min(Math.max(share, e.min), hp - e.leavesAtLeast));
}

/** The resource a STUMBLE (resource loss) takes: the authored amount, at most the `available` amount. */
export function resourceLoss(board: D20Board, available: number): number {
  return Math.max(0, Math.min(board.authored.fumble.resourceLoss, available));
}

/**
 * The magnitude of the condition a penalty fumble applies: the authored sizes of the attack and armour penalties
 * (`authored.fumble`), and `exposedBonus` for Exposed.
 */
export function fumbleMagnitude(board: D20Board, kind: 'attackPenalty' | 'armourPenalty' | 'exposed'): number {
  return kind === 'exposed' ? board.exposedBonus : board.authored.fumble[kind];
}
