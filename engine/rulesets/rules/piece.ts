/**
 * A piece under the `rules` module: what a hero, creature or mission NPC document's `rules` numbers become on the
 * board (`RulesPiece`, kept in `Unit.ext`), and the problems of those numbers against the ruleset's document.
 * @module
 */
import { ownValue } from '../../../content/own.ts';
import type { LocalizedText } from '../../../content/schemas/index.ts';
import type { RulesAbility, RulesPieceDoc } from '../../../content/schemas/rules-piece.ts';
import type { DispositionStance } from '../../../content/schemas/rules/encounters.ts';
import type { Rules } from '../../../content/schemas/rules/rules.ts';
import { didYouMean, quote } from '../../../content/schemas/rules/suggest.ts';
import type { RulesIssue } from '../../../content/schemas/rules/issues.ts';
import { diceNotationError } from '../../core/dice-notation.ts';
import { checkEffects } from '../../dsl/check.ts';
import { ruleIdsOf } from '../../dsl/rules.ts';
import { SCOPES } from '../../dsl/scope.ts';
import type { RulesActor } from './document/actor.ts';
import { addActor } from './document/create.ts';
import { stanceOf } from './document/disposition.ts';
import { baseStats } from './document/stats.ts';
import { createWorld } from './document/world.ts';
import { Rng, seedRng } from '../../core/rng.ts';
import type { Unit } from '../../core/types.ts';
import type { RulesSettings } from './settings.ts';
import { gearIssues, itemProperties } from './gear.ts';

/** A piece's weapon, defaults filled: damage dice, the attribute it adds, its damage type, item properties and reach in squares (see {@link squaresOf}). */
export interface PieceWeapon {
  name: LocalizedText | null;
  damage: string;
  stat: string | null;
  damageType: string | null;
  properties: string[];
  reach: number;
}

/**
 * A piece's numbers under the `rules` module (`Unit.ext`): the creature as the rules document sees it (`actor`:
 * attributes, resources, conditions with durations, level, xp, disposition, action types used this turn), its
 * weapon, abilities, movement (`speed` in the document's units, `squares` a turn on the board, its movement mode's
 * `terrainMultiplier`), its `stance` by the
 * ruleset's disposition bands, its rolled `initiative` (null before it is rolled), the `xpValue` its defeat is worth
 * to the heroes, the damage types it resists, is immune and vulnerable to, each resource's floor and maximum as
 * last worked out (`limits`), and `spendable`, the resource spells and `restore` bricks use (the document's first
 * resource that is not the vital one; null when it has none).
 */
export interface RulesPiece {
  actor: RulesActor;
  weapon: PieceWeapon | null;
  abilities: RulesAbility[];
  speed: number;
  squares: number;
  /** Its movement mode's `terrainMultiplier` (1 without a mode): what difficult terrain costs it (`terrain.ts`). */
  terrainMultiplier: number;
  stance: DispositionStance;
  initiative: number | null;
  xpValue: number;
  resist: string[];
  immune: string[];
  vulnerable: string[];
  limits: Record<string, { min: number; max: number }>;
  spendable: string | null;
  /** Its rank in each skill by id, read by the requirements of its abilities (`gear.ts`); absent: none. */
  skills?: Record<string, number>;
  /** A reaction offered to a hero's seat and not answered yet (reactions.ts); absent: none. */
  offer?: ReactionOffer;
  /** Per opportunity id, the round it was last taken in and how many times in that round (its `usesPerRound`). */
  reacted?: Record<string, { round: number; uses: number }>;
  /** How it notices and is noticed, when the document has senses or stances (`perception.ts`). */
  sensing?: PieceSensing;
  /** What a creature the computer plays remembers between its turns (`temperament.ts`); absent before its first. */
  temper?: PieceTemper;
}

