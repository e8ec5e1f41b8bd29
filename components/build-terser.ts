/**
 * A second minifying pass over the files esbuild wrote: terser's compressor and mangler make the element's files
 * about 3% smaller gzipped than esbuild's minifier alone (docs/performance.md "The embed's weight"). Used by
 * `components/build.ts` before it compresses and measures the files.
 *
 * Only terser's safe transforms run: no `unsafe*` option, property reads may have side effects (`pure_getters: false`,
 * Lit's and three.js's classes have getters), no property mangling; top-level names are mangled as the files are ES
 * modules (`module: true`), their exports keep their names.
 * @module
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { minify, type MinifyOptions } from 'terser';

/**
 * terser's options for the pass (a fresh object each call: terser writes into the options it is given). `ecma` 2020:
 * the output may use what the bundles' target (es2022) allows. Two passes: a third one measured no smaller.
 */
export function terserOptions(): MinifyOptions {
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
 * last line names) with terser's pass, and its map with one leading from the new file to the original sources (the
 * two maps combined, the sources' contents kept). The file keeps its name: a chunk's name carries the hash of
 * esbuild's output, and the pass gives the same output for the same input. Rejects with terser's error when it cannot
 * parse the file, and with Node's when either file cannot be read or written.
 */
export async function terserPass(file: string): Promise<void> {
  const name = path.basename(file);
  const code = readFileSync(file, 'utf8');
  const map = readFileSync(`${file}.map`, 'utf8');
  const result = await minify(
    { [name]: code },
    { ...terserOptions(), sourceMap: { content: map, filename: name, url: `${name}.map`, includeSources: true } },
  );
  if (result.code === undefined || typeof result.map !== 'string') throw new Error(`terser gave no code or no source map for ${file}`);
  writeFileSync(file, result.code);
  writeFileSync(`${file}.map`, result.map);
}
