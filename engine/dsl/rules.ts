/**
 * The language inside a `rules` document (spec 002 with rules-dsl.md): every `expression`, `predicate`,
 * `effect[]` and `dice` field checked in the scope of its place, and derived stats that depend on themselves.
 * `checkRulesDocument` is what saving or importing a ruleset runs: content's `checkRules` (shape, defaults,
 * cross-references), then these checks. A d20 board (`rules.extra.board`) has its formulas and dice
 * checked too, each formula reading only its inputs; a registered ruleset module adds its own checks
 * (`RulesetModule.checkRules`: d20's module tries its board out).
 * @module
 */
import { checkRules, type RulesCheck } from '../../content/schemas/rules/check.ts';
import { D20Board, D20_DICE_FIELDS, D20_FORMULA_INPUTS, isD20Extra } from '../../content/schemas/rules/d20.ts';
import type { Rules } from '../../content/schemas/rules/rules.ts';
import { DiceNotationError, parseDice } from '../core/dice-notation.ts';
import { checkEffects, checkExpression, checkPredicate } from './check.ts';
import { MAX_DEPTH } from './grammar.ts';
import { SCOPES, d20FormulaScope, type RefScope, type RuleIds } from './scope.ts';
import { rulesetModule, rulesetModuleIds } from '../core/registry.ts';
import type { DslIssue } from './types.ts';

/** The ids a parsed `rules` document declares, as the checker wants them. */
export function ruleIdsOf(rules: Rules): RuleIds {
  return {
    attributes: rules.attributes.map((a) => a.id),
    resources: rules.resources.map((r) => r.id),
    derivedStats: rules.derivedStats.map((d) => d.id),
    conditions: rules.conditions.map((c) => c.id),
    damageTypes: rules.damageTypes.map((d) => d.id),
  };
}

/** One language field of a rules document: where it is, what it holds, in what scope, with what bound around it. */
interface LanguageField {
  path: string;
  kind: 'expression' | 'predicate' | 'effects' | 'dice';
  tree: unknown;
  scope: RefScope;
  bindings?: readonly string[];
}

/**
 * The values at `pattern` (dotted, `*` for every index of a list) inside `root`, each with its concrete path:
 * `partyTolls.*.dice` gives `partyTolls.0.dice`, `partyTolls.1.dice`, ...
 */
function valuesAt(root: unknown, pattern: string): [string, unknown][] {
  let found: [string[], unknown][] = [[[], root]];
  for (const seg of pattern.split('.')) {
    const next: [string[], unknown][] = [];
    for (const [path, v] of found) {
      if (seg === '*') {
        if (Array.isArray(v)) v.forEach((e, i) => next.push([[...path, String(i)], e]));
      } else if (v !== null && typeof v === 'object' && !Array.isArray(v) && Object.hasOwn(v, seg)) {
        next.push([[...path, seg], (v as Record<string, unknown>)[seg]]);
      }
    }
    found = next;
  }
  return found.map(([path, v]) => [path.join('.'), v]);
}

/**
 * The language fields of a d20 board (`rules.extra.board` with `"system": "d20"`): its formulas, each in the
 * scope of its inputs (`D20_FORMULA_INPUTS`), and its dice. Nothing when the board's shape is wrong: `checkRules`
 * has reported that already.
 */
function d20Fields(rules: Rules): LanguageField[] {
  if (!isD20Extra(rules.extra) || !D20Board.safeParse(rules.extra['board']).success) return [];
  const board = rules.extra['board'];
  const out: LanguageField[] = [];
  for (const [pattern, inputs] of Object.entries(D20_FORMULA_INPUTS)) {
    for (const [path, tree] of valuesAt(board, pattern))
      out.push({ path: `rules.extra.board.${path}`, kind: 'expression', tree, scope: d20FormulaScope(inputs), bindings: inputs });
  }
  for (const pattern of D20_DICE_FIELDS) {
    for (const [path, tree] of valuesAt(board, pattern)) out.push({ path: `rules.extra.board.${path}`, kind: 'dice', tree, scope: SCOPES.any });
  }
  return out;
}

