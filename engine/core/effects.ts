/**
 * The effect interpreter (spec 000, "Effetti"): one handler per brick type, registered by name in {@link HANDLERS}.
 * A handler changes the draft and emits events that say what happened; a brick on a dead or absent target does
 * nothing and says so (`effect_skipped`). `draw` runs the drawn card's effects with a depth guard.
 * @module
 */
import { TARGETED_EFFECT_TYPES, type Effect, type EffectType, type Target } from '../../content/schemas/index.ts';
import { canCross, neighbours, roomIdOf, squareIndex } from './board.ts';
import { coveredSquares, covers, withinReach } from './footprint.ts';
import { blockFace, countFaces, rollCombatDie, rollPool, shuffleDeck, type CombatDie } from './dice.ts';
import type { Draft } from './draft.ts';
import { searchArea } from './areas.ts';
import { furnitureSquares } from './furniture.ts';
import { endGame } from './outcome.ts';
import { creatureUnit, effective, hasAbility } from './units.ts';
import { MASTER, ROCK, type GameState, type SkipReason, type Unit } from './types.ts';
import { parseDice, rollDice } from './dice-notation.ts';
import { reportDeath, wound } from './wounds.ts';
import { moduleOf } from './registry.ts';
import type { EffectContext } from './effect-context.ts';

export { reportDeath, wound };
export type { EffectContext } from './effect-context.ts';

/** The deepest chain of `draw` bricks (a card that draws a card that draws ...) that is followed. */
export const MAX_DRAW_DEPTH = 8;

type Handler<T extends EffectType> = (draft: Draft, effect: Extract<Effect, { type: T }>, ctx: EffectContext) => void;

/**
 * Runs a list of bricks in order, stopping if the game ends. Each brick goes to the ruleset module's own handler
 * for its type when the module has one (`RulesetModule.effects`), else to the core's ({@link HANDLERS}).
 */
export function runEffects(draft: Draft, effects: readonly Effect[], ctx: EffectContext): void {
  const own = moduleOf(draft.state).effects;
  for (const effect of effects) {
    if (draft.state.phase === 'over') return;
    const handler = (own?.[effect.type] ?? HANDLERS[effect.type]) as Handler<typeof effect.type>;
    handler(draft, effect as never, ctx);
  }
}

/** Whether any brick of the list acts on a chosen unit (an explicit `chosen` target, or none given). */
export function needsChosen(effects: readonly Effect[]): boolean {
  // a `draw` hands its target on to the drawn card, which is not known in advance: it asks for none itself
  return effects.some((e) => e.type !== 'draw' && TARGETED_EFFECT_TYPES.has(e.type) && ((e as { target?: Target }).target ?? 'chosen') === 'chosen');
}

/** Reports a brick that did nothing to `unit` (or to no unit), and why (`effect_skipped`). */
export function skip(draft: Draft, effect: Effect, unit: Unit | null, reason: SkipReason): void {
  draft.emit({ type: 'effect_skipped', effect: effect.type, unit: unit?.id ?? null, reason });
}

/** The current copy of a unit in the draft. */
export function fresh(draft: Draft, unit: Unit): Unit {
  return draft.unit(unit.id) ?? unit;
}

/**
 * The units a brick acts on, in unit order. Dead or absent targets are reported with `effect_skipped` and left out.
 */
