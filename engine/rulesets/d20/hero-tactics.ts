/**
 * What the computer's d20 heroes do beyond the core's rules (engine/core/hero-ai.ts), from their view alone: first a
 * spell — revive a fallen ally, heal the badly wounded, else the damage spell expected to take the most hit points off
 * the creatures in sight —; last, with creatures in sight and nothing better, the hero's own ability or Defend.
 * @module
 */
import type { Effect, Spell } from '../../../content/schemas/index.ts';
import { diceStats } from '../../core/dice-notation.ts';
import type { HeroTactics } from '../../core/module.ts';
import type { Action, Unit } from '../../core/types.ts';
import type { View } from '../../core/view-types.ts';
import { d20Piece } from './pieces.ts';

type Cast = Extract<Action, { type: 'cast' }>;

/** The mean of dice notation `roll` (0 when it has no numeric mean). */
function meanOf(roll: string): number {
  try {
    return diceStats(roll).mean;
  } catch {
    return 0;
  }
}

/** What the bricks of `type` of `spell` are worth on average (their `roll`, else their `amount`). */
function worth(spell: Spell, type: Effect['type']): number {
  return spell.effects.reduce((sum, e) => {
    if (e.type !== type) return sum;
    const x = e as { roll?: string; amount?: number };
    return sum + (x.roll !== undefined ? meanOf(x.roll) : (x.amount ?? 0));
  }, 0);
}

/** Whether `spell`'s damage reaches every creature (not only the chosen one). */
function hitsAll(spell: Spell): boolean {
  return spell.effects.some((e) => e.type === 'damage' && (e as { target?: string }).target === 'all_monsters');
}

/** The hit points (never beyond what is left) a damage spell is expected to take off `foe`, its element against the foe's weakness or resistance. */
function expectedOn(spell: Spell, foe: Unit): number {
  const base = worth(spell, 'damage');
  const element = spell.element ?? null;
  const piece = d20Piece(foe);
  const weak = element !== null && piece !== null && piece.weak.includes(element);
  const resist = element !== null && piece !== null && piece.resist.includes(element);
  const dealt = weak && !resist ? Math.floor((3 * base + 1) / 2) : resist && !weak ? Math.floor(base / 2) : base;
  return Math.min(dealt, foe.body);
}

/**
 * The cast a d20 hero makes now, if any: revive a fallen ally; heal the most wounded ally at half its hit points or
 * less (a party heal when two are at 60% or less); else the damage spell expected to take the most hit points off
 * the creatures in sight (one that kills first, then the cheaper).
 */
function castFirst(view: View, legal: readonly Action[]): Action | undefined {
  const casts = legal.filter((a): a is Cast => a.type === 'cast');
  if (casts.length === 0) return undefined;
  const spell = (a: Cast) => view.catalog.spells.find((s) => s.id === a.spell);
  const unit = (id: string | undefined) => view.units.find((u) => u.id === id);
  const of = (type: Effect['type']) => casts.filter((a) => spell(a)?.effects.some((e) => e.type === type));
  const revive = of('revive').find((a) => unit(a.target)?.alive === false);
  if (revive) return revive;
  const heroes = view.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive);
  const share = (u: Unit) => u.body / u.maxBody;
  if (heroes.some((u) => share(u) <= 0.5)) {
    const heals = of('heal');
    const party = heals.find((a) => a.target === undefined);
    if (party && heroes.filter((u) => share(u) <= 0.6).length >= 2) return party;
    const aimed = heals.filter((a) => a.target !== undefined && unit(a.target)).sort((a, b) => share(unit(a.target)!) - share(unit(b.target)!))[0];
    if (aimed && share(unit(aimed.target)!) <= 0.5) return aimed;
    if (party) return party;
  }
  const foes = view.units.filter((u) => u.side === 'master' && !u.npc && u.alive);
  let best: { cast: Cast; score: number; kills: boolean; cost: number } | undefined;
  for (const a of of('damage')) {
    const sp = spell(a)!;
    const targets = hitsAll(sp) ? foes : foes.filter((f) => f.id === a.target);
    if (targets.length === 0) continue;
    const score = targets.reduce((sum, f) => sum + expectedOn(sp, f), 0);
    const kills = targets.some((f) => expectedOn(sp, f) >= f.body);
    const cost = sp.cost ?? 0;
    if (!best || kills > best.kills || (kills === best.kills && (score > best.score || (score === best.score && cost < best.cost))))
      best = { cast: a, score, kills, cost };
  }
  return best && best.score > 0 ? best.cast : undefined;
}

/**
 * What a d20 hero does when it can neither strike, cast nor move closer, with creatures in sight: its personal
 * ability when not already in force (Shield Wall on nobody, Vanish not on), else Defend.
 */
function stanceLast(view: View, legal: readonly Action[]): Action | undefined {
  if (!view.units.some((u) => u.side === 'master' && !u.npc && u.alive)) return undefined;
  const holds = (u: Unit, status: string) => u.statuses.some((s) => s.status === status);
  const ability = legal.find((a): a is Extract<Action, { type: 'ability' }> => a.type === 'ability');
  if (ability?.ability === 'shield_wall' && !view.units.some((u) => u.side === 'heroes' && holds(u, 'shield_wall'))) return ability;
  const me = view.units.find((u) => u.id === view.seat);
  if (ability?.ability === 'vanish' && me && !holds(me, 'vanished')) return ability;
  return legal.find((a) => a.type === 'defend');
}

/** The d20 module's {@link HeroTactics}. */
export const d20HeroTactics: HeroTactics = { first: castFirst, last: stanceLast };
