/**
 * Problems found in a `rules` document, each naming its path (`rules.conditions.2.savingThrow.save`), and the
 * translation of zod's issues into them with near-name suggestions (rules-dsl.md, "Errors").
 * @module
 */
import type { z } from 'zod';
import { ownValue } from '../../own.ts';
import { didYouMean, quote } from './suggest.ts';

/** One problem: `path` is dotted from the document's `rules` key (`rules.attributes.0.abbrev`); `message` says what is wrong. */
export interface RulesIssue {
  path: string;
  message: string;
}

/** A path inside the `rules` object written the reference's way: `rules.conditions.2.onTick.0.damage.amount`. */
export function rulesPath(segments: readonly PropertyKey[], root = 'rules'): string {
  return [root, ...segments.map((s) => String(s))].join('.');
}

/** The value at `path` inside `raw`, reading own properties only; `{ found: false }` when some step is missing. */
export function valueAt(raw: unknown, path: readonly PropertyKey[]): { found: boolean; value?: unknown } {
  let cur: unknown = raw;
  for (const key of path) {
    if (cur === null || typeof cur !== 'object' || !Object.hasOwn(cur, key)) return { found: false };
    cur = (cur as Record<PropertyKey, unknown>)[key];
  }
  return { found: true, value: cur };
}

interface DefLike {
  type: string;
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  valueType?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  options?: z.ZodType[];
  discriminator?: string;
  values?: unknown[];
  getter?: () => z.ZodType;
}

function defOf(schema: z.ZodType): DefLike {
  return (schema as unknown as { def: DefLike }).def;
}

/** Strips wrappers (default, optional, ...) that do not change the shape of what they hold. */
function unwrap(schema: z.ZodType): z.ZodType {
  let cur = schema;
  for (let i = 0; i < 20; i++) {
    const def = defOf(cur);
    if (def.innerType && ['default', 'prefault', 'optional', 'nullable', 'nonoptional', 'readonly', 'catch'].includes(def.type)) cur = def.innerType;
    else if (def.type === 'pipe' && def.in) cur = def.in;
    else if (def.type === 'lazy' && def.getter) cur = def.getter();
    else break;
  }
  return cur;
}

/**
 * The option of a discriminated union that `value` picks by its discriminator (`{ "kind": "selfInjury", ... }`),
 * or `schema` itself when it is no such union or nothing matches.
 */
function pickOption(schema: z.ZodType, value: unknown): z.ZodType {
  const def = defOf(schema);
  if (def.type !== 'union' || !def.options || def.discriminator === undefined) return schema;
  if (value === null || typeof value !== 'object' || !Object.hasOwn(value, def.discriminator)) return schema;
  const tag = (value as Record<string, unknown>)[def.discriminator];
  for (const option of def.options) {
    const field = defOf(unwrap(option)).shape?.[def.discriminator];
    if (field && defOf(field).values?.includes(tag)) return unwrap(option);
  }
  return schema;
}

/**
 * The field names of the object schema found at `path` inside `schema`, or `[]` when there is no object there.
 * With `raw`, the document, a discriminated union on the way is read as the option its value picks.
 */
export function fieldsAt(schema: z.ZodType, path: readonly PropertyKey[], raw?: unknown): string[] {
  let cur: z.ZodType | undefined = pickOption(unwrap(schema), raw);
  let here: unknown = raw;
  for (const key of path) {
    here = here !== null && typeof here === 'object' && Object.hasOwn(here, key) ? (here as Record<PropertyKey, unknown>)[key] : undefined;
    const def: DefLike = defOf(cur);
    if (def.type === 'object' && def.shape && typeof key === 'string') cur = ownValue(def.shape, key);
    else if (def.type === 'array') cur = def.element;
    else if (def.type === 'record') cur = def.valueType;
    else cur = undefined;
    if (cur === undefined) return [];
    cur = pickOption(unwrap(cur), here);
  }
  const def = defOf(cur);
  return def.type === 'object' && def.shape ? Object.keys(def.shape) : [];
}

/**
 * zod's issues for `raw` parsed by `schema`, as `RulesIssue`s: each unknown field its own issue with a
 * did-you-mean (or the list of known fields), a missing required field said so, an enum value with a suggestion.
 */
export function fromZodIssues(schema: z.ZodType, raw: unknown, issues: readonly z.core.$ZodIssue[], root = 'rules'): RulesIssue[] {
  const out: RulesIssue[] = [];
  for (const issue of issues) {
    const path = issue.path;
    if (issue.code === 'unrecognized_keys') {
      const known = fieldsAt(schema, path, raw);
      for (const key of issue.keys) out.push({ path: rulesPath([...path, key], root), message: `unknown field ${quote(key)}${didYouMean(key, known)}` });
      continue;
    }
    const here = valueAt(raw, path);
    if (!here.found && path.length > 0) {
      out.push({ path: rulesPath(path, root), message: `missing required field ${quote(String(path[path.length - 1]))}` });
      continue;
    }
    if (issue.code === 'invalid_value' && typeof here.value === 'string') {
      const values = issue.values.map((v) => String(v));
      out.push({ path: rulesPath(path, root), message: `${quote(here.value)} is not allowed here${didYouMean(here.value, values)}` });
      continue;
    }
    if (issue.code === 'invalid_key') {
      const inner = issue.issues[0]?.message ?? issue.message;
      out.push({ path: rulesPath(path, root), message: `the key ${quote(String(path[path.length - 1]))} ${inner}` });
      continue;
    }
    out.push({ path: rulesPath(path, root), message: issue.message });
  }
  return out;
}
