/**
 * The Archive's pages: `GET /archive` (and `/archive/`) is the page holding `<qb-archive>`, `/archive/archive.css`
 * its styles, and `/archive/archive.js` (with its source map) the Archive's bundle, built by `npm run build` into
 * `components/dist/archive.js`, and `/archive/chunks/<file>` the chunks it loads on demand (the picture picker's
 * icons: the build writes them to `components/dist/chunks/`, beside the element's). The page signs in with the session
 * cookie and calls the API of this same server.
 * @module
 */
import { join } from 'node:path';
import { serveStatic } from '@hono/node-server/serve-static';
import type { Context, Hono } from 'hono';
import { ApiError } from './errors.ts';
import { CHUNK_CACHE_CONTROL, CHUNK_FILE, REPO_ROOT, type StaticOptions } from './static.ts';

/** The Archive page's own styles, served as `/archive/archive.css`: the page's CSP allows no inline style. */
export const ARCHIVE_CSS = `html, body { margin: 0; background: #17151c; color: #ece6da; }
`;

/**
 * The site's icon (the demo page's: crossed swords), inline as a `data:` URI — the page's CSP allows `data:` images —
 * so a browser asks for no `/favicon.ico` (a 404).
 */
export const SITE_ICON =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 16 16'%3E%3Ctext y='13' font-size='13'%3E%E2%9A%94%3C/text%3E%3C/svg%3E";

/**
 * The Archive's page: one element. It opens in the reader's remembered choice, else the browser's language, and sets
 * `<html lang>` to it (`qb-archive`'s `lang`); `it` is what the page says before its script runs. No inline script or style.
 */
export const ARCHIVE_PAGE = `<!doctype html>
<html lang="it">
  <head>
    <meta charset="utf-8" />
    <meta name="viewport" content="width=device-width, initial-scale=1" />
    <title>quest-board · Archivio</title>
    <link rel="icon" href="${SITE_ICON}" />
    <link rel="stylesheet" href="/archive/archive.css" />
    <script type="module" src="/archive/archive.js"></script>
  </head>
  <body>
    <qb-archive></qb-archive>
  </body>
</html>
`;

/**
 * Adds `GET /archive`, `GET /archive/`, `GET /archive/archive.css`, `GET /archive/archive.js(.map)` and
 * `GET /archive/chunks/<file>` (cached as the element's chunks are, their names carrying their content's hash). A
 * missing bundle is a 404 `not_found` that says to run `npm run build`, a missing chunk one naming it. Add these
 * before the static catch-all.
 */
export function addArchiveRoutes(app: Hono<any, any, any>, options: StaticOptions = {}): void {
  const bundleDir = options.bundleDir ?? join(REPO_ROOT, 'components', 'dist');
  const page = (c: Context) => {
    c.header('Cache-Control', 'no-store');
    return c.html(ARCHIVE_PAGE);
  };
  app.get('/archive', (c) => page(c));
  app.get('/archive/', (c) => page(c));
  app.get('/archive/archive.css', (c) => c.body(ARCHIVE_CSS, 200, { 'Content-Type': 'text/css; charset=utf-8' }));
  for (const file of ['archive.js', 'archive.js.map']) {
    app.get(`/archive/${file}`, serveStatic({ path: join(bundleDir, file) }), () => {
      throw new ApiError(404, 'not_found', 'the Archive bundle is not built: run "npm run build"');
    });
  }
  app.get('/archive/chunks/:file', async (c, next) => {
    const file = c.req.param('file');
    if (!CHUNK_FILE.test(file)) return next();
    const served = await serveStatic({
      path: join(bundleDir, 'chunks', file),
      precompressed: true,
      onFound: (_path, found) => found.header('Cache-Control', CHUNK_CACHE_CONTROL),
    })(c, async () => {});
    if (served) return served;
    throw new ApiError(404, 'not_found', `no chunk "${file}" in this build of the Archive: reload the page (it may come from an older build)`);
  });
}
