/**
 * Progression (guide: "For level L, attack training A, health training H, resource training R, weapon rank W and
 * armor rank D: Maximum HP = base HP + 3 × (L − 1) + 3 × H. Attack = base Attack + (L − 1) + A. Base AC = baseAC +
 * equipped legacy armor item bonus + D × the armor bonus per rank. Damage = base damage die + base bonus + equipped
 * legacy weapon item bonus + W × the weapon bonus per rank. Maximum resource: if base mana is 0, start with 2
 * stamina; otherwise take the greater of 2 and base mana. Add resource training R. ... Level cap 12. Guild level-up
 * costs 60×current level XP ... Upgrade cost at current rank r is base cost + cost step × r²; cannot buy at cap.").
 * The formulas are `rules.extra.board.progression`; per-rank bonuses, costs and caps are
 * `rules.extra.board.authored.upgrades`.
 * @module
 */
import type { D20Track } from '../../../../content/schemas/rules/d20.ts';
import type { D20Board } from './board.ts';
import { evaluateFormula, formulaInteger } from './formula.ts';

export type { D20Track } from '../../../../content/schemas/rules/d20.ts';

/** @throws RangeError unless `level` is a whole number from 1 to the level cap. */
function checkLevel(board: D20Board, level: number): void {
  const cap = board.progression.levelCap;
  if (!Number.isInteger(level) || level < 1 || level > cap) throw new RangeError(`a level is a whole number from 1 to the cap ${cap}, not ${level}`);
}

/** @throws RangeError unless `n` (a training count or a rank) is a whole number of 0 or more. */
function checkCount(what: string, n: number): void {
  if (!Number.isInteger(n) || n < 0) throw new RangeError(`${what} is a whole number of 0 or more, not ${n}`);
}

/** Maximum HP (whole HP) of a hero of `level` with `base` HP and `healthTraining` (H): `progression.maxHp`. */
export function maxHp(board: D20Board, input: { base: number; level: number; healthTraining: number }): number {
  checkLevel(board, input.level);
  checkCount('health training', input.healthTraining);
  return formulaInteger(board, 'progression.maxHp', board.progression.maxHp, { base: input.base, level: input.level, training: input.healthTraining });
}

/** Attack (added to the d20) of a hero of `level` with `base` Attack and `attackTraining` (A): `progression.attack`. */
export function attack(board: D20Board, input: { base: number; level: number; attackTraining: number }): number {
  checkLevel(board, input.level);
  checkCount('attack training', input.attackTraining);
  return formulaInteger(board, 'progression.attack', board.progression.attack, { base: input.base, level: input.level, training: input.attackTraining });
}

/**
 * Base AC (before personal protection and buffs) from `base` AC, the equipped armour item's `itemBonus` and the
 * `armourRank` (D), each rank adding `authored.upgrades.armour.bonusPerRank`: `progression.baseAc`.
 */
export function baseAc(board: D20Board, input: { base: number; itemBonus: number; armourRank: number }): number {
  checkCount('an armour rank', input.armourRank);
  const perRank = board.authored.upgrades.armour.bonusPerRank;
  return formulaInteger(board, 'progression.baseAc', board.progression.baseAc, { base: input.base, item: input.itemBonus, rank: input.armourRank, perRank });
}

/**
 * Weapon damage: the `die` (notation, unchanged by level, training and rank) and its bonus, from the `base` bonus,
 * the equipped weapon item's `itemBonus` and the `weaponRank` (W), each rank adding
 * `authored.upgrades.weapon.bonusPerRank`: `progression.damageBonus`.
 */
export function damage(board: D20Board, input: { die: string; base: number; itemBonus: number; weaponRank: number }): { die: string; bonus: number } {
  checkCount('a weapon rank', input.weaponRank);
  const perRank = board.authored.upgrades.weapon.bonusPerRank;
  const bonus = formulaInteger(board, 'progression.damageBonus', board.progression.damageBonus, {
    base: input.base,
    item: input.itemBonus,
    rank: input.weaponRank,
    perRank,
  });
  return { die: input.die, bonus };
}

/**
 * The resource a hero has and its maximum, from `baseMana` and `resourceTraining` (R): `progression.resource.kind`
 * (`"stamina"` when base mana is 0, else `"mana"`) and `.max` (2, or the greater of 2 and base mana, plus R).
 * @throws Error when the kind formula does not give a string.
 */
export function maxResource(board: D20Board, input: { baseMana: number; resourceTraining: number }): { resource: string; max: number } {
  checkCount('resource training', input.resourceTraining);
  const r = board.progression.resource;
  const resource = evaluateFormula(board, 'progression.resource.kind', r.kind, { baseMana: input.baseMana });
  if (typeof resource !== 'string') throw new Error(`rules.extra.board.progression.resource.kind gave ${JSON.stringify(resource)}, not a resource id`);
  const max = formulaInteger(board, 'progression.resource.max', r.max, { baseMana: input.baseMana, training: input.resourceTraining });
  return { resource, max };
}

/**
 * The XP the guild takes to raise a hero of `level` by one (`progression.levelUpCost`, 60 × level), or `null` at the
 * level cap (12): no level beyond it.
 */
export function levelUpCost(board: D20Board, level: number): number | null {
  checkLevel(board, level);
  if (level >= board.progression.levelCap) return null;
  return formulaInteger(board, 'progression.levelUpCost', board.progression.levelUpCost, { level });
}

/**
 * Whether a surviving hero of `level` with `xp` is promoted by an ordinary reward (`progression.autoPromotion`: at
 * level 1 with 60 XP or more, to level 2, no XP subtracted; no further automatic level-up).
 */
export function autoPromotes(board: D20Board, level: number, xp: number): boolean {
  const p = board.progression.autoPromotion;
  return level === p.fromLevel && level < board.progression.levelCap && xp >= p.xp;
}

/**
 * The gold the next purchase on `track` costs at current `rank` (`progression.upgradeCost`, base + step × rank², with
 * the track's authored `base` and `step`), or `null` at or past its authored `cap`: it cannot be bought.
 */
export function upgradeCost(board: D20Board, track: D20Track, rank: number): number | null {
  checkCount('a rank', rank);
  const t = board.authored.upgrades[track];
  if (rank >= t.cap) return null;
  const cost = evaluateFormula(board, 'progression.upgradeCost', board.progression.upgradeCost, { base: t.base, step: t.step, rank });
  if (typeof cost !== 'number' || !Number.isFinite(cost))
    throw new Error(`rules.extra.board.progression.upgradeCost gave ${JSON.stringify(cost)}, not a number`);
  return cost;
}
