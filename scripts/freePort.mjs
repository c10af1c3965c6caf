// A port nothing listens on right now, for the scripts that start servers (smoke test, benches,
// the scale-out and mail kill tests).
import { createServer } from 'node:net';

/**
 * Ask the system for a free port on 127.0.0.1 and release it again.
 * @example const port = await freePort();
 */
export function freePort() {
  return new Promise((resolve, reject) => {
    const probe = createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
  });
}
