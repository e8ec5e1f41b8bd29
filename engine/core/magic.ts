/**
 * Spells, items, Teach, cards and custom effects (spec 000, "Magie, oggetti, carte"): which targets are legal and
 * what each action does. `apply` and `legalActions` both ask this module, so the two cannot disagree.
 * @module
 */
import { moduleOf } from './registry.ts';
import { TARGETED_EFFECT_TYPES, type Effect, type Item, type Spell } from '../../content/schemas/index.ts';
import { withinReach } from './footprint.ts';
import type { Draft } from './draft.ts';
import { drawCard, needsChosen, revivable, runEffects } from './effects.ts';
import { inClearLine } from './line.ts';
import { reject } from './reject.ts';
import { actedRefusal, takeAction } from './acting.ts';
import { isUnitVisibleTo } from './view.ts';
import { MASTER, type GameError, type GameState, type Unit } from './types.ts';

/** Whether casting `spell` names a target: its range is not `self` and one of its bricks acts on the chosen unit. */
export function spellNeedsTarget(spell: Spell): boolean {
  return spell.range !== 'self' && needsChosen(spell.effects);
}

/** Whether using `item` names a target (one of its bricks acts on the chosen unit). */
export function itemNeedsTarget(item: Item): boolean {
  return needsChosen(item.effects);
}

function isAdjacent(state: GameState, a: Unit, b: Unit): boolean {
  return withinReach(state, a, b, 1);
}

/**
 * Whom the chosen bricks of a spell or item are meant for: `foes` when any of them harms (damage, a status, a lost
 * turn, a lowered stat), `friends` when all of them help (healing, a raised stat, gold, an item), else `anyone`.
 */
export function meantFor(effects: readonly Effect[]): 'foes' | 'friends' | 'anyone' {
  const chosen = effects.filter((e) => TARGETED_EFFECT_TYPES.has(e.type) && e.type !== 'draw' && ((e as { target?: string }).target ?? 'chosen') === 'chosen');
  if (chosen.length === 0) return 'anyone';
  const harms = (e: Effect) =>
    e.type === 'damage' || (e.type === 'status' && e.status !== 'guard') || e.type === 'skip_turn' || (e.type === 'stat' && e.delta < 0);
  const helps = (e: Effect) =>
    e.type === 'heal' ||
    e.type === 'revive' ||
    e.type === 'restore' ||
    e.type === 'gold' ||
    e.type === 'item' ||
    (e.type === 'stat' && e.delta > 0) ||
    (e.type === 'status' && e.status === 'guard');
  if (chosen.some(harms)) return 'foes';
  return chosen.every(helps) ? 'friends' : 'anyone';
}

/** Whether `target` suits bricks meant for `who`, used by `actor`. */
function suits(who: ReturnType<typeof meantFor>, actor: Unit, target: Unit): boolean {
  return who === 'anyone' || (who === 'foes') === (target.side !== actor.side);
}

/**
 * Whether a d20 spell has anything to do (spec 003: "Healing and resource effects skip ineligible/full targets ...
 * Rejected actions do not consume mana"): a spell of only heals, revives and restores needs one target it would
 * change — a living wounded (or poisoned) unit to heal, a fallen hero to revive (its square free), a unit short of
 * mana to restore.
 */
function spellHasWork(state: GameState, caster: Unit, spell: Spell, chosen: Unit | null): boolean {
  const mending = ['heal', 'revive', 'restore'];
  if (!spell.effects.every((e) => mending.includes(e.type))) return true;
  return spell.effects.some((e) => {
    const target = (e as { target?: string }).target ?? (chosen ? 'chosen' : 'self');
    const units =
      target === 'chosen'
        ? chosen
          ? [chosen]
          : []
        : target === 'self'
          ? [caster]
          : target === 'all_heroes'
            ? state.units.filter((u) => u.side === 'heroes' && !u.npc)
            : state.units.filter((u) => u.side === 'master' && !u.npc);
    return units.some((u) => {
      // a fallen hero whose square a living unit holds cannot come back (the brick would be skipped, the mana spent)
      if (e.type === 'revive') return revivable(state, u);
      if (!u.alive) return false;
      if (e.type === 'restore') {
        const r = moduleOf(state).resourceOf?.(u) ?? null;
        return r !== null && r.value < r.max;
      }
      return u.body < u.maxBody || u.statuses.some((s) => s.status === 'poison');
    });
  });
}

