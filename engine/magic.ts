/**
 * Spells, items, Teach, cards and custom effects (spec 000, "Magie, oggetti, carte"): which targets are legal and
 * what each action does. `apply` and `legalActions` both ask this module, so the two cannot disagree.
 * @module
 */
import { TARGETED_EFFECT_TYPES, type Effect, type Item, type Spell } from '../content/schemas/index.ts';
import { adjacent } from './board.ts';
import type { Draft } from './draft.ts';
import { drawCard, needsChosen, runEffects } from './effects.ts';
import { inClearLine } from './line.ts';
import { reject } from './reject.ts';
import { takeAction } from './acting.ts';
import { isUnitVisibleTo } from './view.ts';
import type { GameState, Unit } from './types.ts';

/** Whether casting `spell` names a target: its range is not `self` and one of its bricks acts on the chosen unit. */
export function spellNeedsTarget(spell: Spell): boolean {
  return spell.range !== 'self' && needsChosen(spell.effects);
}

/** Whether using `item` names a target (one of its bricks acts on the chosen unit). */
export function itemNeedsTarget(item: Item): boolean {
  return needsChosen(item.effects);
}

function isAdjacent(state: GameState, a: Unit, b: Unit): boolean {
  const w = state.setup.board.width;
  return adjacent(state.setup.board, state.doorsOpen, a.y * w + a.x, b.y * w + b.x);
}

/**
 * Whom the chosen bricks of a spell or item are meant for: `foes` when any of them harms (damage, a status, a lost
 * turn, a lowered stat), `friends` when all of them help (healing, a raised stat, gold, an item), else `anyone`.
 */
export function meantFor(effects: readonly Effect[]): 'foes' | 'friends' | 'anyone' {
  const chosen = effects.filter((e) => TARGETED_EFFECT_TYPES.has(e.type) && e.type !== 'draw' && ((e as { target?: string }).target ?? 'chosen') === 'chosen');
  if (chosen.length === 0) return 'anyone';
  const harms = (e: Effect) => e.type === 'damage' || e.type === 'status' || e.type === 'skip_turn' || (e.type === 'stat' && e.delta < 0);
  const helps = (e: Effect) => e.type === 'heal' || e.type === 'gold' || e.type === 'item' || (e.type === 'stat' && e.delta > 0);
  if (chosen.some(harms)) return 'foes';
  return chosen.every(helps) ? 'friends' : 'anyone';
}

/** Whether `target` suits bricks meant for `who`, used by `actor`. */
function suits(who: ReturnType<typeof meantFor>, actor: Unit, target: Unit): boolean {
  return who === 'anyone' || (who === 'foes') === (target.side !== actor.side);
}

/**
 * The living units `caster` may aim `spell` at: by range, `adjacent` (orthogonally, no wall between), `line` (a clear
 * straight line, see `inClearLine`), `self` (the caster), `any` (every unit the caster can see); and by intent (see
 * {@link meantFor}): a harmful spell at foes, a helpful one at companions.
 */
export function spellTargets(state: GameState, caster: Unit, spell: Spell): Unit[] {
  if (spell.range === 'self') return [caster];
  const who = meantFor(spell.effects);
  return state.units.filter((u) => {
    if (!u.alive || !isUnitVisibleTo(state, caster.id, u) || !suits(who, caster, u)) return false;
    switch (spell.range) {
      case 'adjacent':
        return isAdjacent(state, caster, u);
      case 'line':
        return inClearLine(state, caster, u);
      case 'any':
        return true;
    }
  });
}

/**
 * The living units `user` may use `item` on: itself and the units adjacent to it — only companions for a helpful item
 * (a potion), only foes for a harmful one (a flask of fire).
 */
export function itemTargets(state: GameState, user: Unit, item: Item): Unit[] {
  const who = meantFor(item.effects);
  return state.units.filter((u) => u.alive && (u.id === user.id || isAdjacent(state, user, u)) && suits(who, user, u));
}

/**
 * The chosen unit of a spell or item, which must be among `legal`. A unit the actor cannot see is answered exactly like
 * one that does not exist, so that errors never tell a hero what hides in unrevealed rooms.
 */
function chosenTarget(draft: Draft, actor: Unit, id: string | undefined, needed: boolean, legal: Unit[]): Unit | null {
  if (id === undefined) {
    if (needed) reject('no_target', 'choose a target');
    return null;
  }
  const t = legal.find((u) => u.id === id);
  if (t) return t;
  const unit = draft.unit(id);
  if (!unit || !unit.alive || !isUnitVisibleTo(draft.state, actor.id, unit)) reject('unknown_unit', `no living unit "${id}" in sight`);
  reject('out_of_range', `${id} is not a target in range`);
}