/** Every language field of `rules` that is present, with the scope its place gives it (a d20 board's included). */
export function languageFields(rules: Rules): LanguageField[] {
  const out: LanguageField[] = [];
  const add = (path: string, kind: LanguageField['kind'], tree: unknown, scope: RefScope = SCOPES.effect) => {
    if (tree !== undefined) out.push({ path: `rules.${path}`, kind, tree, scope });
  };
  rules.attributes.forEach((a, i) => add(`attributes.${i}.modifier`, 'expression', a.modifier, SCOPES.modifier));
  rules.resources.forEach((r, i) => {
    for (const k of ['max', 'min', 'initial'] as const) add(`resources.${i}.${k}`, 'expression', r[k], SCOPES.resourceLimit);
    add(`resources.${i}.onDepleted`, 'effects', r.onDepleted);
  });
  rules.derivedStats.forEach((d, i) => add(`derivedStats.${i}.formula`, 'expression', d.formula, SCOPES.derivedStat));
  rules.conditions.forEach((c, i) => {
    add(`conditions.${i}.defaultDuration`, 'expression', c.defaultDuration, SCOPES.condition);
    for (const k of ['onApply', 'onTick', 'onExpire'] as const) add(`conditions.${i}.${k}`, 'effects', c[k], SCOPES.condition);
    for (const [stat, e] of Object.entries(c.modifiers)) add(`conditions.${i}.modifiers.${stat}`, 'expression', e, SCOPES.conditionModifier);
    add(`conditions.${i}.savingThrow.difficulty`, 'expression', c.savingThrow?.difficulty, SCOPES.condition);
  });
  rules.itemProperties.forEach((p, i) => {
    for (const [stat, e] of Object.entries(p.modifiers)) add(`itemProperties.${i}.modifiers.${stat}`, 'expression', e, SCOPES.itemModifier);
  });
  rules.rests.forEach((r, i) => add(`rests.${i}.effects`, 'effects', r.effects));
  const res = rules.resolution;
  add('resolution.checkDice', 'dice', res.checkDice);
  add('resolution.advantageDice', 'dice', res.advantageDice);
  add('resolution.disadvantageDice', 'dice', res.disadvantageDice);
  add('resolution.attackBonus', 'expression', res.attackBonus);
  add('progression.proficiency', 'expression', rules.progression.proficiency, SCOPES.proficiency);
  rules.progression.levels.forEach((l, i) => add(`progression.levels.${i}.grants`, 'effects', l.grants));
  add('progression.levelVitality.bonus', 'expression', rules.progression.levelVitality.bonus, SCOPES.progression);
  rules.savingThrows.forEach((s, i) => add(`savingThrows.${i}.defaultDifficulty`, 'expression', s.defaultDifficulty));
  rules.sizes.forEach((s, i) => add(`sizes.${i}.hitDie`, 'dice', s.hitDie));
  rules.opportunities.forEach((o, i) => {
    add(`opportunities.${i}.requires`, 'predicate', o.requires);
    add(`opportunities.${i}.effects`, 'effects', o.effects);
  });
  const spells = rules.spellcasting;
  add('spellcasting.saveDifficulty', 'expression', spells.saveDifficulty);
  add('spellcasting.attackBonus', 'expression', spells.attackBonus);
  add('spellcasting.concentration.difficulty', 'expression', spells.concentration.difficulty);
  out.push(...d20Fields(rules));
  return out;
}

/** The `actor.derived.<id>` ids an expression tree reads (through `ref` or `exists`), each noted with `path`. */
function derivedReads(tree: unknown, path: string, out: Map<string, string>, depth = 0): void {
  if (depth > MAX_DEPTH || tree === null || typeof tree !== 'object') return;
  if (Array.isArray(tree)) {
    for (const t of tree) derivedReads(t, path, out, depth + 1);
    return;
  }
  for (const [k, v] of Object.entries(tree)) {
    if ((k === 'ref' || k === 'exists') && typeof v === 'string') {
      const m = /^actor\.derived\.([^.]+)$/.exec(v);
      if (m && !out.has(m[1]!)) out.set(m[1]!, path);
    } else derivedReads(v, path, out, depth + 1);
  }
}

/**
 * What each derived stat reads: stat → (derived stat it reads → the path of the first expression that reads it),
 * through its formula and the condition and item property modifiers that adjust it (a modifier of stat `a`
 * reading `actor.derived.b` makes `a` depend on `b`). Stats are in document order.
 */
export function derivedDependencies(rules: Rules): Map<string, Map<string, string>> {
  const ids = rules.derivedStats.map((d) => d.id);
  const deps = new Map<string, Map<string, string>>(ids.map((id) => [id, new Map<string, string>()]));
  rules.derivedStats.forEach((d, i) => derivedReads(d.formula, `rules.derivedStats.${i}.formula`, deps.get(d.id)!));
  const sources = [
    ...rules.conditions.map((c, i) => [c, `conditions.${i}`] as const),
    ...rules.itemProperties.map((p, i) => [p, `itemProperties.${i}`] as const),
  ];
  for (const [source, at] of sources) {
    for (const [stat, e] of Object.entries(source.modifiers)) {
      const edges = deps.get(stat);
      if (edges) derivedReads(e, `rules.${at}.modifiers.${stat}`, edges);
    }
  }
  return deps;
}

