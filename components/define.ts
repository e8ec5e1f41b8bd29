/**
 * Registers a custom element once: importing the bundle twice (or two copies of it) must not throw, and importing it
 * where there is no DOM (Node) must not either.
 * @module
 */

/** Defines `name` as `ctor` unless the page already has an element of that name; does nothing where there is no `customElements` (Node, a worker). */
export function defineOnce(name: string, ctor: CustomElementConstructor): void {
  if (typeof customElements !== 'undefined' && !customElements.get(name)) customElements.define(name, ctor);
}
