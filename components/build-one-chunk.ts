/**
 * Keeps what a split bundle fetches up front to two files: the entry and one chunk (docs/performance.md "The
 * embed's weight"). esbuild's `splitting` puts each module in a chunk by the set of entry points that reach it, the
 * modules loaded on demand (`import()`) counting as entry points: a module the first board needs and the master's
 * panel imports lands in one chunk, one the campaign shell imports too in another, and so on, eleven chunks for
 * `<quest-board>`. Each file starts its compression afresh, so the up-front files gzipped one by one weighed 2.9 kB
 * more than concatenated (issue 33).
 *
 * {@link upFrontAsOne} makes every module loaded on demand also import the bundle's entry for its side effects, at
 * build time only: each module of the entry's graph is then reached by every entry point and all of them share one
 * chunk. Nothing changes at run time: a part loaded on demand is asked for by code that runs after the entry, whose
 * modules are then evaluated already, and no byte moves between the up-front files and the chunks on demand.
 * @module
 */
import type { Plugin } from 'esbuild';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const MARK = 'up-front-as-one';

/**
 * The plugin for a split bundle whose entry is `entry` (an absolute path): each module of ours (a `.ts` file outside
 * `node_modules/`) that an `import()` reaches gets `import "<entry>";` appended, after its last line (its source
 * map's lines are unchanged). A module esbuild loads before an `import()` names it (a static import came first)
 * keeps its source: it is then fetched with another part anyway.
 */
export function upFrontAsOne(entry: string): Plugin {
  return {
    name: MARK,
    setup(b) {
      const onDemand = new Set<string>();
      b.onResolve({ filter: /.*/ }, async (args) => {
        if (args.kind !== 'dynamic-import' || args.pluginData === MARK) return undefined;
        const resolved = await b.resolve(args.path, { kind: args.kind, importer: args.importer, resolveDir: args.resolveDir, pluginData: MARK });
        if (resolved.errors.length > 0) return { errors: resolved.errors };
        if (resolved.path.endsWith('.ts') && !resolved.path.includes(`${path.sep}node_modules${path.sep}`)) onDemand.add(resolved.path);
        return { path: resolved.path, namespace: resolved.namespace, external: resolved.external, sideEffects: resolved.sideEffects, pluginData: resolved.pluginData };
      });
      b.onLoad({ filter: /\.ts$/ }, async (args) => {
        if (!onDemand.has(args.path) || args.path === entry) return undefined;
        const source = await readFile(args.path, 'utf8');
        return { contents: `${source}\nimport ${JSON.stringify(entry)};\n`, loader: 'ts', resolveDir: path.dirname(args.path) };
      });
    },
  };
}
