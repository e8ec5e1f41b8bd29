/**
 * What a `ref` (or `exists`) path may read, and where: the names of the scope (rules-dsl.md, "Expressions"),
 * and the scopes of the places a ruleset holds expressions, which enforce the order stats are worked out in
 * (spec 002, "The order stats are worked out in"): attributes, then modifiers, then resource limits, then
 * derived stats; a modifier sees only `value`; a resource limit cannot read a derived stat.
 *
 * Readable paths:
 * - `value` (an attribute's modifier only), `magnitude` (inside a condition), `damage`: single names;
 * - `actor.<part>` and `target.<part>`, with `<part>` one of `id`, `level`, `carried`, `proficiency`,
 *   `attackMod`, `castingMod` (the engine's values, see `ENGINE_PARTS`), `attr.<attribute>`, `mod.<attribute>`,
 *   `res.<resource>`, `derived.<derived stat>`, `conditions[.<condition>[...]]`, `inventory[...]`;
 * - `flags.<flag>`; `rules.extra[...]`, the ruleset's own `extra` bag;
 * - bindings of the enclosing `let` and `forEach` (`<name>[...]`) and `index` inside `repeat` and `forEach`.
 * @module
 */
import { didYouMean, quote } from '../../content/schemas/rules/suggest.ts';
import { PATH_PATTERN, MAX_TEXT } from './grammar.ts';

/** The ids a ruleset declares, for checking the ids refs and effects name. */
export interface RuleIds {
  attributes: readonly string[];
  resources: readonly string[];
  derivedStats: readonly string[];
  conditions: readonly string[];
  damageTypes: readonly string[];
}

/** The names a path may start with, bindings aside. */
export const ROOTS = ['value', 'actor', 'target', 'magnitude', 'damage', 'flags', 'rules'] as const;

/**
 * The values the engine works out from what the document defines, right after the attribute modifiers (so a
 * resource limit may read them, and the proficiency formula may not): `proficiency` is
 * `rules.progression.proficiency` at the creature's level (0 when the document has none); `attackMod` the best
 * modifier among the attributes its weapon attacks with (`rules.itemProperties[].attackStats`); `castingMod` the
 * modifier of its spellcasting attribute (`engine/rulesets/rules/document/stats.ts`, `engineValues`).
 */
export const ENGINE_PARTS = ['proficiency', 'attackMod', 'castingMod'] as const;

/** What `actor.` and `target.` may be followed by. */
export const ACTOR_PARTS = ['id', 'level', 'carried', ...ENGINE_PARTS, 'attr', 'mod', 'res', 'derived', 'conditions', 'inventory'] as const;

/** The parts of `actor.` that are one value, read as `actor.<part>` with nothing after. */
const SINGLE_PARTS: readonly string[] = ['id', 'level', 'carried', ...ENGINE_PARTS];

/** Where an expression sits, and so what it may read. */
export interface RefScope {
  /** The place, for messages: `a resource limit`. */
  label: string;
  /** The roots readable here (bindings are always readable). */
  roots: readonly string[];
  /** The `actor.<part>` readable here (`target` is readable only where it is a root, with every part). */
  actorParts: readonly string[];
  /** Why a part or root that is not readable here is refused, when the evaluation order is the reason. */
  orderRule?: Readonly<Record<string, string>>;
}

const LEVEL_PARTS = ['id', 'level', 'attr', 'mod'];
const EARLY_PARTS = ['id', 'level', ...ENGINE_PARTS, 'attr', 'mod'];
const STAT_PARTS = ['id', 'level', 'carried', ...ENGINE_PARTS, 'attr', 'mod', 'res', 'derived', 'conditions', 'inventory'];
const ORDER = 'stats are worked out in the order attributes, modifiers, resource limits, derived stats';
const PROFICIENCY_ITSELF =
  'the proficiency formula is what works out "actor.proficiency", before "actor.attackMod" and "actor.castingMod": it reads "actor.level", "actor.attr" and "actor.mod"';

