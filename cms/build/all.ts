/**
 * The whole build, `npm run build`: the element's bundles (`components/build/index.ts`, into `components/dist/`) and the
 * server's (`cms/build/server.ts`, into `cms/dist/`), side by side in one process, then the build stamp
 * (`cms/build/stamp.ts`) that lets `npm start` skip the next build while nothing it read has changed. Prints how long it
 * took and the bundles' weights. `npm run build` always builds; `npm start` builds through {@link buildAll} only when
 * the stamp says a source changed (`cms/start.ts`).
 * @module
 */
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { buildServer } from './server.ts';
import { buildBundles, type BuiltBundle, bundleFigures } from '../../components/build/index.ts';
import { pictureSources } from '../../components/build/pictures.ts';
import { makeStamp, removeStamp, ROOT, sourceInputs, writeStamp } from './stamp.ts';

/** What {@link buildAll} built: the element's bundles with their figures, and how long it took. */
export interface BuildResult {
  bundles: BuiltBundle[];
  /** The build's wall-clock time, in milliseconds. */
  ms: number;
}

/**
 * Builds the element's bundles and the server's at once, then writes the stamp of what they were built from. The
 * stamp is removed first, so a build that fails half-way leaves none: the next `npm start` builds again.
 * @throws Error with esbuild's or swc's messages when a build fails.
 */
export async function buildAll(): Promise<BuildResult> {
  const started = performance.now();
  removeStamp(ROOT);
  const [bundles, server] = await Promise.all([buildBundles(), buildServer()]);
  // the default pack's documents name the pictures the element's first icon chunk holds (components/build/pictures.ts)
  const inputs = sourceInputs([...bundles.flatMap((b) => b.inputs), ...server.inputs, ...pictureSources().map((file) => path.relative(ROOT, file))]);
  const outputs = [...bundles.flatMap((b) => [b.file, ...b.upFront.map((f) => f.file), ...b.lazy.map((f) => f.file)]), ...server.outputs];
  writeStamp(ROOT, makeStamp(ROOT, inputs, outputs));
  return { bundles, ms: performance.now() - started };
}

/** Runs {@link buildAll} and prints its time and figures. */
export async function buildAndReport(): Promise<void> {
  const { bundles, ms } = await buildAll();
  console.log(`quest-board: built in ${(ms / 1000).toFixed(1)} s`);
  for (const line of bundleFigures(bundles)) console.log(line);
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) await buildAndReport();
