/**
 * The campaign screens' hook for pictures (issue 32): the town's services, the map's places and the heroes ask
 * {@link portraitFor} for their picture. The pictures part (game-icons portraits, CC BY 3.0) fills it; until then it
 * has none and each screen draws its own plain mark.
 * @module
 */
import type { TemplateResult } from 'lit';

/** What a picture is of: a hero, a town service (`guild`, `blacksmith`...), a location of the map, or the town. */
export type PortraitKind = 'hero' | 'service' | 'location' | 'town';

/** The picture of `id` of `kind` (decorative: the caller names it in words), or null when there is none. */
export function portraitFor(kind: PortraitKind, id: string): TemplateResult | null {
  void kind;
  void id;
  return null;
}
