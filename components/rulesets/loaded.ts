/**
 * The rulesets' parts of the interface loaded so far (the registry, `registry.ts`, loads the others on demand) and
 * what the element asks of them: the parts of a view's module, the styles of every loaded ruleset, and how a module's
 * own event reads, moves and rolls. Apart from the registry's loaders so that a part a ruleset's chunk itself imports
 * (the board's motion) can ask without importing every ruleset's chunk back.
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

/** The parts loaded so far, by id, in the order they loaded: the classic ones from the start (`registry.ts` adds the others). */
export const LOADED = new Map<string, RulesetParts>([[classicParts.id, classicParts]]);

/**
 * The parts of the ruleset module `id` (a view's `module`): its own once loaded (`registry.ts`'s `loadRulesetParts`), else
 * the classic parts (an unknown or missing id, such as a view built by hand without one, plays with the classic
 * interface).
 */
export function rulesetParts(id: string | undefined): RulesetParts {
  return (id !== undefined ? LOADED.get(id) : undefined) ?? classicParts;
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
