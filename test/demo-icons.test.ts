/**
 * The demo page's pictures are game-icons as the npm package `@iconify-json/game-icons` has them (CC BY 3.0, credited
 * in the README and the page's footer): demo/icons.ts holds only the few the page draws, each the package's own body.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { ICONS, ICON_SIZE } from '../demo/icons.ts';

const set = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as { width: number; height: number; icons: Record<string, { body: string }> };

test("each of the demo's icons is the game-icons package's, on its view box", () => {
  assert.equal(ICON_SIZE, set.width);
  assert.equal(ICON_SIZE, set.height);
  assert.ok(Object.keys(ICONS).length >= 10);
  for (const [name, body] of Object.entries(ICONS)) assert.equal(body, set.icons[name]?.body, name);
});
