/**
 * Opportunities under the `rules` module (spec 002, `rules.opportunities`): reactions the rules grant every piece,
 * such as a parting blow. After each accepted action the module reads what happened (`reactTo`) and finds what
 * provoked an opportunity, by its `on`:
 * - `moveAway`: a piece left a square within a foe's reach for one outside it (the foe reacts, at the mover);
 * - `beHit`: a piece was hit by a strike (it reacts, at the attacker); `allyHit`: a piece's ally was (it reacts, at
 *   the attacker); `rangedAttack`: a piece struck a unit more than one square away (its foes react, at it);
 * - `castSpell`: a piece used one of its abilities (its foes react, at it);
 * - `custom`: an event of the board whose type is the opportunity's `event` (`door_opened`, `trap_sprung`...), its
 *   unit (`unit`, else `by`, `attacker`) provoking; its foes react, at it.
 * - `standUp`: the board has no standing up (a prone piece stands as it moves): never provoked.
 * Only a piece in play reacts (one that takes turns: a creature the heroes have found, an allied NPC, a hero), and
 * only to a unit within its reach where that unit provoked it (for `moveAway`, the square it left):
 * its reach on the board (`Unit.reach`), counted as the core counts a strike's (`withinReach`, engine/core/footprint.ts:
 * steps along rows and columns from any square it covers, never through a wall or closed door). It may when its `requires` predicate
 * holds (`actor` the reacting piece, `target` the one that provoked it), it took the opportunity fewer than
 * `usesPerRound` times this round, and its `actionType` (if named) has a use left (the action type's `perTurn`,
 * fresh at the start of the piece's own turn). Taking it spends that action type, then runs its `use` (an ability
 * of the piece with that id; a `use` the piece has no ability for, or none with no `effects`, is its weapon's
 * strike) at the unit that provoked it, then its `effects` (same scope).
 *
 * Who decides: the computer takes every opportunity it may for creatures and NPCs. A hero's seat is offered it
 * (`reaction_offered`; one offer at a time, kept on the piece) and answers `react` or `decline` at any time, on its
 * turn or not: nothing waits for the answer, so no player stalls the game. The offer lapses when its hero's seat takes
 * another action, when a turn of that hero begins, or when the foe falls; the room's clock declines it after the
 * room's `reactionSeconds`. docs/rulesets.md, "Opportunities".
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import { withinReach } from '../../core/footprint.ts';
import { isUnitVisibleTo } from '../../core/view.ts';
import type { OpportunityDef } from '../../../content/schemas/rules/encounters.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import type { RulesAbility } from '../../../content/schemas/rules-piece.ts';
import type { Draft } from '../../core/draft.ts';
import { evaluatePredicate } from '../../dsl/evaluate.ts';
import type { Predicate } from '../../dsl/schema.ts';
import type { Action, GameError, GameEvent, GameState, Unit, UnitId } from '../../core/types.ts';
import type { ModuleAction } from '../../core/module.ts';
import { reject } from '../../core/reject.ts';
import { runAbility } from './abilities.ts';
import { actorIn, scratchWorld, withWorld } from './bridge.ts';
import { rulesStrike, strikeRefusal } from './combat.ts';
import { effectScope } from './document/stats.ts';
import { actionRefusal, spendAction } from './document/turns.ts';
import { guarded, unlessRuleFails } from './guard.ts';
import { pieceOf, type ReactionOffer } from './piece.ts';
import { rulesIn } from './settings.ts';
import { compareIds, takesTurns } from './turns.ts';

const REACTION = { it: 'una reazione', en: 'a reaction' };

/** What provoked opportunities: `on` (or a custom event's type), the unit that provoked it, and who may react. */
interface Provocation {
  on: string;
  provoker: UnitId;
  /** The pieces that may react, each with the square of the provoker it must have within its reach. */
  reactors: { unit: UnitId; from: [number, number] }[];
}

/** `unit` standing on square `at` (its anchor), for a reach judged where it stood then. */
function standing(unit: Unit, at: readonly [number, number]): Placed {
  // what a reach reads of it, not a copy of the whole piece: asked for every foe at every square of every path
  return at[0] === unit.x && at[1] === unit.y ? unit : { x: at[0], y: at[1], span: unit.span, reach: unit.reach };
}

/** A piece's footprint and reach where it stood. */
type Placed = Pick<Unit, 'x' | 'y' | 'span' | 'reach'>;

