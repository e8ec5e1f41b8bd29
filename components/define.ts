/**
 * Registers a custom element once: importing the bundle twice (or two copies of it) must not throw.
 * @module
 */

/** Defines `name` as `ctor` unless the page already has an element of that name. */
export function defineOnce(name: string, ctor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) customElements.define(name, ctor);
}
