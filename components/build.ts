/**
 * Builds the component bundle `components/dist/quest-board.js` (one minified ES module, es2022, with its source
 * map), the demo page's script `components/dist/demo.js` and the Archive's `components/dist/archive.js`, then prints
 * their gzip sizes. Run with `npm run build`.
 *
 * The element and the Archive bundles also import where there is no DOM (Node, for server-side rendering, tooling
 * and tests): they take Lit's own Node builds (its `node` export condition), which extend `HTMLElement` only when the
 * runtime has one and touch no `document` at import, with `components/no-dom.ts` in place of the DOM shim those
 * builds import; the elements are then defined only where `customElements` exists (`components/define.ts`).
 * @module
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));

/** The folder `npm run build` writes to, where the server reads the bundles from. */
export const DIST_DIR = fileURLToPath(new URL('./dist/', import.meta.url));

/** Lit's packages that ship Node builds; `lit` and `lit-element` import everything DOM-bound from these two. */
const LIT_WITH_NODE_BUILDS = /^(lit-html|@lit\/reactive-element)(\/.*)?$/;

/**
 * Resolves Lit's modules to their Node builds (the `node` condition of each package's `exports`), in the browser
 * bundles too: those builds are the browser builds plus a guard on `HTMLElement`, `document` and `CSSStyleSheet`.
 * Every module of the two packages is redirected so that one copy of lit-html is bundled; `is-server.js` keeps its
 * browser build (the bundles run in browsers first). `@lit-labs/ssr-dom-shim` becomes `components/no-dom.ts`, two
 * lines instead of 15 KB of DOM shim the browser never needs.
 */
export const litAnywhere: Plugin = {
  name: 'lit-anywhere',
  setup(b) {
    b.onResolve({ filter: /^@lit-labs\/ssr-dom-shim$/ }, () => ({ path: path.join(root, 'components/no-dom.ts') }));
    b.onResolve({ filter: LIT_WITH_NODE_BUILDS }, async (args) => {
      if (args.pluginData === 'lit-anywhere') return undefined;
      const [, pkg, sub = ''] = LIT_WITH_NODE_BUILDS.exec(args.path)!;
      if (sub === '/is-server.js') return undefined;
      const browser = await b.resolve(args.path, { kind: args.kind, resolveDir: args.resolveDir, pluginData: 'lit-anywhere' });
      if (browser.errors.length > 0) return { errors: browser.errors };
      const dir = packageDir(browser.path, pkg!);
      const exports = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).exports as Record<string, { node?: { default?: string } }>;
      const node = exports[`.${sub}`]?.node?.default;
      if (!node) return { errors: [{ text: `${args.path}: its package.json has no "node" export; Lit's layout changed, see components/build.ts` }] };
      return { path: path.join(dir, node) };
    });
  },
};

/** The folder of package `pkg` that holds `file`. */
function packageDir(file: string, pkg: string): string {
  let dir = path.dirname(file);
  while (!existsSync(path.join(dir, 'package.json')) || JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')).name !== pkg) {
    const up = path.dirname(dir);
    if (up === dir) throw new Error(`no package.json of ${pkg} above ${file}`);
    dir = up;
  }
  return dir;
}

const common: BuildOptions = {
  absWorkingDir: root,
  bundle: true,
  format: 'esm',
  platform: 'browser',
  target: 'es2022',
  minify: true,
  sourcemap: true,
  legalComments: 'none',
  charset: 'utf8',
  define: { 'process.env.NODE_ENV': '"production"' },
  logLevel: 'warning',
  metafile: true,
  plugins: [litAnywhere],
};

/** The bundles: the element, the demo page's script (the page loads the element itself from `/quest-board.js`), the Archive. */
export const BUNDLES: readonly { entry: string; out: string }[] = [
  { entry: 'components/quest-board.ts', out: 'quest-board.js' },
  { entry: 'demo/demo.ts', out: 'demo.js' },
  { entry: 'components/archive/archive.ts', out: 'archive.js' },
];

/**
 * Builds every bundle of {@link BUNDLES} (each with its `.map`) into `outdir` (a folder path, made if missing).
 * Resolves to each file's path and its size in bytes, plain and gzipped; rejects with esbuild's error when a build fails.
 */
export async function buildBundles(outdir: string = DIST_DIR): Promise<{ file: string; bytes: number; gzipBytes: number }[]> {
  const out = [];
  for (const bundle of BUNDLES) {
    const file = path.join(outdir, bundle.out);
    await build({ ...common, entryPoints: [bundle.entry], outfile: file });
    const code = readFileSync(file);
    out.push({ file, bytes: code.length, gzipBytes: gzipSync(code, { level: 9 }).length });
  }
  return out;
}

const kib = (bytes: number) => `${(bytes / 1024).toFixed(1)} KiB`;

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  for (const { file, bytes, gzipBytes } of await buildBundles()) {
    console.log(`${path.basename(file).padEnd(16)} ${kib(bytes).padStart(10)}  gzip ${kib(gzipBytes).padStart(10)}`);
  }
}
