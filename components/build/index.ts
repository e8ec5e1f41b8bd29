/**
 * Builds the component bundle `components/dist/quest-board.js` (a minified ES module, es2022, with its source map,
 * split: the chunks it imports, and those it loads on demand, under `components/dist/chunks/`), the demo page's
 * script `components/dist/demo.js` and the Archive's `components/dist/archive.js`, with three.js only as far as they
 * use it (`build-three.ts`), then prints their gzip sizes: for the element, what a browser fetches before a room
 * shows (the entry and the chunks it imports statically) and each chunk fetched on demand. Run with `npm run build`.
 *
 * The element and the Archive bundles also import where there is no DOM (Node, for server-side rendering, tooling
 * and tests): they take Lit's own Node builds (its `node` export condition), which extend `HTMLElement` only when the
 * runtime has one and touch no `document` at import, with `components/no-dom.ts` in place of the DOM shim those
 * builds import; the elements are then defined only where `customElements` exists (`components/define.ts`).
 * @module
 */
import { build, type BuildOptions, type Plugin } from 'esbuild';
import { existsSync, readFileSync, rmSync } from 'node:fs';
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants as zlibConstants, gzip } from 'node:zlib';
import { shaderPlan, threeAsUsed, threeSource, threeUsage } from './three.ts';
import { minifyPasses } from './minify.ts';
import { upFrontAsOne } from './one-chunk.ts';
import { picturesPlugin } from './pictures.ts';

const gzipAsync = promisify(gzip);
const brotliAsync = promisify(brotliCompress);

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folder `npm run build` writes to, where the server reads the bundles from. */
export const DIST_DIR = fileURLToPath(new URL('../dist/', import.meta.url));

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
      if (!node) return { errors: [{ text: `${args.path}: its package.json has no "node" export; Lit's layout changed, see components/build/index.ts` }] };
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

/**
 * The bundles: the element, the demo page's script (the page loads the element itself from `/quest-board.js`), the
 * Archive. `split`: the bundle is split (esbuild's `splitting`): the parts a room does not need before it shows
 * (`components/lazy-parts.ts`) go into chunks of their own under `chunks/`, fetched when the element asks for them;
 * each of its files is also written gzipped and brotli-compressed (`.gz`, `.br`) for the server to send as they are.
 * `oneUpFrontChunk`: what the split bundle fetches up front is the entry and one chunk, not a chunk per set of parts
 * sharing its modules (`components/build/one-chunk.ts`). `minifyPass`: each of its files then gets swc's second
 * minifying pass (`components/build/minify.ts`).
 */
export const BUNDLES: readonly { entry: string; out: string; split?: boolean; oneUpFrontChunk?: boolean; minifyPass?: boolean }[] = [
  { entry: 'components/quest-board.ts', out: 'quest-board.js', split: true, oneUpFrontChunk: true, minifyPass: true },
  { entry: 'demo/demo.ts', out: 'demo.js', minifyPass: true },
  { entry: 'components/archive/archive.ts', out: 'archive.js', split: true, oneUpFrontChunk: true, minifyPass: true },
];

/** The folder of a split bundle's chunks, under the output folder (served at `/chunks/`, see `cms/http/static.ts`). */
export const CHUNKS_DIR = 'chunks';

/**
 * The most the element may weigh before a room shows: `/quest-board.js` and every chunk it imports statically, each
 * gzipped, in bytes: the embed's target (model-viewer, with all of three.js, weighs 289 kB). `npm run build` prints the
 * figure and `test/bundle-size.test.ts` fails above it (167.5 kB on 2026-12-02, 164.1 kB later, docs/performance.md "The embed's
 * weight").
 */
export const EMBED_GZIP_LIMIT = 170_000;

/**
 * A file the build wrote: its path, its size in bytes, plain and gzipped (level 9, as a server would send it), and
 * the source modules with code in it (paths relative to the repository root).
 */
export interface BuiltFile {
  file: string;
  bytes: number;
  gzipBytes: number;
  inputs: string[];
}

/** A bundle as built: its entry file (the fields of {@link BuiltFile}) and what it brings along. */
export interface BuiltBundle extends BuiltFile {
  /** The entry and every chunk it imports statically, transitively: what a browser fetches before the module runs. */
  upFront: BuiltFile[];
  /** The chunks only dynamic imports reach: fetched when the code asks for them. */
  lazy: BuiltFile[];
  /** Every source module of the bundle's graph, lazy chunks included (paths relative to the repository root). */
  inputs: string[];
}

/** The sum of `files`' sizes. */
export function total(files: readonly BuiltFile[]): { bytes: number; gzipBytes: number } {
  return { bytes: files.reduce((n, f) => n + f.bytes, 0), gzipBytes: files.reduce((n, f) => n + f.gzipBytes, 0) };
}

/**
 * `file`'s sizes and `inputs`. With `precompress`, also writes `file.gz` and `file.br` (brotli), which the server
 * sends to a browser that accepts them (`cms/http/static.ts`): the figures are then what travels. The compressions
 * run on Node's thread pool, beside the build's other work.
 */
async function measure(file: string, inputs: string[], precompress: boolean): Promise<BuiltFile> {
  const code = await readFile(file);
  const gzip = await gzipAsync(code, { level: 9 });
  if (precompress) {
    const brotli = await brotliAsync(code, { params: { [zlibConstants.BROTLI_PARAM_QUALITY]: 11, [zlibConstants.BROTLI_PARAM_SIZE_HINT]: code.length } });
    await Promise.all([writeFile(`${file}.gz`, gzip), writeFile(`${file}.br`, brotli)]);
  }
  return { file, bytes: code.length, gzipBytes: gzip.length, inputs };
}