export function resolveTargets(draft: Draft, effect: Effect, target: Target | undefined, ctx: EffectContext): Unit[] {
  const s = draft.state;
  const w = s.setup.board.width;
  const actor = ctx.actor && fresh(draft, ctx.actor);
  const single = (u: Unit | null): Unit[] => {
    if (!u) {
      skip(draft, effect, null, 'absent');
      return [];
    }
    const now = fresh(draft, u);
    if (!now.alive) {
      skip(draft, effect, now, 'dead');
      return [];
    }
    return [now];
  };
  switch (target ?? (ctx.chosen ? 'chosen' : 'self')) {
    case 'chosen':
      return single(ctx.chosen);
    case 'self':
      return single(actor);
    case 'all_heroes':
      // NPCs stand with the heroes but are not heroes
      return s.units.filter((u) => u.side === 'heroes' && !u.npc && u.alive);
    case 'all_monsters':
      return s.units.filter((u) => u.side === 'master' && !u.npc && u.alive);
    case 'adjacent': {
      if (!actor) return single(null);
      return s.units.filter((u) => u.alive && u.side !== actor.side && withinReach(s, actor, u, 1));
    }
    case 'room_monsters': {
      const at = actor ?? ctx.chosen;
      if (!at) return single(null);
      const { squares } = searchArea(s, at);
      return s.units.filter((u) => u.side === 'master' && !u.npc && u.alive && coveredSquares(s.setup.board, u).some((i) => squares.has(i)));
    }
  }
}

/**
 * The units a brick acts on, without those immune to its source (each reported with `effect_skipped`): `immune`
 * creatures ignore every brick of a spell whose id or element they name.
 */
export function targetsOf(draft: Draft, effect: Effect, target: Target | undefined, ctx: EffectContext): Unit[] {
  return resolveTargets(draft, effect, target, ctx).filter((u) => {
    if (!immuneTo(u, ctx)) return true;
    skip(draft, effect, u, 'immune');
    return false;
  });
}

/** Whether `unit` is immune to the source of these effects: a spell whose id or element its `immune` power names. */
function immuneTo(unit: Unit, ctx: EffectContext): boolean {
  const immune = hasAbility(unit, 'immune');
  if (!immune || ctx.source.kind !== 'spell') return false;
  return immune.to.includes(ctx.source.id) || (ctx.source.element !== null && immune.to.includes(ctx.source.element));
}

/**
 * The combat die of the game's ruleset, from its module (`RulesetModule.combatDie`).
 * @throws Error when the module gives none: a `damage` brick with `dice` reached a module that rolls no combat dice.
 */
function combatDieOf(state: GameState): CombatDie {
  const module = moduleOf(state);
  const die = module.combatDie?.(state.setup.ruleset) ?? null;
  if (!die) throw new Error(`ruleset "${state.setup.ruleset.id}" has no combat die under the "${module.id}" module: a damage brick's dice cannot be rolled`);
  return die;
}

const damage: Handler<'damage'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    if (u.dormant) {
      skip(draft, e, u, 'dormant');
      continue;
    }
    let amount = e.amount ?? 0;
    let dice = null;
    let defenceDice = null;
    if (e.roll !== undefined) amount = rollDice(parseDice(e.roll), draft.rng).total;
    if (e.dice !== undefined) {
      const die = combatDieOf(draft.state);
      dice = rollCombatDie(draft.rng, die, e.dice);
      amount = countFaces(dice, die.hit);
      if (e.defend) {
        defenceDice = rollCombatDie(draft.rng, die, effective(u, 'def'));
        amount = Math.max(0, amount - countFaces(defenceDice, blockFace(die, u.side)));
      }
    }
    const lost = wound(draft, u, amount);
    draft.emit({ type: 'damaged', unit: u.id, amount: lost, body: fresh(draft, u).body, dice, defenceDice });
    reportDeath(draft, u);
  }
};

const heal: Handler<'heal'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    const gain = e.roll !== undefined ? rollDice(parseDice(e.roll), draft.rng).total : (e.amount ?? 0);
    const body = e.full ? u.maxBody : Math.min(u.maxBody, u.body + gain);
    draft.updateUnit(u.id, { body });
    draft.emit({ type: 'healed', unit: u.id, amount: body - u.body, body });
  }
};

/** Whether `unit` is a fallen hero a `revive` can bring back: dead, a hero (not an NPC), its square free. */
export function revivable(state: GameState, unit: Unit): boolean {
  return !unit.alive && unit.side === 'heroes' && !unit.npc && !state.units.some((o) => o.alive && o.x === unit.x && o.y === unit.y);
}