/** Whether `a` and `b` fight each other: other sides, and neither a neutral or hostile NPC (those fight nobody). */
function foes(a: Unit, b: Unit): boolean {
  return a.side !== b.side && fights(a) && fights(b);
}

/** Whether `u` fights at all: not an NPC, or an ally NPC. */
function fights(u: Unit): boolean {
  return !u.npc || pieceOf(u)?.stance === 'ally';
}

/** Whether `a` and `b` fight on the same side (two different pieces). */
function allies(a: Unit, b: Unit): boolean {
  return a.id !== b.id && a.side === b.side && !foes(a, b) && (!a.npc || pieceOf(a)?.stance === 'ally') && (!b.npc || pieceOf(b)?.stance === 'ally');
}

/** The unit an event of the board names as its doer (`unit`, else `by`, `attacker`), or null. */
function doerOf(e: GameEvent): UnitId | null {
  const r = e as unknown as Record<string, unknown>;
  for (const key of ['unit', 'by', 'attacker']) if (typeof r[key] === 'string') return r[key] as string;
  return null;
}

/**
 * What {@link provocations} follows: the states before and after, each piece's square once the events moved it, and
 * the pieces in play (worked out when first asked: most actions provoke nothing).
 */
interface Watch {
  before: GameState;
  after: GameState;
  at: Map<UnitId, [number, number]>;
  units: Unit[] | null;
}

/** Where unit `id` stands at this point of the events (as it stood before them, until a move), or null. */
function squareIn(w: Watch, id: UnitId): [number, number] | null {
  const known = w.at.get(id);
  if (known) return known;
  const u = unitIn(w.before, id) ?? unitIn(w.after, id);
  return u ? [u.x, u.y] : null;
}

/** Unit `r` (one of the pieces in play after the action) placed where it stands at this point of the events. */
function placed(w: Watch, r: Unit): Placed {
  const [x, y] = squareIn(w, r.id) ?? [r.x, r.y];
  return x === r.x && y === r.y ? r : standing(r, [x, y]);
}

/** The pieces in play (they take turns: only those react). */
function inPlay(w: Watch): Unit[] {
  return (w.units ??= w.after.units.filter((u) => takesTurns(w.after, u)));
}

/** The unit `id` of `state`, or undefined. */
function unitIn(state: GameState, id: UnitId): Unit | undefined {
  for (const u of state.units) if (u.id === id) return u;
  return undefined;
}

/** The pieces in play that `pick` keeps and whose reach covers `provoker` where it stands now. */
function nearIn(w: Watch, provoker: Unit, pick: (u: Unit) => boolean): Provocation['reactors'] {
  const from = squareIn(w, provoker.id);
  if (!from) return [];
  const there = standing(provoker, from);
  const out: Provocation['reactors'] = [];
  for (const r of inPlay(w)) if (pick(r) && withinReach(w.after, placed(w, r), there)) out.push({ unit: r.id, from });
  return out;
}

/**
 * What provoked opportunities in `events` (an accepted action's), in order: every piece's square followed from
 * `before` through the moves, so a reach is judged where each unit stood at that moment. `wanted` says which
 * triggers (`moveAway`, `beHit`, …, `custom:<event type>`) to work out: every one by default.
 */