/**
 * The living units `caster` may aim `spell` at: by range, `adjacent` (orthogonally, no wall between), `line` (a clear
 * straight line, see `inClearLine`), `self` (the caster), `any` (every unit the caster can see); and by intent (see
 * {@link meantFor}): a harmful spell at foes, a helpful one at companions.
 */
export function spellTargets(state: GameState, caster: Unit, spell: Spell): Unit[] {
  if (spell.range === 'self') return [caster];
  const who = meantFor(spell.effects);
  // a revive is aimed at a fallen hero, every other spell at the living
  const revives = spell.effects.some((e) => e.type === 'revive' && (e.target ?? 'chosen') === 'chosen');
  return state.units.filter((u) => {
    if (revives ? u.alive || u.side !== 'heroes' || u.npc : !u.alive) return false;
    if (!isUnitVisibleTo(state, caster.id, u) || !suits(who, caster, u)) return false;
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

/** No units (the targets of an action that names none). */
const NONE: readonly Unit[] = [];

/**
 * Why `id` may not be the chosen unit of a spell or item, which must be among `legal`, or null (with the unit in
 * `chosen.unit`, null when none is named). A unit the actor cannot see is answered exactly like one that does not
 * exist, so that errors never tell a hero what hides in unrevealed rooms.
 */
function targetRefusal(
  state: GameState,
  actor: Unit,
  id: string | undefined,
  needed: boolean,
  legal: readonly Unit[],
  chosen: { unit: Unit | null },
): GameError | null {
  chosen.unit = null;
  if (id === undefined) return needed ? { code: 'no_target', message: 'choose a target' } : null;
  for (const u of legal) if (u.id === id) return ((chosen.unit = u), null);
  const unit = state.units.find((u) => u.id === id);
  if (!unit || !isUnitVisibleTo(state, actor.id, unit)) return { code: 'unknown_unit', message: `no living unit "${id}" in sight` };
  if (!unit.alive) return { code: 'unknown_unit', message: `"${id}" has fallen` };
  return {
    code: 'out_of_range',
    message: `${id} is not a target of this: out of its range, or not meant for ${unit.side === actor.side ? 'a companion' : 'a foe'}`,
  };
}

/** What a cast of `spell` costs of the caster's resource under the game's ruleset module (d20: its mana `cost`), else null (it spends uses). */
function costOf(state: GameState, spell: Spell): number | null {
  return moduleOf(state).spellCost?.(spell) ?? null;
}

/**
 * Why `hero` cannot cast `spell` (known) at `target` now, as a rejection code and message, or null when it can: no
 * uses left, or (d20) not enough mana, or (unless `checkWork` is false) a mending spell with nothing to mend.
 * Targets' range is checked apart.
 */
export function castRefusal(
  state: GameState,
  hero: Unit,
  spell: Spell,
  target: Unit | null,
  checkWork = true,
): { code: 'no_uses' | 'no_resource' | 'no_effect'; message: string } | null {
  const known = hero.spells.find((s) => s.id === spell.id);
  // under a d20 ruleset a spell with a cost spends mana instead of uses (spec 003's spell table)
  const cost = costOf(state, spell);
  if (cost === null && (known?.uses ?? 0) <= 0) return { code: 'no_uses', message: `"${spell.id}" has no uses left` };
  if (cost !== null) {
    const r = moduleOf(state).resourceOf?.(hero) ?? null;
    if (r === null || r.value < cost) return { code: 'no_resource', message: `"${spell.id}" costs ${cost} ${r?.id ?? 'mana'}` };
  }
  if (checkWork && cost !== null && !spellHasWork(state, hero, spell, target)) return { code: 'no_effect', message: `"${spell.id}" would do nothing now` };
  return null;
}

/**
 * Why `hero` may not cast `spellId` at `targetId` now, or null when it may (with the chosen unit in `chosen.unit`):
 * the check `cast` runs before it changes anything, and the one `legalActions` reads. `targets` is
 * `spellTargets(state, hero, spell)` when the caller has it already.
 */
export function spellRefusal(
  state: GameState,
  hero: Unit,
  spellId: string,
  targetId: string | undefined,
  chosen: { unit: Unit | null } = { unit: null },
  targets?: readonly Unit[],
): GameError | null {
  const spell = state.setup.spells.find((s) => s.id === spellId);
  const known = hero.spells.find((s) => s.id === spellId);
  if (!spell || !known) return { code: 'unknown_spell', message: `${hero.id} does not know the spell "${spellId}"` };
  // a target is named exactly when the spell needs one: one action, one way to send it
  if (targetId !== undefined && !spellNeedsTarget(spell)) return { code: 'bad_action', message: `"${spellId}" takes no target` };
  // uses and cost first (whether it would do anything is asked of the chosen target, below)
  const early = castRefusal(state, hero, spell, null, false);
  if (early) return early;
  const acted = actedRefusal(state);
  if (acted) return acted;
  // a revive names a fallen hero: one still standing has nothing to be brought back from
  const named = targetId === undefined ? undefined : state.units.find((u) => u.id === targetId);
  if (named?.alive && spell.effects.some((e) => e.type === 'revive') && isUnitVisibleTo(state, hero.id, named))
    return { code: 'no_effect', message: `${targetId} is alive: "${spellId}" brings back the fallen` };
  const id = spell.range === 'self' ? (targetId ?? hero.id) : targetId;
  // the targets are searched only when one is named
  const wrong = targetRefusal(state, hero, id, spellNeedsTarget(spell), id === undefined ? NONE : (targets ?? spellTargets(state, hero, spell)), chosen);
  if (wrong) return wrong;
  return castRefusal(state, hero, spell, chosen.unit);
}

/** A hero casts a spell it knows (uses left; under a d20 ruleset, mana for its cost), as its action. */
export function cast(draft: Draft, hero: Unit, spellId: string, targetId: string | undefined): void {
  const chosen = { unit: null as Unit | null };
  const refusal = spellRefusal(draft.state, hero, spellId, targetId, chosen);
  if (refusal) reject(refusal.code, refusal.message);
  const spell = draft.state.setup.spells.find((s) => s.id === spellId)!;
  const cost = costOf(draft.state, spell);
  const target = chosen.unit;
  takeAction(draft);
  let caster = draft.updateUnit(hero.id, { spells: hero.spells.map((s) => (s.id === spellId && cost === null ? { ...s, uses: s.uses - 1 } : s)) });
  if (cost !== null && cost > 0) {
    const module = moduleOf(draft.state);
    const r = module.resourceOf!(caster)!;
    module.setResource!(draft, caster, r.value - cost);
    caster = draft.unit(hero.id)!;
    draft.emit({ type: 'resource_changed', unit: hero.id, resource: r.id, delta: -cost, value: r.value - cost });
  }
  draft.emit({ type: 'spell_cast', unit: hero.id, spell: spellId, target: target?.id ?? null });
  runEffects(draft, spell.effects, { actor: caster, chosen: target, source: { kind: 'spell', id: spell.id, element: spell.element }, depth: 0 });
}

/**
 * Why `hero` may not use `itemId` on `targetId` now, or null when it may (with the chosen unit in `chosen.unit`):
 * the check `useItem` runs before it changes anything, and the one `legalActions` reads. `targets` is
 * `itemTargets(state, hero, item)` when the caller has it already.
 */
export function itemRefusal(
  state: GameState,
  hero: Unit,
  itemId: string,
  targetId: string | undefined,
  chosen: { unit: Unit | null } = { unit: null },
  targets?: readonly Unit[],
): GameError | null {
  const item = state.setup.items.find((i) => i.id === itemId);
  if (!item || !hero.items.includes(itemId)) return { code: 'unknown_item', message: `${hero.id} carries no "${itemId}"` };
  if (item.effects.length === 0) return { code: 'no_effect', message: `"${itemId}" cannot be used` };
  // a target is named exactly when the item needs one (a potion names whom it heals, the user too)
  const needed = itemNeedsTarget(item);
  if (targetId !== undefined && !needed) return { code: 'bad_action', message: `"${itemId}" takes no target` };
  const acted = actedRefusal(state);
  if (acted) return acted;
  return targetRefusal(state, hero, targetId, needed, targetId === undefined ? NONE : (targets ?? itemTargets(state, hero, item)), chosen);
}

/** A hero uses an item with effects from its inventory, as its action; a consumable one leaves the inventory. */
export function useItem(draft: Draft, hero: Unit, itemId: string, targetId: string | undefined): void {
  const chosen = { unit: null as Unit | null };
  const refusal = itemRefusal(draft.state, hero, itemId, targetId, chosen);
  if (refusal) reject(refusal.code, refusal.message);
  const item = draft.state.setup.items.find((i) => i.id === itemId)!;
  const target = chosen.unit;
  takeAction(draft);
  let user = hero;
  if (item.consumable) {
    const i = hero.items.indexOf(itemId);
    user = draft.updateUnit(hero.id, { items: [...hero.items.slice(0, i), ...hero.items.slice(i + 1)] });
  }
  draft.emit({ type: 'item_used', unit: hero.id, item: itemId, target: target?.id ?? null, consumed: item.consumable });
  runEffects(draft, item.effects, { actor: user, chosen: target, source: { kind: 'item', id: item.id, element: null }, depth: 0 });
}

/**
 * Why the master may not teach `heroId` the spell `spellId` (no such living hero, no such spell, or known already),
 * or null when it may. A value, so that `legalActions` reads it for every hero and spell without trying each.
 */
export function teachRefusal(
  state: GameState,
  heroId: string,
  spellId: string,
): { code: 'unknown_unit' | 'unknown_spell' | 'already_known'; message: string } | null {
  const hero = state.units.find((u) => u.id === heroId);
  const pupil = pupilRefusal(hero, heroId);
  if (pupil || !hero) return pupil;
  if (!state.setup.spells.some((s) => s.id === spellId)) return { code: 'unknown_spell', message: `no spell "${spellId}"` };
  return knownSpellRefusal(hero, spellId);
}

/** Why the unit `hero` (named `heroId`; undefined when there is none) may not be taught any spell: not a living hero. */
export function pupilRefusal(hero: Unit | undefined, heroId: string): { code: 'unknown_unit'; message: string } | null {
  return !hero || hero.side !== 'heroes' || hero.npc || !hero.alive ? { code: 'unknown_unit', message: `no living hero "${heroId}"` } : null;
}

/** Why `hero` may not be taught the game's spell `spellId`: it knows it already. */
export function knownSpellRefusal(hero: Unit, spellId: string): { code: 'already_known'; message: string } | null {
  return hero.spells.some((s) => s.id === spellId) ? { code: 'already_known', message: `${hero.id} already knows "${spellId}"` } : null;
}

/** The master teaches a hero a spell (Insegna), with the spell's full uses. */
export function teach(draft: Draft, heroId: string, spellId: string): void {
  const refusal = teachRefusal(draft.state, heroId, spellId);
  if (refusal) reject(refusal.code, refusal.message);
  const hero = draft.unit(heroId)!;
  const spell = draft.state.setup.spells.find((s) => s.id === spellId)!;
  draft.updateUnit(hero.id, { spells: [...hero.spells, { id: spellId, uses: spell.uses }] });
  draft.emit({ type: 'spell_taught', unit: hero.id, spell: spellId });
}

/** Why the master may not play a card of deck `deckId` (no such deck, or no cards in it), or null when it may. */
export function playCardRefusal(state: GameState, deckId: string): { code: 'unknown_deck' | 'empty_deck'; message: string } | null {
  const pile = Object.hasOwn(state.decks, deckId) ? state.decks[deckId] : undefined;
  if (!pile) return { code: 'unknown_deck', message: `no deck "${deckId}"` };
  if (pile.draw.length === 0 && pile.discard.length === 0) return { code: 'empty_deck', message: `deck "${deckId}" has no cards` };
  return null;
}

/** The master plays the top card of a deck; `targetId` is the unit its chosen bricks act on. */
export function playCard(draft: Draft, deckId: string, targetId: string | undefined): void {
  const refusal = playCardRefusal(draft.state, deckId);
  if (refusal) reject(refusal.code, refusal.message);
  let chosen: Unit | null = null;
  if (targetId !== undefined) {
    chosen = draft.unit(targetId) ?? null;
    if (!chosen || !chosen.alive || !isUnitVisibleTo(draft.state, MASTER, chosen)) reject('unknown_unit', `no living unit "${targetId}"`);
  }
  drawCard(draft, deckId, { actor: null, chosen, source: { kind: 'card', id: deckId, element: null }, depth: 0 }, null);
}

/** Why the master may not resolve custom effect `id` (none such is pending), or null when it may. */
export function resolveRefusal(state: GameState, id: number): { code: 'unknown_custom'; message: string } | null {
  return state.pending.some((p) => p.id === id) ? null : { code: 'unknown_custom', message: `no pending custom effect ${id}` };
}

/** The master marks a pending custom effect as resolved. */
export function resolveCustom(draft: Draft, id: number): void {
  const refusal = resolveRefusal(draft.state, id);
  if (refusal) reject(refusal.code, refusal.message);
  draft.state.pending = draft.state.pending.filter((p) => p.id !== id);
  draft.emit({ type: 'custom_resolved', id });
}
