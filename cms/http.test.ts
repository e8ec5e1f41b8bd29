/**
 * The HTTP layer on a real listening server: the security headers of each kind of answer (cms/http/security.ts).
 */
import assert from 'node:assert/strict';
import { mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { overHttp, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir } from '../test/support/server.ts';
import { type RunningServer, startServer } from './server.ts';

const tmp = tempDir();
let server: RunningServer;
let req: Requester;
before(async () => {
  // a stand-in bundle folder: these tests need no build
  const bundleDir = join(tmp.dir, 'dist');
  mkdirSync(bundleDir);
  for (const file of ['quest-board.js', 'archive.js', 'demo.js']) writeFileSync(join(bundleDir, file), 'export {};\n');
  server = await startServer({ port: 0, hostname: '127.0.0.1', dataDir: join(tmp.dir, 'data'), adminToken: ADMIN_TOKEN, log: () => {}, creationsPerMinute: 0, bundleDir });
  req = overHttp(server.url);
});
after(async () => {
  await server.close();
  tmp.remove();
});

/** The headers every answer carries, whatever its kind. */
const EVERY_ANSWER = {
  'x-content-type-options': 'nosniff',
  'referrer-policy': 'no-referrer',
  'cross-origin-opener-policy': 'same-origin',
  'origin-agent-cluster': '?1',
  'x-dns-prefetch-control': 'off',
  'x-download-options': 'noopen',
  'x-permitted-cross-domain-policies': 'none',
  'x-xss-protection': '0',
  'strict-transport-security': null,
};

const PAGE = {
  ...EVERY_ANSWER,
  'content-security-policy':
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; connect-src 'self'; object-src 'none'; base-uri 'none'; form-action 'self'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'same-origin',
  'access-control-allow-origin': null,
};

const API = {
  ...EVERY_ANSWER,
  'content-security-policy': "default-src 'none'; frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
};

const ELEMENT = {
  ...EVERY_ANSWER,
  'content-security-policy': null,
  'x-frame-options': null,
  'cross-origin-resource-policy': 'cross-origin',
  'access-control-allow-origin': '*',
};

/** The values of the headers named in `expected`, from a request sent from another site's page. */
async function headersOf(path: string, expected: Record<string, string | null>): Promise<{ status: number; headers: Record<string, string | null> }> {
  const res = await fetch(`${server.url}${path}`, { headers: { origin: 'https://club.example' } });
  await res.arrayBuffer();
  return { status: res.status, headers: Object.fromEntries(Object.keys(expected).map((name) => [name, res.headers.get(name)])) };
}

describe('security headers', () => {
  test('the demo page and the Archive: a CSP of this origin only, no inline script or style, no framing', async () => {
    for (const path of ['/', '/archive', '/archive/', '/demo.js', '/archive/archive.js', '/archive/archive.css', '/demo.css']) {
      assert.deepEqual(await headersOf(path, PAGE), { status: 200, headers: PAGE }, path);
    }
  });

  test("the element's bundle stays embeddable anywhere: CORS *, Cross-Origin-Resource-Policy cross-origin, no frame policy", async () => {
    assert.deepEqual(await headersOf('/quest-board.js', ELEMENT), { status: 200, headers: ELEMENT });
  });

  test('the API and its OpenAPI document: nothing runs or frames them, elements on other sites still call them', async () => {
    for (const path of ['/api/health', '/api/openapi.json', '/api/missions']) assert.deepEqual(await headersOf(path, API), { status: 200, headers: API }, path);
    const preflight = await fetch(`${server.url}/api/rooms/x/actions`, {
      method: 'OPTIONS',
      headers: { origin: 'https://club.example', 'access-control-request-method': 'POST', 'access-control-request-headers': 'authorization, content-type' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
    assert.equal(preflight.headers.get('cross-origin-resource-policy'), 'cross-origin');
  });

  test('error answers carry them too', async () => {
    assert.deepEqual(await headersOf('/no-such-page', PAGE), { status: 404, headers: PAGE });
    assert.deepEqual(await headersOf('/api/no-such-route', API), { status: 404, headers: API });
  });
});
