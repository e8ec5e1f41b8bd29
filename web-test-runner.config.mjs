/**
 * Browser tests (`npm run test:browser`): Debian's Chromium, headless, WebGL through SwiftShader.
 * A plugin starts the REAL quest-board server (cms/server.ts) on a free port with a fresh data folder and a known
 * administrator token before the tests, hands its URL to the test pages as `window.QB_SERVER` (and the token as
 * `window.QB_ADMIN_TOKEN`), and stops it afterwards.
 * When `TEST_FAILURES_FILE` names a file (test/run-steps.ts does, for `npm test`'s summary), the failing tests are
 * also written there, one JSON line each (test/support/wtr-failures-reporter.ts).
 */
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { PassThrough, Readable } from 'node:stream';
import { esbuildPlugin } from '@web/dev-server-esbuild';
import { defaultReporter } from '@web/test-runner';
import { chromeLauncher } from '@web/test-runner-chrome';
import { tsImport } from 'tsx/esm/api';

const { failuresReporter, FAILURES_FILE_ENV } = await tsImport('./test/support/wtr-failures-reporter.ts', import.meta.url);
const failuresFile = process.env[FAILURES_FILE_ENV];

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

/**
 * Forwards `/api/*` and the Archive's pages (`/archive`, `/archive/*`) to the real server, so that a test page (or
 * an iframe of `/archive`) shares one origin with the API: the Archive signs in with the session cookie, which
 * needs same-origin requests. Streams (server-sent events) are piped through.
 */
function proxyToServer() {
  const hop = new Set(['host', 'connection', 'content-length', 'transfer-encoding', 'keep-alive', 'upgrade']);
  return async (ctx, next) => {
    const path = ctx.path;
    if (!server || !(path.startsWith('/api/') || path === '/archive' || path.startsWith('/archive/'))) return next();
    const headers = {};
    for (const [k, v] of Object.entries(ctx.request.headers)) if (!hop.has(k) && v !== undefined) headers[k] = Array.isArray(v) ? v.join(', ') : v;
    let body;
    if (ctx.method !== 'GET' && ctx.method !== 'HEAD') {
      const chunks = [];
      for await (const chunk of ctx.req) chunks.push(chunk);
      body = Buffer.concat(chunks);
    }
    const abort = new AbortController();
    ctx.req.on('close', () => abort.abort());
    let res;
    try {
      res = await fetch(`${server.url}${ctx.url}`, { method: ctx.method, headers, body, redirect: 'manual', signal: abort.signal });
    } catch (err) {
      if (abort.signal.aborted) return; // the page went away first
      throw err;
    }
    ctx.status = res.status;
    res.headers.forEach((value, key) => {
      if (!hop.has(key) && key !== 'content-encoding' && key !== 'set-cookie') ctx.set(key, value);
    });
    const cookies = res.headers.getSetCookie();
    if (cookies.length) ctx.set('set-cookie', cookies);
    if (!res.body) {
      ctx.body = '';
      return;
    }
    // a stream cut short when the page goes away is not an error of the test
    const out = new PassThrough();
    Readable.fromWeb(res.body).on('error', () => out.end()).pipe(out);
    ctx.body = out;
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
  ...(failuresFile ? { reporters: [defaultReporter(), failuresReporter(failuresFile)] } : {}),
  middleware: [proxyToServer()],
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
