/**
 * Browser tests (`npm run test:browser`): Debian's Chromium, headless, WebGL through SwiftShader.
 * A plugin starts the REAL quest-board server (cms/server.ts) on a free port with a fresh data folder and a known
 * administrator token before the tests, hands its URL to the test pages as `window.QB_SERVER` (and the token as
 * `window.QB_ADMIN_TOKEN`), and stops it afterwards.
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { chromeLauncher } from '@web/test-runner-chrome';
import { tsImport } from 'tsx/esm/api';

const ADMIN_TOKEN = 'browser-tests-admin-token';

/** @type {{ url: string, close(): Promise<void> } | null} */
let server = null;
let dataDir = '';

/** Starts and stops the real server around the test run. */
function questBoardServer() {
  return {
    name: 'quest-board-server',
    async serverStart() {
      const { startServer } = await tsImport('./cms/server.ts', import.meta.url);
      dataDir = await mkdtemp(join(tmpdir(), 'quest-board-browser-'));
      server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir, adminToken: ADMIN_TOKEN, keepAliveMs: 5000, log: () => {}, creationsPerMinute: 0 });
    },
    async serverStop() {
      await server?.close();
      server = null;
      if (dataDir) await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export default {
  files: ['test/browser/**/*.test.ts'],
  nodeResolve: { exportConditions: ['production'] },
  concurrency: 1,
  browsers: [
    chromeLauncher({
      launchOptions: {
        executablePath: '/usr/bin/chromium',
        headless: true,
        args: [
          '--no-sandbox',
          '--disable-gpu',
          '--disable-quic',
          '--no-first-run',
          '--disable-background-networking',
          '--disable-component-update',
          '--disable-sync',
          '--enable-unsafe-swiftshader',
          '--use-angle=swiftshader',
        ],
      },
    }),
  ],
  plugins: [esbuildPlugin({ ts: true, json: true, target: 'es2022', tsconfig: './tsconfig.json' }), questBoardServer()],
  testFramework: { config: { timeout: 30000 } },
  testsFinishTimeout: 180000,
  testRunnerHtml: (testFramework) => `<!doctype html>
<html>
  <head><meta charset="utf-8" /></head>
  <body>
    <script>
      window.process = { env: { NODE_ENV: 'production' } };
      window.QB_SERVER = ${JSON.stringify(server?.url ?? '')};
      window.QB_ADMIN_TOKEN = ${JSON.stringify(ADMIN_TOKEN)};
    </script>
    <script type="module" src="${testFramework}"></script>
  </body>
</html>`,
};