/** An opportunity offered to a hero's seat (`rules.opportunities` id), provoked by unit `foe`, offered at action `at`. */
export interface ReactionOffer {
  opportunity: string;
  foe: string;
  /** The game's action count (`seq`) when it was offered: tells one offer from the next. */
  at: number;
}

/**
 * A computer-played creature's memory (`rules.temperament`): its `home` (the square it stood on at its first turn),
 * whether it is `engaged` in a fight, its turns in a row with no foe to fight (`unseen`), and whether it is walking home
 * (`returning`).
 */
export interface PieceTemper {
  home: [number, number];
  engaged: boolean;
  unseen: number;
  returning: boolean;
}

/**
 * A piece's senses and posture (spec 002 `rules.senses`, `rules.stances`): its `stance` (a `rules.stances` id; null
 * when the piece names none and the document has no `perception.defaultStance`), its own `ranges` by sense id in the
 * document's units (the senses it names; the others have their `defaultRange`), its skill ranks, and whether the other
 * side notices it now (`hidden`, worked out after every action).
 */
export interface PieceSensing {
  stance: string | null;
  ranges: Record<string, number>;
  skills: Record<string, number>;
  hidden: boolean;
}

/** The piece of `unit`, or null when it has none (an NPC without rules numbers, a unit of another module). */
export function pieceOf(unit: Unit): RulesPiece | null {
  return (unit.ext as RulesPiece | undefined) ?? null;
}

/**
 * A distance in the document's units as whole squares of the board (`squareSize` units a square), at least one: a
 * space of 10 with squares of 5 is 2 squares, a space of 2.5 or 7 is 1.
 */
export function squaresOf(units: number, squareSize: number): number {
  return Math.max(1, Math.floor(units / squareSize));
}

/** The seed pieces are built with: a resource's start may roll dice, and a piece is the same every time it is built. */
const PIECE_SEED = 'rules-piece';

/**
 * The piece of a document with `rules` numbers `doc` (none: every default), as unit `id`: its creature added to a
 * scratch world (attributes, level, resources at their start or the document's values, starting conditions at
 * their default duration), then its `body`/`maxBody` (the vital resource) and movement, and what it takes on the
 * board: its size (its own, else the document's `defaultSize`) gives its `span` (the size's `space` in squares: a
 * `span` × `span` block) and its weapon's reach (the weapon's own `reach`, else the size's, in squares; 1 without
 * either).
 */
