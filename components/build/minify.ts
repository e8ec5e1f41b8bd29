/**
 * A second minifying pass over the files esbuild wrote, by swc's minifier (`@swc/core`, a port of terser's
 * compressor and mangler in Rust): it makes the element's files about 3.5% smaller gzipped than esbuild's minifier
 * alone (docs/performance.md "The embed's weight"). Used by `components/build/index.ts` before it compresses and measures
 * the files. It replaced terser's pass: the same options, files a little smaller, and the element's pass
 * in 0.5 s of CPU instead of 5.4 s (2.9 s against 42 s on a busy machine), which was most of the build's time.
 *
 * Only the safe transforms run: no `unsafe*` option, property reads may have side effects (`pure_getters: false`,
 * Lit's and three.js's classes have getters), no property mangling; top-level names are mangled as the files are ES
 * modules (`module: true`), their exports keep their names.
 * @module
 */
import { readFile, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { type JsMinifyOptions, minify } from '@swc/core';

/**
 * The minifier's options for the pass (terser's, which swc's minifier reads as they are). `ecma` 2020: the output
 * may use what the bundles' target (es2022) allows. Two passes of the compressor.
 */
export function minifyOptions(): JsMinifyOptions {
  return {
    module: true,
    ecma: 2020,
    compress: { passes: 2, pure_getters: false },
    mangle: true,
    format: { comments: false },
  };
}

/**
 * Rewrites `file` (a path to an ES module esbuild wrote, with its source map `file.map` beside it, which the module's
 * last line names) with the minifier's pass, and its map with one leading from the new file to the original sources
 * (the two maps combined, the sources' contents kept). The file keeps its name: a chunk's name carries the hash of
 * esbuild's output, and the pass gives the same output for the same input. Rejects with the minifier's error when it
 * cannot parse the file, and with Node's when either file cannot be read or written.
 */
export async function minifyPass(file: string): Promise<void> {
  const name = path.basename(file);
  const [code, map] = await Promise.all([readFile(file, 'utf8'), readFile(`${file}.map`, 'utf8')]);
  const result = await minify(code, {
    ...minifyOptions(),
    // swc reads terser's source map options (its types say only `boolean`): the map esbuild wrote is combined in
    sourceMap: { content: map, filename: name, url: `${name}.map` } as unknown as boolean,
    inlineSourcesContent: true,
  });
  if (typeof result.map !== 'string') throw new Error(`the minifier gave no source map for ${file}`);
  if (!result.code.endsWith(`\n//# sourceMappingURL=${name}.map`)) throw new Error(`the minifier's output for ${file} does not name its source map`);
  await Promise.all([writeFile(file, result.code), writeFile(`${file}.map`, result.map)]);
}

/**
 * {@link minifyPass} over every file of `files`, all at once: swc minifies on Node's thread pool, so the files are
 * minified side by side, each core busy. Rejects with the first error.
 */
export async function minifyPasses(files: readonly string[]): Promise<void> {
  await Promise.all(files.map(minifyPass));
}
