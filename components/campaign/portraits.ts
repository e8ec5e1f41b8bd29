/**
 * The campaign screens' hook for pictures: the town's services, the map's places and the heroes ask
 * {@link portraitFor} for their picture, a `<qb-portrait>` (game-icons on a tinted disc, CC BY 3.0:
 * `components/pictures/portrait-tag.ts`). A screen sizes it with {@link campaignPortraitStyles} and keeps its own
 * plain mark where this gives none (a hero whose picture the screen does not know).
 * @module
 */
import { css, type TemplateResult } from 'lit';
import { FALLBACK_PICTURES } from '../../content/picture-defaults.ts';
import { servicePicture, TOWN_PICTURE } from '../../content/place-pictures.ts';
import { portrait, portraitSlot } from '../pictures/portrait-tag.ts';

/** What a picture is of: a hero, a town service (`guild`, `blacksmith`...), a location of the map, or the town. */
export type PortraitKind = 'hero' | 'service' | 'location' | 'town';

/**
 * The picture of `id` of `kind` (decorative: the caller names it in words): `picture` is the document's when the
 * screen knows it (a hero's sheet, a location's view, the town's `adventure.townPicture`); a service's comes from its
 * id, a place without one gets the default place picture. Null for a hero whose picture is not given: the screen
 * keeps its own mark (its initial on its colour).
 */
export function portraitFor(kind: PortraitKind, id: string, picture?: string): TemplateResult | null {
  switch (kind) {
    case 'hero':
      return picture ? portrait('hero', picture) : null;
    case 'service':
      return portrait('service', servicePicture(id));
    case 'town':
      return portrait('place', picture ?? TOWN_PICTURE);
    case 'location':
      return portrait('place', picture ?? FALLBACK_PICTURES.place);
  }
}

/** The styles a campaign screen adds for its portraits: each fills the mark it sits in (`.pin`, `.sign-mark`, `.portrait`). */
export const campaignPortraitStyles = [
  portraitSlot,
  css`
    .pin qb-portrait,
    .sign-mark qb-portrait,
    .portrait qb-portrait {
      width: 100%;
      height: 100%;
    }
    /* a hero's mark keeps its colour as a ring around the picture */
    .portrait:has(> qb-portrait) {
      box-sizing: border-box;
      padding: 3px;
    }
  `,
];
