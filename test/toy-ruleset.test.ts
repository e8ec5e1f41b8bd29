/**
 * Adding a ruleset is one folder and one registry line (and its element parts folder and their one line): a copy of
 * the repository gets a fourth ruleset module, `toy`, from test/fixtures/toy-ruleset/ — its module with its own event
 * and who may see it, and its parts of the element — plus the line that registers each. The copy typechecks, a real
 * listening server of the copy plays a room of a ruleset document whose `board.system` is `toy` to its end over HTTP,
 * and git finds nothing changed outside the two new folders but the two registry files.
 * @module
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { after, before, describe, test } from 'node:test';

const REPO = path.resolve(import.meta.dirname, '..');
const FIXTURE = path.join(REPO, 'test/fixtures/toy-ruleset');
/** The folders a ruleset's module and its element parts live in. */
const TOY_FOLDERS = ['engine/rulesets/toy/', 'components/rulesets/toy/'];

/** Runs `command` in `cwd` and gives its standard output; a failure throws with its output. */
function run(cwd: string, command: string, args: string[]): string {
  return execFileSync(command, args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'], maxBuffer: 16 * 1024 * 1024 });
}

/** Writes `line` into the file `file` of `root` right after the line holding `anchor`. @throws when no line holds it. */
function addLineAfter(root: string, file: string, anchor: string, line: string): void {
  const lines = readFileSync(path.join(root, file), 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes(anchor));
  if (at < 0) throw new Error(`${file}: no line holds "${anchor}" to register the toy ruleset after`);
  lines.splice(at + 1, 0, line);
  writeFileSync(path.join(root, file), lines.join('\n'));
}

/** The script the copy runs: a room of the toy ruleset over HTTP, from its creation to its end, and the parts' words. */
const PLAY = `
import { loadDefaultPack } from './content/load-pack.ts';
import { ownEventLine } from './components/rulesets/loaded.ts';
import { loadRulesetParts } from './components/rulesets/registry.ts';
import { call, getView, overHttp, setUpRoom, act } from './test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testServer } from './test/support/server.ts';

const pack = loadDefaultPack();
const t = (s: string) => ({ it: s, en: s });
const tmp = tempDir();
const server = await testServer(tmp.dir);
try {
  const req = overHttp(server.url);
  const put = async (kind: string, doc: Record<string, unknown>) => {
    const res = await call(req, 'PUT', '/api/' + kind + '/' + doc.id, { token: ADMIN_TOKEN, body: doc });
    if (res.status !== 200 && res.status !== 201) throw new Error('PUT ' + kind + ' ' + doc.id + ': ' + res.status + ' ' + JSON.stringify(res.body));
  };
  const classic = structuredClone(pack.rulesets.find((r) => r.id === 'classic')!);
  await put('rulesets', { ...classic, id: 'toy-rules', name: t('Toy'), board: { system: 'toy' } });
  await put('heroes', { id: 'toy-hero', name: t('Toy hero'), ruleset: 'toy-rules', body: 3, mind: 1, attack: 1, defence: 1 });
  await put('missions', { id: 'toy-duel', name: t('Toy duel'), ruleset: 'toy-rules', map: { rows: ['....'], rooms: [], doors: [] }, start: [[0, 0]], monsters: [{ kind: 'goblin', x: 1, y: 0 }] });
  const { room, master, heroes } = await setUpRoom(req, ADMIN_TOKEN, 'toy-duel', ['toy-hero']);
  await act(req, room, master.token, { type: 'start' });
  const hero = heroes[0]!;
  const before = await getView(req, room, hero.token);
  const attack = before.legal.find((a) => a.type === 'attack')!;
  const struck = await act(req, room, hero.token, attack);
  const after = await getView(req, room, hero.token);
  await loadRulesetParts('toy');
  const line = ownEventLine(struck.events.find((e: any) => e.type === 'toy_bonk') as any, { lang: 'en', unit: (id: string) => id, moduleView: null });
  console.log(JSON.stringify({ module: before.view.module, attack, events: struck.events, phase: after.view.phase, result: after.view.result, line }));
} finally {
  await server.close();
  tmp.remove();
}
`;

describe('a fourth ruleset is one folder and one registry line', () => {
  let copy: string;
  before(() => {
    copy = mkdtempSync(path.join(tmpdir(), 'quest-board-toy-'));
    // the repository as it is (tracked and new files, not ignored ones), its packages linked
    const files = run(REPO, 'git', ['ls-files', '--cached', '--others', '--exclude-standard', '-z'])
      .split('\0')
      .filter((f) => f.length > 0);
    for (const file of files) {
      mkdirSync(path.dirname(path.join(copy, file)), { recursive: true });
      try {
        cpSync(path.join(REPO, file), path.join(copy, file));
      } catch (err) {
        // a tracked file deleted in the work tree is not part of it
        if ((err as NodeJS.ErrnoException).code !== 'ENOENT') throw err;
      }
    }
    symlinkSync(path.join(REPO, 'node_modules'), path.join(copy, 'node_modules'));
    // the test's own scaffolding stays out of git's view: only the ruleset's files count
    run(copy, 'git', ['init', '-q']);
    writeFileSync(path.join(copy, '.git/info/exclude'), 'node_modules\ntsconfig.toy.json\ntoy-play.ts\n');
    run(copy, 'git', ['add', '-A']);
    run(copy, 'git', ['-c', 'user.name=toy', '-c', 'user.email=toy@example.org', 'commit', '-q', '--no-verify', '-m', 'before the toy ruleset']);
    // the ruleset: its two folders, and one line in each registry
    for (const folder of TOY_FOLDERS) cpSync(path.join(FIXTURE, folder), path.join(copy, folder), { recursive: true });
    addLineAfter(
      copy,
      'engine/rulesets/index.ts',
      'registerRulesetModule(rulesModule);',
      "import { toyModule } from './toy/module.ts'; registerRulesetModule(toyModule);",
    );
    addLineAfter(copy, 'components/rulesets/registry.ts', 'rules: () => import(', "  toy: () => import('./toy/index.ts').then((m) => m.toyParts),");
  });
  after(() => rmSync(copy, { recursive: true, force: true }));

  test('git finds only the two new folders and one added line in each of the two registries', () => {
    const changed = run(copy, 'git', ['status', '--porcelain', '--untracked-files=all'])
      .split('\n')
      .filter((l) => l.length > 0)
      .map((l) => l.slice(3));
    const outside = changed.filter((f) => !TOY_FOLDERS.some((folder) => f.startsWith(folder)));
    assert.deepEqual(outside.sort(), ['components/rulesets/registry.ts', 'engine/rulesets/index.ts']);
    assert.deepEqual(run(copy, 'git', ['diff', '--numstat']).trim().split('\n').sort(), [
      '1\t0\tcomponents/rulesets/registry.ts',
      '1\t0\tengine/rulesets/index.ts',
    ]);
    assert.deepEqual(changed.filter((f) => !outside.includes(f)).sort(), ['components/rulesets/toy/index.ts', 'engine/rulesets/toy/module.ts']);
  });

  test('the copy typechecks: the module, its event and who may see it, its parts, the registries, the core and the chronicle that read them', () => {
    writeFileSync(
      path.join(copy, 'tsconfig.toy.json'),
      JSON.stringify({
        extends: './tsconfig.json',
        include: [
          ...TOY_FOLDERS,
          '**/*.d.ts',
          'engine/index.ts',
          'engine/rulesets/index.ts',
          'engine/core/view.ts',
          'components/rulesets/registry.ts',
          'components/log-lines.ts',
          'components/board/motion.ts',
          'toy-play.ts',
        ],
      }),
    );
    writeFileSync(path.join(copy, 'toy-play.ts'), PLAY);
    try {
      run(copy, path.join(REPO, 'node_modules/.bin/tsc'), ['--noEmit', '-p', 'tsconfig.toy.json']);
    } catch (err) {
      assert.fail(`the copy with the toy ruleset does not typecheck:\n${(err as { stdout?: string }).stdout ?? err}`);
    }
  });

  test('a real server of the copy plays a room of the toy ruleset to its end over HTTP, its event seen by the hero and told by its parts', () => {
    writeFileSync(path.join(copy, 'toy-play.ts'), PLAY);
    const out = run(copy, process.execPath, ['--import', 'tsx', 'toy-play.ts']).trim().split('\n').at(-1)!;
    const played = JSON.parse(out);
    assert.equal(played.module, 'toy');
    assert.deepEqual(played.attack, { type: 'attack', target: 'm1' });
    // the goblin had one body point: one bonk, its death, and the heroes' victory; the hero's seat sees them all
    assert.deepEqual(played.events, [
      { type: 'toy_bonk', attacker: 'h1', target: 'm1', body: 0 },
      { type: 'unit_died', unit: 'm1' },
      { type: 'game_over', winner: 'heroes', reason: 'all_creatures_dead' },
    ]);
    assert.equal(played.phase, 'over');
    assert.deepEqual(played.result, { winner: 'heroes', reason: 'all_creatures_dead' });
    assert.equal(played.line, 'h1 bonks m1 (0 left)');
  });
});
