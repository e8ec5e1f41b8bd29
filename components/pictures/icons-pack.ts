/**
 * Icon data, chunk "pack": the icons the default pack and the interface use (its documents' pictures, the defaults of `content/picture-defaults.ts`), as game-icons SVG bodies by name (game-icons.net, by Lorc, Delapouite and
 * contributors, CC BY 3.0). `npm run build` replaces this module with exactly those icons, extracted from
 * `@iconify-json/game-icons` (`components/build-pictures.ts`); the code below runs only from the sources (the
 * browser tests' dev server), where it reads the package's JSON beside the sources and keeps the catalogue's icons.
 * @module
 */
import { PICTURE_NAMES } from '../../content/pictures.ts';

/** The SVG bodies (inner markup of a 512×512 `<svg>`, drawn in `currentColor`) of this chunk's icons, by name. */
export async function loadIcons(): Promise<Record<string, string>> {
  const res = await fetch(new URL('../../node_modules/@iconify-json/game-icons/icons.json', import.meta.url));
  const { icons } = (await res.json()) as { icons: Record<string, { body: string }> };
  return Object.fromEntries(PICTURE_NAMES.flatMap((name) => (icons[name] ? [[name, icons[name].body]] : [])));
}
