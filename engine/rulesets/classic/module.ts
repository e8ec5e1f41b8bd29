/**
 * The `classic` ruleset module (spec 000): heroes roll their movement and take one action a turn, in seat order;
 * then the master plays every creature in one turn; combat dice against combat dice; poison and stun tick at the
 * start of the sufferer's turn. Its numbers — movement dice, the combat die's faces, which faces hit and block —
 * come from the ruleset document (`engine/rulesets/classic/dice.ts` reads them from `setup.ruleset`).
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { Hero } from '../../../content/schemas/index.ts';
import { playCreatures } from '../../core/ai.ts';
import { classicSystem } from './campaign-system.ts';
import { resolveAttack } from './combat.ts';
import { heroMovementOf, numbersOf } from './dice.ts';
import { endOfRound, endOfTurn, startOfTurn } from './upkeep.ts';
import { seatAlive } from '../../core/turns.ts';
import { MASTER, type GameState, type HeroPiece, type Setup } from '../../core/types.ts';
import type { RulesetModule, TurnSlot } from '../../core/module.ts';

/** The slot after `current`: the next living hero seat in seat order, then the master; null after the master. */
function next(state: GameState, current: TurnSlot | null): TurnSlot | null {
  if (current?.seat === MASTER) return null;
  const heroes = state.seats.map((seat) => seat.id);
  const from = current === null ? 0 : heroes.indexOf(current.seat) + 1;
  return { seat: heroes.slice(from).find((id) => seatAlive(state, id)) ?? MASTER, unit: null };
}

/**
 * A hero's piece under the classic rules: its equipment counted (HeroQuest's equipment cards: the hero
 * attacks with the greatest of its own attack and its weapons' dice, and each distinct armour it carries adds its
 * defence dice), and in a campaign fight (`setup.campaign`) the body points and gold it comes with.
 */
export function classicHeroPiece(setup: Setup, hero: Hero): Partial<HeroPiece> {
  const gear = [...new Set(hero.items)].flatMap((id) => setup.items.find((i) => i.id === id)?.equipment ?? []);
  const attack = Math.max(hero.attack, ...gear.map((e) => e.attack ?? 0));
  const defence = hero.defence + gear.reduce((n, e) => n + (e.defence ?? 0), 0);
  const fighter = ownValue(setup.campaign?.heroes, hero.id);
  return { attack, defence, ...(fighter ? { body: Math.max(0, Math.min(hero.body, fighter.hp)), gold: fighter.gold ?? 0 } : {}) };
}

/** The classic rules as a module. */
export const classicModule: RulesetModule = {
  id: 'classic',
  campaignFights: true,
  campaign: classicSystem,
  heroPiece: classicHeroPiece,
  turnOrder: { next },
  // the master's turn is never lost: a creature stunned or killed by poison loses only its own part of it
  startTurn: (draft, slot) => startOfTurn(draft, slot.seat) && slot.seat !== MASTER,
  endTurn: (draft, slot) => endOfTurn(draft, slot.seat),
  endRound: endOfRound,
  movementRoll: heroMovementOf,
  combatDie: (ruleset) => numbersOf(ruleset)?.die ?? null,
  strike: (draft, attacker, target) => {
    resolveAttack(draft, attacker, target);
  },
  playCreature: (draft) => playCreatures(draft),
};
