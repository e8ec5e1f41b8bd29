/**
 * The build step of `npm start`: builds (`cms/build/all.ts`) only when a source changed since the last build, as the
 * build stamp tells (`cms/build/stamp.ts`); otherwise says the build is current and ends at once, and `npm start` runs the
 * server bundle. The build's modules (esbuild, swc, three.js's sources) are loaded only when a build is due.
 * Exits non-zero when the build fails, so the server does not start on an old bundle.
 * @module
 */
import { ROOT, STAMP_FILE, whyBuild } from './build/stamp.ts';

const why = whyBuild(ROOT);
if (why === undefined) {
  console.log(`quest-board: the build is current (${STAMP_FILE}); nothing to build`);
} else {
  console.log(`quest-board: building: ${why}`);
  const { buildAndReport } = await import('./build/all.ts');
  await buildAndReport();
}