/** The scopes of the places a ruleset holds expressions. */
export const SCOPES = {
  /** Anything (a tree checked on its own, outside a ruleset). */
  any: { label: 'an expression', roots: ROOTS, actorParts: ACTOR_PARTS },
  /** `rules.attributes[].modifier`: sees only its own attribute's `value`. */
  modifier: {
    label: "an attribute's modifier",
    roots: ['value'],
    actorParts: [],
    orderRule: { actor: `an attribute's modifier sees only its own attribute's value ({"ref": "value"})` },
  },
  /** `rules.resources[].max`, `min`, `initial`: attributes, modifiers, level and the engine's values; never a derived stat. */
  resourceLimit: {
    label: 'a resource limit',
    roots: ['actor', 'rules'],
    actorParts: EARLY_PARTS,
    orderRule: {
      derived: `a resource limit cannot read a derived stat: ${ORDER}`,
      res: 'a resource limit cannot read the current value of a resource',
    },
  },
  /**
   * `rules.progression.proficiency`: attributes, modifiers and level; not the engine's values, which it is the
   * first of (so it can never read itself).
   */
  proficiency: {
    label: 'the proficiency formula',
    roots: ['actor', 'rules'],
    actorParts: LEVEL_PARTS,
    orderRule: {
      derived: `the proficiency formula cannot read a derived stat: ${ORDER}`,
      ...Object.fromEntries(ENGINE_PARTS.map((p) => [p, PROFICIENCY_ITSELF])),
    },
  },
  /** `rules.progression.levelVitality.bonus`: attributes, modifiers, level and the engine's values. */
  progression: {
    label: 'a progression formula',
    roots: ['actor', 'rules'],
    actorParts: EARLY_PARTS,
    orderRule: { derived: `a progression formula cannot read a derived stat: ${ORDER}` },
  },
  /** `rules.derivedStats[].formula`: attributes, modifiers, level, resources, equipment, conditions, other derived stats. */
  derivedStat: { label: 'a derived stat', roots: ['actor', 'rules'], actorParts: STAT_PARTS },
  /** `rules.itemProperties[].modifiers`: adjustments of derived stats, seeing what a derived stat sees. */
  itemModifier: { label: "an item property's modifier", roots: ['actor', 'rules'], actorParts: STAT_PARTS },
  /** `rules.conditions[].modifiers`: adjustments of derived stats, with `magnitude`. */
  conditionModifier: { label: "a condition's modifier", roots: ['actor', 'rules', 'magnitude'], actorParts: STAT_PARTS },
  /** Effects, predicates and difficulties: the actor, the target, damage, flags. */
  effect: { label: 'an effect', roots: ['actor', 'target', 'damage', 'flags', 'rules'], actorParts: ACTOR_PARTS },
  /** A condition's effects, duration and save difficulty: an effect's scope and `magnitude`. */
  condition: { label: 'a condition', roots: ['actor', 'target', 'damage', 'flags', 'rules', 'magnitude'], actorParts: ACTOR_PARTS },
} as const satisfies Record<string, RefScope>;

/**
 * The scope of a formula of a d20 board (`rules.extra.board`): it reads only its named `inputs` (passed
 * as bindings: `CheckOptions.bindings`, and the scope the evaluator is given) and the ruleset's `rules.extra`;
 * every other root is refused with a message that lists the inputs.
 */
export function d20FormulaScope(inputs: readonly string[]): RefScope {
  const reads = `a d20 board formula reads only its inputs (${inputs.map((i) => `"${i}"`).join(', ')}) and "rules.extra"`;
  return {
    label: 'a d20 board formula',
    roots: ['rules'],
    actorParts: [],
    orderRule: Object.fromEntries(ROOTS.filter((r) => r !== 'rules').map((r) => [r, reads])),
  };
}

