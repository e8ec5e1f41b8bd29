/**
 * The map editor's tool pictures are game-icons as the npm package `@iconify-json/game-icons` has them (CC BY 3.0,
 * credited in the README): components/archive/tool-icons.ts holds only the few the editor draws, each the package's own.
 */
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { test } from 'node:test';
import { TOOL_ICONS, TOOL_ICON_SIZE } from '../components/archive/tool-icons.ts';

const set = createRequire(import.meta.url)('@iconify-json/game-icons/icons.json') as { width: number; height: number; icons: Record<string, { body: string }> };

test("each of the map editor's tool icons is the game-icons package's, on its view box", () => {
  assert.equal(TOOL_ICON_SIZE, set.width);
  assert.equal(TOOL_ICON_SIZE, set.height);
  assert.equal(Object.keys(TOOL_ICONS).length, 19);
  for (const [name, body] of Object.entries(TOOL_ICONS)) assert.equal(body, set.icons[name]?.body, name);
});
