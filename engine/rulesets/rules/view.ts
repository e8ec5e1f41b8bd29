/**
 * What the `rules` module adds to a seat's view (`View.rules`), for the card and the dice tray: the document's names
 * (attributes, resources, derived stats, conditions, action types, damage types), the board settings, the turn order,
 * and for each piece the seat can see the stats worked out now — attribute scores and modifiers, each resource with
 * its floor and maximum, derived stats, conditions, level, experience, stance and the action types left this turn.
 * @module
 */
import { isRuleFailure } from './guard.ts';
import type { RulesActor } from './document/actor.ts';
import type { Stats } from './document/stats.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { actionRefusal } from './document/turns.ts';
import { computeStats } from './document/stats.ts';
import { Rng } from '../../core/rng.ts';
import type { GameState, SeatId, Unit } from '../../core/types.ts';
import { isUnitVisibleTo } from '../../core/view.ts';
import { scratchWorld } from './bridge.ts';
import { pieceOf, type RulesPiece } from './piece.ts';
import { rulesIn, settingsIn } from './settings.ts';
import { spellsView } from './spells.ts';
import { turnOrder } from './turns.ts';
import type { RulesName, RulesPieceView, RulesView } from './view-types.ts';

export { isRulesView, type RulesName, type RulesPieceView, type RulesView } from './view-types.ts';

const names = (list: readonly { id: string; name: string }[]): RulesName[] => list.map((e) => ({ id: e.id, name: e.name }));

/**
 * The stats of `actor`, or every stat 0 when a formula of the document fails on its numbers (guard.ts): a view is
 * always built, so a room stays readable while the master fixes the ruleset.
 */
function statsOrZero(rules: Rules, actor: RulesActor, rng: Rng): Stats {
  try {
    return computeStats(rules, actor, rng);
  } catch (e) {
    if (!isRuleFailure(e)) throw e;
    const zero = (ids: readonly { id: string }[]) => Object.fromEntries(ids.map((x) => [x.id, 0]));
    return {
      attr: zero(rules.attributes),
      mod: zero(rules.attributes),
      resMin: zero(rules.resources),
      resMax: zero(rules.resources),
      derived: zero(rules.derivedStats),
      proficiency: 0,
      attackMod: 0,
      castingMod: 0,
    };
  }
}

/** A piece's part of the view, made once per unit (units are never changed in place) and per game setup. */
const pieceViews = new WeakMap<Unit, { setup: GameState['setup']; view: RulesPieceView }>();

/** The document's names and dice in the view, made once per document. */
const documentViews = new WeakMap<
  Rules,
  Pick<
    RulesView,
    'vitalResource' | 'checkDice' | 'attributes' | 'resources' | 'derivedStats' | 'conditions' | 'actionTypes' | 'damageTypes' | 'opportunities' | 'stances'
  >
>();

/**
 * The part of the view of `unit` (with its `piece`): its stats worked out now. Derived stats with dice in them would
 * roll: each piece rolls its own fixed dice, never the game's, so its numbers are the same in every seat's view.
 */
function pieceView(state: GameState, unit: Unit, piece: RulesPiece): RulesPieceView {
  const known = pieceViews.get(unit);
  if (known && known.setup === state.setup) return known.view;
  const rules: Rules = rulesIn(state);
  const world = scratchWorld(rules);
  const actor = { ...piece.actor, id: unit.id };
  const stats = statsOrZero(rules, actor, new Rng([5, 6, 7, 8]));
  const view: RulesPieceView = {
    level: actor.level,
    xp: actor.xp,
    stance: piece.stance,
    initiative: piece.initiative,
    attributes: Object.fromEntries(rules.attributes.map((a) => [a.id, { score: stats.attr[a.id]!, mod: stats.mod[a.id]! }])),
    resources: Object.fromEntries(
      rules.resources.map((r) => [r.id, { value: actor.resources[r.id] ?? 0, min: stats.resMin[r.id]!, max: stats.resMax[r.id]! }]),
    ),
    derived: { ...stats.derived },
    conditions: actor.conditions.map((c) => ({ id: c.id, duration: c.duration, magnitude: c.magnitude })),
    actionsLeft: Object.fromEntries(rules.actionTypes.map((t) => [t.id, actionRefusal(world, actor, t.id) === null ? t.perTurn - (actor.used[t.id] ?? 0) : 0])),
    weapon: piece.weapon ? { damage: piece.weapon.damage, damageType: piece.weapon.damageType, reach: piece.weapon.reach } : null,
    abilities: piece.abilities.map((a) => ({
      id: a.id,
      name: a.name,
      actionType: a.actionType ?? settingsIn(state.setup).abilityAction,
      range: a.range ?? 1,
      target: a.target ?? 'foe',
    })),
    squares: piece.squares,
    spells: spellsView(rules, piece, stats.resMax),
    ...(piece.sensing ? { posture: piece.sensing.stance } : {}),
  };
  pieceViews.set(unit, { setup: state.setup, view });
  return view;
}

function documentView(rules: Rules): NonNullable<ReturnType<typeof documentViews.get>> {
  let view = documentViews.get(rules);
  if (!view) {
    view = {
      vitalResource: rules.vitalResource,
      checkDice: rules.resolution.checkDice,
      attributes: rules.attributes.map((a) => ({ id: a.id, name: a.name, abbrev: a.abbrev })),
      resources: names(rules.resources),
      derivedStats: names(rules.derivedStats),
      conditions: rules.conditions.map((c) => ({ id: c.id, name: c.name, description: c.description })),
      actionTypes: rules.actionTypes.map((t) => ({ id: t.id, name: t.name, perTurn: t.perTurn })),
      damageTypes: names(rules.damageTypes),
      opportunities: names(rules.opportunities),
      ...(rules.stances.length > 0 ? { stances: rules.stances.map((x) => ({ id: x.id, name: x.name, speedMultiplier: x.speedMultiplier })) } : {}),
    };
    documentViews.set(rules, view);
  }
  return view;
}

/** The view's `rules` part for `seat` (see the module). */
export function rulesView(state: GameState, seat: SeatId): RulesView {
  const pieces: Record<string, RulesPieceView> = {};
  for (const unit of state.units) {
    const piece = pieceOf(unit);
    if (piece && isUnitVisibleTo(state, seat, unit)) pieces[unit.id] = pieceView(state, unit, piece);
  }
  // the settings alone: the module's data also holds the mission's NPCs, some perhaps in rooms not yet found
  const { defenceStat, squareSize, attackAction, abilityAction, moveAction } = settingsIn(state.setup);
  return {
    module: 'rules',
    settings: { defenceStat, squareSize, attackAction, abilityAction, moveAction },
    ...documentView(rulesIn(state)),
    // the wrapper's translation table, for the element to name entries in its reader's language
    ...(state.setup.ruleset.names ? { names: state.setup.ruleset.names } : {}),
    order: turnOrder(state)
      .filter((u) => isUnitVisibleTo(state, seat, u))
      .map((u) => u.id),
    pieces,
  };
}
