/**
 * One address cannot starve the server of connections: the server runs as `npm start` runs it, in a
 * process of its own, with a cap of 256 connections per address and a headers' timeout of 2 s set by its environment
 * variables. 3,000 slow-header connections from 127.0.0.1 (a header line every 500 ms, never the blank line that ends
 * the headers) are opened over about 3 s while another address (127.0.0.2: the whole 127.0.0.0/8 is loopback on
 * Linux) asks `/api/health` every 200 ms. The server's open files are read from /proc while it lasts.
 */
import assert from 'node:assert/strict';
import { readdirSync } from 'node:fs';
import { get } from 'node:http';
import { once } from 'node:events';
import { test } from 'node:test';
import { Worker } from 'node:worker_threads';
import { fileURLToPath } from 'node:url';
import { serverProcess, tempDir } from './support/server.ts';

const MAIN = fileURLToPath(new URL('../cms/main.ts', import.meta.url));
const CAP = 256;
const HEADERS_TIMEOUT_MS = 2_000;
const ATTACKERS = 3_000;

/** What became of one slow connection: when it opened and closed (ms since the attack began) and what it was told. */
interface Slow {
  openedAt: number;
  closedAt: number;
  answer: string;
}

/** `GET /api/health` from 127.0.0.2 on a fresh connection: the status and how long the answer took, ms (-1: none within 1 s). */
function health(port: number): Promise<{ status: number; ms: number }> {
  return new Promise((resolve) => {
    const started = performance.now();
    const request = get({ host: '127.0.0.1', port, path: '/api/health', localAddress: '127.0.0.2', agent: false, timeout: 1_000 }, (res) => {
      res.resume();
      res.once('end', () => resolve({ status: res.statusCode ?? 0, ms: performance.now() - started }));
    });
    request.once('timeout', () => request.destroy());
    request.once('error', () => resolve({ status: 0, ms: -1 }));
  });
}

test('3,000 slow-header connections from one address: the server holds 256 at most, each closed with a 408 after the 2 s headers timeout, the others refused at once; /api/health from another address answers within 1 s throughout', async () => {
  const tmp = tempDir();
  const server = await serverProcess(['--import', 'tsx', MAIN], tmp.dir, {
    MAX_CONNECTIONS_PER_ADDRESS: String(CAP),
    HEADERS_TIMEOUT_SECONDS: String(HEADERS_TIMEOUT_MS / 1000),
    REQUEST_TIMEOUT_SECONDS: '4',
  });
  try {
    const port = Number(new URL(server.url).port);
    assert.equal((await health(port)).status, 200, 'the server answers before the attack');
    // the server's open files (its sockets among them), sampled every 50 ms
    const openFiles = () => readdirSync(`/proc/${server.child.pid}/fd`).length;
    const before = openFiles();
    let mostFiles = before;
    const sampling = setInterval(() => (mostFiles = Math.max(mostFiles, openFiles())), 50);
    // the attack, on a thread of its own
    const attack = new Worker(new URL('./support/slow-headers.mjs', import.meta.url), { workerData: { port, count: ATTACKERS } });
    const attacked = once(attack, 'message') as Promise<[Slow[]]>;
    // /api/health every 200 ms until every slow connection is closed
    const answers: { status: number; ms: number }[] = [];
    let attacking = true;
    const probing = (async () => {
      while (attacking) {
        answers.push(await health(port));
        await new Promise((r) => setTimeout(r, 200));
      }
    })();
    const [ended] = await attacked;
    attacking = false;
    await probing;
    clearInterval(sampling);
    await attack.terminate();

    assert.ok(answers.length >= 10, `asked /api/health ${answers.length} times during the attack`);
    const late = answers.filter((a) => a.status !== 200 || a.ms > 1_000);
    assert.deepEqual(late, [], `every /api/health answered 200 within 1 s (slowest: ${Math.round(Math.max(...answers.map((a) => a.ms)))} ms)`);

    // held: answered 408 after the timeout; refused: answered 429 at once, or reset (the server closed it without an
    // answer, or the kernel's queue of connections waiting to be accepted overflowed)
    const held = ended.filter((s) => s.answer.startsWith('HTTP/1.1 408 '));
    const refused = ended.filter((s) => !s.answer.startsWith('HTTP/1.1 408 '));
    assert.ok(held.length >= CAP, `${held.length} held: the first ${CAP} at least`);
    // its open files before, plus 256 held connections, plus at most 32 refusals under way and a few /api/health
    assert.ok(
      mostFiles - before >= CAP && mostFiles - before <= CAP + 32 + 4,
      `the server held ${mostFiles - before} more open files during the attack (cap ${CAP})`,
    );
    // Node checks the timeouts every 500 ms here; 5 s more for a busy machine (a connection the kernel queued may
    // also wait a second for its handshake to be retried)
    const longest = Math.max(...ended.map((s) => s.closedAt - s.openedAt));
    assert.ok(
      longest <= HEADERS_TIMEOUT_MS + 5_000,
      `every connection was closed within ${HEADERS_TIMEOUT_MS + 5_000} ms (the longest lasted ${Math.round(longest)} ms)`,
    );
    for (const s of held) {
      assert.ok(
        s.closedAt - s.openedAt >= HEADERS_TIMEOUT_MS - 100,
        `a held connection lasted ${Math.round(s.closedAt - s.openedAt)} ms, less than the timeout`,
      );
      assert.match(
        s.answer,
        /\r\n\r\n\{"error":\{"code":"timeout","message":"the request line and headers took too long to arrive: they must arrive within 2 s"\}\}$/,
      );
    }
    for (const s of refused.filter((s) => s.answer)) {
      assert.match(
        s.answer,
        /\r\nConnection: close\r\n\r\n\{"error":\{"code":"too_many_connections","message":"this address holds 256 connections to the server, the most it allows: close some and try again"\}\}$/,
      );
    }
    assert.equal((await health(port)).status, 200, 'the server answers after the attack');
  } finally {
    await server.stop();
    tmp.remove();
  }
});