const revive: Handler<'revive'> = (draft, e, ctx) => {
  const target = (e.target ?? 'chosen') === 'chosen' ? ctx.chosen : ctx.actor;
  if (!target) return skip(draft, e, null, 'absent');
  const u = fresh(draft, target);
  if (u.alive) return skip(draft, e, u, 'alive');
  if (!revivable(draft.state, u)) return skip(draft, e, u, u.side === 'heroes' && !u.npc ? 'occupied' : 'not_a_hero');
  const body = Math.max(1, Math.min(u.maxBody, rollDice(parseDice(e.roll), draft.rng).total));
  // death clears every status (spec 003: poison is cured, Vanish and Freeze end)
  draft.updateUnit(u.id, { alive: true, body, statuses: [], mods: [] });
  draft.emit({ type: 'revived', unit: u.id, body });
};

/** Gives back a unit's spendable resource (mana, stamina: `RulesetModule.resourceOf`); skipped for a unit that has none. */
const restore: Handler<'restore'> = (draft, e, ctx) => {
  const module = moduleOf(draft.state);
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    const r = module.resourceOf?.(u) ?? null;
    if (!r || !module.setResource) {
      skip(draft, e, u, 'ruleset');
      continue;
    }
    if (r.value >= r.max) {
      skip(draft, e, u, 'full');
      continue;
    }
    const value = Math.min(r.max, r.value + e.amount);
    module.setResource(draft, u, value);
    draft.emit({ type: 'resource_changed', unit: u.id, resource: r.id, delta: value - r.value, value });
  }
};

const stat: Handler<'stat'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    // a `turn` change made during the unit's own turn ends with that turn; otherwise with its next one
    const armed = e.duration === 'turn' && controllerOf(u) === draft.state.turn?.seat;
    draft.updateUnit(u.id, { mods: [...u.mods, { stat: e.stat, delta: e.delta, duration: e.duration, armed }] });
    draft.emit({ type: 'stat_changed', unit: u.id, stat: e.stat, delta: e.delta, duration: e.duration });
  }
};

const status: Handler<'status'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    // the classic rules have no armour or attack rolls to raise or lower, and play a freeze as a one-turn stun
    if (e.status === 'guard' || e.status === 'weaken') {
      skip(draft, e, u, 'ruleset');
      continue;
    }
    if (e.chance !== undefined && e.chance < 100 && draft.rng.int(100) >= e.chance) {
      skip(draft, e, u, 'missed');
      continue;
    }
    if (e.status === 'freeze') {
      draft.updateUnit(u.id, { statuses: [...u.statuses.filter((x) => x.status !== 'stun'), { status: 'stun', rounds: 1, amount: 0 }] });
      draft.emit({ type: 'status_applied', unit: u.id, status: 'stun', rounds: 1, amount: 0 });
      continue;
    }
    const amount = e.status === 'poison' ? (e.amount ?? 1) : 0;
    // a new status of the same kind replaces the old one
    const statuses = [...u.statuses.filter((x) => x.status !== e.status), { status: e.status, rounds: e.rounds, amount }];
    draft.updateUnit(u.id, { statuses });
    draft.emit({ type: 'status_applied', unit: u.id, status: e.status, rounds: e.rounds, amount });
  }
};

const skipTurn: Handler<'skip_turn'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    const stun = u.statuses.find((x) => x.status === 'stun');
    const rounds = (stun?.rounds ?? 0) + 1;
    draft.updateUnit(u.id, { statuses: [...u.statuses.filter((x) => x.status !== 'stun'), { status: 'stun', rounds, amount: 0 }] });
    draft.emit({ type: 'status_applied', unit: u.id, status: 'stun', rounds, amount: 0 });
  }
};

