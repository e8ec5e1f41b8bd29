/**
 * The registry of the rulesets' parts of the interface (issue 13, "Components"): one {@link RulesetParts} per
 * ruleset module, by the module's id (`View.module`), the classic parts for an id with none. Every part of the
 * element asks {@link rulesetParts} with the view's `module`; none looks at a piece's fields to guess the ruleset.
 *
 * Registering a ruleset's parts is one line here: import its `components/rulesets/<key>/index.ts` and add it to
 * {@link BUILTIN} (docs/rulesets.md, "A ruleset module's parts in the element"). They are registered when this module loads, before
 * any element class is defined, so each element's static styles hold every ruleset's (see `RulesetParts.styles`).
 * @module
 */
import type { CSSResult } from 'lit';
import type { GameEvent } from '../../engine/index.ts';
import { classicParts } from './classic/index.ts';
import { d20Parts } from './d20/index.ts';
import type { D20EventType } from './d20/words.ts';
import type { LineWords, RulesetParts } from './parts.ts';
import { rulesParts } from './rules/index.ts';
import type { RulesEventType } from './rules/words.ts';

/**
 * The event types only a ruleset module emits and only its parts tell (the core's chronicle has no line for them):
 * the union of each module's own. The chronicle's `describeEvent` checks at compile time that every other event
 * type has a core line.
 */
export type OwnEventType = D20EventType | RulesEventType;

/** An event of an {@link OwnEventType}. */
export type OwnEvent = Extract<GameEvent, { type: OwnEventType }>;

/** Every ruleset's parts, in registration order: classic first (the default), then one per ruleset module. */
const BUILTIN: readonly RulesetParts[] = [classicParts, d20Parts, rulesParts];

const PARTS = new Map<string, RulesetParts>();
for (const parts of BUILTIN) {
  if (PARTS.has(parts.id)) throw new Error(`two rulesets' parts are registered as "${parts.id}"`);
  PARTS.set(parts.id, parts);
}

/** The ids that have parts of their own, in registration order. */
export function rulesetPartsIds(): string[] {
  return [...PARTS.keys()];
}

/**
 * The parts of the ruleset module `id` (a view's `module`): its own when registered, else the classic parts (an
 * unknown or missing id, such as a view built by hand without one, plays with the classic interface).
 */
export function rulesetParts(id: string | undefined): RulesetParts {
  return (id !== undefined ? PARTS.get(id) : undefined) ?? classicParts;
}

/** The styles of every registered ruleset for one place (`card`, `dice` or `join`), in registration order. */
export function rulesetStyles(place: keyof RulesetParts['styles']): CSSResult[] {
  return [...PARTS.values()].map((p) => p.styles[place]);
}

/**
 * The chronicle's line of an event no core line tells — a ruleset module's own event (a `d20_attack`) — by the
 * module that tells it, whichever the view's is (a view built by hand may name none); '' when none does.
 */
export function ownEventLine(event: OwnEvent, words: LineWords): string {
  for (const parts of PARTS.values()) {
    const line = parts.eventLine(event, words);
    if (line !== null) return line;
  }
  return '';
}
