import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createServer, type ServerOptions } from '../../src/server/app';

// dist/index.html as Parcel writes it: one stylesheet, one external module script, no inline one.
const TEMPLATE = `<!doctype html><html lang="en"><head><meta charset="utf-8"><link rel="stylesheet" href="/main.4567cdef.css"><title>Huanyu 寰宇</title></head><body>
<div id="root"></div><noscript>JavaScript</noscript><script type="module" src="/main.0123abcd.js"></script></body></html>`;

/** A built-looking client folder (a template, a script, a file that is not a page) and a server over it. */
export async function startServer(options: Partial<Omit<ServerOptions, 'clientDir'>> = {}) {
  const clientDir = mkdtempSync(join(tmpdir(), 'server-client-'));
  writeFileSync(join(clientDir, 'index.html'), TEMPLATE);
  writeFileSync(join(clientDir, 'main.0123abcd.js'), 'export {};');
  writeFileSync(join(clientDir, 'main.4567cdef.css'), 'body{margin:0}');
  writeFileSync(join(clientDir, 'site.webmanifest'), '{}');
  // The Lite page's entry as Parcel writes it (docs/decisions/110).
  writeFileSync(join(clientDir, 'lite.html'), '<!doctype html><html lang=en><body><script type=module src=/lite.89abcdef.js></script></body></html>');
  writeFileSync(join(clientDir, 'lite.89abcdef.js'), 'export {};');
  const app = await createServer({ clientDir, apiBaseUrl: 'http://127.0.0.1:65500', proxyApi: false, budgetMs: 2000, ...options });
  return {
    app,
    close: async () => {
      await app.close();
      rmSync(clientDir, { recursive: true, force: true });
    },
  };
}

/** A fetch that counts the renderer's calls to the API (still answered by the mock handlers). */
export function countingFetch() {
  const counter = {
    calls: 0,
    fetch: ((input: RequestInfo | URL, init?: RequestInit) => {
      counter.calls += 1;
      return globalThis.fetch(input, init);
    }) as typeof fetch,
  };
  return counter;
}