/** Whether square index `i` can take a unit: not rock, not occupied by a living unit. */
function freeSquare(draft: Draft, i: number): boolean {
  const s = draft.state;
  const w = s.setup.board.width;
  return s.setup.board.areas[i] !== ROCK && !furnitureSquares(s.setup).has(i) && !s.units.some((u) => u.alive && covers(u, i % w, Math.floor(i / w)));
}

const teleport: Handler<'teleport'> = (draft, e, ctx) => {
  const board = draft.state.setup.board;
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    const i = squareIndex(board, e.x, e.y);
    if (i < 0 || !freeSquare(draft, i)) {
      skip(draft, e, u, 'occupied');
      continue;
    }
    draft.updateUnit(u.id, { x: e.x, y: e.y });
    draft.emit({ type: 'teleported', unit: u.id, from: [u.x, u.y], to: [e.x, e.y] });
    if (u.side === 'heroes') draft.revealRoomAt(e.x, e.y);
  }
};

const gold: Handler<'gold'> = (draft, e, ctx) => {
  const dice = e.dice !== undefined ? rollPool(draft.rng, { count: e.dice, sides: 6 }) : null;
  const amount = dice ? dice.reduce((a, b) => a + b, 0) * (e.times ?? 1) : e.amount!;
  // with no hero to receive it (a master's card, a mission event), the gold goes to the party
  const explicit = e.target !== undefined || ctx.chosen !== null || ctx.actor?.side === 'heroes';
  if (!explicit) {
    draft.state.partyGold = draft.state.partyGold + amount;
    draft.emit({ type: 'gold_gained', unit: null, amount, dice });
    return;
  }
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    if (u.side !== 'heroes') {
      skip(draft, e, u, 'not_a_hero');
      continue;
    }
    draft.updateUnit(u.id, { gold: u.gold + amount });
    draft.emit({ type: 'gold_gained', unit: u.id, amount, dice });
  }
};

const item: Handler<'item'> = (draft, e, ctx) => {
  for (const u of targetsOf(draft, e, e.target, ctx)) {
    if (u.side !== 'heroes') {
      skip(draft, e, u, 'not_a_hero');
      continue;
    }
    draft.updateUnit(u.id, { items: [...u.items, e.item] });
    draft.emit({ type: 'item_gained', unit: u.id, item: e.item });
  }
};

/**
 * The free squares nearest to `[x, y]`, nearest first: first by steps through the map as units walk it (doors open or
 * not), then, if those run out, by straight distance. Ties go in square order.
 */
function nearestFree(draft: Draft, x: number, y: number, count: number): number[] {
  const board = draft.state.setup.board;
  const start = squareIndex(board, x, y);
  if (start < 0) return [];
  const out: number[] = [];
  const seen = new Uint8Array(board.areas.length);
  const everyDoorOpen = board.doors.map(() => true);
  seen[start] = 1;
  let frontier = [start];
  while (frontier.length > 0 && out.length < count) {
    for (const i of frontier.slice().sort((a, b) => a - b)) if (out.length < count && freeSquare(draft, i)) out.push(i);
    const next: number[] = [];
    for (const i of frontier) {
      for (const n of neighbours(board, i)) {
        if (seen[n] || !canCross(board, everyDoorOpen, i, n)) continue;
        seen[n] = 1;
        next.push(n);
      }
    }
    frontier = next;
  }
  if (out.length < count) {
    const w = board.width;
    const rest = board.areas
      .map((_, i) => i)
      .filter((i) => !out.includes(i) && freeSquare(draft, i))
      .sort((a, b) => Math.abs((a % w) - x) + Math.abs(Math.floor(a / w) - y) - (Math.abs((b % w) - x) + Math.abs(Math.floor(b / w) - y)) || a - b);
    out.push(...rest.slice(0, count - out.length));
  }
  return out;
}

