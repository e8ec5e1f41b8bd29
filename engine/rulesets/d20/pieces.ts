/**
 * A hero's or creature's piece under a d20 ruleset (spec 003): its content's `d20` numbers worked out for the
 * game — a hero's level and training by the ruleset's progression formulas, a creature's difficulty tier by its
 * scaling — with `body` its hit points.
 * @module
 */
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import type { D20Stats } from '../../../content/schemas/d20-stats.ts';
import type { Creature, Hero } from '../../../content/schemas/index.ts';
import { attack, baseAc, damage, maxHp, maxResource } from './guide/progression.ts';
import { scaleEnemy } from './guide/tiers.ts';
import type { Draft } from '../../core/draft.ts';
import type { HeroPiece, Unit, UnitId } from '../../core/types.ts';

/**
 * A piece's numbers under a d20 ruleset (spec 003), kept in `Unit.ext` (read with {@link d20Piece}), worked out
 * when it comes on the board (level, training, difficulty tier applied): `initiative`, `attack` bonus, base armour class `ac`, damage (`damageDie` notation plus `damageBonus`),
 * the `element` of its ordinary attack, elements it is `weak` to and `resist`s, its resource (`mana` or
 * `stamina`, `res` of `resMax`), `multiattack` strikes, on-hit statuses, the ruleset's timed action, healer and
 * toll it uses (ids), a hero's `personal` action, and the once-per-fight actions it has `used`.
 */
export interface D20Piece {
  initiative: number;
  attack: number;
  ac: number;
  damageDie: string;
  damageBonus: number;
  element: string | null;
  weak: string[];
  resist: string[];
  resource: 'mana' | 'stamina' | null;
  res: number;
  resMax: number;
  multiattack: number;
  onHit: { status: 'poison' | 'entangled' | 'off_balance'; chance: number; amount: number }[];
  timedAction: string | null;
  healer: string | null;
  toll: string | null;
  personal: 'vanish' | 'shield_wall' | null;
  /**
   * A campaign hero's artifact (spec 003: "Its once-per-fight untyped d6+2 toll does not inherit weapon attunement,
   * costs no stamina and replaces the wearer's personal action"): its id (the `ability` action's `ability`) and its
   * `dice`, rolled for every living creature the heroes have found; once per fight (its id goes to `used`). Absent:
   * no artifact, the `personal` action stands.
   */
  artifact?: { id: string; dice: string };
  /** Shield Wall's armour for the party (heroes with Shield Wall; 0 otherwise). */
  ward: number;
  used: string[];
  /**
   * A hero's kills in this fight: the creatures that died on its turn (its strike, its spell, its artifact). Absent
   * in states stored before it was counted: none.
   */
  kills?: number;
  /** The game round of its first turn, when its fight began (null before it); its combat round counts from it. */
  firstRound: number | null;
}

/** The d20 numbers of `unit` (its `ext` under the d20 module), or null when it has none (a mission's NPC). */
export function d20Piece(unit: Pick<Unit, 'ext'>): D20Piece | null {
  return (unit.ext as D20Piece | undefined) ?? null;
}

/**
 * Changes the d20 numbers of unit `id` in `draft` to what `change` makes of them. @returns the unit as it is after.
 * @throws Error when the unit has none (a programming error: the caller asks only of d20 pieces).
 */
export function updateD20Piece(draft: Draft, id: UnitId, change: (piece: D20Piece) => D20Piece): Unit {
  const piece = d20Piece(draft.unit(id)!);
  if (!piece) throw new Error(`unit "${id}" has no d20 numbers`);
  return draft.updateUnit(id, { ext: change(piece) });
}

/** A content damage field (`1d4+1`) as its die (`1d4`) and bonus (1). */
export function splitDamage(text: string): { die: string; bonus: number } {
  const m = /^(\d+d\d+)([+-]\d+)?$/.exec(text);
  if (!m) throw new Error(`"${text}" is not damage of the form NdX+K`);
  return { die: m[1]!, bonus: m[2] === undefined ? 0 : Number(m[2]) };
}

