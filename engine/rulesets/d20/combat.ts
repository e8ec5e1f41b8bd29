/**
 * A strike under a d20 ruleset (spec 003, "Attack"): the d20, the total against effective armour, fumbles and
 * criticals, damage and elements, and the statuses a hit brings. "Total = natural roll + actor Attack + action
 * accuracy + target Exposed − actor AccuracyPenalty − actor FumbleAttack − actor Entangled. Exposed and
 * FumbleAttack are consumed by this attempt, even if it misses. Natural 1 fumbles, natural 20 hits critically;
 * otherwise total ≥ target Armor hits. Critical damage maximizes the damage die, without multiplying it or the
 * bonus." Xov's Backstab (from Vanish) hits even on a natural 1 and maximises the die on a natural 15–20.
 * @module
 */
import { d20BoardIn } from './setup.ts';
import type { D20Board } from '../../../content/schemas/rules/d20.ts';
import { attackTotal, resolveAttackRoll, rollNatural } from './guide/attack.ts';
import { criticalDamage, hitDamage } from './guide/damage.ts';
import { fumbleMagnitude, resourceLoss, rollFumble, selfInjury } from './guide/fumble.ts';
import type { Draft } from '../../core/draft.ts';
import { reportDeath, wound } from '../../core/wounds.ts';
import type { Unit } from '../../core/types.ts';
import { armourOf, damageAgainst } from './guide-inputs.ts';
import { d20Piece, updateD20Piece } from './pieces.ts';
import { endStatus, magnitude, setStatus, statusOf } from './statuses.ts';

/** The naturals from which a Backstab maximises the damage die (spec 003, Xov: "maximizes the die on natural 15–20"). */
export const BACKSTAB_MAX_FROM = 15;

/** What one strike came to, as the `d20_attack` event reports it. */
export type StrikeOutcome = 'hit' | 'miss' | 'critical' | 'fumble';

/** The board of the game's d20 ruleset. @throws Error under the classic rules (a programming error). */
export function boardOf(draft: Draft): D20Board {
  return d20BoardIn(draft.state.setup);
}

/** A 0–99 roll of the room's PRNG (spec 003: "An independent integer roll 0–99"). */
export function percentRoll(draft: Draft): number {
  return draft.rng.int(100);
}

/**
 * Damage `amount` (before the element) of `element` dealt to `target`: the element's adjustment, then hit points
 * taken (never below 0; the feedback reports the computed amount). Emits `damaged` and, at 0, `unit_died`.
 * @returns the computed damage.
 */
export function dealD20Damage(draft: Draft, target: Unit, amount: number, element: string | null): number {
  const { damage, feedback } = damageAgainst(boardOf(draft), draft.unit(target.id)!, amount, element);
  return woundFor(draft, target, damage, element, feedback);
}

/**
 * Takes `damage` (already through the element) off `target` and reports it with its element and feedback: hit
 * points never below 0, `damaged` with the computed amount, `unit_died` at 0 (death clears every status). A creature
 * dying on a hero's turn is that hero's kill ({@link creditKill}).
 * @returns `damage`.
 */
export function woundFor(draft: Draft, target: Unit, damage: number, element: string | null, feedback: 'weak' | 'resist' | null): number {
  const wasAlive = draft.unit(target.id)!.alive;
  wound(draft, target, damage);
  const now = draft.unit(target.id)!;
  draft.emit({ type: 'damaged', unit: target.id, amount: damage, body: now.body, dice: null, defenceDice: null, element, feedback });
  reportDeath(draft, now);
  if (!now.alive && now.statuses.length > 0) draft.updateUnit(now.id, { statuses: [] });
  if (wasAlive && !now.alive) creditKill(draft, now);
  return damage;
}

/**
 * Counts creature `slain`'s death as a kill of the hero whose turn it is (its strike, spell or artifact: its piece's `kills`,
 * which a campaign's records add up); a death on a creature's turn (its poison) is nobody's kill.
 */
function creditKill(draft: Draft, slain: Unit): void {
  if (slain.side !== 'master' || slain.npc) return;
  const turnUnit = draft.state.turn?.unit;
  const by = turnUnit ? draft.unit(turnUnit) : undefined;
  if (!by || by.side !== 'heroes' || by.npc || !d20Piece(by)) return;
  updateD20Piece(draft, by.id, (d) => ({ ...d, kills: (d.kills ?? 0) + 1 }));
}

