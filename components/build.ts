/**
 * Builds the component bundle `components/dist/quest-board.js` (one minified ES module, es2022, with its source
 * map) and the demo page's script `components/dist/demo.js`, then prints their gzip sizes.
 * Run with `npm run build`.
 * @module
 */
import { build, type BuildOptions } from 'esbuild';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const root = fileURLToPath(new URL('..', import.meta.url));
const outdir = fileURLToPath(new URL('./dist/', import.meta.url));

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
};

/** The bundles: the element, and the demo page's script (the page loads the element itself from `/quest-board.js`). */
const bundles: { entry: string; out: string }[] = [
  { entry: 'components/quest-board.ts', out: 'quest-board.js' },
  { entry: 'demo/demo.ts', out: 'demo.js' },
  { entry: 'components/archive/archive.ts', out: 'archive.js' },
];

function kib(bytes: number): string {
  return `${(bytes / 1024).toFixed(1)} KiB`;
}

for (const b of bundles) {
  const outfile = `${outdir}${b.out}`;
  await build({ ...common, entryPoints: [b.entry], outfile });
  const code = readFileSync(outfile);
  console.log(`${b.out.padEnd(16)} ${kib(code.length).padStart(10)}  gzip ${kib(gzipSync(code, { level: 9 }).length).padStart(10)}`);
}
