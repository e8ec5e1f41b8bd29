/**
 * Allies and foes (spec 002, "Getting allies", `rules.dispositionBands`): a disposition number sorts into the
 * highest matching band; a band without `atLeast` matches any number and comes last.
 * @module
 */
import type { Rules } from '../../../../content/schemas/rules/rules.ts';
import type { DispositionStance } from '../../../../content/schemas/rules/encounters.ts';

/** The stance (`ally`, `neutral`, `hostile`) of a creature of `disposition`; `hostile` when no band matches. */
export function stanceOf(rules: Rules, disposition: number): DispositionStance {
  const bands = [...rules.dispositionBands].sort((a, b) => (b.atLeast ?? -Infinity) - (a.atLeast ?? -Infinity));
  return bands.find((b) => b.atLeast === undefined || disposition >= b.atLeast)?.stance ?? 'hostile';
}
