// npm run mock-server: the mock API over HTTP on 127.0.0.1 (PORT, default 4010) until Ctrl+C. With MOCK_DB_FILE,
// what readers do is kept in that file (written atomically) across restarts.
import { startMockServer } from '../mocks/server';

const { url, server } = await startMockServer(Number(process.env.PORT ?? 4010), { dbFile: process.env.MOCK_DB_FILE });
console.log(`Mock API at ${url}/api/… (mail links are printed here; GET ${url}/api/dev/mailbox lists them)`);
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => server.close(() => process.exit(0)));
