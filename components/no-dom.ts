/**
 * What the bundles give Lit in place of `@lit-labs/ssr-dom-shim` (see `components/build/index.ts`): Lit's Node builds
 * extend `globalThis.HTMLElement ?? HTMLElement` and set `globalThis.customElements ??= customElements`, so with
 * these two a bundle imports where there is no DOM (Node, a worker) and changes no global there, while a browser
 * uses its own `HTMLElement` and `customElements` as always. Never imported by the components themselves.
 * @module
 */

/** An empty base class for Lit's elements where the runtime has no `HTMLElement` (the class is never defined there). */
export const HTMLElement = class {} as unknown as typeof globalThis.HTMLElement;

/** No registry: where the runtime has none, the bundles define no element (`defineOnce` checks). */
export const customElements: CustomElementRegistry | undefined = undefined;
