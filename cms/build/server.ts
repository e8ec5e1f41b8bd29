/**
 * Builds the server for `npm start`: `cms/dist/main.mjs` (the server that starts itself, cms/main.ts) and
 * `cms/dist/server.mjs` (`startServer` for a program that runs the server itself, such as the benches), each one ES
 * module holding the server and every library it uses but the native ones (better-sqlite3, and ws's optional
 * helpers). Run with `npm run build:server` (`npm run build` builds it beside the element's bundles).
 *
 * Why a bundle: Node keeps every ES module it loads (records, source text) for the life of the process, and the TypeScript
 * loader keeps its own caches and source maps: the server run from its sources through `tsx` held about 158 MiB before
 * its first room, the bundle about 96 MiB (docs/performance.md, "Live rooms beside boardgame.io"). Tests still run
 * the sources.
 *
 * Our sources read files next to them through `import.meta.url` (the default content pack, the demo page and the
 * element's bundles): in the bundle each such use is rewritten to the same file's URL, reached from the bundle's
 * own, so the bundle finds them where the sources do.
 * @module
 */
import { build, type Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('../..', import.meta.url));

/** The folder the server bundles are written to. */
export const SERVER_DIST_DIR = path.join(root, 'cms', 'dist');

/** Rewrites `import.meta.url` in our own sources to their source file's URL, relative to the bundle (see the module). */
const sourceUrls: Plugin = {
  name: 'source-urls',
  setup(b) {
    b.onLoad({ filter: /\.ts$/ }, async (args) => {
      if (args.path.includes(`${path.sep}node_modules${path.sep}`)) return undefined;
      const text = await readFile(args.path, 'utf8');
      if (!text.includes('import.meta.url')) return undefined;
      const relative = path.relative(SERVER_DIST_DIR, args.path).split(path.sep).join('/');
      return { contents: text.replaceAll('import.meta.url', `new URL(${JSON.stringify(relative)}, import.meta.url).href`), loader: 'ts' };
    });
  },
};

/** What a server build read and wrote. */
export interface BuiltServer {
  /** Every module esbuild read (its metafile's inputs, paths relative to the repository root). */
  inputs: string[];
  /** The files written (absolute paths): the bundles, their shared chunks and their source maps. */
  outputs: string[];
}

/** Builds both bundles into {@link SERVER_DIST_DIR}. @throws Error with esbuild's messages when the build fails. */
export async function buildServer(): Promise<BuiltServer> {
  const result = await build({
    absWorkingDir: root,
    entryPoints: { main: path.join(root, 'cms', 'main.ts'), server: path.join(root, 'cms', 'server.ts') },
    outdir: SERVER_DIST_DIR,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    splitting: true,
    chunkNames: 'chunk-[hash]',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['better-sqlite3', 'bufferutil', 'utf-8-validate'],
    // the CommonJS libraries in the bundle (ws, better-sqlite3's loader) call require
    banner: { js: "import { createRequire as __qbCreateRequire } from 'node:module'; const require = __qbCreateRequire(import.meta.url);" },
    sourcemap: 'linked',
    // V8 holds a module's whole source text for as long as the process lives: one non-ASCII character (a comment's
    // dash, a zod locale's message) makes the whole text two bytes a character, and comments and indentation are most
    // of it. Whitespace and syntax minified, names kept (stack traces stay readable, with the source map for lines),
    // every non-ASCII character escaped: the text held drops from about 5.6 MB to about 1.5 MB
    minifyWhitespace: true,
    minifySyntax: true,
    charset: 'ascii',
    legalComments: 'none',
    plugins: [sourceUrls],
    logLevel: 'warning',
    metafile: true,
  });
  return {
    inputs: Object.keys(result.metafile.inputs).sort(),
    outputs: Object.keys(result.metafile.outputs)
      .map((output) => path.resolve(root, output))
      .sort(),
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildServer();