/**
 * Builds every bundle of {@link BUNDLES} (each file with its `.map`) into `outdir` (a folder path, made if missing;
 * its `chunks/` folder is emptied first), with three.js only as far as the bundles use it (`build-three.ts`), and
 * swc's second pass over the bundles that ask for it. Resolves to each bundle's entry file, the files fetched up
 * front and the lazy chunks, with their sizes (after the pass); rejects with esbuild's or swc's error when a build
 * fails.
 */
export async function buildBundles(outdir: string = DIST_DIR): Promise<BuiltBundle[]> {
  const plan = await shaderPlan(await threeUsage({ ...common, entryPoints: BUNDLES.map((b) => b.entry) }));
  const plugins = [...(common.plugins ?? []), threeSource, threeAsUsed(plan), picturesPlugin];
  rmSync(path.join(outdir, CHUNKS_DIR), { recursive: true, force: true });
  // esbuild builds the bundles side by side, then the minifier's second pass runs over all their files at once
  const results = await Promise.all(
    BUNDLES.map((bundle) =>
      build({
        ...common,
        // first: other plugins' onLoad callbacks without a namespace would load its stand-ins as the modules themselves
        plugins: bundle.oneUpFrontChunk ? [upFrontAsOne(path.resolve(root, bundle.entry)), ...plugins] : plugins,
        entryPoints: { [path.basename(bundle.out, '.js')]: bundle.entry },
        outdir,
        entryNames: '[name]',
        ...(bundle.split ? { splitting: true, chunkNames: `${CHUNKS_DIR}/[name]-[hash]` } : {}),
      }),
    ),
  );
  const outputsOf = results.map((result) => new Map(Object.entries(result.metafile!.outputs).map(([key, output]) => [path.resolve(root, key), output])));
  await minifyPasses(BUNDLES.flatMap((bundle, i) => (bundle.minifyPass ? [...outputsOf[i]!.keys()].filter((file) => file.endsWith('.js')) : [])));
  return Promise.all(
    BUNDLES.map(async (bundle, i) => {
      const outputs = outputsOf[i]!;
      // each file measured (and compressed) once: the entry is one of the files fetched up front
      const measured = new Map<string, Promise<BuiltFile>>();
      const built = (file: string): Promise<BuiltFile> => {
        const inputs = Object.entries(outputs.get(file)?.inputs ?? {}).flatMap(([input, { bytesInOutput }]) => (bytesInOutput > 0 ? [input] : []));
        if (!measured.has(file)) measured.set(file, measure(file, inputs.sort(), bundle.split === true));
        return measured.get(file)!;
      };
      const entry = path.resolve(outdir, bundle.out);
      const upFront = new Set<string>();
      const follow = (file: string): void => {
        if (upFront.has(file)) return;
        upFront.add(file);
        for (const imported of outputs.get(file)?.imports ?? [])
          if (imported.kind === 'import-statement' && !imported.external) follow(path.resolve(root, imported.path));
      };
      follow(entry);
      const lazy = [...outputs.keys()].filter((f) => f.endsWith('.js') && !upFront.has(f)).sort();
      const [entryFile, upFrontFiles, lazyFiles] = await Promise.all([built(entry), Promise.all([...upFront].map(built)), Promise.all(lazy.map(built))]);
      return { ...entryFile, upFront: upFrontFiles, lazy: lazyFiles, inputs: Object.keys(results[i]!.metafile!.inputs).sort() };
    }),
  );
}

const kb = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;

/**
 * The figures `npm run build` prints for `bundles` (as {@link buildBundles} resolves them), one line each: every
 * bundle's weight up front, plain and gzipped, the embed's weight against {@link EMBED_GZIP_LIMIT}, each lazy chunk.
 */
export function bundleFigures(bundles: readonly BuiltBundle[]): string[] {
  const lines: string[] = [];
  for (const bundle of bundles) {
    const name = path.basename(bundle.file);
    const front = total(bundle.upFront);
    const chunks = bundle.upFront.length - 1;
    lines.push(
      `${name.padEnd(16)} ${kb(front.bytes).padStart(10)}  gzip ${kb(front.gzipBytes).padStart(9)}${chunks > 0 ? `  (up front: the entry and ${chunks} chunk${chunks > 1 ? 's' : ''} it imports)` : ''}`,
    );
    if (name === 'quest-board.js')
      lines.push(`${''.padEnd(16)} the embed's weight before a room shows: ${kb(front.gzipBytes)} gzip, limit ${kb(EMBED_GZIP_LIMIT)}`);
    for (const chunk of bundle.lazy)
      lines.push(
        `  lazy ${path.relative(path.dirname(bundle.file), chunk.file).padEnd(30)} ${kb(chunk.bytes).padStart(10)}  gzip ${kb(chunk.gzipBytes).padStart(9)}`,
      );
  }
  return lines;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const started = performance.now();
  const bundles = await buildBundles();
  console.log(
    `built in ${((performance.now() - started) / 1000).toFixed(1)} s (esbuild, then swc's second pass over ${BUNDLES.filter((b) => b.minifyPass)
      .map((b) => b.out)
      .join(' and ')})`,
  );
  for (const line of bundleFigures(bundles)) console.log(line);
}
