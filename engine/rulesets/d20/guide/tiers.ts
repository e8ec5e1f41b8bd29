/**
 * Difficulty tiers (guide: "Enemy HP = ceil(baseHP×tier.hp), AC = baseAC+tier.defense, Attack =
 * baseAttack+tier.attack, damage die unchanged, damage bonus = baseBonus+tier.damage, initiative unchanged. Gold/XP =
 * ceil(base×tier.rewards)."; "Basic → Advanced → Expert → Master → Master Plus. Only Master Plus repeats at fixed
 * values"). The formulas are `rules.extra.board.scaling`; the tiers `rules.extra.board.tiers`; their numbers, which
 * the guide leaves out, `rules.extra.board.authored.tiers`.
 * @module
 */
import { ownValue } from '../../../../content/own.ts';
import type { D20TierNumbers } from '../../../../content/schemas/rules/d20.ts';
import type { D20Board } from './board.ts';
import { formulaInteger } from './formula.ts';

/** An enemy's ordinary stats: HP, AC, Attack, damage die (notation) and bonus, initiative. */
export interface EnemyStats {
  hp: number;
  ac: number;
  attack: number;
  damageDie: string;
  damageBonus: number;
  initiative: number;
}

/** @throws Error when `tier` is not a tier of the board. */
export function tierNumbers(board: D20Board, tier: string): D20TierNumbers {
  const n = board.tiers.some((t) => t.id === tier) ? ownValue(board.authored.tiers, tier) : undefined;
  if (!n) throw new Error(`no tier "${tier}": the tiers are ${board.tiers.map((t) => t.id).join(', ')}`);
  return n;
}

/**
 * An enemy's stats at `tier`: HP through `scaling.hp` (rounded up), AC, Attack and damage bonus plus the tier's
 * offsets; damage die and initiative unchanged. Ability dice and status chances are not the caller's to pass here.
 */
export function scaleEnemy(board: D20Board, base: EnemyStats, tier: string): EnemyStats {
  const n = tierNumbers(board, tier);
  const s = board.scaling;
  return {
    hp: formulaInteger(board, 'scaling.hp', s.hp, { base: base.hp, percent: n.hpPercent }),
    ac: formulaInteger(board, 'scaling.defense', s.defense, { base: base.ac, offset: n.defense }),
    attack: formulaInteger(board, 'scaling.attack', s.attack, { base: base.attack, offset: n.attack }),
    damageDie: base.damageDie,
    damageBonus: formulaInteger(board, 'scaling.damage', s.damage, { base: base.damageBonus, offset: n.damage }),
    initiative: base.initiative,
  };
}

/**
 * A reward (gold or XP, each surviving active hero's XP alike) at `tier`: `scaling.rewards`, the base times the
 * tier's reward multiplier, rounded up. Also the gold a full chest stack converts to (`scaleReward(board, 15, tier)`).
 */
export function scaleReward(board: D20Board, amount: number, tier: string): number {
  return formulaInteger(board, 'scaling.rewards', board.scaling.rewards, { base: amount, percent: tierNumbers(board, tier).rewardsPercent });
}

/** The tier after `tier` on completion: the next one listed; the last one (Master Plus) repeats. */
export function nextTier(board: D20Board, tier: string): string {
  tierNumbers(board, tier);
  const i = board.tiers.findIndex((t) => t.id === tier);
  return board.tiers[Math.min(i + 1, board.tiers.length - 1)]!.id;
}
