/**
 * Static files: the demo page at `/` (and other files of `demo/`), the component bundle at `/quest-board.js`.
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
 * Adds `GET /` (demo/index.html), `GET /quest-board.js`, `/demo.js` and their source maps (components/dist/) and
 * `GET /*` (other demo files). A missing bundle is a 404 `not_found` that says to run `npm run build`.
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
    app.get(`/${file}`, serveStatic({ path: join(bundleDir, file) }), bundleMissing);
  }
  app.get('/', serveStatic({ path: join(demoDir, 'index.html') }));
  const demoFiles = serveStatic({ rewriteRequestPath: (p) => join(demoDir, p) });
  app.get('/*', async (c, next) => (c.req.path.startsWith('/api/') ? next() : demoFiles(c, next)));
}
