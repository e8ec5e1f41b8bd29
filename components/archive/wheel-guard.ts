/**
 * Number fields the mouse wheel changes only after a click into them (steady forms): a browser steps a
 * focused number field under the wheel, so a field reached with Tab, or left focused, changed silently while its
 * reader only meant to scroll the page. Under this guard the wheel over a number field that was not clicked since it
 * took the focus scrolls the page as it does anywhere else; after a click into it, the wheel steps it as before.
 * @module
 */

/** A number field, whatever shadow root it is in. */
function numberField(target: EventTarget | undefined): HTMLInputElement | null {
  return target instanceof HTMLInputElement && target.type === 'number' ? target : null;
}

/**
 * Guards every number field under `root` (its shadow trees included: the events are read from their composed path).
 * The browser steps a field under the wheel only when it is focused and editable: a wheel turn over a field not
 * clicked into makes it read-only for the turn's task (its value and the focus untouched; the page scrolls instead).
 * The listeners are passive, so scrolling never waits for them. Returns the function that removes the guard.
 */
export function guardNumberWheel(root: HTMLElement): () => void {
  /** The fields clicked into since they took the focus. */
  const clicked = new WeakSet<HTMLInputElement>();
  const onPointerDown = (e: Event) => {
    const field = numberField(e.composedPath()[0]);
    if (!field || clicked.has(field)) return;
    clicked.add(field);
    // heard on the field itself: a focusout between two fields of one shadow root does not reach `root`
    field.addEventListener('blur', () => clicked.delete(field), { once: true });
  };
  const onWheel = (e: Event) => {
    const field = numberField(e.composedPath()[0]);
    if (!field || clicked.has(field) || field.readOnly) return;
    field.readOnly = true;
    setTimeout(() => (field.readOnly = false));
  };
  root.addEventListener('pointerdown', onPointerDown, { capture: true, passive: true });
  root.addEventListener('wheel', onWheel, { capture: true, passive: true });
  return () => {
    root.removeEventListener('pointerdown', onPointerDown, { capture: true });
    root.removeEventListener('wheel', onWheel, { capture: true });
  };
}
