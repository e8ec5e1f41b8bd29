/**
 * The registry of the rulesets' parts of the interface (issue 13, "Components"): one {@link RulesetParts} per
 * ruleset module, by the module's id (`View.module`), the classic parts for an id with none. Every part of the
 * element asks {@link rulesetParts} with the view's `module`; none looks at a piece's fields to guess the ruleset.
 *
 * The classic parts are in the bundle up front (most rooms play them); every other ruleset's parts are a chunk of
 * their own (issue 18, "Weight"), fetched by {@link loadRulesetParts} before a room of that ruleset shows: the room's
 * connection holds the room's first view until its parts are here (`controllers/room-connection.ts`), and the join
 * panel its heroes' numbers. Their styles come with them: a part that shows a ruleset's things adopts the styles of
 * every loaded ruleset, and of each one loaded later, into its shadow root (`ruleset-styles.ts`).
 *
 * Registering a ruleset's parts is one line here: a loader of its `components/rulesets/<key>/index.ts` in
 * {@link LOADERS} (docs/rulesets.md, "A ruleset module's parts in the element").
 * @module
 */
import type { CSSResult } from 'lit';
import type { GameEvent, ModuleEvent } from '../../engine/index.ts';
import { classicParts } from './classic/index.ts';
import type { EventDice, EventMotion, LineWords, RulesetParts } from './parts.ts';

/**
 * An event only a ruleset module emits and only its parts tell (the core's chronicle has no line for it): each
 * module declares its own in the engine (`ModuleEvents`). The chronicle's `describeEvent` checks at compile time that
 * every other event type has a core line.
 */
export type OwnEvent = ModuleEvent;

/**
 * The rulesets' parts loaded on demand, by module id, in registration order: each a dynamic import (a chunk of its
 * own in the bundle) resolving to the module's parts. The id is written out here, not imported from the module's
 * words, so that nothing of a ruleset's folder is in the bundle up front.
 */
const LOADERS: Readonly<Record<string, () => Promise<RulesetParts>>> = {
  d20: () => import('./d20/index.ts').then((m) => m.d20Parts),
  rules: () => import('./rules/index.ts').then((m) => m.rulesParts),
};

/** The parts loaded so far, by id, in the order they loaded: the classic ones from the start. */
const LOADED = new Map<string, RulesetParts>([[classicParts.id, classicParts]]);
/** The loads under way (or done), by id: one per page, dropped when it failed so that the next call tries again. */
const loading = new Map<string, Promise<RulesetParts>>();
/** Who is told of each ruleset's parts once loaded ({@link onRulesetLoaded}). */
const listeners = new Set<(parts: RulesetParts) => void>();

/** The ids that have parts of their own, in registration order (classic first), loaded or not. */
export function rulesetPartsIds(): string[] {
  return [classicParts.id, ...Object.keys(LOADERS)];
}

/**
 * The parts of the ruleset module `id` (a view's `module`): its own once loaded ({@link loadRulesetParts}), else
 * the classic parts (an unknown or missing id, such as a view built by hand without one, plays with the classic
 * interface).
 */
export function rulesetParts(id: string | undefined): RulesetParts {
  return (id !== undefined ? LOADED.get(id) : undefined) ?? classicParts;
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

/** The styles of every loaded ruleset for one place (`card`, `dice`, `join` or `log`), in the order they loaded. */
export function rulesetStyles(place: keyof RulesetParts['styles']): CSSResult[] {
  return [...LOADED.values()].map((p) => p.styles[place]);
}

/**
 * The chronicle's line of an event no core line tells — a ruleset module's own event (a `d20_attack`) — by the
 * loaded module that tells it, whichever the view's is (a view built by hand may name none); '' when none does (its
 * module's parts are not loaded: a room's are before it shows).
 */
export function ownEventLine(event: OwnEvent, words: LineWords): string {
  for (const parts of LOADED.values()) {
    const line = parts.eventLine(event, words);
    if (line !== null) return line;
  }
  return '';
}

/**
 * How the board animates `event`, one of a module's own ({@link EventMotion}), by the loaded module that knows it;
 * null when none does (a core event, or a module whose parts are not loaded).
 */
export function ownEventMotion(event: GameEvent): EventMotion | null {
  for (const parts of LOADED.values()) {
    const motion = parts.eventMotion(event);
    if (motion !== null) return motion;
  }
  return null;
}

/** Whether the dice tray shows the dice of `event`, one of a module's own ({@link EventDice}), by the loaded module that knows it. */
export function ownEventDice(event: GameEvent): EventDice {
  for (const parts of LOADED.values()) {
    const dice = parts.eventDice(event);
    if (dice !== null) return dice;
  }
  return null;
}
