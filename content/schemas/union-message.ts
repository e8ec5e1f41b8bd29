/**
 * What a value that fits none of a union's shapes is told: zod's own message is only "Invalid input". Content
 * schemas build every union that is not discriminated with {@link union}, whose mismatch names the shapes it takes,
 * e.g. `expected "kill_all", "manual" or an object {mode, conditions}`, and, when the value is of one shape's type
 * but wrong inside it, that shape's first problem: `... (conditions: Invalid input: expected array, received
 * undefined)`. Discriminated unions keep zod's message, which already lists the discriminator's values.
 *
 * The message is the union's own `error` option, not zod's global `customError`: zod keeps its global configuration
 * on `globalThis`, shared with any zod on a page that embeds the element.
 * @module
 */
import { z } from 'zod';
import type { $ZodIssue, $ZodRawIssue, $ZodType } from 'zod/v4/core';
import { formatPath } from './path.ts';

/** The most shapes named before the rest are counted. */
const MAX_NAMED = 8;

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: unknown): Def => (schema as $ZodType)._zod.def as unknown as Def;

/** A few words for each shape `schema` accepts: `"kill_all"`, `an object {mode, conditions}`, `a number`. */
export function shapesOf(schema: unknown): string[] {
  const def = defOf(schema);
  switch (def.type) {
    case 'enum':
      return Object.values(def.entries as Record<string, string | number>).map((v) => JSON.stringify(v));
    case 'literal':
      return (def.values as unknown[]).map((v) => JSON.stringify(v));
    case 'union':
      return (def.options as unknown[]).flatMap(shapesOf);
    case 'object':
      return [`an object {${Object.keys(def.shape as object).join(', ')}}`];
    case 'record':
    case 'map':
      return ['an object'];
    case 'array':
    case 'tuple':
    case 'set':
      return ['a list'];
    case 'string':
      return ['a text'];
    case 'number':
    case 'int':
      return ['a number'];
    case 'boolean':
      return ['true or false'];
    case 'null':
      return ['null'];
    case 'nullable':
      return [...shapesOf(def.innerType), 'null'];
    case 'optional':
    case 'default':
    case 'prefault':
    case 'nonoptional':
    case 'readonly':
    case 'catch':
    case 'success':
      return shapesOf(def.innerType);
    case 'pipe':
      return shapesOf(def.in);
    case 'lazy':
      return shapesOf((def.getter as () => unknown)());
    default:
      return [`a ${def.type}`];
  }
}

/** `a`, `a or b`, `a, b or c`; past {@link MAX_NAMED} shapes, `a, b, ... or one of 4 more shapes`. */
function orList(words: string[]): string {
  const named = words.length > MAX_NAMED ? [...words.slice(0, MAX_NAMED - 1), `one of ${words.length - MAX_NAMED + 1} more shapes`] : words;
  return named.length <= 1 ? (named[0] ?? 'nothing') : `${named.slice(0, -1).join(', ')} or ${named.at(-1)}`;
}

/** `conditions: Invalid input: ...` for an issue inside a shape. */
function inside(issue: $ZodIssue): string {
  const path = formatPath(issue.path);
  return path ? `${path}: ${issue.message}` : issue.message;
}

/**
 * The message of a union's `invalid_union` issue (see the module); `undefined` for every other issue, which keeps
 * zod's message. Usable as any union's `error` option.
 */
export function unionMessage(issue: $ZodRawIssue): string | undefined {
  if (issue.code !== 'invalid_union' || issue.errors.length === 0 || !issue.inst) return undefined;
  const def = defOf(issue.inst);
  if (def.type !== 'union' || 'discriminator' in def) return undefined;
  const expected = `expected ${orList([...new Set(shapesOf(issue.inst))])}`;
  // a shape whose problems are all inside the value: the value has its type, so its first problem says the most
  const close = issue.errors.filter((errors) => errors.length > 0 && errors.every((e) => e.path.length > 0));
  return close.length === 1 ? `${expected} (${inside(close[0]![0]!)})` : expected;
}

/**
 * `z.union(options)` whose mismatch names the shapes it expected (see the module). Use it for every union of the
 * content schemas that is not discriminated.
 */
export function union<const T extends readonly [z.core.SomeType, ...z.core.SomeType[]]>(options: T): z.ZodUnion<T> {
  return z.union(options, { error: unionMessage });
}
