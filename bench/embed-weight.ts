/**
 * Where the embed's weight goes (docs/performance.md "The embed's weight"): builds the bundles into a
 * temp folder with `components/build/index.ts`, then, for the files a browser fetches before a room shows
 * (`/quest-board.js` and the chunks it imports), gives each part of the source its share of the gzip figure: what
 * the gzipped files lose when that part's bytes are left out (the source map tells which bytes are whose), beside
 * its bytes minified and its own bytes gzipped alone. Shares are by package, by three.js folder and by module of
 * ours; `module` as the first argument gives one line per source module.
 *
 * ```sh
 * node --import tsx bench/embed-weight.ts [module]
 * ```
 * @module
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { buildBundles } from '../components/build/index.ts';

const byModule = process.argv[2] === 'module';
const BASE64 = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/';

/** The segments of one line of a source map's `mappings` (VLQ fields, relative as written). */
function decodeLine(line: string): number[][] {
  const segments: number[][] = [];
  let segment: number[] = [];
  let value = 0;
  let shift = 0;
  for (const ch of line) {
    if (ch === ',') {
      segments.push(segment);
      segment = [];
      continue;
    }
    const digit = BASE64.indexOf(ch);
    value += (digit & 31) << shift;
    if (digit & 32) {
      shift += 5;
      continue;
    }
    segment.push(value & 1 ? -(value >>> 1) : value >>> 1);
    value = 0;
    shift = 0;
  }
  if (segment.length > 0) segments.push(segment);
  return segments;
}

/** The part a source path (relative to the repository) is counted under. */
function partOf(source: string): string {
  if (byModule) return source;
  let m: RegExpExecArray | null;
  if ((m = /node_modules\/three\/src\/(renderers\/\w+|\w+)/.exec(source))) return `three/${m[1]}`;
  if ((m = /node_modules\/(@[\w-]+\/[\w-]+|[\w.-]+)/.exec(source))) return m[1]!;
  return source;
}

const gzip = (text: string) => gzipSync(text, { level: 9 }).length;

const dir = mkdtempSync(path.join(tmpdir(), 'quest-board-weight-'));
try {
  const element = (await buildBundles(dir)).find((b) => path.basename(b.file) === 'quest-board.js')!;
  const root = path.join(import.meta.dirname, '..');
  const files = element.upFront.map((f) => {
    const code = readFileSync(f.file, 'utf8');
    const map = JSON.parse(readFileSync(`${f.file}.map`, 'utf8')) as { sources: string[]; mappings: string };
    const owner: string[] = [];
    let source = 0;
    let current = '(the bundler)';
    const mapped = map.mappings.split(';');
    code.split('\n').forEach((line, i) => {
      const marks: [number, string][] = [];
      let column = 0;
      for (const s of decodeLine(mapped[i] ?? '')) {
        column += s[0]!;
        if (s.length >= 4) source += s[1]!;
        marks.push([column, s.length >= 4 ? partOf(path.relative(root, path.resolve(path.dirname(f.file), map.sources[source]!))) : '(the bundler)']);
      }
      let k = 0;
      for (let c = 0; c <= line.length; c++) {
        while (k < marks.length && marks[k]![0] <= c) current = marks[k++]![1];
        owner.push(current);
      }
    });
    return { code, owner };
  });
  const total = files.reduce((n, f) => n + gzip(f.code), 0);
  const rows = [...new Set(files.flatMap((f) => f.owner))].map((part) => {
    let without = 0;
    let alone = '';
    for (const f of files) {
      let rest = '';
      for (let i = 0; i < f.code.length; i++)
        if (f.owner[i] === part) alone += f.code[i];
        else rest += f.code[i];
      without += gzip(rest);
    }
    return { part, bytes: alone.length, share: total - without, alone: gzip(alone) };
  });
  rows.sort((a, b) => b.share - a.share);
  console.log(`up front: ${element.upFront.map((f) => path.relative(dir, f.file)).join(', ')}: ${(total / 1000).toFixed(1)} kB gzip`);
  console.log(`${'part'.padEnd(60)} ${'minified'.padStart(9)} ${'share gz'.padStart(9)} ${'alone gz'.padStart(9)}`);
  for (const r of rows) console.log(`${r.part.padEnd(60)} ${String(r.bytes).padStart(9)} ${String(r.share).padStart(9)} ${String(r.alone).padStart(9)}`);
} finally {
  rmSync(dir, { recursive: true, force: true });
}
