/**
 * The element's keyboard shortcuts for its action buttons (docs/embedding.md, "Keyboard"): a button declares its key
 * with `aria-keyshortcuts` and shows it in its tooltip; the element, on a key pressed while focus is inside it, clicks
 * the enabled button that declares that key. So a shortcut does exactly what the button does, and a button that is
 * not shown or is disabled answers no key.
 * @module
 */
import { t, type Lang } from './i18n.ts';

/** The letter keys of the action buttons (the digits 1–9 go to the hero card's spells, items and abilities in order). */
export const KEYS = {
  roll: 'R',
  endTurn: 'E',
  start: 'G',
  searchTreasure: 'S',
  searchTraps: 'T',
  defend: 'D',
  ability: 'A',
  flee: 'F',
  nextCreature: 'N',
  objective: 'O',
} as const;

/** The tooltip of a button with a shortcut: "Tira i dadi (tasto R)". */
export function withKey(lang: Lang, title: string, key: string | undefined): string {
  return key ? t(lang, 'withShortcut', { title, key }) : title;
}

/**
 * Hands out the digits 1–9 in order, one per button (undefined once they are used up): the hero card numbers its
 * spells, items and a ruleset's abilities with one of these per render.
 */
export function digitKeys(): () => string | undefined {
  let next = 1;
  return () => (next <= 9 ? String(next++) : undefined);
}

/**
 * The key a keydown names as a shortcut (`R`, `1`), or null: with Ctrl, Alt or Meta held, on a text field, or for a
 * key that is not a single letter or digit.
 */
export function shortcutOf(e: KeyboardEvent): string | null {
  if (e.ctrlKey || e.altKey || e.metaKey || e.defaultPrevented) return null;
  const target = e.composedPath()[0];
  if (target instanceof HTMLElement && (target.isContentEditable || target.matches('input, textarea, select'))) return null;
  return /^[a-z0-9]$/i.test(e.key) ? e.key.toUpperCase() : null;
}

/** The enabled button in `root`'s shadow trees whose `aria-keyshortcuts` is `key`, or null. */
export function buttonFor(root: ShadowRoot | Element, key: string): HTMLButtonElement | null {
  const scope = root instanceof Element ? root.shadowRoot : root;
  if (!scope) return null;
  for (const b of scope.querySelectorAll<HTMLButtonElement>('button[aria-keyshortcuts]')) {
    if (!b.disabled && b.getAttribute('aria-keyshortcuts') === key) return b;
  }
  for (const child of scope.querySelectorAll('*')) {
    const inner = child.shadowRoot ? buttonFor(child.shadowRoot, key) : null;
    if (inner) return inner;
  }
  return null;
}
