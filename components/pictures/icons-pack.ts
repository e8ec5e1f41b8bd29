/**
 * Icon data, chunk "pack": the icons the default pack and the interface use (its documents' pictures, the defaults
 * of `content/picture-defaults.ts` and `content/place-pictures.ts`), as game-icons SVG bodies by name
 * (game-icons.net, by Lorc, Delapouite and contributors, CC BY 3.0). `npm run build` replaces this module with
 * exactly those icons, extracted from `@iconify-json/game-icons` (`components/build/pictures.ts`); the code below
 * runs only from the sources (the browser tests' dev server), where it imports the package's JSON beside the sources
 * (the dev server serves JSON as a module) and keeps the catalogue's icons.
 * @module
 */
import { PICTURE_NAMES } from '../../content/pictures.ts';

/** The SVG bodies (inner markup of a 512×512 `<svg>`, drawn in `currentColor`) of this chunk's icons, by name. */
export async function loadIcons(): Promise<Record<string, string>> {
  const url = new URL('../../node_modules/@iconify-json/game-icons/icons.json', import.meta.url).href;
  const set = (await import(/* the sources only: never bundled */ url)) as {
    default?: { icons: Record<string, { body: string }> };
    icons?: Record<string, { body: string }>;
  };
  const icons = set.default?.icons ?? set.icons ?? {};
  return Object.fromEntries(PICTURE_NAMES.flatMap((name) => (icons[name] ? [[name, icons[name].body]] : [])));
}
