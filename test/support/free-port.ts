/**
 * A TCP port of 127.0.0.1 nothing listens on now (the system picks it: a server listens on port 0 and is closed).
 * Shared by the test tooling that starts programs on ports of their own (test/support/engines.ts's WebKitWebDriver,
 * test/support/screens.ts's server, web-test-runner.config.mjs's failover instances).
 * @module
 */
import { createServer } from 'node:net';

/**
 * Resolves to a free port of 127.0.0.1 (an integer, 1–65535).
 * @throws Error when no port could be had (the probe failed to listen, or gave no address).
 */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      probe.close(() => (address && typeof address === 'object' ? resolve(address.port) : reject(new Error('no free port of 127.0.0.1'))));
    });
  });
}