export function provocations(before: GameState, after: GameState, events: readonly GameEvent[], wanted: (on: string) => boolean = () => true): Provocation[] {
  // only a piece in play reacts: a creature the heroes have not found is not on the board for them yet
  const ctx: Watch = { before, after, at: new Map(), units: null };
  const { at } = ctx;
  const out: Provocation[] = [];
  for (const e of events) {
    if (e.type === 'unit_moved') {
      const mover = unitIn(after, e.unit);
      const start = mover && e.path.length > 0 && wanted('moveAway') ? squareIn(ctx, e.unit) : null;
      if (mover && start) {
        // the mover where it set out and at each square of its path, judged against every foe in play
        const from = standing(mover, start);
        let path: Placed[] | null = null;
        const reactors: Provocation['reactors'] = [];
        for (const r of after.units) {
          // the cheap questions first: most foes are out of reach, and whether a piece is in play asks what the heroes see
          if (!r.alive || !foes(r, mover)) continue;
          const rs = placed(ctx, r);
          if (!withinReach(after, rs, from) || !takesTurns(after, r)) continue;
          path ??= e.path.map((sq) => standing(mover, [sq[0], sq[1]]));
          if (path.some((p) => !withinReach(after, rs, p))) reactors.push({ unit: r.id, from: start });
        }
        if (reactors.length > 0) out.push({ on: 'moveAway', provoker: mover.id, reactors });
      }
      const last = e.path[e.path.length - 1];
      if (last) at.set(e.unit, [last[0], last[1]]);
    } else if (e.type === 'rules_attack' && e.opportunity === undefined) {
      const attacker = unitIn(after, e.attacker);
      const target = unitIn(after, e.target);
      if (!attacker || !target) continue;
      const hit = e.outcome === 'hit' || e.outcome === 'critical';
      if (hit && wanted('beHit')) out.push({ on: 'beHit', provoker: attacker.id, reactors: nearIn(ctx, attacker, (r) => r.id === target.id) });
      if (hit && wanted('allyHit'))
        out.push({ on: 'allyHit', provoker: attacker.id, reactors: nearIn(ctx, attacker, (r) => allies(r, target) && foes(r, attacker)) });
      const a = squareIn(ctx, attacker.id);
      const t = squareIn(ctx, target.id);
      if (a && t && wanted('rangedAttack') && !withinReach(after, standing(attacker, a), standing(target, t), 1))
        out.push({ on: 'rangedAttack', provoker: attacker.id, reactors: nearIn(ctx, attacker, (r) => foes(r, attacker)) });
    } else if (e.type === 'ability_used') {
      const user = unitIn(after, e.unit);
      if (user && wanted('castSpell')) out.push({ on: 'castSpell', provoker: user.id, reactors: nearIn(ctx, user, (r) => foes(r, user)) });
    }
    // any event may be an opportunity's custom one: by its type
    if (!wanted(`custom:${e.type}`)) continue;
    const doer = doerOf(e);
    const who = doer === null ? undefined : unitIn(after, doer);
    if (who) out.push({ on: `custom:${e.type}`, provoker: who.id, reactors: nearIn(ctx, who, (r) => foes(r, who)) });
  }
  return out.filter((p) => p.reactors.length > 0);
}

/** The provocations some opportunity of each document answers (`on`, or `custom:<event>`), worked out once per document. */
/** The provocation `opportunity` answers: its `on`, or `custom:<event>` for a custom one. */
function provocationOf(opportunity: OpportunityDef): string {
  return opportunity.on === 'custom' ? `custom:${opportunity.event}` : opportunity.on;
}

/** The provocations some opportunity of a ruleset answers, by ruleset (worked out once per ruleset). */
const TRIGGERS = new WeakMap<Rules, Set<string>>();

/** The provocations some opportunity of `rules` answers: the others are never looked for. */
function triggersOf(rules: Rules): Set<string> {
  let known = TRIGGERS.get(rules);
  if (!known) TRIGGERS.set(rules, (known = new Set(rules.opportunities.map(provocationOf))));
  return known;
}

/** Whether `opportunity` answers provocation `on`. */
function answers(opportunity: OpportunityDef, on: string): boolean {
  return provocationOf(opportunity) === on;
}

/** How many times `unit` took `opportunity` this round. */
function usesThisRound(state: GameState, unit: Unit, opportunity: string): number {
  const taken = ownValue(pieceOf(unit)?.reacted ?? {}, opportunity);
  return taken && taken.round === state.round ? taken.uses : 0;
}

/**
 * Why `reactor` may not take `opportunity` at unit `foeId` now (it or the foe fallen, its uses this round spent, its
 * action type spent or prevented, its `requires` false), or null when it may.
 * @throws a document's rule failing in `requires` (callers guard it).
 */
export function opportunityRefusal(state: GameState, reactor: Unit, opportunity: OpportunityDef, foeId: UnitId): string | null {
  const foe = state.units.find((u) => u.id === foeId);
  const piece = pieceOf(reactor);
  if (!piece || !reactor.alive) return `${reactor.id} cannot react`;
  if (!foe || !foe.alive || !pieceOf(foe)) return `${foeId} is no longer there to react to`;
  if (usesThisRound(state, reactor, opportunity.id) >= opportunity.usesPerRound)
    return `${reactor.id} has taken "${opportunity.id}" ${opportunity.usesPerRound} time(s) this round already`;
  const world = scratchWorld(rulesIn(state));
  const actor = { ...piece.actor, id: reactor.id };
  if (opportunity.actionType !== undefined && actionRefusal(world, actor, opportunity.actionType) !== null)
    return `${reactor.id} has no "${opportunity.actionType}" action left for "${opportunity.id}"`;
  if (opportunity.requires !== undefined) {
    const target = { ...pieceOf(foe)!.actor, id: foe.id };
    if (!evaluatePredicate(opportunity.requires as Predicate, { rng: world.rng, scope: effectScope(world, actor, {}, target) }))
      return `the requirement of "${opportunity.id}" does not hold`;
  }
  return null;
}

