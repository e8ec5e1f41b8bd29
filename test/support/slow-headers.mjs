// A slow-loris on a thread of its own (test/slow-loris.test.ts), so that its 3,000 sockets do not slow the test's
// own requests: opens `count` connections to 127.0.0.1:`port` from 127.0.0.1, 100 every 100 ms, each sending a
// request line and then a header line every 500 ms, never the blank line that ends the headers, until the server
// closes the connection (it never closes its own side). Posts, once every
// one is closed, what became of each: when it opened and closed (ms since the attack began) and what it was told.
import { connect } from 'node:net';
import { parentPort, workerData } from 'node:worker_threads';

const { port, count } = workerData;
const t0 = performance.now();

function slowConnection() {
  return new Promise((resolve) => {
    const slow = { openedAt: performance.now() - t0, closedAt: 0, answer: '' };
    // like an attacker, it keeps its side open when the server ends its own, and goes on dripping
    const socket = connect({ port, host: '127.0.0.1', localAddress: '127.0.0.1', allowHalfOpen: true });
    socket.setEncoding('latin1');
    socket.on('data', (chunk) => (slow.answer += chunk));
    socket.on('error', () => {});
    let lines = 0;
    const drip = setInterval(() => {
      // bounded: 30 s at most, far past any timeout the test expects
      if (socket.destroyed || ++lines > 60) return socket.destroy();
      socket.write(`X-Slow-${lines}: a\r\n`);
    }, 500);
    socket.once('connect', () => socket.write('GET /api/health HTTP/1.1\r\nHost: x\r\n'));
    socket.once('close', () => {
      clearInterval(drip);
      slow.closedAt = performance.now() - t0;
      resolve(slow);
    });
  });
}

const slow = [];
for (let batch = 0; batch < count / 100; batch++) {
  for (let i = 0; i < 100; i++) slow.push(slowConnection());
  await new Promise((r) => setTimeout(r, 100));
}
parentPort.postMessage(await Promise.all(slow));
