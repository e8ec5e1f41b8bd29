/**
 * The pictures' icons at build time: the game-icons set (`@iconify-json/game-icons`, 4,000 icons, 6 MB)
 * is never shipped. The build extracts the catalogue's icons (`content/pictures.ts`) in two chunks loaded on demand:
 * `components/pictures/icons-pack.ts`, the icons the default pack and the interface use (every document's
 * `picture`, the defaults of `content/picture-defaults.ts`), which a room or a campaign fetches when it first shows a
 * portrait; and `components/pictures/icons-more.ts`, the rest of the catalogue, fetched only for a document that
 * names one of them and by the Archive's picture picker. {@link picturesPlugin} replaces those two modules' source
 * (which, run from the sources, reads the package's JSON) with the extracted icons.
 * @module
 */
import type { Plugin } from 'esbuild';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { FALLBACK_PICTURES } from '../../content/picture-defaults.ts';
import { NODE_PICTURES, SERVICE_PICTURES, TOWN_PICTURE } from '../../content/place-pictures.ts';
import { PICTURE_NAMES } from '../../content/pictures.ts';

const require = createRequire(import.meta.url);

/** The default content pack's folder (`content/load-pack.ts` reads it too; this module stays clear of the schemas). */
export const DEFAULT_PACK_DIR: string = fileURLToPath(new URL('../../content/packs/default', import.meta.url));

/** The pack's folders whose documents carry a `picture` (the adventures' locations and towns carry theirs inside). */
const PICTURED = ['heroes', 'creatures', 'items', 'spells', 'adventures'] as const;

/**
 * The JSON files of `packDir` whose pictures the pack chunk holds (paths relative to the repository root when the
 * pack is the default one): the build stamp hashes them, so a changed picture rebuilds (`cms/build/all.ts`).
 */
export function pictureSources(packDir: string = DEFAULT_PACK_DIR): string[] {
  return PICTURED.flatMap((kind) => {
    const dir = path.join(packDir, kind);
    return existsSync(dir)
      ? readdirSync(dir)
          .filter((f) => f.endsWith('.json'))
          .sort()
          .map((f) => path.join(dir, f))
      : [];
  });
}

/** The `picture`s a document names: its own, and (an adventure) its town's and its locations'. */
function picturesIn(doc: { picture?: unknown; town?: { picture?: unknown }; locations?: { picture?: unknown }[] }): unknown[] {
  return [doc.picture, doc.town?.picture, ...(doc.locations ?? []).map((l) => l.picture)];
}

/** The icons of the set, by name: the SVG body of each (read once per process). */
let iconSet: Record<string, { body: string }> | undefined;
function icons(): Record<string, { body: string }> {
  iconSet ??= (JSON.parse(readFileSync(require.resolve('@iconify-json/game-icons/icons.json'), 'utf8')) as { icons: Record<string, { body: string }> }).icons;
  return iconSet;
}

/**
 * The pictures the default pack and the interface use, sorted: every hero's, creature kind's, item's, spell's,
 * location's and town's `picture` in `packDir` (read as JSON: the pack loader checks the documents), and every
 * default picture (per kind, adventure node kind and town service).
 */
export function packPictureNames(packDir: string = DEFAULT_PACK_DIR): string[] {
  const named = [
    ...pictureSources(packDir).flatMap((file) => picturesIn(JSON.parse(readFileSync(file, 'utf8')))),
    ...Object.values(FALLBACK_PICTURES),
    ...Object.values(NODE_PICTURES),
    ...Object.values(SERVICE_PICTURES),
    TOWN_PICTURE,
  ];
  // the catalogue's only: a document naming another is refused by the schema, and drawn with its kind's default
  return [...new Set(named.filter((n): n is string => typeof n === 'string' && PICTURE_NAMES.includes(n)))].sort();
}

/** The two icon chunks' names: `pack` (what the default pack and the interface use) and `more` (the rest of the catalogue). */
export function pictureChunks(packDir: string = DEFAULT_PACK_DIR): { pack: string[]; more: string[] } {
  const pack = packPictureNames(packDir);
  const inPack = new Set(pack);
  return { pack, more: PICTURE_NAMES.filter((n) => !inPack.has(n)) };
}

/**
 * The SVG bodies of `names` from the game-icons package, by name.
 * @throws Error naming every name the package has no icon of.
 */
export function extractIcons(names: readonly string[]): Record<string, string> {
  const set = icons();
  const missing = names.filter((n) => !Object.hasOwn(set, n));
  if (missing.length > 0)
    throw new Error(`@iconify-json/game-icons has no icon ${missing.map((n) => `"${n}"`).join(', ')}: fix content/pictures.ts or the document naming it`);
  return Object.fromEntries(names.map((n) => [n, set[n]!.body]));
}

/** The module the build puts in place of an icon chunk's source. */
function iconModule(names: readonly string[]): string {
  return `export async function loadIcons() { return ${JSON.stringify(extractIcons(names))}; }\n`;
}

/** Replaces `components/pictures/icons-pack.ts` and `icons-more.ts` with the icons they hold (see the module). */
export const picturesPlugin: Plugin = {
  name: 'quest-board-pictures',
  setup(b) {
    let chunks: { pack: string[]; more: string[] } | undefined;
    b.onLoad({ filter: /[\\/]components[\\/]pictures[\\/]icons-(pack|more)\.ts$/ }, (args) => {
      chunks ??= pictureChunks();
      const which = path.basename(args.path, '.ts') === 'icons-pack' ? 'pack' : 'more';
      return { contents: iconModule(chunks[which]), loader: 'js' };
    });
  },
};