/** A hero casts a spell it knows (uses left), as its action. */
export function cast(draft: Draft, hero: Unit, spellId: string, targetId: string | undefined): void {
  const spell = draft.state.setup.spells.find((s) => s.id === spellId);
  const known = hero.spells.find((s) => s.id === spellId);
  if (!spell || !known) reject('unknown_spell', `${hero.id} does not know the spell "${spellId}"`);
  if (known.uses <= 0) reject('no_uses', `"${spellId}" has no uses left`);
  if (draft.state.turn!.acted) reject('already_acted', 'one action per turn');
  const target = chosenTarget(draft, hero, spell.range === 'self' ? (targetId ?? hero.id) : targetId, spellNeedsTarget(spell), spellTargets(draft.state, hero, spell));
  takeAction(draft);
  const caster = draft.updateUnit(hero.id, { spells: hero.spells.map((s) => (s.id === spellId ? { ...s, uses: s.uses - 1 } : s)) });
  draft.emit({ type: 'spell_cast', unit: hero.id, spell: spellId, target: target?.id ?? null });
  runEffects(draft, spell.effects, { actor: caster, chosen: target, source: { kind: 'spell', id: spell.id, element: spell.element }, depth: 0 });
}

/** A hero uses an item with effects from its inventory, as its action; a consumable one leaves the inventory. */
export function useItem(draft: Draft, hero: Unit, itemId: string, targetId: string | undefined): void {
  const item = draft.state.setup.items.find((i) => i.id === itemId);
  if (!item || !hero.items.includes(itemId)) reject('unknown_item', `${hero.id} carries no "${itemId}"`);
  if (item.effects.length === 0) reject('no_effect', `"${itemId}" cannot be used`);
  if (draft.state.turn!.acted) reject('already_acted', 'one action per turn');
  const target = chosenTarget(draft, hero, targetId, false, itemTargets(draft.state, hero, item));
  takeAction(draft);
  let user = hero;
  if (item.consumable) {
    const i = hero.items.indexOf(itemId);
    user = draft.updateUnit(hero.id, { items: [...hero.items.slice(0, i), ...hero.items.slice(i + 1)] });
  }
  draft.emit({ type: 'item_used', unit: hero.id, item: itemId, target: target?.id ?? null, consumed: item.consumable });
  runEffects(draft, item.effects, { actor: user, chosen: target, source: { kind: 'item', id: item.id, element: null }, depth: 0 });
}

/** The master teaches a hero a spell (Insegna), with the spell's full uses. */
export function teach(draft: Draft, heroId: string, spellId: string): void {
  const hero = draft.unit(heroId);
  if (!hero || hero.side !== 'heroes' || hero.npc || !hero.alive) reject('unknown_unit', `no living hero "${heroId}"`);
  const spell = draft.state.setup.spells.find((s) => s.id === spellId);
  if (!spell) reject('unknown_spell', `no spell "${spellId}"`);
  if (hero.spells.some((s) => s.id === spellId)) reject('already_known', `${heroId} already knows "${spellId}"`);
  draft.updateUnit(hero.id, { spells: [...hero.spells, { id: spellId, uses: spell.uses }] });
  draft.emit({ type: 'spell_taught', unit: hero.id, spell: spellId });
}

/** The master plays the top card of a deck; `targetId` is the unit its chosen bricks act on. */
export function playCard(draft: Draft, deckId: string, targetId: string | undefined): void {
  const pile = Object.hasOwn(draft.state.decks, deckId) ? draft.state.decks[deckId] : undefined;
  if (!pile) reject('unknown_deck', `no deck "${deckId}"`);
  if (pile.draw.length === 0 && pile.discard.length === 0) reject('empty_deck', `deck "${deckId}" has no cards`);
  let chosen: Unit | null = null;
  if (targetId !== undefined) {
    chosen = draft.unit(targetId) ?? null;
    if (!chosen || !chosen.alive) reject('unknown_unit', `no living unit "${targetId}"`);
  }
  drawCard(draft, deckId, { actor: null, chosen, source: { kind: 'card', id: deckId, element: null }, depth: 0 }, null);
}

/** The master marks a pending custom effect as resolved. */
export function resolveCustom(draft: Draft, id: number): void {
  if (!draft.state.pending.some((p) => p.id === id)) reject('unknown_custom', `no pending custom effect ${id}`);
  draft.state.pending = draft.state.pending.filter((p) => p.id !== id);
  draft.emit({ type: 'custom_resolved', id });
}
