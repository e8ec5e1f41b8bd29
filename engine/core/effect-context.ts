/**
 * What a run of effects knows about where it comes from. A module of its own because the module interface
 * (`module.ts`, whose effect handlers receive it) must not import the interpreter (`effects.ts`), which asks the
 * registry for the game's module.
 * @module
 */
import type { Unit } from './types.ts';

/** Where a run of effects comes from: the acting unit (caster, item user; null for the master's cards and mission events), the chosen unit, and the source. */
export interface EffectContext {
  actor: Unit | null;
  chosen: Unit | null;
  source: { kind: 'spell' | 'item' | 'card' | 'event'; id: string; element: string | null };
  /** How many `draw` bricks led here; runs stop at `MAX_DRAW_DEPTH` (`effects.ts`). */
  depth: number;
}