/** The piece's fields that do not depend on level, training or tier, from its content block. */
function common(stats: D20Stats): Omit<D20Piece, 'attack' | 'ac' | 'damageDie' | 'damageBonus' | 'resource' | 'res' | 'resMax'> {
  const onHit: D20Piece['onHit'] = [];
  if (stats.poison) onHit.push({ status: 'poison', ...stats.poison });
  if (stats.entangle) onHit.push({ status: 'entangled', ...stats.entangle });
  if (stats.offBalance) onHit.push({ status: 'off_balance', ...stats.offBalance });
  return {
    initiative: stats.initiative,
    element: stats.element ?? null,
    weak: [...stats.weak],
    resist: [...stats.resist],
    multiattack: stats.multiattack,
    onHit,
    timedAction: stats.timedAction ?? null,
    healer: stats.healer ?? null,
    toll: stats.toll ?? null,
    personal: stats.personal ?? null,
    ward: stats.ward ?? 0,
    used: [],
    firstRound: null,
  };
}

/**
 * A hero unit's d20 fields (spec 003, "For level L, attack training A ..."): maximum HP, Attack, base AC and
 * damage bonus by the ruleset's progression formulas at its level (capped by the level cap) and training ranks;
 * its resource by the guide's rule (base mana 0: 2 stamina, else the greater of 2 and base mana; plus training).
 * Initiative and the damage die never change.
 * @throws Error when the hero has no `d20` block.
 */
export function heroD20(board: D20Board, hero: Hero): HeroPiece & { ext: D20Piece } {
  const stats = hero.d20;
  if (!stats) throw new Error(`hero "${hero.id}" has no d20 numbers`);
  const level = Math.min(stats.level, board.progression.levelCap);
  const t = stats.training;
  const hp = maxHp(board, { base: hero.body, level, healthTraining: t.health });
  const base = splitDamage(stats.damage);
  const dmg = damage(board, { die: base.die, base: base.bonus, itemBonus: 0, weaponRank: t.weapon });
  // a hero's own `stamina` is refused when it is written (content/schemas/fit.ts): the ruleset's rule decides
  const res = maxResource(board, { baseMana: stats.mana ?? 0, resourceTraining: t.resource });
  const resource = res.resource === 'mana' || res.resource === 'stamina' ? res.resource : null;
  return {
    body: hp,
    maxBody: hp,
    ext: {
      ...common(stats),
      attack: attack(board, { base: stats.attack, level, attackTraining: t.attack }),
      ac: baseAc(board, { base: stats.ac, itemBonus: 0, armourRank: t.armour }),
      damageDie: dmg.die,
      damageBonus: dmg.bonus,
      resource,
      res: res.max,
      resMax: res.max,
    },
  };
}

/**
 * What keeps creature kind `kind` from playing under the d20 ruleset of `board`, or null when it can: no `d20`
 * numbers, or a timed action, healer or toll the board does not have.
 */
export function d20CreatureProblem(board: D20Board, kind: Creature): string | null {
  const stats = kind.d20;
  if (!stats) return `creature kind "${kind.id}" has no d20 numbers`;
  const missing = (what: string, id: string | undefined, list: readonly { id: string }[]) =>
    id !== undefined && !list.some((x) => x.id === id) ? `creature kind "${kind.id}": the ruleset has no ${what} "${id}"` : null;
  return (
    missing('timed action', stats.timedAction, board.timedActions) ??
    missing('healer', stats.healer, board.healers) ??
    missing('toll', stats.toll, board.partyTolls)
  );
}

/**
 * A creature unit's d20 fields at difficulty tier `tier` (the ruleset's first tier when null; spec 003: "Enemy HP
 * = ceil(baseHP×tier.hp), AC = baseAC+tier.defense, Attack = baseAttack+tier.attack, damage die unchanged, damage
 * bonus = baseBonus+tier.damage, initiative unchanged"); its mana or stamina as written.
 * @throws Error when the creature cannot play under this board (`d20CreatureProblem`).
 */
export function creatureD20(board: D20Board, kind: Creature, tier: string | null): Pick<Unit, 'body' | 'maxBody'> & { ext: D20Piece } {
  const problem = d20CreatureProblem(board, kind);
  if (problem) throw new Error(problem);
  const stats = kind.d20!;
  const base = splitDamage(stats.damage);
  const n = scaleEnemy(
    board,
    { hp: kind.body, ac: stats.ac, attack: stats.attack, damageDie: base.die, damageBonus: base.bonus, initiative: stats.initiative },
    tier ?? board.tiers[0]!.id,
  );
  const resource = stats.mana !== undefined ? 'mana' : stats.stamina !== undefined ? 'stamina' : null;
  const res = stats.mana ?? stats.stamina ?? 0;
  return {
    body: n.hp,
    maxBody: n.hp,
    ext: { ...common(stats), attack: n.attack, ac: n.ac, damageDie: n.damageDie, damageBonus: n.damageBonus, resource, res, resMax: res },
  };
}
