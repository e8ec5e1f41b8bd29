/**
 * `npm start` builds only when a source changed since the last build (`cms/build/stamp.ts`, `cms/start.ts`): a real
 * esbuild build of a small project in a temp folder, stamped as `cms/build/all.ts` stamps the real one, is current
 * until a module it bundled changes, and stays current when a file it never read changes or a file is rewritten with
 * the same content. The real build's own scripts are all inputs of the stamp.
 */
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';
import { build } from 'esbuild';
import { FIXED_INPUTS, makeStamp, readStamp, ROOT, sourceInputs, STAMP_FILE, whyBuild, writeStamp } from '../cms/build/stamp.ts';

describe('the build stamp', () => {
  const root = mkdtempSync(path.join(tmpdir(), 'quest-board-stamp-'));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  /** Builds `src/main.ts` into `out/` as the real build does (esbuild, its metafile) and writes the stamp. */
  const buildAndStamp = async () => {
    const result = await build({
      absWorkingDir: root,
      entryPoints: ['src/main.ts'],
      bundle: true,
      format: 'esm',
      outdir: 'out',
      metafile: true,
      logLevel: 'silent',
    });
    writeStamp(root, makeStamp(root, sourceInputs(Object.keys(result.metafile.inputs)), Object.keys(result.metafile.outputs), ['build.config']));
  };
  before(async () => {
    write('src/main.ts', "import { greet } from './greet.ts';\nconsole.log(greet('Zargon'));\n");
    write('src/greet.ts', 'export const greet = (name: string) => `hello ${name}`;\n');
    write('src/unused.ts', 'export const never = 1;\n');
    write('build.config', 'minify=false\n');
    await buildAndStamp();
  });
  after(() => rmSync(root, { recursive: true, force: true }));

  test('lists the modules esbuild bundled and the fixed inputs, with their hashes, and the files written', () => {
    const stamp = readStamp(root)!;
    assert.deepEqual(Object.keys(stamp.inputs), ['build.config', 'src/greet.ts', 'src/main.ts']);
    assert.match(stamp.inputs['src/greet.ts']!, /^[0-9a-f]{64}$/);
    assert.deepEqual(stamp.outputs, ['out/main.js']);
  });

  test('a build with nothing changed is current: no build is due', () => {
    assert.equal(whyBuild(root), undefined);
  });

  test('rewriting a module with the same content, or changing a file the build never read, builds nothing', () => {
    write('src/greet.ts', 'export const greet = (name: string) => `hello ${name}`;\n');
    write('src/unused.ts', 'export const never = 2;\n');
    write('README.md', 'a doc\n');
    assert.equal(whyBuild(root), undefined);
  });

  test('changing a bundled module makes a build due, naming it; building again makes it current', async () => {
    write('src/greet.ts', 'export const greet = (name: string) => `welcome ${name}`;\n');
    assert.equal(whyBuild(root), 'src/greet.ts changed since the last build');
    await buildAndStamp();
    assert.equal(whyBuild(root), undefined);
  });

  test('changing a fixed input (a build script, the package files) makes a build due', async () => {
    write('build.config', 'minify=true\n');
    assert.equal(whyBuild(root), 'build.config changed since the last build');
    await buildAndStamp();
    assert.equal(whyBuild(root), undefined);
  });

  test('a missing input, an input that appears, a missing output or no stamp make a build due', async () => {
    rmSync(path.join(root, 'src/greet.ts'));
    assert.equal(whyBuild(root), 'src/greet.ts is gone since the last build');
    write('src/greet.ts', 'export const greet = (name: string) => `welcome ${name}`;\n');
    assert.equal(whyBuild(root), undefined);

    writeStamp(root, makeStamp(root, ['src/main.ts'], ['out/main.js'], ['lock.json']));
    assert.equal(readStamp(root)!.inputs['lock.json'], 'missing');
    assert.equal(whyBuild(root), undefined);
    write('lock.json', '{}\n');
    assert.equal(whyBuild(root), 'lock.json appeared since the last build');
    await buildAndStamp();

    rmSync(path.join(root, 'out/main.js'));
    assert.equal(whyBuild(root), 'out/main.js is missing');
    await buildAndStamp();

    rmSync(path.join(root, STAMP_FILE));
    assert.equal(whyBuild(root), `no build stamp (${STAMP_FILE}): no complete build yet`);
    write(STAMP_FILE, '{"version": 1, "inputs": ');
    assert.equal(whyBuild(root), `no build stamp (${STAMP_FILE}): no complete build yet`, 'a stamp cut short is no stamp');
  });

  test('the modules under node_modules and the virtual modules of plugins are left to the package files', () => {
    assert.deepEqual(
      sourceInputs(['components/a.ts', 'node_modules/three/src/Three.js', '../main/node_modules/lit/index.js', 'lit-anywhere:stub', 'content/b.json']),
      ['components/a.ts', 'content/b.json'],
    );
  });
});

test("every module of the real build's own scripts is a fixed input of its stamp", async () => {
  const result = await build({
    absWorkingDir: ROOT,
    entryPoints: ['cms/build/all.ts', 'cms/start.ts'],
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    write: false,
    metafile: true,
    outdir: 'out',
    logLevel: 'silent',
  });
  const own = Object.keys(result.metafile.inputs)
    .filter((input) => input !== 'cms/start.ts')
    .sort();
  assert.deepEqual(
    own.filter((input) => !FIXED_INPUTS.includes(input)),
    [],
  );
  assert.ok(own.includes('components/build/three.ts') && own.includes('cms/build/server.ts'), own.join(', '));
});