/**
 * The derived stats of a checked document in an order that works each one out after every stat it reads
 * (spec 002, "The order stats are worked out in"): document order where nothing forces otherwise.
 * @throws Error when the stats depend on themselves (a document `checkRulesDocument` refuses).
 */
export function derivedOrder(rules: Rules): string[] {
  const deps = derivedDependencies(rules);
  const order: string[] = [];
  const state = new Map<string, 'visiting' | 'done'>();
  const visit = (id: string): void => {
    const s = state.get(id);
    if (s === 'done') return;
    if (s === 'visiting') throw new Error(`derived stat "${id}" depends on itself`);
    state.set(id, 'visiting');
    for (const next of deps.get(id)!.keys()) if (deps.has(next)) visit(next);
    state.set(id, 'done');
    order.push(id);
  };
  for (const id of deps.keys()) visit(id);
  return order;
}

/**
 * Derived stats that depend on themselves (see `derivedDependencies`). One issue per cycle, at the formula or
 * modifier where the cycle leaves its first stat in document order.
 */
export function derivedCycleIssues(rules: Rules): DslIssue[] {
  const deps = derivedDependencies(rules);
  const issues: DslIssue[] = [];
  // one depth-first walk over the whole graph (linear in stats and references, so a document of thousands of
  // chained stats checks at once): a reference back to a stat on the walk's current path closes a cycle
  const state = new Map<string, 'walking' | 'done'>();
  for (const root of rules.derivedStats.map((d) => d.id)) {
    if (state.has(root)) continue;
    // the path walked: each stat, its references, how far through them, and the path of the edge taken out of it
    const path: { id: string; edges: [string, string][]; next: number; via: string | undefined }[] = [
      { id: root, edges: [...(deps.get(root) ?? [])], next: 0, via: undefined },
    ];
    state.set(root, 'walking');
    while (path.length > 0) {
      const top = path[path.length - 1]!;
      if (top.next >= top.edges.length) {
        state.set(top.id, 'done');
        path.pop();
        continue;
      }
      const [next, where] = top.edges[top.next++]!;
      top.via = where;
      if (!deps.has(next)) continue;
      const seen = state.get(next);
      if (seen === 'walking') {
        const from = path.findIndex((p) => p.id === next);
        const cycle = path.slice(from).map((p) => p.id);
        issues.push({ path: path[from]!.via!, message: `derived stat "${next}" depends on itself: ${[...cycle, next].join(' → ')}` });
      } else if (seen === undefined) {
        state.set(next, 'walking');
        path.push({ id: next, edges: [...(deps.get(next) ?? [])], next: 0, via: undefined });
      }
    }
  }
  return issues;
}

/**
 * Every problem of the language fields of a parsed `rules` document: operators, arity, refs against its ids and
 * the evaluation order, literal dice, dice fields, derived stats depending on themselves; then each registered
 * ruleset module's own checks (`RulesetModule.checkRules`).
 */
export function checkRulesLanguage(rules: Rules): DslIssue[] {
  const ids = ruleIdsOf(rules);
  const issues: DslIssue[] = [];
  for (const f of languageFields(rules)) {
    const options = { path: f.path, scope: f.scope, ids, bindings: f.bindings };
    if (f.kind === 'expression') issues.push(...checkExpression(f.tree, options));
    else if (f.kind === 'predicate') issues.push(...checkPredicate(f.tree, options));
    else if (f.kind === 'effects') issues.push(...checkEffects(f.tree, options));
    else {
      try {
        parseDice(f.tree as string);
      } catch (e) {
        if (!(e instanceof DiceNotationError)) throw e;
        issues.push({ path: f.path, message: e.message });
      }
    }
  }
  issues.push(...derivedCycleIssues(rules));
  // then each ruleset module's own checks (d20 tries out a board whose shape and language pass)
  for (const id of rulesetModuleIds()) issues.push(...(rulesetModule(id).checkRules?.(rules, issues) ?? []));
  return issues;
}

/**
 * The whole save-time check of a raw `rules` object: `checkRules` (shape, defaults, unknown fields,
 * cross-references), then, when the shape is right, `checkRulesLanguage`. Never throws. The document is valid
 * when `issues` is empty; `rules` is then the parsed document with every default filled.
 */
export function checkRulesDocument(raw: unknown): RulesCheck {
  const result = checkRules(raw);
  if (result.rules) result.issues.push(...checkRulesLanguage(result.rules));
  return result;
}
