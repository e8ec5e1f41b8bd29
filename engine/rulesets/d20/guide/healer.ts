/**
 * A support healer's choice (guide: "Wormface has 3 mana. Each healing action costs 1 mana and restores 3 HP, up to
 * the target's missing HP, curing poison. It first chooses the eligible other living ally with the lowest percentage
 * of HP remaining: that ally must have at least 2 HP missing and be strictly below 80% HP. Only if no ally qualifies
 * does Wormface consider healing itself, and only when strictly below 50% HP. If no heal is available, it makes a
 * normal attack."). The numbers are an entry of `rules.extra.board.healers`.
 * @module
 */
import type { D20Healer } from '../../../../content/schemas/rules/d20.ts';

export type { D20Healer } from '../../../../content/schemas/rules/d20.ts';

/** A unit as the healer sees it: its id, current and maximum HP (whole HP); it is living when `hp` is above 0. */
export interface HealTarget {
  id: string;
  hp: number;
  maxHp: number;
}

/** What the healer does: heal `target` for `amount` HP (spending `manaCost`, curing poison when `curesPoison`), or attack. */
export type HealerChoice = { kind: 'heal'; target: string; amount: number; manaCost: number; curesPoison: boolean } | { kind: 'attack' };

/** Whether `u` is strictly below `percent` percent of its maximum HP (exact: no fractions). */
function below(u: HealTarget, percent: number): boolean {
  return u.hp * 100 < percent * u.maxHp;
}

/**
 * The healer's action: with at least `manaCost` mana, the living other ally (not `self`, whatever `allies` holds)
 * with the lowest share of HP that misses at least `ally.minMissing` HP and is strictly below `ally.belowPercent`
 * (the first listed on a tie); else itself when strictly below `self.belowPercent`; the heal is `heal` HP, up to
 * what the target misses. Otherwise (no mana, no one qualifies) a normal attack.
 */
export function healerChoice(healer: D20Healer, self: HealTarget & { mana: number }, allies: readonly HealTarget[]): HealerChoice {
  if (self.mana < healer.manaCost) return { kind: 'attack' };
  const heal = (u: HealTarget): HealerChoice => ({
    kind: 'heal',
    target: u.id,
    amount: Math.min(healer.heal, u.maxHp - u.hp),
    manaCost: healer.manaCost,
    curesPoison: healer.curesPoison,
  });
  let best: HealTarget | undefined;
  for (const a of allies) {
    if (a.id === self.id || a.hp <= 0) continue;
    if (a.maxHp - a.hp < healer.ally.minMissing || !below(a, healer.ally.belowPercent)) continue;
    if (!best || a.hp * best.maxHp < best.hp * a.maxHp) best = a;
  }
  if (best) return heal(best);
  if (self.hp > 0 && self.hp < self.maxHp && below(self, healer.self.belowPercent)) return heal(self);
  return { kind: 'attack' };
}
