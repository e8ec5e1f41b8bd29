/**
 * Keeps what a split bundle fetches up front to two files: the entry and one chunk (docs/performance.md "The
 * embed's weight"). esbuild's `splitting` puts each module in a chunk by the set of entry points that reach it, the
 * modules loaded on demand (`import()`) counting as entry points: a module the first board needs and the master's
 * panel imports lands in one chunk, one the campaign shell imports too in another, and so on, eleven chunks for
 * `<quest-board>`. Each file starts its compression afresh, so the up-front files gzipped one by one weighed 2.9 kB
 * more than concatenated.
 *
 * {@link upFrontAsOne} makes every module loaded on demand also import the bundle's entry for its side effects, at
 * build time only (the `import()` reaches a stand-in that re-exports the module and imports the entry): each module
 * of the entry's graph, and esbuild's helpers, are then reached by every entry point and all of them share one chunk. Nothing changes at run time: a part loaded on demand is asked for by code that runs after the entry, whose
 * modules are then evaluated already, and no byte moves between the up-front files and the chunks on demand.
 * @module
 */
import type { Plugin } from 'esbuild';
import path from 'node:path';

const MARK = 'up-front-as-one';

/**
 * The plugin for a split bundle whose entry is `entry` (an absolute path): an `import()` of a module of ours (a
 * `.ts` file outside `node_modules/`) gets, in its place, a module of two lines, `export * from "<module>";` and
 * `import "<entry>";`, which esbuild names as the module (its chunk keeps the module's name). The module itself, its
 * source and its map, is untouched, whichever plugin loads it (the icon chunks' come from `build-pictures.ts`). It
 * must come first among the build's plugins: an `onLoad` callback given no namespace runs in every namespace, and
 * would load a stand-in as the module itself.
 */
export function upFrontAsOne(entry: string): Plugin {
  return {
    name: MARK,
    setup(b) {
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === MARK) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: MARK });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        const ours = resolved.namespace === 'file' && resolved.path.endsWith('.ts') && !resolved.path.includes(`${path.sep}node_modules${path.sep}`);
        if (!ours || resolved.path === entry)
          return {
            path: resolved.path,
            namespace: resolved.namespace,
            external: resolved.external,
            sideEffects: resolved.sideEffects,
            pluginData: resolved.pluginData,
          };
        return { path: resolved.path, namespace: MARK };
      });
      b.onLoad({ filter: /.*/, namespace: MARK }, (args) => ({
        contents: `export * from ${JSON.stringify(args.path)};\nimport ${JSON.stringify(entry)};\n`,
        loader: 'js',
        resolveDir: path.dirname(args.path),
      }));
    },
  };
}
