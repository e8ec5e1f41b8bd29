/**
 * The operators and effects of the language (rules-dsl.md) as data: what each takes. The checker, the zod
 * schemas and the evaluator all read these tables, so the three cannot drift apart.
 * @module
 */
import { DISPOSITION_STANCES } from '../../content/schemas/rules/stances.ts';

/**
 * What an operator's key holds: `path` a dotted path string; `one` an expression; `two`/`three` a list of exactly
 * that many expressions; `list` a list of expressions, `list1` with at least one; `predicate` one predicate;
 * `predicates` a list of predicates.
 */
export type Operand = 'path' | 'one' | 'two' | 'three' | 'list' | 'list1' | 'predicate' | 'predicates';

/** An operator: its operand, and the expressions allowed beside its key (`else` of `ref`, `then`/`else` of `cond`). */
export interface OperatorSpec {
  operand: Operand;
  extras?: Readonly<Record<string, { required: boolean }>>;
}

const one: OperatorSpec = { operand: 'one' };
const two: OperatorSpec = { operand: 'two' };
const list: OperatorSpec = { operand: 'list' };
const list1: OperatorSpec = { operand: 'list1' };

/** The expression operators (rules-dsl.md, "Expressions"). */
export const EXPRESSION_OPERATORS: ReadonlyMap<string, OperatorSpec> = new Map<string, OperatorSpec>([
  ['ref', { operand: 'path', extras: { else: { required: false } } }],
  ['add', list],
  ['sub', two],
  ['mul', two],
  ['div', two],
  ['mod', two],
  ['neg', one],
  ['floor', one],
  ['ceil', one],
  ['round', one],
  ['abs', one],
  ['min', list1],
  ['max', list1],
  ['clamp', { operand: 'three' }],
  ['roll', one],
  ['cond', { operand: 'predicate', extras: { then: { required: true }, else: { required: true } } }],
  ['concat', list1],
  ['length', one],
  ['list', list],
]);

/** The predicate operators (rules-dsl.md, "Predicates"); `true` and `false` are predicates too. */
export const PREDICATE_OPERATORS: ReadonlyMap<string, OperatorSpec> = new Map<string, OperatorSpec>([
  ['all', { operand: 'predicates' }],
  ['any', { operand: 'predicates' }],
  ['not', { operand: 'predicate' }],
  ['eq', two],
  ['ne', two],
  ['gt', two],
  ['gte', two],
  ['lt', two],
  ['lte', two],
  ['in', two],
  ['chance', one],
  ['exists', { operand: 'path' }],
  ['test', one],
]);

/**
 * What an effect field holds: `expression`, `predicate`, `effects` (a list); `name` a binding name; `text` a
 * non-empty string (an event, a flag, or an id of another document: item, faction, lore entry); `id` a rules id,
 * checked against the list in `ids` when the checker knows the ruleset; `data` an object of expressions;
 * `disposition` an expression whose literal string must be a stance.
 */
export type FieldKind = 'expression' | 'predicate' | 'effects' | 'name' | 'text' | 'id' | 'data' | 'disposition';

/** The rules lists an effect's `id` field may name. */
export type EffectIdList = 'conditions' | 'resources' | 'damageTypes';

/** One field of an effect. */
export interface FieldSpec {
  kind: FieldKind;
  required: boolean;
  ids?: EffectIdList;
}

const req = (kind: FieldKind, ids?: EffectIdList): FieldSpec => (ids ? { kind, required: true, ids } : { kind, required: true });
const opt = (kind: FieldKind, ids?: EffectIdList): FieldSpec => (ids ? { kind, required: false, ids } : { kind, required: false });
const target = req('expression');

/** The effects (rules-dsl.md, "Effects") and their fields, control flow last. */
export const EFFECTS: ReadonlyMap<string, Readonly<Record<string, FieldSpec>>> = new Map<string, Record<string, FieldSpec>>([
  ['damage', { target, amount: req('expression'), damageType: opt('id', 'damageTypes') }],
  ['heal', { target, amount: req('expression') }],
  ['applyCondition', { target, condition: req('id', 'conditions'), duration: opt('expression'), magnitude: opt('expression') }],
  ['removeCondition', { target, condition: req('id', 'conditions') }],
  ['adjustResource', { target, resource: req('id', 'resources'), amount: req('expression') }],
  ['setFlag', { flag: req('text'), value: opt('expression') }],
  ['learnLore', { entry: req('text') }],
  ['grantItem', { target, item: req('text'), quantity: opt('expression') }],
  ['removeItem', { target, item: req('text'), quantity: opt('expression') }],
  ['adjustReputation', { faction: req('text'), amount: req('expression') }],
  ['setDisposition', { target, to: req('disposition') }],
  ['move', { target, to: req('expression') }],
  ['emit', { event: req('text'), data: opt('data') }],
  ['if', { when: req('predicate'), then: req('effects'), else: opt('effects') }],
  ['repeat', { times: req('expression'), do: req('effects') }],
  ['forEach', { in: req('expression'), as: req('name'), do: req('effects') }],
  ['let', { name: req('name'), value: req('expression'), in: req('effects') }],
]);

/** The most iterations one `repeat` runs (rules-dsl.md): a larger `times` runs this many. */
export const REPEAT_CAP = 10_000;

/** How deep trees may nest; deeper is refused at save time and at evaluation. */
export const MAX_DEPTH = 64;

/** The longest `text` field, ref path or binding name. */
export const MAX_TEXT = 200;

/** A dotted path of names, as `ref` and `exists` take: `actor.attr.str`, `flags.door-open`, `t.id`. */
export const PATH_PATTERN = /^[A-Za-z0-9_-]+(?:\.[A-Za-z0-9_-]+)*$/;

/** A binding name, as `let.name` and `forEach.as` take: `dmg`, `each_target`. */
export const NAME_PATTERN = /^[A-Za-z_][A-Za-z0-9_]*$/;

/** The stances `setDisposition.to` may name: those of `rules.dispositionBands`. */
export const STANCES: readonly string[] = DISPOSITION_STANCES;
