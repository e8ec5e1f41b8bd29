/**
 * The flags every headless Debian Chromium of the tests and the screenshots starts with: no sandbox (CI runs as
 * root), no GPU, no network of its own (QUIC, background fetches, component updates, sync), and WebGL2 in software
 * through SwiftShader behind ANGLE (`--use-gl=swiftshader` would turn WebGL off). Used by web-test-runner.config.mjs
 * (the browser tests) and test/support/screens.ts (`npm run screenshots`, the accessibility step); the browser itself
 * is found by test/support/browsers.ts.
 * @module
 */

/** The command-line flags, in order. */
export const CHROMIUM_FLAGS: readonly string[] = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--enable-unsafe-swiftshader',
  '--use-angle=swiftshader',
];
