/**
 * The import graph of every source file (dpdm, type-only and dynamic imports counted): no import circle anywhere, and
 * dependencies that point one way, as docs/architecture.md draws them — content below the engine, the engine below the
 * server and the element, the element apart from the server, and in the engine four floors: the core, the rules
 * language, the rulesets, the campaign.
 * @module
 */
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { parseCircular, parseDependencyTree, type DependencyTree } from 'dpdm';

const REPO = path.resolve(import.meta.dirname, '..');

/** The folders whose `.ts` files are the sources: every one is an entry, so no file is left out. */
const SOURCE_FOLDERS = ['content', 'engine', 'cms', 'components', 'demo', 'bench', 'test'];

/**
 * The import graph of the `.ts` files under `folders` of `root`, keyed by path from `root` (built output and
 * node_modules left out). Type-only imports are edges (the files are read as written, not transpiled first), and so
 * are dynamic `import()`s: a chunk loaded on demand that imports its loader back is a circle all the same.
 */
async function importGraph(root: string, folders: readonly string[]): Promise<DependencyTree> {
  return parseDependencyTree(
    folders.map((f) => `${f}/**/*.ts`),
    { cwd: root, context: root, exclude: /(^|\/)(node_modules|dist)\//, transform: false, skipDynamicImports: false },
  );
}

/**
 * Each circle of `tree` as `a.ts -> b.ts -> a.ts`, from its first file in sort order: the files are read in parallel,
 * so the file a circle is found from varies from run to run.
 */
function circlesOf(tree: DependencyTree): string[] {
  return parseCircular(tree)
    .map((files) => {
      const first = files.indexOf([...files].sort()[0]!);
      const from = [...files.slice(first), ...files.slice(0, first)];
      return [...from, from[0]].join(' -> ');
    })
    .sort();
}

/** `tree`'s edges between files of the repository, as `from -> to`. */
function edgesOf(tree: DependencyTree): { from: string; to: string }[] {
  return Object.entries(tree).flatMap(([from, deps]) => (deps ?? []).flatMap((d) => (d.id !== null ? [{ from, to: d.id }] : [])));
}

const graph = importGraph(REPO, SOURCE_FOLDERS);

/** Whether `file` is a test or test tooling: tests may reach across the floors to check what they join. */
const isTest = (file: string) => file.startsWith('test/') || file.endsWith('.test.ts');

/**
 * Where a source file may not import from: `[importer's folder, forbidden folder, why]`. An importer's folder is a
 * path prefix; tests are not held to these (they check modules from both sides of a floor).
 */
const FLOORS: readonly [string, RegExp, string][] = [
  ['content/', /^(engine|cms|components)\//, 'content is the bottom floor: schemas and packs know no engine, server or element'],
  ['engine/', /^(cms|components)\//, 'the engine is pure rules: it knows neither the server nor the element'],
  ['components/', /^cms\//, 'the element talks to the server over HTTP and WebSocket, never through its code'],
  ['engine/core/', /^engine\/(dsl|rulesets|campaign)\//, 'the core names no ruleset: the language, the rulesets and the campaign build on it'],
  ['engine/dsl/', /^engine\/(rulesets|campaign)\//, 'the rules language is a library the rulesets use, knowing none of them'],
  ['engine/rulesets/', /^engine\/campaign\//, 'the campaign plays fights in rooms of the rulesets, which know nothing of it'],
];

/**
 * The imports across a floor that are still there: the rulesets' campaign systems take their types, type-only, from
 * the campaign layer. The `CampaignSystem` interface they implement is written in the campaign's state, context,
 * events and fight outcome (`engine/campaign/types.ts`, which reads the campaign's action schema): putting it below the
 * rulesets means moving those types with it, so they stay until the campaign's types have a place of their own. The
 * test fails when a crossing is added, and when one of these is gone (then strike it here), so the list only shrinks.
 */
const CROSSINGS_LEFT = [
  'engine/rulesets/classic/campaign-system.ts -> engine/campaign/system-types.ts',
  'engine/rulesets/classic/campaign-system.ts -> engine/campaign/types.ts',
  'engine/rulesets/d20/campaign-system.ts -> engine/campaign/system-types.ts',
  'engine/rulesets/d20/campaign-system.ts -> engine/campaign/types.ts',
  'engine/rulesets/rules/campaign-system.ts -> engine/campaign/system-types.ts',
  'engine/rulesets/rules/campaign-system.ts -> engine/campaign/types.ts',
];

test('no source file imports itself back through others (type-only and dynamic imports counted)', async () => {
  const circles = circlesOf(await graph);
  assert.deepEqual(circles, [], `import circles:\n${circles.join('\n')}`);
});

test('the graph holds every source file and sees type-only, dynamic and re-export imports', async () => {
  const tree = await graph;
  const edges = new Set(edgesOf(tree).map((e) => `${e.from} -> ${e.to}`));
  for (const file of [
    'engine/core/apply.ts',
    'cms/start.ts',
    'components/quest-board-element.ts',
    'content/schemas/index.ts',
    'demo/several-instances.ts',
    'bench/engine.bench.ts',
    'test/run-steps.ts',
  ]) {
    assert.ok(tree[file], `${file} is in the graph`);
  }
  // `import type { … } from './types.ts'`, `import('./i18n-en.ts')`, `export * from './pack.ts'`
  assert.ok(edges.has('engine/core/module.ts -> engine/core/types.ts'), 'a type-only import is an edge');
  assert.ok(edges.has('components/i18n.ts -> components/i18n-en.ts'), 'a dynamic import is an edge');
  assert.ok(edges.has('content/schemas/index.ts -> content/schemas/pack.ts'), 'a re-export is an edge');
});

test('a circle made only of type imports is found, and named by its files', async () => {
  const root = mkdtempSync(path.join(tmpdir(), 'qb-circles-'));
  try {
    writeFileSync(path.join(root, 'a.ts'), "import type { B } from './b.ts';\nexport interface A { b: B }\n");
    writeFileSync(path.join(root, 'b.ts'), "import type { A } from './a.ts';\nexport interface B { a?: A }\n");
    writeFileSync(path.join(root, 'c.ts'), "import type { A } from './a.ts';\nexport type C = A;\n");
    assert.deepEqual(circlesOf(await importGraph(root, ['.'])), ['a.ts -> b.ts -> a.ts']);
  } finally {
    rmSync(root, { recursive: true, force: true });
  }
});

test('dependencies point one way: content <- engine <- cms and components, the element apart from the server, core <- dsl <- rulesets <- campaign', async () => {
  const crossings = edgesOf(await graph)
    .filter(({ from }) => !isTest(from))
    .flatMap(({ from, to }) =>
      FLOORS.filter(([folder, forbidden]) => from.startsWith(folder) && forbidden.test(to)).map(([, , why]) => `${from} -> ${to} (${why})`),
    );
  const left = new Set(CROSSINGS_LEFT);
  const added = crossings.filter((c) => !left.has(c.slice(0, c.indexOf(' ('))));
  assert.deepEqual(added, [], `imports across a floor:\n${added.join('\n')}`);
  const gone = CROSSINGS_LEFT.filter((c) => !crossings.some((x) => x.startsWith(`${c} (`)));
  assert.deepEqual(gone, [], `no longer imported, strike from CROSSINGS_LEFT:\n${gone.join('\n')}`);
});