/** The opportunity of the document with id `id`, or undefined. */
export function opportunityOf(state: GameState, id: string): OpportunityDef | undefined {
  return rulesIn(state).opportunities.find((o) => o.id === id);
}

/**
 * `reactor` takes `opportunity` at unit `foeId` (its refusal checked by the caller): one use this round, its action
 * type spent, `reaction_taken`, then its `use` (an ability of the piece, else its weapon's strike) and its effects.
 */
export function takeOpportunity(draft: Draft, reactorId: UnitId, opportunity: OpportunityDef, foeId: UnitId): void {
  const reactor = draft.unit(reactorId)!;
  const piece = pieceOf(reactor)!;
  const uses = usesThisRound(draft.state, reactor, opportunity.id) + 1;
  draft.updateUnit(reactorId, { ext: { ...piece, reacted: { ...piece.reacted, [opportunity.id]: { round: draft.state.round, uses } } } });
  withWorld(draft, (bw) => {
    if (opportunity.actionType !== undefined) spendAction(bw.world, reactorId, opportunity.actionType);
    draft.emit({ type: 'reaction_taken', unit: reactorId, opportunity: opportunity.id, foe: foeId });
  });
  const ability = opportunity.use === undefined ? undefined : piece.abilities.find((a) => a.id === opportunity.use);
  if (ability) withWorld(draft, (bw) => runAbility(bw, reactorId, foeId, ability));
  else if (opportunity.use !== undefined || opportunity.effects.length === 0) {
    const me = draft.unit(reactorId)!;
    const foe = draft.unit(foeId)!;
    // a cover that blocks targeting stops a reaction's strike as it stops any other (`unknown_unit`)
    if (me.alive && foe.alive && piece.weapon && strikeRefusal(draft.state, me, foe)?.code !== 'unknown_unit') rulesStrike(draft, me, foe, opportunity.id);
  }
  if (opportunity.effects.length > 0 && draft.unit(reactorId)!.alive && draft.unit(foeId)!.alive) {
    const effects: RulesAbility = { id: opportunity.id, name: { it: opportunity.name, en: opportunity.name }, effects: opportunity.effects };
    withWorld(draft, (bw) => {
      if (actorIn(bw, foeId)) runAbility(bw, reactorId, foeId, effects);
    });
  }
}

/** Whether `unit`'s seat is a player's (a hero's piece, not an NPC): its reactions are offered, not taken for it. */
function offered(unit: Unit): boolean {
  return unit.side === 'heroes' && !unit.npc;
}

/** Takes the offer off hero `unitId`, telling why. */
export function closeOffer(draft: Draft, unitId: UnitId, reason: 'declined' | 'lapsed' | 'time'): ReactionOffer | null {
  const piece = pieceOf(draft.unit(unitId)!)!;
  const offer = piece.offer;
  if (!offer) return null;
  const { offer: _gone, ...rest } = piece;
  draft.updateUnit(unitId, { ext: rest });
  draft.emit({ type: 'reaction_declined', unit: unitId, opportunity: offer.opportunity, foe: offer.foe, reason });
  return offer;
}

/** The offers that lapse after `action` of `seat`: the seat's own other actions, a turn of its hero begun, a fallen foe. */
function lapseOffers(draft: Draft, seat: string, action: Action, events: readonly GameEvent[]): void {
  for (const unit of draft.state.units) {
    const offer = pieceOf(unit)?.offer;
    if (!offer) continue;
    const foe = draft.unit(offer.foe);
    const ownAction = seat === unit.id && action.type !== 'react' && action.type !== 'decline';
    const turnBegun = events.some((e) => e.type === 'turn_started' && e.unit === unit.id);
    if (ownAction || turnBegun || !unit.alive || !foe || !foe.alive) closeOffer(draft, unit.id, 'lapsed');
  }
}

/**
 * The module's `reactTo`: offers that lapse, then every opportunity `events` provoked, in order (a document's
 * opportunities in their order, reactors by unit id): taken by the computer for creatures and NPCs, offered to a
 * hero's seat (when it has no offer standing). A reaction's own strike provokes nothing further.
 */
