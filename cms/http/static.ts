/**
 * Static files: the demo page at `/` (and other files of `demo/`), the component bundle at `/quest-board.js` and its
 * chunks at `/chunks/`.
 * @module
 */
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Hono } from 'hono';
import { ApiError } from './errors.ts';

/** The repository root (the folder holding `demo/` and `components/`). */
export const REPO_ROOT: string = fileURLToPath(new URL('../../', import.meta.url));

/** The options of {@link addStaticRoutes}; both folders default to the repository's. */
export interface StaticOptions {
  demoDir?: string;
  bundleDir?: string;
}

/**
 * Where the element's chunks are served. `components/build/index.ts` writes them to `chunks/` beside `quest-board.js`,
 * which imports them by URLs relative to its own: `/quest-board.js` finds them here, from any origin.
 */
export const CHUNKS_PATH = '/chunks/';

/**
 * Where the display face is served: Cinzel (SIL Open Font License; the `@fontsource/cinzel` package) for titles, the
 * demo page's and any page's that embeds the element.
 */
export const FONTS_PATH = '/fonts/';

/** The font files served under {@link FONTS_PATH}: Cinzel's woff2 files, Latin and Latin Extended, weights 400 to 900. */
const FONT_FILE = /^cinzel-latin(?:-ext)?-[4-9]00-normal\.woff2$/;

/** The folder of Cinzel's font files in the installed package. */
const FONTS_DIR = join(REPO_ROOT, 'node_modules', '@fontsource', 'cinzel', 'files');

/** The caching of a font file: a week (its name carries no hash; a new version of the face is rare). */
export const FONT_CACHE_CONTROL = 'public, max-age=604800';

/** A chunk's file name as the build writes it: `<name>-<hash>.js`, or its source map. */
export const CHUNK_FILE = /^[A-Za-z0-9_-]+\.js(?:\.map)?$/;

/**
 * The caching of a chunk: a year, never revalidated. A chunk's name carries the hash of its content, so a new build
 * writes new names (and a new `quest-board.js`, which is not cached this way, to import them).
 */
export const CHUNK_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Adds `GET /` (demo/index.html), `GET /quest-board.js`, `/demo.js` and their source maps (components/dist/) and
 * `GET /chunks/<file>` (the bundle's chunks, components/dist/chunks/, with {@link CHUNK_CACHE_CONTROL}),
 * `GET /fonts/<file>` (the display face's woff2 files, with {@link FONT_CACHE_CONTROL}; any other name a 404) and
 * `GET /*` (other demo files). The bundle and its chunks are sent as the build compressed them (`.br`, `.gz` beside
 * each file) to a browser that accepts it. A missing bundle is a 404 `not_found` that says to run `npm run build`; a
 * missing chunk a 404 `not_found` naming it.
 * Add these after the API routes.
 */
export function addStaticRoutes(app: Hono<any, any, any>, options: StaticOptions = {}): void {
  const demoDir = options.demoDir ?? join(REPO_ROOT, 'demo');
  const bundleDir = options.bundleDir ?? join(REPO_ROOT, 'components', 'dist');
  const bundleMissing = () => {
    throw new ApiError(404, 'not_found', 'the component bundle is not built: run "npm run build"');
  };
  // absolute `path`s with an empty root: serveStatic warns at start-up about a root folder that is missing,
  // and the bundle folder is missing until the first build
  for (const file of ['quest-board.js', 'quest-board.js.map', 'demo.js', 'demo.js.map']) {
    app.get(`/${file}`, serveStatic({ path: join(bundleDir, file), precompressed: true }), bundleMissing);
  }
  app.get(`${CHUNKS_PATH}:file`, async (c, next) => {
    const file = c.req.param('file');
    if (!CHUNK_FILE.test(file)) return next();
    const served = await serveStatic({
      path: join(bundleDir, 'chunks', file),
      precompressed: true,
      onFound: (_path, found) => found.header('Cache-Control', CHUNK_CACHE_CONTROL),
    })(c, async () => {});
    if (served) return served;
    throw new ApiError(404, 'not_found', `no chunk "${file}" in this build of the element: reload the page (it may come from an older build)`);
  });
  app.get(`${FONTS_PATH}:file`, async (c, next) => {
    const file = c.req.param('file');
    if (!FONT_FILE.test(file))
      throw new ApiError(
        404,
        'not_found',
        `no font "${file}": the display face is served as ${FONTS_PATH}cinzel-latin-<400..900>-normal.woff2 (and cinzel-latin-ext-…)`,
      );
    const served = await serveStatic({ path: join(FONTS_DIR, file), onFound: (_path, found) => found.header('Cache-Control', FONT_CACHE_CONTROL) })(
      c,
      async () => {},
    );
    if (served) return served;
    return next();
  });
  app.get('/', serveStatic({ path: join(demoDir, 'index.html') }));
  const demoFiles = serveStatic({ rewriteRequestPath: (p) => join(demoDir, p) });
  app.get('/*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : demoFiles(c, next)));
}
