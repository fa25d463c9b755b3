// npm run mock-server: the mock API over HTTP on 127.0.0.1 (PORT, default 4010) until Ctrl+C. With MOCK_DB_FILE,
// what readers do is kept in that file (written atomically) across restarts; MOCK_FAULTS (`/api/a=slow,…`) makes
// endpoints fail from the start (then PUT/DELETE /api/dev/faults, mocks/server.ts). MOCK_TRUST_PROXY (addresses,
// comma-separated) names proxies whose X-Forwarded-For is the caller's address. npm start runs this too.
import { parseFaults, startMockServer } from '../mocks/server';

const { url, server } = await startMockServer(Number(process.env.PORT ?? 4010), {
  dbFile: process.env.MOCK_DB_FILE,
  faults: parseFaults(process.env.MOCK_FAULTS),
  trustProxy: (process.env.MOCK_TRUST_PROXY ?? '').split(',').map((address) => address.trim()).filter(Boolean),
});
console.log(`Mock API at ${url}/api/… (mail links are printed here; GET ${url}/api/dev/mailbox lists them)`);
// closeAllConnections: a browser's keep-alive socket must not hold the restart (npm start restarts on change).
const stop = () => {
  server.close(() => process.exit(0));
  server.closeAllConnections();
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, stop);
