/**
 * The types of `fast-json-patch/module/core.mjs`, the ES module build of the library's core (`applyPatch` and what it
 * needs, without `compare` and `observe`), which `delta.ts` imports: Node loads it as an ES module, the bundler
 * keeps only what is used of it (the embed's weight). The package ships its types as `module/core.d.ts`, which
 * TypeScript does not look for beside a `.mjs` file.
 */
declare module 'fast-json-patch/module/core.mjs' {
  export * from 'fast-json-patch/module/core.js';
}
