/**
 * Ids made from names, so that an author never has to type one: a document's id and a mission room's id are the slug
 * of its name (Italian first, else English), made unique against the ids already taken. Pure functions, no DOM.
 * @module
 */
import { setOwn } from '../../content/own.ts';
import { SLUG_PATTERN } from '../../content/schemas/issue-codes.ts';

/** The longest id the schemas accept (content/schemas/common.ts `Slug`). */
export const MAX_ID = 64;

/** Whether `s` is an id the schemas accept: lowercase letters, digits and single hyphens, 1 to {@link MAX_ID} long. */
export function isSlug(s: string): boolean {
  return s.length >= 1 && s.length <= MAX_ID && SLUG_PATTERN.test(s);
}

/**
 * A slug from anything typed: lowercase, accents dropped (`Fìmir` → `fimir`), every run of other characters one
 * hyphen, none at either end, at most {@link MAX_ID} characters. Empty when `s` has no letter or digit.
 */
export function slugify(s: string): string {
  return s
    .toLowerCase()
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '')
    .slice(0, MAX_ID)
    .replace(/-+$/, '');
}

/** A display name as the documents hold it (`{ it, en }`), possibly half filled in or missing. */
export type NameLike = { it?: unknown; en?: unknown } | null | undefined;

/** The slug of a name: of its Italian text, else of its English one; empty when neither gives one. */
export function nameSlug(name: NameLike): string {
  const of = (v: unknown) => (typeof v === 'string' ? slugify(v) : '');
  return of(name?.it) || of(name?.en);
}

/**
 * `base` itself when no id in `taken` is it, else the first free `base-2`, `base-3`, … (`base` shortened so that the
 * id stays within {@link MAX_ID} characters). Empty when `base` is.
 */
export function uniqueSlug(base: string, taken: Iterable<string>): string {
  if (!base) return '';
  const used = new Set(taken);
  if (!used.has(base)) return base;
  for (let n = 2; ; n++) {
    const suffix = `-${n}`;
    const id = `${base.slice(0, MAX_ID - suffix.length).replace(/-+$/, '')}${suffix}`;
    if (!used.has(id)) return id;
  }
}

/** The id made from a name: {@link nameSlug} made unique against `taken` ({@link uniqueSlug}); empty when the name gives none. */
export function idFromName(name: NameLike, taken: Iterable<string>): string {
  return uniqueSlug(nameSlug(name), taken);
}

/**
 * A copy of a mission where every reference to room `from` (a `room` field of a victory or defeat condition, an
 * event's trigger or effect, an object's effect: anything outside the map) names room `to` instead; the same object
 * when nothing refers to `from`. The map itself is left alone (the caller renames the room).
 */
export function renameRoomRefs<M extends Record<string, unknown>>(mission: M, from: string, to: string): M {
  if (from === to) return mission;
  const walk = (v: unknown): unknown => {
    if (Array.isArray(v)) {
      let out: unknown[] | null = null;
      v.forEach((item, i) => {
        const next = walk(item);
        if (next !== item) (out ??= v.slice())[i] = next;
      });
      return out ?? v;
    }
    if (v === null || typeof v !== 'object') return v;
    let out: Record<string, unknown> | null = null;
    for (const [key, item] of Object.entries(v)) {
      const next = key === 'room' && item === from ? to : walk(item);
      if (next !== item) setOwn((out ??= { ...(v as Record<string, unknown>) }), key, next);
    }
    return out ?? v;
  };
  let out: Record<string, unknown> | null = null;
  for (const [key, item] of Object.entries(mission)) {
    if (key === 'map') continue;
    const next = walk(item);
    if (next !== item) setOwn((out ??= { ...mission }), key, next);
  }
  return (out as M | null) ?? mission;
}