/** Applies the fumble table's entry drawn for `actor` (spec 003, "Armor penalty ends ..."). */
function fumble(draft: Draft, actor: Unit): void {
  const board = boardOf(draft);
  const now = draft.unit(actor.id)!;
  const entry = rollFumble(board, draft.rng, d20Piece(now)!.resource !== null);
  let amount = 0;
  switch (entry.kind) {
    case 'harmless':
      break;
    case 'selfInjury':
      amount = selfInjury(board, now.maxBody, now.body);
      wound(draft, now, amount);
      break;
    case 'exposed':
      amount = fumbleMagnitude(board, 'exposed');
      setStatus(draft, now, { status: 'exposed', rounds: 0, amount });
      break;
    case 'attackPenalty':
      amount = fumbleMagnitude(board, 'attackPenalty');
      setStatus(draft, now, { status: 'fumble_attack', rounds: entry.countdown, amount });
      break;
    case 'armourPenalty':
      amount = fumbleMagnitude(board, 'armourPenalty');
      setStatus(draft, now, { status: 'armour_penalty', rounds: 0, amount });
      break;
    case 'resourceLoss': {
      const d = d20Piece(now)!;
      amount = resourceLoss(board, d.res);
      updateD20Piece(draft, actor.id, (p) => ({ ...p, res: p.res - amount }));
      if (amount > 0 && d.resource) draft.emit({ type: 'resource_changed', unit: actor.id, resource: d.resource, delta: -amount, value: d.res - amount });
      break;
    }
  }
  draft.emit({ type: 'fumbled', unit: actor.id, entry: entry.id, kind: entry.kind, amount, body: draft.unit(actor.id)!.body });
}

/** On a hit dealing positive damage to a surviving target, the attacker's on-hit statuses roll their chances. */
function onHit(draft: Draft, attacker: Unit, target: Unit): void {
  for (const rider of d20Piece(attacker)!.onHit) {
    const now = draft.unit(target.id)!;
    if (!now.alive) return;
    // Poison does not stack: only an unpoisoned target rolls
    if (rider.status === 'poison' && statusOf(now, 'poison')) continue;
    if (percentRoll(draft) >= rider.chance) continue;
    // Entangled and Off Balance keep the larger magnitude, and last through the target's next completed turn
    const amount = rider.status === 'poison' ? rider.amount : Math.max(rider.amount, magnitude(now, rider.status));
    setStatus(draft, now, { status: rider.status, rounds: rider.status === 'poison' ? 0 : 1, amount });
  }
}

/** Options of a strike: the action's accuracy and extra damage, and the element (default: the attacker's own). */
export interface StrikeOptions {
  accuracy?: number;
  extra?: number;
  element?: string | null;
}

/**
 * One strike of `attacker` on `target` (see the module), with its `d20_attack` event.
 * @returns the outcome.
 */
export function strike(draft: Draft, attacker: Unit, target: Unit, options: StrikeOptions = {}): StrikeOutcome {
  const board = boardOf(draft);
  let a = draft.unit(attacker.id)!;
  let t = draft.unit(target.id)!;
  const natural = rollNatural(board, draft.rng);
  const exposed = statusOf(t, 'exposed') !== undefined;
  const total = attackTotal(
    {
      natural,
      attack: d20Piece(a)!.attack,
      accuracy: options.accuracy ?? 0,
      targetExposed: exposed,
      accuracyPenalty: magnitude(a, 'weaken'),
      fumbleAttack: magnitude(a, 'fumble_attack'),
      entangled: magnitude(a, 'entangled'),
    },
    board,
  );
  // Exposed and the fumble's attack penalty are used up by the attempt, hit or miss
  if (exposed) t = endStatus(draft, t, 'exposed');
  if (statusOf(a, 'fumble_attack')) a = endStatus(draft, a, 'fumble_attack');
  const armour = armourOf(t);
  // Xov's Backstab out of Vanish: a sure hit, the die maximised from a natural 15
  const backstab = statusOf(a, 'vanished') !== undefined && d20Piece(a)!.personal === 'vanish';
  let outcome: StrikeOutcome = resolveAttackRoll(natural, total, armour, board);
  if (backstab) {
    outcome = natural >= BACKSTAB_MAX_FROM || outcome === 'critical' ? 'critical' : 'hit';
    a = endStatus(draft, a, 'vanished');
  }
  const element = options.element === undefined ? d20Piece(a)!.element : options.element;
  draft.emit({ type: 'd20_attack', attacker: a.id, target: t.id, natural, bonus: total - natural, total, armour, outcome, backstab, element });
  if (outcome === 'fumble') fumble(draft, a);
  if (outcome !== 'hit' && outcome !== 'critical') return outcome;
  const input = { die: d20Piece(a)!.damageDie, bonus: d20Piece(a)!.damageBonus, extra: options.extra ?? 0 };
  // a Backstab's maximised die is the guide's own, not a critical of the table: it is maximised whatever the board says
  const rolled = backstab && outcome === 'critical' ? criticalDamage(input.die, input.bonus) + input.extra : hitDamage(board, draft.rng, outcome, input);
  const damage = dealD20Damage(draft, t, rolled, element);
  if (damage > 0) onHit(draft, a, t);
  return outcome;
}