export function buildPiece(
  rules: Rules,
  settings: RulesSettings,
  id: string,
  doc: RulesPieceDoc | undefined,
): { ext: RulesPiece; body: number; maxBody: number; span: number; reach: number } {
  const d = doc ?? {};
  const world = createWorld(rules, new Rng(seedRng(PIECE_SEED)));
  const size = rules.sizes.find((s) => s.id === (d.size ?? rules.defaultSize));
  const reachUnits = d.weapon?.reach ?? size?.reach;
  const weapon: PieceWeapon | null = d.weapon
    ? {
        name: d.weapon.name ?? null,
        damage: d.weapon.damage,
        stat: d.weapon.stat ?? null,
        damageType: d.weapon.damageType ?? null,
        properties: d.weapon.properties ?? [],
        reach: reachUnits === undefined ? 1 : squaresOf(reachUnits, settings.squareSize),
      }
    : null;
  // starting conditions are on it from the start, for their default duration (a number; else until removed), without
  // their saves, onApply effects or implied conditions
  const conditions = (d.conditions ?? []).map((c) => {
    const def = rules.conditions.find((x) => x.id === c)!;
    return { id: c, duration: typeof def.defaultDuration === 'number' ? def.defaultDuration : null, magnitude: 1, source: null };
  });
  const actor = addActor(world, {
    id,
    conditions,
    level: d.level ?? rules.progression.levels[0]!.level,
    attributes: { ...d.attributes },
    ...(d.resources ? { resources: { ...d.resources } } : {}),
    // what it wears counts as what the weapon does: their properties' modifiers adjust its derived stats
    equipment: [...(weapon ? weapon.properties : []), ...itemProperties(d)],
    ...(weapon ? { weapon: { ...(weapon.stat !== null ? { stat: weapon.stat } : {}), properties: [...weapon.properties] } } : {}),
    disposition: d.disposition ?? 0,
    ...(d.size !== undefined ? { size: d.size } : {}),
    hitDie: d.hitDie ?? null,
    vitality: d.vitality ?? 0,
    // the slots a campaign's hero spent in its last fights and has not rested back
    ...(d.slotsSpent && Object.keys(d.slotsSpent).length > 0 ? { slotsSpent: { ...d.slotsSpent } } : {}),
  });
  const mode = rules.movementModes.find((m) => m.id === (d.movementMode ?? rules.defaultMovementMode)) ?? rules.movementModes[0];
  const speed = d.speed ?? mode?.defaultSpeed ?? 30;
  const sensing: PieceSensing | undefined =
    rules.senses.length > 0 || rules.stances.length > 0
      ? { stance: d.stance ?? rules.perception.defaultStance ?? null, ranges: { ...d.senses }, skills: { ...d.skills }, hidden: false }
      : undefined;
  const stats = baseStats(rules, actor, world.rng);
  const vital = rules.vitalResource;
  return {
    ext: {
      actor,
      weapon,
      abilities: d.abilities ?? [],
      speed,
      squares: squaresPerTurn(rules, settings, speed, sensing?.stance ?? null),
      terrainMultiplier: mode?.terrainMultiplier ?? 1,
      stance: stanceOf(rules, actor.disposition),
      initiative: null,
      xpValue: d.xp ?? 0,
      resist: d.resist ?? [],
      immune: d.immune ?? [],
      vulnerable: d.vulnerable ?? [],
      limits: limitsOf(rules, stats),
      spendable: rules.resources.find((r) => r.id !== vital)?.id ?? null,
      ...(d.skills ? { skills: { ...d.skills } } : {}),
      ...(sensing ? { sensing } : {}),
    },
    body: Math.max(0, actor.resources[vital] ?? 0),
    maxBody: Math.max(1, stats.resMax[vital] ?? 1),
    span: size ? squaresOf(size.space, settings.squareSize) : 1,
    reach: weapon?.reach ?? 1,
  };
}

/** The squares a turn a piece of `speed` (the document's units) moves in `stance`: its `speedMultiplier` applied, over the square size, rounded down. */
export function squaresPerTurn(rules: Rules, settings: Pick<RulesSettings, 'squareSize'>, speed: number, stance: string | null): number {
  const multiplier = stance === null ? 1 : (rules.stances.find((s) => s.id === stance)?.speedMultiplier ?? 1);
  return Math.max(0, Math.floor((speed * multiplier) / settings.squareSize));
}

/** Each resource's floor and maximum in `stats`. */
export function limitsOf(rules: Rules, stats: Pick<ReturnType<typeof baseStats>, 'resMin' | 'resMax'>): Record<string, { min: number; max: number }> {
  return Object.fromEntries(rules.resources.map((r) => [r.id, { min: stats.resMin[r.id] ?? 0, max: stats.resMax[r.id] ?? 0 }]));
}

/**
 * The problems of a document's `rules` numbers against a ruleset's document, with paths under `root`
 * (`rules.attributes.might`): every id it names must be the document's (attributes, resources, damage types, item
 * properties, action types, conditions, movement modes), weapon dice must parse, an ability's effects must check in
 * an effect's scope, and its level must be one of the document's; its items must fit their slots and meet their
 * requirements (`gear.ts`). `[]` when it plays.
 */