export function reactAfter(draft: Draft, before: GameState, action: Action, seat: string): void {
  const rules = rulesIn(draft.state);
  if (rules.opportunities.length === 0) return;
  const events = draft.events.slice();
  lapseOffers(draft, seat, action, events);
  if (action.type === 'react' || action.type === 'decline') return;
  // only what some opportunity of the document answers is worked out (each asks every piece's reach)
  const triggers = triggersOf(rules);
  for (const p of provocations(before, draft.state, events, (on) => triggers.has(on))) {
    for (const opportunity of rules.opportunities) {
      if (!answers(opportunity, p.on)) continue;
      for (const { unit: id } of [...p.reactors].sort((a, b) => compareIds(a.unit, b.unit))) {
        if (draft.state.phase !== 'playing') return;
        const reactor = draft.unit(id)!;
        if (unlessRuleFails('rule failed', () => opportunityRefusal(draft.state, reactor, opportunity, p.provoker)) !== null) continue;
        if (!offered(reactor)) {
          guarded(draft, REACTION, undefined, () => takeOpportunity(draft, id, opportunity, p.provoker));
          continue;
        }
        const piece = pieceOf(reactor)!;
        // one offer at a time, and never at a foe the hero's seat does not see (a sneaking creature stays unnamed)
        const foe = draft.unit(p.provoker);
        if (piece.offer || !foe || !isUnitVisibleTo(draft.state, reactor.id, foe)) continue;
        draft.updateUnit(id, { ext: { ...piece, offer: { opportunity: opportunity.id, foe: p.provoker, at: draft.state.seq } } });
        draft.emit({ type: 'reaction_offered', unit: id, opportunity: opportunity.id, foe: p.provoker });
      }
    }
  }
}

/**
 * Why `hero` may not answer `action` (`react` or `decline`) now, or null: `no_reaction` when none is offered to it;
 * `react` also when it may no longer take it (`prevented`: its uses or action type spent since, its requirement
 * false, the foe fallen; a rule of the document failing: `no_effect`). `decline` is always accepted with an offer.
 */
export function reactionRefusal(state: GameState, hero: Unit, action: Action): GameError | null {
  if (action.type !== 'react' && action.type !== 'decline') return { code: 'bad_action', message: `"${action.type}" is not an answer to a reaction` };
  const offer = pieceOf(hero)?.offer;
  if (!offer) return { code: 'no_reaction', message: `${hero.id} has no reaction offered to answer` };
  if (action.type === 'decline') return null;
  const opportunity = opportunityOf(state, offer.opportunity);
  if (!opportunity) return { code: 'no_reaction', message: `no opportunity "${offer.opportunity}" in the ruleset` };
  const why = unlessRuleFails<string | null>(`a rule of "${opportunity.id}" could not be applied`, () =>
    opportunityRefusal(state, hero, opportunity, offer.foe),
  );
  return why === null ? null : { code: 'prevented', message: why };
}

/** The module's `react` and `decline` actions: a hero's seat answers the reaction offered to it, on any turn. */
export const reactionActions: Record<'react' | 'decline', ModuleAction> = {
  react: {
    anyTurn: true,
    apply(draft, hero, action) {
      const refusal = reactionRefusal(draft.state, hero, action);
      if (refusal) reject(refusal.code, refusal.message);
      const offer = pieceOf(hero)!.offer!;
      const piece = pieceOf(hero)!;
      const { offer: _taken, ...rest } = piece;
      draft.updateUnit(hero.id, { ext: rest });
      guarded(draft, REACTION, undefined, () => takeOpportunity(draft, hero.id, opportunityOf(draft.state, offer.opportunity)!, offer.foe));
    },
    candidates: (state, hero) => (pieceOf(hero)?.offer ? [{ type: 'react' }] : []),
    refusal: reactionRefusal,
  },
  decline: {
    anyTurn: true,
    apply(draft, hero, action) {
      const refusal = reactionRefusal(draft.state, hero, action);
      if (refusal) reject(refusal.code, refusal.message);
      closeOffer(draft, hero.id, action.type === 'decline' && action.reason === 'time' ? 'time' : 'declined');
    },
    candidates: (state, hero) => (pieceOf(hero)?.offer ? [{ type: 'decline' }] : []),
    refusal: reactionRefusal,
  },
};

/** The module's `prompts`: each hero with a reaction offered, its seat's (the room declines it when time is up). */
export function reactionPrompts(state: GameState): { seat: string; id: string }[] {
  const out: { seat: string; id: string }[] = [];
  for (const u of state.units) {
    const offer = pieceOf(u)?.offer;
    if (offer) out.push({ seat: u.id, id: `${offer.opportunity}@${offer.at}` });
  }
  return out;
}
