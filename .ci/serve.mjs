// A static file server on 127.0.0.1 for built output (the demo build, the Storybook build).
import { createServer } from 'node:http';
import sirv from 'sirv';

/**
 * Serves `dir` on 127.0.0.1. `single` answers unknown paths with index.html (client-side routes).
 * Resolves to { url, close } once listening; port 0 picks a free port.
 */
export function serve(dir, { port = 0, single = false } = {}) {
  const handler = sirv(dir, { single, dev: true, etag: true, gzip: false });
  const server = createServer(handler);
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${address.port}`,
        close: () => new Promise((done) => server.close(() => done())),
      });
    });
  });
}