const spawn: Handler<'spawn'> = (draft, e) => {
  const s = draft.state;
  const kind = s.setup.creatures.find((c) => c.id === e.kind);
  if (!kind) {
    skip(draft, e, null, 'absent');
    return;
  }
  // the ruleset module may need numbers of its own for a creature to play (d20: at the mission's tier)
  const module = moduleOf(s);
  if ((module.creatureProblem?.(s.setup, kind) ?? null) !== null) {
    skip(draft, e, null, 'ruleset');
    return;
  }
  const w = s.setup.board.width;
  const squares = nearestFree(draft, e.x, e.y, e.count);
  for (const i of squares) {
    const id = `m${s.units.filter((u) => u.side === 'master').length + 1}`;
    const base = creatureUnit(id, kind, i % w, Math.floor(i / w), null);
    const unit = { ...base, ...module.creaturePiece?.(s.setup, kind) };
    draft.addUnit(unit);
    draft.emit({ type: 'spawned', unit: id, kind: kind.id, x: unit.x, y: unit.y });
  }
  if (squares.length < e.count) skip(draft, e, null, 'no_space');
};

const reveal: Handler<'reveal'> = (draft, e) => {
  if (!draft.state.setup.board.rooms.some((r) => r.id === e.room)) return skip(draft, e, null, 'no_room');
  draft.revealRoom(e.room);
};

/** Draws the top card of a deck (reshuffling the played cards when the pile is empty) and runs its effects. */
export function drawCard(draft: Draft, deckId: string, ctx: EffectContext, effect: Effect | null): boolean {
  const s = draft.state;
  const deck = s.setup.decks.find((d) => d.id === deckId);
  let pile = Object.hasOwn(s.decks, deckId) ? s.decks[deckId] : undefined;
  if (!deck || !pile) {
    if (effect) skip(draft, effect, null, 'absent');
    return false;
  }
  if (pile.draw.length === 0 && pile.discard.length > 0) {
    pile = { draw: shuffleDeck(draft.rng, pile.discard), discard: [] };
    draft.emit({ type: 'deck_shuffled', deck: deckId });
  }
  if (pile.draw.length === 0) {
    if (effect) skip(draft, effect, null, 'empty');
    return false;
  }
  const [cardId, ...rest] = pile.draw;
  const card = deck.cards.find((c) => c.id === cardId)!;
  draft.state.decks = { ...s.decks, [deckId]: { draw: rest, discard: [...pile.discard, cardId!] } };
  draft.emit({ type: 'card_drawn', deck: deckId, card: card.id, name: card.name, text: card.text });
  if (ctx.depth < MAX_DRAW_DEPTH) runEffects(draft, card.effects, { ...ctx, source: { kind: 'card', id: card.id, element: null }, depth: ctx.depth + 1 });
  return true;
}

const draw: Handler<'draw'> = (draft, e, ctx) => {
  drawCard(draft, e.deck, ctx, e);
};

const end: Handler<'end'> = (draft, e) => {
  endGame(draft, e.winner, 'effect');
};

const message: Handler<'message'> = (draft, e) => {
  draft.emit({ type: 'message', text: e.text });
};

const custom: Handler<'custom'> = (draft, e) => {
  const id = draft.state.nextPending;
  draft.state.nextPending = id + 1;
  draft.state.pending = [...draft.state.pending, { id, text: e.text }];
  draft.emit({ type: 'custom', id, text: e.text });
};

/** Every brick type's handler, by name. */
export const HANDLERS: { [T in EffectType]: Handler<T> } = {
  damage,
  heal,
  revive,
  restore,
  stat,
  status,
  teleport,
  skip_turn: skipTurn,
  gold,
  item,
  spawn,
  reveal,
  draw,
  end,
  message,
  custom,
};

/** The seat that plays a unit: its own seat for a hero, the master for a creature. */
export function controllerOf(unit: Unit): string {
  return unit.side === 'heroes' ? unit.id : MASTER;
}

/** The room id a unit stands in, or null in a corridor. */
export function roomOf(draft: Draft, unit: Unit): string | null {
  const board = draft.state.setup.board;
  return roomIdOf(board, board.areas[unit.y * board.width + unit.x]!);
}