export function rulesPieceIssues(rules: Rules, doc: RulesPieceDoc, root = 'rules'): RulesIssue[] {
  const out: RulesIssue[] = [];
  const at = (path: (string | number)[]) => [root, ...path].join('.');
  const known = (path: (string | number)[], id: string, ids: string[], noun: string) => {
    if (!ids.includes(id)) out.push({ path: at(path), message: `no ${noun} ${quote(id)}${didYouMean(id, ids)}` });
  };
  const attributes = rules.attributes.map((a) => a.id);
  const resources = rules.resources.map((r) => r.id);
  const damageTypes = rules.damageTypes.map((t) => t.id);
  const actionTypes = rules.actionTypes.map((t) => t.id);
  const conditions = rules.conditions.map((c) => c.id);
  const levels = rules.progression.levels.map((l) => l.level);
  if (doc.level !== undefined && !levels.includes(doc.level))
    out.push({ path: at(['level']), message: `no level ${doc.level} in the ruleset (levels: ${levels.join(', ')})` });
  for (const id of Object.keys(doc.attributes ?? {})) known(['attributes', id], id, attributes, 'attribute');
  // a score outside its attribute's min..max is kept: spec 002's bounds apply to character creation and effects
  for (const id of Object.keys(doc.resources ?? {})) known(['resources', id], id, resources, 'resource');
  // a piece whose life starts at its floor would stand on the board at 0, neither alive to play nor struck down
  const vital = rules.resources.find((r) => r.id === rules.vitalResource);
  const life = doc.resources === undefined ? undefined : ownValue(doc.resources, rules.vitalResource);
  if (vital && life !== undefined && typeof vital.min === 'number' && life <= vital.min) {
    out.push({
      path: at(['resources', rules.vitalResource]),
      message: `${life} is at or below the floor (${vital.min}) of "${rules.vitalResource}", the ruleset's vital resource: the piece would start fallen`,
    });
  }
  if (doc.weapon) {
    const w = doc.weapon;
    const bad = diceNotationError(w.damage);
    if (bad) out.push({ path: at(['weapon', 'damage']), message: bad.message });
    if (w.stat !== undefined) known(['weapon', 'stat'], w.stat, attributes, 'attribute');
    if (w.damageType !== undefined) known(['weapon', 'damageType'], w.damageType, damageTypes, 'damage type');
    w.properties?.forEach((p, i) =>
      known(
        ['weapon', 'properties', i],
        p,
        rules.itemProperties.map((x) => x.id),
        'item property',
      ),
    );
  }
  const ids = ruleIdsOf(rules);
  doc.abilities?.forEach((a, i) => {
    if (a.actionType !== undefined) known(['abilities', i, 'actionType'], a.actionType, actionTypes, 'action type');
    for (const issue of checkEffects(a.effects, { path: at(['abilities', i, 'effects']), scope: SCOPES.effect, ids })) out.push(issue);
    if (a.spellLevel !== undefined && a.spellLevel > rules.spellcasting.maxSpellLevel)
      out.push({
        path: at(['abilities', i, 'spellLevel']),
        message: `${a.spellLevel} is above ${rules.spellcasting.maxSpellLevel}, the ruleset's highest spell level`,
      });
  });
  doc.conditions?.forEach((c, i) => known(['conditions', i], c, conditions, 'condition'));
  if (doc.size !== undefined)
    known(
      ['size'],
      doc.size,
      rules.sizes.map((s) => s.id),
      'size',
    );
  if (doc.movementMode !== undefined)
    known(
      ['movementMode'],
      doc.movementMode,
      rules.movementModes.map((m) => m.id),
      'movement mode',
    );
  for (const key of ['resist', 'immune', 'vulnerable'] as const) doc[key]?.forEach((t, i) => known([key, i], t, damageTypes, 'damage type'));
  out.push(...gearIssues(rules, doc, at));
  if (doc.stance !== undefined)
    known(
      ['stance'],
      doc.stance,
      rules.stances.map((x) => x.id),
      'stance',
    );
  for (const id of Object.keys(doc.senses ?? {}))
    known(
      ['senses', id],
      id,
      rules.senses.map((x) => x.id),
      'sense',
    );
  return out;
}
