/**
 * The HTTP layer on a real listening server: the security headers of each kind of answer (cms/http/security.ts), a
 * JSON error body on every error answer (Node's parser refusals, a path @hono/node-server refuses, the static files'
 * 416), an upload the client cuts short (one info line, no error logged), and bodies refused with a clear message:
 * a union value that fits none of its shapes, a `__proto__` key.
 */
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { join } from 'node:path';
import { after, before, describe, test } from 'node:test';
import { loadDefaultPack } from '../content/load-pack.ts';
import { call, overHttp, type Requester } from '../test/support/http.ts';
import { ADMIN_TOKEN, tempDir, testDatabaseOption } from '../test/support/server.ts';
import { type RunningServer, startServer } from './server.ts';
import { REPO_ROOT } from './http/static.ts';

const tmp = tempDir();
const PACKED_CHUNK = `export const board = ${JSON.stringify('a board '.repeat(200))};\n`;
const lines: string[] = [];
let server: RunningServer;
let req: Requester;
before(async () => {
  // a stand-in bundle folder: these tests need no build
  const bundleDir = join(tmp.dir, 'dist');
  mkdirSync(bundleDir);
  for (const file of ['quest-board.js', 'archive.js', 'demo.js']) writeFileSync(join(bundleDir, file), 'export {};\n');
  mkdirSync(join(bundleDir, 'chunks'));
  for (const file of ['shell-AB12CD34.js', 'shell-AB12CD34.js.map'])
    writeFileSync(join(bundleDir, 'chunks', file), file.endsWith('.map') ? '{}' : 'export {};\n');
  // a chunk as the build writes it: beside it, the same code gzipped and brotli-compressed
  writeFileSync(join(bundleDir, 'chunks', 'board-EF56GH78.js'), PACKED_CHUNK);
  writeFileSync(join(bundleDir, 'chunks', 'board-EF56GH78.js.gz'), gzipSync(PACKED_CHUNK));
  writeFileSync(join(bundleDir, 'chunks', 'board-EF56GH78.js.br'), brotliCompressSync(PACKED_CHUNK));
  server = await startServer({
    port: 0,
    hostname: '127.0.0.1',
    dataDir: join(tmp.dir, 'data'),
    ...testDatabaseOption(tmp.dir),
    adminToken: ADMIN_TOKEN,
    log: (line) => lines.push(line),
    creationsPerMinute: 0,
    bundleDir,
  });
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

  test("the bundle's chunks too, served as JavaScript and cached for good (their names carry their content's hash)", async () => {
    const CHUNK = { ...ELEMENT, 'content-type': 'text/javascript; charset=utf-8', 'cache-control': 'public, max-age=31536000, immutable' };
    assert.deepEqual(await headersOf('/chunks/shell-AB12CD34.js', CHUNK), { status: 200, headers: CHUNK });
    const MAP = { ...CHUNK, 'content-type': 'application/json' };
    assert.deepEqual(await headersOf('/chunks/shell-AB12CD34.js.map', MAP), { status: 200, headers: MAP });
    // a module script on another origin asks with CORS first when it must: the preflight is answered
    const preflight = await fetch(`${server.url}/chunks/shell-AB12CD34.js`, {
      method: 'OPTIONS',
      headers: { origin: 'https://club.example', 'access-control-request-method': 'GET' },
    });
    assert.equal(preflight.status, 204);
    assert.equal(preflight.headers.get('access-control-allow-origin'), '*');
  });

  test('the display face (Cinzel, OFL) is served from the installed package to any origin, cached a week; another name is a JSON 404', async () => {
    const FONT = { ...ELEMENT, 'content-type': 'font/woff2', 'cache-control': 'public, max-age=604800' };
    assert.deepEqual(await headersOf('/fonts/cinzel-latin-700-normal.woff2', FONT), { status: 200, headers: FONT });
    const res = await fetch(`${server.url}/fonts/cinzel-latin-700-normal.woff2`);
    const bytes = Buffer.from(await res.arrayBuffer());
    assert.deepEqual(bytes, readFileSync(join(REPO_ROOT, 'node_modules/@fontsource/cinzel/files/cinzel-latin-700-normal.woff2')));
    for (const path of ['/fonts/cinzel-latin-700-normal.woff', '/fonts/other.woff2', '/fonts/%2e%2e%2fpackage.json']) {
      const missing = await fetch(`${server.url}${path}`);
      assert.equal(missing.status, 404, path);
      assert.equal(((await missing.json()) as { error: { code: string } }).error.code, 'not_found', path);
    }
  });

  test('a chunk goes compressed as the build wrote it to a browser that accepts it, plain to one that does not', async () => {
    for (const [accept, encoding, bytes] of [
      ['br, gzip', 'br', brotliCompressSync(PACKED_CHUNK).length],
      ['gzip', 'gzip', gzipSync(PACKED_CHUNK).length],
      ['identity', null, PACKED_CHUNK.length],
    ] as const) {
      const res = await fetch(`${server.url}/chunks/board-EF56GH78.js`, { headers: { 'accept-encoding': accept } });
      assert.equal(res.status, 200, accept);
      assert.equal(res.headers.get('content-encoding'), encoding, accept);
      assert.equal(res.headers.get('content-length'), String(bytes), accept);
      assert.equal(res.headers.get('content-type'), 'text/javascript; charset=utf-8', accept);
      assert.equal(res.headers.get('cache-control'), 'public, max-age=31536000, immutable', accept);
      assert.equal(await res.text(), PACKED_CHUNK, `${accept}: the same code`);
    }
  });

  test('a chunk the build did not write is a JSON 404 naming it, with no long cache; a name no build writes finds nothing', async () => {
    const res = await fetch(`${server.url}/chunks/shell-OLDBUILD.js`, { headers: { origin: 'https://club.example' } });
    assert.equal(res.status, 404);
    assert.equal(res.headers.get('cache-control'), null);
    assert.equal(res.headers.get('access-control-allow-origin'), '*');
    assert.deepEqual(await res.json(), {
      error: { code: 'not_found', message: 'no chunk "shell-OLDBUILD.js" in this build of the element: reload the page (it may come from an older build)' },
    });
    for (const path of ['/chunks/', '/chunks/x.txt', '/chunks/%2e%2e%2fquest-board.js', '/chunks/..%2f..%2fpackage.json']) {
      const other = await call(req, 'GET', path);
      assert.equal(other.status, 404, path);
      assert.equal(other.body.error.code, 'not_found', path);
    }
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

/** An answer read off a raw socket: status, headers (lowercase names) and body. */
interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: string;
}

/**
 * Writes `request` on a fresh connection and reads the answer until the server closes it (or `hangUp` ms after
 * writing, when the client then closes its side: `end` half-closes, `destroy` drops the connection).
 */
function raw(request: string, hangUp?: { afterMs: number; how: 'end' | 'destroy' }): Promise<RawAnswer | null> {
  return new Promise((resolve, reject) => {
    const socket = connect(server.port, '127.0.0.1');
    let text = '';
    socket.setEncoding('latin1');
    socket.on('data', (chunk: string) => (text += chunk));
    socket.on('error', (err: NodeJS.ErrnoException) => (err.code === 'ECONNRESET' ? undefined : reject(err)));
    socket.on('close', () => {
      if (!text) return resolve(null);
      const [head, ...rest] = text.split('\r\n\r\n');
      const [statusLine, ...headerLines] = head!.split('\r\n');
      const headers = Object.fromEntries(headerLines.map((l) => [l.slice(0, l.indexOf(':')).toLowerCase(), l.slice(l.indexOf(':') + 1).trim()]));
      let body = rest.join('\r\n\r\n');
      if (headers['transfer-encoding'] === 'chunked') body = body.replace(/^[0-9a-f]+\r\n/, '').replace(/\r\n0\r\n\r\n$/, '');
      resolve({ status: Number(statusLine!.split(' ')[1]), headers, body });
    });
    socket.write(request);
    if (hangUp) setTimeout(() => (hangUp.how === 'end' ? socket.end() : socket.destroy()), hangUp.afterMs);
  });
}

/** Asserts an answer is a JSON error with this status, code and message, with the API's security headers. */
function assertJsonError(answer: RawAnswer | null, status: number, code: string, message: string): void {
  assert.ok(answer, 'an answer');
  assert.equal(answer.status, status);
  assert.equal(answer.headers['content-type'], 'application/json');
  assert.equal(answer.headers['x-content-type-options'], 'nosniff');
  // as the app's own answers: a page on another site reads the code
  assert.equal(answer.headers['access-control-allow-origin'], '*');
  assert.deepEqual(JSON.parse(answer.body), { error: { code, message } });
}

describe('every error answer has a JSON body saying what is wrong', () => {
  test("a request Node's parser refuses: Content-Length: -1 is a 400 bad_request", async () => {
    const answer = await raw('POST /api/health HTTP/1.1\r\nHost: x\r\nContent-Length: -1\r\n\r\n');
    assertJsonError(answer, 400, 'bad_request', 'the request is not valid HTTP: invalid character in Content-Length');
    assert.equal(answer!.headers['content-security-policy'], "default-src 'none'; frame-ancestors 'none'");
    assert.equal(answer!.headers.connection, 'close');
  });

  test('an unknown method, an HTTP/1.1 request without Host, a bad Host: 400 bad_request', async () => {
    assertJsonError(await raw('FOO /api/health HTTP/1.1\r\nHost: x\r\n\r\n'), 400, 'bad_request', 'the request is not valid HTTP: invalid method encountered');
    assertJsonError(
      await raw('GET /api/health HTTP/1.1\r\nConnection: close\r\n\r\n'),
      400,
      'bad_request',
      'the request is refused: an HTTP/1.1 request needs a Host header',
    );
    assertJsonError(await raw('GET /api/health HTTP/1.1\r\nHost: a b\r\nConnection: close\r\n\r\n'), 400, 'bad_request', 'the request is refused: invalid URL');
    // HTTP/1.0 needs no Host
    const old = await raw('GET /api/health HTTP/1.0\r\n\r\n');
    assert.equal(old?.status, 200);
    assert.deepEqual(JSON.parse(old!.body), { ok: true });
  });

  test('headers larger than Node accepts are a 431 headers_too_large', async () => {
    const answer = await raw(`GET /api/health HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`);
    assertJsonError(answer, 431, 'headers_too_large', 'the request headers are larger than the server accepts');
  });

  test('a path with backslashes (/..\\..\\package.json) is a 400 bad_request', async () => {
    const answer = await raw('GET /..\\..\\package.json HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n');
    assertJsonError(answer, 400, 'bad_request', 'the request is refused: backslash in request path');
  });

  test('an encoded path traversal finds nothing: a JSON 404', async () => {
    for (const path of ['/%2e%2e/package.json', '/..%5c..%5cpackage.json', '/demo/../../package.json']) {
      const res = await call(req, 'GET', path);
      assert.equal(res.status, 404, path);
      assert.equal(res.body.error.code, 'not_found', path);
    }
  });

  test('a Range outside a static file is a 416 range_not_satisfiable that keeps Content-Range', async () => {
    for (const [path, size] of [
      ['/quest-board.js', 11],
      ['/archive/archive.js', 11],
    ] as const) {
      const res = await fetch(`${server.url}${path}`, { headers: { range: 'bytes=500-' } });
      assert.equal(res.status, 416, path);
      assert.equal(res.headers.get('content-type'), 'application/json', path);
      assert.equal(res.headers.get('content-range'), `bytes */${size}`, path);
      assert.deepEqual(
        await res.json(),
        { error: { code: 'range_not_satisfiable', message: `the range "bytes=500-" is not within the file (${size} bytes)` } },
        path,
      );
    }
    // a range inside the file is served
    const part = await fetch(`${server.url}/quest-board.js`, { headers: { range: 'bytes=0-5' } });
    assert.equal(part.status, 206);
    assert.equal(await part.text(), 'export');
  });
});

describe('an upload the client cuts short', () => {
  const chunked = 'PUT /api/missions/x HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nTransfer-Encoding: chunked\r\n\r\n5\r\n{"a":\r\n';

  test('a dropped connection is one info line through the server log, nothing on the error console', async (t) => {
    const errors = t.mock.method(console, 'error', () => {});
    const infos = t.mock.method(console, 'info', () => {});
    const warnings = t.mock.method(console, 'warn', () => {});
    lines.length = 0;
    for (let i = 0; i < 3; i++) assert.equal(await raw(chunked, { afterMs: 50, how: 'destroy' }), null, 'the socket is gone: no answer');
    // the server logs after the socket closed
    for (let i = 0; i < 1500 && lines.length < 3; i++) await new Promise((r) => setTimeout(r, 20)); // up to 30 s on a busy machine
    assert.deepEqual(lines, Array(3).fill('quest-board: PUT /api/missions/x: the client stopped sending the body after 5 bytes'));
    assert.equal(errors.mock.callCount(), 0, 'no error is logged');
    assert.equal(infos.mock.callCount() + warnings.mock.callCount(), 0, 'nothing else is logged');
    assert.equal((await call(req, 'GET', '/api/health')).status, 200);
  });

  test('100 uploads with a Content-Length dropped mid-body: 100 info lines, no error, no stack', async (t) => {
    const errors = t.mock.method(console, 'error', () => {});
    const warnings = t.mock.method(console, 'warn', () => {});
    lines.length = 0;
    // a room's body announced as 100 bytes, of which 11 arrive before the client goes
    const cut = 'POST /api/rooms HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"mission":';
    for (let batch = 0; batch < 10; batch++) {
      // gone 300 ms after sending: a reset before the server has read the bytes would discard them unread (no request,
      // no line), which a busy machine's server, whose loop may stall past 50 ms, would not be told of
      const answers = await Promise.all(Array.from({ length: 10 }, () => raw(cut, { afterMs: 300, how: 'destroy' })));
      assert.deepEqual(answers, Array(10).fill(null), 'the sockets are gone: no answer');
    }
    // each server notices its socket gone in its own time: up to two minutes on a busy machine
    for (const until = Date.now() + 120_000; lines.length < 100 && Date.now() < until; ) await new Promise((r) => setTimeout(r, 20));
    assert.deepEqual(lines, Array(100).fill('quest-board: POST /api/rooms: the client stopped sending the body after 11 bytes'));
    assert.equal(errors.mock.callCount(), 0, 'no error is logged');
    assert.equal(warnings.mock.callCount(), 0, 'no warning is logged');
    assert.equal((await call(req, 'GET', '/api/health')).status, 200);
  });

  test('a connection ended mid-body, whose socket can still answer, gets a JSON 400', async (t) => {
    const errors = t.mock.method(console, 'error', () => {});
    const answer = await raw(chunked, { afterMs: 50, how: 'end' });
    assertJsonError(answer, 400, 'bad_request', 'the request ended before it was complete');
    assert.equal(errors.mock.callCount(), 0, 'no error is logged');
  });
});

describe('bodies refused with what is wrong', () => {
  const laProva = () => structuredClone(loadDefaultPack().missions.find((m) => m.id === 'la-prova')!) as Record<string, unknown>;
  const put = (path: string, body: string) =>
    req(path, { method: 'PUT', headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' }, body });

  test('a mission win that fits none of its shapes names the shapes it expected', async () => {
    for (const [win, message] of [
      ['sempre', 'expected "kill_all", "manual" or an object {mode, conditions}'],
      [7, 'expected "kill_all", "manual" or an object {mode, conditions}'],
      [{ mode: 'any' }, 'expected "kill_all", "manual" or an object {mode, conditions} (conditions: Invalid input: expected array, received undefined)'],
    ] as const) {
      const res = await put('/api/missions/la-prova', JSON.stringify({ ...laProva(), win }));
      assert.equal(res.status, 400, JSON.stringify(win));
      assert.deepEqual(await res.json(), {
        error: { code: 'invalid_body', message: `the request body is invalid (win: ${message})`, issues: [{ path: 'win', message }] },
      });
    }
    assert.equal((await call(req, 'GET', '/api/missions/la-prova', { token: ADMIN_TOKEN })).body.win, laProva().win, 'nothing was written');
  });

  test('the NUL character, which PostgreSQL cannot store, is refused: 404 in an address, 400 in a body, nothing written', async () => {
    for (const path of ['/api/rooms/%00', '/api/rooms/a%00/view?as=spectator', '/api/missions/%00']) {
      const res = await req(path, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
      assert.equal(res.status, 404, path);
      assert.deepEqual(await res.json(), { error: { code: 'not_found', message: 'nothing here: the address holds a NUL character (%00)' } });
    }
    const seats = await req('/api/rooms/a%00/seats', { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"hero":"barbaro"}' });
    assert.equal(seats.status, 404);
    // a user's name is a column of its own: a NUL in it would be a 500 on PostgreSQL
    const user = await req('/api/users', {
      method: 'POST',
      headers: { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' },
      body: '{"name":"a\\u0000b","role":"author","password":"una-password-lunga"}',
    });
    assert.equal(user.status, 400);
    assert.deepEqual(await user.json(), {
      error: {
        code: 'invalid_body',
        message: 'the body holds the NUL character (\\u0000), which no text may hold',
        issues: [{ path: '', message: 'remove the NUL character (\\u0000)' }],
      },
    });
    assert.equal(JSON.stringify((await call(req, 'GET', '/api/users', { token: ADMIN_TOKEN })).body).includes('"a\\u0000b"'), false, 'nothing was written');
  });

  test('a __proto__ key anywhere is refused at its path, not dropped', async () => {
    const ruleset = (await call(req, 'GET', '/api/rulesets/forsaken-woods', { token: ADMIN_TOKEN })).body;
    const tiers = JSON.stringify(ruleset.rules.extra.board.authored.tiers);
    const body = JSON.stringify(ruleset).replace(tiers, `{"__proto__":${JSON.stringify(ruleset.rules.extra.board.authored.tiers.basic)},${tiers.slice(1)}`);
    assert.match(body, /"tiers":\{"__proto__":/);
    const res = await put('/api/rulesets/forsaken-woods', body);
    assert.equal(res.status, 400);
    const message = '"__proto__" is not allowed as a key';
    assert.deepEqual(await res.json(), {
      error: {
        code: 'invalid_body',
        message: `the request body is invalid (rules.extra.board.authored.tiers.__proto__: ${message})`,
        issues: [{ path: 'rules.extra.board.authored.tiers.__proto__', message }],
      },
    });
    // anywhere in any body: a room's creation too
    const room = await req('/api/rooms', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"mission":"la-prova","__proto__":{"seed":"x"}}',
    });
    assert.equal(room.status, 400);
    assert.deepEqual((await room.json()).error.issues, [{ path: '__proto__', message }]);
  });
});
