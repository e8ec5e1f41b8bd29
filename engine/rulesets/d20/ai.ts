/**
 * A creature's turn under a d20 ruleset (spec 003, "Enemy AI"), in the guide's order after the poison tick and
 * the Frozen check (`upkeep.ts`): a configured timed action on its exact round (Grave Chill: every living hero
 * rolls Freeze) and a party toll from its round on, once (Dreadbell), whoever plays the creature — rounds of its
 * fight, counted from its first turn (`combatRound`); then, for the
 * computer, support healing (Wormface);
 * else it closes in as the map allows (the classic rules' movement) and strikes, "a uniform random living hero for
 * each strike", among the heroes it can strike; multiattack picks again for every strike.
 * @module
 */
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import { approach } from '../../core/ai.ts';
import { canStrike } from '../../core/creatures.ts';
import { healerChoice } from './guide/healer.ts';
import { timedActionDue, tollDue } from './guide/schedule.ts';
import { rollToll, tollDamage } from './guide/toll.ts';
import type { Draft } from '../../core/draft.ts';
import type { Unit } from '../../core/types.ts';
import { boardOf, strike, woundFor } from './combat.ts';
import { freezeRoll } from './freeze.ts';
import { d20Piece, updateD20Piece } from './pieces.ts';
import { flagsAgainst } from './guide-inputs.ts';
import { setStatus, statusOf } from './statuses.ts';
import { combatRound } from './turns.ts';

/** The living heroes (not NPCs) of the game. */
function livingHeroes(draft: Draft): Unit[] {
  return draft.state.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive);
}

/** Marks a once-per-fight action of `unit` used. */
function markUsed(draft: Draft, unit: Unit, id: string): void {
  updateD20Piece(draft, unit.id, (d) => ({ ...d, used: [...d.used, id] }));
}

/**
 * Grave Chill and its kind (spec 003): on exactly its round, once, it replaces the action: each living hero rolls
 * 0–99 on its own against the chance, the resisted chance for a hero resisting the element when the effect opts
 * in; an already frozen hero is refreshed. @returns whether it fired.
 */
function timedAction(draft: Draft, board: D20Board, c: Unit): boolean {
  const action = board.timedActions.find((t) => t.id === d20Piece(c)!.timedAction);
  if (!action || !timedActionDue(action, combatRound(draft.state, c), d20Piece(c)!.used.includes(action.id))) return false;
  markUsed(draft, c, action.id);
  draft.emit({ type: 'special_action', unit: c.id, action: action.id, kind: 'timed' });
  for (const hero of livingHeroes(draft)) freezeRoll(draft, board, hero, action.effect);
  return true;
}

/**
 * Dreadbell and its kind (spec 003): once, on its first action from its round on, instead of the normal action:
 * the dice for every living hero on its own; a Defending or Shield Wall hero's damage goes through the toll's
 * `defended` formula (halved, floor, at least 1) before the element applies, except in a scripted fight
 * (`campaign.tollsIgnoreDefences`: the prologue's Dreadbell bypasses defences). @returns whether it rang.
 */
function toll(draft: Draft, board: D20Board, c: Unit): boolean {
  const t = board.partyTolls.find((x) => x.id === d20Piece(c)!.toll);
  if (!t || !tollDue(t, combatRound(draft.state, c), d20Piece(c)!.used.includes(t.id))) return false;
  markUsed(draft, c, t.id);
  draft.emit({ type: 'special_action', unit: c.id, action: t.id, kind: 'toll' });
  for (const hero of livingHeroes(draft)) {
    const element = t.element ?? null;
    const flags = flagsAgainst(hero, element);
    // a scripted fight's toll (the campaign's prologue) bypasses the defences
    const bypass = draft.state.setup.campaign?.tollsIgnoreDefences === true;
    const isDefended = !bypass && (statusOf(hero, 'defending') !== undefined || statusOf(hero, 'shield_wall') !== undefined);
    const damage = tollDamage(board, t, rollToll(draft.rng, t), { isDefended, ...flags });
    woundFor(draft, hero, damage, element, flags.weak && !flags.resist ? 'weak' : flags.resist && !flags.weak ? 'resist' : null);
  }
  return true;
}

/** Wormface and its kind (spec 003): heals the ally (or itself) the healer rule picks, for its mana. @returns whether it healed. */
function supportHeal(draft: Draft, board: D20Board, c: Unit): boolean {
  const healer = board.healers.find((h) => h.id === d20Piece(c)!.healer);
  if (!healer) return false;
  const hp = (u: Unit) => ({ id: u.id, hp: u.body, maxHp: u.maxBody });
  const allies = draft.state.units.filter((u) => u.side === 'master' && !u.npc && u.alive && u.id !== c.id);
  const choice = healerChoice(healer, { ...hp(c), mana: d20Piece(c)!.res }, allies.map(hp));
  if (choice.kind !== 'heal') return false;
  const d = d20Piece(c)!;
  updateD20Piece(draft, c.id, (p) => ({ ...p, res: p.res - choice.manaCost }));
  draft.emit({ type: 'special_action', unit: c.id, action: healer.id, kind: 'heal' });
  draft.emit({ type: 'resource_changed', unit: c.id, resource: 'mana', delta: -choice.manaCost, value: d.res - choice.manaCost });
  const now = draft.unit(choice.target)!;
  const body = Math.min(now.maxBody, now.body + choice.amount);
  const cure = choice.curesPoison && statusOf(now, 'poison') !== undefined;
  draft.updateUnit(now.id, { body, ...(cure ? { statuses: now.statuses.filter((s) => s.status !== 'poison') } : {}) });
  draft.emit({ type: 'healed', unit: now.id, amount: body - now.body, body });
  if (cure) draft.emit({ type: 'status_ended', unit: now.id, status: 'poison' });
  return true;
}

/**
 * The actions a creature's content schedules, which replace its whole turn whoever plays it (the computer or the
 * master): a timed action on its round (Grave Chill), a party toll from its round (Dreadbell).
 * @returns whether one was taken (the creature's turn is then complete).
 */
export function scheduledAction(draft: Draft, c: Unit): boolean {
  const board = boardOf(draft);
  return timedAction(draft, board, c) || toll(draft, board, c);
}

/** Plays creature `c`'s whole turn for the computer, after `scheduledAction` (see the module). */
export function playD20Creature(draft: Draft, c: Unit): void {
  const board = boardOf(draft);
  if (supportHeal(draft, board, c)) return;
  approach(draft, c);
  for (let i = 0; i < d20Piece(c)!.multiattack; i++) {
    const me = draft.unit(c.id)!;
    if (!me.alive || draft.state.phase !== 'playing') return;
    const inReach = livingHeroes(draft).filter((h) => canStrike(draft.state, me, h));
    if (inReach.length === 0) return;
    strike(draft, me, inReach[draft.rng.int(inReach.length)]!);
  }
}
