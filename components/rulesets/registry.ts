/**
 * The registry of the rulesets' parts of the interface: one {@link RulesetParts} per
 * ruleset module, by the module's id (`View.module`), the classic parts for an id with none. Every part of the
 * element asks {@link rulesetParts} with the view's `module`; none looks at a piece's fields to guess the ruleset.
 *
 * The classic parts are in the bundle up front (most rooms play them); every other ruleset's parts are a chunk of
 * their own (the embed's weight), fetched by {@link loadRulesetParts} before a room of that ruleset shows: the room's
 * connection holds the room's first view until its parts are here (`controllers/room-connection.ts`), and the join
 * panel its heroes' numbers. Their styles come with them: a part that shows a ruleset's things adopts the styles of
 * every loaded ruleset, and of each one loaded later, into its shadow root (`ruleset-styles.ts`).
 *
 * Registering a ruleset's parts is one line here: a loader of its `components/rulesets/<key>/index.ts` in
 * {@link LOADERS} (docs/rulesets.md, "A ruleset module's parts in the element").
 * @module
 */
import { classicParts } from './classic/index.ts';
import { LOADED, rulesetParts } from './loaded.ts';
import type { RulesetParts } from './parts.ts';

export { ownEventDice, ownEventLine, ownEventMotion, rulesetParts, rulesetStyles, type OwnEvent } from './loaded.ts';

/**
 * The rulesets' parts loaded on demand, by module id, in registration order: each a dynamic import (a chunk of its
 * own in the bundle) resolving to the module's parts. The id is written out here, not imported from the module's
 * words, so that nothing of a ruleset's folder is in the bundle up front.
 */
const LOADERS: Readonly<Record<string, () => Promise<RulesetParts>>> = {
  d20: () => import('./d20/index.ts').then((m) => m.d20Parts),
  rules: () => import('./rules/index.ts').then((m) => m.rulesParts),
};

/** The loads under way (or done), by id: one per page, dropped when it failed so that the next call tries again. */
const loading = new Map<string, Promise<RulesetParts>>();
/** Who is told of each ruleset's parts once loaded ({@link onRulesetLoaded}). */
const listeners = new Set<(parts: RulesetParts) => void>();

/** The ids that have parts of their own, in registration order (classic first), loaded or not. */
export function rulesetPartsIds(): string[] {
  return [classicParts.id, ...Object.keys(LOADERS)];
}

/**
 * Whether {@link rulesetParts} gives `id`'s own parts now: true once they are loaded, and for an id with no parts of
 * its own to load (classic, an unknown or missing id).
 */
export function rulesetPartsReady(id: string | undefined): boolean {
  return id === undefined || LOADED.has(id) || !Object.hasOwn(LOADERS, id);
}

/**
 * Loads the parts of ruleset module `id` (once per page: every call after the first gets the same promise) and
 * resolves to what {@link rulesetParts} gives for `id` from then on: at once when they are loaded already or `id`
 * has none of its own (the classic parts). Rejects with the browser's error when their chunk cannot be fetched (the
 * next call then tries again), or with an Error naming both ids when the module loaded registers another id.
 */
export function loadRulesetParts(id: string | undefined): Promise<RulesetParts> {
  if (rulesetPartsReady(id)) return Promise.resolve(rulesetParts(id));
  const key = id!;
  let promise = loading.get(key);
  if (!promise) {
    promise = LOADERS[key]!().then(
      (parts) => {
        if (parts.id !== key) throw new Error(`the ruleset parts loaded for "${key}" are registered as "${parts.id}"`);
        LOADED.set(key, parts);
        for (const listener of [...listeners]) listener(parts);
        return parts;
      },
      (error: unknown) => {
        loading.delete(key);
        throw error;
      },
    );
    loading.set(key, promise);
  }
  return promise;
}

/** Calls `listener` with each ruleset's parts as they load from now on; returns the function that stops it. */
export function onRulesetLoaded(listener: (parts: RulesetParts) => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
