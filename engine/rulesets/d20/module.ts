/**
 * The `d20` ruleset module (spec 003): one unit a turn by fixed initiative, a d20 against armour, hit
 * points, mana and stamina, the guide's statuses, Defend and the heroes' personal actions, difficulty tiers. The
 * rules are `engine/rulesets/d20/guide/` (pure functions of the guide) played on the board by `engine/rulesets/d20/`; this file is
 * all the engine's core knows of them.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import { d20BoardOf } from './guide/board.ts';
import { d20DocumentIssues } from './guide/trial.ts';
import { fighterPiece } from './campaign.ts';
import { d20System } from './campaign-system.ts';
import { reject } from '../../core/reject.ts';
import { isSquareVisibleToHeroes } from '../../core/view.ts';
import { MASTER, type Action, type GameError, type GameState, type Unit } from '../../core/types.ts';
import type { RulesetModule, TurnSlot } from '../../core/module.ts';
import { ability, abilityRefusal, defend } from './actions.ts';
import { actedRefusal } from '../../core/acting.ts';
import { playD20Creature, scheduledAction } from './ai.ts';
import { strike } from './combat.ts';
import { d20Effects } from './effects.ts';
import { d20EventRules } from './events.ts';
import { creatureD20, d20CreatureProblem, d20Piece, heroD20, updateD20Piece } from './pieces.ts';
import { initiativeOrder } from './turns.ts';
import { endOfD20Turn, startOfD20Turn } from './upkeep.ts';
import { d20BoardIn } from './setup.ts';
import { heroMovementOf } from '../classic/dice.ts';
import { d20HeroTactics } from './hero-tactics.ts';

/** Whether `unit` takes its turn now: alive, and (a creature) on a square the heroes have found. */
function acts(state: GameState, unit: Unit): boolean {
  return unit.alive && (unit.side === 'heroes' || isSquareVisibleToHeroes(state, unit.x, unit.y));
}

/** The next unit after `current` in initiative order that acts now; null when the order has run out. */
function next(state: GameState, current: TurnSlot | null): TurnSlot | null {
  const order = initiativeOrder(state);
  const from = current === null ? 0 : order.findIndex((u) => u.id === current.unit) + 1;
  for (let i = from; i < order.length; i++) {
    const unit = order[i]!;
    if (acts(state, unit)) return { seat: unit.side === 'heroes' ? unit.id : MASTER, unit: unit.id };
  }
  return null;
}

/** The d20 rules as a module. */
export const d20Module: RulesetModule = {
  id: 'd20',
  prepare({ ruleset, mission }) {
    const board = d20BoardOf(ruleset);
    if (mission.tier !== undefined && !board.tiers.some((t) => t.id === mission.tier)) {
      throw new Error(`mission "${mission.id}": no difficulty tier "${mission.tier}" in ruleset "${ruleset.id}"`);
    }
    return board;
  },
  campaignFights: true,
  campaign: d20System,
  flees: true,
  // only heroes with d20 numbers, written for this ruleset, can play
  ownHeroesOnly: true,
  offersHero: (setup, hero) => hero.ruleset === setup.ruleset.id && hero.d20 !== undefined,
  // a d20 ruleset's spells cost mana
  offersSpell: (spell) => spell.cost !== undefined,
  heroPiece(setup, hero) {
    const piece = heroD20(d20BoardIn(setup), hero);
    // a campaign fight's hero comes as it stands: its current HP, mana or stamina, poison
    const fighter = ownValue(setup.campaign?.heroes, hero.id);
    return fighter ? fighterPiece(piece, fighter) : piece;
  },
  creatureProblem: (setup, kind) => d20CreatureProblem(d20BoardIn(setup), kind),
  creaturePiece: (setup, kind) => creatureD20(d20BoardIn(setup), kind, setup.mission.tier),

  turnOrder: { next },
  startTurn(draft, slot) {
    const unit = draft.unit(slot.unit!)!;
    // its fight begins with its first turn: a creature found late counts its combat rounds from there
    if (d20Piece(unit)?.firstRound === null) updateD20Piece(draft, unit.id, (d) => ({ ...d, firstRound: draft.state.round }));
    return startOfD20Turn(draft, unit);
  },
  endTurn: (draft, slot) => endOfD20Turn(draft, slot.unit!),
  scheduledTurn: scheduledAction,
  // heroes roll to move as under the classic rules, the same fields of the ruleset document
  movementRoll: heroMovementOf,
  // one action completes the turn (spec 003): the hero's, or the creature's last strike
  turnComplete(draft) {
    const turn = draft.state.turn;
    if (!turn) return false;
    if (turn.seat !== MASTER) return turn.acted;
    return turn.unit !== null && turn.creatures[turn.unit]?.attacked === true;
  },

  // a strike needs the target's armour: NPCs have none under a d20 ruleset, and are not struck
  canBeStruck: (_state, _attacker, target) => d20Piece(target) !== null,
  strike: (draft, attacker, target) => {
    strike(draft, attacker, target);
  },
  strikesOf: (unit) => d20Piece(unit)?.multiattack ?? 1,

  effects: d20Effects,
  events: d20EventRules,
  resourceOf: (unit) => {
    const d = d20Piece(unit);
    return d?.resource ? { id: d.resource, value: d.res, max: d.resMax } : null;
  },
  setResource: (draft, unit, value) => {
    updateD20Piece(draft, unit.id, (d) => ({ ...d, res: Math.min(d.resMax, Math.max(0, value)) }));
  },
  spellCost: (spell) => spell.cost ?? null,

  actions: {
    defend: {
      apply: (draft, hero) => defend(draft, hero),
      candidates: () => [{ type: 'defend' }],
      // the one check `defend` runs (its `takeAction`)
      refusal: (state) => actedRefusal(state),
    },
    ability: {
      apply(draft, hero, action) {
        if (action.type !== 'ability') return;
        const refusal = abilityActionRefusal(draft.state, hero, action);
        if (refusal) reject(refusal.code, refusal.message);
        ability(draft, hero, action.ability);
      },
      refusal: abilityActionRefusal,
      // the personal action, or the artifact worn instead (once per fight)
      candidates(_state, hero) {
        const d = d20Piece(hero);
        const which = d?.artifact?.id ?? d?.personal;
        return which ? [{ type: 'ability', ability: which }] : [];
      },
    },
  },
  playCreature: (draft, slot) => playD20Creature(draft, draft.unit(slot.unit!)!),
  heroTactics: d20HeroTactics,
  checkRules: d20DocumentIssues,
};

/** Why `hero` may not take the personal action (or artifact) `action` now: the checks `ability` runs before it changes anything, or null. */
function abilityActionRefusal(state: GameState, hero: Unit, action: Action): GameError | null {
  if (action.type !== 'ability') return null;
  // a personal action (or artifact) aims at nobody: one action, one way to send it
  if (action.target !== undefined) return { code: 'bad_action', message: `"${action.ability}" takes no target` };
  return abilityRefusal(hero, action.ability) ?? actedRefusal(state);
}
