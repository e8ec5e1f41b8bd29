/**
 * Helpers over the content schemas for the editors: each kind's JSON Schema (generated in the browser from the zod
 * schemas, as the server publishes it), default values, immutable updates by path, and zod issues by path.
 * @module
 */
import { z } from 'zod';
import { ownValue, setOwn } from '../../content/own.ts';
import { CONTENT_KINDS, type ContentKind } from '../../content/schemas/index.ts';
import type { Issue } from './api.ts';
import type { Lang } from './i18n.ts';
import { validateIn } from './issue-text.ts';

/** A JSON Schema node, as `z.toJSONSchema` writes them (no `$ref`s for the content kinds). */
export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  additionalProperties?: boolean | JsonSchema;
  items?: JsonSchema | false;
  prefixItems?: JsonSchema[];
  enum?: unknown[];
  const?: unknown;
  oneOf?: JsonSchema[];
  anyOf?: JsonSchema[];
  default?: unknown;
  description?: string;
  minimum?: number;
  maximum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  pattern?: string;
}

/** A path inside a document: property names and array indices. */
export type Path = (string | number)[];

const cache = new Map<ContentKind, JsonSchema>();

/** The JSON Schema (input form) of a content kind. */
export function schemaOf(kind: ContentKind): JsonSchema {
  let s = cache.get(kind);
  if (!s) {
    s = z.toJSONSchema(CONTENT_KINDS[kind], { io: 'input', unrepresentable: 'any' }) as JsonSchema;
    cache.set(kind, s);
  }
  return s;
}

/** A path as the server writes it: `map.doors[2].between`. */
export function formatPath(path: readonly PropertyKey[]): string {
  let out = '';
  for (const p of path) out += typeof p === 'number' ? `[${p}]` : out ? `.${String(p)}` : String(p);
  return out;
}

/**
 * Checks a document with its kind's zod schema: every problem by path (empty when valid), its message in `lang`
 * naming fields as the forms label them (components/archive/issue-text.ts).
 */
export function validate(kind: ContentKind, doc: unknown, lang: Lang): Issue[] {
  return validateIn(kind, doc, lang);
}

/** The value at `path`, or undefined. */
export function getIn(value: unknown, path: Path): unknown {
  let v = value;
  for (const p of path) {
    if (v === null || typeof v !== 'object' || !Object.hasOwn(v, p)) return undefined;
    v = (v as Record<string | number, unknown>)[p];
  }
  return v;
}

/** A copy of `value` with `path` set to `next` (`undefined` deletes an object key). */
export function setIn(value: unknown, path: Path, next: unknown): unknown {
  if (path.length === 0) return next;
  const [head, ...rest] = path as [string | number, ...Path];
  if (typeof head === 'number') {
    const arr = Array.isArray(value) ? value.slice() : [];
    arr[head] = setIn(arr[head], rest, next);
    return arr;
  }
  const obj: Record<string, unknown> = value !== null && typeof value === 'object' && !Array.isArray(value) ? { ...(value as Record<string, unknown>) } : {};
  const inner = setIn(ownValue(obj, head), rest, next);
  if (inner === undefined) delete obj[head];
  else setOwn(obj, head, inner);
  return obj;
}

/** The variants of a union node (`oneOf` or `anyOf`), or null. */
export function variantsOf(s: JsonSchema): JsonSchema[] | null {
  return s.oneOf ?? s.anyOf ?? null;
}

/** The constant of field `key` (by default `type`) of an object variant (`{ type: { const: 'damage' } }`), or undefined. */
export function discriminantOf(s: JsonSchema, key = 'type'): string | undefined {
  const c = s.properties?.[key]?.const;
  return typeof c === 'string' ? c : undefined;
}

/**
 * The field that tells the variants of a union of objects apart: one whose constant every variant has, each a
 * different one (`type` for an effect's bricks, `kind` for an adventure's nodes and conditions), `type` first;
 * undefined when there is none.
 */
export function discriminatorOf(variants: readonly JsonSchema[]): string | undefined {
  const keys = Object.keys(variants[0]?.properties ?? {}).sort((a, b) => Number(b === 'type') - Number(a === 'type'));
  return keys.find((key) => {
    const tags = variants.map((v) => discriminantOf(v, key));
    return tags.every((t) => t !== undefined) && new Set(tags).size === tags.length;
  });
}

/** A fresh value for a schema node: its default, or the least value its required fields need. */
export function defaultOf(s: JsonSchema): unknown {
  if (s.default !== undefined) return structuredClone(s.default);
  if (s.const !== undefined) return s.const;
  if (s.enum) return s.enum[0];
  const variants = variantsOf(s);
  if (variants) return defaultOf(variants[0]!);
  if (s.prefixItems) return s.prefixItems.map(defaultOf);
  const type = Array.isArray(s.type) ? s.type[0] : s.type;
  switch (type) {
    case 'object': {
      const out: Record<string, unknown> = {};
      for (const key of s.required ?? []) out[key] = defaultOf(s.properties?.[key] ?? {});
      return out;
    }
    case 'array':
      return Array.from({ length: s.minItems ?? 0 }, () => (s.items ? defaultOf(s.items) : null));
    case 'integer':
    case 'number':
      return Math.max(0, s.minimum ?? 0);
    case 'boolean':
      return false;
    case 'string':
      return '';
    default:
      return null;
  }
}

/** A new, empty document of a kind with the given id (valid once its texts are filled in). */
export function newDocument(kind: ContentKind, id: string): Record<string, unknown> {
  const doc = defaultOf(schemaOf(kind)) as Record<string, unknown>;
  doc.id = id;
  return doc;
}

/** The issues whose path is `path` or lies below it. */
export function issuesUnder(issues: readonly Issue[], path: string): Issue[] {
  return issues.filter((i) => i.path === path || i.path.startsWith(`${path}.`) || i.path.startsWith(`${path}[`));
}

/**
 * One problem per fault: where two checks find the same fault (the schema's and the map's, the Archive's and the
 * server's), the first is kept. Problems are the same fault when they lie at the same path with the same `code`;
 * those without a code, when their path and message are the same.
 */
export function oneProblemPerFault(issues: Iterable<Issue>): Issue[] {
  const seen = new Set<string>();
  const out: Issue[] = [];
  for (const i of issues) {
    const key = `${i.path}\u0000${i.code === undefined ? `message\u0000${i.message}` : `code\u0000${i.code}`}`;
    if (seen.has(key)) continue;
    seen.add(key);
    out.push(i);
  }
  return out;
}
