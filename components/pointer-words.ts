/**
 * Words for the reader's pointer: the texts that say where to click have touch screen words ("tocca" / "tap" for
 * "clicca" / "click"), read by a seat that plays by touch (docs/embedding.md, "Accessibility").
 * @module
 */
import { hintText, type HintTextKey } from './hint-texts.ts';
import type { Lang } from './i18n.ts';

/**
 * The texts that say where to click or which key to press, and their words for a touch screen ("tocca" / "tap" for
 * "clicca" / "click"; "tocca altrove" / "tap elsewhere" for "Esc"): a seat on a touch screen reads the second.
 */
const TOUCH = {
  clauseMove: 'clauseMove_touch',
  clauseAttack: 'clauseAttack_touch',
  clauseDoor: 'clauseDoor_touch',
  clauseNpc: 'clauseNpc_touch',
  hintNpcMove: 'hintNpcMove_touch',
  clauseUnitMove: 'clauseUnitMove_touch',
  clauseUnitAttack: 'clauseUnitAttack_touch',
  pickCreature: 'pickCreature_touch',
  pickUnit: 'pickUnit_touch',
  aimHint: 'aimHint_touch',
} as const satisfies Partial<Record<HintTextKey, HintTextKey>>;

/** `key`'s text, in its touch screen words when `touch` and it has them (see {@link TOUCH}). */
export function pointerText(lang: Lang, key: HintTextKey, touch: boolean, params?: Record<string, string>): string {
  return hintText(lang, touch && Object.hasOwn(TOUCH, key) ? TOUCH[key as keyof typeof TOUCH] : key, params);
}