/** The lists of a ruleset the parts of `actor.` name ids of, and the noun for one id. */
const PART_IDS: Readonly<Record<string, [keyof RuleIds, string]>> = {
  attr: ['attributes', 'attribute'],
  mod: ['attributes', 'attribute'],
  res: ['resources', 'resource'],
  derived: ['derivedStats', 'derived stat'],
  conditions: ['conditions', 'condition'],
};

/**
 * What is wrong with `path` as a ref path in `scope` (a message), or `undefined` when it may be read there.
 * `bindings` are the names bound around it (including `index` inside loops); `ids`, when given, are the
 * ruleset's ids that `actor.attr.<id>` and the like must name.
 */
export function pathProblem(path: unknown, scope: RefScope, bindings: ReadonlySet<string>, ids?: RuleIds): string | undefined {
  const fail = (message: string): string => message;
  if (typeof path !== 'string') return fail('a path is a string such as "actor.attr.str"');
  if (path.length > MAX_TEXT || !PATH_PATTERN.test(path)) return fail(`${quote(path)} is not a dotted path of names such as "actor.attr.str"`);
  const segs = path.split('.');
  const root = segs[0]!;
  if (bindings.has(root)) return undefined;
  if (root === 'index') return fail('"index" exists only inside "repeat" and "forEach"');
  if (!(ROOTS as readonly string[]).includes(root)) return fail(`nothing named ${quote(root)} is in scope${didYouMean(root, [...scope.roots, ...bindings])}`);
  if (!scope.roots.includes(root)) {
    const rule = scope.orderRule as Record<string, string> | undefined;
    const why = rule?.[root];
    return fail(
      why !== undefined
        ? `${quote(path)}: ${why}`
        : `${quote(path)}: ${scope.label} cannot read "${root}"; it may read ${scope.roots.map((r) => `"${r}"`).join(', ')}`,
    );
  }
  switch (root) {
    case 'value':
    case 'magnitude':
    case 'damage':
      return segs.length === 1 ? undefined : fail(`"${root}" is a single value: ${quote(path)} reads into it`);
    case 'flags':
      return segs.length === 2 ? undefined : fail('a flag is read as "flags.<name>"');
    case 'rules':
      return segs[1] === 'extra' ? undefined : fail(`a ruleset is read only through "rules.extra", not ${quote(path)}`);
  }
  // actor or target
  if (segs.length < 2) return fail(`read a part of "${root}", such as "${root}.attr.<id>"; it has ${ACTOR_PARTS.join(', ')}`);
  const part = segs[1]!;
  if (!(ACTOR_PARTS as readonly string[]).includes(part)) return fail(`"${root}" has no ${quote(part)}${didYouMean(part, ACTOR_PARTS)}`);
  if (root === 'actor' && !scope.actorParts.includes(part)) {
    const rule = scope.orderRule as Record<string, string> | undefined;
    const why = rule?.[part];
    return fail(
      why !== undefined
        ? `${quote(path)}: ${why}`
        : `${quote(path)}: ${scope.label} cannot read "actor.${part}"; it may read ${scope.actorParts.map((p) => `"actor.${p}"`).join(', ')}`,
    );
  }
  if (SINGLE_PARTS.includes(part)) return segs.length === 2 ? undefined : fail(`"${root}.${part}" is a single value: ${quote(path)} reads into it`);
  if (part === 'inventory') return undefined;
  const [list, noun] = PART_IDS[part]!;
  if (part === 'conditions' && segs.length === 2) return undefined;
  if (segs.length < 3) return fail(`name the ${noun}: "${root}.${part}.<id>"`);
  if (part !== 'conditions' && segs.length > 3) return fail(`"${root}.${part}.${segs[2]}" is a single value: ${quote(path)} reads into it`);
  const id = segs[2]!;
  if (ids && !ids[list].includes(id)) return fail(`no ${noun} ${quote(id)}${didYouMean(id, ids[list])}`);
  return undefined;
}
