/**
 * The core and the server name no ruleset: they ask the game's ruleset module (its hooks, its events' rules, its
 * campaign system) instead of testing which one plays. The issue's own search, `grep -rnE "'(classic|d20|rules)'"
 * engine/core cms`, run over the repository's files (`git grep`: the same search, without the server's build output
 * in cms/dist), finds nothing.
 * @module
 */
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { test } from 'node:test';

const REPO = path.resolve(import.meta.dirname, '..');

test('no quoted ruleset name in engine/core or cms: grep -rnE "\'(classic|d20|rules)\'" finds nothing', () => {
  let found = '';
  try {
    found = execFileSync('git', ['grep', '-nE', "'(classic|d20|rules)'", '--', 'engine/core', 'cms'], { cwd: REPO, encoding: 'utf8' });
  } catch (err) {
    // git grep exits 1 when nothing matches
    if ((err as { status?: number }).status !== 1) throw err;
  }
  assert.equal(found, '', `the core or the server names a ruleset:\n${found}`);
});
